import Foundation
import ICUPlural
import PluralCore
import PluralMessages
import Testing

/// ICU MessageFormat through ICU's own `MessageFormat` (the reference) and through this package's
/// parser and pure-Swift renderer: the same messages accepted, the same malformed ones refused, the
/// same texts for every message × language × argument set (Fixtures/MessageFormatDifferential).
@Suite struct MessageFormatDifferentialTests {
    struct Corpus: Decodable {
        struct Message: Decodable {
            let name: String
            let pattern: String
        }
        let languages: [String]
        let numbers: [String]
        /// Values of text arguments, by argument name; every other argument takes the numbers.
        let strings: [String: [String]]
        let messages: [Message]
        let malformed: [String]
    }

    static let corpus: Corpus = {
        let url = Fixtures.url("MessageFormatDifferential/corpus.json")
        return try! JSONDecoder().decode(Corpus.self, from: Data(contentsOf: url))
    }()

    @Test(arguments: corpus.messages.map(\.pattern))
    func bothAcceptTheSameArguments(pattern: String) throws {
        let icu = try ICUMessageFormat(pattern, localeIdentifier: "en")
        let swift = try MessageFormatPattern(parsing: pattern)
        #expect(icu.arguments.map(\.name) == swift.argumentNames)
    }

    @Test(arguments: corpus.malformed)
    func bothRefuseMalformedPatterns(pattern: String) {
        #expect(throws: ICUMessageFormatError.self) { try ICUMessageFormat(pattern, localeIdentifier: "en") }
        #expect(throws: MessageFormatSyntaxError.self) { try MessageFormatPattern(parsing: pattern) }
    }

    /// ICU formats these; the Swift renderer does not support them, and says so (never a wrong text).
    @Test(arguments: [
        "{d, date}", "{d, time, short}", "{n, choice, 0#none|1#one|1<many}", "{n, spellout}", "{n, ordinal}",
        "{n, number, currency}", "{n, number, #,##0.00}", "{n, number, ::currency/EUR}", "{n, duration}",
    ])
    func icuOnlyArgumentTypesAreUnsupportedInSwift(pattern: String) throws {
        _ = try ICUMessageFormat(pattern, localeIdentifier: "en")
        do {
            _ = try MessageFormatPattern(parsing: pattern)
            Issue.record("the Swift parser accepted \(pattern)")
        } catch {
            #expect(error.kind == .unsupported, "\(pattern): \(error)")
        }
    }
}
