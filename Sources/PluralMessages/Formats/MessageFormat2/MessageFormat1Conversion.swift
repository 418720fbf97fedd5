import MessageFormat2
import PluralCore

/// A MessageFormat 2 message written as ICU MessageFormat (MF1), the form every other writer
/// starts from (``PrintfConversion`` turns MF1 into Apple's printf formats).
///
/// MF2 selects once on all its selectors; MF1 nests one choice in another. Each selector becomes a
/// choice (`:number` and `:integer` a `plural`, `select=ordinal` a `selectordinal`, `:string` a
/// `select`, `:offset subtract=K` a `plural` with `offset:K`), the first selector outermost; under
/// each key, the variants with that key, then, as MF2 falls back, those with `*`. The exact key `0`
/// is `=0`. What MF1 cannot say is noted and written as its closest equivalent (markup as nothing,
/// number options MF1 has no skeleton for as `{n, number}`), or, for a message built on what it
/// cannot say at all (a `.local` other than `:offset` or a new annotation of an argument, a
/// selector function MF1 has not), not written.
struct MessageFormat1Conversion {
    /// The MF1 text, or why the message cannot be written as MF1.
    let text: Result<String, Failure>
    /// What MF1 could not say exactly.
    let notes: [ConversionNote.Kind]

    /// Why a message cannot be written as MF1.
    struct Failure: Error, Hashable {
        let reason: String
    }

    /// The most options the nested choices may have, all together: MF2 variants multiply out
    /// when nested, and a hostile message must not make an endless text.
    static let maximumOptions = 10_000

    /// The most characters the nested choices' texts may hold in all: a text under several choices
    /// is written once under each option, and more than ``MessageFormatLimits/maximumLength`` would
    /// not read back as MF1. Counted as each text is added, before the whole is built.
    static let maximumLength = MessageFormatLimits.maximumLength

    /// What a variable of the MF2 message stands for.
    private enum Binding {
        /// An argument, with the function and options it is declared with (`.input` or an alias `.local`).
        case argument(String, function: String?, options: [MF2Message.Option])
        /// `{$arg :offset subtract=K}`.
        case offset(String, Int)
    }

    /// One selector as an MF1 choice.
    private struct Choice: Equatable {
        enum Kind: String { case plural, selectordinal, select }
        var argument: String
        var kind: Kind
        var offset: Int
    }

