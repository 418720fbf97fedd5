import ArgumentParser
import Foundation
import PluralCore
import PluralLocalization

/// `--forms` and `--zero-policy` on the select command: which form of a message a number uses.
struct MessageFormOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The forms a message provides, comma-separated: categories and exact values (zero,one,other or =0,one,other).",
        discussion: "Prints the form the number uses and why, instead of its category."
    ))
    var forms: String?

    @Option(name: .long, help: "With --forms: apple (a zero form serves every zero) or cldr (the rules alone).")
    var zeroPolicy: PluralSelectionPolicy = .apple

    /// The parsed forms; `nil` without `--forms`.
    func messageForms() throws -> Set<PluralMessageForm>? {
        guard let forms else { return nil }
        var result = Set<PluralMessageForm>()
        for key in forms.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = key.trimmingCharacters(in: .whitespaces)
            guard let form = PluralMessageForm(key: trimmed) else {
                throw ValidationError("'\(trimmed)' is not a form: use zero, one, two, few, many, other or =N.")
            }
            result.insert(form)
        }
        return result
    }

    /// The form a number uses.
    func selection(for number: String, rules: any PluralRules, forms: Set<PluralMessageForm>) throws -> PluralFormSelection {
        let decimal: PluralDecimal
        do {
            decimal = try PluralDecimal(parsing: number)
        } catch {
            throw PluralError.invalidNumber(number, error)
        }
        return try PluralFormSelector(policy: zeroPolicy).select(decimal, rules: rules, forms: forms)
    }
}

extension Select {
    /// With `--forms`: the form each number uses in a message with those forms, and why.
    func runForms(_ forms: Set<PluralMessageForm>, rules: any PluralRules) throws {
        var results: [SelectionResult] = []
        for number in numbers {
            do {
                let selection = try formOptions.selection(for: number, rules: rules, forms: forms)
                results.append(SelectionResult(number: number, form: selection.form.description, category: selection.category,
                                               reason: selection.reason.description, fallback: selection.isFallback))
                if json { continue }
                let line = "\(selection.form)\t\(selection.reason)"
                try StandardOutput.line(numbers.count == 1 ? line : "\(number)\t\(line)")
                if selection.isFallback {
                    StandardError.write("warning: \(number) selects '\(selection.category)', which the forms lack; 'other' is used")
                }
            } catch let error as OutputError {
                throw error
            } catch {
                results.append(SelectionResult(number: number, error: "\(error)"))
                if !json { StandardError.write("error: \(number): \(error)") }
            }
        }
        if json {
            let report = SelectionReport(locale: locale, type: options.type, hasPluralData: rules.hasPluralData, results: results)
            try StandardOutput.verbatimLine(try reportJSON(report))
        }
        if results.contains(where: { $0.error != nil }) { throw ExitCode.failure }
    }
}
