@testable import CLDRPlural
@testable import PluralCore
import Testing

/// Every locale and type of the embedded data, for data-driven tests.
let allDataLocales: [(PluralRuleType, String)] = PluralRuleType.allCases.flatMap { type in
    CLDRPluralData.locales(for: type).map { (type, $0) }
}

/// CLDR's own samples are the first oracle: each must select the category of the rule that lists it.
@Suite struct SampleTests {
    /// One test per rule type, a loop over its locales (not a parameterized case per locale: the
    /// output stays readable); every expectation names its locale.
    @Test(arguments: PluralRuleType.allCases)
    func everySampleSelectsItsOwnCategory(type: PluralRuleType) throws {
        for locale in CLDRPluralData.locales(for: type) {
            let rules = try CLDRPluralRules(localeIdentifier: locale, type: type, strict: locale != "root")
            #expect(rules.dataLocale == (locale == "root" ? nil : locale), "\(type) \(locale)")
            var checked = 0
            for rule in CLDRPluralData.rules(forDataLocale: locale, type: type) {
                #expect(rule.integerSamples != nil || rule.decimalSamples != nil, "\(locale) \(rule.category) has no samples")
                for sample in try PluralSamples.expand(rule.integerSamples ?? "") {
                    #expect(try rules.category(forText: sample) == rule.category, "\(type) \(locale) @integer \(sample)")
                    if let value = Int(sample) {
                        #expect(rules.category(for: value) == rule.category, "\(type) \(locale) Int \(value)")
                        #expect(rules.category(for: -value) == rule.category, "\(type) \(locale) Int -\(value)")
                        #expect(rules.category(for: Double(value)) == rule.category, "\(type) \(locale) Double \(value)")
                    }
                    checked += 1
                }
                for sample in try PluralSamples.expand(rule.decimalSamples ?? "") {
                    #expect(try rules.category(forText: sample) == rule.category, "\(type) \(locale) @decimal \(sample)")
                    #expect(rules.category(for: try PluralDecimal(parsing: sample)) == rule.category, "\(type) \(locale) PluralDecimal \(sample)")
                    checked += 1
                }
            }
            #expect(checked > 0, "\(type) \(locale)")
        }
    }

    @Test func dataCoversCLDR48() throws {
        #expect(CLDRPluralData.cldrVersion == "48")
        #expect(CLDRPluralData.locales(for: .cardinal).count == 227)
        #expect(CLDRPluralData.locales(for: .ordinal).count == 110)
        #expect(CLDRPluralData.ruleSetCount(for: .cardinal) == 40)
        #expect(CLDRPluralData.ruleSetCount(for: .ordinal) == 25)
        let total = try allDataLocales.reduce(0) { total, pair in
            try CLDRPluralData.rules(forDataLocale: pair.1, type: pair.0).reduce(total) { total, rule in
                total + (try PluralSamples.expand(rule.integerSamples ?? "")).count + (try PluralSamples.expand(rule.decimalSamples ?? "")).count
            }
        }
        // Every sample of every locale (ranges expanded); all go through everySampleSelectsItsOwnCategory.
        #expect(total == 15_231)
    }

    @Test(arguments: PluralRuleType.allCases)
    func localesWithIdenticalRulesShareOneSet(type: PluralRuleType) {
        let distinct = Set(CLDRPluralData.locales(for: type).map { CLDRPluralData.rules(forDataLocale: $0, type: type) })
        #expect(distinct.count == CLDRPluralData.ruleSetCount(for: type))
    }

    /// One test per rule type, a loop over its locales (not a parameterized case per locale: the
    /// output stays readable); every expectation names its locale.
    @Test(arguments: PluralRuleType.allCases)
    func categoriesAreThoseOfTheRules(type: PluralRuleType) throws {
        for locale in CLDRPluralData.locales(for: type) {
            let rules = try CLDRPluralRules(localeIdentifier: locale, type: type)
            #expect(rules.categories == CLDRPluralData.rules(forDataLocale: locale, type: type).map(\.category), "\(type) \(locale)")
            #expect(rules.rules.map(\.category) == rules.categories, "\(type) \(locale)")
        }
    }
}
