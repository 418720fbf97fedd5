import Foundation

/// Where one written word serves several plural categories, so that a form a message lacks renders
/// a text that reads right: language data for `MessageCheck.checkCategories`.
///
/// The Slavic languages' few (2–4) and many (5…) differ only in the nominative and accusative
/// plural ("2 файла", "5 файлов"). In the oblique cases (genitive after a preposition, dative,
/// instrumental, locative) the noun takes one plural form for every number ("к 2 файлам", "к 5
/// файлам"; Czech "do 2 kanálů", "do 5 kanálů"). The tables below hold what marks such a case in a
/// text, after the standard descriptive grammars of each language (the case endings and the cases
/// prepositions govern); they are closed classes (endings, prepositions) and a few irregular nouns,
/// not words of any app.
enum SharedPluralForms {
    /// The endings of plural nouns (and nominalized adjectives) in the dative, instrumental and
    /// locative, which nominative and genitive plurals do not have but for bare stems. Left out on purpose: Czech "-ích",
    /// which is also the genitive plural of soft adjectives ("5 dalších" against "2 další").
    /// Endings a bare stem can also end in ("програм", the Ukrainian genitive plural of
    /// "програма") are told apart in ``obliquePluralWord(_:language:otherTexts:)``.
    static let obliquePluralEndings: [String: [String]] = [
        "ru": ["ам", "ям", "ами", "ями", "ах", "ях", "ыми", "ими"],
        "uk": ["ам", "ям", "ами", "ями", "ах", "ях", "ими"],
        "be": ["ам", "ям", "амі", "ямі", "ах", "ях", "ымі", "імі"],
        "pl": ["om", "ami", "ach", "ymi", "imi"],
        "cs": ["ům", "ám", "ech", "ách", "ami", "emi", "ími"],
        "sk": ["om", "ám", "och", "ách", "ami", "ími", "ými"],
    ]

    /// Irregular oblique plurals the endings miss: Czech "lidé" (people) and "děti" (children) have
    /// dative "lidem", "dětem", instrumental "lidmi", "dětmi" and locative "lidech", "dětech".
    static let irregularObliquePlurals: [String: Set<String>] = [
        "cs": ["lidem", "lidmi", "lidech", "dětem", "dětmi", "dětech"],
        "sk": ["ľuďom", "ľuďmi", "ľuďoch", "deťom", "deťmi", "deťoch"],
    ]

    /// Prepositions that put the number and its noun in an oblique case, whatever the number:
    /// genitive (Czech "do", "od", "z", "bez"; Russian "из", "до", "для"), dative (Czech "k", Russian
    /// "к"), instrumental (Czech and Russian "s"/"с", which takes the genitive or the instrumental,
    /// both oblique) and locative (Czech "při", Russian "при"). Left out: prepositions that also take
    /// the accusative, whose plural after 2–4 is the nominative's (Russian "на", "в", "за", "через",
    /// "про", "по", "о"; Czech "na", "za", "pro", "o", "v", "po", "před", "pod", "nad", "mezi";
    /// Polish "na", "w", "za", "o", "po", "przez", "przed", "pod", "nad", "między").
    static let obliquePrepositions: [String: Set<String>] = [
        "ru": ["из", "изо", "от", "ото", "до", "для", "без", "безо", "у", "около", "после", "кроме", "среди", "вокруг",
               "мимо", "вместо", "возле", "против", "с", "со", "к", "ко", "благодаря", "согласно", "при", "между", "перед"],
        "uk": ["з", "із", "зі", "від", "до", "для", "без", "біля", "після", "крім", "серед", "навколо", "замість",
               "проти", "завдяки", "всупереч", "при", "між", "перед"],
        "be": ["з", "са", "ад", "да", "для", "без", "каля", "пасля", "акрамя", "сярод", "замест", "праз", "пры", "паміж", "перад"],
        "pl": ["do", "od", "ode", "z", "ze", "dla", "bez", "beze", "u", "według", "obok", "podczas", "spośród", "wśród",
               "około", "koło", "ku", "dzięki", "przeciw", "przeciwko", "wbrew", "przy"],
        "cs": ["do", "od", "ode", "z", "ze", "u", "bez", "beze", "kromě", "během", "podle", "vedle", "místo", "kolem",
               "okolo", "k", "ke", "ku", "díky", "kvůli", "proti", "naproti", "vůči", "při", "s", "se"],
        "sk": ["do", "od", "odo", "z", "zo", "u", "bez", "okrem", "počas", "podľa", "vedľa", "namiesto", "okolo",
               "k", "ku", "vďaka", "proti", "oproti", "voči", "pri", "s", "so"],
    ]

