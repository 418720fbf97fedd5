import Foundation
import PluralLocalization

/// Reads `<language>.json` files of ICU MessageFormat texts, as FormatJS and i18next keep them: a
/// JSON object from key to text.
///
/// Nested objects are flattened with `.` as i18next does (`{"inbox": {"title": "…"}}` is the key
/// `inbox.title`), down to ``maximumKeyDepth`` levels. Nothing is dropped: a value that is not a
/// string (a number, `null`, an array), an object nested deeper than the bound, or a key given
/// twice once flattened (`"a.b"` and `{"a": {"b": …}}`) becomes an entry that renders as
/// ``MessageError/Reason/invalidEntry(_:)``; a text that does not parse keeps its error (see
/// ``LocalizedMessage/init(key:language:messageFormat:origin:)``).
///
/// A file is scanned once into an index of where each key's value is (``MessageFormatEntries``);
/// a text is parsed when its message is asked for. A file the scan does not follow exactly as
/// Foundation would (a key given twice once joined, an escape it leaves to Foundation, text that
/// is not JSON) is read whole by `JSONSerialization` instead, with the same result.
enum MessageFormatReader {
    /// How deeply objects may nest in a file (i18next keys rarely nest past three levels).
    static let maximumKeyDepth = MessageLimits.maximumMessageFormatKeyDepth

    /// The entries of a `<language>.json` file and its keys, as the `source`-th file of a table;
    /// `kind` says whether its texts are MF1 (``MessageOrigin/Kind/messageformat``) or MF2
    /// (``MessageOrigin/Kind/messageformat2``), as the file's name does.
    static func index(_ data: Data, language: String, file: URL?, source: UInt32, kind: MessageOrigin.Kind = .messageformat) throws(MessageFileError) -> IndexedFile {
        let normalized = MessageFileEncoding.normalized(data)
        if MessageFileEncoding.detect(normalized) == .utf8, let (values, keys) = scan(normalized, source: source) {
            return IndexedFile(entries: MessageFormatEntries(data: normalized, values: values, file: file, kind: kind), keys: [language: keys])
        }
        return ReadMessages.indexing([language: try messages(from: data, language: language, file: file, kind: kind)], kind: kind, file: file, source: source)
    }

    /// A message of a text in a file of `kind`.
    static func message(key: String, language: String, text: String, origin: MessageOrigin) -> LocalizedMessage {
        origin.kind == .messageformat2
            ? LocalizedMessage(key: key, language: language, messageFormat2: text, origin: origin)
            : LocalizedMessage(key: key, language: language, messageFormat: text, origin: origin)
    }

    /// Where each key's value is; `nil` when the file is to be read by Foundation.
    private static func scan(_ data: Data, source: UInt32) -> ([MessageFormatEntries.Value], [String: MessageSlot])? {
        data.withUnsafeBytes { raw -> ([MessageFormatEntries.Value], [String: MessageSlot])? in
            var reader = JSONBytes(raw.bindMemory(to: UInt8.self))
            var values: [MessageFormatEntries.Value] = []
            var keys: [String: MessageSlot] = [:]
            // Joined names of objects: a name met twice, as a key or an object, is left to Foundation.
            var objects: Set<String> = []
            func add(_ key: String, _ value: MessageFormatEntries.Value) -> Bool {
                guard !objects.contains(key), keys.updateValue(MessageSlot(source: source, entry: UInt32(values.count)), forKey: key) == nil else { return false }
                values.append(value)
                return true
            }
            func read(_ reader: inout JSONBytes, prefix: String, depth: Int) -> Bool {
                reader.readObject { reader, name in
                    let key = prefix + name
                    guard let first = reader.peek() else { return false }
                    let start = reader.position
                    switch first {
                    case UInt8(ascii: "{") where depth + 1 < maximumKeyDepth:
                        guard keys[key] == nil, objects.insert(key).inserted else { return false }
                        return read(&reader, prefix: key + ".", depth: depth + 1)
                    case UInt8(ascii: "\""):
                        guard reader.readString() != nil else { return false }
                        return add(key, .init(start: start, end: reader.position, kind: .text))
                    default:
                        let isObject = first == UInt8(ascii: "{")
                        guard reader.skipValue(depth: depth + 1) else { return false }
                        let value = MessageFormatEntries.Value(start: start, end: reader.position, kind: isObject ? .tooDeep : .other)
                        // What Foundation makes of a number, `true` or an array: said when it is looked up.
                        guard isObject || value.foundationValue(in: UnsafeRawBufferPointer(raw)) != nil else { return false }
                        return add(key, value)
                    }
                }
            }
            guard reader.peek() == UInt8(ascii: "{"), read(&reader, prefix: "", depth: 0), reader.isAtEnd() else { return nil }
            return (values, keys)
        }
    }

