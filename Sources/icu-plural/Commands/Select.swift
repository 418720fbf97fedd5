import ArgumentParser
import CLDRPlural
import Foundation
import ICUPlural
import PluralCore

/// `icu-plural LOCALE NUMBER...`: the category of each number.
struct Select: ParsableCommand, JSONReporting {
    static let configuration = CommandConfiguration(
        commandName: "select",
        abstract: "Print the plural category of numbers (the default command).",
        discussion: """
            With one number, prints only its category: `icu-plural en 1.5` prints `other`.
            With several, prints NUMBER<TAB>CATEGORY per line. Negative numbers need no `--`.
            """
    )

    @Argument(help: "The locale, BCP-47 (en-US) or ICU (en_US).")
    var locale: String

    // Taken as text so that "1.50" keeps its digits; `.allUnrecognized` lets "-1" be a number.
    @Argument(parsing: .allUnrecognized, help: "Numbers as written: 1, 1.50, -3, 1.1c6.")
    var numbers: [String] = []

    @OptionGroup var options: RuleOptions

    @OptionGroup var formOptions: MessageFormOptions

    @Flag(name: .long, help: "Print JSON.")
    var json = false

    func validate() throws {
        // `icu-plural catgories ru`: the default command took a misspelled command for a locale.
        if !Self.hasPluralData(locale), let command = Suggestions.command(for: locale) {
            throw ValidationError("'\(locale)' is neither a command nor a locale with plural rules; did you mean '\(command)'?")
        }
        guard !numbers.isEmpty else { throw ValidationError("Missing a NUMBER after the locale '\(locale)'.") }
        if let option = numbers.first(where: { $0.hasPrefix("--") }) {
            throw ValidationError("Unknown option '\(option)'.")
        }
    }

    /// Whether either engine has cardinal plural rules for the locale: then it is no misspelled command.
    static func hasPluralData(_ locale: String) -> Bool {
        ICUPluralData.dataLocale(for: locale, type: .cardinal) != nil || CLDRPluralData.dataLocale(for: locale, type: .cardinal) != nil
    }

    /// The probe (`icu-plural en 1.5`): a locale with plural data and numbers, no option (no word
    /// starting with '-'), which ``validate()`` passes and every option leaves at its default. It runs
    /// without the parser, whose reflection over the options was most of the probe's own CPU (issue 43).
    /// `nil` for anything else, which the parser reads.
    static func probe(_ arguments: [String]) -> (locale: String, numbers: [String])? {
        guard arguments.count >= 2, let locale = arguments.first, !arguments.contains(where: { $0.hasPrefix("-") }), hasPluralData(locale) else { return nil }
        return (locale, Array(arguments.dropFirst()))
    }

    func run() throws {
        var warnings = LocaleWarnings()
        let rules = try options.rules(for: locale, warnings: &warnings)
        if let forms = try formOptions.messageForms() {
            try runForms(forms, rules: rules)
            return
        }
        try Self.report(numbers, locale: locale, rules: rules, type: options.type, json: json)
    }

    /// Prints the category of each number (or the JSON report), and fails when one has none.
    static func report(_ numbers: [String], locale: String, rules: any PluralRules, type: PluralRuleType, json: Bool) throws {
        var results: [SelectionResult] = []
        for number in numbers {
            do {
                results.append(SelectionResult(number: number, category: try rules.category(forText: number)))
            } catch let mismatch as EngineMismatch {
                results.append(SelectionResult(number: number, mismatch: mismatch))
            } catch {
                results.append(SelectionResult(number: number, error: "\(error)"))
            }
        }
        if json {
            let report = SelectionReport(locale: locale, type: type, hasPluralData: rules.hasPluralData, results: results)
            try StandardOutput.verbatimLine(try reportJSON(report))
        } else if results.count == 1, let result = results.first {
            if let category = result.category {
                try StandardOutput.line(category.rawValue)
            } else if let mismatch = result.mismatch {
                try StandardOutput.line(mismatch.description)
            } else {
                StandardError.write("error: \(result.error ?? "")")
            }
        } else {
            for result in results {
                try StandardOutput.line("\(result.number)\t\(result.category?.rawValue ?? result.mismatch?.description ?? "error: \(result.error ?? "")")")
            }
        }
        if results.contains(where: { $0.error != nil || $0.mismatch != nil }) { throw ExitCode.failure }
    }
}

/// One number of the selection family's JSON (`select`, with or without `--forms`).
struct SelectionResult: Codable {
    var number: String
    var category: PluralCategory?
    var error: String?
    /// `--forms`: the form the number uses, why, and whether it fell back to `other`.
    var form: String?
    var reason: String?
    var fallback: Bool?
    /// `--engine both`: the engines' categories where they differ.
    var icu: PluralCategory?
    var swift: PluralCategory?

    var mismatch: EngineMismatch? {
        guard let icu, let swift else { return nil }
        return EngineMismatch(icu: icu, swift: swift)
    }

    init(number: String, mismatch: EngineMismatch) {
        self.number = number
        self.icu = mismatch.icu
        self.swift = mismatch.swift
    }

    init(number: String, category: PluralCategory) {
        self.number = number
        self.category = category
    }

    init(number: String, error: String) {
        self.number = number
        self.error = error
    }

    init(number: String, form: String, category: PluralCategory, reason: String, fallback: Bool) {
        self.number = number
        self.form = form
        self.category = category
        self.reason = reason
        self.fallback = fallback
    }
}

struct SelectionReport: Codable {
    var locale: String
    var type: PluralRuleType
    var hasPluralData: Bool
    var results: [SelectionResult]
}
