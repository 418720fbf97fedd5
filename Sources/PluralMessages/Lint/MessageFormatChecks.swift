import Foundation
import PluralCore

/// MessageFormat messages: each `plural` and `selectordinal` against the language's cardinal or
/// ordinal rules (ICU's MessageFormat has no zero policy: a `zero` form English never selects is
/// unused), and, across languages, argument names, how each argument is used and `select` keywords
/// against the development language's message. Syntax errors are reported where the text is walked.
extension MessageCheck {
    /// The checks of one `plural`, `selectordinal` or `select` of a MessageFormat message.
    mutating func checkMessageFormatChoice(_ variable: MessageVariable) {
        guard let argument = variable.argumentName else { return }
        let ordinal = variable.isOrdinal
        guard ordinal || variable.kind == .plural else { return }
        // Categories apply to the value less the offset: say so, since the examples are of that value.
        let place = "\(ordinal ? "selectordinal" : "plural") '\(argument)'" + (variable.offset != 0 ? " (after offset:\(variable.offset))" : "")
        for key in variable.unknownKeys {
            add(.warning, .unknownFormKey, "\(place) has '\(key)', which is not a plural category: no number selects it",
                hint: "plural keywords are zero, one, two, few, many, other and exact values (=0)")
        }
        let forms = Set(variable.forms.keys)
        if ordinal {
            // Ordinals count places: integers.
            checkCategories(forms, place: place, numbers: .integer, ruleSet: (context.ordinalRules, context.ordinalReach, .cldr),
                            texts: variable.forms)
            return
        }
        // MessageFormat says nothing of an argument's type: a plural's number is most likely a count.
        // Whether the number is printed: '#' in a form, or the argument elsewhere in the message.
        let printed = variable.forms.values.contains { Self.printsNumber($0) }
            || MessageFormatChecks.Signature(message)?.uses[argument].map { !$0.isDisjoint(with: ["text", "number"]) } ?? true
        checkCategories(forms, place: place, numbers: .decimal, ruleSet: (rules, context.reach, message.syntaxPolicy ?? .cldr), variable: argument,
                        texts: variable.forms, counts: true, numberShown: printed,
                        governingWord: MessageFormatChecks.wordBefore(argument, in: message))
        // A `one` or `zero` form that prints a fixed text (French 0 and 1.5 take `one` too; Latvian 10–20 `zero`).
        let otherPrints = variable.forms[.category(.other)].map(Self.printsNumber) ?? false
        for category in [PluralCategory.one, .zero] {
            guard let text = variable.forms[.category(category)], case let .success(format) = text.parsed else { continue }
            let own = format.segments.contains { segment in
                switch segment {
                case .pluralNumber: true
                case let .argument(name, _, _): name == argument
                default: false
                }
            }
            checkFixedForm(category, text: text, ownNumber: own, printsNumber: Self.printsNumber(text), otherPrintsNumber: otherPrints,
                           forms: forms, place: "\(place) form '\(category.rawValue)'", numbers: .decimal, valuesOnly: true)
        }
    }
}

/// The checks of MessageFormat messages across the languages of a table.
enum MessageFormatChecks {
    /// The word right before the `plural` on `argument` in a MessageFormat message (after `do` in
    /// "do {n, plural, …}" or "do {n, number} {n, plural, …}"), skipping the argument printed on its
    /// own, markup tags (`<b>`) and other choices, and a preposition's one-word object and conjunction
    /// before it ("do týmu a {n, plural, …}"); `nil` when the text there ends in no word. The first
    /// plural on the argument decides.
    static func wordBefore(_ argument: String, in message: LocalizedMessage) -> String? {
        guard message.origin.kind == .messageformat, case let .text(text) = message.body,
              let pattern = try? MessageFormatPattern(parsing: text.source) else { return nil }
        // The text before the choice, outer texts first; `nil` when the choice is not in `nodes`.
        func textBefore(in nodes: [MessageFormatNode], prefix: String) -> String? {
            var before = prefix
            for node in nodes {
                switch node {
                case let .text(text): before += text
                case .number: before += " 0 "
                case let .argument(other): before += other.name == argument ? "" : " 0 "
                case let .choice(choice):
                    if choice.argument == argument, choice.kind == .plural { return before }
                    for option in choice.options {
                        if let found = textBefore(in: option.message, prefix: before) { return found }
                    }
                    before += " § "
                }
            }
            return nil
        }
        guard let before = textBefore(in: pattern.nodes, prefix: "") else { return nil }
        return SharedPluralForms.governingWord(before: before, language: message.language)
    }

