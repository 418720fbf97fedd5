/// A form's text as the word checks read it: the parts its own syntax's parser gave (printf,
/// Java, ICU MessageFormat, MessageFormat 2), never the text scanned again with another format's
/// rules. A run of text, the plural's number, or another placeholder, each with its offset in
/// Unicode scalars from the text's start.
///
/// What counts as the number is one decision for every syntax: `#`, `%arg`, a MessageFormat
/// argument (`{n}`, `{$n}`: a count may be printed through another argument, Mastodon's
/// `{counter}`), and a printf or Java conversion of a number or an object (`%lld`, `%,d`, `%@`,
/// which may carry a formatted count). A variable reference (`%2$#@accounts@`) and a string
/// conversion (`%s`) are other placeholders: their names are no words of the form.
struct FormParts: Hashable, Sendable {
    enum Part: Hashable, Sendable {
        /// Text as printed (`%%` already `%`).
        case text(String, offset: Int)
        /// Where the form prints a number; `object`, as written, when it is an object conversion
        /// (`%@`, Java's `%s`), which may print the number or anything else (most often a name).
        case number(offset: Int, object: String?)
        /// Another placeholder, as written: a variable reference, a string conversion.
        case placeholder(String, offset: Int)

        var offset: Int {
            switch self {
            case let .text(_, offset), let .number(offset, _), let .placeholder(_, offset): offset
            }
        }
    }

    let parts: [Part]
    /// The indices of the number parts that print a count as an integer: a decimal integer
    /// conversion (`%d`, `%lld`, `%u`, Java's `%,d`; not `%x`, `%o`, `%c`), a MessageFormat number
    /// argument (`{n, number}`, not a percent), the plural's number, or an untyped argument whose
    /// name says it counts (`{count}`, `{n}`, `{total}`, `{fileCount}`). A `%@` may print a name.
    let counts: Set<Int>
    /// Arguments that may print a number but count nothing (`{name}`, `{$hashtag}`), as written, by
    /// part index: what 1 renders shows them so, not as "1".
    var written: [Int: String] = [:]

    init(parts: [Part], counts: Set<Int> = []) {
        self.parts = parts
        self.counts = counts
    }

    /// The parts of a parsed text; none when it does not parse (its syntax error is the finding).
    init(_ text: MessageText) {
        guard case .success = text.parsed else {
            self.init(parts: [])
            return
        }
        let scalars = Array(text.source.unicodeScalars)
        // Printf and Java parsers count UTF-8 bytes in the text; MessageFormat's, Unicode scalars in
        // the whole message, whose form this text is: it starts where its first placeholder is, less
        // the text before it.
        let countsBytes = text.syntax == .printf || text.syntax == .cFormat || text.syntax == .javaFormat
        var formStart = 0
        if !countsBytes, let first = text.segments.firstIndex(where: { if case .literal = $0 { false } else { true } }) {
            let before = text.segments[..<first].reduce(0) { count, segment in
                if case let .literal(literal) = segment { count + literal.unicodeScalars.count } else { count }
            }
            formStart = Self.offset(of: text.segments[first]) - before
        }
        let toScalars: (Int) -> Int = countsBytes ? { text.source.scalarOffset(ofUTF8Offset: $0) } : { [formStart] in $0 - formStart }
        var parts: [Part] = []
        var counts: Set<Int> = []
        var written: [Int: String] = [:]
        // Where the next run of text starts: after the last placeholder.
        var next = 0
        for segment in text.segments {
            let placeAt: Int, part: Part
            switch segment {
            case let .literal(literal):
                parts.append(.text(literal, offset: next))
                continue
            case let .specifier(specifier, at):
                placeAt = toScalars(at)
                // C's `*` width or precision: an argument the text does not print.
                if scalars.indices.contains(placeAt), scalars[placeAt] == "*" { continue }
                switch specifier.kind {
                case .signedInteger, .unsignedInteger, .floatingPoint: part = .number(offset: placeAt, object: nil)
                    if "diuDU".contains(specifier.conversion) { counts.insert(parts.count) }
                case .object: part = .number(offset: placeAt, object: specifier.description)
                case .string: part = .placeholder(specifier.description, offset: placeAt)
                }
                // A conversion ends at its conversion character (flags, digits and lengths are none), a
                // C `%<PRIu64>` at its `>`.
                let end = scalars[min(placeAt + 1, scalars.count)...].firstIndex { Character($0) == specifier.conversion || (text.syntax == .cFormat && $0 == "<") }
                next = (end.flatMap { scalars[$0] == "<" ? scalars[$0...].firstIndex(of: ">") : $0 } ?? placeAt) + 1
            case .variable(_, _, let at):
                placeAt = toScalars(at)
                if countsBytes {
                    // `%2$#@name@`: after the name's closing `@`.
                    let open = scalars[min(placeAt, scalars.count)...].firstIndex { $0 == "@" } ?? placeAt
                    next = (scalars[min(open + 1, scalars.count)...].firstIndex { $0 == "@" } ?? open) + 1
                } else {
                    // A MessageFormat choice nested in the text: up to its closing brace.
                    var depth = 0
                    next = scalars.count
                    for index in scalars.indices.dropFirst(min(placeAt, scalars.count)) {
                        if scalars[index] == "{" { depth += 1 } else if scalars[index] == "}" { depth -= 1 }
                        if depth == 0 {
                            next = index + 1
                            break
                        }
                    }
                }
                part = .placeholder(String(String.UnicodeScalarView(scalars[min(placeAt, scalars.count)..<min(max(next, placeAt), scalars.count)])), offset: placeAt)
            case let .substitutionArgument(at):
                placeAt = toScalars(at)
                part = .number(offset: placeAt, object: nil)
                next = placeAt + "%arg".count
            case let .argument(name, style, at):
                placeAt = toScalars(at)
                part = .number(offset: placeAt, object: nil)
                switch style {
                case .decimal?, .integer?, .skeleton?: counts.insert(parts.count)
                case .percent?: break
                case nil: if Self.namesACount(name) { counts.insert(parts.count) }
                }
                if text.syntax == .i18next, let placeholder = I18nextText.placeholder(in: scalars, at: placeAt) {
                    next = placeholder.end  // past `}}`
                } else {
                    next = (scalars[min(placeAt, scalars.count)...].firstIndex { $0 == "}" } ?? placeAt) + 1
                }
                if !counts.contains(parts.count), placeAt < min(next, scalars.count) {
                    written[parts.count] = String(String.UnicodeScalarView(scalars[placeAt..<min(next, scalars.count)]))
                }
            case let .pluralNumber(at):
                placeAt = toScalars(at)
                part = .number(offset: placeAt, object: nil)
                counts.insert(parts.count)
                // `#`, or MessageFormat 2's `{$n}` standing for the number.
                next = scalars.indices.contains(placeAt) && scalars[placeAt] == "{" ? (scalars[placeAt...].firstIndex { $0 == "}" } ?? placeAt) + 1 : placeAt + 1
            }
            parts.append(part)
        }
        self.init(parts: parts, counts: counts)
        self.written = written
    }

