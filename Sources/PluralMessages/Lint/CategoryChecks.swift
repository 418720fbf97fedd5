import PluralCore
import PluralLocalization

/// Plural categories: those the variable's numbers reach but the message lacks, those the language
/// never selects, a lone `other`, and a `one` form that prints a fixed "1" where `one` covers more.
extension MessageCheck {
    /// `ruleSet` replaces the message's cardinal rules, reach and zero policy (a MessageFormat
    /// `selectordinal` is checked against ordinal rules, and ICU's MessageFormat has no zero policy).
    ///
    /// - `variable`: the variable's name (or MessageFormat argument), to find how the development
    ///   language's message chooses on it (``MessageContext/referenceCategories``).
    /// - `texts`: the forms' texts; when they are all the same, a missing category renders that
    ///   same text, so it is not reported.
    /// - `counts`: the argument is most likely a count (a MessageFormat plural, whose type no file
    ///   says): a category only fractions select is a warning, not an error.
    /// - `numberShown`: the message prints the number (`#`, or the argument elsewhere). When it does
    ///   not, a form chooses only between meanings ("this connection" / "these connections"), and a
    ///   missing few or many is a warning: the plural text may read right for every count.
    /// - `governingWord`: the word the message prints right before the plural (MessageFormat); a
    ///   preposition that governs an oblique case there ("do {n, plural, …}") gives few, many and
    ///   other one form (``SharedPluralForms``).
    ///
    /// Exact forms (`=1`) cover the categories whose every number they name, by the language's
    /// rules: `=1` covers English and German `one` (only 1 selects it) but not Russian `one` (21, 31…)
    /// nor French `one` (0 too).
    mutating func checkCategories(
        _ forms: Set<PluralMessageForm>, place: String, numbers: CategoryReach.NumberKind,
        ruleSet: (rules: (any PluralRules)?, reach: CategoryReach?, policy: PluralSelectionPolicy)? = nil,
        variable: String? = nil, texts formTexts: [PluralMessageForm: MessageText]? = nil, counts: Bool = false, numberShown: Bool = true,
        governingWord: String? = nil, emptyForms: Set<PluralMessageForm>? = nil
    ) {
        // What each form says, as written (copies compare as texts), and as its parser's parts (what the word rules read).
        let texts = formTexts.map { $0.mapValues(\.source) }
        let parts = formTexts.map { $0.mapValues(FormParts.init) } ?? [:]
        if let texts {
            checkEmptyForms(emptyForms ?? Set(texts.filter { $0.value.allSatisfy(\.isWhitespace) }.keys), of: Set(texts.keys), place: place,
                            rules: ruleSet.map { $0.rules } ?? rules, reach: ruleSet.map { $0.reach } ?? context.reach, numbers: numbers,
                            policy: ruleSet?.policy ?? context.policy)
        }
        let categories = Set(forms.compactMap { form -> PluralCategory? in
            if case let .category(category) = form { return category }
            return nil
        })
        let policy = ruleSet?.policy ?? context.policy
        guard let rules = ruleSet.map({ $0.rules }) ?? rules, let reach = ruleSet.map({ $0.reach }) ?? context.reach else {
            if !categories.contains(.other) {
                add(.error, .missingOther, "\(place) has no 'other' form",
                    hint: "add 'other': it is the fallback for every number no other form takes")
            }
            return
        }
        let language = message.language
        // Apple's zero serves 0, Intl.pluralLogic's zero, one and two serve 0, 1 and 2, whatever the rules say.
        let unused = categories.subtracting(rules.categories).filter { !($0 == .zero && policy == .apple) && !(policy == .intl && $0.intlExactNumber != nil) }.sorted()
        if !unused.isEmpty {
            add(.warning, .unusedCategory, "\(place) has \(unused.map(\.rawValue).joined(separator: ", ")), which \(language) never selects",
                hint: "remove the form, or check that the file is in the right language folder")
        }
        let exact = Self.exactIntegers(forms, policy: policy)
        let covered = Set(rules.categories.filter { reach.integersAreAll(of: $0, in: exact) })
        let effective = categories.union(covered)
        // Only `other` (and exact values): the same text for every number, which reads as deliberate,
        // unless the development language's message chooses forms on the same variable.
        if effective.isSubset(of: [.other]) {
            // A lone `other` is deliberate; `=0` and `other` are too where the development language's
            // message chooses no more on the variable (a translation that keeps its invariant).
            let reference = variable.flatMap { context.referenceCategories[$0] }
            // Only 'other' where the development language's message chooses forms on the same number:
            // the forms are missing, one verdict in every format (an Android `<plurals>` with one
            // item, a MessageFormat plural, a catalog's variation); `invariant-plural` stays for a
            // development language's message that is invariant too (or none to compare with).
            if categories == [.other], forms.count == 1, rules.categories.count > 1, reference.map({ !$0.isSubset(of: [.other]) }) == true {
                checkLoneOther(place: place, other: parts[.category(.other)], rules: rules, reach: reach, numberShown: numberShown)
                return
            }
            if forms.count == 1 || reference.map({ $0.isSubset(of: [.other]) }) == true {
                if rules.categories.count > 1, categories == [.other] {
                    add(.note, .invariantPlural, "\(place) has only an 'other' form\(exact.isEmpty ? ": every number renders it" : " besides exact values: every other number renders it")",
                        hint: "add the forms \(language) uses (\(rules.categories.map(\.rawValue).joined(separator: ", "))) if the text should change with the number")
                }
                return
            }
        }
        let reachable = numbers == .integer ? reach.reachable(by: .integer) : reach.reachable(by: .decimal)
        let missing = reachable.subtracting(categories).sorted()
        // Every form is one text (a copy, an invariant word, or a translator's single plural).
        let oneText = texts.map { $0.count > 1 && Set($0.values).count == 1 } ?? false
        // A form that prints a plural no singular has after the number ("%lld vots", "%lld голосів"),
        // in the form of a category whose numbers take another (1; 2–4): often every form is that
        // same text. Those numbers render a wrong text, whatever else the message lacks. (A copy of
        // the development language's message is said to be untranslated by the linter, which sees
        // the copy.) After a preposition that governs an oblique case, 2–4 take the genitive plural.
        if let texts {
            let governed = governingWord.map { SharedPluralForms.isObliquePreposition($0, language: language) } ?? false
            let otherWord = parts[.category(.other)].flatMap { SharedPluralForms.wordAfterNumber(in: $0) }
            let oneWord = parts[.category(.one)].flatMap { SharedPluralForms.wordAfterNumber(in: $0) }
            let wrong = PluralCategory.allCases.compactMap { category -> (PluralCategory, String, Int)? in
                guard let text = parts[.category(category)], !covered.contains(category), reach.commonIntegersSelect(category),
                      let plural = SharedPluralForms.pluralOnlyWord(text, language: language), plural.wrongFor.contains(category),
                      // A word that 'other' lengthens is its singular: Spanish "1 país", "5 países"; Catalan "1 mes", "5 mesos".
                      otherWord.map({ $0 == plural.word || !$0.hasPrefix(plural.word) }) ?? true,
                      category == .one || !(governed || SharedPluralForms.wordBeforeNumber(in: text).map { SharedPluralForms.isObliquePreposition($0, language: language) } == true),
                      // "Размер 1 выпуска", "Размер 2 выпусков": a genitive the phrase governs.
                      category == .one || !(oneWord.map { SharedPluralForms.isGenitiveSingular($0, ofPlural: plural.word, language: language) } ?? false),
                      let numbers = reach.integerExamples[category]?.filter({ !exact.contains($0) }), let first = numbers.first else { return nil }
                // 1 is what readers check first ("1 vots"), where the category takes it.
                let number = category == .one && numbers.contains(1) ? 1 : first
                return (category, plural.word, number)
            }
            if let (category, word, number) = wrong.first, let form = parts[.category(category)] {
                let rendered = form.rendering(number)
                add(.error, .wrongForm,
                    "\(place) \(oneText ? "has the same text in every form" : "has '\(category.rawValue)' text"), a plural ('\(word)') that is wrong for \(wrong.map { reach.examples(of: $0.0, numbers: .integer) }.joined(separator: "; ")): \(number) renders '\(Self.shown(rendered))'",
                    hint: "write the form \(language) uses for \(wrong.map { "\($0.2)" }.joined(separator: " and ")) in '\(wrong.map(\.0.rawValue).joined(separator: "' and '"))'")
                return
            }
            // One translated text in every form, whose counted noun the language changes with the
            // number ("%lld згадок" for 1, 2 and 5): some of those numbers read wrong, whatever the
            // word is. A copy of the development language's text is untranslated, not this.
            let reference = variable.flatMap { context.referenceForms[$0] }
            if oneText, let text = texts.values.first, numbers == .integer || counts,
               SharedPluralForms.inflectedAfterNumeralLanguages.contains(SharedPluralForms.base(language)),
               reference.map({ !$0.contains(text) && $0.count > 1 }) ?? true, let form = parts.values.first,
               let word = SharedPluralForms.countedWord(form, language: language) {
                let shown = rules.categories.sorted().compactMap { category -> (PluralCategory, Int)? in
                    guard category != .other || reach.commonIntegersSelect(.other), !covered.contains(category),
                          let examples = reach.integerExamples[category]?.filter({ !exact.contains($0) }),
                          let number = examples.first(where: { $0 > 0 }) ?? examples.first else { return nil }
                    return (category, number)
                }
                if shown.count > 1 {
                    let renders = shown.map { "\($0.1) renders '\(Self.shown(form.rendering($0.1)))'" }
                    add(.error, .wrongForm,
                        "\(place) has the same text in every form, but \(language) changes a counted noun ('\(word)') between \(shown.map { "\($0.1) (\($0.0.rawValue))" }.joined(separator: ", ")): \(renders.joined(separator: ", ")), and not all of them read right",
                        hint: "write the form \(language) uses for each of \(shown.map { String($0.1) }.joined(separator: ", ")) in '\(shown.map(\.0.rawValue).joined(separator: "', '"))'")
                    return
                }
            }
        }
        guard !missing.isEmpty else { return }
        // Forms that all say the same (English copied untranslated, or a word that does not change):
        // whichever form a missing category falls back to, the text is that one. A category only large
        // integers select (Catalan `many`: 1,000,000) gets the note below, as in any other message, since
        // Android Lint asks for it; fractions render that one text too, and need no word.
        let needed = missing.filter { covered.contains($0) == false && reach.commonIntegersSelect($0) }
        if let texts, oneText, categories.contains(.other), !needed.isEmpty {
            let text = texts.values.first ?? ""
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            add(.warning, .untranslated, "\(place) has the same text in every form ('\(shown)') and lacks \(needed.map(\.rawValue).joined(separator: ", ")), which \(language) uses: every number renders that text",
                hint: "if the text is not translated yet, translate it with the forms \(language) uses (\(rules.categories.map(\.rawValue).joined(separator: ", "))); if it does not change with the number, nothing is wrong")
            return
        }
        let fallback = categories.contains(.other) ? "render 'other'" : "have no form to render"
        let valueWord = numbers == .integer ? "integer" : "number"
        if missing.contains(.other), reach.commonIntegersSelect(.other) || (numbers == .decimal && reach.smallestInteger(selecting: .other) == nil) {
            add(.error, .missingOther, "\(place) has no 'other' form: \(reach.examples(of: .other, numbers: numbers)) render no form",
                hint: "add 'other': it is the fallback for every number no other form takes")
        }
        // A MessageFormat number is a value: 1.0 is 1 there (ICU, JavaScript), no fraction.
        let valuesOnly = message.origin.kind.isMessageFormat
        let fractionExamples = { (category: PluralCategory) in
            (reach.decimalExamples[category] ?? []).filter { !valuesOnly || !Self.isIntegral($0) }
        }
        var common: [PluralCategory] = [], large: [PluralCategory] = [], fractions: [PluralCategory] = []
        for category in missing where category != .other {
            if !covered.contains(category), let smallest = reach.smallestInteger(selecting: category) {
                if smallest < CategoryReach.commonIntegerLimit { common.append(category) } else { large.append(category) }
            } else if numbers == .decimal, !(oneText && categories.contains(.other)), !fractionExamples(category).isEmpty {
                fractions.append(category)
            }
        }
        // Where integers never select 'other' (Polish, Russian, Ukrainian), a count's 'other' form is
        // shown only for the one category it stands in for: translators often write that category's
        // text there ("%lld głosów" for 5, 6, 7 …), and every count then reads right. A warning when
        // 'other' says something no other form says (else it repeats one, and the category is lost).
        if common.count == 1, numbers == .integer || counts, !reach.reachable(by: .integer).contains(.other),
           let texts, let other = texts[.category(.other)], !texts.contains(where: { $0.key != .category(.other) && $0.value == other }) {
            add(.warning, .missingCategory, "\(place) lacks \(common[0].rawValue) (\(reach.examples(of: common[0], numbers: .integer))), which \(language) uses for \(valueWord)s: its 'other' form, which no integer selects, stands in for it",
                hint: "check that the 'other' form reads right for \(reach.examples(of: common[0], numbers: .integer)), or add '\(common[0].rawValue)'")
            common = []
        }
        // Where few and many share one form with 'other' (``SharedPluralForms``): an oblique case
        // ("людям", "lidem", or after "do", "к"), or a Polish noun whose nominative and genitive
        // plural coincide ("odpowiedzi"), 'other' reads right for 2 and 5 alike. A warning, that says
        // why; "2 файлов" (genitive, many's form, after no such preposition) stays an error.
        if !common.isEmpty, Set(common).isSubset(of: [.few, .many]), categories.contains(.other), texts != nil,
           let other = parts[.category(.other)], let reason = Self.sharedFormReason(other, forms: parts, language: language, governingWord: governingWord) {
            let detail = common.map { "\($0.rawValue) (\(reach.examples(of: $0, numbers: .integer)))" }.joined(separator: ", ")
            add(.warning, .missingCategory,
                "\(place) lacks \(detail), which \(language) uses for \(valueWord)s; \(reason), so \(common.map(\.rawValue).joined(separator: " and ")) \(common.count == 1 ? "takes" : "take") the 'other' form's word: \(common.count == 1 ? "it renders" : "they render") it",
                hint: "check that the 'other' form reads right for \(common.compactMap { reach.smallestInteger(selecting: $0) }.map(String.init).joined(separator: " and ")), or add '\(common.map(\.rawValue).joined(separator: "' and '"))' with the same text")
            common = []
        }
        // A noun whose singular is its genitive plural ("1 человек", "5 человек"), with a 'few' form of
        // its own: 'other' reads right for one and many alike.
        if !common.isEmpty, Set(common).isSubset(of: [.one, .many]), categories.isSuperset(of: [.few, .other]), let other = parts[.category(.other)],
           let word = SharedPluralForms.sameOneManyWord(other, language: language) {
            let detail = common.map { "\($0.rawValue) (\(reach.examples(of: $0, numbers: .integer)))" }.joined(separator: ", ")
            add(.warning, .missingCategory,
                "\(place) lacks \(detail), which \(language) uses for \(valueWord)s; its 'other' form's word ('\(word)') is the same after 1 and after 5, so \(common.count == 1 ? "it renders" : "they render") right",
                hint: "check that the 'other' form reads right for \(common.compactMap { reach.smallestInteger(selecting: $0) }.map(String.init).joined(separator: " and ")), or add '\(common.map(\.rawValue).joined(separator: "' and '"))'")
            common = []
        }
        // A noun that stays singular after a numeral ("1 eşleşme", "5 eşleşme"): 'other' reads right for 1
        // when it prints the number; without the number ("Eşleşmeler bulundu") it does not.
        if common == [.one], numberShown, SharedPluralForms.singularAfterNumeralLanguages.contains(SharedPluralForms.base(language)),
           let other = texts?[.category(.other)] {
            add(.warning, .missingCategory,
                "\(place) lacks one (\(reach.examples(of: .one, numbers: .integer))), which \(language) uses for \(valueWord)s; \(language) keeps a noun singular after a number, so the 'other' form ('\(Self.shown(other))') reads right for them when it prints the number",
                hint: "check that the 'other' form reads right for \(reach.smallestInteger(selecting: .one).map(String.init) ?? "1"), or add 'one'")
            common = []
        }
        // Hebrew's dual is a few nouns' ("יומיים"): for the rest, 2 takes the plural, 'other''s form.
        if common.contains(.two), SharedPluralForms.lexicalDualLanguages.contains(SharedPluralForms.base(language)), categories.contains(.other) {
            add(.warning, .missingCategory,
                "\(place) lacks two (2), which \(language) uses for \(valueWord)s; only a few \(language) nouns have a dual (two days, two hours), the others take the plural: 2 renders 'other'",
                hint: "add 'two' if the noun has a dual form, else nothing is wrong")
            common.removeAll { $0 == .two }
        }
        // Exact forms and 'other' only, in a message no development language's message tells more
        // of (the development language's own `{n, plural, =0 {} other {+# more}}`): its author chose
        // which numbers get their own text, and in English 1 renders 'other'. That reads right when
        // 'other' has no plural noun ("+1 more", German "1 ersetzt"): a warning that shows it; "with 1
        // others" and "1 files" stay errors. Apple's `zero` (which takes 0) is such an exact form:
        // CotEditor's "%lld replaced".
        if common == [.one], categories.subtracting([.zero]) == [.other], !exact.isEmpty, variable.map({ context.referenceCategories[$0].map { $0.isSubset(of: [.zero, .other]) } ?? true }) ?? false,
           SharedPluralForms.nounReadableLanguages.contains(SharedPluralForms.base(language)), let other = texts?[.category(.other)],
           let otherParts = parts[.category(.other)], SharedPluralForms.pluralNoun(otherParts, language: language) == nil {
            let shown = other.replacing("#", with: "1")
            add(.warning, .missingCategory,
                "\(place) has exact forms and 'other' only, and lacks one (1), which \(language) uses for 1: 1 renders 'other' ('\(shown.count > 40 ? String(shown.prefix(40)) + "…" : shown)')",
                hint: "add 'one' (or '=1') if the text changes with the number; if it reads right for 1, nothing is wrong")
            common = []
        }
        // A plural whose forms are the development language's, unchanged, in a translated message
        // ("{n} timezones" in a Slovenian sentence): untranslated words, which read as they do there.
        // An older copy may differ in letter case or spacing ("Add # Seats" for "Add # seats").
        if !common.isEmpty, let variable, let reference = context.referenceForms[variable], let texts,
           Set(texts.values.map(Self.folded)) == Set(reference.map(Self.folded)) {
            add(.warning, .untranslated,
                "\(place) has the development language's forms unchanged ('\(Self.shown(texts[.category(.other)] ?? ""))') and lacks \(common.map(\.rawValue).joined(separator: ", ")), which \(language) uses: those numbers render 'other'",
                hint: "translate the forms into \(language), with the forms it uses (\(rules.categories.map(\.rawValue).joined(separator: ", ")))")
            common = []
        }
        if !common.isEmpty {
            let detail = common.map { "\($0.rawValue) (\(reach.examples(of: $0, numbers: .integer)))" }.joined(separator: ", ")
            // Without the number, 'other' reads right for every count but 1 ("файлы отмечены" for 21 as
            // for 5): a missing 'one' is an error only when no exact form takes 1.
            let shown = numberShown || (common.contains(.one) && !exact.contains(1)) || !categories.contains(.other)
            add(shown ? .error : .warning, .missingCategory,
                "\(place) lacks \(detail), which \(language) uses for \(valueWord)s: these \(fallback)\(shown ? "" : " (the message does not print the number)")",
                hint: "add the missing forms")
        }
        if !fractions.isEmpty {
            let detail = fractions.map { "\($0.rawValue) (\(fractionExamples($0).joined(separator: ", ")) …)" }.joined(separator: ", ")
            add(counts ? .warning : .error, .missingCategory,
                "\(place) lacks \(detail), which \(language) uses only for fractions\(covered.isEmpty ? "" : " (its integers have exact forms)"): these \(fallback)",
                hint: counts ? "add the forms if the number can have a fraction; a count never selects them" : "add the missing forms")
        }
        for category in large {
            guard let smallest = reach.smallestInteger(selecting: category) else { continue }
            add(.note, .missingCategory, "\(place) lacks \(category.rawValue), which \(language) uses only from \(smallest.formatted(grouped: true)) (\(reach.examples(of: category, numbers: .integer))): these \(fallback)",
                hint: "add '\(category.rawValue)' if such large numbers can occur")
        }
    }

