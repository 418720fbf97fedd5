@testable import CLDRPlural
import ICUPlural
@testable import PluralCore
import Testing

/// The embedded CLDR 48 rules against ICU 72's CLDR 42 rules, locale by locale. The exact list of
/// locales that differ is asserted (and documented in Data/CLDR/README.md), so a new difference fails.
@Suite struct DataDriftTests {
    /// Locales whose rules differ, and whether CLDR 48 added the locale or changed its rules.
    static let expectedDrift: [PluralRuleType: [String: Drift]] = [
        .cardinal: [
            "blo": .added, "csw": .added, "cv": .added, "ie": .added, "kok": .added, "kok_Latn": .added,
            "lld": .added, "scn": .changed, "sgs": .added,
        ],
        .ordinal: [
            "blo": .added, "cv": .added, "ie": .added, "kok": .added, "kok_Latn": .added, "lld": .added,
            "scn": .changed,
        ],
    ]

    enum Drift: Equatable {
        /// CLDR 48 has rules where ICU's CLDR 42 has none.
        case added
        /// Both have rules for the locale, and they differ.
        case changed
        /// ICU has rules that CLDR 48 dropped.
        case removed
    }

    /// Each category's parsed condition, or `nil` when the source has no rules for the locale.
    static func conditions(_ texts: [PluralRuleText]?) throws -> [PluralCategory: PluralCondition]? {
        guard let texts else { return nil }
        var result: [PluralCategory: PluralCondition] = [:]
        for text in texts { result[text.category] = try PluralRuleParser.condition(text.condition) }
        return result
    }

    @Test(arguments: PluralRuleType.allCases)
    func driftBetweenCLDR48AndICU(type: PluralRuleType) throws {
        let icuLocales = Set(try ICUPluralData.locales(for: type))
        let cldrLocales = Set(CLDRPluralData.locales(for: type))
        var differing: [String: Drift] = [:]
        for locale in icuLocales.union(cldrLocales).sorted() {
            let icu = try Self.conditions(icuLocales.contains(locale) ? ICUPluralData.rules(forDataLocale: locale, type: type) : nil)
            let cldr = try Self.conditions(cldrLocales.contains(locale) ? CLDRPluralData.rules(forDataLocale: locale, type: type) : nil)
            if icu != cldr { differing[locale] = icu == nil ? .added : cldr == nil ? .removed : .changed }
        }
        #expect(differing == Self.expectedDrift[type], "\(type): \(differing.sorted { $0.key < $1.key })")
    }

    /// What the drift means for users: CLDR 48's own samples, selected by ICU (CLDR 42 data) and by the
    /// Swift engine (CLDR 48 data), differ only in the drift locales.
    @Test func cldr48SamplesDifferFromICUOnlyInDriftLocales() throws {
        var total = 0
        var differences: [String: Int] = [:]
        for type in PluralRuleType.allCases {
            for locale in CLDRPluralData.locales(for: type) {
                let swift = try CLDRPluralRules(localeIdentifier: locale, type: type)
                let icu = try ICUPluralRules(localeIdentifier: locale, type: type)
                for rule in CLDRPluralData.rules(forDataLocale: locale, type: type) {
                    for sample in try PluralSamples.expand(rule.integerSamples ?? "") + PluralSamples.expand(rule.decimalSamples ?? "") {
                        total += 1
                        #expect(try swift.category(forText: sample) == rule.category)
                        if try icu.category(forText: sample) != rule.category { differences["\(type) \(locale)", default: 0] += 1 }
                    }
                }
            }
        }
        let driftLocales = Set(Self.expectedDrift.flatMap { type, locales in locales.keys.map { "\(type) \($0)" } })
        #expect(total == 15_231)
        #expect(Set(differences.keys).isSubset(of: driftLocales), "\(differences)")
        #expect(differences.values.reduce(0, +) == 197, "\(differences)")
    }
}
