import Foundation

/// A string catalog (`.xcstrings`) generated deterministically, laid out as Xcode writes one: plain
/// strings, whole-string plural variations and substitutions, in eight languages, some entries
/// untranslated. Generated rather than committed, so the repository carries no large file.
public enum GeneratedCatalog {
    /// The languages of every entry; the first is the source language.
    public static let languages = ["en", "ru", "ar", "fr", "pl", "de", "ja", "uk"]

    /// Plural categories by language (those the language's rules select).
    static let categories: [String: [String]] = [
        "en": ["one", "other"], "ru": ["one", "few", "many", "other"], "ar": ["zero", "one", "two", "few", "many", "other"],
        "fr": ["one", "many", "other"], "pl": ["one", "few", "many", "other"], "de": ["one", "other"], "ja": ["other"],
        "uk": ["one", "few", "many", "other"], "es": ["one", "many", "other"], "it": ["one", "many", "other"],
        "pt": ["one", "many", "other"], "nl": ["one", "other"], "sv": ["one", "other"], "cs": ["one", "few", "many", "other"],
        "tr": ["one", "other"], "ko": ["other"], "zh": ["other"], "he": ["one", "two", "other"], "ro": ["one", "few", "other"],
        "hu": ["one", "other"], "hr": ["one", "few", "other"], "lt": ["one", "few", "many", "other"],
        "cy": ["zero", "one", "two", "few", "many", "other"],
    ]

    /// The categories of a language's base (`ru-001` has `ru`'s).
    static func categories(of language: String) -> [String] {
        categories[String(language.prefix { $0 != "-" })]!
    }

    /// Twenty-three languages, as a real app's large catalog has (the first eight are ``languages``).
    public static let manyLanguages = languages + ["es", "it", "pt-BR", "nl", "sv", "cs", "tr", "ko", "zh-Hans", "he", "ro", "hu", "hr", "lt", "cy"]

    /// `count` languages: ``manyLanguages``, then the same languages in numbered regions (`ru-001`),
    /// which have their language's plural rules.
    public static func languages(count: Int) -> [String] {
        (0..<count).map { index in
            let base = manyLanguages[index % manyLanguages.count]
            return index < manyLanguages.count ? base : base + "-" + String(1000 + index / manyLanguages.count).dropFirst()
        }
    }

    /// The catalog's JSON: keys are added until it holds at least `bytes` bytes.
    public static func json(bytes target: Int) -> Data {
        json(bytes: target, languages: languages)
    }

    /// The catalog's JSON in these languages (the first is the source language): keys are added until
    /// it holds at least `bytes` bytes.
    public static func json(bytes target: Int, languages: [String]) -> Data {
        var out = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        var index = 0
        while out.utf8.count < target {
            if index > 0 { out += ",\n" }
            out += entry(index, languages: languages)
            index += 1
        }
        out += "\n  },\n  \"version\" : \"1.0\"\n}\n"
        return Data(out.utf8)
    }

    /// The keys `json(bytes:)` writes for a catalog of that size, in order (for lookups in benchmarks).
    public static func key(_ index: Int) -> String {
        switch index % 10 {
        case 0, 1, 2: "items.count.\(index) %lld"
        case 3: "photos.in.album.\(index)"
        default: "screen.\(index / 7).label.\(index)"
        }
    }

    private static func unit(_ value: String, state: String = "translated", indent: String) -> String {
        "\(indent)\"stringUnit\" : {\n\(indent)  \"state\" : \"\(state)\",\n\(indent)  \"value\" : \"\(value)\"\n\(indent)}"
    }

    private static func entry(_ index: Int, languages: [String]) -> String {
        let key = key(index)
        var localizations: [String] = []
        for (position, language) in languages.enumerated() {
            // Every 13th entry is not yet translated beyond the source language.
            if position > 0 && index % 13 == 0 { continue }
            let state = position > 0 && index % 17 == 0 ? "needs_review" : "translated"
            let body: String
            switch index % 10 {
            case 0, 1, 2:
                let forms = categories(of: language).map { category in
                    "            \"\(category)\" : {\n\(unit("%lld \(language) item \(category) \(index)", state: state, indent: "              "))\n            }"
                }
                body = "          \"variations\" : {\n            \"plural\" : {\n\(forms.joined(separator: ",\n"))\n            }\n          }"
            case 3:
                let forms = categories(of: language).map { category in
                    "                    \"\(category)\" : {\n\(unit("%arg photo \(category) \(language)", state: state, indent: "                      "))\n                    }"
                }
                body = unit("%1$@ has %2$#@photos@ (\(language))", state: state, indent: "          ") + ",\n"
                    + "          \"substitutions\" : {\n            \"photos\" : {\n              \"argNum\" : 2,\n"
                    + "              \"formatSpecifier\" : \"lld\",\n              \"variations\" : {\n                \"plural\" : {\n"
                    + forms.joined(separator: ",\n") + "\n                }\n              }\n            }\n          }"
            default:
                body = unit("Label \(index) of screen \(index / 7) in \(language), with some words", state: state, indent: "          ")
            }
            localizations.append("        \"\(language)\" : {\n\(body)\n        }")
        }
        return "    \"\(key)\" : {\n      \"localizations\" : {\n\(localizations.joined(separator: ",\n"))\n      }\n    }"
    }
}
