import Foundation

/// Something the reading of a table decided that its reader should know, as a value: commands print
/// its ``description``, and code that needs to tell notes apart matches the case, never the text.
public enum TableNote: Hashable, Sendable, CustomStringConvertible {
    /// Why a development language was guessed rather than stated.
    public enum Guess: Hashable, Sendable {
        /// English, with nothing in the files to say otherwise (no `CFBundleDevelopmentRegion`,
        /// catalog `sourceLanguage` or `tools:locale`).
        case english
        /// English for `Base.lproj`: no English folder and no `CFBundleDevelopmentRegion`.
        case englishForBase
        /// English for Android's default `values` folder: no `values-en`, no `tools:locale`.
        case englishForAndroidDefault
        /// The language with the most keys (no English, and nothing in the files states one).
        case mostComplete(keys: Int)
    }

    /// The table's development language was guessed.
    case guessedDevelopmentLanguage(table: String, language: String, Guess)
    /// The development language stated (given, the bundle's `CFBundleDevelopmentRegion` or a catalog's
    /// `sourceLanguage`) is none of the table's languages: English stands in for it, or none when the
    /// table has no English (checks across languages then have no reference).
    case developmentLanguageNotInTable(table: String, stated: String, used: String?)
    /// A language with a well-formed tag but no CLDR data: read with root's rules (`other` only), as ICU reads it.
    case languageWithoutData(table: String, language: String)
    /// The table was read from several bundles together; a key in several takes the last one's text.
    case readTogether(table: String, places: [String])
    /// Keys that several of the places read together have in one language: each is the text of
    /// `kept` (the place read last), the other place's text is not in the table. `keys` are
    /// "key (language)", sorted; `count` is how many there are (at most 20 are listed).
    case keysInSeveralPlaces(table: String, keys: [String], count: Int, kept: [String])
    /// A file beside the table's files that no table takes (the loader lists it among the skipped files too).
    case skippedFile(MessageFileError)

    /// Whether the note is about the table as a whole (not one file beside it).
    public var isAboutTheTable: Bool {
        if case .skippedFile = self { false } else { true }
    }

    /// The note as a sentence.
    public var description: String {
        switch self {
        case let .guessedDevelopmentLanguage(table, language, .english):
            "table '\(table)': development language '\(language)' (guessed: English, as no file states one; give --development-language to choose)"
        case let .guessedDevelopmentLanguage(table, language, .englishForBase):
            "table '\(table)': development language '\(language)' for Base.lproj (guessed: no English folder and no CFBundleDevelopmentRegion; give --development-language to choose)"
        case let .guessedDevelopmentLanguage(table, language, .englishForAndroidDefault):
            "table '\(table)': development language '\(language)' for Android's default values folder (guessed: no values-en folder and no tools:locale on its <resources>; give --development-language to choose)"
        case let .guessedDevelopmentLanguage(table, language, .mostComplete(keys)):
            "table '\(table)': development language '\(language)' (guessed: the most complete language, \(keys) \(keys == 1 ? "key" : "keys"); no English, and no file states one; give --development-language to choose)"
        case let .developmentLanguageNotInTable(table, stated, used?):
            "table '\(table)': the development language '\(stated)' is not one of its languages; '\(used)' is used instead (give --development-language to choose)"
        case let .developmentLanguageNotInTable(table, stated, nil):
            "table '\(table)': the development language '\(stated)' is not one of its languages, nor is English; there is none (give --development-language to choose)"
        case let .languageWithoutData(table, language):
            "table '\(table)': '\(language)' has no CLDR data; it is read as a language whose plurals follow root's rules ('other' only), as ICU reads it"
        case let .readTogether(table, places):
            "table '\(table)': read from \(places.count) places together (\(places.joined(separator: ", "))); a key in several takes the last one's text"
        case let .keysInSeveralPlaces(table, keys, count, kept):
            "table '\(table)': \(count) \(count == 1 ? "key is" : "keys are") in several of the places read together, each with the text of the place read last: \(keys.joined(separator: ", "))\(count > keys.count ? ", …" : "") (kept from \(kept.joined(separator: ", "))); convert each place on its own to keep every text"
        case let .skippedFile(error): error.description
        }
    }
}
