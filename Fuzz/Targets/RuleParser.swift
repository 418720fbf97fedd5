// Fuzz target: CLDR plural rule text (PluralRuleParser, CLDRPluralRules).
// Invariants:
// - parsing never crashes; an error's position lies inside the text (or at its end);
// - an accepted rule set spelled back canonically parses to the same rules;
// - the compiled program (integer table, divider, fused code) selects what a plain evaluation of the
//   syntax tree selects, for fixed numbers, the rules' own samples, and numbers built from the input.
@testable import CLDRPlural
import PluralCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRuleParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let rules = try PluralRuleParser.ruleSet(text)
        checkRoundTrip(rules, text: text)
        checkEvaluation(rules, text: text)
    } catch {
        precondition(error.position >= 0 && error.position <= text.utf8.count, "position \(error.position) outside '\(text)'")
        _ = error.description
    }
    // The same text as a lone condition, rule and sample list.
    if let condition = try? PluralRuleParser.condition(text) {
        precondition((try? PluralRuleParser.condition(condition.description)) == condition, "condition round trip: \(text)")
        checkEvaluation([PluralRule(category: .one, condition: condition)], text: text)
    }
    if let samples = try? PluralRuleParser.samples(text) {
        precondition((try? PluralRuleParser.samples(samples.description)) == samples, "samples round trip: \(text)")
    }
    return 0
}

private func checkRoundTrip(_ rules: [PluralRule], text: String) {
    let canonical = rules.map { "\($0.category): \($0.text.cldrText)" }.joined(separator: "; ")
    guard let again = try? PluralRuleParser.ruleSet(canonical) else {
        fatalError("canonical text does not parse: '\(canonical)' from '\(text)'")
    }
    precondition(again == rules, "round trip changed the rules: '\(text)' -> '\(canonical)'")
}

private let fixedNumbers = [
    "0", "1", "2", "3", "5", "7", "11", "12", "19", "21", "22", "100", "101", "111", "1000", "1000000", "1000001",
    "0.0", "0.5", "1.0", "1.5", "1.50", "2.25", "10.1", "100.01", "0.0001", "1c3", "1.5c6", "2c6", "1c9",
    "999999999999999999", "1000000000000000000", "123456789012345678901234567890", "123456789012345678901.25",
    "1152921504606846975", "1152921504606846976", "18446744073709551615",
]

private func checkEvaluation(_ rules: [PluralRule], text: String) {
    let compiled = CLDRPluralRules(rules: rules)
    var numbers = fixedNumbers
    for rule in rules {
        for list in [rule.integerSamples, rule.decimalSamples].compactMap({ $0 }) {
            numbers += (try? PluralSamples.expand(list.description, rangeLimit: 50)) ?? []
        }
    }
    // Numbers from the input's digit runs, so the fuzzer can aim at the rule's own literals.
    var run = ""
    for character in text + " " {
        if character.isASCII, character.isNumber || character == "." { run.append(character); continue }
        if !run.isEmpty { numbers += [run, run + "1", "1" + run, run + "0"] }
        run = ""
    }
    for number in numbers.prefix(400) {
        guard let operands = try? PluralOperands(parsing: number) else { continue }
        let expected = reference(rules, operands)
        let selected = compiled.category(for: operands)
        precondition(compiled.categories.contains(selected), "category \(selected) not among \(compiled.categories)")
        if !operands.integerOverflows {
            precondition(selected == expected, "'\(text)' selects \(selected) for \(number), the syntax tree \(expected)")
            precondition(compiled.program.selectByRules(operands) == expected, "'\(text)': fused code differs for \(number)")
        }
        if operands.v == 0, operands.e == 0, !operands.integerOverflows, let value = Int(exactly: operands.i) {
            precondition(compiled.category(for: value) == expected, "'\(text)': Int path differs for \(number)")
        }
    }
}

/// UTS #35 read literally: the first rule whose condition holds, with plain `%` and comparisons.
private func reference(_ rules: [PluralRule], _ operands: PluralOperands) -> PluralCategory {
    for rule in rules where rule.condition.alternatives.isEmpty || rule.condition.alternatives.contains(where: { $0.allSatisfy { holds($0, operands) } }) {
        return rule.category
    }
    return .other
}

private func holds(_ relation: PluralRelation, _ operands: PluralOperands) -> Bool {
    var value: UInt64
    switch relation.operand {
    case .n, .i: value = operands.i
    case .v: value = UInt64(operands.v)
    case .w: value = UInt64(operands.w)
    case .f: value = operands.f
    case .t: value = operands.t
    case .c, .e: value = UInt64(operands.e)
    }
    if let modulus = relation.modulus { value %= modulus }
    // Only n carries a fraction: then it equals no integer, and lies within a..b when a <= value < b.
    let fractional = relation.operand == .n && operands.hasFraction
    let inside = relation.ranges.contains { range in
        if fractional { return relation.kind == .within && range.lowerBound <= value && value < range.upperBound }
        return range.contains(value)
    }
    return inside != relation.isNegated
}
