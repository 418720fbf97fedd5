import Foundation
import PluralCore

/// A typed argument for a message: what `String(format:)` would take as `CVarArg`, but checked.
///
/// Each conversion accepts some kinds and refuses the rest with
/// ``MessageError/Reason/wrongArgumentType(position:expected:actual:)``:
///
/// | conversion | integer | floatingPoint | decimal | string |
/// |---|---|---|---|---|
/// | `d i c`, `u o x X` | yes | no | if it has no fraction digits | no |
/// | `f e g a` | yes (converted exactly) | yes | yes | no |
/// | `@` | printed plainly | printed plainly | printed as written | yes |
/// | `s S` | no | no | no | yes |
///
/// Unsigned conversions (`u`, `lu`, `x`...) refuse negative numbers instead of wrapping them.
public enum MessageArgument: Hashable, Sendable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral
{
    /// An integer; exact. Formatted at full width whatever the length modifier (`%d` of 2⁴⁰ prints
    /// 2⁴⁰, never a truncated 32-bit value).
    case integer(Int)
    /// A floating-point number. It has no visible fraction digits: 1.0 selects plural forms like 1.
    case floatingPoint(Double)
    /// A decimal as written ("1.50"): its visible fraction digits select the plural form
    /// ("1.0" is `other` in English).
    case decimal(PluralDecimal)
    /// Text, for `%@` and `%s`.
    case string(String)

    /// `5` is ``integer(_:)``.
    public init(integerLiteral value: Int) { self = .integer(value) }
    /// `1.5` is ``floatingPoint(_:)``.
    public init(floatLiteral value: Double) { self = .floatingPoint(value) }
    /// `"Ann"` is ``string(_:)``.
    public init(stringLiteral value: String) { self = .string(value) }

    /// A decimal as written (`"1.0"` keeps its fraction digit: English `other`), as the command line
    /// types "1.0".
    /// - Throws: `PluralNumberError` (PluralCore) when the text is not a decimal number (`1,5`, `abc`).
    public init(decimal text: String) throws(PluralNumberError) {
        self = .decimal(try PluralDecimal(parsing: text))
    }

    /// A decimal with its visible digits.
    public init(_ decimal: PluralDecimal) {
        self = .decimal(decimal)
    }

    /// A Foundation `Decimal`, by its value. `Decimal` keeps no trailing zeros (`Decimal(string:
    /// "1.0")` is 1), so pass the text or a `PluralDecimal` to show "1.0". `nil` for NaN.
    public init?(_ decimal: Decimal) {
        guard let parsed = try? PluralDecimal(parsing: decimal.description) else { return nil }
        self = .decimal(parsed)
    }

    /// Types an argument from its text, as the command line does: an optional `-` and digits that
    /// fit in `Int` is an integer ("5"); digits with a fraction is a decimal ("1.50"); anything
    /// else is a string.
    public init(inferringFrom text: String) {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        let isDigits = { (part: Substring) in !part.isEmpty && part.utf8.allSatisfy { $0.asciiDigit != nil } }
        if isDigits(digits), let value = Int(text) {
            self = .integer(value)
            return
        }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        if parts.count == 2, isDigits(parts[0]), isDigits(parts[1]), let decimal = try? PluralDecimal(parsing: text) {
            self = .decimal(decimal)
            return
        }
        self = .string(text)
    }

    /// The kind's name, for error messages.
    public var kindName: String {
        switch self {
        case .integer: "integer"
        case .floatingPoint: "floating-point number"
        case .decimal: "decimal"
        case .string: "string"
        }
    }

    public var description: String {
        switch self {
        case let .integer(value): String(value)
        case let .floatingPoint(value): String(value)
        case let .decimal(value): value.plainText
        case let .string(value): value
        }
    }
}
