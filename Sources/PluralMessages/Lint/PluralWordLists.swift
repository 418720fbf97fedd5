import Foundation

/// The word lists and endings ``SharedPluralForms`` reads, by language: data, kept apart from the
/// rules that read it.
extension SharedPluralForms {
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

    /// Languages where a text tells whether it holds a noun: English by its plurals
    /// (``englishPluralWord(_:)``), German because it capitalizes every noun.
    static let nounReadableLanguages: Set<String> = ["en", "de"]

    /// East Slavic masculine genitive plural endings, and the genitive singular endings of the same
    /// nouns: "выпусков" / "выпуска", "випусків" / "випуску".
    static let masculineGenitiveEndings: [String: (plural: [String], singular: [String])] = [
        "ru": (["ов", "ев", "ёв"], ["а", "я", "у", "ю"]),
        "uk": (["ів", "їв"], ["а", "я", "у", "ю"]),
        "be": (["аў", "оў", "яў"], ["а", "я", "у", "ю"]),
    ]

    /// Words that open a phrase of their own after a counted noun, which need not agree with the
    /// number: prepositions and Polish "jako" (as).
    static let phraseOpeners: [String: Set<String>] = [
        "pl": obliquePrepositions["pl", default: []].union(["jako", "na", "w", "we", "za", "o", "po", "przez", "przed", "pod", "nad", "między"]),
    ]

    /// Coordinating conjunctions ("and", "or"): in "do týmu a 2 kanálů" the preposition before the
    /// first noun governs the number after the conjunction too.
    static let conjunctions: [String: Set<String>] = [
        "ru": ["и", "или"], "uk": ["і", "й", "та", "або"], "be": ["і", "й", "ці"],
        "pl": ["i", "oraz", "lub", "albo"], "cs": ["a", "i", "nebo"], "sk": ["a", "i", "alebo"],
    ]

    /// Russian and Belarusian nouns whose nominative singular (1, 21) is their genitive plural (5…):
    /// "1 человек", "5 человек"; "1 раз", "5 раз"; units of measure ("1 байт", "5 байт"). With a
    /// `few` form of their own ("2 человека"), a message that lacks `one` and `many` renders right.
    static let sameOneManyWords: [String: Set<String>] = [
        "ru": ["человек", "раз", "байт", "бит", "ватт", "вольт", "ампер", "герц"],
        "be": ["чалавек", "раз"],
    ]

    /// Languages that give a counted noun another form after 1 than after 5 (and, in the Slavic
    /// ones, after 2–4): "1 згадка", "2 згадки", "5 згадок"; Latvian "1 ziņa", "5 ziņas". Only
    /// indeclinable loanwords and abbreviations ("5 хв") keep one form, so one text in every form,
    /// printed after the number, reads wrong for some of them.
    static let inflectedAfterNumeralLanguages: Set<String> = ["ru", "uk", "be", "pl", "cs", "sk", "sl", "hr", "sr", "bs", "lt", "lv"]

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
}
