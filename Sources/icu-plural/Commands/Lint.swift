import ArgumentParser
import Foundation
import ICUPlural
import PluralLocalization
import PluralMessages

/// `icu-plural lint PATH...`: checks tables before they ship.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check .stringsdict, .strings and .xcstrings files (or directories of them).",
        discussion: """
            Reports plural categories a language needs but a message lacks, categories it never uses, \
            missing 'other' forms, value types that do not match their conversions, gaps in argument \
            positions, unknown, unused and cyclic variables, arguments that differ between languages, \
            and .stringsdict files without their .strings twin (and the reverse).
            Exits with status 1 when there are errors, or warnings with --strict.
            """
    )

    @Argument(help: "Files or directories (searched for *.lproj tables and .xcstrings catalogs).")
    var paths: [String]

    @Flag(name: .long, help: "Print JSON.")
    var json = false

    @Flag(name: .long, help: "Fail on warnings too.")
    var strict = false

    @Option(name: .long, help: "Zero forms: apple (a zero form is always allowed) or cldr (only where the rules use zero).")
    var zeroPolicy: PluralSelectionPolicy = .apple

    @Option(name: .long, help: "The language of files outside an .lproj folder.")
    var language: String?

    func run() throws {
        let linter = MessageLinter(rulesProvider: ICUPluralRulesProvider(), policy: zeroPolicy, language: language)
        let findings = linter.lint(paths: paths.map { URL(fileURLWithPath: $0) })
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.count - errors
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            let report = LintReport(errors: errors, warnings: warnings, findings: findings)
            try StandardOutput.line(String(decoding: try encoder.encode(report), as: UTF8.self))
        } else {
            for finding in findings { try StandardOutput.line(finding.description) }
            try StandardOutput.line("\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        }
        if errors > 0 || (strict && warnings > 0) { throw ExitCode.failure }
    }
}

struct LintReport: Codable {
    var errors: Int
    var warnings: Int
    var findings: [LintFinding]
}
