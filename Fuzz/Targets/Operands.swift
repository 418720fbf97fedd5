// Fuzz target: operands straight from UTF-8 (PluralOperands(utf8:)) against the decimal parser.
// Invariants: `init?(utf8:)` accepts exactly what PluralDecimal(parsing:) accepts within the digit
// limit and gives the operands of that decimal; the String and UTF-8 paths agree; a Double's operands
// match those of its shortest decimal; the Swift engine's byte and text paths select alike.
import CLDRPlural
import PluralCore

private let russian = try! CLDRPluralRules(localeIdentifier: "ru")
private let french = try! CLDRPluralRules(localeIdentifier: "fr")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOperands(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let text = String(decoding: bytes, as: UTF8.self)
    let fromBytes = PluralOperands(utf8: bytes)
    let decimal: PluralDecimal?
    do {
        decimal = try PluralDecimal(parsing: text)
    } catch {
        decimal = nil
        _ = error.description
    }
    if let decimal {
        let expected = PluralOperands(decimal)
        precondition(fromBytes == expected, "utf8 operands \(String(describing: fromBytes)) differ from the decimal's \(expected) for '\(text)'")
        precondition((try? PluralOperands(parsing: text)) == expected, "String path differs for '\(text)'")
        precondition((try? PluralOperands(parsing: text[...])) == expected, "Substring path differs for '\(text)'")
        precondition(expected.v == decimal.fractionDigits.count && expected.e == decimal.exponent, "v or e wrong for '\(text)'")
        for rules in [russian, french] {
            precondition(rules.category(utf8: bytes) == rules.category(for: decimal), "byte and decimal paths select differently for '\(text)'")
        }
    } else {
        // Invalid text (or past the digit limit): the byte path must refuse it too.
        precondition(fromBytes == nil, "utf8 accepted '\(text)' which the decimal parser refuses")
        precondition(russian.category(utf8: bytes) == nil, "byte path selected an invalid number '\(text)'")
    }
    // A Double read from the same text: its operands come from its shortest round-trip digits.
    if let value = Double(text), value.isFinite {
        let operands = PluralOperands(value)
        let shortest = PluralDecimal(value).map(PluralOperands.init)
        precondition(operands == shortest, "Double \(value): \(String(describing: operands)) vs \(String(describing: shortest))")
        precondition(russian.category(for: value) == shortest.map(russian.category(for:)), "Double path selects differently for \(value)")
    }
    return 0
}
