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
            // Selectors on one input with one kind of selection are one plural, as MF1's
            // `{n, plural, offset:1 =0 {…} one {…}}` is `.match $n $n_offset` (`0 *`, `* one`).
            var groups: [(selection: MessageFormat2Checks.Selection, columns: [Int])] = []
            for (column, selector) in selectors.enumerated() {
                guard let selection = MessageFormat2Checks.Selection(of: selector, in: parsed) else { continue }
                checkMessageFormat2Keys(selection, column: column, variants: variants)
                if let index = groups.firstIndex(where: { $0.selection.input == selection.input && $0.selection.select == selection.select }) {
                    groups[index].columns.append(column)
                } else {
                    groups.append((selection, [column]))
                }
            }
            for group in groups where group.selection.select != .exact {
                checkMessageFormat2Plural(group.selection, columns: group.columns, variants: variants, parsed: parsed)
            }
        }
    }

    /// The literal keys of a number selector that no number selects.
    private mutating func checkMessageFormat2Keys(_ selection: MessageFormat2Checks.Selection, column: Int, variants: [MF2Message.Variant]) {
        var literalKeys: [String] = []
        var seen: Set<String> = []
        for variant in variants {
            if case let .literal(key) = variant.keys[column], seen.insert(key).inserted { literalKeys.append(key) }
        }
        for key in literalKeys {
            if let problem = MessageFormat2Checks.unreachableNumberKey(key, selection: selection) {
                add(.warning, .unknownFormKey, "\(selection.place) has the key '\(key)', which \(problem): no number selects it",
                    hint: "keys of :number and :integer are plural categories (zero, one, two, few, many, other) and numbers as the value shows them (0, 1, 2.5)")
            } else if selection.select == .exact, PluralCategory(rawValue: key) != nil {
                add(.warning, .unusedCategory, "\(selection.place) has '\(key)', a plural category, but selects with select=exact: only number keys match",
                    hint: "remove select=exact to choose by plural category, or key the variant by numbers")
            }
        }
    }

    /// One plural (the selectors on one input): its categories in each group of variants that the
    /// other selectors' keys make, as MF1's plural is checked in each branch of a select.
    private mutating func checkMessageFormat2Plural(_ selection: MessageFormat2Checks.Selection, columns: [Int],
                                                    variants: [MF2Message.Variant], parsed: MF2Message) {
        let place = selection.place
        let ruleSet: (rules: (any PluralRules)?, reach: CategoryReach?, policy: PluralSelectionPolicy) = selection.select == .ordinal
            ? (context.ordinalRules, context.ordinalReach, .cldr) : (rules, context.reach, .cldr)
        let numbers: CategoryReach.NumberKind = selection.select == .ordinal || selection.isInteger ? .integer : .decimal
        let numberNames = MessageFormat2Checks.names(boundTo: selection.variable, in: parsed)
        let groups = MessageFormat2Checks.groups(of: variants, columns: columns, numberNames: numberNames)
        // The word before the number where the other selectors choose nothing (MF1 skips other choices).
        let catchAllWord = groups.first { $0.others.allSatisfy { $0 == .catchAll } }?.governingWord(language: message.language)
        let choosing = groups.filter { !$0.choosesNothing }
        for group in choosing.isEmpty ? groups : choosing {
            let texts = group.texts.mapValues { MessageFormat2Checks.messageText($0, numberNames: numberNames) }
            let forms = Set(texts.keys)
            let printed = group.printsNumber || texts.values.contains(where: Self.printsNumber)
            checkCategories(forms, place: place, numbers: numbers, ruleSet: ruleSet, variable: selection.input,
                            texts: texts, counts: selection.select == .plural, numberShown: printed,
                            governingWord: catchAllWord ?? group.governingWord(language: message.language), emptyForms: group.emptyForms)
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

        /// How findings name it: "selector '$count'".
        var place: String { "\(select == .ordinal ? "ordinal selector" : "selector") '$\(variable)'" }

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

    /// The variants of one plural (the selectors in `columns`) that the other selectors' keys
    /// make one choice: its forms and their texts.
    struct Group {
        /// The other selectors' keys.
        var others: [MF2Message.Key]
        /// Each form's text, the words all forms share before and after left out (MF1's plural
        /// holds only what changes: "{n} zpráv", not "Odesláno do {n} zpráv").
        var texts: [PluralMessageForm: String] = [:]
        /// The words all forms share before the number.
        var prefix = ""
        /// Some variant prints the number (outside what ``texts`` keeps).
        var printsNumber = false
        /// The forms whose whole variant has no text (``texts`` are stripped: read emptiness before).
        var emptyForms: Set<PluralMessageForm> = []
        /// The plural's selectors have only `*` keys here: it chooses nothing in this group.
        var choosesNothing = true

        func governingWord(language: String) -> String? {
            prefix.isEmpty ? nil : SharedPluralForms.governingWord(before: prefix, language: language)
        }
    }

    /// The groups of a plural's variants by the other selectors' keys; a variant whose other keys
    /// are `*` belongs to every group that lacks its plural keys (it is what that group falls back to).
    static func groups(of variants: [MF2Message.Variant], columns: [Int], numberNames: Set<String>) -> [Group] {
        func others(_ variant: MF2Message.Variant) -> [MF2Message.Key] {
            variant.keys.indices.filter { !columns.contains($0) }.map { variant.keys[$0] }
        }
        var keys: [[MF2Message.Key]] = []
        for variant in variants where !keys.contains(others(variant)) { keys.append(others(variant)) }
        return keys.map { group in
            var result = Group(others: group)
            var full: [PluralMessageForm: String] = [:]
            for variant in variants {
                let own = others(variant)
                guard zip(own, group).allSatisfy({ $0 == .catchAll || $0 == $1 }) else { continue }
                // The plural's keys: those not `*` name the form (an exact key before a category); all `*` is `other`.
                let chosen = columns.map { variant.keys[$0] }.filter { $0 != .catchAll }
                guard let form = chosen.isEmpty ? .category(.other) : chosen.lazy.compactMap(Self.form(of:)).min() else { continue }
                if !chosen.isEmpty, own == group { result.choosesNothing = false }
                // The group's own variant before one whose `*` keys stand in for it.
                if full[form] == nil || own == group { full[form] = text(of: variant.pattern, numberNames: numberNames) }
            }
            // MF1's plural counts any argument printed in or beside it as the number shown.
            result.printsNumber = full.values.contains { $0.contains("{$") }
            result.emptyForms = Set(full.filter { $0.value.allSatisfy(\.isWhitespace) }.keys)
            (result.prefix, result.texts) = stripped(full, numberNames: numberNames)
            return result
        }
    }

    /// Texts without the words and placeholders they all begin and end with, up to the number's
    /// placeholder; the shared beginning. Texts that are all the same are kept whole.
    static func stripped(_ texts: [PluralMessageForm: String], numberNames: Set<String>) -> (prefix: String, texts: [PluralMessageForm: String]) {
        guard texts.count > 1, Set(texts.values).count > 1 else { return ("", texts) }
        let tokens = texts.mapValues(Self.tokens)
        let isNumber = { (token: Substring) in numberNames.contains { token == "{$\($0)}" } }
        let shortest = tokens.values.map(\.count).min() ?? 0
        let first = tokens.values.first ?? []
        var head = 0
        while head < shortest, !isNumber(first[head]), tokens.values.allSatisfy({ $0[head] == first[head] }) { head += 1 }
        var tail = 0
        while tail < shortest - head, !isNumber(first[first.count - 1 - tail]),
              tokens.values.allSatisfy({ $0[$0.count - 1 - tail] == first[first.count - 1 - tail] }) { tail += 1 }
        func joined(_ slice: ArraySlice<Substring>) -> String { slice.joined().trimmingCharacters(in: .whitespaces) }
        return (joined(first[..<head]), tokens.mapValues { joined($0[head..<($0.count - tail)]) })
    }

    /// A text's words, runs of spaces and `{$name}` placeholders, in order.
    static func tokens(_ text: String) -> [Substring] {
        var tokens: [Substring] = []
        var start = text.startIndex
        while start < text.endIndex {
            var end = text.index(after: start)
            if text[start...].hasPrefix("{$"), let close = text[start...].firstIndex(of: "}") {
                end = text.index(after: close)
            } else {
                let isSpace = text[start].isWhitespace
                while end < text.endIndex, text[end].isWhitespace == isSpace, isSpace || !text[end...].hasPrefix("{$") { end = text.index(after: end) }
            }
            tokens.append(text[start..<end])
            start = end
        }
        return tokens
    }

    /// A pattern as text: placeholders of variables as `{$name}`, literals as their text, markup left out.
    static func text(of pattern: MF2Message.Pattern, numberNames: Set<String>) -> String {
        var source = ""
        for element in pattern {
            switch element {
            case let .text(text): source += text
            case let .expression(expression):
                switch expression.operand {
                case let .variable(name)?: source += "{$\(name)}"
                case let .literal(value)?: source += value
                case nil: break
                }
            case .markup: break
            }
        }
        return source
    }

    /// A text of ``text(of:numberNames:)`` with parts, for the checks all formats share: the
    /// selector's number (a placeholder of one of `numberNames`) as MF1's `#`, other variables as
    /// arguments.
    static func messageText(_ source: String, numberNames: Set<String>) -> MessageText {
        var segments: [FormatSegment] = []
        var literal = ""
        var rest = Substring(source)
        while let open = rest.firstIndex(of: "{") {
            literal += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard rest[afterOpen...].hasPrefix("$"), let close = rest[afterOpen...].firstIndex(of: "}") else {
                literal += "{"
                rest = rest[afterOpen...]
                continue
            }
            let offset = source.unicodeScalars[..<open].count
            if !literal.isEmpty { segments.append(.literal(literal)); literal = "" }
            let name = String(rest[rest.index(after: afterOpen)..<close])
            segments.append(numberNames.contains(name) ? .pluralNumber(offset: offset) : .argument(name: name, style: nil, offset: offset))
            rest = rest[rest.index(after: close)...]
        }
        literal += rest
        if !literal.isEmpty { segments.append(.literal(literal)) }
        return MessageText(messageFormat: source, segments: .success(segments))
    }

    /// Whether a text of ``messageText(_:)`` prints the selector's own number.
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
            let chosen = Set(variants.compactMap { form(of: $0.keys[column]) })
            var found = Set(chosen.compactMap { if case let .category(category) = $0 { category } else { nil } })
            let exact = MessageCheck.exactIntegers(chosen, policy: .cldr)
            found.formUnion(rules.categories.filter { reach.integersAreAll(of: $0, in: exact) })
            categories[selection.input, default: []].formUnion(found)
            for group in groups(of: variants, columns: [column], numberNames: names(boundTo: selector, in: parsed)) where !group.choosesNothing {
                forms[selection.input, default: []].formUnion(group.texts.values)
            }
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
        for case let .expression(expression) in Self.patterns(of: message).joined() {
            guard case let .variable(name)? = expression.operand else { continue }
            let function = expression.function?.name ?? chain(of: name, in: message)?.first(where: { $0.function != nil })?.function?.name
            uses[inputName(of: name, in: message), default: []].insert(["number", "integer", "offset", "percent", "currency"].contains(function) ? "number" : "text")
        }
        // An input declared and never used still is an argument callers pass; a `.local` of a literal is none.
        for name in message.variableNames where uses[name] == nil { uses[name] = ["text"] }
        let arguments = Set(message.variableNames)
        return (uses.filter { arguments.contains($0.key) }, keywords.filter { arguments.contains($0.key) })
    }

    /// The options that change the digits a number shows, and so the form it selects.
    static let digitOptions: Set<String> = ["minimumFractionDigits", "maximumFractionDigits", "minimumIntegerDigits",
                                            "minimumSignificantDigits", "maximumSignificantDigits", "roundingMode", "roundingIncrement", "subtract", "add"]

    /// The message's patterns: its one pattern, or each variant's.
    static func patterns(of message: MF2Message) -> [MF2Message.Pattern] {
        switch message.body {
        case let .pattern(pattern): [pattern]
        case let .select(_, variants): variants.map(\.pattern)
        }
    }

    /// Each input variable's functions and their options that change the digits shown
    /// (`:number minimumFractionDigits=1`); `select` is compared by ``uses(of:)`` as MF1's plural
    /// and selectordinal, and display options (`useGrouping`) change no form.
    static func annotations(of message: MF2Message) -> [String: Set<String>] {
        var annotations: [String: Set<String>] = [:]
        func record(_ expression: MF2Message.Expression, of name: String) {
            guard let function = expression.function else { return }
            let options = function.options.filter { digitOptions.contains($0.name) }.map { option in
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
        for case let .expression(expression) in Self.patterns(of: message).joined() {
            if case let .variable(name)? = expression.operand { record(expression, of: name) }
        }
        let arguments = Set(message.variableNames)
        return annotations.filter { arguments.contains($0.key) }
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
