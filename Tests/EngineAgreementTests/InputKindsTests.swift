@testable import CLDRPlural
import Foundation
import ICUPlural
import Testing

/// Every kind of number and of locale the API takes, in both engines: integers of any width (exact
/// beyond `Int`), `Decimal`, and Foundation `Locale`s in each spelling `Locale.identifier` has.
@Suite struct InputKindsTests {
    static let engines: [(String, @Sendable (Locale) throws -> any PluralRules)] = [
        ("ICU", { try ICUPluralRules.shared(for: $0) }),
        ("CLDR", { try CLDRPluralRules.shared(for: $0) }),
    ]

    /// Beyond `Int.max`, a `Double` would round these to ...776 (Russian `many`, Polish `many`).
    @Test(arguments: [
        ("ru", UInt64(9_223_372_036_854_775_821), PluralCategory.one), ("ru", 9_223_372_036_854_775_822, .few),
        ("pl", 9_223_372_036_854_775_821, .many), ("pl", 9_223_372_036_854_775_822, .few),
        ("ru", UInt64.max, .many), ("en", 1, .one),
    ])
    func unsignedBeyondInt(_ language: String, _ value: UInt64, _ expected: PluralCategory) throws {
        for (name, rules) in Self.engines {
            #expect(try rules(Locale(identifier: language)).category(for: value) == expected, "\(name)")
        }
    }

    @Test func integerWidthsAndSigns() throws {
        for (name, rules) in Self.engines {
            let russian = try rules(Locale(identifier: "ru"))
            #expect(russian.category(for: -21 as Int8) == .one, "\(name)")
            #expect(russian.category(for: 22 as UInt16) == .few, "\(name)")
            #expect(russian.category(for: Int64.min) == .many, "\(name): ...808")
            #expect(russian.category(for: Int128(UInt64.max) * 10 + 1) == .one, "\(name): ...151")
            #expect(russian.category(for: -(Int128(UInt64.max) * 10 + 5)) == .many, "\(name)")
        }
        #expect(getPluralForm(21 as UInt, Locale(identifier: "ru_RU"), preferredLocalizations: []) == "one")
        #expect(getPluralForm(UInt64(9_223_372_036_854_775_822), "pl", preferredLocalizations: []) == "few")
    }

    /// A `Decimal` keeps its value's digits, not its spelling: "1.50" is 1.5 (still English `other`),
    /// "1.0" is 1 (English `one`, unlike the text "1.0").
    @Test func decimals() throws {
        #expect(PluralDecimal(Decimal(string: "1.50")!)?.description == "1.5")
        #expect(PluralDecimal(Decimal(string: "-2.50")!)?.description == "-2.5")
        #expect(PluralDecimal(Decimal(string: "1e3")!)?.description == "1000")
        #expect(PluralDecimal(Decimal.nan) == nil)
        for (name, rules) in Self.engines {
            let english = try rules(Locale(identifier: "en"))
            #expect(try english.category(for: Decimal(string: "1.50")!) == .other, "\(name)")
            #expect(try english.category(for: Decimal(string: "1.0")!) == .one, "\(name)")
            #expect(try english.category(for: Decimal.nan) == .other, "\(name)")
            #expect(try rules(Locale(identifier: "ru")).category(for: Decimal(string: "21")!) == .one, "\(name)")
            #expect(try rules(Locale(identifier: "ru")).category(for: Decimal(string: "1.5")!) == .other, "\(name)")
        }
        #expect(getPluralForm(Decimal(string: "1.5")!, Locale(identifier: "en"), preferredLocalizations: []) == "other")
    }

    /// `Locale.identifier` spellings: the `Locale` gets the very rules its identifier gets, in both engines.
    @Test(arguments: ["ru_RU", "en_US@calendar=buddhist", "sr_Latn", "zh-Hant-HK", "en_001", "pt_PT", "es_419", "ar-u-nu-arab", "fr_CA"])
    func localesReadAsTheirIdentifiers(_ identifier: String) throws {
        let locale = Locale(identifier: identifier)
        // The same data and rules (not `===`: other suites in this process may fill the shared cache,
        // which then starts over between the two lookups).
        let (cldrByLocale, cldrByName) = (try CLDRPluralRules.shared(for: locale), try CLDRPluralRules.shared(for: locale.identifier))
        #expect(cldrByLocale.dataLocale == cldrByName.dataLocale && cldrByLocale.rules == cldrByName.rules)
        let (icuByLocale, icuByName) = (try ICUPluralRules.shared(for: locale), try ICUPluralRules.shared(for: locale.identifier))
        #expect(icuByLocale.dataLocale == icuByName.dataLocale && icuByLocale.rules == icuByName.rules)
        let cldr = try CLDRPluralRules.shared(for: locale), icu = try ICUPluralRules.shared(for: locale)
        #expect(cldr.hasPluralData && icu.hasPluralData)
        for value in 0...30 {
            #expect(cldr.category(for: value) == icu.category(for: value), "\(identifier) \(value)")
        }
        // Both engines' canonical identifiers answer with the same shape (a `String`, `root` when none).
        let canonical: (String, String) = (CLDRPluralData.canonicalIdentifier(identifier), ICUPluralData.canonicalIdentifier(identifier))
        #expect(!canonical.0.isEmpty && !canonical.1.isEmpty)
    }
}
