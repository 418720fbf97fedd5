import Foundation
import PackagePlugin

/// Generates typed Swift accessors for a target's localization resources: `L10n.<Table>.<key>(…)`,
/// rendered at run time by PluralMessages (see the DocC article "Typed accessors").
///
/// Inputs: the target's `.xcstrings` catalogs, `.strings` and `.stringsdict` files in `.lproj`
/// folders, and MessageFormat `<language>.json` files (a table per folder). The command runs again
/// only when one of them changes. The target must depend on the `PluralMessages` and `CLDRPlural`
/// products, which the generated code imports.
@main
struct LocalizedAccessors: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        var tables: [String: Set<String>] = [:]  // table name -> kinds ("bundle", "messageformat")
        var inputs: [URL] = []
        for file in target.sourceFiles.flatMap({ Self.files(at: $0.url) }) {
            guard let (name, kind) = Self.table(of: file) else { continue }
            tables[name, default: []].insert(kind)
            inputs.append(file)
        }
        guard !inputs.isEmpty else { return [] }
        inputs.sort { $0.path < $1.path }
        // An .lproj table and a MessageFormat folder of the same name are two tables (two files).
        let names = tables.flatMap { name, kinds in kinds.map { (name, $0) } }
            .sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.0)
        let directory = context.pluginWorkDirectoryURL.appendingPathComponent("L10n", isDirectory: true)
        let outputs = ["L10n.swift"] + Self.fileNames(forTables: names)
        return [
            .buildCommand(
                displayName: "Generating localized accessors for \(target.name)",
                executable: try context.tool(named: "generate-localized-accessors").url,
                arguments: ["--output", directory.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: outputs.map { directory.appendingPathComponent($0) }
            ),
        ]
    }

    /// A file, or the files under a folder (a `.copy` resource is one entry: its folder).
    static func files(at url: URL) -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { return [url] }
        guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isDirectoryKey]) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true }
    }

    // The two rules below repeat AccessorInputs.table(of:) and AccessorGenerator.fileNames(forTables:)
    // of LocalizedAccessorsGenerator (a plugin cannot link a library): change them together.

    /// A file's table and kind, `nil` when it is not a localization resource.
    static func table(of file: URL) -> (name: String, kind: String)? {
        let stem = file.deletingPathExtension().lastPathComponent
        switch file.pathExtension.lowercased() {
        case "xcstrings":
            return (stem, "bundle")
        case "strings", "stringsdict":
            guard file.deletingLastPathComponent().pathExtension.lowercased() == "lproj" else { return nil }
            return (stem, "bundle")
        case "json":
            let parts = stem.split(separator: "-", omittingEmptySubsequences: false).flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
            guard let first = parts.first, (2...3).contains(first.count), stem.count <= 35,
                  first.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic }),
                  stem.unicodeScalars.allSatisfy({ ($0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil)) || $0 == "-" || $0 == "_" })
            else { return nil }
            return (file.deletingLastPathComponent().lastPathComponent, "messageformat")
        default:
            return nil
        }
    }

    /// `L10n+<Name>.swift` per table, sorted by name (bundle before MessageFormat), numbered when two share one.
    static func fileNames(forTables names: [String]) -> [String] {
        var used = Set<String>()
        return names.map { name in
            let kept = String(name.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" || $0 == "-") }.map(Character.init))
            let stem = kept.isEmpty ? "Table" : kept
            var candidate = stem
            var number = 2
            while used.contains(candidate) {
                candidate = "\(stem)\(number)"
                number += 1
            }
            used.insert(candidate)
            return "L10n+\(candidate).swift"
        }
    }
}
