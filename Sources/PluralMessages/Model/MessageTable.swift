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
/// (each language's `.strings` and `.stringsdict` pair), from an `.xcstrings` catalog, or from a
/// directory of ICU MessageFormat `<language>.json` files (see <doc:MessageFormat>). Loading reads
/// each file once and keeps its bytes and an index of where each key's entry is; a message is
/// decoded (and its text parsed) the first time it is looked up, and kept for the next lookup.
///
/// Lookups follow the preferred-localization rules of `PreferredLocalizations`: the best
/// localization for the user's languages, then the development (or catalog source) language. In
/// a catalog, a translation whose state is `new` counts as missing.
///
/// A tree keeps every file it can read: a file that cannot be read is listed in ``fileErrors``, and
/// only a lookup that needs it fails (see ``lookUpMessage(forKey:preferredLanguages:)``).
///
/// Loading is bounded by the input: a file may hold at most ``maximumFileSize`` bytes, and a binary
/// property list may expand through shared objects to at most ``maximumObjectsPerByte`` objects per
/// byte plus ``minimumObjectBudget``.
public struct MessageTable: Sendable {
    /// The largest message file read, in bytes (192 MiB). Loading a table and rendering a key costs
    /// memory in proportion to its files: at most 3 times their size (the bytes, an index of the
    /// keys, the messages looked up) for `.strings`, XML `.stringsdict`, `.xcstrings` and
    /// MessageFormat files with entries of about 100 bytes; ``messages`` decodes every message at
    /// once (about 7 times). Linting costs about as much as rendering (each key decoded, checked in
    /// every language and dropped). Binary property lists and files the indexing scans leave to Foundation (a key
    /// repeated, an escape Foundation decodes its own way) are read whole, about 9 times. Larger
    /// files are refused before they are read; real tables are far smaller (a catalog of 22,000
    /// keys is 10 MB).
    public static let maximumFileSize = 192 << 20
    /// How many objects a binary property list may expand to per byte of the file (shared objects
    /// are counted once per reference); real files expand to fewer objects than they have bytes.
    public static let maximumObjectsPerByte = 4
    /// The expansion every binary property list may have, however small.
    public static let minimumObjectBudget = 10_000
    /// How deeply objects may nest in a MessageFormat `<language>.json` file (keys are joined with `.`).
    public static let maximumMessageFormatKeyDepth = 32

    /// The table's name (`Localizable`).
    public let name: String
    /// The development language (the catalog's source language, `CFBundleDevelopmentRegion`, or
    /// the one given); lookups fall back to it.
    public internal(set) var developmentLanguage: String? { didSet { languageOrders = LanguageOrderCache() } }
    /// Messages by language, then key, every one decoded: the table's whole cost at once (about 7
    /// times the size of `.strings` files, whose entries a table otherwise keeps as bytes). Made the
    /// first time it is asked for and kept until the table changes; lookups by key
    /// (``message(forKey:language:)``, ``message(forKey:preferredLanguages:)``) decode only their key.
    public var messages: [String: [String: LocalizedMessage]] {
        decoded.all.withLock { all in
            if let all { return all }
            var made: [String: [String: LocalizedMessage]] = [:]
            for (language, keys) in slots {
                var messages: [String: LocalizedMessage] = [:]
                messages.reserveCapacity(keys.count)
                for (key, slot) in keys { messages[key] = decodedMessage(at: slot, key: key, language: language) }
                made[language] = messages
            }
            all = made
            return made
        }
    }
    /// Where each key's message is, by language: the table's index. A file's entries are decoded
    /// when a lookup asks for them (see ``MessageEntries``).
    private var slots: [String: [String: MessageSlot]] = [:] {
        didSet {
            languageOrders = LanguageOrderCache()
            decoded = DecodedMessages()
        }
    }
    /// The entries of each file added, by slot source number.
    private var sources: [any MessageEntries] = []
    /// `Base.lproj` entries under keys the language's own files have, by language then key: they are
    /// not the table's messages (see ``baseMessagesNotCarried()``).
    private var hiddenBaseSlots: [String: [String: MessageSlot]] = [:]
    /// What lookups decoded.
    private var decoded = DecodedMessages()
    /// The languages to try for each preferred list; replaced whenever the languages may change,
    /// so copies of a table never share a stale order.
    private var languageOrders = LanguageOrderCache()
    /// The files read.
    public private(set) var files: [TableFile] = []
    /// What loading decided or left out, for people: the development language where it was
    /// guessed, several bundles read together, files beside the table's that were not read.
    public internal(set) var notes: [String] = []
    /// Whether the development language was guessed (no language stated, no bundle region, no
    /// catalog source language): lint then takes it as a reference that may lack what callers pass.
    var developmentLanguageIsGuessed = false
    /// The files of a loaded directory or bundle that could not be read; the rest of the table was.
    public private(set) var fileErrors: [MessageFileError] = []
    /// The languages of ``fileErrors`` (`nil` for a catalog, which may hold any language).
    private var unreadableLanguages: [String?] = [] { didSet { languageOrders = LanguageOrderCache() } }

