import Foundation
import PluralLocalization

/// Writes a table as ICU MessageFormat: `<language>.json` per language, each a flat JSON object
/// from key to MessageFormat text (the convention FormatJS and i18next use).
///
/// printf conversions become arguments named after the variable that selects on them, else
/// `argN` for argument N: the number a variable's forms show becomes `#`, other integers
/// `{name, number, integer}`, fixed fraction digits a skeleton (`%.1f` is `{name, number, ::.0}`),
/// objects and strings `{name}`. A gender variable is a `select` on the gender's name.
///
/// printf arguments are given by position, and MessageFormat binds values given by position in the
/// order of ``LocalizedMessage/argumentNames``: names in order of first appearance, ICU's numbered
/// arguments by number. Where the names would bind them in another order in some language of a
/// key ("%2$@ から %1$@", a translation that leaves argument 1 out), every language of the key is
/// written with numbered arguments instead, printf argument N as `{N-1}` (`{0, plural, …}` for a
/// plural on argument 1), so that positional callers bind alike in every language and engine, and
/// named callers use one set of names for the key.
struct MessageFormatWriter {
    let rulesProvider: any PluralRulesProvider

    /// The files of `languages` (each a safe file name, see ``MessageTableWriter``).
    func write(_ table: MessageTable, languages: [String]) -> WrittenFiles {
        var files: [String: Data] = [:]
        var notes: [ConversionNote] = []
        let texts = texts(of: table, languages: languages)
        for language in languages {
            var object: [String: String] = [:]
            for (key, written) in texts[language] ?? [:] {
                object[key] = written.text
                notes += written.notes
            }
            files["\(language).json"] = MessageTableWriter.jsonData(object)
        }
        return WrittenFiles(files: files, notes: notes)
    }

    /// The MessageFormat text of every message of `languages` (`nil` where it cannot be written),
    /// with its notes, by language and key: what ``write(_:languages:)`` writes, and what the MF2
    /// writer converts.
    func texts(of table: MessageTable, languages: [String]) -> [String: [String: (text: String?, notes: [ConversionNote])]] {
        var written: [String: [String: (text: String?, notes: [ConversionNote])]] = [:]
        var numbered: Set<String> = []
        for language in languages {
            let rules = try? rulesProvider.rules(for: language, type: .cardinal, strict: false)
            for (key, read) in table.messages[language] ?? [:] {
                // A MessageFormat 2 message is written as the MF1 message it converts to.
                let (message, mf2Notes) = MessageFormat1Conversion.messageFormat(read)
                var writer = MessageFormatText(message: message, rules: rules)
                let text = writer.checkedText()
                if let text, !writer.bindsInOrder(text) { numbered.insert(key) }
                written[language, default: [:]][key] = (text, mf2Notes + writer.notes)
            }
        }
        guard !numbered.isEmpty else { return written }
        for language in languages {
            let rules = try? rulesProvider.rules(for: language, type: .cardinal, strict: false)
            for key in numbered {
                guard let read = table.messages[language]?[key] else { continue }
                let (message, mf2Notes) = MessageFormat1Conversion.messageFormat(read)
                var writer = MessageFormatText(message: message, rules: rules, numbered: true)
                written[language, default: [:]][key] = (writer.checkedText(), mf2Notes + writer.notes)
            }
        }
        return written
    }

    /// The MessageFormat argument name of each printf argument position of a message as ``write(_:languages:)``
    /// writes it in `table`: the name of the variable that selects on it, else `argN` (`count` for a
    /// whole-string plural); `"N-1"` for every argument when the key is written with numbered arguments.
    static func argumentNames(of message: LocalizedMessage, in table: MessageTable, rulesProvider: any PluralRulesProvider) -> [Int: String] {
        if !message.argumentNames.isEmpty {
            return Dictionary(uniqueKeysWithValues: message.argumentNames.enumerated().map { ($0.offset + 1, $0.element) })
        }
        let numbered = table.languages.contains { language in
            guard let other = table.messages[language]?[message.key], SafeFileName.problem(withLanguage: language) == nil else { return false }
            var writer = MessageFormatText(message: other, rules: try? rulesProvider.rules(for: language, type: .cardinal, strict: false))
            return writer.checkedText().map { !writer.bindsInOrder($0) } ?? false
        }
        return MessageFormatText(message: message, rules: nil, numbered: numbered).names
    }
}

