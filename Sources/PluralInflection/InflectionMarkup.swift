/// Apple's attribute markdown (`^[text](attributes)`), as Foundation reads it in localized strings:
/// the one reader of the markup, for rendering, lint and conversion.
///
/// `^[%lld Task](inflect: true)` is a span whose phrase is `%lld Task` and whose attributes are
/// `inflect: true`. The attributes are a JSON5 object without its braces (``InflectionAttributes``).
/// A `^[` that no `](…)` closes is text; a span whose attributes do not read keeps its text as
/// written (``Span/attributes`` is then a failure), so nothing is lost that the writer meant.
public enum InflectionMarkup {
    /// One span of markup in a text.
    public struct Span: Hashable, Sendable {
        /// The whole markup, `^[` to `)`, in UTF-8 offsets of the text read.
        public let range: Range<Int>
        /// The phrase between `^[` and `]`, in UTF-8 offsets of the text read.
        public let phraseRange: Range<Int>
        /// The phrase as written.
        public let phrase: String
        /// The attributes between `(` and `)` as written.
        public let attributeSource: String
        /// The attributes, or why they do not read.
        public let attributes: Result<InflectionAttributes, InflectionAttributes.SyntaxError>
    }

    /// The longest phrase read as markup, in UTF-8 bytes: beyond it a `^[` is text.
    public static let maximumSpanLength = 4_096
    /// The longest attribute list read, in UTF-8 bytes (Apple's lists are a few dozen bytes): it
    /// bounds the look-ahead each `](` costs, so that a text of many stays linear.
    public static let maximumAttributeLength = 512

    /// Whether a text may hold markup (a `^[`): the cheap test before ``spans(in:isMarkup:)``.
    public static func mayContainMarkup(_ text: some StringProtocol) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if previous == UInt8(ascii: "^"), byte == UInt8(ascii: "[") { return true }
            previous = byte
        }
        return false
    }

    /// The spans of markup in a text, in order. `isMarkup(offset)` says whether the byte at a UTF-8
    /// offset may be markup: a renderer passes `false` for the bytes of arguments, which Foundation
    /// never reads as markdown.
    public static func spans(in text: String, isMarkup: (Int) -> Bool = { _ in true }) -> [Span] {
        let bytes = Array(text.utf8)
        let closing = matchingBrackets(in: bytes, isMarkup: isMarkup)
        var spans: [Span] = []
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "^"), bytes[index + 1] == UInt8(ascii: "["), isMarkup(index), isMarkup(index + 1),
                  index == 0 || bytes[index - 1] != UInt8(ascii: "\\")
            else {
                index += 1
                continue
            }
            if let span = span(at: index, closedAt: closing[index + 1], in: bytes, isMarkup: isMarkup) {
                spans.append(span)
                index = span.range.upperBound
            } else {
                index += 2
            }
        }
        return spans
    }

    /// The text with every span replaced by `replacement(span)` (the span as written when it answers `nil`).
    public static func replacingSpans(in text: String, _ spans: [Span], with replacement: (Span) -> String?) -> String {
        guard !spans.isEmpty else { return text }
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var last = 0
        for span in spans {
            result += bytes[last..<span.range.lowerBound]
            if let replaced = replacement(span) { result += replaced.utf8 } else { result += bytes[span.range] }
            last = span.range.upperBound
        }
        result += bytes[last...]
        return String(decoding: result, as: UTF8.self)
    }

    /// The text as Apple shows it where it cannot inflect: each span's phrase, markup removed
    /// (a span whose attributes do not read stays as written).
    public static func removingMarkup(from text: String) -> String {
        replacingSpans(in: text, spans(in: text)) { span in
            if case .success = span.attributes { span.phrase } else { nil }
        }
    }

    /// For each `[` of markup, the offset of the `]` that balances it (`nil` for none): one pass,
    /// so a text of many `^[` costs its length, not its length times the look-ahead.
    private static func matchingBrackets(in bytes: [UInt8], isMarkup: (Int) -> Bool) -> [Int: Int] {
        var open: [Int] = []
        var matches: [Int: Int] = [:]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if isMarkup(index) {
                if byte == UInt8(ascii: "\\") { index += 2; continue }
                if byte == UInt8(ascii: "[") { open.append(index) }
                if byte == UInt8(ascii: "]"), let start = open.popLast() { matches[start] = index }
            }
            index += 1
        }
        return matches
    }

    private static func span(at start: Int, closedAt close: Int?, in bytes: [UInt8], isMarkup: (Int) -> Bool) -> Span? {
        // The phrase: up to the `]` that balances `^[`, then `(` at once.
        guard let index = close, index - start <= maximumSpanLength else { return nil }
        guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "("), isMarkup(index + 1) else { return nil }
        let phraseRange = (start + 2)..<index
        // The attributes: up to the `)` outside quotes and braces.
        var cursor = index + 2
        var nesting = 0
        var quote: UInt8?
        let attributeLimit = min(bytes.count, cursor + maximumAttributeLength)
        while cursor < attributeLimit {
            let byte = bytes[cursor]
            if let open = quote {
                if byte == UInt8(ascii: "\\") { cursor += 2; continue }
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                nesting += 1
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                nesting -= 1
            } else if byte == UInt8(ascii: ")"), nesting <= 0, isMarkup(cursor) {
                break
            }
            cursor += 1
        }
        guard cursor < attributeLimit, bytes[cursor] == UInt8(ascii: ")") else { return nil }
        let attributeSource = String(decoding: bytes[(index + 2)..<cursor], as: UTF8.self)
        return Span(range: start..<(cursor + 1), phraseRange: phraseRange,
                    phrase: String(decoding: bytes[phraseRange], as: UTF8.self), attributeSource: attributeSource,
                    attributes: Result { () throws(InflectionAttributes.SyntaxError) in try InflectionAttributes(parsing: attributeSource) })
    }
}
