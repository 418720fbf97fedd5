import ArgumentParser
import Foundation
import PluralMessages

/// Which tables a path holds, for commands that look at every table of a directory (`preview`, `keys`).
enum TableLoading {
    /// The tables of a path: a file's, or each table of a directory (only `table` when given).
    static func tables(at path: String, table: String?, language: String?, developmentLanguage: String?) throws(MessageFileError) -> [MessageTable] {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        let names: [String?]
        if table == nil, FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            let found = MessageTable.tableFiles(inDirectory: url).keys.sorted()
            names = found.count > 1 ? found : [nil]
        } else {
            names = [table]
        }
        return try names.map { name throws(MessageFileError) in
            try MessageTable.load(contentsOf: url, table: name, language: language, developmentLanguage: developmentLanguage)
        }
    }
}

/// `--table`, `--language` and `--development-language`: how `preview` and `keys` read the tables of their paths.
struct TableOptions: ParsableArguments {
    @Option(name: .long, help: "For a directory: the table's name (default: every table it holds).")
    var table: String?

    @Option(name: .long, help: "The language of a .strings or .stringsdict file outside an .lproj folder.")
    var language: String?

    @Option(name: .long, help: "The development language when the files do not say (default: en if present).")
    var developmentLanguage: String?

    /// The tables of a path (see ``TableLoading/tables(at:table:language:developmentLanguage:)``).
    func tables(at path: String) throws(MessageFileError) -> [MessageTable] {
        try TableLoading.tables(at: path, table: table, language: language, developmentLanguage: developmentLanguage)
    }
}
