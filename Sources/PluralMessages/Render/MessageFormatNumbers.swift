import Foundation
import PluralCore

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

/// A number as Dart's `toString` writes it, which a Flutter message shows for a placeholder without a
/// `format` (`'$count'` in the code gen-l10n makes): an `int`'s digits, no grouping ("1000"); a
/// `double`'s shortest digits, with ".0" when integral ("1.0", "1.5"), in exponent form from 1e21
/// and below 1e-6 ("1e+21", "1e-7"). An argument given as a decimal or floating-point number is a
/// Dart `double`; an integer an `int`.
enum DartNumber {
    static func text(of value: MessageArgument) -> String {
        switch value {
        case let .integer(integer): return String(integer)
        case let .string(text): return text
        case let .decimal(number): return text(of: Double(number.plainText) ?? .nan)
        case let .floatingPoint(number): return text(of: number)
        }
    }

    static func text(of value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : value < 0 ? "-Infinity" : "Infinity" }
        if value == 0 { return value.sign == .minus ? "-0.0" : "0.0" }
        let magnitude = abs(value)
        // Swift's description is the shortest round-trip digits, as Dart's; only the notation differs.
        let shortest = "\(magnitude)"
        let (digits, exponent) = scientific(shortest)
        let sign = value < 0 ? "-" : ""
        if magnitude >= 1e21 || magnitude < 1e-6 {
            let mantissa = digits.count == 1 ? digits : digits.prefix(1) + "." + digits.dropFirst()
            return sign + mantissa + "e" + (exponent < 0 ? "-" : "+") + String(abs(exponent))
        }
        // Plain notation: `exponent` is the power of ten of the first digit.
        if exponent < 0 { return sign + "0." + String(repeating: "0", count: -exponent - 1) + digits }
        let integerCount = exponent + 1
        if digits.count <= integerCount { return sign + digits + String(repeating: "0", count: integerCount - digits.count) + ".0" }
        return sign + digits.prefix(integerCount) + "." + digits.dropFirst(integerCount)
    }

    /// The significant digits of a positive number's description and the power of ten of the first.
    private static func scientific(_ text: String) -> (digits: String, exponent: Int) {
        let parts = text.lowercased().split(separator: "e", maxSplits: 1)
        let mantissa = parts[0]
        var exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        let pieces = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integer = String(pieces[0])
        let fraction = pieces.count > 1 ? String(pieces[1]) : ""
        var all = integer + fraction
        exponent += integer.count - 1
        // Leading zeros (0.001) move the first digit right.
        while all.first == "0", all.count > 1 {
            all.removeFirst()
            exponent -= 1
        }
        while all.last == "0", all.count > 1 { all.removeLast() }
        return (all, exponent)
    }
}
