import Foundation
import MessageFormat2
import PluralCore
import PluralLocalization

/// A rendered message and what the caller should know about it.
public struct RenderedMessage: Hashable, Sendable, CustomStringConvertible {
    /// The text.
    public let text: String
    /// The language of the message used (it selected the plural forms).
    public let language: String
    /// The `.xcstrings` state of the message used, if any.
    public let state: String?
    /// Forms that were missing and replaced by `other`.
    public let diagnostics: [MessageDiagnostic]

    public var description: String { text }
}

/// Renders messages: expands `%#@variables@`, selects plural forms by the message's language,
/// and formats numbers by the formatting locale.
///
/// ```swift
/// let table = try MessageTable.load(contentsOf: resources)
/// let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider())
/// let files = try renderer.render(key: "files", in: table, preferredLanguages: ["ru"], arguments: [5])
/// files.text   // "5 файлов"
/// ```
///
/// Arguments are `MessageArgument` values, checked against each conversion before anything is
/// formatted: a wrong type, a missing argument, an unknown variable or a cycle of variables throws
/// a ``MessageError`` that names the key, the place and the offset. Nothing is handed to
/// `String(format:)` unchecked.
///
/// Plural forms: explicit values (`=0`), then the zero policy (`PluralSelectionPolicy/apple` by
/// default: a `zero` form serves every zero), then the language's rules; a missing category falls
/// back to `other` and is reported in ``RenderedMessage/diagnostics``.
///
/// Inside a variable's form, a conversion without a position (`%d`) refers to the variable's own
/// argument, and the next ones to the arguments after it (as Apple's `"%lu of %lu"` forms expect);
/// a conversion with a position (`%2$@`) refers to that argument of the call.
public struct MessageRenderer: Sendable {
    /// Gives the plural rules of each message's language.
    public var rulesProvider: any PluralRulesProvider { didSet { updateSettings() } }
    /// How messages render: zero policy, selection mode, formatting locale, evaluator, device, width.
    public var options: RenderOptions { didSet { updateSettings() } }

    private var fixedSymbols: NumberSymbols?
    private var settings: RenderSettings
    /// The plans of the messages rendered (by key or directly), shared by copies of the renderer.
    private let cache = RenderCache()

    private mutating func updateSettings() {
        settings = RenderSettings(rulesProvider: rulesProvider, options: options)
        fixedSymbols = options.formattingLocale.map(NumberSymbols.of(_:))
    }

    /// A renderer with the rules of an engine (`ICUPluralRulesProvider()`, `CLDRPluralRulesProvider()`).
    public init(rulesProvider: any PluralRulesProvider, options: RenderOptions = RenderOptions()) {
        self.rulesProvider = rulesProvider
        self.options = options
        self.fixedSymbols = options.formattingLocale.map(NumberSymbols.of(_:))
        self.settings = RenderSettings(rulesProvider: rulesProvider, options: options)
    }

    /// Renders a message. Values in order bind to a MessageFormat message's
    /// ``LocalizedMessage/argumentNames`` in order, and to a printf message's positions; by name,
    /// to those names, or to positions ("1", "2") for a printf message.
    /// - Throws: ``MessageError``; by name, ``MessageError/Reason/unknownArgumentName(_:known:)`` for a
    ///   name the message does not have and ``MessageError/Reason/missingNamedArgument(_:)`` when
    ///   rendering needs one not given.
    public func render(_ message: LocalizedMessage, arguments: MessageArguments = []) throws(MessageError) -> RenderedMessage {
        if case let .text(text) = message.body, let parsed = text.messageFormat2, let evaluator = messageFormat2Evaluator {
            return try evaluate(message, parsed: parsed, evaluator: evaluator, arguments: arguments)
        }
        if let syntax = evaluatedSyntax(of: message), case let .text(text) = message.body {
            return try evaluate(message, source: text.source, syntax: syntax, arguments: arguments)
        }
        switch arguments {
        case let .positional(values): return try render(message, arguments: values, absent: [])
        case let .named(values): return try render(message, namedArguments: values)
        }
    }

