import Foundation

/// One entry of a PO or POT file, as written: its keywords' decoded strings, comments and flags.
struct POEntry: Hashable, Sendable {
    /// The line of the entry's `msgid` (1-based).
    var line: Int = 0
    /// `msgctxt`, when the entry has one.
    var context: String?
    /// `msgid`: the source text (empty for the header).
    var msgid: String = ""
    /// `msgid_plural`, for a plural entry.
    var msgidPlural: String?
    /// The translations: `msgstr` alone, or `msgstr[0]`, `msgstr[1]`… by index (an index not written is empty).
    var msgstr: [String] = []
    /// The indexes `msgstr[i]` written, in order (empty for a plain `msgstr`).
    var writtenIndexes: [Int] = []
    /// `# ` translator comments, each line without its `# `.
    var translatorComments: [String] = []
    /// `#.` comments extracted from the source code.
    var extractedComments: [String] = []
    /// `#:` references (`src/main.c:42`), as written on each line.
    var references: [String] = []
    /// `#,` flags (`fuzzy`, `c-format`, `python-format`, `no-c-format`…), in order.
    var flags: [String] = []
    /// `#|` previous strings (`msgctxt`, `msgid`, `msgid_plural` of the text last translated), each line as written after `#| `.
    var previous: [String] = []

    /// An empty entry.
    init() {}

    /// Whether the entry is marked `fuzzy` (gettext's tools do not show it).
    var isFuzzy: Bool { flags.contains("fuzzy") }
    /// Whether no translation is written (every `msgstr` empty).
    var isUntranslated: Bool { msgstr.allSatisfy(\.isEmpty) }
    /// Whether this is the header: the entry whose `msgid` is empty and which has no context.
    var isHeader: Bool { msgid.isEmpty && context == nil }
    /// The entry's key in a table: its `msgid`, preceded by its `msgctxt` and U+0004 as gettext's
    /// catalogs key it (`Menu\u{4}Open`).
    var key: String { POEntry.key(msgid: msgid, context: context) }

    /// The key of a `msgid` in a context (``key``).
    static func key(msgid: String, context: String?) -> String {
        context.map { $0 + "\u{4}" + msgid } ?? msgid
    }
}

extension MessageTable {
    /// The key a PO entry is found by in a table: its `msgid`, in its `msgctxt` when it has one
    /// (gettext's own `context\u{4}msgid`).
    public static func gettextKey(msgid: String, context: String?) -> String {
        POEntry.key(msgid: msgid, context: context)
    }
}

/// Reads the entries of a PO or POT file: keywords, continued strings, comments and flags, with
/// the line of each entry; obsolete entries (`#~`) are left out. Escapes (`\n`, `\t`, `\"`, `\\`,
/// `\a \b \f \r \v`, octal `\ooo`, hexadecimal `\xHH`) are decoded as bytes of the file's text.
///
/// Errors name the line; the reader is bounded by ``maximumEntries`` and by the file size the loader allows.
enum POParser {
    /// The most entries a file may hold (a large real catalog holds a few tens of thousands).
    static let maximumEntries = 1_000_000

    /// The entries of the file's text, or the error that names the line.
    static func entries(_ data: Data, file: URL?) throws(MessageFileError) -> [POEntry] {
        guard data.count <= MessageLimits.maximumFileSize else {
            throw MessageFileError(file: file, reason: "the file has \(data.count) bytes, more than \(MessageLimits.maximumFileSize) (MessageLimits.maximumFileSize)")
        }
        let bytes = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        var parser = Parser(file: file)
        var lineNumber = 0
        var start = bytes.startIndex
        while start < bytes.endIndex || lineNumber == 0 {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.endIndex
            lineNumber += 1
            var line = bytes[start..<end]
            if line.last == 0x0D { line = line.dropLast() }
            try parser.take(Array(line), number: lineNumber)
            if end == bytes.endIndex { break }
            start = bytes.index(after: end)
        }
        try parser.finish()
        return parser.entries
    }

    private struct Parser {
        let file: URL?
        var entries: [POEntry] = []
        var current = POEntry()
        /// Whether the current entry has a keyword yet (comments alone do not make an entry).
        var hasKeyword = false
        var hasMsgid = false
        var hasMsgstr = false
        /// The string a continuation line adds to.
        var target: Target?

        enum Target { case context, msgid, msgidPlural, msgstr(Int) }

        init(file: URL?) { self.file = file }

        func error(_ line: Int, _ reason: String) -> MessageFileError {
            MessageFileError(file: file, reason: "line \(line): \(reason)")
        }

