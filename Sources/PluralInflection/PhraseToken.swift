/// A piece of a phrase: a word (letters, with `-` or `'` between letters) or anything else
/// (spaces, digits, punctuation), so a phrase is inflected word by word and put back as it was.
struct PhraseToken: Hashable {
    var text: String
    let isWord: Bool

    /// The tokens of a phrase; joined, they give the phrase back.
    static func split(_ phrase: String) -> [PhraseToken] {
        var tokens: [PhraseToken] = []
        var current = ""
        var inWord = false
        let characters = Array(phrase)
        for (index, character) in characters.enumerated() {
            let joinsWord = (character == "-" || character == "'" || character == "’") && inWord
                && index + 1 < characters.count && characters[index + 1].isLetter
            let isWordCharacter = character.isLetter || joinsWord
            if isWordCharacter != inWord, !current.isEmpty {
                tokens.append(PhraseToken(text: current, isWord: inWord))
                current = ""
            }
            inWord = isWordCharacter
            current.append(character)
        }
        if !current.isEmpty { tokens.append(PhraseToken(text: current, isWord: inWord)) }
        return tokens
    }

    /// `inflected` (lowercase) with the capitals of `original`: all capitals stay all capitals, a
    /// capital first letter stays; the letters the two share keep `original`'s spelling ("iPhone" → "iPhones").
    static func matchingCase(of original: String, _ inflected: String) -> String {
        let lower = original.lowercased()
        if lower == inflected { return original }
        let isAllCapitals = original.count > 1 && original == original.uppercased() && original != lower
        let originalCharacters = Array(original), lowerCharacters = Array(lower), inflectedCharacters = Array(inflected)
        guard originalCharacters.count == lowerCharacters.count else {
            // A letter whose lowercase is longer (İ): keep it simple.
            return isAllCapitals ? inflected.uppercased() : inflected
        }
        var shared = 0
        while shared < lowerCharacters.count, shared < inflectedCharacters.count, lowerCharacters[shared] == inflectedCharacters[shared] { shared += 1 }
        let rest = String(inflectedCharacters[shared...])
        var result = String(originalCharacters[..<shared]) + (isAllCapitals ? rest.uppercased() : rest)
        if shared == 0, let first = originalCharacters.first, first.isUppercase, !isAllCapitals {
            result = result.prefix(1).uppercased() + result.dropFirst()
        }
        return result
    }
}
