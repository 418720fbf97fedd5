import CLDRPlural
import Foundation
import ICUPlural
import PluralCore
import PluralMessages
import Testing
import TestSupport

/// The library examples of README.md, line for line, so the front page cannot drift from the API.
@Suite struct ReadmeExampleTests {
    @Test func theLibrary() throws {
        let russian = try ICUPluralRules.shared(for: "ru")
        #expect(russian.category(for: 21) == .one)
        #expect(try russian.category(forText: "1.5") == .other)

        let english = try ICUPluralRules.shared(for: "en-US")
        #expect(try english.category(forText: "1.0") == .other)
        #expect(english.category(for: 1.0) == .one)

        let ordinal = try ICUPluralRules.shared(for: "en", type: .ordinal)
        #expect(ordinal.category(for: 22) == .two)

        let unknown = try ICUPluralRules.shared(for: "xx")
        #expect(!unknown.hasPluralData)
        #expect(throws: PluralError.noPluralData(locale: "xx", type: .cardinal)) { try ICUPluralRules.shared(for: "xx", strict: true) }

        #expect(throws: PluralError.invalidNumber("1,5", .unexpectedCharacter(",", offset: 1))) { try english.category(forText: "1,5") }
    }

    @Test func languageAndRegion() throws {
        let formatter = try PluralNumberFormatter(language: "ru", formattingLocale: "en_US", precision: .fractionDigits(0))
        let shown = try formatter.format("1.1")
        #expect(shown.text == "1")
        #expect(shown.category == .one)
        #expect(getPluralForm(3, Locale(identifier: "ru_RU")) == "few")
    }

    @Test func thePureSwiftEngine() throws {
        let rules = try CLDRPluralRules.shared(for: "pl")
        #expect(rules.category(for: 22) == .few)
    }

    /// README "ICU MessageFormat" and the DocC page MessageFormat.md.
    @Test func icuMessageFormat() throws {
        let localesDirectory = TestFolders.root.appendingPathComponent("readme-locales-\(UUID().uuidString)")
        let locales = localesDirectory
        defer { try? FileManager.default.removeItem(at: localesDirectory) }
        try FileManager.default.createDirectory(at: localesDirectory, withIntermediateDirectories: true)
        try Data(#"{"inbox": "{count, plural, =0 {Your inbox is empty} one {You have # message} other {You have # messages}}"}"#.utf8)
            .write(to: localesDirectory.appendingPathComponent("en.json"))
        try Data(#"{"inbox": "{count, plural, one {# сообщение} few {# сообщения} many {# сообщений} other {# сообщения}}"}"#.utf8)
            .write(to: localesDirectory.appendingPathComponent("ru.json"))
        let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider())

        // README
        do {
            let locales = try MessageTable.load(contentsOf: localesDirectory)  // en.json, ru.json…
            let inbox = try renderer.render(key: "inbox", in: locales, preferredLanguages: ["en"], arguments: ["count": 1000])
            #expect(inbox.text == "You have 1,000 messages")
        }
        // DocC MessageFormat.md
        let table = try MessageTable.load(contentsOf: locales)
        #expect(try renderer.render(key: "inbox", in: table, preferredLanguages: ["en"], arguments: ["count": 1000]).text == "You have 1,000 messages")
        #expect(try renderer.render(key: "inbox", in: table, preferredLanguages: ["ru"], arguments: [1.5]).text == "1,5 сообщения")
    }

    @Test func messagesOnLinux() throws {
        let resources = TestFolders.root.appendingPathComponent("readme-\(UUID().uuidString).stringsdict")
        defer { try? FileManager.default.removeItem(at: resources) }
        let plist: [String: Any] = [
            "files": [
                "NSStringLocalizedFormatKey": "%#@files@",
                "files": [
                    "NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d",
                    "one": "%d файл", "few": "%d файла", "many": "%d файлов", "other": "%d файла",
                ] as [String: String],
            ] as [String: Any],
        ]
        try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0).write(to: resources)

        let table = try MessageTable.load(contentsOf: resources, language: "ru")
        let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider())
        let files = try renderer.render(key: "files", in: table, preferredLanguages: ["ru"], arguments: [5])
        #expect(files.text == "5 файлов")
    }

    @Test func lint() throws {
        let resources = TestFolders.root.appendingPathComponent("readme-lint-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: resources) }
        let folder = resources.appendingPathComponent("fr.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let plist: [String: Any] = [
            "replies": [
                "NSStringLocalizedFormatKey": "%#@n@",
                "n": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d",
                      "one": "1 réponse", "other": "%d réponses"] as [String: String],
            ] as [String: Any],
        ]
        try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0).write(to: folder.appendingPathComponent("Localizable.stringsdict"))
        try Data().write(to: folder.appendingPathComponent("Localizable.strings"))

        let linter = MessageLinter(rulesProvider: ICUPluralRulesProvider(), developmentLanguage: "en")
        let findings = linter.lint(.paths([resources]))
        let errors = findings.filter { $0.severity == .error }   // each with code, file, key, language, hint
        #expect(errors.map(\.code) == ["literal-one"])
        #expect(errors.first?.message.contains("0 renders '1 réponse'") == true)
    }

    /// PluralMessages.docc/RenderingLikeApple.md, "Typing arguments".
    @Test func typingArguments() throws {
        let shown = try MessageArgument(decimal: "1.0")      // English: "1.0 files" (other)
        let value = MessageArgument(Decimal(string: "1.0")!) // the decimal 1
        #expect(shown == .decimal(try PluralDecimal(parsing: "1.0")))
        #expect(value == .decimal(PluralDecimal(1)))
    }

    /// PluralMessages.docc/RenderingLikeApple.md, "Plural forms follow the digits shown": the Apple-like renderer.
    @Test func selectingOnTheValueAsApple() throws {
        let appleLike = MessageRenderer(rulesProvider: ICUPluralRulesProvider(), options: RenderOptions(selectionMode: .value))
        let english = LocalizedMessage(
            key: "distance", language: "en", body: .text(MessageText("%#@km@")),
            variables: ["km": MessageVariable(name: "km", kind: .plural, valueType: ".1f",
                                              forms: [.category(.one): MessageText("%.1f kilometer"), .category(.other): MessageText("%.1f kilometers")])],
            origin: MessageOrigin(file: nil, kind: .stringsdict))
        #expect(try appleLike.render(english, arguments: .positional([.integer(1)])).text == "1.0 kilometer")
        #expect(try MessageRenderer(rulesProvider: ICUPluralRulesProvider()).render(english, arguments: .positional([.integer(1)])).text == "1.0 kilometers")
    }

    /// The preview's page, as the README's `preview` section describes it (the model is the command's, package access).
    @Test func previewPage() throws {
        let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Resources")
        let table = try MessageTable.load(contentsOf: resources)
        let preview = MessagePreview(table: table, rulesProvider: CLDRPluralRulesProvider())
        let html = PreviewHTML.page(title: "Localizable", tables: [preview])
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("data-language=\"ru\"") && html.contains("data-key=\""))
    }
}

