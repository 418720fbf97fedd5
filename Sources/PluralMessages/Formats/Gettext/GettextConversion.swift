import Foundation
import PluralCore

/// A `python-format` entry's texts as printf, for the other formats' writers (``GettextFormat/portable(_:rules:)``).
///
/// Python's named conversions (`%(count)d`, `%(name)s`) become positions: the count of a plural
/// entry (the first name its `msgid_plural` shows as an integer) is argument 1, the plural's own,
/// then the other names in the order the source (`msgid_plural`, then `msgid`) shows them, then any
/// other name a translation shows; every language of a table numbers them alike, as its `msgid`s are the
/// same. A note names each name's position, which the target cannot keep. `%s` and `%r` become `%@`
/// (any value, as Python's `str()`); unnamed conversions keep their order.
enum GettextConversion {
    static func portable(_ message: LocalizedMessage) -> (LocalizedMessage, [ConversionNote]) {
        guard let metadata = message.gettext, metadata.textSyntax == .pythonFormat else { return (message, []) }
        let names = argumentNames(metadata.entry)
        var used: Set<String> = []
        func convert(_ body: MessageBody) -> MessageBody {
            switch body {
            case let .text(text):
                switch printf(text, names: names) {
                case let .success(converted):
                    used.formUnion(converted.names)
                    return .text(MessageText(converted.text))
                case let .failure(failure):
                    // Written nowhere: the writers note an invalid body as unreadable.
                    return .invalid(failure.reason)
                }
            case let .plural(argument, forms): return .plural(argument: argument, forms: forms.mapValues(convert))
            default: return body
            }
        }
        let body = convert(message.body)
        var notes: [ConversionNote] = []
        let lost = names.enumerated().filter { used.contains($0.element) }
        if !lost.isEmpty {
            notes.append(ConversionNote(key: message.key, language: message.language,
                                        kind: .argumentNamesNotKept(names: lost.map(\.element), positions: lost.map { $0.offset + 1 })))
        }
        let converted = LocalizedMessage(key: message.key, language: message.language, body: body, variables: message.variables, state: message.state,
                                         origin: message.origin, comment: message.comment, catalogMetadata: message.catalogMetadata, gettext: metadata)
        return (converted, notes)
    }

    /// The entry's argument names in position order: a plural's count first, then the names the
    /// source (`msgid_plural`, `msgid`) shows, then those only its translations show, as they appear.
    static func argumentNames(_ entry: POEntry) -> [String] {
        var names: [String] = []
        var count: String?
        for source in [entry.msgidPlural, entry.msgid].compactMap({ $0 }) + entry.msgstr {
            guard let parsed = try? ParsedFormat(parsingPython: source) else { continue }
            for case let .specifier(specifier, offset) in parsed.segments {
                guard let name = parsed.mappingKeys[offset] else { continue }
                if entry.msgidPlural != nil, count == nil, source == entry.msgidPlural, specifier.kind.isInteger { count = name }
                if !names.contains(name) { names.append(name) }
            }
        }
        if let count {
            names.removeAll { $0 == count }
            names.insert(count, at: 0)
        }
        return names
    }

    /// Why a text has no printf form.
    struct Unwritable: Error { let reason: String }

    /// A Python text as printf: literals with `%` doubled, named conversions with their positions.
    static func printf(_ text: MessageText, names: [String]) -> Result<(text: String, names: [String]), Unwritable> {
        guard text.syntax == .pythonFormat else { return .success((text.source, [])) }
        let parsed: ParsedFormat
        switch text.parsed {
        case let .success(format): parsed = format
        case let .failure(error): return .failure(Unwritable(reason: "not a Python format: \(error)"))
        }
        let bytes = Array(text.source.utf8)
        var out = ""
        var shown: [String] = []
        for segment in parsed.segments {
            switch segment {
            case let .literal(literal): out += literal.replacingOccurrences(of: "%", with: "%%")
            case .specifier(var specifier, let offset):
                // printf formats here take no `*` (it takes a hidden argument).
                guard bytes[offset] == UInt8(ascii: "%") else { return .failure(Unwritable(reason: "the '*' width or precision of '\(text.source)' has no printf form here")) }
                if let name = parsed.mappingKeys[offset], let index = names.firstIndex(of: name) {
                    if !shown.contains(name) { shown.append(name) }
                    specifier.position = index + 1
                }
                // Python's `%s` and `%r` show any value; printf's is `%@`.
                if specifier.conversion == "s" || specifier.conversion == "r" { specifier.conversion = "@" }
                out += specifier.description
            default: break
            }
        }
        return .success((out, shown))
    }
}