    /// Whether an untyped MessageFormat argument's name says it holds a count: `count`, `n`,
    /// `num`, `number`, `total`, `amount`, `quantity`, or a name ending in `count` (`fileCount`).
    static func namesACount(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["n", "num", "number", "total", "amount", "quantity"].contains(lowered) || lowered.hasSuffix("count")
    }

    /// The offset a placeholder segment has from its parser.
    private static func offset(of segment: FormatSegment) -> Int {
        switch segment {
        case .literal: 0
        case let .specifier(_, offset), let .variable(_, _, offset), let .substitutionArgument(offset), let .argument(_, _, offset),
             let .pluralNumber(offset): offset
        }
    }

    /// The offsets of the parts that print the number, in order.
    var numberOffsets: [Int] {
        parts.compactMap { if case let .number(offset, _) = $0 { offset } else { nil } }
    }

    /// The index of the first part that prints the number: not an object (`%@`, Java's `%s`),
    /// which most often prints a name ("%1$s провів", "%@ left"), and whose next word is no count's.
    var firstNumber: Int? {
        parts.firstIndex { if case .number(_, nil) = $0 { true } else { false } }
    }

    /// The text of `parts`, each placeholder or number written `§` (no letter, no word).
    static func joined(_ parts: ArraySlice<Part>) -> String {
        parts.map { part in if case let .text(text, _) = part { text } else { "§" } }.joined()
    }

    /// The whole form, placeholders written `§`.
    var text: String { Self.joined(parts[...]) }

    /// The text before the first number (`nil` when no part prints one).
    var beforeNumber: String? { firstNumber.map { Self.joined(parts[..<$0]) } }

    /// The text after the first number (`nil` when no part prints one).
    var afterNumber: String? { firstNumber.map { Self.joined(parts[($0 + 1)...]) } }

    /// The words of the form, lowercased: letters of its text parts, never a placeholder's name.
    var words: [String] { SharedPluralForms.words(text) }

    /// What the form shows for `number`: its text with each number conversion printed as `number`,
    /// objects and other placeholders as written.
    func rendering(_ number: Int) -> String {
        parts.enumerated().map { index, part in
            switch part {
            case let .text(text, _): text
            case let .number(_, object): object ?? written[index] ?? String(number)
            case let .placeholder(written, _): written
            }
        }.joined()
    }
}
