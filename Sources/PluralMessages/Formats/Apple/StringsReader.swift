import Foundation
import PluralLocalization

/// Reads `.strings` tables (old-style property lists in UTF-8 or UTF-16, see ``MessageFileEncoding``;
/// or binary property lists, as Xcode copies them into an app).
///
/// Text tables are scanned by ``StringsEntryScanner`` straight from the file's bytes, once, into
/// an index of where each key's entry is; an entry is decoded again when its message is asked for
/// (``StringsEntries``), so a table costs its bytes and its keys, not every message decoded.
/// A key written twice keeps its last entry, as Foundation's reader does (which holds an object per
/// string of the file at once, about ten times the file's size). Binary tables go to Foundation
/// after ``BinaryPropertyListCheck`` and are held as read.
enum StringsReader {
    /// The entries of a `.strings` file and its keys, as the `source`-th file of a table.
    static func index(_ data: Data, language: String, file: URL?, source: UInt32) throws(MessageFileError) -> IndexedFile {
        let text = MessageFileEncoding.normalized(data)
        if text.starts(with: Array("bplist".utf8)) {
            let origin = MessageOrigin(file: file, kind: .strings)
            var messages: [String: LocalizedMessage] = [:]
            for (key, value) in try binaryTable(text, file: file) {
                let body: MessageBody = (value as? String).map { .text(MessageText($0)) } ?? .invalid("the value is not a string")
                messages[key] = LocalizedMessage(key: key, language: language, body: body, origin: origin)
            }
            let grouped = LegacyPluralKeys.grouping(messages, language: language, file: file)
            return ReadMessages.indexing([language: grouped], kind: .strings, file: file, source: source)
        }
        // As Foundation: text that is not UTF-8 is refused; UTF-16 is read as it can be (an unpaired
        // surrogate as U+FFFD, an odd last byte dropped), its problem named if the table does not read.
        if MessageFileEncoding.detect(text) == .utf8, let problem = MessageFileEncoding.problem(in: data) {
            throw MessageFileError(file: file, reason: "not a .strings table (\(problem))")
        }
        let strings = StringsText(normalized: text)
        var bounds: [StringsEntries.Bounds] = []
        var keys: [String: MessageSlot] = [:]
        var repeated = false
        do {
            try strings.scan { entry in
                if keys.updateValue(MessageSlot(source: source, entry: UInt32(bounds.count)), forKey: entry.key) != nil { repeated = true }
                bounds.append(StringsEntries.Bounds(entry))
            }
        } catch {
            if error.reason == StringsEntryScanner.notATableReason {
                throw MessageFileError(file: file, reason: "not a .strings table of \"key\" = \"value\"; pairs")
            }
            throw MessageFileError(file: file, reason: "not a .strings table (\(MessageFileEncoding.problem(in: data) ?? error.description))")
        }
        // Legacy plural entries (`%d Person (plural rule: one)`) become one plural message of
        // their base key, as LegacyPluralKeys groups them; sorted, as it sorts them.
        let legacy = keys.compactMap { key, slot -> (key: String, entry: UInt32, LegacyPluralConvention, base: String, PluralCategory)? in
            guard bounds[Int(slot.entry)].isString, let (convention, base, category) = LegacyPluralKeys.split(key) else { return nil }
            return (key, slot.entry, convention, base, category)
        }.sorted { $0.key < $1.key }
        var groups: [StringsEntries.Group] = []
        var groupNumbers: [String: Int] = [:]
        for (key, entry, convention, base, category) in legacy {
            if groupNumbers[base] == nil {
                groupNumbers[base] = groups.count
                groups.append(StringsEntries.Group(convention: convention, forms: [:]))
            }
            groups[groupNumbers[base]!].forms[category] = entry
            keys[key] = nil
        }
        for (base, number) in groupNumbers {
            keys[base] = MessageSlot(source: source, entry: UInt32(bounds.count + number))
        }
        let entries = StringsEntries(text: strings, bounds: bounds, groups: groups, file: file, keysAreUnique: !repeated)
        return IndexedFile(entries: entries, keys: [language: keys])
    }

    /// The entries of a binary `.strings` table, read by Foundation after ``BinaryPropertyListCheck``.
    private static func binaryTable(_ data: Data, file: URL?) throws(MessageFileError) -> [String: Any] {
        try BinaryPropertyListCheck.dictionary(data, file: file, binaryProblem: { "not a .strings table (\($0))" },
                                               unreadable: { "not a .strings table (\(StringsdictReader.reason(of: $0)))" },
                                               notADictionary: "not a .strings table of \"key\" = \"value\"; pairs")
    }
}

/// The entries of a `.strings` text table: its code units and where each entry is, decoded when
/// asked for. Entries are numbered in file order; the groups of legacy plural entries follow them.
final class StringsEntries: MessageEntries {
    /// Where an entry is, in code units of the text: 16 bytes an entry.
    struct Bounds: Sendable {
        let keyOffset: UInt32
        /// The end, with the top bit set when the value is a string (not a dictionary, array or data).
        private let endAndKind: UInt32
        let commentStart: UInt32
        let commentEnd: UInt32

        init(_ entry: StringsEntryScanner.Entry) {
            keyOffset = UInt32(entry.keyOffset)
            endAndKind = UInt32(entry.end) | (entry.value == nil ? 0 : 1 << 31)
            commentStart = UInt32(entry.commentRange?.lowerBound ?? 0)
            commentEnd = entry.commentRange.map { UInt32($0.upperBound) } ?? 0
        }

        var end: Int { Int(endAndKind & ~(1 << 31)) }
        var isString: Bool { endAndKind & 1 << 31 != 0 }
        var commentRange: Range<Int>? { commentEnd == 0 ? nil : Int(commentStart)..<Int(commentEnd) }
    }

    /// Legacy plural entries of one base key: their entry numbers by category.
    struct Group: Sendable {
        let convention: LegacyPluralConvention
        var forms: [PluralCategory: UInt32]
    }

    let file: URL?
    var kind: MessageOrigin.Kind { .strings }
    private let text: StringsText
    private let bounds: [Bounds]
    private let groups: [Group]
    /// Whether no key was written twice.
    let keysAreUnique: Bool

    init(text: StringsText, bounds: [Bounds], groups: [Group], file: URL?, keysAreUnique: Bool) {
        self.text = text
        self.bounds = bounds
        self.groups = groups
        self.file = file
        self.keysAreUnique = keysAreUnique
    }

    func message(entry: Int, key: String, language: String) -> LocalizedMessage {
        guard entry >= bounds.count else {
            let bound = bounds[entry]
            let value = text.entry(keyOffset: Int(bound.keyOffset), end: bound.end)?.value
            let body: MessageBody = value.map { .text(MessageText($0)) } ?? .invalid("the value is not a string")
            let comment = bound.commentRange.map(text.comment).flatMap { $0.isEmpty ? nil : $0 }
            return LocalizedMessage(key: key, language: language, body: body, origin: MessageOrigin(file: file, kind: .strings), comment: comment)
        }
        let group = groups[entry - bounds.count]
        var forms: [PluralMessageForm: MessageBody] = [:]
        for (category, number) in group.forms {
            let bound = bounds[Int(number)]
            let value = text.entry(keyOffset: Int(bound.keyOffset), end: bound.end)?.value ?? ""
            forms[.category(category)] = .text(MessageText(value))
        }
        let origin = MessageOrigin(file: file, kind: .strings, legacyConvention: group.convention)
        return LocalizedMessage(key: key, language: language, body: .plural(argument: 1, forms: forms), origin: origin)
    }
}
