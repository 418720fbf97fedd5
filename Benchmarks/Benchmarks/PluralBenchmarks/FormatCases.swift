import Benchmark
import CatalogFixture
import CLDRPlural
import Foundation
import ICUPlural
import PluralMessages

/// Every format side by side (issue 43): the same Russian plural ("5 файлов") rendered by key from a
/// table of each format, against the same text built with Swift string interpolation in the same run
/// (the floor: goal at most 4x), with the mallocs of one render; and lint of a folder of each format
/// (files/s, MB/s). Arguments are made outside the loop, so a render's mallocs are its own.
///
/// The folders are generated in the setup (``FormatCorpus``): English and Russian, ``keys`` plural
/// messages, the first of them the key rendered.
enum FormatCases {
    /// Swift string interpolation of the form chosen by a hand-written Russian rule: the reference.
    static let interpolation = "Swift interpolation"
    static let caseName = "render by key \"%d файлов\""
    /// Plural messages per language in each linted folder.
    static let keys = 400

    static func register() {
        let integers = Suite.integers
        Benchmark(Suite.name(caseName, engine: interpolation, locale: "ru")) { benchmark in
            let words = ["файл", "файла", "файлов"]
            for i in benchmark.scaledIterations {
                let n = integers[i & Suite.integerMask]
                let (ones, tens) = (n % 10, n % 100)
                let form = ones == 1 && tens != 11 ? 0 : (2...4).contains(ones) && !(12...14).contains(tens) ? 1 : 2
                blackHole("\(n) \(words[form])")
            }
        }

        let renderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider())
        let preferred: PreferredLanguages = ["ru-RU", "en"]
        for format in FormatCorpus.Format.allCases {
            let corpus = Lazy { FormatCorpus(format, keys: keys) }
            let arguments: [MessageArguments] = format.argumentName.map { name in
                integers.map { .named([name: .integer($0)]) }
            } ?? integers.map { .positional([.integer($0)]) }
            // The table is loaded and the key rendered once, outside every measurement: package-benchmark
            // runs this closure once per sample, and a table loaded in it made each sample's first render
            // a first lookup in a new table (Android by key measured 1,339-1,836 ns a render that way,
            // 288-342 ns from one table; issue 43, session 13).
            let table = Lazy { () -> MessageTable in
                let table = try! MessageTable.load(contentsOf: corpus.value.folder)
                // The rendered text is checked once.
                let five = try! renderer.render(key: format.renderedKey, in: table, preferredLanguages: preferred, arguments: arguments[5]).text
                precondition(five == "5 файлов", "\(format.rawValue): rendered '\(five)'")
                return table
            }
            Benchmark(Suite.name(caseName, engine: "\(format.rawValue) by key", locale: "ru")) { benchmark in
                let table = table.value
                let key = format.renderedKey
                benchmark.startMeasurement()
                for i in benchmark.scaledIterations {
                    blackHole(try renderer.render(key: key, in: table, preferredLanguages: preferred, arguments: arguments[i & Suite.integerMask]))
                }
            }
        }

        // ICU MessageFormat through ICU's evaluator (issue 43, item 3): prepared once per message by the
        // renderer, against opening ICU's MessageFormat on every render (what 0.3.0 did), same run.
        let icuRenderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider(), options: RenderOptions(evaluator: ICUMessageFormatEvaluator()))
        let mfCorpus = Lazy { FormatCorpus(.messageFormat, keys: 1) }
        let named: [MessageArguments] = integers.map { .named(["count": .integer($0)]) }
        Benchmark(Suite.name(caseName, engine: "ICU evaluator by key, prepared", locale: "ru")) { benchmark in
            let table = try MessageTable.load(contentsOf: mfCorpus.value.folder)
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations {
                blackHole(try icuRenderer.render(key: "files", in: table, preferredLanguages: preferred, arguments: named[i & Suite.integerMask]))
            }
        }
        Benchmark(Suite.name(caseName, engine: "ICU evaluator by key, opened per render", locale: "ru")) { benchmark in
            let table = try MessageTable.load(contentsOf: mfCorpus.value.folder)
            let evaluator = ICUMessageFormatEvaluator()
            let rules = ICUPluralRulesProvider()
            guard let message = table.message(forKey: "files", language: "ru"), case let .text(text) = message.body else { fatalError("no MessageFormat text") }
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations {
                let found = table.message(forKey: "files", language: "ru")
                blackHole(found)
                blackHole(try evaluator.evaluate(MessageEvaluation(source: text.source, syntax: .icuMessageFormat, language: "ru", formattingLocale: nil, numberingSystem: "latn", arguments: named[i & Suite.integerMask], rulesProvider: rules)))
            }
        }

        let lintConfiguration = Benchmark.Configuration(
            metrics: Suite.metrics, timeUnits: .milliseconds, warmupIterations: 1,
            scalingFactor: .one, maxDuration: .seconds(5), maxIterations: 50
        )
        let linter = MessageLinter(rulesProvider: CLDRPluralRulesProvider())
        for format in FormatCorpus.Format.allCases {
            let corpus = Lazy { FormatCorpus(format, keys: keys) }
            Benchmark(Suite.name("lint \(keys) keys × 2 languages", engine: format.rawValue), configuration: lintConfiguration) { benchmark in
                let folder = corpus.value.folder
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    blackHole(linter.lint(.paths([folder])))
                }
            }
        }
    }
}
