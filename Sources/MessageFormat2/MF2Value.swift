import Foundation
import PluralCore
import PluralLocale

/// A resolved value: what an argument, a literal or a function call stands for in a message.
///
/// Built-in and custom functions return values of this one type. A value carries what another
/// function reads when it takes the value as its operand (``content`` and ``options``), how it
/// formats (``format``), and whether and how it selects (``select``).
public struct MF2Value: Sendable {
    /// What a function taking this value as its operand reads.
    public enum Content: Sendable {
        /// Text.
        case string(String)
        /// A number, with its digits as written.
        case number(PluralDecimal)
        /// A point in time.
        case date(Date)
        /// A truth value.
        case boolean(Bool)
        /// A value of a custom function's own type (the function that reads it casts it back).
        case custom(any Sendable)
    }

    /// Base directionality of the formatted value.
    public enum Direction: String, Sendable, Hashable {
        /// Left to right.
        case ltr
        /// Right to left.
        case rtl
        /// Not known: isolated with FIRST STRONG ISOLATE.
        case auto
    }

    /// What another function reads from this value.
    public var content: Content
    /// The part type of the formatted value: "string", "number", "datetime", or a custom name.
    public var type: String
    /// Options the value passes on to a function that takes it as its operand (`:number`'s digit
    /// options), already resolved.
    public var options: [String: MF2Value]
    /// Whether the value was written as a literal (an option value set by a literal).
    public var isLiteral: Bool
    /// The `u:id` option of the expression that made the value, shown in its part.
    public var id: String?
    /// The direction `u:dir` set: the value is isolated whatever the message's direction.
    var explicitDirection: Direction?
    /// Set when the value stands for one that could not be resolved (`$name`): it formats as that
    /// fallback value, and a function called on it sees an empty string.
    var fallbackSource: String?
    /// The locale of the formatted value, shown in parts.
    public var locale: String?
    /// The direction of the formatted value.
    public var direction: Direction
    /// The formatted value as parts of text (`integer`, `decimal`, `fraction`… for numbers; one
    /// untyped piece for text), or `nil` when the value cannot be formatted (a selector only).
    public var format: (@Sendable () throws(MF2FunctionError) -> [MF2Part.Piece])?
    /// Selection: given the keys of the variants (escapes resolved, `*` left out), the keys that
    /// match, best first; `nil` when the value does not select. Report an unusable key with
    /// ``MF2Diagnostics/report(_:_:)``; throwing makes the selector match only `*` (bad selector).
    public var select: (@Sendable (_ keys: [String], _ diagnostics: inout MF2Diagnostics) throws(MF2FunctionError) -> [String])?

    /// A value; by default it neither formats nor selects.
    public init(content: Content, type: String, options: [String: MF2Value] = [:], locale: String? = nil,
                direction: Direction = .auto,
                format: (@Sendable () throws(MF2FunctionError) -> [MF2Part.Piece])? = nil,
                select: (@Sendable (_ keys: [String], _ diagnostics: inout MF2Diagnostics) throws(MF2FunctionError) -> [String])? = nil) {
        self.content = content
        self.type = type
        self.options = options
        self.isLiteral = false
        self.locale = locale
        self.direction = direction
        self.format = format
        self.select = select
    }

    /// Text that formats as itself: a literal, a string argument.
    public static func string(_ text: String) -> MF2Value {
        MF2Value(content: .string(text), type: "string", format: { [MF2Part.Piece(type: nil, value: text)] })
    }

    /// The value as an option's text: a string as it is, a number's plain digits, a boolean's
    /// `true`/`false`; `nil` for other content.
    public var stringValue: String? {
        switch content {
        case let .string(text): text
        case let .number(number): number.plainText
        case let .boolean(flag): flag ? "true" : "false"
        case .date, .custom: nil
        }
    }
}

/// Where a function or a selector reports errors that do not stop it (a bad option it ignores, a
/// key it cannot compare with).
public struct MF2Diagnostics: Sendable {
    /// The errors reported, in order.
    public private(set) var errors: [MF2Error] = []

    /// Reports an error; the function goes on.
    public mutating func report(_ kind: MF2Error.Kind, _ message: String) {
        errors.append(MF2Error(kind, message))
    }
}

/// A function's failure: the expression becomes a fallback value and the error is reported.
public struct MF2FunctionError: Error, Sendable {
    /// The kind reported (usually ``MF2Error/Kind/badOperand`` or ``MF2Error/Kind/badOption``).
    public let kind: MF2Error.Kind
    /// What was wrong.
    public let message: String

