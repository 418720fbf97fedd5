import Foundation
@testable import PluralCore
import PluralLocalization
@testable import PluralMessages
import Testing

/// The renderer's numbers against Foundation's `String(format:locale:)` itself, called with
/// arguments of the right type (the one safe way to call it).
@Suite struct NumberFormattingTests {
    static let locales = ["en_US", "ru_RU", "de_DE", "fr_FR", "ar", "ar_EG", "fa_IR", "hi_IN", "en_RU", "de_CH", "es_ES", "pl_PL", "ja_JP", "bn"]

    private func rendered(_ format: String, _ argument: MessageArgument, locale: String) throws -> String {
        let message = LocalizedMessage(key: "k", language: "en", body: .text(MessageText(format)), origin: MessageOrigin(file: nil, kind: .strings))
        return try MessageRenderer.icu(locale: locale).render(message, arguments: [argument]).text
    }

    @Test(arguments: locales)
    func integersMatchFoundation(locale: String) throws {
        let foundationLocale = Locale(identifier: locale)
        for format in ["%d", "%ld", "%lld", "%5d", "%-7d|", "%+d", "%.3d", "%i", "%lu", "%u", "%05d"] {
            for value in [0, 7, 42, 1_234, 12_345, 1_234_567, -1, -1_234, 9_876_543_210] {
                if format.contains("u"), value < 0 { continue }
                // Foundation reads %d as a 32-bit int and truncates; the renderer prints the full value on purpose.
                if !format.contains("l"), Int32(exactly: value) == nil { continue }
                let expected = String(format: format, locale: foundationLocale, value)
                #expect(try rendered(format, .integer(value), locale: locale) == expected, "\(locale) \(format) \(value)")
            }
        }
    }

    @Test(arguments: locales)
    func floatingPointMatchesFoundation(locale: String) throws {
        let foundationLocale = Locale(identifier: locale)
        for format in ["%f", "%.2f", "%.0f", "%.1f", "%e", "%.3e", "%g", "%E", "%G", "%10.2f", "%-10.1f|", "%+.1f"] {
            for value in [0.0, 1.0, 1.5, -2.25, 1_234.5, 1_234_567.891, 0.0001, 1e20, 123_456.0] {
                let expected = String(format: format, locale: foundationLocale, value)
                #expect(try rendered(format, .floatingPoint(value), locale: locale) == expected, "\(locale) \(format) \(value)")
            }
        }
    }

    @Test func hexOctalCharactersAndStrings() throws {
        let locale = Locale(identifier: "ru_RU")
        for format in ["%x", "%X", "%#x", "%o", "%#o", "%08x", "%4x|"] {
            #expect(try rendered(format, .integer(255), locale: "ru_RU") == String(format: format, locale: locale, 255))
        }
        #expect(try rendered("%c", .integer(65), locale: "en_US") == "A")
        #expect(try rendered("[%1$5s][%1$-5s][%1$.1s]", .string("ab"), locale: "en_US") == "[   ab][ab   ][a]")
        #expect(try rendered("[%@]", .string("ab"), locale: "en_US") == String(format: "[%@]", locale: locale, "ab" as NSString))
        #expect(try rendered("%@", .decimal(PluralDecimal(parsing: "1.50")), locale: "ru_RU") == "1.50")
        #expect(try rendered("%.2f", .decimal(PluralDecimal(parsing: "1.5")), locale: "ru_RU") == "1,50")
        #expect(try rendered("%d%%", .integer(5), locale: "en_US") == "5%")
    }

    @Test func nonFiniteNumbers() throws {
        let locale = Locale(identifier: "en_US")
        for value in [Double.nan, .infinity, -.infinity] {
            #expect(try rendered("%f", .floatingPoint(value), locale: "en_US") == String(format: "%f", locale: locale, value))
        }
    }
}