    /// The syntax of a message that an evaluator formats instead of the renderer's own walk: MessageFormat 2
    /// always, ICU MessageFormat when ``RenderOptions/evaluator`` is not the Swift walk.
    private func evaluatedSyntax(of message: LocalizedMessage) -> MessageSyntax? {
        guard case let .text(text) = message.body else { return nil }
        switch text.syntax {
        case .messageFormat2:
            return .messageFormat2
        case .messageFormat:
            guard !(options.evaluator is SwiftMessageEvaluator), options.evaluator.evaluates(.icuMessageFormat) else { return nil }
            return .icuMessageFormat
        case .printf, .javaFormat:
            return nil
        }
    }

    /// The default evaluator of MessageFormat 2 messages, when ``RenderOptions/evaluator`` does not format them.
    private static let messageFormat2Evaluator = MF2MessageEvaluator()

    /// MessageFormat2's evaluator when it is the one that formats MessageFormat 2 here (the default, or
    /// the options' own): it formats the message the text parsed once, with a formatter kept per
    /// language. `nil` when the options name another evaluator of MessageFormat 2, which reads the text.
    private var messageFormat2Evaluator: MF2MessageEvaluator? {
        if let own = options.evaluator as? MF2MessageEvaluator { return own }
        return options.evaluator.evaluates(.messageFormat2) ? nil : Self.messageFormat2Evaluator
    }

    private func evaluate(_ message: LocalizedMessage, parsed: Result<MF2Message, MF2Error>, evaluator: MF2MessageEvaluator,
                          arguments: MessageArguments) throws(MessageError) -> RenderedMessage {
        do throws(MessageEvaluationError) {
            let parsedMessage: MF2Message
            switch parsed {
            case let .success(value): parsedMessage = value
            case let .failure(error): throw MessageEvaluationError(error.description)
            }
            let symbols = fixedSymbols ?? settings.symbols(for: message.language)
            let formatter = settings.messageFormat2Formatter(for: message.language, symbols: symbols, evaluator: evaluator)
            let text = try evaluator.evaluate(parsedMessage, formatter: formatter, arguments: arguments)
            return RenderedMessage(text: text, language: message.language, state: message.state, diagnostics: [])
        } catch {
            throw MessageError(.evaluation(error), key: message.key, language: message.language, place: "format")
        }
    }

    private func evaluate(_ message: LocalizedMessage, source: String, syntax: MessageSyntax, arguments: MessageArguments) throws(MessageError) -> RenderedMessage {
        let evaluation = MessageEvaluation(
            source: source, syntax: syntax, language: message.language, formattingLocale: options.formattingLocale?.pluralRulesIdentifier,
            numberingSystem: FoundationNumberData.numberingSystem(for: message.language), arguments: arguments, rulesProvider: rulesProvider)
        let evaluator: any MessageEvaluator = options.evaluator.evaluates(syntax) ? options.evaluator : Self.messageFormat2Evaluator
        do {
            let text = try evaluator.evaluate(evaluation)
            return RenderedMessage(text: text, language: message.language, state: message.state, diagnostics: [])
        } catch {
            throw MessageError(.evaluation(error), key: message.key, language: message.language, place: "format")
        }
    }

    private func render(_ message: LocalizedMessage, namedArguments: [String: MessageArgument]) throws(MessageError) -> RenderedMessage {
        let names = message.argumentNames
        // The common case: a value for each of a MessageFormat message's names. The names differ,
        // so the values fill every position: no position is absent and none needs tracking.
        if !names.isEmpty, namedArguments.count == names.count {
            var positional = [MessageArgument](repeating: .string(""), count: names.count)
            var complete = true
            for (name, value) in namedArguments {
                guard let position = ArgumentCursor.position(ofArgument: name, in: names) else { complete = false; break }
                positional[position - 1] = value
            }
            if complete { return try render(message, arguments: positional, absent: []) }
        }
        func position(of name: String) -> Int? {
            if let named = ArgumentCursor.position(ofArgument: name, in: names) { return named }
            if names.isEmpty, let number = Int(name), number >= 1, number <= ParsedFormat.maximumPosition { return number }
            return nil
        }
        var positional = [MessageArgument](repeating: .string(""), count: names.count)
        var given = [Bool](repeating: false, count: names.count)
        var unknown: String?
        for (name, value) in namedArguments {
            guard let position = position(of: name) else {
                // The first unknown name in sorted order, whatever the dictionary's order.
                if unknown.map({ name < $0 }) ?? true { unknown = name }
                continue
            }
            if positional.count < position {
                positional += Array(repeating: MessageArgument.string(""), count: position - positional.count)
                given += Array(repeating: false, count: position - given.count)
            }
            positional[position - 1] = value
            given[position - 1] = true
        }
        if let unknown {
            throw MessageError(.unknownArgumentName(unknown, known: names), key: message.key, language: message.language, place: "arguments")
        }
        let count = positional.count
        guard count > 0, given.contains(false) else { return try render(message, arguments: positional, absent: []) }
        let absent = Set((1...count).filter { !given[$0 - 1] })
        return try render(message, arguments: positional, absent: absent)
    }

