import Foundation

/// The entries of a `.strings` table in file order, with the line and column of each key: the reader
/// of `.strings` text.
///
/// Foundation reads a `.strings` table into a dictionary, so two entries with the same key collapse
/// into the last one and no position survives; it also holds every object of the file at once.
/// This scanner follows CoreFoundation's old-style property-list grammar (`CFOldStylePList.c`) over
/// the file's own code units (UTF-8 bytes, or UTF-16 units), one entry at a time: quoted and unquoted
/// strings, the same escapes (octal bytes in NeXTSTEP Latin), `//` and `/* */` comments, the
/// `"key";` shorthand, a table wrapped in braces or not, and values that are dictionaries, arrays
/// or data, checked as CoreFoundation checks them and skipped, not decoded. Where CoreFoundation
/// stops reading an unbraced table (at a character that cannot start a key), so does the scanner.
/// The tests hold it to Foundation's reading of the same bytes.
enum StringsEntryScanner {
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
        /// Where the key starts and where the entry ends (after its `;`), in code units of the
        /// scanned text: what ``StringsText/entry(keyOffset:end:)`` decodes the entry from again.
        var keyOffset = 0
        var end = 0
        /// The code units of ``comment`` before trimming (between its delimiters), if any.
        var commentRange: Range<Int>? = nil
    }

    /// Why the text is not a table of entries, and where.
    struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
        var reason: String
        var line: Int
        var column: Int
        var description: String { "line \(line), column \(column): \(reason)" }
    }

    /// How deeply dictionaries and arrays may nest in a value (CoreFoundation's bound on 64-bit systems).
    static let maximumDepth = 512

    /// Lists the entries of the text of a `.strings` table (already decoded from its bytes).
    static func entries(in text: String) throws(SyntaxError) -> [Entry] {
        var entries: [Entry] = []
        var text = text
        let failure: SyntaxError? = text.withUTF8 { bytes -> SyntaxError? in
            var scanner = StringsScanner<UTF8>(bytes)
            do throws(SyntaxError) {
                try scanner.scanTable { entries.append($0) }
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
        return entries
    }

    /// Visits the entries of a `.strings` file's bytes as ``MessageFileEncoding/normalized(_:)`` gives
    /// them (UTF-16 after its byte order mark, else UTF-8), in file order. The bytes must be valid in
    /// their encoding (see ``MessageFileEncoding/problem(in:)``).
    static func scan(normalized data: Data, _ visit: (Entry) -> Void) throws(SyntaxError) {
        try StringsText(normalized: data).scan(visit)
    }

    /// Why a scanned text is not a `.strings` table at all (a lone string, array or data), as
    /// opposed to a table with a syntax error.
    static let notATableReason = "not a table of \"key\" = \"value\"; pairs"
}
