import Benchmark
import Foundation
import ICUPlural
import PluralCore

/// An engine measured by the shared cases of `register(engine:)`: how to get its cached rules and
/// how to build new ones. The pure-Swift engine adds a conforming type in its own file.
protocol BenchmarkedEngine {
    associatedtype Rules: PluralRules
    /// The engine's label in benchmark names and the chart.
    static var name: String { get }
    /// Cached rules, fetched the way an application fetches them on every call.
    static func shared(for locale: String, type: PluralRuleType) throws -> Rules
    /// Cached rules for a Foundation `Locale`.
    static func shared(for locale: Locale, type: PluralRuleType) throws -> Rules
    /// New rules, bypassing the engine's cache.
    static func create(for locale: String, type: PluralRuleType) throws -> Rules
}

/// The ICU engine through its Swift API (`ICUPluralRules`).
enum ICUEngine: BenchmarkedEngine {
    static let name = "Swift ICU"

    static func shared(for locale: String, type: PluralRuleType) throws -> ICUPluralRules {
        try ICUPluralRules.shared(for: locale, type: type)
    }

    static func shared(for locale: Locale, type: PluralRuleType) throws -> ICUPluralRules {
        try ICUPluralRules.shared(for: locale, type: type)
    }

    static func create(for locale: String, type: PluralRuleType) throws -> ICUPluralRules {
        try ICUPluralRules(localeIdentifier: locale, type: type)
    }
}

/// The cases every engine runs. Generic (not `any PluralRules`) so that each engine is measured
/// through direct calls, as an application holding the concrete type makes them.
func register<Engine: BenchmarkedEngine>(engine: Engine.Type) {
    for type in Suite.ruleTypes {
        for locale in Suite.locales {
            let shared = Lazy {
                do {
                    return try Engine.shared(for: locale, type: type)
                } catch {
                    fatalError("\(Engine.name) has no rules for \(locale): \(error)")
                }
            }

            Benchmark(Suite.name(Suite.caseName("select Int", type), engine: Engine.name, locale: locale)) { benchmark in
                let integers = Suite.integers
                let rules = shared.value
                for i in benchmark.scaledIterations {
                    blackHole(rules.category(for: integers[i & Suite.integerMask]))
                }
            }

            Benchmark(Suite.name(Suite.caseName("select Double", type), engine: Engine.name, locale: locale)) { benchmark in
                let doubles = Suite.doubles
                let rules = shared.value
                for i in benchmark.scaledIterations {
                    blackHole(rules.category(for: doubles[i & Suite.doubleMask]))
                }
            }

            // Parsing included: the text is what an application has.
            Benchmark(Suite.name(Suite.caseName("select decimal text", type), engine: Engine.name, locale: locale)) { benchmark in
                let texts = Suite.decimalTexts
                let rules = shared.value
                for i in benchmark.scaledIterations {
                    blackHole(try rules.category(forText: texts[i & Suite.decimalMask]))
                }
            }

            // Parsed beforehand: what the selection itself costs.
            let decimals = Suite.decimalTexts.map { try! PluralDecimal(parsing: $0) }
            Benchmark(Suite.name(Suite.caseName("select PluralDecimal", type), engine: Engine.name, locale: locale)) { benchmark in
                let rules = shared.value
                for i in benchmark.scaledIterations {
                    blackHole(try rules.category(for: decimals[i & Suite.decimalMask]))
                }
            }
        }
    }

    Benchmark(Suite.name("cached rule lookup", engine: Engine.name, locale: "ru")) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try Engine.shared(for: "ru", type: .cardinal))
        }
    }

    // A server's call: the rules looked up on every request, then one select. The reference is the
    // same with a plain dictionary of rules (`lookup + select per call [Dictionary]`).
    Benchmark(Suite.name("lookup + select per call", engine: Engine.name, locale: "ru"), configuration: Suite.fastConfiguration) { benchmark in
        let integers = Suite.integers
        for i in benchmark.scaledIterations {
            blackHole(try Engine.shared(for: "ru", type: .cardinal).category(for: integers[i & Suite.integerMask]))
        }
    }

    let russia = Locale(identifier: "ru_RU")
    Benchmark(Suite.name("lookup + select per call, Locale", engine: Engine.name, locale: "ru"), configuration: Suite.fastConfiguration) { benchmark in
        let integers = Suite.integers
        for i in benchmark.scaledIterations {
            blackHole(try Engine.shared(for: russia, type: .cardinal).category(for: integers[i & Suite.integerMask]))
        }
    }

    var nextColdLocale = 0
    Benchmark(Suite.name("open rules, first time per locale (cold)", engine: Engine.name), configuration: Suite.coldConfiguration) { benchmark in
        // The framework calls the body once per iteration: one new locale each time.
        let locale = Suite.coldLocales[nextColdLocale % Suite.coldLocales.count]
        nextColdLocale += 1
        benchmark.startMeasurement()
        let rules = try Engine.create(for: locale, type: .cardinal)
        benchmark.stopMeasurement()
        blackHole(rules)
    }

    Benchmark(Suite.name("open + close rules (warm)", engine: Engine.name, locale: "ru"), configuration: Suite.slowConfiguration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try Engine.create(for: "ru", type: .cardinal))
        }
    }
}
