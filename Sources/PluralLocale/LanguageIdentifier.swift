/// A language identifier reduced to what localization matching needs: language, script and region.
///
/// Reads BCP-47 (`en-GB`, `zh-Hant-HK`) and ICU or POSIX forms (`en_GB`, `sr_RS@latin`,
/// `pt_BR.UTF-8`) alike, in any letter case, and the legacy English names of old `.lproj` folders
/// (`English.lproj`, `German.lproj`). Variants and extensions (`-u-ca-buddhist`, `@calendar=…`) are
/// dropped: they never choose a localization.
///
/// ```swift
/// LanguageIdentifier("EN_gb")?.description        // "en-GB"
/// LanguageIdentifier("zh-hant-hk")?.description   // "zh-Hant-HK"
/// LanguageIdentifier("zh_TW")?.effectiveScript    // "Hant"
/// ```
public struct LanguageIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// The language subtag, lowercased (`en`, `zh`, `yue`).
    public let language: String
    /// The script subtag in title case (`Hant`), when written.
    public let script: String?
    /// The region subtag, uppercased (`GB`) or three digits (`419`), when written.
    public let region: String?

    /// Parses an identifier; `nil` when it does not start with a 2–3 letter language subtag
    /// (or a legacy name such as `English`), and for `C`, `POSIX` and `Base`.
    public init?(_ text: some StringProtocol) {
        var body = Substring(text)
        // POSIX locale names: "pt_BR.UTF-8", "sr_RS@latin". The modifier may name a script.
        var modifierScript: String?
        if let at = body.firstIndex(of: "@") {
            let modifier = body[body.index(after: at)...].lowercased()
            if modifier == "latin" { modifierScript = "Latn" } else if modifier == "cyrillic" { modifierScript = "Cyrl" }
            body = body[..<at]
        }
        if let dot = body.firstIndex(of: ".") { body = body[..<dot] }
        let subtags = body.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }
        guard let first = subtags.first, !first.isEmpty else { return nil }
        let lowered = first.lowercased()
        if lowered == "c" || lowered == "posix" || lowered == "base" { return nil }
        var language: String
        if let legacy = Self.legacyNames[lowered], subtags.count == 1 {
            language = legacy
        } else {
            guard (2...3).contains(first.count), first.allSatisfy(\.isASCIILetter) else { return nil }
            language = lowered
        }
        var script: String?
        var region: String?
        for subtag in subtags.dropFirst() {
            // A singleton ("u", "x") starts an extension: nothing after it matters here.
            if subtag.count == 1 { break }
            if script == nil, region == nil, subtag.count == 4, subtag.allSatisfy(\.isASCIILetter) {
                script = subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
            } else if region == nil, subtag.count == 2, subtag.allSatisfy(\.isASCIILetter) {
                region = subtag.uppercased()
            } else if region == nil, subtag.count == 3, subtag.allSatisfy(\.isASCIIDigit) {
                region = String(subtag)
            } else if subtag.isEmpty {
                return nil
            }
        }
        // The macrolanguage code: CLDR's data and Apple's folders use Bokmål's.
        if language == "no" { language = "nb" }
        self.language = language
        self.script = script ?? modifierScript
        self.region = region
    }

    /// An identifier from its parts (letter case is normalized).
    public init(language: String, script: String? = nil, region: String? = nil) {
        self.language = language.lowercased()
        self.script = script.map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }
        self.region = region?.uppercased()
    }

    /// The BCP-47 form: `zh-Hant-HK`.
    public var description: String {
        [language, script, region].compactMap { $0 }.joined(separator: "-")
    }

    /// The ICU form: `zh_Hant_HK`.
    public var icuIdentifier: String {
        [language, script, region].compactMap { $0 }.joined(separator: "_")
    }

    /// The script the identifier means even when it does not write one, for languages written in
    /// several scripts: `zh-TW` means `Hant`, `zh` and `zh-CN` mean `Hans`, `sr` means `Cyrl`.
    /// `nil` for languages written in one script, where the script never decides a match.
    public var effectiveScript: String? {
        if let script { return script }
        if language == "zh" {
            return ["TW", "HK", "MO"].contains(region ?? "") ? "Hant" : "Hans"
        }
        return Self.defaultScripts[language]
    }

    /// The identifier, then its less specific forms that mean the same script: `zh-Hant-HK`,
    /// `zh-Hant`; `zh-HK`, `zh-Hant`; `en-GB`, `en`. A parent whose script would differ (bare `zh`
    /// means `Hans`) is left out, so Traditional Chinese never falls back to Simplified.
    public var fallbackChain: [LanguageIdentifier] {
        let candidates = [
            self,
            LanguageIdentifier(language: language, script: script),
            LanguageIdentifier(language: language, script: effectiveScript),
            LanguageIdentifier(language: language),
        ]
        var seen = Set<LanguageIdentifier>()
        return candidates.filter { $0.effectiveScript == effectiveScript && seen.insert($0).inserted }
    }

    /// Whether two identifiers name the same language, script and region once implied scripts
    /// are spelled out (`zh-TW` and `zh-Hant-TW`).
    public func isEquivalent(to other: LanguageIdentifier) -> Bool {
        language == other.language && effectiveScript == other.effectiveScript && region == other.region
    }

    /// Whether the identifier's script is written right to left: its script when it writes one
    /// (`az-Arab`), else its language's usual script (`ar`, `he`, `fa`). MessageFormat 2's `u:dir` and
    /// bidi isolation and the preview page's `dir` read this. (Foundation's `characterDirection` says
    /// left to right for `az-Arab`, `ha-Arab`, `azb`, `pnb`, which are written in Arabic script.)
    public var isRightToLeft: Bool {
        if let script { return Self.rightToLeftScripts.contains(script) }
        return Self.rightToLeftLanguages.contains(language)
    }

    private static let rightToLeftScripts: Set<String> = ["Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm", "Rohg", "Mand"]
    private static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "azb", "ckb", "dv", "fa", "glk", "he", "iw", "ks", "lrc", "mid", "mzn", "nqo", "pnb", "ps", "rhg", "sd", "syr", "ug", "ur", "yi",
    ]

    /// Names of `.lproj` folders from before language codes (CFBundle still reads them).
    private static let legacyNames: [String: String] = [
        "english": "en", "french": "fr", "german": "de", "japanese": "ja", "spanish": "es",
        "italian": "it", "dutch": "nl", "swedish": "sv", "danish": "da", "norwegian": "nb",
        "finnish": "fi", "portuguese": "pt", "korean": "ko", "russian": "ru", "polish": "pl",
    ]

    /// Languages written in several scripts and the script their bare code means (CLDR likely subtags).
    private static let defaultScripts: [String: String] = [
        "yue": "Hant", "sr": "Cyrl", "uz": "Latn", "az": "Latn", "bs": "Latn", "pa": "Guru",
        "ha": "Latn", "mn": "Cyrl", "ms": "Latn", "ks": "Arab", "sd": "Arab", "shi": "Tfng",
        "vai": "Vaii", "ff": "Latn", "kk": "Cyrl", "ky": "Cyrl", "tg": "Cyrl",
    ]
}

extension LanguageIdentifier {
    /// Whether a text is a well-formed language tag as file and folder names carry them
    /// (`es-419`, `de-CH-1901`, `zh_Hant_TW`, `sr-Latn`, `Base`, `English`): BCP 47's `langtag` shape
    /// (RFC 5646 §2.1) with `_` accepted for `-`, in any letter case.
    ///
    /// Subtags are 1 to 8 ASCII letters or digits, the first 2 to 8 letters; nothing else (no `.`,
    /// `/`, NUL or space), so a name that passes is also a safe path component. This is the one rule
    /// for a language taken from a file name and for a language written as one.
    public static func isWellFormedTag(_ text: some StringProtocol) -> Bool {
        guard (2...64).contains(text.utf8.count) else { return false }
        var isFirst = true
        for subtag in text.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
            .flatMap({ $0.split(separator: UInt8(ascii: "_"), omittingEmptySubsequences: false) }) {
            guard (1...8).contains(subtag.count),
                  subtag.allSatisfy({ byte in (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
                      || (!isFirst && byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) })
            else { return false }
            if isFirst, subtag.count < 2 { return false }
            isFirst = false
        }
        return true
    }
}

extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
    var isASCIIDigit: Bool { isASCII && isNumber }
}
