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
            add(.warning, "unknown-form-key", "\(place) has '\(key)', which is not a plural category: no number selects it",
                hint: "plural keywords are zero, one, two, few, many, other and exact values (=0)")
        }
        let forms = Set(variable.forms.keys)
        if ordinal {
            // Ordinals count places: integers.
            checkCategories(forms, place: place, numbers: .integer, ruleSet: (context.ordinalRules, context.ordinalReach, .cldr))
            return
        }
        checkCategories(forms, place: place, numbers: .decimal, ruleSet: (rules, context.reach, .cldr))
        // A `one` form without `#` or the argument prints a fixed text (French 0 and 1.5 take `one` too).
        if let one = variable.forms[.category(.one)], case let .success(format) = one.parsed,
           !format.segments.contains(where: { segment in
               switch segment {
               case .pluralNumber: true
               case let .argument(name, _, _): name == argument
               default: false
               }
           }) {
            let before = findings.count
            checkLiteralOne(one, argument: 0, forms: forms, place: "\(place) form 'one'", numbers: .decimal)
            if findings.count > before, let finding = findings.popLast() {
                var rehinted = LintFinding(finding.severity, finding.code, file: finding.file, key: finding.key, language: finding.language,
                                           message: finding.message, hint: "write '#' for the number in the 'one' form, or use an exact form such as =1 for the text")
                rehinted.innerPath = finding.innerPath
                rehinted.textOffset = finding.textOffset
                findings.append(rehinted)
            }
        }
    }
}

/// The checks of MessageFormat messages across the languages of a table.
enum MessageFormatChecks {
    /// How a MessageFormat text uses its arguments.
    struct Signature: Equatable {
        /// By argument name: `plural`, `selectordinal`, `select`, `number` (`{n, number…}`) or `text` (`{n}`).
        var uses: [String: Set<String>] = [:]
        /// The keywords of each `select` argument.
        var keywords: [String: Set<String>] = [:]

        init?(_ message: LocalizedMessage) {
            guard message.origin.kind == .messageformat, case let .text(text) = message.body,
                  let pattern = try? MessageFormatPattern(parsing: text.source) else { return nil }
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
    /// and `select` keywords. A `plural` in one language and `{n, number}` in another is fine (a
    /// language with one form needs no plural).
    static func findings(table: MessageTable, developmentLanguage: String?) -> [LintFinding] {
        guard let development = developmentLanguage else { return [] }
        var findings: [LintFinding] = []
        for (key, reference) in (table.messages[development] ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard let expected = Signature(reference) else { continue }
            for language in table.languages.sorted() where language != development {
                guard let message = table.messages[language]?[key], let actual = Signature(message), actual != expected else { continue }
                func add(_ severity: LintFinding.Severity, _ code: String, _ text: String, hint: String) {
                    findings.append(LintFinding(severity, code, file: message.origin.file?.path, key: key, language: language, message: text, hint: hint))
                }
                let names = Set(expected.uses.keys), translated = Set(actual.uses.keys)
                let extra = translated.subtracting(names).sorted(), missing = names.subtracting(translated).sorted()
                if !extra.isEmpty || !missing.isEmpty {
                    // Extra names are an error (callers do not pass them); a name left out may be deliberate.
                    var parts: [String] = []
                    if !extra.isEmpty { parts.append("uses \(list(extra)), which the \(development) message does not have") }
                    if !missing.isEmpty { parts.append("leaves out \(list(missing))") }
                    add(extra.isEmpty ? .warning : .error, "argument-mismatch", parts.joined(separator: " and "),
                        hint: "use the development language's arguments (\(list(names.sorted()))): callers pass those")
                }
                for name in names.intersection(translated).sorted() {
                    let was = expected.family(of: name), now = actual.family(of: name)
                    if let was, let now, was != now {
                        add(.error, "argument-mismatch", "uses '\(name)' as \(now == "number" ? "a number" : "a \(now)") where the \(development) message uses it as \(was == "number" ? "a number" : "a \(was)")",
                            hint: "one argument has one kind in every language: callers pass the same value")
                    }
                    guard let reference = expected.keywords[name], let keywords = actual.keywords[name], reference != keywords else { continue }
                    let lacking = reference.subtracting(keywords).sorted(), added = keywords.subtracting(reference).sorted()
                    var parts: [String] = []
                    if !lacking.isEmpty { parts.append("lacks \(list(lacking)) (\(lacking.count == 1 ? "it renders" : "they render") 'other')") }
                    if !added.isEmpty { parts.append("adds \(list(added)), which the \(development) message does not choose") }
                    add(.warning, "select-keyword-mismatch", "select '\(name)' \(parts.joined(separator: " and "))",
                        hint: "give the select the development language's keywords (\(list(reference.sorted())))")
                }
            }
        }
        return findings
    }

    private static func list(_ names: [String]) -> String { names.map { "'\($0)'" }.joined(separator: ", ") }
}