    static func messages(from data: Data, language: String, file: URL?, kind: MessageOrigin.Kind = .messageformat) throws(MessageFileError) -> [String: LocalizedMessage] {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: MessageFileEncoding.normalized(data))
        } catch {
            throw MessageFileError(file: file, reason: "not JSON (\(MessageFileEncoding.problem(in: data) ?? StringsdictReader.reason(of: error)))")
        }
        guard let top = object as? [String: Any] else {
            throw MessageFileError(file: file, reason: "not a MessageFormat file: the top level is not a JSON object of key to text")
        }
        let origin = MessageOrigin(file: file, kind: kind)
        var messages: [String: LocalizedMessage] = [:]
        func invalid(_ key: String, _ reason: String) -> LocalizedMessage {
            LocalizedMessage(key: key, language: language, body: .invalid(reason), origin: origin)
        }
        func add(_ key: String, _ message: LocalizedMessage) {
            if messages[key] != nil {
                messages[key] = invalid(key, "the key '\(key)' is given twice once nested keys are joined with '.'")
            } else {
                messages[key] = message
            }
        }
        func read(_ object: [String: Any], prefix: String, depth: Int) {
            // Sorted, so that which of two colliding keys is read first does not depend on hashing.
            for (name, value) in object.sorted(by: { $0.key < $1.key }) {
                let key = prefix + name
                switch value {
                case let text as String:
                    add(key, message(key: key, language: language, text: text, origin: origin))
                case let nested as [String: Any]:
                    if depth + 1 >= maximumKeyDepth {
                        add(key, invalid(key, tooDeep))
                    } else {
                        read(nested, prefix: key + ".", depth: depth + 1)
                    }
                default:
                    add(key, invalid(key, notText(value)))
                }
            }
        }
        read(top, prefix: "", depth: 0)
        return messages
    }

    static func describe(_ value: Any) -> String {
        switch value {
        case is NSNull: "null"
        case is [Any]: "an array"
        // Foundation bridges 0 and 1 to Bool too; its booleans alone have the objCType of a char.
        case let number as NSNumber where String(cString: number.objCType) != "c": "a number (\(number))"
        case let flag as Bool: "a boolean (\(flag))"
        default: "not a string"
        }
    }

    /// Why a value that is an object nested too deeply is no message.
    static let tooDeep = "objects nest deeper than \(maximumKeyDepth) levels (MessageLimits.maximumMessageFormatKeyDepth)"

    /// Why a value that is not a string is no message.
    static func notText(_ value: Any) -> String {
        "the value is \(describe(value)), not a MessageFormat text (a string)"
    }

    /// The language a MessageFormat file's name gives it (`pt-BR.json` is `pt-BR`, `es-419.json`
    /// `es-419`), `nil` when the name is not a language (`package.json`): ``FileLanguage``'s rule.
    static func language(ofFileAt url: URL) -> String? {
        MessageFormatFiles.language(ofFileAt: url)
    }
}

/// The entries of a MessageFormat `<language>.json` file: its bytes and where each key's value is,
/// parsed when asked for.
final class MessageFormatEntries: MessageEntries {
    /// Where a value is in the file: 8 bytes an entry.
    struct Value: Sendable {
        enum Kind: UInt32 {
            /// A string: the message's text.
            case text
            /// A number, `true`, `false`, `null` or an array.
            case other
            /// An object nested deeper than ``MessageFormatReader/maximumKeyDepth``.
            case tooDeep
        }

        private let startAndKind: UInt32
        let end: UInt32

        init(start: Int, end: Int, kind: Kind) {
            startAndKind = UInt32(start) | kind.rawValue << 30
            self.end = UInt32(end)
        }

        var start: Int { Int(startAndKind & (1 << 30 - 1)) }
        var kind: Kind { Kind(rawValue: startAndKind >> 30) ?? .other }

        /// The value as Foundation reads it.
        func foundationValue(in bytes: UnsafeRawBufferPointer) -> Any? {
            try? JSONSerialization.jsonObject(with: Data(bytes[start..<Int(end)]), options: .fragmentsAllowed)
        }
    }

    let file: URL?
    /// MF1 or MF2 texts.
    let kind: MessageOrigin.Kind
    private let data: Data
    private let values: [Value]

    init(data: Data, values: [Value], file: URL?, kind: MessageOrigin.Kind) {
        self.data = data
        self.values = values
        self.file = file
        self.kind = kind
    }

    func message(entry: Int, key: String, language: String) -> LocalizedMessage {
        let value = values[entry]
        let origin = MessageOrigin(file: file, kind: kind)
        return data.withUnsafeBytes { raw in
            switch value.kind {
            case .text:
                var reader = JSONBytes(UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[..<Int(value.end)]))
                reader.position = value.start
                let text = reader.readString() ?? ""
                return MessageFormatReader.message(key: key, language: language, text: text, origin: origin)
            case .other:
                let reason = value.foundationValue(in: raw).map(MessageFormatReader.notText) ?? "the value is not a MessageFormat text (a string)"
                return LocalizedMessage(key: key, language: language, body: .invalid(reason), origin: origin)
            case .tooDeep:
                return LocalizedMessage(key: key, language: language, body: .invalid(MessageFormatReader.tooDeep), origin: origin)
            }
        }
    }
}
