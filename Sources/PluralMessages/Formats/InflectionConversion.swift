import PluralCore
import PluralInflection

/// Apple's inflection markup written for a format whose platform does not read it (Android,
/// MessageFormat, MessageFormat 2, and any format whose ``FileFormat/readsInflectionMarkup`` is
/// `false`): what Apple would render is written out, so no raw `^[…](inflect: true)` reaches users.
///
/// A text whose counted phrase holds one number conversion (`^[%lld Task](inflect: true)`) becomes a
/// plural variation on that argument, with the phrase inflected in each of the language's categories
/// ("%lld Task" for `one`, "%lld Tasks" for `other`); a text inside plural forms gets each form's
/// category; elsewhere, and in languages not inflected here, the markup is removed and the phrase
/// kept as written, as Apple shows it where it cannot inflect. Each message changed gets a note.
enum InflectionConversion {
    /// The table with its markup resolved, and the notes; the table itself when nothing holds markup.
    static func resolving(_ table: MessageTable, languages: [String], rulesProvider: any PluralRulesProvider) -> (table: MessageTable, notes: [ConversionNote]) {
        var replaced: [String: [String: LocalizedMessage]] = [:]
        var notes: [ConversionNote] = []
        for language in languages {
            let rules = try? rulesProvider.rules(for: language, type: .cardinal, strict: false)
            for key in table.keys(in: language) {
                guard let message = table.message(forKey: key, language: language), message.hasInflectionMarkup else { continue }
                let (resolved, note) = resolve(message, rules: rules)
                replaced[language, default: [:]][key] = resolved
                notes.append(ConversionNote(key: key, language: language, kind: note))
            }
        }
        guard !replaced.isEmpty else { return (table, []) }
        var result = table
        result.replace(replaced)
        return (result, notes)
    }

    /// A message with its markup resolved, and what was done.
    static func resolve(_ message: LocalizedMessage, rules: (any PluralRules)?) -> (LocalizedMessage, ConversionNote.Kind) {
        let language = message.language
        let issue = InflectionIssue.ofLanguage(language)
        func rebuilt(_ body: MessageBody, _ variables: [String: MessageVariable]) -> LocalizedMessage {
            LocalizedMessage(key: message.key, language: language, body: body, variables: variables, state: message.state, origin: message.origin,
                             argumentNames: message.argumentNames, comment: message.comment, catalogMetadata: message.catalogMetadata)
        }
        var shapeIssue = InflectionIssue.notExpandable
        if issue == nil, let rules, case let .text(text) = message.body {
            switch countedArgument(of: text) {
            case let .none(problem): shapeIssue = problem
            case let .argument(position):
            var forms: [PluralMessageForm: MessageBody] = [:]
            for category in rules.categories {
                forms[.category(category)] = .text(resolved(text, category: category, language: language))
            }
                let variables = message.variables.mapValues { resolved($0, rules: rules, language: language) }
                return (rebuilt(.plural(argument: position, forms: forms), variables), .inflectionExpanded(argument: position))
            }
        }
        let body = resolved(message.body, category: nil, rules: rules, language: language)
        let variables = message.variables.mapValues { resolved($0, rules: rules, language: language) }
        return (rebuilt(body, variables), .inflectionAsWritten(issue ?? shapeIssue))
    }

    /// The argument a plural is made on, or why there is none.
    enum Counted {
        case argument(Int)
        case none(InflectionIssue)
    }

    /// The argument a text's agreeing phrases count: the one number conversion inside them (or
    /// the argument `agreeWithArgument` names), the same for every span; else why there is none.
    static func countedArgument(of text: MessageText) -> Counted {
        let spans = text.inflectionSpans.filter { (try? $0.attributes.get())?.agreesInNumber == true }
        var counted: Set<Int> = []
        for span in spans {
            guard let attributes = try? span.attributes.get() else { continue }
            if attributes.number != nil { continue }
            if let position = attributes.agreeWithArgument { counted.insert(position); continue }
            var cursor = ArgumentCursor.top
            var inside: [Int] = []
            for segment in text.segments {
                switch segment {
                case let .specifier(specifier, offset):
                    let position = cursor.take(specifier)
                    guard span.phraseRange.contains(offset) else { continue }
                    // A word given as an argument is inflected when the app runs: no text written now says it.
                    guard specifier.kind.isNumeric else { return .none(.phraseHoldsWordArgument(position: position)) }
                    inside.append(position)
                case let .variable(_, explicit, _):
                    _ = cursor.take(variable: explicit)
                case .literal, .substitutionArgument, .argument, .pluralNumber:
                    break
                }
            }
            guard let first = inside.first else { return .none(.noNumber) }
            counted.insert(first)
        }
        guard counted.count == 1, let position = counted.first else { return .none(.notExpandable) }
        return .argument(position)
    }

