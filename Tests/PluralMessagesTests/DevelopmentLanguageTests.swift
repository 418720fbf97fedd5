import Foundation
import TestSupport
import Testing
@testable import PluralMessages

/// The development language's one rule: stated, region, catalog, English, Base, most complete.
@Suite struct DevelopmentLanguageTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var stated: String?
        var region: String?
        var catalog: String?
        var counts: [String: Int]
        var hasBase = false
        var expected: String?
        var guessed: Bool
        var testDescription: String { "\(counts.keys.sorted()) → \(expected ?? "nil")" }
    }

    @Test(arguments: [
        Case(stated: "fr", region: "de", catalog: "es", counts: ["en": 1, "fr": 1], expected: "fr", guessed: false),
        Case(region: "de", catalog: "es", counts: ["en": 1, "de": 1], expected: "de", guessed: false),
        Case(catalog: "es", counts: ["en": 1, "es": 1], expected: "es", guessed: false),
        Case(counts: ["ar": 9, "en": 1], expected: "en", guessed: false),
        // damus: en-US and no en; the first by name (ar) was chosen before.
        Case(counts: ["ar": 9, "en-US": 5, "fr": 9], expected: "en-US", guessed: true),
        // English's likely region (CLDR) over the first by name: an i18next app's `en_US` source beside
        // its `en_GB` translation (Outline) was read against British English.
        Case(counts: ["en-GB": 5, "en-US": 5, "en-001": 5], expected: "en-US", guessed: true),
        Case(counts: ["cs_CZ": 40, "en_GB": 50, "en_US": 50], expected: "en_US", guessed: true),
        Case(counts: ["en-GB": 5, "en-AU": 5, "en-001": 5], expected: "en-AU", guessed: true),
        Case(counts: ["ar": 1, "de": 3], hasBase: true, expected: "en", guessed: true),
        Case(counts: ["ar": 1, "de": 3, "fr": 2], expected: "de", guessed: true),
        Case(counts: ["de": 3, "ar": 3], expected: "ar", guessed: true),
        Case(counts: [:], expected: nil, guessed: false),
    ])
    func choosesByTheStatedRule(_ test: Case) {
        let (language, note) = DevelopmentLanguage.choose(stated: test.stated, bundleRegion: test.region, catalogSource: test.catalog,
                                                          keyCounts: test.counts, hasBase: test.hasBase, tableName: "T")
        #expect(language == test.expected)
        #expect((note != nil) == test.guessed)
        if let note, let language {
            guard case let .guessedDevelopmentLanguage(table, noted, _) = note else { Issue.record("\(note)"); return }
            #expect(table == "T" && noted == language)
            #expect(note.description.contains("'\(language)'"))
        }
    }
}

extension DevelopmentLanguageTests {
    /// A development language stated but not in the table is replaced by English, or by none, with a
    /// note saying so (it was silent).
    @Test(arguments: [
        (["en", "ru"], "de", "en" as String?),
        (["fr", "ru"], "de", nil),
        (["en-GB", "ru"], "de", "en-GB"),
    ])
    func aStatedLanguageTheTableLacksIsNoted(languages: [String], stated: String, used: String?) throws {
        let root = TestFolders.root.appendingPathComponent("DevelopmentLanguageTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for language in languages {
            let folder = root.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("\"hello\" = \"hello in \(language)\";\n".utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
        }
        let table = try MessageTable.load(contentsOf: root, developmentLanguage: stated)
        #expect(table.developmentLanguage == used)
        #expect(table.notes.contains(.developmentLanguageNotInTable(table: "Localizable", stated: stated, used: used)), "\(table.notes)")
        let note = try #require(table.notes.first { if case .developmentLanguageNotInTable = $0 { true } else { false } })
        #expect(note.isAboutTheTable && note.description.contains("'\(stated)'"))
        // A stated language the table has, in another spelling or region, is no note.
        let stated = try MessageTable.load(contentsOf: root, developmentLanguage: languages[0].replacingOccurrences(of: "-", with: "_"))
        #expect(!stated.notes.contains { if case .developmentLanguageNotInTable = $0 { true } else { false } })
    }
}

extension DevelopmentLanguageTests {
    /// A guess names no Apple key for tables that have none (Android, JSON): the note said
    /// "no CFBundleDevelopmentRegion" for every format, and "1 keys".
    @Test(arguments: [
        (TableNote.Guess.english, "as no file states one"),
        (.mostComplete(keys: 1), "the most complete language, 1 key;"),
        (.mostComplete(keys: 3), "the most complete language, 3 keys;"),
    ])
    func aGuessSaysWhyInEveryFormatsWords(guess: TableNote.Guess, expected: String) {
        let note = TableNote.guessedDevelopmentLanguage(table: "strings", language: "de", guess)
        #expect(note.description.contains(expected), "\(note)")
        #expect(!note.description.contains("CFBundle"), "\(note)")
    }
}
