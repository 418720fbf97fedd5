import Foundation
import PluralLocalization
@testable import PluralMessages
import Testing

/// Formatting locales are reduced to what Foundation has data for before a `Locale` is made.
@Suite struct FormattingLocaleTests {
    /// The renderer's integer writer (no closures since issue 43's fifth round) writes what the
    /// string path groups and localizes, sign, separators and digits included, up to Int.min.
    @Test(arguments: ["en", "de", "ru", "ar-EG", "hi", "pl"])
    func writeIntegerMatchesTheStringPath(language: String) {
        let symbols = NumberSymbols.of(identifier: language)
        for value in [0, 7, -7, 10, 999, 1_000, -1_234, 12_345, 123_456, 1_234_567, -98_765_432, Int.max, Int.min] {
            let digits = Substring(String(value.magnitude))
            let sign = value < 0 ? symbols.minusSign : ""
            for (threshold, expected) in [(symbols.groupingThreshold, sign + symbols.group(digits)), (Int.max, sign + symbols.localize(digits: digits))] {
                let written = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { buffer in
                    String(decoding: UnsafeBufferPointer(rebasing: buffer[..<symbols.writeInteger(value, threshold: threshold, into: buffer)]), as: UTF8.self)
                }
                #expect(written == expected, "\(language) \(value) threshold \(threshold)")
                // A buffer too short for the text gets as many of its bytes as it has room for.
                let utf8 = Array(expected.utf8)
                for room in [0, 1, utf8.count / 2, utf8.count - 1] where room >= 0 && room < utf8.count {
                    let cut = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: room) { buffer in
                        Array(buffer[..<symbols.writeInteger(value, threshold: threshold, into: buffer)])
                    }
                    #expect(cut == Array(utf8[..<room]), "\(language) \(value) threshold \(threshold) in \(room) bytes")
                }
            }
        }
    }

    @Test(arguments: [
        ("en_US", "en_US"), ("en-US", "en_US"), ("zh-Hant-HK", "zh_Hant_HK"), ("sr_Latn_RS", "sr_Latn_RS"), ("es-419", "es_419"),
        ("en_RU", "en_RU"), ("ar-u-nu-arab", "ar@numbers=arab"), ("ar_EG@numbers=latn", "ar_EG@numbers=latn"),
        ("en-x-abc123", "en"), ("en-US-x-private-9", "en_US"), ("de-DE-u-ca-buddhist", "de_DE"), ("ru-u-nu-bogus", "ru"),
        ("qq", "und"), ("zzz-ZZ", "und"), ("", "und"), ("en-QQ", "en"), ("123", "und"),
    ])
    func canonicalIdentifiers(identifier: String, canonical: String) {
        #expect(FoundationNumberData.canonicalIdentifier(identifier) == canonical)
    }

    @Test func junkSharesTheSymbolsOfWhatItNames() throws {
        #expect(NumberSymbols.of(identifier: "ru-x-abc") === NumberSymbols.of(identifier: "ru"))
        #expect(NumberSymbols.of(identifier: "qx-x-1") === NumberSymbols.of(identifier: "qy-x-2"))
        // A renderer for a private-use tag writes the language's digits.
        let message = LocalizedMessage(key: "k", language: "ru-x-abc", body: .text(MessageText("%d")), origin: MessageOrigin(file: nil, kind: .strings))
        #expect(try MessageRenderer.icu().render(message, arguments: [1_234_567]).text == "1\u{A0}234\u{A0}567")
    }

    /// The integer path of MessageFormat plurals (`#` of an integer argument) writes what the general
    /// decimal path writes, for grouping, native digits and signs; and the printf integer path
    /// (`%d`) writes every digit of the longest integers in those symbols.
    @Test(arguments: ["en", "ru", "ar-u-nu-arab", "hi-u-nu-deva", "pl", "de_CH", "fa", "mr", "und", "my"])
    func integerPathsWriteWhatTheGeneralPathsWrite(language: String) throws {
        let symbols = NumberSymbols.of(identifier: language)
        let plain = try #require(FormatSpecifier(valueType: "d"))
        let numbers = [0, 1, -1, 5, 12, 999, 1_000, -1_234, 12_345, 123_456, 1_234_567, 10_000_000_000, Int.max, Int.min, Int.min + 1]
        for number in numbers {
            let general = MessageFormatNumberFormatter(symbols: symbols).format(ExactDecimal(number), style: .decimal).shown
            #expect(MessageFormatNumberFormatter(symbols: symbols).formatDecimal(number) == general, "\(language) \(number)")
            var output = "x"
            ArgumentFormatter(symbols: symbols).appendPlainInteger(number, to: &output)
            #expect(output == "x" + (try ArgumentFormatter(symbols: symbols).format(.integer(number), as: plain)), "\(language) \(number)")
        }
    }
}
