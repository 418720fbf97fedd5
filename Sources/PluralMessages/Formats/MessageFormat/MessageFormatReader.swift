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
enum MessageFormatReader {
    /// How deeply objects may nest in a file (i18next keys rarely nest past three levels).
    static let maximumKeyDepth = MessageTable.maximumMessageFormatKeyDepth

    static func messages(from data: Data, language: String, file: URL?) throws(MessageFileError) -> [String: LocalizedMessage] {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: MessageFileEncoding.normalized(data))
        } catch {
            throw MessageFileError(file: file, reason: "not JSON (\(MessageFileEncoding.problem(in: data) ?? StringsdictReader.reason(of: error)))")
        }
        guard let top = object as? [String: Any] else {
            throw MessageFileError(file: file, reason: "not a MessageFormat file: the top level is not a JSON object of key to text")
        }
        let origin = MessageOrigin(file: file, kind: .messageformat)
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
                    add(key, LocalizedMessage(key: key, language: language, messageFormat: text, origin: origin))
                case let nested as [String: Any]:
                    if depth + 1 >= maximumKeyDepth {
                        add(key, invalid(key, "objects nest deeper than \(maximumKeyDepth) levels (MessageTable.maximumMessageFormatKeyDepth)"))
                    } else {
                        read(nested, prefix: key + ".", depth: depth + 1)
                    }
                default:
                    add(key, invalid(key, "the value is \(describe(value)), not a MessageFormat text (a string)"))
                }
            }
        }
        read(top, prefix: "", depth: 0)
        return messages
    }

    private static func describe(_ value: Any) -> String {
        switch value {
        case is NSNull: "null"
        case is [Any]: "an array"
        // Foundation bridges 0 and 1 to Bool too; its booleans alone have the objCType of a char.
        case let number as NSNumber where String(cString: number.objCType) != "c": "a number (\(number))"
        case let flag as Bool: "a boolean (\(flag))"
        default: "not a string"
        }
    }

    /// The language a MessageFormat file's name gives it (`pt-BR.json` is `pt-BR`, `es-419.json`
    /// `es-419`), `nil` when the name is not a language (`package.json`): ``FileLanguage``'s rule.
    static func language(ofFileAt url: URL) -> String? {
        FileLanguage.ofMessageFormatFile(url)
    }
}