/// One message as MessageFormat text, and what it cannot say.
struct MessageFormatText {
    let message: LocalizedMessage
    let rules: (any PluralRules)?
    var notes: [ConversionNote] = []
    /// The argument name of each position.
    private(set) var names: [Int: String] = [:]
    /// Positions some plural choice selects on (numbers, which `%@` shows as plain digits).
    private var selected: Set<Int> = []
    /// Whether ICU's default number format (`#`, `{n, number, integer}`) groups integers as printf
    /// does in this language. ICU's MessageFormat groups from four digits whatever the locale,
    /// where printf (and a skeleton) leave "1000" alone in Polish or Spanish.
    private let defaultFormatGroupsLikePrintf: Bool
    /// Whether printf argument N is written as ICU's numbered argument `{N-1}`.
    private let numbered: Bool

    /// The argument `#` stands for in the part being written: the innermost plural's, with the
    /// conversion its forms show it by.
    struct Pound {
        var position: Int
    }

    /// A writer of `message`; `numbered` writes printf argument N as ICU's numbered argument `{N-1}`,
    /// else each argument is named after its variable, or `argN`.
    init(message read: LocalizedMessage, rules: (any PluralRules)?, numbered: Bool = false) {
        // An Android message's Java texts as printf, its never-chosen zero left out (noted).
        let (message, androidNotes) = FileFormats.portable(read, rules: rules)
        self.message = message
        self.notes = androidNotes
        self.rules = rules
        self.numbered = numbered
        defaultFormatGroupsLikePrintf = Self.defaultFormatGroupsLikePrintf(message.language)
        var names: [Int: String] = [:]
        var used: Set<String> = []
        func claim(_ position: Int, _ wanted: String) {
            guard names[position] == nil else { return }
            if numbered {
                names[position] = String(position - 1)
                return
            }
            var name = Self.identifier(wanted)
            if used.contains(name) { name += "_\(position)" }
            names[position] = name
            used.insert(name)
        }
        var selected: Set<Int> = []
        var conversions: [Int] = []
        message.body.walk(scope: message.variables, visit: { name, variable, position, _ in
            guard let variable else { return }
            if variable.isPlural { selected.insert(position) }
            claim(position, name)
        }, conversion: { position, _ in conversions.append(position) })
        for argument in Self.wholeStringPluralArguments(message.body) {
            selected.insert(argument)
            claim(argument, "count")
        }
        for position in conversions.sorted() { claim(position, "arg\(position)") }
        self.names = names
        self.selected = selected
    }

    private static func wholeStringPluralArguments(_ body: MessageBody) -> [Int] {
        switch body {
        case let .plural(argument, forms): [argument] + forms.values.flatMap(wholeStringPluralArguments)
        case let .device(variants): variants.values.flatMap(wholeStringPluralArguments)
        case let .width(variants): variants.flatMap { wholeStringPluralArguments($0.body) }
        case let .scoped(inner, _): wholeStringPluralArguments(inner)
        case .text, .invalid: []
        }
    }

    /// Whether ICU's default number format (which groups from four digits) and printf (which
    /// follows the locale's minimum grouping) group integers alike in a language.
    static func defaultFormatGroupsLikePrintf(_ language: String) -> Bool {
        let symbols = NumberSymbols.of(identifier: language)
        return symbols.primaryGroup > 0 && symbols.groupingThreshold <= symbols.primaryGroup + 1
    }

