import Foundation
import PluralCore

/// Formats one argument for one Java `Formatter` conversion, as Android's `String.format(locale,
/// …)` does (OpenJDK's `java.util.Formatter`, which Android uses):
///
/// - `%d` shows the locale's digits without grouping; `%,d` groups every ``NumberSymbols/primaryGroup``
///   digits (Java knows one group size: Hindi's 1,23,456 is 123,456) whatever the locale's minimum
///   grouping; signs are ASCII (`-`, `+`, or `(…)` with the `(` flag).
/// - `%f`, `%e`, `%g` round HALF_UP the shortest decimal that reads back as the `Double` (Java's
///   `Double.toString` digits), so `%.1f` of 0.25 is "0.3" and of 0.15 is "0.2", where C prints
///   "0.2" and "0.1"; a decimal argument rounds its own digits. Integers are taken as their value
///   (an Android caller passing an `int` to `%f` gets `IllegalFormatConversionException`; the
///   renderer shows what a `double` of that value prints).
/// - `%s` shows any argument as Java's `toString` does: an integer's digits, a `Double` as
///   `Double.toString` writes it ("5.0", "1.0E7"), a decimal as written.
/// - `%x` and `%o` of a negative integer show its two's complement (32 bits when it fits an `int`).
/// - `%b` is "true" for every argument: Java prints "false" only for `null` and a `Boolean`
///   `false`, and a ``MessageArgument`` is neither (the text "false" is a `String`); `%h` the
///   hash code Java gives the value; `%c` a code point or a one-character text. Upper-case
///   conversions upper-case the result by the locale's rules (Turkish "istanbul" is "İSTANBUL").
struct JavaFormatting {
    let symbols: NumberSymbols

    /// Java's symbols for a locale whose symbols are `symbols` (see ``javaNumberingSystems``).
    init(symbols: NumberSymbols) {
        self.symbols = Self.javaSymbols(symbols)
    }

    /// The numbering systems Java's locale data gives where it differs from the data the package
    /// formats with (Foundation's newer CLDR), by canonical identifier, language or language and
    /// region or script: OpenJDK 17's (CLDR 39; measured on 17.0.15 against every tag of
    /// `Locale.getAvailableLocales()`) writes `ar` with Arabic-Indic digits (but Latin ones in the
    /// Maghreb, as both do), Bengali and Marathi with their own digits, `ur-IN` with extended
    /// Arabic-Indic ones, `sd-IN` with Arabic-Indic ones, and Chakma, Adlam Fulah, `pa-PK` and
    /// `uz-AF` with Latin ones. A locale that names its numbering system keeps it.
    static let javaNumberingSystems: [String: String] = [
        "ar": "arab", "ar_MA": "latn", "ar_DZ": "latn", "ar_TN": "latn", "ar_LY": "latn", "ar_EH": "latn",
        "bn": "beng", "mr": "deva", "ur_IN": "arabext", "sd_IN": "arab",
        "ccp": "latn", "ff_Adlm": "latn", "pa_PK": "latn", "uz_AF": "latn",
    ]

    /// The languages of ``javaNumberingSystems`` as UTF-8: a locale of another language keeps its symbols.
    private static let languagesWithJavaDigits: [[UInt8]] = Array(Set(javaNumberingSystems.keys.map { Array($0.utf8.prefix { $0 != UInt8(ascii: "_") }) }))

    /// Whether Java writes numbers of the locale of `symbols` with those symbols (``javaSymbols(_:)``
    /// gives them back), decided without making Java's (the render cache keeps the answer per message).
    static func keepsSymbols(_ symbols: NumberSymbols) -> Bool {
        let identifier = symbols.localeIdentifier.utf8
        if identifier.contains(UInt8(ascii: "@")) { return true }
        let language = identifier.prefix { $0 != UInt8(ascii: "_") }
        return !languagesWithJavaDigits.contains { $0.elementsEqual(language) }
    }

