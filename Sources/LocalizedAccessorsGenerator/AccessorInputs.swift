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

    /// Whether a MessageFormat file's name can be a language (`en`, `pt-BR`, `zh_Hant`): ASCII
    /// letters, `-` and `_`, a first part of 2 or 3 letters.
    static func isLanguageName(_ stem: String) -> Bool {
        let parts = stem.split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard let first = parts.first, (2...3).contains(first.count), stem.count <= 20 else { return false }
        return stem.unicodeScalars.allSatisfy { ($0.isASCII && $0.properties.isAlphabetic) || $0 == "-" || $0 == "_" }
    }

    /// Loads the tables the files make.
    ///
    /// - Parameters:
    ///   - files: the target's files (others are ignored).
    ///   - developmentLanguage: the development language of `.lproj` tables; `nil` takes a catalog's
    ///     source language, else `en` when the table has it, else its only language.
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
            var table = MessageTable(name: name, developmentLanguage: Self.developmentLanguage(of: group.files, location: group.location, given: developmentLanguage))
            // .strings first, so that each .stringsdict entry replaces the .strings one of its key.
            let ordered = group.files.sorted { ($0.pathExtension == "strings" ? 0 : 1, $0.path) < ($1.pathExtension == "strings" ? 0 : 1, $1.path) }
            for file in ordered {
                do throws(MessageFileError) {
                    try table.add(file: file)
                } catch {
                    diagnostics.append(AccessorDiagnostic(error))
                }
            }
            tables.append(AccessorGenerator.Table(table: table, location: group.location))
        }
        return (tables, diagnostics)
    }
}

extension AccessorInputs {
    /// The development language of a table's files: the one given (`.lproj` tables), else a catalog's
    /// (`nil` here: reading the catalog sets it), else `en` when a file is English, else the only language.
    static func developmentLanguage(of files: [URL], location: AccessorGenerator.Location, given: String?) -> String? {
        if location == .bundle {
            if let given { return given }
            if files.contains(where: { $0.pathExtension.lowercased() == "xcstrings" }) { return nil }
        }
        let languages = Set(files.compactMap { file in
            location == .bundle ? MessageTable.language(ofFileAt: file) : file.deletingPathExtension().lastPathComponent
        })
        return languages.contains("en") ? "en" : (languages.count == 1 ? languages.first : nil)
    }
}
