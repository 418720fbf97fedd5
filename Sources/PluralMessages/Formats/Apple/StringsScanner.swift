import Foundation

/// The scan over one encoding's code units.
struct StringsScanner<Encoding: Unicode.Encoding> {
    typealias Unit = Encoding.CodeUnit
    private let units: UnsafeBufferPointer<Unit>
    private var position = 0
    /// The last comment skipped since the last entry.
    private var lastComment: Range<Int>?
    /// Lines and columns counted so far: offsets are asked for in increasing order, so each unit is read once.
    private var counted = (offset: 0, line: 1, column: 1)

    init(_ units: UnsafeBufferPointer<Unit>) {
        self.units = units
    }

    private var isUTF8: Bool { Unit.bitWidth == 8 }

    private func unit(_ ascii: Unicode.Scalar) -> Unit { Unit(truncatingIfNeeded: ascii.value) }

    private func at(_ index: Int, is ascii: Unicode.Scalar) -> Bool {
        index < units.count && units[index] == unit(ascii)
    }

    // MARK: The table

    /// Reads the table as CoreFoundation's `__CFCreateOldStylePropertyListOrStringsFile` does: one
    /// object; when it is a string followed by more text, the text again as the content of a
    /// dictionary without braces.
    mutating func scanTable(_ visit: (StringsEntryScanner.Entry) -> Void) throws(StringsEntryScanner.SyntaxError) {
        guard skipSpace() else { return }
        let first = units[position]
        if first == unit("{") {
            position += 1
            try scanEntries(braced: true, visit)
            guard skipSpace(), units[position] == unit("}") else { throw error("missing the closing '}'") }
            position += 1
            guard !skipSpace() else { throw error("text after the closing '}'") }
            return
        }
        if first == unit("(") || first == unit("<") {
            // A lone array or data value is a property list, but not a table.
            try skipValue(depth: 0)
            if skipSpace() { throw error("text after the value") }
            throw error(StringsEntryScanner.notATableReason)
        }
        guard isStringStart(first) else { throw error("expected a string") }
        let (start, comment) = (position, lastComment)
        _ = try scanString()
        guard skipSpace() else {
            position = start
            throw error(StringsEntryScanner.notATableReason)
        }
        (position, lastComment) = (start, comment)
        try scanEntries(braced: false, visit)
    }

    /// The entries of a dictionary's content, up to a character that cannot start a key (as
    /// CoreFoundation's `parsePlistDictContent`, which ends a table there).
    private mutating func scanEntries(braced: Bool, _ visit: (StringsEntryScanner.Entry) -> Void) throws(StringsEntryScanner.SyntaxError) {
        while skipSpace(), isStringStart(units[position]) {
            let (line, column) = lineAndColumn(of: position)
            let commentRange = lastComment
            let keyStart = position
            // A key that does not end (an unclosed quote) ends the table, as in CoreFoundation;
            // a braced table then misses its '}'.
            guard let (key, value) = try scanEntry() else { return }
            visit(StringsEntryScanner.Entry(key: key, value: value, line: line, column: column, comment: commentRange.map(comment),
                                            keyOffset: keyStart, end: position, commentRange: commentRange))
            lastComment = nil
        }
    }

    /// The entry whose key starts at the position: `key = value;` or `key;`; `nil` (the position
    /// unchanged) when the key does not end.
    private mutating func scanEntry() throws(StringsEntryScanner.SyntaxError) -> (key: String, value: String?)? {
        let keyStart = position
        guard let key = try? scanString() else {
            position = keyStart
            return nil
        }
        guard skipSpace() else { throw error("missing ';' after the last entry") }
        let value: String?
        switch units[position] {
        case unit(";"):
            value = key
        case unit("="):
            position += 1
            value = try scanValue()
            guard skipSpace(), units[position] == unit(";") else { throw error("missing ';' after the value") }
        default:
            throw error("expected '=' or ';' after the key")
        }
        position += 1
        return (key, value)
    }

    /// The entry a scan found at `keyOffset`, ending at `end`, decoded again.
    mutating func entry(at keyOffset: Int, end: Int) -> (key: String, value: String?)? {
        guard keyOffset < end, end <= units.count else { return nil }
        position = keyOffset
        guard let entry = try? scanEntry(), position == end else { return nil }
        return entry
    }

    /// A comment's text, trimmed.
    func comment(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: units[range]), as: Encoding.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A value: a string, or a dictionary, array or data block (checked and skipped).
    private mutating func scanValue() throws(StringsEntryScanner.SyntaxError) -> String? {
        guard skipSpace() else { throw error("missing a value after '='") }
        let first = units[position]
        if first == unit("{") || first == unit("(") || first == unit("<") {
            try skipValue(depth: 1)
            return nil
        }
        guard isStringStart(first) else { throw error("expected a string") }
        return try scanString()
    }

