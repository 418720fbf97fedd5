import ArgumentParser
import Foundation
import PluralCore
import PluralMessages

/// `icu-plural keys PATH...`: every key with the arguments it takes (``MessageSignature``).
struct Keys: ParsableCommand, JSONReporting {
    static let configuration = CommandConfiguration(
        commandName: "keys",
        abstract: "List every key with the arguments it takes, per language where they differ.",
        discussion: """
            For each key: its arguments by position (and name, for MessageFormat), the type each takes \
            (integer, floating point, object, string; number, keyword, date or any for MessageFormat), \
            with the type as the file writes it where the type does not say it ("1 when: date (time)", \
            "1 count: number (:integer)" in MessageFormat 2), and the variables that select text with \
            their kind and argument (a MessageFormat 2 .match selector on the argument it comes from). Languages whose signatures \
            agree are listed together, the development language first; an argument used as two types \
            shows both ("1: integer (also object)"). This is the signature lint compares across \
            languages, and what render needs.
            Exits with status 1 when a file cannot be read (the others are listed).

            Examples:
              icu-plural keys Resources
              icu-plural keys Localizable.xcstrings --json
            """
    )

    @Argument(help: ArgumentHelp(InputHelp.paths))
    var paths: [String]

    @Flag(name: .long, help: "Print JSON: {\"tables\": [{\"name\", \"keys\": [{\"key\", \"signatures\": [{\"languages\", \"arguments\", \"variables\"}]}]}]}.")
    var json = false

    @Option(name: .long, help: "Only this key (repeat for several).")
    var key: [String] = []

    @OptionGroup var tableOptions: TableOptions
    var table: String? { tableOptions.table }
    var developmentLanguage: String? { tableOptions.developmentLanguage }
    var fileLanguage: String? { tableOptions.fileLanguage }

    func run() throws {
        var tables: [KeysReport.Table] = []
        var unreadable: [MessageFileError] = []
        // The one loader, as preview reads its inputs.
        let source = TableSource(inputs: paths.map { URL(fileURLWithPath: $0) }, language: fileLanguage)
        for part in try parts(of: source) {
            let loaded = source.load(part, developmentLanguage: developmentLanguage)
            tables.append(Self.report(loaded, keys: key.isEmpty ? nil : Set(key)))
            unreadable += loaded.fileErrors
        }
        if json {
            try StandardOutput.verbatimLine(try reportJSON(KeysReport(tables: tables)))
        } else {
            for table in tables {
                if tables.count > 1 { try StandardOutput.line("\(table.name):") }
                for key in table.keys {
                    for signature in key.signatures {
                        try StandardOutput.line("\(tables.count > 1 ? "  " : "")\(key.key) [\(signature.languages.joined(separator: ", "))]: \(signature.text)")
                    }
                }
            }
        }
        for error in unreadable { StandardError.write("error: \(error.description)") }
        if !unreadable.isEmpty { throw ExitCode.failure }
    }

    /// The tables to list; an input that cannot be read fails the command (as JSON with `--json`).
    private func parts(of source: TableSource) throws -> [TableSource.Table] {
        if let table { return try source.tables(named: table) }
        if let first = source.errors.first {
            for error in source.errors.dropFirst() { StandardError.write("error: \(error.description)") }
            throw first
        }
        guard !source.tables.isEmpty else { throw NoTables() }
        return source.tables
    }

    struct NoTables: Error, CustomStringConvertible {
        var description: String { "no .strings, .stringsdict, .xcstrings or MessageFormat tables in the paths given" }
    }

    /// Every key of a table, its languages grouped by signature (the development language's group first).
    static func report(_ table: MessageTable, keys only: Set<String>?) -> KeysReport.Table {
        // Loading resolved it to one of the table's languages (English when the one stated is not among them).
        let development = table.developmentLanguage
        let languages = table.languages.sorted { ($0 == development ? 0 : 1, $0) < ($1 == development ? 0 : 1, $1) }
        let keys = table.keys.filter { only?.contains($0) ?? true }.map { key in
            var groups: [(signature: MessageSignature, languages: [String])] = []
            for language in languages {
                guard let message = table.message(forKey: key, language: language) else { continue }
                let signature = MessageSignature(message)
                if let index = groups.firstIndex(where: { $0.signature == signature }) {
                    groups[index].languages.append(language)
                } else {
                    groups.append((signature, [language]))
                }
            }
            return KeysReport.Key(key: key, signatures: groups.map { KeysReport.Signature($0.signature, languages: $0.languages) })
        }
        return KeysReport.Table(name: table.name, keys: keys)
    }
}

/// What `keys --json` prints.
struct KeysReport: Encodable {
    struct Table: Encodable {
        var name: String
        var keys: [Key]
    }

    struct Key: Encodable {
        var key: String
        var signatures: [Signature]
    }

    struct Signature: Encodable {
        struct Argument: Encodable {
            var position: Int
            var name: String?
            var type: String
            /// The type as the file writes it (`time`, `:integer`), where ``type`` does not say it.
            var declared: String?
            var conflictingTypes: [String]?
        }

        struct Variable: Encodable {
            var name: String
            var kind: String
            var position: Int
        }

        var languages: [String]
        var arguments: [Argument]
        var variables: [Variable]
        /// The signature as text (not in the JSON).
        var text: String

        init(_ signature: MessageSignature, languages: [String]) {
            self.languages = languages
            arguments = signature.arguments.map {
                Argument(position: $0.position, name: $0.name, type: $0.type.rawValue, declared: $0.declared,
                         conflictingTypes: $0.conflictingTypes.isEmpty ? nil : $0.conflictingTypes.map(\.rawValue))
            }
            variables = signature.variables.map { Variable(name: $0.name, kind: $0.kind.description, position: $0.position) }
            text = signature.description
        }

        enum CodingKeys: String, CodingKey {
            case languages, arguments, variables
        }
    }

    var tables: [Table]
}