    /// A failure of `kind`.
    public init(_ kind: MF2Error.Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }
}

/// A resolved option value, and whether a literal set it (`select=exact` must be one).
public struct MF2OptionValue: Sendable {
    /// The value.
    public let value: MF2Value
    /// Whether the option was written as a literal rather than a variable.
    public let isLiteral: Bool

    /// An option value.
    public init(value: MF2Value, isLiteral: Bool) {
        self.value = value
        self.isLiteral = isLiteral
    }
}

/// What a function is called with: the locale, the operand, the options, the plural rules, and a
/// place to report errors that do not stop it.
public struct MF2FunctionCall: Sendable {
    /// The formatting locale (BCP 47).
    public let locale: String
    /// The operand's value, if the expression has one.
    public let operand: MF2Value?
    /// The options, resolved, without the `u:` ones the formatter handles.
    public let options: [String: MF2OptionValue]
    /// The plural rules for selection on numbers.
    public let rules: any PluralRulesProvider
    /// Errors that do not stop the function.
    public var diagnostics = MF2Diagnostics()
    /// The locale's number symbols, direction and plural rules, looked up once per formatter.
    let localeData: MF2LocaleData

    /// A call, as the formatter makes one (and as tests of a custom function may).
    public init(locale: String, operand: MF2Value?, options: [String: MF2OptionValue], rules: any PluralRulesProvider) {
        self.init(localeData: MF2LocaleData(locale: locale, rules: rules), operand: operand, options: options)
    }

    init(localeData: MF2LocaleData, operand: MF2Value?, options: [String: MF2OptionValue]) {
        self.locale = localeData.locale
        self.operand = operand
        self.options = options
        self.rules = localeData.rules
        self.localeData = localeData
    }

    /// Reports an error; the function goes on.
    public mutating func report(_ kind: MF2Error.Kind, _ message: String) {
        diagnostics.report(kind, message)
    }
}

/// A function of messages (`:number`, or a custom `:ns:name`): resolves an expression to a value.
public struct MF2Function: Sendable {
    let body: @Sendable (inout MF2FunctionCall) throws(MF2FunctionError) -> MF2Value
    /// The built-in number function this is, so that a compiled message may do its work without the
    /// call (`nil` for every other function, custom ones included).
    let builtInNumber: MF2BuiltInFunctions.NumberKind?

    /// A function from its handler: it reads the call's operand and options, and returns the value,
    /// or throws to make the expression a fallback value.
    public init(_ body: @escaping @Sendable (inout MF2FunctionCall) throws(MF2FunctionError) -> MF2Value) {
        self.body = body
        builtInNumber = nil
    }

    init(builtInNumber kind: MF2BuiltInFunctions.NumberKind) {
        body = { call throws(MF2FunctionError) in try MF2BuiltInFunctions.number(&call, kind: kind) }
        builtInNumber = kind
    }
}

/// The functions a formatter knows, by identifier (`number`, `test:function`).
public struct MF2FunctionRegistry: Sendable {
    private var functions: [String: MF2Function] {
        didSet { hasBuiltInNumbers = Self.hasBuiltInNumbers(functions) }
    }
    /// Whether `:number` and `:integer` are the built-in ones (what a compiled message's numbers assume).
    private(set) var hasBuiltInNumbers: Bool

    /// A registry of exactly these functions.
    public init(_ functions: [String: MF2Function]) {
        self.functions = functions
        hasBuiltInNumbers = Self.hasBuiltInNumbers(functions)
    }

    private static func hasBuiltInNumbers(_ functions: [String: MF2Function]) -> Bool {
        functions["number"]?.builtInNumber == .number && functions["integer"]?.builtInNumber == .integer
    }

    /// The spec's default functions: `:string`, `:number`, `:integer`, `:offset`, `:percent`,
    /// `:currency`, and the draft `:date`, `:time` and `:datetime`.
    public static let builtIn = MF2FunctionRegistry(MF2BuiltInFunctions.all)

    /// This registry with `function` under `name`, replacing any function of that name.
    public func adding(_ name: String, _ function: MF2Function) -> MF2FunctionRegistry {
        var copy = self
        copy.functions[name] = function
        return copy
    }

    /// The function of an identifier.
    public subscript(name: String) -> MF2Function? { functions[name] }
}

/// A formatted message: its parts, its text and the errors met on the way.
public struct MF2Formatted: Sendable {
    /// The parts, in order.
    public let parts: [MF2Part]
    /// The errors, in the order they were met; the parts hold fallback values in their place.
    public let errors: [MF2Error]

