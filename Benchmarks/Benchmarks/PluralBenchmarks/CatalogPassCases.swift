import Benchmark
import CatalogFixture
import Foundation
import ICUPlural
import PluralMessages

/// Passes over every message of a string catalog (issue 30): lint (as `icu-plural lint FILE` runs
/// it) and `keys` (each key's signature in every language), against Foundation's `JSONSerialization`
/// reading the same bytes in the same run; and lint of catalogs of 100 and 1,000 languages with the
/// same keys, whose times must grow with the file (10x), not with the languages squared. The
/// catalogs are generated in the setup (`CatalogFixture`) and written to a temporary folder.
enum CatalogPassCases {
    /// About 790 keys in 23 languages, plural variations included, as a real app's 2.8 MB catalog.
    static let bytes = 2_800_000
    /// The keys of the 100- and 1,000-language catalogs.
    static let manyLanguageBytesPerLanguage = 6_000

    /// A generated catalog written to a file of its own.
    final class CatalogFile: Sendable {
        let url: URL
        let data: Data

        init(bytes: Int, languages: [String]) {
            data = GeneratedCatalog.json(bytes: bytes, languages: languages)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-pass-\(languages.count)-\(getpid())")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            url = folder.appendingPathComponent("Localizable.xcstrings")
            try! data.write(to: url)
        }
    }

    static func register() {
        let catalog = Lazy { CatalogFile(bytes: bytes, languages: GeneratedCatalog.manyLanguages) }
        let hundred = Lazy { CatalogFile(bytes: 100 * manyLanguageBytesPerLanguage, languages: GeneratedCatalog.languages(count: 100)) }
        let thousand = Lazy { CatalogFile(bytes: 1_000 * manyLanguageBytesPerLanguage, languages: GeneratedCatalog.languages(count: 1_000)) }
        let configuration = Benchmark.Configuration(
            metrics: Suite.metrics, timeUnits: .milliseconds, warmupIterations: 1,
            scalingFactor: .one, maxDuration: .seconds(10), maxIterations: 20
        )
        let linter = MessageLinter(rulesProvider: ICUPluralRulesProvider())

        Benchmark(Suite.name("2.8 MB .xcstrings, 23 languages", engine: Suite.Engine.foundation + " JSONSerialization"), configuration: configuration) { benchmark in
            let data = catalog.value.data
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(try JSONSerialization.jsonObject(with: data))
            }
        }

        Benchmark(Suite.name("2.8 MB .xcstrings, 23 languages", engine: "PluralMessages lint"), configuration: configuration) { benchmark in
            let url = catalog.value.url
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(linter.lint(.paths([url])))
            }
        }

        Benchmark(Suite.name("2.8 MB .xcstrings, 23 languages", engine: "PluralMessages keys"), configuration: configuration) { benchmark in
            let url = catalog.value.url
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                // What `icu-plural keys FILE` reads: every key's message in every language, decoded
                // (the signature itself is the command's internal, out of a benchmark's reach since 0.3.0).
                let table = try MessageTable.load(contentsOf: url)
                var decoded = 0
                for key in table.keys {
                    for language in table.languages {
                        guard let message = table.message(forKey: key, language: language) else { continue }
                        decoded &+= message.variables.count &+ message.argumentNames.count
                    }
                }
                blackHole(decoded)
            }
        }

        for (name, file) in [("100 languages", hundred), ("1,000 languages", thousand)] {
            Benchmark(Suite.name("lint .xcstrings, \(name)", engine: "PluralMessages"), configuration: configuration) { benchmark in
                let url = file.value.url
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    blackHole(linter.lint(.paths([url])))
                }
            }
            Benchmark(Suite.name("lint .xcstrings, \(name)", engine: Suite.Engine.foundation + " JSONSerialization"), configuration: configuration) { benchmark in
                let data = file.value.data
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    blackHole(try JSONSerialization.jsonObject(with: data))
                }
            }
        }
    }
}
