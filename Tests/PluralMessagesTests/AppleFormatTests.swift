@testable import CLDRPlural
import Foundation
import ICUPlural
@testable import PluralCore
import PluralLocalization
@testable import PluralMessages
import Testing

/// Formats as CoreFoundation parses them: what Apple accepts renders, the odd parts are listed.
@Suite struct CoreFoundationFormatTests {
    private func message(_ format: String, variables: [String: MessageVariable] = [:], language: String = "en") -> LocalizedMessage {
        LocalizedMessage(key: "k", language: language, body: .text(MessageText(format)), variables: variables,
                         origin: MessageOrigin(file: nil, kind: .stringsdict))
    }

    private func countVariable(_ name: String = "count") -> MessageVariable {
        MessageVariable(name: name, kind: .plural, valueType: "d",
                        forms: [.category(.one): MessageText("%d file"), .category(.other): MessageText("%d files")])
    }

    @Test func aDigitBeforeTheVariableIsAWidthAndTheVariableRenders() throws {
        let format = try ParsedFormat(parsing: "%1#@count@")
        #expect(format.variableNames == ["count"])
        #expect(format.oddities == [FormatOddity(offset: 0, kind: .widthOnVariable(1))])
        let renderer = MessageRenderer.icu()
        #expect(try renderer.render(message("%1#@count@", variables: ["count": countVariable()]), arguments: [1]).text == "1 file")
        #expect(try renderer.render(message("%1#@count@", variables: ["count": countVariable()]), arguments: [3]).text == "3 files")
    }

    @Test(arguments: [
        // format, rendered with [5], oddity
        ("%y", "y", FormatOddity.Kind.unknownConversion(printed: "y", stoppedAt: "y")),
        ("%'d", "'d", .unknownConversion(printed: "'", stoppedAt: "'")),
        ("%0$d", "0d", .unknownConversion(printed: "0", stoppedAt: "$")),
        ("%5k!", "5!", .unknownConversion(printed: "5", stoppedAt: "k")),
        ("50%", "50", .incompleteSpecifier),
        ("%lll", "", .repeatedLengthModifier),
        ("%lhd", "5", .repeatedLengthModifier),
        ("%n.", ".", .unusualConversion("n")),
        ("%p", "0x5", .unusualConversion("p")),
        ("%#@@", "5", .emptyVariableName),
        ("%[count]@", "5 files", .bracketedVariable),
    ])
    func acceptsWhatCoreFoundationAccepts(format: String, rendered: String, oddity: FormatOddity.Kind) throws {
        let parsed = try ParsedFormat(parsing: format)
        #expect(parsed.oddities.map(\.kind).contains(oddity), "\(parsed.oddities)")
        let text = try MessageRenderer.icu(locale: "en_US").render(message(format, variables: ["count": countVariable()]), arguments: [5]).text
        #expect(text == rendered)
    }

    @Test func flagsWidthsPositionsAndLengthsComeInAnyOrder() throws {
        let parsed = try ParsedFormat(parsing: "%-+5.2f|%1$qd|%+ d|%.f|%zu")
        let specifiers = parsed.segments.compactMap { if case let .specifier(specifier, _) = $0 { specifier } else { nil } }
        #expect(specifiers.map(\.description) == ["%-+5.2f", "%1$qd", "%+d", "%.0f", "%zu"])
        #expect(parsed.oddities.isEmpty)
    }

    @Test func aBrokenVariableNameIsReadAsCoreFoundationReadsIt() throws {
        // ' ' breaks the name; the '@' that follows is a plain %@ conversion.
        let parsed = try ParsedFormat(parsing: "%#@sites @ left")
        #expect(parsed.variableNames.isEmpty)
        #expect(parsed.oddities.map(\.kind) == [.brokenVariableReference(name: "sites", breaksAt: " ")])
        guard case let .specifier(specifier, _) = parsed.segments.first else { Issue.record("no specifier"); return }
        #expect(specifier.conversion == "@")
        // Non-ASCII letters are not name characters either: the reference never expands.
        #expect(try ParsedFormat(parsing: "%#@файлы@").variableNames.isEmpty)
    }

    @Test(arguments: ["100% anonymous", "%", "50%", "Rabatt 20 % auf alles", "%y%"])
    func percentSignsWithoutArgumentsAreText(text: String) throws {
        let entry = LocalizedMessage(key: "k", language: "de", body: .text(MessageText(text)), origin: MessageOrigin(file: nil, kind: .strings))
        #expect(try MessageRenderer.icu().render(entry, arguments: []).text == text)
    }

