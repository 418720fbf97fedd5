import Foundation

/// The findings a team accepts for now, so that lint fails only on new ones
/// (`icu-plural lint --write-baseline FILE`, then `--baseline FILE`).
///
/// A finding is known when the baseline has an entry with its file, key, language and rule: never
/// its line, column or wording, so that edits elsewhere in a file, or a clearer message in a later
/// release, do not make an accepted finding new. Files are written relative to the baseline's own
/// folder, so the baseline reads alike from any working directory and on any machine.
///
/// The file is JSON: `{"version": 1, "findings": [{"code": …, "file": …, "key": …, "language": …}]}`,
/// sorted, one entry per identity.
public struct LintBaseline: Sendable, Equatable {
    /// What identifies a finding across edits.
    public struct Entry: Hashable, Sendable, Codable, Comparable {
        /// The rule's code.
        public var code: String
        /// The file, relative to the baseline's folder (`nil` for a finding about no file).
        public var file: String?
        /// The key, if the finding is about one.
        public var key: String?
        /// The language, if the finding is about one.
        public var language: String?

        /// An entry.
        public init(code: String, file: String?, key: String?, language: String?) {
            self.code = code
            self.file = file
            self.key = key
            self.language = language
        }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file ?? "", lhs.key ?? "", lhs.language ?? "", lhs.code) < (rhs.file ?? "", rhs.key ?? "", rhs.language ?? "", rhs.code)
        }
    }

    /// The format's version, written in the file.
    public static let version = 1

    /// The accepted findings.
    public var entries: Set<Entry>
    /// The folder the entries' files are relative to (the baseline file's).
    public var directory: URL

    /// A baseline of findings, with files relative to `directory`.
    public init(findings: [LintFinding], directory: URL) {
        self.directory = directory
        entries = Set(findings.map { Self.entry(of: $0, directory: directory) })
    }

    /// Reads a baseline file written by ``data()``.
    public static func load(from url: URL) throws(LintConfigurationError) -> LintBaseline {
        struct File: Decodable {
            var version: Int
            var findings: [Entry]
        }
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
        } catch {
            throw .invalid(file: url.path, reason: "not a lint baseline (\((error as NSError).localizedDescription))")
        }
        guard file.version == version else { throw .invalid(file: url.path, reason: "baseline version \(file.version); this lint reads version \(version)") }
        var baseline = LintBaseline(findings: [], directory: url.deletingLastPathComponent())
        baseline.entries = Set(file.findings)
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

    /// Whether the baseline accepts the finding.
    public func contains(_ finding: LintFinding) -> Bool {
        entries.contains(Self.entry(of: finding, directory: directory))
    }

    /// The findings the baseline does not accept, and how many it does.
    public func newFindings(in findings: [LintFinding]) -> (new: [LintFinding], known: Int) {
        let new = findings.filter { !contains($0) }
        return (new, findings.count - new.count)
    }

    private static func entry(of finding: LintFinding, directory: URL) -> Entry {
        Entry(code: finding.code, file: finding.file.map { relativePath($0, to: directory) }, key: finding.key, language: finding.language)
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