    /// `empty-form`: a form with no text where the plural's other forms have text (Weblate's "Missing
    /// plurals", Crowdin's and Transifex's empty-plural checks): the numbers that select it show
    /// nothing (a Croatian `few` `<string></string>` for 2, 3, 4; a Swedish `one {}`). An error.
    /// A form that takes only 0 (Apple's `zero` where the language has no such category, `=0`) is
    /// left alone: showing nothing for none is a common choice (`{n, plural, =0 {} other {+#}}`).
    /// A category only numbers from 1,000,000 or fractions take (French and Spanish `many`, which
    /// Weblate exports empty) is a warning, as its lack would be.
    mutating func checkEmptyForms(_ empty: Set<PluralMessageForm>, of forms: Set<PluralMessageForm>, place: String, rules: (any PluralRules)?,
                                  reach: CategoryReach?, numbers: CategoryReach.NumberKind, policy: PluralSelectionPolicy) {
        guard !empty.isEmpty, empty.count < forms.count else { return }
        for form in empty.sorted() {
            let onlyZero: Bool = switch form {
            case let .exact(value): value.integerDigits == "0" && value.fractionDigits.isEmpty
            case .category(.zero): (policy == .apple || policy == .intl) && rules.map { !$0.categories.contains(.zero) } ?? true
            case .category: false
            }
            guard !onlyZero else { continue }
            if case let .category(category) = form, let reach, !reach.commonIntegersSelect(category) {
                add(.warning, .emptyForm, "\(place) form '\(form)' has no text, where the other forms have text: the numbers it takes (\(reach.examples(of: category, numbers: numbers))) show nothing",
                    hint: "write the form's text (the 'other' form's words, in the form its numbers take)")
                continue
            }
            add(.error, .emptyForm, "\(place) form '\(form)' has no text, where the other forms have text: the numbers it takes show nothing",
                hint: "write the form's text (the 'other' form's words, in the form its numbers take)")
        }
    }

