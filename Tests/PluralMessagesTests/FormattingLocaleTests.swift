import Foundation
@testable import PluralMessages
import Testing

/// Formatting locales are reduced to what Foundation has data for before a `Locale` is made.
@Suite struct FormattingLocaleTests {
    @Test(arguments: [
        ("en_US", "en_US"), ("en-US", "en_US"), ("zh-Hant-HK", "zh_Hant_HK"), ("sr_Latn_RS", "sr_Latn_RS"), ("es-419", "es_419"),
        ("en_RU", "en_RU"), ("ar-u-nu-arab", "ar@numbers=arab"), ("ar_EG@numbers=latn", "ar_EG@numbers=latn"),
        ("en-x-abc123", "en"), ("en-US-x-private-9", "en_US"), ("de-DE-u-ca-buddhist", "de_DE"), ("ru-u-nu-bogus", "ru"),
        ("qq", "und"), ("zzz-ZZ", "und"), ("", "und"), ("en-QQ", "en"), ("123", "und"),
    ])
    func canonicalIdentifiers(identifier: String, canonical: String) {
        #expect(NumberSymbols.canonicalIdentifier(identifier) == canonical)
    }

    @Test func junkSharesTheSymbolsOfWhatItNames() throws {
        #expect(NumberSymbols.of(identifier: "ru-x-abc") === NumberSymbols.of(identifier: "ru"))
        #expect(NumberSymbols.of(identifier: "qx-x-1") === NumberSymbols.of(identifier: "qy-x-2"))
        // A renderer for a private-use tag writes the language's digits.
        let message = LocalizedMessage(key: "k", language: "ru-x-abc", body: .text(MessageText("%d")), origin: MessageOrigin(file: nil, kind: .strings))
        #expect(try MessageRenderer.icu().render(message, arguments: [1_234_567]).text == "1\u{A0}234\u{A0}567")
    }
}
