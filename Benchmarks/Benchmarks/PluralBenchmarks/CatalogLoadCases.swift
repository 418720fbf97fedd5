import Benchmark
import CatalogFixture
import Foundation
import PluralMessages

/// Loading a 2 MB string catalog (issue 10: 30 ms or less, peak memory within 10x the file), against
/// Foundation's `JSONSerialization` reading the same bytes, the floor of any reader built on it.
/// The catalog is generated in the setup (`CatalogFixture`), not committed.
enum CatalogLoadCases {
    /// The catalog's size: a real app's catalog of 2.2 MB took the command 172 ms to render from.
    static let bytes = 2_000_000

    static func register() {
        let catalog = Lazy { GeneratedCatalog.json(bytes: bytes) }
        let configuration = Benchmark.Configuration(
            metrics: Suite.metrics + [.peakMemoryResident], timeUnits: .milliseconds, warmupIterations: 1,
            scalingFactor: .one, maxDuration: .seconds(5), maxIterations: 50
        )

        Benchmark(Suite.name("load 2 MB .xcstrings", engine: "PluralMessages"), configuration: configuration) { benchmark in
            let data = catalog.value
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                var table = MessageTable(name: "Localizable")
                try table.add(contentsOf: data, kind: .xcstrings, language: nil)
                blackHole(table)
            }
        }

        Benchmark(Suite.name("load 2 MB .xcstrings", engine: Suite.Engine.foundation + " JSONSerialization"), configuration: configuration) { benchmark in
            let data = catalog.value
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(try JSONSerialization.jsonObject(with: data))
            }
        }
    }
}