    /// How a MessageFormat text uses its arguments.
    struct Signature: Equatable {
        /// By argument name: `plural`, `selectordinal`, `select`, `number` (`{n, number…}`) or `text` (`{n}`).
        var uses: [String: Set<String>] = [:]
        /// The keywords of each `select` argument.
        var keywords: [String: Set<String>] = [:]

        init?(_ message: LocalizedMessage) {
            if message.origin.kind == .messageformat2 {
                guard let parsed = MessageFormat2Checks.parsed(message) else { return nil }
                (uses, keywords) = MessageFormat2Checks.uses(of: parsed)
                return
            }
            guard case let .text(text) = message.body, message.origin.kind == .messageformat || text.syntax == .flutterMessageFormat,
                  let pattern = try? MessageFormatPattern(parsing: text.source, dialect: text.messageFormatDialect) else { return nil }
            read(pattern.nodes)
        }

        private mutating func read(_ nodes: [MessageFormatNode]) {
            for node in nodes {
                switch node {
                case .text, .number: break
                case let .argument(argument):
                    uses[argument.name, default: []].insert(argument.style == nil ? "text" : "number")
                case let .choice(choice):
                    uses[choice.argument, default: []].insert(choice.kind.rawValue)
                    for option in choice.options {
                        if choice.kind == .select, case let .keyword(keyword) = option.selector {
                            keywords[choice.argument, default: []].insert(keyword)
                        }
                        read(option.message)
                    }
                }
            }
        }

        /// `select`, `selectordinal`, a cardinal number, or `nil` for `{n}` alone (any value).
        func family(of name: String) -> String? {
            let used = uses[name] ?? []
            if used.contains("select") { return "select" }
            if used.contains("selectordinal") { return "selectordinal" }
            if used.contains("plural") || used.contains("number") { return "number" }
            return nil
        }
    }

