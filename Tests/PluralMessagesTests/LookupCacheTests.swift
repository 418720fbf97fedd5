import Foundation
@testable import PluralMessages
import Testing

/// Lookups by key resolve the preferred languages once per list and table, and never serve a stale order.
@Suite struct LookupCacheTests {
    private func strings(_ text: String) -> Data { Data("\"greeting\" = \"\(text)\";".utf8) }

    @Test func addingALanguageChangesTheNextLookup() throws {
        var table = MessageTable(name: "Localizable", developmentLanguage: "en")
        try table.add(contentsOf: strings("Hello"), kind: .strings, language: "en")
        #expect(table.message(forKey: "greeting", preferredLanguages: ["de-AT", "en"])?.language == "en")
        // The same preferred list, asked again after the table gained German.
        try table.add(contentsOf: strings("Hallo"), kind: .strings, language: "de")
        #expect(table.message(forKey: "greeting", preferredLanguages: ["de-AT", "en"])?.language == "de")
    }

    @Test func aCopyKeepsItsOwnLanguages() throws {
        var original = MessageTable(name: "Localizable", developmentLanguage: "en")
        try original.add(contentsOf: strings("Hello"), kind: .strings, language: "en")
        #expect(original.message(forKey: "greeting", preferredLanguages: ["fr"])?.language == "en")
        var copy = original
        try copy.add(contentsOf: strings("Bonjour"), kind: .strings, language: "fr")
        #expect(copy.message(forKey: "greeting", preferredLanguages: ["fr"])?.language == "fr")
        #expect(original.message(forKey: "greeting", preferredLanguages: ["fr"])?.language == "en")
    }

    @Test func manyDistinctPreferredListsStillResolveCorrectly() throws {
        var table = MessageTable(name: "Localizable", developmentLanguage: "en")
        try table.add(contentsOf: strings("Hello"), kind: .strings, language: "en")
        try table.add(contentsOf: strings("Привет"), kind: .strings, language: "ru")
        // More lists than the cache keeps: evicted lists are resolved again, with the same answer.
        for round in 0..<2 {
            for index in 0..<200 {
                let expected = index.isMultiple(of: 2) ? "ru" : "en"
                let preferred = [index.isMultiple(of: 2) ? "ru-x-\(index)" : "ja-x-\(index)"]
                #expect(table.message(forKey: "greeting", preferredLanguages: preferred)?.language == expected, "round \(round)")
            }
        }
    }
}
