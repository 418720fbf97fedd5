import ArgumentParser
import Foundation
import PluralCore

/// `icu-plural categories LOCALE`: the categories a locale uses, with rules and samples.
struct Categories: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List a locale's plural categories with their rules and samples."
    )

    @Argument(help: "The locale, BCP-47 (en-US) or ICU (en_US).")
    var locale: String

    @OptionGroup var options: RuleOptions

    @Flag(name: .long, help: "Print JSON.")
    var json = false

    func run() throws {
        var warnings = Set<String>()
        let rules = try options.rules(for: locale, warnings: &warnings)
        // --engine both: ICU's rules are listed, then how the Swift engine's differ; any difference fails.
        let differences = (rules as? ComparedPluralRules)?.ruleDifferences ?? []
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            let report = CategoriesReport(locale: locale, type: options.type, hasPluralData: rules.hasPluralData, rules: rules.rules)
            print(String(decoding: try encoder.encode(report), as: UTF8.self))
            for line in differences { StandardError.write("engines differ: \(line)") }
            if !differences.isEmpty { throw ExitCode.failure }
            return
        }
        for rule in rules.rules {
            print(rule.condition.isEmpty ? "\(rule.category)" : "\(rule.category): \(rule.condition)")
            if let samples = rule.integerSamples { print("  @integer \(samples)") }
            if let samples = rule.decimalSamples { print("  @decimal \(samples)") }
        }
        guard !differences.isEmpty else { return }
        print("engines differ:")
        for line in differences { print("  \(line)") }
        throw ExitCode.failure
    }
}

struct CategoriesReport: Codable {
    var locale: String
    var type: PluralRuleType
    var hasPluralData: Bool
    var rules: [PluralRuleText]
}