    /// Each translation of a MessageFormat key against the development language's message: argument
    /// names, how arguments are used (`select` against a number, `plural` against `selectordinal`),
    /// and `select` keywords. A `plural` in one language and `{n, number}` in another is fine where
    /// the language has one form (`categories` gives the cardinal categories of each language that
    /// integers below 10,000 select); where it
    /// has several, a translation that prints the number without a plural (`{n} zadań`) dropped it,
    /// and one whose text reads `n, plural,` lost the plural's `{`.
    static func findings(table: MessageTable, developmentLanguage: String?, referenceIsTranslation: Bool = false,
                         categories: (String) -> Set<PluralCategory>? = { _ in nil }) -> [LintFinding] {
        guard let development = developmentLanguage else { return [] }
        var findings: [LintFinding] = []
        let languages = table.languages
        var references: [(key: String, signature: Signature, file: String?)] = []
        for key in table.keys(in: development) {
            guard let reference = table.decodedMessage(forKey: key, language: development), let signature = Signature(reference) else { continue }
            references.append((key, signature, reference.origin.file?.path))
        }
        for (key, expected, referenceFile) in references {
            // A reference that is a guessed translation may be the one that lacks an argument: names
            // two or more other translations use are said once, at the reference.
            var usedElsewhere: [String: [String]] = [:]
            if referenceIsTranslation {
                for language in languages where language != development {
                    guard let message = table.decodedMessage(forKey: key, language: language), let signature = Signature(message) else { continue }
                    for name in signature.uses.keys where expected.uses[name] == nil { usedElsewhere[name, default: []].append(language) }
                }
                usedElsewhere = usedElsewhere.filter { $0.value.count >= 2 }
                if !usedElsewhere.isEmpty {
                    findings.append(LintFinding(.warning, .argumentMismatch, file: referenceFile, key: key, language: development,
                                                message: "leaves out \(list(usedElsewhere.keys.sorted())), which other translations use (\(Set(usedElsewhere.values.joined()).sorted().joined(separator: ", "))); \(development) is the reference only as the most complete language (there is no English and no stated development language)",
                                                hint: "check that \(development) did not drop a placeholder; give --development-language to choose the reference"))
                }
            }
            for language in languages where language != development {
                guard let message = table.decodedMessage(forKey: key, language: language) else { continue }
                func add(_ severity: LintFinding.Severity, _ rule: LintRule, _ text: String, hint: String) {
                    findings.append(LintFinding(severity, rule, file: message.origin.file?.path, key: key, language: language, message: text, hint: hint))
                }
                // A plural whose opening brace was lost: its words are printed as text (or do not parse).
                if message.origin.kind == .messageformat, case let .text(text) = message.body {
                    let lost = expected.uses.filter { !$0.value.isDisjoint(with: ["plural", "selectordinal", "select"]) }.keys.sorted().filter { name in
                        Signature(message)?.uses[name].map { $0.isDisjoint(with: ["plural", "selectordinal", "select"]) } ?? true
                    }.filter { Self.readsAsLostBrace(text.source, argument: $0) }
                    if let name = lost.first, text.messageFormatError == nil {
                        add(.error, .invalidFormat, "the choice on '\(name)' lost its '{': '\(name), …' is printed as text and its forms are read as arguments",
                            hint: "write the choice whole: {\(name), plural, one {…} other {…}}")
                        continue
                    }
                }
                guard let actual = Signature(message), actual != expected else { continue }
                // A plural the translation prints without choosing, in a language with several forms.
                for name in expected.uses.keys.sorted() where expected.uses[name]?.contains("plural") == true {
                    guard let used = actual.uses[name], used.isDisjoint(with: ["plural", "select", "selectordinal"]),
                          let needed = categories(language), needed.count > 1 else { continue }
                    // With two forms (one, other) a language may put a noun after a number in one form
                    // (Hungarian "3 személynek"): a warning; with more, the number's form must vary.
                    add(needed.count > 2 ? .error : .warning, .droppedPlural,
                        "prints '\(name)' without a plural, where the \(development) message chooses forms on it; \(language) has \(needed.count) forms (\(PluralCategory.allCases.filter(needed.contains).map(\.rawValue).joined(separator: ", ")))",
                        hint: "give the translation a plural: {\(name), plural, \(PluralCategory.allCases.filter(needed.contains).map { "\($0.rawValue) {…}" }.joined(separator: " "))}")
                }
                let names = Set(expected.uses.keys), translated = Set(actual.uses.keys)
                var extra = translated.subtracting(names).filter { usedElsewhere[$0] == nil }.sorted()
                let missing = names.subtracting(translated).sorted()
                // gen-l10n's parameters are the template's placeholders: a translation may use no other.
                if case let .text(text) = message.body, text.syntax == .flutterMessageFormat, !extra.isEmpty {
                    let declared = Set(table.decodedMessage(forKey: key, language: development)?.arbAttributes?.placeholders.map(\.name) ?? [])
                    let undeclared = extra.filter { !declared.contains($0) }
                    if !undeclared.isEmpty {
                        add(.error, .undeclaredPlaceholder, "uses \(list(undeclared)), which the template's message (\(development)) neither declares nor uses: gen-l10n refuses the build",
                            hint: "use the template's placeholders (\(list(names.union(declared).sorted()))), or declare the new one in the template's @key")
                        extra.removeAll { undeclared.contains($0) }
                    }
                }
                if !extra.isEmpty || !missing.isEmpty {
                    // A name left out may be deliberate; one used instead of the reference's is a renamed argument.
                    let added = CrossLanguageChecks.AddedArgument(renamesOne: !missing.isEmpty, referenceIsTranslation: referenceIsTranslation)
                    var parts: [String] = []
                    if !extra.isEmpty { parts.append("uses \(list(extra)), which the \(development) message does not have") }
                    if !missing.isEmpty { parts.append("leaves out \(list(missing))") }
                    if !extra.isEmpty, let why = added.why(reference: development) { parts[0] += why }
                    add(extra.isEmpty ? .warning : added.severity, .argumentMismatch, parts.joined(separator: " and "),
                        hint: names.isEmpty && added.severity == .error ? "the \(development) message takes no arguments, and callers pass none for it: write the translation without \(list(extra))"
                            : extra.isEmpty || added.severity == .error ? "use the development language's arguments (\(list(names.sorted()))): callers pass those"
                            : "check that callers pass \(list(extra)) for this key, or write the translation with \(list(names.sorted()))")
                }
                for name in names.intersection(translated).sorted() {
                    let was = expected.family(of: name), now = actual.family(of: name)
                    if let was, let now, was != now {
                        add(.error, .argumentMismatch, "uses '\(name)' as \(now == "number" ? "a number" : "a \(now)") where the \(development) message uses it as \(was == "number" ? "a number" : "a \(was)")",
                            hint: "one argument has one kind in every language: callers pass the same value")
                    }
                    guard let reference = expected.keywords[name], let keywords = actual.keywords[name], reference != keywords else { continue }
                    let lacking = reference.subtracting(keywords).sorted(), added = keywords.subtracting(reference).sorted()
                    var parts: [String] = []
                    if !lacking.isEmpty { parts.append("lacks \(list(lacking)) (\(lacking.count == 1 ? "it renders" : "they render") 'other')") }
                    if !added.isEmpty { parts.append("adds \(list(added)), which the \(development) message does not choose") }
                    add(.warning, .selectKeywordMismatch, "select '\(name)' \(parts.joined(separator: " and "))",
                        hint: "give the select the development language's keywords (\(list(reference.sorted())))")
                }
            }
        }
        return findings
    }