    /// An empty table.
    public init(name: String, developmentLanguage: String? = nil) {
        self.name = name
        self.developmentLanguage = developmentLanguage
    }

    /// The languages the table has, sorted.
    public var languages: [String] { slots.keys.sorted() }

    /// Every key of every language, sorted.
    public var keys: [String] { Set(slots.values.flatMap(\.keys)).sorted() }

    /// The keys of a language, sorted.
    func keys(in language: String) -> [String] { slots[language]?.keys.sorted() ?? [] }

    /// How many keys each language has.
    var keyCounts: [String: Int] { slots.mapValues(\.count) }

    /// The message for a key in exactly this language. A message decoded from a file's bytes is
    /// kept for the next lookup.
    public func message(forKey key: String, language: String) -> LocalizedMessage? {
        guard let slot = slots[language]?[key] else { return nil }
        return message(at: slot, key: key, language: language)
    }

    /// The message for a key in exactly this language, decoded again and not kept: for tools that
    /// visit every message once (lint), so that the table does not grow to hold them all.
    func decodedMessage(forKey key: String, language: String) -> LocalizedMessage? {
        guard let slot = slots[language]?[key] else { return nil }
        return decodedMessage(at: slot, key: key, language: language)
    }

    /// Where a key's message in a language was read from, without decoding it (a legacy plural
    /// group's convention is not said).
    func origin(forKey key: String, language: String) -> MessageOrigin? {
        slots[language]?[key].map(origin(of:))
    }

    /// Where the message at a slot was read from (a legacy plural group's convention is not said).
    func origin(of slot: MessageSlot) -> MessageOrigin {
        let source = sources[Int(slot.source)]
        return MessageOrigin(file: source.file, kind: source.kind)
    }

    /// Whether the reader of the file added last found each of its keys once (see ``MessageEntries/keysAreUnique``).
    var lastFileKeysAreUnique: Bool { sources.last?.keysAreUnique ?? false }

    /// The slots of a language: where its keys' messages are.
    func slots(in language: String) -> [String: MessageSlot]? { slots[language] }

    /// The message at a slot, kept once decoded.
    func message(at slot: MessageSlot, key: String, language: String) -> LocalizedMessage {
        let source = sources[Int(slot.source)]
        guard source.decodesOnDemand else { return source.message(entry: Int(slot.entry), key: key, language: language) }
        if let message = decoded.bySlot.withLock({ $0[slot] }) { return message }
        let message = source.message(entry: Int(slot.entry), key: key, language: language)
        decoded.bySlot.withLock { $0[slot] = message }
        return message
    }

    /// The message at a slot, decoded and not kept.
    func decodedMessage(at slot: MessageSlot, key: String, language: String) -> LocalizedMessage {
        sources[Int(slot.source)].message(entry: Int(slot.entry), key: key, language: language)
    }

    /// The message for a key in the best language for the user: the preferred localizations, then
    /// the development language. Untranslated catalog entries (`new`) are passed over unless nothing
    /// else has the key. Files that could not be read are passed over (see ``fileErrors``);
    /// ``lookUpMessage(forKey:preferredLanguages:)`` reports them instead.
    public func message(forKey key: String, preferredLanguages: [String]) -> LocalizedMessage? {
        lookUp(key, preferredLanguages: preferredLanguages, stoppingAtUnreadableFiles: false).message
    }

