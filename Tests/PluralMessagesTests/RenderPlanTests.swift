@testable import CLDRPlural
import Foundation
import ICUPlural
@testable import PluralCore
import PluralLocalization
@testable import PluralMessages
import Testing

/// Rendering goes through a plan compiled once per message (`RenderPlan`, kept in the renderer's
/// `RenderCache`) for the common shapes, by key or directly; whatever the message, arguments and
/// settings, it renders what the renderer's general walk of the same message renders: the same text,
/// diagnostics and errors. The shapes: `.stringsdict` entries and String Catalog entries whose whole
/// string varies by plural (Xcode's usual shape).
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

    /// String Catalog entries whose whole string varies by plural, by key: each form's text (a form
    /// may be another variation, written as its JSON), and a device variation.
    static let catalogEntries: [(key: String, forms: [(String, String)])] = [
        ("catalogFiles", [("one", "%lld файл"), ("few", "%lld файла"), ("many", "%lld файлов"), ("other", "%lld файла")]),
        ("catalogZero", [("zero", "нет файлов"), ("one", "%lld файл"), ("few", "%lld файла"), ("many", "%lld файлов"), ("other", "%lld файла")]),
        ("catalogMissingMany", [("one", "%lld файл"), ("other", "%lld файла")]),
        ("catalogNoOther", [("one", "%lld файл")]),
        ("catalogTwo", [("one", "%lld файл из %lld"), ("other", "%lld файлов из %lld")]),
        ("catalogPositioned", [("one", "%2$lld файл (%1$d)"), ("other", "%2$lld файлов (%1$d)")]),
        ("catalogPercent", [("one", "%lld%% файл"), ("other", "%lld%% файлов")]),
        ("catalogUnsigned", [("one", "%lu файл"), ("other", "%lu файлов")]),
        ("catalogFloating", [("one", "%.1f км"), ("other", "%.1f км")]),
        ("catalogExact", [("=1", "один"), ("one", "%lld файл"), ("other", "%lld файлов")]),
        ("catalogObject", [("one", "%@: %lld файл"), ("other", "%@: %lld файлов")]),
        ("catalogBadForm", [("one", "%*d файл"), ("other", "%lld файлов")]),
        ("catalogLong", [("one", String(repeating: "ж", count: 600) + " %lld"), ("other", "%lld")]),
    ]

    static func catalog(language: String) -> Data {
        func unit(_ text: String) -> Any { ["stringUnit": ["state": "translated", "value": text]] }
        var strings: [String: Any] = [:]
        for entry in catalogEntries {
            let forms = Dictionary(uniqueKeysWithValues: entry.forms.map { ($0.0, unit($0.1)) })
            strings[entry.key] = ["localizations": [language: ["variations": ["plural": forms]]]]
        }
        // A device variation of plural variations: the walk's.
        strings["catalogDevice"] = ["localizations": [language: ["variations": ["device": [
            "other": ["variations": ["plural": ["one": unit("%lld файл"), "other": unit("%lld файлов")]]],
        ]]]]]
        // A plural variation whose form refers to a substitution: the walk's.
        strings["catalogSubstitution"] = ["localizations": [language: [
            "variations": ["plural": ["one": unit("%lld: %#@photos@"), "other": unit("%lld: %#@photos@")]],
            "substitutions": ["photos": ["argNum": 2, "formatSpecifier": "lld", "variations": ["plural": [
                "one": unit("%arg фото"), "other": unit("%arg фотографий"),
            ]]]],
        ]]]
        let json: [String: Any] = ["sourceLanguage": language, "version": "1.0", "strings": strings]
        return try! JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])
    }

    static var catalogKeys: [String] { catalogEntries.map(\.key) + ["catalogDevice", "catalogSubstitution"] }

    /// Android resources: `<plurals>` (an item by the CLDR category of the integer quantity) and
    /// strings, with Java's conversions (issue 43: the plan takes Java's plain `%d`).
    static let androidResources: [(key: String, xml: String)] = [
        ("androidFiles", #"<plurals name="androidFiles"><item quantity="one">%d файл</item><item quantity="few">%d файла</item><item quantity="many">%d файлов</item><item quantity="other">%d файла</item></plurals>"#),
        ("androidMissingMany", #"<plurals name="androidMissingMany"><item quantity="one">%d файл</item><item quantity="other">%d файла</item></plurals>"#),
        ("androidNoOther", #"<plurals name="androidNoOther"><item quantity="one">%d файл</item></plurals>"#),
        ("androidZero", #"<plurals name="androidZero"><item quantity="zero">нет</item><item quantity="one">%d файл</item><item quantity="other">%d файлов</item></plurals>"#),
        ("androidTwo", #"<plurals name="androidTwo"><item quantity="one">%1$d из %2$d</item><item quantity="other">%1$d из %2$d всех</item></plurals>"#),
        ("androidGrouped", #"<plurals name="androidGrouped"><item quantity="one">%,d файл</item><item quantity="other">%,d файлов</item></plurals>"#),
        ("androidString", #"<plurals name="androidString"><item quantity="one">%s файл</item><item quantity="other">%s файлов</item></plurals>"#),
        ("androidPercent", #"<plurals name="androidPercent"><item quantity="one">%d%% файл</item><item quantity="other">%d%% файлов</item></plurals>"#),
        ("androidText", #"<string name="androidText">%1$d из %2$d</string>"#),
        ("androidPlain", #"<string name="androidPlain">нет файлов</string>"#),
    ]

    static var androidKeys: [String] { androidResources.map(\.key) }

    static func table(language: String) throws -> MessageTable {
        var table = MessageTable(name: "Localizable", developmentLanguage: language)
        try table.add(contentsOf: stringsdict(entries), kind: .stringsdict, language: language)
        try table.add(contentsOf: catalog(language: language), kind: .xcstrings, language: nil)
        let android = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>" + androidResources.map(\.xml).joined() + "</resources>"
        try table.add(contentsOf: Data(android.utf8), kind: .android, language: language)
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
    func renderingByKeyAndDirectlyAgreesWithTheGeneralWalk(language: String) throws {
        let table = try Self.table(language: language)
        for (name, renderer) in Self.renderers {
            for key in Self.entries.map(\.key) + Self.catalogKeys + Self.androidKeys {
                let message = try #require(table.message(forKey: key, language: language))
                for arguments in Self.argumentLists {
                    let walked = Outcome { () throws(MessageError) in try renderer.walk(message, arguments: arguments) }
                    // Twice each: the first compiles the message, the second renders from what was kept.
                    for round in 0..<2 {
                        let byKey = Outcome { () throws(MessageError) in try renderer.render(key: key, in: table, preferredLanguages: [language], arguments: .positional(arguments)) }
                        let direct = Outcome { () throws(MessageError) in try renderer.render(message, arguments: .positional(arguments)) }
                        #expect(byKey == walked, "\(name), \(language), \(key) by key, \(arguments), round \(round)")
                        #expect(direct == walked, "\(name), \(language), \(key) directly, \(arguments), round \(round)")
                    }
                }
            }
        }
    }

    /// A render by key finds its message's entry again without the table's lookup, per table state and
    /// preferred list: whatever the lists (given, from a header, more than are kept), languages, arguments
    /// (in order or by name) and the order they come in, it renders what the lookup's message renders
    /// the general way.
    @Test func renderingByKeyAcrossListsAgreesWithTheLookupAndTheWalk() throws {
        var table = MessageTable(name: "Localizable", developmentLanguage: "en")
        let english = [("one", "%d file"), ("other", "%d files")]
        let arabic = [("zero", "لا ملفات"), ("one", "ملف واحد"), ("two", "ملفان"), ("few", "%d ملفات"), ("many", "%d ملفًا"), ("other", "%d ملف")]
        for (language, forms) in [("en", english), ("ru", Self.russianForms), ("ar", arabic)] {
            try table.add(contentsOf: Self.stringsdict([
                Entry(key: "files", format: "%#@files@", variables: [("files", "d", forms)]),
                Entry(key: "plain", format: "\(language): %d / %lu", variables: []),
                Entry(key: "object", format: "%@ — %#@files@", variables: [("files", "lld", forms)]),
            ]), kind: .stringsdict, language: language)
        }
        var lists: [PreferredLanguages] = [["ru"], ["en"], ["ar-EG", "ru"], ["fr", "de"], .acceptLanguage("ru-RU, en;q=0.5"), .acceptLanguage(nil)]
        // More lists than the renderer keeps (FoundMessages.listCapacity): the first ones are found afresh.
        lists += (0..<FoundMessages.listCapacity + 2).map { ["x\($0)", $0.isMultiple(of: 2) ? "ru" : "ar"] }
        let arguments: [MessageArguments] = [[0], [1], [2], [3], [11], [25], [102], [1_234], [-7], [5, 7], ["Anna", 21], [MessageArgument.decimal(try PluralDecimal(parsing: "1.0"))],
                                             .named(["1": .integer(22)]), .named(["2": .integer(3), "1": .integer(4)]), .named(["x": .integer(1)]), []]
        for (name, renderer) in Self.renderers {
            for round in 0..<3 {
                for preferred in lists {
                    for key in ["files", "plain", "object", "absent"] {
                        for given in arguments {
                            let expected = Outcome { () throws(MessageError) in
                                let message = try MessageRenderer.message(forKey: key, in: table, preferredLanguages: preferred.identifiers)
                                return try renderer.render(message, arguments: given)
                            }
                            let byKey = Outcome { () throws(MessageError) in try renderer.render(key: key, in: table, preferredLanguages: preferred, arguments: given) }
                            #expect(byKey == expected, "\(name), \(preferred), \(key), \(given), round \(round)")
                            if case .positional(let values) = given, case .rendered = expected {
                                let message = try MessageRenderer.message(forKey: key, in: table, preferredLanguages: preferred.identifiers)
                                #expect(byKey == Outcome { () throws(MessageError) in try renderer.walk(message, arguments: values) }, "\(name), \(preferred), \(key), \(given), walked")
                            }
                        }
                    }
                }
            }
        }
    }

    /// A message its evaluator prepares (MessageFormat 2, ICU MessageFormat, i18next) renders by key, again
    /// and again, as a new renderer renders the lookup's message the first time: the same text,
    /// diagnostics (options the evaluator ignores) and errors; i18next's keys still choose among keys.
    @Test func preparedMessagesByKeyRenderAsTheirFirstRender() throws {
        var table = MessageTable(name: "Localizable", developmentLanguage: "en")
        try table.add(contentsOf: Data(#"{"files": "{n, plural, one {# файл} few {# файла} many {# файлов} other {# файла}}", "who": "{name} — {n, number}"}"#.utf8),
                      kind: .messageformat, language: "ru")
        try table.add(contentsOf: Data(#"{"mf2": ".input {$count :integer}\n.match $count\none {{{$count} файл}}\nfew {{{$count} файла}}\n* {{{$count} файлов}}", "mf2text": "Привет, {$name}!"}"#.utf8),
                      kind: .messageformat2, language: "ru")
        try table.add(contentsOf: Data(#"{"i18n_one": "{{count}} файл", "i18n_few": "{{count}} файла", "i18n_many": "{{count}} файлов", "i18n_other": "{{count}} файла", "i18n": "без числа"}"#.utf8),
                      kind: .i18next, language: "ru")
        let options = [RenderOptions(), RenderOptions(zeroPolicy: .cldr), RenderOptions(selectionMode: .value, formattingLocale: Locale(identifier: "de-DE")),
                       RenderOptions(evaluator: ICUMessageFormatEvaluator()), RenderOptions(evaluator: EchoingI18next())]
        let arguments: [MessageArguments] = [["n": 1], ["n": 22], ["n": 1_234, "name": "Анна"], ["count": 5], ["count": 21], ["count": 3, "name": "Анна"],
                                             ["name": "Анна"], [7], [-2], [MessageArgument.decimal(try PluralDecimal(parsing: "1.5"))], ["x": 1], []]
        var (rendered, noted) = (Set<String>(), Set<String>())
        for option in options {
            let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider(), options: option)
            for round in 0..<3 {
                for key in ["files", "who", "mf2", "mf2text", "i18n", "absent"] {
                    for given in arguments {
                        let first = Outcome { () throws(MessageError) in
                            try MessageRenderer(rulesProvider: ICUPluralRulesProvider(), options: option).render(key: key, in: table, preferredLanguages: ["ru"], arguments: given)
                        }
                        let byKey = Outcome { () throws(MessageError) in try renderer.render(key: key, in: table, preferredLanguages: ["ru"], arguments: given) }
                        #expect(byKey == first, "\(option), \(key), \(given), round \(round)")
                        if case let .rendered(message) = byKey {
                            rendered.insert(key)
                            if !message.diagnostics.isEmpty { noted.insert(key) }
                        }
                    }
                }
            }
        }
        // Every key but the absent one rendered somewhere, and the ignored options were reported.
        #expect(rendered == ["files", "who", "mf2", "mf2text", "i18n"])
        #expect(noted.contains("mf2"))
    }

    /// An evaluator of i18next texts that gives a text's source and arguments: i18next texts then have a
    /// prepared form, and by key they still take i18next's choice among keys.
    struct EchoingI18next: MessageEvaluator {
        func evaluates(_ syntax: MessageSyntax) -> Bool { syntax == .i18next }
        func argumentNames(of source: String, syntax: MessageSyntax, language: String) -> [String]? { [] }
        func evaluate(_ message: MessageEvaluation) throws(MessageEvaluationError) -> String { "\(message.source)|\(message.arguments)" }
    }

    /// What a render cache keeps of keys found: per table state (a table that changes has another) and
    /// preferred list, a bounded number of lists.
    @Test func theKeysFoundAreKeptPerTableStateAndList() throws {
        var table = try Self.table(language: "ru")
        let before = table.lookups
        let message = try #require(table.message(forKey: "files", language: "ru"))
        let cache = RenderCache()
        let entry = cache.entry(for: message)
        #expect(cache.entry(forKey: "files", lookups: before, preferredLanguages: ["ru"]) == nil)
        cache.keep(entry, forKey: "files", lookups: before, preferredLanguages: ["ru"])
        #expect(cache.entry(forKey: "files", lookups: before, preferredLanguages: ["ru"]) === entry)
        #expect(cache.entry(forKey: "plain", lookups: before, preferredLanguages: ["ru"]) == nil)
        #expect(cache.entry(forKey: "files", lookups: before, preferredLanguages: ["ru", "en"]) == nil)
        // Back to the first list (kept among the others).
        #expect(cache.entry(forKey: "files", lookups: before, preferredLanguages: ["ru"]) === entry)
        try table.add(contentsOf: Self.stringsdict([Self.entries[0]]), kind: .stringsdict, language: "en")
        #expect(table.lookups !== before)
        #expect(cache.entry(forKey: "files", lookups: table.lookups, preferredLanguages: ["ru"]) == nil)
        #expect(cache.entry(forKey: "files", lookups: before, preferredLanguages: ["ru"]) === entry)
        // Past the lists kept, the others are dropped.
        for index in 0...FoundMessages.listCapacity { _ = cache.entry(forKey: "files", lookups: before, preferredLanguages: ["x\(index)"]) }
        #expect(cache.entry(forKey: "files", lookups: before, preferredLanguages: ["ru"]) == nil)
    }

    @Test(arguments: [
        ("files", true), ("filesNoValueType", true), ("zero", true), ("missingMany", true), ("runs", true), ("ofForms", true),
        ("plain", true), ("positions", true), ("long", true), ("text", true), ("percentText", false), ("object", false), ("floating", false), ("exact", false),
        ("widthZeroPad", false), ("stringValueType", false), ("unknownVariable", false), ("badFormat", false),
        ("badForm", false), ("nested", false),
        ("catalogFiles", true), ("catalogZero", true), ("catalogMissingMany", true), ("catalogNoOther", true), ("catalogTwo", true),
        ("catalogPositioned", true), ("catalogPercent", true), ("catalogUnsigned", true), ("catalogLong", true),
        ("catalogFloating", false), ("catalogExact", false), ("catalogObject", false), ("catalogBadForm", false),
        ("catalogDevice", false), ("catalogSubstitution", false),
        ("androidFiles", true), ("androidMissingMany", true), ("androidNoOther", true), ("androidZero", true), ("androidTwo", true),
        ("androidText", true), ("androidGrouped", false), ("androidString", false),
    ])
    func theCommonShapesHaveAPlan(key: String, planned: Bool) throws {
        let table = try Self.table(language: "ru")
        let message = try #require(table.message(forKey: key, language: "ru"))
        let cache = RenderCache()
        let entry = cache.entry(for: message)
        #expect((entry.plan != nil) == planned)
        // The same message (a copy, or found again by key) is handed its entry again, not compiled again.
        let copy = message
        #expect(cache.entry(for: copy) === entry)
        let found = try #require(try table.lookUpMessage(forKey: key, preferredLanguages: ["ru"]))
        #expect(cache.entry(for: found) === entry)
        // A message equal in every field but read again is another message: compiled for itself.
        let other = LocalizedMessage(key: message.key, language: message.language, body: message.body, variables: message.variables, origin: message.origin)
        #expect(cache.entry(for: other) !== entry)
    }

    /// Whether Java writes a message's digits as they are is kept with the message's plan: a renderer
    /// whose formatting locale changes asks again (Arabic-Indic digits are not Java's `%d` for `ar`,
    /// so the walk writes them), and each message is asked in its own language.
    @Test func javaDigitsAreAskedAgainWhenTheFormattingLocaleChanges() throws {
        let table = try Self.table(language: "ru")
        let message = try #require(table.message(forKey: "androidFiles", language: "ru"))
        var renderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider())
        let latin = try renderer.render(message, arguments: [25])
        #expect(latin.text == "25 файлов")
        #expect(try renderer.render(message, arguments: [25]) == latin)
        renderer.options.formattingLocale = Locale(identifier: "ar")
        let arabic = try renderer.render(message, arguments: [25])
        #expect(arabic == (try renderer.walk(message, arguments: [.integer(25)])))
        #expect(arabic.text != latin.text)
        let arabicTable = try Self.table(language: "ar")
        let arabicMessage = try #require(arabicTable.message(forKey: "androidFiles", language: "ar"))
        let plain = MessageRenderer(rulesProvider: CLDRPluralRulesProvider())
        #expect(try plain.render(arabicMessage, arguments: [25]) == (try plain.walk(arabicMessage, arguments: [.integer(25)])))
        #expect(try plain.render(message, arguments: [25]).text == "25 файлов")
    }

    /// A renderer keeps the messages it rendered only while it lives: when the renderer and the table
    /// go, so do the messages, whatever their bodies (the fuzz targets' LeakSanitizer cannot check
    /// bodies other than `.text`, see Fuzz/lsan.supp).
    @Test(arguments: ["files", "catalogFiles", "catalogDevice", "badForm", "catalogBadForm"])
    func aRendererReleasesTheMessagesItRendered(key: String) throws {
        weak var released: LocalizedMessage.Storage?
        do {
            let table = try Self.table(language: "ru")
            let renderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider())
            let message = try #require(table.message(forKey: key, language: "ru"))
            released = message.storage
            _ = try? renderer.render(message, arguments: [5])
            _ = try? renderer.render(key: key, in: table, preferredLanguages: ["ru"], arguments: [2])
            #expect(released != nil)
        }
        #expect(released == nil)
    }

    /// The same for a message that could not be read (the body the fuzz targets reported).
    @Test func aRendererReleasesAnUnreadableMessage() {
        weak var released: LocalizedMessage.Storage?
        do {
            let renderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider())
            let message = LocalizedMessage(key: "k", language: "en", body: .invalid("unreadable"), origin: MessageOrigin(file: nil, kind: .xcstrings))
            released = message.storage
            #expect(throws: MessageError.self) { try renderer.render(message, arguments: [1]) }
        }
        #expect(released == nil)
    }

    /// The catalog's whole-string plural renders in Russian as the `.stringsdict` variable does.
    @Test func aCatalogPluralRendersAsTheStringsdictVariable() throws {
        let table = try Self.table(language: "ru")
        let renderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider())
        for value in [0, 1, 2, 5, 21, 111] {
            let catalog = try renderer.render(key: "catalogFiles", in: table, preferredLanguages: ["ru"], arguments: [value])
            let stringsdict = try renderer.render(key: "files", in: table, preferredLanguages: ["ru"], arguments: [value])
            #expect(catalog.text == stringsdict.text)
        }
        #expect(try renderer.render(key: "catalogFiles", in: table, preferredLanguages: ["ru"], arguments: [5]).text == "5 файлов")
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
