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
