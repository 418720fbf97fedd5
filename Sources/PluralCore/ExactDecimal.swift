#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A number's exact decimal digits, for MessageFormat and MessageFormat 2 formatting: integers
/// exactly, `Double`s by their shortest round-trip digits (what ICU formats), decimals as written.
/// Both formatters round and group with this one type and ``NumberSymbols``.
package struct ExactDecimal: Hashable, Sendable {
    package var isNegative: Bool
    /// ASCII digits without leading zeros ("0" for values below one).
    package var integer: [UInt8]
    /// ASCII fraction digits, trailing zeros kept.
    package var fraction: [UInt8]

    /// The most integer digits a number may have (a `Double` near its largest has 309).
    package static let maximumIntegerDigits = 400

    package init(isNegative: Bool, integer: [UInt8], fraction: [UInt8]) {
        var integer = Array(integer.drop(while: { $0 == UInt8(ascii: "0") }))
        if integer.isEmpty { integer = [UInt8(ascii: "0")] }
        self.isNegative = isNegative
        self.integer = integer
        self.fraction = fraction
    }

    package init(_ value: Int) {
        self.init(isNegative: value < 0, integer: Array(String(value.magnitude).utf8), fraction: [])
    }

    /// `nil` for NaN and infinities.
    package init?(_ value: Double) {
        guard value.isFinite else { return nil }
        let parts = value.magnitude.shortestDecimalParts
        var digits = Array(parts.integer.utf8) + Array(parts.fraction.utf8)
        var point = parts.integer.utf8.count + parts.exponent
        if point < 0 {
            digits = Array(repeating: UInt8(ascii: "0"), count: -point) + digits
            point = 0
        }
        if point > digits.count { digits += Array(repeating: UInt8(ascii: "0"), count: point - digits.count) }
        var fraction = Array(digits[point...])
        while fraction.last == UInt8(ascii: "0") { fraction.removeLast() }
        self.init(isNegative: value.sign == .minus, integer: Array(digits[..<point]), fraction: fraction)
    }

    package init(_ decimal: PluralDecimal) {
        self.init(isNegative: decimal.isNegative, integer: Array(decimal.integerDigits.utf8), fraction: Array(decimal.fractionDigits.utf8))
    }

    /// The number of a message argument; `nil` for a string or a non-finite `Double`.
    package init?(_ argument: MessageArgument) {
        switch argument {
        case let .integer(value): self.init(value)
        case let .floatingPoint(value): self.init(value)
        case let .decimal(value): self.init(value)
        case .string: return nil
        }
    }

    package var isZero: Bool { integer == [UInt8(ascii: "0")] && fraction.allSatisfy { $0 == UInt8(ascii: "0") } }

    /// Plain ASCII text: "-1234.5".
    package var plainText: String {
        String(decoding: (isNegative ? [UInt8(ascii: "-")] : []) + integer + (fraction.isEmpty ? [] : [UInt8(ascii: ".")] + fraction), as: UTF8.self)
    }

    /// Whether two numbers have the same value (1 and 1.00 do; -0 and 0 do).
    package func hasSameValue(as other: ExactDecimal) -> Bool {
        if isZero && other.isZero { return true }
        func trimmed(_ digits: [UInt8]) -> ArraySlice<UInt8> {
            var slice = digits[...]
            while slice.last == UInt8(ascii: "0") { slice = slice.dropLast() }
            return slice
        }
        return isNegative == other.isNegative && integer == other.integer && trimmed(fraction) == trimmed(other.fraction)
    }

    /// The value less an integer, exactly (``PluralDecimal/subtracting(_:)``, which ICU's path uses too).
    package func subtracting(_ offset: Int) -> ExactDecimal? {
        guard offset != 0 else { return self }
        guard let value = try? PluralDecimal(parsing: plainText) else { return nil }
        return ExactDecimal(value.subtracting(offset))
    }

    /// The value times 10^places (percent is 2).
    package func shifted(by places: Int) -> ExactDecimal {
        let moved = fraction + Array(repeating: UInt8(ascii: "0"), count: max(0, places - fraction.count))
        return ExactDecimal(isNegative: isNegative, integer: integer + moved.prefix(places), fraction: Array(moved.dropFirst(places)))
    }

    /// Rounded half-even to at most `maximum` fraction digits, then trailing zeros removed down to `minimum`.
    package func rounded(minimumFractionDigits minimum: Int, maximumFractionDigits maximum: Int) -> ExactDecimal {
        var result = rounded(toFractionDigits: maximum, mode: .halfEven)
        result.trimFraction(minimum: minimum)
        return result
    }
}

extension ExactDecimal {
    /// How the digits cut off move the last digit kept (Intl.NumberFormat's `roundingMode`).
    package enum RoundingMode: String { case ceil, floor, expand, trunc, halfCeil, halfFloor, halfExpand, halfTrunc, halfEven }

    /// The position of the leading digit: 1 for 1 to 9.99, 3 for 100, 0 for 0.1, -1 for 0.01; 1 for zero.
    package var leadingDigitPosition: Int {
        if integer != [UInt8(ascii: "0")] { return integer.count }
        guard let first = fraction.firstIndex(where: { $0 != UInt8(ascii: "0") }) else { return 1 }
        return -first
    }

