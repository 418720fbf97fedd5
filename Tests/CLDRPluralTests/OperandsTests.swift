@testable import CLDRPlural
@testable import PluralCore
import Testing

@Suite struct OperandsTests {
    /// UTS #35's operand table, plus negatives, compact exponents and long numbers.
    @Test(arguments: [
        // text, i, overflows, v, w, f, t, e
        ("1", UInt64(1), false, 0, 0, UInt64(0), UInt64(0), 0),
        ("1.0", 1, false, 1, 0, 0, 0, 0),
        ("1.00", 1, false, 2, 0, 0, 0, 0),
        ("1.3", 1, false, 1, 1, 3, 3, 0),
        ("1.30", 1, false, 2, 1, 30, 3, 0),
        ("1.03", 1, false, 2, 2, 3, 3, 0),
        ("1.230", 1, false, 3, 2, 230, 23, 0),
        ("1200000", 1_200_000, false, 0, 0, 0, 0, 0),
        ("1.2c3", 1200, false, 0, 0, 0, 0, 3),
        ("123c6", 123_000_000, false, 0, 0, 0, 0, 6),
        ("1.2e3", 1200, false, 0, 0, 0, 0, 3),
        ("1.20050c3", 1200, false, 2, 1, 50, 5, 3),
        ("1.0000001c6", 1_000_000, false, 1, 1, 1, 1, 6),
        ("-0", 0, false, 0, 0, 0, 0, 0),
        ("-1.50", 1, false, 2, 1, 50, 5, 0),
        ("+7", 7, false, 0, 0, 0, 0, 0),
        ("0001.5", 1, false, 1, 1, 5, 5, 0),
        ("999999999999999999", 999_999_999_999_999_999, false, 0, 0, 0, 0, 0),
        ("1000000000000000000", 0, true, 0, 0, 0, 0, 0),
        ("123456789012345678901234", 789_012_345_678_901_234, true, 0, 0, 0, 0, 0),
        ("1c21", 0, true, 0, 0, 0, 0, 21),
        ("0.000000000000000000001", 0, false, 21, 21, 1, 1, 0),
    ])
    func operandsOfDecimalText(text: String, i: UInt64, overflows: Bool, v: Int, w: Int, f: UInt64, t: UInt64, e: Int) throws {
        let operands = try PluralOperands(parsing: text)
        #expect(operands.i == i)
        #expect(operands.integerOverflows == overflows)
        #expect(operands.v == v)
        #expect(operands.w == w)
        #expect(operands.f == f)
        #expect(operands.t == t)
        #expect(operands.e == e)
        #expect(operands.c == e)
        #expect(operands.isNegative == text.hasPrefix("-"))
        // The allocation-free parser and the PluralDecimal route agree.
        #expect(PluralOperands(try PluralDecimal(parsing: text)) == operands)
    }

    @Test func operandNIsTheAbsoluteValue() throws {
        #expect(try PluralOperands(parsing: "-1.50").n == 1.5)
        #expect(try PluralOperands(parsing: "1.2c3").n == 1200)
        #expect(PluralOperands(7).n == 7)
    }

    @Test(arguments: [0, 1, -1, 21, 1_000_000, Int.max, Int.min, 999_999_999_999_999_999, -1_000_000_000_000_000_021])
    func integersAreExact(value: Int) throws {
        let operands = PluralOperands(value)
        #expect(operands == (try PluralOperands(parsing: String(value))))
        #expect(operands.isNegative == (value < 0))
    }

    @Test(arguments: [(1.0, "1"), (1.5, "1.5"), (0.1, "0.1"), (-2.25, "-2.25"), (1e20, "100000000000000000000"), (1.5e-7, "0.00000015"), (-0.0, "-0")])
    func doublesUseShortestRoundTripDigits(value: Double, text: String) throws {
        #expect(PluralOperands(value) == (try PluralOperands(parsing: text)))
    }

    @Test func doublesGiveTheOperandsOfTheirShortestDigits() throws {
        var generator = SplitMix64(seed: 0xD0B1E)
        for index in 0..<20_000 {
            let scale = [1.0, 0.01, 1e-9, 1e6, 1e19, 1e300][index % 6]
            let value = (Double(generator.next() % 2_000_001) - 1_000_000) / 1_000 * scale
            let decimal = try #require(PluralDecimal(value))
            #expect(PluralOperands(value) == PluralOperands(decimal), "\(value)")
        }
    }

    @Test func doublesLoseTrailingZeros() throws {
        let english = try CLDRPluralRules(localeIdentifier: "en")
        #expect(english.category(for: 1.0) == .one)
        #expect(try english.category(forText: "1.0") == .other)
        #expect(PluralOperands(Double.nan) == nil)
        #expect(english.category(for: Double.infinity) == .other)
    }

    @Test(arguments: ["", "-", "1.", ".5", "1,5", "1e", "1c12345", "--1", "1.2.3", " 1", "1 ", "١"])
    func invalidTextGivesTheDecimalParsersError(text: String) {
        var expected: PluralNumberError?
        do { _ = try PluralDecimal(parsing: text) } catch { expected = error }
        #expect(expected != nil)
        #expect(throws: expected!) { try PluralOperands(parsing: text) }
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBufferPointer { PluralOperands(utf8: $0) } == nil)
    }

    /// Integers past Int64 and 10¹⁸ keep their low digits, so `%` stays exact, and compare as larger
    /// than every literal.
    @Test(arguments: [
        ("ru", "100000000000000000021", PluralCategory.one),
        ("ru", "100000000000000000011", .many),
        ("ru", "100000000000000000023", .few),
        ("ru", "123456789012345678901234567890", .many),
        ("en", "1000000000000000001", .other),
        ("fr", "1000000000000000000000000", .many),
        ("fr", "1000000000000000000000001", .other),
        ("lv", "1000000000000000000000000", .zero),
        ("ar", "100000000000000000003", .few),
        ("ar", "100000000000000000000", .other),
        ("cy", "100000000000000000001", .other),
    ])
    func hugeIntegersSelectExactly(locale: String, text: String, expected: PluralCategory) throws {
        #expect(try CLDRPluralRules(localeIdentifier: locale).category(forText: text) == expected)
    }

    @Test func randomTextAgreesWithPluralDecimal() throws {
        var generator = SplitMix64(seed: 0x5EED)
        let alphabet = Array("0123456789.-+ce")
        for _ in 0..<20_000 {
            let length = Int(generator.next() % 12) + 1
            let text = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            let decimal = try? PluralDecimal(parsing: text)
            let operands = try? PluralOperands(parsing: text)
            #expect(decimal.map(PluralOperands.init) == operands, "\(text)")
        }
    }
}

/// A small seeded generator, so failures reproduce.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
