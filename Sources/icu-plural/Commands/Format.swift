import ArgumentParser
import Foundation
import ICUPlural
import PluralCore
import PluralLocalization

/// `icu-plural format --language LANG NUMBER`: the number as displayed, and the category of what is displayed.
struct Format: ParsableCommand, JSONReporting {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Format a number and print FORMATTED<TAB>CATEGORY for what is displayed.",
        discussion: """
            The language gives the plural rules and spell-out; --locale gives digits and separators. \
            The category follows the displayed number: `icu-plural format --language ru --fraction-digits 0 1.1` \
            prints "1<TAB>one" (1.1 itself would be other). Negative numbers need no `--`.
            """
    )

    @Option(name: .long, help: "The language shown: its plural rules and spell-out apply (en, ru, pt-PT).")
    var language: String

    @OptionGroup var formatting: FormattingLocaleOption
    var formattingLocale: String? { formatting.formattingLocale }

    @Option(name: .long, help: "Show exactly N fraction digits (rounding half-even).")
    var fractionDigits: Int?

    @Option(name: .long, help: "Show exactly N significant digits.")
    var significantDigits: Int?

    @Option(name: .long, help: "An ICU number skeleton for precision and rounding, e.g. 'precision-increment/0.5'.")
    var skeleton: String?

    @Flag(name: .long, help: "Spell the number out in the language (forty-two).")
    var spellout = false

    @Flag(name: .long, help: "Compact notation in the formatting locale (1.1M).")
    var compact = false

    @Flag(name: .long, help: "Use ordinal rules (1st, 2nd); with --spellout, ordinal words.")
    var ordinal = false

    @Flag(name: .long, help: "Print JSON.")
    var json = false

    // Taken as text so that "1.50" keeps its digits; `.allUnrecognized` lets "-1" be a number.
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The number as written: 1, 1.50, -3, 1100000.", valueName: "number"))
    var numbers: [String] = []

    func validate() throws {
        let precisions = [
            fractionDigits.map { _ in "--fraction-digits" },
            significantDigits.map { _ in "--significant-digits" },
            skeleton.map { _ in "--skeleton" },
        ].compactMap { $0 }
        if precisions.count > 1 {
            throw ValidationError("Use only one of \(precisions.joined(separator: ", ")): each sets the precision.")
        }
        if spellout, compact { throw ValidationError("Use --spellout or --compact, not both: each sets the notation.") }
        if spellout, formattingLocale != nil {
            throw ValidationError("--locale has no effect with --spellout: spelled-out numbers use the words of --language.")
        }
        if let option = numbers.first(where: { $0.hasPrefix("--") }) { throw ValidationError("Unknown option '\(option)'.") }
        guard numbers.count == 1 else {
            throw ValidationError(numbers.isEmpty ? "Missing the NUMBER to format." : "Expected one NUMBER, got \(numbers.count): \(numbers.joined(separator: " ")).")
        }
    }

    var precision: PluralPrecision {
        if let fractionDigits { return .fractionDigits(fractionDigits) }
        if let significantDigits { return .significantDigits(significantDigits) }
        if let skeleton { return .skeleton(skeleton) }
        return .asWritten
    }

    var notation: PluralNotation { spellout ? .spelledOut : compact ? .compact : .standard }

    func run() throws {
        // Digits as `render` writes them (Foundation's numbering system for the locale).
        let digitsIdentifier = formattingLocale ?? language
        let digitsLocale = LocaleIdentifier.naming(numberingSystem: FoundationNumberData.numberingSystem(for: digitsIdentifier), in: digitsIdentifier)
        let formatter = try PluralNumberFormatter(
            language: language, formattingLocale: digitsLocale, precision: precision,
            notation: notation, type: ordinal ? .ordinal : .cardinal)
        if !formatter.rules.hasPluralData {
            StandardError.write("warning: no \(formatter.type) plural rules for language '\(language)'; using root's rules (every number is 'other')\(Suggestions.localeHint(for: language))")
        }
        if let formattingLocale, !ICUFormattingLocale.hasData(formattingLocale) {
            StandardError.write("warning: no number formatting data for locale '\(formattingLocale)'; using root's digits and separators\(Suggestions.localeHint(for: formattingLocale))")
        }
        let number = numbers[0]
        let result = try formatter.format(number)
        if json {
            let report = FormatReport(language: language, locale: formattingLocale ?? language, number: number,
                                      start: nil, end: nil, formatted: result.text, category: result.category)
            try StandardOutput.verbatimLine(try reportJSON(report))
        } else {
            try StandardOutput.line("\(result.text)\t\(result.category)")
        }
    }
}

/// The formatting family's JSON (`format`, `range`): the language, the formatting locale, the input
/// (`number`, or a range's `start` and `end`; the others are left out), the text shown and its category.
struct FormatReport: Encodable {
    var language: String
    var locale: String
    var number: String?
    var start: String?
    var end: String?
    var formatted: String
    var category: PluralCategory
}
