/// The one escaping policy for text that comes from files or users and is written out: lint's
/// findings, convert's notes and errors, preview's and render's messages, locale identifiers in
/// errors, the preview page, generated Swift and written `.strings` files.
///
/// Keys, languages, paths and texts of translation files may hold anything. Printed raw, a newline
/// forges a line (a fake `error:` or a fake "0 errors"), an escape sequence (`ESC [`) drives the
/// terminal, and a bidirectional override (U+202E) makes a key read other than it is. Which
/// characters those are is decided once, in ``needsEscape(_:)``; each output writes them in its own
/// syntax (``escaped(_:)`` for terminals and logs, ``escaped(_:syntax:escape:)`` for the others:
/// a Swift literal, HTML, a `.strings` string), and every other character is kept.
public enum DisplayText {
    /// The text with the characters ``needsEscape(_:)`` finds written as escapes, as JSON or Swift
    /// would write them: `\n`, `\r`, `\t`, `\u{1B}`, `\u{202E}`. In a text that has any of them, a
    /// backslash is doubled too, so that the text's own `\n` cannot pass for an escape; a text with
    /// none of them is returned as it is (no copy: paths and keys read as typed).
    public static func escaped(_ text: some StringProtocol) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return String(text) }
        return escaped(text, syntax: { $0 == "\\" ? "\\\\" : nil })
    }

    /// The text in an output's own syntax: each character `syntax` spells (a quote, `&`) as it
    /// spells it; each other character ``needsEscape(_:)`` finds as `escape` writes it (by default
    /// ``swiftEscape(_:)``); every other character as it is.
    public static func escaped(
        _ text: some StringProtocol, syntax: (Unicode.Scalar) -> String?,
        escape: (Unicode.Scalar) -> String = swiftEscape
    ) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if let spelled = syntax(scalar) {
                result += spelled
            } else if needsEscape(scalar) {
                result += escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A character as a Swift (and JSON-like) escape: `\n`, `\r`, `\t`, else `\u{1B}` (hexadecimal, upper case).
    public static func swiftEscape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: "\\u{\(hex(scalar))}"
        }
    }

    /// The scalar's value in hexadecimal, upper case, without leading zeros (`1B`, `202E`).
    public static func hex(_ scalar: Unicode.Scalar) -> String {
        String(scalar.value, radix: 16, uppercase: true)
    }

    /// Whether a character is unsafe to write raw, in any output: the control characters (C0
    /// including NUL, tab and line breaks, and ESC; DEL; C1), the line and paragraph separators
    /// (U+2028, U+2029), the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
    /// U+2066–U+2069), which reorder what follows them, and the byte order mark (U+FEFF), which
    /// is invisible.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0xFEFF
    }
}
