@testable import CLDRPlural
import Foundation
import ICUPlural
@testable import MessageFormat2
import Testing

/// The engine beyond the suite: custom functions through the public API, both plural engines,
/// parts, and hostile messages that end in a clear error.
@Suite struct MF2EngineTests {
    static func format(_ source: String, locale: String = "en", arguments: [String: MF2Value] = [:],
                       functions: MF2FunctionRegistry = .builtIn, rules: any PluralRulesProvider = CLDRPluralRulesProvider()) throws -> MF2Formatted {
        MF2Formatter(locale: locale, rules: rules, functions: functions, bidiIsolation: .none).format(try MF2Message(source), arguments: arguments)
    }

    /// A custom formatter and a custom selector, registered as the built-ins are.
    static let custom = MF2FunctionRegistry.builtIn
        .adding("my:upper", MF2Function { call throws(MF2FunctionError) in
            guard let text = call.operand?.stringValue else { throw MF2FunctionError(.badOperand, "my:upper takes text") }
            let upper = text.uppercased()
            return MF2Value(content: .string(upper), type: "string", format: { [MF2Part.Piece(type: nil, value: upper)] })
        })
        .adding("my:parity", MF2Function { call throws(MF2FunctionError) in
            guard case let .number(number)? = call.operand?.content, let value = Int(number.plainText) else {
                throw MF2FunctionError(.badOperand, "my:parity takes an integer")
            }
            let parity = value % 2 == 0 ? "even" : "odd"
            return MF2Value(content: .number(number), type: "number", select: { keys, _ in keys.filter { $0 == parity } })
        })

    @Test func customFunctionsFormatAndSelect() throws {
        let result = try Self.format(".input {$n :my:parity} .match $n even {{{$who :my:upper} has an even count}} * {{odd}}",
                                     arguments: ["n": 4, "who": "ann"], functions: Self.custom)
        #expect(result.text == "ANN has an even count")
        #expect(result.errors.isEmpty)
        let odd = try Self.format(".input {$n :my:parity} .match $n even {{even}} * {{odd}}", arguments: ["n": 3], functions: Self.custom)
        #expect(odd.text == "odd")
        // A selector that cannot format: a fallback and an error, never a crash.
        let shown = try Self.format("{$n :my:parity}", arguments: ["n": 3], functions: Self.custom)
        #expect(shown.text == "{$n}")
        #expect(shown.errors.map(\.kind) == [.unsupportedOperation])
    }

    @Test(arguments: [("en", 1, "one"), ("ru", 3, "few"), ("ru", 11, "many"), ("pl", 22, "few"), ("ar", 0, "zero"), ("cy", 3, "few"), ("fr", 1_000_000, "many")])
    func bothEnginesSelectTheSameCategory(locale: String, number: Int, category: String) throws {
        let source = ".input {$n :number} .match $n zero {{zero}} one {{one}} two {{two}} few {{few}} many {{many}} * {{other}}"
        for rules in [CLDRPluralRulesProvider() as any PluralRulesProvider, ICUPluralRulesProvider()] {
            #expect(try Self.format(source, locale: locale, arguments: ["n": .number(PluralDecimal(number))], rules: rules).text == category)
        }
    }

