import Foundation

/// Checking the `.strings` / `.stringsdict` pairs of a table (its files are found by ``TableSource``).
enum LintInputs {
    /// A `.stringsdict` without its `.strings` twin in its folder (older systems ignore it), and a
    /// `.strings` without the `.stringsdict` the table's other languages have. Each folder is
    /// looked at once.
    static func twinFindings(
        name: String, files: [URL], fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
    ) -> [LintFinding] {
        var kinds: [String: Set<String>] = [:]
        for url in files where FileLanguage.isLocalizationFolder(url.deletingLastPathComponent()) {
            kinds[url.deletingLastPathComponent().path, default: []].insert(url.pathExtension.lowercased())
        }
        let anyStringsdict = kinds.values.contains { $0.contains("stringsdict") }
        var findings: [LintFinding] = []
        for (folder, present) in kinds.sorted(by: { $0.key < $1.key }) {
            let folderURL = URL(fileURLWithPath: folder)
            let language = String(folderURL.lastPathComponent.dropLast(".lproj".count))
            // Base.lproj is the development language's base, not a language: its findings name the folder only.
            let findingLanguage = FileLanguage.ofFolder(folderURL)?.name
            // A twin lint was not given (a lone file) may still be on disk.
            func exists(_ ext: String) -> Bool { fileExists(folderURL.appendingPathComponent(name + "." + ext).path) }
            if present.contains("stringsdict"), !present.contains("strings"), !exists("strings") {
                findings.append(LintFinding(.warning, "missing-strings-twin", file: folderURL.appendingPathComponent(name + ".stringsdict").path,
                                            key: nil, language: findingLanguage, message: "\(name).stringsdict has no \(name).strings beside it",
                                            hint: "add \(name).strings to \(language).lproj, even empty: without it older systems ignore the .stringsdict"))
            } else if present.contains("strings"), !present.contains("stringsdict"), anyStringsdict, !exists("stringsdict") {
                findings.append(LintFinding(.warning, "missing-stringsdict-twin", file: folderURL.appendingPathComponent(name + ".strings").path,
                                            key: nil, language: findingLanguage, message: "\(name).strings has no \(name).stringsdict beside it, although other languages have one",
                                            hint: "add \(language).lproj/\(name).stringsdict with this language's plural forms"))
            }
        }
        return findings
    }
}
