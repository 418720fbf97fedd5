import PluralCore
import PluralLocalization

/// Turns a parsed MessageFormat text into the message model: the text's parts become segments,
/// each `plural`, `selectordinal` and `select` argument a ``MessageVariable`` that a `.variable`
/// segment refers to.
///
/// Variable names are the argument's name, then `name_2`, `name_3`… when the same argument is
/// chosen on again. Repeated selectors keep the first (as ICU selects the first); plural keywords
/// that are not categories (`foo {…}`) are kept in ``MessageVariable/unknownKeys``.
enum MessageFormatModel {
    /// The message of a text read in `dialect`. `styles` show the simple arguments `{name}` that
    /// name no style of their own (a Flutter placeholder's `format`); `argumentNames` orders the
    /// arguments where the text's order is not the one callers bind by (gen-l10n's parameters
    /// follow the template's placeholders); `comment` and `arb` are the ARB entry's `@key`.
    static func message(key: String, language: String, source: String, origin: MessageOrigin, dialect: MessageFormatDialect = .icu,
                        styles: [String: MessageFormatNumberStyle] = [:], argumentNames order: [String]? = nil,
                        comment: String? = nil, arb: ARBAttributes? = nil) -> LocalizedMessage {
        let pattern: MessageFormatPattern
        do {
            pattern = try MessageFormatPattern(parsing: source, dialect: dialect)
        } catch {
            // ICU formats what this package does not (`{retry_time, time, medium}`): callers still pass its arguments.
            let names = error.kind.readsArgumentNamesLeniently ? argumentNames(leniently: source) : []
            return LocalizedMessage(key: key, language: language, body: .text(MessageText(messageFormat: source, segments: .failure(error), dialect: dialect)), variables: [:],
                                    origin: origin, argumentNames: order.map { ordered($0, names) } ?? names, comment: comment, arb: arb)
        }
        var builder = Builder(argumentNames: pattern.argumentNames, dialect: dialect, styles: styles)
        let text = builder.text(pattern.nodes, source: source)
        let names = order.map { ordered($0, pattern.argumentNames) } ?? pattern.argumentNames
        return LocalizedMessage(key: key, language: language, body: .text(text), variables: builder.variables, origin: origin, argumentNames: names,
                                comment: comment, arb: arb)
    }

    /// The names `first` lists, then the others of `names` in their order.
    private static func ordered(_ first: [String], _ names: [String]) -> [String] {
        first + names.filter { !first.contains($0) }
    }

    /// The argument names of a text the parser refuses as unsupported, in order of first
    /// appearance: each `{name}` and `{name, type…}`, and those of the sub-messages of `plural`,
    /// `selectordinal` and `select` (an argument of another type is skipped to its closing brace).
    static func argumentNames(leniently source: String) -> [String] {
        arguments(leniently: source).map(\.name)
    }

    /// The type a caller's value has for an argument type as written (lowercased): a number for
    /// `number`, `plural`, `selectordinal`, `spellout`, `ordinal`, `duration` and `choice`, a
    /// keyword for `select`, a date for `date` and `time`, any value for a type ICU does not know.
    static func argumentType(written type: String) -> MessageSignature.ArgumentType {
        switch type {
        case "number", "plural", "selectordinal", "spellout", "ordinal", "duration", "choice": .number
        case "select": .keyword
        case "date", "time": .date
        default: .any
        }
    }

    /// Whether ICU formats an argument type that this package's renderer does not (`time`,
    /// `spellout`): the signature says it beside the caller's type.
    static func isUnformattedType(_ type: String) -> Bool {
        ["date", "time", "choice", "spellout", "ordinal", "duration"].contains(type)
    }

