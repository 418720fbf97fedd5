import ICUPlural
@testable import PluralCore
import Testing

/// ICU's own data is the oracle: every `@integer` / `@decimal` sample of every locale in ICU's
/// `plurals` bundle must select the keyword it is listed under, through every input path.
@Suite struct ICUSampleTests {
    struct LocaleCase: CustomTestStringConvertible, Sendable {
        var locale: String
        var type: PluralRuleType
        var testDescription: String { "\(locale) \(type)" }
    }

    static let cases: [LocaleCase] = PluralRuleType.allCases.flatMap { type in
        ((try? ICUPluralData.locales(for: type)) ?? []).map { LocaleCase(locale: $0, type: type) }
    }

    @Test func bundleListsEveryLocale() {
        // FACTS.md: ICU 72 carries 219 cardinal and 104 ordinal locales.
        #expect(Self.cases.filter { $0.type == .cardinal }.count == 219)
        #expect(Self.cases.filter { $0.type == .ordinal }.count == 104)
    }

    /// One test per rule type, a loop over its locales (not a parameterized case per locale: the
    /// output stays readable); every expectation names its locale.
    @Test(arguments: PluralRuleType.allCases)
    func samplesSelectTheirOwnKeyword(type: PluralRuleType) throws {
        for testCase in Self.cases where testCase.type == type {
            // Root is in the bundle but is no language: its rules apply only as the fallback.
            let isRoot = testCase.locale == "root"
            let rules = try ICUPluralRules(localeIdentifier: testCase.locale, type: testCase.type, strict: !isRoot)
            #expect(rules.dataLocale == (isRoot ? nil : testCase.locale), "\(testCase.testDescription)")
            let ruleTexts = ICUPluralData.rules(forDataLocale: testCase.locale, type: testCase.type)
            #expect(ruleTexts.map(\.category) == rules.categories, "\(testCase.testDescription)")
            var checked = 0
            for rule in ruleTexts {
                let integers = try PluralSamples.expand(rule.integerSamples ?? "")
                let decimals = try PluralSamples.expand(rule.decimalSamples ?? "")
                for sample in integers + decimals {
                    let number = try PluralDecimal(parsing: sample)
                    #expect(try rules.category(forText: sample) == rule.category, "\(testCase.testDescription): \(sample) as text")
                    #expect(try rules.category(forText: "-" + sample) == rule.category, "\(testCase.testDescription): -\(sample) as text")
                    if number.exponent == 0, number.fractionDigits.isEmpty, let value = Int(number.integerDigits) {
                        #expect(rules.category(for: value) == rule.category, "\(testCase.testDescription): \(sample) as Int")
                        #expect(rules.category(for: -value) == rule.category, "\(testCase.testDescription): -\(sample) as Int")
                    }
                    // A Double carries the visible digits only when its shortest form is the sample itself.
                    if number.exponent == 0, let value = Double(sample), PluralDecimal(value)?.plainText == sample {
                        #expect(rules.category(for: value) == rule.category, "\(testCase.testDescription): \(sample) as Double")
                    }
                    checked += 1
                }
            }
            #expect(checked > 0, "\(testCase.testDescription)")
        }
    }
}
