import CLDRPlural
import Foundation
import ICUPlural
import PluralCore
import Testing

/// The resident set size of this process, from /proc/self/statm.
func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = statm.split(separator: " ")
    return (fields.count > 1 ? Int(fields[1]) ?? 0 : 0) * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// Creating and dropping 100,000 objects keeps memory flat. A first round warms the allocator and the
/// caches; the second must not grow the resident set by more than 32 MB (a leak of 320 bytes per object
/// would; an ICU handle alone is larger). Other suites run in the same process, so the margin is generous;
/// `swift test --sanitize=address --filter ResourceTests` checks the same loops for leaks exactly.
@Suite(.serialized) struct MemoryTests {
    static let count = 100_000
    static let bound = 32 << 20

    private func growth(_ body: (Int) throws -> Void) rethrows -> Int {
        for index in 0..<Self.count { try body(index) }
        let before = residentBytes()
        for index in 0..<Self.count { try body(index) }
        let after = residentBytes()
        return after - before
    }

    @Test func icuRules() throws {
        let locales = ["en", "ru", "ar", "fr", "xx", "pl", "cy", "ja"]
        var selected = 0
        let grown = try growth { index in
            let rules = try ICUPluralRules(localeIdentifier: locales[index % locales.count], type: index % 3 == 0 ? .ordinal : .cardinal)
            if rules.category(for: index) == .other { selected += 1 }
        }
        #expect(grown < Self.bound, "grew \(grown >> 10) KiB")
        #expect(selected > 0)
    }

    @Test func cldrRules() throws {
        let locales = ["en", "ru", "ar", "fr", "xx", "pl", "cy", "ja"]
        var wrong = 0
        let grown = try growth { index in
            let rules = try CLDRPluralRules(localeIdentifier: locales[index % locales.count], type: index % 3 == 0 ? .ordinal : .cardinal)
            if !rules.categories.contains(rules.category(for: index)) { wrong += 1 }
            // Rules from text compile an integer table each time: every tenth round keeps the test quick.
            if index % 10 == 0 {
                let custom = try CLDRPluralRules(parsing: "one: n = \(index % 7); few: n % 10 = 2..4 and n % 100 != 12..14")
                if custom.category(for: index % 7) != .one { wrong += 1 }
            }
        }
        #expect(grown < Self.bound, "grew \(grown >> 10) KiB")
        #expect(wrong == 0)
    }

    @Test func numberFormatters() throws {
        // 600 formatting locales: more than the formatter cache keeps, so ICU formatters are opened and closed all along.
        var wrong = 0
        let grown = try growth { index in
            let formatter = try PluralNumberFormatter(
                language: index % 2 == 0 ? "en" : "ru", formattingLocale: "de_DE_V\(index % 600)",
                precision: .fractionDigits(index % 3), notation: index % 5 == 0 ? .compact : .standard)
            if try formatter.format(index).text.first != "\(index)".first { wrong += 1 }
        }
        #expect(grown < Self.bound, "grew \(grown >> 10) KiB")
        #expect(wrong == 0)
    }
}
