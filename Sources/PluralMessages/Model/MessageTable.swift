import Foundation
import PluralCore
import PluralLocalization

/// One file a table was read from.
public struct TableFile: Hashable, Sendable {
    /// The file.
    public let url: URL
    /// Its kind.
    public let kind: MessageOrigin.Kind
    /// Its language (`nil` for a catalog, which holds many).
    public let language: String?
}

/// The messages of one table (`Localizable`) in every language it has.
///
/// Load it from a `.stringsdict` or `.strings` file, from a directory tree of `*.lproj` folders
/// (each language's `.strings` and `.stringsdict` pair), or from an `.xcstrings` catalog. Messages
/// are parsed once, at load time.
///
/// Lookups follow the preferred-localization rules of `PreferredLocalizations`: the best
/// localization for the user's languages, then the development (or catalog source) language. In
/// a catalog, a translation whose state is `new` counts as missing.
public struct MessageTable: Sendable {
    /// The table's name (`Localizable`).
    public let name: String
    /// The development language (the catalog's source language, `CFBundleDevelopmentRegion`, or
    /// the one given); lookups fall back to it.
    public private(set) var developmentLanguage: String? { didSet { languageOrders = LanguageOrderCache() } }
    /// Messages by language, then key.
    public private(set) var messages: [String: [String: LocalizedMessage]] = [:] { didSet { languageOrders = LanguageOrderCache() } }
    /// The languages to try for each preferred list; replaced whenever the languages may change,
    /// so copies of a table never share a stale order.
    private var languageOrders = LanguageOrderCache()
    /// The files read.
    public private(set) var files: [TableFile] = []

    /// An empty table.
    public init(name: String, developmentLanguage: String? = nil) {
        self.name = name
        self.developmentLanguage = developmentLanguage
    }

    /// The languages the table has, sorted.
    public var languages: [String] { messages.keys.sorted() }

    /// Every key of every language, sorted.
    public var keys: [String] { Set(messages.values.flatMap(\.keys)).sorted() }

    /// The message for a key in exactly this language.
    public func message(forKey key: String, language: String) -> LocalizedMessage? {
        messages[language]?[key]
    }

    /// The message for a key in the best language for the user: the preferred localizations, then
    /// the development language. Untranslated catalog entries (`new`) are passed over unless nothing
    /// else has the key.
    public func message(forKey key: String, preferredLanguages: [String]) -> LocalizedMessage? {
        let order = languageOrder(for: preferredLanguages)
        var untranslated: LocalizedMessage?
        for language in order {
            guard let message = messages[language]?[key] else { continue }
            if !message.isUntranslated { return message }
            untranslated = untranslated ?? message
        }
        return untranslated
    }

    /// The languages to look a key up in, best first: the preferred localizations, then the
    /// development language. Resolved once per preferred list (lookups by key repeat the same list).
    func languageOrder(for preferredLanguages: [String]) -> [String] {
        languageOrders.orders.value(for: preferredLanguages) {
            var order = PreferredLocalizations.resolve(available: languages, development: developmentLanguage, preferred: preferredLanguages)
            if let developmentLanguage { order.append(developmentLanguage) }
            return order
        }
    }

    // MARK: Loading

