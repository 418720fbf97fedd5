import PluralMessages

/// The only doors from text read in files (keys, values, comments, table and file names,
/// languages, argument names) into generated Swift: a string literal (``literal(_:)``) or the text of
/// one doc-comment line (``comment(_:)``). Everything else the generator writes is its own text or an
/// identifier made by ``AccessorNaming``, which holds only identifier characters.
///
/// Both write the characters ``needsEscape(_:)`` finds as Swift escapes (`\n`, `\u{202E}`), so a
/// text stays on its line whatever it holds: a line comment ends only at a line break, a one-line
/// literal only at its quote, and neither can hold one raw.
enum SwiftSourceText {
    /// A Swift string literal on one line: `"`, `\` and the characters ``needsEscape(_:)`` finds
    /// escaped; `"""` and `\(` are then three escaped quotes and an escaped backslash.
    static func literal(_ text: some StringProtocol) -> String {
        "\"" + DisplayText.escaped(text, syntax: { $0 == "\"" ? "\\\"" : $0 == "\\" ? "\\\\" : needsEscape($0) ? DisplayText.swiftEscape($0) : nil }) + "\""
    }

    /// Text for one line of a `///` comment: the characters ``needsEscape(_:)`` finds as Swift
    /// escapes, and then backslashes doubled (so that the text's own `\n` cannot pass for an
    /// escape); `*/` and `/*` are written `*\/` and `/\*`, so the text is inert in a block comment too.
    static func comment(_ text: some StringProtocol) -> String {
        let string = String(text)
        guard string.unicodeScalars.contains(where: needsEscape) || string.contains("*/") || string.contains("/*") else { return string }
        let escaped = DisplayText.escaped(string, syntax: { $0 == "\\" ? "\\\\" : needsEscape($0) ? DisplayText.swiftEscape($0) : nil })
        return escaped.replacing("*/", with: "*\\/").replacing("/*", with: "/\\*")
    }

    /// Whether a character is written as an escape in generated Swift: what the package's one
    /// policy escapes everywhere (``DisplayText/needsEscape(_:)``: control characters, line and
    /// paragraph separators, bidirectional embeddings, overrides and isolates, the byte order mark),
    /// and every other format character (the bidirectional marks U+200E, U+200F, U+061C, zero-width
    /// spaces, tag characters), which are invisible in an editor. The joiners U+200C and U+200D stay:
    /// emoji sequences and several scripts spell words with them.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        if DisplayText.needsEscape(scalar) { return true }
        guard scalar.properties.generalCategory == .format else { return false }
        return scalar != "\u{200C}" && scalar != "\u{200D}"
    }
}