    /// The message as one string: text, bidi isolation marks, formatted values, `{source}` for a
    /// fallback value, nothing for markup.
    public var text: String {
        var text = ""
        for part in parts { part.append(to: &text) }
        return text
    }
}

/// A part of a formatted message.
public enum MF2Part: Sendable, Hashable {
    /// A piece of a formatted value: "integer", "group", "decimal", "fraction", "minusSign",
    /// "plusSign", "percentSign", "currency", "literal", or `nil` for plain text.
    public struct Piece: Sendable, Hashable {
        /// The piece's type, if any.
        public let type: String?
        /// Its text.
        public let value: String

        /// A piece.
        public init(type: String?, value: String) {
            self.type = type
            self.value = value
        }
    }

    /// A formatted value.
    public struct Formatted: Sendable, Hashable {
        /// The value's type ("number", "string", "datetime", custom).
        public let type: String
        /// Its pieces.
        public let pieces: [Piece]
        /// Its locale, if known.
        public let locale: String?
        /// Its direction, when `u:dir` set it.
        public let direction: MF2Value.Direction?
        /// The `u:id` option.
        public let id: String?
        /// The direction the value has without `u:dir`.
        let baseDirection: MF2Value.Direction

        /// The pieces' text.
        public var value: String { pieces.map(\.value).joined() }
    }

    /// Text of the pattern.
    case text(String)
    /// U+2066, U+2067, U+2068 or U+2069 around a value (the default bidi strategy).
    case bidiIsolation(Unicode.Scalar)
    /// Markup, with its options' text and its `u:id`.
    case markup(kind: MF2Message.Markup.Kind, name: String, options: [String: String], id: String?)
    /// A formatted value.
    case value(Formatted)
    /// An expression that could not be resolved or formatted, and its source (`$x`, `|42|`, `:f`).
    case fallback(source: String)

    func append(to text: inout String) {
        switch self {
        case let .text(value): text += value
        case let .bidiIsolation(mark): text.unicodeScalars.append(mark)
        case .markup: break
        case let .value(formatted): for piece in formatted.pieces { text += piece.value }
        case let .fallback(source): text += "{" + source + "}"
        }
    }
}

extension MF2Value: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral {
    /// `5` is a number argument.
    public init(integerLiteral value: Int) { self = .number(PluralDecimal(value)) }
    /// `1.5` is a number argument (its shortest digits: 1.0 is "1").
    public init(floatLiteral value: Double) { self = .number(value) }
    /// `"Ann"` is a string argument.
    public init(stringLiteral value: String) { self = .string(value) }

    /// A number argument with its digits as written ("1.50" keeps its two fraction digits); it
    /// formats as `:number` does when no function is given.
    public static func number(_ value: PluralDecimal) -> MF2Value {
        MF2Value(content: .number(value), type: "number")
    }

    /// A number argument from a `Double`, by its shortest digits; NaN and infinities are kept as a
    /// value that number functions refuse with ``MF2Error/Kind/badOperand``.
    public static func number(_ value: Double) -> MF2Value {
        guard let decimal = PluralDecimal(value) else { return MF2Value(content: .custom(value), type: "number") }
        return .number(decimal)
    }

    /// A date argument; it formats as `:datetime` does when no function is given.
    public static func date(_ value: Date) -> MF2Value {
        MF2Value(content: .date(value), type: "datetime")
    }
}

/// What the built-in functions need of a formatter's locale, looked up when the formatter is made.
final class MF2LocaleData: Sendable {
    let locale: String
    let rules: any PluralRulesProvider
    let symbols: NumberSymbols
    let direction: MF2Value.Direction
    let cardinal: (any PluralRules)?
    let ordinal: (any PluralRules)?

    convenience init(locale: String, numberLocale: String? = nil, rules: any PluralRulesProvider) {
        self.init(locale: locale, symbols: NumberSymbols.of(identifier: numberLocale ?? locale),
                  cardinal: try? rules.rules(for: locale, type: .cardinal, strict: false),
                  ordinal: try? rules.rules(for: locale, type: .ordinal, strict: false), rules: rules)
    }

    init(locale: String, symbols: NumberSymbols, cardinal: (any PluralRules)?, ordinal: (any PluralRules)?, rules: any PluralRulesProvider) {
        self.locale = locale
        self.rules = rules
        self.symbols = symbols
        direction = MF2Direction.of(locale: locale)
        self.cardinal = cardinal
        self.ordinal = ordinal
    }
}
