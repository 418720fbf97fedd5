// Fuzz target: ICU MessageFormat texts from bytes (PluralMessages), parsed, rendered by position
// and by name with both engines, and linted. The first byte picks the language.
// Invariants:
// - parsing gives a pattern or a MessageFormatSyntaxError whose offset lies within the text;
// - a message from the text renders a text or a MessageError, the same twice, and the same with
//   both engines in languages whose rules did not change between ICU 72's CLDR 42 and CLDR 48;
// - rendering by name with the names in order gives what rendering by position gives;
// - lint gives findings with descriptions;
// - ICU's own MessageFormat (ICUMessageFormat) opens the text or refuses it with a typed error, never
//   crashes (deep nesting behind quoting crashed it), and formats it with the same values; both engines
//   bound size and nesting alike: a text the Swift parser reads is never refused by ICU for its size
//   or nesting, and one the Swift parser refuses for a bound ICU refuses too.
import CLDRPlural
import Foundation
import ICUPlural
import PluralCore
@testable import PluralMessages  // the parsers the fuzzer drives directly are internal

private let languages = ["en", "ru", "ar", "fr", "pl", "cy", "ja", "lt", "xx"]
private let values: [MessageArgument] = [0, 1, 2, 5, 21, 1000, -3, 1.5, 1.0004, "female", "x", .integer(.max), .decimal(try! PluralDecimal(parsing: "1.50"))]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMessageFormat(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    // Made for each input, not kept in globals: a renderer's cache holds the messages it rendered, and
    // LeakSanitizer does not see a MessageBody case other than `.text` as a pointer (Swift keeps the
    // case in the box pointer's spare bits), so a message alive at the leak check reads as leaked.
    let icuRenderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider())
    let swiftRenderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider())
    let linter = MessageLinter(rulesProvider: ICUPluralRulesProvider())
    let selector = Int(data[0])
    let text = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    let language = languages[selector % languages.count]
    var swiftBound: Bool? = nil  // nil: parsed; else whether refused for a bound
    do {
        let pattern = try MessageFormatPattern(parsing: text)
        precondition(pattern.argumentNames.count == Set(pattern.argumentNames).count, "repeated argument names")
    } catch {
        precondition(error.offset >= 0 && error.offset <= text.unicodeScalars.count, "offset \(error.offset) outside the text")
        precondition(!error.reason.isEmpty, "an error without a reason")
        swiftBound = error.kind == .bound
    }
    checkICU(text, language: language, selector: selector, swiftBound: swiftBound)
    let message = LocalizedMessage(key: "k", language: language, messageFormat: text)
    for shift in 0..<3 {
        let arguments = message.argumentNames.indices.map { values[($0 * 5 + shift * 3 + selector) % values.count] }
        let icu = render(icuRenderer, message, arguments)
        precondition(icu == render(icuRenderer, message, arguments), "rendering twice differs")
        precondition(icu == render(swiftRenderer, message, arguments), "\(language) \(arguments): the engines differ")
        let named = Dictionary(uniqueKeysWithValues: zip(message.argumentNames, arguments))
        let byName: String
        do {
            byName = try icuRenderer.render(message, arguments: .named(named)).text
        } catch {
            byName = "error: \(error)"
        }
        precondition(icu == byName, "by name \(byName), by position \(icu)")
    }
    for finding in linter.lint(.message(message)) { precondition(!finding.description.isEmpty) }
    return 0
}

/// Opens and formats the text with ICU's own MessageFormat; checks the bounds agree with the parser's.
private func checkICU(_ text: String, language: String, selector: Int, swiftBound: Bool?) {
    let opened = Result { () throws(ICUMessageFormatError) in try ICUMessageFormat(text, localeIdentifier: language) }
    let icuBound: Bool
    switch opened {
    case .success: icuBound = false
    case let .failure(error):
        switch error {
        case .nestingTooDeep, .patternTooLong: icuBound = true
        default: icuBound = false
        }
    }
    if swiftBound == nil { precondition(!icuBound, "ICU refuses for a bound what the Swift parser reads: \(opened)") }
    if swiftBound == true { precondition(icuBound, "the Swift parser refuses for a bound what ICU does not: \(opened)") }
    guard case let .success(format) = opened else { return }
    let choices: [ICUMessageFormat.Argument] = [0, 1, 5, 1000, -3, .double(1.5), "female", "x", .number(try! PluralDecimal(parsing: "1.50"))]
    var named: [String: ICUMessageFormat.Argument] = [:]
    for (index, use) in format.arguments.enumerated() {
        named[use.name] = use.isSelect ? "x" : choices[(index * 5 + selector) % choices.count]
    }
    let first = Result { () throws(ICUMessageFormatError) in try format.format(named) }
    if case let .success(formatted) = first {
        precondition(formatted.utf8.count <= ICUMessageFormat.maximumOutputLength, "ICU output over the limit")
    }
}

private func render(_ renderer: MessageRenderer, _ message: LocalizedMessage, _ arguments: [MessageArgument]) -> String {
    do {
        let rendered = try renderer.render(message, arguments: .positional(arguments))
        precondition(rendered.text.utf8.count <= MessageLimits.maximumOutputLength, "output over the limit")
        return rendered.text
    } catch {
        return "error: \(error)"
    }
}