    /// The message for a key in the best language for the user, as ``message(forKey:preferredLanguages:)``
    /// finds it, or the error of a file the lookup needs and could not read.
    ///
    /// A language with an unreadable file counts as available; when the key is not among that
    /// language's readable messages, the unreadable file may hold it, so its error is thrown rather
    /// than another language's text returned. An unreadable catalog is thrown when no language has the key.
    /// - Returns: the message, or `nil` when no language has the key and every file was read.
    public func lookUpMessage(forKey key: String, preferredLanguages: [String]) throws(MessageFileError) -> LocalizedMessage? {
        let result = lookUp(key, preferredLanguages: preferredLanguages, stoppingAtUnreadableFiles: true)
        if let error = result.error { throw error }
        return result.message
    }

    /// The message for a key as ``lookUpMessage(forKey:preferredLanguages:)`` finds it, compiled for
    /// rendering and kept (``CompiledMessage``); `nil` when that lookup finds none or throws (ask it why).
    func compiledMessage(forKey key: String, preferredLanguages: [String]) -> CompiledMessage? {
        if let kept = languageOrders.compiled.message(forKey: key, preferredLanguages: preferredLanguages) { return kept }
        guard let message = try? lookUpMessage(forKey: key, preferredLanguages: preferredLanguages) else { return nil }
        return languageOrders.compiled.keep(CompiledMessage(message), forKey: key, preferredLanguages: preferredLanguages)
    }

    private func lookUp(_ key: String, preferredLanguages: [String], stoppingAtUnreadableFiles: Bool) -> (message: LocalizedMessage?, error: MessageFileError?) {
        let unreadable = stoppingAtUnreadableFiles ? unreadableLanguages.compactMap { $0 } : []
        let order = languageOrder(for: preferredLanguages, including: unreadable)
        var untranslated: LocalizedMessage?
        for language in order {
            guard let message = self.message(forKey: key, language: language) else {
                if let index = unreadable.isEmpty ? nil : unreadableLanguages.firstIndex(of: language), untranslated == nil {
                    return (nil, fileErrors[index])
                }
                continue
            }
            if !message.isUntranslated { return (message, nil) }
            untranslated = untranslated ?? message
        }
        if untranslated == nil, stoppingAtUnreadableFiles, let index = unreadableLanguages.firstIndex(of: nil) {
            return (nil, fileErrors[index])
        }
        return (untranslated, nil)
    }

    /// The languages to look a key up in, best first: the preferred localizations among the
    /// table's languages (and `unreadable` ones), then the development language. Resolved once per
    /// preferred list (lookups by key repeat the same list).
    func languageOrder(for preferredLanguages: [String], including unreadable: [String] = []) -> [String] {
        let key = LanguageOrderCache.Key(preferred: preferredLanguages, includesUnreadable: !unreadable.isEmpty)
        // An app repeats one list: comparing it with the last one (the same array compares by
        // identity) is cheaper than hashing it.
        if let last = languageOrders.last.withLock({ $0 }), last.key == key { return last.order }
        let order = languageOrders.orders.value(for: key) {
            let available = unreadable.isEmpty ? languages : Array(Set(languages).union(unreadable)).sorted()
            var order = PreferredLocalizations.resolve(available: available, development: developmentLanguage, preferred: preferredLanguages)
            if let developmentLanguage { order.append(developmentLanguage) }
            return order
        }
        languageOrders.last.withLock { $0 = (key, order) }
        return order
    }

    // MARK: Loading

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
    public mutating func add(file url: URL, language: String? = nil) throws(MessageFileError) {
        let (data, kind) = try Self.read(file: url)
        let placed = kind == .messageformat ? nil : FileLanguage.ofFile(url)
        let isBase = placed == .base
        let located = kind == .messageformat ? FileLanguage.ofMessageFormatFile(url) ?? language
            : isBase ? developmentLanguage ?? language : placed?.name ?? language
        try add(contentsOf: data, kind: kind, language: located, file: url, underneath: isBase)
    }

