import ICUPlural
@testable import PluralCore
import Testing

/// One formatting case: what is shown and which category that selects.
struct PluralFormatCase: Sendable, CustomTestStringConvertible {
    var language: String
    var locale: String?
    var precision: PluralPrecision = .asWritten
    var notation: PluralNotation = .standard
    var type: PluralRuleType = .cardinal
    var number: String
    var text: String
    var category: PluralCategory

    var testDescription: String {
        "\(language)/\(locale ?? "-") \(number) \(precision) \(notation) -> \(text) \(category)"
    }

    func formatter() throws -> PluralNumberFormatter {
        try PluralNumberFormatter(language: language, formattingLocale: locale, precision: precision, notation: notation, type: type)
    }
}

@Suite("Language vs formatting locale")
struct LanguageAndRegionTests {
    @Test(arguments: [
        // English rules, Russian separators: the comma is Russian, `other` is English.
        PluralFormatCase(language: "en", locale: "ru_RU", number: "1.5", text: "1,5", category: .other),
        PluralFormatCase(language: "ru", locale: "en_US", number: "5", text: "5", category: .many),
        PluralFormatCase(language: "ru", locale: "en_US", number: "1234", text: "1,234", category: .few),
        PluralFormatCase(language: "ru", locale: "de_DE", number: "1234.5", text: "1.234,5", category: .other),
        // French 1.5 is `one`, English 1.5 is `other`: the rules must follow the language only.
        PluralFormatCase(language: "en", locale: "fr_FR", number: "1.5", text: "1,5", category: .other),
        PluralFormatCase(language: "fr", locale: "en_US", number: "1.5", text: "1.5", category: .one),
        // Non-Latin digits: ICU selects on the number, not on the glyphs.
        PluralFormatCase(language: "ar", locale: "ar_EG", number: "3", text: "٣", category: .few),
        PluralFormatCase(language: "ar", locale: "ar-u-nu-arab", number: "11", text: "١١", category: .many),
        PluralFormatCase(language: "ru", locale: "ar_EG", number: "21", text: "٢١", category: .one),
        PluralFormatCase(language: "en", locale: "ar@numbers=arab", number: "1.0", text: "١٫٠", category: .other),
        PluralFormatCase(language: "en", locale: "hi-IN-u-nu-deva", number: "1", text: "१", category: .one),
        // Region in the language identifier: en_RU still speaks English.
        PluralFormatCase(language: "en_RU", locale: nil, number: "1", text: "1", category: .one),
        PluralFormatCase(language: "pt-PT", locale: "pt-BR", number: "0", text: "0", category: .other),
        PluralFormatCase(language: "pt-BR", locale: "pt-PT", number: "0", text: "0", category: .one),
    ])
    func languageGivesRulesLocaleGivesDigits(_ test: PluralFormatCase) throws {
        let result = try test.formatter().format(test.number)
        #expect(result.text == test.text)
        #expect(result.category == test.category)
    }

    @Test func defaultFormattingLocaleIsTheLanguage() throws {
        let formatter = try PluralNumberFormatter(language: "de")
        #expect(formatter.formattingLocale == "de")
        #expect(try formatter.format("1234.5") == FormattedPluralNumber(text: "1.234,5", category: .other))
    }
}

