import Foundation

/// Where one written word serves several plural categories, so that a form a message lacks renders
/// a text that reads right: language data for `MessageCheck.checkCategories`.
///
/// The Slavic languages' few (2–4) and many (5…) differ only in the nominative and accusative
/// plural ("2 файла", "5 файлов"). In the oblique cases (genitive after a preposition, dative,
/// instrumental, locative) the noun takes one plural form for every number ("к 2 файлам", "к 5
/// файлам"; Czech "do 2 kanálů", "do 5 kanálů"). The tables (PluralWordLists.swift) hold what marks such a case in a
/// text, after the standard descriptive grammars of each language (the case endings and the cases
/// prepositions govern); they are closed classes (endings, prepositions) and a few irregular nouns,
/// not words of any app.
enum SharedPluralForms {

    /// A word of an English text that reads as a plural noun ("others", "files", "people"), else `nil`:
    /// such a text is wrong for 1 ("with 1 others"). Words in "-ss", "-us", "-is" and short words
    /// ("is", "was", "has", "this") are not plurals.
    static func englishPluralWord(_ form: FormParts) -> String? {
        englishPluralWord(in: form.words)
    }

    /// The first of `words` that reads as an English plural noun (``englishPluralWord(_:)``).
    static func englishPluralWord(in words: [String]) -> String? {
        words.first { word in
            englishIrregularPlurals.contains(word)
                || (word.count > 3 && word.hasSuffix("s") && !["ss", "us", "is"].contains(where: { word.hasSuffix($0) }))
        }
    }

    /// A word of a text that reads as a noun that may change with the number, in
    /// ``nounReadableLanguages``: an English plural ("files"), or a German capitalized word after
    /// the number ("%lld Dateien"; "%lld ersetzt" has none, and reads right for 1).
    static func pluralNoun(_ form: FormParts, language: String) -> String? {
        guard base(language) == "de" else { return englishPluralWord(form) }
        return form.afterNumber?.split { !$0.isLetter }.first { $0.first?.isUppercase == true }.map(String.init)
    }

    /// The language's base code (`pl` for `pl-PL`), lowercased.
    static func base(_ language: String) -> String {
        String(language.lowercased().prefix { $0.isLetter })
    }

    /// The words of a run of text (``FormParts/text``, whose placeholders are no letters), lowercased.
    static func words(_ text: String) -> [String] {
        text.split { !$0.isLetter }.map { String($0).lowercased() }
    }

    /// Whether the `one` form's word is the genitive singular of a masculine noun whose genitive
    /// plural the `few` form prints ("Размер 1 выпуска" beside "Размер 2 выпусков"): the phrase is in
    /// the genitive a noun or preposition governs ("the size of 2 episodes"), where 2–4 take the
    /// genitive plural. A nominative masculine singular has no ending ("1 выпуск"), so
    /// "1 выпуск" / "2 выпусков" is still the error it is.
    static func isGenitiveSingular(_ one: String, ofPlural plural: String, language: String) -> Bool {
        guard let endings = masculineGenitiveEndings[base(language)] else { return false }
        let one = one.lowercased(), plural = plural.lowercased()
        for ending in endings.plural where plural.hasSuffix(ending) && plural.count > ending.count + 1 {
            let stem = plural.dropLast(ending.count)
            if endings.singular.contains(where: { one == stem + $0 }) { return true }
        }
        return false
    }

    /// A word of `other`'s text that is a plural of an oblique case in the language, else
    /// `nil`. A word that is the stem of a word of another form ("програм" of "програма") is a
    /// genitive plural without an ending, not an oblique case.
    /// The noun phrase's last word is read (an adjective before its noun: "часовых поясах"), and its
    /// first (a noun before its adjective: Polish "strefach czasowych").
    static func obliquePluralWord(_ form: FormParts, language: String, otherForms: [FormParts] = []) -> String? {
        let base = base(language)
        let words = form.words.filter { $0.count > 2 }
        let others = otherForms.flatMap(\.words)
        for word in [words.last, words.first].compactMap({ $0 }) {
            if irregularObliquePlurals[base]?.contains(word) == true { return word }
            guard let endings = obliquePluralEndings[base], endings.contains(where: { word.hasSuffix($0) }) else { continue }
            if !others.contains(where: { $0 != word && $0.hasPrefix(word) }) { return word }
        }
        return nil
    }

