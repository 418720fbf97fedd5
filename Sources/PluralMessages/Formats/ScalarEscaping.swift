extension String {
    /// The text with each Unicode scalar `replacement` names written as its replacement, the others
    /// as they are: the one loop under each format's escapes (XML's entities, gettext's
    /// backslashes, i18next's HTML entities), whose tables differ.
    func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if let replaced = replacement(scalar) { result += replaced } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// A character HTML reads as markup (`& < > " '`), as its entity; `nil` for any other. The
    /// preview page and i18next's `escape` both write these.
    static func htmlEntity(for scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\"": "&quot;"
        case "'": "&#39;"
        default: nil
        }
    }
}