    /// A text with each span replaced: inflected for `category` (the singular for `one`) where
    /// the language is inflected here and the category known, else the phrase as written.
    static func resolved(_ text: MessageText, category: PluralCategory?, language: String) -> MessageText {
        let spans = text.inflectionSpans
        guard !spans.isEmpty else { return text }
        let source = InflectionMarkup.replacingSpans(in: text.source, spans) { span in
            guard let attributes = try? span.attributes.get() else { return nil }
            guard attributes.agreesInNumber else { return span.phrase }
            let number = attributes.number ?? category.map { $0 == .one ? GrammaticalNumber.singular : .plural }
            guard let number else { return span.phrase }
            return inflectingFormat(span.phrase) { masked in
                attributes.inflect || attributes.agreeWithArgument == nil
                    ? PhraseInflection.inflect(masked, to: number, language: language)
                    : PhraseInflection.agree(masked, with: number, language: language)
            } ?? span.phrase
        }
        return text.withSource(source)
    }

    /// A printf phrase inflected by `inflect` with its conversions (`%lld`, `%1$@`, `%#@n@`) hidden as
    /// private-use characters, which are no letters: "%lld" is no word to inflect.
    static func inflectingFormat(_ phrase: String, _ inflect: (String) -> String?) -> String? {
        var conversions: [Substring] = []
        var masked = ""
        var rest = Substring(phrase)
        while let percent = rest.firstIndex(of: "%") {
            masked += rest[..<percent]
            let conversion = rest[percent...].prefixMatch(of: conversionPattern)?.output ?? rest[percent...].prefix(1)
            guard let mark = Unicode.Scalar(0xF0000 + conversions.count) else { return nil }
            masked.unicodeScalars.append(mark)
            conversions.append(conversion)
            rest = rest[conversion.endIndex...]
        }
        masked += rest
        guard let inflected = inflect(masked) else { return nil }
        var result = ""
        for scalar in inflected.unicodeScalars {
            let index = Int(scalar.value) - 0xF0000
            if conversions.indices.contains(index) { result += conversions[index] } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// A printf conversion as Apple's formats write them: `%%`, `%arg`, `%#@name@`, `%1$-8.2lf`
    /// (made per call: `Regex` is not `Sendable`, and a conversion is rare work).
    static var conversionPattern: Regex<Substring> { /%(?:%|arg|(?:\d+\$)?#@[A-Za-z0-9_]*@|(?:\d+\$)?[-+ #0']*\d*(?:\.\d*)?(?:hh|ll|[hlqLztj])?[diouxXDOUcCsSaAeEfFgGpn@])/ }

    /// A body with its texts resolved; a plural variation's forms by their categories.
    static func resolved(_ body: MessageBody, category: PluralCategory?, rules: (any PluralRules)?, language: String) -> MessageBody {
        switch body {
        case let .text(text):
            return .text(resolved(text, category: category, language: language))
        case let .plural(argument, forms):
            var resolvedForms: [PluralMessageForm: MessageBody] = [:]
            for (form, inner) in forms {
                resolvedForms[form] = resolved(inner, category: Self.category(of: form, rules: rules), rules: rules, language: language)
            }
            return .plural(argument: argument, forms: resolvedForms)
        case let .device(variants):
            return .device(variants.mapValues { resolved($0, category: category, rules: rules, language: language) })
        case let .width(variants):
            return .width(variants.map { WidthVariant(width: $0.width, body: resolved($0.body, category: category, rules: rules, language: language)) })
        case let .scoped(inner, variables):
            return .scoped(resolved(inner, category: category, rules: rules, language: language), variables: variables.mapValues { resolved($0, rules: rules, language: language) })
        case .invalid:
            return body
        }
    }

    /// A variable with its forms resolved by their categories.
    static func resolved(_ variable: MessageVariable, rules: (any PluralRules)?, language: String) -> MessageVariable {
        let texts = variable.forms.values.map(\.source) + variable.keywordForms.values.map(\.source)
        guard texts.contains(where: InflectionMarkup.mayContainMarkup) else { return variable }
        var forms: [PluralMessageForm: MessageText] = [:]
        for (form, text) in variable.forms {
            forms[form] = resolved(text, category: variable.isPlural ? category(of: form, rules: rules) : nil, language: language)
        }
        return MessageVariable(
            name: variable.name, kind: variable.kind, valueType: variable.valueType, argumentNumber: variable.argumentNumber, forms: forms,
            keywordForms: variable.keywordForms.mapValues { resolved($0, category: nil, language: language) }, offset: variable.offset,
            argumentName: variable.argumentName, unknownKeys: variable.unknownKeys, isSubstitution: variable.isSubstitution)
    }

    /// The category of a form: its own, or the category of an exact value (`=1` is English `one`).
    private static func category(of form: PluralMessageForm, rules: (any PluralRules)?) -> PluralCategory? {
        switch form {
        case let .category(category): category
        case let .exact(value): try? rules?.category(for: value)
        }
    }
}

extension MessageTable {
    /// Replaces messages (by language, then key) with ones made from them: a converter's rewrite
    /// (their origins stay the messages' own).
    mutating func replace(_ messages: [String: [String: LocalizedMessage]]) {
        let kind = messages.values.first?.values.first?.origin.kind ?? .xcstrings
        add(ReadMessages.indexing(messages, kind: kind, file: nil, source: UInt32(sources.count)), listing: nil) { _, replacement in replacement }
    }
}
