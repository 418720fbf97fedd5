import Foundation

/// The findings a team accepts for now, so that lint fails only on new ones
/// (`icu-plural lint --write-baseline FILE`, then `--baseline FILE`).
///
/// A baseline hides only what it recorded. Each entry is a rule, a file, a key, a language, the
/// variable or form the findings are about (``LintFinding``'s subject: a `.stringsdict` variable and
/// form, a catalog's substitution or variation, a MessageFormat choice and selector), their
/// severity, and how many there were. A finding is known when an entry has its rule, file, key,
/// language and subject, a severity at least as high, and findings left to hide: a finding of
/// higher severity, of another variable or form, or one more than were recorded is new. Lines,
/// columns and wording are not recorded, so that edits elsewhere in a file, or a clearer message in
/// a later release, do not make an accepted finding new. Files are written relative to the
/// baseline's own folder, so the baseline reads alike from any working directory and on any machine.
///
/// The file is JSON: `{"version": 2, "findings": [{"code": …, "file": …, "key": …, "language": …,
/// "subject": […], "severity": …, "count": …}]}`, sorted, one entry per identity and severity.
///
/// A version 1 file (entries of code, file, key and language only) is still read: each of its
/// entries hides one finding of its rule, file, key and language, whatever its variable, form or
/// severity (version 1 recorded neither, nor how many). Write the baseline again to record them.
/// `excluded-everything` is never hidden.
public struct LintBaseline: Sendable, Equatable {
    /// What identifies accepted findings across edits, and how many of them there were.
    struct Entry: Hashable, Sendable, Codable, Comparable {
        /// The rule's code.
        var code: String
        /// The file, relative to the baseline's folder (`nil` for a finding about no file).
        var file: String?
        /// The key, if the findings are about one.
        var key: String?
        /// The language, if the findings are about one.
        var language: String?
        /// The variable or form below the key the findings are about (`["count", "one"]`), if any.
        var subject: [String]?
        /// The findings' severity: the entry hides findings of this severity or lower; `nil` in a
        /// version 1 file (any severity).
        var severity: LintFinding.Severity?
        /// How many findings the entry hides; `nil` in a version 1 file (one).
        var count: Int?

        /// An entry.
        init(code: String, file: String?, key: String?, language: String?, subject: [String]? = nil,
                    severity: LintFinding.Severity? = nil, count: Int? = nil) {
            self.code = code
            self.file = file
            self.key = key
            self.language = language
            self.subject = subject
            self.severity = severity
            self.count = count
        }

        private var sortKey: (String, String, String, String, String, String) {
            (file ?? "", key ?? "", language ?? "", code, subject?.joined(separator: "\u{0}") ?? "", severity?.rawValue ?? "")
        }

        static func < (lhs: Entry, rhs: Entry) -> Bool { lhs.sortKey < rhs.sortKey }
    }

    /// The format's version, written in the file.
    public static let version = 2

    /// The accepted findings.
    var entries: Set<Entry>
    /// The folder the entries' files are relative to (the baseline file's).
    var directory: URL
    /// The version of the file read (``version`` for a baseline made from findings).
    public private(set) var fileVersion = Self.version

    /// A baseline of findings, with files relative to `directory`: one entry per rule, file, key,
    /// language, subject and severity, counting its findings.
    public init(findings: [LintFinding], directory: URL) {
        self.directory = directory
        var counts: [Entry: Int] = [:]
        for finding in findings where finding.rule.isConfigurable {
            var entry = Self.identity(of: finding, directory: directory)
            entry.severity = finding.severity
            counts[entry, default: 0] += 1
        }
        entries = Set(counts.map { entry, count in
            var counted = entry
            counted.count = count
            return counted
        })
    }

    /// The largest baseline file read.
    static let maximumFileSize = 64 << 20

