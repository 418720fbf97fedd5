/// The operands of UTS #35 plural rules (n, i, v, w, f, t, c, e) for one number as written.
///
/// | operand | meaning | `1.50` | `1.2c3` |
/// |---|---|---|---|
/// | n | absolute value | 1.5 | 1200 |
/// | i | integer digits | 1 | 1200 |
/// | v | number of visible fraction digits | 2 | 0 |
/// | w | visible fraction digits without trailing zeros | 1 | 0 |
/// | f | visible fraction digits as an integer | 50 | 0 |
/// | t | f without trailing zeros | 5 | 0 |
/// | c, e | compact exponent | 0 | 3 |
///
/// Operands are plain integers, so building them never allocates and rules compare them exactly.
///
/// Limits, chosen to stay exact where plural rules look:
/// - The integer part keeps its **low 18 digits**: ``i`` is the integer part modulo 10¹⁸, and
///   ``integerOverflows`` says whether digits were dropped. So `i % 100` (and any modulus dividing
///   10¹⁸, which covers every power of ten CLDR uses) stays exact for integers of any length, and an
///   evaluator can treat an overflowing value as larger than any literal in a rule. ICU keeps the same
///   18 digits for `i` (without the flag).
/// - ``f`` and ``t`` keep the leading digits of a fraction longer than 18 significant digits, as ICU does
///   (their value is then meaningless for `%`, but zero and non-zero are told apart correctly).
public struct PluralOperands: Sendable, Hashable, CustomStringConvertible {
    /// 10¹⁸: the integer part is kept modulo this value.
    public static let integerModulus: UInt64 = 1_000_000_000_000_000_000

    /// Operand i: the integer part of the absolute value, modulo 10¹⁸ (exact unless ``integerOverflows``).
    public let i: UInt64
    /// Whether the integer part has more than 18 digits, so that ``i`` holds only its low 18 digits.
    public let integerOverflows: Bool
    /// Operand v: the number of visible fraction digits, trailing zeros included.
    public let v: Int
    /// Operand w: the number of visible fraction digits without trailing zeros.
    public let w: Int
    /// Operand f: the visible fraction digits as an integer, trailing zeros included.
    public let f: UInt64
    /// Operand t: the visible fraction digits as an integer, trailing zeros removed.
    public let t: UInt64
    /// Operand e: the compact decimal exponent (`1.2c3` has e = 3); 0 without one.
    public let e: Int
    /// Whether the number was written with a minus sign (rules select on the absolute value).
    public let isNegative: Bool

    /// Operand c: a synonym of ``e``.
    public var c: Int { e }

    /// Whether the value has a non-zero fraction (then n is not an integer).
    public var hasFraction: Bool { w != 0 }

    /// Operand n, the absolute value, as a `Double`: approximate for long numbers, and for display only.
    /// Rule evaluation uses ``i`` and the fraction digits, which are exact.
    public var n: Double {
        var value = integerOverflows ? Double(i) + 1e18 : Double(i)
        if w > 0 { value += Double(t) / Self.power(of: w) }
        return value
    }

    /// Operands given one by one (for tables and tests). `w` and `t` are derived from `v` and `f`.
    /// - Precondition: `f` has at most `v` digits.
    public init(i: UInt64, v: Int = 0, f: UInt64 = 0, e: Int = 0, isNegative: Bool = false) {
        precondition(v >= 0 && e >= 0 && (v >= 19 || f < UInt64(Self.power(of: v))), "f must fit in v digits")
        self.i = i % Self.integerModulus
        self.integerOverflows = i >= Self.integerModulus
        self.v = v
        var t = f
        var w = f == 0 ? 0 : v
        while t != 0, t % 10 == 0 {
            t /= 10
            w -= 1
        }
        self.w = w
        self.f = f
        self.t = t
        self.e = e
        self.isNegative = isNegative
    }

