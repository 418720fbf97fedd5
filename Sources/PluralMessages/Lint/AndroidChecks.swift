import PluralCore
import PluralLocalization

/// Android's `<plurals>`, checked as Android selects their items (``MessageOrigin/Kind/selectsIntegerQuantity``):
/// by the CLDR category of an `int` quantity. The codes are those of every format:
///
/// - `missing-category` (Android Lint's MissingQuantity): a category integers select that has no
///   item; as for every format, a category only numbers from 10,000 select (French, Spanish,
///   Italian and Portuguese `many`, 1,000,000, which CLDR added after Android Lint's oldest data,
///   where Android Lint lowers it to a warning too) is a warning. A category only fractions select
///   (Czech `many`) is never missing: no `int` selects it.
/// - `unused-category` (UnusedQuantity): an item no `int` selects; `zero` in a language without
///   the category says so apart, as it is the classic trap of texts converted from Apple's formats,
///   where `zero` means the number 0 in every language.
/// - `literal-one` (ImpliedQuantity): a `zero`, `one` or `two` item without a conversion, in a
///   language whose category covers several numbers (Russian `one` is 1, 21, 31…).
/// - `missing-other`: no `other` where integers reach it, so that Android throws `NotFoundException`.
extension MessageCheck {
    /// The items of a `<plurals>` against the categories integers select in its language.
    mutating func checkQuantities(_ forms: [PluralMessageForm: MessageBody]) {
        let place = "plurals"
        let texts = forms.compactMapValues { body -> String? in if case let .text(text) = body { text.source } else { nil } }
        let categories = Set(forms.keys.compactMap { form -> PluralCategory? in if case let .category(category) = form { category } else { nil } })
        guard let rules, let reach = context.reach else {
            checkCategories(Set(forms.keys), place: place, numbers: .integer, texts: texts)
            return
        }
        let language = message.language
        let integers = reach.reachable(by: .integer)
        var unused: [PluralCategory] = []
        for category in categories.sorted() where category != .other && !integers.contains(category) {
            unused.append(category)
            if category == .zero, !rules.categories.contains(.zero) {
                add(.warning, .unusedCategory,
                    "\(place) has a 'zero' item, which Android never selects in \(language): 'zero' is the CLDR category, which \(language) does not have, so 0 shows the '\(rules.category(for: 0).rawValue)' item",
                    hint: "remove the item and word the '\(rules.category(for: 0).rawValue)' item for 0 too, or choose the text for 0 in code: unlike a .stringsdict's, Android's 'zero' is not the number 0")
            } else if rules.categories.contains(category) {
                add(.warning, .unusedCategory,
                    "\(place) has a '\(category.rawValue)' item, which Android never selects in \(language): only fractions select it (\(reach.examples(of: category, numbers: .decimal))), and Android's quantity is an int",
                    hint: "remove the item: getQuantityString takes an int")
            } else {
                add(.warning, .unusedCategory, "\(place) has a '\(category.rawValue)' item, which \(language) never selects",
                    hint: "remove the item, or check that the file is in the right values-<language> folder")
            }
        }
        // The rest are checked as every format's plurals are: missing categories, texts that are wrong for their numbers.
        let kept = Set(forms.keys.filter { form in if case let .category(category) = form { !unused.contains(category) } else { true } })
        checkCategories(kept, place: place, numbers: .integer, ruleSet: (rules, reach, .cldr),
                        texts: texts.filter { kept.contains($0.key) }, numberShown: forms.values.contains { body in
                            if case let .text(text) = body { Self.printsNumber(text) } else { true }
                        })
    }

    /// Android Lint's ImpliedQuantity: a `zero`, `one` or `two` item with no conversion where its
    /// category takes several numbers: every one of them shows the same words, without the number.
    mutating func checkImpliedQuantity(_ category: PluralCategory, text: MessageText) {
        guard [.zero, .one, .two].contains(category), let reach = context.reach, case let .success(format) = text.parsed,
              !format.segments.contains(where: { if case .specifier = $0 { true } else { false } }) else { return }
        let numbers = reach.integerExamples[category] ?? []
        guard numbers.count > 1 else { return }
        let more = reach.moreIntegers.contains(category) ? " …" : ""
        let shown = numbers.map { $0.formatted(grouped: true) }.joined(separator: ", ")
        add(.error, .literalOne,
            "plurals item '\(category.rawValue)' prints no number, but \(message.language) selects '\(category.rawValue)' for \(shown)\(more): \(numbers[1]) shows '\(Self.shown(text.source))'",
            hint: "write the number (%d) in the '\(category.rawValue)' item: Android has no item for one exact number")
    }
}
