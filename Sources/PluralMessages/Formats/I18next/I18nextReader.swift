import Foundation
import PluralCore

/// Reads an i18next JSON v4 file (`<language>/<namespace>.json`): a JSON object from key to text,
/// nested objects joined with `.` (`{"inbox": {"title": "…"}}` is `inbox.title`), array elements
/// by index (`list.0`), as i18next's `t` looks keys up; each key prefixed `NS:` where the file's root
/// holds several namespaces (``I18nextFiles/namespace(of:)``).
///
/// Plurals are sibling keys of one object: `item_zero`, `item_one`, `item_two`, `item_few`,
/// `item_many`, `item_other` are one message `item`, a whole-string plural variation whose forms
/// are those categories (``LocalizedMessage/pluralFallback`` is the bare key `item` beside them, if
/// any). A group of siblings is a plural when it has two forms or more, or when its one form is
/// `_other` and interpolates `{{count}}` (a language with one category, Japanese, writes only
/// `item_other`). Any other key ending in a category word (a lone `button_other` "Other options",
/// a lone `item_one`) is a key of its own, as `t("button_other")` reads it. i18next v3 keys
/// (`item_plural`, `item_0`) are keys of their own too.
///
/// Ordinal siblings (`place_ordinal_one`, `place_ordinal_two`…, i18next 23 and later), by the same
/// rule, are one message `place_ordinal` whose plural selects by the ordinal rules
/// (``LocalizedMessage/pluralRuleType``), what `t("place", {count, ordinal: true})` shows; its
/// fallback is the bare key `place`, which stays a message of its own unless cardinal siblings
/// (`place_one`) take it as theirs.
///
/// A file written for i18next-icu (``isWrittenForICU(_:)``: ICU MessageFormat texts, `{count, plural, …}`,
/// and no `{{…}}` anywhere) is read as ICU MessageFormat, as i18next-icu formats it: each key is one
/// MessageFormat message and no suffix makes a plural.
///
/// A key given twice in one object keeps its last value, as `JSON.parse` does; it is reported
/// (``FileReading/RepeatedName``). A value that is not a string (a number, `true`, `null`) or an
/// object nested deeper than ``maximumKeyDepth`` is an entry that renders as
/// ``MessageError/Reason/invalidEntry(_:)``. Work is linear in the file's size.
enum I18nextReader {
    /// How deeply objects and arrays may nest (as MessageFormat files: ``MessageLimits/maximumMessageFormatKeyDepth``).
    static let maximumKeyDepth = MessageLimits.maximumMessageFormatKeyDepth

    /// A JSON value as the reader keeps it.
    indirect enum Node {
        case object([Member])
        case text(String)
        /// Not a string: what it is, for the entry's error.
        case other(String)
        case tooDeep
    }

    /// A member of an object (or an array element, named by its index) and the byte offset of its name.
    struct Member {
        let name: String
        var node: Node
        var offset: Int?
    }

    /// The plural categories i18next v4 suffixes name, by suffix.
    static let categorySuffixes: [(suffix: String, category: PluralCategory)] = PluralCategory.allCases.map { ("_" + $0.rawValue, $0) }

    /// The file's messages, their places and repeated keys.
    static func read(_ file: FileToRead) throws(MessageFileError) -> FileReading {
        let language = try file.requireLanguage("put the file in a folder named after its language (en/common.json) or give the language (--file-language en)")
        let data = MessageFileEncoding.normalized(file.data)
        var repeated = Repeats()
        let root: [Member]
        if MessageFileEncoding.detect(data) == .utf8, let members = scan(data, repeated: &repeated) {
            root = members
        } else {
            root = try foundationMembers(file.data, file: file.file)
            repeated = Repeats()
        }
        let icu = isWrittenForICU(root)
        var collected = Collected(language: language, origin: MessageOrigin(file: file.file, kind: icu ? .messageformat : .i18next), readsICU: icu)
        // `common:item` where the root holds several namespaces.
        let namespace = file.file.flatMap(I18nextFiles.namespace(of:)).map { $0 + ":" } ?? ""
        collected.collect(root, prefix: namespace)
        let lines = file.wantsPlaces ? LineTable(data) : nil
        let places = lines.map { lines in collected.offsets.mapValues { lines.location(of: $0) } } ?? [:]
        var repeatedNames = repeated.offsets.sorted { $0.value[0] < $1.value[0] }.map { path, offsets in
            FileReading.RepeatedName(key: namespace + path.joined(separator: "."), places: lines.map { lines in offsets.map { lines.location(of: $0) } } ?? [],
                                     sameTextEachTime: !repeated.differing.contains(path), outcome: .lastKept(by: "JSON.parse"))
        }
        repeatedNames += collected.collisions.map { key, offsets in
            FileReading.RepeatedName(key: key, places: lines.map { lines in offsets.map { lines.location(of: $0) } } ?? [], outcome: .oneKept(by: "i18next"))
        }
        return FileReading(messages: [language: collected.messages], places: places, repeatedNames: file.wantsPlaces ? repeatedNames : [])
    }

