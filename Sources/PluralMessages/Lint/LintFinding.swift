/// A problem lint found, with where it is and how to fix it.
public struct LintFinding: Hashable, Sendable, Codable, CustomStringConvertible {
    /// How bad it is: errors make lint fail; warnings only with `--strict`; notes never.
    public enum Severity: String, Hashable, Sendable, Codable, Comparable {
        case error, warning, note

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// Errors render wrong text, crash on Apple platforms or cannot render; warnings are dead or
    /// doubtful text; notes are deliberate-looking choices worth a second look.
    public let severity: Severity
    /// A stable identifier of the check (`missing-category`, `argument-gap`...).
    public let code: String
    /// The file, when the finding is about one.
    public let file: String?
    /// The key, when the finding is about one.
    public let key: String?
    /// The language, when the finding is about one.
    public let language: String?
    /// What is wrong.
    public let message: String
    /// How to fix it.
    public let hint: String
    /// Where the key stands in the file (`lint(paths:)` finds it in the file's text); `nil` when the
    /// finding is not about a key of a file, or the file has no lines (a binary property list).
    public internal(set) var location: SourceLocation?
    /// The key path below the message's own entry that the finding is about (a variable, a form:
    /// `["count", "one"]` in a `.stringsdict`, `["variations", "plural", "one"]` in a catalog's
    /// localization), so that its location can be the form's; `nil` for the whole message.
    var innerPath: [String]?
    /// The offset, in Unicode scalars, in the message's text of the character the finding names
    /// (a MessageFormat syntax error), so that its location can be that character's.
    var textOffset: Int?

    private enum CodingKeys: String, CodingKey {
        case severity, code, file, key, language, message, hint, location
    }

    /// A finding.
    public init(_ severity: Severity, _ code: String, file: String?, key: String?, language: String?, message: String, hint: String) {
        self.severity = severity
        self.code = code
        self.file = file
        self.key = key
        self.language = language
        self.message = message
        self.hint = hint
    }

    /// One line and a hint: `error: ru.lproj/Localizable.stringsdict:12:2: key 'files' [ru]: ... (missing-category)`.
    ///
    /// Keys, languages, paths and texts come from the files being checked: control characters in them
    /// are escaped (`\n`, `\u{1B}`), so that a key cannot forge lines or reach the terminal.
    public var description: String {
        var place = [file].compactMap { $0 }.map { Self.escaped($0) + (self.location.map { ":\($0.line):\($0.column)" } ?? "") }
        if let key {
            place.append("key '\(Self.escaped(key))'" + (language.map { " [\(Self.escaped($0))]" } ?? ""))
        } else if let language {
            place.append("[\(Self.escaped(language))]")
        }
        let location = place.isEmpty ? "" : place.joined(separator: ": ") + ": "
        return "\(severity.rawValue): \(location)\(Self.escaped(message)) (\(code))\n  hint: \(Self.escaped(hint))"
    }

    /// The text with control characters (C0, DEL, C1, and the line and paragraph separators)
    /// written as escapes, as JSON would write them.
    static func escaped(_ text: String) -> String {
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

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
            // Bidirectional overrides and isolates reorder what the terminal shows.
            || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}
