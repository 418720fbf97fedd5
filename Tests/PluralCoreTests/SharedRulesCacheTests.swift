import PluralCore
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
}
