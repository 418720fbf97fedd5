import Foundation
@testable import PluralCore
import PluralLocalization
@testable import PluralMessages
import Testing

@Suite struct StringsdictRenderingTests {
    @Test(arguments: [
        (0, "No file is selected"),
        (1, "A file is selected"),
        (2, "2 files are selected"),
        (5, "5 files are selected"),
    ])
    func simpleCaseOfSeed002(count: Int, expected: String) throws {
        #expect(try render("files_selected", "en", [.integer(count)]) == expected)
    }

    // Seed 002's output table for "x of y runs completed".
    @Test(arguments: [
        (0, 0, "No runs completed yet"),
        (0, 7, "No runs completed yet"),
        (1, 1, "One run completed"),
        (1, 2, "One of 2 runs completed"),
        (1, 9, "One of 9 runs completed"),
        (2, 5, "2 of 5 runs completed"),
        (7, 30, "7 of 30 runs completed"),
    ])
    func nestedVariables(completed: Int, total: Int, expected: String) throws {
        #expect(try render("runs_completed", "en", [.integer(completed), .integer(total)]) == expected)
    }

    @Test func nestedVariablesInRussian() throws {
        #expect(try render("runs_completed", "ru", [1, 1]) == "1 из 1 запуска выполнен")
        #expect(try render("runs_completed", "ru", [3, 5]) == "3 из 5 запусков выполнено")
        #expect(try render("runs_completed", "ru", [2, 22]) == "2 из 22 запусков выполнено")
        #expect(try render("runs_completed", "ru", [0, 5]) == "Ещё ничего не выполнено")
    }

    @Test func severalVariablesTakeArgumentsInOrder() throws {
        #expect(try render("files_and_folders", "en", [1, 3]) == "Total: 1 file, 3 folders")
        #expect(try render("files_and_folders", "en", [4, 1]) == "Total: 4 files, 1 folder")
    }

    @Test func formsUseOtherPositionalArguments() throws {
        #expect(try render("spelled", "en", [42, "forty-two"]) == "forty-two somethings")
        #expect(try render("spelled", "en", [1, "one"]) == "one something")
        #expect(try render("geese_landed", "en", ["Farm", 2, 3]) == "Farm: 3 geese landed on 2 fields")
        #expect(try render("geese_landed", "en", ["Farm", 1, 1]) == "Farm: 1 goose landed on 1 field")
    }

    @Test func unpositionedConversionsInAFormContinueFromTheVariablesArgument() throws {
        #expect(try render("movies_watched", "en", [5, 10]) == "5 of 10 movies watched.")
        #expect(try render("movies_watched", "en", [1, 10]) == "Only one?")
        #expect(try render("movies_watched", "en", [0, 10]) == "None watched.")
    }

    @Test(arguments: [
        (0, "Нет файлов"), (1, "1 файл"), (2, "2 файла"), (4, "4 файла"), (5, "5 файлов"), (11, "11 файлов"),
        (21, "21 файл"), (22, "22 файла"), (25, "25 файлов"), (101, "101 файл"), (111, "111 файлов"),
    ])
    func russianCategories(count: Int, expected: String) throws {
        #expect(try render("files", "ru", [.integer(count)]) == expected)
    }

    @Test func russianZeroPolicy() throws {
        #expect(try render("files", "ru", [0], renderer: .icu(policy: .cldr)) == "0 файлов")
        #expect(try render("files_no_zero", "ru", [0]) == "Найдено: 0 файлов")
        // The article's format_key: Russian rules whatever the formatting locale.
        for (count, expected) in [(0, "ZERO"), (1, "ONE"), (3, "FEW"), (5, "MANY"), (21, "ONE")] {
            #expect(try render("format_key", "ru", [.integer(count)], renderer: .icu(locale: "en_US")) == expected)
        }
        #expect(try render("format_key", "ru", [0], renderer: .icu(policy: .cldr)) == "MANY")
    }

    @Test(arguments: [
        (0, "لا ملفات"), (1, "ملف واحد"), (2, "ملفان"), (3, "3 ملفات"), (10, "10 ملفات"), (11, "11 ملفًا"),
        (99, "99 ملفًا"), (100, "100 ملف"), (102, "102 ملف"), (103, "103 ملفات"),
    ])
    func arabicCategories(count: Int, expected: String) throws {
        #expect(try render("files", "ar", [.integer(count)]) == expected)
    }

    @Test func arabicDigitsComeFromTheFormattingLocale() throws {
        #expect(try render("files", "ar", [3], renderer: .icu(locale: "ar_EG")) == "٣ ملفات")
        #expect(try render("files", "ar", [3], renderer: .icu(locale: "en_US")) == "3 ملفات")
    }

