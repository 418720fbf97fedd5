// Fuzz target: i18next JSON v4 files (PluralMessages): bytes read by the i18next reader, with and
// without places, every message rendered for a few counts, and a double written as JavaScript does.
// Invariants:
// - reading never traps: a file reads, or is refused with a MessageFileError;
// - reading with places (lint) finds the same messages as reading without (render);
// - rendering never traps: a message renders or throws a MessageError;
// - JavaScriptNumber's text of a finite double reads back as that double.
import Foundation
import ICUPlural
import PluralCore
@testable import PluralMessages

private let languages = ["en", "ru", "ar", "lv", "ja"]
private let counts: [MessageArgument] = [.integer(0), .integer(1), .integer(21), .floatingPoint(1.5), .string("5")]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzI18next(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    if size >= 9 {
        let bits = UnsafeRawPointer(data + 1).loadUnaligned(as: UInt64.self)
        let double = Double(bitPattern: bits)
        if double.isFinite {
            let text = JavaScriptNumber(.floatingPoint(double))!.string
            precondition(Double(text) == double, "\(double) is written \(text)")
        }
    }
    let language = languages[Int(data[0]) % languages.count]
    let bytes = Data(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let readings: [FileReading?] = [false, true].map { places in
        try? I18nextReader.read(FileToRead(data: bytes, file: nil, kind: .i18next, language: language, wantsPlaces: places, source: 0))
    }
    precondition((readings[0] == nil) == (readings[1] == nil), "read with places: \(readings[1] != nil), without: \(readings[0] != nil)")
    guard case let .messages(byLanguage)? = readings[0]?.entries, case let .messages(placed)? = readings[1]?.entries else { return 0 }
    precondition(Set(byLanguage[language, default: [:]].keys) == Set(placed[language, default: [:]].keys), "places change the keys")
    // Made for each input: its cache holds messages, whose non-`.text` bodies LeakSanitizer misreads (Fuzz/lsan.supp).
    let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider())
    for message in byLanguage[language, default: [:]].values {
        for count in counts {
            _ = try? renderer.render(message, arguments: .named(["count": count, "name": .string("<x>")]))
        }
    }
    return 0
}
