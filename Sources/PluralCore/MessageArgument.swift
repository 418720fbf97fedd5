#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A typed argument for a message: what `String(format:)` would take as `CVarArg`, but checked.
///
/// Each conversion accepts some kinds and refuses the rest with
/// `MessageError.Reason.wrongArgumentType` (PluralMessages):
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

    /// An integer of any width (`Int`, `Int64`, `UInt64`, `Int128`, ...), exact: ``integer(_:)``
    /// when it fits in `Int`, else ``decimal(_:)`` with its digits (`UInt64.max` formats and selects
    /// as itself, never wrapped).
    public init(_ value: some BinaryInteger) {
        if let small = Int(exactly: value) {
            self = .integer(small)
        } else {
            self = .decimal(PluralDecimal(value))
        }
    }

    /// A `Double` or `Float`: ``floatingPoint(_:)``. It has no visible fraction digits (1.0 selects
    /// like 1); pass the text or a `PluralDecimal` to keep "1.0".
    public init(_ value: some BinaryFloatingPoint) {
        self = .floatingPoint(Double(value))
    }

    /// Text, for `%@` and `%s`: ``string(_:)``.
    public init(_ text: some StringProtocol) {
        self = .string(String(text))
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
        let isDigits = { (part: Substring) in !part.isEmpty && part.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }
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

/// A value that can be passed as a message argument as it is, without wrapping it in a
/// ``MessageArgument``: `arguments: [count, name]` with `count: Int` and `name: String`.
///
/// The standard integer types, `Double`, `Float`, Foundation's `Decimal`, `String`, `Substring`,
/// `PluralDecimal` and ``MessageArgument`` itself conform; ``MessageArguments`` converts each value
/// with ``messageArgument`` once, so every rendering door takes them alike.
public protocol MessageArgumentConvertible {
    /// The value as a typed argument.
    var messageArgument: MessageArgument { get }
}

extension MessageArgument: MessageArgumentConvertible {
    /// The argument itself.
    public var messageArgument: MessageArgument { self }
}

extension String: MessageArgumentConvertible {
    /// ``MessageArgument/string(_:)``.
    public var messageArgument: MessageArgument { .string(self) }
}

extension Substring: MessageArgumentConvertible {
    /// ``MessageArgument/string(_:)``.
    public var messageArgument: MessageArgument { .string(String(self)) }
}

extension Double: MessageArgumentConvertible {
    /// ``MessageArgument/floatingPoint(_:)``.
    public var messageArgument: MessageArgument { .floatingPoint(self) }
}

extension Float: MessageArgumentConvertible {
    /// ``MessageArgument/floatingPoint(_:)``, converted exactly.
    public var messageArgument: MessageArgument { .floatingPoint(Double(self)) }
}

extension Decimal: MessageArgumentConvertible {
    /// ``MessageArgument/decimal(_:)`` by value (a `Decimal` keeps no trailing zeros); NaN is a
    /// floating-point NaN, which `%f` prints as `nan` and which selects `other`.
    public var messageArgument: MessageArgument { MessageArgument(self) ?? .floatingPoint(.nan) }
}

extension PluralDecimal: MessageArgumentConvertible {
    /// ``MessageArgument/decimal(_:)``: the decimal with its visible digits.
    public var messageArgument: MessageArgument { .decimal(self) }
}

// Every standard integer type converts exactly through `MessageArgument.init(_: some BinaryInteger)`.
// Swift cannot make `BinaryInteger` itself conform, so each type conforms in one line and takes this.
extension MessageArgumentConvertible where Self: BinaryInteger {
    /// ``MessageArgument/integer(_:)``, or ``MessageArgument/decimal(_:)`` beyond `Int`'s range.
    public var messageArgument: MessageArgument { MessageArgument(self) }
}

extension Int: MessageArgumentConvertible {}
extension Int8: MessageArgumentConvertible {}
extension Int16: MessageArgumentConvertible {}
extension Int32: MessageArgumentConvertible {}
extension Int64: MessageArgumentConvertible {}
extension UInt: MessageArgumentConvertible {}
extension UInt8: MessageArgumentConvertible {}
extension UInt16: MessageArgumentConvertible {}
extension UInt32: MessageArgumentConvertible {}
extension UInt64: MessageArgumentConvertible {}
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension Int128: MessageArgumentConvertible {}
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension UInt128: MessageArgumentConvertible {}

/// A message's arguments: values in order (`[count, name]`, each any ``MessageArgumentConvertible``)
/// or by name (`["count": 5]`). The one argument value every rendering door takes.
///
/// ```swift
/// let count: Int64 = 3, name = "Ann"
/// let inOrder: MessageArguments = [count, name]
/// let byName: MessageArguments = ["count": count, "name": name]
/// let typed = MessageArguments.positional([.integer(5), .decimal(try PluralDecimal(parsing: "1.50"))])
/// ```
///
/// In order, a MessageFormat message's values bind to its argument names in order of first
/// appearance and a printf message's to its positions; by name, a MessageFormat message takes its
/// names and a printf message the positions "1", "2"….
public enum MessageArguments: Hashable, Sendable, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    /// Values in order.
    case positional([MessageArgument])
    /// Values by name (or by position, "1", "2"…, for a printf message).
    case named([String: MessageArgument])

    /// Values in order, each converted (`[count, name]` with `count: Int64`, `name: String`).
    public init(_ values: [any MessageArgumentConvertible]) {
        self = .positional(values.map(\.messageArgument))
    }

    /// Values by name, each converted.
    public init(named values: [String: any MessageArgumentConvertible]) {
        self = .named(values.mapValues(\.messageArgument))
    }

    /// `[count, name]`: values in order.
    public init(arrayLiteral elements: any MessageArgumentConvertible...) {
        self.init(elements)
    }

    /// `["count": count]`: values by name; a name given twice keeps its last value.
    public init(dictionaryLiteral elements: (String, any MessageArgumentConvertible)...) {
        self = .named(Dictionary(elements.map { ($0.0, $0.1.messageArgument) }) { _, last in last })
    }
}
