import Foundation
import PluralCore
import PluralLocalization

/// Renders one variant of a message: each selector's forms, varying its argument alone.
struct VariantBuilder {
    let message: LocalizedMessage
    let rules: (any PluralRules)?
    let ordinalRules: () -> (any PluralRules)?
    let policy: PluralSelectionPolicy
    let renderer: MessageRenderer
    let selectors: [PreviewSelector]
    /// Whether lint reports forms missing in this message (a warning or an error): absent forms are
    /// then ``MessagePreview/FormStatus/missing``, else ``MessagePreview/FormStatus/servedByOther``.
    let lintFindsFormsMissing: Bool

    func build(label: String?) -> MessagePreview.Variant {
        let base = baseArguments()
        guard !selectors.isEmpty else {
            return MessagePreview.Variant(label: label, selections: [], plain: render(base, argument: ""))
        }
        let names = message.argumentNames
        let selections = selectors.map { selector in
            // Outer select and gender arguments at the values that reach this variable.
            var base = base
            for condition in selector.conditions where base.indices.contains(condition.position - 1) {
                base[condition.position - 1] = condition.value
            }
            let others = base.enumerated().filter { $0.offset + 1 != selector.position }.map { item in
                let name = names.indices.contains(item.offset) ? names[item.offset] : String(item.offset + 1)
                return "\(name) = \(item.element.description)"
            }
            let name = names.indices.contains(selector.position - 1) ? names[selector.position - 1] : nil
            switch selector.kind {
            case let .plural(forms, numbers, ordinal, messageFormat, offset):
                let rules = ordinal ? ordinalRules() : rules
                return MessagePreview.Selection(variable: selector.variable, kind: ordinal ? .ordinal : .plural, argument: selector.position, argumentName: name,
                                                offset: offset, takesIntegersOnly: numbers == .integer, otherArguments: others,
                                                rows: pluralRows(selector, forms: forms, numbers: numbers, rules: rules, messageFormat: messageFormat, offset: offset, base: base))
            case let .gender(forms):
                return MessagePreview.Selection(variable: selector.variable, kind: .gender, argument: selector.position, argumentName: name, offset: 0,
                                                takesIntegersOnly: false, otherArguments: others, rows: genderRows(selector, forms: forms, base: base))
            case let .keyword(forms):
                return MessagePreview.Selection(variable: selector.variable, kind: .select, argument: selector.position, argumentName: name, offset: 0,
                                                takesIntegersOnly: false, otherArguments: others, rows: keywordRows(selector, forms: forms, base: base))
            }
        }
        return MessagePreview.Variant(label: label, selections: selections, plain: nil)
    }

    // MARK: Arguments

    /// A value for every argument the message reads: each selector's representative value, else
    /// one of the type the message's signature gives the argument (a MessageFormat `{name}`: a placeholder).
    func baseArguments() -> [MessageArgument] {
        let types = MessageSignature(message).types
        let names = message.argumentNames
        let last = max(types.keys.max() ?? 0, selectors.map(\.position).max() ?? 0, names.count)
        guard last >= 1 else { return [] }
        return (1...last).map { position in
            if let selector = selectors.first(where: { $0.position == position }) {
                switch selector.kind {
                case let .plural(forms, numbers, ordinal, _, offset):
                    return representative(forms: forms, numbers: numbers, rules: ordinal ? ordinalRules() : rules, offset: offset)
                case .gender, .keyword: return .string(GrammaticalGender.other.rawValue)
                }
            }
            let placeholder = MessageArgument.string("‹\(names.indices.contains(position - 1) ? names[position - 1] : String(position))›")
            switch types[position] {
            case .floatingPoint?: return .floatingPoint(2.5)
            case .object?, .string?, .keyword?, .any?: return placeholder
            case .date?: return Self.sampleDate
            case .integer?, .number?: return representative(forms: [], numbers: .integer, rules: rules, offset: 0)
            case nil: return names.isEmpty ? representative(forms: [], numbers: .integer, rules: rules, offset: 0) : placeholder
            }
        }
    }

    /// The date a date argument shows (ISO 8601, which ICU and MessageFormat 2 both read).
    static let sampleDate = MessageArgument.string("2025-03-14T09:30:00Z")

    /// A number that selects `other` (or, where the numbers never reach it, the last category they
    /// reach), at least 2 when one is: what an app shows most often.
    func representative(forms: Set<PluralMessageForm>, numbers: CategoryReach.NumberKind, rules: (any PluralRules)?, offset: Int) -> MessageArgument {
        guard let rules else { return .integer(2 + offset) }
        let reach = CategoryReach.of(rules).reachable(by: .integer)
        let category = reach.contains(.other) ? .other : (reach.sorted().last ?? .other)
        let candidates = CategoryReach.samples(of: category, in: rules).integers
        let value = (candidates.first { $0 >= 2 } ?? candidates.first ?? 2) + offset
        return numbers == .integer ? .integer(value) : .decimal(PluralDecimal(value))
    }

