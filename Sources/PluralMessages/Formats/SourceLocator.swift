import Foundation

/// Where something stands in a file's text: a 1-based line and column (columns count Unicode code points).
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in Unicode code points (SARIF's `unicodeCodePoints`).
    public var column: Int

    /// A location.
    public init(line: Int, column: Int) {
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
    public private(set) var repeatedKeys: [[String]: [SourceLocation]] = [:]
    /// The string values of a MessageFormat file by key path: the place of the opening quote and the
    /// text as written (escapes and all), to find a character of the decoded text in the file.
    private var stringValues: [[String]: (quote: SourceLocation, written: Data)] = [:]

    /// The location of a key path, if the text has it.
    public func location(of path: [String]) -> SourceLocation? {
        locations[path]
    }

    /// The location of the longest prefix of a path the text has: a form's place when known,
    /// else its variable's, else its key's.
    public func nearestLocation(of path: [String]) -> SourceLocation? {
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
    public func location(ofScalar offset: Int, inStringAt path: [String]) -> SourceLocation? {
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

    /// The value of four hex digits at an offset, if they are there.
    private static func hexValue(_ bytes: Data, at start: Int) -> UInt32? {
        guard start + 4 <= bytes.endIndex else { return nil }
        return UInt32(String(decoding: bytes[start..<(start + 4)], as: UTF8.self), radix: 16)
    }

    /// A locator for the bytes of a file of a kind; `nil` when the text cannot be followed or no
    /// format of ``FileFormats/standard`` locates that kind.
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

    fileprivate mutating func recordString(_ path: [String], quote: SourceLocation, written: Data) {
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

/// Walks the dictionary keys of an XML property list or a JSON document, recording their places.
private struct KeyPathReader {
    /// The file's bytes, read through a pointer: `Data`'s subscript is a call and an exclusivity
    /// check per byte, which made locating the keys of a large catalog most of lint's time.
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The same bytes, for the string values kept (slices share them, no copy).
    private let data: Data
    private var position = 0
    /// Line counting, advanced only forward: each byte is counted once.
    private var counted = (offset: 0, line: 1, column: 1)
    /// Whether to keep string values with their places (for MessageFormat texts).
    var recordsStringValues = false
    /// The path of the object whose keys are the entries', and what to record.
    private let entriesUnder: [String]
    private let scope: SourceLocator.Scope

    private init(_ bytes: UnsafeBufferPointer<UInt8>, data: Data, entriesUnder: [String], scope: SourceLocator.Scope) {
        self.bytes = bytes
        self.data = data
        self.entriesUnder = entriesUnder
        self.scope = scope
    }

    /// `read` with a reader of the file's bytes, which live only as long as the call.
    static func reading(_ data: Data, entriesUnder: [String], scope: SourceLocator.Scope, _ read: (inout KeyPathReader) -> Bool) -> Bool {
        // Indexed from 0 below.
        let data = data.startIndex == 0 ? data : Data(data)
        return data.withUnsafeBytes { raw in
            var reader = KeyPathReader(raw.bindMemory(to: UInt8.self), data: data, entriesUnder: entriesUnder, scope: scope)
            return read(&reader)
        }
    }

    /// Records a key's place (as the scope says) and whether it repeats in its object, whose keys
    /// met so far are `seen` (kept only where the scope looks for repeats).
    private func record(_ path: [String], _ place: SourceLocation, key: String, seen: inout [String: SourceLocation], into locator: inout SourceLocator) {
        if scope.records(path, entriesUnder: entriesUnder) { locator.recordPlace(path, place) }
        guard scope.tracksRepeats(in: path.dropLast(), entriesUnder: entriesUnder) else { return }
        if let earlier = seen[key] {
            locator.recordRepeat(path, place, earlier: earlier)
        } else {
            seen[key] = place
        }
    }

    // MARK: XML property lists

    /// Records every `<key>` of nested `<dict>`s (array elements by index); `false` when the XML is
    /// not a property list it can follow.
    mutating func readPropertyList(into locator: inout SourceLocator) -> Bool {
        var path: [String] = []
        // Open containers: whether each is a dictionary, whether it added a path component, the next array index.
        var open: [(isDictionary: Bool, addedComponent: Bool, nextIndex: Int, seen: [String: SourceLocation])] = []
        var pendingKey: String?
        let values: Set<String> = ["dict", "array", "string", "integer", "real", "true", "false", "date", "data"]
        while let tag = nextTag() {
            if tag.name == "key" {
                guard open.last?.isDictionary == true, pendingKey == nil, let key = textUntilClosing("key") else { return false }
                record(path + [key], tag.location, key: key, seen: &open[open.count - 1].seen, into: &locator)
                pendingKey = key
            } else if values.contains(tag.name) {
                // The value's own path component: its key in a dictionary, its index in an array.
                var component: String?
                if let top = open.last {
                    if top.isDictionary {
                        guard let key = pendingKey else { return false }
                        component = key
                        pendingKey = nil
                    } else {
                        component = String(top.nextIndex)
                        open[open.count - 1].nextIndex += 1
                    }
                }
                if (tag.name == "dict" || tag.name == "array") && !tag.isEmpty {
                    if let component { path.append(component) }
                    open.append((tag.name == "dict", component != nil, 0, [:]))
                } else if !tag.isEmpty, tag.name != "dict", tag.name != "array" {
                    guard skipPast("</\(tag.name)>") else { return false }
                }
            } else if tag.name == "/dict" || tag.name == "/array" {
                guard let closed = open.popLast(), closed.isDictionary == (tag.name == "/dict"), pendingKey == nil else { return false }
                if closed.addedComponent { path.removeLast() }
            }
        }
        return open.isEmpty
    }

    private struct Tag {
        var name: String
        var isEmpty: Bool
        var location: SourceLocation
    }

    /// The next tag, past text, comments and CDATA sections.
    private mutating func nextTag() -> Tag? {
        while position < bytes.count {
            guard bytes[position] == UInt8(ascii: "<") else { position += 1; continue }
            let start = position
            if starts(with: "<!--") || starts(with: "<![CDATA[") {
                guard skipPast(starts(with: "<!--") ? "-->" : "]]>") else { return nil }
                continue
            }
            guard let end = bytes[position...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
            let inside = bytes[(position + 1)..<end]
            position = end + 1
            var nameEnd = inside.startIndex
            if nameEnd < inside.endIndex, "/?!".utf8.contains(inside[nameEnd]) { nameEnd += 1 }
            while nameEnd < inside.endIndex, !" \t\r\n/".utf8.contains(inside[nameEnd]) { nameEnd += 1 }
            let name = String(decoding: inside[..<nameEnd], as: UTF8.self)
            return Tag(name: name, isEmpty: inside.last == UInt8(ascii: "/"), location: location(of: start))
        }
        return nil
    }

    /// Moves past the next occurrence of a text; `false` when there is none.
    private mutating func skipPast(_ text: String) -> Bool {
        guard let end = find(text) else { return false }
        position = end + text.utf8.count
        return true
    }

    /// The text up to `</name>`, with XML's character references decoded.
    private mutating func textUntilClosing(_ name: String) -> String? {
        guard let end = find("</\(name)>") else { return nil }
        let raw = String(decoding: bytes[position..<end], as: UTF8.self)
        position = end + name.utf8.count + 3
        return Self.decodeEntities(raw)
    }

    private static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else { break }
            let name = rest[rest.index(after: amp)..<semicolon]
            let named: [Substring: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
            if let value = named[name] {
                result += value
            } else if name.hasPrefix("#x") || name.hasPrefix("#X"), let code = UInt32(name.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(code) {
                result.unicodeScalars.append(scalar)
            } else if name.hasPrefix("#"), let code = UInt32(name.dropFirst()), let scalar = Unicode.Scalar(code) {
                result.unicodeScalars.append(scalar)
            } else {
                result += rest[amp...semicolon]
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    // MARK: JSON

    /// Records every object key by its path (array elements by index); `false` on JSON it cannot follow.
    mutating func readJSON(into locator: inout SourceLocator) -> Bool {
        var path: [String] = []
        return readJSONValue(path: &path, into: &locator, depth: 0) && { skipJSONSpace(); return position == bytes.count }()
    }

    /// How deep JSON may nest before the locator gives up (Foundation's reader refuses deeper still).
    private static let maximumJSONDepth = 512

    private mutating func readJSONValue(path: inout [String], into locator: inout SourceLocator, depth: Int) -> Bool {
        skipJSONSpace()
        guard position < bytes.count, depth < Self.maximumJSONDepth else { return false }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            position += 1
            skipJSONSpace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "}") { position += 1; return true }
            var seen: [String: SourceLocation] = [:]
            while true {
                skipJSONSpace()
                let start = position
                guard let key = readJSONString() else { return false }
                path.append(key)
                record(path, location(of: start), key: key, seen: &seen, into: &locator)
                skipJSONSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return false }
                position += 1
                guard readJSONValue(path: &path, into: &locator, depth: depth + 1) else { return false }
                path.removeLast()
                skipJSONSpace()
                guard position < bytes.count else { return false }
                position += 1
                if bytes[position - 1] == UInt8(ascii: "}") { return true }
                guard bytes[position - 1] == UInt8(ascii: ",") else { return false }
            }
        case UInt8(ascii: "["):
            position += 1
            skipJSONSpace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") { position += 1; return true }
            var index = 0
            while true {
                path.append(String(index))
                guard readJSONValue(path: &path, into: &locator, depth: depth + 1) else { return false }
                path.removeLast()
                index += 1
                skipJSONSpace()
                guard position < bytes.count else { return false }
                position += 1
                if bytes[position - 1] == UInt8(ascii: "]") { return true }
                guard bytes[position - 1] == UInt8(ascii: ",") else { return false }
            }
        case UInt8(ascii: "\""):
            let start = position
            guard readJSONString() != nil else { return false }
            if recordsStringValues, !path.isEmpty, scope.records(path, entriesUnder: entriesUnder) {
                locator.recordString(path, quote: location(of: start), written: data[(start + 1)..<(position - 1)])
            }
            return true
        default:
            // A number, true, false or null: up to the next delimiter.
            let start = position
            while position < bytes.count, !",}] \t\r\n".utf8.contains(bytes[position]) { position += 1 }
            return position > start
        }
    }

    /// A JSON string at the position, decoded.
    private mutating func readJSONString() -> String? {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
        position += 1
        let start = position
        var hasEscapes = false
        while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
            if bytes[position] == UInt8(ascii: "\\") { hasEscapes = true; position += 1 }
            position += 1
        }
        guard position < bytes.count else { return nil }
        let raw = bytes[start..<position]
        position += 1
        guard hasEscapes else { return String(decoding: raw, as: UTF8.self) }
        // Escapes: let Foundation decode the string exactly as its reader does.
        let quoted = Data([UInt8(ascii: "\"")] + raw + [UInt8(ascii: "\"")])
        return (try? JSONSerialization.jsonObject(with: quoted, options: .fragmentsAllowed)) as? String
    }

    private mutating func skipJSONSpace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    // MARK: Positions

    private func starts(with text: String) -> Bool {
        bytes[position...].starts(with: text.utf8)
    }

    private func find(_ text: String) -> Int? {
        let needle = Array(text.utf8)
        var index = position
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// The line and column of a byte offset at or after the last one asked for.
    private mutating func location(of offset: Int) -> SourceLocation {
        var (index, line, column) = counted
        var runStart = index
        while index < offset {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
                line += 1
                column = 1
                runStart = index + 1
            }
            index += 1
        }
        // Characters between the last counted place and the offset, on the offset's line.
        column += bytes[runStart..<offset].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }  // code points: bytes that start one
        counted = (offset, line, column)
        return SourceLocation(line: line, column: column)
    }
}
