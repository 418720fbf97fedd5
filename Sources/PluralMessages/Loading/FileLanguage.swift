import Foundation
import PluralLocalization

/// The language a message file's place or name gives it: the rules the formats place their files by
/// (each format's ``FileFormat/place(_:kind:foundIn:)`` says which apply).
///
/// - A file in an `xx.lproj` folder is in `xx` (any well-formed tag: `es-419`, `zh_Hant`,
///   `English`); in `Base.lproj` it is the development language's base localization, as Apple's
///   tools treat it, never a language called "Base".
/// - An Android resource file (`.xml`) in a `values-…` folder is in the language of its qualifiers
///   (``AndroidQualifiers``: `values-zh-rTW` is `zh-TW`); in `values` it is the development
///   language's default resources, as `Base.lproj` is.
/// - A MessageFormat file is named after its language: `es-419.json`, `de-CH-1901.json`, `pt_BR.json`,
///   `es-419.mf2.json` (the `.mf2.json` ending says the texts are MessageFormat 2),
///   `tai.json` (a language without CLDR data, read with root's rules as ICU reads it); in a folder
///   named after a language (i18next's `en/app.json`), only a language Foundation can name.
/// - A `.strings` or `.stringsdict` file given alone outside an `.lproj` folder takes a last name
///   part that is a known language (`Localizable.ru.stringsdict`, `ru.strings`), else the language
///   given for it; such a file inside a directory is not read (Apple reads tables from `.lproj`
///   folders only) and is reported.
///
/// A name is a language when it is a well-formed tag (``LanguageIdentifier/isWellFormedTag(_:)``)
/// that starts with a language code (``LanguageIdentifier/init(_:)``).
enum FileLanguage: Hashable, Sendable {
    /// A language.
    case language(String)
    /// `Base.lproj`: the development language's base localization.
    case base

    /// The language of a folder's name (`ru.lproj` → `ru`, `Base.lproj` → ``base``); `nil` when
    /// the folder is not an `.lproj` folder or its name is not a language.
    static func ofFolder(_ folder: URL) -> FileLanguage? {
        let name = folder.lastPathComponent
        guard name.lowercased().hasSuffix(".lproj") else { return nil }
        let stem = String(name.dropLast(".lproj".count))
        if stem == "Base" { return .base }
        return isLanguage(stem) ? .language(stem) : nil
    }

    /// Whether a folder is an `.lproj` folder, whatever its name.
    static func isLocalizationFolder(_ folder: URL) -> Bool {
        folder.lastPathComponent.lowercased().hasSuffix(".lproj")
    }

    /// The language of an Android `values[-qualifiers]` folder: `values` is the default resources
    /// (``base``: the development language's), `values-ru` Russian; `nil` for a folder of other
    /// qualifiers (`values-night`) or another name.
    static func ofAndroidFolder(_ folder: URL) -> FileLanguage? {
        switch AndroidQualifiers(folderName: folder.lastPathComponent) {
        case .defaultLanguage: .base
        case let .language(tag): .language(tag)
        case .configuration, nil: nil
        }
    }

    /// The language a `.strings`/`.stringsdict` file's name ends in (`Localizable.ru.stringsdict`,
    /// `ru.strings`), when that part is a language Foundation knows (so `App.strings` is not "app").
    static func ofName(_ url: URL) -> String? {
        let stem = url.deletingPathExtension().lastPathComponent
        let candidate = stem.split(separator: ".").last.map(String.init) ?? stem
        return isKnownLanguage(candidate) ? candidate : nil
    }

    /// The language a name ends in after an `_` (`app_pt_BR` is `pt-BR`, `messages_ru` is `ru`), as
    /// gen-l10n reads `.arb` names and FormatJS projects name `messages_<language>.json`: what follows
    /// the first `_` that is followed by a language Foundation knows; `nil` without one.
    static func ofSuffix(_ stem: String) -> String? {
        var rest = Substring(stem)
        while let underscore = rest.firstIndex(of: "_") {
            rest = rest[rest.index(after: underscore)...]
            let tag = rest.replacingOccurrences(of: "_", with: "-")
            if isKnownLanguage(tag) { return tag }
        }
        return nil
    }

    /// The table a file belongs to: its name without extension, and without a language part
    /// taken from the name (`Localizable.ru.stringsdict` is in `Localizable`).
    static func tableName(of url: URL, languageFromName: String?) -> String {
        let stem = url.deletingPathExtension().lastPathComponent
        guard let languageFromName, stem.hasSuffix("." + languageFromName) else { return stem }
        return String(stem.dropLast(languageFromName.count + 1))
    }

    /// What the spellings of one language tag share (`EN`, `en`; `pt-br`, `pt_BR`, `pt-BR`): the name
    /// in lower case with `-` for `_`. Two names of a table with one spelling are one language
    /// written twice (lint's `language-spelled-twice`); lookups take the exact spelling.
    static func spelling(_ name: String) -> String {
        // ASCII (every language tag) without Foundation: i18next's render by key spells on each call.
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return name.lowercased().replacingOccurrences(of: "_", with: "-") }
        return String(decoding: name.utf8.map { byte in
            byte == UInt8(ascii: "_") ? UInt8(ascii: "-") : (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
        }, as: UTF8.self)
    }

    /// The one test of a name: a well-formed tag starting with a language code.
    static func isLanguage(_ name: String) -> Bool {
        LanguageIdentifier.isWellFormedTag(name) && LanguageIdentifier(name) != nil
    }

    /// A name that must be told from other names beside it (an i18next namespace such as `app.json`
    /// in a language's folder, the last part of `Localizable.ru.strings`): a language, and one whose
    /// code Foundation (ICU) can name, so `app`, `api` and `web` are not languages there.
    static func isKnownLanguage(_ name: String) -> Bool {
        guard isLanguage(name), let identifier = LanguageIdentifier(name) else { return false }
        return Locale(identifier: "en").localizedString(forLanguageCode: identifier.language) != nil
    }
}
