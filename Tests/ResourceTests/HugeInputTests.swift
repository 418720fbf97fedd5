@testable import CLDRPlural
import Foundation
import ICUPlural
@testable import PluralCore
@testable import PluralMessages
import Testing

/// Huge inputs end in a clear error or the right answer, in bounded time and memory (no timing
/// assertions: a hang or a blow-up fails the run itself).
@Suite struct HugeInputTests {
    static let megabyteNumber = String(repeating: "7", count: 1 << 20)
    /// Keys of the generated catalog: 5,000 (about 2.3 MB) keep the suite quick; ICUPLURAL_FULL_SIZE=1
    /// makes it 22,000 (over 10 MB), the size the hardening report measures.
    static let catalogKeys = ProcessInfo.processInfo.environment["ICUPLURAL_FULL_SIZE"] == nil ? 5_000 : 22_000

    @Test func megabyteNumberIsTooLongForEveryEntryPoint() throws {
        let tooLong = PluralNumberError.tooManyDigits(limit: PluralDecimal.maximumDigitCount)
        #expect(throws: tooLong) { try PluralDecimal(parsing: Self.megabyteNumber) }
        #expect(throws: tooLong) { try PluralOperands(parsing: Self.megabyteNumber) }
        #expect(Array(Self.megabyteNumber.utf8).withUnsafeBufferPointer { PluralOperands(utf8: $0) } == nil)
        #expect(throws: PluralError.invalidNumber(Self.megabyteNumber, tooLong)) { try CLDRPluralRules.shared(for: "ru").category(forText: Self.megabyteNumber) }
        #expect(throws: PluralError.invalidNumber(Self.megabyteNumber, tooLong)) { try ICUPluralRules.shared(for: "ru").category(forText: Self.megabyteNumber) }
        #expect(throws: PluralError.self) { try PluralNumberFormatter(language: "ru").format(Self.megabyteNumber) }
        // The error names the number by its first 40 characters only.
        let description = PluralError.invalidNumber(Self.megabyteNumber, tooLong).description
        #expect(description.count < 120)
        // Garbage is refused at its first byte, whatever follows.
        #expect(throws: PluralNumberError.unexpectedCharacter("x", offset: 1)) { try PluralDecimal(parsing: "1x" + Self.megabyteNumber) }
    }

    @Test func longestAcceptedNumberSelectsExactly() throws {
        // 1,000 digits ending in 21: Russian `one` in both engines (ICU reduces the integer part).
        let number = String(repeating: "9", count: PluralDecimal.maximumDigitCount - 2) + "21"
        #expect(try CLDRPluralRules.shared(for: "ru").category(forText: number) == .one)
        #expect(try ICUPluralRules.shared(for: "ru").category(forText: number) == .one)
    }

