import Foundation

/// An ARB file's JSON, members in the order written (a placeholder's order is its parameter's in
/// the code gen-l10n makes, which `JSONSerialization`'s dictionaries lose).
indirect enum ARBValue: Equatable {
    /// A string, decoded.
    case string(String)
    /// An object's members in order; a name written twice keeps its last value (as Dart's `json.decode`).
    case object([(name: String, value: ARBValue)])
    /// A number, `true`, `false`, `null` or an array, as its JSON text.
    case other(String)

    static func == (lhs: ARBValue, rhs: ARBValue) -> Bool {
        switch (lhs, rhs) {
        case let (.string(a), .string(b)), let (.other(a), .other(b)): a == b
        case let (.object(a), .object(b)): a.map(\.name) == b.map(\.name) && a.map(\.value) == b.map(\.value)
        default: false
        }
    }

    /// The members of an object (empty for another value).
    var members: [(name: String, value: ARBValue)] {
        if case let .object(members) = self { members } else { [] }
    }

    /// The value of a member of an object.
    subscript(name: String) -> ARBValue? {
        members.last { $0.name == name }?.value
    }

    var string: String? {
        if case let .string(text) = self { text } else { nil }
    }

    /// The value as JSON text, object keys sorted (for a stable written file).
    var json: String {
        switch self {
        case let .string(text): Self.quoted(text)
        case let .other(text): text
        case let .object(members):
            "{" + Self.unique(members).sorted { $0.name < $1.name }.map { Self.quoted($0.name) + ": " + $0.value.json }.joined(separator: ", ") + "}"
        }
    }

    /// The members, each name once with its last value, in the order of first appearance.
    static func unique(_ members: [(name: String, value: ARBValue)]) -> [(name: String, value: ARBValue)] {
        var last: [String: ARBValue] = [:]
        var order: [String] = []
        for (name, value) in members {
            if last.updateValue(value, forKey: name) == nil { order.append(name) }
        }
        return order.map { ($0, last[$0]!) }
    }

    /// A string as a JSON string literal.
    static func quoted(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])) ?? Data("[\"\"]".utf8)
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }

    /// Reads JSON text with its members in order, nesting at most `maximumDepth` deep; `nil` when
    /// the strict reader does not accept it (the caller then asks Foundation why).
    static func parse(_ data: Data, maximumDepth: Int) -> ARBValue? {
        data.withUnsafeBytes { raw -> ARBValue? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var reader = JSONBytes(bytes)
            guard let top = value(&reader, bytes: bytes, depth: 0, maximumDepth: maximumDepth), reader.isAtEnd() else { return nil }
            return top
        }
    }

    private static func value(_ reader: inout JSONBytes, bytes: UnsafeBufferPointer<UInt8>, depth: Int, maximumDepth: Int) -> ARBValue? {
        guard depth < maximumDepth, let first = reader.peek() else { return nil }
        switch first {
        case UInt8(ascii: "\""):
            return reader.readString().map(ARBValue.string)
        case UInt8(ascii: "{"):
            var members: [(name: String, value: ARBValue)] = []
            let read = reader.readObject { reader, name in
                guard let member = value(&reader, bytes: bytes, depth: depth + 1, maximumDepth: maximumDepth) else { return false }
                members.append((name, member))
                return true
            }
            return read ? .object(members) : nil
        default:
            let start = reader.position
            guard reader.skipValue(depth: depth + 1) else { return nil }
            return .other(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<reader.position]), as: UTF8.self))
        }
    }
}
