import Foundation
import PluralCore

/// A number's exact decimal digits, for MessageFormat formatting: integers exactly, `Double`s by
/// their shortest round-trip digits (what ICU formats), decimals as written.
struct ExactDecimal: Hashable {
    var isNegative: Bool
    /// ASCII digits without leading zeros ("0" for values below one).
    var integer: [UInt8]
    /// ASCII fraction digits, trailing zeros kept.
    var fraction: [UInt8]

    /// The most integer digits a number may have (a `Double` near its largest has 309).
    static let maximumIntegerDigits = 400

    init(isNegative: Bool, integer: [UInt8], fraction: [UInt8]) {
        var integer = Array(integer.drop(while: { $0 == UInt8(ascii: "0") }))
        if integer.isEmpty { integer = [UInt8(ascii: "0")] }
        self.isNegative = isNegative
        self.integer = integer
        self.fraction = fraction
    }

    init(_ value: Int) {
        self.init(isNegative: value < 0, integer: Array(String(value.magnitude).utf8), fraction: [])
    }

    /// `nil` for NaN and infinities.
    init?(_ value: Double) {
        guard value.isFinite else { return nil }
        // Swift prints the shortest digits that read back as the same Double: "1.5", "1e-07", "1e+20".
        let text = "\(value.magnitude)"
        var mantissa = Substring(text)
        var exponent = 0
        if let marker = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = text[..<marker]
            exponent = Int(text[text.index(after: marker)...]) ?? 0
        }
        let parts = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        var digits = Array(parts[0].utf8) + (parts.count > 1 ? Array(parts[1].utf8) : [])
        var point = parts[0].utf8.count + exponent
        if point < 0 {
            digits = Array(repeating: UInt8(ascii: "0"), count: -point) + digits
            point = 0
        }
        if point > digits.count { digits += Array(repeating: UInt8(ascii: "0"), count: point - digits.count) }
        var fraction = Array(digits[point...])
        while fraction.last == UInt8(ascii: "0") { fraction.removeLast() }
        self.init(isNegative: value.sign == .minus, integer: Array(digits[..<point]), fraction: fraction)
    }

    init(_ decimal: PluralDecimal) {
        self.init(isNegative: decimal.isNegative, integer: Array(decimal.integerDigits.utf8), fraction: Array(decimal.fractionDigits.utf8))
    }

    /// The number of a message argument; `nil` for a string or a non-finite `Double`.
    init?(_ argument: MessageArgument) {
        switch argument {
        case let .integer(value): self.init(value)
        case let .floatingPoint(value): self.init(value)
        case let .decimal(value): self.init(value)
        case .string: return nil
        }
    }

    var isZero: Bool { integer == [UInt8(ascii: "0")] && fraction.allSatisfy { $0 == UInt8(ascii: "0") } }

    /// Plain ASCII text: "-1234.5".
    var plainText: String {
        String(decoding: (isNegative ? [UInt8(ascii: "-")] : []) + integer + (fraction.isEmpty ? [] : [UInt8(ascii: ".")] + fraction), as: UTF8.self)
    }

    /// Whether two numbers have the same value (1 and 1.00 do; -0 and 0 do).
    func hasSameValue(as other: ExactDecimal) -> Bool {
        if isZero && other.isZero { return true }
        func trimmed(_ digits: [UInt8]) -> ArraySlice<UInt8> {
            var slice = digits[...]
            while slice.last == UInt8(ascii: "0") { slice = slice.dropLast() }
            return slice
        }
        return isNegative == other.isNegative && integer == other.integer && trimmed(fraction) == trimmed(other.fraction)
    }

    /// The value less an integer, exactly (``PluralDecimal/subtracting(_:)``, which ICU's path uses too).
    func subtracting(_ offset: Int) -> ExactDecimal? {
        guard offset != 0 else { return self }
        guard let value = try? PluralDecimal(parsing: plainText) else { return nil }
        return ExactDecimal(value.subtracting(offset))
    }

    /// The value times 10^places (percent is 2).
    func shifted(by places: Int) -> ExactDecimal {
        let moved = fraction + Array(repeating: UInt8(ascii: "0"), count: max(0, places - fraction.count))
        return ExactDecimal(isNegative: isNegative, integer: integer + moved.prefix(places), fraction: Array(moved.dropFirst(places)))
    }

    /// Rounded half-even to at most `maximum` fraction digits, then trailing zeros removed down to `minimum`.
    func rounded(minimumFractionDigits minimum: Int, maximumFractionDigits maximum: Int) -> ExactDecimal {
        var result = rounded(toFractionDigits: maximum, mode: .halfEven)
        result.trimFraction(minimum: minimum)
        return result
    }
}

/// Formats numbers as ICU's MessageFormat does, with the locale's symbols (see <doc:MessageFormat>):
/// `{n}` and `{n, number}` in the default decimal format (grouping, at most 3 fraction digits,
/// half-even), `integer`, `percent` and the skeleton stems of ``NumberSkeleton``.
struct MessageFormatNumberFormatter {
    let symbols: NumberSymbols

    /// The number as shown, and as plain ASCII for plural selection ("1,5" and "1.5").
    /// An integer as the default decimal format shows it: `format(ExactDecimal(value), style: .decimal).shown`
    /// without building the decimal (grouped from four digits, as ICU's MessageFormat groups).
    func formatDecimal(_ value: Int) -> String {
        let grouped = symbols.group(Substring(String(value.magnitude)), minimumGrouping: false)
        return value < 0 ? symbols.minusSign + grouped : grouped
    }

    func format(_ number: ExactDecimal, style: MessageFormatNumberStyle) -> (shown: String, plain: ExactDecimal) {
        var value = number
        var minimumFraction = 0, maximumFraction = 3, minimumInteger = 1
        var grouping = true, signAlways = false, percent = false
        // ICU's skeleton formatters keep the locale's minimum grouping (Polish "1000", "12 345"); the
        // classic decimal format behind `number`, `integer` and `percent` does not ("1 000").
        var minimumGrouping = false
        switch style {
        case .decimal: break
        case .integer: maximumFraction = 0
        case .percent:
            value = value.shifted(by: 2)
            maximumFraction = 0
            percent = true
        case let .skeleton(skeleton):
            minimumFraction = skeleton.minimumFractionDigits
            maximumFraction = skeleton.maximumFractionDigits
            minimumInteger = skeleton.minimumIntegerDigits
            grouping = skeleton.grouping
            minimumGrouping = true
            signAlways = skeleton.signAlways
        }
        let rounded = value.rounded(minimumFractionDigits: minimumFraction, maximumFractionDigits: maximumFraction)
        var integer = rounded.integer
        if integer.count < minimumInteger { integer = Array(repeating: UInt8(ascii: "0"), count: minimumInteger - integer.count) + integer }
        let integerText = Substring(String(decoding: integer, as: UTF8.self))
        // The sign comes before a percent prefix too (Turkish "-%50").
        var shown = rounded.isNegative ? symbols.minusSign : (signAlways ? symbols.plusSign : "")
        if percent { shown += symbols.percentPrefix }
        shown += grouping ? symbols.group(integerText, minimumGrouping: minimumGrouping, percent: percent) : symbols.localize(digits: integerText)
        if !rounded.fraction.isEmpty {
            shown += symbols.decimalSeparator + symbols.localize(digits: Substring(String(decoding: rounded.fraction, as: UTF8.self)))
        }
        if percent { shown += symbols.percentSuffix }
        return (shown, rounded)
    }
}
