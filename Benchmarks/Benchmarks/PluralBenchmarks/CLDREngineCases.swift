import Benchmark
import CLDRPlural
import Foundation
import PluralCore

/// The pure-Swift engine with CLDR's data compiled in (`CLDRPluralRules`). Every case of
/// `register(engine:)` runs for it, with the C ICU cases of the same run as reference.
enum CLDREngine: BenchmarkedEngine {
    static let name = "Swift CLDR"

    static func shared(for locale: String, type: PluralRuleType) throws -> CLDRPluralRules {
        try CLDRPluralRules.shared(for: locale, type: type)
    }

    static func shared(for locale: Locale, type: PluralRuleType) throws -> CLDRPluralRules {
        try CLDRPluralRules.shared(for: locale, type: type)
    }

    static func create(for locale: String, type: PluralRuleType) throws -> CLDRPluralRules {
        try CLDRPluralRules(localeIdentifier: locale, type: type)
    }

    /// The reference for `lookup + select per call`: the pure-Swift rules kept in a plain dictionary by
    /// the application, looked up and selected on every call (no lock: the dictionary is never written).
    static func registerReference() {
        let rules = Dictionary(uniqueKeysWithValues: Suite.locales.map { ($0, try! CLDRPluralRules(localeIdentifier: $0)) })
        Benchmark(Suite.name("lookup + select per call", engine: Suite.Engine.dictionary, locale: "ru")) { benchmark in
            let integers = Suite.integers
            for i in benchmark.scaledIterations {
                blackHole(rules["ru"]!.category(for: integers[i & Suite.integerMask]))
            }
        }
    }
}
