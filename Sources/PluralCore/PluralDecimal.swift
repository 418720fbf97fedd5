#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A decimal number as it is written, keeping its visible digits.
///
/// Plural rules depend on how a number is shown, not only on its value: in English "1 file" but
/// "1.0 files". A `Double` cannot carry that difference, so the text form is the primary input.
///
/// Accepted syntax: an optional sign, digits, an optional fraction (`.` and digits), and an optional
/// compact exponent written `c` or `e` followed by digits, as in CLDR's samples (`1.1c6` is 1,100,000
/// shown in compact form, "1.1M"). Grouping separators, locale decimal commas and spaces are refused,
/// and so are compact forms no locale shows (see ``PluralNumberError/unsupportedCompactForm``).
///
/// With an exponent, the integer and fraction digits are those of the full value: `1.1c6` has
/// integer digits "1100000", no fraction digits and exponent 6, like CLDR's operands (n = 1100000,
/// v = 0, e = 6).
public struct PluralDecimal: Sendable, Hashable, CustomStringConvertible {
    /// The largest number of digits accepted in one number (mantissa and exponent expansion together).
    public static let maximumDigitCount = 1_000

    /// Whether the text started with `-`. Plural rules select on the absolute value.
    public private(set) var isNegative: Bool
    /// The integer digits of the full value, without leading zeros ("0" for values below one).
    public let integerDigits: String
    /// The visible fraction digits of the full value, trailing zeros kept.
    public let fractionDigits: String
    /// The compact exponent (CLDR operands c and e); 0 when none was written.
    public let exponent: Int
    /// How many fraction digits the mantissa shows (1 for `1.1c6`); equals `fractionDigits.count` without exponent.
    public let mantissaFractionDigitCount: Int
    /// The digits before the exponent, as written but without leading zeros ("1.1" for `1.1c6`).
    private let mantissa: String

