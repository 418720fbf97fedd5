import Foundation
@testable import LocalizedAccessorsGenerator
import Testing

@Suite struct NamingTests {
    @Test(arguments: [
        ("files_selected", "filesSelected"),
        ("files.selected", "filesSelected"),
        ("Files selected", "filesSelected"),
        ("filesSelected", "filesSelected"),
        ("files-selected", "filesSelected"),
        ("FILES_SELECTED", "filesSelected"),
        ("files %lld", "files"),
        ("%lld files", "files"),
        ("%1$@ sent %2$lld photos", "sentPhotos"),
        ("%#@count@ selected", "countSelected"),
        ("URL title", "urlTitle"),
        ("HTMLParser", "htmlParser"),
        ("settings.title", "settingsTitle"),
        ("404_title", "_404Title"),
        ("Выбрано файлов", "выбраноФайлов"),
        ("", "string"),
        ("!!!", "string"),
        ("%d", "string"),
        ("emoji 🎉 party", "emojiParty"),
    ])
    func lowerCamelCase(key: String, expected: String) {
        #expect(AccessorNaming.lowerCamelCase(key) == expected)
    }

    @Test(arguments: [
        ("Localizable", "Localizable"),
        ("InfoPlist", "InfoPlist"),
        ("messages", "Messages"),
        ("my-table", "MyTable"),
        ("2fa", "_2fa"),
    ])
    func upperCamelCase(name: String, expected: String) {
        #expect(AccessorNaming.upperCamelCase(name) == expected)
    }

    @Test(arguments: [
        ("default", "`default`"),
        ("class", "`class`"),
        ("return", "`return`"),
        ("init", "init_"),
        ("self", "self_"),
        ("Type", "Type_"),
        ("files", "files"),
    ])
    func escaping(name: String, expected: String) {
        #expect(AccessorNaming.escaped(name) == expected)
    }

    /// Every reserved word, used as a key, makes an accessor that compiles: escaped, and reported.
    @Test func everyReservedWordIsEscapedOrRenamed() {
        for word in AccessorNaming.reservedWords {
            let escaped = AccessorNaming.escaped(word)
            #expect(escaped != word, "\(word)")
            #expect(escaped.hasPrefix("`") || escaped.hasSuffix("_"), "\(word)")
        }
    }

    /// Numbers are given in order, never reusing a name another item has or got.
    @Test(arguments: [
        (["files", "files", "files"], ["files", "files2", "files3"]),
        (["files", "files", "files2"], ["files", "files2", "files22"]),
        (["a", "b"], ["a", "b"]),
    ])
    func uniqueNames(names: [String], expected: [String]) {
        #expect(AccessorNaming.unique(names) == expected)
    }

    @Test func takenNamesAreAvoided() {
        #expect(AccessorNaming.unique(["languages", "count"], taken: ["languages"]) == ["languages2", "count"])
    }
}
