import Foundation
import PluralLocalization
import Testing
import TestSupport

@Suite struct PreferredLocalizationsTests {
    // The article's table: available {it, en, ru (development)}.
    @Test(arguments: [
        (["fr", "en", "ru"], "en"),
        (["en", "pl", "it"], "en"),
        (["en-GB", "pl", "it"], "en"),
        (["fr"], "ru"),
        (["pl", "it", "en"], "it"),
        ([], "ru"),
    ])
    func articleTable(preferred: [String], expected: String) {
        let result = PreferredLocalizations.resolve(available: ["it", "en", "ru"], development: "ru", preferred: preferred)
        #expect(result.first == expected)
    }

    @Test func listsTheServingLocalizationsMostSpecificFirst() {
        let result = PreferredLocalizations.resolve(available: ["en", "en-GB", "fr"], development: "en", preferred: ["en-GB", "fr"])
        #expect(result == ["en-GB", "en"])
    }

    @Test func readsICUAndBCP47IdentifiersInAnyCase() {
        #expect(PreferredLocalizations.first(available: ["en_GB", "de"], development: "de", preferred: ["EN-gb"]) == "en_GB")
        #expect(PreferredLocalizations.first(available: ["pt-BR", "de"], development: "de", preferred: ["pt_br.UTF-8"]) == "pt-BR")
        #expect(PreferredLocalizations.first(available: ["EN", "de"], development: "de", preferred: ["en_US"]) == "EN")
    }

    @Test func anotherRegionServesWhenNothingCloserExists() {
        #expect(PreferredLocalizations.first(available: ["en-GB", "fr"], development: "fr", preferred: ["en-US"]) == "en-GB")
        #expect(PreferredLocalizations.resolve(available: ["en-GB", "en", "fr"], development: "fr", preferred: ["en-US"]) == ["en", "en-GB"])
    }

    @Test func traditionalChineseNeverFallsBackToSimplified() {
        let available = ["zh-Hans", "zh-Hant", "en"]
        #expect(PreferredLocalizations.first(available: available, development: "en", preferred: ["zh-Hant-HK"]) == "zh-Hant")
        #expect(PreferredLocalizations.first(available: available, development: "en", preferred: ["zh-TW"]) == "zh-Hant")
        #expect(PreferredLocalizations.first(available: available, development: "en", preferred: ["zh-CN"]) == "zh-Hans")
        #expect(PreferredLocalizations.first(available: ["zh-Hans", "zh", "en"], development: "en", preferred: ["zh-Hant-HK"]) == "en")
        #expect(PreferredLocalizations.first(available: ["zh_HK", "en"], development: "en", preferred: ["zh-Hant-HK"]) == "zh_HK")
    }

    @Test func baseIsNeverChosenAndLegacyNamesAreRead() {
        #expect(PreferredLocalizations.resolve(available: ["Base", "German"], development: "German", preferred: ["de-AT"]) == ["German"])
        #expect(PreferredLocalizations.resolve(available: ["Base"], development: nil, preferred: ["en"]) == [])
    }

    @Test func listsLprojFolders() throws {
        let directory = TestFolders.root.appendingPathComponent("lproj-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["ru.lproj", "en.lproj", "Base.lproj"] {
            try FileManager.default.createDirectory(at: directory.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        // A file named like a folder is not a localization.
        try Data().write(to: directory.appendingPathComponent("fr.lproj"))
        #expect(try PreferredLocalizations.localizations(inDirectory: directory) == ["Base", "en", "ru"])
    }

    @Test(arguments: [
        ("en_GB", "en-GB"), ("zh-hant-hk", "zh-Hant-HK"), ("sr_RS@latin", "sr-Latn-RS"), ("de_DE.UTF-8@euro", "de-DE"),
        ("es-419", "es-419"), ("en-US-u-ca-buddhist", "en-US"), ("English", "en"), ("no_NO", "nb-NO"),
    ])
    func normalizesIdentifiers(text: String, expected: String) {
        #expect(LanguageIdentifier(text)?.description == expected)
    }

    @Test(arguments: ["", "C", "POSIX", "C.UTF-8", "Base", "1234", "e", "english_US", "en--US"])
    func refusesNonLanguages(text: String) {
        #expect(LanguageIdentifier(text) == nil)
    }

    @Test func fallbackChainKeepsTheScript() {
        #expect(LanguageIdentifier("zh-Hant-HK")!.fallbackChain.map(\.description) == ["zh-Hant-HK", "zh-Hant"])
        #expect(LanguageIdentifier("zh-HK")!.fallbackChain.map(\.description) == ["zh-HK", "zh-Hant"])
        #expect(LanguageIdentifier("en-GB")!.fallbackChain.map(\.description) == ["en-GB", "en"])
    }
}

@Suite struct PreferredLanguagesTests {
    @Test func languageListComesFirstThenTheMessagesLocale() {
        let environment = ["LANGUAGE": "fr:de_DE", "LC_ALL": "", "LC_MESSAGES": "ru_RU.UTF-8", "LANG": "en_US.UTF-8"]
        #expect(PreferredLanguages.fromEnvironment(environment) == ["fr", "de-DE", "ru-RU"])
    }

    @Test func lcAllOverridesTheOthers() {
        #expect(PreferredLanguages.fromEnvironment(["LC_ALL": "pt_BR.UTF-8", "LANG": "en_US.UTF-8"]) == ["pt-BR"])
        #expect(PreferredLanguages.fromEnvironment(["LANG": "sr_RS@latin"]) == ["sr-Latn-RS"])
    }

    @Test func cAndPOSIXNameNoLanguage() {
        #expect(PreferredLanguages.fromEnvironment(["LANG": "C.UTF-8"]) == [])
        #expect(PreferredLanguages.fromEnvironment(["LC_ALL": "POSIX", "LANGUAGE": "C:it"]) == ["it"])
        #expect(PreferredLanguages.fromEnvironment([:]) == [])
    }

    @Test func duplicatesAreDropped() {
        #expect(PreferredLanguages.fromEnvironment(["LANGUAGE": "en_GB:en-GB:en", "LANG": "en_GB.UTF-8"]) == ["en-GB", "en"])
    }
}

@Suite struct LanguageTagShapeTests {
    @Test(arguments: ["en", "es-419", "de-CH-1901", "zh_Hant_TW", "sr-Latn", "Base", "English", "en-US-x-twain", "yue"])
    func wellFormedTagsAreAccepted(_ tag: String) {
        #expect(LanguageIdentifier.isWellFormedTag(tag))
    }

    @Test(arguments: ["", "e", "../../escaped", "/abs/en", "en/..", "en\u{0}", "en.json", "e n", "en--US",
                      "-en", "en-", "419", "en-toolongsubtag", "ру", "en-ü", String(repeating: "ab-", count: 30) + "ab"])
    func malformedNamesAreRefused(_ name: String) {
        #expect(!LanguageIdentifier.isWellFormedTag(name))
    }
}
