import Foundation

/// One table of one bundle: the files lint reads together.
struct LintTableInput {
    /// The folder holding the `.lproj` folders (or the catalog's folder).
    var bundle: URL
    /// The table's name (`Localizable`).
    var name: String
    /// Its files: `.strings` and `.stringsdict` in `.lproj` folders, or one `.xcstrings` catalog.
    var files: [URL]
}

/// Finding the tables of a folder, by bundle, and checking the `.strings` / `.stringsdict` pairs.
enum LintInputs {
    /// The tables of a directory tree, each bundle's apart: two `Localizable` tables of two bundles
    /// (an app and its extension) are two tables. A catalog is a table of its own. One pass over the
    /// tree, then grouping: linear in the number of files.
    static func tables(inDirectory directory: URL) -> [LintTableInput] {
        struct GroupKey: Hashable { var bundle: String, name: String, catalog: Bool }
        var groups: [GroupKey: [URL]] = [:]
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        for case let url as URL in enumerator {
            let ext = url.pathExtension.lowercased()
            let name = url.deletingPathExtension().lastPathComponent
            if ext == "xcstrings" {
                groups[GroupKey(bundle: url.path, name: name, catalog: true), default: []].append(url)
            } else if ext == "strings" || ext == "stringsdict", MessageTable.language(ofFileAt: url) != nil {
                let bundle = url.deletingLastPathComponent().deletingLastPathComponent().path
                groups[GroupKey(bundle: bundle, name: name, catalog: false), default: []].append(url)
            } else if ext == "json", MessageFormatReader.language(ofFileAt: url) != nil {
                // A directory of MessageFormat `<language>.json` files is one table, named after the directory.
                let directory = url.deletingLastPathComponent()
                groups[GroupKey(bundle: directory.path, name: directory.lastPathComponent, catalog: false), default: []].append(url)
            }
        }
        return groups.map { key, files in
            let bundle = key.catalog ? URL(fileURLWithPath: key.bundle).deletingLastPathComponent() : URL(fileURLWithPath: key.bundle)
            return LintTableInput(bundle: bundle, name: key.name, files: files.sorted { $0.path < $1.path })
        }
        .sorted { ($0.bundle.path, $0.name, $0.files.first?.path ?? "") < ($1.bundle.path, $1.name, $1.files.first?.path ?? "") }
    }

    /// `CFBundleDevelopmentRegion` of the bundle's `Info.plist` (a built bundle's, or one beside the
    /// `.lproj` folders); build-setting placeholders such as `$(DEVELOPMENT_LANGUAGE)` do not count.
    static func developmentRegion(ofBundle bundle: URL) -> String? {
        for candidate in ["Info.plist", "Contents/Info.plist", "../Info.plist"] {
            let url = bundle.appendingPathComponent(candidate)
            guard let data = try? Data(contentsOf: url),
                  let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
                  let region = plist["CFBundleDevelopmentRegion"] as? String, !region.contains("$(")
            else { continue }
            return region
        }
        return nil
    }

    /// A `.stringsdict` without its `.strings` twin in its folder (older systems ignore it), and a
    /// `.strings` without the `.stringsdict` the table's other languages have. Each folder is
    /// looked at once.
    static func twinFindings(
        name: String, files: [URL], fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
    ) -> [LintFinding] {
        var kinds: [String: Set<String>] = [:]
        for url in files where MessageTable.language(ofFileAt: url) != nil {
            kinds[url.deletingLastPathComponent().path, default: []].insert(url.pathExtension.lowercased())
        }
        let anyStringsdict = kinds.values.contains { $0.contains("stringsdict") }
        var findings: [LintFinding] = []
        for (folder, present) in kinds.sorted(by: { $0.key < $1.key }) {
            let folderURL = URL(fileURLWithPath: folder)
            let language = String(folderURL.lastPathComponent.dropLast(".lproj".count))
            // A twin lint was not given (a lone file) may still be on disk.
            func exists(_ ext: String) -> Bool { fileExists(folderURL.appendingPathComponent(name + "." + ext).path) }
            if present.contains("stringsdict"), !present.contains("strings"), !exists("strings") {
                findings.append(LintFinding(.warning, .missingStringsTwin, file: folderURL.appendingPathComponent(name + ".stringsdict").path,
                                            key: nil, language: language, message: "\(name).stringsdict has no \(name).strings beside it",
                                            hint: "add \(name).strings to \(language).lproj, even empty: without it older systems ignore the .stringsdict"))
            } else if present.contains("strings"), !present.contains("stringsdict"), anyStringsdict, !exists("stringsdict") {
                findings.append(LintFinding(.warning, .missingStringsdictTwin, file: folderURL.appendingPathComponent(name + ".strings").path,
                                            key: nil, language: language, message: "\(name).strings has no \(name).stringsdict beside it, although other languages have one",
                                            hint: "add \(language).lproj/\(name).stringsdict with this language's plural forms"))
            }
        }
        return findings
    }
}