    /// The operands of an integer: exact for every `Int`, no allocation.
    @inlinable
    public init(_ value: Int) {
        let magnitude = value.magnitude
        if magnitude < Self.integerModulus {
            i = UInt64(magnitude)
            integerOverflows = false
        } else {
            i = UInt64(magnitude) % Self.integerModulus
            integerOverflows = true
        }
        v = 0
        w = 0
        f = 0
        t = 0
        e = 0
        isNegative = value < 0
    }

    /// The operands of a decimal as written ("1.50" keeps v = 2; "1.1c6" has i = 1100000, e = 6).
    public init(_ number: PluralDecimal) {
        var integerDigits = number.integerDigits
        var fractionDigits = number.fractionDigits
        self = integerDigits.withUTF8 { integer in
            fractionDigits.withUTF8 { fraction in
                // A PluralDecimal's digits are those of the full value: the exponent is already applied.
                PluralOperands(integerDigits: integer, fractionDigits: fraction, shift: 0, exponent: number.exponent, isNegative: number.isNegative)
            }
        }
    }

    /// The operands of a `Double`, from its shortest round-trip decimal digits.
    ///
    /// A `Double` cannot carry trailing zeros: 1.0 gives v = 0 (English `one`), although "1.0 files"
    /// takes `other`; 1.50 gives v = 1. Use ``init(parsing:)`` or the `PluralDecimal` initializer when the
    /// number is shown with fraction digits. `nil` for NaN and the infinities.
    public init?(_ value: Double) {
        // Integral values below 2⁵³ are their own shortest digits and skip the text conversion. Above,
        // the binary value has digits the shortest form drops (1.234561234567789e17 is exactly
        // 123456123456778896, printed 123456123456778900), and ICU selects on the shortest form.
        if value.rounded(.towardZero) == value, value.magnitude < 0x1p53 {
            self.init(Int(value))
            if value.sign == .minus, value == 0 { self = PluralOperands(i: 0, isNegative: true) }
            return
        }
        guard value.isFinite else { return nil }
        // Swift prints the shortest round-trip digits; plain forms ("1.5") parse directly, scientific
        // ones ("1e-07") go through PluralDecimal, which expands them.
        var text = value.description
        if !text.utf8.contains(UInt8(ascii: "e")), let operands = text.withUTF8({ PluralOperands(utf8: $0) }) {
            self = operands
            return
        }
        guard let decimal = PluralDecimal(value) else { return nil }
        self.init(decimal)
    }

    /// Parses a decimal number as written (`1`, `-1.50`, `1.1c6`, `1.1e6`) straight into operands.
    ///
    /// Accepts exactly the syntax of ``PluralDecimal/init(parsing:)`` and gives the same operands as
    /// converting that decimal, but does not allocate for contiguous text (a `String` or `Substring`).
    /// - Throws: ``PluralNumberError`` naming the first offending position.
    @inlinable
    public init(parsing text: some StringProtocol) throws(PluralNumberError) {
        let operands = text.utf8.withContiguousStorageIfAvailable { PluralOperands(utf8: $0) }
            ?? Array(text.utf8).withUnsafeBufferPointer { PluralOperands(utf8: $0) }
        if let operands {
            self = operands
        } else {
            // Invalid or over the digit limit: the decimal parser names the reason and position.
            self.init(try PluralDecimal(parsing: text))
        }
    }

