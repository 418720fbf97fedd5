import Benchmark
import CLDRPlural
import MessageFormat2

/// The Russian plural message of ``MessageFormatCases`` written in MessageFormat 2, formatted by
/// ``MF2Formatter`` (parsed once, outside the loop), beside the same message in ICU MessageFormat
/// rendered by the Swift renderer (the same case name, so the rows sit side by side): same rules
/// engine, same integers, same texts.
enum MessageFormat2Cases {
    static let engine = "Swift MessageFormat 2"

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
    }
}