    @Test func languageSelectsFormsAndLocaleFormatsNumbers() throws {
        // Russian rules, English digits: 1,234 is `few` in Russian.
        #expect(try render("files", "ru", [1234], renderer: .icu(locale: "en_US")) == "1,234 файла")
        // English rules, Russian separators.
        #expect(try render("distance", "en", [1.5], renderer: .icu(locale: "ru_RU")) == "1,5 kilometers")
        // "21,0" shows a fraction digit: `other`, not the `one` of 21.
        #expect(try render("distance", "ru", [21], renderer: .icu(locale: "ru_RU")) == "21,0 километра")
        #expect(try render("distance", "ru", [1.5], renderer: .icu(locale: "ru_RU")) == "1,5 километра")
    }

    @Test func everyNumberSelectsOnTheDigitsItShows() throws {
        // `%.1f` shows 1 as "1.0", whatever the argument's type (Apple selects on the value: "1.0 kilometer").
        #expect(try render("distance", "en", [1.0]) == "1.0 kilometers")
        #expect(try render("distance", "en", [.decimal(.init(parsing: "1.0"))]) == "1.0 kilometers")
        #expect(try render("distance", "en", [.decimal(.init(parsing: "1"))]) == "1.0 kilometers")
        #expect(try render("distance", "en", [1]) == "1.0 kilometers")
    }

    @Test func percentSignsAndWidths() throws {
        #expect(try render("percent_done", "en", [1]) == "1 task (100% done)")
        #expect(try render("welcome", "en", []) == "Welcome to the application")
        #expect(try render("welcome", "en", [], renderer: .icu(width: 25)) == "Hello there")
        #expect(try render("welcome", "en", [], renderer: .icu(width: 0)) == "Hi")
        #expect(try render("welcome", "en", [], renderer: .icu(width: 500)) == "Welcome to the application")
    }

    @Test func deviceSpecificVariants() throws {
        #expect(try render("tap_action", "en", [], renderer: .icu(device: "iphone")) == "Tap here")
        #expect(try render("tap_action", "en", [], renderer: .icu(device: "Mac")) == "Click here")
        #expect(try render("tap_action", "en", [3], renderer: .icu(device: "ipad")) == "Press 3 items to choose")
        #expect(try render("tap_action", "en", [1]) == "Press 1 item to choose")
    }

    @Test func binaryPlistAndUTF16Strings() throws {
        #expect(try render("files", "de", [1]) == "1 Datei")
        #expect(try render("files", "de", [1000], renderer: .icu(locale: "de_DE")) == "1.000 Dateien")
        #expect(try render("greeting", "de", ["Welt"]) == "Hallo, Welt!")
        #expect(try render("umlaut", "de", [2.5], renderer: .icu(locale: "de_DE")) == "Größe: 2,50")
    }

    @Test func stringsdictEntriesWinOverStringsAndLookupFallsBack() throws {
        let table = Fixtures.tables
        #expect(table.developmentLanguage == "en")
        #expect(table.languages == ["ar", "de", "en", "ru"])
        #expect(table.message(forKey: "files_selected", language: "en")?.origin.kind == .stringsdict)
        let renderer = MessageRenderer.icu()
        // Russian has no "files_selected": the development language serves it.
        let fallback = try renderer.render(key: "files_selected", in: table, preferredLanguages: ["ru-RU"], arguments: [1])
        #expect(fallback.text == "A file is selected")
        #expect(fallback.language == "en")
        let russian = try renderer.render(key: "greeting", in: table, preferredLanguages: ["fr", "ru_RU"], arguments: ["Мир"])
        #expect(russian.text == "Привет, Мир!")
        #expect(throws: MessageError.self) { try renderer.render(key: "absent", in: table, preferredLanguages: ["en"], arguments: []) }
    }

    @Test func loadsFromABundle() throws {
        let bundle = try #require(Bundle(url: Fixtures.url("Tables")))
        let table = try MessageTable.load(bundle: bundle)
        #expect(table.languages == ["ar", "de", "en", "ru"])
        #expect(try MessageRenderer.icu().render(key: "files", in: table, preferredLanguages: ["ar"], arguments: [2]).text == "ملفان")
    }

    @Test func missingCategoryFallsBackToOtherWithADiagnostic() throws {
        let message = try #require(Fixtures.tables.message(forKey: "files_and_folders", language: "en"))
        // English has no `few`; use a Russian reading of the same message to miss categories.
        let russianReading = LocalizedMessage(key: message.key, language: "ru", body: message.body, variables: message.variables, origin: message.origin)
        let rendered = try MessageRenderer.icu().render(russianReading, arguments: [5, 2])
        #expect(rendered.text == "Total: 5 files, 2 folders")
        #expect(rendered.diagnostics.map(\.missingCategory) == [.many, .few])
        #expect(rendered.diagnostics.first?.description.contains("files") == true)
        let clean = try MessageRenderer.icu().render(message, arguments: [5, 2])
        #expect(clean.diagnostics.isEmpty)
    }
}
