import ArgumentParser
import ICUPlural
import PluralCore

/// Options every selecting command shares.
struct RuleOptions: ParsableArguments {
    @Flag(name: .long, help: "Use ordinal rules (1st, 2nd, 3rd) instead of cardinal rules.")
    var ordinal = false

    @Flag(name: .long, help: "Fail for a locale without plural data instead of using root's rules (every number is 'other').")
    var strict = false

    var type: PluralRuleType { ordinal ? .ordinal : .cardinal }

    /// The rules for a locale; warns once on standard error when the locale has no plural data.
    func rules(for locale: String, warnings: inout Set<String>) throws -> any PluralRules {
        let rules = try ICUPluralRulesProvider().rules(for: locale, type: type, strict: strict)
        if !rules.hasPluralData, warnings.insert(locale).inserted {
            StandardError.write("warning: no \(type) plural rules for locale '\(locale)'; using root's rules (every number is 'other')")
        }
        return rules
    }
}