    /// A plural with only an 'other' form in a translation whose development-language message
    /// chooses forms: an error where the language changes the counted noun with the number and the
    /// form prints it ("%1$d odpovědí" in Czech shows "1 odpovědí", "2 odpovědí"), a warning that
    /// asks to check 'other' for 1 where lint cannot tell (French "# réponses", a text without the
    /// number, a word that may be invariable).
    mutating func checkLoneOther(place: String, other: FormParts?, rules: any PluralRules, reach: CategoryReach, numberShown: Bool) {
        let language = message.language
        let lacking = rules.categories.filter { $0 != .other && reach.commonIntegersSelect($0) }.sorted()
        // 1 is what readers check first, where the category takes it (French 'one' takes 0 and 1).
        guard let first = lacking.first, let smallest = reach.integerExamples[first]?.contains(1) == true ? 1 : reach.smallestInteger(selecting: first) else {
            add(.note, .invariantPlural, "\(place) has only an 'other' form: every number renders it",
                hint: "add the forms \(language) uses (\(rules.categories.map(\.rawValue).joined(separator: ", "))) if the text should change with the number")
            return
        }
        let detail = lacking.map { "\($0.rawValue) (\(reach.examples(of: $0, numbers: .integer)))" }.joined(separator: ", ")
        let all = rules.categories.map(\.rawValue).joined(separator: ", ")
        if numberShown, let other, let word = SharedPluralForms.wordAfterNumber(in: other), SharedPluralForms.changesWithNumber(word, in: other, language: language) {
            let renders = lacking.compactMap { category in reach.smallestInteger(selecting: category).map { "\($0) renders '\(Self.shown(other.rendering($0)))'" } }
            add(.error, .missingCategory,
                "\(place) has only an 'other' form where the development language's message chooses forms, and \(language) changes the counted noun ('\(word)') with the number: it lacks \(detail), and \(renders.joined(separator: ", "))",
                hint: "add the forms \(language) uses (\(all)) with the word each number takes")
        } else {
            add(.warning, .missingCategory,
                "\(place) has only an 'other' form where the development language's message chooses forms: it lacks \(detail), which render 'other'",
                hint: "check that 'other' reads right for \(smallest), or add the forms \(language) uses (\(all))")
        }
    }

