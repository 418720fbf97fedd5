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

/// Accessor names depend on their key alone: adding a key never gives an existing accessor's name
/// to another key, so no call site silently renders another text (issue 30; before, keys that made
/// one name were numbered in key order).
@Suite struct StableNameTests {
    static let keys = ["files_selected", "filesSelected2", "files2", "greeting", "default", "zebra"]

    /// Each accessor's name and the key it renders, from the generated source.
    static func accessors(_ keys: [String]) throws -> [String: String] {
        let text = keys.map { "\"\($0)\" = \"text\";" }.joined(separator: "\n")
        let table = try TestTables.table(kind: .strings, ["en": text])
        let source = AccessorGenerator().generate([.init(table: table, location: .bundle)]).files[1].contents
        var accessors: [String: String] = [:]
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where line.contains("static func ") && line.contains("languages: PluralMessages.PreferredLanguages") && index + 1 < lines.count {
            let name = line.split(separator: "static func ")[1].prefix { $0 != "(" }
            guard let call = lines[index + 1].split(separator: "table.string(").last else { continue }
            accessors[String(name)] = String(call.prefix { $0 != "," })
        }
        return accessors
    }

    @Test(arguments: ["Files selected", "files.selected", "FILES_SELECTED", "files selected 2", "files_selected2", "a_files",
                      "Greeting", "greeting!", "DEFAULT", "zebra_", "aaa", "Files2", "files_2"])
    func addingAKeyNeverMovesAName(added: String) throws {
        let before = try Self.accessors(Self.keys)
        #expect(before.count == Self.keys.count, "\(before)")
        let after = try Self.accessors(Self.keys + [added])
        for (name, key) in after {
            if let old = before[name] { #expect(old == key, "\(name) was \(old), is \(key) after adding '\(added)'") }
        }
        // Only the keys the new one collides with lose their accessor.
        #expect(after.count >= before.count - 1)
    }

    @Test func collidingKeysAreGroupedInKeyOrder() {
        let (names, collisions) = AccessorNaming.accessorNames(forKeys: ["Files selected", "files.selected", "greeting", "files_selected", "order"])
        #expect(names == ["greeting": "greeting", "order": "order"])
        #expect(collisions == [["Files selected", "files.selected", "files_selected"]])
    }

    /// 8,000 keys that make one name (24 s when they were numbered): one error, no accessor.
    @Test func manyKeysOfOneNameAreOneError() throws {
        let separators: [Character] = [" ", "_", ".", "-"]
        let keys = (1...8_000).map { number -> String in
            var separator = "", rest = number
            while rest > 0 { separator.append(separators[rest % 4]); rest /= 4 }
            return "files" + separator + "selected"
        }
        #expect(Set(keys).count == keys.count)
        let text = keys.map { "\"\($0)\" = \"%d\";" }.joined(separator: "\n")
        let table = try TestTables.table(kind: .strings, ["en": text])
        let output = AccessorGenerator().generate([.init(table: table, location: .bundle)])
        #expect(output.diagnostics.count == 1)
        let listed = keys.sorted().prefix(5).map { "'\($0)'" }.joined(separator: ", ")
        #expect(output.diagnostics.first?.message.hasPrefix("keys \(listed) and 7995 more all make the accessor name 'filesSelected'") == true, "\(output.diagnostics)")
        #expect(!output.files[1].contents.contains("func filesSelected"))
        #expect(AccessorNaming.unique(Array(repeating: "files", count: 8_000)).last == "files8000")
    }
}
