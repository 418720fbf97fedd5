@testable import PluralCore
import Testing

@Suite struct PluralDecimalTests {
    @Test(arguments: [
        ("1", false, "1", "", 0),
        ("1.0", false, "1", "0", 0),
        ("-1.50", true, "1", "50", 0),
        ("007.5", false, "7", "5", 0),
        ("1.1c6", false, "1100000", "", 6),
        ("1c6", false, "1000000", "", 6),
        ("1.0000001c6", false, "1000000", "1", 6),
        ("1.5e3", false, "1500", "", 3),
        ("-0", true, "0", "", 0),
    ])
    func parsesVisibleDigits(text: String, negative: Bool, integer: String, fraction: String, exponent: Int) throws {
        let number = try PluralDecimal(parsing: text)
        #expect(number.isNegative == negative)
        #expect(number.integerDigits == integer)
        #expect(number.fractionDigits == fraction)
        #expect(number.exponent == exponent)
    }

    @Test func describesCompactFormAsWritten() throws {
        #expect(try PluralDecimal(parsing: "1.1c6").description == "1.1c6")
        #expect(try PluralDecimal(parsing: "-1.50").description == "-1.50")
        #expect(try PluralDecimal(parsing: "1.1c6").plainText == "1100000")
    }

    @Test(arguments: [
        ("", PluralNumberError.empty),
        ("abc", .unexpectedCharacter("a", offset: 0)),
        ("1.2.3", .unexpectedCharacter(".", offset: 3)),
        ("1,5", .unexpectedCharacter(",", offset: 1)),
        ("--1", .unexpectedCharacter("-", offset: 1)),
        ("1e", .missingDigits(offset: 2)),
        ("1.", .missingDigits(offset: 2)),
        ("-", .missingDigits(offset: 1)),
        (" 1", .unexpectedCharacter(" ", offset: 0)),
        ("1é", .unexpectedCharacter("é", offset: 1)),
    ])
    func rejectsMalformedText(text: String, expected: PluralNumberError) {
        #expect(throws: expected) { try PluralDecimal(parsing: text) }
    }

    @Test func rejectsOverlongNumbersClearly() {
        let long = String(repeating: "9", count: PluralDecimal.maximumDigitCount + 1)
        #expect(throws: PluralNumberError.tooManyDigits(limit: PluralDecimal.maximumDigitCount)) { try PluralDecimal(parsing: long) }
        #expect(throws: PluralNumberError.tooManyDigits(limit: PluralDecimal.maximumDigitCount)) { try PluralDecimal(parsing: "1c5000") }
    }

    @Test(arguments: [
        (1.0, "1", ""), (1.5, "1", "5"), (0.1, "0", "1"), (1e20, "100000000000000000000", ""),
        (1.5e-7, "0", "00000015"), (-2.25, "2", "25"), (123456.789, "123456", "789"),
    ])
    func doublesUseShortestRoundTripDigits(value: Double, integer: String, fraction: String) throws {
        let number = try #require(PluralDecimal(value))
        #expect(number.integerDigits == integer)
        #expect(number.fractionDigits == fraction)
        #expect(number.isNegative == (value < 0))
    }

    @Test func nonFiniteDoublesHaveNoDecimal() {
        #expect(PluralDecimal(Double.nan) == nil)
        #expect(PluralDecimal(Double.infinity) == nil)
    }
}

@Suite struct PluralSamplesTests {
    @Test func expandsRangesByTheLastVisibleDigit() throws {
        #expect(try PluralSamples.expand("0, 2~4, 100, …") == ["0", "2", "3", "4", "100"])
        #expect(try PluralSamples.expand("0.8~1.1, 1.1c6") == ["0.8", "0.9", "1.0", "1.1", "1.1c6"])
        #expect(try PluralSamples.expand("0.00~0.02") == ["0.00", "0.01", "0.02"])
    }

    @Test func rejectsMalformedSamples() {
        #expect(throws: PluralSamples.Error.invalidItem("x")) { try PluralSamples.expand("1, x") }
        #expect(throws: PluralSamples.Error.invalidRange("5~2")) { try PluralSamples.expand("5~2") }
    }

    @Test func splitsCLDRRuleText() {
        let rule = PluralRuleText(category: .one, cldrText: "i = 1 and v = 0 @integer 1 @decimal 1.0, 1.00")
        #expect(rule.condition == "i = 1 and v = 0")
        #expect(rule.integerSamples == "1")
        #expect(rule.decimalSamples == "1.0, 1.00")
        #expect(rule.cldrText == "i = 1 and v = 0 @integer 1 @decimal 1.0, 1.00")
    }
}
