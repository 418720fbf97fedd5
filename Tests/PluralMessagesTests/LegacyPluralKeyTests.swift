@testable import CLDRPlural
import Foundation
import ICUPlural
@testable import PluralCore
import PluralLocalization
@testable import PluralMessages
import Testing

/// TTTLocalizedPluralString and Smartling ios-i18n entries in `.strings` tables.
@Suite struct LegacyPluralKeyTests {
    static let table = try! MessageTable.load(contentsOf: Fixtures.url("Legacy"))
    static let engines: [any PluralRulesProvider] = [ICUPluralRulesProvider(), CLDRPluralRulesProvider()]

    static let cases: [(key: String, language: String, count: Int, text: String)] = [
        ("%d Person", "en", 1, "One Person"),
        ("%d Person", "en", 0, "0 People"),
        ("%d Person", "en", 7, "7 People"),
        ("%d songs found", "en", 0, "No songs found"),  // Apple's zero policy, as for a stringsdict
        ("%d songs found", "en", 1, "One song found"),
        ("%d songs found", "en", 42, "42 songs found"),
        ("%d Person", "ru", 21, "21 человек"),
        ("%d Person", "ru", 22, "22 человека"),
        ("%d Person", "ru", 25, "25 человек"),
        ("%d songs found", "ru", 1, "Найдена 1 песня"),
        ("%d songs found", "ru", 3, "Найдено 3 песни"),
        ("%d songs found", "ru", 11, "Найдено 11 песен"),
        ("%d Person", "ar", 0, "لا أحد"),
        ("%d Person", "ar", 2, "شخصان"),
        ("%d Person", "ar", 3, "3 أشخاص"),
        ("%d Person", "ar", 11, "11 شخصًا"),
        ("%d Person", "ar", 100, "100 شخص"),
        ("%d songs found", "ar", 1, "عُثر على أغنية واحدة"),
        ("%d songs found", "ar", 105, "عُثر على 105 أغانٍ"),
        ("%d Person", "pl", 1, "1 osoba"),
        ("%d Person", "pl", 22, "22 osoby"),
        ("%d Person", "pl", 12, "12 osób"),
        ("%d songs found", "pl", 5, "Znaleziono 5 utworów"),
        ("%d songs found", "pl", 24, "Znaleziono 24 utwory"),
    ]

    @Test(arguments: cases)
    func rendersThroughBothEngines(_ example: (key: String, language: String, count: Int, text: String)) throws {
        for engine in Self.engines {
            let renderer = MessageRenderer(rulesProvider: engine, options: RenderOptions(formattingLocale: Locale(identifier: "en_US_POSIX")))
            let rendered = try renderer.render(key: example.key, in: Self.table, preferredLanguages: [example.language], arguments: .positional([.integer(example.count)]))
            #expect(rendered.text == example.text, "\(type(of: engine))")
            #expect(rendered.language == example.language)
        }
    }

    @Test func groupsReplaceTheirEntriesAndKeepTheConvention() throws {
        let english = try #require(Self.table.messages["en"])
        #expect(Set(english.keys) == ["%d Person", "%d songs found", "Cancel"])
        #expect(english["%d Person"]?.origin.legacyConvention == .tttLocalizedPluralString)
        #expect(english["%d songs found"]?.origin.legacyConvention == .smartling)
        #expect(english["Cancel"]?.origin.legacyConvention == nil)
    }

    @Test(arguments: LegacyPluralConvention.allCases)
    func keysSplitBackToTheirBase(convention: LegacyPluralConvention) {
        for category in PluralCategory.allCases {
            let key = convention.key(base: "%d item(s) ##{x}", category: category)
            #expect(convention.split(key)?.base == "%d item(s) ##{x}")
            #expect(convention.split(key)?.category == category)
        }
    }

    @Test(arguments: [
        "%d songs found##{plural}", "##{one}", "%d songs found##{one", "%d Person (plural rule: One)",
        " (plural rule: one)", "plain key", "%d songs found##{one} ",
    ])
    func otherKeysStayPlainEntries(key: String) {
        #expect(LegacyPluralConvention.allCases.allSatisfy { $0.split(key) == nil })
    }

    @Test func lintFindsTheMissingRussianFewOfASmartlingGroup() {
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([Fixtures.url("Legacy/Mistakes")]))
        let missing = findings.filter { $0.code == "missing-category" }
        #expect(missing.count == 1)
        #expect(missing.first?.key == "%d songs found")
        #expect(missing.first?.language == "ru")
        #expect(missing.first?.message.contains("few") == true)
    }

    @Test func cleanLegacyTablesHaveNoErrors() {
        // Mistakes/ holds .lproj folders of its own: another bundle, linted apart with its planted error.
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([Fixtures.url("Legacy")]))
            .filter { $0.file?.contains("/Legacy/Mistakes/") != true }
        #expect(findings.filter { $0.severity == .error }.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }
}
