@testable import CLDRPlural
import Foundation
import ICUPlural
@testable import PluralCore
import PluralLocalization
@testable import PluralMessages
import Testing

/// `NSStringGenderRuleType` variables, which Apple documents but renders as "(null)".
@Suite struct GenderTests {
    static let table = try! MessageTable.load(contentsOf: Fixtures.url("Gender"))

    static let cases: [(key: String, language: String, arguments: [MessageArgument], text: String)] = [
        ("liked_photo", "ru", ["Анна", 1], "Анна оценила ваше фото"),
        ("liked_photo", "ru", ["Иван", 0], "Иван оценил ваше фото"),
        ("liked_photo", "ru", ["Они", "other"], "Они оценили ваше фото"),
        ("liked_photo", "ru", ["Анна", "Female"], "Анна оценила ваше фото"),
        ("shared_files", "ru", ["Иван", 0, 21], "Иван отправил 21 файл"),
        ("shared_files", "ru", ["Облако", 2, 3], "Облако отправило 3 файла"),
        ("shared_files", "ru", ["Анна", "neutral", 11], "Анна отправило 11 файлов"),
        ("shared_files", "en", ["Ann", 1, 0], "Ann shared no files with her team"),
        ("shared_files", "en", ["Bob", "male", 1], "Bob shared a file with his team"),
        ("shared_files", "en", ["Sam", 2, 5], "Sam shared 5 files with their team"),
        ("nested", "en", [1, 1], "She added a photo"),
        ("liked_photo", "pl", ["Ewa", 1], "Ewa polubiła Twoje zdjęcie"),
        ("liked_photo", "pl", ["Jan", "male"], "Jan polubił Twoje zdjęcie"),
        ("shared_files", "pl", ["Jan", 0, 22], "Jan udostępnił 22 pliki"),
        ("shared_files", "pl", ["Dziecko", 2, 5], "Dziecko udostępniło 5 plików"),
        ("liked_photo", "ar", ["سارة", 1], "سارة أعجبت بـ صورتك"),
        ("shared_files", "ar", ["أحمد", 0, 2], "أحمد شارك ملفين"),
        ("shared_files", "ar", ["سارة", 1, 11], "سارة شاركت 11 ملفًا"),
        ("shared_files", "ar", ["هم", "other", 3], "هم شاركوا 3 ملفات"),
        ("nested", "en", [0, 3], "He added 3 photos"),
    ]

    @Test(arguments: cases)
    func rendersTheFormTheArgumentNames(_ example: (key: String, language: String, arguments: [MessageArgument], text: String)) throws {
        for engine: any PluralRulesProvider in [ICUPluralRulesProvider(), CLDRPluralRulesProvider()] {
            let renderer = MessageRenderer(rulesProvider: engine, options: RenderOptions(formattingLocale: Locale(identifier: "en_US_POSIX")))
            let message = try #require(Self.table.message(forKey: example.key, language: example.language))
            #expect(try renderer.render(message, arguments: .positional(example.arguments)).text == example.text)
        }
    }

    @Test func aMissingFormFallsBackToOtherWithADiagnostic() throws {
        let message = try #require(Self.table.message(forKey: "liked_photo", language: "ru"))
        let rendered = try MessageRenderer.icu().render(message, arguments: ["Облако", 2])
        #expect(rendered.text == "Облако оценили ваше фото")
        #expect(rendered.diagnostics.map(\.kind) == [.missingGenderForm(.neuter)])
    }

    @Test(arguments: [MessageArgument.integer(3), .integer(-1), .string("robot"), .floatingPoint(1.5), .decimal(try! PluralDecimal(parsing: "1.0"))])
    func argumentsThatNameNoGenderAreErrors(argument: MessageArgument) throws {
        let message = try #require(Self.table.message(forKey: "liked_photo", language: "ru"))
        #expect {
            _ = try MessageRenderer.icu().render(message, arguments: ["Анна", argument])
        } throws: { error in
            guard let error = error as? MessageError, case let .invalidArgumentValue(position, reason) = error.reason else { return false }
            return position == 2 && reason.contains("names no gender")
        }
    }

    @Test func aGenderVariableWithoutOtherIsAnErrorWhenItsGenderIsMissing() throws {
        var table = MessageTable(name: "Localizable")
        let plist = """
            <plist version="1.0"><dict><key>k</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@g@</string>
            <key>g</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringGenderRuleType</string>
            <key>male</key><string>he</string><key>feminine</key><string>she</string></dict>
            </dict></dict></plist>
            """
        try table.add(contentsOf: Data(plist.utf8), kind: .stringsdict, language: "en")
        let message = try #require(table.message(forKey: "k", language: "en"))
        let variable = try #require(message.variables["g"])
        #expect(variable.isGender && variable.genderForms.keys.sorted { $0.rawValue < $1.rawValue } == [.male])
        #expect(variable.unknownKeys == ["feminine"])
        #expect(try MessageRenderer.icu().render(message, arguments: [0]).text == "he")
        #expect(throws: MessageError(.noOtherGenderForm(variable: "g", selected: .female), key: "k", language: "en", place: "variable 'g'")) {
            try MessageRenderer.icu().render(message, arguments: [1])
        }
    }

    @Test func otherRuleTypesAreStillRefused() throws {
        var table = MessageTable(name: "Localizable")
        let plist = """
            <plist version="1.0"><dict><key>k</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@v@</string>
            <key>v</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringOrdinalRuleType</string>
            <key>other</key><string>x</string></dict>
            </dict></dict></plist>
            """
        try table.add(contentsOf: Data(plist.utf8), kind: .stringsdict, language: "en")
        let message = try #require(table.message(forKey: "k", language: "en"))
        #expect(throws: MessageError(.unsupportedRuleType(variable: "v", ruleType: "NSStringOrdinalRuleType"), key: "k", language: "en", place: "variable 'v'")) {
            try MessageRenderer.icu().render(message, arguments: [1])
        }
    }

    @Test(arguments: [("male", GrammaticalGender.male), ("FEMALE", .female), ("neuter", .neuter), ("neutral", .neuter), ("other", .other)])
    func namesReadIgnoringCase(name: String, gender: GrammaticalGender) {
        #expect(GrammaticalGender(name: name) == gender)
    }
}

extension GenderTests {
    @Test func cleanGenderTablesHaveNoFindings() {
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([Fixtures.url("Gender")]))
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }

    @Test func lintFindsGenderMistakes() throws {
        var table = MessageTable(name: "Localizable", developmentLanguage: "en")
        let plist = """
            <plist version="1.0"><dict><key>k</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@g@</string>
            <key>g</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringGenderRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>f</string>
            <key>male</key><string>he</string><key>feminine</key><string>she</string></dict>
            </dict></dict></plist>
            """
        try table.add(contentsOf: Data(plist.utf8), kind: .stringsdict, language: "en")
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.table(table))
        #expect(Set(findings.map(\.code)) == ["missing-other", "unknown-form-key", "invalid-value-type"])
        #expect(findings.first { $0.code == "missing-other" }?.severity == .error)
        #expect(findings.first { $0.code == "unknown-form-key" }?.message.contains("'feminine'") == true)
    }
}
