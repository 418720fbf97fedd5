import Foundation
import PluralCore

/// Writes a table in any format this package reads: a reader plus a writer is a converter.
///
/// ```swift
/// let table = try MessageTable.load(contentsOf: resources)
/// let writer = MessageTableWriter(rulesProvider: ICUPluralRulesProvider())
/// let written = writer.write(table, as: .messageformat)
/// written.files["ru.json"]   // {"files" : "{files, plural, one {# файл} few {# файла} many {# файлов} other {# файла}}", …}
/// written.notes              // what MessageFormat cannot say (width and device variants…)
/// ```
///
/// What a format cannot say is written as its closest equivalent and reported as a
/// ``ConversionNote`` for the key and language; no message is left out without a note.
public struct MessageTableWriter: Sendable {
    /// Gives each language's plural rules: whether a `zero` form and `=0` mean the same there.
    var rulesProvider: any PluralRulesProvider
    /// The formats that write, found by name (see CONTRIBUTING.md, "Adding a format").
    var formats: FileFormats

    /// A writer; the rules decide how zero forms are written (see ``ConversionNote``).
    public init(rulesProvider: any PluralRulesProvider) {
        self.init(rulesProvider: rulesProvider, formats: .standard)
    }

    /// A writer of `formats` (a registry of the package's formats and, in tests, others).
    init(rulesProvider: any PluralRulesProvider, formats: FileFormats) {
        self.rulesProvider = rulesProvider
        self.formats = formats
    }

    /// The files of `table` in `format`, by path relative to the output, with the notes of what
    /// the format could not say.
    ///
    /// Names from the table become file names only when they are safe ones: a language that is
    /// not a well-formed tag (`LanguageIdentifier.isWellFormedTag(_:)`: `../../x`, `/abs`, a NUL)
    /// is left out where it would name a file (`<language>.json`, `<language>.lproj`), and a table
    /// name that is not a plain file name (`SafeFileName`) where it would (`<table>.xcstrings`,
    /// `<table>.strings`); so are languages whose file names differ only in letter case (`EN.json`
    /// and `en.json`, one file on a case-insensitive file system); each with a note that ``ConversionNote/isError``.
    public func write(_ table: MessageTable, as name: MessageFileFormat) -> WrittenFiles {
        guard let format = formats.format(writing: name) else {
            return WrittenFiles(files: [:], notes: [ConversionNote(key: "", language: "", kind: .tableNotWritten(name: table.name, reason: "no format writes '\(name.rawValue)'"))])
        }
        if let suffix = format.tableFileSuffix, let problem = SafeFileName.problem(with: table.name, suffix: suffix) {
            return WrittenFiles(files: [:], notes: [ConversionNote(key: "", language: "", kind: .tableNotWritten(name: table.name, reason: problem))])
        }
        var languages: [String] = []
        var refused: [ConversionNote] = []
        for language in table.languages {
            if format.namesFilesAfterLanguages, let problem = SafeFileName.problem(withLanguage: language) {
                refused.append(ConversionNote(key: "", language: language, kind: .languageNotWritten(reason: problem, messages: table.messages[language]?.count ?? 0)))
            } else {
                languages.append(language)
            }
        }
        // `EN.json` and `en.json` are one file on a case-insensitive file system (macOS, Windows):
        // neither is written, rather than one replacing the other where the output is copied.
        if format.namesFilesAfterLanguages {
            let sameFileName = Dictionary(grouping: languages) { $0.lowercased() }.values.filter { $0.count > 1 }
            let colliding = Set(sameFileName.joined())
            for language in languages where colliding.contains(language) {
                let others = sameFileName.first { $0.contains(language) }!.filter { $0 != language }
                refused.append(ConversionNote(key: "", language: language, kind: .languageFileNameCollides(with: others, messages: table.messages[language]?.count ?? 0)))
            }
            languages.removeAll { colliding.contains($0) }
        }
        // Apple's inflection markup, for a platform that does not read it: written as Apple renders it.
        let (table, inflectionNotes) = format.readsInflectionMarkup ? (table, []) : InflectionConversion.resolving(table, languages: languages, rulesProvider: rulesProvider)
        var written = format.write(table, languages: languages, rulesProvider: rulesProvider)
        if !inflectionNotes.isEmpty { written = WrittenFiles(files: written.files, notes: written.notes + inflectionNotes) }
        if !format.keepsTranslationStates {
            written.notes += languages.flatMap { language in
                (table.messages[language] ?? [:]).values.flatMap { message in
                    Self.untranslatedStates(of: message).map { ConversionNote(key: message.key, language: language, kind: .translationState($0)) }
                }
            }
        }
        written.notes += languages.flatMap { language in (table.messages[language] ?? [:]).values.compactMap(GettextMetadata.regroupingNote) }
        // A table keeps one message per key and language: Base.lproj entries its development
        // language's own files replaced are not written.
        written.notes += table.baseMessagesNotCarried().map { base, own in
            ConversionNote(key: own.key, language: own.language, kind: .baseEntryNotWritten(file: base.origin.file?.path ?? "Base.lproj"))
        }
        written = WrittenFiles(files: written.files, notes: refused + written.notes)
        return written
    }

    /// The translation states of a message other than `translated`, which only a catalog keeps:
    /// its units' (a catalog's message), else its own.
    static func untranslatedStates(of message: LocalizedMessage) -> [String] {
        let states = message.catalogMetadata.map { Set($0.unitStates.values) } ?? Set([message.state].compactMap { $0 })
        return states.subtracting(["translated"]).sorted()
    }

    /// Writes the files of ``write(_:as:)`` under `directory` (created when missing, with the
    /// `.lproj` folders) and returns the notes.
    /// - Throws: ``MessageFileError`` naming the file that could not be written.
    @discardableResult
    func write(_ table: MessageTable, as format: MessageFileFormat, to directory: URL) throws(MessageFileError) -> [ConversionNote] {
        let written = write(table, as: format)
        try written.write(to: directory)
        return written.notes
    }

    /// JSON as Xcode writes it (Foundation's writer with these options, key order included), with
    /// U+FEFF escaped as `\ufeff`: Foundation's reader drops one that starts a string when raw.
    static func jsonData(_ object: Any) -> Data {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]) else { return Data() }
        let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
        guard data.firstRange(of: mark) != nil else { return data }
        // UTF-8 output: these bytes are U+FEFF, which can only be inside a string.
        var escaped = Data()
        var index = data.startIndex
        while let range = data[index...].firstRange(of: mark) {
            escaped += data[index..<range.lowerBound]
            escaped += Data("\\ufeff".utf8)
            index = range.upperBound
        }
        escaped += data[index...]
        return escaped
    }

    /// The MessageFormat argument name ``write(_:as:)`` gives each printf argument position of a
    /// message of `table`: the variable that selects on it, else `argN` (`count` for a whole-string
    /// plural variation), or ICU's argument number `"N-1"` for every argument of a key whose names
    /// would bind values given by position in another order in some language (see
    /// <doc:ConvertingBetweenFormats>). Bind values by these names to render the written
    /// MessageFormat by name; values given by position bind as printf binds them.
    func messageFormatArgumentNames(of message: LocalizedMessage, in table: MessageTable) -> [Int: String] {
        MessageFormatWriter.argumentNames(of: message, in: table, rulesProvider: rulesProvider)
    }
}