    /// The noun `other` counts when its nominative and genitive plural are one word, else `nil`:
    /// the text's one word, or the word right after the number when nothing beside it agrees with
    /// the number. An adjective before the noun has two forms ("2 nowe odpowiedzi", "5 nowych
    /// odpowiedzi"), and so has a verb after it ("2 wiadomości zostały", "5 wiadomości zostało"):
    /// the noun must end its phrase ("5 wiadomości jako przeczytane", where "jako" opens another),
    /// and the word before the number must be one that does not agree with it (an infinitive, a
    /// preposition: "Oznaczyć 5 wiadomości").
    static func sameFewManyWord(_ form: FormParts, language: String) -> String? {
        let base = base(language)
        let sharesForm = { (word: String) in
            sameFewManyWords[base]?.contains(word) == true || (sameFewManyEndings[base] ?? []).contains(where: word.hasSuffix)
        }
        let words = form.words
        if words.count == 1, let word = words.first { return sharesForm(word) ? word : nil }
        guard let after = form.afterNumber else { return nil }
        // The number's clause: up to the next punctuation (or placeholder).
        let clause = Self.words(String(after.prefix { (!$0.isPunctuation || $0 == "-") && $0 != "§" }))
        guard let noun = clause.first, sharesForm(noun) else { return nil }
        if clause.count > 1, phraseOpeners[base]?.contains(clause[1]) != true { return nil }
        if let before = wordBeforeNumber(in: form)?.lowercased(), !isObliquePreposition(before, language: language),
           phraseOpeners[base]?.contains(before) != true, let last = before.last, "aeiouyąęó".contains(last) { return nil }
        return noun
    }

    /// `other`'s text's one word when it is a Polish virile genitive plural (right after 2–4 as well),
    /// else `nil`. Only a text of that one word: in "# plików użytkowników" the count is of files.
    static func virileGenitiveWord(_ form: FormParts, language: String) -> String? {
        let base = base(language)
        let words = form.words
        guard words.count == 1, let word = words.first else { return nil }
        if virileGenitiveWords[base]?.contains(word) == true { return word }
        return (virileGenitiveEndings[base] ?? []).contains(where: { word.hasSuffix($0) }) ? word : nil
    }

    /// `other`'s last word when it is `one`'s last word, a masculine noun ending in a consonant,
    /// with "-a" (``paucalGenitiveLanguages``), else `nil`.
    static func paucalGenitiveWord(_ other: FormParts, one: FormParts?, language: String) -> String? {
        guard paucalGenitiveLanguages.contains(base(language)), let one, let singular = one.words.last,
              let plural = other.words.last, let lastLetter = singular.last,
              !"aeiouаеиоу".contains(lastLetter), plural == singular + "a" || plural == singular + "а" else { return nil }
        return plural
    }

    /// Whether `word` is a coordinating conjunction of the language.
    static func isConjunction(_ word: String, language: String) -> Bool {
        conjunctions[base(language)]?.contains(word.lowercased()) == true
    }

    /// Whether `word` is a preposition that puts the number after it in an oblique case.
    static func isObliquePreposition(_ word: String, language: String) -> Bool {
        obliquePrepositions[base(language)]?.contains(word.lowercased()) == true
    }

    /// The word right before where a form prints its number, if the form prints it after a word:
    /// "od" in "od %lld uczestników", "do" in "do # kanálů".
    static func wordBeforeNumber(in form: FormParts) -> String? {
        guard let before = form.beforeNumber?.trimmingCharacters(in: .whitespaces) else { return nil }
        // Any white space separates words: "очереди\nиз %1$d" is governed by "из".
        guard let last = before.split(whereSeparator: \.isWhitespace).last, last.allSatisfy(\.isLetter) else { return nil }
        return String(last)
    }

    /// The first word right after where a form prints its number, before any other placeholder.
    static func wordAfterNumber(in form: FormParts) -> String? {
        form.afterNumber.flatMap { words(String($0.prefix { $0 != "§" })).first }
    }

    /// The word of a text that governs what follows it, read from the text before a plural (its
    /// variable reference, or its MessageFormat choice): the last word, skipping markup tags
    /// (`<b>`) and other choices (written `§`); for a preposition, its one-word object and a
    /// conjunction ("do týmu a %#@n@"), the preposition. `nil` when the text ends in no word (a
    /// number, an argument: written as anything but letters).
    static func governingWord(before text: String, language: String) -> String? {
        let tokens = withoutTags(text).split(whereSeparator: \.isWhitespace).filter { $0 != "§" }
        guard let last = tokens.last, last.allSatisfy(\.isLetter) else { return nil }
        if isConjunction(String(last), language: language), tokens.count >= 3,
           isObliquePreposition(String(tokens[tokens.count - 3]), language: language),
           tokens[tokens.count - 2].allSatisfy(\.isLetter) {
            return String(tokens[tokens.count - 3])
        }
        return String(last)
    }

    /// A text with its markup tags (`<b>`, `</a>`: a `<` up to the next `>`, with no `<` between) read as spaces.
    static func withoutTags(_ text: String) -> String {
        var result = ""
        var pending = ""
        var inTag = false
        for character in text {
            if character == "<" {
                // A `<` inside what looked like a tag was text: keep it and start again.
                result += pending
                pending = "<"
                inTag = true
            } else if inTag {
                pending.append(character)
                if character == ">" {
                    result += " "
                    pending = ""
                    inTag = false
                }
            } else {
                result.append(character)
            }
        }
        return result + pending
    }

