import MessageFormat2
import PluralCore
import PluralLocalization

/// Unicode MessageFormat 2 messages (`<language>.mf2.json`): syntax and data model errors at their
/// character, and each `.match` on `:number`, `:integer` or an `:offset` of them against the
/// language's cardinal or ordinal rules, with the codes MessageFormat 1's choices get where the
/// meaning is the same (a variant of `*` keys is MF1's `other`; an exact key `1` is MF1's `=1`).
/// Across languages, the variables are compared with the development language's message as MF1's
/// arguments are (``MessageFormatChecks/Signature``), and their functions and options here.
extension MessageCheck {
    /// The checks of one MF2 text; `text.messageFormat2` is its parse.
    mutating func checkMessageFormat2(_ text: MessageText) {
        switch text.messageFormat2 {
        case nil:
            return
        case let .failure(error)?:
            // MF1's choice without `other` is MF2's match without a `*` variant: the same defect.
            let rule: LintRule = error.kind == .missingFallbackVariant ? .missingOther : .invalidFormat
            add(rule.defaultSeverity, rule, "format: \(error.kind.rawValue): \(error.message)",
                hint: error.kind == .missingFallbackVariant
                    ? "add a variant whose keys are all '*': it is the one every value no other variant takes falls back to"
                    : "see the MessageFormat 2 syntax: {$name}, .input {$n :number} .match $n one {{…}} * {{…}}",
                at: error.offset)
        case let .success(parsed)?:
            guard case let .select(selectors, variants) = parsed.body else { return }
            for (column, selector) in selectors.enumerated() {
                guard let selection = MessageFormat2Checks.Selection(of: selector, in: parsed) else { continue }
                checkMessageFormat2Selector(selection, column: column, variants: variants, message: parsed)
            }
        }
    }

    /// One numeric selector: its keys, then its categories in each group of variants that the
    /// other selectors' keys make (MF1's plural inside each branch of a select).
    private mutating func checkMessageFormat2Selector(_ selection: MessageFormat2Checks.Selection, column: Int,
                                                      variants: [MF2Message.Variant], message: MF2Message) {
        let place = "\(selection.select == .ordinal ? "ordinal selector" : "selector") '$\(selection.variable)'"
        var literalKeys: [String] = []
        for variant in variants {
            if case let .literal(key) = variant.keys[column], !literalKeys.contains(key) { literalKeys.append(key) }
        }
        for key in literalKeys {
            if let problem = MessageFormat2Checks.unreachableNumberKey(key, selection: selection) {
                add(.warning, .unknownFormKey, "\(place) has the key '\(key)', which \(problem): no number selects it",
                    hint: "keys of :number and :integer are plural categories (zero, one, two, few, many, other) and numbers as the value shows them (0, 1, 2.5)")
            } else if selection.select == .exact, PluralCategory(rawValue: key) != nil {
                add(.warning, .unusedCategory, "\(place) has '\(key)', a plural category, but selects with select=exact: only number keys match",
                    hint: "remove select=exact to choose by plural category, or key the variant by numbers")
            }
        }
        guard selection.select != .exact else { return }
        let ruleSet: (rules: (any PluralRules)?, reach: CategoryReach?, policy: PluralSelectionPolicy) = selection.select == .ordinal
            ? (context.ordinalRules, context.ordinalReach, .cldr) : (rules, context.reach, .cldr)
        let numbers: CategoryReach.NumberKind = selection.select == .ordinal || selection.isInteger ? .integer : .decimal
        let numberNames = MessageFormat2Checks.names(boundTo: selection.variable, in: message)
        // The other selectors' keys of each variant: a group is one MF1 branch; a `*` there takes any value.
        var groups: [[MF2Message.Key]] = []
        for variant in variants {
            var others = variant.keys
            others.remove(at: column)
            if !groups.contains(others) { groups.append(others) }
        }
        for group in groups {
            var texts: [PluralMessageForm: MessageText] = [:]
            for variant in variants {
                var others = variant.keys
                others.remove(at: column)
                guard zip(others, group).allSatisfy({ $0 == .catchAll || $0 == $1 }),
                      let form = MessageFormat2Checks.form(of: variant.keys[column]) else { continue }
                // The group's own variant before one whose `*` keys stand in for it.
                if texts[form] == nil || others == group {
                    texts[form] = MessageFormat2Checks.text(of: variant.pattern, numberNames: numberNames)
                }
            }
            let forms = Set(texts.keys)
            let printed = texts.values.contains(where: Self.printsNumber)
            checkCategories(forms, place: place, numbers: numbers, ruleSet: ruleSet, variable: selection.input,
                            texts: texts.mapValues(\.source), counts: selection.select == .plural, numberShown: printed)
            guard selection.select == .plural else { continue }
            let otherPrints = texts[.category(.other)].map(Self.printsNumber) ?? false
            for category in [PluralCategory.one, .zero] {
                guard let text = texts[.category(category)] else { continue }
                checkFixedForm(category, text: text, ownNumber: MessageFormat2Checks.printsNumber(of: text), printsNumber: Self.printsNumber(text),
                               otherPrintsNumber: otherPrints, forms: forms, place: "\(place) key '\(category.rawValue)'", numbers: numbers, valuesOnly: true)
            }
        }
    }
}

