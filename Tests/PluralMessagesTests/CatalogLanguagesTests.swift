@testable import CLDRPlural
import Foundation
import ICUPlural
import PluralLocalization
@testable import PluralMessages
import Testing

/// Catalogs and folders from strangers, in many languages (issue 30): a message is decoded from its
/// own localization, one language spelled two ways is an error and never a silent choice, a tag
/// without CLDR data is still a language, and `Base.lproj` entries a conversion leaves out are said.
@Suite struct CatalogLanguagesTests {
    // MARK: A message is decoded from its own localization

    /// A catalog of one key in English, French and Russian (the Russian text is a marker).
    static let threeLanguages = #"""
        {"sourceLanguage": "en", "strings": {"files %lld": {"comment": "a count", "extractionState": "manual", "localizations": {
          "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld file"}}, "other": {"stringUnit": {"state": "translated", "value": "%lld files"}}}}},
          "fr": {"stringUnit": {"state": "needs_review", "value": "%#@n@"}, "substitutions": {"n": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {"one": {"stringUnit": {"value": "%arg fichier"}}, "other": {"stringUnit": {"value": "%arg fichiers"}}}}}}},
          "ru": {"stringUnit": {"state": "translated", "value": "RUSSIAN-MARKER"}}
        }, "shouldTranslate": true}}, "version": "1.0"}
        """#

    /// Looking a message up reads its own localization and the entry's metadata, never the other
    /// languages' localizations: with the Russian bytes made invalid after indexing, English and
    /// French still decode as before (decoding the whole entry, once per language asked, made every
    /// pass over a catalog quadratic in its languages).
    @Test func aMessageIsDecodedFromItsOwnLocalizationOnly() throws {
        let data = Data(Self.threeLanguages.utf8)
        let (indexed, _) = try #require(StringCatalogIndex.index(data, file: nil, source: 0))
        let entries = try #require(indexed.entries as? StringCatalogEntries)
        let marker = Data("\"RUSSIAN-MARKER\"".utf8)
        let range = try #require(data.firstRange(of: marker))
        var broken = data
        broken.replaceSubrange(range, with: Data(repeating: UInt8(ascii: "{"), count: marker.count))
        let damaged = StringCatalogEntries(data: broken, ranges: entries.ranges, entries: entries.entries, languages: entries.languages,
                                           sourceLanguage: entries.sourceLanguage, file: nil)
        for language in ["en", "fr"] {
            let slot = try #require(indexed.keys[language]?["files %lld"])
            let message = damaged.message(entry: Int(slot.entry), key: "files %lld", language: language)
            #expect(message == entries.message(entry: Int(slot.entry), key: "files %lld", language: language))
            if case .invalid = message.body { Issue.record("\(language) did not decode") }
            #expect(message.comment == "a count")
            #expect(message.catalogMetadata?.extractionState == "manual")
        }
        let slot = try #require(indexed.keys["ru"]?["files %lld"])
        guard case .invalid = damaged.message(entry: Int(slot.entry), key: "files %lld", language: "ru").body else {
            Issue.record("the damaged Russian localization decoded")
            return
        }
    }

    /// Catalogs whose fields are given twice in a localization are decoded whole (the lazy reader
    /// reads each field once), with the same messages.
    @Test(arguments: [
        #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"stringUnit": {"value": "a"}, "stringUnit": {"value": "b"}}}}}}"#,
        #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"stringUnit": {"value": "a", "value": "b"}}}}}}"#,
        #"{"sourceLanguage": "en", "strings": {"k": {"comment": "a", "comment": "b", "localizations": {}}}}"#,
        #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"variations": {"plural": {"one": {"stringUnit": {"value": "a"}}, "one": {"stringUnit": {"value": "b"}}}}}}}}}"#,
    ])
    func fieldsGivenTwiceAreDecodedWhole(text: String) {
        #expect(StringCatalogIndex.index(Data(text.utf8), file: nil, source: 0) == nil)
        LazyReadingTests.expectCatalogAgreement(Data(text.utf8))
    }

    @Test func manyLanguagesReadAsDecodedWhole() {
        LazyReadingTests.expectCatalogAgreement(Data(Self.threeLanguages.utf8))
        #expect(StringCatalogIndex.index(Data(Self.threeLanguages.utf8), file: nil, source: 0) != nil)
    }

    // MARK: Two spellings of one language

    /// A catalog of one key in `languages`, each text naming its language.
    static func catalog(_ languages: [String], source: String = "en") throws -> Data {
        var localizations: [String: Any] = [:]
        for language in languages { localizations[language] = ["stringUnit": ["state": "translated", "value": "text of \(language)"]] }
        return try JSONSerialization.data(withJSONObject: ["sourceLanguage": source, "strings": ["greeting": ["localizations": localizations]]])
    }

    @Test(arguments: [
        (["EN", "en"], ["en"], ["en", "EN"]), (["EN", "en"], ["EN"], ["EN", "en"]),
        (["pt-BR", "pt-br"], ["pt-br"], ["pt-br", "pt-BR"]), (["pt-BR", "pt-br"], ["pt-BR"], ["pt-BR", "pt-br"]),
        (["en-gb", "en-GB"], ["en-GB", "fr"], ["en-GB", "en-gb"]),
    ])
    func theExactSpellingWins(available: [String], preferred: [String], expected: [String]) {
        #expect(PreferredLocalizations.resolve(available: available, development: nil, preferred: preferred) == expected)
        // Accept-Language tags come in BCP 47 letter case: `en` and `pt-BR` find their own spelling.
        let header = LanguageIdentifier(preferred[0]).map(\.description) ?? preferred[0]
        let negotiated = LanguageNegotiator(available: available, development: nil).negotiate(acceptLanguage: header).language
        #expect(negotiated == (available.contains(header) ? header : expected[0]))
    }

    @Test func aTableAnswersEachSpellingWithItsOwnMessages() throws {
        var table = MessageTable(name: "Localizable")
        try table.add(contentsOf: try Self.catalog(["EN", "en", "pt-br", "pt-BR"]), kind: .xcstrings, language: nil)
        for language in ["en", "EN", "pt-br", "pt-BR"] {
            let message = try #require(table.message(forKey: "greeting", preferredLanguages: [language]))
            #expect(message.language == language)
            let rendered = try MessageRenderer(rulesProvider: CLDRPluralRulesProvider()).render(key: "greeting", in: table, preferredLanguages: [language], arguments: [])
            #expect(rendered.text == "text of \(language)")
        }
    }

    static let linter = MessageLinter(rulesProvider: ICUPluralRulesProvider())

    /// Two spellings of one language, in a catalog, in `.lproj` names and in `<language>.json` names.
    static func spelledTwice() throws -> [(name: String, root: URL)] {
        let root = try temporaryDirectory("spelled-twice")
        let strings = Data("\"greeting\" = \"Hello\";\n".utf8)
        try write([
            "catalog/Localizable.xcstrings": try catalog(["EN", "en", "fr"]),
            "lproj/EN.lproj/Localizable.strings": strings, "lproj/en.lproj/Localizable.strings": strings, "lproj/fr.lproj/Localizable.strings": strings,
            "json/pt-br.json": Data(#"{"greeting": "Olá"}"#.utf8), "json/pt_BR.json": Data(#"{"greeting": "Olá"}"#.utf8),
            "json/en.json": Data(#"{"greeting": "Hello"}"#.utf8),
        ], in: root)
        return [("catalog", root.appendingPathComponent("catalog")), ("lproj", root.appendingPathComponent("lproj")), ("json", root.appendingPathComponent("json"))]
    }

    @Test func twoSpellingsOfOneLanguageAreALintError() throws {
        let inputs = try Self.spelledTwice()
        defer { try? FileManager.default.removeItem(at: inputs[0].root.deletingLastPathComponent()) }
        for (name, root) in inputs {
            let findings = Self.linter.lint(.paths([root])).filter { $0.rule == .languageSpelledTwice }
            #expect(findings.count == 1, "\(name)")
            #expect(findings.first?.severity == .error)
            let expected = name == "json" ? "'pt-br' and 'pt_BR'" : "'EN' and 'en'"
            #expect(findings.first?.message.contains(expected) == true, "\(name): \(findings)")
            #expect(findings.first?.file != nil)
        }
        // One spelling each: nothing to report.
        let table = try MessageTable.load(contentsOf: inputs[2].root, table: "json")
        #expect(CrossLanguageChecks.spelledTwice(table).count == 1)
        var single = MessageTable(name: "t")
        try single.add(contentsOf: try Self.catalog(["en", "en-GB", "pt-BR", "pt"]), kind: .xcstrings, language: nil)
        #expect(CrossLanguageChecks.spelledTwice(single).isEmpty)
    }

    @Test(arguments: [MessageFileFormat.messageformat, .stringsdict])
    func convertRefusesFileNamesThatDifferOnlyInCase(format: MessageFileFormat) throws {
        var table = MessageTable(name: "Localizable")
        try table.add(contentsOf: try Self.catalog(["EN", "en", "fr"]), kind: .xcstrings, language: nil)
        let written = MessageTableWriter(rulesProvider: ICUPluralRulesProvider()).write(table, as: format)
        let refused = written.notes.filter(\.isError)
        #expect(Set(refused.map(\.language)) == ["EN", "en"])
        #expect(refused.contains { $0.kind == .languageFileNameCollides(with: ["en"], messages: 1) })
        #expect(!written.files.keys.contains { $0.lowercased().hasPrefix("en") }, "\(written.files.keys)")
        #expect(written.files.keys.contains { $0.hasPrefix("fr") })
        // A catalog holds both spellings in one file.
        let catalog = MessageTableWriter(rulesProvider: ICUPluralRulesProvider()).write(table, as: .xcstrings)
        #expect(!catalog.notes.contains { $0.isError })
    }

    // MARK: A tag without CLDR data is still a language

    @Test func aTagWithoutCLDRDataIsReadWithRootsRules() throws {
        let root = try temporaryDirectory("no-cldr-data")
        defer { try? FileManager.default.removeItem(at: root) }
        let text = Data(#"{"boosts": "{count, plural, one {# boost} other {# boosts}}"}"#.utf8)
        try write(["locales/tai.json": text, "mixed/en.json": text, "mixed/tai.json": text, "en/app.json": text, "en/web.json": text], in: root)
        // Alone, in a folder, and as a file.
        for input in [root.appendingPathComponent("locales"), root.appendingPathComponent("locales/tai.json")] {
            let table = try MessageTable.load(contentsOf: input)
            #expect(table.languages == ["tai"])
            #expect(table.notes.contains(.languageWithoutData(table: table.name, language: "tai")))
            for provider in [ICUPluralRulesProvider() as any PluralRulesProvider, CLDRPluralRulesProvider()] {
                let rendered = try MessageRenderer(rulesProvider: provider).render(key: "boosts", in: table, preferredLanguages: ["tai"], arguments: [1])
                #expect(rendered.text == "1 boosts")
            }
        }
        // Beside other languages (Mastodon's web locales).
        #expect(try MessageTable.load(contentsOf: root.appendingPathComponent("mixed")).languages == ["en", "tai"])
        // i18next's namespaces in a folder named after a language are not languages: they are the
        // i18next namespaces `app` and `web`, in English (before i18next was read, they were passed
        // over), one table of `app:…` and `web:…` keys named after their root (I18nextNamespaceTests).
        let namespaces = TableSource(inputs: [root.appendingPathComponent("en")])
        #expect(namespaces.tables.map(\.name) == [root.lastPathComponent])
        #expect(namespaces.tables.allSatisfy { $0.files.map(\.language) == ["en", "en"] && $0.files.map(\.kind) == [.i18next, .i18next] })
    }

    // MARK: Base.lproj folded into the development language

    static func followers(_ forms: String) -> Data {
        Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>followers</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string>
            \(forms)</dict></dict>
            <key>same</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>%d item</string><key>other</key><string>%d items</string></dict></dict>
            </dict></plist>
            """.utf8)
    }

    @Test(arguments: [MessageFileFormat.messageformat, .stringsdict, .xcstrings])
    func baseEntriesNotCarriedOverAreNoted(format: MessageFileFormat) throws {
        let root = try temporaryDirectory("base-folding")
        defer { try? FileManager.default.removeItem(at: root) }
        try write([
            "Base.lproj/Localizable.stringsdict": Self.followers("<key>zero</key><string>Followed by %d</string><key>one</key><string>%d follower</string><key>many</key><string>%d followers!</string><key>other</key><string>%d followers</string>"),
            "Base.lproj/Localizable.strings": Data("\"base.only\" = \"Only in Base\";\n\"plain\" = \"Base text\";\n".utf8),
            "en.lproj/Localizable.stringsdict": Self.followers("<key>one</key><string>%d follower</string><key>other</key><string>%d followers</string>"),
            "en.lproj/Localizable.strings": Data("\"plain\" = \"English text\";\n".utf8),
        ], in: root)
        let table = try MessageTable.load(contentsOf: root)
        #expect(table.message(forKey: "base.only", language: "en") != nil)
        let written = MessageTableWriter(rulesProvider: ICUPluralRulesProvider()).write(table, as: format)
        let notes = written.notes.filter { if case .baseEntryNotWritten = $0.kind { true } else { false } }
        // `followers` and `plain` differ from English's; `same` does not, and `base.only` was carried.
        #expect(notes.map(\.key) == ["followers", "plain"])
        #expect(notes.allSatisfy { $0.language == "en" && !$0.isError })
        #expect(notes.first?.description.contains("Base.lproj/Localizable.stringsdict") == true)
    }
}