    /// Polish nouns whose nominative plural (2–4) and genitive plural (5…) are one word: the
    /// feminine abstract nouns in "-ość" ("wiadomość": "2 wiadomości", "5 wiadomości"), and a few
    /// common feminine soft-stem nouns and "dzieci" ("odpowiedzi", "części", "sieci", "kości",
    /// "rzeczy"), "dzieci" and "dni" (days). Nouns of the same shape whose two forms differ ("łodzie"/"łodzi",
    /// "liście"/"liści") are why this is endings plus a short list, not every "-ci"/"-dzi".
    static let sameFewManyEndings: [String: [String]] = ["pl": ["ości"]]
    static let sameFewManyWords: [String: Set<String>] = [
        "pl": ["odpowiedzi", "części", "sieci", "kości", "rzeczy", "dzieci", "dni"],
    ]

    /// Polish masculine-personal (virile) nouns, whose genitive plural 2–4 take as well as 5…: "2
    /// uczestników" reads "dwóch uczestników", as "5 uczestników" reads "pięciu uczestników". The
    /// nominalized participles in "-ących" ("odwiedzających", "obserwujących": people who visit,
    /// follow) and a few agent nouns common in interfaces; a non-personal "-ów" ("plików",
    /// "załączników") takes the nominative after 2–4 and is not among them.
    static let virileGenitiveEndings: [String: [String]] = ["pl": ["ących"]]
    static let virileGenitiveWords: [String: Set<String>] = [
        "pl": ["użytkowników", "uczestników", "członków", "odbiorców", "subskrybentów", "administratorów",
               "moderatorów", "autorów", "gości", "ludzi"],
    ]

    /// Bosnian, Croatian and Serbian, where 2–4 take the genitive singular and 5… the genitive
    /// plural, which for a masculine noun ending in a consonant are one written word in "-a": "2
    /// zapisa", "5 zapisa" (of "zapis"); a feminine "2 knjige", "5 knjiga" differ.
    static let paucalGenitiveLanguages: Set<String> = ["bs", "hr", "sr", "sh"]

    /// Languages whose `two` (the dual) only a closed set of nouns has: Hebrew "יומיים" (two days),
    /// "שעתיים" (two hours); for every other noun, 2 takes the plural, `other`'s form. A missing `two`
    /// there is a warning; in Arabic or Slovenian, where the dual is regular, it stays an error.
    static let lexicalDualLanguages: Set<String> = ["he", "iw"]

    /// Languages whose counted noun stays singular after every numeral (Turkish "1 eşleşme",
    /// "5 eşleşme"; Hungarian, Georgian, Armenian, Persian, the Turkic languages): an `other` form
    /// that prints the number reads right for 1, so a missing `one` is a warning there.
    static let singularAfterNumeralLanguages: Set<String> = ["tr", "az", "kk", "ky", "uz", "tk", "hu", "ka", "hy", "fa"]

    /// English irregular plurals that end in no "s" (`people`, `children`): with the regular "-s"
    /// plurals, what marks an English text as saying "more than one".
    static let englishIrregularPlurals: Set<String> = ["people", "children", "men", "women", "persons", "feet", "teeth", "mice", "data"]

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

    /// Languages where a text tells whether it holds a noun: English by its plurals
    /// (``englishPluralWord(_:)``), German because it capitalizes every noun.
    static let nounReadableLanguages: Set<String> = ["en", "de"]

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

    /// East Slavic masculine genitive plural endings, and the genitive singular endings of the same
    /// nouns: "выпусков" / "выпуска", "випусків" / "випуску".
    static let masculineGenitiveEndings: [String: (plural: [String], singular: [String])] = [
        "ru": (["ов", "ев", "ёв"], ["а", "я", "у", "ю"]),
        "uk": (["ів", "їв"], ["а", "я", "у", "ю"]),
        "be": (["аў", "оў", "яў"], ["а", "я", "у", "ю"]),
    ]

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

    /// Words that open a phrase of their own after a counted noun, which need not agree with the
    /// number: prepositions and Polish "jako" (as).
    static let phraseOpeners: [String: Set<String>] = [
        "pl": obliquePrepositions["pl", default: []].union(["jako", "na", "w", "we", "za", "o", "po", "przez", "przed", "pod", "nad", "między"]),
    ]

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

    /// Coordinating conjunctions ("and", "or"): in "do týmu a 2 kanálů" the preposition before the
    /// first noun governs the number after the conjunction too.
    static let conjunctions: [String: Set<String>] = [
        "ru": ["и", "или"], "uk": ["і", "й", "та", "або"], "be": ["і", "й", "ці"],
        "pl": ["i", "oraz", "lub", "albo"], "cs": ["a", "i", "nebo"], "sk": ["a", "i", "alebo"],
    ]

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

    /// Russian and Belarusian nouns whose nominative singular (1, 21) is their genitive plural (5…):
    /// "1 человек", "5 человек"; "1 раз", "5 раз"; units of measure ("1 байт", "5 байт"). With a
    /// `few` form of their own ("2 человека"), a message that lacks `one` and `many` renders right.
    static let sameOneManyWords: [String: Set<String>] = [
        "ru": ["человек", "раз", "байт", "бит", "ватт", "вольт", "ампер", "герц"],
        "be": ["чалавек", "раз"],
    ]

