import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Text in a charset converted to UTF-8 by the C library's `iconv` (wraps `iconv_open`, `iconv`
/// and `iconv_close`).
enum Iconv {
    /// The most UTF-8 bytes one input byte may become (glibc's single-byte charsets give at most 3,
    /// a few give two characters for a byte): the output's bound, past which conversion stops.
    static let maximumGrowth = 8

    static func utf8(_ data: Data, from charset: String, file: URL?) throws(MessageFileError) -> Data {
        let converter = iconv_open("UTF-8", charset)
        guard let converter, converter != iconv_t(bitPattern: -1) else {
            throw MessageFileError(file: file, reason: "the charset '\(charset)' of the Content-Type header is unknown to iconv: convert the file to UTF-8 (msgconv --to-code=UTF-8)")
        }
        defer { iconv_close(converter) }
        var input = [UInt8](data)
        var output = [UInt8](repeating: 0, count: input.count * 3 + 16)
        var stopped: Int32 = 0
        var read = 0
        var written = 0
        input.withUnsafeMutableBytes { inputBytes in
            while true {
                let result = output.withUnsafeMutableBytes { outputBytes -> Int in
                    var inPointer: UnsafeMutablePointer<CChar>? = inputBytes.baseAddress.map { $0.assumingMemoryBound(to: CChar.self) + read }
                    var inLeft = inputBytes.count - read
                    var outPointer: UnsafeMutablePointer<CChar>? = outputBytes.baseAddress.map { $0.assumingMemoryBound(to: CChar.self) + written }
                    var outLeft = outputBytes.count - written
                    let result = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
                    read = inputBytes.count - inLeft
                    written = outputBytes.count - outLeft
                    return result
                }
                guard result == -1 else { return }
                stopped = errno
                guard stopped == E2BIG, output.count < inputBytes.count * maximumGrowth + 16 else { return }
                output += [UInt8](repeating: 0, count: output.count)
            }
        }
        if stopped != 0 {
            let line = input[..<min(read, input.count)].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            let what = switch stopped {
            case EILSEQ: "holds bytes that are no \(charset) text"
            case EINVAL: "ends inside a \(charset) character"
            default: "grows past \(maximumGrowth) UTF-8 bytes a byte (Iconv.maximumGrowth)"
            }
            throw MessageFileError(file: file, reason: "line \(line): the file \(what) (byte \(read)); its Content-Type header says charset=\(charset)")
        }
        return Data(output[..<written])
    }
}
