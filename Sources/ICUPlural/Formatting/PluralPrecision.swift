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
            // ICU would read the text only up to a NUL, past the options checked here.
            guard !text.unicodeScalars.contains("\u{0}") else { throw .invalidPrecision("the skeleton contains a NUL character") }
            try Self.checkMagnitudes(of: text)
        }
    }

    /// The largest power of ten a skeleton's `scale/` or `precision-increment/` option may have, either
    /// way (10⁻⁹⁹⁹ to 10⁹⁹⁹). ICU limits every digit count in a skeleton to 999 but not these two: the
    /// 17 bytes `scale/1e99999999` made it print a 100-million-digit number, and one more digit exhausted
    /// memory inside ICU. Within the bound, a shown number has at most a few thousand characters.
    public static let maximumMagnitude = 999

    /// Throws when a `scale/` or `precision-increment/` option asks ICU for a number beyond
    /// ``maximumMagnitude``. Other options are left to ICU, which refuses what it cannot read.
    static func checkMagnitudes(of skeleton: String) throws(PluralFormatError) {
        // Stems and options as ICU splits them (on Unicode scalars: "\r\n" is two separators).
        for stem in NumberSkeletonSyntax.stems(of: skeleton) {
            let parts = NumberSkeletonSyntax.parts(of: stem)
            guard parts.count > 1, parts[0] == "scale" || parts[0] == "precision-increment" else { continue }
            for option in parts.dropFirst() {
                guard let magnitude = decimalMagnitude(Substring(option)), abs(magnitude) > maximumMagnitude else { continue }
                throw .skeletonOutOfRange(option: String(String.UnicodeScalarView(stem.unicodeScalars.prefix(60))), limit: maximumMagnitude)
            }
        }
    }

    /// The power of ten of the leading digit of a decimal written as ICU reads skeleton numbers
    /// (`1e99999999` → 99999999, `0.001` → -3, `250` → 2); 0 for zero; `nil` when it is not a number
    /// (ICU then refuses it). Exponents too large for an `Int` count as `Int.max`.
    static func decimalMagnitude(_ text: Substring) -> Int? {
        // ICU reads these numbers as invariant ASCII characters: anything else is refused there.
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        var mantissa = text[...]
        var exponent = 0
        if let letter = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = text[..<letter]
            var digits = text[text.index(after: letter)...]
            var negative = false
            if let sign = digits.first, sign == "-" || sign == "+" {
                negative = sign == "-"
                digits = digits.dropFirst()
            }
            guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
            let value = Int(digits.prefix(18)) ?? 0
            exponent = digits.count > 18 ? Int.max / 2 : value
            if negative { exponent = -exponent }
        }
        if let sign = mantissa.first, sign == "-" || sign == "+" { mantissa = mantissa.dropFirst() }
        let point = mantissa.firstIndex(of: ".") ?? mantissa.endIndex
        let integer = mantissa[..<point], fraction = mantissa[point...].dropFirst()
        guard !(integer.isEmpty && fraction.isEmpty), (integer + fraction).allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        let magnitude: Int
        if let first = integer.firstIndex(where: { $0 != "0" }) {
            magnitude = integer.distance(from: first, to: integer.endIndex) - 1
        } else if let first = fraction.firstIndex(where: { $0 != "0" }) {
            magnitude = -(fraction.distance(from: fraction.startIndex, to: first) + 1)
        } else {
            return 0
        }
        return exponent > 0 ? min(exponent, Int.max / 2) + magnitude : max(exponent, -(Int.max / 2)) + magnitude
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
    /// A skeleton's `scale/` or `precision-increment/` option beyond 10^±`limit`
    /// (``PluralPrecision/maximumMagnitude``): ICU would print a number of that many digits.
    case skeletonOutOfRange(option: String, limit: Int)

    public var description: String {
        switch self {
        case let .skeletonOutOfRange(option, limit):
            "skeleton option '\(option)' is out of range: a scale or rounding increment must lie between 1e-\(limit) and 1e\(limit) (PluralPrecision.maximumMagnitude)"
        case let .invalidPrecision(reason): "invalid precision: \(reason)"
        case let .unsupported(reason): "unsupported: \(reason)"
        }
    }
}
