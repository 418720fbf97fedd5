import Foundation
import Testing
import TestSupport
@testable import PluralMessages

/// The `.strings` reader (``StringsEntryScanner`` over the file's bytes) against Foundation's
/// `PropertyListSerialization` on the same bytes: the fixtures, and generated hostile tables in
/// UTF-8 and UTF-16. Both read a table or both refuse it; when they read it, every key has the
/// same value (a key written twice keeps its last entry in both).
@Suite struct StringsReaderAgreementTests {
    /// What Foundation reads: the table's strings (`nil` for values of other kinds), or `nil` when it refuses the bytes.
    static func foundationReading(_ data: Data) -> [String: String?]? {
        guard let plist = try? PropertyListSerialization.propertyList(from: MessageFileEncoding.normalized(data), options: [], format: nil),
              let table = plist as? [String: Any] else { return nil }
        return table.mapValues { $0 as? String }
    }

    /// What the reader reads, in the same shape (legacy plural keys are not grouped here).
    static func scannerReading(_ data: Data) -> [String: String?]? {
        let normalized = MessageFileEncoding.normalized(data)
        guard MessageFileEncoding.detect(normalized) != .utf8 || MessageFileEncoding.problem(in: data) == nil else { return nil }
        var table: [String: String?] = [:]
        do {
            try StringsEntryScanner.scan(normalized: normalized) { table[$0.key] = .some($0.value) }
        } catch {
            return nil
        }
        return table
    }

    static func expectAgreement(_ data: Data, _ comment: Comment? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let foundation = foundationReading(data)
        let scanner = scannerReading(data)
        #expect(foundation == scanner, comment ?? Comment(rawValue: String(decoding: data.prefix(300), as: UTF8.self).debugDescription), sourceLocation: sourceLocation)
    }

    @Test func fixturesReadAsFoundationReadsThem() throws {
        let fixtures = try #require(Bundle.module.resourceURL?.appendingPathComponent("Fixtures"))
        let files = FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "strings" } ?? []
        #expect(!files.isEmpty)
        for file in files {
            let data = try Data(contentsOf: file)
            guard !data.starts(with: Array("bplist".utf8)), !data.isEmpty else { continue }
            Self.expectAgreement(data, Comment(rawValue: file.lastPathComponent))
        }
    }

    /// Pieces of old-style property lists, well formed and not: strings with every escape, comments,
    /// white space CoreFoundation skips, nested values, junk.
    static let pieces: [String] = [
        #""key""#, #""k\"q""#, "'single'", "unquoted_$/:.-9", #""caf\U00e9""#, #""\UD83D\UDE00""#, #""\UD800x""#, #""\U41g""#,
        #""\101\1012\7""#, #""\351\377\200""#, #""a\nb\tc\\d\ae\bf\fg\vh\ri""#, #""\é\😀""#, "\"tab\tand\nline\"", #""""#,
        "\"\u{0}nul\"", "\"многоязычный\"", "\"😀\"", "=", ";", " = ", "; ", "\n", "\r\n", "\u{2028}", "\u{2029}", "\u{0B}\u{0C}",
        "/* comment */", "// line\n", "/* unterminated", "/", "//", "{", "}", "(", ")", ",", "<0fab>", "<0f ab\n>", "<0fa>",
        "<xyz>", "{ \"x\" = \"y\"; }", "(\"a\", b, )", "( )", "{ }", "@", "#", "é", "\\", "\"unterminated",
    ]

    /// A table of `count` entries built from the pieces, with a few pieces spliced in at random.
    static func hostileTable(seed: UInt64, count: Int) -> String {
        var generator = AgreementRandom(seed: seed)
        var text = ""
        for index in 0..<count {
            let key = generator.next() % 4 == 0 ? pieces[Int(generator.next() % 15)] : "\"k\(index % 7)\""
            let value = generator.next() % 3 == 0 ? pieces[Int(generator.next() % UInt64(pieces.count))] : "\"v\(index)\""
            text += "\(key) = \(value);\n"
            if generator.next() % 5 == 0 { text += pieces[Int(generator.next() % UInt64(pieces.count))] }
        }
        if generator.next() % 3 == 0 { text = "{" + text + "}" }
        return text
    }

    /// A thousand generated tables (a loop, not a parameterized case per seed, so the output stays
    /// readable; a failure names its seed).
    @Test func hostileTablesReadAsFoundationReadsThem() {
        for seed in 0..<1_000 {
            let text = Self.hostileTable(seed: UInt64(seed), count: 1 + seed % 8)
            Self.expectAgreement(Data(text.utf8), "seed \(seed): \(text.debugDescription.prefix(300))")
            if seed % 4 == 0 {
                // UTF-16 in both byte orders, with a mark.
                Self.expectAgreement(Data([0xFF, 0xFE]) + (text.data(using: .utf16LittleEndian) ?? Data()), "seed \(seed), UTF-16LE")
                Self.expectAgreement(Data([0xFE, 0xFF]) + (text.data(using: .utf16BigEndian) ?? Data()), "seed \(seed), UTF-16BE")
            }
        }
    }

    /// UTF-16 with an unpaired surrogate: Foundation reads it as U+FFFD, and so does the reader;
    /// both drop an odd last byte.
    @Test(arguments: [UInt16(0xD800), 0xDC00, 0xDBFF])
    func unpairedSurrogatesReadAsFoundationReadsThem(surrogate: UInt16) throws {
        let units = Array("\"a\" = \"x".utf16) + [surrogate] + Array("y\";".utf16)
        let littleEndian = Data([0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        Self.expectAgreement(littleEndian)
        Self.expectAgreement(littleEndian + Data([0x20]))
        var table = MessageTable(name: "Localizable")
        try table.add(contentsOf: littleEndian, kind: .strings, language: "en")
        #expect(table.message(forKey: "a", language: "en")?.body == .text(MessageText("x\u{FFFD}y")))
    }

    /// Every piece alone, as a value and as a table's tail.
    @Test(arguments: pieces.map(EscapedText.init))
    func piecesReadAsFoundationReadsThem(piece: EscapedText) {
        let piece = piece.text
        Self.expectAgreement(Data(piece.utf8))
        Self.expectAgreement(Data("\"a\" = \(piece);".utf8))
        Self.expectAgreement(Data("\"a\" = \"b\"; \(piece)".utf8))
        Self.expectAgreement(Data("\(piece) = \"b\";".utf8))
    }
}

/// A small deterministic generator (SplitMix64), so a failing seed can be replayed.
private struct AgreementRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
