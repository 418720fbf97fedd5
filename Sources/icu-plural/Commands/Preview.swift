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
        abstract: "Write an HTML page showing every plural form of every key and language, rendered.",
        discussion: """
            For each key and language the page shows each form the language needs (from its plural \
            rules: integers never need Russian 'other'), the numbers that select it (the rules' samples: \
            "one: 1, 21, 31, …"), the message rendered for some of them (zero policy and exact values \
            applied), missing forms and lint findings; on top, a coverage overview of keys by languages. \
            Messages with several variables vary one at a time; device and width variants are shown \
            each. Right-to-left languages are shown right to left.

            The page is self-contained (inline CSS, no script, nothing fetched). It is bounded: at most \
            \(MessagePreview.maximumEntries) key-language pairs (whole keys, in order), and the page says \
            when it was cut. A directory holding several tables previews each, unless --table picks one.

            Exits 0 when the page was written, whatever the findings (use lint to fail on them); 1 when a \
            path cannot be loaded; 74 when the output cannot be written.

            Examples:
              icu-plural preview Examples/Resources --output preview.html
              icu-plural preview Localizable.xcstrings --engine swift --output - > preview.html
              icu-plural preview messages/ --output preview.html     (en.json, ru.json: ICU MessageFormat)
            """
    )

    @Argument(help: "Files or directories: a .stringsdict, .strings or .xcstrings file, a tree of *.lproj folders, or a directory of MessageFormat <language>.json files.")
    var paths: [String]

    @Option(name: [.short, .long], help: "The HTML file to write, or - for standard output.")
    var output: String

    @Option(name: .long, help: """
        The engine: icu (system ICU, CLDR \(ICUPluralData.cldrVersion)) or swift (pure Swift, CLDR \(CLDRPluralData.cldrVersion)).
        """)
    var engine: Engine = .icu

    @Option(name: .long, help: "Zero forms: apple (a zero form serves every zero) or cldr (the rules alone).")
    var zeroPolicy: PluralSelectionPolicy = .apple

    @OptionGroup var tableOptions: TableOptions

    @Option(name: .long, help: "The page's title (default: 'Plural preview' and the tables' names).")
    var title: String?

    func validate() throws {
        if engine == .both {
            throw ValidationError("preview renders with one engine: --engine icu or --engine swift (compare engines with render --engine both).")
        }
        if output.isEmpty { throw ValidationError("--output needs a file name, or - for standard output.") }
    }

    func run() throws {
        let provider: any PluralRulesProvider = engine == .swift ? CLDRPluralRulesProvider() : ICUPluralRulesProvider()
        var previews: [MessagePreview] = []
        let linter = MessageLinter(rulesProvider: provider, policy: zeroPolicy, language: tableOptions.language, developmentLanguage: tableOptions.developmentLanguage)
        for path in paths {
            let tables = try load(path)
            // Linting the files (not only the loaded table) places findings at their lines and adds
            // the checks that need the files (twins, repeated keys), as `lint` reports them.
            // MessageFormat directories are linted as loaded tables (`lint` reads Apple's formats from files).
            let fromFiles = tables.allSatisfy { !$0.files.contains { $0.kind == .messageformat } }
            let findings = fromFiles ? linter.lint(paths: [URL(fileURLWithPath: path)]) : []
            for loaded in tables {
                previews.append(MessagePreview(table: loaded, source: path, rulesProvider: provider, policy: zeroPolicy,
                                               findings: fromFiles ? Self.findings(findings, of: loaded, among: tables.count) : nil))
            }
        }
        let names = previews.map(\.name).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let engineName = engine == .swift
            ? "Swift engine (CLDR \(CLDRPluralData.cldrVersion))"
            : "ICU \(ICUPluralData.icuVersion) (CLDR \(ICUPluralData.cldrVersion))"
        let page = PreviewHTML.page(
            title: title ?? "Plural preview: " + names.joined(separator: ", "), tables: previews,
            settings: "icu-plural \(PackageInfo.version); rules: \(engineName); zero policy: \(zeroPolicy.rawValue)"
        )
        if output == "-" {
            try StandardOutput.write(page)
            return
        }
        do {
            try Data(page.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            StandardError.write("error: cannot write '\(LocaleIdentifier.escaped(output))': \((error as NSError).localizedDescription)")
            throw ExitCode(ExitStatus.outputFailed)
        }
        let entries = previews.flatMap(\.entries)
        let counts = MessagePreview.Status.allCases.compactMap { status in
            let count = entries.filter { $0.status == status }.count
            return count == 0 ? nil : "\(count) \(status.label)"
        }
        StandardError.write("wrote \(LocaleIdentifier.escaped(output)): \(previews.count) table\(previews.count == 1 ? "" : "s"), \(entries.count) key-language pairs (\(counts.joined(separator: ", ")))")
    }

    /// The findings of a path that are about this table: all of them when the path holds one
    /// table; else those about its files (readable or not), or about its keys when they name no file.
    static func findings(_ findings: [LintFinding], of table: MessageTable, among tableCount: Int) -> [LintFinding] {
        guard tableCount > 1 else { return findings }
        func normalized(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
        let files = Set(table.files.map { normalized($0.url.path) } + table.fileErrors.compactMap { $0.file.map { normalized($0.path) } })
        let keys = Set(table.keys)
        return findings.filter { finding in
            if let file = finding.file { return files.contains(normalized(file)) }
            return finding.key.map(keys.contains) ?? false
        }
    }

    /// The tables of a path: a file's, or each table of a directory (the one --table names).
    private func load(_ path: String) throws -> [MessageTable] {
        do {
            return try tableOptions.tables(at: path)
        } catch {
            StandardError.write("error: \(error)")
            throw ExitCode.failure
        }
    }
}
