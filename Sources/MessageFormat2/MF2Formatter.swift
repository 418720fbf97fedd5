import Foundation
import PluralCore

/// Formats ``MF2Message``s in one locale: resolves declarations and placeholders with the
/// registry's functions, selects a variant on the selectors' keys (exact keys before plural
/// categories, categories from `rules`), and isolates placeholders for bidi.
///
/// ```swift
/// let formatter = MF2Formatter(locale: "ru", rules: CLDRPluralRulesProvider())
/// let result = formatter.format(message, arguments: ["count": 3])
/// result.text     // "3 файла"
/// result.errors   // []
/// ```
///
/// Formatting never throws: an expression that fails shows as a fallback value (`{$count}`) and
/// its error is in ``MF2Formatted/errors``.
public struct MF2Formatter: Sendable {
    /// How placeholders are isolated from the text around them.
    public enum BidiIsolation: String, Sendable, CaseIterable {
        /// The spec's Default Bidi Strategy: U+2066…U+2069 around each placeholder whose direction
        /// is not the message's, or not known.
        case `default`
        /// No isolation marks.
        case none
    }

    /// The locale (BCP 47 or ICU form) numbers, dates and plural rules are taken from.
    public let locale: String
    /// The plural rules engine (`CLDRPluralRulesProvider` or `ICUPluralRulesProvider`).
    public let rules: any PluralRulesProvider
    /// The functions messages may call.
    public let functions: MF2FunctionRegistry
    /// The bidi isolation strategy.
    public let bidiIsolation: BidiIsolation
    let localeData: MF2LocaleData

    /// A formatter.
    public init(locale: String, rules: any PluralRulesProvider, functions: MF2FunctionRegistry = .builtIn,
                bidiIsolation: BidiIsolation = .default) {
        self.init(locale: locale, numberLocale: nil, rules: rules, functions: functions, bidiIsolation: bidiIsolation)
    }

    /// A formatter whose numbers use `numberLocale`'s digits and separators (`nil`: `locale`'s), as
    /// a renderer's formatting locale asks.
    init(locale: String, numberLocale: String?, rules: any PluralRulesProvider, functions: MF2FunctionRegistry,
         bidiIsolation: BidiIsolation) {
        self.init(localeData: MF2LocaleData(locale: locale, numberLocale: numberLocale, rules: rules), functions: functions,
                  bidiIsolation: bidiIsolation)
    }

    init(localeData: MF2LocaleData, functions: MF2FunctionRegistry, bidiIsolation: BidiIsolation) {
        self.locale = localeData.locale
        self.rules = localeData.rules
        self.functions = functions
        self.bidiIsolation = bidiIsolation
        self.localeData = localeData
    }

    /// Formats a message with the arguments every rendering door takes: variables of any integer type,
    /// `Double`, `Decimal` or `String`, by name (`["count": count]`), or in order, binding to
    /// ``MF2Message/variableNames`` (values past the last name are not used).
    ///
    /// ```swift
    /// let count = 3
    /// formatter.format(message, arguments: ["count": count]).text   // "3 файла"
    /// ```
    public func format(_ message: MF2Message, arguments: MessageArguments) -> MF2Formatted {
        var values: [String: MF2Value] = [:]
        switch arguments {
        case let .named(named): values = named.mapValues(MF2Value.init)
        case let .positional(list): for (name, value) in zip(message.variableNames, list) { values[name] = MF2Value(value) }
        }
        return format(message, arguments: values)
    }

    /// Formats a message with its arguments as MessageFormat 2 values (input variables by name): for
    /// values `MessageArguments` cannot carry (dates, a value with options). A literal of plain values
    /// (`["count": 3]`) goes to the `MessageArguments` door, which gives the same values.
    @_disfavoredOverload
    public func format(_ message: MF2Message, arguments: [String: MF2Value] = [:]) -> MF2Formatted {
        var resolution = MF2Resolution(message: message, formatter: self, arguments: arguments)
        let pattern = resolution.selectPattern()
        var parts: [MF2Part] = []
        parts.reserveCapacity(pattern.count)
        for element in pattern {
            switch element {
            case let .text(text):
                parts.append(.text(text))
            case let .markup(markup):
                parts.append(resolution.markupPart(markup))
            case let .expression(expression):
                appendPlaceholder(resolution.placeholder(expression), to: &parts)
            }
        }
        return MF2Formatted(parts: parts, errors: resolution.errors)
    }

