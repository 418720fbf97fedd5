import ArgumentParser
import Foundation
import PluralCore

/// `icu-plural categories LOCALE`: the categories a locale uses, with rules and samples.
struct Categories: ParsableCommand, JSONReporting {
    static let configuration = CommandConfiguration(
        commandName: "categories",
        abstract: "List a locale's plural categories with their rules and samples."
    )

    @Argument(help: "The locale, BCP-47 (en-US) or ICU (en_US).")
    var locale: String

    @OptionGroup var options: RuleOptions

    @Flag(name: .long, help: "Print JSON.")
    var json = false

    func run() throws {
        var warnings = LocaleWarnings()
        let rules = try options.rules(for: locale, warnings: &warnings)
        // --engine both: ICU's rules are listed, then how the Swift engine's differ; any difference fails.
        let differences = (rules as? ComparedPluralRules)?.ruleDifferences ?? []
        if json {
            let report = CategoriesReport(locale: locale, type: options.type, hasPluralData: rules.hasPluralData, rules: rules.rules,
                                          engineDifferences: differences.isEmpty ? nil : differences)
            try StandardOutput.verbatimLine(try reportJSON(report))
            if !differences.isEmpty { throw ExitCode.failure }
            return
        }
        for rule in rules.rules {
            try StandardOutput.line(rule.condition.isEmpty ? "\(rule.category)" : "\(rule.category): \(rule.condition)")
            if let samples = rule.integerSamples { try StandardOutput.line("  @integer \(samples)") }
            if let samples = rule.decimalSamples { try StandardOutput.line("  @decimal \(samples)") }
        }
        guard !differences.isEmpty else { return }
        try StandardOutput.line("engines differ:")
        for line in differences { try StandardOutput.line("  \(line)") }
        throw ExitCode.failure
    }
}

struct CategoriesReport: Codable {
    var locale: String
    var type: PluralRuleType
    var hasPluralData: Bool
    var rules: [PluralRuleText]
    /// `--engine both`: how the Swift engine's rules differ from ICU's.
    var engineDifferences: [String]?
}
