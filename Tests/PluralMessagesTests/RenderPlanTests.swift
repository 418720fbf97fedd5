import CLDRPlural
import Foundation
import ICUPlural
import PluralCore
import PluralLocalization
@testable import PluralMessages
import Testing

/// Rendering by key goes through a plan compiled once per table entry (`RenderPlan`) for the common
/// shapes; whatever the message, arguments and settings, it renders what the renderer's general
/// walk of the same message renders: the same text, diagnostics and errors.
@Suite struct RenderPlanTests {
    /// One `.stringsdict` entry: the format and its plural variables (name, value type, forms).
    struct Entry {
        let key: String
        let format: String
        var variables: [(name: String, valueType: String?, forms: [(String, String)])] = []
    }

    static let russianForms = [("one", "%d файл"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")]

    /// Entries of every shape the plan takes, and of shapes it leaves to the general walk.
    static let entries: [Entry] = [
        Entry(key: "files", format: "%#@files@", variables: [("files", "d", russianForms)]),
        Entry(key: "filesNoValueType", format: "%#@files@", variables: [("files", nil, russianForms)]),
        Entry(key: "zero", format: "%#@files@", variables: [("files", "d", [("zero", "нет файлов")] + russianForms)]),
        Entry(key: "missingMany", format: "%#@files@", variables: [("files", "d", [("one", "%d файл"), ("other", "%d файла")])]),
        Entry(key: "noOther", format: "%#@files@", variables: [("files", "d", [("one", "%d файл")])]),
        Entry(key: "runs", format: "%1$#@done@ из %2$#@total@", variables: [
            ("done", "lu", [("one", "%lu выполнен"), ("few", "%lu выполнено"), ("many", "%lu выполнено"), ("other", "%lu выполнено")]),
            ("total", "lu", [("one", "%lu запуска"), ("few", "%lu запусков"), ("many", "%lu запусков"), ("other", "%lu запуска")]),
        ]),
        Entry(key: "ofForms", format: "%#@done@", variables: [("done", "lu", [("one", "%lu of %lu run"), ("other", "%lu of %lu runs")])]),
        Entry(key: "plain", format: "%d of %lu, %i and %u", variables: []),
        Entry(key: "positions", format: "%2$d then %1$d", variables: []),
        Entry(key: "text", format: "no conversions", variables: []),
        Entry(key: "percentText", format: "100% sure", variables: []),
        Entry(key: "object", format: "%@ has %#@photos@", variables: [("photos", "lld", [("one", "%lld photo"), ("other", "%lld photos")])]),
        Entry(key: "floating", format: "%#@km@", variables: [("km", "f", [("one", "%.1f km"), ("other", "%.1f km")])]),
        Entry(key: "exact", format: "%#@files@", variables: [("files", "d", [("=0", "none")] + russianForms)]),
        // Longer than a plan writes on the stack: rendered the general way.
        Entry(key: "long", format: String(repeating: "ж", count: 600) + " %d", variables: []),
        Entry(key: "widthZeroPad", format: "%05d and %-3d|", variables: []),
        Entry(key: "stringValueType", format: "%#@files@", variables: [("files", "@", russianForms)]),
        Entry(key: "unknownVariable", format: "%#@nothing@", variables: []),
        Entry(key: "badFormat", format: "%#@files", variables: [("files", "d", russianForms)]),
        Entry(key: "badForm", format: "%#@files@", variables: [("files", "d", [("one", "%*d файл"), ("other", "%d файла")])]),
        Entry(key: "nested", format: "%#@outer@", variables: [
            ("outer", "d", [("one", "%#@inner@"), ("other", "%d and %#@inner@")]),
            ("inner", "d", [("one", "%d inner"), ("other", "%d inners")]),
        ]),
    ]

    static func stringsdict(_ entries: [Entry]) -> Data {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>"
        for entry in entries {
            xml += "<key>\(entry.key)</key><dict><key>NSStringLocalizedFormatKey</key><string>\(escaped(entry.format))</string>"
            for variable in entry.variables {
                xml += "<key>\(variable.name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                if let valueType = variable.valueType { xml += "<key>NSStringFormatValueTypeKey</key><string>\(valueType)</string>" }
                for (form, text) in variable.forms { xml += "<key>\(form)</key><string>\(escaped(text))</string>" }
                xml += "</dict>"
            }
            xml += "</dict>"
        }
        return Data((xml + "</dict></plist>").utf8)
    }

    static func table(language: String) throws -> MessageTable {
        var table = MessageTable(name: "Localizable", developmentLanguage: language)
        try table.add(contentsOf: stringsdict(entries), kind: .stringsdict, language: language)
        return table
    }

    static let argumentLists: [[MessageArgument]] = {
        let integers = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 111, 1_000, 1_234_567, -1, -2, -5, Int.max, Int.min]
        var lists: [[MessageArgument]] = integers.map { [.integer($0)] }
        lists += integers.map { [.integer($0), .integer(7)] }
        lists += integers.map { [.integer(2), .integer($0), .integer(-3), .integer(4)] }
        lists += [[], [.string("Anna"), .integer(1)], [.string("5")], [.floatingPoint(1)], [.floatingPoint(2.5)],
                  [.decimal(try! PluralDecimal(parsing: "1.0"))], [.decimal(try! PluralDecimal(parsing: "5"))], [.integer(1), .string("x")]]
        return lists
    }()

    static let renderers: [(String, MessageRenderer)] = [
        ("CLDR", MessageRenderer(rulesProvider: CLDRPluralRulesProvider())),
        ("ICU", MessageRenderer(rulesProvider: ICUPluralRulesProvider())),
        ("CLDR, CLDR zero policy", MessageRenderer(rulesProvider: CLDRPluralRulesProvider(), options: RenderOptions(zeroPolicy: .cldr))),
        ("CLDR, Arabic digits", MessageRenderer(rulesProvider: CLDRPluralRulesProvider(), options: RenderOptions(formattingLocale: Locale(identifier: "ar-EG")))),
        ("CLDR, German separators", MessageRenderer(rulesProvider: CLDRPluralRulesProvider(), options: RenderOptions(formattingLocale: Locale(identifier: "de-DE")))),
        ("CLDR, values select", MessageRenderer(rulesProvider: CLDRPluralRulesProvider(), options: RenderOptions(selectionMode: .value))),
    ]

    /// A rendering's outcome, comparable whether it succeeded or threw.
    enum Outcome: Equatable {
        case rendered(RenderedMessage)
        case failed(MessageError)

        init(_ body: () throws(MessageError) -> RenderedMessage) {
            do { self = .rendered(try body()) } catch { self = .failed(error) }
        }
    }

    @Test(arguments: ["ru", "en", "ar", "lv", "ja"])
    func renderingByKeyAgreesWithTheGeneralWalk(language: String) throws {
        let table = try Self.table(language: language)
        for (name, renderer) in Self.renderers {
            for entry in Self.entries {
                let message = try #require(table.message(forKey: entry.key, language: language))
                for arguments in Self.argumentLists {
                    // Twice by key: the first compiles the entry, the second renders from what was kept.
                    for round in 0..<2 {
                        let byKey = Outcome { () throws(MessageError) in try renderer.render(key: entry.key, in: table, preferredLanguages: [language], arguments: .positional(arguments)) }
                        let walked = Outcome { () throws(MessageError) in try renderer.render(message, arguments: .positional(arguments)) }
                        #expect(byKey == walked, "\(name), \(language), \(entry.key), \(arguments), round \(round)")
                    }
                }
            }
        }
    }

    @Test(arguments: [
        ("files", true), ("filesNoValueType", true), ("zero", true), ("missingMany", true), ("runs", true), ("ofForms", true),
        ("plain", true), ("positions", true), ("long", true), ("text", true), ("percentText", false), ("object", false), ("floating", false), ("exact", false),
        ("widthZeroPad", false), ("stringValueType", false), ("unknownVariable", false), ("badFormat", false),
        ("badForm", false), ("nested", false),
    ])
    func theCommonShapesHaveAPlan(key: String, planned: Bool) throws {
        let table = try Self.table(language: "ru")
        let compiled = try #require(table.compiledMessage(forKey: key, preferredLanguages: ["ru"]))
        #expect((compiled.plan != nil) == planned)
        // The same entry is handed out again, not compiled again.
        #expect(table.compiledMessage(forKey: key, preferredLanguages: ["ru"]) === compiled)
    }

    @Test func aTableThatChangesRendersItsNewMessages() throws {
        var table = MessageTable(name: "Localizable", developmentLanguage: "en")
        try table.add(contentsOf: Self.stringsdict([Entry(key: "files", format: "%#@files@", variables: [("files", "d", [("one", "%d file"), ("other", "%d files")])])]),
                      kind: .stringsdict, language: "en")
        let renderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider())
        #expect(try renderer.render(key: "files", in: table, preferredLanguages: ["ru", "en"], arguments: [5]).text == "5 files")
        let copy = table
        try table.add(contentsOf: Self.stringsdict([Self.entries[0]]), kind: .stringsdict, language: "ru")
        #expect(try renderer.render(key: "files", in: table, preferredLanguages: ["ru", "en"], arguments: [5]).text == "5 файлов")
        #expect(try renderer.render(key: "files", in: copy, preferredLanguages: ["ru", "en"], arguments: [5]).text == "5 files")
        // A key no language has still throws, every time.
        for _ in 0..<2 {
            #expect(throws: MessageError.self) { try renderer.render(key: "absent", in: table, preferredLanguages: ["ru"], arguments: [5]) }
        }
    }
}