    /// A word of `other`'s text whose form is right for `one` and `many` alike (``sameOneManyWords``).
    static func sameOneManyWord(_ form: FormParts, language: String) -> String? {
        guard let known = sameOneManyWords[base(language)] else { return nil }
        return form.words.first(where: known.contains)
    }

    /// Languages that give a counted noun another form after 1 than after 5 (and, in the Slavic
    /// ones, after 2–4): "1 згадка", "2 згадки", "5 згадок"; Latvian "1 ziņa", "5 ziņas". Only
    /// indeclinable loanwords and abbreviations ("5 хв") keep one form, so one text in every form,
    /// printed after the number, reads wrong for some of them.
    static let inflectedAfterNumeralLanguages: Set<String> = ["ru", "uk", "be", "pl", "cs", "sk", "sl", "hr", "sr", "bs", "lt", "lv"]

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

    /// Words one form serves every number with: Czech neuter nouns in "-í" ("1 oznámení", "5
    /// oznámení") and "krát" (times), Croatian, Bosnian and Serbian "posto" (percent), Polish "procent".
    static let invariantAfterNumeral: [String: (words: Set<String>, endings: [String])] = [
        "cs": (["krát"], ["ní", "tí"]), "hr": (["posto"], []), "bs": (["posto"], []), "sr": (["posto", "посто"], []), "pl": (["procent"], []),
    ]

    /// Plural endings no singular noun has, by language, and the categories whose numbers such a
    /// word is wrong for: a Romance "-s" plural ("vots", "favoris") after 1; a Slavic genitive
    /// plural ("голосів", "głosów", "hlasů") after 1 and after 2–4.
    static let pluralOnlyEndings: [String: (endings: [String], wrongFor: Set<PluralCategory>)] = [
        "fr": (["s", "x"], [.one]), "ca": (["s"], [.one]), "es": (["s"], [.one]), "pt": (["s"], [.one]),
        "ru": (["ов", "ев"], [.one, .few]), "uk": (["ів", "їв"], [.one, .few]), "be": (["аў", "яў"], [.one, .few]),
        "cs": (["ů"], [.one, .few]),
        // Polish and Slovak masculine-personal nouns take the genitive plural after 2–4 too ("2 użytkowników").
        "pl": (["ów"], [.one]), "sk": (["ov"], [.one]),
    ]

    /// Words with such an ending that are singulars too (the same word for 1 and 2: "1 fois", "1 mes",
    /// "1 virus"), or no nouns ("1 més", "1 más": one more), and endings of such words.
    static let invariantWords: [String: Set<String>] = [
        "fr": ["pas", "bras", "cas", "repas", "bas", "dos", "gros", "héros", "propos", "repos", "temps", "corps", "poids", "fois",
               "mois", "prix", "choix", "voix", "croix", "paix", "noix", "avis", "colis", "souris", "tapis", "fils", "pays", "permis", "alias", "atlas",
               "devis", "paradis", "cours", "discours", "secours", "concours", "parcours", "accès", "succès", "progrès", "procès", "abus"],
        "es": ["mes", "lunes", "martes", "miércoles", "jueves", "viernes", "tórax", "dosis", "alias", "atlas"],
        "ca": ["mes", "dilluns", "dimarts", "dimecres", "dijous", "divendres", "temps", "pas", "fons", "cos", "vers", "dos", "pes", "preus",
               "alias", "àlies", "atlas"],
        "pt": ["mês", "lápis", "ônibus", "tênis", "pires", "vírus", "país", "alias", "atlas"],
    ]
    /// A stressed vowel before the final "-s" (Spanish "país", "autobús", "adiós"; Catalan "país") ends
    /// singulars, whose plurals add "-es" ("países"): such a word may be singular, so it is held back.
    /// Words that end like plurals but are no nouns (articles, contractions, possessives: Portuguese
    /// "1 das suas imagens", one of your images; French "1 des fichiers"): never the counted noun.
    static let functionWords: [String: Set<String>] = [
        "pt": ["das", "dos", "nas", "nos", "às", "aos", "pelas", "pelos", "as", "os", "suas", "seus", "minhas", "meus", "tuas", "teus",
               "nossas", "nossos", "menos", "mais"],
        "es": ["las", "los", "sus", "tus", "mis", "nuestras", "nuestros", "vuestras", "vuestros", "menos", "más"],
        "ca": ["les", "els", "dels", "als", "pels", "seus", "seves", "meus", "meves", "teus", "teves", "nostres", "vostres", "menys", "més"],
        "fr": ["les", "des", "aux", "ses", "tes", "mes", "nos", "vos", "leurs", "plus", "moins", "sous", "dans", "sans", "après", "depuis", "vers"],
    ]

    static let invariantEndings: [String: [String]] = [
        "fr": ["ss", "us", "ès"], "es": ["ss", "is", "us", "és", "ás", "ís", "ús", "ós"], "ca": ["ss", "is", "us", "ès", "és", "ís", "ús", "ós"],
        "pt": ["ss", "is", "us", "ês", "ás", "ís", "ús", "ós"],
    ]

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
