import Foundation
import PluralMessages

/// The tables a target's localization files make: `.lproj` files and `.xcstrings` catalogs by
/// table name (`Localizable`), MessageFormat `<language>.json` files by folder.
///
/// The files are read by the package's readers (`MessageTable.add(file:)`); a file that cannot be
/// read is an error with its place, and the rest of its table is still generated.
public enum AccessorInputs {
    /// The table a file belongs to and where it is found at run time; `nil` for a file that is not a
    /// localization resource (`Info.plist`, `data.json`).
    ///
    /// The plugin (Plugins/LocalizedAccessors) groups files by the same rule to name its outputs;
    /// it cannot link this library, so it repeats this rule: change both together.
    public static func table(of file: URL) -> (name: String, location: AccessorGenerator.Location)? {
        let ext = file.pathExtension.lowercased()
        let stem = file.deletingPathExtension().lastPathComponent
        switch ext {
        case "xcstrings":
            return (stem, .bundle)
        case "strings", "stringsdict":
            guard file.deletingLastPathComponent().pathExtension.lowercased() == "lproj" else { return nil }
            return (stem, .bundle)
        case "json":
            guard isLanguageName(stem) else { return nil }
            let folder = file.deletingLastPathComponent().lastPathComponent
            return (folder, .messageFormatFolder(folder))
        default:
            return nil
        }
    }

    /// Whether a MessageFormat file's name looks like a language (`en`, `pt-BR`, `es-419`, `zh_Hant`):
    /// ASCII letters, digits, `-` and `_`, a first part of 2 or 3 letters. The loader then checks the
    /// tag (`TableSource`); a name this takes and it refuses is a warning, and its table stays empty.
    static func isLanguageName(_ stem: String) -> Bool {
        let parts = stem.split(separator: "-", omittingEmptySubsequences: false).flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let first = parts.first, (2...3).contains(first.count), stem.count <= 35,
              first.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic })
        else { return false }
        return stem.unicodeScalars.allSatisfy { ($0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil)) || $0 == "-" || $0 == "_" }
    }

    /// Loads the tables the files make.
    ///
    /// - Parameters:
    ///   - files: the target's files (others are ignored).
    ///   - developmentLanguage: the development language of `.lproj` tables and catalogs; `nil` follows
    ///     the package's rule (`TableSource`: a catalog's source language, else English, else the most
    ///     complete language).
    /// - Returns: the tables by name, and the files that could not be read.
    public static func load(_ files: [URL], developmentLanguage: String? = nil) -> (tables: [AccessorGenerator.Table], diagnostics: [AccessorDiagnostic]) {
        struct Group { var location: AccessorGenerator.Location; var files: [URL] }
        var groups: [String: Group] = [:]
        var diagnostics: [AccessorDiagnostic] = []
        for file in files {
            guard let (name, location) = table(of: file) else { continue }
            // A MessageFormat folder named like an .lproj table is another table: keep them apart.
            let id = location == .bundle ? "bundle/" + name : "messageformat/" + name
            if let existing = groups[id], existing.location != location {
                diagnostics.append(AccessorDiagnostic(.error, file: file.path, line: 1, "two MessageFormat folders are named '\(name)': rename one"))
                continue
            }
            groups[id, default: Group(location: location, files: [])].files.append(file)
        }
        var tables: [AccessorGenerator.Table] = []
        for (_, group) in groups.sorted(by: { $0.key < $1.key }) {
            let name = table(of: group.files[0])!.name
            // The package's loader reads the files: languages, Base.lproj, the development language's rule.
            let source = TableSource(inputs: group.files)
            diagnostics += source.errors.map(AccessorDiagnostic.init)
            diagnostics += source.skippedFiles.map { AccessorDiagnostic(.warning, file: $0.file?.path, line: 1, $0.reason) }
            let table = source.tables.isEmpty
                ? MessageTable(name: name)
                : source.load(source.tables, developmentLanguage: group.location == .bundle ? developmentLanguage : nil)
            tables.append(AccessorGenerator.Table(table: table, location: group.location))
        }
        return (tables, diagnostics)
    }
}
