import ICUPlural
import PluralCore
import Testing

/// Found by the concurrency tests: PluralPrecision allowed 999 digits, but ICU 72 refuses skeleton stems
/// over 255 characters with U_BUFFER_OVERFLOW_ERROR, which surfaced as an ICU error when formatting.
@Suite struct FormattingLimitTests {
    let limit = PluralPrecision.maximumDigits

    @Test func precisionsUpToTheLimitFormat() throws {
        let fraction = try PluralNumberFormatter(language: "en", precision: .fractionDigits(limit)).format(1)
        #expect(fraction.text == "1." + String(repeating: "0", count: limit))
        #expect(fraction.category == .other)
        let significant = try PluralNumberFormatter(language: "en", precision: .significantDigits(limit)).format("1.5")
        #expect(significant.text.utf8.count == limit + 1)
    }

    @Test func precisionsPastTheLimitAreRefusedAtCreation() {
        #expect(throws: PluralFormatError.self) { try PluralNumberFormatter(language: "en", precision: .fractionDigits(limit + 1)) }
        #expect(throws: PluralFormatError.self) { try PluralNumberFormatter(language: "en", precision: .significantDigits(limit + 1)) }
        #expect(throws: PluralFormatError.self) { try PluralNumberFormatter(language: "en", precision: .fractionDigits(minimum: 0, maximum: 999)) }
    }

    @Test func visibleFractionDigitsPastTheLimitAreAnUnsupportedNumber() throws {
        let english = try PluralNumberFormatter(language: "en")
        let atLimit = "1." + String(repeating: "5", count: limit)
        #expect(try english.format(atLimit).text.utf8.count == limit + 2)
        #expect(try english.formatRange(from: "1", to: atLimit).category == .other)
        let pastLimit = atLimit + "5"
        #expect {
            try english.format(pastLimit)
        } throws: { error in
            guard case PluralError.unsupportedNumber = error else { return false }
            return true
        }
        #expect(throws: PluralError.self) { try english.formatRange(from: "1", to: pastLimit) }
        // A fixed precision rounds the same number, so it formats.
        #expect(try PluralNumberFormatter(language: "en", precision: .fractionDigits(1)).format(pastLimit).text == "1.6")
    }
}