    /// Reads a baseline file written by ``data()`` (version 2, or version 1: see the type's description).
    public static func load(from url: URL) throws(LintConfigurationError) -> LintBaseline {
        struct File: Decodable {
            var version: Int
            var findings: [Entry]
        }
        let file: File
        do {
            let size = FileSize.of(url) ?? 0
            guard size <= maximumFileSize else { throw LintConfigurationError.invalid(file: url.path, reason: "larger than \(maximumFileSize) bytes") }
            file = try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
        } catch let error as LintConfigurationError {
            throw error
        } catch {
            throw .invalid(file: url.path, reason: "not a lint baseline (\((error as NSError).localizedDescription))")
        }
        guard file.version == 1 || file.version == version else {
            throw .invalid(file: url.path, reason: "baseline version \(file.version); this lint reads versions 1 and \(version)")
        }
        if file.version == version, let entry = file.findings.first(where: { $0.severity == nil || ($0.count ?? 0) < 1 }) {
            throw .invalid(file: url.path, reason: "a version \(version) entry needs a severity and a count of at least 1 (rule '\(DisplayText.escaped(entry.code))')")
        }
        var baseline = LintBaseline(findings: [], directory: url.deletingLastPathComponent())
        baseline.fileVersion = file.version
        // Version 1 recorded no severity, subject or count: whatever is in the file, one finding each.
        baseline.entries = Set(file.version == version ? file.findings : file.findings.map {
            Entry(code: $0.code, file: $0.file, key: $0.key, language: $0.language)
        })
        return baseline
    }

    /// The baseline as its file's contents: sorted, one entry per line group, stable across runs.
    public func data() throws -> Data {
        struct File: Encodable {
            var version: Int
            var findings: [Entry]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(File(version: Self.version, findings: entries.sorted()))
    }

    /// The findings the baseline does not accept, in their order, and how many it does.
    ///
    /// Each entry hides at most its count of findings with its rule, file, key, language and
    /// subject (any subject for a version 1 entry) and a severity no higher than its own. The most
    /// severe findings are matched first, each with an entry of its own subject before one of any.
    public func newFindings(in findings: [LintFinding]) -> (new: [LintFinding], known: Int) {
        var left: [Entry: Int] = [:]
        var byIdentity: [Entry: [Entry]] = [:]
        for entry in entries {
            left[entry] = entry.count ?? 1
            byIdentity[Entry(code: entry.code, file: entry.file, key: entry.key, language: entry.language), default: []].append(entry)
        }
        var known = Set<Int>()
        let order = findings.indices.sorted { (findings[$0].severity, $0) < (findings[$1].severity, $1) }
        for index in order where findings[index].rule.isConfigurable {
            let finding = findings[index]
            var identity = Self.identity(of: finding, directory: directory)
            let subject = identity.subject
            identity.subject = nil
            let candidates = (byIdentity[identity] ?? []).filter { entry in
                (left[entry] ?? 0) > 0 && (entry.severity.map { finding.severity >= $0 } ?? true)
                    && (entry.subject == subject || (entry.severity == nil && entry.subject == nil))
            }
            // An entry of its own subject before one of any (version 1). Findings come most severe
            // first, so an entry of higher severity is never taken by a lesser finding that another
            // entry could hide and then missed by a more severe one.
            guard let chosen = candidates.first(where: { $0.subject == subject }) ?? candidates.first else { continue }
            left[chosen, default: 0] -= 1
            known.insert(index)
        }
        let new = findings.indices.filter { !known.contains($0) }.map { findings[$0] }
        return (new, known.count)
    }

    /// Whether the baseline accepts the finding (alone: see ``newFindings(in:)`` for several).
    func contains(_ finding: LintFinding) -> Bool {
        newFindings(in: [finding]).known == 1
    }

    /// The entry of a finding without severity and count: its rule, file, key, language and subject.
    private static func identity(of finding: LintFinding, directory: URL) -> Entry {
        Entry(code: finding.code, file: finding.file.map { relativePath($0, to: directory) }, key: finding.key,
              language: finding.language, subject: finding.subject)
    }

    /// A path relative to a folder (`../` where it lies outside), with `/` separators; a relative
    /// path starts from the current folder.
    static func relativePath(_ path: String, to directory: URL) -> String {
        let file = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let base = directory.standardizedFileURL.pathComponents
        var common = 0
        while common < file.count, common < base.count, file[common] == base[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        return (ups + file[common...]).joined(separator: "/")
    }
}
