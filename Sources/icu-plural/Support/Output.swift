#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes diagnostics to standard error, one line each.
enum StandardError {
    static func write(_ line: String) {
        var text = line
        text.append("\n")
        text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: STDERR_FILENO) }
    }
}

/// Writes every byte to a file descriptor (the standard streams' `FILE` globals are not
/// concurrency-safe in Swift 6, and the batch path wants no second layer of buffering).
private func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
    var offset = 0
    while offset < bytes.count {
        let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
            if errno == EINTR { continue }
            return  // a closed pipe: nothing more can be delivered
        }
        offset += written
    }
}

/// Buffered standard output for high-volume commands; `flush()` writes what is buffered.
struct OutputBuffer {
    private var bytes: [UInt8] = []
    private let limit: Int

    init(limit: Int = 1 << 16) {
        self.limit = limit
        bytes.reserveCapacity(limit + 256)
    }

    mutating func append(_ text: some StringProtocol) {
        bytes.append(contentsOf: text.utf8)
        if bytes.count >= limit { flush() }
    }

    mutating func append(bytes slice: some Collection<UInt8>) {
        bytes.append(contentsOf: slice)
        if bytes.count >= limit { flush() }
    }

    mutating func flush() {
        guard !bytes.isEmpty else { return }
        bytes.withUnsafeBufferPointer { buffer in writeAll(UnsafeRawBufferPointer(buffer), to: STDOUT_FILENO) }
        bytes.removeAll(keepingCapacity: true)
    }
}