    /// MF1 binds values given in order to its arguments in order of first appearance; where that
    /// is not the MF2 message's order (`.input` declarations list them first), the arguments are
    /// written as ICU's numbered arguments, `{0}` for the first variable, and noted.
    init(_ message: MF2Message) {
        var converter = Converter()
        var result = Result { () throws(Failure) in try converter.convert(message) }
        let order = message.variableNames
        if case let .success(text) = result, let pattern = try? MessageFormatPattern(parsing: text), pattern.argumentNames != order {
            converter = Converter()
            converter.spelled = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($0.element, String($0.offset)) })
            result = Result { () throws(Failure) in try converter.convert(message) }
            converter.note(.argumentsRenamed(from: order, to: order.indices.map(String.init)))
        }
        text = result
        notes = converter.notes
    }

    private struct Converter {
        var notes: [ConversionNote.Kind] = []
        var bindings: [String: Binding] = [:]
        var choices: [Choice] = []
        var options = 0
        /// The characters of text written so far (``MessageFormat1Conversion/maximumLength``).
        var length = 0
        /// The MF1 name of each argument written under another name.
        var spelled: [String: String] = [:]

        func name(_ argument: String) -> String { spelled[argument] ?? argument }

        mutating func note(_ kind: ConversionNote.Kind) {
            if !notes.contains(kind) { notes.append(kind) }
        }

        mutating func convert(_ message: MF2Message) throws(Failure) -> String {
            for declaration in message.declarations {
                switch declaration {
                case let .input(name, expression):
                    bindings[name] = .argument(name, function: expression.function?.name, options: expression.function?.options ?? [])
                case let .local(name, expression):
                    bindings[name] = try localBinding(name, expression)
                }
            }
            switch message.body {
            case let .pattern(pattern):
                return try text(pattern, within: [])
            case let .select(selectors, variants):
                choices = try selectors.map(choice(for:))
                return try nested(column: 0, lists: [variants], within: [])
            }
        }

        /// A `.local` MF1 can say: `:offset subtract=K` on an argument, or an argument under a new annotation.
        func localBinding(_ name: String, _ expression: MF2Message.Expression) throws(Failure) -> Binding {
            guard case let .variable(operand)? = expression.operand, case let .argument(argument, function, options) = bindings[operand] ?? .argument(operand, function: nil, options: []) else {
                throw Failure(reason: ".local $\(name) is not an argument with a function or an offset, which ICU MessageFormat cannot say")
            }
            guard let function = expression.function else { return .argument(argument, function: function, options: options) }
            if function.name == "offset" {
                guard function.options.count == 1, let option = function.options.first, option.name == "subtract",
                      case let .literal(value) = option.value, let amount = Int(value), amount >= 0 else {
                    throw Failure(reason: ".local $\(name) adds to its operand, which ICU MessageFormat's offset cannot say")
                }
                return .offset(argument, amount)
            }
            return .argument(argument, function: function.name, options: function.options)
        }

        func choice(for selector: String) throws(Failure) -> Choice {
            switch bindings[selector] {
            case let .offset(argument, amount)?:
                return Choice(argument: argument, kind: .plural, offset: amount)
            case let .argument(argument, function, options)?:
                switch function {
                case "number"?, "integer"?:
                    let select = options.first { $0.name == "select" }.flatMap { if case let .literal(value) = $0.value { value } else { nil } }
                    return Choice(argument: argument, kind: select == "ordinal" ? .selectordinal : .plural, offset: 0)
                case "string"?:
                    return Choice(argument: argument, kind: .select, offset: 0)
                default:
                    throw Failure(reason: "the selector $\(selector) uses \(function.map { ":" + $0 } ?? "no function"), which ICU MessageFormat has no choice for")
                }
            case nil:
                throw Failure(reason: "the selector $\(selector) is not declared")
            }
        }

        /// The variants of `lists` (in the order MF2 prefers them) from `column` on, as nested choices.
        mutating func nested(column: Int, lists: [[MF2Message.Variant]], within: [Choice]) throws(Failure) -> String {
            let lists = lists.filter { !$0.isEmpty }
            guard column < choices.count else {
                return try text(lists.first?.first?.pattern ?? [], within: within)
            }
            var keys: [String] = []
            for list in lists {
                for variant in list {
                    if case let .literal(key) = variant.keys[column], !keys.contains(key) { keys.append(key) }
                }
            }
            func others(_ list: [MF2Message.Variant]) -> [MF2Message.Variant] {
                list.filter { $0.keys[column] == .catchAll }
            }
            guard !keys.isEmpty else { return try nested(column: column + 1, lists: lists, within: within) }
            let choice = choices[column]
            options += keys.count + 1
            guard options <= MessageFormat1Conversion.maximumOptions else {
                throw Failure(reason: "nested as ICU MessageFormat choices, its variants make more than \(MessageFormat1Conversion.maximumOptions) options")
            }
            var written: [String] = []
            for key in keys {
                let selected = lists.flatMap { list in [list.filter { $0.keys[column] == .literal(key) }, others(list)] }
                written.append("\(try selector(key, of: choice)) {\(try nested(column: column + 1, lists: selected, within: within + [choice]))}")
            }
            written.append("other {\(try nested(column: column + 1, lists: lists.map(others), within: within + [choice]))}")
            let offset = choice.offset != 0 ? "offset:\(choice.offset) " : ""
            return "{\(name(choice.argument)), \(choice.kind.rawValue), \(offset)\(written.joined(separator: " "))}"
        }

        /// A variant key as an MF1 selector: a number is `=N` (on the value before an offset), a
        /// name a category or keyword.
        func selector(_ key: String, of choice: Choice) throws(Failure) -> String {
            if choice.kind != .select, let value = try? PluralDecimal(parsing: key) {
                guard choice.offset != 0 else { return "=\(value)" }
                guard let integer = Int(key) else { throw Failure(reason: "the exact key \(key) under an offset is not an integer") }
                return "=\(integer + choice.offset)"
            }
            guard !key.isEmpty, key != "other", key.unicodeScalars.allSatisfy({ !$0.properties.isPatternWhitespace && !"{}=,'#".unicodeScalars.contains($0) }) else {
                throw Failure(reason: "the key |\(key)| is no ICU MessageFormat keyword")
            }
            return key
        }

        /// A pattern as MF1 text, inside the choices `within`.
        mutating func text(_ pattern: MF2Message.Pattern, within: [Choice]) throws(Failure) -> String {
            let inPlural = within.last.map { $0.kind != .select } ?? false
            var result = ""
            for element in pattern {
                switch element {
                case let .text(text):
                    result += MessageFormatText.escaped(text, inPlural: inPlural)
                case let .markup(markup):
                    note(.conversion("{\(markup.kind == .close ? "/" : "#")\(markup.name)\(markup.kind == .standalone ? "/" : "")}", written: "nothing"))
                case let .expression(expression):
                    result += placeholder(expression, within: within, inPlural: inPlural)
                }
            }
            length += result.unicodeScalars.count
            guard length <= MessageFormat1Conversion.maximumLength else {
                throw Failure(reason: "nested as ICU MessageFormat choices, its variants' text passes \(MessageFormat1Conversion.maximumLength) characters (MessageFormatLimits.maximumLength)")
            }
            return result
        }

        mutating func placeholder(_ expression: MF2Message.Expression, within: [Choice], inPlural: Bool) -> String {
            let shown = "{" + [expression.operand.map(Self.spelled), expression.function.map { ":" + $0.name }].compactMap { $0 }.joined(separator: " ") + "}"
            switch expression.operand {
            case let .literal(text)?:
                if expression.function != nil { note(.conversion(shown, written: "its text")) }
                return MessageFormatText.escaped(text, inPlural: inPlural)
            case nil:
                note(.conversion(shown, written: "nothing"))
                return ""
            case let .variable(variable)?:
                switch bindings[variable] ?? .argument(variable, function: nil, options: []) {
                case let .offset(argument, amount):
                    guard let innermost = within.last(where: { $0.kind != .select }), innermost == Choice(argument: argument, kind: .plural, offset: amount) else {
                        note(.conversion(shown, written: "{\(name(argument)), number}"))
                        return "{\(name(argument)), number}"
                    }
                    return "#"
                case let .argument(argument, function, options):
                    let (function, options) = expression.function.map { ($0.name, options + $0.options) } ?? (function, options)
                    return number(argument, function: function, options: options, shown: shown)
                }
            }
        }

        static func spelled(_ operand: MF2Message.Operand) -> String {
            switch operand {
            case let .variable(name): "$" + name
            case let .literal(text): MessageFormat2Syntax.literal(text)
            }
        }

        /// An argument under a function as MF1 shows it: `:number` as `{n, number}` or a skeleton,
        /// `:integer` as `{n, number, integer}` or a skeleton, `:percent` as `{n, number, percent}`,
        /// anything else as `{n}`.
        mutating func number(_ variable: String, function: String?, options: [MF2Message.Option], shown: String) -> String {
            let argument = name(variable)
            var values: [String: String] = [:]
            for option in options {
                if case let .literal(value) = option.value { values[option.name] = value } else { note(.conversion(shown, written: "the option \(option.name) left out")) }
            }
            switch function {
            case nil, "string"?:
                return "{\(argument)}"
            case "percent"?:
                return "{\(argument), number, percent}"
            case "number"?, "integer"?:
                if function == "integer" {
                    // `:integer` takes no fraction options; its other options are `:number`'s
                    // (`useGrouping=never` is `precision-integer group-off`).
                    for ignored in ["minimumFractionDigits", "minimumSignificantDigits"] { values[ignored] = nil }
                    values["maximumFractionDigits"] = "0"
                }
                // What MF1 says anyway (it groups from four digits; halves round to even).
                values["useGrouping"] = values["useGrouping"] == "always" ? nil : values["useGrouping"]
                values["roundingMode"] = values["roundingMode"] == "halfEven" ? nil : values["roundingMode"]
                values["select"] = nil
                var stems: [String] = []
                let minimum = values.removeValue(forKey: "minimumFractionDigits").flatMap { Int($0) } ?? 0
                let maximum = values.removeValue(forKey: "maximumFractionDigits").flatMap { Int($0) } ?? max(3, minimum)
                let integer = values.removeValue(forKey: "minimumIntegerDigits").flatMap { Int($0) } ?? 1
                if values["useGrouping"] == "never" { stems.append("group-off"); values["useGrouping"] = nil }
                if values["signDisplay"] == "always" { stems.append("sign-always"); values["signDisplay"] = nil }
                for name in values.keys.sorted() { note(.conversion(shown, written: "the option \(name) left out")) }
                if stems.isEmpty, integer == 1, minimum == 0, maximum == 3 { return "{\(argument), number}" }
                if stems.isEmpty, integer == 1, minimum == 0, maximum == 0 { return "{\(argument), number, integer}" }
                guard minimum <= maximum, maximum <= 20, integer <= 20 else {
                    note(.conversion(shown, written: "{\(argument), number}"))
                    return "{\(argument), number}"
                }
                let fraction = maximum == 0 ? "precision-integer" : "." + String(repeating: "0", count: minimum) + String(repeating: "#", count: maximum - minimum)
                let width = integer > 1 ? ["integer-width/*" + String(repeating: "0", count: integer)] : []
                return "{\(argument), number, ::\(([fraction] + width + stems).joined(separator: " "))}"
            default:
                note(.conversion(shown, written: "{\(argument)}"))
                return "{\(argument)}"
            }
        }
    }
}

extension MessageFormat1Conversion {
    /// An MF2 message as the MF1 message the other writers start from, with the notes of what MF1
    /// could not say; a message that cannot be written as MF1 (or does not parse) has an invalid body,
    /// which the writers note as unreadable. Any other message unchanged, without notes.
    static func messageFormat(_ message: LocalizedMessage) -> (LocalizedMessage, [ConversionNote]) {
        if message.origin.kind.selectsAsI18next { return I18nextConversion.messageFormat(message) }
        guard case let .text(text) = message.body, let parsed = text.messageFormat2 else { return (message, []) }
        func invalid(_ reason: String) -> LocalizedMessage {
            LocalizedMessage(key: message.key, language: message.language, body: .invalid(reason), state: message.state,
                             origin: message.origin, comment: message.comment)
        }
        switch parsed {
        case let .failure(error):
            return (invalid(error.description), [])
        case let .success(mf2):
            let conversion = MessageFormat1Conversion(mf2)
            let notes = conversion.notes.map { ConversionNote(key: message.key, language: message.language, kind: $0) }
            switch conversion.text {
            case let .success(source):
                let converted = MessageFormatModel.message(key: message.key, language: message.language, source: source, origin: message.origin)
                if case let .text(written) = converted.body, let error = written.messageFormatError {
                    return (invalid("as ICU MessageFormat it would not read back (\(error))"), notes)
                }
                return (converted, notes)
            case let .failure(failure):
                return (invalid(failure.reason), notes)
            }
        }
    }
}
