import Foundation

/// Indexes an XML `.stringsdict`: one scan of its tags records where each top-level entry (its
/// `<key>` and value) is; an entry is read by Foundation's `PropertyListSerialization`, as a
/// property list of that entry alone, when its message is looked up.
///
/// Foundation stays the judge of what the file says: at load time the entries are read by it in
/// groups of ``groupSize`` (each group a property list with the file's own prolog), so a file it
/// refuses is refused, and the keys it reads must be the scan's. A file the scan does not follow
/// (UTF-16, a DOCTYPE with an internal subset, text between entries, a key given twice, keys
/// Foundation reads otherwise) is read whole instead, with the same result and the same error.
/// Binary property lists are read whole (Foundation holds every object of the file at once).
enum StringsdictIndex {
    /// How many entries Foundation reads at once while the file is checked.
    static let groupSize = 256

    /// The entries of a `.stringsdict` and its keys, as the `source`-th file of a table; `nil` when
    /// the file is to be read whole.
    static func index(_ data: Data, language: String, file: URL?, source: UInt32) -> IndexedFile? {
        guard MessageFileEncoding.detect(data) == .utf8, !data.starts(with: Array("bplist".utf8)) else { return nil }
        let scanned: (prologEnd: Int, names: [String], bounds: [ByteRange])? = data.withUnsafeBytes { raw in
            var scanner = PropertyListTags(raw.bindMemory(to: UInt8.self))
            return scanner.scanTopLevelDictionary()
        }
        guard let (prologEnd, names, bounds) = scanned else { return nil }
        var keys: [String: MessageSlot] = [:]
        keys.reserveCapacity(names.count)
        for (index, name) in names.enumerated() {
            guard keys.updateValue(MessageSlot(source: source, entry: UInt32(index)), forKey: name) == nil else { return nil }
        }
        let entries = StringsdictEntries(data: data, prologEnd: prologEnd, bounds: bounds, file: file)
        // Foundation reads every entry, a group at a time, and finds the scan's keys.
        var start = 0
        while start < bounds.count {
            let end = min(start + groupSize, bounds.count)
            guard let group = entries.propertyList(from: bounds[start].start, to: bounds[end - 1].end),
                  group.count == end - start, names[start..<end].allSatisfy({ group[$0] != nil }) else { return nil }
            start = end
        }
        return IndexedFile(entries: entries, keys: [language: keys])
    }
}

/// The entries of an XML `.stringsdict`: its bytes and where each entry is.
final class StringsdictEntries: MessageEntries {
    let file: URL?
    var kind: MessageOrigin.Kind { .stringsdict }
    private let data: Data
    /// Where the root `<plist …>` tag ends: what precedes every entry read alone.
    private let prologEnd: Int
    /// Where each entry (`<key>…</key>` and its value) is in the file.
    private let bounds: [ByteRange]

    init(data: Data, prologEnd: Int, bounds: [ByteRange], file: URL?) {
        self.data = data
        self.prologEnd = prologEnd
        self.bounds = bounds
        self.file = file
    }

    /// The entries from `start` to `end` read by Foundation, as a property list with the file's prolog.
    func propertyList(from start: UInt32, to end: UInt32) -> [String: Any]? {
        var document = Data(data.prefix(prologEnd))
        document.append(contentsOf: Array("<dict>".utf8))
        document.append(data[(data.startIndex + Int(start))..<(data.startIndex + Int(end))])
        document.append(contentsOf: Array("</dict></plist>".utf8))
        return (try? PropertyListSerialization.propertyList(from: document, options: [], format: nil)) as? [String: Any]
    }

    func message(entry: Int, key: String, language: String) -> LocalizedMessage {
        let bound = bounds[entry]
        let origin = MessageOrigin(file: file, kind: .stringsdict)
        guard let value = propertyList(from: bound.start, to: bound.end)?[key] else {
            return LocalizedMessage(key: key, language: language, body: .invalid("the entry could not be read again"), origin: origin)
        }
        return StringsdictReader.message(key: key, value: value, language: language, origin: origin)
    }
}

/// The tags of an XML property list, read as far as finding its top-level entries needs.
private struct PropertyListTags {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    struct Tag {
        var name: Substring
        var isClosing: Bool
        var isEmpty: Bool
        var start: Int
        var end: Int
    }

    private func starts(with text: String, at index: Int) -> Bool {
        UnsafeBufferPointer(rebasing: bytes[index...]).starts(with: text.utf8)
    }

