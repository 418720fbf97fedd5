/// `unpluralised-count`: a development-language text that is not a plural but prints a count
/// before a plural noun (Android Lint's PluralsCandidate: "%d new pictures" reads "1 new
/// pictures", and every translation gets one form whatever its language needs), a pair of texts
/// that code chooses between by the count (`photos_count` / `photos_count_single`), and a noun
/// written "file(s)" (Weblate's "Unpluralised", a note, where a translation of the key is a plain
/// text too: in English it reads as meant, and a translator with one text cannot say it).
///
/// Decided on the text's parsed parts (``FormParts``), never by scanning the text again: a count is
/// a part in ``FormParts/counts``; the noun is the first plural-looking word of the text right after
/// it. The noun test reads English, as Android Lint's does, so the count check runs for English
/// development languages only; "(s)" is checked in any development language.
enum UnpluralisedCount {
    /// What the text says wrong, if anything: the plural noun after a count, or a word written with
    /// "(s)".
    enum Finding: Equatable {
        case countBeforeNoun(noun: String)
        case parenthesisedPlural(word: String)
    }

    /// The finding of one text of the development language (`language`), or `nil`.
    static func finding(in form: FormParts, language: String) -> Finding? {
        guard !form.counts.isEmpty || form.parts.contains(where: { if case .number = $0 { true } else { false } }) else { return nil }
        if isEnglish(language) {
            for index in form.counts.sorted() {
                if let noun = pluralNoun(after: index, in: form) { return .countBeforeNoun(noun: noun) }
            }
        }
        if let word = parenthesisedPlural(in: form) { return .parenthesisedPlural(word: word) }
        return nil
    }

    /// Whether a message is one text for every number: no plural, variable or variation.
    static func isPlainText(_ message: LocalizedMessage) -> Bool {
        guard message.variables.isEmpty, case let .text(text) = message.body else { return false }
        if case let .success(parsed)? = text.messageFormat2, case .select = parsed.body { return false }
        return true
    }

    /// The suffixes of a pair of keys code chooses between by the count: the singular's and the
    /// plural's (`photos_count_single` / `photos_count`, `foundEvents` / `foundEventsPlural`).
    static let pairSuffixes: [(singular: String, plural: String)] = [("_single", ""), ("_singular", ""), ("_one", ""), ("", "Plural")]

    /// Whether `singular` and `plural` (development-language texts of a pair of keys) are one
    /// message's 'one' and 'other' forms: the plural prints a count, and their words differ in
    /// exactly one word ("%d file" / "%d files", "1 entry" / "%d entries").
    static func isCountPair(singular: FormParts, plural: FormParts) -> Bool {
        guard !plural.counts.isEmpty else { return false }
        let one = singular.words, other = plural.words
        guard one.count == other.count, !one.isEmpty else { return false }
        let differing = zip(one, other).filter { $0 != $1 }
        // The one word is a noun's singular and plural: "file" and "files", "entry" and "entries", "person" and "people".
        guard differing.count == 1, let (singularWord, pluralWord) = differing.first else { return false }
        return pluralWord.hasPrefix(singularWord.prefix(3)) || (singularWord, pluralWord) == ("person", "people") || (singularWord, pluralWord) == ("child", "children")
    }

    private static func isEnglish(_ language: String) -> Bool {
        language.lowercased() == "en" || language.lowercased().hasPrefix("en-") || language.lowercased().hasPrefix("en_")
    }

    /// Words after which a number is a label, not a count ("page %d of %d", "version %d").
    private static let labelWords: Set<String> = [
        "page", "version", "step", "chapter", "level", "part", "round", "season", "episode", "day", "week", "year",
        "track", "item", "no", "number", "room", "row", "column", "line", "section", "stage", "grade", "table", "build",
    ]

    /// Words that end the noun phrase after a number: no noun follows it there ("%d of %d", "%d in total").
    private static let stopWords: Set<String> = [
        "of", "in", "on", "at", "to", "for", "from", "by", "with", "and", "or", "the", "a", "an", "is", "are", "was",
        "were", "will", "has", "have", "had", "per", "out", "than", "as", "but", "if", "so", "this", "that",
    ]