    /// Parses UTF-8 bytes of a decimal number without allocating; `nil` when they are not a number
    /// that ``PluralDecimal/init(parsing:)`` accepts (use it to learn why).
    public init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        let count = bytes.count
        var negative = false
        if count > 0, bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") {
            negative = bytes[0] == UInt8(ascii: "-")
            index = 1
        }
        func skipDigits() -> Int {
            let start = index
            while index < count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
            return index - start
        }
        let integerStart = index
        let integerCount = skipDigits()
        guard integerCount > 0 else { return nil }
        var fractionStart = index
        var fractionCount = 0
        if index < count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            fractionStart = index
            fractionCount = skipDigits()
            guard fractionCount > 0 else { return nil }
        }
        var exponent = 0
        if index < count, bytes[index] | 0x20 == UInt8(ascii: "c") || bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            let exponentStart = index
            let exponentCount = skipDigits()
            guard exponentCount > 0, exponentCount <= 4 else { return nil }
            for position in exponentStart..<index { exponent = exponent * 10 + Int(bytes[position] &- UInt8(ascii: "0")) }
        }
        guard index == count else { return nil }
        var significantStart = integerStart
        while significantStart < integerStart + integerCount - 1, bytes[significantStart] == UInt8(ascii: "0") { significantStart += 1 }
        guard integerStart + integerCount - significantStart + fractionCount + exponent <= PluralDecimal.maximumDigitCount else { return nil }
        if exponent > 0, !isCompactForm(significantIntegerDigits: integerStart + integerCount - significantStart, firstDigit: bytes[significantStart], exponent: exponent) {
            return nil
        }
        self.init(
            integerDigits: UnsafeBufferPointer(rebasing: bytes[integerStart..<(integerStart + integerCount)]),
            fractionDigits: UnsafeBufferPointer(rebasing: bytes[fractionStart..<(fractionStart + fractionCount)]),
            shift: exponent,
            exponent: exponent,
            isNegative: negative
        )
    }

    /// Builds operands from ASCII digits: integer and fraction digits, the number of places `shift` that
    /// moves the decimal point right (the first `shift` fraction digits join the integer part, then
    /// zeros), and the compact exponent to report as e.
    init(integerDigits: UnsafeBufferPointer<UInt8>, fractionDigits: UnsafeBufferPointer<UInt8>, shift: Int, exponent: Int, isNegative: Bool) {
        let modulus = Self.integerModulus
        var integer: UInt64 = 0
        var significantDigits = 0
        func appendInteger(_ digit: UInt64) {
            if significantDigits > 0 || digit != 0 { significantDigits += 1 }
            // Below 10¹⁸ times 10 plus 9 fits in 64 bits; divide only past 18 digits (a division per
            // digit was a third of the cost of parsing a short number).
            integer = integer &* 10 &+ digit
            if integer >= modulus { integer %= modulus }
        }
        for byte in integerDigits { appendInteger(UInt64(byte &- UInt8(ascii: "0"))) }
        let shifted = min(shift, fractionDigits.count)
        for position in 0..<shifted { appendInteger(UInt64(fractionDigits[position] &- UInt8(ascii: "0"))) }
        if significantDigits > 0 {
            for _ in 0..<(shift - shifted) { appendInteger(0) }
        }

        let fractionCount = fractionDigits.count - shifted
        var visibleWithoutZeros = fractionCount
        while visibleWithoutZeros > 0, fractionDigits[shifted + visibleWithoutZeros - 1] == UInt8(ascii: "0") { visibleWithoutZeros -= 1 }
        // Like ICU, stop adding digits once the value passes 10¹⁸ (only for fractions of 19+ digits).
        var f: UInt64 = 0
        var t: UInt64 = 0
        for offset in 0..<fractionCount {
            let digit = UInt64(fractionDigits[shifted + offset] &- UInt8(ascii: "0"))
            if f <= modulus { f = f &* 10 &+ digit }
            if offset < visibleWithoutZeros, t <= modulus { t = t &* 10 &+ digit }
        }
        while t != 0, t % 10 == 0 { t /= 10 }

        self.i = integer
        self.integerOverflows = significantDigits > 18
        self.v = fractionCount
        self.w = visibleWithoutZeros
        self.f = f
        self.t = t
        self.e = exponent
        self.isNegative = isNegative
    }

    /// The operands in UTS #35 notation, for example `n=1.5 i=1 v=2 w=1 f=50 t=5 e=0`.
    public var description: String {
        let integer = integerOverflows ? "…" + String(i) : String(i)
        let fraction = v == 0 ? "" : "." + String(repeating: "0", count: max(0, v - String(f).count)) + String(f)
        return "n=\(integer)\(fraction) i=\(integer) v=\(v) w=\(w) f=\(f) t=\(t) e=\(e)"
    }

    private static func power(of exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<exponent { result *= 10 }
        return result
    }
}
