// Fuzz target: Unicode MessageFormat 2 messages from bytes (the MessageFormat2 module's MF2Message
// and MF2Formatter). The first byte picks the language and the arguments.
// Invariants:
// - parsing gives a message or an MF2Error of a static kind (syntax, data model, limit) with a message;
// - formatting never throws nor traps, gives the same parts and errors twice, and reports only
//   formatting errors (never a syntax or data model one);
// - the default bidi strategy only adds isolation parts: without them, the parts are those of `none`;
// - both plural engines give the same text in languages whose rules CLDR 42 (ICU 72) and 48 share.
import CLDRPlural
import Foundation
import ICUPlural
import MessageFormat2
import PluralCore

private let languages = ["en", "ru", "ar", "pl", "ja", "und"]
private let values: [MF2Value] = [0, 1, 2, 5, 21, -3, 1.5, "x", "1", .number(Double.nan), .number(try! PluralDecimal(parsing: "1.50"))]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMessageFormat2(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let selector = Int(data[0])
    let source = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    let language = languages[selector % languages.count]
    let message: MF2Message
    do {
        message = try MF2Message(source)
    } catch {
        precondition(error.kind.isStatic, "parsing reported \(error.kind)")
        precondition(!error.message.isEmpty, "an error without a message")
        return 0
    }
    var arguments: [String: MF2Value] = [:]
    for (index, name) in ["n", "x", "y", "count", "a"].enumerated() { arguments[name] = values[(selector + index * 3) % values.count] }
    let swift = MF2Formatter(locale: language, rules: CLDRPluralRulesProvider())
    let first = swift.format(message, arguments: arguments)
    let second = swift.format(message, arguments: arguments)
    precondition(first.parts == second.parts && first.errors == second.errors, "formatting twice differs")
    precondition(first.errors.allSatisfy { !$0.kind.isStatic }, "formatting reported a static error")
    let plain = MF2Formatter(locale: language, rules: CLDRPluralRulesProvider(), bidiIsolation: .none).format(message, arguments: arguments)
    let stripped = first.parts.filter { if case .bidiIsolation = $0 { false } else { true } }
    precondition(stripped == plain.parts, "bidi isolation changed more than its marks")
    let icu = MF2Formatter(locale: language, rules: ICUPluralRulesProvider()).format(message, arguments: arguments)
    precondition(icu.text == first.text, "\(language): the engines differ: \(icu.text) / \(first.text)")
    return 0
}