    /// A MessageFormat argument name: printf variable names are ASCII letters, digits and `_`;
    /// one that starts with a digit would read as an argument number.
    static func identifier(_ name: String) -> String {
        let cleaned = String(name.unicodeScalars.map { scalar -> Character in
            (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")) ? Character(scalar) : "_"
        })
        if cleaned.isEmpty { return "arg" }
        return cleaned.first!.isNumber ? "v" + cleaned : cleaned
    }

    mutating func note(_ kind: ConversionNote.Kind) {
        let note = ConversionNote(key: message.key, language: message.language, kind: kind)
        if !notes.contains(note) { notes.append(note) }
    }

    func name(_ position: Int) -> String { names[position] ?? (numbered ? String(position - 1) : "arg\(position)") }

    /// Whether values given by position bind to the arguments of `text` (as written by ``text()``)
    /// as printf binds them: the pattern's ``LocalizedMessage/argumentNames`` are the names of
    /// arguments 1, 2, … in order, none left out. Always so for a MessageFormat text written as read.
    func bindsInOrder(_ text: String) -> Bool {
        guard !isWrittenAsRead, let largest = names.keys.max() else { return true }
        guard let pattern = try? MessageFormatPattern(parsing: text) else { return true }
        return pattern.argumentNames == (1...largest).map { names[$0] ?? "" }
    }

    /// ``text()``, when it reads back: what the writer made must (a long text may pass a parser
    /// bound); else `nil`, with a note. A MessageFormat text is written back as it was read, parsing or not.
    mutating func checkedText() -> String? {
        guard let text = text() else { return nil }
        if !isWrittenAsRead, case let .failure(error) = Result(catching: { () throws(MessageFormatSyntaxError) in try MessageFormatPattern(parsing: text) }) {
            note(.unreadableAsWritten(error.reason))
            return nil
        }
        return text
    }

    /// Whether ``text()`` is the message's own MessageFormat text, written back as it was read.
    var isWrittenAsRead: Bool {
        if case let .text(text) = message.body { text.syntax == .messageFormat } else { false }
    }

    /// The message's text, `nil` (with a note) when it cannot be read.
    mutating func text() -> String? {
        if case let .text(text) = message.body, text.syntax == .messageFormat {
            // A MessageFormat message is written back as it was read.
            return text.source
        }
        if case let .text(text) = message.body, text.readsAsTextWithoutArguments {
            // Used without arguments, the text shows as written ("100% anonymous"); printf given
            // arguments would make something else of a '% o' in it.
            if text.segments.contains(where: { if case .specifier = $0 { true } else { false } }) { note(.percentSignsAsText) }
            return Self.escaped(text.source, inPlural: false)
        }
        return body(message.body, scope: message.variables, context: .top, pound: nil, depth: 0)
    }

    mutating func body(_ body: MessageBody, scope: [String: MessageVariable], context: FormatContext, pound: Pound?, depth: Int) -> String? {
        guard depth < MessageLimits.maximumNestingDepth else {
            note(.unreadable("nested deeper than \(MessageLimits.maximumNestingDepth)"))
            return nil
        }
        switch body {
        case let .text(text):
            guard let parts = text.resolved(in: context, argumentNumbers: { scope[$0]?.argumentNumber }) else {
                if case let .failure(error) = text.parsed { note(.unreadable("\(error)")) }
                return nil
            }
            return self.parts(parts, scope: scope, pound: pound, depth: depth)
        case let .plural(argument, forms):
            let texts = forms.compactMapValues { form -> MessageText? in if case let .text(text) = form { text } else { nil } }
            if texts.values.contains(where: { ($0.conversion(showing: argument, firstUnpositioned: 1)).map(RenderRun.showsDigits) ?? false }) {
                note(.formSelectedByShownDigits(variable: name(argument), conversion: "plural variation"))
            }
            var written: [(PluralMessageForm, String)] = []
            for (form, variant) in forms {
                guard let text = self.body(variant, scope: scope, context: .top, pound: Pound(position: argument), depth: depth + 1) else { return nil }
                written.append((form, text))
            }
            return plural(name(argument), written, variable: "plural variation")
        case let .device(variants):
            guard let chosen = MessageBody.defaultDeviceVariant(of: variants), let variant = variants[chosen] else { return "" }
            note(.deviceVariants(written: chosen, dropped: variants.keys.filter { $0 != chosen }.sorted()))
            return self.body(variant, scope: scope, context: context, pound: pound, depth: depth + 1)
        case let .width(variants):
            guard let widest = variants.last else { return "" }
            note(.widthVariants(written: widest.width))
            return self.body(widest.body, scope: scope, context: context, pound: pound, depth: depth + 1)
        case let .scoped(inner, variables):
            return self.body(inner, scope: variables, context: context, pound: pound, depth: depth + 1)
        case let .invalid(reason):
            note(.unreadable(reason))
            return nil
        }
    }

    mutating func parts(_ parts: [ResolvedPart], scope: [String: MessageVariable], pound: Pound?, depth: Int) -> String? {
        var text = ""
        for part in parts {
            switch part {
            case let .literal(literal):
                text += Self.escaped(literal, inPlural: pound != nil)
            case let .conversion(position, specifier):
                text += argument(position, specifier, pound: pound)
            case let .variable(name, position):
                guard let variable = scope[name] else {
                    note(.unreadable("the variable '\(name)' is not defined"))
                    return nil
                }
                guard let written = self.variable(variable, position: position, scope: scope, depth: depth) else { return nil }
                text += written
            }
        }
        return text
    }

    mutating func variable(_ variable: MessageVariable, position: Int, scope: [String: MessageVariable], depth: Int) -> String? {
        let context = FormatContext.forms(of: position, specifier: variable.valueSpecifier)
        if variable.isGender {
            var written: [(String, String)] = []
            for (gender, form) in variable.genderForms.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                guard let text = body(.text(form), scope: scope, context: context, pound: nil, depth: depth + 1) else { return nil }
                written.append((gender.rawValue, text))
            }
            if variable.genderForms[.other] == nil {
                note(.missingOtherForm(variable: variable.name))
                written.append(("other", ""))
            }
            let order = ["male", "female", "neuter", "other"]
            written.sort { order.firstIndex(of: $0.0) ?? 4 < order.firstIndex(of: $1.0) ?? 4 }
            return "{\(name(position)), select, " + written.map { "\($0.0) {\($0.1)}" }.joined(separator: " ") + "}"
        }
        guard variable.isPlural, !variable.forms.isEmpty else {
            note(.unreadable("the variable '\(variable.name)' has no plural forms"))
            return nil
        }
        let shows = variable.forms.values.compactMap { $0.conversion(showing: position, firstUnpositioned: position) }
        if variable.forms.count > 1, RenderRun.showsDigits(variable.valueSpecifier) || shows.contains(where: RenderRun.showsDigits) {
            note(.formSelectedByShownDigits(variable: variable.name, conversion: (shows.first(where: RenderRun.showsDigits) ?? variable.valueSpecifier)?.description ?? "%f"))
        }
        var written: [(PluralMessageForm, String)] = []
        for (form, text) in variable.forms {
            guard let rendered = body(.text(text), scope: scope, context: context, pound: Pound(position: position), depth: depth + 1) else { return nil }
            written.append((form, rendered))
        }
        return plural(name(position), written, variable: variable.name)
    }

