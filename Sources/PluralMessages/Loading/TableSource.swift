import Foundation
import PluralLocalization

/// The tables some inputs hold: the one step that turns files, folders, several trees and bundles
/// into tables, with each file's language and each table's development language.
///
/// Every command (and `MessageTable/load(contentsOf:table:language:developmentLanguage:formats:)`) finds
/// its tables here, so the same inputs are accepted or refused alike, with the same language for
/// each file:
///
/// - A directory is searched through: each folder holding `xx.lproj` folders is a bundle, and its
///   `.strings`/`.stringsdict` files of one name are a table (two bundles' `Localizable`, an app's
///   and its extension's, are two tables); each `.xcstrings` catalog is a table; each folder holding
///   MessageFormat `<language>.json` files is a table named after the folder; `<language>.mf2.json`
///   files hold MessageFormat 2 texts (a folder may hold both while its messages move to MF2: a key
///   in both files of a language takes the MF2 file's text).
/// - A file is a table of its own (several files of one table, given together, are one table).
/// - A file's language is its `xx.lproj` folder's, a MessageFormat file's name (`es-419.json`,
///   `de-CH-1901.json`, `pt_BR.json`, `tai.json`: every well-formed tag, as `LanguageIdentifier.isWellFormedTag`
///   reads it, starting with a language code; in a folder named after a language, i18next's
///   `en/app.json`, only a language Foundation can name), or for a `.strings`/`.stringsdict` file given alone, its
///   name's (`Localizable.ru.stringsdict`), else the language given. `Base.lproj` is the development language's base
///   localization (its messages stand for that language where its own folder lacks them).
/// - Each Android `res` folder (a module's `src/main/res`, a project holds several; or a directory
///   given that holds `values` folders) is a table named
///   `strings`: the `.xml` files of its `values` and `values-<language>` folders (see <doc:AndroidResources>).
///   The tables of several modules are read together, as Android merges them.
/// - A message file the inputs hold but no table takes (a `.strings` outside an `.lproj` folder
///   in a directory, a `.json` not named after a language beside MessageFormat files, an `.lproj`
///   folder not named after a language) is listed in ``skippedFiles``, never passed over silently.
///
/// ```swift
/// let source = TableSource(inputs: [resources])
/// for table in source.tables {
///     let messages = source.load(table)
///     print(table.name, messages.languages, messages.notes)
/// }
/// ```
public struct TableSource: Sendable {
    /// A message file of a table, with its language.
    struct File: Hashable, Sendable {
        /// The file.
        let url: URL
        /// Its format.
        let kind: MessageOrigin.Kind
        /// Its language; `nil` for a catalog (which names its languages) and for `Base.lproj`.
        let language: String?
        /// Whether it is in `Base.lproj` or Android's `values`: the development language's base localization.
        let isBase: Bool
    }

    /// One table of one bundle, catalog or MessageFormat folder.
    public struct Table: Hashable, Sendable {
        /// The table's name (`Localizable`; a MessageFormat folder's name).
        let name: String
        /// The folder holding the `.lproj` folders, the catalog's folder, or the MessageFormat folder.
        public let bundle: URL
        /// Its files: `.strings` and `.stringsdict` in `.lproj` folders, a catalog, or `<language>.json` files.
        let files: [File]
    }

    /// What stops an input from being read at all.
    enum ProblemKind: Hashable, Sendable {
        /// The path does not exist, or is not a message file.
        case unreadable
        /// A lone file whose language is unknown.
        case unknownLanguage
        /// A directory without tables.
        case noTables
    }

    /// The tables found, sorted by bundle, then name.
    public let tables: [Table]
    /// Files the inputs hold that no table takes, each with why; reported, not read.
    public let skippedFiles: [MessageFileError]
    /// Inputs that cannot be read at all (no such path, a file's language unknown, a directory without tables).
    public var errors: [MessageFileError] { problems.map(\.error) }
    /// ``errors`` with their kinds.
    let problems: [InputProblem]
    /// Where each skipped file's format reads such files, by path.
    let skippedHints: [String: String]
    /// The formats the tables were found with, and are read with.
    let formats: FileFormats

    /// Finds the tables of files and directories.
    ///
    /// - Parameters:
    ///   - inputs: files and directories.
    ///   - language: the language of files given alone whose place and name give none: a
    ///     `.strings`/`.stringsdict` file outside an `.lproj` folder not named like
    ///     `Localizable.ru.strings`, a MessageFormat file not named after its language.
    public init(inputs: [URL], language: String? = nil) {
        self.init(inputs: inputs, language: language, formats: .standard)
    }

    /// What the package's formats read, as errors and help texts name them: ".strings, .stringsdict, … or Flutter .arb".
    public static var readableFileKinds: String { FileFormats.standard.fileKinds }