    /// Whether a conversion is Java's plain `%d` (no flag, width or precision, not `%<d`): the digits
    /// of the integer and a minus sign, never grouped.
    static func isPlainDecimal(_ specifier: FormatSpecifier) -> Bool {
        specifier.dialect == .java && specifier.code == UInt8(ascii: "d") && !specifier.previousArgument && !specifier.grouping
            && !specifier.parenthesizedNegative && !specifier.leftAlign && !specifier.plusSign && !specifier.spaceSign
            && !specifier.alternate && !specifier.zeroPad && specifier.width == nil && specifier.precision == nil
    }

    /// `symbols`, or the same locale's in Java's numbering system.
    static func javaSymbols(_ symbols: NumberSymbols) -> NumberSymbols {
        // A canonical identifier: `ar`, `ar_AE`, `ff_Adlm_SN`, `ar_EG@numbers=latn`.
        let identifier = symbols.localeIdentifier
        guard !identifier.contains("@") else { return symbols }
        let subtags = identifier.split(separator: "_").map(String.init)
        guard let language = subtags.first else { return symbols }
        // The most specific entry: the identifier, language and region, language and script, language.
        var candidates = [identifier]
        if subtags.count == 3 { candidates += [language + "_" + subtags[2], language + "_" + subtags[1]] }
        candidates.append(language)
        guard let system = candidates.lazy.compactMap({ javaNumberingSystems[$0] }).first else { return symbols }
        return NumberSymbols.of(identifier: identifier + "@numbers=" + system)
    }

    typealias Failure = ArgumentFormatter.Failure

    func format(_ argument: MessageArgument, as specifier: FormatSpecifier) throws(Failure) -> String {
        let upper = specifier.conversion.isUppercase
        var text: String
        switch specifier.conversion.lowercased() {
        case "b":
            text = truncated("true", specifier)
        case "h":
            text = truncated(String(Self.hashCode(of: argument), radix: 16), specifier)
        case "s":
            text = truncated(Self.javaString(argument), specifier)
        case "c":
            text = try character(argument, specifier)
        case "d":
            text = try decimalInteger(argument, specifier)
        case "o", "x":
            text = try radixInteger(argument, specifier)
        default:
            text = try floatingPoint(argument, specifier)
        }
        if upper { text = text.uppercased(with: Locale(identifier: symbols.localeIdentifier)) }
        return justified(text, specifier)
    }

    // MARK: General and character conversions

    private func truncated(_ text: String, _ specifier: FormatSpecifier) -> String {
        guard let precision = specifier.precision, text.count > precision else { return text }
        return String(text.prefix(precision))
    }

    private func justified(_ text: String, _ specifier: FormatSpecifier) -> String {
        guard let width = specifier.width, text.count < width else { return text }
        let padding = String(repeating: " ", count: width - text.count)
        return specifier.leftAlign ? text + padding : padding + text
    }

    /// What Java's `String.valueOf` writes for the value a caller passes.
    static func javaString(_ argument: MessageArgument) -> String {
        switch argument {
        case let .integer(value): String(value)
        case let .floatingPoint(value): javaDoubleString(value)
        case let .decimal(value): value.plainText
        case let .string(text): text
        }
    }

    /// Java's `Double.toString`: plain from 10⁻³ up to 10⁷ with at least one fraction digit
    /// ("5.0"), else computerized scientific notation ("1.0E7", "1.5E-4").
    static func javaDoubleString(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        let sign = value.sign == .minus ? "-" : ""
        if value == 0 { return sign + "0.0" }
        let digits = DecimalDigits(value.magnitude)
        let magnitude = value.magnitude
        if magnitude >= 1e-3, magnitude < 1e7 {
            let integer = digits.integerPart
            let fraction = digits.fractionPart
            return sign + integer + "." + (fraction.isEmpty ? "0" : fraction)
        }
        let first = String(UnicodeScalar(UInt8(ascii: "0") + digits.digits[0]))
        let rest = digits.digits.dropFirst().map { String(UnicodeScalar(UInt8(ascii: "0") + $0)) }.joined()
        return sign + first + "." + (rest.isEmpty ? "0" : rest) + "E" + String(digits.pointPosition - 1)
    }

