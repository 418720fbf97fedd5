@testable import CLDRPlural
import Foundation
import ICUPlural
@testable import PluralCore
@testable import PluralMessages
import Testing

/// MessageFormat messages rendered in Swift; every expected text is ICU 72's own (python3-icu's
/// `MessageFormat`, with `ar-u-nu-latn` for Arabic: this package formats with Latin digits).
@Suite struct MessageFormatRenderingTests {
    static let table = try! MessageTable.load(contentsOf: Fixtures.url("MessageFormat"))

    static let byName: [(key: String, language: String, arguments: [String: MessageArgument], text: String)] = [
        ("inbox", "en", ["count": 1000], "You have 1,000 messages"),
        ("inbox", "en", ["count": 0], "Your inbox is empty"),
        ("inbox", "en", ["count": 1], "You have 1 message"),
        // The category is the number's as shown: 1.0004 shows "1".
        ("inbox", "en", ["count": 1.0004], "You have 1 message"),
        ("inbox", "en", ["count": 1.5], "You have 1.5 messages"),
        ("inbox", "ru", ["count": 1.5], "1,5 сообщения"),
        ("inbox", "ru", ["count": 21], "21 сообщение"),
        ("inbox", "ru", ["count": 1_234_567], "1\u{A0}234\u{A0}567 сообщений"),
        ("inbox", "ru", ["count": 0], "Входящих нет"),
        ("inbox", "ru", ["count": 11], "11 сообщений"),
        ("place", "en", ["pos": 22], "You finished 22nd"),
        ("place", "en", ["pos": 11], "You finished 11th"),
        ("place", "en", ["pos": 103], "You finished 103rd"),
        ("place", "en", ["pos": 1001], "You finished 1,001st"),
        ("place", "ru", ["pos": 3], "Вы 3-й"),
        ("party", "en", ["host": "Ann", "guests": 0, "guest": "Bo"], "Ann stays home"),
        ("party", "en", ["host": "Ann", "guests": 1, "guest": "Bo"], "Ann goes with Bo"),
        ("party", "en", ["host": "Ann", "guests": 2, "guest": "Bo"], "Ann goes with Bo and 1 other"),
        ("party", "en", ["host": "Ann", "guests": 5, "guest": "Bo"], "Ann goes with Bo and 4 others"),
        ("shared", "en", ["gender": "female", "count": 1], "She shared 1 file"),
        ("shared", "en", ["gender": "male", "count": 3], "He shared 3 files"),
        ("shared", "en", ["gender": "x", "count": 1000], "They shared 1,000 files"),
        ("shared", "ru", ["gender": "female", "count": 22], "Она отправила 22 файла"),
        ("shared", "ru", ["gender": "male", "count": 5], "Он отправил 5 файлов"),
        ("quoted", "en", ["price": 3.5, "n": 7], "It's {free} and it's 3.50 — '#' #7 in stock"),
        ("progress", "en", ["done": 0.256, "left": 2.5, "rank": 7, "delta": 1.5], "26% done, 2 left, rank 007, change +1.5"),
        ("progress", "en", ["done": 1.5, "left": 3.5, "rank": 12345, "delta": -0.125], "150% done, 4 left, rank 12345, change -0.12"),
        ("settings.title", "en", ["name": "Ann"], "Settings for Ann"),
        ("inbox", "pl", ["count": 22], "22 wiadomości"),
        ("inbox", "pl", ["count": 5], "5 wiadomości"),
        ("inbox", "pl", ["count": 1.5], "1,5 wiadomości"),
        ("files", "pl", ["count": 12345], "12\u{A0}345 plików"),
        ("inbox", "ar", ["count": 0], "لا رسائل"),
        ("inbox", "ar", ["count": 2], "رسالتان"),
        ("inbox", "ar", ["count": 3], "3 رسائل"),
        ("inbox", "ar", ["count": 11], "11 رسالة"),
        ("inbox", "ar", ["count": 1000], "1,000 رسالة"),
        ("inbox", "ar", ["count": 1234.5], "1,234.5 رسالة"),
    ]

