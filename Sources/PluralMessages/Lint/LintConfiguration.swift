import Foundation

/// What a team changes about lint: rules turned off, rules at another severity, files left out,
/// and the baseline of findings accepted for now. Read from `.icu-plural-lint.json`
/// (``fileName``), and from the command line's `--disable` and `--severity`.
///
/// The file is a JSON object; every member is optional and no other member is accepted:
///
/// ```json
/// {
///   "disabled": ["missing-strings-twin"],
///   "severities": { "missing-category": "warning", "unused-category": "off" },
///   "excluded": ["Vendor", "Legacy/**/*.strings"],
///   "baseline": "lint-baseline.json"
/// }
/// ```
///
/// - `disabled`: rule codes (``LintRule/code``) whose findings are dropped.
/// - `severities`: a level for each named rule: `error`, `warning`, `note` or `off` (the same as disabled).
/// - `excluded`: paths relative to the file's folder that lint does not read (and whose findings,
///   such as skipped files, are dropped). A pattern without wildcards names a file or a folder (and
///   everything in it); `*` and `?` match within one path segment, `**` any number of segments.
///   Patterns are matched in time linear in the path, each at most `maximumPatternLength`
///   characters. When they leave none of the inputs' tables, lint reports `excluded-everything`, an
///   error no configuration or baseline can turn off.
/// - `baseline`: a ``LintBaseline`` file, relative to the configuration file's folder.
///
/// An unknown rule code, level or member is an error (``LintConfigurationError``): a misspelled
/// code would otherwise silently leave a rule on.
///
/// The file is looked for only inside the project (``find(for:)``), and the one applied is
/// ``file``, which lint names in every output format.
public struct LintConfiguration: Sendable, Equatable {
    /// The configuration file's name, found in the linted folder or a folder above it inside the
    /// project (see ``find(for:)``).
    public static let fileName = ".icu-plural-lint.json"

    /// The level a rule is set to.
    public enum Level: String, Sendable, CaseIterable, Codable {
        case error, warning, note, off

        /// The severity, or `nil` for `off`.
        var severity: LintFinding.Severity? {
            switch self {
            case .error: .error
            case .warning: .warning
            case .note: .note
            case .off: nil
            }
        }
    }

    /// Rules whose findings are dropped.
    public var disabled: Set<LintRule>
    /// The level of each rule set to another one.
    public var levels: [LintRule: Level]
    /// Path patterns (relative to ``directory``) of files lint does not read.
    var excluded: [String]
    /// The baseline file (relative to ``directory``, or absolute), if any.
    var baseline: String?
    /// The folder that relative paths start from: the configuration file's, or the current one.
    var directory: URL
    /// The file the configuration was read from (``load(from:)``); `nil` when none was read.
    public var file: URL?

    /// A configuration; the default one changes nothing.
    public init(disabled: Set<LintRule> = [], levels: [LintRule: Level] = [:], excluded: [String] = [], baseline: String? = nil,
                directory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) {
        self.disabled = disabled
        self.levels = levels
        self.excluded = excluded
        self.baseline = baseline
        self.directory = directory
    }

    /// The baseline file's URL, if the configuration names one.
    public var baselineURL: URL? {
        baseline.map { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : directory.appendingPathComponent($0) }
    }

    /// The effective severity of a rule's finding that has `severity` by itself, or `nil` when the
    /// rule is off: a rule given a level reports all its findings at that level.
    func severity(of rule: LintRule, finding severity: LintFinding.Severity) -> LintFinding.Severity? {
        guard rule.isConfigurable else { return severity }
        if disabled.contains(rule) { return nil }
        guard let level = levels[rule] else { return severity }
        return level.severity
    }

    /// The level a rule is reported at by default, after this configuration (`nil` when off).
    public func severity(of rule: LintRule) -> LintFinding.Severity? {
        severity(of: rule, finding: rule.defaultSeverity)
    }

    /// Whether a path is one of the ``excluded`` ones (a file in an excluded folder is).
    func excludes(_ path: String) -> Bool {
        Exclusion(self).excludes(path)
    }

    /// The ``excluded`` patterns, compiled once for many paths.
    struct Exclusion {
        let matchers: [PathPattern]
        let directory: URL

        init(_ configuration: LintConfiguration) {
            matchers = configuration.excluded.compactMap(PathPattern.init)
            directory = configuration.directory
        }

        var isEmpty: Bool { matchers.isEmpty }

        func excludes(_ path: String) -> Bool {
            guard !matchers.isEmpty else { return false }
            let relative = LintBaseline.relativePath(path, to: directory)
            return matchers.contains { $0.matches(relative) }
        }
    }

    /// The findings with their effective severities, without those of disabled rules and excluded files.
    func applied(to findings: [LintFinding]) -> [LintFinding] {
        let exclusion = Exclusion(self)
        return findings.compactMap { finding in
            guard let severity = severity(of: finding.rule, finding: finding.severity) else { return nil }
            if finding.rule.isConfigurable, let file = finding.file, exclusion.excludes(file) { return nil }
            var changed = finding
            changed.severity = severity
            return changed
        }
    }