    // MARK: Plural rows

    func pluralRows(
        _ selector: PreviewSelector, forms: Set<PluralMessageForm>, numbers: CategoryReach.NumberKind, rules: (any PluralRules)?,
        messageFormat: Bool, offset: Int, base: [MessageArgument]
    ) -> [MessagePreview.FormRow] {
        var rows: [MessagePreview.FormRow] = []
        // Android's zero is the CLDR category: no zero policy there, as the renderer selects.
        let quantity = message.origin.kind.selectsIntegerQuantity
        // Flutter's plurals select as Intl.pluralLogic, whatever the page's policy.
        let intl = message.syntaxPolicy == .intl
        let formSelector = PluralFormSelector(policy: quantity ? .cldr : intl ? .intl : policy)
        // Exact values first, as the renderer tries them first (against the value itself, offset or not).
        let exactValues = forms.compactMap { form -> PluralDecimal? in if case let .exact(value) = form { value } else { nil } }.sorted { $0.description < $1.description }
        for (index, value) in exactValues.enumerated() {
            let reached = numbers == .decimal || value.fractionDigits.isEmpty
            let rendered = index < MessagePreview.maximumRenderedExactValues
            let examples = reached && rendered ? [render(base, replacing: selector.position, with: argument(value, numbers: numbers))] : []
            var note = reached ? "exact value: only \(value.description)" : "a fraction, but the variable takes integers"
            if reached, !rendered {
                note += "; not rendered: only the first \(MessagePreview.maximumRenderedExactValues) exact values are (MessagePreview.maximumRenderedExactValues)"
            }
            rows.append(MessagePreview.FormRow(form: "=" + value.description, status: reached ? .present : .unreached, numbers: value.description,
                                               note: note, examples: examples))
        }
        let present = Set(forms.compactMap { if case let .category(category) = $0 { category } else { nil } })
        guard let rules else {
            for category in present.sorted() {
                rows.append(MessagePreview.FormRow(form: category.rawValue, status: .present, numbers: "", note: "no plural rules for '\(message.language)': only 'other' is selected", examples: []))
            }
            return rows
        }
        let reach = CategoryReach.of(rules)
        // A lone `other` reads as deliberate (the same text for every number), as lint sees it.
        let isInvariant = present == [.other] && forms.count == 1
        // Categories whose every number has an exact form (`=1` is English `one`) need no form,
        // as lint counts them; MessageFormat and Android have no zero policy.
        let exactPolicy: PluralSelectionPolicy = intl ? .intl : messageFormat || quantity ? .cldr : policy
        let exact = MessageCheck.exactIntegers(forms, policy: exactPolicy)
        let covered = Set(rules.categories.filter { reach.integersAreAll(of: $0, in: exact) })
        let needed = isInvariant ? [.other] : reach.reachable(by: numbers).subtracting(covered.subtracting(present))
        // MessageFormat has no zero policy: its plurals select as ICU's MessageFormat does.
        let appleZero = !messageFormat && !quantity && policy == .apple && !rules.categories.contains(.zero)
        // Read once: a number is looked up in it for each example tried.
        let exactNumbers = Set(exactValues.compactMap { Decimal(string: $0.plainText) })
        func exactlyTaken(_ value: PluralDecimal) -> Bool {
            Decimal(string: value.plainText).map(exactNumbers.contains) ?? false
        }
        for category in PluralCategory.allCases where needed.contains(category) || present.contains(category) {
            let status: MessagePreview.FormStatus
            var note: String?
            if needed.contains(category) {
                status = present.contains(category) ? .present : lintFindsFormsMissing || !present.contains(.other) ? .missing : .servedByOther
                if status == .missing { note = present.contains(.other) ? "missing: these numbers render 'other'" : "missing: these numbers have no form" }
                if status == .servedByOther { note = "no form: these numbers render 'other', which lint does not report as wrong" }
            } else if category == .zero, appleZero {
                status = .present
                note = "Apple's zero form: every 0 shows it, before the rules"
            } else if rules.categories.contains(category) {
                status = .unreached
                note = numbers == .integer ? "only fractions select it; this variable takes integers" : "no number this variable takes selects it"
            } else {
                status = .unused
                note = "\(message.language) never selects it"
            }
            if isInvariant { note = "the only form: every number renders it" }
            // A PO plural: the numbers its own formula shows at another form than CLDR's category would.
            if let marked = message.gettext.flatMap({ $0.showsSource ? nil : $0.header.mapping?.previewNote(for: category) }) {
                note = [note, marked].compactMap { $0 }.joined(separator: "; ")
            }
            let rendersHere = status == .present || status == .missing || status == .servedByOther
            if offset != 0, rendersHere {
                note = [note, "offset \(offset): these numbers are the value less \(offset)"].compactMap { $0 }.joined(separator: "; ")
            }
            let numbersText = category == .zero && appleZero ? "0" : isInvariant ? "every number"
                : Self.sampleText(of: category, rules: rules, numbers: status == .unreached ? .decimal : numbers)
            var examples: [MessagePreview.Example] = []
            if rendersHere {
                // A number another form takes first (=0, Apple's zero) is shown at that form.
                let landsHere = { (number: PluralDecimal) -> Bool in
                    if messageFormat {
                        guard let value = Self.adding(offset, to: number) else { return false }
                        return !exactlyTaken(value) && (try? rules.category(for: number)) == category
                    }
                    guard let selection = try? formSelector.select(number, rules: rules, forms: forms) else { return false }
                    if case let .fallbackToOther(missing) = selection.reason { return missing == category }
                    return selection.form == .category(category)
                }
                // Every number renders a lone `other`: a few small ones show it.
                let candidates = isInvariant ? [1, 2, 5].map { PluralDecimal($0) }
                    : exampleNumbers(of: category, rules: rules, numbers: numbers, zeroForm: category == .zero && appleZero, landsHere: landsHere)
                for number in candidates {
                    guard let value = Self.adding(offset, to: number) else { continue }
                    examples.append(render(base, replacing: selector.position, with: argument(value, numbers: numbers)))
                }
            }
            rows.append(MessagePreview.FormRow(form: category.rawValue, status: status, numbers: numbersText, note: note, examples: examples))
        }
        return rows
    }

