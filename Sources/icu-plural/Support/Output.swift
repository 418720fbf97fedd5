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
///
/// This is the output boundary, as ``StandardError`` is for diagnostics: a line of text for people
/// (``line(_:)``) is escaped here, never at the call site; a line already in an output format's own
/// syntax (JSON, SARIF, workflow commands, help) or a message's text printed as the result asked for
/// (``verbatimLine(_:)``) is written as it is.
enum StandardOutput {
    /// Writes one line of text and a newline, its control and bidirectional characters escaped
    /// (`DisplayText.escaped`, which leaves other text as it is): keys, languages, paths and numbers from
    /// files or users may hold anything, and a raw newline or `ESC` would forge a line or drive the terminal.
    static func line(_ line: String) throws(OutputError) {
        try verbatimLine(OutputText.escaped(line))
    }

    /// Writes `line` as it is and a newline: text in an output format's own syntax, or the text a
    /// command was asked to produce (`render`, `mf2 format`).
    static func verbatimLine(_ line: String) throws(OutputError) {
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
/// one place for every command (callers pass text as it is): keys, languages, paths and texts from
/// files or users may hold anything, and a raw newline or `ESC` would forge a line or drive the terminal
/// (`DisplayText.escaped`, which leaves text without such characters as it is).
enum StandardError {
    /// Writes one line, escaped.
    static func write(_ line: String) {
        var text = OutputText.escaped(line)
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

/// The one escaping of the output boundary: `DisplayText.escaped` (control and bidirectional characters,
/// a newline among them), except for tabs, which separate the fields of a line and can neither forge a
/// line nor drive a terminal. Text without such characters is returned as it is, so escaped text
/// passes again unchanged.
enum OutputText {
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 != "\t" && DisplayText.needsEscape($0) }) else { return text }
        return DisplayText.escaped(text, syntax: { $0 == "\\" ? "\\\\" : $0 == "\t" ? "\t" : nil })
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

    /// Appends text from the input (a field or comment line echoed, an error naming it), escaped as
    /// ``StandardOutput/line(_:)`` escapes except for tabs (the output's own separator, which fields
    /// cannot hold): a line of input must not write a raw newline or `ESC` to the output.
    mutating func append(escaping slice: ArraySlice<UInt8>) throws(OutputError) {
        // Every character DisplayText escapes is a C0 byte, DEL, or starts with 0xC2 (C1), 0xE2 (U+2028…,
        // U+202A…, U+2066…) or 0xEF (U+FEFF): other text is copied as it is, without a String.
        if slice.contains(where: { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 || $0 == 0xEF }) {
            try append(escaping: String(decoding: slice, as: UTF8.self))
        } else {
            try append(bytes: slice)
        }
    }

    /// ``append(escaping:)-(ArraySlice<UInt8>)`` for a `String`.
    mutating func append(escaping text: String) throws(OutputError) {
        try append(OutputText.escaped(text))
    }

    mutating func flush() throws(OutputError) {
        guard !bytes.isEmpty else { return }
        defer { bytes.removeAll(keepingCapacity: true) }
        if let code = bytes.withUnsafeBufferPointer({ writeAll(UnsafeRawBufferPointer($0), to: STDOUT_FILENO) }) {
            throw OutputError(code: code)
        }
    }
}