    /// The bytes of a message file and its kind (by extension), refused beyond ``maximumFileSize``
    /// before anything is read.
    static func read(file url: URL) throws(MessageFileError) -> (data: Data, kind: MessageOrigin.Kind) {
        let kind: MessageOrigin.Kind
        switch url.pathExtension.lowercased() {
        case "xcstrings": kind = .xcstrings
        case "stringsdict": kind = .stringsdict
        case "strings": kind = .strings
        case "json": kind = .messageformat
        default: throw MessageFileError(file: url, reason: "not a .strings, .stringsdict, .xcstrings or MessageFormat <language>.json file")
        }
        if let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int, size > Self.maximumFileSize {
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
    ///   - data: the bytes of a `.stringsdict` (XML or binary property list), `.strings` or `.xcstrings` file.
    ///   - kind: which of the three the bytes are.
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
        guard data.count <= Self.maximumFileSize else { throw MessageFileError(file: file, reason: Self.sizeProblem(data.count)) }
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
            add(indexed) { _, new in new }
            if let file { files.append(TableFile(url: file, kind: .xcstrings, language: nil)) }
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
            add(indexed, underneath: underneath, uniquingKeysWith: keep)
            if let file { files.append(TableFile(url: file, kind: kind, language: language)) }
        case .messageformat:
            guard let language else {
                throw MessageFileError(file: file, reason: "the language is unknown: name the file after its language (en.json, pt-BR.json) or give the language")
            }
            add(try MessageFormatReader.index(data, language: language, file: file, source: source)) { _, new in new }
            if let file { files.append(TableFile(url: file, kind: kind, language: language)) }
        }
    }

    /// Adds a file's entries and its keys to each language's: the file's own index when the
    /// language is new (merging into an empty one would copy a large index). The keys of a file
    /// added `underneath` (`Base.lproj`) that the language's own files have are kept apart.
    private mutating func add(_ file: consuming IndexedFile, underneath: Bool = false, uniquingKeysWith combine: (MessageSlot, MessageSlot) -> MessageSlot) {
        sources.append(file.entries)
        for (language, keys) in file.keys {
            if slots[language] == nil {
                slots[language] = keys
                continue
            }
            if underneath {
                for (key, slot) in keys {
                    guard let own = slots[language]?[key], !sources[Int(own.source)].isBase else { continue }
                    hiddenBaseSlots[language, default: [:]][key] = hiddenBaseSlots[language]?[key].map { combine($0, slot) } ?? slot
                }
            }
            slots[language]!.merge(keys, uniquingKeysWith: combine)
        }
    }

    /// The `Base.lproj` messages the table does not carry: those of keys the language's own files
    /// have with another text (or other variables), with the message that stands in their place,
    /// sorted by language and key. A converter says it left them out (``ConversionNote/Kind/baseEntryNotWritten(file:)``).
    func baseMessagesNotCarried() -> [(base: LocalizedMessage, own: LocalizedMessage)] {
        hiddenBaseSlots.keys.sorted().flatMap { language in
            hiddenBaseSlots[language]!.sorted { $0.key < $1.key }.compactMap { key, slot -> (base: LocalizedMessage, own: LocalizedMessage)? in
                guard let own = message(forKey: key, language: language) else { return nil }
                let base = decodedMessage(at: slot, key: key, language: language)
                return base.body == own.body && base.variables == own.variables ? nil : (base, own)
            }
        }
    }

    private static func sizeProblem(_ size: Int) -> String {
        "the file has \(size) bytes, more than the \(maximumFileSize) bytes (MessageTable.maximumFileSize) a message file may have"
    }

    /// Records a file that could not be read, and its language (`nil` for a catalog, which may hold any).
    mutating func recordUnreadable(_ error: MessageFileError, language: String?) {
        fileErrors.append(error)
        unreadableLanguages.append(language)
    }

    /// The languages of unreadable files, where known.
    var unreadableLanguagesKnown: [String] { unreadableLanguages.compactMap { $0 } }
}

/// The language orders a table resolved, by preferred list: bounded, shared by copies of the table
/// until one of them changes its languages.
final class LanguageOrderCache: Sendable {
    /// Distinct preferred lists kept (a server sees a few per table; the rest are resolved again).
    static let capacity = 64
    /// A preferred list, and whether the languages of unreadable files count as available.
    struct Key: Hashable, Sendable {
        let preferred: [String]
        let includesUnreadable: Bool
    }

    let orders = BoundedCache<Key, [String]>(capacity: capacity)
    /// The last list looked up and its order.
    let last = Locked<(key: Key, order: [String])?>(nil)
    /// The messages rendered by key, compiled (``CompiledMessages``).
    let compiled = CompiledMessages()
}
