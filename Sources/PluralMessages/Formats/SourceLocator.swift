import Foundation
import PluralCore

/// Where something stands in a file's text: a 1-based line and column (columns count Unicode code points).
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in Unicode code points (SARIF's `unicodeCodePoints`).
    public var column: Int

    /// A location.
    init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}

/// Finds where the keys of a message file stand in its text.
///
/// Foundation's property-list and JSON readers give values without positions, so findings could
/// not point at a line. A locator reads the same text once more, only for its keys: every
/// dictionary key is recorded under its path from the top (`["files", "count", "one"]` in a
/// `.stringsdict`, `["strings", "files", "localizations", "ru"]` in an `.xcstrings` catalog).
/// A text it cannot follow gives no locations rather than wrong ones; binary property lists have
/// no lines at all.
public struct SourceLocator: Sendable {
    /// Locations by key path; the first occurrence of a path when it repeats.
    private var locations: [[String]: SourceLocation] = [:]
    /// Paths that occur more than once (a reader keeps only one of their values), with every place.
    private(set) var repeatedKeys: [[String]: [SourceLocation]] = [:]
    /// The path of a key's entry in a language, with a path below it, for a format whose entries
    /// sit below other objects (a catalog's `strings › key › localizations › language`); `nil`
    /// for entries at the top, by key. Set by the format that made the locator.
    var entryPath: (@Sendable (_ key: String, _ language: String?, _ inner: [String]) -> [String])?
    /// Whether a key joins nested objects' keys with `.` and texts are JSON strings whose characters
    /// a finding's offset names (MessageFormat's). Set by the format that made the locator.
    var keysNestByDots = false
    /// The string values of a MessageFormat file by key path: the place of the opening quote and the
    /// text as written (escapes and all), to find a character of the decoded text in the file.
    private var stringValues: [[String]: (quote: SourceLocation, written: Data)] = [:]

    /// The location of a key path, if the text has it.
    func location(of path: [String]) -> SourceLocation? {
        locations[path]
    }

    /// The location of the longest prefix of a path the text has: a form's place when known,
    /// else its variable's, else its key's.
    func nearestLocation(of path: [String]) -> SourceLocation? {
        var path = path[...]
        while !path.isEmpty {
            if let location = locations[Array(path)] { return location }
            path = path.dropLast()
        }
        return nil
    }

    /// The location of a character of a JSON string value (a MessageFormat text): `offset` counts the
    /// Unicode scalars of the decoded text before it; the text's length is the closing quote. `nil`
    /// when the path has no string value or the text is shorter.
    ///
    /// An escape is one scalar written as several characters (`\n`, `\"`, `\u00E9`, and a surrogate
    /// pair `\uD83D\uDE00`), so the column counts what is written, not what is decoded.
    func location(ofScalar offset: Int, inStringAt path: [String]) -> SourceLocation? {
        guard offset >= 0, let value = stringValues[path] else { return nil }
        let written = value.written
        var index = written.startIndex
        var column = value.quote.column + 1
        for _ in 0..<offset {
            guard index < written.endIndex else { return nil }
            let width: Int
            if written[index] == UInt8(ascii: "\\") {
                if index + 1 < written.endIndex, written[index + 1] == UInt8(ascii: "u") {
                    // A high surrogate and its low surrogate, escaped, are one scalar.
                    let isHigh = Self.hexValue(written, at: index + 2).map { (0xD800...0xDBFF).contains($0) } ?? false
                    let lowFollows = index + 7 < written.endIndex && written[index + 6] == UInt8(ascii: "\\") && written[index + 7] == UInt8(ascii: "u")
                        && Self.hexValue(written, at: index + 8).map { (0xDC00...0xDFFF).contains($0) } ?? false
                    width = isHigh && lowFollows ? 12 : 6
                } else {
                    width = 2
                }
                column += width
                index += width
            } else {
                // One scalar written as itself: one code point, 1 to 4 UTF-8 bytes.
                let lead = written[index]
                column += 1
                index += lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            }
        }
        guard index <= written.endIndex else { return nil }
        return SourceLocation(line: value.quote.line, column: column)
    }

    /// The place of an entry's key in a language, as its format lays entries out: a catalog's
    /// localization, a MessageFormat key nested by `.`, else the key itself.
    public func location(ofEntry key: String, language: String?) -> SourceLocation? {
        location(key: key, language: language, inner: nil, offset: nil)
    }

    /// The place of a finding about `key` in `language`, its variable or form `inner`, at the
    /// scalar `offset` of its text: the nearest the file says.
    func location(key: String, language: String?, inner: [String]?, offset: Int?) -> SourceLocation? {
        if let entryPath { return nearestLocation(of: entryPath(key, language, inner ?? [])) }
        if let inner, location(of: [key]) != nil, let place = nearestLocation(of: [key] + inner) { return place }
        let dotted = keysNestByDots ? key.split(separator: ".", omittingEmptySubsequences: false).map(String.init) : nil
        if let offset, keysNestByDots,
           let place = location(ofScalar: offset, inStringAt: [key]) ?? dotted.flatMap({ location(ofScalar: offset, inStringAt: $0) }) {
            return place
        }
        // A legacy plural message's key is its base key: its first entry in the file stands for it.
        return location(of: [key]) ?? dotted.flatMap { location(of: $0) }
            ?? LegacyPluralConvention.allCases.lazy.flatMap { convention in
                PluralCategory.allCases.lazy.compactMap { location(of: [convention.key(base: key, category: $0)]) }
            }.first
    }

    /// The value of four hex digits at an offset, if they are there.
    private static func hexValue(_ bytes: Data, at start: Int) -> UInt32? {
        guard start + 4 <= bytes.endIndex else { return nil }
        return UInt32(String(decoding: bytes[start..<(start + 4)], as: UTF8.self), radix: 16)
    }