    /// Java's `hashCode()` of the boxed value (`Integer`, `Long`, `Double`, `String`).
    static func hashCode(of argument: MessageArgument) -> UInt32 {
        switch argument {
        case let .integer(value):
            if let small = Int32(exactly: value) { return UInt32(bitPattern: small) }
            let bits = UInt64(bitPattern: Int64(value))
            return UInt32(truncatingIfNeeded: bits ^ (bits >> 32))
        case let .floatingPoint(value):
            let bits = (value.isNaN ? Double.nan : value).bitPattern
            return UInt32(truncatingIfNeeded: bits ^ (bits >> 32))
        case let .decimal(value):
            return hashCode(of: .floatingPoint(Double(value.plainText) ?? .nan))
        case let .string(text):
            var hash: UInt32 = 0
            for unit in text.utf16 { hash = hash &* 31 &+ UInt32(unit) }
            return hash
        }
    }

    private func character(_ argument: MessageArgument, _ specifier: FormatSpecifier) throws(Failure) -> String {
        switch argument {
        case let .integer(value):
            guard value >= 0, value <= 0x10FFFF, let scalar = Unicode.Scalar(UInt32(value)) else {
                throw .invalidValue("\(value) is not a Unicode code point for '\(specifier)' (IllegalFormatCodePointException)")
            }
            return String(Character(scalar))
        case let .string(text) where text.count == 1:
            return text
        default:
            throw .wrongType(expected: "a character (a code point or one character)")
        }
    }

    // MARK: Integers

    /// The sign and decimal digits of an integer argument (a decimal without fraction digits may
    /// have any number of digits, as a `BigInteger`).
    private func integerParts(_ argument: MessageArgument) throws(Failure) -> (negative: Bool, digits: String) {
        switch argument {
        case let .integer(value):
            return (value < 0, String(value.magnitude))
        case let .decimal(value) where value.fractionDigits.isEmpty:
            let digits = value.integerDigits
            return (value.isNegative && digits != "0", digits)
        default:
            throw .wrongType(expected: "an integer (Java's %d refuses a \(argument.kindName): IllegalFormatConversionException)")
        }
    }

    private func decimalInteger(_ argument: MessageArgument, _ specifier: FormatSpecifier) throws(Failure) -> String {
        let (negative, digits) = try integerParts(argument)
        return signed(negative: negative, magnitude: localized(digits, fraction: nil, specifier), specifier)
    }

    /// The sign Java writes around a magnitude, and the zeros `0` puts between them to fill the width.
    private func signed(negative: Bool, magnitude: String, _ specifier: FormatSpecifier) -> String {
        let leading = negative ? (specifier.parenthesizedNegative ? "(" : "-") : (specifier.plusSign ? "+" : specifier.spaceSign ? " " : "")
        let trailing = negative && specifier.parenthesizedNegative ? ")" : ""
        var magnitude = magnitude
        if specifier.zeroPad, let width = specifier.width {
            let zero = symbols.localize(digits: "0")
            let missing = width - leading.count - trailing.count - magnitude.count
            if missing > 0 { magnitude = String(repeating: zero, count: missing) + magnitude }
        }
        return leading + magnitude + trailing
    }

    /// ASCII integer digits (and fraction digits) in the locale's digits, grouped under `,` every
    /// primary group, with the locale's decimal separator.
    private func localized(_ integer: String, fraction: String?, _ specifier: FormatSpecifier, keepSeparator: Bool = false) -> String {
        var text: String
        if specifier.grouping, symbols.primaryGroup > 0, integer.count > symbols.primaryGroup {
            var groups: [Substring] = []
            var end = integer.endIndex
            while end > integer.startIndex {
                let start = integer.index(end, offsetBy: -symbols.primaryGroup, limitedBy: integer.startIndex) ?? integer.startIndex
                groups.append(integer[start..<end])
                end = start
            }
            text = groups.reversed().map { symbols.localize(digits: $0) }.joined(separator: symbols.groupingSeparator)
        } else {
            text = symbols.localize(digits: Substring(integer))
        }
        if let fraction, !fraction.isEmpty || keepSeparator {
            text += symbols.decimalSeparator + symbols.localize(digits: Substring(fraction))
        }
        return text
    }

