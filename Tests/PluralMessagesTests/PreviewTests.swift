@testable import CLDRPlural
import Foundation
import ICUPlural
@testable import PluralCore
import PluralLocalization
@testable import PluralMessages
import Testing
import TestSupport

/// The preview page: what it shows for each key and language, and that hostile input cannot break it.
@Suite struct PreviewTests {
    static let tables = MessagePreview(table: Fixtures.tables, source: "Tables", rulesProvider: ICUPluralRulesProvider())

    /// The rows of a key's variable in a language.
    static func rows(_ key: String, _ language: String, in preview: MessagePreview = tables, variable: String? = nil) throws -> [MessagePreview.FormRow] {
        let entry = try #require(preview.entry(key: key, language: language))
        let selection = try #require(entry.variants.first?.selections.first { variable == nil || $0.variable == variable })
        return selection.rows
    }

    static func texts(_ row: MessagePreview.FormRow) -> [String] { row.examples.compactMap(\.text) }

    @Test func russianNeedsOneFewManyAndItsZeroForm() throws {
        let rows = try Self.rows("files", "ru")
        #expect(rows.map(\.form) == ["zero", "one", "few", "many", "other"])
        let byForm = Dictionary(uniqueKeysWithValues: rows.map { ($0.form, $0) })
        // Apple's zero form takes 0, so 'many' renders from 5, not 0.
        #expect(Self.texts(try #require(byForm["zero"])) == ["Нет файлов"])
        #expect(byForm["zero"]?.numbers == "0")
        #expect(byForm["one"]?.numbers.hasPrefix("1, 21, 31, 41") == true)
        #expect(Self.texts(try #require(byForm["one"])).prefix(2) == ["1 файл", "21 файл"])
        #expect(byForm["few"]?.numbers.hasPrefix("2–4, 22–24, 32–34") == true)
        #expect(Self.texts(try #require(byForm["few"])).first == "2 файла")
        #expect(Self.texts(try #require(byForm["many"])).first == "5 файлов")
        #expect(byForm["many"]?.examples.contains { $0.argument == "0" } == false)
        // Integers never select Russian 'other': shown, not needed, with its fraction samples.
        #expect(byForm["other"]?.status == .unreached)
        #expect(byForm["other"]?.numbers.hasPrefix("0.0–1.5") == true)
        #expect(byForm["other"]?.examples.isEmpty == true)
        #expect(try #require(Self.tables.entry(key: "files", language: "ru")).status == .complete)
    }

    @Test func arabicHasSixCategoriesRightToLeft() throws {
        let entry = try #require(Self.tables.entry(key: "files", language: "ar"))
        #expect(entry.isRightToLeft)
        let rows = try Self.rows("files", "ar")
        #expect(rows.map(\.form) == ["zero", "one", "two", "few", "many", "other"])
        #expect(rows.allSatisfy { $0.status == .present && !$0.examples.isEmpty })
        #expect(Self.texts(rows[2]) == ["ملفان"])
        #expect(rows[3].numbers.hasPrefix("3–10, 103–110"))
        #expect(try #require(Self.tables.entry(key: "files", language: "ru")).isRightToLeft == false)
    }

    @Test func severalVariablesVaryOneAtATime() throws {
        let entry = try #require(Self.tables.entry(key: "files_and_folders", language: "en"))
        let selections = try #require(entry.variants.first?.selections)
        #expect(selections.map(\.variable) == ["files", "folders"])
        #expect(selections.map(\.argument) == [1, 2])
        // The other argument holds a number that selects 'other' in English.
        #expect(selections[0].otherArguments == ["2 = 2"])
        #expect(Self.texts(selections[0].rows[0]) == ["Total: 1 file, 2 folders"])
        #expect(Self.texts(selections[1].rows[0]) == ["Total: 2 files, 1 folder"])
        // Positions given explicitly, and a string argument shown as a placeholder.
        let geese = try #require(Self.tables.entry(key: "geese_landed", language: "en")?.variants.first?.selections)
        #expect(Set(geese.map(\.argument)) == [2, 3])
        #expect(geese.first { $0.argument == 3 }?.rows.first.map(Self.texts)?.first == "‹1›: 1 goose landed on 2 fields")
    }