    // MARK: Scanning

    /// The top object's members, read with their places; `nil` when the bytes are not JSON this
    /// reader follows (then Foundation reads them).
    static func scan(_ data: Data, repeated: inout Repeats) -> [Member]? {
        data.withUnsafeBytes { raw -> [Member]? in
            var reader = JSONBytes(raw.bindMemory(to: UInt8.self))
            guard reader.peek() == UInt8(ascii: "{"), let members = object(&reader, path: [], depth: 0, repeated: &repeated), reader.isAtEnd() else { return nil }
            return members
        }
    }

    /// The keys a file gives more than once: where each is written, and those whose values differ.
    struct Repeats {
        var offsets: [[String]: [Int]] = [:]
        var differing: Set<[String]> = []
    }

    private static func object(_ reader: inout JSONBytes, path: [String], depth: Int, repeated: inout Repeats) -> [Member]? {
        var members: [Member] = []
        var index: [String: Int] = [:]
        let read = reader.readObject { reader, name, nameOffset in
            guard let node = value(&reader, path: path + [name], depth: depth + 1, repeated: &repeated) else { return false }
            if let earlier = index[name] {
                // `JSON.parse` keeps the key's first position and its last value.
                repeated.offsets[path + [name], default: [members[earlier].offset ?? 0]].append(nameOffset)
                if case let .text(before) = members[earlier].node, case let .text(after) = node, before == after {} else { repeated.differing.insert(path + [name]) }
                members[earlier].node = node
                members[earlier].offset = nameOffset
            } else {
                index[name] = members.count
                members.append(Member(name: name, node: node, offset: nameOffset))
            }
            return true
        }
        return read ? members : nil
    }