/// What MF2 messages are read as for lint: selectors, their keys as plural forms, their patterns as
/// texts with parts, and how each input variable is used.
enum MessageFormat2Checks {
    /// How a `.match` selector chooses: on which input variable, by which rules, on which numbers.
    struct Selection {
        enum Select: String { case plural, ordinal, exact }
        /// The selector's variable.
        var variable: String
        /// The input variable its value comes from (through `.local` and `:offset`), what callers pass.
        var input: String
        var select: Select
        /// `:integer`, or `:number` with `maximumFractionDigits=0`: integers only.
        var isInteger: Bool
        /// Digit options that make the value show digits of their own (`minimumFractionDigits=1`).
        var hasDigitOptions: Bool

        /// The selection of a selector on a number, `nil` for any other selector (`:string`, a custom
        /// function, a `select` given by a variable).
        init?(of selector: String, in message: MF2Message) {
            guard let chain = MessageFormat2Checks.chain(of: selector, in: message) else { return nil }
            var function: String?
            var select: Select?
            var isInteger = false, hasDigitOptions = false
            for expression in chain {
                guard let reference = expression.function else { continue }
                switch reference.name {
                case "number", "integer":
                    if function == nil { function = reference.name }
                    isInteger = isInteger || reference.name == "integer"
                case "offset":
                    if function == nil { function = "offset" }
                default:
                    // The outermost function decides: `:string` on a number selects as a string.
                    if function == nil { return nil }
                    continue
                }
                for option in reference.options {
                    guard case let .literal(value) = option.value else {
                        if option.name == "select" { return nil }
                        continue
                    }
                    switch option.name {
                    case "select": if select == nil { select = Select(rawValue: value) ?? .plural }
                    case "maximumFractionDigits": isInteger = isInteger || value == "0"
                    case "minimumFractionDigits", "minimumIntegerDigits", "minimumSignificantDigits", "maximumSignificantDigits":
                        hasDigitOptions = true
                    default: break
                    }
                }
            }
            guard function != nil else { return nil }
            self.variable = selector
            self.input = MessageFormat2Checks.inputName(of: selector, in: message)
            self.select = select ?? .plural
            self.isInteger = isInteger
            self.hasDigitOptions = hasDigitOptions
        }
    }

    /// The expressions a variable's value goes through, outermost first: its declaration's, then
    /// those of the variable that one's operand names, down to an input; `nil` when undeclared.
    static func chain(of variable: String, in message: MF2Message) -> [MF2Message.Expression]? {
        var chain: [MF2Message.Expression] = []
        var name = variable
        var end = message.declarations.endIndex
        // Each step looks only at earlier declarations: the walk ends.
        while let position = message.declarations[..<end].lastIndex(where: { $0.name == name }) {
            let declaration = message.declarations[position]
            chain.append(declaration.expression)
            guard case let .variable(next)? = declaration.expression.operand else { break }
            if case .input = declaration { break }
            name = next
            end = position
        }
        return chain.isEmpty ? nil : chain
    }

    /// The input variable a variable's value comes from (itself when it is one).
    static func inputName(of variable: String, in message: MF2Message) -> String {
        var name = variable
        var end = message.declarations.endIndex
        while let position = message.declarations[..<end].lastIndex(where: { $0.name == name }) {
            guard case let .local(_, expression) = message.declarations[position], case let .variable(next)? = expression.operand else { break }
            name = next
            end = position
        }
        return name
    }

    /// The variables that hold a selector's number or the input it comes from: a placeholder of
    /// any of them prints the number (MF1's `#`).
    static func names(boundTo selector: String, in message: MF2Message) -> Set<String> {
        let input = inputName(of: selector, in: message)
        var names: Set<String> = [input]
        for declaration in message.declarations where inputName(of: declaration.name, in: message) == input { names.insert(declaration.name) }
        return names
    }