    /// Why few and many can share `other`'s form (`other` is the form's text), or `nil`: an oblique
    /// case by the word's ending, or by the preposition before the number (in the message, or in the
    /// form before `#`), or a Polish noun whose nominative and genitive plural are one word, or a
    /// Polish masculine-personal genitive plural, or a Bosnian, Croatian or Serbian masculine genitive.
    static func sharedFormReason(_ other: FormParts, forms: [PluralMessageForm: FormParts], language: String, governingWord: String?) -> String? {
        let otherForms = forms.filter { $0.key != .category(.other) }.sorted { $0.key < $1.key }.map(\.value)
        if let word = SharedPluralForms.obliquePluralWord(other, language: language, otherForms: otherForms) {
            return "its 'other' form ('\(word)') is in an oblique case"
        }
        if let preposition = SharedPluralForms.wordBeforeNumber(in: other) ?? governingWord,
           SharedPluralForms.isObliquePreposition(preposition, language: language) {
            return "the number follows '\(preposition)', which puts it and its noun in an oblique case"
        }
        if let word = SharedPluralForms.sameFewManyWord(other, language: language) {
            return "its 'other' form ('\(word)') is both the nominative and the genitive plural"
        }
        if let word = SharedPluralForms.paucalGenitiveWord(other, one: forms[.category(.one)], language: language) {
            return "its 'other' form ('\(word)') is a masculine noun's genitive, singular after 2–4 and plural after 5, one word"
        }
        if let word = SharedPluralForms.virileGenitiveWord(other, language: language) {
            return "its 'other' form ('\(word)') is a masculine-personal genitive plural, which 2–4 take as well (dwóch, trzech)"
        }
        return nil
    }

