@testable import CLDRPlural
import Foundation
import ICUPlural
@testable import PluralCore
@testable import PluralMessages
import Testing

/// Java's `Formatter` as Android formats resource strings: the parser's refusals are Java's
/// exceptions, and every output below is what OpenJDK 17's `String.format(Locale, …)` printed for
/// the same format, locale and boxed argument (Integer, Double, BigDecimal, String). Where Java's
/// digits differ from Foundation's (`ar`), JavaDigitsOracleTests asks `java` itself.
@Suite struct JavaFormatTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let language: String
        let format: String
        let arguments: [MessageArgument]
        let java: String
        var testDescription: String { "\(language) \(format) \(arguments)" }
        init(_ language: String, _ format: String, _ arguments: [MessageArgument], _ java: String) {
            (self.language, self.format, self.arguments, self.java) = (language, format, arguments, java)
        }
    }

    static func decimal(_ text: String) -> MessageArgument { try! MessageArgument(decimal: text) }

    static let cases: [Case] = [
        Case("en", "%d", [1234567], "1234567"),
        Case("en", "%,d", [1234567], "1,234,567"),
        Case("ru", "%,d", [1234567], "1\u{A0}234\u{A0}567"),
        Case("de", "%,d", [1234], "1.234"),
        Case("pl", "%,d", [1234], "1\u{A0}234"),
        Case("es", "%,d", [1234], "1.234"),
        Case("hi", "%,d", [12345678], "12,345,678"),
        Case("ar-EG", "%d", [125], "١٢٥"),
        Case("ar-EG", "%,d", [-1234567], "-١٬٢٣٤٬٥٦٧"),
        Case("fa", "%d", [125], "۱۲۵"),
        Case("en", "%.1f", [0.25], "0.3"),
        Case("en", "%.1f", [0.15], "0.2"),
        Case("en", "%.2f", [1.005], "1.01"),
        Case("en", "%.2f", [0.125], "0.13"),
        Case("en", "%.1f", [-0.04], "-0.0"),
        Case("de", "%.1f", [1.25], "1,3"),
        Case("ru", "%,.2f", [1234567.891], "1\u{A0}234\u{A0}567,89"),
        Case("en", "%e", [15.0], "1.500000e+01"),
        Case("en", "%.2e", [0.000123456], "1.23e-04"),
        Case("en", "%g", [0.0001], "0.000100000"),
        Case("en", "%g", [123456789.0], "1.23457e+08"),
        Case("en", "%g", [0.00001], "1.00000e-05"),
        Case("en", "%.3g", [99.95], "100"),
        Case("en", "%g", [0.0], "0.00000"),
        Case("en", "%s", [5], "5"),
        Case("en", "%s", [5.0], "5.0"),
        Case("en", "%s", [1e7], "1.0E7"),
        Case("en", "%s", [1.5e-4], "1.5E-4"),
        Case("en", "%s", [0.001], "0.001"),
        Case("en", "%S", ["straße"], "STRASSE"),
        Case("tr", "%S", ["istanbul"], "İSTANBUL"),
        Case("en", "%x", [-1], "ffffffff"),
        Case("en", "%#x", [255], "0xff"),
        Case("en", "%X", [255], "FF"),
        Case("en", "%o", [8], "10"),
        Case("en", "%08x", [255], "000000ff"),
        Case("en", "%x", [-1_099_511_627_776], "ffffff0000000000"),
        Case("en", "%b", [0], "true"),
        // Java's %b is "false" only for null and Boolean.FALSE: the String "false" is "true".
        Case("en", "%b", ["false"], "true"),
        Case("en", "%.2b", ["false"], "tr"),
        Case("en", "%h", ["hello"], "5e918d2"),
        Case("en", "%h", [5], "5"),
        Case("en", "%h", [1.5], "3ff80000"),
        Case("en", "%h", [5_000_000_000], "2a05f201"),
        Case("en", "%c", [65], "A"),
        Case("en", "%c", [0x1F600], "😀"),
        Case("en", "%05d", [-42], "-0042"),
        Case("en", "%(d", [-42], "(42)"),
        Case("en", "%(,d", [-1234], "(1,234)"),
        Case("en", "%+d", [5], "+5"),
        Case("en", "% d", [5], " 5"),
        Case("en", "%-5d|", [5], "5    |"),
        Case("en", "%5s|", ["ab"], "   ab|"),
        Case("en", "%.1s", ["ab"], "a"),
        Case("en", "%1$s %<s %s", [1, 2], "1 1 1"),
        Case("en", "%2$s %s %s", [1, 2], "2 1 2"),
        Case("en", "%10.3f|", [-3.14159], "    -3.142|"),
        Case("en", "%010.3f|", [-3.14159], "-00003.142|"),
        Case("en", "%.0f", [2.5], "3"),
        Case("en", "%.0f", [0.5], "1"),
        Case("en", "%#.0f", [2.0], "2."),
        Case("en", "%f", [.floatingPoint(.nan)], "NaN"),
        Case("en", "%f", [.floatingPoint(-.infinity)], "-Infinity"),
        Case("en", "%+f", [.floatingPoint(.infinity)], "+Infinity"),
        Case("en", "%(f", [.floatingPoint(-.infinity)], "(Infinity)"),
        Case("en", "%E", [.floatingPoint(.infinity)], "INFINITY"),
        Case("en", "%a", [3.0], "0x1.8p1"),
        Case("en", "%a", [0.1], "0x1.999999999999ap-4"),
        Case("en", "%.3f", [decimal("1.0005")], "1.001"),
        Case("en", "%d", [decimal("123456789012345678901234567890")], "123456789012345678901234567890"),
        Case("en", "%5%|", [1], "    %|"),
        Case("en", "%-5%|", [1], "%    |"),
        Case("en", "a%nb", [1], "a\nb"),
        Case("en", "%.20f", [0.1], "0.10000000000000000000"),
        Case("en", "%.1f", [9.96], "10.0"),
        Case("en", "%.2e", [9.999], "1.00e+01"),
        Case("en", "%g", [99999.95], "100000"),
        Case("ar-EG", "%.1f", [1.5], "١٫٥"),
        Case("ar-EG", "%e", [1234.5], "١٫٢٣٤٥٠٠e+٠٣"),
        Case("ar-EG", "%,.2f", [1234.5], "١٬٢٣٤٫٥٠"),
        Case("en", "%.3g", [0.0001234], "0.000123"),
        Case("en", "%.3g", [1234.0], "1.23e+03"),
        Case("en", "%.0e", [12345.0], "1e+04"),
    ]

    @Test(arguments: cases)
    func formatsAsJava(_ test: Case) throws {
        let message = Android.string(test.format, language: test.language)
        for engine in [ICUPluralRulesProvider() as any PluralRulesProvider, CLDRPluralRulesProvider()] {
            let rendered = try MessageRenderer(rulesProvider: engine).render(message, arguments: .positional(test.arguments))
            #expect(rendered.text == test.java)
        }
    }

    /// Formats Java refuses, with the exception `String.format` threw for each (OpenJDK 17).
    static let refused: [(format: String, exception: String)] = [
        ("%-d", "MissingFormatWidthException"), ("%#d", "FormatFlagsConversionMismatchException"),
        ("%,x", "FormatFlagsConversionMismatchException"), ("%.2d", "IllegalFormatPrecisionException"),
        ("%i", "UnknownFormatConversionException"), ("50%", "UnknownFormatConversionException"),
        ("%0$d", "IllegalFormatArgumentIndexException"), ("%<s", "MissingFormatArgumentException"),
        ("%--5d", "DuplicateFormatFlagsException"), ("%+ d", "IllegalFormatFlagsException"),
        ("%-05d", "IllegalFormatFlagsException"), ("%,s", "FormatFlagsConversionMismatchException"),
        ("%@", "UnknownFormatConversionException"), ("%1$@", "UnknownFormatConversionException"),
        ("%5n", "IllegalFormatFlagsException"), ("%.2%", "IllegalFormatPrecisionException"),
        ("%+%", "IllegalFormatFlagsException"), ("%.s", "UnknownFormatConversionException"),
        ("%,e", "FormatFlagsConversionMismatchException"), ("%#g", "FormatFlagsConversionMismatchException"),
        ("%(x", "FormatFlagsConversionMismatchException"), ("%#s", "FormatFlagsConversionMismatchException"),
        ("%.1c", "IllegalFormatPrecisionException"), ("%lu", "UnknownFormatConversionException"),
    ]

    @Test(arguments: zip(refused.map(\.format), refused.map(\.exception)))
    func refusesWhatJavaThrowsOn(format: String, exception: String) {
        let error = #expect(throws: FormatSyntaxError.self) { try ParsedFormat(parsingJavaFormat: "x " + format) }
        #expect(error?.reason.contains(exception) == true, "\(error?.reason ?? "")")
        #expect(error?.offset == Array(("x " + format).utf8).firstIndex(of: UInt8(ascii: "%")))
    }

    @Test func dateConversionsAreRefusedAsUnsupported() {
        let error = #expect(throws: FormatSyntaxError.self) { try ParsedFormat(parsingJavaFormat: "%tY") }
        #expect(error?.reason.contains("not supported") == true)
    }

    @Test func percentAndLineBreakAreText() throws {
        let parsed = try ParsedFormat(parsingJavaFormat: "100%% done%n")
        #expect(parsed.segments == [.literal("100% done\n")])
    }

    @Test func javaConversionsKeepTheirFlags() throws {
        let parsed = try ParsedFormat(parsingJavaFormat: "%2$,d %<(,.1f %-5s")
        let specifiers = parsed.segments.compactMap { if case let .specifier(specifier, _) = $0 { specifier } else { nil } }
        #expect(specifiers.map(\.description) == ["%2$,d", "%<,(.1f", "%-5s"])
        #expect(specifiers.map(\.kind) == [.signedInteger, .floatingPoint, .object])
        // `%<` takes the argument of the conversion before it.
        let message = Android.string("%2$,d %<(,.1f %-5s|", language: "en")
        let text = try MessageRenderer(rulesProvider: CLDRPluralRulesProvider()).render(message, arguments: .positional([.string("x"), .integer(-1234)])).text
        #expect(text == "-1,234 (1,234.0) x    |")
    }

    /// Android's getString(id) without arguments returns the text unformatted: "%%" stays.
    @Test func withoutArgumentsTheTextIsShownAsWritten() throws {
        let renderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider())
        #expect(try renderer.render(Android.string("100%% sure, 50% off", language: "en")).text == "100%% sure, 50% off")
        #expect(try renderer.render(Android.string("100%% sure", language: "en"), arguments: [1]).text == "100% sure")
    }
}
