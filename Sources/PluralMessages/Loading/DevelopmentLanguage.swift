import Foundation
import PluralLocalization

/// The development language of a table, by one stated rule (every command follows it):
///
/// 1. the language given (`--development-language`, or the `developmentLanguage:` argument);
/// 2. the bundle's `CFBundleDevelopmentRegion` (its `Info.plist`, or one beside or above the
///    `.lproj` folders; build-setting placeholders such as `$(DEVELOPMENT_LANGUAGE)` do not count);
///    for Android resources, the `tools:locale` of the default `values` folder's `<resources>`;
/// 3. a catalog's `sourceLanguage`;
/// 4. English: `en`; for Android's `values` folder `en` (not a `values-en-rGB` beside it); else an
///    `en-*` variant (``englishVariant(in:)``: `en-US`, else the shortest then first), else `en` when the table has a `Base.lproj`
///    (Xcode's default development language);
/// 5. else the most complete language (the most keys; the first by name on a tie).
///
/// Steps 4 and 5 are guesses: loading then records a note naming the choice (``MessageTable/notes``),
/// except for a table with `en`.
///
/// The choice is then resolved, once, to one of the table's languages (``member(_:in:englishFallback:)``):
/// `en` is the table's `en-GB` when it has no `en`, `pt_BR` its `pt-BR`. Every tool reads
/// ``MessageTable/developmentLanguage`` as loading left it.
enum DevelopmentLanguage {
    /// The language, and the note that says it was guessed (nil when it was stated).
    static func choose(stated: String?, bundleRegion: String?, catalogSource: String?,
                       keyCounts: [String: Int], hasBase: Bool, baseIsAndroid: Bool = false, tableName: String) -> (language: String?, note: TableNote?) {
        if let stated { return (stated, nil) }
        if let bundleRegion { return (bundleRegion, nil) }
        if let catalogSource { return (catalogSource, nil) }
        let languages = keyCounts.keys.sorted()
        if languages.contains("en") { return ("en", nil) }
        // Android's `values` folder is a language of its own, English by default: a `values-b+en+001`
        // beside it is another English, not the default's.
        if hasBase, baseIsAndroid {
            return ("en", .guessedDevelopmentLanguage(table: tableName, language: "en", .englishForAndroidDefault))
        }
        if let english = englishVariant(in: languages) {
            return (english, .guessedDevelopmentLanguage(table: tableName, language: english, .english))
        }
        if hasBase {
            return ("en", .guessedDevelopmentLanguage(table: tableName, language: "en", baseIsAndroid ? .englishForAndroidDefault : .englishForBase))
        }
        guard let complete = languages.max(by: { (keyCounts[$0]!, $1) < (keyCounts[$1]!, $0) }) else { return (nil, nil) }
        return (complete, .guessedDevelopmentLanguage(table: tableName, language: complete, .mostComplete(keys: keyCounts[complete]!)))
    }

    /// The table's language a development language stands for: itself, the same tag spelled
    /// otherwise (`pt_BR` for `pt-BR`), else the same language (the plain one, `en` for `en-US`,
    /// else the first by name); with `englishFallback`, else English (`en`, else ``englishVariant(in:)``);
    /// else `nil`. Tags are read by `LanguageIdentifier`, the package's one tag parser.
    static func member(_ development: String?, in languages: [String], englishFallback: Bool = true) -> String? {
        let identified = languages.sorted().map { ($0, LanguageIdentifier($0)) }
        if let development {
            if languages.contains(development) { return development }
            if let wanted = LanguageIdentifier(development) {
                if let same = identified.first(where: { $0.1 == wanted }) { return same.0 }
                let sameLanguage = identified.filter { $0.1?.language == wanted.language }
                if let plain = sameLanguage.first(where: { $0.1?.script == nil && $0.1?.region == nil }) ?? sameLanguage.first { return plain.0 }
            }
        }
        guard englishFallback else { return nil }
        if languages.contains("en") { return "en" }
        return englishVariant(in: languages)
    }

    /// The English a table without `en` is written in: `en-US` (`en_US`), English's likely region in
    /// CLDR and the source locale of tools that write `en_US` beside `en_GB` (i18next-parser, Crowdin),
    /// else the shortest `en-*` tag, the first by name on a tie.
    static func englishVariant(in languages: [String]) -> String? {
        let english = languages.compactMap { language in LanguageIdentifier(language).flatMap { $0.language == "en" ? (language, $0) : nil } }
        if let american = english.filter({ $0.1.region == "US" && $0.1.script == nil }).map(\.0).min(by: { ($0.count, $0) < ($1.count, $1) }) { return american }
        return english.map(\.0).min { ($0.count, $0) < ($1.count, $1) }
    }

    /// `CFBundleDevelopmentRegion` of a bundle's `Info.plist` (a built bundle's, or one beside
    /// or above the `.lproj` folders); build-setting placeholders do not count.
    static func region(ofBundle bundle: URL) -> String? {
        for candidate in ["Info.plist", "Contents/Info.plist", "../Info.plist"] {
            let url = bundle.appendingPathComponent(candidate)
            guard let data = try? Data(contentsOf: url),
                  let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
                  let region = plist["CFBundleDevelopmentRegion"] as? String, !region.contains("$("),
                  LanguageIdentifier.isWellFormedTag(region)
            else { continue }
            return region
        }
        return nil
    }
}