    private static func value(_ reader: inout JSONBytes, path: [String], depth: Int, repeated: inout Repeats) -> Node? {
        guard let first = reader.peek() else { return nil }
        let start = reader.position
        switch first {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth < maximumKeyDepth else { return reader.skipValue(depth: depth) ? .tooDeep : nil }
            if first == UInt8(ascii: "{") { return object(&reader, path: path, depth: depth, repeated: &repeated).map(Node.object) }
            reader.position += 1
            var elements: [Member] = []
            if reader.take(UInt8(ascii: "]")) { return .object([]) }
            while true {
                _ = reader.peek()
                let offset = reader.position
                guard let element = value(&reader, path: path + [String(elements.count)], depth: depth + 1, repeated: &repeated) else { return nil }
                elements.append(Member(name: String(elements.count), node: element, offset: offset))
                if reader.take(UInt8(ascii: "]")) { return .object(elements) }
                guard reader.take(UInt8(ascii: ",")) else { return nil }
            }
        case UInt8(ascii: "\""):
            return reader.readString().map(Node.text)
        default:
            guard reader.skipValue(depth: depth) else { return nil }
            let literal = String(decoding: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(reader.bytes)[start..<reader.position]), as: UTF8.self)
            return .other(describe(literal: literal))
        }
    }

    /// What a JSON literal that is not a string is, for an entry's error.
    static func describe(literal: String) -> String {
        switch literal {
        case "null": "null"
        case "true", "false": "a boolean (\(literal))"
        default: "a number (\(literal))"
        }
    }

    /// The members as Foundation reads the file (keys sorted, no places), for JSON the byte reader
    /// leaves to it; an error for a file that is not JSON or whose top level is not an object.
    static func foundationMembers(_ data: Data, file: URL?) throws(MessageFileError) -> [Member] {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: MessageFileEncoding.normalized(data), options: .fragmentsAllowed)
        } catch {
            throw MessageFileError(file: file, reason: "not JSON (\(MessageFileEncoding.problem(in: data) ?? StringsdictReader.reason(of: error)))")
        }
        guard let top = object as? [String: Any] else {
            throw MessageFileError(file: file, reason: "not an i18next file: the top level is not a JSON object of key to text")
        }
        func node(_ value: Any, depth: Int) -> Node {
            switch value {
            case let text as String: return .text(text)
            case let object as [String: Any]:
                guard depth < maximumKeyDepth else { return .tooDeep }
                return .object(object.sorted { $0.key < $1.key }.map { Member(name: $0.key, node: node($0.value, depth: depth + 1), offset: nil) })
            case let array as [Any]:
                guard depth < maximumKeyDepth else { return .tooDeep }
                return .object(array.enumerated().map { Member(name: String($0.offset), node: node($0.element, depth: depth + 1), offset: nil) })
            default: return .other(MessageFormatReader.describe(value))
            }
        }
        guard case let .object(members) = node(top, depth: 0) else { return [] }
        return members
    }

    // MARK: Messages

    /// Whether a file is written for i18next-icu: some text holds an ICU `plural`, `selectordinal` or
    /// `select` argument and none interpolates i18next's `{{…}}`. A file of only simple `{name}`
    /// arguments stays i18next's: there a single brace is text.
    static func isWrittenForICU(_ members: [Member]) -> Bool {
        var texts: [String] = []
        func gather(_ members: [Member]) {
            for member in members {
                switch member.node {
                case let .object(inner): gather(inner)
                case let .text(text): texts.append(text)
                default: break
                }
            }
        }
        gather(members)
        guard !texts.contains(where: { $0.contains("{{") }) else { return false }
        let choices: Set<String> = ["plural", "selectordinal", "select"]
        return texts.contains { text in
            text.contains(",") && MessageFormatModel.arguments(leniently: text).contains { !choices.isDisjoint(with: $0.written) }
        }
    }

    /// The messages of the members, their key's offsets, and keys that two paths join into.
    struct Collected {
        let language: String
        let origin: MessageOrigin
        /// Whether the texts are i18next-icu's ICU MessageFormat (each key one message, no plural suffixes).
        var readsICU = false
        var messages: [String: LocalizedMessage] = [:]
        var offsets: [String: Int] = [:]
        var collisions: [String: [Int]] = [:]

        mutating func collect(_ members: [Member], prefix: String) {
            let groups = I18nextReader.pluralGroups(members)
            for member in members {
                let key = prefix + member.name
                switch member.node {
                case let .object(inner):
                    collect(inner, prefix: key + ".")
                case let .text(text) where readsICU:
                    add(key, LocalizedMessage(key: key, language: language, messageFormat: text, origin: origin), offset: member.offset)
                case let .text(text):
                    if let group = groups.byMember[member.name] {
                        // The group's message, made once, at its first member.
                        guard group.first == member.name else { continue }
                        add(prefix + group.key, plural(group, key: prefix + group.key, members: members), offset: member.offset)
                    } else if groups.bases.contains(member.name) {
                        continue
                    } else {
                        let text = MessageText(i18next: text)
                        add(key, LocalizedMessage(key: key, language: language, body: .text(text), origin: origin,
                                                  argumentNames: text.interpolatedNames, pluralFallback: nil), offset: member.offset)
                    }
                case let .other(description):
                    add(key, invalid(key, "the value is \(description), not an i18next text (a string)"), offset: member.offset)
                case .tooDeep:
                    add(key, invalid(key, "objects nest deeper than \(maximumKeyDepth) levels (MessageLimits.maximumMessageFormatKeyDepth)"), offset: member.offset)
                }
            }
        }

        private func invalid(_ key: String, _ reason: String) -> LocalizedMessage {
            LocalizedMessage(key: key, language: language, body: .invalid(reason), origin: origin)
        }

        /// One plural group's message: its forms, and the bare key beside them as the fallback.
        private func plural(_ group: PluralGroup, key: String, members: [Member]) -> LocalizedMessage {
            var forms: [PluralMessageForm: MessageBody] = [:]
            var names = ["count"]
            func note(_ text: MessageText) {
                for name in text.interpolatedNames where !names.contains(name) { names.append(name) }
            }
            for (category, text) in group.forms {
                let form = MessageText(i18next: text)
                note(form)
                forms[.category(category)] = .text(form)
            }
            var fallback: MessageBody?
            if let bare = members.first(where: { $0.name == group.base }), case let .text(text) = bare.node {
                let form = MessageText(i18next: text)
                note(form)
                fallback = .text(form)
            }
            return LocalizedMessage(key: key, language: language, body: .plural(argument: 1, forms: forms), origin: origin,
                                    argumentNames: names, pluralFallback: fallback, pluralRuleType: group.type)
        }

        private mutating func add(_ key: String, _ message: LocalizedMessage, offset: Int?) {
            if messages[key] != nil {
                // `"a.b"` beside `{"a": {"b": …}}`: one key once joined; the first is kept.
                collisions[key, default: [offsets[key] ?? 0]].append(offset ?? 0)
                return
            }
            messages[key] = message
            if let offset { offsets[key] = offset }
        }
    }

    /// A group of plural siblings: `item_one`, `item_other` are the forms of `item`;
    /// `place_ordinal_one`, `place_ordinal_other` those of the ordinal `place_ordinal`.
    struct PluralGroup {
        /// The bare key, the group's fallback (`item`, `place`).
        let base: String
        let type: PluralRuleType
        /// The first member's name in the file.
        var first: String
        var forms: [(PluralCategory, String)]

        /// The message's key: the base, or for ordinals `<base>_ordinal`.
        var key: String { type == .ordinal ? base + I18nextReader.ordinalInfix : base }
    }

    /// What comes between an ordinal key's base and its category (`place_ordinal_one`).
    static let ordinalInfix = "_ordinal"

    /// The plural groups of an object's members, by member name, and the bare keys the cardinal
    /// groups take as their own fallback (an ordinal's bare key stays a key of its own).
    static func pluralGroups(_ members: [Member]) -> (byMember: [String: PluralGroup], bases: Set<String>) {
        var groups: [String: PluralGroup] = [:]
        var order: [String] = []
        for member in members {
            guard case let .text(text) = member.node, let (base, category, type) = pluralKey(member.name) else { continue }
            let key = type == .ordinal ? base + ordinalInfix : base
            if groups[key] == nil {
                groups[key] = PluralGroup(base: base, type: type, first: member.name, forms: [])
                order.append(key)
            }
            groups[key]?.forms.append((category, text))
        }
        var byMember: [String: PluralGroup] = [:]
        var bases: Set<String> = []
        for key in order {
            guard let group = groups[key], isPlural(group) else { continue }
            if group.type == .cardinal { bases.insert(group.base) }
            for (category, _) in group.forms { byMember[key + "_" + category.rawValue] = group }
        }
        return (byMember, bases)
    }

    /// The rule that makes siblings a plural: two forms or more, or a lone `_other` that interpolates `{{count}}`.
    static func isPlural(_ group: PluralGroup) -> Bool {
        if group.forms.count >= 2 { return true }
        guard let (category, text) = group.forms.first, category == .other else { return false }
        return MessageText(i18next: text).interpolatedNames.contains("count")
    }

    /// The base, category and rules of a plural key: `item_one` is `item`'s cardinal `one`,
    /// `place_ordinal_two` `place`'s ordinal `two`; `nil` for other keys.
    static func pluralKey(_ name: String) -> (base: String, category: PluralCategory, type: PluralRuleType)? {
        for (suffix, category) in categorySuffixes where name.hasSuffix(suffix) {
            let base = name.dropLast(suffix.count)
            guard !base.isEmpty else { return nil }
            guard base.hasSuffix(ordinalInfix) else { return (String(base), category, .cardinal) }
            let ordinalBase = base.dropLast(ordinalInfix.count)
            return ordinalBase.isEmpty ? nil : (String(ordinalBase), category, .ordinal)
        }
        return nil
    }
}

/// Line and column (in code points) of byte offsets in UTF-8 text.
struct LineTable {
    private let data: Data
    private var starts: [Int] = [0]

    init(_ data: Data) {
        self.data = data
        var offset = 0
        for byte in data {
            offset += 1
            if byte == UInt8(ascii: "\n") { starts.append(offset) }
        }
    }

    func location(of offset: Int) -> SourceLocation {
        // The last line starting at or before the offset.
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let start = starts[low]
        let bytes = data[data.startIndex + start ..< data.startIndex + min(offset, data.count)]
        let column = bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) } + 1
        return SourceLocation(line: low + 1, column: column)
    }
}
