import Foundation
import ICUPlural
@testable import PluralCore
import Testing

@Suite("getPluralForm")
struct GetPluralFormTests {
    @Test func explicitLocaleComesFirst() {
        #expect(getPluralForm(3, Locale(identifier: "ru_RU"), preferredLocalizations: ["en"]) == "few")
        #expect(getPluralForm(3, "ru", preferredLocalizations: ["en"]) == "few")
        #expect(getPluralForm(2, "cy", preferredLocalizations: ["en"]) == "two")
    }

    /// An identifier goes where a `Locale` goes, unlabelled, as everywhere else in the package.
    @Test func anIdentifierAsTheSecondArgument() {
        let count = 5, big: Int64 = 22, distance = 1.5
        #expect(getPluralForm(count, "ru") == "many")
        #expect(getPluralForm(big, "pl") == "few")
        #expect(getPluralForm(21 as UInt, "ru_RU") == "one")
        #expect(getPluralForm(distance, "ru") == "other")
        #expect(getPluralForm(Decimal(2), "cy") == "two")
        #expect(getPluralForm(3, "ru" as Substring, preferredLocalizations: ["en"]) == "few")
        #expect(getPluralForm(3, "", preferredLocalizations: ["ru"]) == "few")   // blank: the app's language
    }

    @Test func thenTheLanguageTheAppRunsIn() {
        #expect(getPluralForm(3, nil, preferredLocalizations: ["ru", "en"]) == "few")
        #expect(getPluralForm(1, nil, preferredLocalizations: ["ja", "en"]) == "other")
        // Blank identifiers count as missing, at either step.
        #expect(getPluralForm(3, "", preferredLocalizations: ["", " ", "ru"]) == "few")
    }

    @Test func thenEnglish() {
        #expect(getPluralForm(1, nil, preferredLocalizations: []) == "one")
        #expect(getPluralForm(2, nil, preferredLocalizations: []) == "other")
        #expect(pluralRulesLocale(explicit: nil, preferredLocalizations: []) == "en")
        #expect(pluralRulesLocale(explicit: " ", preferredLocalizations: [""]) == "en")
        #expect(pluralRulesLocale(explicit: nil, preferredLocalizations: ["pl", "en"]) == "pl")
    }

    @Test func otherWhenNothingBetterIsKnown() {
        #expect(getPluralForm(Double.nan, nil, preferredLocalizations: ["en"]) == "other")
        #expect(getPluralForm(Double.infinity, "ru", preferredLocalizations: []) == "other")
        // A language ICU has no rules for gets root's rules: everything is other.
        #expect(getPluralForm(1, "xx", preferredLocalizations: ["en"]) == "other")
    }

    @Test func pluralRulesFollowTheLanguageNotTheRegion() {
        // English spoken in Russia: English rules (Russian 1.5 would be other too, so use 21).
        #expect(getPluralForm(21, Locale(identifier: "en_RU"), preferredLocalizations: []) == "other")
        #expect(getPluralForm(21, Locale(identifier: "ru_US"), preferredLocalizations: []) == "one")
    }

    @Test func russianZeroIsMany() {
        // CLDR has no zero category for Russian; a "no files" message needs a policy above the rules.
        #expect(getPluralForm(0, "ru", preferredLocalizations: []) == "many")
    }

    /// A `Double` has no visible fraction digits; a `PluralDecimal` or text keeps them; a `Decimal` is its value.
    @Test func decimalsKeepTheirDigits() throws {
        #expect(getPluralForm(1.0, "en", preferredLocalizations: []) == "one")
        #expect(getPluralForm(try PluralDecimal(parsing: "1.0"), "en", preferredLocalizations: []) == "other")
        #expect(getPluralForm("1.0", "en", preferredLocalizations: []) == "other")
        #expect(getPluralForm(Decimal(string: "1.0")!, "en", preferredLocalizations: []) == "one")
        #expect(getPluralForm(try PluralDecimal(parsing: "1.5"), nil, preferredLocalizations: ["fr"]) == "one")
        #expect(getPluralForm(UInt64.max, "ru", preferredLocalizations: []) == "many")
        #expect(getPluralForm("abc", "en", preferredLocalizations: []) == "other")
    }
}
