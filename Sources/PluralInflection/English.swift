/// English number agreement: the head noun of a phrase takes its plural.
///
/// The head is the last word before a word that ends the noun phrase ("3 items left", "2 files in
/// the folder"): adjectives before it stay ("new messages"), as English adjectives do not agree.
/// Plurals come from ``EnglishWords``' exceptions, then the spelling rules (`-y` after a
/// consonant `-ies`, sibilants `-es`, the rest `-s`).
enum English {
    /// The phrase with its head noun in the plural (`nil` when it has no word to inflect); a head
    /// already in the plural ("3 Tasks") stays.
    static func pluralizing(_ phrase: String) -> String? {
        inflectingHead(of: phrase) { word in singular(of: word) == nil ? plural(of: word) : word }
    }

    /// The phrase with a head noun written in the plural put in the singular ("1 Tasks" → "1 Task");
    /// a head in the singular stays.
    static func singularizing(_ phrase: String) -> String? {
        inflectingHead(of: phrase) { word in singular(of: word) ?? word }
    }

    /// The phrase with its head noun replaced by `transform(head)`.
    private static func inflectingHead(of phrase: String, _ transform: (String) -> String) -> String? {
        let tokens = PhraseToken.split(phrase)
        var head: Int?
        for (index, token) in tokens.enumerated() where token.isWord {
            let lower = token.text.lowercased()
            if head != nil, EnglishWords.phraseBreaks.contains(lower) || isTrailingParticiple(lower) { break }
            head = index
        }
        guard let head else { return nil }
        var result = tokens
        result[head].text = transform(tokens[head].text)
        return result.map(\.text).joined()
    }

    /// The singular of a word written in the plural, its capitals kept; `nil` when the word does
    /// not read as a plural (an invariant noun, a singular in `-s` such as "bus", a singular).
    static func singular(of word: String) -> String? {
        let lower = word.lowercased()
        guard !EnglishWords.invariant.contains(lower), !EnglishWords.singularInS.contains(lower) else { return nil }
        if let singular = EnglishWords.irregularSingulars[lower] { return PhraseToken.matchingCase(of: word, singular) }
        // Acronyms: "IDs", "URLs".
        if word.count >= 3, word.count <= 5, word.last == "s", word.dropLast().allSatisfy({ $0.isUppercase }) { return String(word.dropLast()) }
        if lower.contains("-") {
            var parts = word.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
            let lowerParts = parts.map { $0.lowercased() }
            let firstWord = lowerParts.dropFirst().dropLast().contains { ["in", "of", "at"].contains($0) }
                || EnglishWords.firstWordPlurals.contains { $0.hasSuffix("-" + lowerParts[lowerParts.count - 1]) && lowerParts.count == 2 }
            let index = firstWord ? 0 : parts.count - 1
            // Short last words are particles made nouns ("check-ins", "pop-ups").
            let part = parts[index], shortSingular = String(part.dropLast())
            let shortPlural = part.count <= 3 && part.hasSuffix("s") && pluralLowercase(shortSingular.lowercased()) == part.lowercased()
            guard let singular = singular(of: part) ?? (shortPlural ? shortSingular : nil) else { return nil }
            parts[index] = singular
            return parts.joined(separator: "-")
        }
        if !EnglishWords.regularDespiteHead.contains(lower) {
            for (singular, plural) in EnglishWords.irregularHeads where lower.count > plural.count && lower.hasSuffix(plural) {
                return PhraseToken.matchingCase(of: word, lower.dropLast(plural.count) + singular)
            }
        }
        guard lower.count > 3, lower.hasSuffix("s"), !lower.hasSuffix("ss"), !lower.hasSuffix("us"), !lower.hasSuffix("is") else { return nil }
        // The candidates a regular plural comes from, checked by pluralizing them back.
        // The most particular ending first: "boxes" is "box" before "boxe".
        var candidates: [String] = []
        if lower.hasSuffix("ses"), EnglishWords.nounsInSis.contains(lower.dropLast(2) + "is") { candidates.append(lower.dropLast(2) + "is") }
        if lower.hasSuffix("ies") { candidates.append(EnglishWords.nounsInIe.contains(String(lower.dropLast())) ? String(lower.dropLast()) : lower.dropLast(3) + "y") }
        if lower.hasSuffix("ves") { candidates += [lower.dropLast(3) + "f", lower.dropLast(3) + "fe"] }
        // "-es" after a sibilant or an o (boxes, buses, heroes); else the e is the word's own (mongooses, pages).
        let stem = String(lower.dropLast(2))
        if lower.hasSuffix("es"), ["x", "z", "ch", "sh", "ss", "us", "as", "is", "o"].contains(where: stem.hasSuffix) || EnglishWords.singularInS.contains(stem) {
            candidates.append(stem)
        }
        candidates.append(String(lower.dropLast()))
        guard let singular = candidates.first(where: { pluralLowercase($0) == lower && EnglishWords.irregular[$0] == nil }) else { return nil }
        let isAcronym = word.count <= 4 && word.dropLast() == word.dropLast().uppercased() && word.last == "s"
        return isAcronym ? String(word.dropLast()) : PhraseToken.matchingCase(of: word, singular)
    }

