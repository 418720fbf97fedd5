import MessageFormat2

/// How the MF2 writers spell text, literals and names (the spec's ABNF).
enum MessageFormat2Syntax {
    /// Pattern text: `\`, `{` and `}` escaped (the same in simple and quoted patterns).
    static func escapedText(_ text: String) -> String {
        var escaped = ""
        escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if scalar == "\\" || scalar == "{" || scalar == "}" { escaped.unicodeScalars.append("\\") }
            escaped.unicodeScalars.append(scalar)
        }
        return escaped
    }

    /// A literal (a variant key, an option value): unquoted when MF2 reads it unquoted as itself
    /// (a name or a number), else `|quoted|` with `\` and `|` escaped.
    static func literal(_ value: String) -> String {
        if isName(value) || isNumberLiteral(value) { return value }
        var quoted = "|"
        for scalar in value.unicodeScalars {
            if scalar == "\\" || scalar == "|" { quoted.unicodeScalars.append("\\") }
            quoted.unicodeScalars.append(scalar)
        }
        return quoted + "|"
    }

    /// Whether MF2 reads `value` as a name, unchanged.
    static func isName(_ value: String) -> Bool {
        let scalars = value.unicodeScalars
        guard let first = scalars.first, MF2Parser.isNameStart(first) else { return false }
        return scalars.dropFirst().allSatisfy(MF2Parser.isNameChar) && value == value.precomposedStringWithCanonicalMapping
    }

    /// `number-literal = ["-"] (%x30 / (%x31-39 *DIGIT)) ["." 1*DIGIT] [%i"e" ["-" / "+"] 1*DIGIT]`.
    static func isNumberLiteral(_ value: String) -> Bool {
        var scalars = Substring(value).unicodeScalars[...]
        func digits() -> Int {
            let count = scalars.prefix(while: { ("0"..."9").contains($0) }).count
            scalars = scalars.dropFirst(count)
            return count
        }
        if scalars.first == "-" { scalars = scalars.dropFirst() }
        let leadingZero = scalars.first == "0"
        let integer = digits()
        guard integer > 0, !(leadingZero && integer > 1) else { return false }
        if scalars.first == "." {
            scalars = scalars.dropFirst()
            guard digits() > 0 else { return false }
        }
        if scalars.first == "e" || scalars.first == "E" {
            scalars = scalars.dropFirst()
            if scalars.first == "-" || scalars.first == "+" { scalars = scalars.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return scalars.isEmpty
    }

    /// Whether a pattern (as written, escapes in) reads back as itself as a simple message: one
    /// that starts, after whitespace and bidi marks, with `.` is read as declarations.
    static func canBeSimple(_ pattern: String) -> Bool {
        let start = pattern.unicodeScalars.first { !MF2Parser.isWhitespace($0) && !MF2Parser.isBidi($0) }
        return start != "."
    }
}