    /// Finds the tables of files and directories of `formats` (a registry of the package's formats and,
    /// in tests, others: see CONTRIBUTING.md, "Adding a format").
    init(inputs: [URL], language: String? = nil, formats: FileFormats) {
        var groups: [TablePlace: [File]] = [:]
        var skipped: [(error: MessageFileError, hint: String)] = []
        var problems: [InputProblem] = []
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input.path, isDirectory: &isDirectory) else {
                problems.append(InputProblem(MessageFileError(file: input, reason: "no such file or directory"), .unreadable))
                continue
            }
            if isDirectory.boolValue {
                let before = groups.values.reduce(0) { $0 + $1.count }
                Self.search(input, formats: formats, into: &groups, skipped: &skipped)
                if groups.values.reduce(0, { $0 + $1.count }) == before {
                    problems.append(InputProblem(MessageFileError(file: input, reason: "no .lproj tables, .xcstrings catalogs or MessageFormat <language>.json files found"), .noTables))
                }
                continue
            }
            guard let (format, kind) = formats.format(of: input) else {
                problems.append(InputProblem(MessageFileError(file: input, reason: "not \(formats.readableFiles)"), .unreadable))
                continue
            }
            switch format.place(input, kind: kind, givenWithLanguage: language) {
            case let .file(place, language, isBase): groups[place, default: []].append(File(url: input, kind: kind, language: language, isBase: isBase))
            case let .languageUnknown(reason): problems.append(InputProblem(MessageFileError(file: input, reason: reason), .unknownLanguage))
            case let .skipped(reason, _), let .skippedBeside(_, reason, _):
                problems.append(InputProblem(MessageFileError(file: input, reason: reason), .unreadable))
            case .ignored:
                problems.append(InputProblem(MessageFileError(file: input, reason: "not \(formats.readableFiles)"), .unreadable))
            }
        }
        self.tables = groups.map { place, files in
            // A file given twice (as itself and in its directory) is read once.
            var seen = Set<String>()
            let unique = files.filter { seen.insert($0.url.standardizedFileURL.path).inserted }
            return Table(name: place.name, bundle: place.bundle, files: unique.sorted { $0.url.path < $1.url.path })
        }
        .sorted { ($0.bundle.path, $0.name, $0.files.first?.url.path ?? "") < ($1.bundle.path, $1.name, $1.files.first?.url.path ?? "") }
        let sortedSkipped = skipped.sorted { ($0.error.file?.path ?? "") < ($1.error.file?.path ?? "") }
        self.skippedFiles = sortedSkipped.map(\.error)
        self.skippedHints = Dictionary(sortedSkipped.compactMap { skipped in skipped.error.file.map { ($0.path, skipped.hint) } }) { first, _ in first }
        self.problems = problems
        self.formats = formats
    }

    /// Each file of a directory, placed by its format.
    private static func search(_ directory: URL, formats: FileFormats, into groups: inout [TablePlace: [File]], skipped: inout [(error: MessageFileError, hint: String)]) {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return }
        // Files reported only when the table beside them holds files.
        var beside: [(TablePlace, MessageFileError, String)] = []
        for case let url as URL in enumerator {
            guard let (format, kind) = formats.format(of: url) else { continue }
            switch format.place(url, kind: kind, foundIn: directory) {
            case let .file(place, language, isBase): groups[place, default: []].append(File(url: url, kind: kind, language: language, isBase: isBase))
            case let .skipped(reason, hint): skipped.append((MessageFileError(file: url, reason: reason), hint))
            case let .skippedBeside(place, reason, hint): beside.append((place, MessageFileError(file: url, reason: reason), hint))
            case .languageUnknown, .ignored: continue
            }
        }
        for (place, error, hint) in beside where groups[place]?.isEmpty == false { skipped.append((error, hint)) }
    }

    /// The tables of a name, or of `Localizable`, or the only name; several names without a choice
    /// are refused, and so are inputs that cannot be read (see ``errors``). The tables of one name
    /// in several bundles are read together by `load(_:developmentLanguage:)`.
    ///
    /// - Parameters:
    ///   - name: the table's name; `nil` picks `Localizable`, or the only table.
    ///   - place: the input that errors name when no table matches (a directory given).
    public func tables(named name: String?, in place: URL? = nil) throws(MessageFileError) -> [Table] {
        if let problem = problems.first(where: { $0.kind != .noTables || tables.isEmpty }) { throw problem.error }
        let names = Set(tables.map(\.name))
        let chosen: String
        if let name {
            chosen = name
        } else if names.contains("Localizable") {
            chosen = "Localizable"
        } else if names.count == 1, let only = names.first {
            chosen = only
        } else {
            throw MessageFileError(file: place, reason: names.isEmpty
                ? "no message files found (\(formats.fileKinds) files)"
                : "several tables (\(names.sorted().joined(separator: ", "))); choose one")
        }
        let found = tables.filter { $0.name == chosen }
        guard !found.isEmpty else { throw MessageFileError(file: place, reason: "no table named '\(chosen)'") }
        return found
    }

    /// Reads a table (or the parts of one name in several bundles) into one ``MessageTable``.
    ///
    /// Files that cannot be read are kept in ``MessageTable/fileErrors``; the development language
    /// follows the stated rule (see ``MessageTable/developmentLanguage``), and a guess, several
    /// bundles read together and skipped files of the table's folders are said in ``MessageTable/notes``.
    public func load(_ table: Table, developmentLanguage: String? = nil) -> MessageTable {
        load([table], developmentLanguage: developmentLanguage)
    }

    /// Reads the parts of one table into one ``MessageTable`` (see `load(_:developmentLanguage:)` for one table).
    public func load(_ parts: [Table], developmentLanguage: String? = nil) -> MessageTable {
        var table = TableReading.read(parts, developmentLanguage: developmentLanguage, formats: formats)
        let folders = Set(parts.flatMap { part in [part.bundle.path] + part.files.map { $0.url.deletingLastPathComponent().path } })
        for skipped in skippedFiles {
            guard let file = skipped.file else { continue }
            let folder = file.deletingLastPathComponent()
            if folders.contains(folder.path) || folders.contains(folder.deletingLastPathComponent().path) {
                table.notes.append(.skippedFile(skipped))
            }
        }
        return table
    }
}

/// An input that cannot be read, and why.
struct InputProblem: Error, Sendable {
    let error: MessageFileError
    let kind: TableSource.ProblemKind
    init(_ error: MessageFileError, _ kind: TableSource.ProblemKind) {
        self.error = error
        self.kind = kind
    }
}

extension FileLanguage {
    /// The language's name (`nil` for `Base`).
    var name: String? {
        if case let .language(name) = self { name } else { nil }
    }
}
