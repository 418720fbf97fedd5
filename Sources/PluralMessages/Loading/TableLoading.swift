import Foundation

/// Reading files into a table: the loader's doors of ``MessageTable``. Every entry point reads with
/// the same rules as every command (``TableSource``, `FileLanguage`); the table itself only indexes
/// what the readers found.
extension MessageTable {
    /// Loads a table from a file (`.stringsdict`, `.strings`, `.xcstrings`, a MessageFormat
    /// `<language>.json`), several files of one table, or a directory (searched for `.lproj`
    /// folders, catalogs and folders of MessageFormat `<language>.json` files), as every command
    /// finds tables (see ``TableSource``).
    ///
    /// The development language follows one rule: the one given, else the bundle's
    /// `CFBundleDevelopmentRegion`, else a catalog's `sourceLanguage`, else English (`en`, else an
    /// `en-*` variant), else the most complete language; a guess is said in ``notes``. `Base.lproj`
    /// is that language's base localization, never a language of its own.
    ///
    /// - Parameters:
    ///   - url: the file or directory.
    ///   - table: for a directory, the table's name; `nil` picks `Localizable`, or the only table.
    ///     A name found in several bundles reads them together (and says so in ``notes``).
    ///   - language: for a `.strings`/`.stringsdict` file outside an `.lproj` folder whose name
    ///     does not end in a language (as `Localizable.ru.strings` does), its language; for a MessageFormat
    ///     `.json` file not named after its language, its language.
    ///   - developmentLanguage: the development language, instead of the rule's choice.
    public static func load(contentsOf url: URL, table: String? = nil, language: String? = nil, developmentLanguage: String? = nil) throws(MessageFileError) -> MessageTable {
        let source = TableSource(inputs: [url], language: language)
        let parts = try source.tables(named: table, in: url)
        let result = source.load(parts, developmentLanguage: developmentLanguage)
        if result.files.isEmpty, let first = result.fileErrors.first { throw first }
        return result
    }

    /// Loads a table from a bundle's resources (for a SwiftPM target, `Bundle.module`): its `*.lproj`
    /// folders and `.xcstrings` catalogs. The development language is the bundle's
    /// `CFBundleDevelopmentRegion` when it has one, else a catalog's source language.
    ///
    /// A SwiftPM resource bundle of a target without `defaultLocalization` has no `Info.plist`;
    /// it loads like any directory (Foundation's `developmentLocalization` traps on Linux for such a
    /// bundle, so it is not asked).
    public static func load(bundle: Bundle, table: String? = nil) throws(MessageFileError) -> MessageTable {
        guard let resources = bundle.resourceURL else {
            throw MessageFileError(file: bundle.bundleURL, reason: "the bundle has no resources")
        }
        let development = bundle.infoDictionary?["CFBundleDevelopmentRegion"] as? String
        return try load(contentsOf: resources, table: table, developmentLanguage: development)
    }

    /// The language a file's location gives it: the `xx.lproj` folder it is in; `nil` outside one
    /// and in `Base.lproj` (the development language's base localization, not a language).
    public static func language(ofFileAt url: URL) -> String? {
        FileLanguage.ofFile(url)?.name
    }

    /// Adds one file's messages; `.stringsdict` entries replace `.strings` entries of the same key.
    /// A file in `Base.lproj` adds to the development language (or `language`) the keys it lacks.
    ///
    /// The file's language follows the loader's one rule (``TableSource``): its `xx.lproj` folder, a
    /// MessageFormat file's name (`pt-BR.json`), a loose file's name (`Localizable.ru.strings` is
    /// Russian whatever `language` says), else `language`.
    public mutating func add(file url: URL, language: String? = nil) throws(MessageFileError) {
        let (data, kind) = try Self.read(file: url)
        let placed = FileLanguage.of(url, kind: kind, given: language)
        let isBase = placed == .base
        try add(contentsOf: data, kind: kind, language: isBase ? developmentLanguage ?? language : placed?.name, file: url, underneath: isBase)
    }

    /// The bytes of a message file and its kind (by extension), refused beyond ``MessageLimits/maximumFileSize``
    /// before anything is read.
    static func read(file url: URL) throws(MessageFileError) -> (data: Data, kind: MessageOrigin.Kind) {
        let kind: MessageOrigin.Kind
        switch url.pathExtension.lowercased() {
        case "xcstrings": kind = .xcstrings
        case "stringsdict": kind = .stringsdict
        case "strings": kind = .strings
        case "json": kind = FileLanguage.messageFormatKind(of: url)
        case "xml": kind = .android
        default: throw MessageFileError(file: url, reason: "not a .strings, .stringsdict, .xcstrings, MessageFormat <language>.json or Android resource .xml file")
        }
        if let size = FileSize.of(url), size > MessageLimits.maximumFileSize {
            throw MessageFileError(file: url, reason: Self.sizeProblem(size))
        }
        do {
            return (try Data(contentsOf: url), kind)
        } catch {
            throw MessageFileError(file: url, reason: "cannot be read (\(StringsdictReader.reason(of: error)))")
        }
    }

