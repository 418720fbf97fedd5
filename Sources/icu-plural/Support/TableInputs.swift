import ArgumentParser
import Foundation
import PluralLocalization
import PluralMessages

/// The one table of some inputs, for the commands that read one (render, convert): found as every
/// command finds tables (`TableSource`), with what loading decided or left out on standard error.
enum TableInputs {
    /// The table the inputs hold, and where its parts were found.
    struct Loaded {
        /// Every part read together: what render looks keys up in.
        let table: MessageTable
        /// Each bundle's part on its own, by its folder relative to the folder they share, when the
        /// table was found in several (the `res` trees of a multi-module Android app); empty otherwise.
        let trees: [(path: String, table: MessageTable)]
    }

    /// Loads the table the inputs hold (the one named, else `Localizable`, else the only one).
    /// Files not taken are warnings, loading's notes (a guessed development language) notes;
    /// exits 1 when the inputs cannot be read at all.
    static func load(_ inputs: [String], table: String?, language: String?, developmentLanguage: String?) throws -> MessageTable {
        try loadTrees(inputs, table: table, language: language, developmentLanguage: developmentLanguage, keepingTrees: false).table
    }

    /// ``load(_:table:language:developmentLanguage:)``, with each bundle's part also read alone
    /// (under the development language chosen for the whole) when `keepingTrees` and there are several.
    static func loadTrees(_ inputs: [String], table: String?, language: String?, developmentLanguage: String?, keepingTrees: Bool) throws -> Loaded {
        let urls = inputs.map { URL(fileURLWithPath: $0) }
        let source = TableSource(inputs: urls, language: language)
        let loaded: MessageTable
        let parts: [TableSource.Table]
        do {
            parts = try source.tables(named: table, in: urls.count == 1 ? urls[0] : nil)
            loaded = source.load(parts, developmentLanguage: developmentLanguage)
            if loaded.files.isEmpty, let first = loaded.fileErrors.first { throw first }
        } catch {
            StandardError.write("error: \("\(error)")")
            throw ExitCode.failure
        }
        for file in source.skippedFiles { StandardError.write("warning: \(file.description)") }
        let bundles = parts.map(\.bundle.standardizedFileURL)
        guard keepingTrees, Set(bundles).count > 1 else {
            for note in loaded.notes where note.isAboutTheTable { StandardError.write("note: \(note)") }
            return Loaded(table: loaded, trees: [])
        }
        let shared = sharedFolder(of: bundles)
        let trees = parts.map { part in
            (path: relativePath(of: part.bundle.standardizedFileURL, under: shared),
             table: source.load(part, developmentLanguage: loaded.developmentLanguage))
        }
        // Read apart, no text of one place replaces another's: the notes that say so do not hold.
        for note in loaded.notes where note.isAboutTheTable {
            switch note {
            case .readTogether, .keysInSeveralPlaces: continue
            default: StandardError.write("note: \(note)")
            }
        }
        StandardError.write("note: table '\(loaded.name)': found in \(trees.count) places; each is written as its own tree (\(trees.map(\.path).joined(separator: ", ")))")
        return Loaded(table: loaded, trees: trees)
    }

    /// The deepest folder every URL is in.
    static func sharedFolder(of urls: [URL]) -> [String] {
        guard var shared = urls.first?.pathComponents else { return [] }
        for url in urls.dropFirst() {
            let components = url.pathComponents
            shared = Array(zip(shared, components).prefix { $0 == $1 }.map(\.0))
        }
        return shared
    }

    /// A URL's path below a folder's components (`app/src/main/res`).
    static func relativePath(of url: URL, under folder: [String]) -> String {
        url.pathComponents.dropFirst(folder.count).joined(separator: "/")
    }
}