    private func radixInteger(_ argument: MessageArgument, _ specifier: FormatSpecifier) throws(Failure) -> String {
        guard case let .integer(value) = argument else {
            throw .wrongType(expected: "an integer (Java's %\(specifier.conversion) refuses a \(argument.kindName))")
        }
        let radix = specifier.conversion.lowercased() == "o" ? 8 : 16
        // Java shows a negative int or long as its two's complement.
        let bits: UInt64 = Int32(exactly: value).map { UInt64(UInt32(bitPattern: $0)) } ?? UInt64(bitPattern: Int64(value))
        var digits = String(bits, radix: radix)
        let prefix = specifier.alternate ? (radix == 16 ? "0x" : "0") : ""
        if specifier.zeroPad, let width = specifier.width, prefix.count + digits.count < width {
            digits = String(repeating: "0", count: width - prefix.count - digits.count) + digits
        }
        return prefix + digits
    }

    // MARK: Floating point

    private func floatingPoint(_ argument: MessageArgument, _ specifier: FormatSpecifier) throws(Failure) -> String {
        let conversion = specifier.conversion.lowercased()
        let negative: Bool
        var digits: DecimalDigits
        switch argument {
        case let .floatingPoint(value):
            guard value.isFinite else {
                let word = value.isNaN ? "NaN" : "Infinity"
                if value.isNaN { return word }
                return value < 0 ? (specifier.parenthesizedNegative ? "(\(word))" : "-\(word)") : (specifier.plusSign ? "+" : specifier.spaceSign ? " " : "") + word
            }
            negative = value.sign == .minus
            if conversion == "a" { return (negative ? "-" : specifier.plusSign ? "+" : "") + Self.hexString(value.magnitude) }
            digits = DecimalDigits(value.magnitude)
        case let .integer(value):
            negative = value < 0
            if conversion == "a" { return (negative ? "-" : specifier.plusSign ? "+" : "") + Self.hexString(Double(value.magnitude)) }
            digits = DecimalDigits(integer: String(value.magnitude))
        case let .decimal(value):
            negative = value.isNegative
            if conversion == "a" { return (negative ? "-" : specifier.plusSign ? "+" : "") + Self.hexString(Double(value.plainText)?.magnitude ?? 0) }
            digits = DecimalDigits(integer: value.integerDigits, fraction: value.fractionDigits)
        case .string:
            throw .wrongType(expected: "a number")
        }
        let magnitude: String
        switch conversion {
        case "f":
            let precision = specifier.precision ?? 6
            digits.round(fractionDigits: precision)
            magnitude = localized(digits.integerPart, fraction: digits.fractionPart(count: precision), specifier, keepSeparator: specifier.alternate)
        case "e":
            let precision = specifier.precision ?? 6
            magnitude = scientific(&digits, fractionDigits: precision, specifier)
        default:
            // `%g`: the precision counts significant digits; scientific below 10⁻⁴ or from 10^precision.
            let precision = max(1, specifier.precision ?? 6)
            var rounded = digits
            rounded.round(significantDigits: precision)
            let exponent = rounded.isZero ? 0 : rounded.pointPosition - 1
            if rounded.isZero || (exponent >= -4 && exponent < precision) {
                let fractionCount = precision - (rounded.isZero ? 1 : exponent + 1)
                digits.round(fractionDigits: fractionCount)
                magnitude = localized(digits.integerPart, fraction: digits.fractionPart(count: fractionCount), specifier)
            } else {
                magnitude = scientific(&digits, fractionDigits: precision - 1, specifier)
            }
        }
        // Java signs every value below zero, -0.0 and what rounds to zero included ("-0.0").
        return signed(negative: negative, magnitude: magnitude, specifier)
    }

    /// `d.ddde+XX`: the mantissa in the locale's digits and separator, the exponent's sign ASCII and
    /// at least two digits.
    private func scientific(_ digits: inout DecimalDigits, fractionDigits: Int, _ specifier: FormatSpecifier) -> String {
        digits.round(significantDigits: fractionDigits + 1)
        let exponent = digits.isZero ? 0 : digits.pointPosition - 1
        let all = digits.significand(count: fractionDigits + 1)
        let mantissa = localized(String(all.prefix(1)), fraction: String(all.dropFirst()), specifier, keepSeparator: specifier.alternate)
        let exponentDigits = String(abs(exponent))
        return mantissa + "e" + (exponent < 0 ? "-" : "+") + symbols.localize(digits: Substring(exponentDigits.count < 2 ? "0" + exponentDigits : exponentDigits))
    }

