import Foundation
import ICUPlural
@testable import PluralMessages
import TestSupport
import Testing

/// Issue 42: conversion losses found on three apps (Android → .xcstrings → Android). `Android/Issue42Losses`
/// is a fixture of our own: a Uyghur `% d` (Java's space flag), and markup written as text (escaped,
/// or in CDATA) that the app parses itself.
@Suite struct ConversionLossTests {
    static let writer = MessageTableWriter(rulesProvider: ICUPluralRulesProvider())

    /// What Android shows for each key and language, rendered with the same arguments.
    static func shown(_ table: MessageTable) throws -> [String: String] {
        let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider())
        var shown: [String: String] = [:]
        for (language, messages) in table.messages {
            for key in messages.keys {
                let arguments: [MessageArgument] = key == "left" ? [5] : ["https://example.org", "x"]
                shown["\(language) \(key)"] = try renderer.render(key: key, in: table, preferredLanguages: [language], arguments: .positional(arguments)).text
            }
        }
        return shown
    }

    @Test func androidThroughACatalogAndBackShowsTheSameTexts() throws {
        let android = try MessageTable.load(contentsOf: Fixtures.url("Android/Issue42Losses"))
        let catalog = Self.writer.write(android, as: .xcstrings)
        // The space flag Apple's readers take for a percent sign is left out, and said.
        #expect(catalog.notes.contains { $0.language == "ug" && $0.key == "left" && $0.description.contains("'% d'") }, "\(catalog.notes)")
        let catalogFolder = TestFolders.root.appendingPathComponent("conversion-loss-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: catalogFolder) }
        try catalog.write(to: catalogFolder)
        let read = try MessageTable.load(contentsOf: catalogFolder)
        guard case let .text(left)? = read.message(forKey: "left", language: "ug")?.body else {
            Issue.record("no left")
            return
        }
        #expect(left.source == "%lld قالدى")
        let back = Self.writer.write(read, as: .android)
        let androidFolder = catalogFolder.appendingPathComponent("android")
        try back.write(to: androidFolder)
        let again = try MessageTable.load(contentsOf: androidFolder)
        let before = try Self.shown(android), after = try Self.shown(again)
        // Java formats every text again (`% lld` threw UnknownFormatConversionException); markup stays text.
        for (place, text) in before where !place.hasSuffix(" left") {
            #expect(after[place] == text, "\(place)")
        }
        #expect(after["ug left"] == "5 قالدى")
        #expect(after["en terms"] == "Read <a href=https://example.org>the terms</a> and <b>x</b>")
    }
}

/// Issue 42: the `res` trees of a multi-module app are read as one table (Android merges them the
/// same way in one app); a key that two trees both have keeps one text, and a note names the key
/// and the tree whose text was kept. `Android/Issue42Modules`: `title` in `app` and `feature`.
@Suite struct SeveralResourceTreesTests {
    @Test func keysOfSeveralTreesAreNamedWithTheOneKept() throws {
        let table = try MessageTable.load(contentsOf: Fixtures.url("Android/Issue42Modules"))
        let notes = table.notes.compactMap { note -> (keys: [String], count: Int, kept: [String])? in
            if case let .keysInSeveralPlaces(_, keys, count, kept) = note { (keys, count, kept) } else { nil }
        }
        let note = try #require(notes.first, "\(table.notes)")
        #expect(notes.count == 1)
        #expect(note.keys == ["title (en)"])
        #expect(note.count == 1)
        #expect(note.kept.count == 1 && note.kept[0].hasSuffix("feature/src/main/res"), "\(note.kept)")
        // The kept text is that tree's; the keys only one tree has are all there.
        guard case let .text(title)? = table.message(forKey: "title", language: "en")?.body else {
            Issue.record("no title")
            return
        }
        #expect(title.source == "Albums")
        #expect(table.message(forKey: "app_only", language: "en") != nil && table.message(forKey: "feature_only", language: "en") != nil)
    }

    /// One tree: nothing is in several places.
    @Test func oneTreeHasNoSuchNote() throws {
        let table = try MessageTable.load(contentsOf: Fixtures.url("Android/Issue42Modules/app"))
        #expect(!table.notes.contains { if case .keysInSeveralPlaces = $0 { true } else { false } }, "\(table.notes)")
    }
}