    /// The number plus a MessageFormat offset (integers only; offsets are integers).
    static func adding(_ offset: Int, to number: PluralDecimal) -> PluralDecimal? {
        guard offset != 0 else { return number }
        guard number.fractionDigits.isEmpty, number.exponent == 0, let value = Int(number.plainText) else { return nil }
        let (sum, overflow) = value.addingReportingOverflow(offset)
        return overflow ? nil : PluralDecimal(sum)
    }

    /// Numbers to render for a category, spread out (Russian `one`: 1, 21, 51), skipping those
    /// another form takes first (=0, Apple's zero); for variables that take fractions, the first fraction too.
    func exampleNumbers(of category: PluralCategory, rules: any PluralRules, numbers: CategoryReach.NumberKind, zeroForm: Bool,
                        landsHere: (PluralDecimal) -> Bool) -> [PluralDecimal] {
        if zeroForm { return [PluralDecimal(0)] }
        var chosen: [PluralDecimal] = []
        var last: Int?
        let samples = CategoryReach.samples(of: category, in: rules)
        for value in samples.integers where chosen.count < MessagePreview.maximumExamplesPerForm - 1 {
            if let last, value < max(10, last * 2) { continue }
            let number = PluralDecimal(value)
            guard landsHere(number) else { continue }
            chosen.append(number)
            last = value
        }
        if numbers == .decimal {
            if let first = samples.decimals.lazy.compactMap({ try? PluralDecimal(parsing: $0) }).first(where: { $0.exponent == 0 && landsHere($0) }) {
                chosen.append(first)
            }
        }
        return chosen
    }

