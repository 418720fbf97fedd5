import Foundation

/// What `icu-plural preview` says besides the page: the summary line, the notes about whole
/// tables, and where each table is shown to be.
extension MessagePreview {
    /// The summary on standard error: what the page shows, what it left out, and lint's counts.
    public static func summary(output: String, previews: [MessagePreview], findings: [LintFinding]) -> String {
        let entries = previews.flatMap(\.entries)
        let counts = Status.allCases.compactMap { status in
            let count = entries.filter { $0.status == status }.count
            return count == 0 ? nil : "\(count) \(status.label)"
        }
        let shownKeys = previews.reduce(0) { $0 + $1.keys.count }
        let allKeys = previews.reduce(0) { $0 + $1.keyCount }
        let variedKeys = previews.reduce(0) { $0 + $1.variedKeyCount }
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.filter { $0.severity == .warning }.count
        let target = output == "-" ? "the page" : "wrote \(output)"
        return "\(target): \(previews.count) table\(previews.count == 1 ? "" : "s"), \(entries.count) key-language pairs"
            + (counts.isEmpty ? "" : " (\(counts.joined(separator: ", ")))")
            + "; showing \(shownKeys) of \(allKeys) keys (\(variedKeys) varied)"
            + (previews.contains { $0.notes.contains { if case .cutAtLimit = $0 { true } else { false } } } ? ", cut at --limit" : "")
            + "; lint: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }

    /// The notes about whole tables (a development language guessed), each once, sorted.
    public static func tableNotes(of previews: [MessagePreview]) -> [String] {
        let notes = previews.flatMap { $0.notes.compactMap { note -> TableNote? in if case let .table(note) = note, note.isAboutTheTable { note } else { nil } } }
        return Set(notes.map(\.description)).sorted()
    }

    /// A table's place as shown on the page, written from the input given that holds it (or that it holds).
    public static func shownPlace(of bundle: URL, inputs: [String]) -> String {
        for input in inputs {
            if let relative = PreviewHTML.relativePath(bundle.path, to: input) {
                return relative.isEmpty ? input : (input as NSString).appendingPathComponent(relative)
            }
            // A file given: its bundle is a folder above it.
            if let below = PreviewHTML.relativePath(input, to: bundle.path) {
                let components = (input as NSString).pathComponents.dropLast(below.split(separator: "/").count)
                return components.isEmpty ? "." : NSString.path(withComponents: Array(components))
            }
        }
        return bundle.path
    }
}
