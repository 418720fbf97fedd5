import Foundation

/// The text of a `.strings` file as its code units (UTF-8 bytes, or UTF-16 units), kept so that an
/// entry found by a scan can be decoded again from its offsets: a table keeps this and the offsets
/// of its entries instead of every entry decoded.
struct StringsText: Sendable {
    private enum Units: Sendable {
        /// UTF-8 bytes, from `start` (after a byte order mark).
        case utf8(Data, start: Int)
        /// UTF-16 units in the machine's order (the file's size again).
        case utf16([UInt16])
    }

    private let units: Units

    /// The text of a `.strings` file's bytes as ``MessageFileEncoding/normalized(_:)`` gives them
    /// (UTF-16 after its byte order mark, else UTF-8).
    init(normalized data: Data) {
        switch MessageFileEncoding.detect(data) {
        case .utf8:
            units = .utf8(data, start: data.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
        case let encoding:
            let bigEndian = encoding == .utf16BigEndian
            var units = [UInt16]()
            units.reserveCapacity(data.count / 2)
            data.withUnsafeBytes { raw in
                var index = 2
                while index + 1 < raw.count {
                    let (first, second) = (UInt16(raw[index]), UInt16(raw[index + 1]))
                    units.append(bigEndian ? first << 8 | second : second << 8 | first)
                    index += 2
                }
            }
            self.units = .utf16(units)
        }
    }

    /// Runs a scanner over the units.
    private func withScanner<Result>(_ body: (inout StringsScanner<UTF8>) -> Result, _ body16: (inout StringsScanner<UTF16>) -> Result) -> Result {
        switch units {
        case let .utf8(data, start):
            return data.withUnsafeBytes { raw in
                var scanner = StringsScanner<UTF8>(UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[start...]))
                return body(&scanner)
            }
        case let .utf16(units):
            return units.withUnsafeBufferPointer { buffer in
                var scanner = StringsScanner<UTF16>(buffer)
                return body16(&scanner)
            }
        }
    }

    /// Visits the entries in file order.
    func scan(_ visit: (StringsEntryScanner.Entry) -> Void) throws(StringsEntryScanner.SyntaxError) {
        let failure: StringsEntryScanner.SyntaxError? = withScanner({ scanner in
            do throws(StringsEntryScanner.SyntaxError) { try scanner.scanTable(visit); return nil } catch { return error }
        }, { scanner in
            do throws(StringsEntryScanner.SyntaxError) { try scanner.scanTable(visit); return nil } catch { return error }
        })
        if let failure { throw failure }
    }

    /// The key and value of an entry a scan of this text found (its ``StringsEntryScanner/Entry/keyOffset``
    /// and ``StringsEntryScanner/Entry/end``); `nil` if the offsets are not an entry's.
    func entry(keyOffset: Int, end: Int) -> (key: String, value: String?)? {
        withScanner({ scanner in scanner.entry(at: keyOffset, end: end) }, { scanner in scanner.entry(at: keyOffset, end: end) })
    }

    /// A comment an entry's ``StringsEntryScanner/Entry/commentRange`` names, trimmed.
    func comment(_ range: Range<Int>) -> String {
        withScanner({ $0.comment(range) }, { $0.comment(range) })
    }
}
