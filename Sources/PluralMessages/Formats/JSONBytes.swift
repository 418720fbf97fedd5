import Foundation

/// A strict reader of JSON text (RFC 8259) over UTF-8 bytes that records where values are instead
/// of building them, for readers that keep a file's bytes and decode a value when it is asked for.
///
/// It accepts a subset of what Foundation's `JSONSerialization` accepts and decodes strings as it
/// does; where it is unsure (a lone surrogate escape, a control character, nesting deeper than
/// ``maximumDepth``) it fails, and its callers then read the file with Foundation, so that a file
/// reads the same either way.
struct JSONBytes {
    /// How deeply values may nest before the reader gives up (Foundation's reader allows 512).
    static let maximumDepth = 512

    let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    var position: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // A UTF-8 byte order mark, as Foundation skips it.
        position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// The byte at the position after white space; `nil` at the end.
    mutating func peek() -> UInt8? {
        while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x0A || bytes[position] == 0x0D || bytes[position] == 0x09 {
            position += 1
        }
        return position < bytes.count ? bytes[position] : nil
    }

    /// Consumes `byte` after white space; `false` if another byte (or nothing) is there.
    mutating func take(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        position += 1
        return true
    }

    /// Whether only white space is left.
    mutating func isAtEnd() -> Bool { peek() == nil }

    /// Reads the members of an object whose `{` is at the position: for each, `member` gets the
    /// decoded name with the value's position next; it must read the value. `false` on bad JSON.
    mutating func readObject(_ member: (inout JSONBytes, String) -> Bool) -> Bool {
        readObject { reader, name, _ in member(&reader, name) }
    }

    /// ``readObject(_:)`` that also gives the offset of each name's opening quote (to place a key).
    mutating func readObject(_ member: (inout JSONBytes, String, _ nameOffset: Int) -> Bool) -> Bool {
        guard take(UInt8(ascii: "{")) else { return false }
        if take(UInt8(ascii: "}")) { return true }
        while true {
            guard peek() == UInt8(ascii: "\"") else { return false }
            let nameOffset = position
            guard let name = readString(), take(UInt8(ascii: ":")), peek() != nil else { return false }
            guard member(&self, name, nameOffset) else { return false }
            if take(UInt8(ascii: "}")) { return true }
            guard take(UInt8(ascii: ",")) else { return false }
        }
    }

    /// Reads a string at the position (after white space), decoded; `nil` on a string JSON or the
    /// reader does not accept.
    mutating func readString() -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = position
        var escaped = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 { return nil }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                position += 1
            }
            position += 1
        }
        guard position < bytes.count else { return nil }
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<position])
        position += 1
        guard escaped else { return String(validating: raw, as: UTF8.self) }
        return Self.unescaping(raw)
    }

    /// A string's content with its escapes decoded; `nil` on a bad escape or a lone surrogate.
    private static func unescaping(_ raw: UnsafeBufferPointer<UInt8>) -> String? {
        var units: [UInt16] = []
        units.reserveCapacity(raw.count)
        var index = 0
        var run = 0
        func flush(_ end: Int) -> Bool {
            guard run < end else { return true }
            guard let text = String(validating: UnsafeBufferPointer(rebasing: raw[run..<end]), as: UTF8.self) else { return false }
            units.append(contentsOf: text.utf16)
            return true
        }
        while index < raw.count {
            guard raw[index] == UInt8(ascii: "\\") else { index += 1; continue }
            guard flush(index), index + 1 < raw.count else { return nil }
            let escape = raw[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): units.append(UInt16(escape))
            case UInt8(ascii: "b"): units.append(0x08)
            case UInt8(ascii: "f"): units.append(0x0C)
            case UInt8(ascii: "n"): units.append(0x0A)
            case UInt8(ascii: "r"): units.append(0x0D)
            case UInt8(ascii: "t"): units.append(0x09)
            case UInt8(ascii: "u"):
                guard index + 4 <= raw.count, let unit = UInt16(String(decoding: UnsafeBufferPointer(rebasing: raw[index..<(index + 4)]), as: UTF8.self), radix: 16),
                      raw[index..<(index + 4)].allSatisfy({ Self.isHexDigit($0) }) else { return nil }
                units.append(unit)
                index += 4
            default:
                return nil
            }
            run = index
        }
        guard flush(raw.count) else { return nil }
        // Lone surrogates: Foundation's handling is its own; let it read the file.
        return String(validating: units, as: UTF16.self)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }

    /// Skips a value at the position (after white space), checking it; `false` on bad JSON.
    mutating func skipValue(depth: Int = 0) -> Bool {
        guard depth < Self.maximumDepth, let first = peek() else { return false }
        switch first {
        case UInt8(ascii: "{"):
            return readObject { reader, _ in reader.skipValue(depth: depth + 1) }
        case UInt8(ascii: "["):
            position += 1
            if take(UInt8(ascii: "]")) { return true }
            while true {
                guard skipValue(depth: depth + 1) else { return false }
                if take(UInt8(ascii: "]")) { return true }
                guard take(UInt8(ascii: ",")) else { return false }
            }
        case UInt8(ascii: "\""):
            return readString() != nil
        case UInt8(ascii: "t"): return skipWord("true")
        case UInt8(ascii: "f"): return skipWord("false")
        case UInt8(ascii: "n"): return skipWord("null")
        default:
            return skipNumber()
        }
    }

    private mutating func skipWord(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count,
              UnsafeBufferPointer(rebasing: bytes[position..<(position + count)]).elementsEqual(UnsafeBufferPointer(start: word.utf8Start, count: count))
        else { return false }
        position += count
        return true
    }

    /// `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`
    private mutating func skipNumber() -> Bool {
        func digits() -> Int {
            let start = position
            while position < bytes.count, (0x30...0x39).contains(bytes[position]) { position += 1 }
            return position - start
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard position < bytes.count else { return false }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
        } else if digits() == 0 {
            return false
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { return false }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { return false }
        }
        return true
    }
}