    private func appendPlaceholder(_ part: MF2Part, to parts: inout [MF2Part]) {
        guard bidiIsolation == .default else {
            parts.append(part)
            return
        }
        var opening: Unicode.Scalar = "\u{2068}"
        if case let .value(formatted) = part {
            let direction = formatted.direction ?? formatted.baseDirection
            switch direction {
            case .ltr:
                if localeData.direction == .ltr, formatted.direction == nil {
                    parts.append(part)
                    return
                }
                opening = "\u{2066}"
            case .rtl: opening = "\u{2067}"
            case .auto: opening = "\u{2068}"
            }
        }
        parts.append(.bidiIsolation(opening))
        parts.append(part)
        parts.append(.bidiIsolation("\u{2069}"))
    }
}

/// A resolved value or the source of a fallback value.
enum MF2Resolved {
    case value(MF2Value)
    case fallback(String)
}

/// One formatting of one message: declarations resolved on demand and at most once.
struct MF2Resolution {
    let message: MF2Message
    let formatter: MF2Formatter
    let arguments: [String: MF2Value]
    var locals: [String: MF2Resolved] = [:]
    var errors: [MF2Error] = []

    init(message: MF2Message, formatter: MF2Formatter, arguments: [String: MF2Value]) {
        self.message = message
        self.formatter = formatter
        self.arguments = arguments
    }

    mutating func report(_ kind: MF2Error.Kind, _ text: String) {
        errors.append(MF2Error(kind, text))
    }

    // MARK: Variables

    /// An input variable, as the caller gave it; a number or a date without a function formats as
    /// `:number` or `:datetime` would.
    private mutating func argument(_ name: String) -> MF2Resolved {
        guard var value = arguments[name] else {
            report(.unresolvedVariable, "no value for $\(name)")
            return .fallback("$" + name)
        }
        if value.format == nil {
            if case .number = value.content { value.direction = formatter.localeData.direction }
            value.format = Self.implicitFormat(value, localeData: formatter.localeData)
        }
        return .value(value)
    }

    /// How an argument given without a way to format itself shows in a placeholder: a number as
    /// `:number`, a date as `:datetime` would show it, worked out only if it is shown.
    private static func implicitFormat(_ value: MF2Value, localeData: MF2LocaleData) -> (@Sendable () throws(MF2FunctionError) -> [MF2Part.Piece])? {
        let function: String
        switch value.content {
        case .number: function = "number"
        case .date: function = "datetime"
        case let .boolean(flag): return { [MF2Part.Piece(type: nil, value: flag ? "true" : "false")] }
        case let .string(text): return { [MF2Part.Piece(type: nil, value: text)] }
        case .custom: return nil
        }
        return { () throws(MF2FunctionError) -> [MF2Part.Piece] in
            guard let handler = MF2FunctionRegistry.builtIn[function] else { return [] }
            var call = MF2FunctionCall(localeData: localeData, operand: value, options: [:])
            guard let format = try handler.body(&call).format else { return [] }
            return try format()
        }
    }

    /// A variable: its declaration's value (resolved once), else the input of that name.
    mutating func variable(_ name: String) -> MF2Resolved {
        if let known = locals[name] { return known }
        guard let position = message.declarationIndex[name] else {
            let value = argument(name)
            locals[name] = value
            return value
        }
        // Declarations refer only to earlier ones: resolving those this one needs first, in order,
        // keeps resolution one declaration deep whatever the chain's length.
        for earlier in message.dependencies[position] { resolveDeclaration(earlier) }
        resolveDeclaration(position)
        return locals[name] ?? .fallback("$" + name)
    }

    private mutating func resolveDeclaration(_ position: Int) {
        let declaration = message.declarations[position]
        guard locals[declaration.name] == nil else { return }
        let value: MF2Resolved
        switch declaration {
        case let .input(name, expression): value = resolve(expression, input: name)
        case let .local(_, expression): value = resolve(expression, input: nil)
        }
        locals[declaration.name] = value
    }

    // MARK: Expressions