    /// The non-negative integers exact forms name (`=1`), 0 for a `zero` form under Apple's policy,
    /// and 0, 1, 2 for `zero`, `one`, `two` under `Intl.pluralLogic`'s.
    static func exactIntegers(_ forms: Set<PluralMessageForm>, policy: PluralSelectionPolicy) -> Set<Int> {
        Set(forms.compactMap { form -> Int? in
            switch form {
            case let .exact(value): value.fractionDigits.isEmpty && value.exponent == 0 && !value.isNegative ? Int(value.integerDigits) : nil
            case .category(.zero) where policy == .apple: 0
            case let .category(category) where policy == .intl: category.intlExactNumber
            default: nil
            }
        })
    }

    /// A form's text as copies of it are compared: lowercased, its runs of white space one space.
    static func folded(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// A text as a finding shows it: its first 40 characters.
    static func shown(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : text
    }

    /// Whether a form prints the number its plural chooses on: `#`, `%arg`, or any argument (a
    /// count printed through another argument, Mastodon's `{counter}` or a `%2$@`, counts). The one
    /// decision of "the message prints the number" for every format.
    static func printsNumber(_ text: MessageText) -> Bool {
        guard case let .success(format) = text.parsed else { return true }
        return format.segments.contains { segment in
            switch segment {
            // An i18next text prints the count as `{{count}}`; its other values are no number.
            case let .argument(name, _, _): text.syntax != .i18next || name == "count"
            case .pluralNumber, .substitutionArgument, .specifier: true
            case .literal, .variable: false
            }
        }
    }

    /// Whether a printf form prints its variable's own argument (a conversion of it read with
    /// `cursor`, or `%arg`): a "1" beside it is no fixed number.
    static func printsOwnNumber(_ text: MessageText, cursor: ArgumentCursor, argument: Int) -> Bool {
        guard case let .success(format) = text.parsed else { return true }
        if text.syntax == .i18next { return text.interpolatedNames.contains("count") }
        return format.segments.contains { if case .substitutionArgument = $0 { true } else { false } }
            || text.conversions(from: cursor).contains { $0.position == argument }
    }

    /// A `one` or `zero` form that prints a fixed text where its category takes more numbers than
    /// that text says, in every format:
    ///
    /// - a `one` that prints "1" instead of the number (French 0, Russian 21 select `one` too: they
    ///   read "1 …");
    /// - a `one` or `zero` that prints no number where `other` prints it ("One person you may know",
    ///   "Адзін чалавек"; Latvian `zero` "Nav ziņu", which 10–20 and 30 select): those numbers lose it.
    ///
    /// `ownNumber`: the form prints its own number (a conversion of the argument, `#`, or the
    /// MessageFormat argument); `printsNumber` and `otherPrintsNumber`: the form and `other` print
    /// the number, or another argument that carries it (``printsNumber(_:)``).
    /// `valuesOnly`: the number is a value, whose fraction digits show only when it has a fraction
    /// (MessageFormat, where 1.0 is 1): decimals of integral value are integers there.
    mutating func checkFixedForm(_ category: PluralCategory, text: MessageText, ownNumber: Bool, printsNumber: Bool, otherPrintsNumber: Bool,
                                 forms: Set<PluralMessageForm>, place: String, numbers: CategoryReach.NumberKind, valuesOnly: Bool = false) {
        // An empty form is `empty-form`'s.
        guard let reach = context.reach, case let .success(format) = text.parsed, category == .one || category == .zero,
              !text.source.allSatisfy(\.isWhitespace) else { return }
        let literalOne = category == .one && !ownNumber && Self.hasLiteralOne(format)
        guard literalOne || (!printsNumber && otherPrintsNumber) else { return }
        // A stray `%` (`%1дн`, whose '1' a parser may keep as text) is reported as such.
        let bytes = Array(text.source.utf8)
        if bytes.indices.contains(where: { bytes[$0] == UInt8(ascii: "%") && Self.strayPercent(in: bytes, at: $0) != nil }) { return }
        // Under Apple's policy a `zero` form takes 0 before the rules do; `=N` forms take their number.
        let meant = category == .one ? 1 : 0
        let taken = Self.exactIntegers(forms, policy: message.syntaxPolicy == .intl ? .intl : context.policy)
        var others = (reach.integerExamples[category] ?? []).filter { $0 != meant && !taken.contains($0) }.map { $0.formatted(grouped: true) }
        // A fixed '1' is wrong for 1.5 too; a form without a number only where counts (integers) take it.
        // Only fractions reaching it is a warning: a count of things is an integer, and the text does not say
        // which the app passes (Danish 0.1 is 'one', but a transaction count never is 0.1).
        var onlyFractions = false
        if numbers == .decimal, literalOne, others.isEmpty {
            others = (reach.decimalExamples[category] ?? []).filter { !valuesOnly || !Self.isIntegral($0) }
            onlyFractions = true
        }
        guard let first = others.first else { return }
        let more = reach.moreIntegers.contains(category) ? " …" : ""
        let written = literalOne ? "prints a fixed '1'" : "prints no number where 'other' prints it"
        add(onlyFractions ? .warning : .error, .literalOne, "\(place) \(written), but \(message.language) also selects '\(category.rawValue)' for \(others.joined(separator: ", "))\(more): \(first) renders '\(Self.shown(text.source))'",
            hint: message.syntaxPolicy == .intl
                ? "write the number (a placeholder: {n}) in the '\(category.rawValue)' form: gen-l10n reads =\(meant) as '\(category.rawValue)', so no exact form keeps the text to \(meant) alone"
                : "write the number (\(message.origin.kind == .messageformat ? "'#'" : message.origin.kind == .messageformat2 ? "a placeholder: {$n}" : message.origin.kind.selectsAsI18next ? "{{count}}" : "a conversion: %d, %lld")) in the '\(category.rawValue)' form, or add an exact form such as =\(meant) for the text")
    }

    /// Whether a decimal as written ("1.0", "1.5") has the value of an integer.
    static func isIntegral(_ decimal: String) -> Bool {
        decimal.split(separator: ".", maxSplits: 1).dropFirst().first.map { $0.allSatisfy { $0 == "0" } } ?? true
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
