@testable import CLDRPlural
import ICUPlural
@testable import MessageFormat2
@testable import PluralCore
import Testing

/// The compiled form of a message (`MF2CompiledMessage`) gives the spec walk's text whenever it
/// answers, and leaves every other message, argument and registry to the walk.
@Suite struct MF2CompiledMessageTests {
    /// Messages of the shape compiled: `.input` on `:number`/`:integer` with literal options, `.match`
    /// on them, text and bare variables.
    static let compiled = [
        ".input {$n :integer} .match $n one {{{$n} файл}} few {{{$n} файла}} many {{{$n} файлов}} * {{{$n} файла}}",
        ".input {$n :number} .match $n 0 {{none}} one {{{$n} item}} * {{{$n} items for {$who}}}",
        ".input {$n :number select=ordinal} .match $n one {{{$n}st}} two {{{$n}nd}} few {{{$n}rd}} * {{{$n}th}}",
        ".input {$n :number select=exact} .match $n 1 {{one}} one {{never a category}} * {{{$n}}}",
        ".input {$n :integer useGrouping=always} .match $n -1 {{minus one}} 1.0 {{never}} 1e0 {{never}} -0 {{never}} * {{{$n}}}",
        ".input {$n :number useGrouping=never} {{{$n} and {$m}}}",
        ".input {$n :number useGrouping=min2 maximumFractionDigits=1 signDisplay=negative} {{{$n}}}",
        ".input {$a :number} .input {$b :integer} .match $a $b 0 0 {{nothing}} one * {{{$a} one, {$b} any}} * one {{{$a}, {$b} one}} 1 * {{exactly one}} * * {{{$a} {$b}}}",
        ".input {$x :number} .input {$y :number} .match $y $x one one {{{$x} {$y}}} few * {{few}} * * {{other}}",
        "Hello {$name}, you have {$count}!",
        "plain text",
    ]

    /// Messages the walk formats (a shape the compiled form does not cover).
    static let walked = [
        ".local $m = {$n :number} {{{$m}}}",
        ".input {$n :number minimumFractionDigits=2} .match $n one {{{$n}}} * {{{$n}}}",
        ".input {$n :number signDisplay=always} {{{$n}}}",
        ".input {$n :percent} {{{$n}}}",
        ".input {$n :number u:id=x} {{{$n}}}",
        ".input {$n :number maximumFractionDigits=$d} {{{$n}}}",
        ".input {$n :number roundingIncrement=5} {{{$n}}}",
        ".input {$n :number select=bad} .match $n * {{{$n}}}",
        ".input {$n :number} .match $n word {{{$n}}} * {{{$n}}}",
        ".input {$n :string} .match $n a {{a}} * {{b}}",
        "{$n :number}",
        "{#b}{$n}{/b}",
        "{|literal|}",
    ]