    @Test func conversionsWithoutArgumentsAreStillMissingArguments() {
        // "%d files" used without its number is a caller's mistake, not text.
        let entry = LocalizedMessage(key: "k", language: "en", body: .text(MessageText("%d files")), origin: MessageOrigin(file: nil, kind: .strings))
        #expect(throws: MessageError(.missingArgument(position: 1, given: 0), key: "k", language: "en", place: "format", offset: 0)) {
            try MessageRenderer.icu().render(entry, arguments: [])
        }
        // An escaped percent asks for formatting: "100%%" is "100%".
        let escaped = LocalizedMessage(key: "k", language: "en", body: .text(MessageText("100%%")), origin: MessageOrigin(file: nil, kind: .strings))
        #expect((try? MessageRenderer.icu().render(escaped, arguments: []).text) == "100%")
        // A format that does not parse stays an error.
        let star = LocalizedMessage(key: "k", language: "en", body: .text(MessageText("%*d items")), origin: MessageOrigin(file: nil, kind: .strings))
        #expect(throws: MessageError.self) { try MessageRenderer.icu().render(star, arguments: []) }
    }

    @Test func integersFormattedAsObjectsRenderWithAWarning() throws {
        let rendered = try MessageRenderer.icu().render(message("%@ items, %@"), arguments: [5, "Ann"])
        #expect(rendered.text == "5 items, Ann")
        #expect(rendered.diagnostics.map(\.kind) == [.numberAsObject(position: 1)])
        #expect(rendered.diagnostics[0].description.contains("crash"))
        let decimal = try MessageRenderer.icu().render(message("%@"), arguments: .positional([.decimal(try PluralDecimal(parsing: "1.5"))]))
        #expect(decimal.diagnostics.isEmpty)
    }
}

/// Plural forms follow the number as the reader sees it (seed 000's rounding pitfall).
@Suite struct DisplayedDigitsTests {
    private func kilometers(_ language: String, valueType: String?, forms: [PluralCategory: String]) -> LocalizedMessage {
        var parsed: [PluralMessageForm: MessageText] = [:]
        for (category, text) in forms { parsed[.category(category)] = MessageText(text) }
        let variable = MessageVariable(name: "km", kind: .plural, valueType: valueType, forms: parsed)
        return LocalizedMessage(key: "distance", language: language, body: .text(MessageText("%#@km@")), variables: ["km": variable],
                                origin: MessageOrigin(file: nil, kind: .stringsdict))
    }

    private var english: LocalizedMessage {
        kilometers("en", valueType: ".1f", forms: [.one: "%.1f kilometer", .other: "%.1f kilometers"])
    }

    private var russian: LocalizedMessage {
        kilometers("ru", valueType: ".1f", forms: [.one: "%.1f километр", .few: "%.1f километра", .many: "%.1f километров", .other: "%.1f километра"])
    }

    @Test(arguments: [
        (MessageArgument.integer(1), "1.0 kilometers"), (.floatingPoint(0.96), "1.0 kilometers"),
        (.floatingPoint(1), "1.0 kilometers"), (.decimal(try! PluralDecimal(parsing: "1")), "1.0 kilometers"),
        (.floatingPoint(2.5), "2.5 kilometers"),
    ])
    func englishOneDecimalPlace(argument: MessageArgument, expected: String) throws {
        #expect(try MessageRenderer.icu().render(english, arguments: [argument]).text == expected)
    }

    @Test(arguments: [
        (MessageArgument.floatingPoint(1.04), "1,0 километра"), (.integer(21), "21,0 километра"), (.integer(5), "5,0 километра"),
    ])
    func russianOneDecimalPlace(argument: MessageArgument, expected: String) throws {
        #expect(try MessageRenderer.icu().render(russian, arguments: [argument]).text == expected)
    }

    /// `PluralSelectionMode.value`: the value selects, as Apple's Foundation does, so a server prints
    /// what the app prints; integers select alike in both modes.
    @Test(arguments: [
        (MessageArgument.integer(1), "1.0 kilometer"), (.floatingPoint(1), "1.0 kilometer"),
        (.decimal(try! PluralDecimal(parsing: "1")), "1.0 kilometer"), (.floatingPoint(0.96), "1.0 kilometers"),
        (.floatingPoint(2.5), "2.5 kilometers"),
    ])
    func englishSelectsOnTheValueInAppleMode(argument: MessageArgument, expected: String) throws {
        var renderer = MessageRenderer.icu()
        renderer.options.selectionMode = .value
        #expect(try renderer.render(english, arguments: [argument]).text == expected)
    }

