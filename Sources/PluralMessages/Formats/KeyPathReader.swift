import Foundation

/// Walks the dictionary keys of an XML property list or a JSON document, recording their places.
struct KeyPathReader {
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
                guard let closed = afterMember(closing: "}") else { return false }
                if closed { return true }
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
                guard let closed = afterMember(closing: "]") else { return false }
                if closed { return true }
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

    /// Past the comma or closing bracket after a member of an object or array: whether it closed
    /// the container; `nil` for anything else.
    private mutating func afterMember(closing: Unicode.Scalar) -> Bool? {
        skipJSONSpace()
        guard position < bytes.count else { return nil }
        position += 1
        if bytes[position - 1] == UInt8(ascii: closing) { return true }
        return bytes[position - 1] == UInt8(ascii: ",") ? false : nil
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
