import Foundation
import ICUPlural
@testable import PluralCore
import PluralLocalization
@testable import PluralMessages
import Testing

/// Android resource files read: Android's text rules, qualifiers, folders and the development language.
@Suite struct AndroidResourceReaderTests {
    static let rules = Fixtures.url("Android/Rules/res")
    static let project = Fixtures.url("Android/Project")

    func text(_ key: String, in table: MessageTable, language: String = "en") throws -> String {
        let message = try #require(table.message(forKey: key, language: language), "\(key)")
        guard case let .text(text) = message.body else {
            Issue.record("\(key) is \(message.body)")
            return ""
        }
        #expect(text.syntax == .javaFormat)
        return text.source
    }

    @Test(arguments: [
        ("collapsed", "Several words here"),
        ("quoted", "  kept   as is  "),
        ("apostrophe_escaped", "Don't"),
        ("apostrophe_quoted", "Don't"),
        ("escapes", "a\nb\tc \"d\" \\ @e ?f é"),
        ("at_start", "@home"),
        ("entities", "<tag> & é ☺ Files"),
        ("cdata", "<b>bold</b> & more"),
        ("xliff", "Open %1$d items"),
        ("styled", "Tap <b>here</b> or <font color=\"#FF0000\">there</font>"),
        ("not_formatted", "100%% sure"),
        ("tools_attr", "Ignored attribute"),
        ("duplicate", "second"),
    ])
    func textRules(key: String, expected: String) throws {
        let table = try MessageTable.load(contentsOf: Self.rules)
        #expect(try text(key, in: table) == expected)
    }

    @Test(arguments: [
        ("apostrophe_bare", "unescaped apostrophe"),
        ("bad_unicode", "four hex digits"),
        ("bad_quantity", "'ones' is not a quantity"),
    ])
    func whatAAPTRefusesIsAnInvalidEntry(key: String, reason: String) throws {
        let table = try MessageTable.load(contentsOf: Self.rules)
        let message = try #require(table.message(forKey: key, language: "en"))
        guard case let .invalid(said) = message.body else {
            Issue.record("\(key) reads as \(message.body)")
            return
        }
        #expect(said.contains(reason), "\(said)")
    }

    @Test func theDefaultLanguageIsToolsLocaleElseEnglishElseTheOneGiven() throws {
        // Rules says tools:locale="en"; the project's default folder says nothing: English, guessed.
        let stated = try MessageTable.load(contentsOf: Self.rules)
        #expect(stated.developmentLanguage == "en")
        #expect(stated.notes.isEmpty)
        let guessed = try MessageTable.load(contentsOf: Self.project)
        #expect(guessed.developmentLanguage == "en")
        #expect(guessed.notes.contains { if case .guessedDevelopmentLanguage(_, "en", .englishForAndroidDefault) = $0 { true } else { false } })
        let given = try MessageTable.load(contentsOf: Self.project, developmentLanguage: "de")
        #expect(given.developmentLanguage == "de")
        #expect(given.message(forKey: "greeting", language: "de") != nil)
    }

    /// `values` is English by default even beside a `values-b+en+001` (found in Nextcloud's app):
    /// the default's texts stay English's, not the world English's (which would hide "Color").
    @Test func theDefaultFolderIsEnglishBesideAnotherEnglish() throws {
        let table = try MessageTable.load(contentsOf: Fixtures.url("Android/WorldEnglish/res"))
        #expect(table.developmentLanguage == "en")
        #expect(try text("color", in: table, language: "en") == "Color")
        #expect(try text("color", in: table, language: "en-001") == "Colour")
        #expect(table.notes.contains { if case .guessedDevelopmentLanguage(_, "en", .englishForAndroidDefault) = $0 { true } else { false } })
    }

