import Foundation
import PluralLocalization

/// The tables some inputs hold: the one step that turns files, folders, several trees and bundles
/// into tables, with each file's language and each table's development language.
///
/// Every command (and ``MessageTable/load(contentsOf:table:language:developmentLanguage:)``) finds
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
    public struct File: Hashable, Sendable {
        /// The file.
        public let url: URL
        /// Its format.
        public let kind: MessageOrigin.Kind
        /// Its language; `nil` for a catalog (which names its languages) and for `Base.lproj`.
        public let language: String?
        /// Whether it is in `Base.lproj` or Android's `values`: the development language's base localization.
        public let isBase: Bool
    }

    /// One table of one bundle, catalog or MessageFormat folder.
    public struct Table: Hashable, Sendable {
        /// The table's name (`Localizable`; a MessageFormat folder's name).
        public let name: String
        /// The folder holding the `.lproj` folders, the catalog's folder, or the MessageFormat folder.
        public let bundle: URL
        /// Its files: `.strings` and `.stringsdict` in `.lproj` folders, a catalog, or `<language>.json` files.
        public let files: [File]
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

    /// Finds the tables of files and directories.
    ///
    /// - Parameters:
    ///   - inputs: files and directories.
    ///   - language: the language of files given alone whose place and name give none: a
    ///     `.strings`/`.stringsdict` file outside an `.lproj` folder not named like
    ///     `Localizable.ru.strings`, a MessageFormat file not named after its language.
    public init(inputs: [URL], language: String? = nil) {
        var groups: [GroupKey: [File]] = [:]
        var skipped: [MessageFileError] = []
        var problems: [InputProblem] = []
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input.path, isDirectory: &isDirectory) else {
                problems.append(InputProblem(MessageFileError(file: input, reason: "no such file or directory"), .unreadable))
                continue
            }
            if isDirectory.boolValue {
                let before = groups.values.reduce(0) { $0 + $1.count }
                Self.search(input, into: &groups, skipped: &skipped)
                if groups.values.reduce(0, { $0 + $1.count }) == before {
                    problems.append(InputProblem(MessageFileError(file: input, reason: "no .lproj tables, .xcstrings catalogs or MessageFormat <language>.json files found"), .noTables))
                }
            } else {
                switch Self.lone(input, language: language) {
                case let .success((key, file)): groups[key, default: []].append(file)
                case let .failure(problem): problems.append(problem)
                }
            }
        }
        self.tables = groups.map { key, files in
            // A file given twice (as itself and in its directory) is read once.
            var seen = Set<String>()
            let unique = files.filter { seen.insert($0.url.standardizedFileURL.path).inserted }
            return Table(name: key.name, bundle: URL(fileURLWithPath: key.bundle), files: unique.sorted { $0.url.path < $1.url.path })
        }
        .sorted { ($0.bundle.path, $0.name, $0.files.first?.url.path ?? "") < ($1.bundle.path, $1.name, $1.files.first?.url.path ?? "") }
        self.skippedFiles = skipped.sorted { ($0.file?.path ?? "") < ($1.file?.path ?? "") }
        self.problems = problems
    }

    /// Tables are grouped by bundle, name and whether they are a catalog.
    private struct GroupKey: Hashable { var bundle: String, name: String, catalog: String? }

    private static func search(_ directory: URL, into groups: inout [GroupKey: [File]], skipped: inout [MessageFileError]) {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return }
        var jsonByFolder: [String: [URL]] = [:]
        for case let url as URL in enumerator {
            let ext = url.pathExtension.lowercased()
            let folder = url.deletingLastPathComponent()
            switch ext {
            case "xcstrings":
                groups[GroupKey(bundle: folder.path, name: url.deletingPathExtension().lastPathComponent, catalog: url.path), default: []]
                    .append(File(url: url, kind: .xcstrings, language: nil, isBase: false))
            case "strings", "stringsdict":
                let kind: MessageOrigin.Kind = ext == "strings" ? .strings : .stringsdict
                if let language = FileLanguage.ofFile(url) {
                    let key = GroupKey(bundle: folder.deletingLastPathComponent().path, name: url.deletingPathExtension().lastPathComponent, catalog: nil)
                    groups[key, default: []].append(File(url: url, kind: kind, language: language.name, isBase: language == .base))
                } else if FileLanguage.isLocalizationFolder(folder) {
                    skipped.append(MessageFileError(file: url, reason: "not read: its folder '\(folder.lastPathComponent)' is not named after a language (xx.lproj, Base.lproj)"))
                } else {
                    skipped.append(MessageFileError(file: url, reason: "not read: not in an .lproj folder (Apple reads tables from xx.lproj folders; give the file itself, with --file-language, to read it)"))
                }
            case "json":
                if !FileLanguage.isLocalizationFolder(folder) { jsonByFolder[folder.path, default: []].append(url) }
            case "xml":
                // Android resources: `values[-qualifiers]` folders of a `res` folder (build outputs left alone).
                guard AndroidQualifiers(folderName: folder.lastPathComponent) != nil, isAndroidResourceFolder(folder.deletingLastPathComponent()) || folder.deletingLastPathComponent().standardizedFileURL.path == directory.standardizedFileURL.path,
                      !url.pathComponents.contains("build") else { continue }
                if let language = FileLanguage.ofFile(url) {
                    groups[GroupKey(bundle: folder.deletingLastPathComponent().path, name: AndroidResourceReader.tableName, catalog: nil), default: []]
                        .append(File(url: url, kind: .android, language: language.name, isBase: language == .base))
                } else if AndroidResourceReader.mayHoldMessages(url) {
                    // Configuration folders hold styles and dimensions; only one with messages is worth saying.
                    skipped.append(MessageFileError(file: url, reason: "not read: its folder '\(folder.lastPathComponent)' has qualifiers other than a language (values and values-<language> folders are read: values-ru, values-zh-rTW, values-b+sr+Latn)"))
                }
            default:
                continue
            }
        }
        // A folder of MessageFormat files is one that holds at least one `<language>.json`.
        for (folder, urls) in jsonByFolder {
            let named = urls.compactMap { url in FileLanguage.ofMessageFormatFile(url).map { (url, $0) } }
            guard !named.isEmpty else { continue }
            let folderURL = URL(fileURLWithPath: folder)
            groups[GroupKey(bundle: folder, name: folderURL.lastPathComponent, catalog: nil), default: []]
                += named.map { File(url: $0.0, kind: FileLanguage.messageFormatKind(of: $0.0), language: $0.1, isBase: false) }
            for url in urls where FileLanguage.ofMessageFormatFile(url) == nil {
                skipped.append(MessageFileError(file: url, reason: "not read: beside MessageFormat files, but not named after a language (<language>.json: en.json, es-419.json, pt_BR.json)"))
            }
        }
    }

    /// Whether a folder holding `values` folders is an Android `res` folder (`res`, `src/main/res`); a
    /// directory given is one whatever its name (what `convert --to android` wrote).
    private static func isAndroidResourceFolder(_ folder: URL) -> Bool {
        folder.lastPathComponent.lowercased().hasPrefix("res")
    }

    private static func lone(_ url: URL, language: String?) -> Result<(GroupKey, File), InputProblem> {
        let folder = url.deletingLastPathComponent()
        let stem = url.deletingPathExtension().lastPathComponent
        switch url.pathExtension.lowercased() {
        case "xcstrings":
            return .success((GroupKey(bundle: folder.path, name: stem, catalog: url.path), File(url: url, kind: .xcstrings, language: nil, isBase: false)))
        case "strings", "stringsdict":
            let kind: MessageOrigin.Kind = url.pathExtension.lowercased() == "strings" ? .strings : .stringsdict
            guard let placed = FileLanguage.of(url, kind: kind, given: language) else {
                return .failure(InputProblem(MessageFileError(file: url, reason: "the language is unknown: put the file in an xx.lproj folder, end its name with the language (Localizable.ru.strings), or give the language (--file-language ru)"), .unknownLanguage))
            }
            if FileLanguage.ofFile(url) != nil {
                let key = GroupKey(bundle: folder.deletingLastPathComponent().path, name: stem, catalog: nil)
                return .success((key, File(url: url, kind: kind, language: placed.name, isBase: placed == .base)))
            }
            let key = GroupKey(bundle: folder.path, name: FileLanguage.tableName(of: url, languageFromName: FileLanguage.ofName(url)), catalog: nil)
            return .success((key, File(url: url, kind: kind, language: placed.name, isBase: false)))
        case "json":
            let kind = FileLanguage.messageFormatKind(of: url)
            guard let language = FileLanguage.of(url, kind: kind, given: language)?.name else {
                return .failure(InputProblem(MessageFileError(file: url, reason: "the language is unknown: name the file after its language (en.json, es-419.json) or give the language (--file-language en)"), .unknownLanguage))
            }
            return .success((GroupKey(bundle: folder.path, name: folder.lastPathComponent, catalog: nil), File(url: url, kind: kind, language: language, isBase: false)))
        case "xml":
            guard let placed = FileLanguage.of(url, kind: .android, given: language) else {
                return .failure(InputProblem(MessageFileError(file: url, reason: "the language is unknown: put the file in a res/values or res/values-xx folder, or give the language (--file-language ru)"), .unknownLanguage))
            }
            let key = GroupKey(bundle: folder.deletingLastPathComponent().path, name: AndroidResourceReader.tableName, catalog: nil)
            return .success((key, File(url: url, kind: .android, language: placed.name, isBase: placed == .base)))
        default:
            return .failure(InputProblem(MessageFileError(file: url, reason: "not a .strings, .stringsdict, .xcstrings, MessageFormat <language>.json or Android resource .xml file"), .unreadable))
        }
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
                ? "no .lproj tables, .xcstrings catalogs or MessageFormat <language>.json files found"
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
        var table = TableReading.read(parts, developmentLanguage: developmentLanguage)
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