    static let integers = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 111, 1000, 1001, 12_345, 1_234_567, -1, -2, -21, -1000,
                           999_999_999_999_999_999, 1_000_000_000_000_000_000, Int.max, Int.min]

    @Test(arguments: compiled)
    func compilesTheCommonShape(source: String) throws {
        #expect(try MF2Message(source).compiled != nil)
    }

    @Test(arguments: walked)
    func leavesOtherShapesToTheWalk(source: String) throws {
        #expect(try MF2Message(source).compiled == nil)
    }

    /// Every answer of the compiled form is the walk's text, without errors, for integers in
    /// languages of both directions, both bidi strategies and both engines; other arguments and a
    /// missing one are left to the walk.
    @Test(arguments: ["en", "ru", "ar", "pl", "fr", "cy", "hi", "he"])
    func compiledTextIsTheWalksText(locale: String) throws {
        var answered = 0
        for source in Self.compiled + Self.walked {
            let message = try MF2Message(source)
            for rules in [CLDRPluralRulesProvider() as any PluralRulesProvider, ICUPluralRulesProvider()] {
                for bidi in MF2Formatter.BidiIsolation.allCases {
                    let formatter = MF2Formatter(locale: locale, rules: rules, bidiIsolation: bidi)
                    for arguments in Self.argumentLists(for: message.variableNames) {
                        guard let text = message.compiled?.text(formatter: formatter, arguments: arguments) else { continue }
                        answered += 1
                        var values: [String: MF2Value] = [:]
                        for (name, argument) in zip(message.variableNames, arguments) {
                            if let argument { values[name] = MF2Value(argument) }
                        }
                        let walked = formatter.format(message, arguments: values)
                        #expect(walked.errors.isEmpty, "\(source) \(arguments)")
                        #expect(text == walked.text, "\(source) \(arguments) \(locale) \(bidi)")
                    }
                }
            }
        }
        // 225 lists in each of the 4 settings: every list of integers below 10¹⁸ and strings the
        // compiled messages take (the walked messages never answer).
        #expect(answered == 4 * 225)
    }

    /// Argument lists by slot: integers for every slot (each integer with the next one), then a
    /// string, a double, a decimal and nothing in the first slot.
    static func argumentLists(for names: [String]) -> [[MessageArgument?]] {
        guard !names.isEmpty else { return [[]] }
        var lists: [[MessageArgument?]] = []
        for index in integers.indices {
            lists.append(names.indices.map { .integer(integers[(index + $0) % integers.count]) })
        }
        for other: MessageArgument? in [.string("Ann"), .string("3"), .floatingPoint(1.5), .floatingPoint(2), .decimal(PluralDecimal(1)), nil] {
            lists.append([other] + names.dropFirst().map { _ in .integer(3) })
        }
        lists.append(names.map { _ in .string("שלום") })
        return lists
    }

    /// Arguments as a renderer passes them (in order or by name, read where they are) give the text of
    /// the same values bound by slot, and nothing where binding them is refused (an unknown name, too
    /// many values), so that the walk reports it.
    @Test(arguments: ["en", "ru", "ar", "he"])
    func argumentsInPlaceGiveTheBoundText(locale: String) throws {
        var answered = 0
        for source in Self.compiled {
            let message = try MF2Message(source)
            let names = message.variableNames
            for bidi in MF2Formatter.BidiIsolation.allCases {
                let formatter = MF2Formatter(locale: locale, rules: CLDRPluralRulesProvider(), bidiIsolation: bidi)
                for list in Self.argumentLists(for: names) {
                    let bound = message.compiled?.text(formatter: formatter, arguments: list)
                    var named: [String: MessageArgument] = [:]
                    for (name, argument) in zip(names, list) { named[name] = argument }
                    #expect(message.compiled?.text(formatter: formatter, arguments: .named(named), names: names) == bound, "\(source) \(list)")
                    // In order: the values up to the first missing one.
                    if !list.contains(where: { $0 == nil }) {
                        #expect(message.compiled?.text(formatter: formatter, arguments: .positional(list.compactMap { $0 }), names: names) == bound)
                    }
                    if bound != nil { answered += 1 }
                    named["unknown"] = .integer(1)
                    #expect(message.compiled?.text(formatter: formatter, arguments: .named(named), names: names) == nil)
                    let tooMany = list.map { $0 ?? .integer(0) } + [.integer(1)]
                    #expect(message.compiled?.text(formatter: formatter, arguments: .positional(tooMany), names: names) == nil)
                }
            }
        }
        #expect(answered == 2 * 225)
    }

    /// A text longer than the stack buffer is left to the walk, which writes it whole.
    @Test func aLongTextIsLeftToTheWalk() throws {
        let message = try MF2Message(".input {$n :integer} .match $n one {{{$n} {$s}}} * {{{$n} {$s}!}}")
        let formatter = MF2Formatter(locale: "en", rules: CLDRPluralRulesProvider(), bidiIsolation: .none)
        let long = String(repeating: "ж", count: MF2CompiledMessage.outputCapacity)
        #expect(message.compiled?.text(formatter: formatter, arguments: [.integer(1), .string(long)]) == nil)
        #expect(message.compiled?.text(formatter: formatter, arguments: [.integer(1), .string("short")]) == "1 short")
        // At the boundary: a text of the buffer's size is written; one byte more is the walk's.
        let fits = String(repeating: "ж", count: (MF2CompiledMessage.outputCapacity - 2) / 2)
        #expect(message.compiled?.text(formatter: formatter, arguments: [.integer(1), .string(fits)]) == "1 " + fits)
        #expect(message.compiled?.text(formatter: formatter, arguments: [.integer(1), .string(fits + "x")]) == nil)
        let text = try MF2MessageEvaluator(bidiIsolation: .none).evaluate(message, formatter: formatter, arguments: ["n": 2, "s": long])
        #expect(text == "2 " + long + "!")
    }

    /// The evaluator's door answers from the compiled form, and the walk's errors still throw.
    @Test func theEvaluatorAnswersAsTheWalk() throws {
        let evaluator = MF2MessageEvaluator()
        let formatter = MF2Formatter(locale: "ru", rules: CLDRPluralRulesProvider())
        let message = try MF2Message(Self.compiled[0])
        #expect(try evaluator.evaluate(message, formatter: formatter, arguments: ["n": 3]) == "3 файла")
        #expect(try evaluator.evaluate(message, formatter: formatter, arguments: .positional([MessageArgument.integer(21)])) == "21 файл")
        #expect(try evaluator.evaluate(message, formatter: formatter, arguments: ["n": MessageArgument.floatingPoint(1.5)]) == "2 файла")
        #expect(throws: MessageEvaluationError.self) { try evaluator.evaluate(message, formatter: formatter, arguments: [:]) }
        #expect(throws: MessageEvaluationError.self) { try evaluator.evaluate(message, formatter: formatter, arguments: ["m": 1]) }
        #expect(throws: MessageEvaluationError.self) { try evaluator.evaluate(message, formatter: formatter, arguments: ["n": "x"]) }
    }

    /// A registry whose `:number` or `:integer` is not the built-in one is never answered for.
    @Test func aReplacedNumberFunctionIsCalled() throws {
        let constant = MF2Function { _ throws(MF2FunctionError) in
            MF2Value(content: .string("seven"), type: "string", format: { [MF2Part.Piece(type: nil, value: "seven")] },
                     select: { keys, _ in keys.filter { $0 == "few" } })
        }
        for name in ["number", "integer"] {
            let functions = MF2FunctionRegistry.builtIn.adding(name, constant)
            #expect(!functions.hasBuiltInNumbers)
            let evaluator = MF2MessageEvaluator(functions: functions, bidiIsolation: .none)
            let formatter = evaluator.formatter(language: "ru", symbols: .root, cardinal: nil, ordinal: nil, rules: CLDRPluralRulesProvider())
            let source = ".input {$n :\(name)} .match $n one {{one {$n}}} few {{few {$n}}} * {{other {$n}}}"
            #expect(try evaluator.evaluate(try MF2Message(source), formatter: formatter, arguments: ["n": 1]) == "few seven")
        }
        #expect(MF2FunctionRegistry.builtIn.hasBuiltInNumbers)
        #expect(MF2FunctionRegistry.builtIn.adding("my:f", MF2Function { _ throws(MF2FunctionError) in .string("") }).hasBuiltInNumbers)
    }
}