    /// A word of `other`'s text whose form is right for `one` and `many` alike (``sameOneManyWords``).
    static func sameOneManyWord(_ form: FormParts, language: String) -> String? {
        guard let known = sameOneManyWords[base(language)] else { return nil }
        return form.words.first(where: known.contains)
    }

    /// The word right after where a form prints a number (not an object, `%@`), when it reads as
    /// a counted noun, and where the number is: a word of four letters or more (not "min"), not cut
    /// short ("5 хв."), ending in a consonant, the form's last word, and not one of ``invariantAfterNumeral``. `nil` when no such word follows the
    /// number ("Згадки: %lld").
    static func countedWord(_ form: FormParts, language: String) -> String? {
        for (index, part) in form.parts.enumerated() {
            // An object (`%@`) may print anything: no count is read after it.
            guard case .number(_, nil) = part else { continue }
            let rest = FormParts.joined(form.parts[(index + 1)...])
            let after = rest.drop { $0 == " " || $0 == "\u{00A0}" || $0 == "+" }
            let word = after.prefix(while: \.isLetter).lowercased()
            let invariant = invariantAfterNumeral[base(language)]
            // A word that ends in a vowel may be an indeclinable loanword ("5 фото", "5 кафе"); a word
            // before more text may be a verb ("%d пригласил %s"), whose form need not follow the number.
            let tail = after.dropFirst(word.count)
            guard word.count >= 4, tail.first != ".", !tail.contains(where: { $0.isLetter || $0 == "§" }),
                  let last = word.last, !"aeiouyáéíóúýěůąęаеёиоуыэюяіїє".contains(last),
                  invariant?.words.contains(word) != true,
                  invariant?.endings.contains(where: word.hasSuffix) != true else { return nil }
            return word
        }
        return nil
    }

    /// Whether `word`, right after the number in `form`, is a counted noun the language changes with
    /// the number (``inflectedAfterNumeralLanguages``): not an abbreviation ("5 хв."), not one of
    /// ``invariantAfterNumeral``, and ending in a consonant or in a vowel that ends the language's
    /// genitive plurals (Czech "-ů", "-í": "hlasů", "odpovědí"; Lithuanian "-ų"), not in another vowel
    /// (an indeclinable loanword: "5 фото", "5 кафе").
    static func changesWithNumber(_ word: String, in form: FormParts, language: String) -> Bool {
        let base = base(language)
        guard inflectedAfterNumeralLanguages.contains(base), word.count >= 3, let last = word.last,
              form.afterNumber.map({ !$0.drop { !$0.isLetter }.dropFirst(word.count).hasPrefix(".") }) ?? false else { return false }
        let invariant = invariantAfterNumeral[base]
        if invariant?.words.contains(word) == true || invariant?.endings.contains(where: word.hasSuffix) == true { return false }
        let genitiveVowels: [String: String] = ["cs": "ůí", "sk": "í", "lt": "ų"]
        return !"aeiouyáéíóúýěůąęųаеёиоуыэюяіїє".contains(last) || genitiveVowels[base]?.contains(last) == true
    }

    /// The word right after where a form prints its number when it is a plural no singular has
    /// (``pluralOnlyEndings``), and the categories it is wrong for; `nil` when the form prints no
    /// number or the word can be singular.
    ///
    /// How `wrong-form` holds back, so that it decides on a form's words only: the word is read from
    /// the form's text parts (a variable's name, `%2$#@accounts@`, and a conversion are no words), it
    /// must be right after the number with no other placeholder between, and it is not reported when
    /// it may be singular or invariable: a word of ``invariantWords`` ("alias", Catalan "àlies",
    /// "mes"), an ending of ``invariantEndings`` (a stressed vowel before "-s": Spanish "país"), or
    /// (in `checkCategories`) a word the `other` form lengthens ("1 país", "5 países").
    static func pluralOnlyWord(_ form: FormParts, language: String) -> (word: String, wrongFor: Set<PluralCategory>)? {
        let base = base(language)
        // The word right after the number, before any other placeholder: "%2$#@accounts@" names a variable, no word.
        guard let word = wordAfterNumber(in: form) else { return nil }
        if base == "en" { return englishPluralWord(in: [word]).map { ($0, [.one]) } }
        guard let plural = pluralOnlyEndings[base], word.count >= 3, plural.endings.contains(where: word.hasSuffix),
              invariantWords[base]?.contains(word) != true, functionWords[base]?.contains(word) != true,
              !(invariantEndings[base] ?? []).contains(where: word.hasSuffix) else { return nil }
        return (word, plural.wrongFor)
    }
}