    /// Java's `Double.toHexString` ("0x1.8p1").
    static func hexString(_ value: Double) -> String {
        if value == 0 { return "0x0.0p0" }
        let subnormal = value.isSubnormal
        var fraction = String(value.significandBitPattern, radix: 16)
        fraction = String(repeating: "0", count: 13 - fraction.count) + fraction
        while fraction.count > 1, fraction.hasSuffix("0") { fraction.removeLast() }
        return (subnormal ? "0x0." : "0x1.") + fraction + "p" + String(subnormal ? -1022 : Int(value.exponent))
    }
}

/// A non-negative decimal as digits and the place of its point: what Java's `Formatter` rounds
/// (HALF_UP) and prints.
struct DecimalDigits {
    /// The digits, 0–9, without leading zeros (empty for zero).
    private(set) var digits: [UInt8]
    /// How many of ``digits`` are before the point (negative or beyond the count: zeros between).
    private(set) var pointPosition: Int

    var isZero: Bool { digits.isEmpty }

    /// The shortest digits that read back as the `Double` (Swift's description, Java's `Double.toString`).
    init(_ value: Double) {
        let (integer, fraction, exponent) = value.shortestDecimalParts
        self.init(integer: String(integer), fraction: String(fraction))
        if !digits.isEmpty { pointPosition += exponent }
    }

    /// Digits written as an integer part and a fraction part, in ASCII.
    init(integer: String, fraction: String = "") {
        var all = Array((integer + fraction).utf8).map { $0 - UInt8(ascii: "0") }
        var point = integer.utf8.count
        while let first = all.first, first == 0 {
            all.removeFirst()
            point -= 1
        }
        while let last = all.last, last == 0 { all.removeLast() }
        digits = all
        pointPosition = all.isEmpty ? 1 : point
    }

    /// Rounds HALF_UP to keep `count` digits after the point.
    mutating func round(fractionDigits count: Int) {
        round(keeping: pointPosition + count)
    }

    /// Rounds HALF_UP to keep `count` significant digits.
    mutating func round(significantDigits count: Int) {
        round(keeping: count)
    }

    /// Rounds HALF_UP to the first `kept` digits (0 or fewer: to zero or to one unit at the place).
    private mutating func round(keeping kept: Int) {
        guard kept < digits.count else { return }
        guard kept >= 0 else {
            digits = []
            pointPosition = 1
            return
        }
        let roundsUp = digits[kept] >= 5
        digits.removeSubrange(kept...)
        if roundsUp {
            var index = kept - 1
            while index >= 0, digits[index] == 9 {
                digits[index] = 0
                index -= 1
            }
            if index >= 0 {
                digits[index] += 1
            } else {
                // 9.99 → 10.0: a new leading digit, one place further from the point.
                digits.insert(1, at: 0)
                pointPosition += 1
            }
        }
        while let last = digits.last, last == 0 { digits.removeLast() }
        if digits.isEmpty { pointPosition = 1 }
    }

    private func digit(at index: Int) -> Character {
        index >= 0 && index < digits.count ? Character(UnicodeScalar(UInt8(ascii: "0") + digits[index])) : "0"
    }

    /// The digits before the point ("0" below one).
    var integerPart: String {
        guard !digits.isEmpty, pointPosition > 0 else { return "0" }
        return String((0..<pointPosition).map(digit(at:)))
    }

    /// Every digit after the point, as written (trailing zeros dropped).
    var fractionPart: String {
        guard !digits.isEmpty, digits.count > pointPosition else { return "" }
        return String((pointPosition..<digits.count).map(digit(at:)))
    }

    /// `count` digits after the point, zeros appended.
    func fractionPart(count: Int) -> String {
        String((0..<max(0, count)).map { digit(at: pointPosition + $0) })
    }

    /// The first `count` significant digits, zeros appended.
    func significand(count: Int) -> String {
        String((0..<max(0, count)).map(digit(at:)))
    }
}
