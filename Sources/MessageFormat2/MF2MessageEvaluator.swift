import PluralCore
import PluralLocale

/// MessageFormat 2 as a `MessageEvaluator`: the strategy a renderer uses for messages of syntax
/// `MessageSyntax.messageFormat2`, so that such a message renders through the renderer's one
/// `render` door, with the renderer's plural rules.
///
/// ```swift
/// let evaluator = MF2MessageEvaluator()
/// let text = try evaluator.evaluate(MessageEvaluation(
///     source: ".input {$n :number} .match $n one {{{$n} файл}} few {{{$n} файла}} * {{{$n} файлов}}",
///     syntax: .messageFormat2, language: "ru", formattingLocale: nil, numberingSystem: "latn",
///     arguments: ["n": 3], rulesProvider: CLDRPluralRulesProvider()))
/// // "3 файла"
/// ```
///
/// Values given in order bind to ``MF2Message/variableNames``. A message that does not parse, and
/// one whose formatting reports any error (a missing argument, a bad operand…), throws
/// `MessageEvaluationError` with the errors' descriptions: a renderer shows no fallback value.
/// Parsed messages are kept (a bounded cache by source text), so a message is parsed once however
/// often it renders.
public struct MF2MessageEvaluator: MessageEvaluator {
    /// The functions messages may call.
    public let functions: MF2FunctionRegistry
    /// How placeholders are isolated for bidi (the spec's default strategy unless set).
    public let bidiIsolation: MF2Formatter.BidiIsolation

    /// An evaluator with these functions and bidi strategy.
    public init(functions: MF2FunctionRegistry = .builtIn, bidiIsolation: MF2Formatter.BidiIsolation = .default) {
        self.functions = functions
        self.bidiIsolation = bidiIsolation
    }

    /// MessageFormat 2.
    public func evaluates(_ syntax: MessageSyntax) -> Bool { syntax == .messageFormat2 }

    /// The formatting locale (numbers' digits and separators); the zero policy and the selection mode are
    /// MessageFormat 2's own (`:number`'s `select` option).
    public var honouredOptions: Set<MessageEvaluationOption> { [.formattingLocale] }

    /// Parses the message once and makes its formatter (the language's rules, the formatting locale's symbols).
    /// - Throws: `MessageEvaluationError` when the message does not parse.
    public func prepare(_ message: MessageEvaluation) throws(MessageEvaluationError) -> MessagePreparation {
        .prepared(try Prepared(message, evaluator: self))
    }

    /// A parsed message and the formatter of its language.
    private struct Prepared: PreparedMessage {
        let message: MF2Message
        let formatter: MF2Formatter
        let evaluator: MF2MessageEvaluator

        init(_ evaluation: MessageEvaluation, evaluator: MF2MessageEvaluator) throws(MessageEvaluationError) {
            switch MF2MessageEvaluator.parsed(evaluation.source) {
            case let .success(value): message = value
            case let .failure(error): throw MessageEvaluationError(error.description)
            }
            formatter = MF2Formatter(locale: evaluation.language, numberLocale: evaluation.formattingLocale, rules: evaluation.rulesProvider,
                                     functions: evaluator.functions, bidiIsolation: evaluator.bidiIsolation)
            self.evaluator = evaluator
        }

        var argumentNames: [String] { message.variableNames }

        func evaluate(_ arguments: MessageArguments) throws(MessageEvaluationError) -> String {
            try evaluator.evaluate(message, formatter: formatter, arguments: arguments)
        }
    }

    /// The message's ``MF2Message/variableNames``; `nil` when it does not parse.
    public func argumentNames(of source: String, syntax: MessageSyntax, language: String) -> [String]? {
        try? Self.parsed(source).get().variableNames
    }

    /// Formats the message in its language, numbers in the formatting locale when one is given.
    /// - Throws: `MessageEvaluationError` when the message does not parse, an argument is not one of
    ///   its variables, or formatting reports errors.
    public func evaluate(_ message: MessageEvaluation) throws(MessageEvaluationError) -> String {
        try Prepared(message, evaluator: self).evaluate(message.arguments)
    }

