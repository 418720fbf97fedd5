import Foundation
import ICUPlural
import PluralCore
import PluralLocalization
@testable import PluralMessages
import Testing

/// The i18next JSON v4 reader: detection, keys, plural sibling groups, places and repeated keys.
@Suite struct I18nextReaderTests {
    /// A `locales` folder of `<language>/common.json` files.
    static func locales(_ files: [String: String]) throws -> URL {
        let root = try temporaryDirectory("i18next-\(UUID().uuidString)")
        try write(files.mapValues { Data($0.utf8) }, in: root)
        return root.appendingPathComponent("locales")
    }

    static func table(_ files: [String: String], name: String = "common") throws -> MessageTable {
        try MessageTable.load(contentsOf: try locales(files), table: name)
    }

    @Test func detectsNamespaceFilesInLanguageFoldersOnly() {
        let formats = FileFormats.standard
        func kind(_ path: String) -> MessageOrigin.Kind? { formats.format(of: URL(fileURLWithPath: path))?.kind }
        #expect(kind("/p/locales/en/common.json") == .i18next)
        #expect(kind("/p/public/locales/pt-BR/translation.json") == .i18next)
        // MessageFormat's `<language>.json`, in any folder, stays MessageFormat's.
        #expect(kind("/p/lang/en.json") == .messageformat)
        #expect(kind("/p/en/de.json") == .messageformat)
        #expect(kind("/p/lang/es-419.mf2.json") == .messageformat2)
        // A folder that is no language Foundation knows.
        #expect(kind("/p/app/common.json") == .messageformat)
    }

    /// Every MessageFormat fixture of the package is detected as before.
    @Test func messageFormatFixturesStayMessageFormat() throws {
        let root = Fixtures.root
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "json" && !$0.path.contains("/I18next/") }
        #expect(files.count > 50)
        for file in files {
            #expect(FileFormats.standard.format(of: file)?.kind != .i18next, "\(file.path)")
        }
    }

    @Test func groupsPluralSiblingsAndNothingElse() throws {
        let table = try Self.table([
            "locales/en/common.json": """
                {
                  "item_one": "{{count}} item", "item_other": "{{count}} items", "item": "Items",
                  "button_other": "Other options",
                  "photo_one": "One photo",
                  "place_ordinal_one": "{{count}}st", "place_ordinal_other": "{{count}}th",
                  "legacy_plural": "{{count}} things", "legacy_0": "{{count}} thing",
                  "inbox": {"unread_one": "{{count}} unread", "unread_other": "{{count}} unread", "list": ["a", "b"]}
                }
                """,
            "locales/ja/common.json": #"{"item_other": "{{count}} 個", "button_other": "その他"}"#,
        ])
        let en = Set(table.keys(in: "en"))
        // Ordinal siblings are one ordinal message (I18nextOrdinalTests).
        #expect(en == ["item", "button_other", "photo_one", "place_ordinal", "legacy_plural", "legacy_0",
                       "inbox.unread", "inbox.list.0", "inbox.list.1"])
        let item = try #require(table.message(forKey: "item", language: "en"))
        guard case let .plural(argument, forms) = item.body else { Issue.record("not a plural: \(item.body)"); return }
        #expect(argument == 1)
        #expect(Set(forms.keys) == [.category(.one), .category(.other)])
        #expect(item.pluralFallback == .text(MessageText(i18next: "Items")))
        #expect(item.argumentNames == ["count"])
        // Japanese writes only `_other`: a plural when it interpolates the count, else a key of its own.
        #expect(Set(table.keys(in: "ja")) == ["item", "button_other"])
    }

    @Test func placesKeysAndReportsRepeatedOnesKeepingTheLast() throws {
        let folder = try Self.locales(["locales/en/common.json": """
            {
              "a": "first",
              "b": 3,
              "a": "second",
              "n_one": "{{count}} n",
              "n_other": "{{count}} ns"
            }
            """])
        let table = try MessageTable.load(contentsOf: folder, table: "common")
        let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider())
        #expect(try renderer.render(key: "a", in: table, preferredLanguages: ["en"]).text == "second")
        #expect(throws: MessageError.self) { try renderer.render(key: "b", in: table, preferredLanguages: ["en"]) }
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([folder]))
        let repeated = try #require(findings.first { $0.code == "duplicate-key" })
        #expect(repeated.key == "a")
        #expect(repeated.location?.line == 2)
        let invalid = try #require(findings.first { $0.code == "invalid-entry" })
        #expect(invalid.location?.line == 3)
        #expect(invalid.message.contains("a number (3)"))
    }

    @Test func refusesWhatIsNotAnObjectOfTexts() throws {
        for text in ["[1, 2]", "\"text\"", "{\"a\": ", "not json"] {
            let folder = try Self.locales(["locales/en/common.json": text])
            let error = #expect(throws: MessageFileError.self, "\(text)") { try MessageTable.load(contentsOf: folder, table: "common") }
            #expect(error?.reason.contains("not JSON") == true || error?.reason.contains("not a JSON object") == true, "\(String(describing: error))")
        }
    }

    @Test func boundsNesting() throws {
        let deep = String(repeating: "{\"a\": ", count: 40) + "\"x\"" + String(repeating: "}", count: 40)
        let table = try Self.table(["locales/en/common.json": deep])
        let keys = table.keys(in: "en")
        #expect(keys.count == 1)
        let message = try #require(keys.first.flatMap { table.message(forKey: $0, language: "en") })
        guard case let .invalid(reason) = message.body else { Issue.record("read: \(message.body)"); return }
        #expect(reason.contains("maximumMessageFormatKeyDepth"))
    }

    @Test(arguments: [
        (1.0, "1"), (1.5, "1.5"), (21.0, "21"), (0.000001, "0.000001"), (1e-7, "1e-7"), (1e21, "1e+21"),
        (1.2345678901234568e20, "123456789012345680000"), (-0.0, "0"), (-2.5, "-2.5"), (0.1 + 0.2, "0.30000000000000004"),
    ])
    func writesNumbersAsJavaScriptDoes(value: Double, expected: String) throws {
        let message = LocalizedMessage(key: "k", language: "en", body: .text(MessageText(i18next: "{{count}}")),
                                       origin: MessageOrigin(file: nil, kind: .i18next), argumentNames: ["count"], pluralFallback: nil)
        #expect(try MessageRenderer(rulesProvider: ICUPluralRulesProvider()).render(message, arguments: .positional([MessageArgument.floatingPoint(value)])).text == expected)
    }

    @Test func interpolatesAsI18nextDoes() throws {
        let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider())
        func rendered(_ text: String, _ arguments: [String: MessageArgument]) throws -> String {
            let source = MessageText(i18next: text)
            let message = LocalizedMessage(key: "k", language: "en", body: .text(source), origin: MessageOrigin(file: nil, kind: .i18next),
                                           argumentNames: source.interpolatedNames, pluralFallback: nil)
            return try renderer.render(message, arguments: .named(arguments)).text
        }
        #expect(try rendered("Hi {{name}}", ["name": "<b>&'\"/"]) == "Hi &lt;b&gt;&amp;&#39;&quot;&#x2F;")
        #expect(try rendered("Hi {{- name}}", ["name": "<b>"]) == "Hi <b>")
        #expect(try rendered("Hi {{ name }} and {{other}}", ["name": "Ann"]) == "Hi Ann and {{other}}")
        #expect(try rendered("{{n, number}}", ["n": 1234.5]) == "1,234.5")
        #expect(try rendered("{{a\nb}} {{}}", [:]) == "{{a\nb}} {{}}")
    }
}
