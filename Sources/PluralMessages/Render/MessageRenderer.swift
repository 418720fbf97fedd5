import Foundation
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
/// Arguments are ``MessageArgument`` values, checked against each conversion before anything is
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
    /// The locale whose digits and separators numbers use; `nil` means the message's language.
    public var formattingLocale: Locale? {
        didSet { fixedSymbols = formattingLocale.map(NumberSymbols.of(_:)) }
    }
    /// The zero policy.
    public var policy: PluralSelectionPolicy { didSet { updateSettings() } }
    /// The device for device variations (`iphone`, `mac`...); `nil` uses the `other` variant.
    public var device: String? { didSet { updateSettings() } }
    /// The presentation width for width variations; `nil` uses the widest variant.
    public var width: Int? { didSet { updateSettings() } }
    /// Which number selects where a conversion shows digits of its own: the digits shown (the
    /// default) or the value, as Apple's Foundation does (``PluralSelectionMode``).
    public var selectionMode: PluralSelectionMode { didSet { updateSettings() } }

    private var fixedSymbols: NumberSymbols?
    private var settings: RenderSettings
    /// The plans of the messages rendered (by key or directly), shared by copies of the renderer.
    private let cache = RenderCache()

    private mutating func updateSettings() {
        settings = RenderSettings(rulesProvider: rulesProvider, policy: policy, device: device, width: width, selectionMode: selectionMode)
    }

    /// A renderer; see the properties for each setting.
    public init(
        rulesProvider: any PluralRulesProvider, formattingLocale: Locale? = nil,
        policy: PluralSelectionPolicy = .apple, device: String? = nil, width: Int? = nil,
        selectionMode: PluralSelectionMode = .shownDigits
    ) {
        self.rulesProvider = rulesProvider
        self.formattingLocale = formattingLocale
        self.policy = policy
        self.device = device
        self.width = width
        self.selectionMode = selectionMode
        self.fixedSymbols = formattingLocale.map(NumberSymbols.of(_:))
        self.settings = RenderSettings(rulesProvider: rulesProvider, policy: policy, device: device, width: width, selectionMode: selectionMode)
    }

    /// Renders a message with arguments. A MessageFormat message's arguments bind to its
    /// ``LocalizedMessage/argumentNames`` in order.
    public func render(_ message: LocalizedMessage, arguments: [MessageArgument]) throws(MessageError) -> RenderedMessage {
        try render(message, arguments: arguments, absent: [])
    }

    /// Renders a message with arguments by name: a MessageFormat message's argument names
    /// (``LocalizedMessage/argumentNames``), or positions ("1", "2") for a printf message.
    /// - Throws: ``MessageError/Reason/unknownArgumentName(_:known:)`` for a name the message does
    ///   not have; ``MessageError/Reason/missingNamedArgument(_:)`` when rendering needs one not given.
    public func render(_ message: LocalizedMessage, namedArguments: [String: MessageArgument]) throws(MessageError) -> RenderedMessage {
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
        try run.render(message.body, scope: message.variables, place: .format)
        return RenderedMessage(text: run.output, language: message.language, state: message.state, diagnostics: run.diagnostics)
    }

    /// Looks a key up in a table for the preferred languages (falling back to the development or
    /// source language) and renders it.
    ///
    /// - Parameters:
    ///   - key: the message's key.
    ///   - table: the table to look the key up in.
    ///   - preferredLanguages: the user's languages, most preferred first; by default those the
    ///     environment names (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`), as `Locale` ignores them on Linux.
    ///   - arguments: the message's arguments, in order.
    /// - Throws: ``MessageError``; its reason is ``MessageError/Reason/unreadableFile(_:)`` when the
    ///   lookup needs a file of the table that could not be read.
    public func render(
        key: String, in table: MessageTable, preferredLanguages: [String] = PreferredLanguages.fromEnvironment(), arguments: [MessageArgument]
    ) throws(MessageError) -> RenderedMessage {
        try render(try Self.lookUp(key, in: table, preferredLanguages: preferredLanguages), arguments: arguments)
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

    /// Looks a key up in a table for the preferred languages, as the rendering with positional
    /// arguments does, and renders it with arguments by name (see `render(_:namedArguments:)`).
    public func render(
        key: String, in table: MessageTable, preferredLanguages: [String] = PreferredLanguages.fromEnvironment(), namedArguments: [String: MessageArgument]
    ) throws(MessageError) -> RenderedMessage {
        return try render(try Self.lookUp(key, in: table, preferredLanguages: preferredLanguages), namedArguments: namedArguments)
    }

    /// `render(key:in:preferredLanguages:arguments:)` for languages given as Foundation `Locale`s
    /// (their identifiers, `Locale/pluralRulesIdentifier`). Disfavoured, so that an empty list `[]`
    /// is the list of identifiers.
    @_disfavoredOverload
    public func render(key: String, in table: MessageTable, preferredLanguages: [Locale], arguments: [MessageArgument]) throws(MessageError) -> RenderedMessage {
        try render(key: key, in: table, preferredLanguages: preferredLanguages.map(\.pluralRulesIdentifier), arguments: arguments)
    }
}