    /// Whether a text holds a `{{name}}` placeholder (i18next, Handlebars), which ICU MessageFormat
    /// refuses at the top level ("an argument name is missing").
    static func hasDoubleBracePlaceholder(_ source: String) -> Bool {
        var rest = source[...]
        while let open = rest.range(of: "{{") {
            let inside = rest[open.upperBound...].prefix { !"{},".contains($0) }
            if inside.endIndex < rest.endIndex, rest[inside.endIndex...].hasPrefix("}}"),
               !inside.trimmingCharacters(in: .whitespaces).isEmpty, !inside.trimmingCharacters(in: .whitespaces).contains(" ") {
                return true
            }
            rest = rest[open.upperBound...]
        }
        return false
    }

    /// The messages of a table of MessageFormat files that use `{{name}}` placeholders and do not
    /// parse, when the development language writes its placeholders that way (more of its messages
    /// than use ICU arguments): the files are i18next JSON, not ICU MessageFormat, and their
    /// `{{name}}` texts are not defects of MessageFormat. Empty for a MessageFormat table, where a
    /// `{{name}}` is a slip reported as a syntax error.
    static func doubleBraceMessages(table: MessageTable, developmentLanguage: String?) -> [LocalizedMessage] {
        func doubleBraced(_ message: LocalizedMessage) -> Bool {
            guard message.origin.kind == .messageformat, case let .text(text) = message.body, text.messageFormatError != nil else { return false }
            return hasDoubleBracePlaceholder(text.source)
        }
        // Messages decoded one at a time (a table keeps its files' bytes, not every message), and
        // only those of MessageFormat files.
        func messages(in language: String) -> some Sequence<LocalizedMessage> {
            table.keys(in: language).lazy.filter { table.origin(forKey: $0, language: language)?.kind == .messageformat }
                .compactMap { table.decodedMessage(forKey: $0, language: language) }
        }
        guard let development = developmentLanguage else { return [] }
        var braced = 0, arguments = 0
        for message in messages(in: development) {
            if doubleBraced(message) { braced += 1 }
            if Signature(message).map({ !$0.uses.isEmpty }) ?? false { arguments += 1 }
        }
        guard braced > 0, braced > arguments else { return [] }
        return table.languages.flatMap { messages(in: $0).filter(doubleBraced) }
    }

    private static func list(_ names: [String]) -> String { names.map { "'\($0)'" }.joined(separator: ", ") }

    /// Whether the text holds `name, plural,` (or `select`, `selectordinal`) that no `{` opens.
    static func readsAsLostBrace(_ text: String, argument name: String) -> Bool {
        var searchStart = text.startIndex
        while let found = text.range(of: name, range: searchStart..<text.endIndex) {
            searchStart = found.upperBound
            let before = text[..<found.lowerBound].last { !$0.isWhitespace }
            let rest = text[found.upperBound...].drop { $0.isWhitespace }
            guard before != "{", rest.first == "," else { continue }
            let keyword = rest.dropFirst().drop { $0.isWhitespace }.prefix { $0.isLetter }
            if ["plural", "selectordinal", "select"].contains(keyword) { return true }
        }
        return false
    }
}
