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
        try load(contentsOf: url, table: table, language: language, developmentLanguage: developmentLanguage, formats: .standard)
    }

    /// A table read by `formats` (the package's and, in tests, others).
    static func load(contentsOf url: URL, table: String? = nil, language: String? = nil, developmentLanguage: String? = nil,
                     formats: FileFormats) throws(MessageFileError) -> MessageTable {
        let source = TableSource(inputs: [url], language: language, formats: formats)
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

    /// The language a file's location gives it, as a directory search places it: the `xx.lproj`
    /// folder it is in, an Android `values-xx` folder, a MessageFormat file's name; `nil` for a
    /// base localization (`Base.lproj`) and where its place gives none.
    static func language(ofFileAt url: URL) -> String? {
        guard let (format, kind) = FileFormats.standard.format(of: url),
              case let .file(_, language, _) = format.place(url, kind: kind, foundIn: url.deletingLastPathComponent().deletingLastPathComponent()) else { return nil }
        return language
    }

    /// Adds one file's messages; `.stringsdict` entries replace `.strings` entries of the same key.
    /// A file in `Base.lproj` adds to the development language (or `language`) the keys it lacks.
    ///
    /// The file's language follows the loader's one rule (``TableSource``): its `xx.lproj` folder, a
    /// MessageFormat file's name (`pt-BR.json`), a loose file's name (`Localizable.ru.strings` is
    /// Russian whatever `language` says), else `language`.
    public mutating func add(file url: URL, language: String? = nil) throws(MessageFileError) {
        try add(file: url, language: language, formats: .standard)
    }

    /// Adds one file's messages, read by one of `formats`.
    mutating func add(file url: URL, language: String?, formats: FileFormats) throws(MessageFileError) {
        guard let (format, kind) = formats.format(of: url) else { throw MessageFileError(file: url, reason: "not \(formats.readableFiles)") }
        let data = try Self.read(file: url, formats: formats)
        var placed: String?
        var isBase = false
        if case let .file(_, fileLanguage, base) = format.place(url, kind: kind, givenWithLanguage: language) { (placed, isBase) = (fileLanguage, base) }
        try add(contentsOf: data, kind: kind, language: isBase ? developmentLanguage ?? language : placed, file: url, underneath: isBase, formats: formats)
    }

    /// The bytes of a message file of one of the formats, refused beyond ``MessageLimits/maximumFileSize``
    /// before anything is read.
    static func read(file url: URL, formats: FileFormats) throws(MessageFileError) -> Data {
        guard formats.reads(url) else { throw MessageFileError(file: url, reason: "not \(formats.readableFiles)") }
        if let size = FileSize.of(url), size > MessageLimits.maximumFileSize {
            throw MessageFileError(file: url, reason: Self.sizeProblem(size))
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw MessageFileError(file: url, reason: "cannot be read (\(StringsdictReader.reason(of: error)))")
        }
    }

    /// Adds messages from the contents of a file held in memory (downloaded, generated, or in a test).
    ///
    /// - Parameters:
    ///   - data: the bytes of a `.stringsdict` (XML or binary property list), `.strings`, `.xcstrings`
    ///     or MessageFormat `<language>.json` (MF1) or `<language>.mf2.json` (MF2) file, or of a
    ///     file of another of the package's formats.
    ///   - kind: which of these the bytes are (``MessageOrigin/Kind``).
    ///   - language: the messages' language; required for `.strings` and `.stringsdict`, ignored for a
    ///     catalog, which names its languages.
    ///   - file: where the bytes came from, for messages and errors; `nil` if nowhere.
    public mutating func add(contentsOf data: Data, kind: MessageOrigin.Kind, language: String?, file: URL? = nil) throws(MessageFileError) {
        try add(contentsOf: data, kind: kind, language: language, file: file, underneath: false, formats: .standard)
    }

    /// Adds messages from bytes of a file of one of `formats` (the package's and, in tests, others).
    mutating func add(contentsOf data: Data, kind: MessageOrigin.Kind, language: String?, file: URL? = nil, formats: FileFormats) throws(MessageFileError) {
        try add(contentsOf: data, kind: kind, language: language, file: file, underneath: false, formats: formats)
    }

    /// Adds messages as their format reads them, and gives what it read. `underneath` (a base file)
    /// adds only the keys that the language's own files lack; between files, an entry of a kind of
    /// a higher rank (``FileFormat/kinds``) stays over one of a lower rank, and otherwise the file
    /// read last wins (lint reports a name given twice).
    @discardableResult
    mutating func add(contentsOf data: Data, kind: MessageOrigin.Kind, language: String?, file: URL?, underneath: Bool,
                      formats: FileFormats, wantsPlaces: Bool = false) throws(MessageFileError) -> FileReading {
        // Checked again: the file may have grown since its size was read, and data may come from elsewhere.
        guard data.count <= MessageLimits.maximumFileSize else { throw MessageFileError(file: file, reason: Self.sizeProblem(data.count)) }
        guard let format = formats.format(reading: kind) else {
            throw MessageFileError(file: file, reason: "no format reads files of the kind '\(kind.rawValue)'")
        }
        let reading = try format.read(FileToRead(data: data, file: file, kind: kind, language: language, wantsPlaces: wantsPlaces, source: UInt32(sources.count)))
        try add(reading, kind: kind, language: language, file: file, underneath: underneath, formats: formats)
        return reading
    }

    /// Adds what a format read: in `language` for a file read before its language was known.
    mutating func add(_ reading: FileReading, kind: MessageOrigin.Kind, language: String?, file: URL?, underneath: Bool, formats: FileFormats) throws(MessageFileError) {
        let source = UInt32(sources.count)
        let indexed = try reading.indexed(kind: kind, file: file, source: source, language: language)
        if developmentLanguage == nil, let stated = reading.developmentLanguage { developmentLanguage = stated }
        let rank = formats.rank(of: kind)
        let sources = self.sources
        let bases = self.baseSources
        // A file that names its languages (a catalog) is listed without one.
        let listedLanguage = indexed.keys.keys.allSatisfy { $0 == language } ? language : nil
        add(indexed, listing: file.map { TableFile(url: $0, kind: kind, language: listedLanguage) },
            underneath: underneath) { old, new in
            if underneath, !bases.contains(old.source) { return old }
            return rank < formats.rank(of: sources[Int(old.source)].kind) ? old : new
        }
    }

    private static func sizeProblem(_ size: Int) -> String {
        "the file has \(size) bytes, more than the \(MessageLimits.maximumFileSize) bytes (MessageLimits.maximumFileSize) a message file may have"
    }
}
