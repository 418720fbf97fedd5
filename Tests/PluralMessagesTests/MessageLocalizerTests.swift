import Foundation
import ICUPlural
@testable import PluralCore
import PluralLocalization
@testable import PluralMessages
import Testing

/// A server's table built in memory: `files` in five languages, `title` in six (German has only the title).
enum ServerTable {
    static let files: [String: [(String, String)]] = [
        "en": [("zero", "No files"), ("one", "%d file"), ("other", "%d files")],
        "ru": [("one", "%d файл"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")],
        "pl": [("one", "%d plik"), ("few", "%d pliki"), ("many", "%d plików"), ("other", "%d pliku")],
        "fr": [("one", "%d fichier"), ("many", "%d de fichiers"), ("other", "%d fichiers")],
        "zh-Hant": [("other", "%d 個檔案")],
    ]

    static func stringsdict(_ forms: [(String, String)]) -> Data {
        let entries = forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined()
        return Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>files</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
            <key>files</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>\(entries)
            </dict></dict></dict></plist>
            """.utf8)
    }

    static func make(developmentLanguage: String? = "en") throws -> MessageTable {
        var table = MessageTable(name: "Localizable", developmentLanguage: developmentLanguage)
        for (language, forms) in files {
            try table.add(contentsOf: stringsdict(forms), kind: .stringsdict, language: language)
        }
        for language in ["en", "ru", "pl", "fr", "zh-Hant", "de"] {
            try table.add(contentsOf: Data("\"title\" = \"title in \(language)\";".utf8), kind: .strings, language: language)
        }
        return table
    }
}

@Suite struct MessageLocalizerTests {
    static let localizer = try! MessageLocalizer(table: ServerTable.make(), rulesProvider: ICUPluralRulesProvider())

    /// A header (`nil`: none), a count, and the answer with its Content-Language.
    @Test(arguments: [
        (nil, 0, "en", "No files"),
        (nil, 1, "en", "1 file"),
        (nil, 1_000_000, "en", "1,000,000 files"),
        ("ru-RU, en;q=0.5", 5, "ru", "5 файлов"),
        ("ru", 21, "ru", "21 файл"),
        ("ru", 22, "ru", "22 файла"),
        ("ru", 0, "ru", "0 файлов"),
        ("ru", 1_000_000, "ru", "1\u{A0}000\u{A0}000 файлов"),
        ("pl", 22, "pl", "22 pliki"),
        ("pl", 25, "pl", "25 plików"),
        ("pl", 1234, "pl", "1234 pliki"),
        ("fr-CH", 0, "fr", "0 fichier"),
        ("fr-CH, fr;q=0.9", 1_000_000, "fr", "1\u{202F}000\u{202F}000 de fichiers"),
        ("fr", 2, "fr", "2 fichiers"),
        ("zh-TW", 3, "zh-Hant", "3 個檔案"),
        ("zh-CN", 3, "en", "3 files"),                      // never the Traditional one for Simplified
        ("de", 3, "en", "3 files"),                         // German has no `files`: development language
        ("en;q=0, ru", 3, "ru", "3 файла"),
        ("*;q=0", 3, "en", "3 files"),                      // nothing acceptable: development language
        ("\u{0}garbage;q=9", 3, "en", "3 files"),
    ] as [(String?, Int, String, String)])
    func rendersForAHeader(header: String?, count: Int, language: String, text: String) throws {
        let answer = try Self.localizer.render(key: "files", preferredLanguages: .acceptLanguage(header), arguments: .positional([.integer(count)]))
        #expect(answer.text == text)
        #expect(answer.language == language)
        #expect(answer.contentLanguage == language)
    }

    @Test func saysWhetherTheLanguageWasTheNegotiatedOne() throws {
        #expect(try Self.localizer.render(key: "files", preferredLanguages: .acceptLanguage("ru"), arguments: [1]).isAcceptable)
        #expect(try Self.localizer.render(key: "files", preferredLanguages: .acceptLanguage(nil), arguments: [1]).isAcceptable)
        // Nothing acceptable, or the negotiated language lacks the key.
        #expect(try !Self.localizer.render(key: "files", preferredLanguages: .acceptLanguage("ja"), arguments: [1]).isAcceptable)
        #expect(try !Self.localizer.render(key: "files", preferredLanguages: .acceptLanguage("de"), arguments: [1]).isAcceptable)
        #expect(try Self.localizer.render(key: "title", preferredLanguages: .acceptLanguage("de"), arguments: []).text == "title in de")
    }

    @Test func rendersForAListOrAParsedHeader() throws {
        #expect(try Self.localizer.render(key: "files", preferredLanguages: ["ja", "pl"], arguments: [2]).text == "2 pliki")
        #expect(try Self.localizer.render(key: "files", preferredLanguages: [], arguments: [2]).text == "2 files")
        #expect(try Self.localizer.render(key: "files", preferredLanguages: .acceptLanguage("fr;q=0.5, ru"), arguments: [2]).text == "2 файла")
        #expect(Self.localizer.negotiate(.acceptLanguage("pl-PL")).language == "pl")
    }

    @Test func contentLanguageIsBCP47WhateverTheFolderName() throws {
        var table = try ServerTable.make()
        try table.add(contentsOf: ServerTable.stringsdict([("one", "%d arquivo"), ("other", "%d arquivos")]), kind: .stringsdict, language: "pt_BR")
        let localizer = try MessageLocalizer(table: table, rulesProvider: ICUPluralRulesProvider())
        let answer = try localizer.render(key: "files", preferredLanguages: .acceptLanguage("pt-BR"), arguments: [2])
        #expect(answer.text == "2 arquivos")
        #expect(answer.language == "pt_BR")
        #expect(answer.contentLanguage == "pt-BR")
    }

    @Test func aMissingKeyOrABadArgumentIsATypedError() {
        #expect(throws: MessageError.self) { try Self.localizer.render(key: "nope", preferredLanguages: .acceptLanguage("ru"), arguments: []) }
        do {
            _ = try Self.localizer.render(key: "files", preferredLanguages: .acceptLanguage("ru"), arguments: .positional([.string("five")]))
            Issue.record("a string selected a plural form")
        } catch {
            #expect(error.language == "ru")
        }
    }

    @Test func theZeroPolicyIsTheLocalizers() throws {
        let table = try ServerTable.make()
        let cldr = try MessageLocalizer(table: table, rulesProvider: ICUPluralRulesProvider(), options: RenderOptions(zeroPolicy: .cldr))
        // English 0 is `other` by CLDR's rules; Apple's policy takes the `zero` form.
        #expect(try cldr.render(key: "files", preferredLanguages: .acceptLanguage("en"), arguments: [0]).text == "0 files")
        #expect(try Self.localizer.render(key: "files", preferredLanguages: .acceptLanguage("en"), arguments: [0]).text == "No files")
    }

    @Test func refusesATableWithoutItsDevelopmentLanguage() throws {
        let noDevelopment = try ServerTable.make(developmentLanguage: nil)
        #expect(throws: MessageLocalizerError.self) { try MessageLocalizer(table: noDevelopment, rulesProvider: ICUPluralRulesProvider()) }
        let localizer = try MessageLocalizer(table: noDevelopment, rulesProvider: ICUPluralRulesProvider(), developmentLanguage: "ru")
        #expect(localizer.developmentLanguage == "ru")
        #expect(try localizer.render(key: "files", preferredLanguages: .acceptLanguage(nil), arguments: [5]).text == "5 файлов")
        do {
            _ = try MessageLocalizer(table: noDevelopment, rulesProvider: ICUPluralRulesProvider(), developmentLanguage: "ja")
            Issue.record("a development language without messages was accepted")
        } catch {
            #expect(error.description.contains("'ja'"))
        }
    }

    /// An i18next table answers as `render` by key does: i18next chooses among the keys (`files_few`), and a
    /// key the negotiated language lacks falls back to the development language, which the answer names.
    @Test func i18nextKeysAreChosenAsRenderByKeyChoosesThem() throws {
        var table = MessageTable(name: "common", developmentLanguage: "en")
        try table.add(contentsOf: Data(#"{"files_one": "{{count}} file", "files_other": "{{count}} files", "only": "only in English"}"#.utf8),
                      kind: .i18next, language: "en")
        try table.add(contentsOf: Data(#"{"files_one": "{{count}} файл", "files_few": "{{count}} файла", "files_many": "{{count}} файлов", "files_other": "{{count}} файла"}"#.utf8),
                      kind: .i18next, language: "ru")
        let localizer = try MessageLocalizer(table: table, rulesProvider: ICUPluralRulesProvider())
        let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider())
        for (key, count, expected, language) in [("files", 3, "3 файла", "ru"), ("files", 5, "5 файлов", "ru"), ("files", 21, "21 файл", "ru"),
                                                 ("only", 1, "only in English", "en")] {
            for round in 0..<2 {
                let answer = try localizer.render(key: key, preferredLanguages: .acceptLanguage("ru-RU, en;q=0.5"), arguments: ["count": count])
                #expect(answer.text == expected && answer.language == language && answer.isAcceptable == (language == "ru"), "\(key) \(count) round \(round)")
                let byKey = try renderer.render(key: key, in: table, preferredLanguages: ["ru"], arguments: ["count": count])
                #expect(answer.text == byKey.text && answer.language == byKey.language)
            }
        }
    }
}