    /// Adds messages from the contents of a file held in memory (downloaded, generated, or in a test).
    ///
    /// - Parameters:
    ///   - data: the bytes of a `.stringsdict` (XML or binary property list), `.strings`, `.xcstrings`
    ///     or MessageFormat `<language>.json` (MF1) or `<language>.mf2.json` (MF2) file.
    ///   - kind: which of these the bytes are.
    ///   - language: the messages' language; required for `.strings` and `.stringsdict`, ignored for a
    ///     catalog, which names its languages.
    ///   - file: where the bytes came from, for messages and errors; `nil` if nowhere.
    public mutating func add(contentsOf data: Data, kind: MessageOrigin.Kind, language: String?, file: URL? = nil) throws(MessageFileError) {
        try add(contentsOf: data, kind: kind, language: language, file: file, underneath: false)
    }

    /// Adds messages; `underneath` (a `Base.lproj` file) adds only the keys that the language's
    /// own files lack (a `.stringsdict` entry of the base still replaces the base's `.strings` one).
    mutating func add(contentsOf data: Data, kind: MessageOrigin.Kind, language: String?, file: URL?, underneath: Bool) throws(MessageFileError) {
        // Checked again: the file may have grown since its size was read, and data may come from elsewhere.
        guard data.count <= MessageLimits.maximumFileSize else { throw MessageFileError(file: file, reason: Self.sizeProblem(data.count)) }
        let source = UInt32(sources.count)
        switch kind {
        case .xcstrings:
            let indexed: IndexedFile
            let sourceLanguage: String
            if let (index, language) = StringCatalogIndex.index(MessageFileEncoding.normalized(data), file: file, source: source) {
                (indexed, sourceLanguage) = (index, language)
            } else {
                let catalog = try StringCatalogReader.messages(from: data, file: file)
                (indexed, sourceLanguage) = (ReadMessages.indexing(catalog.messages, kind: .xcstrings, file: file, source: source), catalog.sourceLanguage)
            }
            if developmentLanguage == nil { developmentLanguage = sourceLanguage }
            add(indexed, listing: file.map { TableFile(url: $0, kind: .xcstrings, language: nil) }) { _, new in new }
        case .stringsdict, .strings:
            guard let language else {
                throw MessageFileError(file: file, reason: "the language is unknown: put the file in an xx.lproj folder or give the language")
            }
            // A base entry stays under the language's own; between base entries, as between own ones,
            // the .stringsdict entry of a key wins, whichever file is read first.
            let sources = self.sources
            func keep(_ old: MessageSlot, _ new: MessageSlot) -> MessageSlot {
                let previous = sources[Int(old.source)]
                if underneath, !previous.isBase { return old }
                return kind == .strings && previous.kind == .stringsdict ? old : new
            }
            let indexed = kind == .stringsdict
                ? try StringsdictReader.index(data, language: language, file: file, source: source)
                : try StringsReader.index(data, language: language, file: file, source: source)
            add(indexed, listing: file.map { TableFile(url: $0, kind: kind, language: language) }, underneath: underneath, uniquingKeysWith: keep)
        case .android:
            guard let language else {
                throw MessageFileError(file: file, reason: "the language is unknown: put the file in a res/values-xx folder or give the language")
            }
            // A default resource (`values/`) stays under the language's own, as `Base.lproj` does;
            // between files of one kind, the last read wins (lint reports a name given twice).
            let sources = self.sources
            add(try AndroidResourceReader.index(data, language: language, file: file, source: source),
                listing: file.map { TableFile(url: $0, kind: kind, language: language) }, underneath: underneath) { old, new in
                underneath && !sources[Int(old.source)].isBase ? old : new
            }
        case .messageformat, .messageformat2:
            guard let language else {
                throw MessageFileError(file: file, reason: "the language is unknown: name the file after its language (en.json, pt-BR.json, en.mf2.json) or give the language")
            }
            add(try MessageFormatReader.index(data, language: language, file: file, source: source, kind: kind),
                listing: file.map { TableFile(url: $0, kind: kind, language: language) }) { _, new in new }
        }
    }

    private static func sizeProblem(_ size: Int) -> String {
        "the file has \(size) bytes, more than the \(MessageLimits.maximumFileSize) bytes (MessageLimits.maximumFileSize) a message file may have"
    }
}
