// Fuzz target: message files from bytes (PluralMessages): `.stringsdict` (XML or binary property
// list), `.xcstrings` and `.strings`, loaded, rendered and linted.
// The first byte picks the format (0 stringsdict, 1 xcstrings, 2 strings) and the language.
// Invariants:
// - loading gives a table or a MessageFileError, rendering a text or a MessageError, lint findings;
// - a rendered text stays within MessageRenderer.maximumOutputLength, its diagnostics within
//   MessageRenderer.maximumDiagnostics (and one saying the rest were dropped), and renders the same twice;
// - the ICU and the Swift engine render the same text (or both fail) in languages whose rules did
//   not change between ICU 72's CLDR 42 and the embedded CLDR 48.
import CLDRPlural
import Foundation
import ICUPlural
import PluralCore
import PluralMessages

private let languages = ["en", "ru", "ar", "fr", "pl", "cy", "ja", "lt", "xx"]
/// Languages whose rules are the same in both engines' data (Data/CLDR/README.md lists the drift).
private let stableLanguages: Set<String> = ["en", "ru", "ar", "fr", "pl", "cy", "ja", "lt", "xx", "de", "cs", "uk", "he", "ga", "sl", "pt", "es", "it"]
private let icuRenderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider())
private let swiftRenderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider())
private let linter = MessageLinter(rulesProvider: ICUPluralRulesProvider())
private let argumentLists: [[MessageArgument]] = [
    [1], [0], [2, 5], [21, 3, "s"], [1.5], ["x"], [.decimal(try! PluralDecimal(parsing: "1.50")), 7],
    [.integer(.max), .integer(.min), 11], [1_000_000, 2.5, "y", 3],
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMessages(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
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
            for finding in linter.lint(message: message) { precondition(!finding.description.isEmpty) }
        }
    }
    for finding in linter.lint(table: table) { precondition(!finding.description.isEmpty) }
    return 0
}

/// The text, or the error's description (ICU and Swift errors must match too).
private func render(_ renderer: MessageRenderer, _ message: LocalizedMessage, _ arguments: [MessageArgument]) -> String {
    do {
        let rendered = try renderer.render(message, arguments: arguments)
        precondition(rendered.text.utf8.count <= MessageRenderer.maximumOutputLength, "output over the limit")
        precondition(rendered.diagnostics.count <= MessageRenderer.maximumDiagnostics + 1, "diagnostics over the limit")
        return rendered.text
    } catch {
        return "error: \(error)"
    }
}
