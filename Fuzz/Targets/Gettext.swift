// Fuzz target: GNU gettext PO files and Plural-Forms formulas (PluralMessages).
// Invariants:
// - the bytes, read as a formula, parse or are refused, and evaluate or report a division by zero:
//   never a trap (depth and length are bounded);
// - the bytes, read as a Python format, parse or are refused, and convert to printf or are refused;
// - the bytes, read as a PO file (its charset converted by iconv), read or are refused with a MessageFileError;
// - every entry read, written back by the PO writer's entry writer, reads back as the same strings;
// - the table written as PO reads back, with every key the writer did not note.
import Foundation
import ICUPlural
import PluralCore
@testable import PluralMessages

private let writer = MessageTableWriter(rulesProvider: ICUPluralRulesProvider())
private let languages = ["en", "ru", "ar", "fr", "cy"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGettext(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let language = languages[Int(data[0]) % languages.count]
    let bytes = Data(UnsafeBufferPointer(start: data + 1, count: size - 1))
    if let formula = try? PluralFormula(parsing: String(decoding: bytes, as: UTF8.self)) {
        for n: UInt64 in [0, 1, 2, 11, 21, 1_000_000, .max] { _ = try? formula.index(for: n) }
    }
    // The bytes as a python-format text: parsed or refused, and written as printf or refused, never a trap.
    let python = MessageText(pythonFormat: String(decoding: bytes, as: UTF8.self))
    if case let .success(parsed) = python.parsed {
        // Offsets are in the decoded text's UTF-8 (an invalid byte is U+FFFD there, three bytes).
        let source = Array(python.source.utf8)
        precondition(parsed.mappingKeys.keys.allSatisfy { $0 < source.count && source[$0] == UInt8(ascii: "%") }, "a mapping key off a '%'")
    }
    _ = GettextConversion.printf(python, names: ["count", "name"])
    guard let entries = try? POParser.entries(bytes, file: nil) else { return 0 }
    for entry in entries {
        let text = POWriter.text(of: entry)
        guard let back = try? POParser.entries(Data(text.utf8), file: nil), back.count == 1 else {
            preconditionFailure("\(entry) does not read back from \(text.debugDescription)")
        }
        let copy = back[0]
        precondition((copy.msgid, copy.context, copy.msgidPlural) == (entry.msgid, entry.context, entry.msgidPlural), "\(entry) reads back as \(copy)")
        precondition(copy.msgstr == entry.msgstr || entry.msgidPlural != nil, "\(entry.msgstr) reads back as \(copy.msgstr)")
    }
    var table = MessageTable(name: "po", developmentLanguage: language)
    do {
        try table.add(contentsOf: bytes, kind: GettextFormat.po, language: language)
    } catch {
        return 0
    }
    let written = writer.write(table, as: .po)
    let noted = Set(written.notes.map(\.key))
    for (path, file) in written.files {
        let entries: [POEntry]
        do { entries = try POParser.entries(file, file: nil) } catch { preconditionFailure("\(path) does not read back: \(error)") }
        let keys = Set(entries.filter { !$0.isHeader }.map(\.key))
        for key in (table.messages[language] ?? [:]).keys where !noted.contains(key) {
            precondition(keys.contains(key), "\(key.debugDescription) was not written")
        }
    }
    return 0
}
