import ArgumentParser
import CLDRPlural
import Foundation
import ICUPlural
import PluralCore

/// "Did you mean" for misspelled subcommands and locales: `catgories` → `categories`, `english` → `en`.
enum Suggestions {
    /// The subcommands' names.
    static let commandNames: [String] = ICUPluralCommand.configuration.subcommands.map {
        $0.configuration.commandName ?? String(describing: $0).lowercased()
    }

    /// The subcommand `word` is probably a misspelling of, or `nil`: within two edits for words of four
    /// letters or more (`catgories`, `bach`, `rnage`).
    static func command(for word: String) -> String? {
        let lowered = word.lowercased()
        guard lowered.count >= 4, lowered.count <= 20 else { return nil }
        return closest(to: lowered, among: commandNames, within: 2)
    }

    /// Languages with plural data in either engine, with their English names (from Foundation's CLDR data).
    private static let languages: [(code: String, name: String)] = {
        let codes = Set(((try? ICUPluralData.locales(for: .cardinal)) ?? []) + CLDRPluralData.locales(for: .cardinal))
            .filter { !$0.contains("_") && $0 != "root" }
        let english = Locale(identifier: "en")
        return codes.sorted().map { code in (code, english.localizedString(forLanguageCode: code)?.lowercased() ?? code) }
    }()

    /// A language close to `identifier`, as `'en' (English)`, or `nil`: an English language name
    /// (`english`, `Russian`, `portugese`) or a code one edit away (`eng`, `rus`). Only a word of three
    /// ASCII letters or more gets one: too many codes are one edit from any two letters.
    static func locale(for identifier: String) -> String? {
        let lowered = identifier.lowercased()
        // Only a lone word: "en-x-foo" or "xx_YY" are identifiers, not misspelled names.
        guard lowered.count >= 3, lowered.count <= 40, lowered.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let match: String?
        if let exact = languages.first(where: { $0.name == lowered }) {
            match = exact.code
        } else if let name = closest(to: lowered, among: languages.map(\.name), within: lowered.count <= 5 ? 1 : 2) {
            match = languages.first { $0.name == name }?.code
        } else {
            match = closest(to: lowered, among: languages.map(\.code), within: 1)
        }
        guard let code = match else { return nil }
        let name = Locale(identifier: "en").localizedString(forLanguageCode: code) ?? code
        return "'\(code)' (\(name))"
    }

    /// " did you mean 'en' (English)?" for a locale without data, or an empty string.
    static func localeHint(for identifier: String) -> String {
        locale(for: identifier).map { "; did you mean \($0)?" } ?? ""
    }

    /// The candidate with the fewest edits from `word`, if within `limit` (the first of equals).
    static func closest(to word: String, among candidates: [String], within limit: Int) -> String? {
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where abs(candidate.count - word.count) <= limit {
            let distance = editDistance(word, candidate)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// Levenshtein distance, with a swap of neighbours counted as one edit (`catgeories`).
    static func editDistance(_ left: String, _ right: String) -> Int {
        let a = Array(left), b = Array(right)
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { current[j] = min(current[j], previous2[j - 2] + 1) }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
