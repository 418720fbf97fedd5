@testable import CLDRPlural
@testable import PluralCore
import Testing

/// The integer table is an optimization: it must answer exactly what the rules answer.
@Suite struct IntegerTableTests {
    /// Every locale of the type in one test (a loop, not 337 parameterized cases: the output stays
    /// readable; each expectation names its locale).
    @Test(arguments: PluralRuleType.allCases)
    func tableAgreesWithTheRules(type: PluralRuleType) throws {
        for locale in CLDRPluralData.locales(for: type) {
            let rules = try CLDRPluralRules(localeIdentifier: locale, type: type)
            var generator = SplitMix64(seed: UInt64(truncatingIfNeeded: locale.hashValue))
            var values = Array(0..<UInt64(3_000))
            values += (0..<2_000).map { _ in generator.next() % 1_000_000_000_000_000_000 }
            values += (1...17).flatMap { power in
                let base = (0..<power).reduce(UInt64(1)) { value, _ in value * 10 }
                return [base - 1, base, base + 1, base * 3]
            }
            for value in values {
                #expect(rules.program.selectInteger(value) == rules.program.selectByRules(PluralOperands(i: value)), "\(type) \(locale) \(value)")
            }
        }
    }

    @Test func mostRuleSetsHaveATable() throws {
        let withTable = try allDataLocales.filter { try CLDRPluralRules(localeIdentifier: $0.1, type: $0.0).program.hasIntegerTable }
        // Only the rules with `i % 1000000` (es, fr, it, pt, ...) are left to the interpreter.
        #expect(withTable.count > allDataLocales.count * 9 / 10)
        #expect(try !CLDRPluralRules(localeIdentifier: "fr").program.hasIntegerTable)
        #expect(try CLDRPluralRules(localeIdentifier: "ru").program.hasIntegerTable)
    }

    @Test func oddModuliAreExact() throws {
        let rules = try CLDRPluralRules(parsing: "one: n % 7 = 3; two: i % 1000003 = 5..9; few: n % 12345678901 within 2..4")
        var generator = SplitMix64(seed: 7)
        for _ in 0..<20_000 {
            let value = generator.next() % 1_000_000_000_000_000_000
            let expected: PluralCategory = value % 7 == 3 ? .one : (5...9).contains(value % 1_000_003) ? .two : (2...4).contains(value % 12_345_678_901) ? .few : .other
            #expect(try rules.category(forText: String(value)) == expected, "\(value)")
        }
    }
}
