import ICUPlural
@testable import PluralCore
import Testing

/// Found by the concurrency tests: PluralPrecision allows ICU's 999 digits, but the C shim held a
/// skeleton in 256 UTF-16 units, so 255 fraction digits or more (as a precision, or shown as written)
/// failed with U_BUFFER_OVERFLOW_ERROR.
@Suite struct FormattingLimitTests {
    let limit = PluralPrecision.maximumDigits

    @Test func precisionsUpToICUsLimitFormat() throws {
        let fraction = try PluralNumberFormatter(language: "en", precision: .fractionDigits(limit)).format(1)
        #expect(fraction.text == "1." + String(repeating: "0", count: limit))
        #expect(fraction.category == .other)
        let significant = try PluralNumberFormatter(language: "en", precision: .significantDigits(limit)).format("1.5")
        #expect(significant.text.utf8.count == limit + 1)
        #expect(try PluralNumberFormatter(language: "en", precision: .fractionDigits(255)).format(1).text.utf8.count == 257)
    }

    @Test func precisionsPastTheLimitAreRefusedAtCreation() {
        #expect(throws: PluralFormatError.self) { try PluralNumberFormatter(language: "en", precision: .fractionDigits(limit + 1)) }
        #expect(throws: PluralFormatError.self) { try PluralNumberFormatter(language: "en", precision: .significantDigits(limit + 1)) }
    }

    @Test func everyFractionADecimalCanHaveIsShownAsWritten() throws {
        let english = try PluralNumberFormatter(language: "en")
        // PluralDecimal's 1,000 digits leave at most 999 to the fraction.
        let longest = "0." + String(repeating: "5", count: PluralDecimal.maximumDigitCount - 1)
        #expect(try english.format(longest).text.utf8.count == PluralDecimal.maximumDigitCount + 1)
        #expect(try english.formatRange(from: "1", to: longest).category == .other)
        #expect(try PluralNumberFormatter(language: "en", precision: .fractionDigits(1)).format(longest).text == "0.6")
    }

    @Test func overlongSkeletonIsATypedError() {
        #expect(throws: ICUError.self) { try PluralNumberFormatter(language: "en", precision: .skeleton(String(repeating: "group-off ", count: 300))) }
    }
}

/// Found by Fuzz/Targets/Formatter: ICU selected Polish `one` for 40,000,000,000,000,000,000,000,000,000,000,000,001
/// (its operand i keeps the low 18 digits, here 1), and Arabic `many` for 100004477988020333.5 (n as a
/// double loses the .5); the rules say `many` and `other`.
@Suite struct LongIntegerFormattingTests {
    @Test(arguments: [
        ("pl", "40000000000000000000000000000000000001", PluralCategory.many),
        ("pl", "1000000000000000000001", .many),
        ("ru", "100000000000000000021", .one),
        ("en", "1000000000000000000001", .other),
        ("pl", "9223372036854775807", .many),
        ("ar", "100004477988020333.5", .other),
        ("ar", "1000044779880203.5", .other),
    ])
    func longIntegersSelectLikeTheRules(language: String, number: String, expected: PluralCategory) throws {
        let formatted = try PluralNumberFormatter(language: language).format(number)
        #expect(formatted.category == expected)
        #expect(try ICUPluralRules(localeIdentifier: language).category(forText: number) == expected)
        #expect(try PluralNumberFormatter(language: language, notation: .spelledOut).format(number).category == expected)
    }

    @Test func intMaxFormatsWithItsCategory() throws {
        #expect(try PluralNumberFormatter(language: "pl").format(Int.max).category == .many)
        #expect(try PluralNumberFormatter(language: "ru").format(Int.min).category == .many)
    }
}
