@testable import CLDRPlural
import Foundation
@testable import PluralMessages
import Testing

/// A long-running renderer that sees a new language identifier on every request (a server passing
/// request languages through) keeps a flat resident set: identifiers are reduced to what Foundation
/// has data for before any `Locale` is made, and the table's language orders are a bounded cache.
/// The rounds run in a child process of their own (``OwnProcess``): measured in the test process,
/// suites running in parallel pushed the growth over the bound (22 MB on a first run).
@Suite struct LocaleSoakTests {
    /// Identifiers per round: without canonical identifiers each one cost about 9.5 KB (48 MB a round).
    static let count = 5_000
    /// Growth allowed over the second round, alone in a process (it measured 0 KiB).
    static let bound = 4 << 20

    /// A distinct, mostly meaningless identifier: private use, unknown languages, unknown regions.
    static func identifier(_ index: Int, round: Int) -> String {
        switch index % 4 {
        case 0: "ru-x-r\(round)i\(index)"
        case 1: "q" + String(UnicodeScalar(UInt8(97 + index % 26))) + String(UnicodeScalar(UInt8(97 + (index / 26) % 26))) + "-x-\(round)-\(index)"
        case 2: "en-Q\(String(UnicodeScalar(UInt8(65 + index % 26))))-x-\(round)-\(index)"
        default: "ar-u-nu-latn-x-\(round)-\(index)"
        }
    }

    /// Two rounds of distinct identifiers; `nil` when the second left the resident set flat and every
    /// text was right, else what went wrong.
    static func measure() throws -> String? {
        let renderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider())
        var table = MessageTable(name: "Soak", developmentLanguage: "en")
        try table.add(contentsOf: Data("\"files\" = \"%d files\";".utf8), kind: .strings, language: "en")
        try table.add(contentsOf: Data("\"files\" = \"%d файлов\";".utf8), kind: .strings, language: "ru")
        var wrong = 0
        func round(_ round: Int) throws {
            for index in 0..<Self.count {
                let identifier = Self.identifier(index, round: round)
                // The message's language is the identifier (its digits come from it) ...
                let message = LocalizedMessage(key: "files", language: identifier, body: .text(MessageText("%d of %@")),
                                               origin: MessageOrigin(file: nil, kind: .strings))
                let text = try renderer.render(message, arguments: .positional([.integer(index), "x"])).text
                if !text.hasSuffix(" of x") { wrong += 1 }
                // ... and the preferred language of a lookup by key.
                let found = try renderer.render(key: "files", in: table, preferredLanguages: [identifier], arguments: [7])
                if found.text != (index % 4 == 0 ? "7 файлов" : "7 files") { wrong += 1 }
            }
        }
        try round(0)
        let before = residentBytes()
        try round(1)
        let grown = residentBytes() - before
        guard grown >= Self.bound || wrong > 0 else { return nil }
        return "resident set grew \(grown >> 10) KiB over \(Self.count) new identifiers (bound \(Self.bound >> 10) KiB); \(wrong) wrong texts"
    }

    @Test func renderingForManyDistinctIdentifiersKeepsMemoryFlat() async {
        OwnProcess.record(await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            OwnProcess.finish(try LocaleSoakTests.measure())
        })
    }
}
