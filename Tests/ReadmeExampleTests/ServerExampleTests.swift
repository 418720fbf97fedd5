import CLDRPlural
import Foundation
import PluralLocalization
import PluralMessages
import Testing
import TestSupport

/// The server examples of the DocC catalogs (PluralLocalization's NegotiatingRequestLanguage article,
/// PluralMessages' MessagesInAServer article) and of the README, line for line.
@Suite struct ServerExampleTests {
    @Test func negotiatingARequestsLanguage() {
        let negotiator = LanguageNegotiator(available: ["en", "fr", "ru", "zh-Hant"], development: "en")

        #expect(negotiator.negotiate(acceptLanguage: "fr-CH, fr;q=0.9, en;q=0.8").language == "fr")
        #expect(negotiator.negotiate(acceptLanguage: "zh-Hant-HK").language == "zh-Hant")
        #expect(negotiator.negotiate(acceptLanguage: "en;q=0, ru;q=0.1").language == "ru")
        #expect(negotiator.negotiate(acceptLanguage: nil).language == "en")

        let unknown = negotiator.negotiate(acceptLanguage: "de-AT")
        #expect(unknown.language == "en")
        #expect(!unknown.isAcceptable)
    }

    @Test func acceptLanguageTypeExample() {
        let header = AcceptLanguage("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5")
        #expect(header.preferredLanguages == ["fr-CH", "fr", "en", "de"])
    }

    @Test func negotiatorTypeExample() {
        let negotiator = LanguageNegotiator(available: ["en", "fr", "zh-Hant"], development: "en")
        #expect(negotiator.negotiate(AcceptLanguage("fr-CH, en;q=0.5")).language == "fr")
        #expect(negotiator.negotiate(AcceptLanguage("zh-Hant-HK")).language == "zh-Hant")
        #expect(!negotiator.negotiate(AcceptLanguage("de")).isAcceptable)
    }

    @Test func messagesInAServer() throws {
        let resources = try Self.resources()
        defer { try? FileManager.default.removeItem(at: resources) }

        // At start-up: a directory of *.lproj folders (or `MessageTable.load(bundle: .module)`).
        let table = try MessageTable.load(contentsOf: resources)
        let localizer = try MessageLocalizer(table: table, rulesProvider: CLDRPluralRulesProvider(),
                                             developmentLanguage: "en")

        // In each request handler.
        let answer = try localizer.render(key: "files", preferredLanguages: .acceptLanguage("fr-CH, en;q=0.5"),
                                          arguments: [1_000_000])
        #expect(answer.text == "1\u{202F}000\u{202F}000 de fichiers")
        #expect(answer.contentLanguage == "fr")

        // The type's own example (MessageLocalizer's documentation).
        let russian = try localizer.render(key: "files", preferredLanguages: .acceptLanguage("ru-RU, en;q=0.5"), arguments: [5])
        #expect(russian.text == "5 файлов")
        #expect(russian.contentLanguage == "ru")
    }

    /// en, fr and ru `files`, as in Examples/PluralServer.
    static func resources() throws -> URL {
        let directory = TestFolders.root.appendingPathComponent("server-\(UUID().uuidString)")
        let forms = [
            "en": ["zero": "No files", "one": "%d file", "other": "%d files"],
            "fr": ["one": "%d fichier", "many": "%d de fichiers", "other": "%d fichiers"],
            "ru": ["one": "%d файл", "few": "%d файла", "many": "%d файлов", "other": "%d файла"],
        ]
        for (language, forms) in forms {
            let folder = directory.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var variable: [String: String] = ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d"]
            variable.merge(forms) { _, new in new }
            let plist: [String: Any] = ["files": ["NSStringLocalizedFormatKey": "%#@files@", "files": variable] as [String: Any]]
            try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
                .write(to: folder.appendingPathComponent("Localizable.stringsdict"))
        }
        return directory
    }
}