    @Test(arguments: byName)
    func rendersAsICUDoes(_ example: (key: String, language: String, arguments: [String: MessageArgument], text: String)) throws {
        let message = try #require(Self.table.message(forKey: example.key, language: example.language))
        for engine: any PluralRulesProvider in [ICUPluralRulesProvider(), CLDRPluralRulesProvider()] {
            let renderer = MessageRenderer(rulesProvider: engine)
            #expect(try renderer.render(message, arguments: .named(example.arguments)).text == example.text)
            // By position: the names in order of first appearance.
            let positional = try message.argumentNames.map { name in try #require(example.arguments[name]) }
            #expect(try renderer.render(message, arguments: .positional(positional)).text == example.text)
        }
    }

    @Test func bindsPositionsInOrderOfFirstAppearance() throws {
        let message = try #require(Self.table.message(forKey: "party", language: "en"))
        #expect(message.argumentNames == ["host", "guests", "guest"])
        #expect(try MessageRenderer.icu().render(message, arguments: ["Ann", 3, "Bo"]).text == "Ann goes with Bo and 2 others")
    }

    @Test func keepsSelectAndPluralAsVariablesOfTheOneModel() throws {
        let message = try #require(Self.table.message(forKey: "shared", language: "en"))
        #expect(message.origin.kind == .messageformat)
        #expect(message.variables.keys.sorted() == ["count", "count_2", "count_3", "gender"])
        let gender = try #require(message.variables["gender"])
        #expect(gender.isSelect)
        #expect(gender.keywordForms.keys.sorted() == ["female", "male", "other"])
        #expect(gender.argumentName == "gender")
        #expect(gender.argumentNumber == 1)
        let count = try #require(message.variables["count"])
        #expect(count.isPlural && count.argumentNumber == 2 && count.forms.keys.sorted() == [.category(.one), .category(.other)])
        let party = try #require(Self.table.message(forKey: "party", language: "en"))
        #expect(party.variables["guests"]?.offset == 1)
        #expect(party.variables["guests"]?.forms[.exact(PluralDecimal(0))] != nil)
        let place = try #require(Self.table.message(forKey: "place", language: "en"))
        #expect(place.variables["pos"]?.isOrdinal == true)
        guard case let .text(text) = place.body else { Issue.record("not a text"); return }
        #expect(text.syntax == .messageFormat)
    }

    static let failures: [(key: String, arguments: [String: MessageArgument], reason: MessageError.Reason)] = [
        ("inbox", [:], .missingNamedArgument("count")),
        ("inbox", ["cuont": 1], .unknownArgumentName("cuont", known: ["count"])),
        ("inbox", ["count": "many"], .wrongArgumentType(position: 1, expected: "a number to select a plural form", actual: "string")),
        ("progress", ["done": "all", "left": 1, "rank": 1, "delta": 1], .wrongArgumentType(position: 1, expected: "a number for '{done, number, percent}'", actual: "string")),
        ("party", ["host": "Ann", "guests": 3], .missingNamedArgument("guest")),
        ("inbox", ["count": .floatingPoint(.nan)], .invalidArgumentValue(position: 1, "nan is not a finite number")),
        ("count", [:], .invalidEntry("the value is a number (3), not a MessageFormat text (a string)")),
    ]

    @Test(arguments: failures)
    func refusesBadArgumentsWithATypedError(_ example: (key: String, arguments: [String: MessageArgument], reason: MessageError.Reason)) throws {
        let message = try #require(Self.table.message(forKey: example.key, language: "en"))
        #expect(throws: MessageError.self) { try MessageRenderer.icu().render(message, arguments: .named(example.arguments)) }
        do {
            _ = try MessageRenderer.icu().render(message, arguments: .named(example.arguments))
        } catch {
            #expect(error.reason == example.reason)
        }
    }

    @Test func anUnparsableTextKeepsItsErrorAndPosition() throws {
        let message = try #require(Self.table.message(forKey: "broken", language: "en"))
        guard case let .text(text) = message.body else { Issue.record("not a text"); return }
        #expect(text.messageFormatError?.offset == 0)
        #expect(text.messageFormatError?.reason.contains("'other'") == true)
        do {
            _ = try MessageRenderer.icu().render(message, arguments: [1])
            Issue.record("rendered a text that does not parse")
        } catch {
            guard case .invalidFormat = error.reason else { Issue.record("\(error)"); return }
        }
    }

    @Test func genderAndSelectShareTheKeywordForms() throws {
        let she = MessageText("she"), other = MessageText("they")
        let byKeyword = MessageVariable(name: "g", kind: .gender, valueType: "d", forms: [:], keywordForms: ["female": she, "other": other])
        #expect(byKeyword.genderForms == [.female: she, .other: other])
        let byGender = MessageVariable(name: "g", kind: .gender, valueType: "d", forms: [:], genderForms: [.female: she, .other: other])
        #expect(byGender.keywordForms == ["female": she, "other": other])
        #expect(byKeyword == byGender)
    }

    @Test func aNumberIntoSelectUsesItsText() throws {
        let message = LocalizedMessage(key: "k", language: "en", messageFormat: "{n, select, 1 {one} other {more: {n}}}")
        #expect(try MessageRenderer.icu().render(message, arguments: [1]).text == "one")
        #expect(try MessageRenderer.icu().render(message, arguments: [1234]).text == "more: 1,234")
    }

    /// Number styles in other locales, against ICU 72's MessageFormat.
    static let numbers: [(pattern: String, language: String, value: MessageArgument, text: String)] = [
        ("{n, number, percent}", "tr", -1, "-%100"),
        ("{n, number, percent}", "tr", 0.5, "%50"),
        ("{n, number, percent}", "fr", 0.5, "50\u{A0}%"),
        ("{n, number, percent}", "en", 0.125, "12%"),
        ("{n, number, percent}", "en", 0.135, "14%"),
        ("{n}", "en", -0.0001, "-0"),
        ("{n}", "en", 1e-7, "0"),
        ("{n}", "en", 1e20, "100,000,000,000,000,000,000"),
        ("{n}", "en", 2.0005, "2"),
        ("{n}", "en", 2.0015, "2.002"),
        ("{n}", "en", 123_456_789.987654, "123,456,789.988"),
        // ICU's MessageFormat groups four digits even where the minimum grouping is two.
        ("{n}", "pl", 1234, "1\u{A0}234"),
        ("{n}", "es", 1234, "1.234"),
        ("{n}", "hi", 1_234_567, "12,34,567"),
        ("{n}", "de", 1234.5, "1.234,5"),
        ("{n, number, ::.00 group-off}", "de", 12345.678, "12345,68"),
        ("{n, number, ::.00}", "en", 2.005, "2.00"),
        ("{n, number, ::.00}", "en", 2.015, "2.02"),
        ("{n, number, ::.##}", "en", 1.0, "1"),
        ("{n, number, ::precision-integer}", "en", 2.5, "2"),
        ("{n, number, ::sign-always}", "en", 0, "+0"),
        ("{n, number, ::integer-width/*000}", "en", 12345, "12,345"),
        ("{n, number, integer}", "en", 1_234_567.5, "1,234,568"),
        ("{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}", "en", 1234567, "1,234,567th"),
        ("{n, plural, offset:1 other {#}}", "en", 0, "-1"),
        ("{n, plural, =0 {zero} other {#}}", "en", -0.0, "zero"),
        ("{n, plural, =1 {exact} one {one #} other {other #}}", "en", 1.0004, "one 1"),
        ("{n, plural, =1.5 {x} other {y}}", "en", 1.5, "x"),
    ]

    @Test(arguments: numbers)
    func formatsNumbersAsICUDoes(_ example: (pattern: String, language: String, value: MessageArgument, text: String)) throws {
        let message = LocalizedMessage(key: "k", language: example.language, messageFormat: example.pattern)
        #expect(try MessageRenderer.icu().render(message, arguments: [example.value]).text == example.text)
    }

    @Test func aMissingCategoryFallsBackToOtherWithADiagnostic() throws {
        let message = LocalizedMessage(key: "k", language: "ru", messageFormat: "{n, plural, one {# файл} other {# файла}}")
        let rendered = try MessageRenderer.icu().render(message, arguments: [5])
        #expect(rendered.text == "5 файла")
        #expect(rendered.diagnostics.map(\.kind) == [.missingForm(.many)])
    }
}
