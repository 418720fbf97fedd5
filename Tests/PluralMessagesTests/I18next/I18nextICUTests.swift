import Foundation
import ICUPlural
import PluralCore
@testable import PluralMessages
import Testing

/// i18next-icu: i18next's folders and keys, ICU MessageFormat texts. They were read as plain i18next
/// text, so `{count, plural, …}` rendered as written and lint checked nothing.
@Suite struct I18nextICUTests {
    static let locales = Fixtures.url("I18next/ICU/locales")
    static let table: MessageTable = try! MessageTable.load(contentsOf: locales, table: "app")

    /// Each text renders as ICU's own MessageFormat formats it (ICU is the oracle here): plurals with
    /// exact forms, ordinals, selects and simple arguments, for whole numbers and decimals.
    @Test(arguments: ["en", "ru"])
    func rendersAsICUsMessageFormatDoes(language: String) throws {
        let swift = MessageRenderer(rulesProvider: ICUPluralRulesProvider())
        let icu = MessageRenderer(rulesProvider: ICUPluralRulesProvider(), options: RenderOptions(evaluator: ICUMessageFormatEvaluator()))
        let numbers: [MessageArgument] = (0...125).map { .integer($0) } + ["0.5", "1.5", "2.0", "21.25"].map { .decimal(try! PluralDecimal(parsing: $0)) }
        var compared = 0
        for (key, name) in [("inbox.unread", "count"), ("place", "rank")] {
            for number in numbers {
                let ours = try swift.render(key: key, in: Self.table, preferredLanguages: .init([language]), arguments: [name: number]).text
                let theirs = try icu.render(key: key, in: Self.table, preferredLanguages: .init([language]), arguments: [name: number]).text
                #expect(ours == theirs, "\(language) \(key) \(number)")
                compared += 1
            }
        }
        #expect(compared == 2 * numbers.count)
        let ru = try swift.render(key: "inbox.unread", in: Self.table, preferredLanguages: .init(["ru"]), arguments: ["count": 3]).text
        #expect(ru == "3 непрочитанных сообщения")
        let zero = try swift.render(key: "inbox.unread", in: Self.table, preferredLanguages: .init(["en"]), arguments: ["count": 0]).text
        #expect(zero == "No unread messages")
        let invited = try swift.render(key: "invited", in: Self.table, preferredLanguages: .init(["ru"]), arguments: ["gender": "female"]).text
        #expect(invited == "Она пригласила вас")
        let greeting = try swift.render(key: "greeting", in: Self.table, preferredLanguages: .init(["de"]), arguments: ["name": "Ann"]).text
        #expect(greeting == "Hallo, Ann!")
    }

    /// No suffix makes a plural in an i18next-icu file: `item_one` is a key of its own.
    @Test func suffixesAreKeysOfTheirOwn() throws {
        let message = try #require(Self.table.message(forKey: "item_one", language: "en"))
        #expect(message.origin.kind == .messageformat)
        #expect(Self.table.message(forKey: "item", language: "en") == nil)
    }

    /// Lint reads the texts as MessageFormat: a brace left open is `invalid-format` at its line, a
    /// Russian plural without `many` is `missing-category`, as in a MessageFormat JSON file.
    @Test func lintChecksTheTextsAsMessageFormat() {
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([Self.locales]))
        let summary = findings.map { "\($0.code) \($0.language ?? "-") \($0.key ?? "-") \($0.severity)" }
        #expect(summary == ["invalid-format de inbox.unread error", "missing-category ru inbox.unread warning"], "\(summary)")
        #expect(findings.first?.location?.line == 4)
    }

    /// A file that interpolates `{{…}}` anywhere, or whose texts hold only simple `{name}`
    /// arguments, is i18next's own: there a single brace is text.
    @Test(arguments: [
        (#"{"a_one": "{{count}} item", "a_other": "{{count}} items", "b": "{x, plural, one {y} other {z}}"}"#, false),
        (#"{"greeting": "Hello, {name}!"}"#, false),
        (#"{"a": {"b": "{n, selectordinal, one {#st} other {#th}}"}}"#, true),
        (#"{"a": "{g, select, female {she} other {they}}"}"#, true),
    ])
    func icuIsDecidedByTheTexts(json: String, icu: Bool) throws {
        let root = try temporaryDirectory("i18next-icu-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try write(["en/common.json": Data(json.utf8)], in: root)
        let table = try MessageTable.load(contentsOf: root, table: "common")
        let kinds = Set(table.keys.compactMap { table.message(forKey: $0, language: "en")?.origin.kind })
        #expect(kinds == [icu ? .messageformat : .i18next], "\(table.keys)")
    }
}