    /// Words ending in "s" that are no plural, or whose plural is themselves.
    private static let notPlurals: Set<String> = [
        "news", "series", "species", "means", "plus", "bonus", "status", "minus", "always", "across", "perhaps",
        "towards", "unless", "whereas", "thus", "yes", "its", "his", "hers", "ours", "yours", "theirs", "does",
        "goes", "less", "this", "was", "has", "gas", "bus", "lens", "chaos", "canvas", "atlas", "alias", "analytics",
    ]

    /// Plurals that do not end in "s".
    private static let irregularPlurals: Set<String> = ["people", "children", "men", "women", "mice", "feet", "teeth", "geese"]

    /// The plural noun the count at `index` is printed before, within two words ("%d new
    /// pictures"); `nil` when the text after it is no word (`%d%%`, `%d:%02d`), a stop word, or a unit.
    private static func pluralNoun(after index: Int, in form: FormParts) -> String? {
        // A label's number ("Page %d", "#%d") counts nothing.
        if index > 0, case let .text(before, _) = form.parts[index - 1] {
            if before.hasSuffix("#") || before.hasSuffix("№") { return nil }
            if before.last?.isWhitespace == true, let last = SharedPluralForms.words(before).last,
               before.reversed().drop(while: \.isWhitespace).first?.isLetter == true, labelWords.contains(last) { return nil }
        }
        guard index + 1 < form.parts.count, case let .text(after, _) = form.parts[index + 1],
              let first = after.first, first.isWhitespace else { return nil }
        // The words up to the first character that is neither a letter nor a space (punctuation ends the phrase).
        let phrase = after.prefix { $0.isLetter || $0.isWhitespace || $0 == "-" || $0 == "'" || $0 == "’" }
        let words = phrase.split { $0.isWhitespace }.prefix(3)
        for (position, word) in words.enumerated() {
            let lowered = word.lowercased()
            // A short word or one in capitals is a unit (m, ft, KB, MiB), as Android Lint reads it.
            if word.count <= 2 || word.dropFirst().contains(where: \.isUppercase) || stopWords.contains(lowered) { return nil }
            // A word followed by "(s)" is the note's.
            if position == words.count - 1, phrase.endIndex < after.endIndex, after[phrase.endIndex...].hasPrefix("(s)") { return nil }
            if isPluralNoun(lowered) { return String(word) }
        }
        return nil
    }

    private static func isPluralNoun(_ word: String) -> Bool {
        if irregularPlurals.contains(word) { return true }
        guard word.count >= 4, word.hasSuffix("s"), !notPlurals.contains(word), word.allSatisfy(\.isLetter) else { return false }
        return !["ss", "us", "is", "ous"].contains { word.hasSuffix($0) }
    }

    /// A word written with "(s)" in a text part ("invite(s)"), as Weblate's check reads it: a
    /// letter, then "(s)", then no letter.
    private static func parenthesisedPlural(in form: FormParts) -> String? {
        for case let .text(text, _) in form.parts {
            var rest = Substring(text)
            while let range = rest.firstRange(of: "(s)") {
                let before = rest[..<range.lowerBound]
                let after = rest[range.upperBound...]
                if before.last?.isLetter == true, after.first?.isLetter != true {
                    return String(before.reversed().prefix(while: \.isLetter).reversed()) + "(s)"
                }
                rest = after
            }
        }
        return nil
    }
}

extension MessageCheck {
    /// `unpluralised-count` for the development language's text that is not a plural (see
    /// ``UnpluralisedCount``).
    mutating func checkUnpluralisedCount() {
        // An i18next v3 plural key is `obsolete-plural-key`'s: one defect, one verdict.
        guard context.isDevelopmentLanguage, !context.isCountPair, !Self.isObsoletePluralKey(message), message.variables.isEmpty,
              case let .text(text) = message.body, let form = Self.countingParts(of: text) else { return }
        switch UnpluralisedCount.finding(in: form, language: message.language) {
        case let .countBeforeNoun(noun)?:
            add(.warning, .unpluralisedCount, "'\(Self.shown(text.source))' prints a count before '\(noun)' without a plural: 1 reads '\(Self.shown(form.rendering(1)))'",
                hint: "make it a plural (a <plurals> resource, a .stringsdict variable, Vary by Plural, {n, plural, one {…} other {…}})")
        // Kept by the linter only where a translation of the key is a plain text too.
        case let .parenthesisedPlural(word)?:
            add(.note, .unpluralisedCount, "'\(Self.shown(text.source))' writes '\(word)' for one and more: languages with other forms cannot say it so",
                hint: "make it a plural with a form for each category, and the noun as each reads")
        case nil:
            break
        }
    }