    private func find(_ text: String, from index: Int) -> Int? {
        let needle = Array(text.utf8)
        var index = index
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], starts(with: text, at: index) { return index }
            index += 1
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// The next tag, past comments and processing instructions; `text` says whether anything but
    /// white space came before it. `nil` at the end, on a CDATA section or a DOCTYPE with an
    /// internal subset (left to Foundation), or on a tag that does not end.
    mutating func nextTag(text: inout Bool) -> Tag? {
        while position < bytes.count {
            let byte = bytes[position]
            guard byte == UInt8(ascii: "<") else {
                if !Self.isSpace(byte) { text = true }
                position += 1
                continue
            }
            if starts(with: "<!--", at: position) {
                guard let end = find("-->", from: position + 4) else { return nil }
                position = end + 3
                continue
            }
            if starts(with: "<?", at: position) {
                guard let end = find("?>", from: position + 2) else { return nil }
                position = end + 2
                continue
            }
            if starts(with: "<!DOCTYPE", at: position) {
                guard let end = find(">", from: position), find("[", from: position).map({ $0 > end }) ?? true else { return nil }
                position = end + 1
                continue
            }
            guard !starts(with: "<!", at: position), let end = find(">", from: position) else { return nil }
            let start = position
            var inside = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<end])[...]
            let isClosing = inside.first == UInt8(ascii: "/")
            if isClosing { inside = inside.dropFirst() }
            let isEmpty = inside.last == UInt8(ascii: "/")
            let nameEnd = inside.firstIndex { Self.isSpace($0) || $0 == UInt8(ascii: "/") } ?? inside.endIndex
            position = end + 1
            return Tag(name: Substring(decoding: inside[..<nameEnd], as: UTF8.self), isClosing: isClosing, isEmpty: isEmpty, start: start, end: end + 1)
        }
        return nil
    }

    /// The prolog's end, and the top-level dictionary's keys and entries: `<plist>` holding one
    /// `<dict>` of `<key>`s and values, nothing but white space and comments between them.
    mutating func scanTopLevelDictionary() -> (prologEnd: Int, names: [String], bounds: [ByteRange])? {
        var text = false
        guard let plist = nextTag(text: &text), plist.name == "plist", !plist.isClosing, !plist.isEmpty, !text,
              let dict = nextTag(text: &text), dict.name == "dict", !dict.isClosing, !dict.isEmpty, !text else { return nil }
        var names: [String] = []
        var bounds: [ByteRange] = []
        while true {
            guard let tag = nextTag(text: &text), !text else { return nil }
            if tag.name == "dict", tag.isClosing { break }
            guard tag.name == "key", !tag.isClosing, !tag.isEmpty, let close = find("</key>", from: position),
                  let name = Self.decoded(UnsafeBufferPointer(rebasing: bytes[position..<close])) else { return nil }
            position = close + 6
            guard let value = nextTag(text: &text), !text, !value.isClosing, let end = skipValue(value) else { return nil }
            names.append(name)
            bounds.append(ByteRange(start: UInt32(tag.start), end: UInt32(end)))
        }
        guard let closing = nextTag(text: &text), closing.name == "plist", closing.isClosing, !text else { return nil }
        while position < bytes.count {
            guard nextTag(text: &text) == nil, !text else { return nil }
        }
        return text ? nil : (plist.end, names, bounds)
    }

    /// Moves past a value whose opening tag was read; the offset after its closing tag.
    private mutating func skipValue(_ opening: Tag) -> Int? {
        if opening.isEmpty { return opening.end }
        switch opening.name {
        case "dict", "array":
            var depth = 1
            var text = false
            while depth > 0 {
                guard let tag = nextTag(text: &text) else { return nil }
                guard tag.name == "dict" || tag.name == "array", !tag.isEmpty else { continue }
                depth += tag.isClosing ? -1 : 1
            }
            return position
        case "string", "integer", "real", "date", "data", "true", "false", "key":
            guard let close = find("</\(opening.name)>", from: position),
                  !UnsafeBufferPointer(rebasing: bytes[position..<close]).contains(UInt8(ascii: "<")) else { return nil }
            position = close + opening.name.utf8.count + 3
            return position
        default:
            return nil
        }
    }

    /// A key's text with XML's references decoded; `nil` on a reference it does not know.
    private static func decoded(_ raw: UnsafeBufferPointer<UInt8>) -> String? {
        guard let text = String(validating: raw, as: UTF8.self) else { return nil }
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else { return nil }
            let name = rest[rest.index(after: amp)..<semicolon]
            let named: [Substring: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
            if let value = named[name] {
                result += value
            } else if name.hasPrefix("#x"), let code = UInt32(name.dropFirst(2), radix: 16), code > 0, let scalar = Unicode.Scalar(code) {
                result.unicodeScalars.append(scalar)
            } else if name.hasPrefix("#"), let code = UInt32(name.dropFirst()), code > 0, let scalar = Unicode.Scalar(code) {
                result.unicodeScalars.append(scalar)
            } else {
                return nil
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}