    @Test func exactValuesTakeTheirNumberFromTheCategories() throws {
        let plist: [String: Any] = ["files": [
            "NSStringLocalizedFormatKey": "%#@n@",
            "n": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d",
                  "=0": "No files", "=1.5": "never", "one": "%d file", "other": "%d files"],
        ]]
        var table = MessageTable(name: "Exact", developmentLanguage: "en")
        try table.add(contentsOf: PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0), kind: .stringsdict, language: "en")
        let preview = MessagePreview(table: table, rulesProvider: ICUPluralRulesProvider(), options: RenderOptions(zeroPolicy: .cldr))
        let rows = try Self.rows("files", "en", in: preview)
        #expect(rows.map(\.form) == ["=0", "=1.5", "one", "other"])
        #expect(Self.texts(rows[0]) == ["No files"])
        // An integer variable never reaches a fractional exact value.
        #expect(rows[1].status == .unreached)
        #expect(rows[1].examples.isEmpty)
        // 0 is shown at =0, not at 'other'.
        #expect(!rows[3].examples.contains { $0.argument == "0" })
        #expect(Self.texts(rows[3]) == ["2 files", "10 files", "100 files"])
    }

    @Test func messageFormatDirectories() throws {
        let preview = MessagePreview(table: try MessageTable.load(contentsOf: Fixtures.url("MessageFormat")), rulesProvider: ICUPluralRulesProvider())
        // Exact values, then categories; no Apple zero form in MessageFormat.
        let inbox = try Self.rows("inbox", "en", in: preview)
        #expect(inbox.map(\.form) == ["=0", "one", "other"])
        #expect(Self.texts(inbox[0]) == ["Your inbox is empty"])
        #expect(try Self.rows("inbox", "ar", in: preview).map(\.form) == ["zero", "one", "two", "few", "many", "other"])
        // selectordinal uses the ordinal rules.
        let place = try #require(preview.entry(key: "place", language: "en")?.variants.first?.selections.first)
        #expect(place.kind == .ordinal)
        #expect(place.rows.map { Self.texts($0).first ?? "" } == ["You finished 1st", "You finished 2nd", "You finished 3rd", "You finished 0th"])
        // An offset: the rules see the value less it; =1 takes 1 itself.
        let party = try #require(preview.entry(key: "party", language: "en")?.variants.first?.selections.first)
        #expect(party.offset == 1)
        #expect(party.argumentName == "guests")
        #expect(party.rows.first { $0.form == "one" }?.examples.first?.text == "‹host› goes with ‹guest› and 1 other")
        // A plural in each branch of a select is shown with the branch's keyword.
        let shared = try #require(preview.entry(key: "shared", language: "ru")?.variants.first?.selections)
        #expect(shared.first?.kind == .select)
        #expect(shared[1].otherArguments == ["gender = female"])
        #expect(shared[1].rows.first { $0.form == "few" }.map(Self.texts)?.first == "Она отправила 2 файла")
    }

    @Test func aLoneOtherIsNotMissingForms() throws {
        let plist: [String: Any] = ["items": [
            "NSStringLocalizedFormatKey": "%#@n@",
            "n": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d", "other": "Items: %d"],
        ]]
        var table = MessageTable(name: "Invariant", developmentLanguage: "ru")
        try table.add(contentsOf: PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0), kind: .stringsdict, language: "ru")
        let preview = MessagePreview(table: table, rulesProvider: ICUPluralRulesProvider())
        let rows = try Self.rows("items", "ru", in: preview)
        #expect(rows.map(\.form) == ["other"])
        #expect(rows[0].status == .present)
        #expect(Self.texts(rows[0]) == ["Items: 1", "Items: 2", "Items: 5"])
        #expect(preview.entry(key: "items", language: "ru")?.status == .complete)
    }

    @Test func deviceAndWidthVariantsAreEachShown() throws {
        let tap = try #require(Self.tables.entry(key: "tap_action", language: "en"))
        #expect(tap.variants.map(\.label) == ["device 'other'", "device 'iphone'", "device 'mac'"])
        #expect(tap.variants[0].selections.first?.variable == "items")
        #expect(tap.variants[1].plain?.text == "Tap here")
        let welcome = try #require(Self.tables.entry(key: "welcome", language: "en"))
        #expect(welcome.variants.map { $0.plain?.text } == ["Hi", "Hello there", "Welcome to the application"])
    }

    @Test func fallbackToTheDevelopmentLanguage() throws {
        let entry = try #require(Self.tables.entry(key: "distance", language: "ar"))
        #expect(entry.status == .fallback)
        #expect(entry.fallbackLanguage == "en")
        #expect(Self.tables.languages.first == "en")
    }

    @Test func genderVariablesShowOneRowPerGender() throws {
        let preview = MessagePreview(table: try MessageTable.load(contentsOf: Fixtures.url("Gender")), rulesProvider: ICUPluralRulesProvider())
        let selections = try #require(preview.entry(key: "shared_files", language: "en")?.variants.first?.selections)
        let pronoun = try #require(selections.first { $0.variable == "pronoun" })
        #expect(pronoun.kind == .gender)
        #expect(pronoun.rows.map(\.form) == ["male", "female", "other"])
        #expect(pronoun.rows.map { Self.texts($0).first ?? "" } == [
            "‹1› shared 2 files with his team", "‹1› shared 2 files with her team", "‹1› shared 2 files with their team",
        ])
    }

    @Test func missingFormsAndFindingsArePlacedAtTheirKeyAndLanguage() throws {
        let preview = MessagePreview(table: try MessageTable.load(contentsOf: Fixtures.url("Lint/Mistakes")), rulesProvider: ICUPluralRulesProvider())
        let entry = try #require(preview.entry(key: "needs_few_many", language: "ru"))
        #expect(entry.status == .missingForms)
        #expect(entry.findings.contains { $0.code == "missing-category" && $0.severity == .error })
        let rows = try Self.rows("needs_few_many", "ru", in: preview)
        let few = try #require(rows.first { $0.form == "few" })
        #expect(few.status == .missing)
        // The missing form's numbers render 'other', and the renderer says so.
        #expect(few.examples.first?.diagnostics.isEmpty == false)
        #expect(entry.missingForms.contains { $0.contains("few") && $0.contains("many") })
        let unknown = try #require(preview.entry(key: "unknown_var", language: "en"))
        #expect(unknown.status == .errors)
        #expect(unknown.findings.contains { $0.code == "unknown-variable" })
    }

    @Test func bothEnginesPreviewAlike() throws {
        let swift = MessagePreview(table: Fixtures.tables, rulesProvider: CLDRPluralRulesProvider())
        for key in ["files", "files_no_zero"] {
            #expect(try Self.rows(key, "ru", in: swift).map(Self.texts) == Self.rows(key, "ru").map(Self.texts))
        }
    }

    // MARK: The page

    @Test func pageHoldsEveryFormNumberAndText() throws {
        let html = PreviewHTML.page(title: "Tables", tables: [Self.tables])
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        // Self-contained: nothing fetched, no script.
        for forbidden in ["<script", "<link", "src=", "http://", "https://", "@import"] { #expect(!html.contains(forbidden), "\(forbidden)") }
        let cells = html.components(separatedBy: "<td class=\"cell status-").count - 1
        #expect(cells == Self.tables.keys.count * Self.tables.languages.count)
        for text in ["data-form=\"few\"", "2–4, 22–24", "21 файл", "ملفان", "dir=\"rtl\" lang=\"ar\"", "↩ fallback", "class=\"legend\""] {
            #expect(html.contains(text), "\(text)")
        }
        // Only Arabic is right to left.
        #expect(!html.contains("dir=\"rtl\" lang=\"ru\""))
    }

    @Test func hostileKeysAndTextsAreEscaped() throws {
        var table = MessageTable(name: "Hostile", developmentLanguage: "en")
        let strings = """
            "<script>alert('x')</script>" = "<img src=x onerror=alert(1)> \\" & '";
            "bidi\u{202E}key" = "a\u{202E}b\u{2066}c\u{1B}d";
            """
        try table.add(contentsOf: Data(strings.utf8), kind: .strings, language: "en\"><script>")
        let html = PreviewHTML.page(title: "<b>title</b>", tables: [MessagePreview(table: table, rulesProvider: ICUPluralRulesProvider(), scope: .init(includesPlainKeys: true))])
        #expect(!html.contains("<script"))
        #expect(!html.contains("<img"))
        #expect(!html.contains("<b>title"))
        #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"))
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt; &quot; &amp; &#39;"))
        #expect(html.contains("data-language=\"en&quot;&gt;&lt;script&gt;\""))
        // Controls and bidi overrides and isolates are shown, never passed through.
        for scalar in ["\u{202E}", "\u{2066}", "\u{1B}"] { #expect(!html.contains(scalar)) }
        #expect(html.contains("\\u{202E}"))
        #expect(html.contains("\\u{1B}"))
    }

    @Test func longTextsAreCutSayingSo() throws {
        let text = String(repeating: "x", count: PreviewHTML.maximumTextLength + 10)
        var table = MessageTable(name: "Long", developmentLanguage: "en")
        try table.add(contentsOf: Data("\"long\" = \"\(text)\";".utf8), kind: .strings, language: "en")
        let html = PreviewHTML.page(title: "Long", tables: [MessagePreview(table: table, rulesProvider: ICUPluralRulesProvider(), scope: .init(includesPlainKeys: true))])
        #expect(html.contains(String(repeating: "x", count: PreviewHTML.maximumTextLength)))
        #expect(!html.contains(String(repeating: "x", count: PreviewHTML.maximumTextLength + 1)))
        #expect(html.contains("\(text.count) characters in all"))
    }

    @Test func unreadableFilesAreListed() throws {
        let tree = TestFolders.root.appendingPathComponent("preview-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: tree) }
        for language in ["en", "ru"] {
            try FileManager.default.createDirectory(at: tree.appendingPathComponent("\(language).lproj"), withIntermediateDirectories: true)
        }
        try Data("\"hello\" = \"Hello\";".utf8).write(to: tree.appendingPathComponent("en.lproj/Localizable.strings"))
        try Data("<plist><dict><key>broken".utf8).write(to: tree.appendingPathComponent("ru.lproj/Localizable.stringsdict"))
        let preview = MessagePreview(table: try MessageTable.load(contentsOf: tree), rulesProvider: ICUPluralRulesProvider())
        #expect(preview.unreadableFiles.map { $0.file?.lastPathComponent } == ["Localizable.stringsdict"])
        #expect(preview.tableFindings.contains { $0.code == "unreadable-file" })
        let html = PreviewHTML.page(title: "Broken", tables: [preview])
        #expect(html.contains("Files that could not be read"))
        #expect(html.contains("ru.lproj/Localizable.stringsdict"))
    }

    @Test func manyVariablesAreCutSayingSo() throws {
        let count = MessagePreview.maximumSelectors + 2
        var variables: [String: Any] = ["NSStringLocalizedFormatKey": (1...count).map { "%\($0)$#@v\($0)@" }.joined(separator: " ")]
        for index in 1...count {
            variables["v\(index)"] = ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d",
                                      "one": "%\(index)$d one", "other": "%\(index)$d other"]
        }
        var table = MessageTable(name: "Many", developmentLanguage: "en")
        try table.add(contentsOf: PropertyListSerialization.data(fromPropertyList: ["many": variables], format: .xml, options: 0), kind: .stringsdict, language: "en")
        let entry = try #require(MessagePreview(table: table, rulesProvider: ICUPluralRulesProvider()).entry(key: "many", language: "en"))
        #expect(entry.variants.first?.selections.count == MessagePreview.maximumSelectors)
        #expect(entry.notes == ["showing \(MessagePreview.maximumSelectors) of \(count) variables (MessagePreview.maximumSelectors)"])
    }

    @Test func pageIsBoundedAndSaysWhereItWasCut() throws {
        var table = MessageTable(name: "Big", developmentLanguage: "en")
        let count = MessagePreview.maximumEntries / 2 + 1
        let strings = (0..<count).map { "\"key\($0)\" = \"text \($0)\";" }.joined(separator: "\n")
        for language in ["en", "fr"] { try table.add(contentsOf: Data(strings.utf8), kind: .strings, language: language) }
        let preview = MessagePreview(table: table, rulesProvider: ICUPluralRulesProvider(), scope: .init(includesPlainKeys: true))
        #expect(preview.keyCount == count)
        #expect(preview.entries.count <= MessagePreview.maximumEntries)
        #expect(preview.keys.count == MessagePreview.maximumEntries / 2)
        #expect(preview.notes.first?.description.contains("--limit") == true)
        let html = PreviewHTML.page(title: "Big", tables: [preview])
        #expect(html.contains("showing \(MessagePreview.maximumEntries / 2) of \(count) keys"))
    }
}

/// Which keys a preview shows, in what order, and how many (issue 22).
@Suite struct PreviewScopeTests {
    static func table() throws -> MessageTable {
        var table = MessageTable(name: "Scope", developmentLanguage: "en")
        let plain = (0..<40).map { "\"a.plain\($0)\" = \"Text \($0)\";" }.joined(separator: "\n")
        let plural = """
            <plist version="1.0"><dict><key>z.files</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>%d file</string>
            <key>other</key><string>%d files</string></dict></dict></dict></plist>
            """
        for language in ["en", "fr", "pt_BR"] {
            try table.add(contentsOf: Data(plain.utf8), kind: .strings, language: language)
            try table.add(contentsOf: Data(plural.utf8), kind: .stringsdict, language: language)
        }
        return table
    }

    @Test func variedKeysComeFirstAndAloneByDefault() throws {
        let table = try Self.table()
        // Sorted by name, the 40 plain keys (a.…) came before the plural one (z.…) and a cut hid it.
        let preview = MessagePreview(table: table, rulesProvider: ICUPluralRulesProvider())
        #expect(preview.keys == ["z.files"])
        #expect(preview.variedKeyCount == 1)
        #expect(preview.notes.contains(.plainKeysLeftOut(40)))
        let all = MessagePreview(table: table, rulesProvider: ICUPluralRulesProvider(), scope: .init(includesPlainKeys: true, limit: 9))
        #expect(all.keys == ["z.files", "a.plain0", "a.plain1"])
        #expect(all.notes.contains { if case .cutAtLimit(9, _, _, _) = $0 { true } else { false } })
    }

    @Test(arguments: [
        (["z.files"], [], ["z.files"], ["en", "fr", "pt_BR"]),
        (["a.plain1*"], ["fr"], ["a.plain1", "a.plain10", "a.plain11", "a.plain12", "a.plain13", "a.plain14", "a.plain15", "a.plain16", "a.plain17", "a.plain18", "a.plain19"], ["fr"]),
        ([], ["pt-BR", "EN"], ["z.files"], ["en", "pt_BR"]),
    ] as [([String], [String], [String], [String])])
    func filtersKeysAndLanguages(keys: [String], languages: [String], expectedKeys: [String], expectedLanguages: [String]) throws {
        let preview = MessagePreview(table: try Self.table(), rulesProvider: ICUPluralRulesProvider(),
                                     scope: .init(includesPlainKeys: !keys.isEmpty, keys: keys, languages: languages))
        #expect(preview.keys == expectedKeys)
        #expect(preview.languages == expectedLanguages)
        #expect(preview.entries.count == expectedKeys.count * expectedLanguages.count)
    }

    @Test func anUnknownLanguageIsSaid() throws {
        let preview = MessagePreview(table: try Self.table(), rulesProvider: ICUPluralRulesProvider(), scope: .init(languages: ["ru"]))
        #expect(preview.languages.isEmpty)
        #expect(preview.notes.contains(.noSuchLanguage("ru")) && preview.notes.map(\.description).contains("The table has no language 'ru'."))
    }

    @Test(arguments: [(0, 1), (-5, 1), (7, 7), (Int.max, MessagePreview.maximumLimit)])
    func theLimitIsBounded(given: Int, kept: Int) {
        #expect(MessagePreview.Scope(limit: given).limit == kept)
    }

    @Test func unreadablePathsAreRelativeToTheSource() {
        #expect(PreviewHTML.relativePath("/a/b/ru.lproj/L.strings", to: "/a/b") == "ru.lproj/L.strings")
        #expect(PreviewHTML.relativePath("/a/b", to: "/a/b") == "")
        #expect(PreviewHTML.relativePath("/a/bc/L.strings", to: "/a/b") == nil)
    }
}