    /// `{name, plural, …}` with Apple's zero policy: a `zero` form serves 0 in every language,
    /// which MessageFormat says as `=0` where the rules have no zero category holding 0.
    mutating func plural(_ argument: String, _ forms: [(PluralMessageForm, String)], variable: String) -> String {
        var exact: [(PluralDecimal, String)] = []
        var categories: [PluralCategory: String] = [:]
        for (form, text) in forms {
            switch form {
            case let .exact(value): exact.append((value, text))
            case let .category(category): categories[category] = text
            }
        }
        if let zero = categories[.zero], !(rules.map(ZeroForms.zeroCategoryHoldsZero) ?? false) {
            if !exact.contains(where: { $0.0.isZeroValue }) { exact.append((PluralDecimal(0), zero)) }
            // The zero form still serves the numbers of a zero category that does not hold 0.
            if !(rules?.categories.contains(.zero) ?? false) { categories[.zero] = nil }
        }
        if categories[.other] == nil {
            note(.missingOtherForm(variable: variable))
            categories[.other] = ""
        }
        let exactText = exact.sorted { (Double($0.0.plainText) ?? 0) < (Double($1.0.plainText) ?? 0) }.map { "=\($0.0) {\($0.1)}" }
        let categoryText = PluralCategory.allCases.compactMap { category in categories[category].map { "\(category) {\($0)}" } }
        return "{\(argument), plural, " + (exactText + categoryText).joined(separator: " ") + "}"
    }

