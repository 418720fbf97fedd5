import ArgumentParser
import CLDRPlural
import Foundation
import ICUPlural
import PluralCore
import PluralLocalization
import PluralMessages

/// `icu-plural preview PATH... --output preview.html`: one HTML page for translators and reviewers.
struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Write an HTML page showing every plural form of every key and language, rendered.",
        discussion: """
            For each key and language the page shows each form the language needs (from its plural \
            rules: integers never need Russian 'other'), the numbers that select it (the rules' samples: \
            "one: 1, 21, 31, …"), the message rendered for some of them (zero policy and exact values \
            applied; ICU MessageFormat texts with the engine's evaluator, as render --engine renders them), \
            missing forms and lint findings; on top, a coverage overview of keys by languages, each cell \
            lint's verdict. \
            Messages with several variables vary one at a time; device and width variants are shown \
            each. Right-to-left languages are shown right to left.

            Keys whose message varies (plural, gender or select variables, device or width variants) \
            are shown, sorted by name; --all-keys adds the plain ones after them. --key and --language \
            choose keys and languages. The page is self-contained (inline CSS, no script, nothing \
            fetched) and bounded: at most --limit key-language pairs (default \(MessagePreview.maximumEntries); \
            whole keys, in order), and it says what was left out. A directory holding several tables \
            (or one table in several bundles) previews each, unless --table picks one. Tables, languages \
            and development languages are found as lint, render and convert find them.

            Exits 0 when the page was written, whatever the findings (use lint to fail on them); 1 when a \
            path cannot be loaded; 74 when the output cannot be written.

            Examples:
              icu-plural preview Examples/Resources --output preview.html
              icu-plural preview Localizable.xcstrings --engine swift --output - > preview.html
              icu-plural preview messages/ --output preview.html     (en.json, ru.json: ICU MessageFormat)
              icu-plural preview messages2/ --output preview.html    (en.mf2.json: MessageFormat 2, each .match selector varied)
            """
    )

    @Argument(help: ArgumentHelp(InputHelp.paths))
    var paths: [String]

    @Option(name: [.short, .long], help: "The HTML file to write, or - for standard output.")
    var output: String

    @Option(name: .long, help: """
        The engine: icu (system ICU, CLDR \(ICUPluralData.cldrVersion)) or swift (pure Swift, CLDR \(CLDRPluralData.cldrVersion)).
        """)
    var engine: SingleEngine = .icu

    @Option(name: .long, help: "Zero forms: apple (a zero form serves every zero) or cldr (the rules alone).")
    var zeroPolicy: PluralSelectionPolicy = .apple

    @Option(name: .long, help: "Where a conversion shows digits of its own (%.1f): shown-digits (the default) or apple (the value selects, as Apple's Foundation does).")
    var selection: PluralSelectionMode = .shownDigits

    @OptionGroup var tableOptions: TableOptions
    var table: String? { tableOptions.table }
    var developmentLanguage: String? { tableOptions.developmentLanguage }
    var fileLanguage: String? { tableOptions.fileLanguage }

    @Flag(name: .long, help: "Show the keys with one plain text too, after the varied ones.")
    var allKeys = false

    @Option(name: .long, help: "Show this key (repeatable; a final * matches a prefix: 'plural.count.*').")
    var key: [String] = []

    @Option(name: .long, help: "The language shown (repeatable; default: every language).")
    var language: [String] = []

    @Option(name: .long, help: "The most key-language pairs shown (default: \(MessagePreview.maximumEntries), at most \(MessagePreview.maximumLimit)).")
    var limit: Int = MessagePreview.maximumEntries

    @Option(name: .long, help: "The page's title (default: 'Plural preview' and the tables' names).")
    var title: String?

    func validate() throws {
        if output.isEmpty { throw ValidationError("--output needs a file name, or - for standard output.") }
        guard (1...MessagePreview.maximumLimit).contains(limit) else {
            throw ValidationError("--limit must be between 1 and \(MessagePreview.maximumLimit) key-language pairs.")
        }
    }

    func run() throws {
        let provider = engine.rulesProvider
        let linter = MessageLinter(rulesProvider: provider, policy: zeroPolicy, language: fileLanguage, developmentLanguage: developmentLanguage)
        let scope = MessagePreview.Scope(includesPlainKeys: allKeys, keys: key, languages: language, limit: limit)
        var previews: [MessagePreview] = []
        var inputFindings: [LintFinding] = []
        var lintFindings: [LintFinding] = []
        // All paths together, as lint, render and convert take them.
        let source = TableSource(inputs: paths.map { URL(fileURLWithPath: $0) }, language: fileLanguage)
        let tables = try Self.tables(of: source, named: table)
        inputFindings += linter.lint(.inputs(of: source))
        for part in tables {
            // Lint reads the table as `lint` does: findings at their lines, and the checks that need the files.
            let (messages, findings) = linter.lint(part)
            lintFindings += findings
            previews.append(MessagePreview(table: messages, source: MessagePreview.shownPlace(of: part.bundle, inputs: paths), rulesProvider: provider,
                                           // MessageFormat texts render as `render --engine` renders them (ICU's reads `{t, time}`).
                                           options: RenderOptions(zeroPolicy: zeroPolicy, selectionMode: selection, evaluator: engine.evaluator),
                                           findings: findings, scope: scope))
        }
        for finding in inputFindings { StandardError.write("\(finding.severity.rawValue): \(finding.file ?? ""): \(finding.shownMessage)") }
        for note in MessagePreview.tableNotes(of: previews) { StandardError.write("note: \(note)") }
        let names = previews.map(\.name).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let engineName = engine == .swift
            ? "Swift engine (CLDR \(CLDRPluralData.cldrVersion))"
            : "ICU \(ICUPluralData.icuVersion) (CLDR \(ICUPluralData.cldrVersion))"
        let page = PreviewHTML.page(
            title: title ?? "Plural preview: " + names.joined(separator: ", "), tables: previews,
            settings: "icu-plural \(PackageInfo.version); rules: \(engineName); zero policy: \(zeroPolicy.rawValue); selection: \(selection.rawValue)"
        )
        if output == "-" {
            try StandardOutput.write(page)
        } else {
            do {
                try Data(page.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                StandardError.write("error: cannot write '\(output)': \((error as NSError).localizedDescription)")
                throw ExitCode(ExitStatus.outputFailed)
            }
        }
        StandardError.write(MessagePreview.summary(output: output, previews: previews, findings: inputFindings + lintFindings))
    }

    /// The tables of an input (the one --table names), or exit 1 when none can be read.
    static func tables(of source: TableSource, named name: String?) throws -> [TableSource.Table] {
        if let name {
            do {
                return try source.tables(named: name)
            } catch {
                StandardError.write("error: \(error)")
                throw ExitCode.failure
            }
        }
        if source.tables.isEmpty || !source.errors.isEmpty {
            // Nothing is previewed when an input cannot be read: the page would look complete.
            for error in source.errors { StandardError.write("error: \(error)") }
            throw ExitCode.failure
        }
        return source.tables
    }
}
