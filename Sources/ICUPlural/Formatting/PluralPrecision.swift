import PluralCore

/// How many digits a ``PluralNumberFormatter`` shows, and so which number the plural rules see.
///
/// The category follows the displayed number, not the input: Russian 1.1 shown with
/// `.fractionDigits(0)` is "1" and selects `one`; English 1 shown with `.fractionDigits(1)` is
/// "1.0" and selects `other`.
public enum PluralPrecision: Sendable, Hashable {
    /// Show the number as written: exactly its visible fraction digits ("1.50" stays "1.50").
    /// In compact notation, ICU's compact rounding (two significant digits below 100: "1.1M"),
    /// or the mantissa's fraction digits of a number written with an exponent (`1.10c6` is "1.10M").
    case asWritten
    /// Round to at most `maximum` fraction digits and pad to at least `minimum` (ICU skeleton `.00##`).
    case fractionDigits(minimum: Int, maximum: Int)
    /// Round to at most `maximum` significant digits and pad to at least `minimum` (ICU skeleton `@@##`).
    case significantDigits(minimum: Int, maximum: Int)
    /// An ICU number skeleton written out, for example `precision-increment/0.5` or
    /// `.00 rounding-mode-floor`. It replaces the precision and may carry any other skeleton option.
    /// See ICU's "Number Skeletons" documentation.
    case skeleton(String)

    /// Exactly `digits` fraction digits.
    public static func fractionDigits(_ digits: Int) -> PluralPrecision {
        .fractionDigits(minimum: digits, maximum: digits)
    }

    /// Exactly `digits` significant digits.
    public static func significantDigits(_ digits: Int) -> PluralPrecision {
        .significantDigits(minimum: digits, maximum: digits)
    }

    /// ICU's limit on digits in a precision stem.
    public static let maximumDigits = 999

    /// Throws when a digit count is out of ICU's range or the minimum exceeds the maximum.
    func validate() throws(PluralFormatError) {
        switch self {
        case .asWritten:
            return
        case let .fractionDigits(minimum, maximum):
            guard minimum >= 0, maximum <= Self.maximumDigits, minimum <= maximum else {
                throw .invalidPrecision("fraction digits must satisfy 0 ≤ minimum (\(minimum)) ≤ maximum (\(maximum)) ≤ \(Self.maximumDigits)")
            }
        case let .significantDigits(minimum, maximum):
            guard minimum >= 1, maximum <= Self.maximumDigits, minimum <= maximum else {
                throw .invalidPrecision("significant digits must satisfy 1 ≤ minimum (\(minimum)) ≤ maximum (\(maximum)) ≤ \(Self.maximumDigits)")
            }
        case let .skeleton(text):
            guard !text.isEmpty else { throw .invalidPrecision("the skeleton is empty") }
        }
    }

    /// The skeleton text for this precision; `visibleFractionDigits` serves `.asWritten`
    /// (`nil`: leave the precision to ICU).
    func skeleton(visibleFractionDigits: Int?) -> String {
        switch self {
        case .asWritten:
            guard let digits = visibleFractionDigits else { return "" }
            return ICUNumberFormatter.fractionSkeleton(digits)
        case let .fractionDigits(minimum, maximum):
            if maximum == 0 { return "precision-integer" }
            return "." + String(repeating: "0", count: minimum) + String(repeating: "#", count: maximum - minimum)
        case let .significantDigits(minimum, maximum):
            return String(repeating: "@", count: minimum) + String(repeating: "#", count: maximum - minimum)
        case let .skeleton(text):
            return text
        }
    }
}

/// How a ``PluralNumberFormatter`` writes numbers.
public enum PluralNotation: String, Sendable, Hashable, CaseIterable {
    /// Digits in the formatting locale: "1,234.5", "1 234,5", "١٬٢٣٤٫٥".
    case standard
    /// Compact notation in the formatting locale ("1.1M", "1,1 M"); the compact exponent is an
    /// operand of the plural rules (CLDR's c/e), so French "1,1 M" is `many`.
    case compact
    /// Words in the language ("forty-two"), through ICU's rule-based spell-out.
    case spelledOut
}

/// A formatter configuration that ICU cannot serve, or a precision out of range.
public enum PluralFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A digit count out of range, or an empty skeleton.
    case invalidPrecision(String)
    /// A combination with no meaning, such as a spelled-out range.
    case unsupported(String)

    public var description: String {
        switch self {
        case let .invalidPrecision(reason): "invalid precision: \(reason)"
        case let .unsupported(reason): "unsupported: \(reason)"
        }
    }
}
