import Foundation
import PluralLocalization

/// Reads `.strings` tables (old-style property lists in UTF-8 or UTF-16, see ``MessageFileEncoding``;
/// or binary property lists, as Xcode copies them into an app).
///
/// Text tables are read by ``StringsEntryScanner`` straight from the file's bytes, one entry at a
/// time (Foundation's reader holds an object per string of the file at once, about ten times the
/// file's size); a key written twice keeps its last entry, as Foundation's does. Binary tables go
/// to Foundation after ``BinaryPropertyListCheck``.
enum StringsReader {
    static func messages(from data: Data, language: String, file: URL?) throws(MessageFileError) -> [String: LocalizedMessage] {
        let origin = MessageOrigin(file: file, kind: .strings)
        var messages: [String: LocalizedMessage] = [:]
        func add(key: String, value: String?, comment: String?) {
            let body: MessageBody = value.map { .text(MessageText($0)) } ?? .invalid("the value is not a string")
            messages[key] = LocalizedMessage(key: key, language: language, body: body, origin: origin, comment: comment)
        }
        let text = MessageFileEncoding.normalized(data)
        if text.starts(with: Array("bplist".utf8)) {
            for (key, value) in try binaryTable(text, file: file) { add(key: key, value: value as? String, comment: nil) }
            return LegacyPluralKeys.grouping(messages, language: language, file: file)
        }
        // As Foundation: text that is not UTF-8 is refused; UTF-16 is read as it can be (an unpaired
        // surrogate as U+FFFD, an odd last byte dropped), its problem named if the table does not read.
        if MessageFileEncoding.detect(text) == .utf8, let problem = MessageFileEncoding.problem(in: data) {
            throw MessageFileError(file: file, reason: "not a .strings table (\(problem))")
        }
        do {
            try StringsEntryScanner.scan(normalized: text) { entry in
                add(key: entry.key, value: entry.value, comment: entry.comment.flatMap { $0.isEmpty ? nil : $0 })
            }
        } catch {
            if error.reason == StringsEntryScanner.notATableReason {
                throw MessageFileError(file: file, reason: "not a .strings table of \"key\" = \"value\"; pairs")
            }
            throw MessageFileError(file: file, reason: "not a .strings table (\(MessageFileEncoding.problem(in: data) ?? error.description))")
        }
        return LegacyPluralKeys.grouping(messages, language: language, file: file)
    }

    /// The entries of a binary `.strings` table, read by Foundation after ``BinaryPropertyListCheck``.
    private static func binaryTable(_ data: Data, file: URL?) throws(MessageFileError) -> [String: Any] {
        if let problem = BinaryPropertyListCheck.problem(in: data) {
            throw MessageFileError(file: file, reason: "not a .strings table (\(problem))")
        }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw MessageFileError(file: file, reason: "not a .strings table (\(StringsdictReader.reason(of: error)))")
        }
        guard let table = plist as? [String: Any] else {
            throw MessageFileError(file: file, reason: "not a .strings table of \"key\" = \"value\"; pairs")
        }
        return table
    }
}