    @Test func hugeCatalogLoadsAndRenders() throws {
        // Keys in two languages, about 465 bytes of JSON each.
        var strings: [String: Any] = [:]
        let padding = String(repeating: "·", count: 40)
        for index in 0..<Self.catalogKeys {
            func plural(_ one: String, _ other: String) -> [String: Any] {
                ["variations": ["plural": [
                    "one": ["stringUnit": ["state": "translated", "value": one]],
                    "other": ["stringUnit": ["state": "translated", "value": other]],
                ]]]
            }
            strings["key \(index) \(padding)"] = ["localizations": [
                "en": plural("%lld file \(index)", "%lld files \(index)"),
                "fr": plural("%lld fichier \(index)", "%lld fichiers \(index)"),
            ]]
        }
        let data = try JSONSerialization.data(withJSONObject: ["sourceLanguage": "en", "version": "1.0", "strings": strings])
        #expect(data.count > Self.catalogKeys * 250)
        var table = MessageTable(name: "Huge")
        try table.add(contentsOf: data, kind: .xcstrings, language: nil)
        #expect(table.keys.count == Self.catalogKeys)
        #expect(table.languages == ["en", "fr"])
        let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider())
        let last = Self.catalogKeys - 1
        #expect(try renderer.render(key: "key \(last) \(padding)", in: table, preferredLanguages: ["fr"], arguments: [1]).text == "1 fichier \(last)")
        #expect(try renderer.render(key: "key 7 \(padding)", in: table, preferredLanguages: ["en"], arguments: [2]).text == "2 files 7")
    }

    @Test func tenThousandNestedVariablesStopAtTheDepthLimit() throws {
        var entry: [String: Any] = ["NSStringLocalizedFormatKey": "%#@v0@"]
        for index in 0..<10_000 {
            entry["v\(index)"] = ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d",
                                  "one": "%#@v\(index + 1)@", "other": "%#@v\(index + 1)@"]
        }
        entry["v10000"] = ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d", "other": "end"]
        let data = try PropertyListSerialization.data(fromPropertyList: ["deep": entry], format: .xml, options: 0)
        var table = MessageTable(name: "Deep")
        try table.add(contentsOf: data, kind: .stringsdict, language: "en")
        let message = try #require(table.message(forKey: "deep", language: "en"))
        #expect {
            try MessageRenderer(rulesProvider: CLDRPluralRulesProvider()).render(message, arguments: [1])
        } throws: { error in
            (error as? MessageError)?.reason == .nestingTooDeep(limit: MessageLimits.maximumNestingDepth)
        }
        #expect(MessageLinter(rulesProvider: CLDRPluralRulesProvider()).lint(.message(message)).contains { $0.code == "nesting-too-deep" })
    }

    @Test func propertyListsNestedTenThousandDeepAreRefused() {
        let depth = 10_000
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict><key>k</key>"
            + String(repeating: "<dict><key>NSStringDeviceSpecificRuleType</key>", count: depth) + "<string>x</string>"
            + String(repeating: "</dict>", count: depth) + "</dict></plist>"
        var table = MessageTable(name: "Deep")
        #expect(throws: MessageFileError.self) { try table.add(contentsOf: Data(xml.utf8), kind: .stringsdict, language: "en") }
        let json = "{\"sourceLanguage\":\"en\",\"strings\":{\"k\":" + String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth) + "}}"
        #expect(throws: MessageFileError.self) { try table.add(contentsOf: Data(json.utf8), kind: .xcstrings, language: nil) }
    }

    @Test func tenThousandCharacterLocaleIdentifier() throws {
        let identifier = String(repeating: "a", count: 10_000)
        let swift = try CLDRPluralRules.shared(for: identifier)
        #expect(!swift.hasPluralData && swift.category(for: 1) == .other)
        #expect(throws: PluralError.noPluralData(locale: identifier, type: .cardinal)) { try CLDRPluralRules.shared(for: identifier, strict: true) }
        let message = LocalizedMessage(key: "k", language: identifier, body: .text(MessageText("%d files")), origin: MessageOrigin(file: nil, kind: .strings))
        #expect(try MessageRenderer(rulesProvider: ICUPluralRulesProvider()).render(message, arguments: [3]).text == "3 files")
        // English with 10,000 characters of region and variants: the Swift engine still reads the language.
        #expect(try CLDRPluralRules.shared(for: "en_" + String(repeating: "X", count: 9_997)).category(forText: "1") == .one)
    }

    @Test func megabyteRuleTexts() throws {
        // 160,000 values in one relation: parsed, and selected exactly.
        let values = (0..<160_000).map { String($0 * 2) }.joined(separator: ",")
        #expect(values.utf8.count > 1_000_000)
        let even = try CLDRPluralRules(parsing: "one: n = \(values); other: @integer 1")
        #expect(even.category(for: 319_998) == .one && even.category(for: 319_997) == .other && even.category(for: 320_000) == .other)
        // 100,000 alternatives.
        let alternatives = (0..<100_000).map { "n = \($0 * 3)" }.joined(separator: " or ")
        let thirds = try CLDRPluralRules(parsing: "few: \(alternatives)")
        #expect(thirds.category(for: 299_997) == .few && thirds.category(for: 299_998) == .other)
        // A megabyte of garbage fails at its first bad token.
        let garbage = "one: n = 1 " + String(repeating: "% ", count: 500_000)
        #expect(throws: PluralRuleParseError.self) { try CLDRPluralRules(parsing: garbage) }
        do {
            _ = try PluralRuleParser.ruleSet(garbage)
        } catch {
            #expect(error.position == 11)
        }
        // Large literals and moduli are exact up to the parser's limit, and refused past it.
        let wide = try CLDRPluralRules(parsing: "one: n % 99999999999999999 = 99999999999999998")
        #expect(try wide.category(forText: "199999999999999997") == .one)
        #expect(try CLDRPluralRules(parsing: "one: n = 999999999999999999").category(forText: "999999999999999999") == .one)
        #expect(throws: PluralRuleParseError.valueTooLarge("1000000000000000000", position: 9)) { try CLDRPluralRules(parsing: "one: n = 1000000000000000000") }
    }
}