    /// Loads a table from a file (`.stringsdict`, `.strings`, `.xcstrings`) or a directory.
    ///
    /// - Parameters:
    ///   - url: the file or directory.
    ///   - table: for a directory, the table's name; `nil` picks `Localizable`, or the only table.
    ///   - language: for a lone `.strings`/`.stringsdict` file outside an `.lproj` folder, its language.
    ///   - developmentLanguage: the fallback language when the files do not say (`en` if present otherwise).
    public static func load(contentsOf url: URL, table: String? = nil, language: String? = nil, developmentLanguage: String? = nil) throws(MessageFileError) -> MessageTable {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw MessageFileError(file: url, reason: "no such file or directory")
        }
        var result: MessageTable
        if isDirectory.boolValue {
            result = try loadDirectory(url, table: table)
        } else {
            result = MessageTable(name: url.deletingPathExtension().lastPathComponent)
            try result.add(file: url, language: language)
        }
        if let developmentLanguage { result.developmentLanguage = developmentLanguage }
        if result.developmentLanguage == nil {
            result.developmentLanguage = result.messages.keys.contains("en") ? "en" : (result.messages.count == 1 ? result.messages.keys.first : nil)
        }
        return result
    }

    /// Loads a table from a bundle's resources (for a SwiftPM target, `Bundle.module`): its `*.lproj`
    /// folders and `.xcstrings` catalogs. The development language is the bundle's
    /// `developmentLocalization` when it has one.
    public static func load(bundle: Bundle, table: String? = nil) throws(MessageFileError) -> MessageTable {
        guard let resources = bundle.resourceURL else {
            throw MessageFileError(file: bundle.bundleURL, reason: "the bundle has no resources")
        }
        return try load(contentsOf: resources, table: table, developmentLanguage: bundle.developmentLocalization)
    }

    /// The language a file's location gives it: the `xx.lproj` folder it is in.
    public static func language(ofFileAt url: URL) -> String? {
        let folder = url.deletingLastPathComponent().lastPathComponent
        guard folder.hasSuffix(".lproj") else { return nil }
        return String(folder.dropLast(".lproj".count))
    }

    /// Adds one file's messages; `.stringsdict` entries replace `.strings` entries of the same key.
    public mutating func add(file url: URL, language: String? = nil) throws(MessageFileError) {
        let kind: MessageOrigin.Kind
        switch url.pathExtension.lowercased() {
        case "xcstrings": kind = .xcstrings
        case "stringsdict": kind = .stringsdict
        case "strings": kind = .strings
        default: throw MessageFileError(file: url, reason: "not a .strings, .stringsdict or .xcstrings file")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw MessageFileError(file: url, reason: "cannot be read (\(StringsdictReader.reason(of: error)))")
        }
        try add(contentsOf: data, kind: kind, language: Self.language(ofFileAt: url) ?? language, file: url)
    }

    /// Adds messages from the contents of a file held in memory (downloaded, generated, or in a test).
    ///
    /// - Parameters:
    ///   - data: the bytes of a `.stringsdict` (XML or binary property list), `.strings` or `.xcstrings` file.
    ///   - kind: which of the three the bytes are.
    ///   - language: the messages' language; required for `.strings` and `.stringsdict`, ignored for a
    ///     catalog, which names its languages.
    ///   - file: where the bytes came from, for messages and errors; `nil` if nowhere.
    public mutating func add(contentsOf data: Data, kind: MessageOrigin.Kind, language: String?, file: URL? = nil) throws(MessageFileError) {
        switch kind {
        case .xcstrings:
            let catalog = try StringCatalogReader.messages(from: data, file: file)
            if developmentLanguage == nil { developmentLanguage = catalog.sourceLanguage }
            for (language, entries) in catalog.messages {
                messages[language, default: [:]].merge(entries) { _, new in new }
            }
            if let file { files.append(TableFile(url: file, kind: .xcstrings, language: nil)) }
        case .stringsdict, .strings:
            guard let language else {
                throw MessageFileError(file: file, reason: "the language is unknown: put the file in an xx.lproj folder or give the language")
            }
            if kind == .stringsdict {
                let entries = try StringsdictReader.messages(from: data, language: language, file: file)
                messages[language, default: [:]].merge(entries) { _, new in new }
            } else {
                let entries = try StringsReader.messages(from: data, language: language, file: file)
                // The .stringsdict entry of a key wins, whichever file is read first.
                messages[language, default: [:]].merge(entries) { old, new in old.origin.kind == .stringsdict ? old : new }
            }
            if let file { files.append(TableFile(url: file, kind: kind, language: language)) }
        }
    }

    /// The tables a directory tree holds: names of `.strings`, `.stringsdict` files in `*.lproj`
    /// folders and of `.xcstrings` catalogs, with their files.
    public static func tableFiles(inDirectory directory: URL) -> [String: [URL]] {
        var tables: [String: [URL]] = [:]
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [:] }
        for case let url as URL in enumerator {
            let ext = url.pathExtension.lowercased()
            let inLproj = language(ofFileAt: url) != nil
            guard ext == "xcstrings" || (inLproj && (ext == "strings" || ext == "stringsdict")) else { continue }
            tables[url.deletingPathExtension().lastPathComponent, default: []].append(url)
        }
        return tables.mapValues { $0.sorted { $0.path < $1.path } }
    }

    private static func loadDirectory(_ directory: URL, table: String?) throws(MessageFileError) -> MessageTable {
        let tables = tableFiles(inDirectory: directory)
        let name: String
        if let table {
            name = table
        } else if tables["Localizable"] != nil {
            name = "Localizable"
        } else if tables.count == 1, let only = tables.keys.first {
            name = only
        } else {
            let found = tables.keys.sorted().joined(separator: ", ")
            throw MessageFileError(file: directory, reason: tables.isEmpty ? "no .lproj tables or .xcstrings catalogs found" : "several tables (\(found)); choose one")
        }
        guard let urls = tables[name] else { throw MessageFileError(file: directory, reason: "no table named '\(name)'") }
        var result = MessageTable(name: name, developmentLanguage: developmentRegion(in: directory))
        // .strings first, so that each .stringsdict entry replaces the .strings one of its key.
        for url in urls.sorted(by: { ($0.pathExtension == "strings" ? 0 : 1, $0.path) < ($1.pathExtension == "strings" ? 0 : 1, $1.path) }) {
            try result.add(file: url)
        }
        return result
    }

    /// `CFBundleDevelopmentRegion` from an `Info.plist` at the top of the directory, if any.
    private static func developmentRegion(in directory: URL) -> String? {
        for candidate in ["Info.plist", "Contents/Info.plist"] {
            let url = directory.appendingPathComponent(candidate)
            guard let data = try? Data(contentsOf: url),
                  let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
                  let region = plist["CFBundleDevelopmentRegion"] as? String
            else { continue }
            return region
        }
        return nil
    }
}

/// The language orders a table resolved, by preferred list: bounded, shared by copies of the table
/// until one of them changes its languages.
final class LanguageOrderCache: Sendable {
    /// Distinct preferred lists kept (a server sees a few per table; the rest are resolved again).
    static let capacity = 64
    let orders = BoundedCache<[String], [String]>(capacity: capacity)
}