    /// The configuration file that applies to a path: `.icu-plural-lint.json` in the path's folder
    /// (the path itself when it is a folder) or the nearest folder above it inside the project;
    /// `nil` when none has one.
    ///
    /// The project's root is the nearest folder at or above the path that holds `.git` (a
    /// repository's folder, or a worktree's or submodule's file) or `Package.swift`: the search
    /// stops there, so that a file in a folder above the project (a shared `/tmp`, a CI runner's
    /// work folder, a home folder) never configures its lint. Without such a folder above the path,
    /// only the path's own folder is searched.
    public static func find(for path: URL) -> URL? {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory)
        let start = (exists && isDirectory.boolValue ? path : path.deletingLastPathComponent()).standardizedFileURL
        // Every folder up to the project's root; without a root, the path's own folder only.
        var searched = [start]
        if let root = projectRoot(above: start) {
            while let last = searched.last, last.path != root.path, last.path != "/" { searched.append(last.deletingLastPathComponent()) }
        }
        return searched.lazy.map { $0.appendingPathComponent(fileName) }.first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The nearest folder at or above `folder` that is a project's root; `nil` when none is.
    static func projectRoot(above folder: URL) -> URL? {
        var folder = folder.standardizedFileURL
        while !isProjectRoot(folder) {
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path || folder.path == "/" { return nil }
            folder = parent
        }
        return folder
    }

    /// Whether a folder is a project's root: it holds `.git` or `Package.swift`.
    static func isProjectRoot(_ folder: URL) -> Bool {
        [".git", "Package.swift"].contains { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }
    }

    /// The largest configuration file read: far more than any list of rules and paths needs.
    static let maximumFileSize = 1 << 20

    /// Reads a configuration file (see the type's description for its members).
    public static func load(from url: URL) throws(LintConfigurationError) -> LintConfiguration {
        let data: Data
        do {
            let size = FileSize.of(url) ?? 0
            guard size <= maximumFileSize else { throw LintConfigurationError.invalid(file: url.path, reason: "larger than \(maximumFileSize) bytes") }
            data = try Data(contentsOf: url)
        } catch let error as LintConfigurationError {
            throw error
        } catch {
            throw .invalid(file: url.path, reason: "cannot be read: \((error as NSError).localizedDescription)")
        }
        var configuration = try parse(data, file: url.path, directory: url.deletingLastPathComponent())
        configuration.file = url
        return configuration
    }

    /// The longest `excluded` pattern, in characters: far longer than any path, so that matching
    /// a path costs at most this many steps per character of the path.
    static let maximumPatternLength = 1_024

    /// Reads a configuration from a file's contents; `file` names it in errors, `directory` is where its paths start.
    static func parse(_ data: Data, file: String, directory: URL) throws(LintConfigurationError) -> LintConfiguration {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw .invalid(file: file, reason: "not a JSON object")
        }
        var configuration = LintConfiguration(directory: directory)
        let members = ["disabled", "severities", "excluded", "baseline"]
        for name in object.keys.sorted() where !members.contains(name) {
            throw .invalid(file: file, reason: "unknown member '\(DisplayText.escaped(name))' (members: \(members.joined(separator: ", ")))")
        }
        if let disabled = object["disabled"] {
            guard let codes = disabled as? [String] else { throw .invalid(file: file, reason: "'disabled' must be a list of rule codes") }
            for code in codes { configuration.disabled.insert(try rule(code, file: file)) }
        }
        if let severities = object["severities"] {
            guard let table = severities as? [String: Any] else {
                throw .invalid(file: file, reason: "'severities' must be an object of rule codes and levels")
            }
            for (code, value) in table.sorted(by: { $0.key < $1.key }) {
                let rule = try rule(code, file: file)
                guard let text = value as? String, let level = Level(rawValue: text) else {
                    throw .invalidLevel("\(value)", rule: code, file: file)
                }
                configuration.levels[rule] = level
            }
        }
        if let excluded = object["excluded"] {
            guard let patterns = excluded as? [String] else { throw .invalid(file: file, reason: "'excluded' must be a list of paths") }
            if let long = patterns.first(where: { $0.unicodeScalars.count > maximumPatternLength }) {
                throw .invalid(file: file, reason: "the excluded pattern '\(DisplayText.escaped(String(long.prefix(40))))…' is longer than \(maximumPatternLength) characters")
            }
            configuration.excluded = patterns
        }
        if let baseline = object["baseline"] {
            guard let path = baseline as? String, !path.isEmpty else { throw .invalid(file: file, reason: "'baseline' must be a path") }
            configuration.baseline = path
        }
        return configuration
    }

    /// The rule of a code, or an ``LintConfigurationError/unknownRule(_:file:)`` error.
    public static func rule(_ code: String, file: String?) throws(LintConfigurationError) -> LintRule {
        guard let rule = LintRule(code: code) else { throw .unknownRule(code, file: file) }
        guard rule.isConfigurable else { throw .notConfigurable(code, file: file) }
        return rule
    }

    /// Reads `CODE=LEVEL` (`--severity missing-category=warning`).
    public static func level(_ assignment: String) throws(LintConfigurationError) -> (LintRule, Level) {
        guard let equals = assignment.firstIndex(of: "=") else {
            throw .invalid(file: nil, reason: "'\(DisplayText.escaped(assignment))' is not CODE=LEVEL (levels: error, warning, note, off)")
        }
        let code = String(assignment[..<equals]), value = String(assignment[assignment.index(after: equals)...])
        let rule = try rule(code, file: nil)
        guard let level = Level(rawValue: value) else { throw .invalidLevel(value, rule: code, file: nil) }
        return (rule, level)
    }
}

