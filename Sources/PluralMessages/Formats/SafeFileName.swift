import PluralLocalization

/// The one rule for a name from a table (its name, in `<table>.strings`) that becomes a file name
/// when the table is written; languages have theirs, `LanguageIdentifier.isWellFormedTag(_:)`.
///
/// A name a translation file chose may be anything (`../../escaped`, `/etc/x`, `a\u{0}b`): it is
/// written only when it is one plain component of a path below the output folder.
///
/// ```swift
/// SafeFileName.problem(with: "Localizable")     // nil
/// SafeFileName.problem(with: "../../escaped")   // "holds '/', which would make it a path"
/// ```
enum SafeFileName {
    /// The longest file name written, in bytes of UTF-8 (`NAME_MAX` of Linux and macOS file systems).
    static let maximumLength = 255

    /// Why `name` followed by `suffix` (`.stringsdict`) cannot be one file name in the output
    /// folder; `nil` when it can.
    ///
    /// Refused: an empty name, `.` and `..`, a name starting with `.` (hidden, or a way up), one
    /// holding `/` or `\`, a character every text output escapes (`DisplayText.needsEscape(_:)`:
    /// controls, NUL among them, line separators, bidi overrides and isolates, the byte order mark),
    /// and one longer than ``maximumLength`` bytes with its suffix.
    static func problem(with name: some StringProtocol, suffix: String = "") -> String? {
        if name.isEmpty { return "is empty" }
        if name == "." || name == ".." { return "is '\(name)', which names a folder, not a file" }
        if name.hasPrefix(".") { return "starts with '.' (a hidden file, or a way out of the folder)" }
        for scalar in name.unicodeScalars {
            switch scalar {
            case "/": return "holds '/', which would make it a path"
            case "\\": return "holds '\\', which would make it a path on Windows"
            default:
                // The characters every text output escapes (controls, line separators, bidi overrides and
                // isolates, the byte order mark): a file name cannot be shown as it is written.
                if DisplayText.needsEscape(scalar) {
                    return "holds the character U+\(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)), which a file name must not hide"
                }
            }
        }
        let length = name.utf8.count + suffix.utf8.count
        if length > maximumLength { return "is \(length) bytes long with '\(suffix)', more than the \(maximumLength) (SafeFileName.maximumLength) a file name may have" }
        return nil
    }

    /// Why a language cannot name a file (`<language>.json`, `<language>.lproj`), `nil` when it can:
    /// the language must be a well-formed tag (`LanguageIdentifier.isWellFormedTag(_:)`).
    static func problem(withLanguage language: String) -> String? {
        LanguageIdentifier.isWellFormedTag(language) ? nil
            : "not a well-formed language tag (BCP 47, such as en, pt-BR or es-419), so it cannot name a file"
    }

    /// Why a relative path of ``WrittenFiles/files`` cannot be written under the output folder:
    /// every component must pass ``problem(with:suffix:)`` (no way up, no absolute path).
    static func problem(withRelativePath path: String) -> String? {
        if path.hasPrefix("/") { return "is an absolute path" }
        for component in path.split(separator: "/", omittingEmptySubsequences: false) {
            if let problem = problem(with: component) { return "has a component that \(problem)" }
        }
        return nil
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
