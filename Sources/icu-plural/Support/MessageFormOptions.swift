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

    /// The form a number uses, as `FORM<TAB>REASON`.
    func line(for number: String, rules: any PluralRules, forms: Set<PluralMessageForm>) throws -> (text: String, fallback: PluralFormSelection?) {
        let decimal = try PluralDecimal(parsing: number)
        let selection = try PluralFormSelector(policy: zeroPolicy).select(decimal, rules: rules, forms: forms)
        return ("\(selection.form)\t\(selection.reason)", selection.isFallback ? selection : nil)
    }
}

extension Select {
    /// With `--forms`: the form each number uses in a message with those forms, and why.
    func runForms(_ forms: Set<PluralMessageForm>, rules: any PluralRules) throws {
        var failed = false
        for number in numbers {
            do {
                let (line, fallback) = try formOptions.line(for: number, rules: rules, forms: forms)
                print(numbers.count == 1 ? line : "\(number)\t\(line)")
                if let fallback { StandardError.write("warning: \(number) selects '\(fallback.category)', which the forms lack; 'other' is used") }
            } catch {
                StandardError.write("error: \(number): \(error)")
                failed = true
            }
        }
        if failed { throw ExitCode.failure }
    }
}