    /// The arguments of a text the parser refuses as unsupported, as ``argumentNames(leniently:)``
    /// finds them, each with the types written after its name (lowercased), in order.
    static func arguments(leniently source: String) -> [(name: String, written: [String])] {
        let scalars = Array(source.unicodeScalars)
        var names: [String] = []
        var written: [String: [String]] = [:]
        var index = 0
        func skipSpaces() { while index < scalars.count, scalars[index].properties.isPatternWhitespace { index += 1 } }
        func word() -> String {
            skipSpaces()
            var text = ""
            while index < scalars.count, !"{},".unicodeScalars.contains(scalars[index]), !scalars[index].properties.isPatternWhitespace {
                text.unicodeScalars.append(scalars[index])
                index += 1
            }
            skipSpaces()
            return text
        }
        // A message up to its closing `}` (or the end): the arguments it holds.
        func message(depth: Int) {
            while index < scalars.count, depth < MessageFormatPattern.maximumNestingDepth {
                switch scalars[index] {
                case "}": return
                case "{":
                    index += 1
                    argument(depth: depth)
                default: index += 1
                }
            }
        }
        // After an argument's `{`: its name, then its type, through its `}`.
        func argument(depth: Int) {
            let name = word()
            if !name.isEmpty, !names.contains(name) { names.append(name) }
            guard index < scalars.count, scalars[index] == "," else {
                if index < scalars.count, scalars[index] == "}" { index += 1 }
                return
            }
            index += 1
            let type = word().lowercased()
            if !name.isEmpty, !type.isEmpty, !(written[name] ?? []).contains(type) { written[name, default: []].append(type) }
            if ["plural", "selectordinal", "select"].contains(type), index < scalars.count, scalars[index] == "," {
                index += 1
                // Selectors and their `{…}` sub-messages, up to the argument's `}`.
                while index < scalars.count, scalars[index] != "}" {
                    if scalars[index] == "{" {
                        index += 1
                        message(depth: depth + 1)
                    }
                    index += 1
                }
                index += 1
                return
            }
            // Another type and its style: to the matching `}`.
            var open = 1
            while index < scalars.count, open > 0 {
                if scalars[index] == "{" { open += 1 } else if scalars[index] == "}" { open -= 1 }
                index += 1
            }
        }
        message(depth: 0)
        return names.map { ($0, written[$0] ?? []) }
    }

    private struct Builder {
        let argumentNames: [String]
        let dialect: MessageFormatDialect
        let styles: [String: MessageFormatNumberStyle]
        var variables: [String: MessageVariable] = [:]

        mutating func text(_ nodes: [MessageFormatNode], source: String) -> MessageText {
            var segments: [FormatSegment] = []
            for node in nodes {
                switch node {
                case let .text(literal): segments.append(.literal(literal))
                case let .argument(argument):
                    segments.append(.argument(name: argument.name, style: argument.style ?? styles[argument.name], offset: argument.offset))
                case let .number(offset): segments.append(.pluralNumber(offset: offset))
                case let .choice(choice): segments.append(.variable(name: variable(for: choice), position: nil, offset: choice.offset))
                }
            }
            return MessageText(messageFormat: source, segments: .success(segments), dialect: dialect)
        }

        /// Adds the choice's variable (and those of its forms) and returns its name.
        mutating func variable(for choice: MessageFormatChoice) -> String {
            let name = UniqueName.first(choice.argument) { variables[$0] != nil }
            // Reserved before the forms are built, so nested choices on the same argument get other names.
            variables[name] = MessageVariable(name: name, kind: nil, valueType: nil, forms: [:])
            var forms: [PluralMessageForm: MessageText] = [:]
            var keywordForms: [String: MessageText] = [:]
            var unknown: [String] = []
            for option in choice.options {
                let form = text(option.message, source: option.source)
                switch (choice.kind, option.selector) {
                case let (.select, .keyword(keyword)):
                    if keywordForms[keyword] == nil { keywordForms[keyword] = form }
                case let (.plural, .exact(value)) where dialect.exactNumbersAreCategories && value.genL10nCategory != nil:
                    // gen-l10n passes =0, =1, =2 as Intl.pluralLogic's zero, one, two; the last written wins.
                    forms[.category(value.genL10nCategory!)] = form
                case let (_, .exact(value)):
                    if forms[.exact(value)] == nil { forms[.exact(value)] = form }
                case let (_, .keyword(keyword)):
                    if let category = PluralCategory(rawValue: keyword) {
                        if forms[.category(category)] == nil || dialect.exactNumbersAreCategories { forms[.category(category)] = form }
                    } else if !unknown.contains(keyword) {
                        unknown.append(keyword)
                    }
                }
            }
            let kind: SelectorKind = switch choice.kind {
            case .plural: .plural
            case .selectordinal: .ordinal
            case .select: .select
            }
            let position = argumentNames.firstIndex(of: choice.argument).map { $0 + 1 }
            variables[name] = MessageVariable(
                name: name, kind: kind, valueType: nil, argumentNumber: position, forms: forms,
                keywordForms: keywordForms, offset: choice.pluralOffset, argumentName: choice.argument, unknownKeys: unknown
            )
            return name
        }
    }
}