    /// Parses a decimal number, keeping its visible fraction digits.
    /// - Throws: ``PluralNumberError`` naming the first offending position.
    public init(parsing text: some StringProtocol) throws(PluralNumberError) {
        // Parsed in place: copying the bytes into an array cost an allocation per number.
        let parsed = text.utf8.withContiguousStorageIfAvailable { Self.parse($0) }
            ?? Array(text.utf8).withUnsafeBufferPointer { Self.parse($0) }
        self = try parsed.get()
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<PluralDecimal, PluralNumberError> {
        guard !bytes.isEmpty else { return .failure(.empty) }
        var index = 0
        var negative = false
        if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") {
            negative = bytes[0] == UInt8(ascii: "-")
            index = 1
        }
        func digits() -> Range<Int> {
            let start = index
            while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
            return start..<index
        }
        func fail() -> PluralNumberError {
            // `index` stops only on ASCII bytes or the lead byte of a character, so decoding from it is safe.
            index < bytes.count
                ? .unexpectedCharacter(String(decoding: UnsafeBufferPointer(rebasing: bytes[index...]), as: UTF8.self).first ?? "?", offset: index)
                : .missingDigits(offset: index)
        }
        var integer = digits()
        guard !integer.isEmpty else { return .failure(fail()) }
        var fraction = index..<index
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            fraction = digits()
            guard !fraction.isEmpty else { return .failure(fail()) }
        }
        var exponent = 0
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "c") || bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            let exponentDigits = digits()
            guard !exponentDigits.isEmpty else { return .failure(fail()) }
            guard exponentDigits.count <= 4 else { return .failure(.tooManyDigits(limit: maximumDigitCount)) }
            exponent = exponentDigits.reduce(0) { $0 * 10 + Int(bytes[$1] - UInt8(ascii: "0")) }
        }
        guard index == bytes.count else { return .failure(fail()) }

        while integer.count > 1, bytes[integer.lowerBound] == UInt8(ascii: "0") { integer = integer.dropFirst() }
        guard integer.count + fraction.count + exponent <= maximumDigitCount else {
            return .failure(.tooManyDigits(limit: maximumDigitCount))
        }
        if exponent > 0, !isCompactForm(significantIntegerDigits: integer.count, firstDigit: bytes[integer.lowerBound], exponent: exponent) {
            return .failure(.unsupportedCompactForm)
        }
        func text(_ range: Range<Int>) -> String {
            // Up to 15 ASCII digits make a small string, which is stored inline: no allocation.
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        // The mantissa is the text from the first significant integer digit to the last fraction digit.
        let mantissa = text(integer.lowerBound..<(fraction.isEmpty ? integer.upperBound : fraction.upperBound))
        guard exponent > 0 else {
            return .success(PluralDecimal(
                isNegative: negative, integerDigits: text(integer), fractionDigits: text(fraction),
                exponent: 0, mantissaFractionDigitCount: fraction.count, mantissa: mantissa))
        }
        // Move the decimal point right by the exponent, padding with zeros.
        let shifted = min(exponent, fraction.count)
        var integerPart = Array(bytes[integer]) + bytes[fraction.prefix(shifted)] + Array(repeating: UInt8(ascii: "0"), count: exponent - shifted)
        while integerPart.count > 1, integerPart.first == UInt8(ascii: "0") { integerPart.removeFirst() }
        return .success(PluralDecimal(
            isNegative: negative, integerDigits: String(decoding: integerPart, as: UTF8.self), fractionDigits: text(fraction.dropFirst(shifted)),
            exponent: exponent, mantissaFractionDigitCount: fraction.count, mantissa: mantissa))
    }

    private init(isNegative: Bool, integerDigits: String, fractionDigits: String, exponent: Int, mantissaFractionDigitCount: Int, mantissa: String) {
        (self.isNegative, self.integerDigits, self.fractionDigits) = (isNegative, integerDigits, fractionDigits)
        (self.exponent, self.mantissaFractionDigitCount, self.mantissa) = (exponent, mantissaFractionDigitCount, mantissa)
    }

    /// An integer: exact, no fraction digits.
    public init(_ value: Int) {
        self.init(integer: value)
    }

    /// An integer of any width (`UInt64`, `Int128`, ...): exact, no fraction digits, the sign kept.
    public init(_ value: some BinaryInteger) {
        self.init(integer: value)
    }

    private init(integer value: some BinaryInteger) {
        isNegative = value < 0
        integerDigits = String(value.magnitude)
        fractionDigits = ""
        exponent = 0
        mantissaFractionDigitCount = 0
        mantissa = integerDigits
    }

    /// The digits of a Foundation `Decimal`, or `nil` for its NaN.
    ///
    /// A `Decimal` keeps the digits of its value, not of its spelling: `Decimal(string: "1.50")` stores
    /// 15 × 10⁻¹, so it reads as "1.5" (one visible fraction digit, not two), and `Decimal(string: "100")`
    /// as "100". Parse the text itself with ``init(parsing:)`` when trailing zeros are shown.
    public init?(_ value: Decimal) {
        guard !value.isNaN, let number = try? PluralDecimal(parsing: value.description) else { return nil }
        self = number
    }

    /// The shortest decimal that round-trips to `value`: 1.5 is "1.5", but 1.0 is "1"
    /// (a `Double` cannot carry trailing zeros). `nil` for NaN and infinities.
    public init?(_ value: Double) {
        guard value.isFinite else { return nil }
        // Swift prints the shortest round-trip digits, sometimes in scientific form ("1e-07", "1.5e+20").
        let printed = "\(value.magnitude)"
        let parts = printed.split(separator: "e", maxSplits: 1)
        let significand = parts[0].split(separator: ".", maxSplits: 1)
        var integer = String(significand[0])
        var fraction = significand.count > 1 ? String(significand[1]) : ""
        if fraction == "0" { fraction = "" }
        if parts.count == 2, let power = Int(parts[1]) {
            if power > 0 {
                let padded = fraction + String(repeating: "0", count: max(0, power - fraction.count))
                integer += padded.prefix(power)
                fraction = String(padded.dropFirst(power))
            } else {
                fraction = String(repeating: "0", count: -power - 1) + integer + fraction
                integer = "0"
            }
        }
        while integer.count > 1, integer.hasPrefix("0") { integer.removeFirst() }
        isNegative = value.sign == .minus
        integerDigits = integer
        fractionDigits = fraction
        exponent = 0
        mantissaFractionDigitCount = fraction.count
        mantissa = plainMagnitude(integer, fraction)
    }

    /// The number without its sign.
    public var magnitude: PluralDecimal {
        var copy = self
        copy.isNegative = false
        return copy
    }

    /// The full value in plain notation ("1100000" for `1.1c6`, "-1.50" for `-1.50`).
    public var plainText: String {
        (isNegative ? "-" : "") + plainMagnitude(integerDigits, fractionDigits)
    }

    /// The number as it would be written in CLDR sample notation ("1.1c6", "-1.50").
    public var description: String {
        guard exponent > 0 else { return plainText }
        return (isNegative ? "-" : "") + mantissa + "c\(exponent)"
    }
}