    @Test func aProjectOfModulesIsOneTableWithEveryQualifierForm() throws {
        let source = TableSource(inputs: [Self.project])
        #expect(source.tables.map(\.name) == ["strings", "strings"])
        let table = try MessageTable.load(contentsOf: Self.project)
        #expect(table.languages == ["ar", "en", "he", "ru", "sr-Latn", "zh-TW"])
        #expect(table.notes.contains { if case .readTogether = $0 { true } else { false } })
        #expect(try text("greeting", in: table, language: "zh-TW") == "你好，%1$s！")
        // values-night holds a string: listed as skipped; values-v21 holds only a style: not listed.
        let skipped = source.skippedFiles.compactMap { $0.file?.deletingLastPathComponent().lastPathComponent }
        #expect(skipped == ["values-night"])
        // The default folder's messages are the development language's.
        let files = try #require(table.message(forKey: "files", language: "en"))
        guard case let .plural(argument, forms) = files.body else {
            Issue.record("\(files.body)")
            return
        }
        #expect(argument == 1)
        #expect(Set(forms.keys) == [.category(.one), .category(.other)])
        #expect(try text("planets[1]", in: table) == "Venus")
        #expect(try text("planets[0]", in: table, language: "ru") == "Меркурий")
        #expect(table.message(forKey: "app_name", language: "en")?.catalogMetadata?.shouldTranslate == false)
        #expect(table.message(forKey: "greeting", language: "en")?.comment == "Shown above the list")
        #expect(table.message(forKey: "accent", language: "en") == nil)
    }

    @Test(arguments: [
        ("values", AndroidQualifiers.defaultLanguage),
        ("values-ru", .language("ru")),
        ("values-zh-rTW", .language("zh-TW")),
        ("values-b+sr+Latn", .language("sr-Latn")),
        ("values-b+es+419", .language("es-419")),
        ("values-iw", .language("he")),
        ("values-in", .language("id")),
        ("values-ji", .language("yi")),
        ("values-fil", .language("fil")),
        ("values-night", .configuration(["night"])),
        ("values-v21", .configuration(["v21"])),
        ("values-land", .configuration(["land"])),
        ("values-ru-night", .configuration(["ru", "night"])),
        ("values-sw600dp", .configuration(["sw600dp"])),
    ])
    func qualifiers(folder: String, expected: AndroidQualifiers) {
        #expect(AndroidQualifiers(folderName: folder) == expected)
        if case let .language(tag) = expected {
            // And back: the folder a language is written in reads as that language.
            #expect(AndroidQualifiers(folderName: AndroidQualifiers.folderName(forLanguage: tag).folder) == expected)
        }
    }

    @Test(arguments: [("ru", "values-ru"), ("zh-TW", "values-zh-rTW"), ("sr-Latn", "values-b+sr+Latn"), ("he", "values-iw"), ("es-419", "values-b+es+419"), ("pt_BR", "values-pt-rBR")])
    func folderOfALanguage(language: String, folder: String) {
        #expect(AndroidQualifiers.folderName(forLanguage: language).folder == folder)
    }

    @Test func aNameGivenTwiceAndAnUnescapedApostropheAreLintedAtTheirLines() throws {
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([Self.rules]))
        let duplicate = try #require(findings.first { $0.rule == .duplicateKey })
        #expect(duplicate.key == "duplicate")
        #expect(duplicate.location?.line == 22)
        let apostrophe = try #require(findings.first { $0.key == "apostrophe_bare" })
        #expect(apostrophe.rule == .invalidEntry)
        #expect(apostrophe.location?.line == 11)
    }

    @Test func lintFindsEveryPluralLackingACategoryAtItsLine() throws {
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([Self.project]))
        let missing = findings.filter { $0.rule == .missingCategory }.map { "\($0.key ?? "") \($0.language ?? "")" }.sorted()
        // Russian lacks many; nothing else lacks a category (sr-Latn, he and ar have theirs).
        #expect(missing == ["files ru"])
        let missingOther = try #require(findings.first { $0.rule == .missingOther })
        #expect(missingOther.key == "missing_other")
        #expect(missingOther.location?.line == 10)
        #expect(findings.contains { $0.rule == .skippedFile && $0.file?.contains("values-night") == true })
    }
}