    @Test(arguments: [
        (MessageArgument.integer(2), "2,0 километра", "2,0 километра"), (.integer(21), "21,0 километр", "21,0 километра"),
        (.integer(5), "5,0 километров", "5,0 километра"), (.floatingPoint(1.04), "1,0 километра", "1,0 километра"),
    ])
    func russianSelectsOnTheValueInAppleMode(argument: MessageArgument, apple: String, shown: String) throws {
        let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider(), options: RenderOptions(selectionMode: .value))
        #expect(try renderer.render(russian, arguments: [argument]).text == apple)
        #expect(try MessageRenderer.icu().render(russian, arguments: [argument]).text == shown)
    }

    @Test(arguments: [PluralSelectionMode.shownDigits, .value])
    func integersSelectAlikeInBothModes(mode: PluralSelectionMode) throws {
        let message = kilometers("ru", valueType: "d", forms: [.one: "%d километр", .few: "%d километра", .many: "%d километров", .other: "%d километра"])
        let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider(), options: RenderOptions(selectionMode: mode))
        for (value, expected) in [(1, "1 километр"), (2, "2 километра"), (5, "5 километров"), (21, "21 километр")] {
            #expect(try renderer.render(message, arguments: .positional([.integer(value)])).text == expected)
        }
    }

    @Test func theFormsConversionGivesThePrecisionWhenTheValueTypeDoesNot() throws {
        // Value type "f" (six digits) but every form shows no fraction: Russian 1.1 shown as "1" is `one`.
        let message = kilometers("ru", valueType: "f", forms: [.one: "%.0f километр", .few: "%.0f километра", .many: "%.0f километров", .other: "%.0f километра"])
        #expect(try MessageRenderer.icu().render(message, arguments: [1.1]).text == "1 километр")
        #expect(try MessageRenderer.icu().render(message, arguments: [4.6]).text == "5 километров")
        // Without a value type, the same.
        let untyped = kilometers("ru", valueType: nil, forms: [.one: "%.0f километр", .few: "%.0f километра", .many: "%.0f километров", .other: "%.0f километра"])
        #expect(try MessageRenderer.icu().render(untyped, arguments: .positional([.decimal(try PluralDecimal(parsing: "1.1"))])).text == "1 километр")
    }

    @Test func catalogPluralVariationsSelectOnTheDigitsShown() throws {
        // An .xcstrings plural variation of the whole string, on argument 1.
        let body = MessageBody.plural(argument: 1, forms: [.category(.one): .text(MessageText("%.1f mile")),
                                                           .category(.other): .text(MessageText("%.1f miles"))])
        let message = LocalizedMessage(key: "miles", language: "en", body: body, origin: MessageOrigin(file: nil, kind: .xcstrings))
        #expect(try MessageRenderer.icu(locale: "en_US").render(message, arguments: [1]).text == "1.0 miles")
    }

    @Test func hugeNumbersShownWithAFractionSelectOnTheirValueInBothEngines() throws {
        // Found by the Messages fuzz target: "9223372036854775808.0" is beyond what ICU evaluates.
        let message = kilometers("en", valueType: ".1f", forms: [.one: "%.1f kilometer", .other: "%.1f kilometers"])
        let icu = try MessageRenderer.icu(locale: "en_US").render(message, arguments: .positional([.integer(.max)])).text
        let swift = try MessageRenderer(rulesProvider: CLDRPluralRulesProvider(), options: RenderOptions(formattingLocale: Locale(identifier: "en_US")))
            .render(message, arguments: .positional([.integer(.max)])).text
        #expect(icu == swift)
        #expect(icu.hasSuffix(" kilometers"))
    }

    @Test func integerConversionsKeepSelectingOnTheValue() throws {
        let message = kilometers("en", valueType: "d", forms: [.one: "%d kilometer", .other: "%d kilometers"])
        #expect(try MessageRenderer.icu().render(message, arguments: [1]).text == "1 kilometer")
    }

    @Test(arguments: [
        ("1.0e+00", "1.0"), ("1.50e+03", "1.50c3"), ("1.5e-03", "0.0015"), ("1e+06", "1c6"), ("2.", "2"), ("0.000", "0.000"),
    ])
    func printfOutputReadsAsTheDecimalShown(printf: String, decimal: String) throws {
        #expect(DisplayedNumber.decimal(fromPrintf: printf, negative: false) == (try PluralDecimal(parsing: decimal)))
    }

    @Test func scientificNotationSelectsOnTheMantissaShown() throws {
        // English "1.0e+00 kilometers": the mantissa shows a fraction digit.
        let message = kilometers("en", valueType: "e", forms: [.one: "%.1e kilometer", .other: "%.1e kilometers"])
        let text = try MessageRenderer.icu(locale: "en_US").render(message, arguments: [1]).text
        #expect(text.hasPrefix("1.0") && text.hasSuffix(" kilometers"), "\(text)")
        let general = kilometers("en", valueType: "g", forms: [.one: "%g kilometer", .other: "%g kilometers"])
        #expect(try MessageRenderer.icu(locale: "en_US").render(general, arguments: [1]).text == "1 kilometer")
    }
}

/// The argument typing the command line uses, from the library.
@Suite struct ArgumentTypingTests {
    @Test func decimalsFromTextPluralDecimalAndFoundationDecimal() throws {
        let fromText = try MessageArgument(decimal: "1.0")
        #expect(fromText == .decimal(try PluralDecimal(parsing: "1.0")))
        #expect(fromText == MessageArgument(inferringFrom: "1.0"))
        #expect(MessageArgument(try PluralDecimal(parsing: "2.50")) == .decimal(try PluralDecimal(parsing: "2.50")))
        #expect(MessageArgument(Decimal(string: "1.25")!) == .decimal(try PluralDecimal(parsing: "1.25")))
        #expect(MessageArgument(Decimal.nan) == nil)
        #expect(throws: PluralNumberError.self) { try MessageArgument(decimal: "1,5") }
    }
}