@Suite("Selecting on what is displayed")
struct DisplayedNumberTests {
    @Test(arguments: [
        // The article's pitfall: 1.1 is Russian `other`, but rounded for display it is "1", `one`.
        PluralFormatCase(language: "ru", precision: .fractionDigits(0), number: "1.1", text: "1", category: .one),
        PluralFormatCase(language: "ru", precision: .asWritten, number: "1.1", text: "1,1", category: .other),
        PluralFormatCase(language: "en", precision: .fractionDigits(1), number: "1", text: "1.0", category: .other),
        PluralFormatCase(language: "en", precision: .fractionDigits(1), number: "0.96", text: "1.0", category: .other),
        PluralFormatCase(language: "en", precision: .fractionDigits(minimum: 0, maximum: 1), number: "0.96", text: "1", category: .one),
        PluralFormatCase(language: "en", precision: .fractionDigits(minimum: 0, maximum: 2), number: "1.50", text: "1.5", category: .other),
        PluralFormatCase(language: "ru", precision: .fractionDigits(0), number: "2.5", text: "2", category: .few),
        PluralFormatCase(language: "ru", precision: .fractionDigits(0), number: "4.6", text: "5", category: .many),
        PluralFormatCase(language: "en", precision: .significantDigits(2), number: "1.04", text: "1.0", category: .other),
        PluralFormatCase(language: "en", precision: .significantDigits(minimum: 1, maximum: 2), number: "1.04", text: "1", category: .one),
        PluralFormatCase(language: "ru", precision: .significantDigits(1), number: "21.3", text: "20", category: .many),
        PluralFormatCase(language: "en", precision: .skeleton("precision-increment/0.5"), number: "1.2", text: "1.0", category: .other),
        PluralFormatCase(language: "en", precision: .skeleton("precision-integer rounding-mode-floor"), number: "1.9", text: "1", category: .one),
        PluralFormatCase(language: "en", precision: .asWritten, number: "1.50", text: "1.50", category: .other),
        // Negative numbers keep their sign and select like their magnitude.
        PluralFormatCase(language: "en", number: "-1", text: "-1", category: .one),
        PluralFormatCase(language: "ru", number: "-21", text: "-21", category: .one),
        PluralFormatCase(language: "ru", precision: .fractionDigits(0), number: "-1.1", text: "-1", category: .one),
        // Ordinal rules.
        PluralFormatCase(language: "en", type: .ordinal, number: "22", text: "22", category: .two),
        PluralFormatCase(language: "en", type: .ordinal, number: "11", text: "11", category: .other),
    ])
    func categoryFollowsDisplayedNumber(_ test: PluralFormatCase) throws {
        let result = try test.formatter().format(test.number)
        #expect(result.text == test.text)
        #expect(result.category == test.category)
    }

    @Test func integersDoublesAndDecimals() throws {
        let english = try PluralNumberFormatter(language: "en")
        #expect(try english.format(1) == FormattedPluralNumber(text: "1", category: .one))
        #expect(try english.format(1_000_000) == FormattedPluralNumber(text: "1,000,000", category: .other))
        #expect(try english.format(Int.min).text == "-9,223,372,036,854,775,808")
        // A Double has no trailing zeros: 1.0 is shown and selected as 1.
        #expect(try english.format(1.0) == FormattedPluralNumber(text: "1", category: .one))
        #expect(try english.format(1.5) == FormattedPluralNumber(text: "1.5", category: .other))
        #expect(try english.format(PluralDecimal(parsing: "1.0")) == FormattedPluralNumber(text: "1.0", category: .other))
        #expect(try english.format("1.000") == FormattedPluralNumber(text: "1.000", category: .other))
        // With a precision, a Double shows its trailing zero again.
        let oneDigit = try PluralNumberFormatter(language: "en", precision: .fractionDigits(1))
        #expect(try oneDigit.format(1.0) == FormattedPluralNumber(text: "1.0", category: .other))
    }

    @Test func manyDigitsAreKept() throws {
        let english = try PluralNumberFormatter(language: "en", formattingLocale: "en_US_POSIX")
        let digits = "123456789012345678901234567890.000000000000000000001"
        #expect(try english.format(digits).text == digits)
    }
}