/// A configuration that cannot be used: lint stops rather than run with rules left on by mistake.
public enum LintConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A rule code no rule has (in a file, or on the command line when `file` is `nil`).
    case unknownRule(String, file: String?)
    /// A level other than error, warning, note and off.
    case invalidLevel(String, rule: String, file: String?)
    /// A rule that no configuration may turn off or lower (`LintRule/isConfigurable`).
    case notConfigurable(String, file: String?)
    /// A file that is not a configuration.
    case invalid(file: String?, reason: String)

    /// The unknown code, for a did-you-mean.
    public var unknownCode: String? {
        if case let .unknownRule(code, _) = self { return code }
        return nil
    }

    public var description: String {
        func place(_ file: String?) -> String { file.map { "\(DisplayText.escaped($0)): " } ?? "" }
        return switch self {
        case let .unknownRule(code, file): "\(place(file))no lint rule has the code '\(DisplayText.escaped(code))'"
        case let .invalidLevel(level, rule, file):
            "\(place(file))'\(DisplayText.escaped(level))' is not a level for '\(DisplayText.escaped(rule))' (levels: error, warning, note, off)"
        case let .notConfigurable(code, file): "\(place(file))the rule '\(DisplayText.escaped(code))' cannot be turned off or given another level"
        case let .invalid(file, reason): "\(place(file))\(reason)"
        }
    }
}

/// A path pattern of the configuration's `excluded` list, matched in time linear in the path (an
/// automaton whose states are the pattern's positions, all followed at once: no backtracking).
///
/// `*` is any run of characters other than `/`, `?` one such character, `**/` any number of
/// whole folders (none too), `**` anything, and every other character itself; the pattern matches
/// a path from its start, and a path it matches takes every path below it (a folder's pattern
/// takes everything in it). Characters are Unicode scalars, compared exactly.
struct PathPattern {
    /// One position of the pattern.
    private enum Step: Equatable {
        /// The scalar itself.
        case literal(Unicode.Scalar)
        /// `?`: one scalar other than `/`.
        case one
        /// `*`: any run of scalars other than `/` (may be skipped).
        case segmentRun
        /// `**`: any run of scalars (may be skipped).
        case anyRun
        /// `**/`: none, or a run of scalars that ends in `/`; the step skips to the one after it
        /// when nothing is taken.
        case folders
    }

    private let steps: [Step]

    init?(_ pattern: String) {
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard !trimmed.isEmpty else { return nil }
        var steps: [Step] = []
        var scalars = trimmed.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "*" where scalars.first == "*":
                scalars.removeFirst()
                if scalars.first == "/" {
                    scalars.removeFirst()
                    steps.append(.folders)
                } else {
                    steps.append(.anyRun)
                }
            case "*": steps.append(.segmentRun)
            case "?": steps.append(.one)
            default: steps.append(.literal(scalar))
            }
        }
        self.steps = steps
    }

    /// Whether the pattern takes the path (relative to the configuration's folder).
    func matches(_ path: String) -> Bool {
        // `active[i]`: the pattern's first i steps can take the path read so far. A `folders` step
        // has a second state (index steps.count + 1 + i): inside its run, before the closing `/`.
        let count = steps.count
        var active = [Bool](repeating: false, count: 2 * count + 1)
        var next = active
        active[0] = true
        close(&active)
        for scalar in path.unicodeScalars {
            if active[count], scalar == "/" { return true }
            for index in next.indices { next[index] = false }
            for index in 0..<count {
                let inside = count + 1 + index
                switch steps[index] {
                case let .literal(expected):
                    if active[index], scalar == expected { next[index + 1] = true }
                case .one:
                    if active[index], scalar != "/" { next[index + 1] = true }
                case .segmentRun:
                    if active[index], scalar != "/" { next[index] = true }
                case .anyRun:
                    if active[index] { next[index] = true }
                case .folders:
                    if active[index] || active[inside] {
                        next[inside] = true
                        if scalar == "/" { next[index + 1] = true }
                    }
                }
            }
            swap(&active, &next)
            close(&active)
            if !active.contains(true) { return false }
        }
        return active[count]
    }

    /// Adds the states reached without reading anything: past `*`, `**` and `**/`, which may take nothing.
    private func close(_ active: inout [Bool]) {
        for index in 0..<steps.count where active[index] {
            switch steps[index] {
            case .segmentRun, .anyRun, .folders: active[index + 1] = true
            case .literal, .one: break
            }
        }
    }
}
