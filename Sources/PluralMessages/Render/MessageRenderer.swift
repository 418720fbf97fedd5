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
    /// Forms that were missing and replaced by `other`, numbers given to `%@`, and options set that the
    /// message's evaluator does not apply (``MessageDiagnostic/Kind/optionIgnored(_:)``).
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
    var rulesProvider: any PluralRulesProvider { didSet { updateSettings() } }
    /// How messages render: zero policy, selection mode, formatting locale, evaluator, device, width.
    var options: RenderOptions { didSet { updateSettings() } }

    private var fixedSymbols: NumberSymbols?
    private var settings: RenderSettings
    /// The plans and prepared forms of the messages rendered (by key or directly), shared by copies of the
    /// renderer; a new one when the options or the rules change, as the prepared forms depend on them.
    private var cache = RenderCache()

    private mutating func updateSettings() {
        settings = RenderSettings(rulesProvider: rulesProvider, options: options)
        fixedSymbols = options.formattingLocale.map(NumberSymbols.of(_:))
        cache = RenderCache()
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
        try render(message, entry: cache.entry(for: message), arguments: arguments)
    }

    /// ``render(_:arguments:)`` with the message's entry in the render cache.
    private func render(_ message: LocalizedMessage, entry: RenderCache.Entry, arguments: MessageArguments) throws(MessageError) -> RenderedMessage {
        if case let .text(text) = message.body, case let .prepared(prepared, ignoring) = try entry.preparation({ () throws(MessageError) in try prepare(message, text: text) }) {
            return try entry.evaluated {
                RenderCache.Entry.Evaluated(prepared: prepared, key: message.key, language: message.language, state: message.state, ignoring: ignoring)
            }.render(arguments)
        }
        switch arguments {
        case let .positional(values): return try render(message, arguments: values, absent: [], entry: entry)
        case let .named(values): return try render(message, namedArguments: values, entry: entry)
        }
    }

    /// A text prepared once by its syntax's evaluator (``RenderOptions/evaluators``), with the options set
    /// that the evaluator does not apply; run once per message and kept in the render cache. Called from a
    /// non-escaping closure: a render after the first makes no closure context (it was a heap box
    /// holding a copy of the renderer, on every render).
    @inline(never)
    private func prepare(_ message: LocalizedMessage, text: MessageText) throws(MessageError) -> RenderCache.Preparation {
        let syntax = text.syntax.evaluatorSyntax
        let evaluator = options.evaluators[syntax]
        let evaluation = MessageEvaluation(
            source: text.source, syntax: syntax, language: message.language, formattingLocale: options.formattingLocale?.pluralRulesIdentifier,
            numberingSystem: FoundationNumberData.numberingSystem(for: message.language), rulesProvider: rulesProvider)
        do throws(MessageEvaluationError) {
            switch try evaluator.prepare(evaluation) {
            case .rendererWalk: return .rendererWalk
            case let .prepared(prepared):
                return .prepared(prepared, ignoring: options.setEvaluationOptions.subtracting(evaluator.honouredOptions).sorted())
            }
        } catch {
            throw MessageError(.evaluation(error), key: message.key, language: message.language, place: "format")
        }
    }

    private func render(_ message: LocalizedMessage, namedArguments: [String: MessageArgument], entry: RenderCache.Entry) throws(MessageError) -> RenderedMessage {
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
            if complete { return try render(message, arguments: positional, absent: [], entry: entry) }
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
        guard count > 0, given.contains(false) else { return try render(message, arguments: positional, absent: [], entry: entry) }
        let absent = Set((1...count).filter { !given[$0 - 1] })
        return try render(message, arguments: positional, absent: absent, entry: entry)
    }

    private func render(_ message: LocalizedMessage, arguments: [MessageArgument], absent: Set<Int>, entry: RenderCache.Entry) throws(MessageError) -> RenderedMessage {
        // A plan renders the common shapes in one pass; anything off the plan goes the general way,
        // which also gives the diagnostics and errors.
        if absent.isEmpty, let plan = entry.plan, let rendered = entry.direct({ direct(plan, of: message) }).render(arguments) {
            return rendered
        }
        return try walk(message, arguments: arguments, absent: absent, inflects: entry.inflects)
    }

    /// A message's plan with what it renders with in this renderer, resolved once per message
    /// (``RenderCache/Entry/direct(_:)``): rules that cannot be had leave its choices to the walk.
    @inline(never)
    private func direct(_ plan: RenderPlan, of message: LocalizedMessage) -> RenderCache.Entry.Direct {
        let language = message.language
        let symbols = fixedSymbols ?? settings.symbols(for: language)
        return RenderCache.Entry.Direct(
            plan: plan, language: language, state: message.state, rules: try? settings.rules(for: language), policy: settings.policy,
            symbols: symbols, javaKeepsSymbols: plan.hasJavaInteger && JavaFormatting.keepsSymbols(symbols))
    }

    /// Renders a message the general way, part by part (``RenderRun``), without a plan: what every
    /// plan must render alike. `inflects` says whether the message holds inflection markup
    /// (``RenderCache/Entry/inflects``; found here when not given).
    func walk(_ message: LocalizedMessage, arguments: [MessageArgument], absent: Set<Int> = [], inflects: Bool? = nil) throws(MessageError) -> RenderedMessage {
        let symbols = fixedSymbols ?? settings.symbols(for: message.language)
        var run = RenderRun(key: message.key, language: message.language, settings: settings, arguments: arguments, formatter: ArgumentFormatter(symbols: symbols))
        run.argumentNames = message.argumentNames
        run.absent = absent
        run.selectsIntegerQuantity = message.origin.kind.selectsIntegerQuantity
        run.selectsAsI18next = message.origin.kind.selectsAsI18next
        run.pluralFallback = message.pluralFallback
        run.pluralRuleType = message.pluralRuleType
        if case let .text(text) = message.body { run.isFlutter = text.syntax == .flutterMessageFormat }
        if inflects ?? message.hasInflectionMarkup { run.shownArguments = [] }
        if let gettext = message.gettext {
            // A PO entry shows what gettext shows: its own formula's form, C's or Python's conversions.
            try run.renderGettext(gettext)
        } else {
            try run.render(message.body, scope: message.variables, place: .format)
        }
        try run.resolveInflectionMarkup()
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
        let identifiers = preferredLanguages.identifiers
        let lookups = table.lookups
        let entry: RenderCache.Entry
        if let kept = cache.entry(forKey: key, lookups: lookups, preferredLanguages: identifiers) {
            // Found before for this table and list: a message of the plan's shape renders from its
            // resolved plan at once; anything else as the message's first render did.
            if case let .positional(values) = arguments, let direct = kept.madeDirect, let rendered = direct.render(values) { return rendered }
            // (i18next's plurals choose among keys: its messages take the door below.)
            if !kept.selectsAsI18next, let evaluated = kept.madeEvaluated { return try evaluated.render(arguments) }
            entry = kept
        } else {
            // The table's one lookup (it keeps what it found); the message's plan is in the render cache.
            let message: LocalizedMessage
            do {
                message = try Self.message(forKey: key, in: table, preferredLanguages: identifiers)
            } catch {
                // i18next may still find `key_one`, a key of its own in a language (a lone form).
                guard case .keyNotFound = error.reason, let language = identifiers.first ?? table.developmentLanguage else { throw error }
                return try renderFallingBack(key: key, in: table, from: language, arguments: arguments, notFound: error)
            }
            entry = cache.entry(for: message)
            cache.keep(entry, forKey: key, lookups: lookups, preferredLanguages: identifiers)
        }
        let message = LocalizedMessage(storage: entry.message)
        guard entry.selectsAsI18next else { return try render(message, entry: entry, arguments: arguments) }
        let language = identifiers.first ?? message.language
        if message.pluralRuleType == .ordinal, case .plural = message.body, let base = I18nextFallback.ordinalBase(key) {
            return try renderOrdinalFallingBack(key: key, base: base, in: table, from: language, arguments: arguments)
        }
        return try renderFallingBack(key: key, in: table, from: language, arguments: arguments, notFound: nil)
    }

    /// Renders the ordinal `key` (`place_ordinal`) as `t(base, {count, ordinal: true})` does
    /// (i18next 25.4–26): in each language of the fallback chain, the first of `base_ordinal_<category>`
    /// (the category by the ordinal rules), `base_<category>` (a key of its own, or that form of the
    /// cardinal plural `base`) and `base` (``I18nextFallback/ordinalKeys(_:base:count:category:)``).
    private func renderOrdinalFallingBack(key: String, base: String, in table: MessageTable, from language: String, arguments: MessageArguments) throws(MessageError) -> RenderedMessage {
        for candidate in I18nextFallback.languages(from: language, development: table.developmentLanguage, available: table.languages) {
            let keys = I18nextFallback.ordinalKeys(key, base: base, count: I18nextFallback.count(in: arguments)) { number in
                (try? number.category(in: settings.ordinalRules(for: candidate))) ?? nil
            }
            for wanted in keys {
                guard let message = I18nextFallback.resource(wanted, in: table, language: candidate) else { continue }
                return try render(message, arguments: I18nextFallback.arguments(arguments, for: message))
            }
        }
        throw MessageError(.keyNotFound, key: key, language: language, place: "table '\(table.name)'")
    }

    /// Renders `key` as i18next's `t` does: in the language, then in each language it falls back to
    /// (``I18nextFallback/languages(from:development:)``), the first whose message has a form for
    /// the count (or a text of the key itself); a language without the key is passed over.
    private func renderFallingBack(key: String, in table: MessageTable, from language: String, arguments: MessageArguments, notFound: MessageError?) throws(MessageError) -> RenderedMessage {
        var lastError: MessageError?
        for candidate in I18nextFallback.languages(from: language, development: table.developmentLanguage, available: table.languages) {
            let suffixed = I18nextFallback.suffixedKeys(key, count: I18nextFallback.count(in: arguments)) { number in
                (try? number.category(in: settings.rules(for: candidate))) ?? nil
            }
            // `key_zero`, `key_<category>`, then `key`: a lone form is a key of its own in the table.
            let found = suffixed.lazy.compactMap { table.message(forKey: $0, language: candidate) }.first { $0.origin.kind.selectsAsI18next }
            guard let message = found ?? table.message(forKey: key, language: candidate), message.origin.kind.selectsAsI18next else { continue }
            do {
                return try render(message, arguments: I18nextFallback.arguments(arguments, for: message))
            } catch {
                guard case .noPluralForm = error.reason else { throw error }
                lastError = lastError ?? error
            }
        }
        throw lastError ?? notFound ?? MessageError(.keyNotFound, key: key, language: language, place: "table '\(table.name)'")
    }

    /// The message `key` renders for the preferred languages (the table's lookup, falling back to the
    /// development or source language), or why there is none: the one lookup of ``render(key:in:preferredLanguages:arguments:)``,
    /// ``MessageLocalizer`` and the command-line tool.
    /// - Throws: ``MessageError`` with ``MessageError/Reason/keyNotFound`` or ``MessageError/Reason/unreadableFile(_:)``.
    public static func message(forKey key: String, in table: MessageTable, preferredLanguages: [String]) throws(MessageError) -> LocalizedMessage {
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
