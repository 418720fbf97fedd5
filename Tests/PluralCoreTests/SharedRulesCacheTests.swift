import Foundation
@testable import PluralCore
import Testing

/// The engines' shared-rules cache: one object per identifier and type, a thread's slots in front of
/// the process-wide table, growth, and starting over when full.
@Suite struct SharedRulesCacheTests {
    final class Rules: Sendable {
        let name: String
        init(_ name: String) { self.name = name }
    }

    @Test func oneObjectPerIdentifierAndType() {
        let cache = SharedRulesCache(capacity: 8)
        var made = 0
        func rules(_ identifier: String, _ type: PluralRuleType) -> Rules {
            cache.value(for: identifier, type: type) { identifier, type in
                made += 1
                return Rules("\(identifier) \(type)")
            }
        }
        let russian = rules("ru", .cardinal)
        #expect(rules("ru", .cardinal) === russian)
        #expect(rules("ru", .ordinal) !== russian)
        #expect(rules("ru", .ordinal).name == "ru ordinal")
        // The same text in another string (not a literal, longer than a small string) is the same key.
        let long = String(repeating: "x", count: 20) + "_RU"
        #expect(rules(String(long), .cardinal) === rules(long, .cardinal))
        #expect(made == 3)
        #expect(cache.count == 3)
    }

    @Test func growsThenStartsOverWhenFull() {
        let cache = SharedRulesCache(capacity: 100)
        var made = 0
        // More identifiers than a thread keeps in front, so lookups reach the table, which grows.
        for round in 0..<2 {
            for index in 0..<100 {
                let rules = cache.value(for: "id\(index)", type: .cardinal) { identifier, _ in
                    made += 1
                    return Rules(identifier)
                }
                #expect(rules.name == "id\(index)")
            }
            #expect(made == 100, "round \(round): every identifier made once")
        }
        #expect(cache.count == 100)
        _ = cache.value(for: "one more", type: .cardinal) { identifier, _ in Rules(identifier) }
        #expect(cache.count == 1)
    }

    @Test func creationErrorsAreNotCached() throws {
        struct Failure: Error {}
        let cache = SharedRulesCache(capacity: 4)
        #expect(throws: Failure.self) { try cache.value(for: "bad", type: .cardinal) { _, _ throws(Failure) -> Rules in throw Failure() } }
        let rules = cache.value(for: "bad", type: .cardinal) { identifier, _ in Rules(identifier) }
        #expect(rules.name == "bad")
    }

    /// Locales with scripts, regions, extensions and keywords, including some that differ only there.
    static let locales = [
        "ru_RU", "ru", "sr_Latn_RS", "sr_Cyrl_RS", "sr-Latn", "zh-Hant-HK", "zh_Hans_CN", "en_US@rg=gbzzzz",
        "en_US@calendar=buddhist", "en-US-u-nu-arab", "ar-u-nu-latn", "ar_EG@numbers=arab", "pt_PT", "pt_BR",
        "iw", "he", "und", "xx-ZZ", "en", "en_GB",
    ]

    /// A lookup by `Locale` answers what a lookup by its identifier answers, for every `Locale` and in
    /// any order (more locales than a thread's slots, so they evict each other); a copy of a `Locale`
    /// seen before is answered from the thread's slots, without its identifier.
    @Test func lookupsByLocaleAnswerForTheirIdentifier() {
        let cache = SharedRulesCache(capacity: 64)
        var identifiersRead: [String] = []
        func rules(_ locale: Locale, _ type: PluralRuleType) -> Rules {
            cache.value(for: locale, type: type) { identifier in
                identifiersRead.append(identifier)
                return cache.value(for: identifier, type: type) { identifier, type in Rules("\(identifier) \(type)") }
            }
        }
        let locales = Self.locales.map { Locale(identifier: $0) }
        for round in 0..<3 {
            for (index, locale) in locales.enumerated() {
                for type in [PluralRuleType.cardinal, .ordinal] {
                    #expect(rules(locale, type).name == "\(locale.identifier) \(type)", "round \(round), \(Self.locales[index])")
                }
            }
        }
        // The same Locale again, and a copy of it, right after: no identifier read.
        let russian = Locale(identifier: "sr_Latn_RS@rg=mezzzz")
        let first = rules(russian, .cardinal)
        let copy = russian
        identifiersRead = []
        #expect(rules(copy, .cardinal) === first)
        #expect(rules(russian, .cardinal) === first)
        #expect(identifiersRead.isEmpty)
        #expect(first.name == "sr_Latn_RS@rg=mezzzz cardinal")
    }

    /// `Locale.autoupdatingCurrent` follows the user's settings: its identifier is read on every lookup.
    @Test func theAutoupdatingLocaleIsReadEachTime() {
        let cache = SharedRulesCache(capacity: 4)
        var reads = 0
        for _ in 0..<3 {
            let rules = cache.value(for: Locale.autoupdatingCurrent, type: .cardinal) { identifier in
                reads += 1
                return Rules(identifier)
            }
            #expect(rules.name == Locale.autoupdatingCurrent.identifier)
        }
        #expect(reads == 3)
    }

    /// A failed lookup by `Locale` is not kept: the next one asks again.
    @Test func failedLookupsByLocaleAreNotKept() throws {
        struct Failure: Error {}
        let cache = SharedRulesCache(capacity: 4)
        let locale = Locale(identifier: "de_CH")
        #expect(throws: Failure.self) { try cache.value(for: locale, type: .cardinal) { _ throws(Failure) -> Rules in throw Failure() } }
        #expect(cache.value(for: locale, type: .cardinal) { Rules($0) }.name == "de_CH")
    }
}