        mutating func finishEntry(line: Int) throws(MessageFileError) {
            defer { (current, hasKeyword, hasMsgid, hasMsgstr, target) = (POEntry(), false, false, false, nil) }
            guard hasKeyword else { return }
            guard hasMsgid else { throw error(current.line, "the entry has no msgid") }
            guard hasMsgstr else { throw error(current.line, "the entry '\(current.msgid.prefix(40))' has no msgstr") }
            guard entries.count < POParser.maximumEntries else { throw error(line, "more than \(POParser.maximumEntries) entries (POParser.maximumEntries)") }
            entries.append(current)
        }

        mutating func finish() throws(MessageFileError) { try finishEntry(line: 0) }

        mutating func take(_ line: [UInt8], number: Int) throws(MessageFileError) {
            var index = 0
            while index < line.count, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
            guard index < line.count else {
                // A blank line ends an entry whose msgstr is written.
                if hasMsgstr { try finishEntry(line: number) }
                return
            }
            let rest = Array(line[index...])
            if rest[0] == UInt8(ascii: "#") {
                // Comments belong to the next entry: one after a msgstr starts it.
                if rest.count >= 2, rest[1] == UInt8(ascii: "~") { return }  // obsolete: gettext ignores it
                if hasMsgstr { try finishEntry(line: number) }
                let kind: UInt8 = rest.count >= 2 ? rest[1] : 0x20
                let text = { (drop: Int) -> String in
                    let body = rest.dropFirst(drop)
                    return String(decoding: body.first == 0x20 ? body.dropFirst() : body, as: UTF8.self)
                }
                switch kind {
                case UInt8(ascii: "."): current.extractedComments.append(text(2))
                case UInt8(ascii: ":"): current.references.append(text(2))
                case UInt8(ascii: ","):
                    current.flags += text(2).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                case UInt8(ascii: "|"): current.previous.append(text(2))
                default: current.translatorComments.append(text(1))
                }
                return
            }
            if rest[0] == UInt8(ascii: "\"") {
                guard let target else { throw error(number, "a string continues no keyword (msgid, msgstr…)") }
                try append(try Self.string(rest, line: number, file: file), to: target)
                return
            }
            // A keyword and its first string.
            var end = 0
            while end < rest.count, rest[end] != 0x20, rest[end] != 0x09, rest[end] != UInt8(ascii: "\"") { end += 1 }
            let keyword = String(decoding: rest[..<end], as: UTF8.self)
            var valueStart = end
            while valueStart < rest.count, rest[valueStart] == 0x20 || rest[valueStart] == 0x09 { valueStart += 1 }
            guard valueStart < rest.count, rest[valueStart] == UInt8(ascii: "\"") else {
                throw error(number, keyword.isEmpty ? "expected a keyword" : "expected a string after '\(keyword.prefix(40))'")
            }
            let value = try Self.string(Array(rest[valueStart...]), line: number, file: file)
            switch keyword {
            case "msgctxt":
                if hasMsgstr || hasMsgid { try finishEntry(line: number) }
                guard current.context == nil else { throw error(number, "a second msgctxt") }
                current.line = number
                current.context = value
                hasKeyword = true
                target = .context
            case "msgid":
                if hasMsgstr { try finishEntry(line: number) }
                guard !hasMsgid else { throw error(number, "a second msgid before msgstr") }
                if current.context == nil { current.line = number }
                current.msgid = value
                hasMsgid = true
                hasKeyword = true
                target = .msgid
            case "msgid_plural":
                guard hasMsgid, !hasMsgstr, current.msgidPlural == nil else { throw error(number, "msgid_plural must follow the entry's msgid") }
                current.msgidPlural = value
                target = .msgidPlural
            case "msgstr":
                guard hasMsgid, !hasMsgstr else { throw error(number, "msgstr must follow the entry's msgid") }
                guard current.msgidPlural == nil else { throw error(number, "a plural entry (msgid_plural) needs msgstr[0], msgstr[1]…, not msgstr") }
                current.msgstr = [value]
                hasMsgstr = true
                target = .msgstr(0)
            default:
                guard keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"), let index = Int(keyword.dropFirst(7).dropLast()), index >= 0 else {
                    throw error(number, "unknown keyword '\(keyword.prefix(40))'")
                }
                guard hasMsgid, current.msgidPlural != nil else { throw error(number, "msgstr[\(index)] in an entry without msgid_plural") }
                guard index < PluralFormsHeader.maximumCount else { throw error(number, "msgstr[\(index)]: more than \(PluralFormsHeader.maximumCount) forms") }
                guard !current.writtenIndexes.contains(index) else { throw error(number, "msgstr[\(index)] written twice") }
                if current.msgstr.count <= index { current.msgstr += Array(repeating: "", count: index + 1 - current.msgstr.count) }
                current.msgstr[index] = value
                current.writtenIndexes.append(index)
                hasMsgstr = true
                target = .msgstr(index)
            }
        }