    @Test func numbersFormatToParts() throws {
        let result = try Self.format("{-1234.5 :number minimumFractionDigits=2}")
        guard case let .value(formatted) = try #require(result.parts.first) else {
            Issue.record("not a value: \(result.parts)")
            return
        }
        #expect(formatted.pieces.map(\.type) == ["minusSign", "integer", "group", "integer", "decimal", "fraction"])
        #expect(formatted.value == "-1,234.50")
    }

    @Test(arguments: [
        ("{1.005 :number maximumFractionDigits=2 roundingMode=halfEven}", "1"),
        ("{1.015 :number maximumFractionDigits=2 roundingMode=halfEven}", "1.02"),
        ("{1.5 :number maximumFractionDigits=0 roundingMode=trunc}", "1"),
        ("{-1.5 :number maximumFractionDigits=0 roundingMode=floor}", "-2"),
        ("{1234.5678 :number maximumSignificantDigits=3}", "1,230"),
        ("{0.000123 :number minimumSignificantDigits=3}", "0.000123"),
        ("{1.23 :number roundingIncrement=5 maximumFractionDigits=1 minimumFractionDigits=1}", "1.0"),
        ("{1.3 :number roundingIncrement=5 maximumFractionDigits=1 minimumFractionDigits=1}", "1.5"),
        ("{5 :number signDisplay=exceptZero}", "+5"),
        ("{0 :number signDisplay=exceptZero}", "0"),
        ("{12345 :number useGrouping=never}", "12345"),
        ("{7 :number minimumIntegerDigits=3}", "007"),
        ("{2.00 :number minimumFractionDigits=2 trailingZeroDisplay=stripIfInteger}", "2"),
        ("{0.256 :percent}", "26%"),
    ])
    func numberOptions(source: String, expected: String) throws {
        let result = try Self.format(source)
        #expect(result.text == expected)
        #expect(result.errors.isEmpty)
    }

    // MARK: Hostile messages

    @Test func aMillionVariantsIsRefusedByItsLength() {
        let source = ".input {$n :number} .match $n " + String(repeating: "1 {{x}} ", count: 1_000_000) + "* {{y}}"
        #expect(throws: MF2Error.self) { try MF2Message(source) }
        do { _ = try MF2Message(source) } catch { #expect(error.kind == .limitExceeded) }
    }

    @Test func tooManyVariantsIsALimit() {
        let variants = (0...MF2Limits.maximumVariants).map { "\($0) {{}}" }.joined(separator: " ")
        do {
            _ = try MF2Message(".input {$n :number} .match $n \(variants) * {{}}")
            Issue.record("accepted")
        } catch {
            #expect(error.kind == .limitExceeded)
            #expect(error.message.contains("maximumVariants"))
        }
    }

    @Test func aLongChainOfDeclarationsResolvesWithoutDeepRecursion() throws {
        var source = ".local $v0 = {1 :number}"
        for index in 1..<MF2Limits.maximumDeclarations { source += " .local $v\(index) = {$v\(index - 1)}" }
        let result = try Self.format(source + " {{{$v\(MF2Limits.maximumDeclarations - 1)}}}")
        #expect(result.text == "1")
        let tooMany = source + " .local $w = {1} {{}}"
        #expect(throws: MF2Error.self) { try MF2Message(tooMany) }
    }

    @Test(arguments: ["{1e99999999 :number}", "{1e401 :number}", "{|\(String(repeating: "9", count: 500))| :number}"])
    func hugeNumbersAreBadOperands(source: String) throws {
        let result = try Self.format(source)
        #expect(result.errors.map(\.kind) == [.badOperand])
        #expect(result.text.hasPrefix("{|"))
    }

    @Test func hugeDigitOptionsAreBadOptions() throws {
        let result = try Self.format("{1 :number minimumFractionDigits=999999}")
        #expect(result.text == "1")
        #expect(result.errors.map(\.kind) == [.badOption])
        let widest = try Self.format("{1 :number minimumIntegerDigits=99 minimumFractionDigits=99}")
        #expect(widest.text.count == 99 + 1 + 99 + 32)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteNumbersAreBadOperands(value: Double) throws {
        let result = try Self.format("{$x :number} {$x :integer} {$x :offset add=1}", arguments: ["x": .number(value)])
        #expect(result.errors.map(\.kind) == [.badOperand, .badOperand, .badOperand])
        #expect(result.text == "{$x} {$x} {$x}")
    }

    @Test func aStringCannotCarryAnUnpairedSurrogate() throws {
        // Swift decodes an unpaired surrogate as U+FFFD: the message holds a replacement character, not the surrogate.
        let source = String(decoding: [0x7B, 0xD800, 0x7D] as [UInt16], as: UTF16.self)
        #expect(source.unicodeScalars.map(\.value) == [0x7B, 0xFFFD, 0x7D])
        #expect(try Self.format(source).text == "\u{FFFD}")
    }
}
