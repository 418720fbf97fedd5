import Benchmark
import CLDRPlural
import Foundation
import PluralMessages

/// Message rendering with the pure-Swift rules, against Foundation's `String(format:locale:)` on the
/// same format (`FoundationCases`, same case names). The messages are in `Benchmarks/Fixtures`.
enum MessageCases {
    static let engine = "Swift CLDR"
    /// Rendering by key (language resolution included), compared with ``engine`` rendering the message found.
    static let engineByKey = "Swift CLDR by key"
    /// The same Russian forms as a String Catalog's whole-string plural (Xcode's usual shape), rendered
    /// directly and by key, compared with the `.stringsdict` variable rendered the same way.
    static let catalogEngine = "Swift CLDR catalog"
    static let catalogEngineByKey = "Swift CLDR catalog by key"

    static func register() {
        // Loaded on first use: registration in every benchmark process stays free of file reads.
        func load(_ file: String) -> Lazy<MessageTable> {
            Lazy {
                do {
                    return try MessageTable.load(contentsOf: fixtures.appendingPathComponent(file))
                } catch {
                    fatalError("benchmark fixtures: \(error)")
                }
            }
        }
        let table = load("ru.lproj/Messages.stringsdict")
        let catalog = load("Messages.xcstrings")
        let renderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider())

        func message(_ key: String, in table: Lazy<MessageTable> = table) -> LocalizedMessage {
            guard let message = table.value.message(forKey: key, language: "ru") else { fatalError("no message '\(key)' in the fixtures") }
            return message
        }

        // A .stringsdict key with one plural variable: "%#@files@" -> "%d файл" / "%d файла" / "%d файлов".
        Benchmark(Suite.name("format message \"%d files\"", engine: engine, locale: "ru")) { benchmark in
            let message = message("files")
            let integers = Suite.integers
            for i in benchmark.scaledIterations {
                blackHole(try renderer.render(message, arguments: .positional([.integer(integers[i & Suite.integerMask])])))
            }
        }

        // The same message looked up by key for a repeated preferred-language list, as an app
        // renders it: the goal is at most 500 ns more than rendering the message already looked up
        // (the case above), compared within the same run.
        Benchmark(Suite.name("format message \"%d files\"", engine: engineByKey, locale: "ru")) { benchmark in
            let table = table.value
            let preferred: PreferredLanguages = ["ru-RU", "en"]
            let integers = Suite.integers
            for i in benchmark.scaledIterations {
                blackHole(try renderer.render(key: "files", in: table, preferredLanguages: preferred, arguments: .positional([.integer(integers[i & Suite.integerMask])])))
            }
        }

        // The same forms as a String Catalog's plural variation of the whole string ("%lld файл" ...),
        // directly and by key: at most 1.25x the .stringsdict variable by key (issue 29).
        Benchmark(Suite.name("format message \"%d files\"", engine: catalogEngine, locale: "ru")) { benchmark in
            let message = message("files", in: catalog)
            let integers = Suite.integers
            for i in benchmark.scaledIterations {
                blackHole(try renderer.render(message, arguments: .positional([.integer(integers[i & Suite.integerMask])])))
            }
        }
        Benchmark(Suite.name("format message \"%d files\"", engine: catalogEngineByKey, locale: "ru")) { benchmark in
            let table = catalog.value
            let preferred: PreferredLanguages = ["ru-RU", "en"]
            let integers = Suite.integers
            for i in benchmark.scaledIterations {
                blackHole(try renderer.render(key: "files", in: table, preferredLanguages: preferred, arguments: .positional([.integer(integers[i & Suite.integerMask])])))
            }
        }

        // Nested variables (seed 002): "%1$#@done@ of %2$#@total@ runs", each with its own forms.
        Benchmark(Suite.name("format message \"%lu of %lu runs\"", engine: engine, locale: "ru")) { benchmark in
            let message = message("runs")
            let integers = Suite.integers
            for i in benchmark.scaledIterations {
                blackHole(try renderer.render(message, arguments: .positional([.integer(integers[i & Suite.integerMask]), .integer(101)])))
            }
        }

        // A string catalog entry with a substitution: "%1$@ has %2$#@photos@".
        Benchmark(Suite.name("format message \"%@ has %lld photos\"", engine: engine, locale: "ru")) { benchmark in
            let message = message("photos", in: catalog)
            let integers = Suite.integers
            for i in benchmark.scaledIterations {
                blackHole(try renderer.render(message, arguments: .positional([.string("Анна"), .integer(integers[i & Suite.integerMask])])))
            }
        }
    }

    /// `Benchmarks/Fixtures`, found from this file: the benchmark's working directory is not fixed.
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
}
