import Benchmark
import CLDRPlural
import MessageFormat2
import PluralMessages

/// The Russian plural message of ``MessageFormatCases`` written in MessageFormat 2, formatted by
/// ``MF2Formatter`` (parsed once, outside the loop) and rendered through `MessageRenderer`'s door
/// (its MessageFormat 2 evaluator, arguments by name as the MessageFormat row gives them), beside the
/// same message in ICU MessageFormat rendered by the Swift renderer (the same case name, so the rows
/// sit side by side): same rules engine, same integers, same texts.
enum MessageFormat2Cases {
    static let engine = "Swift MessageFormat 2"
    static let rendererEngine = "Swift MessageFormat 2 renderer"

    static let russian = """
        .input {$n :integer}
        .match $n
        one  {{{$n} файл}}
        few  {{{$n} файла}}
        many {{{$n} файлов}}
        *    {{{$n} файла}}
        """

    static func register() {
        let caseName = "format MessageFormat \(MessageFormatCases.messages[0].name)"
        Benchmark(Suite.name(caseName, engine: engine, locale: "ru")) { benchmark in
            let message = try MF2Message(russian)
            let formatter = MF2Formatter(locale: "ru", rules: CLDRPluralRulesProvider(), bidiIsolation: .none)
            let integers = Suite.integers.map { MF2Value.number(PluralDecimal($0)) }
            for i in benchmark.scaledIterations {
                blackHole(formatter.format(message, arguments: ["n": integers[i & Suite.integerMask]]).text)
            }
        }
        Benchmark(Suite.name(caseName, engine: rendererEngine, locale: "ru")) { benchmark in
            let renderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider())
            let localized = LocalizedMessage(key: "benchmark", language: "ru", messageFormat2: russian)
            let integers = Suite.integers
            for i in benchmark.scaledIterations {
                blackHole(try renderer.render(localized, arguments: .named(["n": .integer(integers[i & Suite.integerMask])])))
            }
        }
    }
}
