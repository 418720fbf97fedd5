/// Number agreement of a phrase, as Foundation's automatic grammar agreement gives it for the
/// languages this package inflects (``inflectedLanguages``: English and Spanish).
///
/// ```swift
/// PhraseInflection.inflect("3 paused item", to: .plural, language: "en")   // "3 paused items"
/// PhraseInflection.inflect("3 nueva tarea", to: .plural, language: "es")   // "3 nuevas tareas"
/// ```
///
/// Phrases are written in the singular, as Xcode extracts them from `^[\(count) Task](inflect: true)`:
/// the singular leaves them as written, the plural inflects them. An English phrase written in the
/// plural ("Tasks") is recognised and put in the singular for the singular; a Spanish one is left as written.
public enum PhraseInflection {
    /// The languages this package inflects, by base language (every region and script of them).
    public static let inflectedLanguages: [String] = ["en", "es"]

    /// The languages Apple's `InflectionRule.canInflect(language:)` answers `true` for, as far as
    /// this package knows (English and Spanish since iOS 15 and macOS 12 (Foundation's release
    /// notes); French, German, Italian and Brazilian Portuguese in later releases, shown in Apple's
    /// WWDC 2023 session "Unlock the power of grammatical agreement"). In other languages Apple
    /// shows the phrase as written, markup removed.
    public static let appleInflectedLanguages: [String] = ["en", "es", "fr", "de", "it", "pt"]

    /// Whether this package inflects a language (`en`, `en-GB`, `es-419`).
    public static func canInflect(language: String) -> Bool {
        inflectedLanguages.contains(baseLanguage(of: language))
    }

    /// Whether Apple's Foundation inflects a language (``appleInflectedLanguages``).
    public static func appleCanInflect(language: String) -> Bool {
        appleInflectedLanguages.contains(baseLanguage(of: language))
    }

    /// The phrase agreeing with a grammatical number; `nil` when the language is not one this
    /// package inflects. The singular (and a number the language does not mark) gives the phrase as
    /// written; the plural numbers give its plural.
    public static func inflect(_ phrase: String, to number: GrammaticalNumber, language: String) -> String? {
        let base = baseLanguage(of: language)
        guard inflectedLanguages.contains(base) else { return nil }
        switch (base, number) {
        case ("en", .singular): return English.singularizing(phrase) ?? phrase
        case (_, .singular): return phrase
        case ("en", _): return English.pluralizing(phrase) ?? phrase
        case ("es", _): return Spanish.pluralizing(phrase) ?? phrase
        default: return nil
        }
    }

    /// A dependent phrase (`^[listo](agreeWithArgument: 2)`: an adjective or participle agreeing
    /// with another argument's number); `nil` when the language is not inflected here. English
    /// adjectives do not agree, so an English phrase stays as written; a Spanish one takes the
    /// plural word by word ("listo" → "listos").
    public static func agree(_ dependent: String, with number: GrammaticalNumber, language: String) -> String? {
        switch (baseLanguage(of: language), number) {
        case ("en", _), ("es", .singular): dependent
        case ("es", _): Spanish.pluralizing(dependent) ?? dependent
        default: nil
        }
    }

    /// The plural of one word, as ``inflect(_:to:language:)`` inflects a phrase's noun; `nil` when
    /// the language is not inflected here.
    public static func plural(ofWord word: String, language: String) -> String? {
        switch baseLanguage(of: language) {
        case "en": English.plural(of: word)
        case "es": PhraseToken.matchingCase(of: word, Spanish.pluralLowercase(word.lowercased()))
        default: nil
        }
    }

    private static func baseLanguage(of identifier: String) -> String {
        String(identifier.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }
}
