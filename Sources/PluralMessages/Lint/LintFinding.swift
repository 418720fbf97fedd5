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
    ///
    /// A finding's severity is at most its rule's ``LintRule/defaultSeverity``, until a
    /// ``LintConfiguration`` changes it.
    public internal(set) var severity: Severity
    /// The check that found it.
    public let rule: LintRule
    /// The rule's stable code (`missing-category`, `argument-gap`...).
    public var code: String { rule.code }
    /// The file, when the finding is about one.
    public let file: String?
    /// The key, when the finding is about one.
    public let key: String?
    /// The language, when the finding is about one.
    public let language: String?
    /// What is wrong.
    public internal(set) var message: String
    /// How to fix it.
    public let hint: String
    /// Where the key stands in the file (`lint(.paths(_:))` finds it in the file's text); `nil` when the
    /// finding is not about a key of a file, or the file has no lines (a binary property list).
    public internal(set) var location: SourceLocation?
    /// The key path below the message's own entry that the finding is about (a variable, a form:
    /// `["count", "one"]` in a `.stringsdict`, `["variations", "plural", "one"]` in a catalog's
    /// localization), so that its location can be the form's; `nil` for the whole message.
    var innerPath: [String]?
    /// The MessageFormat choices the finding is in, outermost first: each choice's argument name
    /// and the selector of the form walked (`["gender", "female", "count", "one"]`); `nil` outside
    /// one. A MessageFormat message is one string: this is what ``innerPath`` is for other formats.
    var choicePath: [String]?
    /// The variable or form the finding is about, whatever the format (``innerPath`` or
    /// ``choicePath``), so that a baseline tells apart findings of one rule in one key.
    var subject: [String]? { innerPath ?? choicePath }
    /// The character of the message's text that the finding names (a syntax error, a mangled
    /// conversion), counted in Unicode scalars from 0; `nil` when it names none. Reports show it
    /// after the message ("… (at character 12)"); in a MessageFormat JSON file the location is that
    /// character's.
    var textOffset: Int?
    /// The translations that copied the defect, when their findings were merged into this one
    /// (the development language's): the preview places it at each of them too.
    var copiedInto: [String] = []

    /// The message as reports show it: with the character it names, if any.
    public var shownMessage: String {
        textOffset.map { "\(message) (at character \($0))" } ?? message
    }

    private enum CodingKeys: String, CodingKey {
        case severity, code, file, key, language, message, textOffset, hint, location
    }

    /// Decodes a finding written by ``encode(to:)`` (lint's JSON output); an unknown code is an error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let code = try container.decode(String.self, forKey: .code)
        guard let rule = LintRule(code: code) else {
            throw DecodingError.dataCorruptedError(forKey: .code, in: container, debugDescription: "no lint rule has the code '\(code)'")
        }
        self.rule = rule
        severity = try container.decode(Severity.self, forKey: .severity)
        file = try container.decodeIfPresent(String.self, forKey: .file)
        key = try container.decodeIfPresent(String.self, forKey: .key)
        language = try container.decodeIfPresent(String.self, forKey: .language)
        message = try container.decode(String.self, forKey: .message)
        textOffset = try container.decodeIfPresent(Int.self, forKey: .textOffset)
        hint = try container.decode(String.self, forKey: .hint)
        location = try container.decodeIfPresent(SourceLocation.self, forKey: .location)
    }

    /// Writes the finding with its rule's code.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(severity, forKey: .severity)
        try container.encode(code, forKey: .code)
        try container.encodeIfPresent(file, forKey: .file)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(language, forKey: .language)
        try container.encode(message, forKey: .message)
        try container.encodeIfPresent(textOffset, forKey: .textOffset)
        try container.encode(hint, forKey: .hint)
        try container.encodeIfPresent(location, forKey: .location)
    }

    /// A finding.
    init(_ severity: Severity, _ rule: LintRule, file: String?, key: String?, language: String?, message: String, hint: String) {
        self.severity = severity
        self.rule = rule
        self.file = file
        self.key = key
        self.language = language
        self.message = message
        self.hint = hint
    }

    /// The order reports list findings in, the same from run to run: by file (findings about no
    /// file first), line and column, then key, language, rule (in ``LintRule``'s order), the
    /// variable or form, the character named, and message. Findings equal in all of these say the same.
    static func reportOrder(_ lhs: LintFinding, _ rhs: LintFinding) -> Bool {
        if lhs.file != rhs.file { return (lhs.file ?? "") < (rhs.file ?? "") }
        let left = (lhs.location?.line ?? 0, lhs.location?.column ?? 0), right = (rhs.location?.line ?? 0, rhs.location?.column ?? 0)
        if left != right { return left < right }
        if lhs.key != rhs.key { return (lhs.key ?? "") < (rhs.key ?? "") }
        if lhs.language != rhs.language { return (lhs.language ?? "") < (rhs.language ?? "") }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        let leftSubject = lhs.subject?.joined(separator: "\u{1F}") ?? "", rightSubject = rhs.subject?.joined(separator: "\u{1F}") ?? ""
        if leftSubject != rightSubject { return leftSubject < rightSubject }
        if lhs.textOffset != rhs.textOffset { return (lhs.textOffset ?? -1) < (rhs.textOffset ?? -1) }
        if lhs.message != rhs.message { return lhs.message < rhs.message }
        return lhs.severity < rhs.severity
    }

    /// One line and a hint: `error: ru.lproj/Localizable.stringsdict:12:2: key 'files' [ru]: ... (missing-category)`.
    ///
    /// Keys, languages, paths and texts come from the files being checked: control and bidirectional
    /// characters in them are escaped by `DisplayText.escaped(_:)` (PluralCore), so that a key cannot forge lines
    /// or reach the terminal.
    public var description: String {
        var place = [file].compactMap { $0 }.map { DisplayText.escaped($0) + (self.location.map { ":\($0.line):\($0.column)" } ?? "") }
        if let key {
            place.append("key '\(DisplayText.escaped(key))'" + (language.map { " [\(DisplayText.escaped($0))]" } ?? ""))
        } else if let language {
            place.append("[\(DisplayText.escaped(language))]")
        }
        let location = place.isEmpty ? "" : place.joined(separator: ": ") + ": "
        return "\(severity.rawValue): \(location)\(DisplayText.escaped(shownMessage)) (\(code))\n  hint: \(DisplayText.escaped(hint))"
    }
}
