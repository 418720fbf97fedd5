// Spanish plural exceptions and determiners, written by hand for this package (no generator, no
// outside list), after the Real Academia Española's published rules for the plural
// (Ortografía 2010, Nueva gramática §3): the rules themselves are in Spanish.swift. See NOTICE.

/// The words ``Spanish`` looks up before its rules, all lowercase.
enum SpanishWords {
    /// Determiners and words whose plural the rules do not give.
    static let irregular: [String: String] = [
        "el": "los", "la": "las", "un": "unos", "una": "unas", "lo": "los",
        "este": "estos", "esta": "estas", "ese": "esos", "esa": "esas", "aquel": "aquellos", "aquella": "aquellas",
        "mi": "mis", "tu": "tus", "su": "sus", "algún": "algunos", "ningún": "ningunos", "cuál": "cuáles", "quién": "quiénes",
        "carácter": "caracteres", "régimen": "regímenes", "espécimen": "especímenes", "club": "clubes", "álbum": "álbumes",
        "sándwich": "sándwiches", "menú": "menús", "champú": "champús", "esquí": "esquís", "récord": "récords",
        "jersey": "jerséis", "espray": "espráis", "póster": "pósteres", "máster": "másteres", "cómic": "cómics",
        "sí": "síes", "no": "noes", "yo": "yoes", "papá": "papás", "mamá": "mamás", "hipérbaton": "hipérbatos",
        "bíceps": "bíceps", "tríceps": "tríceps", "fórceps": "fórceps",
    ]

    /// Feminine nouns that take `el`/`un` before their stressed `a` (el agua) and `las`/`unas` in the plural.
    static let feminineWithEl: Set<String> = [
        "agua", "águila", "alma", "arma", "hacha", "hambre", "área", "aula", "ala", "ave", "hada", "ancla", "arca",
        "asma", "haba", "habla", "hampa", "alba", "aria", "arpa", "acta", "alga", "ama", "ansia",
    ]

    /// Words that end the agreeing phrase when they follow a word: prepositions and words that
    /// start a complement ("tareas de casa", "archivos en la carpeta").
    static let phraseBreaks: Set<String> = [
        "de", "del", "al", "a", "con", "para", "por", "sin", "en", "sobre", "entre", "desde", "hasta", "hacia", "según",
        "tras", "contra", "durante", "que", "cuyo", "cuya",
    ]

    /// Words that agree with nothing and stay as written (conjunctions, adverbs, invariable quantifiers).
    static let invariable: Set<String> = [
        "y", "e", "o", "u", "ni", "muy", "más", "menos", "tan", "bien", "mal", "ya", "aún", "todavía", "cada", "no", "sí",
        "casi", "solo", "sólo", "también", "tampoco",
    ]
}
