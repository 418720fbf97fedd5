/// Spanish number agreement: every word of the phrase that agrees takes its plural (articles,
/// determiners, nouns, adjectives: "la nueva tarea pendiente" → "las nuevas tareas pendientes"),
/// up to a preposition ("tareas de casa").
///
/// Plurals follow the Real Academia Española's rules: a vowel takes `-s` (stressed `í`/`ú` take
/// `-es`); `-s`/`-x` in an unstressed syllable stay (los lunes, las crisis); `-z` becomes `-ces`;
/// other consonants `l r n d j s x ch` take `-es`, the rest (`b c f g k m p t`, loanwords) `-s`.
/// The written accent follows the stress: a stressed last syllable in `-n`/`-s` loses it (camión →
/// camiones), an unstressed `-n` word gains it (examen → exámenes).
enum Spanish {
    /// The phrase with its agreeing words in the plural (`nil` when it has no word to inflect).
    static func pluralizing(_ phrase: String) -> String? {
        var tokens = PhraseToken.split(phrase)
        var inflected = false
        let wordIndices = tokens.indices.filter { tokens[$0].isWord }
        for (rank, index) in wordIndices.enumerated() {
            let lower = tokens[index].text.lowercased()
            if rank > 0, SpanishWords.phraseBreaks.contains(lower) { break }
            if SpanishWords.invariable.contains(lower) { continue }
            var plural = pluralLowercase(lower)
            // "el agua" → "las aguas", "un arma" → "unas armas".
            if lower == "el" || lower == "un", rank + 1 < wordIndices.count,
               SpanishWords.feminineWithEl.contains(tokens[wordIndices[rank + 1]].text.lowercased()) {
                plural = lower == "el" ? "las" : "unas"
            }
            tokens[index].text = PhraseToken.matchingCase(of: tokens[index].text, plural)
            inflected = true
        }
        return inflected ? tokens.map(\.text).joined() : nil
    }

    /// The plural of a lowercase word.
    static func pluralLowercase(_ word: String) -> String {
        if let irregular = SpanishWords.irregular[word] { return irregular }
        guard let last = word.last else { return word }
        let nuclei = Syllables.nuclei(of: word)
        switch last {
        case "a", "e", "i", "o", "u", "á", "é", "ó":
            return word + "s"
        case "í", "ú":
            return word + "es"
        case "y":
            // rey → reyes; a `y` after a consonant is rare (loanwords): -s.
            return word.dropLast().last.map(Syllables.isVowel) == true ? word + "es" : word + "s"
        case "s", "x":
            // Unstressed last syllable: invariant (lunes, crisis, tórax); stressed or one syllable: -es.
            guard nuclei.count == 1 || Syllables.stressedNucleus(of: word, nuclei: nuclei) == nuclei.count - 1 else { return word }
            return removingFinalAccent(word) + "es"
        case "z":
            return word.dropLast() + "ces"
        case "n":
            if nuclei.count > 1, Syllables.accentedIndex(in: word) == nil {
                // Llana in -n: the stress falls on the third syllable from the end once -es is added.
                return Syllables.addingAccent(to: word, nucleus: nuclei[nuclei.count - 2]) + "es"
            }
            return removingFinalAccent(word) + "es"
        case "l", "r", "d", "j":
            return word + "es"
        case "h" where word.hasSuffix("ch"):
            return word + "es"
        default:
            return word + "s"
        }
    }

    /// The word without the written accent of its last syllable (camión → camion), unless the
    /// accent marks a hiatus (país, raíz keep it).
    private static func removingFinalAccent(_ word: String) -> String {
        var characters = Array(word)
        let nuclei = Syllables.nuclei(of: word)
        guard let accented = Syllables.accentedIndex(in: word), let lastNucleus = nuclei.last, lastNucleus.contains(accented) else { return word }
        let character = characters[accented]
        if character == "í" || character == "ú" {
            let neighbours = [accented - 1, accented + 1].filter { characters.indices.contains($0) }.map { characters[$0] }
            if neighbours.contains(where: Syllables.isStrongVowel) { return word }
        }
        characters[accented] = Syllables.withoutAccent(character)
        return String(characters)
    }
}

/// Spanish syllable nuclei and written accents, as far as plurals need them.
enum Syllables {
    static func isVowel(_ character: Character) -> Bool { "aeiouáéíóúü".contains(character) }
    static func isStrongVowel(_ character: Character) -> Bool { "aeoáéóíú".contains(character) }

    /// The vowel groups that form syllables, as character index ranges: two strong vowels (or an
    /// accented í/ú) are two syllables, a weak vowel joins its neighbour; the silent `u` of
    /// `que`/`qui`/`gue`/`gui` is no vowel.
    static func nuclei(of word: String) -> [ClosedRange<Int>] {
        let characters = Array(word)
        var result: [ClosedRange<Int>] = []
        var start: Int?
        var previousStrong = false
        for (index, character) in characters.enumerated() {
            let silentU = character == "u" && index > 0 && (characters[index - 1] == "q" || characters[index - 1] == "g")
                && index + 1 < characters.count && "eiéí".contains(characters[index + 1])
            guard isVowel(character), !silentU else {
                if let begin = start { result.append(begin...(index - 1)) }
                start = nil
                continue
            }
            let strong = isStrongVowel(character)
            if let begin = start, strong, previousStrong {
                result.append(begin...(index - 1))
                start = index
            } else if start == nil {
                start = index
            }
            previousStrong = strong
        }
        if let begin = start { result.append(begin...(characters.count - 1)) }
        return result
    }

    /// The index of the character with a written accent, if any.
    static func accentedIndex(in word: String) -> Int? {
        Array(word).firstIndex { "áéíóú".contains($0) }
    }

    /// Which nucleus is stressed: the accented one, else the last but one for words ending in a
    /// vowel, `n` or `s`, else the last.
    static func stressedNucleus(of word: String, nuclei: [ClosedRange<Int>]) -> Int {
        if let accented = accentedIndex(in: word), let index = nuclei.firstIndex(where: { $0.contains(accented) }) { return index }
        guard let last = word.last, nuclei.count > 1 else { return nuclei.count - 1 }
        return isVowel(last) || last == "n" || last == "s" ? nuclei.count - 2 : nuclei.count - 1
    }

    /// The word with a written accent on the stressed vowel of a nucleus (the strong vowel, or the
    /// second of two weak ones).
    static func addingAccent(to word: String, nucleus: ClosedRange<Int>) -> String {
        var characters = Array(word)
        let vowels = nucleus.filter { isVowel(characters[$0]) }
        guard let target = vowels.first(where: { isStrongVowel(characters[$0]) }) ?? vowels.last else { return word }
        characters[target] = withAccent(characters[target])
        return String(characters)
    }

    static func withAccent(_ vowel: Character) -> Character {
        switch vowel {
        case "a": "á"
        case "e": "é"
        case "i": "í"
        case "o": "ó"
        case "u": "ú"
        default: vowel
        }
    }

    static func withoutAccent(_ vowel: Character) -> Character {
        switch vowel {
        case "á": "a"
        case "é": "e"
        case "í": "i"
        case "ó": "o"
        case "ú": "u"
        default: vowel
        }
    }
}
