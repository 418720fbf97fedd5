import PluralCore
import PluralLocalization

/// Plural categories: those the variable's numbers reach but the message lacks, those the language
/// never selects, a lone `other`, and a `one` form that prints a fixed "1" where `one` covers more.
extension MessageCheck {
    /// `ruleSet` replaces the message's cardinal rules, reach and zero policy (a MessageFormat
    /// `selectordinal` is checked against ordinal rules, and ICU's MessageFormat has no zero policy).
    mutating func checkCategories(
        _ forms: Set<PluralMessageForm>, place: String, numbers: CategoryReach.NumberKind,
        ruleSet: (rules: (any PluralRules)?, reach: CategoryReach?, policy: PluralSelectionPolicy)? = nil
    ) {
        let categories = Set(forms.compactMap { form -> PluralCategory? in
            if case let .category(category) = form { return category }
            return nil
        })
        let policy = ruleSet?.policy ?? context.policy
        guard let rules = ruleSet.map({ $0.rules }) ?? rules, let reach = ruleSet.map({ $0.reach }) ?? context.reach else {
            if !categories.contains(.other) {
                add(.error, "missing-other", "\(place) has no 'other' form",
                    hint: "add 'other': it is the fallback for every number no other form takes")
            }
            return
        }
        let language = message.language
        let unused = categories.subtracting(rules.categories).filter { !($0 == .zero && policy == .apple) }.sorted()
        if !unused.isEmpty {
            add(.warning, "unused-category", "\(place) has \(unused.map(\.rawValue).joined(separator: ", ")), which \(language) never selects",
                hint: "remove the form, or check that the file is in the right language folder")
        }
        // One `other` form and nothing else: the same text for every number, which reads as deliberate.
        if categories == [.other], forms.count == 1 {
            if rules.categories.count > 1 {
                add(.note, "invariant-plural", "\(place) has only an 'other' form: every number renders it",
                    hint: "add the forms \(language) uses (\(rules.categories.map(\.rawValue).joined(separator: ", "))) if the text should change with the number")
            }
            return
        }
        let reachable = numbers == .integer ? reach.reachable(by: .integer) : reach.reachable(by: .decimal)
        let missing = reachable.subtracting(categories).sorted()
        guard !missing.isEmpty else { return }
        let fallback = categories.contains(.other) ? "render 'other'" : "have no form to render"
        let common = missing.filter { reach.commonIntegersSelect($0) || (numbers == .decimal && reach.smallestInteger(selecting: $0) == nil) }
        let large = missing.filter { !common.contains($0) }
        let valueWord = numbers == .integer ? "integer" : "number"
        if missing.contains(.other), common.contains(.other) {
            add(.error, "missing-other", "\(place) has no 'other' form: \(reach.examples(of: .other, numbers: numbers)) render no form",
                hint: "add 'other': it is the fallback for every number no other form takes")
        }
        let commonCategories = common.filter { $0 != .other }
        if !commonCategories.isEmpty {
            let detail = commonCategories.map { "\($0.rawValue) (\(reach.examples(of: $0, numbers: numbers)))" }.joined(separator: ", ")
            add(.error, "missing-category", "\(place) lacks \(detail), which \(language) uses for \(valueWord)s: these \(fallback)",
                hint: "add the missing forms")
        }
        for category in large {
            guard let smallest = reach.smallestInteger(selecting: category) else { continue }
            add(.warning, "missing-category", "\(place) lacks \(category.rawValue), which \(language) uses only from \(smallest.formatted(grouped: true)) (\(reach.examples(of: category, numbers: .integer))): these \(fallback)",
                hint: "add '\(category.rawValue)' if such large numbers can occur")
        }
    }

    /// A `one` form that prints "1" instead of the number, in a language whose `one` also covers
    /// other numbers (French 0, Russian 21): those numbers read "1 …".
    mutating func checkLiteralOne(_ text: MessageText, argument: Int, forms: Set<PluralMessageForm>, place: String, numbers: CategoryReach.NumberKind) {
        guard let reach = context.reach, case let .success(format) = text.parsed, Self.hasLiteralOne(format) else { return }
        // A stray `%` (`%1дн`, whose '1' a parser may keep as text) is reported as such.
        let bytes = Array(text.source.utf8)
        if bytes.indices.contains(where: { bytes[$0] == UInt8(ascii: "%") && Self.strayPercent(in: bytes, at: $0) != nil }) { return }
        // A conversion of the variable's own argument (or `%arg`) prints the number itself.
        if format.segments.contains(where: { if case .substitutionArgument = $0 { true } else { false } })
            || text.conversions(from: .forms(of: argument)).contains(where: { $0.position == argument }) { return }
        // Under Apple's policy a `zero` form takes 0 before the rules do; `=N` forms take their number.
        let taken = Set(forms.compactMap { form -> Int? in
            switch form {
            case let .exact(value): value.fractionDigits.isEmpty && value.exponent == 0 && !value.isNegative ? Int(value.integerDigits) : nil
            case .category(.zero) where context.policy == .apple: 0
            default: nil
            }
        })
        var others = (reach.integerExamples[.one] ?? []).filter { $0 != 1 && !taken.contains($0) }.map { $0.formatted(grouped: true) }
        if numbers == .decimal, others.isEmpty { others = reach.decimalExamples[.one] ?? [] }
        guard !others.isEmpty else { return }
        let shown = text.source.count > 40 ? String(text.source.prefix(40)) + "…" : text.source
        add(.error, "literal-one", "\(place) prints a fixed '1', but \(message.language) also selects 'one' for \(others.joined(separator: ", "))\(reach.moreIntegers.contains(.one) ? " …" : ""): \(others[0]) renders '\(shown)'",
            hint: "write the number with a conversion (%d, %lld) in the 'one' form, or add an exact form such as =1")
    }

    /// Whether a literal part of the format holds the number 1 on its own (not in 10, 1.5 or 21).
    static func hasLiteralOne(_ format: ParsedFormat) -> Bool {
        for segment in format.segments {
            guard case let .literal(text) = segment else { continue }
            let characters = Array(text)
            for (index, character) in characters.enumerated() where character == "1" {
                let before = index > 0 ? characters[index - 1] : " "
                let after = index + 1 < characters.count ? characters[index + 1] : " "
                let afterNext = index + 2 < characters.count ? characters[index + 2] : " "
                if before.isNumber || before == "." || before == "," || after.isNumber { continue }
                if (after == "." || after == ","), afterNext.isNumber { continue }
                return true
            }
        }
        return false
    }
}
