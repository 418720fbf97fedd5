import CLDRPlural
import MessageFormat2
import PluralMessages
import Testing

/// README.md "MessageFormat 2" and the DocC article MessageFormat2.md, line for line.
@Suite struct MessageFormat2ExampleTests {
    @Test func formattingAMessage() throws {
        let files = try MF2Message("""
            .input {$count :number}
            .match $count
            one {{{$count} файл}}
            few {{{$count} файла}}
            *   {{{$count} файлов}}
            """)
        let russian = MF2Formatter(locale: "ru", rules: CLDRPluralRulesProvider())
        #expect(russian.format(files, arguments: ["count": 3]).text == "3 файла")
        #expect(russian.format(files, arguments: ["count": 1.5]).text == "1,5 файлов")
    }

    @Test func aCustomFormatter() throws {
        let functions = MF2FunctionRegistry.builtIn.adding("app:upper", MF2Function { call throws(MF2FunctionError) in
            guard let text = call.operand?.stringValue else { throw MF2FunctionError(.badOperand, "app:upper takes text") }
            return .string(text.uppercased())
        })
        let english = MF2Formatter(locale: "en", rules: CLDRPluralRulesProvider(), functions: functions, bidiIsolation: .none)
        #expect(english.format(try MF2Message("Hello {$name :app:upper}!"), arguments: ["name": "Ann"]).text == "Hello ANN!")
    }

    /// DocC only.
    @Test func aCustomSelector() throws {
        let parity = MF2Function { call throws(MF2FunctionError) in
            guard case let .number(number)? = call.operand?.content, let value = Int(number.plainText) else {
                throw MF2FunctionError(.badOperand, "app:parity takes an integer")
            }
            let key = value.isMultiple(of: 2) ? "even" : "odd"
            return MF2Value(content: .number(number), type: "number", select: { keys, _ in keys.filter { $0 == key } })
        }
        let teams = MF2Formatter(locale: "en", rules: CLDRPluralRulesProvider(), functions: .builtIn.adding("app:parity", parity))
        #expect(teams.format(try MF2Message(".input {$n :app:parity} .match $n even {{pairs}} * {{one left over}}"), arguments: ["n": 7]).text
            == "one left over")
    }
}
