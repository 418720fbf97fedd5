// Fuzz target: Android resource files (PluralMessages): bytes read by the resource reader, which
// has an XML reader of its own, then written back as Android resources and read again.
// Invariants:
// - reading never traps: a file reads, or is refused with a MessageFileError;
// - every text decoded (styling markup as markup) is written by AndroidText.encode so that it
//   reads back as itself;
// - the table written as Android resources reads back, and each message without a note comes
//   back with the same body.
import Foundation
import ICUPlural
import PluralCore
@testable import PluralMessages

private let writer = MessageTableWriter(rulesProvider: ICUPluralRulesProvider())
private let languages = ["en", "ru", "ar", "zh-TW", "sr-Latn"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAndroidResources(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let language = languages[Int(data[0]) % languages.count]
    let bytes = Data(UnsafeBufferPointer(start: data + 1, count: size - 1))
    var table = MessageTable(name: "strings", developmentLanguage: language)
    do {
        try table.add(contentsOf: bytes, kind: .android, language: language)
    } catch {
        return 0
    }
    for message in (table.messages[language] ?? [:]).values {
        var texts: [MessageText] = []
        switch message.body {
        case let .text(text): texts = [text]
        case let .plural(_, forms): texts = forms.values.compactMap { if case let .text(text) = $0 { text } else { nil } }
        default: break
        }
        for text in texts {
            let xml = "<resources><string name=\"a\">\(AndroidText.encode(text.source))</string></resources>"
            let read = try? AndroidResourceReader.messages(from: Data(xml.utf8), language: language, file: nil)
            guard case let .text(back)? = read?["a"]?.body else { preconditionFailure("\(text.source.debugDescription) does not read back from \(xml.debugDescription)") }
            precondition(back.source == text.source, "\(text.source.debugDescription) reads back as \(back.source.debugDescription)")
        }
    }
    let written = writer.write(table, as: .android)
    var read = MessageTable(name: "strings", developmentLanguage: language)
    for (path, file) in written.files {
        precondition(path == "values/strings.xml", "wrote \(path.debugDescription)")
        do {
            try read.add(contentsOf: file, kind: .android, language: language)
        } catch {
            preconditionFailure("\(path) does not read back: \(error)")
        }
    }
    let noted = Set(written.notes.map(\.key))
    for (key, message) in table.messages[language] ?? [:] where !noted.contains(key) {
        guard case .invalid = message.body else {
            let copy = read.message(forKey: key, language: language)
            precondition(copy?.body == message.body, "\(key.debugDescription): \(String(describing: copy?.body)), not \(message.body)")
            continue
        }
    }
    return 0
}