extension PluralDecimal {
    /// The value less an integer, exactly, whatever the number of digits (a plural's `offset:`
    /// in ICU MessageFormat): "1.50" less 1 is "0.50", its fraction digits kept; a zero result has
    /// no sign; the result is in plain notation (exponent 0).
    public func subtracting(_ offset: Int) -> PluralDecimal {
        guard offset != 0 else { return self }
        // Both as integers scaled by the fraction's digits: value - offset = value + (-offset).
        let scale = fractionDigits.utf8.count
        let value = Array((integerDigits + fractionDigits).utf8)
        let other = Array((String(offset.magnitude) + String(repeating: "0", count: scale)).utf8)
        let otherIsNegative = offset > 0
        var digits: [UInt8]
        var negative: Bool
        if isNegative == otherIsNegative {
            digits = Self.adding(value, other)
            negative = isNegative
        } else if Self.compare(value, other) >= 0 {
            digits = Self.subtracting(other, from: value)
            negative = isNegative
        } else {
            digits = Self.subtracting(value, from: other)
            negative = otherIsNegative
        }
        if digits.count <= scale { digits = [UInt8](repeating: UInt8(ascii: "0"), count: scale + 1 - digits.count) + digits }
        var integer = digits.dropLast(scale).drop { $0 == UInt8(ascii: "0") }
        if integer.isEmpty { integer = [UInt8(ascii: "0")][...] }
        let fraction = digits.suffix(scale)
        if integer == [UInt8(ascii: "0")] && fraction.allSatisfy({ $0 == UInt8(ascii: "0") }) { negative = false }
        let integerText = String(decoding: integer, as: UTF8.self), fractionText = String(decoding: fraction, as: UTF8.self)
        return PluralDecimal(isNegative: negative, integerDigits: integerText, fractionDigits: fractionText, exponent: 0,
                             mantissaFractionDigitCount: scale, mantissa: plainMagnitude(integerText, fractionText))
    }

    /// Compares two runs of ASCII digits (leading zeros allowed): -1, 0 or 1.
    private static func compare(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int {
        let left = lhs.drop { $0 == UInt8(ascii: "0") }, right = rhs.drop { $0 == UInt8(ascii: "0") }
        if left.count != right.count { return left.count < right.count ? -1 : 1 }
        for (a, b) in zip(left, right) where a != b { return a < b ? -1 : 1 }
        return 0
    }

    /// The sum of two runs of ASCII digits.
    private static func adding(_ lhs: [UInt8], _ rhs: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var carry: UInt8 = 0
        var left = lhs.reversed().makeIterator(), right = rhs.reversed().makeIterator()
        while true {
            let a = left.next(), b = right.next()
            if a == nil, b == nil { break }
            let sum = (a.map { $0 - UInt8(ascii: "0") } ?? 0) + (b.map { $0 - UInt8(ascii: "0") } ?? 0) + carry
            result.append(sum % 10 + UInt8(ascii: "0"))
            carry = sum / 10
        }
        if carry > 0 { result.append(carry + UInt8(ascii: "0")) }
        return result.reversed()
    }

    /// `larger - smaller` for runs of ASCII digits where `larger` is not the smaller.
    private static func subtracting(_ smaller: [UInt8], from larger: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var borrow: Int = 0
        var right = smaller.reversed().makeIterator()
        for digit in larger.reversed() {
            var difference = Int(digit - UInt8(ascii: "0")) - Int((right.next() ?? UInt8(ascii: "0")) - UInt8(ascii: "0")) - borrow
            borrow = difference < 0 ? 1 : 0
            if difference < 0 { difference += 10 }
            result.append(UInt8(difference) + UInt8(ascii: "0"))
        }
        return result.reversed()
    }
}

/// Why a text is not a decimal number.
public enum PluralNumberError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is empty.
    case empty
    /// A character that is not part of the syntax, at a UTF-8 offset.
    case unexpectedCharacter(Character, offset: Int)
    /// Digits were expected at a UTF-8 offset (after a sign, `.`, or exponent letter, or at the end).
    case missingDigits(offset: Int)
    /// More digits than ``PluralDecimal/maximumDigitCount``.
    case tooManyDigits(limit: Int)
    /// A compact exponent in a form no locale shows: the mantissa must be 1 to 999 and the exponent a
    /// multiple of 3 (`1.5c6`, `25c3`), as in CLDR's samples. ICU takes the exponent operand from the
    /// compact pattern it picks, so for other forms (`0.1c1`, `1.0c1`, `1000c3`, `12c5`) its operands
    /// would not be the text's: both engines refuse them rather than answer differently.
    case unsupportedCompactForm

    public var description: String {
        switch self {
        case .empty:
            "empty number"
        case let .unexpectedCharacter(character, offset):
            "unexpected character '\(character)' at offset \(offset) (expected digits, '.', or an exponent such as c6)"
        case let .missingDigits(offset):
            "digits expected at offset \(offset)"
        case let .tooManyDigits(limit):
            "number too long (more than \(limit) digits)"
        case .unsupportedCompactForm:
            "a compact exponent needs a mantissa from 1 to 999 and an exponent that is a multiple of 3 (1.5c6, 25c3)"
        }
    }
}

/// Whether a compact number is in the form CLDR's samples and compact patterns use: mantissa 1 to 999
/// (1 to 3 significant integer digits, not zero) and an exponent that is a multiple of 3.
@usableFromInline
func isCompactForm(significantIntegerDigits: Int, firstDigit: UInt8, exponent: Int) -> Bool {
    exponent % 3 == 0 && significantIntegerDigits <= 3 && firstDigit != UInt8(ascii: "0")
}

private func plainMagnitude(_ integer: String, _ fraction: String) -> String {
    fraction.isEmpty ? integer : integer + "." + fraction
}
