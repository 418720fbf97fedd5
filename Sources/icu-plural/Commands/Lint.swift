import ArgumentParser
import Foundation
import ICUPlural
import PluralLocalization
import PluralMessages

/// `icu-plural lint PATH...`: checks tables before they ship.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check .stringsdict, .strings, .xcstrings and MessageFormat <language>.json files (or directories of them).",
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
            """
    )

    @Argument(help: "Files or directories (searched for *.lproj tables, .xcstrings catalogs and directories of MessageFormat <language>.json files).")
    var paths: [String]

    @Option(name: .long, help: "Output: text, json, sarif (SARIF 2.1.0 for code scanning) or github (workflow-command annotations).")
    var format: LintOutputFormat = .text

    @Flag(name: .long, help: "Print JSON (the same as --format json).")
    var json = false

    @Flag(name: .long, help: "Fail on warnings too.")
    var strict = false

    @Option(name: .long, help: "Zero forms: apple (a zero form is always allowed) or cldr (only where the rules use zero).")
    var zeroPolicy: PluralSelectionPolicy = .apple

    @Option(name: .long, help: "The language of files outside an .lproj folder whose name does not end in one (Localizable.ru.strings is ru).")
    var language: String?

    @Option(name: .long, help: ArgumentHelp(
        "The development language, the reference for checks across languages (default: the bundle's CFBundleDevelopmentRegion, a catalog's sourceLanguage, else English or an en-* variant, else the most complete language).",
        discussion: "Base.lproj is the development language's base localization."))
    var developmentLanguage: String?

    func run() throws {
        let linter = MessageLinter(rulesProvider: ICUPluralRulesProvider(), policy: zeroPolicy, language: language, developmentLanguage: developmentLanguage)
        let findings = linter.lint(paths: paths.map { URL(fileURLWithPath: $0) })
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.filter { $0.severity == .warning }.count
        let notes = findings.count - errors - warnings
        let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        switch json ? .json : format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            let report = LintReport(errors: errors, warnings: warnings, notes: notes, findings: findings)
            try StandardOutput.line(String(decoding: try encoder.encode(report), as: UTF8.self))
        case .sarif:
            let log = try LintReportFormats.sarif(findings, version: PackageInfo.version, relativeTo: base)
            try StandardOutput.line(String(decoding: log, as: UTF8.self))
        case .github:
            if !findings.isEmpty { try StandardOutput.line(LintReportFormats.github(findings, relativeTo: base)) }
        case .text:
            // Each finding escapes the control characters of keys, paths and texts (see LintFinding.description).
            for finding in findings { try StandardOutput.line(finding.description) }
            try StandardOutput.line("\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")" + (notes > 0 ? ", \(notes) note\(notes == 1 ? "" : "s")" : ""))
        }
        if errors > 0 || (strict && warnings > 0) { throw ExitCode.failure }
    }
}

struct LintReport: Codable {
    var errors: Int
    var warnings: Int
    var notes: Int
    var findings: [LintFinding]
}

/// How `lint` prints its findings.
enum LintOutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif, github
}