    /// An expression's value; `input`: the name of the input variable an `.input` declaration reads.
    mutating func resolve(_ expression: MF2Message.Expression, input: String?) -> MF2Resolved {
        var operand: MF2Resolved?
        var fallbackSource: String
        switch expression.operand {
        case let .literal(text)?:
            var value = MF2Value.string(text)
            value.isLiteral = true
            operand = .value(value)
            fallbackSource = MF2Message.literalSource(text, alwaysQuoted: true)
        case let .variable(name)?:
            operand = name == input ? argument(name) : variable(name)
            fallbackSource = "$" + name
        case nil:
            fallbackSource = ":" + (expression.function?.name ?? "")
        }
        guard let function = expression.function else { return operand ?? .fallback(fallbackSource) }
        guard let handler = formatter.functions[function.name] else {
            report(.unknownFunction, "no function :\(function.name)")
            return .fallback(fallbackSource)
        }
        // A function still sees an operand that failed to resolve, as an empty string: it may refuse
        // it (`:number`, bad operand) or not (`:string`, which then selects `*`), as the suite expects.
        var operandValue: MF2Value?
        switch operand {
        case let .value(value)?:
            operandValue = value
        case .fallback?:
            var empty = MF2Value.string("")
            empty.fallbackSource = fallbackSource
            operandValue = empty
        case nil:
            break
        }
        var options: [String: MF2OptionValue] = [:]
        var id: String?
        var direction: MF2Value.Direction?
        for option in function.options {
            guard let value = optionValue(option) else { continue }
            switch option.name {
            case "u:id":
                if let text = value.value.stringValue { id = text } else { report(.badOption, "u:id takes a string") }
            case "u:dir":
                switch value.value.stringValue {
                case "ltr": direction = .ltr
                case "rtl": direction = .rtl
                case "auto": direction = .auto
                case "inherit": break
                default: report(.badOption, "u:dir takes ltr, rtl, auto or inherit")
                }
            case "u:locale":
                break
            default:
                options[option.name] = value
            }
        }
        var call = MF2FunctionCall(localeData: formatter.localeData, operand: operandValue, options: options)
        let result: MF2Value
        do {
            result = try handler.body(&call)
        } catch {
            errors += call.diagnostics.errors
            report(error.kind, error.message)
            return .fallback(fallbackSource)
        }
        errors += call.diagnostics.errors
        var value = result
        value.isLiteral = false
        value.fallbackSource = operandValue?.fallbackSource
        if let id { value.id = id }
        if let direction { value.explicitDirection = direction }
        return .value(value)
    }

    private mutating func optionValue(_ option: MF2Message.Option) -> MF2OptionValue? {
        switch option.value {
        case let .literal(text):
            return MF2OptionValue(value: .string(text), isLiteral: true)
        case let .variable(name):
            guard case let .value(value) = variable(name) else {
                report(.badOption, "the option \(option.name) has no value: $\(name) could not be resolved")
                return nil
            }
            return MF2OptionValue(value: value, isLiteral: false)
        }
    }

    // MARK: Parts

    mutating func placeholder(_ expression: MF2Message.Expression) -> MF2Part {
        let fallbackSource: String
        switch expression.operand {
        case let .literal(text)?: fallbackSource = MF2Message.literalSource(text, alwaysQuoted: true)
        case let .variable(name)?: fallbackSource = "$" + name
        case nil: fallbackSource = ":" + (expression.function?.name ?? "")
        }
        guard case let .value(value) = resolve(expression, input: nil), value.fallbackSource == nil else { return .fallback(source: fallbackSource) }
        guard let format = value.format else {
            report(.unsupportedOperation, "a \(value.type) value cannot be formatted, only selected on")
            return .fallback(source: fallbackSource)
        }
        do {
            let pieces = try format()
            return .value(MF2Part.Formatted(type: value.type, pieces: pieces, locale: value.locale, direction: value.explicitDirection,
                                            id: value.id, baseDirection: value.direction))
        } catch {
            report(error.kind, error.message)
            return .fallback(source: fallbackSource)
        }
    }

    mutating func markupPart(_ markup: MF2Message.Markup) -> MF2Part {
        var options: [String: String] = [:]
        var id: String?
        for option in markup.options {
            guard let value = optionValue(option) else { continue }
            switch option.name {
            case "u:id": id = value.value.stringValue
            case "u:dir": report(.badOption, "u:dir does not apply to markup")
            default: options[option.name] = value.value.stringValue ?? ""
            }
        }
        return .markup(kind: markup.kind, name: markup.name, options: options, id: id)
    }
}

extension MF2Message.Declaration {
    /// The variables the declaration's expression refers to (its operand, for `.local`, and its
    /// options' values).
    var references: [String] {
        var names: [String] = []
        if case let .local(_, expression) = self, case let .variable(name)? = expression.operand { names.append(name) }
        for option in expression.function?.options ?? [] {
            if case let .variable(name) = option.value { names.append(name) }
        }
        return names
    }
}