        mutating func append(_ text: String, to target: Target) throws(MessageFileError) {
            switch target {
            case .context: current.context! += text
            case .msgid: current.msgid += text
            case .msgidPlural: current.msgidPlural! += text
            case let .msgstr(index): current.msgstr[index] += text
            }
        }

        /// A quoted string starting at `text[0]`, decoded; only spaces may follow it.
        static func string(_ text: [UInt8], line: Int, file: URL?) throws(MessageFileError) -> String {
            var bytes: [UInt8] = []
            var index = 1
            func fail(_ reason: String) -> MessageFileError { MessageFileError(file: file, reason: "line \(line): \(reason)") }
            while true {
                guard index < text.count else { throw fail("the string has no closing '\"'") }
                let byte = text[index]
                if byte == UInt8(ascii: "\"") { index += 1; break }
                guard byte == UInt8(ascii: "\\") else { bytes.append(byte); index += 1; continue }
                index += 1
                guard index < text.count else { throw fail("the string ends with a lone '\\'") }
                let escape = text[index]
                index += 1
                switch escape {
                case UInt8(ascii: "n"): bytes.append(0x0A)
                case UInt8(ascii: "t"): bytes.append(0x09)
                case UInt8(ascii: "r"): bytes.append(0x0D)
                case UInt8(ascii: "a"): bytes.append(0x07)
                case UInt8(ascii: "b"): bytes.append(0x08)
                case UInt8(ascii: "f"): bytes.append(0x0C)
                case UInt8(ascii: "v"): bytes.append(0x0B)
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "'"), UInt8(ascii: "?"): bytes.append(escape)
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var value = Int(escape - UInt8(ascii: "0"))
                    var digits = 1
                    while digits < 3, index < text.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(text[index]) {
                        value = value * 8 + Int(text[index] - UInt8(ascii: "0"))
                        index += 1
                        digits += 1
                    }
                    guard value <= 0xFF else { throw fail("the octal escape \\\(String(value, radix: 8)) is larger than a byte") }
                    bytes.append(UInt8(value))
                case UInt8(ascii: "x"):
                    var value = 0
                    var digits = 0
                    while index < text.count, let digit = Int(String(UnicodeScalar(text[index])), radix: 16) {
                        value = value * 16 + digit
                        index += 1
                        digits += 1
                        guard value <= 0xFF else { throw fail("the hexadecimal escape is larger than a byte") }
                    }
                    guard digits > 0 else { throw fail("'\\x' without hexadecimal digits") }
                    bytes.append(UInt8(value))
                default:
                    throw fail("unknown escape '\\\(String(decoding: [escape], as: UTF8.self))'")
                }
            }
            while index < text.count, text[index] == 0x20 || text[index] == 0x09 { index += 1 }
            guard index == text.count else { throw fail("text after the closing '\"'") }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// A string as a PO file writes it, between quotes: `\\`, `\"` and control characters escaped
    /// as GNU gettext escapes them (`\n`, `\t`, `\r`, `\a`, `\b`, `\f`, `\v`; others in octal).
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingScalars { scalar in
            switch scalar {
            case "\\": "\\\\"
            case "\"": "\\\""
            case "\n": "\\n"
            case "\t": "\\t"
            case "\r": "\\r"
            case "\u{7}": "\\a"
            case "\u{8}": "\\b"
            case "\u{C}": "\\f"
            case "\u{B}": "\\v"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                octalEscape(scalar)
            default: nil
            }
        } + "\""
    }

    /// A control character as gettext writes it: a backslash and three octal digits.
    private static func octalEscape(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 8)
        return "\\" + String(repeating: "0", count: 3 - digits.count) + digits
    }

    /// A keyword and its string as GNU gettext writes them: one line, or, when the text holds a
    /// line break before its end, `""` and one line per line of text.
    static func field(_ keyword: String, _ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count > 2 || (lines.count == 2 && !lines[1].isEmpty) else { return "\(keyword) \(quoted(text))\n" }
        var out = "\(keyword) \"\"\n"
        for (index, line) in lines.enumerated() {
            let piece = index < lines.count - 1 ? line + "\n" : String(line)
            if !piece.isEmpty { out += quoted(String(piece)) + "\n" }
        }
        return out
    }
}
