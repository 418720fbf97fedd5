import ArgumentParser
import ICUPlural
import PluralCore

/// `icu-plural range LOCALE START END`: the plural category of a range ("1–2 files").
/// Not named `Range`, which would hide `Swift.Range` in this module.
struct RangeCommand: ParsableCommand, JSONReporting {
    static let configuration = CommandConfiguration(
        commandName: "range",
        abstract: "Print the plural category of a range of numbers (CLDR plural ranges).",
        discussion: """
            Both ends select a category, and the language's plural ranges combine them: \
            `icu-plural range ru 1 2` prints few ("1–2 файла"), `icu-plural range en 1 2` prints other. \
            With --json, also prints the range as formatted in the locale.
            """
    )

    @Argument(help: "The locale, BCP-47 (en-US) or ICU (en_US).")
    var locale: String

    // Taken as text so that "1.50" keeps its digits; `.allUnrecognized` lets "-1" be a number.
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("START and END as written: 1 2, 0.5 1.5.", valueName: "start-and-end"))
    var numbers: [String] = []

    @Flag(name: .long, help: "Print JSON with the formatted range.")
    var json = false

    func validate() throws {
        if let option = numbers.first(where: { $0.hasPrefix("--") }) { throw ValidationError("Unknown option '\(option)'.") }
        guard numbers.count == 2 else {
            throw ValidationError("Expected START and END after the locale '\(locale)', got \(numbers.count) number\(numbers.count == 1 ? "" : "s").")
        }
    }

    func run() throws {
        let formatter = try PluralNumberFormatter(language: locale)
        if !formatter.rules.hasPluralData {
            StandardError.write("warning: no cardinal plural rules for locale '\(locale)'; using root's rules (every number is 'other')\(Suggestions.localeHint(for: locale))")
        }
        let result = try formatter.formatRange(from: numbers[0], to: numbers[1])
        if json {
            try StandardOutput.verbatimLine(try reportJSON(FormatReport(language: locale, locale: formatter.formattingLocale, number: nil, start: numbers[0], end: numbers[1],
                                                                formatted: result.text, category: result.category)))
        } else {
            try StandardOutput.line(result.category.rawValue)
        }
    }
}