    /// Rounded to `places` fraction digits (negative: to tens, hundreds…) in a rounding mode; keeps
    /// exactly `places` fraction digits when `places` > 0.
    package func rounded(toFractionDigits places: Int, mode: RoundingMode) -> ExactDecimal {
        if places >= fraction.count {
            return ExactDecimal(isNegative: isNegative, integer: integer, fraction: fraction)
        }
        var digits = integer + fraction
        var point = integer.count
        // Leading zeros so that at least one digit is kept: 0.004 to -1 places needs "00.004".
        if point + places < 1 {
            let padding = 1 - (point + places)
            digits = Array(repeating: UInt8(ascii: "0"), count: padding) + digits
            point += padding
        }
        let cut = point + places
        var kept = Array(digits[..<cut])
        let dropped = digits[cut...]
        let first = dropped.first.map { Int($0 - UInt8(ascii: "0")) } ?? 0
        let restNonZero = dropped.dropFirst().contains { $0 != UInt8(ascii: "0") }
        let anyNonZero = first != 0 || restNonZero
        let lastOdd = (Int(kept.last ?? UInt8(ascii: "0")) - Int(UInt8(ascii: "0"))) % 2 == 1
        let exactHalf = first == 5 && !restNonZero
        let aboveHalf = first > 5 || (first == 5 && restNonZero)
        let roundsAway: Bool
        switch mode {
        case .trunc: roundsAway = false
        case .expand: roundsAway = anyNonZero
        case .ceil: roundsAway = anyNonZero && !isNegative
        case .floor: roundsAway = anyNonZero && isNegative
        case .halfExpand: roundsAway = aboveHalf || exactHalf
        case .halfTrunc: roundsAway = aboveHalf
        case .halfEven: roundsAway = aboveHalf || (exactHalf && lastOdd)
        case .halfCeil: roundsAway = aboveHalf || (exactHalf && !isNegative)
        case .halfFloor: roundsAway = aboveHalf || (exactHalf && isNegative)
        }
        if roundsAway {
            var position = kept.count - 1
            while position >= 0 {
                if kept[position] == UInt8(ascii: "9") {
                    kept[position] = UInt8(ascii: "0")
                    position -= 1
                } else {
                    kept[position] += 1
                    break
                }
            }
            if position < 0 {
                kept.insert(UInt8(ascii: "1"), at: 0)
                point += 1
            }
        }
        if places <= 0 {
            return ExactDecimal(isNegative: isNegative, integer: kept + Array(repeating: UInt8(ascii: "0"), count: -places), fraction: [])
        }
        return ExactDecimal(isNegative: isNegative, integer: Array(kept[..<point]), fraction: Array(kept[point...]))
    }

    /// Rounded to a multiple of `increment` × 10^-`places` (`roundingIncrement`), through
    /// Foundation's `Decimal` (38 digits); a longer number is rounded to `places` digits instead.
    package func rounded(toIncrement increment: Int, fractionDigits places: Int, mode: RoundingMode) -> ExactDecimal {
        let posix = Locale(identifier: "en_US_POSIX")
        guard integer.count + places <= 30, var value = Decimal(string: plainText, locale: posix) else {
            return rounded(toFractionDigits: places, mode: mode)
        }
        let step = Decimal(increment) * Decimal(sign: .plus, exponent: -places, significand: 1)
        value /= step
        guard let quotient = try? PluralDecimal(parsing: value.description) else { return rounded(toFractionDigits: places, mode: mode) }
        let steps = ExactDecimal(quotient).rounded(toFractionDigits: 0, mode: mode)
        guard let whole = Decimal(string: steps.plainText, locale: posix),
              let result = try? PluralDecimal(parsing: (whole * step).description)
        else { return rounded(toFractionDigits: places, mode: mode) }
        var exact = ExactDecimal(result)
        exact.isNegative = isNegative
        if exact.fraction.count < places { exact.fraction += Array(repeating: UInt8(ascii: "0"), count: places - exact.fraction.count) }
        return exact
    }

    /// Trailing zeros removed down to `minimum` fraction digits, and zeros added up to it.
    package mutating func trimFraction(minimum: Int) {
        while fraction.count > minimum, fraction.last == UInt8(ascii: "0") { fraction.removeLast() }
        if fraction.count < minimum { fraction += Array(repeating: UInt8(ascii: "0"), count: minimum - fraction.count) }
    }
}

extension Double {
    /// The shortest digits that read back as this (finite) value, as Swift prints them ("1.5",
    /// "1e-07", "1e+20"): the digits before and after the point, and the power of ten that scales them.
    package var shortestDecimalParts: (integer: Substring, fraction: Substring, exponent: Int) {
        let text = "\(self)"
        var mantissa = Substring(text)
        var exponent = 0
        if let marker = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = text[..<marker]
            exponent = Int(text[text.index(after: marker)...]) ?? 0
        }
        let parts = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        return (parts[0], parts.count > 1 ? parts[1] : "", exponent)
    }
}
