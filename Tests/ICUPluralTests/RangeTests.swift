import ICUPlural
@testable import PluralCore
import Testing

struct PluralRangeCase: Sendable, CustomTestStringConvertible {
    var locale: String
    var start: String
    var end: String
    var startCategory: PluralCategory
    var endCategory: PluralCategory
    var result: PluralCategory

    var testDescription: String { "\(locale) \(start)–\(end) (\(startCategory)–\(endCategory)) -> \(result)" }

    static let all: [PluralRangeCase] = PluralRangeFixtures.rows.split(separator: "\n").map { line in
        let fields = line.split(separator: "\t").map(String.init)
        precondition(fields.count == 6, "bad fixture row: \(line)")
        func category(_ text: String) -> PluralCategory {
            guard let category = PluralCategory(rawValue: text) else { preconditionFailure("bad category in: \(line)") }
            return category
        }
        return PluralRangeCase(locale: fields[0], start: fields[1], end: fields[2],
                         startCategory: category(fields[3]), endCategory: category(fields[4]), result: category(fields[5]))
    }
}

@Suite("Plural ranges")
struct RangeTests {
    @Test func fixtureCoversManyLanguages() {
        #expect(PluralRangeCase.all.count > 400)
        #expect(Set(PluralRangeCase.all.map(\.locale)).count > 80)
    }

    /// Every locale and pair of CLDR 42's pluralRanges.xml that two numbers can show
    /// (a loop over the 400-odd rows, not a parameterized case per row, so the output stays readable;
    /// every expectation names its row.)
    @Test func cldrPluralRanges() throws {
        for test in PluralRangeCase.all {
            let rules = try ICUPluralRules.shared(for: test.locale)
            // The ends select the categories the row is about, so the row tests what it claims.
            #expect(try rules.category(forText: test.start) == test.startCategory, "\(test.testDescription)")
            #expect(try rules.category(forText: test.end) == test.endCategory, "\(test.testDescription)")
            let range = try PluralNumberFormatter(language: test.locale).formatRange(from: test.start, to: test.end)
            #expect(range.category == test.result, "\(test.testDescription)")
        }
    }

    @Test func formattedRanges() throws {
        let english = try PluralNumberFormatter(language: "en")
        #expect(try english.formatRange(from: 1, to: 2) == FormattedPluralNumber(text: "1–2", category: .other))
        let russian = try PluralNumberFormatter(language: "ru")
        #expect(try russian.formatRange(from: 1, to: 2) == FormattedPluralNumber(text: "1–2", category: .few))
        #expect(try russian.formatRange(from: 1, to: 5).category == .many)
        #expect(try russian.formatRange(from: 2, to: 21).category == .one)
        // Language and formatting locale apart: Russian categories, English digits.
        let mixed = try PluralNumberFormatter(language: "ru", formattingLocale: "en_US")
        #expect(try mixed.formatRange(from: "1000", to: "2000") == FormattedPluralNumber(text: "1,000–2,000", category: .many))
        // One precision for both ends: the larger number of visible fraction digits.
        #expect(try english.formatRange(from: "1", to: "2.5") == FormattedPluralNumber(text: "1.0–2.5", category: .other))
        // Both ends round to 1: ICU shows one approximate number ("≈1" in Russian) and selects one–one.
        let rounded = try PluralNumberFormatter(language: "ru", precision: .fractionDigits(0))
        #expect(try rounded.formatRange(from: "0.6", to: "1.2") == FormattedPluralNumber(text: "≈1", category: .one))
    }

    @Test func unsupportedRanges() throws {
        let words = try PluralNumberFormatter(language: "en", notation: .spelledOut)
        #expect(throws: PluralFormatError.self) { try words.formatRange(from: 1, to: 2) }
        let ordinal = try PluralNumberFormatter(language: "en", type: .ordinal)
        #expect(throws: PluralFormatError.self) { try ordinal.formatRange(from: 1, to: 2) }
        #expect(throws: PluralError.self) { try PluralNumberFormatter(language: "en").formatRange(from: "1", to: "x") }
    }
}
