import PluralBatch
import Testing
import TestSupport

@Suite struct BatchLineTests {
    private func split(_ text: String) -> (line: ArraySlice<UInt8>, parsed: BatchLine) {
        let bytes = Array(text.utf8)[...]
        return (bytes, BatchLine(bytes))
    }

    private func fields(_ text: String) -> [String]? {
        let (line, parsed) = split(text)
        guard case let .fields(locale, number, hasExtraField) = parsed else { return nil }
        return [locale, number].compactMap { $0 }.map { String(decoding: line[$0], as: UTF8.self) } + (hasExtraField ? ["+"] : [])
    }

    @Test(arguments: [
        ("en\t1", ["en", "1"]), ("en 1", ["en", "1"]), (" \t en \t\t 1.5 \t", ["en", "1.5"]), ("en\t1\r", ["en", "1"]),
        ("en", ["en"]), ("en 1 2", ["en", "1", "+"]), ("en\t1\t\r", ["en", "1"]), ("\r\r", ["\r"]), ("en\u{A0}1", ["en\u{A0}1"]),
    ].map { (EscapedText($0), $1) })
    func splitsFieldsOnBlanks(text: EscapedText, expected: [String]) {
        let text = text.text
        #expect(fields(text) == expected)
    }

    @Test(arguments: ["", " ", "\t \t", "\r", "# comment", "#", "# a\tb\r", " \r"].map(EscapedText.init))
    func copiesBlankAndCommentLines(text: EscapedText) {
        let text = text.text
        let (line, parsed) = split(text)
        guard case let .verbatim(range) = parsed else {
            Issue.record("'\(text)' was split into fields")
            return
        }
        #expect(String(decoding: line[range], as: UTF8.self) == (text.hasSuffix("\r") ? String(text.dropLast()) : text))
    }

    @Test func aCommentMarkAfterBlanksIsALocale() {
        #expect(fields(" # x") == ["#", "x"])
    }

    @Test func rangesIndexTheSliceGiven() {
        let bytes = Array("xx\nen\t5\n".utf8)
        let line = bytes[3..<7]
        guard case let .fields(locale, number, _) = BatchLine(line), let number else {
            Issue.record("no fields")
            return
        }
        #expect(locale == 3..<5 && number == 6..<7)
    }
}

@Suite struct BatchLineReaderTests {
    private func read(_ chunks: [String], limit: Int = 64) -> [String] {
        var reader = BatchLineReader(maximumLineLength: limit)
        var lines: [String] = []
        func collect(_ piece: BatchLineReader.Piece) {
            switch piece {
            case let .line(line): lines.append(String(decoding: line, as: UTF8.self))
            case .tooLong: lines.append("<too long>")
            }
        }
        for chunk in chunks { reader.read(Array(chunk.utf8), collect) }
        reader.finish(collect)
        return lines
    }

    @Test func linesAcrossChunks() {
        #expect(read(["en\t1\nr", "u\t2", "1\n\nfr\t1c6"]) == ["en\t1", "ru\t21", "", "fr\t1c6"])
        #expect(read(["a\n", "\n"]) == ["a", ""])
        #expect(read([]) == [])
        #expect(read(["", ""]) == [])
    }

    @Test func aLineOverTheLimitIsReportedOnceAndSkipped() {
        let long = String(repeating: "9", count: 100)
        // Reported as soon as it passes the limit, before its end arrives, and once however many chunks follow.
        #expect(read(["en\t1\nen\t" + long, long, long + "\nru\t2\n"], limit: 64) == ["en\t1", "<too long>", "ru\t2"])
        #expect(read(["en\t" + long + "\nru\t2"], limit: 64) == ["<too long>", "ru\t2"])
        #expect(read([long], limit: 64) == ["<too long>"])
        #expect(read([String(repeating: "x", count: 64) + "\n"], limit: 64) == [String(repeating: "x", count: 64)])
    }

    @Test func aMegabyteLineInSmallChunksIsOneLine() {
        let number = String(repeating: "7", count: 1 << 20)
        let chunks = Array(("en\t" + number + "\nru\t1\n").utf8).chunked(4096)
        var reader = BatchLineReader()
        var lengths: [Int] = []
        for chunk in chunks {
            reader.read(chunk) { piece in
                if case let .line(line) = piece { lengths.append(line.count) }
            }
        }
        #expect(lengths == [3 + (1 << 20), 4])
    }
}

extension Array {
    fileprivate func chunked(_ size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min(count, $0 + size)] }
    }
}
