// Fuzz target: Flutter ARB files (PluralMessages): bytes read by the ARB reader (its own ordered JSON
// reader, gen-l10n's MessageFormat dialect), rendered, then written back as ARB and read again.
// Invariants:
// - reading never traps: a file reads, or is refused with a MessageFileError;
// - rendering a message with a few numbers never traps (an error is an answer);
// - the table written as ARB reads back, and each message read from the file comes back with the same text.
import Foundation
import ICUPlural
import PluralCore
@testable import PluralMessages

private let writer = MessageTableWriter(rulesProvider: ICUPluralRulesProvider())
private let languages = ["en", "ru", "ar", "fr", "pt-BR"]
private let numbers: [MessageArgument] = [0, 1, 2, 21, .floatingPoint(1.5), "x"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFlutterARB(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    // Made per input: a renderer's cache held by a global at exit reads as a leak (Fuzz/lsan.supp says why).
    let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider())
    let language = languages[Int(data[0]) % languages.count]
    let bytes = Data(UnsafeBufferPointer(start: data + 1, count: size - 1))
    var table = MessageTable(name: "l10n", developmentLanguage: language)
    do {
        try table.add(contentsOf: bytes, kind: .arb, language: language)
    } catch {
        return 0
    }
    for read in table.languages {
        for message in (table.messages[read] ?? [:]).values {
            for number in numbers { _ = try? renderer.render(message, arguments: .positional(Array(repeating: number, count: max(1, message.argumentNames.count)))) }
        }
    }
    let written = writer.write(table, as: .arb)
    var back = MessageTable(name: "l10n", developmentLanguage: language)
    for (path, file) in written.files {
        do {
            try back.add(contentsOf: file, kind: .arb, language: nil)
        } catch {
            preconditionFailure("\(path) does not read back: \(error)")
        }
    }
    let noted = Set(written.notes.map { "\($0.key)\u{0}\($0.language)" })
    // A language that names no safe file (`@@locale` "e{n") is not written, and noted without a key.
    let unwritten = Set(written.notes.filter(\.key.isEmpty).map(\.language))
    for read in table.languages where !unwritten.contains(read) {
        for (key, message) in table.messages[read] ?? [:] where !noted.contains("\(key)\u{0}\(read)") {
            guard case let .text(text) = message.body else { continue }
            let copy = back.message(forKey: key, language: read)
            guard case let .text(again)? = copy?.body else { preconditionFailure("\(key.debugDescription) [\(read)] was not written back") }
            precondition(again.source == text.source, "\(key.debugDescription): \(again.source.debugDescription), not \(text.source.debugDescription)")
        }
    }
    return 0
}
