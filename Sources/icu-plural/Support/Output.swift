import PluralCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output could not take what the command wrote (a full disk, a closed pipe): the command
/// stops, says so on standard error and exits with ``ExitStatus/outputFailed``.
struct OutputError: Error, CustomStringConvertible {
    var code: Int32

    var description: String { "cannot write to standard output: \(String(cString: strerror(code)))" }
}

/// Writes the command's results to standard output, reporting every write error (`print` drops them:
/// with standard output on a full disk, every command used to exit 0 having written nothing).
enum StandardOutput {
    /// Writes `line` and a newline.
    static func line(_ line: String) throws(OutputError) {
        var text = line
        text.append("\n")
        try write(text)
    }

    /// Writes `text` as it is.
    static func write(_ text: String) throws(OutputError) {
        var text = text
        if let code = text.withUTF8({ writeAll(UnsafeRawBufferPointer($0), to: STDOUT_FILENO) }) { throw OutputError(code: code) }
    }
}

/// Writes diagnostics to standard error, one line each. This is where their text is escaped, the
/// one place for every command: keys, languages, paths and texts from files or users may hold
/// anything, and a raw newline or `ESC` would forge a line or drive the terminal
/// (`DisplayText.escaped`, which leaves text without such characters as it is).
enum StandardError {
    /// Writes one line, escaped.
    static func write(_ line: String) {
        var text = DisplayText.escaped(line)
        text.append("\n")
        // Nothing is left to report a failure to: a lost diagnostic does not change the exit status.
        _ = text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: STDERR_FILENO) }
    }
}

extension StandardError {
    /// Writes several lines (a message and its indented details), each escaped.
    static func write(lines: [String]) {
        for line in lines { write(line) }
    }
}

/// Writes every byte to a file descriptor (the standard streams' `FILE` globals are not
/// concurrency-safe in Swift 6, and the batch path wants no second layer of buffering).
/// Returns the `errno` of a failed write, `nil` when everything was written.
private func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
    var offset = 0
    while offset < bytes.count {
        let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
            if errno == EINTR { continue }
            return errno  // EPIPE (a closed pipe, SIGPIPE ignored), ENOSPC (a full disk), ...
        }
        offset += written
    }
    return nil
}

/// Buffered standard output for high-volume commands; `flush()` writes what is buffered and throws
/// on the first write error, so a reader that went away stops the command.
struct OutputBuffer {
    private var bytes: [UInt8] = []
    private let limit: Int

    init(limit: Int = 1 << 16) {
        self.limit = limit
        bytes.reserveCapacity(limit + 256)
    }

    mutating func append(_ text: some StringProtocol) throws(OutputError) {
        bytes.append(contentsOf: text.utf8)
        if bytes.count >= limit { try flush() }
    }

    mutating func append(bytes slice: some Collection<UInt8>) throws(OutputError) {
        bytes.append(contentsOf: slice)
        if bytes.count >= limit { try flush() }
    }

    mutating func flush() throws(OutputError) {
        guard !bytes.isEmpty else { return }
        defer { bytes.removeAll(keepingCapacity: true) }
        if let code = bytes.withUnsafeBufferPointer({ writeAll(UnsafeRawBufferPointer($0), to: STDOUT_FILENO) }) {
            throw OutputError(code: code)
        }
    }
}
