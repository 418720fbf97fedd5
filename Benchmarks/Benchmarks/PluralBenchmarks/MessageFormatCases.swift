import Benchmark
import CLDRPlural
import Foundation
import ICUPlural
import PluralMessages

/// ICU MessageFormat plural messages rendered two ways, side by side (same case names): by ICU's own
/// `icu::MessageFormat` through the shim (`ICUMessageFormat`, the reference) and by this package's
/// parser and pure-Swift renderer (`MessageRenderer` with a `LocalizedMessage(messageFormat:)`).
/// Both are made once, outside the loop; each operation formats the message with its arguments by
/// name (a dictionary, as both APIs take them), the integer cycling through `Suite.integers`.
enum MessageFormatCases {
    static let icu = "ICU MessageFormat"
    static let swift = "Swift MessageFormat"

    /// The messages: a plural with `#` in every form (Russian, four categories), and one with an
    /// exact form, a second argument and an offset-free `#` (English).
    static let messages: [(name: String, language: String, pattern: String, other: String?)] = [
        ("plural \"{n} файлов\"", "ru", "{n, plural, one {# файл} few {# файла} many {# файлов} other {# файла}}", nil),
        ("plural \"{name} has {n} photos\"", "en", "{name} has {n, plural, =0 {no photos} one {# photo} other {# photos}}", "Anna"),
    ]

    /// ICU's evaluator in a renderer, by key from a table of `<language>.json` files: the renderer prepares
    /// the message once (one ICU `MessageFormat`), so a render after the first costs a format, not an open
    /// (issue 38: at least 5x faster than opening on every render, as 0.3.0 did).
    static let icuByKey = "ICU MessageFormat evaluator by key"

    static func register() {
        Benchmark(Suite.name("format MessageFormat \(messages[0].name)", engine: icuByKey, locale: "ru")) { benchmark in
            let table = try MessageTable.load(contentsOf: MessageCases.fixtures.appendingPathComponent("messageformat"))
            let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider(), options: RenderOptions(evaluator: ICUMessageFormatEvaluator()))
            let preferred: PreferredLanguages = ["ru"]
            let integers = Suite.integers
            for i in benchmark.scaledIterations {
                blackHole(try renderer.render(key: "files", in: table, preferredLanguages: preferred, arguments: ["n": integers[i & Suite.integerMask]]))
            }
        }
        let renderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider())
        for message in messages {
            let caseName = "format MessageFormat \(message.name)"
            Benchmark(Suite.name(caseName, engine: icu, locale: message.language)) { benchmark in
                let format = try ICUMessageFormat(message.pattern, localeIdentifier: message.language)
                let numbers = Suite.integers.map { ICUMessageFormat.Argument($0) }
                for i in benchmark.scaledIterations {
                    var values: [String: ICUMessageFormat.Argument] = ["n": numbers[i & Suite.integerMask]]
                    if let other = message.other { values["name"] = .text(other) }
                    blackHole(try format.format(values))
                }
            }
            Benchmark(Suite.name(caseName, engine: swift, locale: message.language)) { benchmark in
                let localized = LocalizedMessage(key: "benchmark", language: message.language, messageFormat: message.pattern)
                let integers = Suite.integers
                for i in benchmark.scaledIterations {
                    var values: [String: MessageArgument] = ["n": .integer(integers[i & Suite.integerMask])]
                    if let other = message.other { values["name"] = .string(other) }
                    blackHole(try renderer.render(localized, arguments: .named(values)))
                }
            }
        }
    }
}