    /// A participle after the noun ("3 files selected"): a long word in `-ed` (not `-eed`: speed, seed).
    private static func isTrailingParticiple(_ word: String) -> Bool {
        word.count > 4 && word.hasSuffix("ed") && !word.hasSuffix("eed")
    }

    /// The plural of a word as written, its capitals kept ("Task" → "Tasks", "PDF" → "PDFs", "Child" → "Children").
    static func plural(of word: String) -> String {
        let lower = word.lowercased()
        // Short all-capital words are acronyms: their plural takes a small s (URLs, IDs).
        if word.count <= 3, word == word.uppercased(), word != lower { return word + "s" }
        return PhraseToken.matchingCase(of: word, pluralLowercase(lower))
    }

    /// The plural of a lowercase word.
    static func pluralLowercase(_ word: String) -> String {
        if EnglishWords.invariant.contains(word) { return word }
        if let irregular = EnglishWords.irregular[word] { return irregular }
        if word.contains("-") { return hyphenatedPlural(word) }
        if !EnglishWords.regularDespiteHead.contains(word) {
            for (singular, plural) in EnglishWords.irregularHeads where word.count > singular.count && word.hasSuffix(singular) {
                return word.dropLast(singular.count) + plural
            }
            for invariant in ["fish", "sheep", "deer", "craft", "ware"] where word.hasSuffix(invariant) {
                return word
            }
        }
        if word.hasSuffix("sis") { return word.dropLast(2) + "es" }  // analysis → analyses
        let last = word.last ?? " "
        let beforeLast = word.dropLast().last ?? " "
        switch last {
        case "y" where !isVowel(beforeLast) || word.hasSuffix("quy"):
            return word.dropLast() + "ies"
        case "o" where EnglishWords.takesOes.contains(word):
            return word + "es"
        case "f" where EnglishWords.takesVes.contains(word):
            return word.dropLast() + "ves"
        case "e" where beforeLast == "f" && EnglishWords.takesVes.contains(word):
            return word.dropLast(2) + "ves"
        case "s", "x", "z":
            return word + "es"
        case "h" where (beforeLast == "c" && !EnglishWords.hardCh.contains(word)) || beforeLast == "s":
            return word + "es"
        default:
            return word + "s"
        }
    }

    /// `mother-in-law` → `mothers-in-law`, `runner-up` → `runners-up`, `check-in` → `check-ins`.
    private static func hyphenatedPlural(_ word: String) -> String {
        var parts = word.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        let firstWord = EnglishWords.firstWordPlurals.contains(word)
            || parts.dropFirst().dropLast().contains { ["in", "of", "at"].contains($0) }
        let index = firstWord ? 0 : parts.count - 1
        guard !parts[index].isEmpty else { return word }
        parts[index] = pluralLowercase(parts[index])
        return parts.joined(separator: "-")
    }

    private static func isVowel(_ character: Character) -> Bool { "aeiou".contains(character) }
}
