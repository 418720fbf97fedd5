import Benchmark
import CLDRPlural
import Foundation
import PluralMessages

/// A generated typed accessor (the LocalizedAccessors plugin on this target's Resources) against
/// `render(key:)` by the same key on the same table: the accessor must cost no more (it is that call
/// behind a static table and the argument's conversion).
enum AccessorCases {
    static let accessor = "Swift CLDR accessor"

    static func register() {
        Benchmark(Suite.name("format message \"%d files\"", engine: accessor, locale: "ru")) { benchmark in
            let preferred: PreferredLanguages = ["ru-RU", "en"]
            let integers = Suite.integers
            for i in benchmark.scaledIterations {
                blackHole(L10n.Localizable.files(files: integers[i & Suite.integerMask], languages: preferred))
            }
        }

        // The same key, table and languages through the renderer.
        let table = Lazy {
            do {
                return try MessageTable.load(bundle: .module, table: "Localizable")
            } catch {
                fatalError("benchmark resources: \(error)")
            }
        }
        let renderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider())
        Benchmark(Suite.name("format message \"%d files\"", engine: "\(accessor) baseline: render(key:)", locale: "ru")) { benchmark in
            let table = table.value
            let preferred: PreferredLanguages = ["ru-RU", "en"]
            let integers = Suite.integers
            for i in benchmark.scaledIterations {
                blackHole(try renderer.render(key: "files", in: table, preferredLanguages: preferred, arguments: .positional([.integer(integers[i & Suite.integerMask])])).text)
            }
        }
    }
}
