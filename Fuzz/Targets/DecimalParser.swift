// Fuzz target: decimal-number text (PluralDecimal) and CLDR sample lists (PluralSamples).
// Invariants: parsing never crashes; an accepted number prints back to text that parses to the same number.
import PluralCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecimalParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let number = try? PluralDecimal(parsing: text) {
        guard let again = try? PluralDecimal(parsing: number.description), again == number else {
            fatalError("round trip changed \(text) -> \(number.description)")
        }
        precondition(number.integerDigits.allSatisfy(\.isASCII) && !number.integerDigits.isEmpty)
        precondition(number.integerDigits == "0" || !number.integerDigits.hasPrefix("0"))
        if number.exponent == 0 { precondition(number.fractionDigits.count == number.mantissaFractionDigitCount) }
    }
    _ = try? PluralSamples.expand(text, rangeLimit: 1_000)
    return 0
}
