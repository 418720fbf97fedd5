// Fuzz target: message files from bytes (PluralMessages): `.stringsdict` (XML or binary property
// list), `.xcstrings` and `.strings`, loaded, rendered and linted.
// The first byte picks the format (0 stringsdict, 1 xcstrings, 2 strings) and the language.
// Invariants:
// - loading gives a table or a MessageFileError, rendering a text or a MessageError, lint findings;
// - a rendered text stays within MessageLimits.maximumOutputLength, its diagnostics within
//   MessageLimits.maximumDiagnostics (and one saying the rest were dropped), and renders the same twice;
// - the ICU and the Swift engine render the same text (or both fail) in languages whose rules did
//   not change between ICU 72's CLDR 42 and the embedded CLDR 48;
// - the model stays within the expansion budget of the input's size (binary plists that share
//   objects; MessageLimits.maximumObjectsPerByte, minimumObjectBudget), and substitution argNums
//   within ParsedFormat.maximumPosition;
// - a .strings table that loads from UTF-8 loads to the same messages from UTF-16 in either byte
//   order, with or without byte order marks (MessageFileEncoding).
import CLDRPlural
import Foundation
import ICUPlural
import PluralCore
@testable import PluralMessages  // the parsers the fuzzer drives directly are internal

private let languages = ["en", "ru", "ar", "fr", "pl", "cy", "ja", "lt", "xx"]
/// Languages whose rules are the same in both engines' data (Data/CLDR/README.md lists the drift).
private let stableLanguages: Set<String> = ["en", "ru", "ar", "fr", "pl", "cy", "ja", "lt", "xx", "de", "cs", "uk", "he", "ga", "sl", "pt", "es", "it"]
private let argumentLists: [[MessageArgument]] = [
    [1], [0], [2, 5], [21, 3, "s"], [1.5], ["x"], [.decimal(try! PluralDecimal(parsing: "1.50")), 7],
    [.integer(.max), .integer(.min), 11], [1_000_000, 2.5, "y", 3],
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMessages(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    // Made for each input, not kept in globals: a renderer's cache holds the messages it rendered, and
    // LeakSanitizer does not see a MessageBody case other than `.text` as a pointer (Swift keeps the
    // case in the box pointer's spare bits), so a message alive at the leak check reads as leaked.
    let icuRenderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider())
    let swiftRenderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider())
    let linter = MessageLinter(rulesProvider: ICUPluralRulesProvider())
    let selector = Int(data[0])
    let bytes = Data(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let kind: MessageOrigin.Kind = [.stringsdict, .xcstrings, .strings][selector % 3]
    var table = MessageTable(name: "Fuzz")
    do {
        try table.add(contentsOf: bytes, kind: kind, language: languages[(selector / 3) % languages.count])
    } catch {
        precondition(!error.reason.isEmpty, "an error without a reason")
        return 0
    }
    let budget = MessageLimits.maximumObjectsPerByte * bytes.count + MessageLimits.minimumObjectBudget
    var nodes = 0
    for language in table.languages {
        for key in table.keys {
            guard let message = table.message(forKey: key, language: language) else { continue }
            nodes += 1 + count(message.body) + message.variables.values.reduce(0) { $0 + 1 + $1.forms.count }
            for variable in message.variables.values {
                if let number = variable.argumentNumber { precondition(number <= ParsedFormat.maximumPosition, "argNum \(number) kept") }
            }
        }
    }
    precondition(nodes <= budget, "\(bytes.count) bytes expanded to \(nodes) model nodes")
    // Only UTF-8 input (UTF-16 without a mark is valid UTF-8 too, NULs and all: it was read as UTF-16);
    // XML property lists name their encoding in their declaration: only old-style text is re-encoded.
    if kind == .strings, !bytes.starts(with: Array("bplist".utf8)), !bytes.contains(0), let text = String(data: bytes, encoding: .utf8),
       !text.drop(while: { $0.isWhitespace || $0 == "\u{FEFF}" }).hasPrefix("<") {
        checkEncodings(of: text, language: languages[(selector / 3) % languages.count], expected: table)
    }
    var checked = 0
    for language in table.languages {
        for key in table.keys {
            guard checked < 24, let message = table.message(forKey: key, language: language) else { continue }
            checked += 1
            for arguments in argumentLists {
                let icu = render(icuRenderer, message, arguments)
                precondition(icu == render(icuRenderer, message, arguments), "rendering \(key) twice differs")
                if stableLanguages.contains(language) {
                    let swift = render(swiftRenderer, message, arguments)
                    precondition(icu == swift, "\(language) \(key) \(arguments): ICU \(icu), Swift \(swift)")
                }
            }
            for finding in linter.lint(.message(message)) { precondition(!finding.description.isEmpty) }
        }
    }
    for finding in linter.lint(.table(table)) { precondition(!finding.description.isEmpty) }
    return 0
}

/// The text, or the error's description (ICU and Swift errors must match too).
private func render(_ renderer: MessageRenderer, _ message: LocalizedMessage, _ arguments: [MessageArgument]) -> String {
    do {
        let rendered = try renderer.render(message, arguments: .positional(arguments))
        precondition(rendered.text.utf8.count <= MessageLimits.maximumOutputLength, "output over the limit")
        precondition(rendered.diagnostics.count <= MessageLimits.maximumDiagnostics + 1, "diagnostics over the limit")
        return rendered.text
    } catch {
        return "error: \(error)"
    }
}

/// The nodes of a body (variants, forms, widths), for the expansion budget.
private func count(_ body: MessageBody) -> Int {
    switch body {
    case .text, .invalid: 1
    case let .plural(_, forms): forms.values.reduce(1) { $0 + count($1) }
    case let .device(variants): variants.values.reduce(1) { $0 + count($1) }
    case let .width(variants): variants.reduce(1) { $0 + count($1.body) }
    case let .scoped(inner, variables): count(inner) + variables.values.reduce(0) { $0 + 1 + $1.forms.count }
    }
}

/// The same .strings text in UTF-16 (both byte orders, no mark and two marks) and UTF-8 with two
/// marks loads to the same messages as from UTF-8.
private func checkEncodings(of text: String, language: String, expected: MessageTable) {
    let littleEndian = text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let bigEndian = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    // Without a mark, UTF-16 is told from UTF-8 by where its NUL bytes fall in the first 512 bytes:
    // unambiguous when those are ASCII, as in real files (comments and quoted keys).
    let startsWithASCII = !text.isEmpty && text.unicodeScalars.prefix(256).allSatisfy { $0.isASCII && $0.value != 0 }
    var variants: [(String, [UInt8])] = [
        ("UTF-8 with two marks", [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array(text.utf8)),
        ("UTF-16LE with two marks", [0xFF, 0xFE, 0xFF, 0xFE] + littleEndian),
        ("UTF-16BE with a mark", [0xFE, 0xFF] + bigEndian),
    ]
    if startsWithASCII, !text.utf8.contains(0) { variants += [("UTF-16LE", littleEndian), ("UTF-16BE", bigEndian)] }
    for (name, bytes) in variants {
        var table = MessageTable(name: "Fuzz")
        do {
            try table.add(contentsOf: Data(bytes), kind: .strings, language: language)
        } catch {
            preconditionFailure("\(name): \(error) but UTF-8 loads")
        }
        precondition(table.messages == expected.messages, "\(name) loads other messages")
    }
}