    private func render(_ message: LocalizedMessage, arguments: [MessageArgument], absent: Set<Int>) throws(MessageError) -> RenderedMessage {
        // A plan renders the common shapes in one pass; anything off the plan goes the general way,
        // which also gives the diagnostics and errors.
        if absent.isEmpty, let plan = cache.entry(for: message).plan,
           let text = plan.render(arguments, language: message.language, settings: settings,
                                  formatter: ArgumentFormatter(symbols: fixedSymbols ?? settings.symbols(for: message.language))) {
            return RenderedMessage(text: text, language: message.language, state: message.state, diagnostics: [])
        }
        return try walk(message, arguments: arguments, absent: absent)
    }

    /// Renders a message the general way, part by part (``RenderRun``), without a plan: what every
    /// plan must render alike.
    func walk(_ message: LocalizedMessage, arguments: [MessageArgument], absent: Set<Int> = []) throws(MessageError) -> RenderedMessage {
        let symbols = fixedSymbols ?? settings.symbols(for: message.language)
        var run = RenderRun(key: message.key, language: message.language, settings: settings, arguments: arguments, formatter: ArgumentFormatter(symbols: symbols))
        run.argumentNames = message.argumentNames
        run.absent = absent
        run.selectsIntegerQuantity = message.origin.kind.selectsIntegerQuantity
        try run.render(message.body, scope: message.variables, place: .format)
        return RenderedMessage(text: run.output, language: message.language, state: message.state, diagnostics: run.diagnostics)
    }

    /// Looks a key up in a table for the preferred languages (falling back to the development or
    /// source language) and renders it as ``render(_:arguments:)`` does.
    ///
    /// - Parameters:
    ///   - key: the message's key.
    ///   - table: the table to look the key up in.
    ///   - preferredLanguages: the user's languages, most preferred first (identifiers, `Locale`s or a
    ///     header); by default those the environment names (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`,
    ///     `LANG`), as `Locale` ignores them on Linux.
    ///   - arguments: the message's arguments, in order or by name.
    /// - Throws: ``MessageError``; its reason is ``MessageError/Reason/unreadableFile(_:)`` when the
    ///   lookup needs a file of the table that could not be read.
    public func render(
        key: String, in table: MessageTable, preferredLanguages: PreferredLanguages = .fromEnvironment(), arguments: MessageArguments = []
    ) throws(MessageError) -> RenderedMessage {
        // The table's one lookup (it keeps what it found); the message's plan is in the render cache.
        try render(try Self.lookUp(key, in: table, preferredLanguages: preferredLanguages.identifiers), arguments: arguments)
    }

    /// The message `key` renders for the preferred languages, or why there is none.
    static func lookUp(_ key: String, in table: MessageTable, preferredLanguages: [String]) throws(MessageError) -> LocalizedMessage {
        let found: LocalizedMessage?
        do {
            found = try table.lookUpMessage(forKey: key, preferredLanguages: preferredLanguages)
        } catch {
            throw MessageError(.unreadableFile(error), key: key, language: error.file.flatMap(MessageTable.language(ofFileAt:)), place: "table '\(table.name)'")
        }
        guard let message = found else {
            throw MessageError(.keyNotFound, key: key, language: preferredLanguages.first, place: "table '\(table.name)'")
        }
        return message
    }
}
