// Fuzz target: number formatting with plural selection (PluralNumberFormatter): languages, formatting
// locales, precisions including ICU skeleton text from the input, notations, ranges and numbers.
// Layout: byte 0 picks the language and type, byte 1 the formatting locale, byte 2 the notation and
// precision; then the number up to a newline; the rest is a skeleton for `.skeleton(_:)`.
// Invariants: creating and formatting give a result or a typed error (PluralFormatError, PluralError,
// ICUError), never a crash; a result's category is one of the rules' categories; shown as written in
// standard notation, a number selects what the rules select for it, and what the Swift engine selects;
// whatever the skeleton, a shown number stays within what its bounds allow (a 17-byte `scale/1e99999999`
// printed 166 MB): at most `maximumShownLength` characters.
import CLDRPlural
import ICUPlural
import PluralCore

private let languages = ["en", "ru", "ar", "fr", "pl", "cy", "ja", "lt", "he", "pt_PT", "xx", "sr_Latn", "kk", "hsb"]
private let locales = ["en_US", "de_DE", "ar_EG", "fr_FR", "hi_IN", "ja_JP", "ar-u-nu-arab", "", "root", "xx_YY", "zh_Hant_HK", "en@numbers=thai"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormatter(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 3 else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let language = languages[Int(bytes[0]) % languages.count]
    let type: PluralRuleType = bytes[0] & 0x80 == 0 ? .cardinal : .ordinal
    let locale = locales[Int(bytes[1]) % locales.count]
    let notation = PluralNotation.allCases[Int(bytes[2] & 3) % PluralNotation.allCases.count]
    let rest = bytes[3...]
    let newline = rest.firstIndex(of: UInt8(ascii: "\n")) ?? rest.endIndex
    let number = String(decoding: rest[..<newline], as: UTF8.self)
    let skeleton = String(decoding: rest[min(newline + 1, rest.endIndex)...], as: UTF8.self)
    let precision: PluralPrecision = switch bytes[2] >> 2 & 3 {
    case 0: .asWritten
    case 1: .fractionDigits(minimum: Int(bytes[2] >> 4 & 3), maximum: Int(bytes[2] >> 4))
    case 2: .significantDigits(minimum: 1, maximum: 1 + Int(bytes[2] >> 4))
    default: .skeleton(skeleton)
    }
    let formatter: PluralNumberFormatter
    do {
        formatter = try PluralNumberFormatter(language: language, formattingLocale: locale, precision: precision, notation: notation, type: type)
    } catch {
        expectTyped(error, "creating \(language) \(locale) \(precision) \(notation)")
        return 0
    }
    do {
        let formatted = try formatter.format(number)
        precondition(formatter.rules.categories.contains(formatted.category), "category \(formatted.category) not among \(formatter.rules.categories)")
        precondition(formatted.text.utf8.count <= maximumShownLength, "\(formatted.text.utf8.count) bytes shown for '\(number)' with '\(skeleton.prefix(80))'")
        if precision == .asWritten, notation == .standard, let decimal = try? PluralDecimal(parsing: number), decimal.exponent == 0,
           let selected = try? formatter.rules.category(for: decimal) {
            precondition(formatted.category == selected, "\(language) '\(number)': formatted as \(formatted), the rules select \(selected)")
            let swift = try CLDRPluralRules(ruleTexts: formatter.rules.rules, type: type)
            precondition(swift.category(for: decimal) == selected, "\(language) '\(number)': the Swift engine differs")
        }
    } catch {
        expectTyped(error, "formatting '\(number)'")
    }
    if type == .cardinal, notation != .spelledOut {
        do {
            let range = try formatter.formatRange(from: "1", to: number)
            precondition(formatter.rules.categories.contains(range.category), "range category \(range.category)")
        } catch {
            expectTyped(error, "range to '\(number)'")
        }
    }
    return 0
}

/// 1,000 digits in, 999 more from a scale, 999 fraction digits or integer-width, grouping and
/// affixes: a few thousand characters (each up to 3 UTF-8 bytes, as Arabic digits are).
private let maximumShownLength = 4 * (PluralDecimal.maximumDigitCount + 2 * PluralPrecision.maximumMagnitude) * 3

private func expectTyped(_ error: any Error, _ what: String) {
    precondition(error is PluralFormatError || error is PluralError || error is ICUError, "\(what): untyped error \(error)")
    precondition(!String(describing: error).isEmpty)
}