    /// A formatter for a renderer that keeps its own number symbols and rules per language (PluralMessages'
    /// renderer makes one per language and keeps it).
    package func formatter(language: String, symbols: NumberSymbols, cardinal: (any PluralRules)?, ordinal: (any PluralRules)?,
                           rules: any PluralRulesProvider) -> MF2Formatter {
        MF2Formatter(localeData: MF2LocaleData(locale: language, symbols: symbols, cardinal: cardinal, ordinal: ordinal, rules: rules),
                     functions: functions, bidiIsolation: bidiIsolation)
    }

    /// Formats a message already parsed with a formatter from ``formatter(language:symbols:cardinal:ordinal:rules:)``,
    /// as ``evaluate(_:)`` formats its text.
    package func evaluate(_ message: MF2Message, formatter: MF2Formatter, arguments: MessageArguments) throws(MessageEvaluationError) -> String {
        // The compiled form reads the arguments where they are: a render allocates only its text.
        if let text = message.compiled?.text(formatter: formatter, arguments: arguments, names: message.variableNames) { return text }
        let bound = try Self.bound(arguments, names: message.variableNames)
        var values: [String: MF2Value] = [:]
        for (name, argument) in zip(message.variableNames, bound) {
            if let argument { values[name] = MF2Value(argument) }
        }
        let result = formatter.format(message, arguments: values)
        guard result.errors.isEmpty else {
            throw MessageEvaluationError(result.errors.map(\.description).joined(separator: "; "))
        }
        return result.text
    }

    /// The arguments by position in `names`: in order, the `n`th value is the `n`th name's; `nil`
    /// where none is given.
    static func bound(_ arguments: MessageArguments, names: [String]) throws(MessageEvaluationError) -> [MessageArgument?] {
        var values = [MessageArgument?](repeating: nil, count: names.count)
        switch arguments {
        case let .positional(list):
            guard list.count <= names.count else {
                throw MessageEvaluationError("\(list.count) values for \(names.count) variables (\(names.map { "$" + $0 }.joined(separator: ", ")))")
            }
            for (position, argument) in list.enumerated() { values[position] = argument }
        case let .named(dictionary):
            for (name, argument) in dictionary {
                guard let position = names.firstIndex(of: name) else {
                    throw MessageEvaluationError("no variable $\(DisplayText.escaped(name)) in the message (it has \(names.map { "$" + $0 }.joined(separator: ", ")))")
                }
                values[position] = argument
            }
        }
        return values
    }

    /// Messages parsed, by source; a long source is parsed each time rather than kept.
    private static let cache = BoundedCache<String, Result<MF2Message, MF2Error>>(capacity: 512)
    private static let longestCachedSource = 8_192

    static func parsed(_ source: String) -> Result<MF2Message, MF2Error> {
        let parse = { Result { () throws(MF2Error) in try MF2Message(source) } }
        guard source.utf8.count <= longestCachedSource else { return parse() }
        return cache.value(for: source, create: parse)
    }
}

extension MF2Value {
    /// A message argument as a value: numbers as numbers (their digits kept), text as text.
    public init(_ argument: MessageArgument) {
        switch argument {
        case let .integer(value): self = .number(PluralDecimal(value))
        case let .floatingPoint(value): self = .number(value)
        case let .decimal(value): self = .number(value)
        case let .string(text): self = .string(text)
        }
    }
}

extension MF2Message {
    static func variableNames(declarations: [Declaration], body: Body) -> [String] {
        var names: [String] = []
        var seen = Set<String>()
        var locals = Set<String>()
        func note(_ operand: Operand?) {
            guard case let .variable(name)? = operand, !locals.contains(name), seen.insert(name).inserted else { return }
            names.append(name)
        }
        func note(_ options: [Option]) { for option in options { note(option.value) } }
        func note(_ expression: Expression) {
            note(expression.operand)
            note(expression.function?.options ?? [])
        }
        func note(_ pattern: Pattern) {
            for element in pattern {
                switch element {
                case .text: break
                case let .expression(expression): note(expression)
                case let .markup(markup): note(markup.options)
                }
            }
        }
        for declaration in declarations {
            switch declaration {
            case let .input(name, expression):
                if seen.insert(name).inserted { names.append(name) }
                note(expression.function?.options ?? [])
            case let .local(name, expression):
                note(expression)
                locals.insert(name)
            }
        }
        switch body {
        case let .pattern(pattern):
            note(pattern)
        case let .select(selectors, variants):
            for selector in selectors { note(.variable(selector)) }
            for variant in variants { note(variant.pattern) }
        }
        return names
    }
}