    /// The parts of a plain text; an MF2 text is read from its parse (a placeholder of a
    /// `:number` or `:integer` variable prints a count). `nil` for an MF2 `.match`.
    static func countingParts(of text: MessageText) -> FormParts? {
        guard let result = text.messageFormat2 else { return FormParts(text) }
        guard case let .success(parsed) = result, case let .pattern(pattern) = parsed.body else { return nil }
        let numbers = Set(MessageFormat2Checks.uses(of: parsed).uses.filter { $0.value.contains("number") }.keys)
        return FormParts(MessageFormat2Checks.messageText(MessageFormat2Checks.text(of: pattern, numberNames: numbers), numberNames: numbers))
    }

    /// Two keys of the development language that code chooses between by the count, named as
    /// ``UnpluralisedCount/pairSuffixes`` say, `key` one of them; `formsOfOneMessage` when their
    /// texts are one message's 'one' and 'other' forms (`photos_count_single` "%d photo",
    /// `photos_count` "%d photos"): `unpluralised-count` for the pair, said at the plural key. The
    /// plural key's text is not shown for 1, so it is never read as one text for every number.
    static func countPair(of key: String, in table: MessageTable, developmentLanguage: String)
        -> (singular: LocalizedMessage, plural: LocalizedMessage, formsOfOneMessage: Bool)? {
        guard let slots = table.slots(in: developmentLanguage) else { return nil }
        var candidates: [(singular: String, plural: String)] = []
        for (singularSuffix, pluralSuffix) in UnpluralisedCount.pairSuffixes {
            if !singularSuffix.isEmpty, key.hasSuffix(singularSuffix) {
                candidates.append((key, key.dropLast(singularSuffix.count) + pluralSuffix))
            } else if !pluralSuffix.isEmpty, key.hasSuffix(pluralSuffix) {
                candidates.append((key.dropLast(pluralSuffix.count) + singularSuffix, key))
            } else {
                candidates.append((key + singularSuffix, key + pluralSuffix))
            }
        }
        for candidate in candidates where candidate.singular != candidate.plural && slots[candidate.singular] != nil && slots[candidate.plural] != nil {
            guard let singular = table.decodedMessage(forKey: candidate.singular, language: developmentLanguage),
                  let plural = table.decodedMessage(forKey: candidate.plural, language: developmentLanguage),
                  singular.variables.isEmpty, plural.variables.isEmpty,
                  case let .text(one) = singular.body, case let .text(other) = plural.body,
                  let oneParts = countingParts(of: one), let otherParts = countingParts(of: other), !otherParts.counts.isEmpty else { continue }
            return (singular, plural, UnpluralisedCount.isCountPair(singular: oneParts, plural: otherParts))
        }
        return nil
    }

    /// The finding of a pair of ``countPair(of:in:developmentLanguage:)``.
    static func countPairFinding(singular: LocalizedMessage, plural: LocalizedMessage) -> LintFinding {
        func shown(_ message: LocalizedMessage) -> String {
            if case let .text(text) = message.body { Self.shown(text.source) } else { "" }
        }
        return LintFinding(.warning, .unpluralisedCount, file: singular.origin.file?.path, key: singular.key, language: singular.language,
                           message: "'\(singular.key)' ('\(shown(singular))') and '\(plural.key)' ('\(shown(plural))') are a 'one' and an 'other' form that code chooses between: each language gets these two forms, whatever forms it needs",
                           hint: "make them one plural, chosen by the count with the language's rules")
    }
}
