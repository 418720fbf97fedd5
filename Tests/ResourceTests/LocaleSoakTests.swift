import CLDRPlural
import Foundation
import PluralMessages
import Testing

/// A long-running renderer that sees a new language identifier on every request (a server passing
/// request languages through) keeps a flat resident set: identifiers are reduced to what Foundation
/// has data for before any `Locale` is made, and the table's language orders are a bounded cache.
@Suite(.serialized) struct LocaleSoakTests {
    /// Identifiers per round: without canonical identifiers each one cost about 9.5 KB (48 MB a round).
    static let count = 5_000
    /// Growth allowed over the second round (other suites run in the same process).
    static let bound = 16 << 20

    /// A distinct, mostly meaningless identifier: private use, unknown languages, unknown regions.
    static func identifier(_ index: Int, round: Int) -> String {
        switch index % 4 {
        case 0: "ru-x-r\(round)i\(index)"
        case 1: "q" + String(UnicodeScalar(UInt8(97 + index % 26))) + String(UnicodeScalar(UInt8(97 + (index / 26) % 26))) + "-x-\(round)-\(index)"
        case 2: "en-Q\(String(UnicodeScalar(UInt8(65 + index % 26))))-x-\(round)-\(index)"
        default: "ar-u-nu-latn-x-\(round)-\(index)"
        }
    }

    @Test func renderingForManyDistinctIdentifiersKeepsMemoryFlat() throws {
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
                let text = try renderer.render(message, arguments: [.integer(index), "x"]).text
                if !text.hasSuffix(" of x") { wrong += 1 }
                // ... and the preferred language of a lookup by key.
                let found = try renderer.render(key: "files", in: table, preferredLanguages: [identifier], arguments: [7])
                if found.text != (index % 4 == 0 ? "7 файлов" : "7 files") { wrong += 1 }
            }
        }
        try round(0)
        let before = residentBytes()
        try round(1)
        let after = residentBytes()
        print("resident set after \(Self.count) identifiers: \(before >> 10) KiB, after \(2 * Self.count): \(after >> 10) KiB")
        #expect(after - before < Self.bound, "grew \((after - before) >> 10) KiB")
        #expect(wrong == 0)
    }
}
