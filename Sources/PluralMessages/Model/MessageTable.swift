import Foundation
import PluralCore
import PluralLocalization

/// One file a table was read from.
public struct TableFile: Hashable, Sendable {
    /// The file.
    public let url: URL
    /// Its kind.
    let kind: MessageOrigin.Kind
    /// Its language (`nil` for a catalog, which holds many).
    let language: String?
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
/// only a lookup that needs it fails (see `lookUpMessage(forKey:preferredLanguages:)`).
///
/// Loading is bounded by the input: a file may hold at most ``MessageLimits/maximumFileSize`` bytes,
/// and a binary property list may expand through shared objects to at most
/// ``MessageLimits/maximumObjectsPerByte`` objects per byte plus ``MessageLimits/minimumObjectBudget``.
///
/// The table is the index and the lookup; reading files into it is the loader's (`Loading/`), and
/// what rendering compiles of its messages is the renderer's.
public struct MessageTable: Sendable {
    /// The table's name (`Localizable`).
    public let name: String
    /// The development language (the catalog's source language, `CFBundleDevelopmentRegion`, or
    /// the one given); lookups fall back to it.
    public internal(set) var developmentLanguage: String? { didSet { languageOrders = LanguageOrderCache() } }
    /// Messages by language, then key, every one decoded: the table's whole cost at once (about 7
    /// times the size of `.strings` files, whose entries a table otherwise keeps as bytes). Made the
    /// first time it is asked for and kept until the table changes; lookups by key
    /// (``message(forKey:language:)``, ``message(forKey:preferredLanguages:)``) decode only their key.
    var messages: [String: [String: LocalizedMessage]] {
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
    private(set) var sources: [any MessageEntries] = []
    /// The sources added underneath (base files: `Base.lproj`, Android's `values`).
    private(set) var baseSources: Set<UInt32> = []
    /// `Base.lproj` entries under keys the language's own files have, by language then key: they are
    /// not the table's messages (see ``baseMessagesNotCarried()``).
    private var hiddenBaseSlots: [String: [String: MessageSlot]] = [:]
    /// Keys a later file had again in a language, with the sources of both (a `.strings` and its
    /// `.stringsdict` twin, or two `res` trees read together): the loader names those of different places.
    private(set) var repeatedKeys: [(language: String, key: String, sources: (UInt32, UInt32))] = []
    /// What lookups decoded.
    private var decoded = DecodedMessages()
    /// The languages to try for each preferred list; replaced whenever the languages may change,
    /// so copies of a table never share a stale order.
    private var languageOrders = LanguageOrderCache()
    /// The state of the table's lookups: the same object until the table changes, so what was found
    /// in it (by key and preferred list) may be kept with it, as a renderer keeps what it found by key.
    var lookups: LanguageOrderCache { languageOrders }
    /// The files read.
    public private(set) var files: [TableFile] = []
    /// What loading decided or left out, for people: the development language where it was
    /// guessed, several bundles read together, files beside the table's that were not read.
    public internal(set) var notes: [TableNote] = []
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

    /// The development language when the table has messages in it: the reference that lint, the
    /// preview and `keys` compare the other languages with. Loading resolves the development
    /// language to one of the table's; a table made by hand may name another.
    var developmentLanguageIfPresent: String? {
        developmentLanguage.flatMap { slots[$0] != nil ? $0 : nil }
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
    func message(forKey key: String, preferredLanguages: [String]) -> LocalizedMessage? {
        lookUp(key, preferredLanguages: preferredLanguages, stoppingAtUnreadableFiles: false).message
    }

    /// The message for a key in the best language for the user, as ``message(forKey:preferredLanguages:)``
    /// finds it, or the error of a file the lookup needs and could not read.
    ///
    /// A language with an unreadable file counts as available; when the key is not among that
    /// language's readable messages, the unreadable file may hold it, so its error is thrown rather
    /// than another language's text returned. An unreadable catalog is thrown when no language has the key.
    /// - Returns: the message, or `nil` when no language has the key and every file was read.
    ///
    /// A message found is kept for the key and preferred list (an app repeats both), until the table changes.
    func lookUpMessage(forKey key: String, preferredLanguages: [String]) throws(MessageFileError) -> LocalizedMessage? {
        if let found = languageOrders.found.message(forKey: key, preferredLanguages: preferredLanguages) { return found }
        let result = lookUp(key, preferredLanguages: preferredLanguages, stoppingAtUnreadableFiles: true)
        if let error = result.error { throw error }
        if let message = result.message { languageOrders.found.keep(message, forKey: key, preferredLanguages: preferredLanguages) }
        return result.message
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

    /// Adds a file's entries and its keys to each language's: the file's own index when the
    /// language is new (merging into an empty one would copy a large index). The keys of a file
    /// added `underneath` (`Base.lproj`) that the language's own files have are kept apart. The
    /// loader's one way in.
    mutating func add(
        _ file: consuming IndexedFile, listing listed: TableFile?, underneath: Bool = false,
        uniquingKeysWith combine: (MessageSlot, MessageSlot) -> MessageSlot
    ) {
        if underneath { baseSources.insert(UInt32(sources.count)) }
        sources.append(file.entries)
        if let listed { files.append(listed) }
        for (language, keys) in file.keys {
            if slots[language] == nil {
                slots[language] = keys
                continue
            }
            if underneath {
                for (key, slot) in keys {
                    guard let own = slots[language]?[key], !baseSources.contains(own.source) else { continue }
                    hiddenBaseSlots[language, default: [:]][key] = hiddenBaseSlots[language]?[key].map { combine($0, slot) } ?? slot
                }
            }
            // A base file under a language's own is `hiddenBaseSlots`' (two base files are repeats).
            for (key, slot) in keys {
                if let old = slots[language]?[key], old.source != slot.source, !underneath || baseSources.contains(old.source) {
                    repeatedKeys.append((language, key, (old.source, slot.source)))
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
    /// The messages found by key (``FoundMessages``).
    let found = FoundMessages()
}

/// The messages a table's lookups found, by preferred list and key: an app looks the same keys up
/// for the same list again and again. Kept with the table's language orders, so that a table that
/// changes starts afresh.
final class FoundMessages: Sendable {
    /// Preferred lists kept, and keys kept per list (a table's keys, for one list, usually fit).
    static let listCapacity = 8
    static let keyCapacity = 8_192

    /// Values by key for the last list looked up, and the other lists' behind it (at most
    /// ``listCapacity`` lists, ``keyCapacity`` keys each): one lock and one hash find a list's value.
    /// The table's found messages and a renderer's kept entries alike.
    struct ByList<List: Hashable, Value> {
        private(set) var last: List?
        private var values: [String: Value] = [:]
        private var others: [List: [String: Value]] = [:]

        /// Makes `list` the last, keeping the one it replaces.
        mutating func select(_ list: List) {
            guard last != list else { return }
            if let last {
                if others.count >= FoundMessages.listCapacity { others.removeAll() }
                others[last] = values
            }
            values = others.removeValue(forKey: list) ?? [:]
            last = list
        }

        /// The last list's value for a key.
        subscript(key: String) -> Value? { values[key] }

        /// Keeps a value for a key of the last list, while it has room.
        mutating func keep(_ value: Value, forKey key: String) {
            if values.count < FoundMessages.keyCapacity { values[key] = value }
        }
    }

    private let state = Locked(ByList<[String], LocalizedMessage>())

    /// The message kept for a key and list, if any.
    func message(forKey key: String, preferredLanguages: [String]) -> LocalizedMessage? {
        state.withLock { state in
            // The same list as last time, usually the same array: compared by identity first.
            state.select(preferredLanguages)
            return state[key]
        }
    }

    /// Keeps the message found for a key and list (up to ``keyCapacity`` per list).
    func keep(_ message: LocalizedMessage, forKey key: String, preferredLanguages: [String]) {
        state.withLock { state in
            state.select(preferredLanguages)
            state.keep(message, forKey: key)
        }
    }
}
