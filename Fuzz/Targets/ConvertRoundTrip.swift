// Fuzz target: convert's round trip (PluralMessages): a message file from bytes is read, written in
// every format (MessageTableWriter), and what was written is read back in memory.
// The first byte picks the input format (0 stringsdict, 1 xcstrings, 2 strings, 3 MessageFormat
// JSON) and the language.
// Invariants:
// - writing never traps, and every file written reads back in the kind and language the loader gives it
//   (each format's own place rule: a new format needs no case here; no NUL or other character makes a
//   whole file unreadable);
// - every path written is a plain relative path (SafeFileName): no language or table name leads out;
// - each message reads back, or a note says it was not written; one without notes renders the same
//   text (or fails alike) with strings and small integers (a text whose `%`s read as percent signs,
//   without arguments, in MessageFormat; a converted MessageFormat text by the writer's argument
//   names), and keeps its comment where the target keeps comments
//   (.xcstrings, .strings).
import Foundation
import ICUPlural
import PluralCore
@testable import PluralMessages  // readsAsTextWithoutArguments, as the conversion tests read it

private let languages = ["en", "ru", "ar", "fr", "pl", "../x", "a\u{0}b", "/abs"]
private let argumentLists: [[MessageArgument]] = [[], [1, "x"], [2, 5, 3], ["y", 21, 101]]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConvertRoundTrip(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    // Made for each input, not kept in globals: a renderer's cache holds the messages it rendered, and
    // LeakSanitizer does not see a MessageBody case other than `.text` as a pointer (Swift keeps the
    // case in the box pointer's spare bits), so a message alive at the leak check reads as leaked.
    let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider())
    let writer = MessageTableWriter(rulesProvider: ICUPluralRulesProvider())
    let selector = Int(data[0])
    let bytes = Data(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let kind: MessageOrigin.Kind = [.stringsdict, .xcstrings, .strings, .messageformat][selector % 4]
    var table = MessageTable(name: "Fuzz")
    do {
        try table.add(contentsOf: bytes, kind: kind, language: languages[(selector / 4) % languages.count])
    } catch {
        return 0
    }
    // MessageFormat 2 round trips are checked by the conversion suites (MessageFormat2ConversionTests,
    // the real-corpus test), with bidi isolation off; here its isolating marks would differ from MF1's text.
    for format in MessageFileFormat.allCases where format != .messageformat2 {
        let written = writer.write(table, as: format)
        var read = MessageTable(name: "Fuzz")
        // Read as a tree is read: each file placed by its format's own rule, `.strings` before `.stringsdict`.
        let placed = written.files.map { path, data in
            let components = path.split(separator: "/", omittingEmptySubsequences: false)
            precondition(!path.hasPrefix("/") && components.allSatisfy { SafeFileName.problem(with: $0) == nil }, "\(format): wrote \(path.debugDescription)")
            return (path: path, data: data, place: placement(of: path, data: data, writtenAs: format))
        }
        for (path, data, (fileKind, language)) in placed.sorted(by: { (FileFormats.standard.rank(of: $0.place.kind), $0.path) < (FileFormats.standard.rank(of: $1.place.kind), $1.path) }) {
            do {
                try read.add(contentsOf: data, kind: fileKind, language: language)
            } catch {
                preconditionFailure("\(format): \(path) does not read back: \(error)")
            }
        }
        let notes = Dictionary(grouping: written.notes) { "\($0.key)\u{0}\($0.language)" }
        var checked = 0
        for language in table.languages {
            let refusedLanguage = written.notes.contains { $0.key.isEmpty && $0.language == language && $0.isError }
            for key in table.keys {
                guard let message = table.message(forKey: key, language: language), !refusedLanguage else { continue }
                let own = notes["\(key)\u{0}\(language)"] ?? []
                guard let copy = read.message(forKey: key, language: language) else {
                    precondition(!own.isEmpty, "\(format): \(key.debugDescription) [\(language)] lost without a note")
                    continue
                }
                guard own.allSatisfy({ if case .commentChanged = $0.kind { true } else { false } }), checked < 8 else { continue }
                checked += 1
                let keepsComments = format == .xcstrings || copy.origin.kind == .strings
                if keepsComments, own.isEmpty, format != .xcstrings || table.languages.count == 1 {
                    let trim = { (comment: String?) -> String? in
                        guard copy.origin.kind == .strings, let text = comment?.trimmingCharacters(in: .whitespacesAndNewlines) else { return comment }
                        return text.isEmpty ? nil : text
                    }
                    precondition(trim(copy.comment) == trim(message.comment), "\(format): comment of \(key.debugDescription) [\(language)]")
                }
                // A text whose `%`s read as percent signs is meant to be used without arguments
                // (a format whose texts are not printf writes it as shown so), as the conversion tests take it.
                let readsAsText = { if case let .text(text) = message.body { text.readsAsTextWithoutArguments } else { false } }()
                // A converted MessageFormat (or ARB) text takes its values by the names the writer gave
                // (MessageTableWriter.messageFormatArgumentNames), as its users bind them.
                let isOwnSyntax = { if case let .text(text) = message.body { text.syntax == .messageFormat } else { false } }()
                // ARB and i18next are written from the same MessageFormat texts, by the same names.
                let writesNames = [.messageFormat, .flutterMessageFormat, .i18next].contains(FileFormats.standard.format(writing: format)?.syntax)
                let names = writesNames && !isOwnSyntax ? writer.messageFormatArgumentNames(of: message, in: table) : nil
                let writesPrintf = FileFormats.standard.format(writing: format)?.syntax == .printf
                for arguments in readsAsText && !writesPrintf ? [[]] : argumentLists {
                    guard let expected = render(renderer, message, arguments) else { continue }
                    let actual = render(renderer, copy, arguments, names: names)
                    precondition(actual == expected, "\(format): \(key.debugDescription) [\(language)] \(arguments): \(String(describing: actual).debugDescription), not \(expected.debugDescription)")
                }
            }
        }
    }
    return 0
}

/// The kind and language the loader gives a written file: its format's own rule (``FileFormat/place(_:kind:foundIn:)``),
/// and for a base file (Android's `values`) the language its bytes declare, as a tree is read.
private func placement(of path: String, data: Data, writtenAs format: MessageFileFormat) -> (kind: MessageOrigin.Kind, language: String?) {
    let root = URL(fileURLWithPath: "/fuzz-output", isDirectory: true)
    let url = root.appendingPathComponent(path)
    guard let (fileFormat, kind) = FileFormats.standard.format(of: url) else { preconditionFailure("\(format): wrote \(path), which no format reads") }
    guard case let .file(_, language, isBase) = fileFormat.place(url, kind: kind, foundIn: root) else {
        preconditionFailure("\(format): wrote \(path), which the loader does not read")
    }
    return (kind, isBase ? fileFormat.developmentLanguage(declaredIn: data) : language)
}

/// The rendered text, `nil` when rendering fails; by name when `names` gives each position's name.
private func render(_ renderer: MessageRenderer, _ message: LocalizedMessage, _ arguments: [MessageArgument], names: [Int: String]? = nil) -> String? {
    guard let names else { return try? renderer.render(message, arguments: .positional(arguments)).text }
    var named: [String: MessageArgument] = [:]
    for (index, argument) in arguments.enumerated() {
        if let name = names[index + 1], message.argumentNames.contains(name) { named[name] = argument }
    }
    return try? renderer.render(message, arguments: .named(named)).text
}
