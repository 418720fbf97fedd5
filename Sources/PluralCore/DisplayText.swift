/// The one escaping policy for text that comes from files and is printed to a terminal, a log or
/// a CI annotation: lint's findings, convert's notes and errors, preview's and render's messages.
///
/// Keys, languages, paths and texts of translation files may hold anything. Printed raw, a newline
/// forges a line (a fake `error:` or a fake "0 errors"), an escape sequence (`ESC [`) drives the
/// terminal, and a bidirectional override (U+202E) makes a key read other than it is. Each such
/// character is written as an escape, as JSON or Swift would write it; every other character is kept.
public enum DisplayText {
    /// The text with control characters (C0 including NUL and ESC, DEL, C1), the line and paragraph
    /// separators, and the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
    /// U+2066–U+2069) written as escapes: `\n`, `\r`, `\t`, `\u{1B}`, `\u{202E}`. In a text that
    /// has any of them, a backslash is doubled too, so that the text's own `\n` cannot pass for an
    /// escape; a text with none of them is returned as it is (no copy: paths and keys read as typed).
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\\": result += "\\\\"
            case _ where needsEscape(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether ``escaped(_:)`` writes the character as an escape (a backslash is doubled besides).
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
            // Bidirectional embeddings, overrides and isolates reorder what the terminal shows.
            || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}