    /// Why a literal key of a number selector can never match, or `nil` when it can: a word that
    /// is no plural category (MF2 reports `bad-variant-key` for it), or a number written otherwise
    /// than the value shows (`1.0`, `1e3`, `-0`) where no digit options make it show so.
    static func unreachableNumberKey(_ key: String, selection: Selection) -> String? {
        guard MessageFormat2Syntax.isNumberLiteral(key) else {
            return PluralCategory(rawValue: key) == nil ? "is neither a plural category nor a number" : nil
        }
        guard !selection.hasDigitOptions else { return nil }
        if key.contains(where: { $0 == "e" || $0 == "E" }) { return "is a number with an exponent, which a value never shows" }
        if key == "-0" { return "is -0, which a value shows as 0" }
        if let point = key.firstIndex(of: ".") {
            if selection.isInteger { return "has a fraction, which an integer never shows" }
            if key[key.index(after: point)...].last == "0" { return "ends in a fraction's 0, which a value shows without" }
        }
        return nil
    }

    /// A key as a plural form: `*` as `other` (the fallback every value without a variant of its
    /// own takes), a category, or an exact number; `nil` for any other key.
    static func form(of key: MF2Message.Key) -> PluralMessageForm? {
        switch key {
        case .catchAll: .category(.other)
        case let .literal(value):
            if let category = PluralCategory(rawValue: value) { .category(category) }
            else if MessageFormat2Syntax.isNumberLiteral(value), let number = try? PluralDecimal(parsing: value) { .exact(number) }
            else { nil }
        }
    }

    /// A pattern as a MessageFormat text with parts, for the checks all formats share: its text
    /// (placeholders written as `{$name}`), the selector's number (any of `numberNames`) as MF1's
    /// `#`, other variables as arguments, literals and markup as text.
    static func text(of pattern: MF2Message.Pattern, numberNames: Set<String>) -> MessageText {
        var source = ""
        var segments: [FormatSegment] = []
        func appendText(_ text: String) {
            if case let .literal(last)? = segments.last { segments[segments.count - 1] = .literal(last + text) } else { segments.append(.literal(text)) }
        }
        for element in pattern {
            let offset = source.unicodeScalars.count
            switch element {
            case let .text(text):
                source += text
                appendText(text)
            case let .expression(expression):
                switch expression.operand {
                case let .variable(name)?:
                    source += "{$\(name)}"
                    segments.append(numberNames.contains(name) ? .pluralNumber(offset: offset) : .argument(name: name, style: nil, offset: offset))
                case let .literal(value)?:
                    source += value
                    appendText(value)
                case nil:
                    break
                }
            case .markup:
                break
            }
        }
        return MessageText(messageFormat: source, segments: .success(segments))
    }

    /// Whether a pattern read by ``text(of:numberNames:)`` prints the selector's own number.
    static func printsNumber(of text: MessageText) -> Bool {
        text.segments.contains { if case .pluralNumber = $0 { true } else { false } }
    }

    /// The MF2 message of a message, `nil` for other formats and for a text that does not parse.
    static func parsed(_ message: LocalizedMessage) -> MF2Message? {
        guard case let .text(text) = message.body, let result = text.messageFormat2 else { return nil }
        return try? result.get()
    }

    /// The categories each numeric selector of a development language's message chooses on, by
    /// input variable (``MessageContext/referenceCategories``), exact keys counted for the
    /// categories whose every number they name; and each such selector's variant texts
    /// (``MessageContext/referenceForms``).
    static func chosenCategories(of message: LocalizedMessage, rules: any PluralRules, reach: CategoryReach)
        -> (categories: [String: Set<PluralCategory>], forms: [String: Set<String>]) {
        guard let parsed = parsed(message), case let .select(selectors, variants) = parsed.body else { return ([:], [:]) }
        var categories: [String: Set<PluralCategory>] = [:], forms: [String: Set<String>] = [:]
        for (column, selector) in selectors.enumerated() {
            guard let selection = Selection(of: selector, in: parsed), selection.select == .plural else { continue }
            let names = names(boundTo: selector, in: parsed)
            let keyed = variants.compactMap { variant in form(of: variant.keys[column]).map { ($0, variant) } }
            let chosen = Set(keyed.map(\.0))
            var found = Set(chosen.compactMap { if case let .category(category) = $0 { category } else { nil } })
            let exact = MessageCheck.exactIntegers(chosen, policy: .cldr)
            found.formUnion(rules.categories.filter { reach.integersAreAll(of: $0, in: exact) })
            categories[selection.input, default: []].formUnion(found)
            forms[selection.input, default: []].formUnion(keyed.map { text(of: $0.1.pattern, numberNames: names).source })
        }
        return (categories, forms)
    }