    /// A conversion as a MessageFormat argument that prints what the conversion prints.
    mutating func argument(_ position: Int, _ specifier: FormatSpecifier, pound: Pound?) -> String {
        let name = name(position)
        let printf = specifier.description
        switch specifier.kind {
        case .signedInteger, .unsignedInteger:
            guard ["d", "i", "u", "D", "U"].contains(specifier.conversion) else {
                note(.conversion(printf, written: "{\(name), number, integer}"))
                return "{\(name), number, integer}"
            }
            var stems: [String] = []
            if specifier.width != nil, !specifier.zeroPad || specifier.leftAlign {
                note(.conversion(printf, written: "no width"))
            }
            let minimum = specifier.precision ?? (specifier.zeroPad && !specifier.leftAlign ? specifier.width ?? 0 : 0)
            if minimum > 1 { stems.append("integer-width/*" + String(repeating: "0", count: min(minimum, 20))) }
            if specifier.plusSign { stems.append("sign-always") }
            if stems.isEmpty, defaultFormatGroupsLikePrintf {
                return pound?.position == position ? "#" : "{\(name), number, integer}"
            }
            return "{\(name), number, ::\((["precision-integer"] + stems).joined(separator: " "))}"
        case .floatingPoint:
            let conversion = specifier.conversion
            guard conversion == "f" || conversion == "F", !specifier.alternate, specifier.width == nil else {
                let written = "{\(name), number}"
                note(.conversion(printf, written: written))
                return written
            }
            let digits = specifier.precision ?? 6
            var stems = [digits == 0 ? "precision-integer" : "." + String(repeating: "0", count: min(digits, 20))]
            if specifier.plusSign { stems.append("sign-always") }
            return "{\(name), number, ::\(stems.joined(separator: " "))}"
        case .object:
            if specifier.conversion == "n" { return "" }
            if selected.contains(position) { note(.numberAsObject(position: position)) }
            return "{\(name)}"
        case .string:
            if specifier.precision != nil || specifier.width != nil { note(.conversion(printf, written: "{\(name)}")) }
            return "{\(name)}"
        }
    }

    /// Text as MessageFormat literal text: apostrophes doubled, and each run of braces (and of `#`
    /// where it would stand for the number) quoted as one, apostrophes within: `'#''{'` would read
    /// `''` inside the quotes as an apostrophe, so `#{` is written `'#{'`.
    static func escaped(_ text: String, inPlural: Bool) -> String {
        var result = ""
        var quoted = false
        for character in text {
            let special = character == "{" || character == "}" || (character == "#" && inPlural)
            // An apostrophe stays inside a quote (`''` there is one apostrophe): closing the quote
            // before it would make `'` `''` read as one quoted apostrophe.
            if special != quoted, !(quoted && character == "'") {
                result += "'"
                quoted = special
            }
            result += character == "'" ? "''" : String(character)
        }
        if quoted { result += "'" }
        return result
    }
}