    /// Skips one value as CoreFoundation's `parsePlistObject` reads it, without building it.
    private mutating func skipValue(depth: Int) throws(StringsEntryScanner.SyntaxError) {
        guard depth <= StringsEntryScanner.maximumDepth else {
            throw error("dictionaries and arrays nest deeper than \(StringsEntryScanner.maximumDepth) levels")
        }
        guard skipSpace() else { throw error("missing a value") }
        let first = units[position]
        switch first {
        case unit("{"):
            position += 1
            while skipSpace(), isStringStart(units[position]) {
                _ = try scanString()
                guard skipSpace() else { throw error("a dictionary value is not closed") }
                if units[position] == unit("=") {
                    position += 1
                    try skipValue(depth: depth + 1)
                } else if units[position] != unit(";") {
                    throw error("expected '=' or ';' after the key")
                }
                guard skipSpace(), units[position] == unit(";") else { throw error("missing ';' in a dictionary value") }
                position += 1
            }
            guard skipSpace(), units[position] == unit("}") else { throw error("a dictionary value is not closed") }
            position += 1
        case unit("("):
            position += 1
            if skipSpace(), isValueStart(units[position]) {
                try skipValue(depth: depth + 1)
                while skipSpace(), units[position] == unit(",") {
                    position += 1
                    guard skipSpace(), isValueStart(units[position]) else { break }
                    try skipValue(depth: depth + 1)
                }
            }
            guard skipSpace(), units[position] == unit(")") else { throw error("an array value is not closed") }
            position += 1
        case unit("<"):
            position += 1
            while position < units.count, units[position] != unit(">") {
                let current = units[position]
                if Self.hexValue(current) != nil {
                    guard position + 1 < units.count, Self.hexValue(units[position + 1]) != nil else { throw error("a data value has an odd number of hex digits") }
                    position += 2
                } else if current == unit(" ") || current == unit("\n") || current == unit("\t") || current == unit("\r") || lineSeparatorLength(at: position) > 0 {
                    position += max(1, lineSeparatorLength(at: position))
                } else {
                    throw error("a data value holds a character that is not a hex digit")
                }
            }
            guard position < units.count else { throw error("a data value is not closed") }
            position += 1
        default:
            guard isStringStart(first) else { throw error("expected a string") }
            _ = try scanString()
        }
    }

    private func isStringStart(_ unit: Unit) -> Bool {
        unit == self.unit("\"") || unit == self.unit("'") || Self.isUnquotedCharacter(unit)
    }

    private func isValueStart(_ unit: Unit) -> Bool {
        isStringStart(unit) || unit == self.unit("{") || unit == self.unit("(") || unit == self.unit("<")
    }

    // MARK: Strings

