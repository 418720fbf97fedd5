import Benchmark
import Foundation

/// Foundation's formatting, the reference for message rendering and number display.
enum FoundationCases {
    static func register() {
        let engine = Suite.Engine.foundation
        let russian = Locale(identifier: "ru_RU")

        Benchmark(Suite.name("format message \"%d files\"", engine: engine, locale: "ru"), configuration: Suite.slowConfiguration) { benchmark in
            let integers = Suite.integers
            for i in benchmark.scaledIterations {
                blackHole(String(format: "%d files", locale: russian, integers[i & Suite.integerMask]))
            }
        }

        Benchmark(Suite.name("format message \"%@ of %@ runs\"", engine: engine, locale: "ru"), configuration: Suite.slowConfiguration) { benchmark in
            let texts = Suite.decimalTexts
            for i in benchmark.scaledIterations {
                let done = texts[i & Suite.decimalMask]
                blackHole(String(format: "%@ of %@ runs", locale: russian, done, "101"))
            }
        }

        Benchmark(Suite.name("format + select displayed number", engine: engine, locale: "ru"), configuration: Suite.slowConfiguration) { benchmark in
            // Formats only: Foundation has no plural selection; the reference for display cost.
            for _ in benchmark.scaledIterations {
                blackHole(1234.5.formatted(.number.precision(.fractionLength(2)).locale(russian)))
            }
        }

        Benchmark(Suite.name("FormatStyle 1.5", engine: engine, locale: "ru"), configuration: Suite.slowConfiguration) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(1.5.formatted(.number.locale(russian)))
            }
        }
    }
}
