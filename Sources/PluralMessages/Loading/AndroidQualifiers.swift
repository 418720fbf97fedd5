import PluralLocalization

/// The language of an Android `values[-qualifiers]` folder, and the folder of a language: the one
/// place that maps Android's resource qualifiers to BCP 47 tags and back.
///
/// - `values`: the default resources, whose language is the development language (see
///   ``DevelopmentLanguage``: `--development-language`, else the `tools:locale` of the default
///   `<resources>`, else English); like `Base.lproj`, its messages stand for that language where a
///   folder of its own (`values-en`) lacks them.
/// - `values-ru` is `ru`; `values-zh-rTW` is `zh-TW`; `values-b+sr+Latn` is `sr-Latn` (BCP 47 with
///   `+` for `-`); the legacy codes `iw`, `in`, `ji` are `he`, `id`, `yi`.
/// - Any other qualifier (`values-night`, `values-v21`, `values-land`, `values-ru-night`) is a
///   configuration, not a language: such folders are not read (and are listed as skipped).
enum AndroidQualifiers: Hashable, Sendable {
    /// `values`: the default language.
    case defaultLanguage
    /// A folder of one language and nothing else.
    case language(String)
    /// A folder with qualifiers other than a language (`night`, `v21`), which are given.
    case configuration([String])

    /// Android's legacy language codes and the codes BCP 47 uses.
    static let legacyCodes = ["iw": "he", "in": "id", "ji": "yi"]

    /// The qualifiers of a folder's name; `nil` when the name is not `values` or `values-…`.
    init?(folderName name: String) {
        guard name == "values" || name.hasPrefix("values-") else { return nil }
        let parts = name.split(separator: "-", omittingEmptySubsequences: false).dropFirst().map(String.init)
        if parts.isEmpty {
            self = .defaultLanguage
            return
        }
        if parts.count == 1, parts[0].hasPrefix("b+") {
            let subtags = parts[0].dropFirst(2).split(separator: "+", omittingEmptySubsequences: false).map(String.init)
            guard let tag = Self.tag(subtags) else { self = .configuration(parts); return }
            self = .language(tag)
            return
        }
        guard parts.count <= 2, Self.isLanguageCode(parts[0]) else { self = .configuration(parts); return }
        var subtags = [parts[0]]
        if parts.count == 2 {
            let region = parts[1]
            guard region.count == 3, region.hasPrefix("r"), region.dropFirst().allSatisfy({ $0.isASCII && $0.isUppercase }) else {
                self = .configuration(parts)
                return
            }
            subtags.append(String(region.dropFirst()))
        }
        guard let tag = Self.tag(subtags) else { self = .configuration(parts); return }
        self = .language(tag)
    }

    /// A language code as Android writes one: two or three lower-case letters.
    private static func isLanguageCode(_ part: String) -> Bool {
        (2...3).contains(part.count) && part.allSatisfy { $0.isASCII && $0.isLowercase }
    }

    /// The BCP 47 tag of subtags, the legacy language codes replaced; `nil` when not a well-formed tag.
    private static func tag(_ subtags: [String]) -> String? {
        guard let first = subtags.first, isLanguageCode(first.lowercased()) else { return nil }
        let tag = ([legacyCodes[first.lowercased()] ?? first.lowercased()] + subtags.dropFirst()).joined(separator: "-")
        return FileLanguage.isLanguage(tag) ? tag : nil
    }

    /// The folder a language's resources are written in: `values-ru`, `values-zh-rTW`,
    /// `values-b+sr+Latn` (every tag that is not a language with at most a two-letter region);
    /// `he`, `id`, `yi` as `iw`, `in`, `ji`, the codes every Android version reads.
    ///
    /// aapt2 reads `b+lang[+Script][+REGION][+variant]` only: what else a tag has (an extension
    /// `-u-ca-gregory`, private use `-x-…`, a second variant) is left out of the folder and given
    /// in `dropped` (`nil` when nothing was).
    static func folderName(forLanguage language: String) -> (folder: String, dropped: String?) {
        let subtags = language.replacingOccurrences(of: "_", with: "-").split(separator: "-").map(String.init)
        guard var code = subtags.first?.lowercased() else { return ("values", nil) }
        if let legacy = legacyCodes.first(where: { $0.value == code })?.key { code = legacy }
        var rest = Array(subtags.dropFirst())
        var kept: [String] = []
        var hasRegion = false, hasVariant = false
        while let subtag = rest.first {
            let isAlphanumeric = subtag.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            let startsWithDigit = subtag.first?.isNumber == true
            if kept.isEmpty, !hasRegion, subtag.count == 4, !startsWithDigit, subtag.allSatisfy(\.isASCIILetter) {
                kept.append(subtag)
            } else if !hasRegion, !hasVariant, (subtag.count == 2 && subtag.allSatisfy(\.isASCIILetter)) || (subtag.count == 3 && subtag.allSatisfy(\.isASCIIDigit)) {
                kept.append(subtag)
                hasRegion = true
            } else if !hasVariant, isAlphanumeric, (5...8).contains(subtag.count) || (subtag.count == 4 && startsWithDigit) {
                kept.append(subtag)
                hasVariant = true
            } else {
                break
            }
            rest.removeFirst()
        }
        let dropped = rest.isEmpty ? nil : rest.joined(separator: "-")
        if isLanguageCode(code), kept.isEmpty { return ("values-\(code)", dropped) }
        if isLanguageCode(code), kept.count == 1, hasRegion, kept[0].count == 2 {
            return ("values-\(code)-r\(kept[0].uppercased())", dropped)
        }
        return ("values-b+" + ([code] + kept).joined(separator: "+"), dropped)
    }
}

private extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
    var isASCIIDigit: Bool { isASCII && isNumber }
}