/// ICUPlural.docc/MessageFormat.md, line for line.
@Suite struct MessageFormatArticleTests {
    @Test func icuMessageFormat() throws {
        let inbox = try ICUMessageFormat(
            "{count, plural, =0 {Your inbox is empty} one {You have # message} other {You have # messages}}",
            localeIdentifier: "en")
        #expect(try inbox.format(["count": 1000]) == "You have 1,000 messages")
        let files = try ICUMessageFormat(
            "{count, plural, one {# файл} few {# файла} many {# файлов} other {# файла}}", localeIdentifier: "ru")
        #expect(try files.format(["count": .init(parsing: "1.5")]) == "1,5 файла")
        let place = try ICUMessageFormat("{pos, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
                                         localeIdentifier: "en")
        #expect(try place.format(["pos": 22]) == "22nd")
    }
}

/// README.md, "Convert between formats", and PluralMessages.docc/ConvertingBetweenFormats.md.
@Suite struct ConvertExampleTests {
    @Test func writingATable() throws {
        let table = try MessageTable.load(bundle: .module)
        let writer = MessageTableWriter(rulesProvider: ICUPluralRulesProvider())
        let written = writer.write(table, as: .messageformat)
        let russian = try #require(written.files["ru.json"])
        let texts = try #require(try JSONSerialization.jsonObject(with: russian) as? [String: String])
        #expect(texts["files"] == "{files, plural, one {# файл} few {# файла} many {# файлов} other {# файла}}")
        #expect(written.notes.isEmpty)
    }
}

/// README.md, "ICU MessageFormat": ICU's own MessageFormat.
@Suite struct ReadmeMessageFormatThroughICUTests {
    @Test func icuMessageFormat() throws {
        let inboxThroughICU = try ICUMessageFormat(
            "{count, plural, =0 {Your inbox is empty} one {You have # message} other {You have # messages}}",
            localeIdentifier: "en")
        #expect(try inboxThroughICU.format(["count": 1000]) == "You have 1,000 messages")
    }
}
