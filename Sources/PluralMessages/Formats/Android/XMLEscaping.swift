/// The one way the Android writer puts text in XML, one function per place text can go: a comment,
/// an attribute value in double quotes, element text. Every writer path goes through these, so that
/// what is written is well-formed XML 1.0 that reads back as the text (a comment, as close as a
/// comment can hold it).
///
/// XML 1.0 has no way to write the characters it forbids (controls other than tab, line feed and
/// carriage return, U+FFFE, U+FFFF), not even as character references, and aapt2 refuses them:
/// they are written as Android's escape of four hex digits (`\u0001`) in element text
/// (``AndroidText/encode(_:)``), and as that text in comments and attributes, which have no escape of
/// their own.
enum XMLEscaping {
    /// Whether XML 1.0 allows a character (its `Char` production).
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// A code point as `U+` shows it: four hex digits at least, upper case.
    static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// A forbidden character as the text `\u0001`.
    private static func written(_ scalar: Unicode.Scalar) -> String { "\\u" + hex(scalar) }

    /// The text of a comment (`<!--` and `-->` not included): no `--` anywhere, and no `-` at the
    /// end, as XML 1.0 asks (a space goes between two hyphens and after a last one); and how it was
    /// changed, for a note (`nil` when it was not).
    static func comment(_ text: String) -> (text: String, changed: String?) {
        var result = ""
        var changes: [String] = []
        func change(_ what: String) { if !changes.contains(what) { changes.append(what) } }
        var previousWasHyphen = false
        for scalar in text.unicodeScalars {
            if scalar == "-", previousWasHyphen {
                result += " "
                change("'--' is written '- -'")
            }
            if isAllowed(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += written(scalar)
                change("characters XML forbids are written as \\u text")
            }
            previousWasHyphen = scalar == "-"
        }
        if previousWasHyphen {
            result += " "
            change("a final '-' is followed by a space")
        }
        return (result, changes.isEmpty ? nil : changes.joined(separator: ", "))
    }

    /// An attribute value in double quotes: markup characters as entities, white space as character
    /// references (which reading does not turn into spaces).
    static func attribute(_ value: String) -> String {
        escaped(value) { scalar in
            switch scalar {
            case "\"": "&quot;"
            case "\n": "&#10;"
            case "\t": "&#9;"
            default: nil
            }
        }
    }

    /// Element text: markup characters as entities. A forbidden character, which only Android's own
    /// escape can say, must be escaped before (``AndroidText/encode(_:)`` does); any left is written
    /// as the text `\u0001`.
    static func text(_ text: String) -> String {
        escaped(text) { _ in nil }
    }

    /// `&`, `<`, `>` and carriage returns as XML writes them in every context, what `context` says for
    /// its own characters, forbidden characters as the text `\u0001`, the rest as they are.
    private static func escaped(_ text: String, context: (Unicode.Scalar) -> String?) -> String {
        text.replacingScalars { scalar in
            everywhere[scalar] ?? context(scalar) ?? (isAllowed(scalar) ? nil : written(scalar))
        }
    }

    /// What XML escapes in every context.
    private static let everywhere: [Unicode.Scalar: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\r": "&#13;"]
}
