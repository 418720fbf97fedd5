import CLDRPlural
import PluralCore

/// The pure-Swift engine with CLDR's data compiled in (`CLDRPluralRules`). Every case of
/// `register(engine:)` runs for it, with the C ICU cases of the same run as reference.
enum CLDREngine: BenchmarkedEngine {
    static let name = "Swift CLDR"

    static func shared(for locale: String, type: PluralRuleType) throws -> CLDRPluralRules {
        try CLDRPluralRules.shared(for: locale, type: type)
    }

    static func create(for locale: String, type: PluralRuleType) throws -> CLDRPluralRules {
        try CLDRPluralRules(localeIdentifier: locale, type: type)
    }
}
