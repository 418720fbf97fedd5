import Foundation

/// Checks a binary property list before Foundation reads it.
///
/// swift-corelibs-foundation crashes (a null dereference while bridging to `Set<AnyHashable>`) on some
/// malformed binary property lists, such as a 378-byte one holding a set, found by the Messages fuzz
/// target. Message files hold only dictionaries with string keys, arrays, strings and numbers, so
/// anything else, and any offset out of bounds, is refused before Foundation sees the bytes.
///
/// A binary property list may also point many keys at one object, and Foundation copies the object
/// for each of them: eight levels of device variations, each naming one next level six times, make
/// 6⁸ objects (minutes and gigabytes) from a file of 300 bytes. The objects a file expands to are
/// counted here and bounded by ``MessageLimits/maximumObjectsPerByte`` per byte of the file plus
/// ``MessageLimits/minimumObjectBudget``. Writers share only strings and numbers, so real files
/// expand to fewer objects than they have bytes.
enum BinaryPropertyListCheck {
    /// Why the data must not go to Foundation, or `nil` when it is not a binary property list or
    /// holds only what message files use.
    static func problem(in data: Data) -> String? {
        guard data.starts(with: Array("bplist".utf8)) else { return nil }
        let bytes = [UInt8](data)
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
        // Each container's references (a dictionary's keys, then its values), checked as they are read.
        var children: [[Int]] = Array(repeating: [], count: objectCount)
        for (index, (offset, marker)) in zip(offsets, markers).enumerated() {
            switch marker >> 4 {
            case 0x0, 0x1, 0x2, 0x3, 0x4, 0x5, 0x6:
                continue
            case 0xA, 0xD:
                guard let (count, start) = count(bytes, marker: marker, at: offset, limit: tableOffset) else { return malformed }
                let references = marker >> 4 == 0xD ? 2 * count : count
                guard references <= (tableOffset - start) / referenceSize else { return malformed }
                var list: [Int] = []
                list.reserveCapacity(references)
                for slot in 0..<references {
                    guard let reference = integer(bytes, at: start + slot * referenceSize, size: referenceSize), reference < objectCount else {
                        return malformed
                    }
                    if marker >> 4 == 0xD, slot < count, markers[reference] >> 4 != 0x5, markers[reference] >> 4 != 0x6 {
                        return "a dictionary key that is not a string"
                    }
                    list.append(reference)
                }
                children[index] = list
            default:
                return "an object message files do not use (marker 0x\(String(marker, radix: 16)))"
            }
        }
        guard let top = integer(bytes, at: trailer + 16, size: 8), top < objectCount else { return malformed }
        let budget = MessageLimits.maximumObjectsPerByte * bytes.count + MessageLimits.minimumObjectBudget
        switch expandedCount(from: top, children: children, limit: budget) {
        case nil:
            return "malformed binary property list (an object contains itself)"
        case let count? where count > budget:
            return "the binary property list expands to more than \(budget) objects through shared objects "
                + "(the bound is \(MessageLimits.maximumObjectsPerByte) per byte plus \(MessageLimits.minimumObjectBudget))"
        default:
            return nil
        }
    }

    /// How many objects Foundation makes from `top`, counting a shared object once per reference;
    /// stops counting past `limit`; `nil` for a cycle. Iterative: a chain of containers may be long.
    private static func expandedCount(from top: Int, children: [[Int]], limit: Int) -> Int? {
        var expanded = [Int?](repeating: nil, count: children.count)
        var onPath = [Bool](repeating: false, count: children.count)
        var stack: [(object: Int, next: Int, total: Int)] = [(top, 0, 1)]
        onPath[top] = true
        while var frame = stack.popLast() {
            if frame.next < children[frame.object].count {
                let child = children[frame.object][frame.next]
                frame.next += 1
                if let known = expanded[child] {
                    frame.total = min(frame.total + known, limit + 1)
                    stack.append(frame)
                } else {
                    guard !onPath[child] else { return nil }
                    stack.append(frame)
                    onPath[child] = true
                    stack.append((child, 0, 1))
                }
                continue
            }
            onPath[frame.object] = false
            expanded[frame.object] = frame.total
            if var parent = stack.popLast() {
                parent.total = min(parent.total + frame.total, limit + 1)
                stack.append(parent)
            }
        }
        return expanded[top]
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

extension BinaryPropertyListCheck {
    /// The top-level dictionary of a property list, checked before Foundation reads it (see
    /// ``problem(in:)``). The errors are the caller's: `binaryProblem` for what the check finds,
    /// `unreadable` for what Foundation refuses, `notADictionary` for another top level.
    static func dictionary(
        _ data: Data, file: URL?, binaryProblem: (String) -> String, unreadable: (any Error) -> String, notADictionary: String
    ) throws(MessageFileError) -> [String: Any] {
        if let problem = problem(in: data) { throw MessageFileError(file: file, reason: binaryProblem(problem)) }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw MessageFileError(file: file, reason: unreadable(error))
        }
        guard let dictionary = plist as? [String: Any] else { throw MessageFileError(file: file, reason: notADictionary) }
        return dictionary
    }
}