    /// A quoted (`"…"` or `'…'`) or unquoted string.
    private mutating func scanString() throws(StringsEntryScanner.SyntaxError) -> String {
        let first = units[position]
        if first == unit("\"") || first == unit("'") {
            return try scanQuoted(until: first)
        }
        let start = position
        while position < units.count, Self.isUnquotedCharacter(units[position]) { position += 1 }
        guard position > start else { throw error("expected a string") }
        return string(start..<position)
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: units[range]), as: Encoding.self)
    }

    private mutating func scanQuoted(until quote: Unit) throws(StringsEntryScanner.SyntaxError) -> String {
        let start = position
        position += 1
        var run = position
        // The text as UTF-16 once an escape is met (escapes give UTF-16 units, as in CoreFoundation).
        var decoded: [UInt16]?
        while position < units.count {
            let current = units[position]
            if current == quote {
                defer { position += 1 }
                guard var decoded else { return string(run..<position) }
                append(run..<position, to: &decoded)
                return String(decoding: decoded, as: UTF16.self)
            }
            guard current == unit("\\") else {
                position += 1
                continue
            }
            var text = decoded ?? []
            append(run..<position, to: &text)
            position += 1
            guard position < units.count else { throw error("a backslash ends the text") }
            if let escaped = scanEscape() { text.append(escaped) }
            decoded = text
            run = position
        }
        position = start
        throw error("a quoted string is not closed")
    }

    private func append(_ range: Range<Int>, to text: inout [UInt16]) {
        guard !range.isEmpty else { return }
        if isUTF8 {
            text.append(contentsOf: string(range).utf16)
        } else {
            for index in range { text.append(UInt16(truncatingIfNeeded: units[index])) }
        }
    }

    /// The character after a backslash, as CoreFoundation's `getSlashedChar` reads it.
    /// `nil` when the character after the backslash is itself the text (UTF-8 beyond ASCII).
    private mutating func scanEscape() -> UInt16? {
        let escaped = units[position]
        position += 1
        switch escaped {
        case unit("0")...unit("7"):
            // Up to three octal digits: one byte (modulo 256) of NeXTSTEP Latin.
            var value = UInt8(truncatingIfNeeded: escaped - unit("0"))
            for _ in 0..<2 {
                guard position < units.count, (unit("0")...unit("7")).contains(units[position]) else { break }
                value = value &<< 3 &+ UInt8(truncatingIfNeeded: units[position] - unit("0"))
                position += 1
            }
            return Self.nextStepLatin(value)
        case unit("U"):
            // Up to four hex digits; like CoreFoundation, each of four tries may skip a non-digit.
            var value: UInt16 = 0
            for _ in 0..<4 {
                guard position < units.count else { break }
                if let digit = Self.hexValue(units[position]) {
                    value = value &<< 4 | digit
                    position += 1
                }
            }
            return value
        case unit("a"): return 0x07
        case unit("b"): return 0x08
        case unit("f"): return 0x0C
        case unit("n"): return 0x0A
        case unit("r"): return 0x0D
        case unit("t"): return 0x09
        case unit("v"): return 0x0B
        default:
            guard isUTF8, escaped >= 0x80 else { return UInt16(truncatingIfNeeded: escaped) }
            // A backslash before a non-ASCII character keeps the character: it is read with the
            // text that follows.
            position -= 1
            return nil
        }
    }

    /// A byte of NeXTSTEP Latin, the encoding of octal escapes, as a UTF-16 unit (0 for a byte it lacks).
    private static func nextStepLatin(_ byte: UInt8) -> UInt16 {
        guard byte >= 0x80 else { return UInt16(byte) }
        let text = String(data: Data([byte]), encoding: .nextstep)?.utf16
        return text?.count == 1 ? text!.first! : 0
    }

    // MARK: Space, comments, positions

    /// The length of a U+2028 or U+2029 at an offset (CoreFoundation counts both as white space), else 0.
    private func lineSeparatorLength(at index: Int) -> Int {
        if isUTF8 {
            guard index + 2 < units.count, units[index] == 0xE2, units[index + 1] == 0x80, units[index + 2] == 0xA8 || units[index + 2] == 0xA9 else { return 0 }
            return 3
        }
        return units[index] == 0x2028 || units[index] == 0x2029 ? 1 : 0
    }

    private func isLineBreak(at index: Int) -> Int {
        let current = units[index]
        if current == 0x0A || current == 0x0D { return 1 }
        return lineSeparatorLength(at: index)
    }

    /// Skips white space and comments; `false` at the end of the text.
    private mutating func skipSpace() -> Bool {
        while position < units.count {
            let current = units[position]
            if (0x09...0x0D).contains(current) || current == 0x20 {
                position += 1
            } else if current == unit("/"), at(position + 1, is: "/") {
                let start = position + 2
                position = start
                while position < units.count, isLineBreak(at: position) == 0 { position += 1 }
                lastComment = start..<position
            } else if current == unit("/"), at(position + 1, is: "*") {
                position += 2
                let start = position
                while position < units.count, !(units[position] == unit("*") && at(position + 1, is: "/")) {
                    position += 1
                }
                lastComment = start..<position
                position = min(position + 2, units.count)
            } else if current >= 0x80, case let length = lineSeparatorLength(at: position), length > 0 {
                position += length
            } else {
                return true
            }
        }
        return false
    }

    private mutating func error(_ reason: String) -> StringsEntryScanner.SyntaxError {
        let (line, column) = lineAndColumn(of: min(position, units.count))
        return StringsEntryScanner.SyntaxError(reason: reason, line: line, column: column)
    }

    /// The 1-based line and code-point column of an offset (`\r\n` is one line break).
    private mutating func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        if offset < counted.offset { counted = (0, 1, 1) }
        var (index, line, column) = counted
        while index < offset {
            let current = units[index]
            let lineBreak = isLineBreak(at: index)
            if lineBreak > 0 {
                if !(current == 0x0D && at(index + 1, is: "\n")) {
                    line += 1
                    column = 1
                }
                index += lineBreak
                continue
            }
            // A code point starts at every unit but UTF-8 continuation bytes and UTF-16 trail surrogates.
            if isUTF8 ? current & 0xC0 != 0x80 : !UTF16.isTrailSurrogate(UInt16(truncatingIfNeeded: current)) {
                column += 1
            }
            index += 1
        }
        counted = (index, line, column)
        return (line, column)
    }

    private static func isUnquotedCharacter(_ unit: Unit) -> Bool {
        switch unit {
        case 0x61...0x7A, 0x41...0x5A, 0x30...0x39: true                 // a-z A-Z 0-9
        case 0x5F, 0x24, 0x2F, 0x3A, 0x2E, 0x2D: true                   // _ $ / : . -
        default: false
        }
    }

    private static func hexValue(_ unit: Unit) -> UInt16? {
        switch unit {
        case 0x30...0x39: UInt16(truncatingIfNeeded: unit - 0x30)
        case 0x61...0x66: UInt16(truncatingIfNeeded: unit - 0x61 + 10)
        case 0x41...0x46: UInt16(truncatingIfNeeded: unit - 0x41 + 10)
        default: nil
        }
    }
}
