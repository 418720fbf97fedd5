/// The entries of a `.strings` table in file order, with the line and column of each key.
///
/// Foundation reads a `.strings` table into a dictionary, so two entries with the same key collapse
/// into the last one and no position survives. This scanner follows CoreFoundation's old-style
/// property-list grammar (`CFOldStylePList.c`) just far enough to list the top-level entries as
/// written: quoted and unquoted strings, the same escapes, `//` and `/* */` comments, the
/// `"key";` shorthand, and values that are dictionaries, arrays or data (skipped, not decoded).
/// Foundation stays the reader of values; this is for what it cannot tell: order, duplicates and
/// positions.
struct StringsEntryScanner {
    /// One `key = value;` entry.
    struct Entry: Hashable, Sendable {
        /// The key, with escapes decoded as CoreFoundation decodes them.
        var key: String
        /// The value when it is a string (a `"key";` shorthand repeats the key); `nil` for a
        /// dictionary, array or data value.
        var value: String?
        /// Where the key starts: 1-based line and column (columns count Unicode code points).
        var line: Int
        var column: Int
        /// The last comment between the previous entry and this one, trimmed (the note for translators).
        var comment: String? = nil
    }

    /// Why the text is not a table of entries, and where.
    struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
        var reason: String
        var line: Int
        var column: Int
        var description: String { "line \(line), column \(column): \(reason)" }
    }

    /// Lists the entries of the text of a `.strings` table (already decoded from its bytes).
    static func entries(in text: String) throws(SyntaxError) -> [Entry] {
        var scanner = StringsEntryScanner(text)
        return try scanner.scanTable()
    }

    private let units: [UInt16]
    private var position = 0
    /// The last comment skipped since the last entry.
    private var lastComment: Range<Int>?

    private init(_ text: String) {
        units = Array(text.utf16)
    }

    private mutating func scanTable() throws(SyntaxError) -> [Entry] {
        var entries: [Entry] = []
        // A table may be wrapped in braces, as any old-style dictionary.
        let braced = skipSpace() && units[position] == UInt16(ascii: "{")
        if braced { position += 1 }
        while skipSpace() {
            if braced && units[position] == UInt16(ascii: "}") {
                position += 1
                guard !skipSpace() else { throw error("text after the closing '}'") }
                return entries
            }
            let (line, column) = lineAndColumn(of: position)
            let comment = lastComment.map { String(decoding: units[$0], as: UTF16.self).trimmingCharacters(in: .whitespacesAndNewlines) }
            let key = try scanString()
            guard skipSpace() else { throw error("missing ';' after the last entry") }
            let value: String?
            switch units[position] {
            case UInt16(ascii: ";"):
                value = key
            case UInt16(ascii: "="):
                position += 1
                value = try scanValue()
                guard skipSpace(), units[position] == UInt16(ascii: ";") else { throw error("missing ';' after the value") }
            default:
                throw error("expected '=' or ';' after the key")
            }
            position += 1
            entries.append(Entry(key: key, value: value, line: line, column: column, comment: comment))
            lastComment = nil
        }
        if braced { throw error("missing the closing '}'") }
        return entries
    }

    /// A value: a string, or a dictionary, array or data block (skipped).
    private mutating func scanValue() throws(SyntaxError) -> String? {
        guard skipSpace() else { throw error("missing a value after '='") }
        switch units[position] {
        case UInt16(ascii: "{"), UInt16(ascii: "("), UInt16(ascii: "<"):
            try skipNested()
            return nil
        default:
            return try scanString()
        }
    }

    /// A quoted (`"…"` or `'…'`) or unquoted string.
    private mutating func scanString() throws(SyntaxError) -> String {
        let first = units[position]
        if first == UInt16(ascii: "\"") || first == UInt16(ascii: "'") {
            return try scanQuoted(until: first)
        }
        let start = position
        while position < units.count, Self.isUnquotedCharacter(units[position]) { position += 1 }
        guard position > start else { throw error("expected a string") }
        return String(decoding: units[start..<position], as: UTF16.self)
    }

    private mutating func scanQuoted(until quote: UInt16) throws(SyntaxError) -> String {
        let start = position
        position += 1
        var decoded: [UInt16] = []
        while position < units.count {
            let unit = units[position]
            position += 1
            if unit == quote { return String(decoding: decoded, as: UTF16.self) }
            if unit == UInt16(ascii: "\\"), position < units.count {
                decoded.append(scanEscape())
            } else {
                decoded.append(unit)
            }
        }
        position = start
        throw error("a quoted string is not closed")
    }

    /// The character after a backslash, as CoreFoundation's `getSlashedChar` reads it.
    private mutating func scanEscape() -> UInt16 {
        let unit = units[position]
        position += 1
        switch unit {
        case UInt16(ascii: "0")...UInt16(ascii: "7"):
            // Up to three octal digits: one byte (read as Latin-1 here; NeXTSTEP Latin differs above 0x7F).
            var value = unit - UInt16(ascii: "0")
            for _ in 0..<2 {
                guard position < units.count, (UInt16(ascii: "0")...UInt16(ascii: "7")).contains(units[position]) else { break }
                value = (value << 3 + units[position] - UInt16(ascii: "0")) & 0xFF
                position += 1
            }
            return value
        case UInt16(ascii: "U"):
            var value: UInt16 = 0
            for _ in 0..<4 {
                guard position < units.count, let digit = Self.hexValue(units[position]) else { break }
                value = value << 4 | digit
                position += 1
            }
            return value
        case UInt16(ascii: "a"): return 0x07
        case UInt16(ascii: "b"): return 0x08
        case UInt16(ascii: "f"): return 0x0C
        case UInt16(ascii: "n"): return 0x0A
        case UInt16(ascii: "r"): return 0x0D
        case UInt16(ascii: "t"): return 0x09
        case UInt16(ascii: "v"): return 0x0B
        default: return unit
        }
    }

    /// Skips a dictionary, array or data value, counting nesting and honouring quoted strings.
    private mutating func skipNested() throws(SyntaxError) {
        var closers: [UInt16] = []
        repeat {
            guard skipSpace() else { throw error("a dictionary, array or data value is not closed") }
            let unit = units[position]
            switch unit {
            case UInt16(ascii: "{"): closers.append(UInt16(ascii: "}")); position += 1
            case UInt16(ascii: "("): closers.append(UInt16(ascii: ")")); position += 1
            case UInt16(ascii: "<"): closers.append(UInt16(ascii: ">")); position += 1
            case UInt16(ascii: "\""), UInt16(ascii: "'"): _ = try scanQuoted(until: unit)
            default:
                if unit == closers.last { closers.removeLast() }
                position += 1
            }
        } while !closers.isEmpty
    }

    /// Skips white space and comments; `false` at the end of the text.
    private mutating func skipSpace() -> Bool {
        while position < units.count {
            let unit = units[position]
            if (0x09...0x0D).contains(unit) || unit == 0x20 || unit == 0x2028 || unit == 0x2029 {
                position += 1
            } else if unit == UInt16(ascii: "/"), position + 1 < units.count, units[position + 1] == UInt16(ascii: "/") {
                let start = position + 2
                while position < units.count, !Self.isLineBreak(units[position]) { position += 1 }
                lastComment = start..<position
            } else if unit == UInt16(ascii: "/"), position + 1 < units.count, units[position + 1] == UInt16(ascii: "*") {
                position += 2
                let start = position
                while position < units.count, !(units[position] == UInt16(ascii: "*") && position + 1 < units.count && units[position + 1] == UInt16(ascii: "/")) {
                    position += 1
                }
                lastComment = start..<position
                position = min(position + 2, units.count)
            } else {
                return true
            }
        }
        return false
    }

    private mutating func error(_ reason: String) -> SyntaxError {
        let (line, column) = lineAndColumn(of: min(position, units.count))
        return SyntaxError(reason: reason, line: line, column: column)
    }

    /// Lines and columns counted so far: offsets are asked for in increasing order, so each unit is read once.
    private var counted = (offset: 0, line: 1, column: 1)

    /// The 1-based line and code-point column of a UTF-16 offset (`\r\n` is one line break).
    private mutating func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        if offset < counted.offset { counted = (0, 1, 1) }
        var (index, line, column) = counted
        while index < offset {
            let unit = units[index]
            if Self.isLineBreak(unit), !(unit == 0x0D && index + 1 < units.count && units[index + 1] == 0x0A) {
                line += 1
                column = 1
            } else if !Self.isLineBreak(unit), !UTF16.isTrailSurrogate(unit) {
                column += 1
            }
            index += 1
        }
        counted = (index, line, column)
        return (line, column)
    }

    private static func isLineBreak(_ unit: UInt16) -> Bool {
        unit == 0x0A || unit == 0x0D || unit == 0x2028 || unit == 0x2029
    }

    private static func isUnquotedCharacter(_ unit: UInt16) -> Bool {
        switch unit {
        case UInt16(ascii: "a")...UInt16(ascii: "z"), UInt16(ascii: "A")...UInt16(ascii: "Z"), UInt16(ascii: "0")...UInt16(ascii: "9"):
            return true
        default:
            return "_$/:.-".utf16.contains(unit)
        }
    }

    private static func hexValue(_ unit: UInt16) -> UInt16? {
        switch unit {
        case UInt16(ascii: "0")...UInt16(ascii: "9"): unit - UInt16(ascii: "0")
        case UInt16(ascii: "a")...UInt16(ascii: "f"): unit - UInt16(ascii: "a") + 10
        case UInt16(ascii: "A")...UInt16(ascii: "F"): unit - UInt16(ascii: "A") + 10
        default: nil
        }
    }
}

private extension UInt16 {
    /// The code unit of an ASCII character (the scanner reads UTF-16, as CoreFoundation does).
    init(ascii scalar: Unicode.Scalar) {
        self = UInt16(scalar.value)
    }
}
