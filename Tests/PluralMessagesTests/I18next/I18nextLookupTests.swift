import Foundation
import ICUPlural
import PluralCore
@testable import PluralMessages
import Testing

/// The render by key's lookup, made cheaper (issue 43: 60 µs a render, a fifth of it Foundation's
/// string functions spelling languages, another fifth making and parsing a count's digits): what it
/// finds and selects is unchanged (the oracle suites compare whole renders with i18next itself).
@Suite struct I18nextLookupTests {
    @Test func fallbackLanguagesAreTheTablesSpellingsOfTheChain() {
        #expect(I18nextFallback.languages(from: "pt-BR", development: "en", available: ["en", "pt", "pt_BR"]) == ["pt_BR", "pt", "en"])
        #expect(I18nextFallback.languages(from: "PT-br", development: "en", available: ["en", "pt-BR"]) == ["pt-BR", "en"])
        // A language the table has not holds no key: left out, the rest in order.
        #expect(I18nextFallback.languages(from: "ru-RU", development: "en", available: ["en", "ru"]) == ["ru", "en"])
        #expect(I18nextFallback.languages(from: "de-AT", development: nil, available: ["en"]) == [])
        #expect(I18nextFallback.languages(from: "en", development: "en", available: ["en"]) == ["en"])
    }

    @Test(arguments: ["pt_BR", "EN", "zh_Hant_TW", "sr-Latn", "ÉN_x"])
    func spellingIsLowerCaseWithHyphens(name: String) {
        #expect(FileLanguage.spelling(name) == name.lowercased().replacingOccurrences(of: "_", with: "-"))
    }

    /// An integral count is selected and shown without its digits made: as the digits' way does.
    @Test(arguments: [0.0, -0.0, 1, -1, 2, 21, 101, 1_000_000, 8_999_999_999_999_999, 9.0e15, 1e16, 2.5, -1.5, 1e21, .nan])
    func integralCountsSelectAndShowAsTheirDigits(value: Double) throws {
        let number = JavaScriptNumber(.floatingPoint(value))!
        let rules = try ICUPluralRulesProvider().rules(for: "ru", type: .cardinal, strict: false)
        let ordinal = try ICUPluralRulesProvider().rules(for: "en", type: .ordinal, strict: false)
        let digits = try number.plainDecimal.map { try rules.category(for: PluralDecimal(parsing: $0)) }
        #expect(try number.category(in: rules) == digits)
        #expect(try number.category(in: ordinal) == number.plainDecimal.map { try ordinal.category(for: PluralDecimal(parsing: $0)) })
        if let integer = number.integer {
            #expect(Double(integer) == value && number.string == String(integer) && number.plainDecimal == String(integer))
        }
    }
}
