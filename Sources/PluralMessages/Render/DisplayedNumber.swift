import Foundation
import PluralCore

/// The number a floating-point conversion shows, as a decimal for plural selection.
///
/// Plural rules look at the digits the reader sees: `%.1f` shows 1 as "1.0" (English `other`),
/// `%.0f` shows 1.1 as "1" (Russian `one`). The digits are those C's `printf` writes for the
/// conversion (the same digits the renderer then localizes), read back as a decimal:
///
/// - `%f`: the digits as shown ("1.0", "21.0").
/// - `%e`: the mantissa as shown, with a positive exponent as CLDR's exponent operand
///   ("1.5e+03" selects like `1.5c3`: n = 1500, v = 0, e = 3, as a compact "1.5K" would); an
///   exponent of zero or below gives the plain value with the mantissa's digits ("1.0e+00" is
///   "1.0", "1.5e-03" is "0.0015").
/// - `%g`: whichever of the two it wrote.
///
/// A number shown with more than ``maximumDigits`` digits selects on its value instead: ICU
/// evaluates operands as doubles and refuses such numbers with a fraction, and both engines must
/// answer alike (9223372036854775807 with `%.1f` shows "9223372036854775808.0", binary noise past
/// the 17th digit anyway).
enum DisplayedNumber {
    /// The most digits (integer and fraction) a shown number may have to select on its digits.
    static let maximumDigits = 15

    static func decimal(of value: Double, shownBy specifier: FormatSpecifier) -> PluralDecimal? {
        guard value.isFinite else { return nil }
        var conversion = Character(Unicode.Scalar(specifier.code | 0x20))
        if conversion == "F" { conversion = "f" }
        let cFormat = "%" + (specifier.alternate ? "#" : "") + (specifier.precision.map { ".\($0)" } ?? "") + String(conversion)
        let shown = String(format: cFormat, value.magnitude)
        guard let digits = decimal(fromPrintf: shown, negative: value.sign == .minus && value != 0),
              digits.integerDigits.count + digits.fractionDigits.count <= maximumDigits
        else { return nil }
        return digits
    }

    /// A decimal from `printf`'s ASCII output ("1.0", "1.50e+03", "1.", "1e+06").
    static func decimal(fromPrintf text: String, negative: Bool) -> PluralDecimal? {
        var mantissa = Substring(text)
        var exponent = 0
        if let marker = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = text[..<marker]
            guard let power = Int(text[text.index(after: marker)...]) else { return nil }
            exponent = power
        }
        if mantissa.hasSuffix(".") { mantissa = mantissa.dropLast() }  // "%#.0f"
        let sign = negative ? "-" : ""
        if exponent > 0 {
            return try? PluralDecimal(parsing: sign + mantissa + "c" + String(exponent))
        }
        if exponent == 0 { return try? PluralDecimal(parsing: sign + mantissa) }
        // A negative exponent: move the point left.
        let parts = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integer = String(parts[0])
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        let zeros = String(repeating: "0", count: max(0, -exponent - integer.count))
        let digits = zeros + integer
        let cut = digits.count - (-exponent)
        let plain = "0." + digits.dropFirst(cut) + fraction
        return try? PluralDecimal(parsing: sign + (cut > 0 ? String(digits.prefix(cut)) + "." + digits.dropFirst(cut) + fraction : plain))
    }
}
