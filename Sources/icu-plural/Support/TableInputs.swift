import ArgumentParser
import Foundation
import PluralLocalization
import PluralMessages

/// The one table of some inputs, for the commands that read one (render, convert): found as every
/// command finds tables (`TableSource`), with what loading decided or left out on standard error.
enum TableInputs {
    /// Loads the table the inputs hold (the one named, else `Localizable`, else the only one).
    /// Files not taken are warnings, loading's notes (a guessed development language) notes;
    /// exits 1 when the inputs cannot be read at all.
    static func load(_ inputs: [String], table: String?, language: String?, developmentLanguage: String?) throws -> MessageTable {
        let urls = inputs.map { URL(fileURLWithPath: $0) }
        let source = TableSource(inputs: urls, language: language)
        let loaded: MessageTable
        do {
            let parts = try source.tables(named: table, in: urls.count == 1 ? urls[0] : nil)
            loaded = source.load(parts, developmentLanguage: developmentLanguage)
            if loaded.files.isEmpty, let first = loaded.fileErrors.first { throw first }
        } catch {
            StandardError.write("error: \("\(error)")")
            throw ExitCode.failure
        }
        for file in source.skippedFiles { StandardError.write("warning: \(file.description)") }
        for note in loaded.notes where note.isAboutTheTable { StandardError.write("note: \(note)") }
        return loaded
    }
}
