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
    /// How deep variables may nest inside each other's forms.
    public static let maximumNestingDepth = 64
    /// The longest rendered text, in UTF-8 bytes (forms that repeat a variable grow quickly).
    public static let maximumOutputLength = 1 << 20
    /// The most work one rendering may take: every part of a format rendered and every variable
    /// expanded is a step. Forms that repeat a variable multiply the work even when they print
    /// nothing (64 variables each naming the next twice would take 2⁶³ steps); one step per 256
    /// bytes of ``maximumOutputLength`` (4,096) leaves real messages, a few dozen steps, far below it.
    public static let maximumExpansionSteps = maximumOutputLength / 256
    /// The most diagnostics one rendering reports; identical ones are reported once, and past this
    /// number a last diagnostic says that the rest were dropped.
    public static let maximumDiagnostics = 100

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

    private var fixedSymbols: NumberSymbols?
    private var settings: RenderSettings

    private mutating func updateSettings() {
        settings = RenderSettings(rulesProvider: rulesProvider, policy: policy, device: device, width: width)
    }

    /// A renderer; see the properties for each setting.
    public init(
        rulesProvider: any PluralRulesProvider, formattingLocale: Locale? = nil,
        policy: PluralSelectionPolicy = .apple, device: String? = nil, width: Int? = nil
    ) {
        self.rulesProvider = rulesProvider
        self.formattingLocale = formattingLocale
        self.policy = policy
        self.device = device
        self.width = width
        self.fixedSymbols = formattingLocale.map(NumberSymbols.of(_:))
        self.settings = RenderSettings(rulesProvider: rulesProvider, policy: policy, device: device, width: width)
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
        var positional: [MessageArgument] = []
        var given: Set<Int> = []
        for (name, value) in namedArguments.sorted(by: { $0.key < $1.key }) {
            let position: Int
            if let index = names.firstIndex(of: name) {
                position = index + 1
            } else if names.isEmpty, let number = Int(name), number >= 1, number <= ParsedFormat.maximumPosition {
                position = number
            } else {
                throw MessageError(.unknownArgumentName(name, known: names), key: message.key, language: message.language, place: "arguments")
            }
            if positional.count < position { positional += Array(repeating: MessageArgument.string(""), count: position - positional.count) }
            positional[position - 1] = value
            given.insert(position)
        }
        let count = max(positional.count, names.count)
        if positional.count < count { positional += Array(repeating: MessageArgument.string(""), count: count - positional.count) }
        let absent = Set((1...max(1, count)).filter { !given.contains($0) })
        return try render(message, arguments: positional, absent: count == 0 ? [] : absent)
    }

    private func render(_ message: LocalizedMessage, arguments: [MessageArgument], absent: Set<Int>) throws(MessageError) -> RenderedMessage {
        let symbols = fixedSymbols ?? settings.symbols(for: message.language)
        var run = Run(key: message.key, language: message.language, settings: settings, arguments: arguments, formatter: ArgumentFormatter(symbols: symbols))
        run.argumentNames = message.argumentNames
        run.absent = absent
        run.output.reserveCapacity(128)
        try run.render(message.body, scope: message.variables, place: .format)
        return RenderedMessage(text: String(decoding: run.output, as: UTF8.self), language: message.language, state: message.state, diagnostics: run.diagnostics)
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
        return try render(try Self.lookUp(key, in: table, preferredLanguages: preferredLanguages), arguments: arguments)
    }

    /// The message `key` renders for the preferred languages, or why there is none.
    private static func lookUp(_ key: String, in table: MessageTable, preferredLanguages: [String]) throws(MessageError) -> LocalizedMessage {
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

/// Where in a message the renderer is; turned into text only for an error or a diagnostic.
private enum Place: Hashable, CustomStringConvertible {
    case format
    case variation(String)
    case variable(String)
    case form(variable: String, PluralMessageForm)
    case genderForm(variable: String, GrammaticalGender)
    case keywordForm(variable: String, String)

    var description: String {
        switch self {
        case .format: "format"
        case let .variation(text): text
        case let .variable(name): "variable '\(name)'"
        case let .form(name, form): "variable '\(name)' form '\(form)'"
        case let .genderForm(name, form): "variable '\(name)' form '\(form)'"
        case let .keywordForm(name, form): "variable '\(name)' form '\(form)'"
        }
    }
}

/// What a rendering needs from the renderer, in one reference (copying the renderer would retain each field).
final class RenderSettings: Sendable {
    let rulesProvider: any PluralRulesProvider
    let policy: PluralSelectionPolicy
    let device: String?
    let width: Int?

    /// The last language's rules and number symbols: most renderers serve one language, and
    /// comparing a string is cheaper than the providers' keyed caches.
    private let lastRules = Locked<(language: String, rules: any PluralRules)?>(nil)
    private let lastSymbols = Locked<(language: String, symbols: NumberSymbols)?>(nil)
    private let lastOrdinalRules = Locked<(language: String, rules: any PluralRules)?>(nil)

    init(rulesProvider: any PluralRulesProvider, policy: PluralSelectionPolicy, device: String?, width: Int?) {
        self.rulesProvider = rulesProvider
        self.policy = policy
        self.device = device?.lowercased()
        self.width = width
    }

    func rules(for language: String) throws -> any PluralRules {
        if let last = lastRules.withLock({ $0 }), last.language == language { return last.rules }
        let rules = try rulesProvider.rules(for: language, type: .cardinal, strict: false)
        lastRules.withLock { $0 = (language, rules) }
        return rules
    }

    func ordinalRules(for language: String) throws -> any PluralRules {
        if let last = lastOrdinalRules.withLock({ $0 }), last.language == language { return last.rules }
        let rules = try rulesProvider.rules(for: language, type: .ordinal, strict: false)
        lastOrdinalRules.withLock { $0 = (language, rules) }
        return rules
    }

    func symbols(for language: String) -> NumberSymbols {
        if let last = lastSymbols.withLock({ $0 }), last.language == language { return last.symbols }
        let symbols = NumberSymbols.of(identifier: language)
        lastSymbols.withLock { $0 = (language, symbols) }
        return symbols
    }
}

/// The state of one rendering.
private struct Run {
    let key: String
    let language: String
    let settings: RenderSettings
    let arguments: [MessageArgument]
    let formatter: ArgumentFormatter
    var rules: (any PluralRules)?
    /// UTF-8 bytes: appending bytes is cheaper than appending strings, and the text is made once.
    var output: [UInt8] = []
    var diagnostics: [MessageDiagnostic] = []
    /// The variables being expanded, outermost first (for cycles and depth).
    var stack: [String] = []
    /// Steps taken, against ``MessageRenderer/maximumExpansionSteps``.
    var steps = 0
    /// The diagnostics reported, by what makes them distinct (cheaper to compare than their text).
    var reported: Set<DiagnosticKey> = []
    /// A MessageFormat message's argument names, in the order positional arguments bind.
    var argumentNames: [String] = []
    /// Positions given no value by a rendering by name.
    var absent: Set<Int> = []
    /// What `#` shows in the MessageFormat plural form being rendered.
    var pluralNumber: String?

    struct DiagnosticKey: Hashable {
        let place: Place
        let argument: MessageArgument
        let shown: PluralDecimal?
        let kind: MessageDiagnostic.Kind
    }

    init(key: String, language: String, settings: RenderSettings, arguments: [MessageArgument], formatter: ArgumentFormatter) {
        self.key = key
        self.language = language
        self.settings = settings
        self.arguments = arguments
        self.formatter = formatter
    }

    func failure(_ reason: MessageError.Reason, _ place: Place, offset: Int? = nil) -> MessageError {
        MessageError(reason, key: key, language: language, place: place.description, offset: offset)
    }

    mutating func step(_ place: Place) throws(MessageError) {
        steps += 1
        if steps > MessageRenderer.maximumExpansionSteps {
            throw failure(.expansionTooLarge(limit: MessageRenderer.maximumExpansionSteps), place)
        }
    }

    /// Adds a diagnostic once, up to ``MessageRenderer/maximumDiagnostics``; its text is made only then.
    mutating func diagnose(_ place: Place, argument: MessageArgument, shown: PluralDecimal? = nil, _ kind: MessageDiagnostic.Kind) {
        guard diagnostics.count < MessageRenderer.maximumDiagnostics else {
            if case .diagnosticsDropped = diagnostics.last?.kind { return }
            diagnostics.append(MessageDiagnostic(key: key, language: language, place: "", number: "",
                                                 kind: .diagnosticsDropped(limit: MessageRenderer.maximumDiagnostics)))
            return
        }
        guard reported.insert(DiagnosticKey(place: place, argument: argument, shown: shown, kind: kind)).inserted else { return }
        diagnostics.append(MessageDiagnostic(key: key, language: language, place: place.description,
                                             number: shown?.description ?? argument.description, kind: kind))
    }

    mutating func append(_ text: String, _ place: Place) throws(MessageError) {
        output.append(contentsOf: text.utf8)
        if output.count > MessageRenderer.maximumOutputLength {
            throw failure(.outputTooLong(limit: MessageRenderer.maximumOutputLength), place)
        }
    }

    mutating func render(_ body: MessageBody, scope: [String: MessageVariable], place: Place) throws(MessageError) {
        try step(place)
        switch body {
        case let .text(text):
            // Without arguments a text whose '%'s are percent signs is shown as written, as
            // NSLocalizedString returns it ("100% anonymous").
            if arguments.isEmpty, text.readsAsTextWithoutArguments {
                try append(text.source, place)
                return
            }
            var next = 1
            try render(text, scope: scope, place: place, next: &next, own: nil)
        case let .plural(argument, forms):
            let label = { if case .format = place { "plural variation" } else { "\(place), plural variation" } }()
            let variationPlace = Place.variation(label)
            var selected = try select(argument: argument, specifier: nil, shownBy: nil, forms: Set(forms.keys), variable: nil, place: variationPlace)
            // The number as the chosen form shows it selects ("1.0" is not "1").
            if case let .text(text)? = forms[selected.selection.form], text.hasFloatingConversion,
               let shown = text.conversion(showing: argument, firstUnpositioned: 1), Self.showsDigits(shown) {
                let second = try select(argument: argument, specifier: nil, shownBy: shown, forms: Set(forms.keys), variable: nil, place: variationPlace)
                if second.selection.form == selected.selection.form {
                    selected = second
                } else if case let .text(other)? = forms[second.selection.form],
                          Self.sameDigits(other.conversion(showing: argument, firstUnpositioned: 1), shown) {
                    selected = second
                }
            }
            if let missing = selected.missing { diagnose(variationPlace, argument: selected.argument, shown: selected.shown, .missingForm(missing)) }
            guard let chosen = forms[selected.selection.form] else {
                throw failure(.noOtherForm(variable: label, selected: selected.selection.category), variationPlace)
            }
            try render(chosen, scope: scope, place: .variation("\(label) form '\(selected.selection.form)'"))
        case let .device(variants):
            let device = settings.device ?? "other"
            guard let chosen = variants[device] ?? variants["other"] else { throw failure(.noDeviceVariant(device: device), place) }
            try render(chosen, scope: scope, place: .variation("device '\(variants[device] == nil ? "other" : device)'"))
        case let .width(variants):
            let chosen: WidthVariant?
            if let width = settings.width {
                chosen = variants.last(where: { $0.width <= width }) ?? variants.first
            } else {
                chosen = variants.last
            }
            guard let chosen else { throw failure(.invalidEntry("no widths"), place) }
            try render(chosen.body, scope: scope, place: .variation("width \(chosen.width)"))
        case let .scoped(inner, variables):
            try render(inner, scope: variables, place: place)
        case let .invalid(reason):
            throw failure(.invalidEntry(reason), place)
        }
    }

    /// The argument at a 1-based position.
    func argument(_ position: Int, _ place: Place, offset: Int?) throws(MessageError) -> MessageArgument {
        guard position >= 1, position <= arguments.count, absent.isEmpty || !absent.contains(position) else {
            if position >= 1, position <= argumentNames.count {
                throw failure(.missingNamedArgument(argumentNames[position - 1]), place, offset: offset)
            }
            throw failure(.missingArgument(position: position, given: arguments.count), place, offset: offset)
        }
        return arguments[position - 1]
    }

    /// Renders a format. `next` is the position of the next argument without an explicit one;
    /// `own` is the variable whose form this is (for `%arg`).
    mutating func render(
        _ text: MessageText, scope: [String: MessageVariable], place: Place, next: inout Int, own: (position: Int, specifier: FormatSpecifier?)?
    ) throws(MessageError) {
        if case let .failure(error) = text.parsed { throw failure(.invalidFormat(error), place, offset: error.offset) }
        for segment in text.segments {
            try step(place)
            switch segment {
            case let .literal(literal):
                try append(literal, place)
            case let .specifier(specifier, offset):
                let position = specifier.position ?? next
                if specifier.position == nil { next += 1 }
                let value = try argument(position, place, offset: offset)
                if case let .integer(integer) = value, integer >= 0 || specifier.kind == .signedInteger, ArgumentFormatter.isPlainDecimal(specifier) {
                    formatter.appendPlainInteger(integer, to: &output)
                    if output.count > MessageRenderer.maximumOutputLength {
                        throw failure(.outputTooLong(limit: MessageRenderer.maximumOutputLength), place)
                    }
                    continue
                }
                if specifier.code == UInt8(ascii: "@") {
                    switch value {
                    case .integer, .floatingPoint: diagnose(place, argument: value, .numberAsObject(position: position))
                    case .decimal, .string: break
                    }
                }
                try append(formatted(value, position: position, as: specifier, place: place, offset: offset), place)
            case let .substitutionArgument(offset):
                guard let own else { throw failure(.invalidFormat(FormatSyntaxError(offset: offset, reason: "'%arg' outside a substitution")), place, offset: offset) }
                var specifier = own.specifier ?? FormatSpecifier()
                if own.specifier == nil { specifier.conversion = "@" }
                specifier.position = nil
                try append(formatted(try argument(own.position, place, offset: offset), position: own.position, as: specifier, place: place, offset: offset), place)
            case let .variable(name, explicitPosition, offset):
                var position = explicitPosition ?? next
                if explicitPosition == nil { next += 1 }
                try expand(name, position: &position, scope: scope, place: place, offset: offset)
            case let .argument(name, style, offset):
                guard let index = argumentNames.firstIndex(of: name) else {
                    throw failure(.missingNamedArgument(name), place, offset: offset)
                }
                let value = try argument(index + 1, place, offset: offset)
                try append(try messageFormatText(value, style: style, position: index + 1, place: place, offset: offset), place)
            case let .pluralNumber(offset):
                guard let pluralNumber else {
                    throw failure(.invalidFormat(FormatSyntaxError(offset: offset, reason: "'#' outside a plural form")), place, offset: offset)
                }
                try append(pluralNumber, place)
            }
        }
    }

    /// Whether a conversion shows digits of its own (`%.1f`, `%e`, `%g`), which may select another
    /// form than the value does; integers, `%@` and `%a` show the value itself.
    static func showsDigits(_ specifier: FormatSpecifier?) -> Bool {
        guard let specifier, specifier.kind == .floatingPoint else { return false }
        return specifier.code != UInt8(ascii: "a") && specifier.code != UInt8(ascii: "A")
    }

    /// Whether two conversions show a number with the same digits.
    static func sameDigits(_ lhs: FormatSpecifier?, _ rhs: FormatSpecifier?) -> Bool {
        let (left, right) = (showsDigits(lhs), showsDigits(rhs))
        guard left, right, let lhs, let rhs else { return left == right }
        return lhs.code | 0x20 == rhs.code | 0x20 && lhs.precision == rhs.precision && lhs.alternate == rhs.alternate
    }

    mutating func expand(_ name: String, position: inout Int, scope: [String: MessageVariable], place: Place, offset: Int) throws(MessageError) {
        try step(place)
        guard let variable = scope[name] else { throw failure(.unknownVariable(name), place, offset: offset) }
        if let cycleStart = stack.firstIndex(of: name) {
            throw failure(.variableCycle(Array(stack[cycleStart...]) + [name]), place, offset: offset)
        }
        guard stack.count < MessageRenderer.maximumNestingDepth else {
            throw failure(.nestingTooDeep(limit: MessageRenderer.maximumNestingDepth), place, offset: offset)
        }
        let variablePlace = Place.variable(name)
        if variable.argumentName != nil || variable.isSelect {
            return try expandMessageFormat(variable, position: variable.argumentNumber ?? position, scope: scope, place: variablePlace)
        }
        if variable.isGender {
            return try expandGender(variable, position: variable.argumentNumber ?? position, scope: scope, place: variablePlace)
        }
        guard variable.isPlural else {
            throw failure(.unsupportedRuleType(variable: name, ruleType: variable.ruleType ?? ""), variablePlace)
        }
        let specifier = variable.valueSpecifier
        if let valueType = variable.valueType, specifier == nil || specifier?.kind == .string {
            throw failure(.invalidValueType(variable: name, valueType: valueType), variablePlace)
        }
        if let number = variable.argumentNumber { position = number }
        func form(_ selection: PluralFormSelection) -> MessageText? {
            if case let .category(category) = selection.form { variable.categoryForms[category.order] } else { variable.forms[selection.form] }
        }
        // The value type's conversion shows the number first (`.1f`); if the chosen form shows it
        // with other digits (`%.1f` in the form, `d` as the value type), those digits select, as
        // long as the form they select shows the number the same way.
        var selected = try select(argument: position, specifier: specifier, shownBy: specifier, forms: variable.formSet, variable: variable, place: variablePlace)
        if let chosen = form(selected.selection), chosen.hasFloatingConversion || Self.showsDigits(specifier),
           let shown = chosen.conversion(showing: position, firstUnpositioned: position), !Self.sameDigits(shown, specifier) {
            let second = try select(argument: position, specifier: specifier, shownBy: shown, forms: variable.formSet, variable: variable, place: variablePlace)
            if second.selection.form == selected.selection.form {
                selected = second
            } else if let other = form(second.selection), Self.sameDigits(other.conversion(showing: position, firstUnpositioned: position), shown) {
                selected = second
            }
        }
        if let missing = selected.missing { diagnose(variablePlace, argument: selected.argument, shown: selected.shown, .missingForm(missing)) }
        guard let chosen = form(selected.selection) else {
            throw failure(.noOtherForm(variable: name, selected: selected.selection.category), variablePlace)
        }
        // Only forms that refer to variables can nest or loop: the others need no bookkeeping.
        let nests = chosen.hasVariables
        if nests { stack.append(name) }
        var inner = position
        try render(chosen, scope: scope, place: .form(variable: name, selected.selection.form), next: &inner, own: (position, specifier))
        if nests { stack.removeLast() }
    }

    /// Renders the form of a gender variable that its argument names: 0, 1, 2 (male, female,
    /// neuter) or a form's name; a gender without a form falls back to `other`.
    mutating func expandGender(_ variable: MessageVariable, position: Int, scope: [String: MessageVariable], place: Place) throws(MessageError) {
        let argument = try argument(position, place, offset: nil)
        let gender: GrammaticalGender?
        switch argument {
        case let .integer(value): gender = GrammaticalGender(number: value)
        case let .decimal(value): gender = value.fractionDigits.isEmpty ? Int(value.plainText).flatMap(GrammaticalGender.init(number:)) : nil
        case let .string(name): gender = GrammaticalGender(name: name)
        case .floatingPoint: gender = nil
        }
        guard let gender else {
            throw failure(.invalidArgumentValue(position: position, "\(argument) names no gender: pass 0 (male), 1 (female), 2 (neuter) or a form's name"), place)
        }
        let form = variable.genderForms[gender] != nil ? gender : .other
        if form != gender { diagnose(place, argument: argument, .missingGenderForm(gender)) }
        guard let chosen = variable.genderForms[form] else {
            throw failure(.noOtherGenderForm(variable: variable.name, selected: gender), place)
        }
        let nests = chosen.hasVariables
        if nests { stack.append(variable.name) }
        var inner = position
        try render(chosen, scope: scope, place: .genderForm(variable: variable.name, form), next: &inner, own: (position, variable.valueSpecifier))
        if nests { stack.removeLast() }
    }

    /// A MessageFormat argument's text: a string as is, a number in the style (the default decimal
    /// format for `{name}`).
    func messageFormatText(_ value: MessageArgument, style: MessageFormatNumberStyle?, position: Int, place: Place, offset: Int?) throws(MessageError) -> String {
        if case let .string(text) = value {
            guard style == nil else {
                throw failure(.wrongArgumentType(position: position, expected: "a number for '{\(argumentNames[position - 1]), \(style!)}'", actual: value.kindName), place, offset: offset)
            }
            return text
        }
        guard let number = ExactDecimal(value) else {
            throw failure(.invalidArgumentValue(position: position, "\(value) is not a finite number"), place, offset: offset)
        }
        guard number.integer.count <= ExactDecimal.maximumIntegerDigits else {
            throw failure(.invalidArgumentValue(position: position, "\(value) has more than \(ExactDecimal.maximumIntegerDigits) digits"), place, offset: offset)
        }
        return MessageFormatNumberFormatter(symbols: formatter.symbols).format(number, style: style ?? .decimal).shown
    }

    /// Renders a MessageFormat `plural`, `selectordinal` or `select` as ICU's MessageFormat does:
    /// `=N` against the value, the category of the value less the offset as the default decimal
    /// format shows it (1.0004 shows "1": `one`), `#` that number; a select by the string (or a
    /// number's text); `other` when nothing else matches.
    mutating func expandMessageFormat(_ variable: MessageVariable, position: Int, scope: [String: MessageVariable], place: Place) throws(MessageError) {
        let value = try argument(position, place, offset: nil)
        let chosen: MessageText
        let formPlace: Place
        var shownNumber: String?
        if variable.isSelect || variable.isGender {
            var keyword = value.description
            if variable.isGender, case let .integer(number) = value, let gender = GrammaticalGender(number: number) { keyword = gender.rawValue }
            if let form = variable.keywordForms[keyword] {
                chosen = form
                formPlace = .keywordForm(variable: variable.name, keyword)
            } else if let other = variable.keywordForms["other"] {
                chosen = other
                formPlace = .keywordForm(variable: variable.name, "other")
            } else {
                throw failure(.noOtherKeywordForm(variable: variable.name, selected: keyword), place)
            }
        } else {
            guard let number = ExactDecimal(value) else {
                if case .string = value {
                    throw failure(.wrongArgumentType(position: position, expected: "a number to select a plural form", actual: value.kindName), place)
                }
                throw failure(.invalidArgumentValue(position: position, "\(value) is not a finite number"), place)
            }
            guard number.integer.count <= ExactDecimal.maximumIntegerDigits, let shifted = number.subtracting(variable.offset) else {
                throw failure(.invalidArgumentValue(position: position, "\(value) is beyond the numbers a plural selects on"), place)
            }
            let shown = MessageFormatNumberFormatter(symbols: formatter.symbols).format(shifted, style: .decimal)
            shownNumber = shown.shown
            let exact = variable.forms.keys.sorted().first { form in
                if case let .exact(candidate) = form { ExactDecimal(candidate).hasSameValue(as: number) } else { false }
            }
            if let exact, let form = variable.forms[exact] {
                chosen = form
                formPlace = .form(variable: variable.name, exact)
            } else {
                let category: PluralCategory
                do {
                    let rules = variable.isOrdinal ? try settings.ordinalRules(for: language) : try settings.rules(for: language)
                    category = try rules.category(for: PluralDecimal(parsing: shown.plain.plainText))
                } catch {
                    throw failure(.pluralRules("\(error)"), place)
                }
                if let form = variable.forms[.category(category)] {
                    chosen = form
                    formPlace = .form(variable: variable.name, .category(category))
                } else if let other = variable.forms[.category(.other)] {
                    diagnose(place, argument: value, shown: try? PluralDecimal(parsing: shown.plain.plainText), .missingForm(category))
                    chosen = other
                    formPlace = .form(variable: variable.name, .category(.other))
                } else {
                    throw failure(.noOtherForm(variable: variable.name, selected: category), place)
                }
            }
        }
        let nests = chosen.hasVariables
        if nests { stack.append(variable.name) }
        let outer = pluralNumber
        if let shownNumber { pluralNumber = shownNumber }
        var inner = position
        try render(chosen, scope: scope, place: formPlace, next: &inner, own: nil)
        pluralNumber = outer
        if nests { stack.removeLast() }
    }

    /// A selection, the number as the rules saw it, and the category that fell back to `other`.
    struct Selected {
        var selection: PluralFormSelection
        let argument: MessageArgument
        /// The digits shown, when they selected rather than the argument's value.
        let shown: PluralDecimal?
        var missing: PluralCategory? {
            if case let .fallbackToOther(missing) = selection.reason { missing } else { nil }
        }
    }

    /// Selects a form for the argument at `position`. `specifier` is the value type the argument
    /// must suit; `shownBy` is the conversion that shows it, whose digits select when it shows
    /// digits of its own (`%.1f` shows 1 as "1.0", which is `other` in English).
    mutating func select(
        argument position: Int, specifier: FormatSpecifier?, shownBy shown: FormatSpecifier?, forms: Set<PluralMessageForm>, variable: MessageVariable?, place: Place
    ) throws(MessageError) -> Selected {
        let argument = try argument(position, place, offset: nil)
        if rules == nil {
            do {
                rules = try settings.rules(for: language)
            } catch {
                throw failure(.pluralRules("\(error)"), place)
            }
        }
        guard let rules else { throw failure(.pluralRules("none for '\(language)'"), place) }
        let selector = PluralFormSelector(policy: settings.policy)
        let wantsInteger = specifier?.kind.isInteger ?? false
        var shownDigits: PluralDecimal?
        let selection: PluralFormSelection
        do {
            switch argument {
            case let .integer(value):
                if specifier?.kind == .unsignedInteger, value < 0 {
                    throw failure(.invalidArgumentValue(position: position, "\(value) is negative but the value type '\(specifier!.description.dropFirst())' is unsigned"), place)
                }
                if Self.showsDigits(shown), let shown, let digits = DisplayedNumber.decimal(of: Double(value), shownBy: shown) {
                    shownDigits = digits
                    selection = try selector.select(digits, rules: rules, forms: forms)
                } else if let variable, !variable.hasExactForms {
                    // The common case: an integer and category forms only; no set to hash.
                    let forms = variable.categoryForms
                    selection = try selector.resolve(category: rules.category(for: value), isZero: value == 0) { forms[$0.order] != nil }
                } else {
                    selection = try selector.select(value, rules: rules, forms: forms)
                }
            case let .floatingPoint(value):
                guard !wantsInteger else { throw failure(.wrongArgumentType(position: position, expected: "an integer", actual: argument.kindName), place) }
                guard value.isFinite else { throw failure(.invalidArgumentValue(position: position, "\(value) is not a finite number"), place) }
                if Self.showsDigits(shown), let shown, let digits = DisplayedNumber.decimal(of: value, shownBy: shown) {
                    shownDigits = digits
                    selection = try selector.select(digits, rules: rules, forms: forms)
                } else {
                    selection = try selector.select(value, rules: rules, forms: forms)
                }
            case let .decimal(value):
                guard !wantsInteger || value.fractionDigits.isEmpty else {
                    throw failure(.wrongArgumentType(position: position, expected: "an integer", actual: argument.kindName), place)
                }
                if Self.showsDigits(shown), let shown, let double = Double(value.plainText), double.isFinite,
                   let digits = DisplayedNumber.decimal(of: double, shownBy: shown) {
                    shownDigits = digits
                    selection = try selector.select(digits, rules: rules, forms: forms)
                } else {
                    selection = try selector.select(value, rules: rules, forms: forms)
                }
            case .string:
                throw failure(.wrongArgumentType(position: position, expected: "a number to select a plural form", actual: argument.kindName), place)
            }
        } catch let error as MessageError {
            throw error
        } catch let PluralFormSelectionError.noOtherForm(selected) {
            throw failure(.noOtherForm(variable: variable?.name ?? "plural variation", selected: selected), place)
        } catch {
            throw failure(.pluralRules("\(error)"), place)
        }
        return Selected(selection: selection, argument: argument, shown: shownDigits)
    }

    func formatted(_ argument: MessageArgument, position: Int, as specifier: FormatSpecifier, place: Place, offset: Int?) throws(MessageError) -> String {
        do {
            return try formatter.format(argument, as: specifier)
        } catch {
            switch error {
            case let .wrongType(expected):
                throw failure(.wrongArgumentType(position: position, expected: "\(expected) for '\(specifier)'", actual: argument.kindName), place, offset: offset)
            case let .invalidValue(reason):
                throw failure(.invalidArgumentValue(position: position, reason), place, offset: offset)
            }
        }
    }
}
