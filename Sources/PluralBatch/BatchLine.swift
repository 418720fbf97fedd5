/// One line of `icu-plural batch` input, split into fields in place.
///
/// The format: `LOCALE<TAB>NUMBER`, fields separated by tabs or spaces (any run of them), an optional
/// `\r` before the line end ignored. A line that is empty, only blanks, or starts with `#` is copied to
/// the output unchanged. Fields are byte ranges of the line, so splitting allocates nothing.
public enum BatchLine: Hashable, Sendable {
    /// A blank or comment line: the bytes to copy unchanged (the line without its trailing `\r`).
    case verbatim(Range<Int>)
    /// A line with fields: the locale, the number if there is a second field, and whether a third
    /// field follows (which makes the line invalid).
    case fields(locale: Range<Int>, number: Range<Int>?, hasExtraField: Bool)

    /// Splits one line, given without its `\n`; ranges index `line`.
    public init(_ line: ArraySlice<UInt8>) {
        var end = line.endIndex
        if end > line.startIndex, line[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        var index = line.startIndex
        func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        func nextField() -> Range<Int>? {
            while index < end, isBlank(line[index]) { index += 1 }
            guard index < end else { return nil }
            let start = index
            while index < end, !isBlank(line[index]) { index += 1 }
            return start..<index
        }
        guard line.startIndex == end || line[line.startIndex] != UInt8(ascii: "#"), let locale = nextField() else {
            self = .verbatim(line.startIndex..<end)
            return
        }
        let number = nextField()
        self = .fields(locale: locale, number: number, hasExtraField: number != nil && nextField() != nil)
    }
}

/// Splits a byte stream into lines as it arrives, for `icu-plural batch`.
///
/// Memory stays bounded whatever the input: a line longer than ``maximumLineLength`` is reported as
/// ``Piece/tooLong`` (once, as soon as it passes the limit) and its bytes are dropped up to the next `\n`.
public struct BatchLineReader: Sendable {
    /// What the reader found.
    public enum Piece: Equatable {
        /// A complete line, without its `\n`.
        case line(ArraySlice<UInt8>)
        /// A line longer than the limit, skipped.
        case tooLong
    }

    /// The default limit: 16 MiB, far above any line of locale and number that can be selected.
    public static let defaultMaximumLineLength = 1 << 24

    /// The longest line handed out, in bytes (without the `\n`).
    public let maximumLineLength: Int
    private var pending: [UInt8] = []
    /// Whether the bytes arriving belong to a line already reported as too long.
    private var skipping = false

    /// A reader with a limit on line length.
    public init(maximumLineLength: Int = defaultMaximumLineLength) {
        precondition(maximumLineLength > 0, "a line needs room for one byte")
        self.maximumLineLength = maximumLineLength
    }

    /// Adds bytes and hands out every line they complete, in order.
    public mutating func read<Failure: Error>(_ bytes: some Collection<UInt8>, _ body: (Piece) throws(Failure) -> Void) throws(Failure) {
        // Bytes kept from earlier calls hold no `\n`: search only the new ones, so a long line costs linear time.
        var searchStart = pending.count
        pending.append(contentsOf: bytes)
        var lineStart = 0
        while let newline = pending[searchStart...].firstIndex(of: UInt8(ascii: "\n")) {
            try hand(pending[lineStart..<newline], body)
            skipping = false
            lineStart = newline + 1
            searchStart = lineStart
        }
        pending.removeFirst(lineStart)
        if pending.count > maximumLineLength {
            // No `\n` yet and already too long: say so now rather than buffer the rest.
            if !skipping { try body(.tooLong) }
            skipping = true
            pending.removeAll(keepingCapacity: true)
        }
    }

    /// Hands out the last line when the input does not end with `\n`.
    public mutating func finish<Failure: Error>(_ body: (Piece) throws(Failure) -> Void) throws(Failure) {
        if !pending.isEmpty { try hand(pending[...], body) }
        pending.removeAll()
        skipping = false
    }

    private func hand<Failure: Error>(_ line: ArraySlice<UInt8>, _ body: (Piece) throws(Failure) -> Void) throws(Failure) {
        if skipping { return }
        try body(line.count > maximumLineLength ? .tooLong : .line(line))
    }
}