    /// The rules' samples as people read them: `2–4, 22–24, 32–34, …`; compact exponents (`1c6`),
    /// which a format never prints, are left out.
    static func sampleText(of category: PluralCategory, rules: any PluralRules, numbers: CategoryReach.NumberKind) -> String {
        guard let rule = rules.rules.first(where: { $0.category == category }) else { return "" }
        var lists = [rule.integerSamples].compactMap { $0 }
        if numbers == .decimal || lists.isEmpty { lists += [rule.decimalSamples].compactMap { $0 } }
        return lists.map { list in
            list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && !$0.contains("c") && !$0.contains("e") }
                .map { $0.replacingOccurrences(of: "~", with: "–").replacingOccurrences(of: "...", with: "…") }
                .joined(separator: ", ")
        }
        .filter { !$0.isEmpty && $0 != "…" }
        .joined(separator: "; ")
    }

    func argument(_ number: PluralDecimal, numbers: CategoryReach.NumberKind) -> MessageArgument {
        if numbers == .integer, number.fractionDigits.isEmpty, number.exponent == 0, let value = Int(number.plainText) { return .integer(value) }
        return .decimal(number)
    }

    // MARK: Gender and keyword rows

    func genderRows(_ selector: PreviewSelector, forms: Set<GrammaticalGender>, base: [MessageArgument]) -> [MessagePreview.FormRow] {
        GrammaticalGender.allCases.filter { forms.contains($0) || $0 == .other }.map { gender in
            let value: MessageArgument = switch gender {
            case .male: .integer(0)
            case .female: .integer(1)
            case .neuter: .integer(2)
            case .other: .string("other")
            }
            let present = forms.contains(gender)
            return MessagePreview.FormRow(form: gender.rawValue, status: present ? .present : .missing, numbers: "",
                                          note: present ? nil : "missing: every gender without a form needs 'other'",
                                          examples: [render(base, replacing: selector.position, with: value)])
        }
    }

    /// One row per keyword of a `select`, `other` last (and marked missing when absent: ICU needs it).
    func keywordRows(_ selector: PreviewSelector, forms: Set<String>, base: [MessageArgument]) -> [MessagePreview.FormRow] {
        (forms.subtracting(["other"]).sorted() + ["other"]).map { keyword in
            let present = forms.contains(keyword)
            return MessagePreview.FormRow(form: keyword, status: present ? .present : .missing, numbers: "",
                                          note: present ? nil : "missing: every other keyword needs 'other'",
                                          examples: [render(base, replacing: selector.position, with: .string(keyword))])
        }
    }

    // MARK: Rendering

    func render(_ base: [MessageArgument], replacing position: Int, with value: MessageArgument) -> MessagePreview.Example {
        var arguments = base
        if position >= 1, position <= arguments.count { arguments[position - 1] = value }
        // A gender given as a number reads `0 (male)`.
        let isGender = selectors.contains { if $0.position == position, case .gender = $0.kind { true } else { false } }
        let shown = if isGender, case let .integer(number) = value, let gender = GrammaticalGender(number: number) {
            "\(number) (\(gender.rawValue))"
        } else {
            value.description
        }
        return render(arguments, argument: shown)
    }

    func render(_ arguments: [MessageArgument], argument: String) -> MessagePreview.Example {
        do {
            let rendered = try renderer.render(message, arguments: .positional(arguments))
            return MessagePreview.Example(argument: argument, text: rendered.text, error: nil, diagnostics: rendered.diagnostics.map(\.description))
        } catch {
            return MessagePreview.Example(argument: argument, text: nil, error: error.description, diagnostics: [])
        }
    }
}

/// What a preview left out or decided, as a value: the page and the command print its ``description``;
/// the command tells the table's notes and the cut at `--limit` apart by their cases.
enum PreviewNote: Hashable, Sendable, CustomStringConvertible {
    /// Keys with one plain text in every language, not shown.
    case plainKeysLeftOut(Int)
    /// The keys that match the scope's patterns.
    case keysMatching(shown: Int, of: Int, patterns: [String])
    /// A language the scope names and the table does not have.
    case noSuchLanguage(String)
    /// The languages the scope matches.
    case languagesShown(Int, of: Int)
    /// The limit of key-language pairs cut the preview: keys (and languages) shown of those matching.
    case cutAtLimit(Int, keys: Int, of: Int, languages: (shown: Int, of: Int)?)
    /// Findings about keys left out.
    case findingsLeftOut(Int)
    /// A note of the table's reading.
    case table(TableNote)

    static func == (lhs: PreviewNote, rhs: PreviewNote) -> Bool { lhs.description == rhs.description }
    func hash(into hasher: inout Hasher) { hasher.combine(description) }

    var description: String {
        switch self {
        case let .plainKeysLeftOut(count):
            "\(count) key\(count == 1 ? "" : "s") with one plain text in every language \(count == 1 ? "is" : "are") not shown (preview --all-keys shows them)."
        case let .keysMatching(shown, all, patterns): "Showing the \(shown) of \(all) keys that match \(patterns.joined(separator: ", "))."
        case let .noSuchLanguage(language): "The table has no language '\(language)'."
        case let .languagesShown(shown, all): "Showing \(shown) of \(all) languages."
        case let .cutAtLimit(limit, keys, allKeys, languages):
            "Cut at \(limit) key-language pairs (preview --limit): showing \(keys) of \(allKeys) keys"
                + (languages.map { " and \($0.shown) of \($0.of) languages" } ?? "") + "."
        case let .findingsLeftOut(count): "\(count) finding\(count == 1 ? "" : "s") about the keys left out \(count == 1 ? "is" : "are") not shown."
        case let .table(note): note.description
        }
    }
}
