import Foundation
import PluralCore
import PluralLocalization

/// Where in a message the renderer is; turned into text only for an error or a diagnostic.
enum RenderPlace: Hashable, CustomStringConvertible {
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

/// The state of one rendering.
struct RenderRun {
    let key: String
    let language: String
    let settings: RenderSettings
    let arguments: [MessageArgument]
    let formatter: ArgumentFormatter
    var rules: (any PluralRules)?
    /// The text so far: up to 15 UTF-8 bytes it is stored inline (no allocation), and the rendered
    /// message takes it as it is (no copy, no second UTF-8 check).
    var output = ""
    var diagnostics: [MessageDiagnostic] = []
    /// The variables being expanded, outermost first (for cycles and depth).
    var stack: [String] = []
    /// Steps taken, against ``MessageLimits/maximumExpansionSteps``.
    var steps = 0
    /// The diagnostics reported, by what makes them distinct (cheaper to compare than their text).
    var reported: Set<DiagnosticKey> = []
    /// A MessageFormat message's argument names, in the order positional arguments bind.
    var argumentNames: [String] = []
    /// Positions given no value by a rendering by name.
    var absent: Set<Int> = []
    /// What `#` shows in the MessageFormat plural form being rendered.
    var pluralNumber: String?
    /// Whether plural variations select as Android does (``MessageOrigin/Kind/selectsIntegerQuantity``).
    var selectsIntegerQuantity = false
    /// Whether the message is Flutter's (``MessageText/Syntax/flutterMessageFormat``): its plurals select
    /// as Dart's `Intl.pluralLogic` and its numbers show as Dart's `toString`.
    var isFlutter = false
    /// Whether plural variations select as i18next does (``MessageOrigin/Kind/selectsAsI18next``),
    /// falling back to ``pluralFallback``.
    var selectsAsI18next = false
    /// The message's ``LocalizedMessage/pluralFallback``.
    var pluralFallback: MessageBody?
    /// The rules the message's whole-string plural selects by (``LocalizedMessage/pluralRuleType``).
    var pluralRuleType = PluralRuleType.cardinal
    /// Where the arguments stand in ``output``, kept only for a message with inflection markup
    /// (`nil` otherwise): their text is never markup, and their numbers are what phrases agree with.
    var shownArguments: [ShownArgument]?

    /// An argument's text in ``output`` and the number it shows, if it is one.
    struct ShownArgument {
        let range: Range<Int>
        let position: Int
        let number: PluralDecimal?
    }
    /// Whether the message is a PO entry, chosen and filled as gettext does (`GettextMetadata`).
    var gettext: GettextMetadata?

    struct DiagnosticKey: Hashable {
        let place: RenderPlace
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

    func failure(_ reason: MessageError.Reason, _ place: RenderPlace, offset: Int? = nil) -> MessageError {
        MessageError(reason, key: key, language: language, place: place.description, offset: offset)
    }

    mutating func step(_ place: RenderPlace) throws(MessageError) {
        steps += 1
        if steps > MessageLimits.maximumExpansionSteps {
            throw failure(.expansionTooLarge(limit: MessageLimits.maximumExpansionSteps), place)
        }
    }

    /// Adds a diagnostic once, up to ``MessageLimits/maximumDiagnostics``; its text is made only then.
    mutating func diagnose(_ place: RenderPlace, argument: MessageArgument, shown: PluralDecimal? = nil, _ kind: MessageDiagnostic.Kind) {
        guard diagnostics.count < MessageLimits.maximumDiagnostics else {
            if case .diagnosticsDropped = diagnostics.last?.kind { return }
            diagnostics.append(MessageDiagnostic(key: key, language: language, place: "", number: "",
                                                 kind: .diagnosticsDropped(limit: MessageLimits.maximumDiagnostics)))
            return
        }
        guard reported.insert(DiagnosticKey(place: place, argument: argument, shown: shown, kind: kind)).inserted else { return }
        diagnostics.append(MessageDiagnostic(key: key, language: language, place: place.description,
                                             number: shown?.description ?? argument.description, kind: kind))
    }

    mutating func append(_ text: String, _ place: RenderPlace) throws(MessageError) {
        output += text
        if output.utf8.count > MessageLimits.maximumOutputLength {
            throw failure(.outputTooLong(limit: MessageLimits.maximumOutputLength), place)
        }
    }

