import Foundation
import ICUPlural
@testable import PluralMessages
import Testing

/// One loader: every way of reading a tree (MessageTable.load, lint, preview, the table source)
/// finds the same tables, languages and files, and decides the development language alike.
@Suite struct TableSourceTests {
    static func fixture(_ name: String) -> URL { Fixtures.url("Loading/" + name) }
    static let linter = MessageLinter(rulesProvider: ICUPluralRulesProvider())

    /// What a reader made of a table: its languages, development language and files (by path in the fixture).
    struct Seen: Equatable, CustomStringConvertible {
        var languages: [String]
        var development: String?
        var files: [String]
        var description: String { "\(languages) dev \(development ?? "nil") files \(files)" }

        init(_ table: MessageTable, root: URL) {
            languages = table.languages
            development = table.developmentLanguage
            files = table.files.map { PreviewHTML.relativePath($0.url.path, to: root.path) ?? $0.url.path }.sorted()
        }
    }

    @Test(arguments: ["BaseTree", "BaseOnly", "EnglishVariant", "NoEnglish", "DigitTags", "NamedByLanguage", "Nested/App"])
    func everyReaderSeesTheSameTables(_ name: String) throws {
        let root = Self.fixture(name)
        let inputs = name == "NamedByLanguage"
            ? try FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: nil).sorted { $0.path < $1.path }
            : [root]
        let source = TableSource(inputs: inputs)
        try #require(!source.tables.isEmpty)
        let first = try #require(source.tables.first { $0.name == "Localizable" } ?? source.tables.first)
        // The table source, lint (which reads the files itself) and MessageTable.load.
        let loaded = Seen(source.load(first), root: root)
        let linted = Seen(Self.linter.lint(first).messages, root: root)
        #expect(loaded == linted)
        if inputs.count == 1 {
            let table = try MessageTable.load(contentsOf: root, table: first.name)
            #expect(Seen(table, root: root) == loaded)
            // Preview shows the languages the table has, the development language first.
            let preview = MessagePreview(table: table, rulesProvider: ICUPluralRulesProvider(), scope: .init(includesPlainKeys: true))
            #expect(Set(preview.languages) == Set(loaded.languages))
            #expect(preview.languages.first == loaded.development)
        }
        // No reader ever sees a language called "Base".
        #expect(!loaded.languages.contains("Base"))
        // Every file the table lists has the language the source gave it.
        for file in first.files where file.kind != .xcstrings {
            #expect(file.isBase || loaded.languages.contains(file.language ?? "?"))
        }
    }

    @Test func baseIsTheDevelopmentLanguagesBase() throws {
        let table = try MessageTable.load(contentsOf: Self.fixture("BaseTree"))
        #expect(table.languages == ["en", "ru"])
        #expect(table.developmentLanguage == "en")
        // en.lproj's own text wins; Base gives what en.lproj lacks, plural forms included.
        #expect(table.message(forKey: "title", language: "en")?.origin.file?.lastPathComponent == "Localizable.strings")
        #expect(table.message(forKey: "title", language: "en")?.origin.file?.deletingLastPathComponent().lastPathComponent == "en.lproj")
        #expect(table.message(forKey: "base_only", language: "en")?.origin.file?.deletingLastPathComponent().lastPathComponent == "Base.lproj")
        let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider())
        #expect(try renderer.render(key: "files", in: table, preferredLanguages: ["en"], arguments: [1]).text == "1 file")
        #expect(try renderer.render(key: "title", in: table, preferredLanguages: ["en"], arguments: []).text == "English title")
        // Lint finds no language 'Base' without plural rules.
        let findings = Self.linter.lint(.paths([Self.fixture("BaseTree")]))
        #expect(!findings.contains { $0.language == "Base" || $0.code == "unknown-language" })
        #expect(table.notes.isEmpty)
    }

    @Test func baseAloneIsEnglishWithANote() throws {
        let table = try MessageTable.load(contentsOf: Self.fixture("BaseOnly"))
        // German has one key and Base two: with no region stated (a build-setting placeholder
        // does not count), Base is taken as English and says so.
        #expect(table.developmentLanguage == "en")
        #expect(table.languages == ["de", "en"])
        #expect(table.notes.contains { $0.description.contains("'en'") && $0.description.contains("Base.lproj") })
        // A stated development language takes the base.
        let german = try MessageTable.load(contentsOf: Self.fixture("BaseOnly"), developmentLanguage: "de")
        #expect(german.languages == ["de"])
        #expect(german.message(forKey: "title", language: "de")?.origin.file?.deletingLastPathComponent().lastPathComponent == "de.lproj")
        #expect(german.message(forKey: "files", language: "de") != nil)
    }

    @Test func anEnglishVariantIsTheDevelopmentLanguageBeforeTheFirstByName() throws {
        let table = try MessageTable.load(contentsOf: Self.fixture("EnglishVariant"))
        #expect(table.developmentLanguage == "en-US")
        #expect(table.notes.contains { $0.description.contains("'en-US'") && $0.description.contains("guessed") })
        // Lookups fall back to it, and lint compares the others with it.
        #expect(table.message(forKey: "only_english", preferredLanguages: ["fr"])?.language == "en-US")
        let preview = MessagePreview(table: table, rulesProvider: ICUPluralRulesProvider())
        #expect(preview.developmentLanguage == "en-US")
        #expect(preview.languages.first == "en-US")
    }

    @Test func withoutEnglishTheMostCompleteLanguageIsChosen() throws {
        let table = try MessageTable.load(contentsOf: Self.fixture("NoEnglish"))
        #expect(table.developmentLanguage == "de")
        #expect(table.notes.contains { $0.description.contains("'de'") && $0.description.contains("most complete") })
        // Stated, nothing is guessed.
        let stated = try MessageTable.load(contentsOf: Self.fixture("NoEnglish"), developmentLanguage: "fr")
        #expect(stated.developmentLanguage == "fr")
        #expect(stated.notes.isEmpty)
    }

    @Test func messageFormatFilesTakeEveryWellFormedTagAndReportTheRest() throws {
        let root = Self.fixture("DigitTags")
        let table = try MessageTable.load(contentsOf: root)
        #expect(table.languages == ["de-CH-1901", "en", "es-419", "pt_BR"])
        let source = TableSource(inputs: [root])
        #expect(source.skippedFiles.map { $0.file?.lastPathComponent } == ["package.json"])
        #expect(table.notes.contains { $0.description.contains("package.json") })
        let findings = Self.linter.lint(.paths([root]))
        #expect(findings.contains { $0.code == "skipped-file" && $0.file?.hasSuffix("package.json") == true })
        // Rendering finds the Latin American Spanish file (it used to fall back to English).
        let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider())
        #expect(try renderer.render(key: "files", in: table, preferredLanguages: ["es-419"], arguments: [2]).text == "2 archivos")
    }

    @Test(arguments: [
        ("es-419.json", "es-419"), ("de-CH-1901.json", "de-CH-1901"), ("pt_BR.json", "pt_BR"), ("zh-Hant-TW.json", "zh-Hant-TW"),
        ("en.json", "en"), ("English.json", "English"), ("sco.json", "sco"), ("package.json", nil), ("Contents.json", nil), ("tai.json", "tai"), ("app.json", "app"), ("web.json", "web"), ("1en.json", nil), ("en..json", nil), ("e.json", nil),
        // FormatJS projects' messages_<language>.json (zulip-mobile): the language after an '_', known to Foundation.
        ("messages_ru.json", "ru"), ("messages_pt_BR.json", "pt-BR"), ("translations_zh_Hant.json", "zh-Hant"), ("messages_xx.json", nil),
    ] as [(String, String?)])
    func theLanguageOfAMessageFormatFileName(name: String, expected: String?) throws {
        let folder = try temporaryDirectory("mf-name")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"k": "v"}"#.utf8).write(to: folder.appendingPathComponent(name))
        let source = TableSource(inputs: [folder.appendingPathComponent(name)])
        #expect(source.tables.first?.files.first?.language == expected)
        #expect(source.errors.isEmpty == (expected != nil))
    }

    /// A folder of `messages_<language>.json` files was "no tables": it is one table, rendered by language.
    @Test func messageFormatFilesNamedWithALanguageSuffixAreATable() throws {
        let folder = try temporaryDirectory("mf-suffix")
        defer { try? FileManager.default.removeItem(at: folder) }
        let plural = "{count, plural, one {# file} other {# files}}"
        try Data(#"{"files": "\#(plural)"}"#.utf8).write(to: folder.appendingPathComponent("messages_en.json"))
        try Data(#"{"files": "{count, plural, one {# файл} few {# файла} many {# файлов} other {# файла}}"}"#.utf8)
            .write(to: folder.appendingPathComponent("messages_ru.json"))
        let table = try MessageTable.load(contentsOf: folder)
        #expect(table.languages == ["en", "ru"])
        let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider())
        #expect(try renderer.render(key: "files", in: table, preferredLanguages: ["ru"], arguments: ["count": 5]).text == "5 файлов")
        #expect(!Self.linter.lint(.paths([folder])).contains { $0.code == "no-tables" })
    }

    @Test func filesNamedAfterTheirLanguageLoadAlikeEverywhere() throws {
        let root = Self.fixture("NamedByLanguage")
        let ru = root.appendingPathComponent("Localizable.ru.stringsdict")
        let en = root.appendingPathComponent("Localizable.en.stringsdict")
        // Alone: the name gives the language, for MessageTable.load (render, convert) as for lint.
        let alone = try MessageTable.load(contentsOf: ru)
        #expect(alone.name == "Localizable")
        #expect(alone.languages == ["ru"])
        #expect(!Self.linter.lint(.paths([ru])).contains { $0.code == "unknown-file-language" || $0.code == "unreadable-file" })
        // Together they are one table.
        let source = TableSource(inputs: [en, ru])
        #expect(source.tables.count == 1)
        #expect(source.load(source.tables[0]).languages == ["en", "ru"])
        // In a directory, they are not in .lproj folders: reported, not read.
        let directory = TableSource(inputs: [root])
        #expect(directory.tables.isEmpty)
        #expect(directory.skippedFiles.count == 2)
    }

    @Test func nestedBundlesAreTablesOfTheirOwnAndStrayFilesAreReported() throws {
        let root = Self.fixture("Nested")
        let source = TableSource(inputs: [root])
        #expect(source.tables.map { "\($0.bundle.lastPathComponent)/\($0.name)" } == ["App/Localizable", "Settings.bundle/Root"])
        #expect(source.skippedFiles.map { $0.file?.lastPathComponent } == ["Stray.strings"])
        #expect(try MessageTable.load(contentsOf: root, table: "Root").languages == ["en", "ru"])
        let findings = Self.linter.lint(.paths([root]))
        #expect(findings.filter { $0.code == "skipped-file" }.count == 1)
    }

    @Test func aNameInSeveralBundlesIsReadTogetherSayingSo() throws {
        let root = try temporaryDirectory("bundles")
        defer { try? FileManager.default.removeItem(at: root) }
        try write(["A/en.lproj/Localizable.strings": Data(#""a" = "A";"#.utf8), "B/en.lproj/Localizable.strings": Data(#""b" = "B";"#.utf8)], in: root)
        let table = try MessageTable.load(contentsOf: root)
        #expect(table.keys == ["a", "b"])
        #expect(table.notes.contains { $0.description.contains("2 places") })
        #expect(TableSource(inputs: [root]).tables.count == 2)
    }

    @Test func badInputsAreRefusedAlike() throws {
        let missing = URL(fileURLWithPath: "/no/such/\(UUID().uuidString)")
        #expect(TableSource(inputs: [missing]).errors.first?.reason == "no such file or directory")
        #expect(throws: MessageFileError.self) { try MessageTable.load(contentsOf: missing) }
        let folder = try temporaryDirectory("lone")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#""k" = "v";"#.utf8).write(to: folder.appendingPathComponent("Strings.strings"))
        let lone = folder.appendingPathComponent("Strings.strings")
        #expect(TableSource(inputs: [lone]).errors.first?.reason.contains("language is unknown") == true)
        #expect(Self.linter.lint(.paths([lone])).map(\.code) == ["unknown-file-language"])
        #expect(throws: MessageFileError.self) { try MessageTable.load(contentsOf: lone) }
        #expect(try MessageTable.load(contentsOf: lone, language: "de").languages == ["de"])
    }
}

extension TableSourceTests {
    /// A name that is a language wins over a language given for loose files (render's --language
    /// is the user's): `ru.json` and `Localizable.ru.strings` stay Russian.
    @Test(arguments: ["ru.json", "Localizable.ru.strings"])
    func aFileNamedAfterItsLanguageKeepsIt(name: String) throws {
        let folder = try temporaryDirectory("named")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(name)
        try Data((name.hasSuffix(".json") ? #"{"k": "v"}"# : #""k" = "v";"#).utf8).write(to: url)
        #expect(try MessageTable.load(contentsOf: url, language: "en").languages == ["ru"])
        #expect(TableSource(inputs: [url], language: "en").tables.first?.files.first?.language == "ru")
        // Added to a table by hand, as the loader reads it (it read as German before).
        var table = MessageTable(name: "Localizable")
        try table.add(file: url, language: "de")
        #expect(table.languages == ["ru"])
        #expect(table.files.map(\.language) == ["ru"])
    }

    /// The development language is resolved once, at load, to a language of the table: a tag
    /// spelled otherwise, a region of the same language, else English; every tool reads that one.
    @Test(arguments: [
        ("en", ["en-GB", "ru"], "en-GB"), ("pt_BR", ["pt-BR", "ru"], "pt-BR"), ("en-US", ["en", "ru"], "en"),
        ("de", ["en", "ru"], "en"), ("de", ["fr", "ru"], nil), ("ru", ["en", "ru"], "ru"),
    ] as [(String, [String], String?)])
    func theDevelopmentLanguageIsOneOfTheTables(stated: String, languages: [String], expected: String?) throws {
        let root = try temporaryDirectory("development")
        defer { try? FileManager.default.removeItem(at: root) }
        try write(Dictionary(uniqueKeysWithValues: languages.map { ("\($0).lproj/Localizable.strings", Data(#""k" = "v";"#.utf8)) }), in: root)
        let table = try MessageTable.load(contentsOf: root, developmentLanguage: stated)
        #expect(table.developmentLanguage == expected)
        // Lint takes the same language as its reference, and a render falls back to it.
        let linter = MessageLinter(rulesProvider: ICUPluralRulesProvider(), developmentLanguage: stated)
        #expect(linter.lint(try #require(TableSource(inputs: [root]).tables.first)).messages.developmentLanguage == expected)
        if let expected {
            let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider())
            #expect(try renderer.render(key: "k", in: table, preferredLanguages: ["ja"], arguments: []).language == expected)
        }
    }
}
