import ArgumentParser
import Foundation
import PluralCore

/// `icu-plural LOCALE NUMBER...`: the category of each number.
struct Select: ParsableCommand {
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
        guard !numbers.isEmpty else { throw ValidationError("Missing a NUMBER after the locale '\(locale)'.") }
        if let option = numbers.first(where: { $0.hasPrefix("--") }) {
            throw ValidationError("Unknown option '\(option)'.")
        }
    }

    func run() throws {
        var warnings = Set<String>()
        let rules = try options.rules(for: locale, warnings: &warnings)
        if let forms = try formOptions.messageForms() {
            try runForms(forms, rules: rules)
            return
        }
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
            let report = SelectionReport(locale: locale, type: options.type, hasPluralData: rules.hasPluralData, results: results)
            print(try report.jsonText())
        } else if results.count == 1, let result = results.first {
            if let category = result.category {
                print(category)
            } else if let mismatch = result.mismatch {
                print(mismatch)
            } else {
                StandardError.write("error: \(result.error ?? "")")
            }
        } else {
            for result in results {
                print("\(result.number)\t\(result.category?.rawValue ?? result.mismatch?.description ?? "error: \(result.error ?? "")")")
            }
        }
        if results.contains(where: { $0.error != nil || $0.mismatch != nil }) { throw ExitCode.failure }
    }
}

struct SelectionResult: Codable {
    var number: String
    var category: PluralCategory?
    var error: String?
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
}

struct SelectionReport: Codable {
    var locale: String
    var type: PluralRuleType
    var hasPluralData: Bool
    var results: [SelectionResult]

    func jsonText() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
