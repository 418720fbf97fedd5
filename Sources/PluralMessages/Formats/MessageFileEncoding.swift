import Foundation

/// The text encodings of `.strings`, XML `.stringsdict` and `.xcstrings` files, as Apple reads them:
/// UTF-8 or UTF-16 in either byte order, with or without a byte order mark.
///
/// Foundation on Linux reads UTF-8 with one byte order mark and UTF-16 with one, but refuses
/// UTF-16 without a mark and a mark followed by a second U+FEFF (real apps ship both), with an
/// error about an "unexpected character ï". Files are normalized to what Foundation reads: the
/// same bytes with exactly one mark (none for UTF-8) and no extra U+FEFF at the start.
enum MessageFileEncoding: Equatable {
    case utf8, utf16LittleEndian, utf16BigEndian

    private static let utf8Mark: [UInt8] = [0xEF, 0xBB, 0xBF]
    private static let littleEndianMark: [UInt8] = [0xFF, 0xFE]
    private static let bigEndianMark: [UInt8] = [0xFE, 0xFF]

    /// The encoding of text data: from its byte order mark, else UTF-16 when NUL bytes (which UTF-8
    /// text never holds) fall on one side of the code units, else UTF-8.
    static func detect(_ data: Data) -> MessageFileEncoding {
        if data.starts(with: littleEndianMark) { return .utf16LittleEndian }
        if data.starts(with: bigEndianMark) { return .utf16BigEndian }
        if data.starts(with: utf8Mark) { return .utf8 }
        var evenNULs = 0, oddNULs = 0
        for (index, byte) in data.prefix(512).enumerated() where byte == 0 {
            if index.isMultiple(of: 2) { evenNULs += 1 } else { oddNULs += 1 }
        }
        if evenNULs == 0 && oddNULs == 0 { return .utf8 }
        return oddNULs >= evenNULs ? .utf16LittleEndian : .utf16BigEndian
    }

    /// The bytes of one U+FEFF in this encoding.
    private var mark: [UInt8] {
        switch self {
        case .utf8: Self.utf8Mark
        case .utf16LittleEndian: Self.littleEndianMark
        case .utf16BigEndian: Self.bigEndianMark
        }
    }

    /// The text of data as ``normalized(_:)`` gives it (UTF-16 by its mark, else UTF-8 without its
    /// mark; invalid UTF-8 decodes with replacement characters); `nil` for invalid UTF-16.
    static func text(of normalizedData: Data) -> String? {
        if normalizedData.starts(with: littleEndianMark) { return String(data: normalizedData.dropFirst(2), encoding: .utf16LittleEndian) }
        if normalizedData.starts(with: bigEndianMark) { return String(data: normalizedData.dropFirst(2), encoding: .utf16BigEndian) }
        return String(decoding: normalizedData.starts(with: utf8Mark) ? normalizedData.dropFirst(3) : normalizedData[...], as: UTF8.self)
    }

    /// The data as Foundation reads it; the same `Data` (no copy) when it already is.
    static func normalized(_ data: Data) -> Data {
        if data.starts(with: Array("bplist".utf8)) { return data }
        let encoding = detect(data)
        let mark = encoding.mark
        var start = data.startIndex
        var marks = 0
        while data[start...].starts(with: mark) {
            start += mark.count
            marks += 1
        }
        switch encoding {
        case .utf8:
            return marks <= 1 ? data : Data(data[start...])
        case .utf16LittleEndian, .utf16BigEndian:
            return marks == 1 ? data : Data(mark) + data[start...]
        }
    }

    /// Why the data is not text in the encoding it seems to be in, naming the byte; `nil` when it is.
    static func problem(in data: Data) -> String? {
        if data.starts(with: Array("bplist".utf8)) { return nil }
        switch detect(data) {
        case .utf8:
            var iterator = data.makeIterator()
            var parser = Unicode.UTF8.ForwardParser()
            var offset = 0
            while true {
                switch parser.parseScalar(from: &iterator) {
                case let .valid(scalar): offset += scalar.count
                case .emptyInput: return nil
                case .error: return "not valid UTF-8 or UTF-16 at byte \(offset)"
                }
            }
        case let encoding:
            let name = encoding == .utf16LittleEndian ? "UTF-16 (little-endian)" : "UTF-16 (big-endian)"
            guard data.count.isMultiple(of: 2) else { return "not valid \(name): an odd number of bytes (\(data.count))" }
            let bytes = [UInt8](data)
            var units = stride(from: 0, to: bytes.count, by: 2).lazy.map { index in
                encoding == .utf16LittleEndian ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8 : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
            }.makeIterator()
            var parser = Unicode.UTF16.ForwardParser()
            var offset = 0
            while true {
                switch parser.parseScalar(from: &units) {
                case let .valid(scalar): offset += 2 * scalar.count
                case .emptyInput: return nil
                case .error: return "not valid \(name) at byte \(offset) (an unpaired surrogate)"
                }
            }
        }
    }
}