    /// How an MF2 message uses its input variables, as ``MessageFormatChecks/Signature`` says it
    /// of MF1's arguments: a number selector is a `plural` (`selectordinal` with `select=ordinal`;
    /// `number` with `select=exact`, which chooses no category), a `:string` selector a `select`
    /// with its keys as keywords, a placeholder with a number function `number`, any other `text`.
    static func uses(of message: MF2Message) -> (uses: [String: Set<String>], keywords: [String: Set<String>]) {
        var uses: [String: Set<String>] = [:], keywords: [String: Set<String>] = [:]
        if case let .select(selectors, variants) = message.body {
            for (column, selector) in selectors.enumerated() {
                let input = inputName(of: selector, in: message)
                if let selection = Selection(of: selector, in: message) {
                    uses[input, default: []].insert(selection.select == .ordinal ? "selectordinal" : selection.select == .exact ? "number" : "plural")
                } else if chain(of: selector, in: message)?.first(where: { $0.function != nil })?.function?.name == "string" {
                    uses[input, default: []].insert("select")
                    for variant in variants {
                        if case let .literal(key) = variant.keys[column] { keywords[input, default: []].insert(key) }
                    }
                } else {
                    uses[input, default: []].insert("text")
                }
            }
        }
        var patterns: [MF2Message.Pattern] = []
        switch message.body {
        case let .pattern(pattern): patterns = [pattern]
        case let .select(_, variants): patterns = variants.map(\.pattern)
        }
        for case let .expression(expression) in patterns.joined() {
            guard case let .variable(name)? = expression.operand else { continue }
            let function = expression.function?.name ?? chain(of: name, in: message)?.first(where: { $0.function != nil })?.function?.name
            uses[inputName(of: name, in: message), default: []].insert(["number", "integer", "offset", "percent", "currency"].contains(function) ? "number" : "text")
        }
        // An input declared and never used still is an argument callers pass.
        for name in message.variableNames where uses[name] == nil { uses[name] = ["text"] }
        return (uses, keywords)
    }

    /// Each input variable's functions and their literal options (`:number minimumFractionDigits=1`),
    /// `select` left out (``uses(of:)`` compares it as MF1's plural and selectordinal).
    static func annotations(of message: MF2Message) -> [String: Set<String>] {
        var annotations: [String: Set<String>] = [:]
        func record(_ expression: MF2Message.Expression, of name: String) {
            guard let function = expression.function else { return }
            let options = function.options.filter { $0.name != "select" }.map { option in
                switch option.value {
                case let .literal(value): "\(option.name)=\(value)"
                case let .variable(variable): "\(option.name)=$\(variable)"
                }
            }.sorted()
            annotations[inputName(of: name, in: message), default: []].insert(([":" + function.name] + options).joined(separator: " "))
        }
        for declaration in message.declarations {
            if case let .variable(name)? = declaration.expression.operand { record(declaration.expression, of: name) }
        }
        var patterns: [MF2Message.Pattern] = []
        switch message.body {
        case let .pattern(pattern): patterns = [pattern]
        case let .select(_, variants): patterns = variants.map(\.pattern)
        }
        for case let .expression(expression) in patterns.joined() {
            if case let .variable(name)? = expression.operand { record(expression, of: name) }
        }
        return annotations
    }

    /// Each MF2 translation against the development language's MF2 message: a variable formatted or
    /// selected with other functions or options (`:integer` for `:number`, other digit options)
    /// shows other digits and may choose another form. Names and kinds of use are compared with
    /// MF1's arguments in ``MessageFormatChecks/findings(table:developmentLanguage:referenceIsTranslation:categories:)``.
    static func findings(table: MessageTable, developmentLanguage: String?) -> [LintFinding] {
        guard let development = developmentLanguage else { return [] }
        var findings: [LintFinding] = []
        for key in table.keys(in: development) {
            guard let reference = table.decodedMessage(forKey: key, language: development).flatMap(parsed) else { continue }
            let expected = annotations(of: reference)
            for language in table.languages where language != development {
                guard let message = table.decodedMessage(forKey: key, language: language), let translation = parsed(message) else { continue }
                let actual = annotations(of: translation)
                for name in Set(expected.keys).intersection(actual.keys).sorted() {
                    guard let was = expected[name], let now = actual[name], was != now else { continue }
                    findings.append(LintFinding(.warning, .argumentMismatch, file: message.origin.file?.path, key: key, language: language,
                                                message: "formats '$\(name)' with \(now.sorted().joined(separator: ", ")) where the \(development) message uses \(was.sorted().joined(separator: ", ")): it may show other digits and choose another form",
                                                hint: "use the development language's functions and options for $\(name), unless \(language) writes the number otherwise on purpose"))
                }
            }
        }
        return findings
    }
}

extension MessageOrigin.Kind {
    /// MessageFormat 1 and 2: a number is a value (1.0 is 1, with no fraction shown), exact keys
    /// are the author's choice of numbers, and selection follows CLDR without a zero policy.
    var isMessageFormat: Bool { self == .messageformat || self == .messageformat2 }
}
