// Fuzz target: `icu-plural batch` input (PluralBatch) and what the command does with each line.
// Invariants:
// - BatchLineReader hands out the same lines whatever the chunk sizes, equal to a plain split on
//   `\n`, with lines over its limit reported once as too long;
// - BatchLine's fields equal a plain split on blanks; comment and blank lines are copied;
// - for each line's locale and number, the Swift engine's byte path selects what its text path does,
//   and both engines answer with one of their categories or a PluralError, never anything else.
import CLDRPlural
import ICUPlural
import PluralBatch
import PluralCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBatchLine(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let seed = data[0]
    let input = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let limit = 8 + Int(seed & 0x3F)

    let expected = plainLines(input, limit: limit)
    precondition(readLines(input, chunkSize: input.count + 1, limit: limit) == expected, "one chunk differs from a plain split")
    precondition(readLines(input, chunkSize: 1 + Int(seed >> 6), limit: limit) == expected, "small chunks differ from a plain split")

    var reader = BatchLineReader()
    var lines: [[UInt8]] = []
    reader.read(input) { piece in
        guard case let .line(line) = piece else { preconditionFailure("a short input made a line too long") }
        lines.append(Array(line))
    }
    reader.finish { piece in
        guard case let .line(line) = piece else { preconditionFailure("a short input made a line too long") }
        lines.append(Array(line))
    }
    for line in lines.prefix(64) { check(line[...]) }
    return 0
}

private enum Piece: Equatable {
    case line([UInt8])
    case tooLong
}

private func plainLines(_ input: [UInt8], limit: Int) -> [Piece] {
    var pieces = input.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
    if input.isEmpty || input.last == UInt8(ascii: "\n") { pieces.removeLast() }
    return pieces.map { $0.count > limit ? .tooLong : .line($0) }
}

private func readLines(_ input: [UInt8], chunkSize: Int, limit: Int) -> [Piece] {
    var reader = BatchLineReader(maximumLineLength: limit)
    var pieces: [Piece] = []
    func collect(_ piece: BatchLineReader.Piece) {
        switch piece {
        case let .line(line): pieces.append(.line(Array(line)))
        case .tooLong: pieces.append(.tooLong)
        }
    }
    var start = 0
    while start < input.count {
        let end = min(input.count, start + chunkSize)
        reader.read(input[start..<end], collect)
        start = end
    }
    reader.finish(collect)
    return pieces
}

private func check(_ line: ArraySlice<UInt8>) {
    var content = line
    if content.last == UInt8(ascii: "\r") { content = content.dropLast() }
    let fields = content.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
    switch BatchLine(line) {
    case let .verbatim(range):
        precondition(fields.isEmpty || content.first == UInt8(ascii: "#"), "a line with fields copied verbatim")
        precondition(line[range].elementsEqual(content), "verbatim range is not the line")
    case let .fields(locale, number, hasExtraField):
        precondition(!fields.isEmpty && content.first != UInt8(ascii: "#"), "a comment or blank line split into fields")
        precondition(line[locale].elementsEqual(fields[0]), "locale field differs")
        precondition(number.map { Array(line[$0]) } == fields.dropFirst().first.map(Array.init), "number field differs")
        precondition(hasExtraField == (fields.count > 2), "extra field flag wrong")
        if let number { select(locale: String(decoding: line[locale], as: UTF8.self), number: line[number]) }
    }
}

private func select(locale: String, number: ArraySlice<UInt8>) {
    let text = String(decoding: number, as: UTF8.self)
    for type in PluralRuleType.allCases {
        // An identifier with a control character (a NUL cut it short on its way to ICU) is refused by both engines alike.
        let swift: CLDRPluralRules
        do {
            swift = try CLDRPluralRules.shared(for: locale, type: type)
        } catch {
            precondition(LocaleIdentifier.controlCharacterOffset(in: locale) != nil, "Swift engine refused '\(locale)': \(error)")
            do { _ = try ICUPluralRules.shared(for: locale, type: type); preconditionFailure("ICU accepted '\(locale)', the Swift engine refused it") } catch {
                precondition(error as? PluralError == .invalidLocaleIdentifier(locale, reason: "control character at UTF-8 offset \(LocaleIdentifier.controlCharacterOffset(in: locale)!)"), "ICU: \(error)")
            }
            continue
        }
        let fromBytes = number.withUnsafeBufferPointer { swift.category(utf8: $0) }
        let fromText = try? swift.category(forText: text)
        precondition(fromBytes == fromText || fromBytes == nil && !text.utf8.elementsEqual(number), "byte and text paths differ for '\(text)'")
        if let fromText { precondition(swift.categories.contains(fromText), "Swift engine: \(fromText) is not a category of '\(locale)'") }
        do {
            let icu = try ICUPluralRules.shared(for: locale, type: type)
            let category = try icu.category(forText: text)
            precondition(icu.categories.contains(category), "ICU: \(category) is not a category of '\(locale)'")
            precondition(fromText != nil, "ICU selected '\(text)', which the Swift engine refuses")
        } catch let error as PluralError {
            if case .invalidNumber = error { precondition(fromText == nil, "ICU refused '\(text)' as invalid, the Swift engine selected it") }
        } catch {
            preconditionFailure("ICU: unexpected error \(error) for '\(locale)' '\(text)'")
        }
    }
}
