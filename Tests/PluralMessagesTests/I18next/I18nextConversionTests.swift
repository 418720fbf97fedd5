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
    /// The table written as i18next (`convert --to i18next`).
    static func i18next(_ table: MessageTable) -> WrittenFiles {
        writer.write(table, as: .i18next)
    }

    static let fromCatalog = Fixtures.url("I18next/FromCatalog/common.xcstrings")
    static let catalogLanguages = ["en", "fr", "de", "ru", "pl", "lv", "ja", "ar"]

    /// What each key of a catalog renders in each language for each count, by position (`shared` takes a name first).
    static func catalogRenderings(_ table: MessageTable, keys: [String] = ["items", "shared", "title", "inbox.unread"]) -> [String] {
        let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider())
        var result: [String] = []
        for language in catalogLanguages {
            for key in keys {
                for count in counts {
                    let arguments: [MessageArgument] = key == "shared" ? ["Ann", count] : [count]
                    let text = (try? renderer.render(key: key, in: table, preferredLanguages: .init([language]), arguments: .positional(arguments))).map(\.text) ?? "-"
                    result.append("\(language) \(key) \(count): \(text)")
                }
            }
        }
        return result
    }

    /// .xcstrings → i18next → .xcstrings renders the same, for 0…200 and decimals, in eight languages.
    @Test func catalogThroughI18nextAndBackRendersTheSame() throws {
        let original = try MessageTable.load(contentsOf: Self.fromCatalog)
        let written = Self.i18next(original)
        #expect(written.files.keys.sorted() == Self.catalogLanguages.sorted().map { "\($0)/common.json" })
        let folder = try Self.written(written, under: "from-catalog")
        let i18next = try MessageTable.load(contentsOf: folder, table: "common")
        let back = Self.writer.write(i18next, as: .xcstrings)
        let catalogFolder = try Self.written(back, under: "back-to-catalog")
        let again = try MessageTable.load(contentsOf: catalogFolder.appendingPathComponent("common.xcstrings"))
        // `shared` comes back taking the count first: i18next passes values by name, and the catalog
        // written from it numbers them in the order the i18next message names them.
        let keys = ["items", "title", "inbox.unread"]
        let before = Self.catalogRenderings(original, keys: keys), after = Self.catalogRenderings(again, keys: keys)
        #expect(before.count == 8 * 3 * Self.counts.count)
        #expect(before.filter { !$0.hasSuffix(": -") }.count > 3_000)
        let differences = zip(before, after).filter { $0 != $1 }.map { "\($0) → \($1)" }
        #expect(differences.isEmpty, "\(differences.prefix(10))")
    }

    /// What the catalog's plurals become: every category of the language a key (i18next never
    /// falls back to `_other`), Apple's zero `_zero`, the count `{{count}}`, with the notes.
    @Test func catalogPluralsBecomeKeysForEveryCategory() throws {
        let written = Self.i18next(try MessageTable.load(contentsOf: Self.fromCatalog))
        let arabicData = try #require(written.files["ar/common.json"])
        let arabic = try JSONSerialization.jsonObject(with: arabicData) as? [String: String]
        // The catalog has no 'many' in Arabic: Apple shows 'other', so i18next gets it as 'items_many'.
        #expect(arabic?["items_many"] == "{{count}} عنصر")
        #expect(arabic?["items_zero"] == "لا عناصر")
        let englishData = try #require(written.files["en/common.json"])
        let english = try JSONSerialization.jsonObject(with: englishData) as? [String: Any]
        #expect(english?["items_zero"] as? String == "No items")
        #expect((english?["inbox"] as? [String: String])?["unread_other"] == "{{count}} unread messages")
        #expect(english?["shared_other"] as? String == "{{arg1}} shared {{count}} files")
        let kinds = written.notes.filter { $0.language == "en" }.map(\.kind)
        #expect(kinds.contains(.i18nextPlainNumber("count")))
        #expect(kinds.contains(.i18nextCount("n")))
    }

    /// Exact forms, choices and keys, each where i18next selects the same or with a note.
    @Test func exactFormsAndChoicesAreMappedOrNoted() throws {
        var table = MessageTable(name: "app", developmentLanguage: "en")
        try table.add(contentsOf: Data(#"""
        {"one": "{count, plural, =1 {just one} one {# (never shown)} other {# things}}",
         "price": "{count, plural, one {# at {p, number, ::.00}} other {# at {p, number, ::.00}}}",
         "who": "{g, select, female {She} other {They}} sent {count, plural, one {a file} other {# files}}",
         "place": "{n, selectordinal, one {#st} other {#th}}",
         "x_one": "plain", "x_other": "{count} plain",
         "lone": "{count, plural, other {always}}",
         "nest": "Use $t(other) here"}
        """#.utf8), kind: .messageformat, language: "en")
        try table.add(contentsOf: Data(#"""
        {"one": "{count, plural, =1 {juste un} one {# chose} other {# choses}}",
         "zero": "{count, plural, =0 {rien} one {#} other {#}}"}
        """#.utf8), kind: .messageformat, language: "fr")
        try table.add(contentsOf: Data(#"{"zero": "{count, plural, =0 {nekas} zero {# nulle} one {# viens} other {# citi}}"}"#.utf8), kind: .messageformat, language: "lv")
        let written = Self.i18next(table)
        let englishData = try #require(written.files["en/app.json"])
        let english = try #require(try JSONSerialization.jsonObject(with: englishData) as? [String: String])
        // English 'one' is 1 alone: '=1' is 'one_one'.
        #expect(english["one_one"] == "just one")
        // Every English category gets the text: i18next never falls back to '_other'.
        #expect(english["lone_one"] == "always" && english["lone_other"] == "always")
        #expect(english["who_one"] == "They sent a file")
        func notes(_ key: String, _ language: String) -> [ConversionNote] { written.notes.filter { $0.key == key && $0.language == language } }
        #expect(notes("one", "fr").contains { $0.description.contains("'=1'") })
        #expect(!notes("one", "en").contains { $0.description.contains("'=1'") })
        #expect(notes("price", "en").contains { $0.kind == .i18nextNumberFormat(name: "p", style: "number, ::.00") })
        #expect(notes("who", "en").contains { $0.kind == .genderVariable("g") })
        #expect(notes("place", "en").contains { $0.kind == .ordinalArgument("n") })
        #expect(notes("nest", "en").contains { $0.description.contains("$t(") })
        // Plain keys 'x_one' and 'x_other' are one plural 'x' to i18next.
        #expect(notes("x_one", "en").contains { $0.description.contains("does not read back") })
        #expect(notes("x_other", "en").contains { $0.description.contains("does not read back") })
        // Latvian: '=0' and 'zero' share one '_zero' key.
        #expect(notes("zero", "lv").contains { $0.description.contains("'=0' and 'zero'") })
        let latvianData = try #require(written.files["lv/app.json"])
        let latvian = try #require(try JSONSerialization.jsonObject(with: latvianData) as? [String: String])
        #expect(latvian["zero_zero"] == "{{count}} nulle")
        // Nothing else is lost without a note: each message reads back.
        let folder = try Self.written(written, under: "exact")
        let back = try MessageTable.load(contentsOf: folder, table: "app")
        for language in table.languages {
            for key in table.messages[language]!.keys where back.message(forKey: key, language: language) == nil {
                #expect(!notes(key, language).isEmpty, "\(key) [\(language)] lost without a note")
            }
        }
    }

    /// A table named after a language is refused: `en/de.json` would be MessageFormat's German file.
    @Test func aTableNamedAfterALanguageIsNotWritten() throws {
        var table = MessageTable(name: "de", developmentLanguage: "en")
        try table.add(contentsOf: Data(#"{"a": "b"}"#.utf8), kind: .messageformat, language: "en")
        let written = Self.i18next(table)
        #expect(written.files.isEmpty)
        #expect(written.notes.contains { $0.isError })
    }

    /// The files of a conversion, written into a new folder.
    /// Braces in i18next text are literal; MessageFormat quotes them. Each brace was quoted alone
    /// (`'{''}'`), whose `''` MessageFormat reads as an apostrophe inside the quote: "{}" came back "{'}".
    @Test func bracesInTextComeBackAsWrittenFromMessageFormat() throws {
        let root = try temporaryDirectory("i18next-braces-\(UUID().uuidString)")
        try write(["en/common.json": Data(#"{"braces": "Use {} or {{name}}'s {x}", "files_one": "{{count}} file {}", "files_other": "{{count}} files {}"}"#.utf8)], in: root)
        let written = Self.writer.write(try MessageTable.load(contentsOf: root, table: "common"), as: .messageformat)
        let folder = try Self.written(written, under: "braces-mf")
        let table = try MessageTable.load(contentsOf: folder.appendingPathComponent("en.json"))
        let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider())
        let braces = try renderer.render(key: "braces", in: table, preferredLanguages: .init(["en"]), arguments: ["name": "Ann"])
        #expect(braces.text == "Use {} or Ann's {x}")
        let files = try renderer.render(key: "files", in: table, preferredLanguages: .init(["en"]), arguments: ["count": 2])
        #expect(files.text == "2 files {}")
    }

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
