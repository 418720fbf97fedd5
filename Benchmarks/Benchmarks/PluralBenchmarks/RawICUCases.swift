import Benchmark
import CICUShim
import PluralCore

/// The baseline: ICU's C functions called through the shim with no Swift layer in between
/// (what a C program would do, handles opened once).
enum RawICUCases {
    static func register() {
        let engine = Suite.Engine.rawICU
        for type in Suite.ruleTypes {
            for locale in Suite.locales {
                let rules = Lazy { PluralRulesHandle(locale, type) }

                Benchmark(Suite.name(Suite.caseName("select Int", type), engine: engine, locale: locale)) { benchmark in
                    let integers = Suite.integers
                    let handle = rules.value.handle
                    for i in benchmark.scaledIterations {
                        var status: CICUStatus = 0
                        blackHole(cicu_plural_rules_select_double(handle, Double(integers[i & Suite.integerMask]), &status))
                        Suite.check(status)
                    }
                }

                Benchmark(Suite.name(Suite.caseName("select Double", type), engine: engine, locale: locale)) { benchmark in
                    let doubles = Suite.doubles
                    let handle = rules.value.handle
                    for i in benchmark.scaledIterations {
                        var status: CICUStatus = 0
                        blackHole(cicu_plural_rules_select_double(handle, doubles[i & Suite.doubleMask], &status))
                        Suite.check(status)
                    }
                }

                // Format (keeping the visible fraction digits) + uplrules_selectFormatted, with one
                // formatter per fraction-digit count opened beforehand, as a careful C caller would.
                let decimals = Lazy { Suite.decimalTexts.map { FormattableDecimal($0) } }
                Benchmark(Suite.name(Suite.caseName("select decimal text", type), engine: engine, locale: locale)) { benchmark in
                    let handle = rules.value.handle
                    let decimals = decimals.value
                    for i in benchmark.scaledIterations {
                        var status: CICUStatus = 0
                        let decimal = decimals[i & Suite.decimalMask]
                        blackHole(decimal.text.withUnsafeBufferPointer { text in
                            cicu_plural_rules_select_decimal(handle, decimal.formatter.handle, text.baseAddress, Int32(text.count), &status)
                        })
                        Suite.check(status)
                    }
                }
            }
        }

        var nextColdLocale = 0
        Benchmark(Suite.name("open rules, first time per locale (cold)", engine: engine), configuration: Suite.coldConfiguration) { benchmark in
            // The framework calls the body once per iteration: one new locale each time.
            let locale = Suite.coldLocales[nextColdLocale % Suite.coldLocales.count]
            nextColdLocale += 1
            var status: CICUStatus = 0
            benchmark.startMeasurement()
            let handle = cicu_plural_rules_open(locale, 0, &status)
            benchmark.stopMeasurement()
            Suite.check(status)
            cicu_plural_rules_close(handle)
        }

        Benchmark(Suite.name("open + close rules (warm)", engine: engine, locale: "ru"), configuration: Suite.slowConfiguration) { benchmark in
            for _ in benchmark.scaledIterations {
                var status: CICUStatus = 0
                let handle = cicu_plural_rules_open("ru", 0, &status)
                Suite.check(status)
                cicu_plural_rules_close(handle)
            }
        }

        // Format a number for display and select on the displayed digits (unumf_formatDecimal +
        // uplrules_selectFormatted), the ICU way to get "1,50 рубля" right.
        let ru = Lazy { PluralRulesHandle("ru", .cardinal) }
        let display = Lazy { NumberFormatterHandle(skeleton: ".00", locale: "ru") }
        Benchmark(Suite.name("format + select displayed number", engine: engine, locale: "ru")) { benchmark in
            let (rules, formatter) = (ru.value.handle, display.value.handle)
            var status: CICUStatus = 0
            var category: Int32 = -1
            let number: [CChar] = Array("1234.5".utf8CString.dropLast())
            var buffer = [CChar](repeating: 0, count: 64)
            for _ in benchmark.scaledIterations {
                status = 0
                let length = number.withUnsafeBufferPointer { text in
                    buffer.withUnsafeMutableBufferPointer { out in
                        cicu_number_formatter_format_decimal(formatter, text.baseAddress, Int32(text.count), rules, &category, out.baseAddress, Int32(out.count), &status)
                    }
                }
                Suite.check(status)
                blackHole(length)
                blackHole(category)
            }
        }
    }
}

/// A value made on first use. Every benchmark process registers every case, so registration opens
/// nothing: ICU's data is first touched by the benchmark that runs (in a warm-up iteration, or in the
/// measured first iteration of a cold case).
final class Lazy<Value> {
    private let make: () -> Value
    private(set) lazy var value: Value = make()

    init(_ make: @escaping () -> Value) { self.make = make }
}

/// Rules opened once for the benchmark's life (closed by the process's exit).
final class PluralRulesHandle: Sendable {
    // The handle is only read after init; ICU's select functions take a const pointer.
    nonisolated(unsafe) let handle: OpaquePointer

    init(_ locale: String, _ type: PluralRuleType) {
        var status: CICUStatus = 0
        guard let handle = cicu_plural_rules_open(locale, type == .ordinal ? 1 : 0, &status), status <= 0 else {
            fatalError("uplrules_openForType(\(locale)) failed: \(status)")
        }
        self.handle = handle
    }

    deinit { cicu_plural_rules_close(handle) }
}

final class NumberFormatterHandle: Sendable {
    // A UNumberFormatter may be shared once built (ICU's rule); the shim keeps results per thread.
    nonisolated(unsafe) let handle: OpaquePointer

    init(skeleton: String, locale: String) {
        var status: CICUStatus = 0
        guard let handle = cicu_number_formatter_open(skeleton, locale, &status), status <= 0 else {
            fatalError("unumf_openForSkeletonAndLocale(\(skeleton)) failed: \(status)")
        }
        self.handle = handle
    }

    deinit { cicu_number_formatter_close(handle) }

    /// Formatters that show exactly 0, 1, 2 ... fraction digits, as the Swift ICU path uses.
    static let byFractionDigits: [NumberFormatterHandle] = (0...6).map {
        NumberFormatterHandle(skeleton: $0 == 0 ? "precision-integer" : "." + String(repeating: "0", count: $0), locale: "")
    }
}

/// A decimal string ready for the C call: its bytes and the formatter that keeps its digits.
struct FormattableDecimal: Sendable {
    let text: [CChar]
    let formatter: NumberFormatterHandle

    init(_ string: String) {
        text = Array(string.utf8CString.dropLast())
        let fractionDigits = string.split(separator: ".").dropFirst().first?.count ?? 0
        formatter = NumberFormatterHandle.byFractionDigits[fractionDigits]
    }
}
