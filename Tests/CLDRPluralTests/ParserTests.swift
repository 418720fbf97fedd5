@testable import CLDRPlural
@testable import PluralCore
import Testing

@Suite struct ParserTests {
    @Test(arguments: [
        ("n = 1", "n = 1"),
        ("n is 1", "n = 1"),
        ("n is not 1", "n != 1"),
        ("n != 1", "n != 1"),
        ("n in 2..4", "n = 2..4"),
        ("n not in 2..4,7", "n != 2..4,7"),
        ("n within 0..2", "n within 0..2"),
        ("n not within 0..2", "n not within 0..2"),
        ("n mod 10 in 3..4,9", "n % 10 = 3..4,9"),
        ("i % 100 = 11..14", "i % 100 = 11..14"),
        ("v = 0 and i % 10 = 1 or f % 10 = 1", "v = 0 and i % 10 = 1 or f % 10 = 1"),
        ("e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5", "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5"),
        ("c = 0 and w = 2 and t = 5", "c = 0 and w = 2 and t = 5"),
        ("  n=1  ", "n = 1"),
        ("", ""),
    ])
    func parsesAndPrintsCanonically(text: String, canonical: String) throws {
        let condition = try PluralRuleParser.condition(text)
        #expect(condition.description == canonical)
        #expect(try PluralRuleParser.condition(canonical) == condition)
    }

    @Test func andBindsTighterThanOr() throws {
        let condition = try PluralRuleParser.condition("n = 1 or n = 2 and v = 0")
        #expect(condition.alternatives.count == 2)
        #expect(condition.alternatives[1].count == 2)
    }

    @Test(arguments: [
        ("n = ", PluralRuleParseError.unexpectedToken(found: "end of text", expected: "a number", position: 4)),
        ("x = 1", .unexpectedToken(found: "'x'", expected: "an operand (n, i, v, w, f, t, c, e)", position: 0)),
        ("n = 1 and", .unexpectedToken(found: "end of text", expected: "an operand (n, i, v, w, f, t, c, e)", position: 9)),
        ("n = 1 xor n = 2", .unexpectedToken(found: "'xor'", expected: "'and', 'or', samples or end of rule", position: 6)),
        ("n == 1", .unexpectedToken(found: "'='", expected: "a number", position: 3)),
        ("n = 1.5", .unexpectedCharacter(".", position: 5)),
        ("n = 4..2", .invalidRange("4..2", position: 4)),
        ("n % 0 = 1", .zeroModulus(position: 4)),
        ("n = 1000000000000000000", .valueTooLarge("1000000000000000000", position: 4)),
        ("n ! 1", .unexpectedCharacter("!", position: 2)),
        ("n not 1", .unexpectedToken(found: "'1'", expected: "'in' or 'within'", position: 6)),
        ("n is 1..2", .unexpectedToken(found: "'..'", expected: "'and', 'or', samples or end of rule", position: 6)),
        ("n = 1 § 2", .unexpectedCharacter("§", position: 6)),
        ("i = 1 @integer 1, x", .unexpectedCharacter("x", position: 18)),
        ("i = 1 @integer 1.", .invalidSample("1.", position: 15)),
        ("i = 1 @integer 1~", .unexpectedToken(found: "end of text", expected: "the end of a sample range", position: 17)),
        ("i = 1 @integer …", .unexpectedToken(found: "'…'", expected: "a sample number", position: 15)),
        ("i = 1 @integer 1 @integer 2", .unexpectedToken(found: "'@integer'", expected: "'@integer' or '@decimal', once each", position: 17)),
    ])
    func reportsErrorsWithTheirPosition(text: String, expected: PluralRuleParseError) {
        #expect(throws: expected) { try PluralRuleParser.rule(text, category: .one) }
    }

    @Test func parsesSamplesAsWritten() throws {
        let rule = try PluralRuleParser.rule("n = 1 @integer 1, 21~23, 1c6, … @decimal 1.0, 0.00~0.04, 1.1c6, ...", category: .one)
        #expect(rule.integerSamples == PluralSampleList(items: [.number("1"), .range("21", "23"), .number("1c6")], isOpenEnded: true))
        #expect(rule.decimalSamples?.items == [.number("1.0"), .range("0.00", "0.04"), .number("1.1c6")])
        #expect(rule.decimalSamples?.isOpenEnded == true)
        #expect(rule.text.cldrText == "n = 1 @integer 1, 21~23, 1c6, … @decimal 1.0, 0.00~0.04, 1.1c6, …")
    }

    @Test func parsesRuleSetsAtRunTime() throws {
        let rules = try CLDRPluralRules(parsing: "one: n = 1 @integer 1; few: n % 10 = 2..4 and n % 100 != 12..14; other: @integer 0, 5")
        #expect(rules.categories == [.one, .few, .other])
        #expect(rules.category(for: 1) == .one)
        #expect(rules.category(for: 22) == .few)
        #expect(rules.category(for: 12) == .other)
        #expect(try rules.category(forText: "1.0") == .one)
        #expect(try rules.category(forText: "2.5") == .other)
        #expect(rules.hasPluralData)
    }

    @Test(arguments: [
        ("one: n = 1; one: n = 2", PluralRuleParseError.duplicateCategory(.one, position: 12)),
        ("single: n = 1", .unknownCategory("single", position: 0)),
        ("one n = 1", .unexpectedToken(found: "'n'", expected: "':' after the category", position: 4)),
        ("one: n = 1; 5", .unexpectedToken(found: "'5'", expected: "a category (zero, one, two, few, many, other)", position: 12)),
    ])
    func reportsRuleSetErrors(text: String, expected: PluralRuleParseError) {
        #expect(throws: expected) { try PluralRuleParser.ruleSet(text) }
        #expect(expected.position >= 0)
    }

    @Test func withinAcceptsFractionsButInDoesNot() throws {
        let within = try CLDRPluralRules(parsing: "one: n within 0..2")
        let inside = try CLDRPluralRules(parsing: "one: n in 0..2")
        for (text, withinCategory, inCategory) in [("1.5", PluralCategory.one, PluralCategory.other), ("2.0", .one, .one), ("2.5", .other, .other), ("0", .one, .one)] {
            #expect(try within.category(forText: text) == withinCategory, "\(text)")
            #expect(try inside.category(forText: text) == inCategory, "\(text)")
        }
        let modulo = try CLDRPluralRules(parsing: "one: n % 10 within 1..2; few: n % 10 = 1..2")
        #expect(try modulo.category(forText: "21.5") == .one)
        #expect(try modulo.category(forText: "21") == .one)
        #expect(try modulo.category(forText: "22.0") == .one)
        #expect(try modulo.category(forText: "22.5") == .other)
    }
}
