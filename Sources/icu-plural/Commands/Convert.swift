import ArgumentParser
import Foundation
import ICUPlural
import PluralCore
import PluralMessages

/// `icu-plural convert INPUT... --to FORMAT --output PATH`: a reader plus a writer.
struct Convert: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert the messages of message files to another format.",
        discussion: """
            INPUT is any file or folder render reads (an .lproj tree or bundle, an .xcstrings catalog, \
            an Android res folder, module or project, a po folder...); .strings files with legacy plural \
            keys (TTTLocalizedPluralString, Smartling) become plural messages.

            --to xcstrings writes one catalog (PATH, or PATH/<table>.xcstrings for a directory); \
            --to stringsdict writes <language>.lproj/<table>.strings and .stringsdict under PATH; \
            --to messageformat writes <language>.json under PATH, each a flat JSON object from key to \
            MessageFormat text; --to android writes values[-qualifiers]/strings.xml under PATH (the \
            development language in values); \
            --to messageformat2 writes <language>.mf2.json; --to i18next writes \
            <language>/<table>.json (JSON v4: plural keys key_one, key_other... for every category of \
            the language, nested by '.'); --to po writes <language>.po (a Plural-Forms header with \
            the CLDR rule as a C expression; c-format where the text is C's printf); --to arb writes \
            app_<language>.arb (the development language is the template).

            A table found in several places (the res trees of a multi-module Android app, several \
            bundles) is written as several trees, each under its folder's path below the folder they \
            share (app/src/main/res, core/src/main/res), so no place's text replaces another's; to \
            write them as one, convert the places one by one or --output a single .xcstrings file.

            What the target cannot say (width or device variants in MessageFormat, gender in a catalog, \
            exact values other than zero in Apple's formats...) is written as its closest equivalent and \
            reported on standard error, one line per key and language. A language that is not a \
            well-formed language tag (../../x, /abs) is not written where it would name a file, nor a \
            table whose name is not a plain file name; nothing is written outside PATH, and the files \
            are renamed into place only when all were written (a rename that fails puts back the files \
            replaced before it). Exits with status 1 when an input \
            cannot be read or a language or table is refused, or, with --strict, when something could \
            not be said.

            Examples:
              icu-plural convert Resources --to xcstrings --output Localizable.xcstrings
              icu-plural convert Localizable.xcstrings --to messageformat --output messages
            """
    )

    @Argument(help: ArgumentHelp(InputHelp.paths))
    var inputs: [String]

    @Option(name: .long, help: ArgumentHelp("The format to write: \(MessageFileFormat.allCases.map(\.rawValue).joined(separator: ", "))."))
    var to: MessageFileFormat

    @Option(name: .long, help: "Where to write: a directory (created when missing), or the .xcstrings file.")
    var output: String

    @OptionGroup var tableOptions: TableOptions
    var table: String? { tableOptions.table }
    var developmentLanguage: String? { tableOptions.developmentLanguage }

    @OptionGroup var renamedLanguage: RenamedFileLanguageOption

    @Flag(name: .long, help: "Exit with status 1 when something could not be said in the target format.")
    var strict = false

    func run() throws {
        let (loaded, readErrors) = try load()
        let messages = loaded.table
        for error in readErrors { StandardError.write("error: \(error.description)") }
        let writer = MessageTableWriter(rulesProvider: ICUPluralRulesProvider())
        let written = write(loaded, with: writer)
        // A language or table whose name cannot name a file is an error; the rest is written.
        let refused = written.notes.filter(\.isError)
        if written.files.isEmpty, !refused.isEmpty {
            for note in refused { StandardError.write("error: \(note.description)") }
            throw ExitCode.failure
        }
        let destination = destination(for: messages)
        let inputFiles = Set(messages.files.map { $0.url.resolvingSymlinksInPath().standardizedFileURL.path })
            .union(inputs.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().standardizedFileURL.path })
        for path in written.files.keys.sorted() {
            let target = destination.directory.appendingPathComponent(path).resolvingSymlinksInPath().standardizedFileURL.path
            if inputFiles.contains(target) {
                StandardError.write("error: \(target): is an input; choose another --output")
                throw ExitCode.failure
            }
        }
        do {
            var files = written
            if let fileName = destination.fileName, let suffix = Self.singleFileExtension(of: to),
               let data = files.files.removeValue(forKey: "\(messages.name).\(suffix)") {
                files.files[fileName] = data
            }
            try write(files, to: destination.directory)
        }
        for note in written.notes { StandardError.write("\(strict || note.isError ? "error" : "warning"): \(note.description)") }
        let count = written.files.count
        try StandardOutput.line("wrote \(count) file\(count == 1 ? "" : "s") to \(destination.shown)"
            + (written.notes.isEmpty ? "" : " (\(written.notes.count) note\(written.notes.count == 1 ? "" : "s"))"))
        if !readErrors.isEmpty || !refused.isEmpty || (strict && !written.notes.isEmpty) { throw ExitCode.failure }
    }

    /// The table the inputs hold (found as every command finds tables), and the files of it that could not be read.
    private func load() throws -> (TableInputs.Loaded, [MessageFileError]) {
        let language = try renamedLanguage.fileLanguage(tableOptions.loading)
        // A catalog written to the file --output names is one file: the places are read together.
        let keepingTrees = Self.singleFileExtension(of: to).map { !output.lowercased().hasSuffix("." + $0) } ?? true
        let loaded = try TableInputs.loadTrees(inputs, table: table, language: language, developmentLanguage: developmentLanguage, keepingTrees: keepingTrees)
        return (loaded, loaded.table.fileErrors)
    }

    /// The table written, or each of its places written under its own folder (the `res` trees of
    /// a multi-module app come back as separate trees, each with its own texts).
    private func write(_ loaded: TableInputs.Loaded, with writer: MessageTableWriter) -> WrittenFiles {
        guard !loaded.trees.isEmpty else { return writer.write(loaded.table, as: to) }
        var files: [String: Data] = [:]
        var notes: [ConversionNote] = []
        for tree in loaded.trees {
            let written = writer.write(tree.table, as: to)
            for (path, data) in written.files { files[tree.path.isEmpty ? path : tree.path + "/" + path] = data }
            notes += written.notes
        }
        return WrittenFiles(files: files, notes: notes)
    }

    /// The directory to write in, and the catalog's file name when `--output` names one.
    private func destination(for table: MessageTable) -> (directory: URL, fileName: String?, shown: String) {
        let url = URL(fileURLWithPath: output)
        // A format written as one file (a catalog) may be written to the file PATH names.
        if let suffix = Self.singleFileExtension(of: to), url.lastPathComponent.lowercased().hasSuffix("." + suffix) {
            return (url.deletingLastPathComponent(), url.lastPathComponent, output)
        }
        return (url, nil, output)
    }

    /// The extension of the one file a format is written as (`xcstrings`), as the registry says.
    static func singleFileExtension(of format: MessageFileFormat) -> String? {
        format.singleFileExtension
    }

    private func write(_ written: WrittenFiles, to directory: URL) throws {
        do {
            try written.write(to: directory)
        } catch {
            StandardError.write("error: \(error.description)")
            // As `preview` does for its page: an output that cannot be written is EX_IOERR.
            throw ExitCode(ExitStatus.outputFailed)
        }
    }
}

/// `--to`: a name of a format the registry writes, and no other.
extension MessageFileFormat: ExpressibleByArgument {
    public init?(argument: String) {
        guard let format = Self.allCases.first(where: { $0.rawValue == argument }) else { return nil }
        self = format
    }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