    mutating func render(_ body: MessageBody, scope: [String: MessageVariable], place: RenderPlace) throws(MessageError) {
        try step(place)
        switch body {
        case let .text(text):
            // Without arguments a text whose '%'s are percent signs is shown as written, as
            // NSLocalizedString returns it ("100% anonymous").
            // Android's getString(id) without arguments returns the text unformatted.
            if arguments.isEmpty, text.readsAsTextWithoutArguments || text.syntax == .javaFormat {
                try append(text.source, place)
                return
            }
            var cursor = ArgumentCursor.top
            try render(text, scope: scope, place: place, cursor: &cursor, own: nil)
        case let .plural(argument, forms) where selectsIntegerQuantity:
            try renderQuantity(argument: argument, forms: forms, scope: scope, place: place)
        case let .plural(argument, forms) where selectsAsI18next:
            try renderI18nextPlural(argument: argument, forms: forms, scope: scope, place: place)
        case let .plural(argument, forms):
            let label = { if case .format = place { "plural variation" } else { "\(place), plural variation" } }()
            let variationPlace = RenderPlace.variation(label)
            let selected = try selectOnShownDigits(argument: argument, specifier: nil, firstUnpositioned: 1, forms: Set(forms.keys),
                                                   variable: nil, place: variationPlace) { selection in
                if case let .text(text)? = forms[selection.form] { text } else { nil }
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
    func argument(_ position: Int, _ place: RenderPlace, offset: Int?) throws(MessageError) -> MessageArgument {
        guard position >= 1, position <= arguments.count, absent.isEmpty || !absent.contains(position) else {
            if position >= 1, position <= argumentNames.count {
                throw failure(.missingNamedArgument(argumentNames[position - 1]), place, offset: offset)
            }
            throw failure(.missingArgument(position: position, given: arguments.count), place, offset: offset)
        }
        return arguments[position - 1]
    }

    /// Renders a format. `cursor` gives each part its argument (``ArgumentCursor``); `own` is the
    /// variable whose form this is and its value type (for `%arg`).
    mutating func render(
        _ text: MessageText, scope: [String: MessageVariable], place: RenderPlace, cursor: inout ArgumentCursor, own: (position: Int, specifier: FormatSpecifier?)?
    ) throws(MessageError) {
        // A format that does not parse has no segments: its error is read only then.
        let segments = text.segments
        if segments.isEmpty, case let .failure(error) = text.parsed { throw failure(.invalidFormat(error), place, offset: error.offset) }
        for segment in segments {
            try step(place)
            switch segment {
            case let .literal(literal):
                try append(literal, place)
            case let .specifier(specifier, offset):
                let position = cursor.take(specifier)
                let value = try argument(position, place, offset: offset)
                let start = output.utf8.count
                defer { noteShownArgument(from: start, position: position, value: value, shownBy: specifier) }
                if case let .integer(integer) = value, integer >= 0 || specifier.kind == .signedInteger, ArgumentFormatter.isPlainDecimal(specifier) {
                    formatter.appendPlainInteger(integer, to: &output)
                    if output.utf8.count > MessageLimits.maximumOutputLength {
                        throw failure(.outputTooLong(limit: MessageLimits.maximumOutputLength), place)
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
                let value = try argument(own.position, place, offset: offset)
                let start = output.utf8.count
                try append(formatted(value, position: own.position, as: specifier, place: place, offset: offset), place)
                noteShownArgument(from: start, position: own.position, value: value, shownBy: specifier)
            case let .variable(name, explicitPosition, offset):
                try expand(name, referenced: cursor.take(variable: explicitPosition), scope: scope, place: place, offset: offset)
            case let .argument(name, style, offset) where text.syntax == .i18next:
                try appendI18nextArgument(name, style: style, offset: offset, in: text, place: place)
            case let .argument(name, style, offset):
                guard let position = ArgumentCursor.position(ofArgument: name, in: argumentNames) else {
                    throw failure(.missingNamedArgument(name), place, offset: offset)
                }
                let value = try argument(position, place, offset: offset)
                try append(try messageFormatText(value, style: style, position: position, place: place, offset: offset), place)
            case let .pluralNumber(offset):
                guard let pluralNumber else {
                    throw failure(.invalidFormat(FormatSyntaxError(offset: offset, reason: "'#' outside a plural form")), place, offset: offset)
                }
                try append(pluralNumber, place)
            }
        }
    }

    func formatted(_ argument: MessageArgument, position: Int, as specifier: FormatSpecifier, place: RenderPlace, offset: Int?) throws(MessageError) -> String {
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
