// Differential fuzz target: the same rule text through both engines. For a locale of ICU's plural
// data, ICU's own rule text (ICUPluralData.rules) is parsed by the Swift engine (CLDRPlural) and must
// select exactly what ICU selects (ICUPluralRules), for numbers built from the input as text, as Int
// and as Double. Any disagreement stops the run.
//
// Cases skipped on purpose, as documented limits rather than bugs:
// - ICU refuses numbers with a fraction and more than 15 significant digits
//   (PluralError.unsupportedNumber): checked to happen exactly then, and skipped; a Double whose
//   shortest digits are such a number is not compared either;
// - compact exponents in other forms than a locale writes (mantissa 1 to 999, exponent a multiple of
//   3: `1.5c6`, `25c3`) are refused by both engines alike (PluralNumberError.unsupportedCompactForm):
//   ICU takes e from the compact pattern it would use, not from the text; checked, then skipped;
// - locales whose compact patterns are not powers of a thousand (ja 万, hi lakh...) show no c/e
//   operand in their rules, so their exponent only scales the value, which both engines agree on.
import CLDRPlural
import ICUPlural
import PluralCore

private let locales: [PluralRuleType: [String]] = [
    .cardinal: try! ICUPluralData.locales(for: .cardinal),
    .ordinal: try! ICUPluralData.locales(for: .ordinal),
]

/// The Swift engine's rules from ICU's text, per type and locale (the fuzzer runs one input at a time).
nonisolated(unsafe) private var swiftRules: [String: CLDRPluralRules] = [:]

private struct Input {
    var bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    mutating func next() -> UInt8 {
        defer { index += 1 }
        return index < bytes.count ? bytes[index] : 0
    }
    mutating func digits(_ count: Int) -> String {
        String(decoding: (0..<count).map { _ in UInt8(ascii: "0") + next() % 10 }, as: UTF8.self)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEngineDiff(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = Input(bytes: UnsafeBufferPointer(start: data, count: size))
    let head = UInt16(input.next()) << 8 | UInt16(input.next())
    let type: PluralRuleType = head & 1 == 0 ? .cardinal : .ordinal
    let list = locales[type]!
    let locale = list[Int(head >> 1) % list.count]
    let icu = try! ICUPluralRules.shared(for: locale, type: type)
    let key = "\(type) \(locale)"
    let swift = swiftRules[key] ?? {
        let rules = try! CLDRPluralRules(ruleTexts: ICUPluralData.rules(forDataLocale: locale, type: type), type: type)
        swiftRules[key] = rules
        return rules
    }()
    precondition(icu.categories == swift.categories, "\(key): categories \(icu.categories) vs \(swift.categories)")

    while input.index < size {
        let text = number(&input)
        compare(text, icu, swift, key)
    }
    return 0
}

/// A number of a shape plural rules care about, from the next input bytes.
private func number(_ input: inout Input) -> String {
    let shape = input.next()
    let sign = shape & 0x80 != 0 ? "-" : ""
    switch shape & 0x7F % 5 {
    case 0:
        // Integers of 1 to 32 digits (ICU reduces long ones; leading zeros included).
        return sign + input.digits(1 + Int(input.next() % 32))
    case 1:
        // Decimals with visible fraction digits, trailing zeros kept.
        let integer = input.digits(1 + Int(input.next() % 16))
        return sign + integer + "." + input.digits(1 + Int(input.next() % 20))
    case 2:
        // Compact numbers in the normalized form: 1 to 3 integer digits without a leading zero, up to 2 fraction digits.
        let exponent = [3, 6, 9][Int(input.next() % 3)]
        let integer = String(1 + Int(input.next() % 9)) + input.digits(Int(input.next() % 3))
        let fractionCount = Int(input.next() % 3)
        var fraction = input.digits(fractionCount)
        if fractionCount > 0, fraction.hasSuffix("0") { fraction = String(fraction.dropLast()) + "5" }
        return sign + integer + (fraction.isEmpty ? "" : "." + fraction) + "c\(exponent)"
    case 4:
        // Any compact form, normalized or not (`0.1c1`, `1000c3`, `12c5`): both engines agree or both refuse.
        let integer = input.digits(1 + Int(input.next() % 5))
        let fraction = input.digits(Int(input.next() % 3))
        return sign + integer + (fraction.isEmpty ? "" : "." + fraction) + "c\(input.next() % 13)"
    default:
        // Small values, where most rules' literals are.
        let value = Int(input.next()) | Int(input.next() & 0x0F) << 8
        let fractionCount = Int(input.next() % 4)
        return sign + String(value) + (fractionCount == 0 ? "" : "." + input.digits(fractionCount))
    }
}

private func compare(_ text: String, _ icu: ICUPluralRules, _ swift: CLDRPluralRules, _ key: String) {
    guard let decimal = try? PluralDecimal(parsing: text) else {
        // Only a compact form no locale shows is refused, and by both engines with the same error.
        let refusal = PluralError.invalidNumber(text, .unsupportedCompactForm)
        do { _ = try icu.category(forText: text); preconditionFailure("\(key) \(text): ICU answered a refused form") } catch {
            precondition(error as? PluralError == refusal, "\(key) \(text): ICU: \(error)")
        }
        do { _ = try swift.category(forText: text); preconditionFailure("\(key) \(text): Swift answered a refused form") } catch {
            precondition(error == refusal, "\(key) \(text): Swift: \(error)")
        }
        return
    }
    let expected = try! swift.category(forText: text)
    do {
        let selected = try icu.category(for: decimal)
        precondition(selected == expected, "\(key) \(text): icu=\(selected) swift=\(expected)")
    } catch PluralError.unsupportedNumber {
        var significant = decimal.integerDigits
        if decimal.exponent == 0, significant.count > 10 { significant = "1" + significant.suffix(9) }
        precondition(significant.count + decimal.fractionDigits.count > ICUPluralRules.maximumSignificantDigits,
                     "\(key) \(text): ICU refused a number within its documented limit")
    } catch {
        preconditionFailure("\(key) \(text): ICU failed: \(error)")
    }
    if decimal.exponent == 0, decimal.fractionDigits.isEmpty, let value = Int(text) {
        precondition(icu.category(for: value) == swift.category(for: value), "\(key) Int \(value): icu=\(icu.category(for: value)) swift=\(swift.category(for: value))")
    }
    // A Double selects on its shortest digits; with a fraction and over 15 of them ICU reads it its own way.
    if decimal.exponent == 0, let value = Double(text), let shortest = PluralDecimal(value),
       shortest.fractionDigits.isEmpty || shortest.integerDigits.count + shortest.fractionDigits.count <= ICUPluralRules.maximumSignificantDigits {
        precondition(icu.category(for: value) == swift.category(for: value), "\(key) Double \(value): icu=\(icu.category(for: value)) swift=\(swift.category(for: value))")
    }
}
