import Foundation
import ICUPlural
@testable import PluralCore
@testable import PluralMessages
import Testing
import TestSupport

/// The preview of MessageFormat 2 tables (`<language>.mf2.json`): each `.match` selector is varied
/// on the argument it selects on, its keys are the rows, and the samples render through the
/// renderer's MF2 evaluator (issue 32).
@Suite struct PreviewMessageFormat2Tests {
    static let table = try! MessageTable.load(contentsOf: Fixtures.url("MessageFormat2Tables"))
    static let preview = MessagePreview(table: table, rulesProvider: ICUPluralRulesProvider())

    static func selection(_ key: String, _ language: String, in preview: MessagePreview = preview) throws -> MessagePreview.Selection {
        let entry = try #require(preview.entry(key: key, language: language))
        return try #require(entry.variants.first?.selections.first)
    }

    static func rows(_ key: String, _ language: String) throws -> [String: MessagePreview.FormRow] {
        Dictionary(uniqueKeysWithValues: try selection(key, language).rows.map { ($0.form, $0) })
    }

    /// The rendered texts, without the bidi isolation MessageFormat 2 puts around placeholders.
    static func texts(_ row: MessagePreview.FormRow?) -> [String] {
        row?.examples.compactMap { $0.text.map(Self.withoutIsolation) } ?? []
    }

    static func withoutIsolation(_ text: String) -> String {
        String(text.unicodeScalars.filter { $0 != "\u{2068}" && $0 != "\u{2069}" })
    }

    /// Keys with a `.match` are the varied ones, shown by default; the others are plain.
    @Test func keysWithAMatchAreShown() {
        #expect(Self.preview.keys == ["files", "invited", "place", "reply"])
        #expect(Self.preview.notes.contains(.plainKeysLeftOut(2)))
    }

    /// Russian `:integer`: one, few and many rendered with the rules' numbers; integers never reach `other`.
    @Test func russianPluralRowsRender() throws {
        let selection = try Self.selection("files", "ru")
        #expect(selection.kind == .plural)
        #expect(selection.argumentName == "count")
        #expect(selection.takesIntegersOnly)
        let rows = try Self.rows("files", "ru")
        #expect(Self.texts(rows["one"]).prefix(2) == ["1 файл", "21 файл"])
        #expect(Self.texts(rows["few"]).first == "2 файла")
        // MessageFormat 2 has no zero policy: 0 is Russian many.
        #expect(Self.texts(rows["many"]).first == "0 файлов")
        #expect(rows["other"]?.status == .unreached)
        #expect(rows.values.allSatisfy { $0.examples.allSatisfy { $0.error == nil } })
    }

    /// An exact key is a row of its own, tried first; the other arguments take placeholders.
    @Test func exactKeysAndOtherArguments() throws {
        let selection = try Self.selection("invited", "en")
        #expect(selection.otherArguments == ["host = ‹host›"])
        let rows = try Self.rows("invited", "en")
        #expect(Self.texts(rows["=0"]) == ["‹host› invited nobody"])
        #expect(Self.texts(rows["one"]) == ["‹host› invited one guest"])
        #expect(Self.texts(rows["other"]).first == "‹host› invited 2 guests")
        // Russian few has no form: 2 renders the catch-all, as the grid's row shows.
        let russian = try Self.rows("invited", "ru")
        #expect(Self.texts(russian["few"]).first == "‹host› пригласил 2 гостей")
        #expect(russian["few"].map { [.missing, .servedByOther].contains($0.status) } == true)
    }

    /// `select=ordinal` varies by the ordinal rules; `:string` by its keys, `*` as `other`.
    @Test func ordinalAndKeywordSelectors() throws {
        #expect(try Self.selection("place", "en").kind == .ordinal)
        let places = try Self.rows("place", "en")
        #expect(["one", "two", "few", "other"].map { Self.texts(places[$0]).first } == ["1st place", "2nd place", "3rd place", "0th place"])
        let reply = try Self.selection("reply", "ru")
        #expect(reply.kind == .select)
        #expect(reply.rows.map(\.form) == ["female", "male", "other"])
        #expect(reply.rows.map { $0.examples.first?.text } == ["Она ответила", "Он ответил", "Они ответили"])
    }

    /// A Spanish `many` only 1,000,000 selects: 'other' serves it, and the entry is no "missing forms".
    @Test func spanishManyIsServedByOther() throws {
        let rows = try Self.rows("files", "es")
        #expect(rows["many"]?.status == .servedByOther)
        #expect(Self.texts(rows["many"]).first == "1.000.000 archivos" || Self.texts(rows["many"]).first == "1000000 archivos")
        #expect(Self.preview.entry(key: "files", language: "es")?.status != .missingForms)
    }

    /// Plain keys render once, with a value of each argument's type (a date for `:datetime`).
    @Test func plainKeysRenderWithTypedValues() throws {
        let preview = MessagePreview(table: Self.table, rulesProvider: ICUPluralRulesProvider(), scope: MessagePreview.Scope(includesPlainKeys: true))
        let posted = try #require(preview.entry(key: "posted", language: "en")?.variants.first?.plain)
        #expect(posted.error == nil, "\(posted.error ?? "")")
        #expect(posted.text?.hasPrefix("Posted ") == true)
        #expect(posted.text?.contains("2025") == true, "\(posted.text ?? "")")
        #expect(preview.entry(key: "hello", language: "ru")?.variants.first?.plain?.text.map(Self.withoutIsolation) == "Привет, ‹name›")
    }

    /// A text that does not parse is shown (a key to review) with the renderer's error in place.
    @Test func aTextThatDoesNotParseIsShownWithItsError() throws {
        let folder = TestFolders.root.appendingPathComponent("preview-mf2-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"broken": ".match {{oops}}", "fine": "Hi"}"#.utf8).write(to: folder.appendingPathComponent("en.mf2.json"))
        let preview = MessagePreview(table: try MessageTable.load(contentsOf: folder), rulesProvider: ICUPluralRulesProvider())
        #expect(preview.keys == ["broken"])
        let plain = try #require(preview.entry(key: "broken", language: "en")?.variants.first?.plain)
        #expect(plain.text == nil)
        #expect(plain.error?.isEmpty == false)
    }

    /// The page shows the rows and their texts.
    @Test func thePageHoldsTheRows() {
        let html = PreviewHTML.page(title: "MF2", tables: [Self.preview])
        for text in ["21 файл", "2nd place", "Она ответила", "invited nobody", "served by other"] {
            #expect(html.contains(text), "\(text)")
        }
    }
}