@Suite("Spell-out and compact notation")
struct NotationTests {
    @Test(arguments: [
        PluralFormatCase(language: "en", notation: .spelledOut, number: "42", text: "forty-two", category: .other),
        PluralFormatCase(language: "en", notation: .spelledOut, number: "1", text: "one", category: .one),
        PluralFormatCase(language: "en", notation: .spelledOut, number: "-1", text: "minus one", category: .one),
        PluralFormatCase(language: "en", notation: .spelledOut, number: "1.5", text: "one point five", category: .other),
        PluralFormatCase(language: "ru", notation: .spelledOut, number: "21", text: "двадцать один", category: .one),
        PluralFormatCase(language: "ru", notation: .spelledOut, number: "1234", text: "одна тысяча двести тридцать четыре", category: .few),
        // The spelled-out words are those of the rounded number, and so is the category.
        PluralFormatCase(language: "ru", precision: .fractionDigits(0), notation: .spelledOut, number: "1.1", text: "один", category: .one),
        PluralFormatCase(language: "en", notation: .spelledOut, type: .ordinal, number: "2", text: "second", category: .two),
        PluralFormatCase(language: "en", notation: .spelledOut, type: .ordinal, number: "23", text: "twenty-third", category: .few),
        PluralFormatCase(language: "fr", notation: .compact, number: "1100000", text: "1,1\u{A0}M", category: .many),
        PluralFormatCase(language: "fr", notation: .compact, number: "1.1c6", text: "1,1\u{A0}M", category: .many),
        PluralFormatCase(language: "fr", notation: .compact, number: "1000000", text: "1\u{A0}M", category: .many),
        PluralFormatCase(language: "fr", notation: .compact, number: "1100", text: "1,1\u{A0}k", category: .other),
        PluralFormatCase(language: "en", notation: .compact, number: "1100000", text: "1.1M", category: .other),
        PluralFormatCase(language: "fr", locale: "en_US", notation: .compact, number: "1100000", text: "1.1M", category: .many),
        PluralFormatCase(language: "fr", precision: .fractionDigits(2), notation: .compact, number: "1100000", text: "1,10\u{A0}M", category: .many),
        PluralFormatCase(language: "en", notation: .compact, number: "1.10c6", text: "1.10M", category: .other),
    ])
    func notation(_ test: PluralFormatCase) throws {
        let result = try test.formatter().format(test.number)
        #expect(result.text == test.text)
        #expect(result.category == test.category)
    }

    @Test func spellOutIgnoresTheFormattingLocale() throws {
        let formatter = try PluralNumberFormatter(language: "en", formattingLocale: "ru_RU", notation: .spelledOut)
        #expect(try formatter.format(42) == FormattedPluralNumber(text: "forty-two", category: .other))
    }
}

@Suite("Formatting errors")
struct FormattingErrorTests {
    @Test func invalidSkeletonNamesTheICUFunction() throws {
        let error = #expect(throws: ICUError.self) {
            try PluralNumberFormatter(language: "en", precision: .skeleton("no-such-stem")).format(1)
        }
        #expect(error?.function == "unumf_openForSkeletonAndLocale")
        #expect(error?.name == "U_NUMBER_SKELETON_SYNTAX_ERROR")
    }

    @Test func invalidNumberText() throws {
        let formatter = try PluralNumberFormatter(language: "en")
        #expect(throws: PluralError.invalidNumber("1,5", .unexpectedCharacter(",", offset: 1))) { try formatter.format("1,5") }
        #expect(throws: PluralError.invalidNumber("", .empty)) { try formatter.format("") }
        #expect(throws: PluralError.self) { try formatter.format(Double.nan) }
        #expect(throws: PluralError.self) { try formatter.format(-Double.infinity) }
    }

    @Test(arguments: [
        PluralPrecision.fractionDigits(-1), .fractionDigits(minimum: 3, maximum: 2), .fractionDigits(1_000),
        .significantDigits(0), .significantDigits(minimum: 2, maximum: 1), .skeleton(""),
    ])
    func invalidPrecision(_ precision: PluralPrecision) {
        #expect(throws: PluralFormatError.self) { try PluralNumberFormatter(language: "en", precision: precision) }
    }

    @Test func missingSpellOutRuleSet() {
        // Russian ordinal words are gendered (%spellout-ordinal-masculine, ...): no plain rule set.
        let error = #expect(throws: ICUError.self) {
            try PluralNumberFormatter(language: "ru", notation: .spelledOut, type: .ordinal)
        }
        #expect(error?.function.hasPrefix("unum_setTextAttribute") == true)
    }
}

@Suite("Shared formatters")
struct SharedFormatterTests {
    @Test func concurrentFormattingAgreesWithTheRules() async throws {
        let formatter = try PluralNumberFormatter(language: "ru", formattingLocale: "de_DE")
        let spelled = try PluralNumberFormatter(language: "ru", notation: .spelledOut)
        let rules = try ICUPluralRules.shared(for: "ru")
        let mismatches = try await withThrowingTaskGroup(of: Int.self) { group in
            for worker in 0..<4 {
                group.addTask {
                    var wrong = 0
                    for value in stride(from: worker, to: 2_000, by: 4) {
                        let expected = rules.category(for: value)
                        let shown = try formatter.format(value)
                        let words = try spelled.format(value)
                        if shown.category != expected || words.category != expected { wrong += 1 }
                    }
                    return wrong
                }
            }
            return try await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }
}
