import ArgumentParser
import Foundation
import ICUPlural
import PluralLocalization
import PluralMessages

/// `icu-plural lint PATH...`: checks tables before they ship.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check message files, or directories of them, for plural defects.",
        discussion: """
            Reports plural categories a language needs but a message lacks, categories it never uses, \
            missing 'other' forms, value types that do not match their conversions, gaps in argument \
            positions, unknown, unused and cyclic variables, arguments that differ between languages, \
            and .stringsdict files without their .strings twin (and the reverse). Categories are needed only \
            where the variable's numbers reach them (integers never reach Russian 'other'); the development \
            language is the reference across languages, and its defects are reported once.
            Tables are found as render, preview and convert find them: Base.lproj is the development \
            language's base, <language>.json takes every language tag (es-419.json), a file given alone \
            may be named after its language (Localizable.ru.stringsdict), and a file a directory holds \
            that no table takes is a skipped-file warning.
            Exits with status 1 when there are errors, or warnings with --strict.

            Rule controls: --disable CODE, --severity CODE=error|warning|note|off, and a \(LintConfiguration.fileName) \
            file in the linted folder or a folder above it inside the project (up to the nearest folder with .git \
            or Package.swift; without one, the linted folder's own) ({"disabled": [CODE...], "severities": \
            {CODE: LEVEL}, "excluded": [PATH...], "baseline": FILE}). The file applied is named in the output; \
            excluded paths that leave nothing to check are an error (excluded-everything). --write-baseline \
            FILE records today's findings; with --baseline FILE (or the file's "baseline") only findings not \
            in it are reported and fail the run (a finding more severe, in another variable or form, or beyond \
            the number recorded is new).

            Rules (default severity):
            \(LintRule.allCases.map { "  \($0.code) (\($0.defaultSeverity.rawValue)): \($0.summary)" }.joined(separator: "\n"))
            """
    )

    @Argument(help: ArgumentHelp(InputHelp.paths))
    var paths: [String]

    @Option(name: .long, help: "Output: text, json, sarif (SARIF 2.1.0 for code scanning) or github (workflow-command annotations).")
    var format: LintOutputFormat = .text

    @Flag(name: .long, help: "Print JSON (the same as --format json).")
    var json = false

    @Flag(name: .long, help: "Fail on warnings too.")
    var strict = false

    @Option(name: .long, help: "Zero forms: apple (a zero form is always allowed) or cldr (only where the rules use zero).")
    var zeroPolicy: PluralSelectionPolicy = .apple

    @OptionGroup var loading: LoadingOptions
    @OptionGroup var renamedLanguage: RenamedFileLanguageOption
    var developmentLanguage: String? { loading.developmentLanguage }

    @Option(name: .long, help: ArgumentHelp("Turn a rule off (repeatable).", valueName: "code"))
    var disable: [String] = []

    @Option(name: .long, help: ArgumentHelp("Report a rule at another level: error, warning, note or off (repeatable).", valueName: "code=level"))
    var severity: [String] = []

    @Option(name: .long, help: ArgumentHelp("The configuration file (default: the nearest \(LintConfiguration.fileName) at or above the first path, inside its project).", valueName: "file"))
    var config: String?

    @Flag(name: .long, help: "Read no configuration file.")
    var noConfig = false

    @Option(name: .long, help: ArgumentHelp("Report only findings that are not in this baseline (default: the configuration's).", valueName: "file"))
    var baseline: String?

    @Option(name: .long, help: ArgumentHelp("Write the findings to a baseline file and exit 0 (later runs with --baseline report only new ones).", valueName: "file"))
    var writeBaseline: String?

    func validate() throws {
        if config != nil, noConfig { throw ValidationError("--config and --no-config exclude each other") }
        if baseline != nil, writeBaseline != nil { throw ValidationError("--baseline and --write-baseline exclude each other") }
        _ = try configuration()
    }

    /// The configuration file's settings, then the command line's (which win).
    func configuration() throws -> LintConfiguration {
        do {
            var configuration = LintConfiguration()
            if let config {
                configuration = try LintConfiguration.load(from: URL(fileURLWithPath: config))
            } else if !noConfig, let first = paths.first, let found = LintConfiguration.find(for: URL(fileURLWithPath: first)) {
                configuration = try LintConfiguration.load(from: found)
            }
            for code in disable {
                configuration.disabled.insert(try LintConfiguration.rule(code, file: nil))
            }
            for assignment in severity {
                let (rule, level) = try LintConfiguration.level(assignment)
                configuration.levels[rule] = level
                if level != .off { configuration.disabled.remove(rule) }
            }
            return configuration
        } catch {
            let suggestion = error.unknownCode.flatMap { Suggestions.closest(to: $0, among: LintRule.allCases.map(\.code), within: 3) }
            throw ValidationError(error.description + (suggestion.map { "; did you mean '\($0)'?" } ?? " (see icu-plural lint --help for the rules)"))
        }
    }

    func run() throws {
        let configuration = try configuration()
        let linter = MessageLinter(rulesProvider: ICUPluralRulesProvider(), policy: zeroPolicy, language: try renamedLanguage.fileLanguage(loading),
                                   developmentLanguage: developmentLanguage)
        // Excluded files are not read at all; the others' findings get the configuration's levels.
        var findings = linter.lint(.paths(paths.map { URL(fileURLWithPath: $0) }), configuration: configuration)
        if let writeBaseline {
            let url = URL(fileURLWithPath: writeBaseline)
            let data = try LintBaseline(findings: findings, directory: url.deletingLastPathComponent()).data()
            do {
                try data.write(to: url, options: .atomic)
            } catch {
                StandardError.write("error: cannot write '\(writeBaseline)': \((error as NSError).localizedDescription)")
                throw ExitCode(ExitStatus.outputFailed)
            }
            try StandardOutput.line("wrote \(writeBaseline): \(findings.count) finding\(findings.count == 1 ? "" : "s") accepted")
            return
        }
        var known = 0
        if let url = baseline.map({ URL(fileURLWithPath: $0) }) ?? configuration.baselineURL {
            let accepted: LintBaseline
            do {
                accepted = try LintBaseline.load(from: url)
            } catch {
                throw ValidationError(error.description)
            }
            if accepted.fileVersion < LintBaseline.version {
                StandardError.write("warning: \(url.path) is a version \(accepted.fileVersion) baseline: each entry hides one finding of its rule, file, key and language, whatever its severity, variable or form; write it again (--write-baseline) to record them")
            }
            (findings, known) = accepted.newFindings(in: findings)
        }
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.filter { $0.severity == .warning }.count
        let notes = findings.count - errors - warnings
        let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        switch json ? .json : format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            let report = LintReport(errors: errors, warnings: warnings, notes: notes, inBaseline: known,
                                    configuration: configuration.file.map { LintReportFormats.shown($0.path, relativeTo: base) }, findings: findings)
            try StandardOutput.verbatimLine(String(decoding: try encoder.encode(report), as: UTF8.self))
        case .sarif:
            let log = try LintReportFormats.sarif(findings, configuration: configuration, version: PackageInfo.version, relativeTo: base)
            try StandardOutput.verbatimLine(String(decoding: log, as: UTF8.self))
        case .github:
            if let file = configuration.file { try StandardOutput.verbatimLine(LintReportFormats.githubConfigurationNotice(file, relativeTo: base)) }
            if !findings.isEmpty { try StandardOutput.verbatimLine(LintReportFormats.github(findings, relativeTo: base)) }
        case .text:
            // A finding is its message line and its hint line; the boundary escapes each (LintFinding.description
            // escapes keys, paths and texts itself, for library users, and escaped text passes unchanged).
            for finding in findings {
                for line in finding.description.split(separator: "\n") { try StandardOutput.line(String(line)) }
            }
            if let file = configuration.file { try StandardOutput.line(LintReportFormats.configurationNote(file, relativeTo: base)) }
            // String Catalog units not marked translated, by language (each a translation-state note above).
            let states = Dictionary(grouping: findings.filter { $0.rule == .translationState }) { $0.language ?? "" }
            if !states.isEmpty {
                try StandardOutput.line("translations not marked translated (translation-state): " + states.keys.sorted().map { "\($0) \(states[$0]?.count ?? 0)" }.joined(separator: ", "))
            }
            try StandardOutput.line("\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")" + (notes > 0 ? ", \(notes) note\(notes == 1 ? "" : "s")" : "")
                + (known > 0 ? " (\(known) in the baseline)" : ""))
        }
        if errors > 0 || (strict && warnings > 0) { throw ExitCode.failure }
    }
}

struct LintReport: Codable {
    var errors: Int
    var warnings: Int
    var notes: Int
    /// Findings left out because the baseline accepts them.
    var inBaseline: Int
    /// The configuration file applied, if any.
    var configuration: String?
    var findings: [LintFinding]
}

/// How `lint` prints its findings.
enum LintOutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif, github
}
