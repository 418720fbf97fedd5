import Foundation

/// Checks a binary property list before Foundation reads it.
///
/// swift-corelibs-foundation crashes (a null dereference while bridging to `Set<AnyHashable>`) on some
/// malformed binary property lists, such as a 378-byte one holding a set, found by the Messages fuzz
/// target. Message files hold only dictionaries with string keys, arrays, strings and numbers, so
/// anything else, and any offset out of bounds, is refused before Foundation sees the bytes.
enum BinaryPropertyListCheck {
    /// Why the data must not go to Foundation, or `nil` when it is not a binary property list or
    /// holds only what message files use.
    static func problem(in data: Data) -> String? {
        let bytes = [UInt8](data)
        guard bytes.starts(with: Array("bplist".utf8)) else { return nil }
        let malformed = "malformed binary property list"
        guard bytes.count >= 40 else { return malformed }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6]), referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
              let objectCount = integer(bytes, at: trailer + 8, size: 8), let tableOffset = integer(bytes, at: trailer + 24, size: 8),
              objectCount <= bytes.count, tableOffset <= trailer, objectCount * offsetSize <= trailer - tableOffset
        else { return malformed }
        var markers: [UInt8] = []
        var offsets: [Int] = []
        for index in 0..<objectCount {
            guard let offset = integer(bytes, at: tableOffset + index * offsetSize, size: offsetSize), offset >= 8, offset < tableOffset else {
                return malformed
            }
            offsets.append(offset)
            markers.append(bytes[offset])
        }
        for (offset, marker) in zip(offsets, markers) {
            switch marker >> 4 {
            case 0x0, 0x1, 0x2, 0x3, 0x4, 0x5, 0x6, 0xA:
                continue
            case 0xD:
                // A dictionary: its count, then key references, which must name strings.
                guard let (count, start) = count(bytes, marker: marker, at: offset, limit: tableOffset),
                      start + count * referenceSize <= tableOffset else { return malformed }
                for key in 0..<count {
                    guard let reference = integer(bytes, at: start + key * referenceSize, size: referenceSize), reference < objectCount else {
                        return malformed
                    }
                    guard markers[reference] >> 4 == 0x5 || markers[reference] >> 4 == 0x6 else {
                        return "a dictionary key that is not a string"
                    }
                }
            default:
                return "an object message files do not use (marker 0x\(String(marker, radix: 16)))"
            }
        }
        return nil
    }

    /// A big-endian unsigned integer of `size` bytes, if it fits in the data and in an `Int`.
    private static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int? {
        guard offset >= 0, size <= bytes.count - offset else { return nil }
        var value: UInt64 = 0
        for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
        return value <= UInt64(Int.max >> 8) ? Int(value) : nil
    }

    /// An object's element count (in the marker, or in an integer object after it) and where its content starts.
    private static func count(_ bytes: [UInt8], marker: UInt8, at offset: Int, limit: Int) -> (Int, Int)? {
        if marker & 0x0F != 0x0F { return (Int(marker & 0x0F), offset + 1) }
        guard offset + 1 < limit, bytes[offset + 1] >> 4 == 0x1 else { return nil }
        let size = 1 << Int(bytes[offset + 1] & 0x0F)
        guard size <= 8, let count = integer(bytes, at: offset + 2, size: size), count <= limit else { return nil }
        return (count, offset + 2 + size)
    }
}
