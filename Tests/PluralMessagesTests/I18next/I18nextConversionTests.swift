import Foundation
import ICUPlural
import PluralCore
@testable import PluralMessages
import Testing

/// `convert --to i18next` and i18next to the other formats.
@Suite struct I18nextConversionTests {
    static let roundTrip = Fixtures.url("I18next/RoundTrip/locales")
    static let counts: [MessageArgument] = (0...200).map { .integer($0) } + ["0.5", "1.5", "2.5", "21.0", "11.5", "101.25"].map { .decimal(try! PluralDecimal(parsing: $0)) }
    static let writer = MessageTableWriter(rulesProvider: ICUPluralRulesProvider())
    /// The i18next writer (not registered for `convert --to` yet).
    static func i18next(_ table: MessageTable) -> WrittenFiles {
        I18nextWriter(rulesProvider: ICUPluralRulesProvider()).write(table, languages: table.languages)
    }

    /// The files of a conversion, written into a new folder.
    static func written(_ files: WrittenFiles, under name: String) throws -> URL {
        let root = try temporaryDirectory("i18next-\(name)-\(UUID().uuidString)")
        try write(files.files, in: root)
        return root
    }

    /// What each key renders in each language for each count: the text, or the error.
    static func renderings(_ table: MessageTable) -> [String] {
        let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider())
        var result: [String] = []
        for language in table.languages {
            for key in table.keys {
                for count in counts {
                    let text = (try? renderer.render(key: key, in: table, preferredLanguages: .init([language]), arguments: .named(["count": count]))).map(\.text) ?? "-"
                    result.append("\(language) \(key) \(count): \(text)")
                }
            }
        }
        return result
    }

    @Test func roundTripThroughAStringCatalogRendersTheSame() throws {
        let original = try MessageTable.load(contentsOf: Self.roundTrip, table: "common")
        let catalog = Self.writer.write(original, as: .xcstrings)
        #expect(!catalog.notes.contains { $0.isError })
        let catalogFolder = try Self.written(catalog, under: "catalog")
        let fromCatalog = try MessageTable.load(contentsOf: catalogFolder.appendingPathComponent("common.xcstrings"))
        let back = Self.i18next(fromCatalog)
        #expect(back.files.keys.sorted() == original.languages.map { "\($0)/common.json" }.sorted())
        let folder = try Self.written(back, under: "back")
        let again = try MessageTable.load(contentsOf: folder, table: "common")
        #expect(again.keys == original.keys)
        let before = Self.renderings(original), after = Self.renderings(again)
        #expect(before.count > 3_000)
        let differences = zip(before, after).filter { $0 != $1 }.map { "\($0) → \($1)" }
        #expect(differences.isEmpty, "\(differences.prefix(10))")
        // Plurals come back as sibling keys, nested.
        let english = try #require(back.files["en/common.json"]).string
        #expect(english.contains("\"item_zero\" : \"No items\""), "\(english)")
        #expect(english.contains("\"inbox\" : {"), "\(english)")
    }

    @Test func messageFormatPluralsBecomeSiblingKeys() throws {
        var table = MessageTable(name: "app", developmentLanguage: "en")
        try table.add(contentsOf: Data(#"{"files": "You have {n, plural, =0 {no files} one {# file} =5 {five files} other {# files}} here", "hi": "Hi {name}"}"#.utf8), kind: .messageformat, language: "en")
        try table.add(contentsOf: Data(#"{"files": "{n, plural, =0 {nav} one {# fails} other {# faili}}"}"#.utf8), kind: .messageformat, language: "lv")
        let written = Self.i18next(table)
        let english = try #require(written.files["en/app.json"]).string
        #expect(english.contains(#""files_zero" : "You have no files here""#), "\(english)")
        #expect(english.contains(#""files_one" : "You have {{count}} file here""#), "\(english)")
        #expect(english.contains(#""hi" : "Hi {{name}}""#), "\(english)")
        let notes = written.notes.map(\.description)
        #expect(notes.contains { $0.contains("=5") }, "\(notes)")
        #expect(notes.contains { $0.hasPrefix("files [lv]") && $0.contains("CLDR 'zero'") }, "\(notes)")
        #expect(!notes.contains { $0.hasPrefix("files [en]") && $0.contains("CLDR 'zero'") }, "\(notes)")
    }

    @Test func theKeysOwnTextIsNotedWhereTheTargetHasNoPlaceForIt() throws {
        let table = try MessageTable.load(contentsOf: Fixtures.url("I18next/Basic/locales"), table: "common")
        let written = Self.writer.write(table, as: .messageformat)
        let file = written.notes.filter { $0.key == "file" && $0.language == "en" }
        #expect(file.contains { $0.kind == .i18nextFallbackText("Files") }, "\(file)")
        // Without `_other`, the key's own text is MessageFormat's required 'other'.
        let photo = written.notes.filter { $0.key == "photo" && $0.language == "ru" }
        #expect(photo.contains { $0.kind == .missingOtherForm(variable: "count") }, "\(photo)")
        #expect(written.files["ru.json"].map { $0.string.contains("other {{count} фото}") || $0.string.contains("other {# фото}") } == true)
        // An i18next table written as i18next is what was read.
        let same = Self.i18next(table)
        let folder = try Self.written(same, under: "same")
        let again = try MessageTable.load(contentsOf: folder, table: "common")
        #expect(Self.renderings(again) == Self.renderings(table))
    }
}

extension Data {
    var string: String { String(decoding: self, as: UTF8.self) }
}