    /// A locator for the bytes of a file of a kind; `nil` when the text cannot be followed or no
    /// format of `FileFormats/standard` locates that kind.
    public init?(data: Data, kind: MessageOrigin.Kind) {
        guard let format = FileFormats.standard.format(reading: kind) as? any LocatingFormat,
              let locator = format.locator(of: data, kind: kind, scope: .everything) else { return nil }
        self = locator
    }

    /// What a locator records. A locator of everything holds a few hundred bytes per key of the
    /// file (a catalog's paths are long): lint, which must stay near the file's size, first records
    /// only the keys that repeat, then the places of the entries its findings name.
    enum Scope {
        /// Every key's place, and the keys that repeat.
        case everything
        /// Only the keys that repeat; `entriesAreUnique` when the file's reader found each entry's
        /// key once (see ``MessageEntries/keysAreUnique``), so that the entries' keys are not compared.
        case repeatedKeys(entriesAreUnique: Bool)
        /// The places of the entries whose key `wanted` accepts (and of the keys above the entries:
        /// a catalog's `strings`), not the keys that repeat.
        case entries(where: (String) -> Bool)
    }

    /// A locator of entries at the top of the file, from their places in the order met: a name met
    /// twice repeats (a `.strings` table's keys, an Android file's elements).
    init(places: some Sequence<(path: [String], location: SourceLocation)>, scope: Scope) {
        self.init()
        var seen: [String: SourceLocation] = [:]
        let tracksRepeats = scope.tracksRepeats(in: [], entriesUnder: [])
        for (path, location) in places {
            if scope.records(path, entriesUnder: []) { recordPlace(path, location) }
            guard path.count == 1, tracksRepeats else { continue }
            if let earlier = seen[path[0]] {
                recordRepeat(path, location, earlier: earlier)
            } else {
                seen[path[0]] = location
            }
        }
    }

    /// A locator of the entries' places by key (a reader of one's own).
    init(places: [String: SourceLocation]) {
        self.init()
        for (key, location) in places { recordPlace([key], location) }
    }

    /// A locator of the keys of an XML property list; `nil` when the XML is not one it can follow
    /// (binary property lists have no lines).
    static func propertyList(_ data: Data, scope: Scope) -> SourceLocator? {
        guard !data.starts(with: Array("bplist".utf8)) else { return nil }
        var locator = SourceLocator()
        guard KeyPathReader.reading(data, entriesUnder: [], scope: scope, { $0.readPropertyList(into: &locator) }) else { return nil }
        return locator
    }

    /// A locator of the keys of a JSON document whose entries are the keys of the object at
    /// `entriesUnder` (a catalog's `["strings"]`); `stringValues` keeps the string values' places
    /// (MessageFormat texts, to place a character of one).
    static func json(_ data: Data, entriesUnder: [String], stringValues: Bool, scope: Scope) -> SourceLocator? {
        var locator = SourceLocator()
        guard KeyPathReader.reading(data, entriesUnder: entriesUnder, scope: scope, { reader in
            reader.recordsStringValues = stringValues
            return reader.readJSON(into: &locator)
        }) else { return nil }
        return locator
    }

    /// This locator's repeated keys with `other`'s places.
    func withPlaces(of other: SourceLocator?) -> SourceLocator {
        var placed = other ?? SourceLocator()
        placed.repeatedKeys = repeatedKeys
        (placed.entryPath, placed.keysNestByDots) = (entryPath, keysNestByDots)
        return placed
    }

    private init() {}

    /// Records a key's place (the first, when the path repeats).
    mutating func recordPlace(_ path: [String], _ location: SourceLocation) {
        if locations[path] == nil { locations[path] = location }
    }

    /// Records a repeated key's place. `earlier` is the place of the same key earlier in the same
    /// object: a key is repeated only within one object (the children of a repeated key repeat with it).
    mutating func recordRepeat(_ path: [String], _ location: SourceLocation, earlier: SourceLocation) {
        repeatedKeys[path, default: [earlier]].append(location)
    }

    mutating func recordString(_ path: [String], quote: SourceLocation, written: Data) {
        if stringValues[path] == nil { stringValues[path] = (quote, written) }
    }
}

/// A format whose files a ``SourceLocator`` follows: the package's formats.
protocol LocatingFormat: FileFormat {
    /// A locator of what `scope` says for the bytes of a file of `kind`; `nil` when the text cannot be followed.
    func locator(of data: Data, kind: MessageOrigin.Kind, scope: SourceLocator.Scope) -> SourceLocator?
}

extension SourceLocator.Scope {
    /// Whether the entries' keys are the keys of the object at `path`.
    static func holdsEntries(_ path: ArraySlice<String>, under entriesUnder: [String]) -> Bool {
        path.elementsEqual(entriesUnder)
    }

    /// Whether the place of a key path is recorded.
    func records(_ path: [String], entriesUnder: [String]) -> Bool {
        switch self {
        case .everything: return true
        case .repeatedKeys: return false
        case let .entries(wanted):
            // The entry's key: the first component below the object holding the entries.
            let depth = entriesUnder.count
            guard path.count > depth, path.starts(with: entriesUnder) else { return true }
            return wanted(path[depth])
        }
    }

    /// Whether keys that repeat in the object at `path` are looked for.
    func tracksRepeats(in path: ArraySlice<String>, entriesUnder: [String]) -> Bool {
        switch self {
        case .everything: true
        case let .repeatedKeys(unique): !unique || !Self.holdsEntries(path, under: entriesUnder)
        case .entries: false
        }
    }
}
