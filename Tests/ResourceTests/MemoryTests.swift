@testable import CLDRPlural
import Foundation
import ICUPlural
@testable import PluralCore
import Testing

/// The resident set size of this process, from /proc/self/statm.
func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = statm.split(separator: " ")
    return (fields.count > 1 ? Int(fields[1]) ?? 0 : 0) * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// A measurement of this process run in a child process of its own (an exit test), so that suites
/// running in parallel in the test process do not allocate while it measures. The child writes a
/// failed measurement on standard error (and exits normally: a crash or an error is a failed exit
/// status); the parent records that text as an issue. A measurement that holds prints nothing.
enum OwnProcess {
    /// In the child: writes the failure, if any, on standard error.
    static func finish(_ failure: String?) {
        guard let failure else { return }
        FileHandle.standardError.write(Data((failure + "\n").utf8))
    }

    /// In the parent: records what the child wrote on standard error.
    static func record(_ result: ExitTest.Result?, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let result, !result.standardErrorContent.isEmpty else { return }
        let text = String(decoding: result.standardErrorContent, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        Issue.record("child process: \(text)", sourceLocation: sourceLocation)
    }
}

/// Creating and dropping 100,000 objects keeps memory flat. A first round warms the allocator and the
/// caches; the second must not grow the resident set by more than 32 MB (a leak of 320 bytes per object
/// would; an ICU handle alone is larger). Each runs in a child process of its own (``OwnProcess``);
/// `swift test --sanitize=address --filter ResourceTests` checks the same loops for leaks exactly.
@Suite struct MemoryTests {
    static let count = 100_000
    static let bound = 32 << 20

    private static func growth(_ body: (Int) throws -> Void) rethrows -> Int {
        for index in 0..<Self.count { try body(index) }
        let before = residentBytes()
        for index in 0..<Self.count { try body(index) }
        let after = residentBytes()
        return after - before
    }

    /// `nil` when the growth is within the bound and nothing went wrong, else what did.
    private static func failure(grown: Int, wrong: Int) -> String? {
        grown < bound && wrong == 0 ? nil : "grew \(grown >> 10) KiB (bound \(bound >> 10) KiB); \(wrong) wrong"
    }

    static func icuRules() throws -> String? {
        let locales = ["en", "ru", "ar", "fr", "xx", "pl", "cy", "ja"]
        var selected = 0
        let grown = try growth { index in
            let rules = try ICUPluralRules(localeIdentifier: locales[index % locales.count], type: index % 3 == 0 ? .ordinal : .cardinal)
            if rules.category(for: index) == .other { selected += 1 }
        }
        return failure(grown: grown, wrong: selected > 0 ? 0 : 1)
    }

    static func cldrRules() throws -> String? {
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
        return failure(grown: grown, wrong: wrong)
    }

    static func numberFormatters() throws -> String? {
        // 600 formatting locales: more than the formatter cache keeps, so ICU formatters are opened and closed all along.
        var wrong = 0
        let grown = try growth { index in
            let formatter = try PluralNumberFormatter(
                language: index % 2 == 0 ? "en" : "ru", formattingLocale: "de_DE_V\(index % 600)",
                precision: .fractionDigits(index % 3), notation: index % 5 == 0 ? .compact : .standard)
            if try formatter.format(index).text.first != "\(index)".first { wrong += 1 }
        }
        return failure(grown: grown, wrong: wrong)
    }

    @Test func icuRules() async {
        OwnProcess.record(await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            OwnProcess.finish(try MemoryTests.icuRules())
        })
    }

    @Test func cldrRules() async {
        OwnProcess.record(await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            OwnProcess.finish(try MemoryTests.cldrRules())
        })
    }

    @Test func numberFormatters() async {
        OwnProcess.record(await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            OwnProcess.finish(try MemoryTests.numberFormatters())
        })
    }
}
