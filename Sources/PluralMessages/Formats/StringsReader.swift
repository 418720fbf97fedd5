import Foundation
import PluralLocalization

/// Reads `.strings` tables (old-style property lists in UTF-8 or UTF-16, see ``MessageFileEncoding``;
/// or binary property lists, as Xcode copies them into an app).
enum StringsReader {
    static func messages(from data: Data, language: String, file: URL?) throws(MessageFileError) -> [String: LocalizedMessage] {
        let origin = MessageOrigin(file: file, kind: .strings)
        let text = MessageFileEncoding.normalized(data)
        // An empty table is valid (Apple asks for one beside each .stringsdict), but Foundation refuses empty data.
        if isBlank(text) { return [:] }
        if let problem = BinaryPropertyListCheck.problem(in: text) {
            throw MessageFileError(file: file, reason: "not a .strings table (\(problem))")
        }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: text, options: [], format: nil)
        } catch {
            let problem = MessageFileEncoding.problem(in: data) ?? StringsdictReader.reason(of: error)
            throw MessageFileError(file: file, reason: "not a .strings table (\(problem))")
        }
        guard let table = plist as? [String: Any] else {
            throw MessageFileError(file: file, reason: "not a .strings table of \"key\" = \"value\"; pairs")
        }
        let comments = Self.comments(in: text)
        var messages: [String: LocalizedMessage] = [:]
        for (key, value) in table {
            let body: MessageBody = (value as? String).map { .text(MessageText($0)) } ?? .invalid("the value is not a string")
            messages[key] = LocalizedMessage(key: key, language: language, body: body, origin: origin, comment: comments[key])
        }
        return LegacyPluralKeys.grouping(messages, language: language, file: file)
    }

    /// The comment just before each entry (the last one, for a key written twice); scanned only
    /// when the table has comments, as Foundation's reader drops them.
    private static func comments(in data: Data) -> [String: String] {
        guard let text = MessageFileEncoding.text(of: data), text.contains("/*") || text.contains("//"),
              let entries = try? StringsEntryScanner.entries(in: text) else { return [:] }
        var comments: [String: String] = [:]
        for entry in entries {
            comments[entry.key] = entry.comment.flatMap { $0.isEmpty ? nil : $0 }
        }
        return comments
    }

    /// Whether the data holds only a byte order mark, white space and comments.
    private static func isBlank(_ data: Data) -> Bool {
        guard let text = MessageFileEncoding.text(of: data) else { return false }
        var rest = Substring(text)
        while true {
            rest = rest.drop(while: { $0.isWhitespace })
            if rest.hasPrefix("//") {
                rest = rest.drop(while: { !$0.isNewline })
            } else if rest.hasPrefix("/*") {
                guard let end = rest.range(of: "*/") else { return false }
                rest = rest[end.upperBound...]
            } else {
                return rest.isEmpty
            }
        }
    }
}
