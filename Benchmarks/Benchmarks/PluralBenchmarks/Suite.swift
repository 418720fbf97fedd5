import Benchmark
import CICUShim
import PluralCore

/// What every group of cases shares: configurations, names, locales and the numbers selected.
enum Suite {
    /// Nanosecond operations: each measured iteration runs the body 1,000 times and the results are
    /// reported per operation (package-benchmark's scaling), so clock overhead does not dominate.
    static var fastConfiguration: Benchmark.Configuration { configuration(scaling: .kilo) }

    /// Microsecond operations (Foundation formatting, rule creation): one operation per iteration.
    static var slowConfiguration: Benchmark.Configuration { configuration(scaling: .one) }

    /// First-time work that cannot be repeated in one process: no warm-up, so the first sample is
    /// the very first call in the benchmark's process (package-benchmark runs each benchmark in its own).
    static var coldConfiguration: Benchmark.Configuration {
        configuration(scaling: .one, warmup: 0, maxDuration: .seconds(5), maxIterations: coldLocales.count)
    }

    private static func configuration(
        scaling: BenchmarkScalingFactor, warmup: Int = 10, maxDuration: Duration = .seconds(1), maxIterations: Int = 10_000
    ) -> Benchmark.Configuration {
        Benchmark.Configuration(
            metrics: metrics,
            timeUnits: .nanoseconds,
            warmupIterations: warmup,
            scalingFactor: scaling,
            maxDuration: maxDuration,
            maxIterations: maxIterations
        )
    }

    // Nanoseconds everywhere: the export rounds to whole units, and the chart compares across cases.
    static let metrics: [BenchmarkMetric] = [.wallClock, .throughput, .mallocCountTotal]

    /// Engines, as shown in benchmark names, the results page and the chart.
    enum Engine {
        static let rawICU = "C ICU"
        static let foundation = "Foundation"
        /// Rules in an application's own `[String: CLDRPluralRules]`: the reference for per-call lookups.
        static let dictionary = "Dictionary"
    }

    /// "<case> [<engine>] <locale>": Scripts/chart.py splits names on this pattern, so cases of
    /// different engines line up when the case text is the same.
    static func name(_ caseName: String, engine: String, locale: String? = nil) -> String {
        if let locale { return "\(caseName) [\(engine)] \(locale)" }
        return "\(caseName) [\(engine)]"
    }

    /// Stops on an ICU failure. The C cases check every call, as a careful C caller (and the Swift
    /// layer) does: ICU functions return at once when handed a failed status, so an unchecked
    /// failure would make the rest of a loop measure nothing.
    @inline(__always)
    static func check(_ status: CICUStatus) {
        precondition(status <= 0, "ICU failed with status \(status)")
    }

    static func caseName(_ operation: String, _ type: PluralRuleType) -> String {
        "\(operation) \(type == .ordinal ? "ordinal" : "cardinal")"
    }

    /// The locales of issue 6: one, two, three, four and six categories, and one with only `other`.
    static let locales = ["en", "ru", "ar", "fr", "pl", "cy", "ja"]
    static let ruleTypes: [PluralRuleType] = [.cardinal, .ordinal]

    /// Locales with CLDR plural data that no other case opens, so each one's first opening in a
    /// process is measured. Hard-coded rather than read from ICU, which would load the data first.
    static let coldLocales = [
        "af", "am", "as", "az", "be", "bg", "bn", "bo", "br", "bs", "ca", "ce", "cs", "da", "de", "el",
        "eo", "es", "et", "eu", "fa", "ff", "fi", "fil", "fo", "fy", "ga", "gd", "gl", "gsw", "gu", "ha",
        "haw", "he", "hi", "hr", "hu", "hy", "ia", "id", "ig", "is", "it", "iu", "jv", "ka", "kk", "km",
        "kn", "ko", "ks", "ku", "ky", "lb", "lg", "ln", "lo", "lt", "lv", "mk", "ml", "mn", "mr", "ms",
        "mt", "my", "nb", "ne", "nl", "nn", "no", "om", "or", "os", "pa", "ps", "pt", "rm", "ro", "sah",
        "sd", "se", "si", "sk", "sl", "so", "sq", "sr", "sv", "sw", "ta", "te", "th", "ti", "tk", "to",
        "tr", "ug", "uk", "ur", "uz", "vi", "wo", "xh", "yi", "yo", "yue", "zh", "zu",
    ]

    /// The integers selected, cycled through: small numbers dominate real messages, and 0..<256
    /// reaches every category of the locales above (11-14, 21-24, 100-102 ...).
    static let integers = Array(0..<256)
    static let integerMask = integers.count - 1

    /// Doubles selected, cycled through: integers, fractions, a large value.
    static let doubles: [Double] = [0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 1.5, 0.5, 2.25, 1_000_000, 7, 14]
    static let doubleMask = doubles.count - 1

    /// Decimal strings as a UI shows them, trailing zeros included.
    static let decimalTexts = ["1", "1.0", "1.5", "2", "3", "5", "11", "21", "22", "25", "101", "0.5", "2.25", "1.50", "1000000", "7"]
    static let decimalMask = decimalTexts.count - 1
}
