import PluralCore

/// Reads ICU MessageFormat 1 text as ICU4C's `MessagePattern` does with its default apostrophe mode
/// (`UMSGPAT_APOS_DOUBLE_OPTIONAL`):
///
/// - `''` is one apostrophe; a single `'` starts quoted literal text only before `{` or `}` (and,
///   in a `plural` or `selectordinal` sub-message, before `#`); the quoted text runs to the next
///   single `'` or the end. Any other `'` is a literal apostrophe.
/// - `{name}`, `{name, number}`, `{name, number, integer|percent|::skeleton}`;
///   `{name, plural|selectordinal, [offset:N] =N {…} keyword {…}…}`, `{name, select, keyword {…}…}`,
///   nested to any depth up to ``MessageFormatPattern/maximumNestingDepth``. Type and style names
///   ignore case; selectors do not. `plural`, `selectordinal` and `select` need an `other` option.
/// - Names are ICU pattern identifiers (no pattern syntax or whitespace characters) or numbers
///   without leading zeros; whitespace (Pattern_White_Space) may surround names, types and selectors.
/// - `#` is the number only directly inside a `plural` or `selectordinal` sub-message.
/// - At the top level a `}` without its `{` is literal text, as in ICU.
///
/// Refused as ``MessageFormatSyntaxError/Kind/unsupported`` (ICU accepts them): `date`, `time`,
/// `choice`, `spellout`, `ordinal`, `duration` and unknown argument types, number styles other than
/// `integer`, `percent` and the skeleton stems of ``NumberSkeleton``, and fractional `offset:`.
enum MessageFormatParser {
    static func parse(_ source: String, dialect: MessageFormatDialect = .icu) throws(MessageFormatSyntaxError) -> [MessageFormatNode] {
        var scalars: [Unicode.Scalar] = []
        for scalar in source.unicodeScalars {
            guard scalars.count < MessageFormatPattern.maximumLength else {
                throw MessageFormatSyntaxError(
                    offset: scalars.count,
                    reason: "the text is longer than \(MessageFormatPattern.maximumLength) Unicode scalars (MessageFormatPattern.maximumLength)",
                    kind: .bound)
            }
            scalars.append(scalar)
        }
        var parser = Parser(scalars: scalars, dialect: dialect)
        return try parser.parseMessage(parent: nil, depth: 0)
    }
}

private struct Parser {
    let scalars: [Unicode.Scalar]
    let dialect: MessageFormatDialect
    var index = 0

    init(scalars: [Unicode.Scalar], dialect: MessageFormatDialect) {
        self.scalars = scalars
        self.dialect = dialect
    }

    func fail(_ reason: String, at offset: Int? = nil, _ kind: MessageFormatSyntaxError.Kind = .syntax) -> MessageFormatSyntaxError {
        MessageFormatSyntaxError(offset: offset ?? index, reason: reason, kind: kind)
    }

    var atEnd: Bool { index >= scalars.count }
    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isPatternWhitespace }
    static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        !scalar.properties.isPatternSyntax && !scalar.properties.isPatternWhitespace
    }

    mutating func skipWhitespace() {
        while let scalar = current, Self.isWhitespace(scalar) { index += 1 }
    }

    mutating func identifier() -> String {
        let start = index
        while let scalar = current, Self.isIdentifierScalar(scalar) { index += 1 }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[start..<index])
        return text
    }

    /// ICU's `skipDouble`: digits, signs, `.`, `e`, `E`, `∞`.
    mutating func numberText() -> String {
        let start = index
        while let scalar = current, ("0"..."9").contains(scalar) || "+-.eE∞".unicodeScalars.contains(scalar) { index += 1 }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[start..<index])
        return text
    }

    /// Reads quoted text after an opening apostrophe into `literal`, up to the closing one; a
    /// doubled apostrophe inside is one apostrophe ('Flutter''s'). Whether the quote was closed.
    private mutating func readQuoted(into literal: inout String) -> Bool {
        while index < scalars.count {
            if scalars[index] == "'" {
                if index + 1 < scalars.count, scalars[index + 1] == "'" {
                    literal.unicodeScalars.append("'")
                    index += 2
                    continue
                }
                index += 1
                return true
            }
            literal.unicodeScalars.append(scalars[index])
            index += 1
        }
        return false
    }
    /// A message: the whole text (`parent` nil) or a sub-message after its `{`, up to and past its `}`.
    mutating func parseMessage(parent: MessageFormatChoice.Kind?, depth: Int) throws(MessageFormatSyntaxError) -> [MessageFormatNode] {
        let start = index
        var nodes: [MessageFormatNode] = []
        var literal = ""
        func flush() {
            if !literal.isEmpty {
                nodes.append(.text(literal))
                literal = ""
            }
        }
        let countsPound = dialect.poundIsNumber && (parent == .plural || parent == .selectordinal)
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "'" where dialect.apostrophes == .literal:
                literal.unicodeScalars.append("'")
            case "'" where dialect.apostrophes == .quoting:
                // gen-l10n's escaping: `''` is an apostrophe, any other `'` quotes up to the next one.
                if current == "'" {
                    literal.unicodeScalars.append("'")
                    index += 1
                    continue
                }
                let open = index - 1
                guard readQuoted(into: &literal) else {
                    throw fail("a quote (') is not closed: with use-escaping every apostrophe quotes up to the next one", at: open)
                }
            case "'":
                guard let next = current else {
                    literal.unicodeScalars.append("'")
                    continue
                }
                if next == "'" {
                    literal.unicodeScalars.append("'")
                    index += 1
                } else if next == "{" || next == "}" || (countsPound && next == "#") {
                    // Quoted literal text up to the next single apostrophe (or the end).
                    _ = readQuoted(into: &literal)
                } else {
                    literal.unicodeScalars.append("'")
                }
            case "#" where countsPound:
                flush()
                nodes.append(.number(offset: index - 1))
            case "{":
                flush()
                let argumentStart = index - 1
                // The choice's options are parsed here, not inside parseArgument, so that only this
                // frame and parseChoice's are on the stack once per level of nesting.
                switch try parseArgument(start: argumentStart, depth: depth) {
                case let .node(node): nodes.append(node)
                case let .choice(name, kind):
                    nodes.append(.choice(try parseChoice(name: name, kind: kind, start: argumentStart, depth: depth)))
                }
            case "}" where parent != nil:
                flush()
                return nodes
            default:
                literal.unicodeScalars.append(scalar)
            }
        }
        if parent != nil {
            throw fail("a '{' is not closed (braces do not match)", at: start - 1)
        }
        flush()
        return nodes
    }

    /// What an argument's head says: a whole node, or a choice whose options follow.
    enum ArgumentHead {
        case node(MessageFormatNode)
        case choice(name: String, kind: MessageFormatChoice.Kind)
    }

    /// An argument after its `{` (at `start`): a simple argument up to and past its `}`, or a choice's
    /// name and kind, up to its options.
    mutating func parseArgument(start: Int, depth: Int) throws(MessageFormatSyntaxError) -> ArgumentHead {
        skipWhitespace()
        let nameOffset = index
        let name = identifier()
        guard !name.isEmpty else {
            throw atEnd ? fail("a '{' is not closed (braces do not match)", at: start) : fail("an argument name (an identifier or a number) is missing")
        }
        // Only digits make a number (ICU's parseArgNumber): `{9amTime}` is a name, `{01}` neither.
        if let first = name.unicodeScalars.first, name.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) {
            guard name == "0" || first != "0", name.count <= 5, Int(name)! <= 32_767 else {
                throw fail("'\(name)' is not an argument number (digits without leading zeros, at most 32767)", at: nameOffset)
            }
        }
        skipWhitespace()
        guard let afterName = current else { throw fail("a '{' is not closed (braces do not match)", at: start) }
        if afterName == "}" {
            index += 1
            return .node(.argument(MessageFormatArgument(name: name, style: nil, offset: start)))
        }
        guard afterName == "," else {
            throw fail("bad argument syntax: expected ',' or '}' after the argument name '\(name)'")
        }
        index += 1
        skipWhitespace()
        let typeOffset = index
        let typeName = identifier()
        guard !typeName.isEmpty else {
            throw atEnd ? fail("a '{' is not closed (braces do not match)", at: start) : fail("an argument type is missing after ','")
        }
        skipWhitespace()
        guard let afterType = current else { throw fail("a '{' is not closed (braces do not match)", at: start) }
        guard afterType == "," || afterType == "}" else {
            throw fail("bad argument syntax: expected ',' or '}' after the type '\(typeName)'")
        }
        index += 1
        let type = typeName.lowercased()
        if let kind = MessageFormatChoice.Kind(rawValue: type) {
            guard afterType == "," else { throw fail("a \(kind.rawValue) argument needs its options (no style field)", at: index - 1) }
            return .choice(name: name, kind: kind)
        }
        guard type == "number" else {
            let known = ["date", "time", "choice", "spellout", "ordinal", "duration"]
            throw known.contains(type)
                ? fail("'\(typeName)' arguments are not supported (only number, plural, selectordinal and select)", at: typeOffset, .unsupported)
                : fail("unknown argument type '\(typeName)' (number, plural, selectordinal and select are supported)", at: typeOffset, .unknownArgumentType)
        }
        guard afterType == "," else { return .node(.argument(MessageFormatArgument(name: name, style: .decimal, offset: start))) }
        let styleOffset = index
        let styleText = try simpleStyle(start: start)
        let trimmed = styleText.trimmingPatternWhitespace()
        let style: MessageFormatNumberStyle
        switch trimmed.lowercased() {
        case "": style = .decimal
        case "integer": style = .integer
        case "percent": style = .percent
        case "currency":
            throw fail("the 'currency' number style is not supported (it needs a currency; use a skeleton)", at: styleOffset, .unsupported)
        default:
            guard trimmed.hasPrefix("::") else {
                throw fail("number patterns such as '\(trimmed)' are not supported (use integer, percent or a ::skeleton)", at: styleOffset, .unsupported)
            }
            do {
                style = .skeleton(try NumberSkeleton(parsing: trimmed.dropFirst(2)))
            } catch {
                throw fail("the number skeleton stem '\(error.stem)' is not supported (group-off, .00, .0#, .##, precision-integer, integer-width/*000, sign-always are)", at: styleOffset, .unsupported)
            }
        }
        return .node(.argument(MessageFormatArgument(name: name, style: style, offset: start)))
    }

    /// ICU's `parseSimpleStyle`: the style text up to the argument's `}` (quoted text and nested
    /// braces included), and past that `}`.
    mutating func simpleStyle(start: Int) throws(MessageFormatSyntaxError) -> Substring {
        let styleStart = index
        var nested = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == "'" {
                guard let end = scalars[index...].firstIndex(of: "'") else {
                    throw fail("quoted text in the argument style runs to the end of the text", at: index - 1)
                }
                index = end + 1
            } else if scalar == "{" {
                nested += 1
            } else if scalar == "}" {
                if nested > 0 {
                    nested -= 1
                } else {
                    var text = ""
                    text.unicodeScalars.append(contentsOf: scalars[styleStart..<index - 1])
                    return Substring(text)
                }
            }
        }
        throw fail("a '{' is not closed (braces do not match)", at: start)
    }

    /// The options of a plural, selectordinal or select argument after `type,`, up to and past its `}`.
    mutating func parseChoice(name: String, kind: MessageFormatChoice.Kind, start: Int, depth: Int) throws(MessageFormatSyntaxError) -> MessageFormatChoice {
        var options: [MessageFormatOption] = []
        var pluralOffset = 0
        var hasOther = false
        let selectsByNumber = kind != .select
        while true {
            skipWhitespace()
            guard let scalar = current else { throw fail("a '{' is not closed (braces do not match)", at: start) }
            if scalar == "}" {
                guard hasOther else {
                    throw fail("the \(kind.rawValue) argument '\(name)' has no 'other' option, which ICU requires", at: start, .missingOther)
                }
                index += 1
                return MessageFormatChoice(argument: name, kind: kind, pluralOffset: pluralOffset, options: options, offset: start)
            }
            let selectorOffset = index
            let selector: MessageFormatOption.Selector
            if selectsByNumber, scalar == "=" {
                index += 1
                let text = numberText()
                guard !text.isEmpty else { throw fail("'=' must be followed by a number (no space between)", at: selectorOffset) }
                selector = .exact(try exactNumber(text, at: selectorOffset + 1))
            } else {
                let keyword = identifier()
                guard !keyword.isEmpty else {
                    throw fail(selectsByNumber
                        ? "expected a selector (a keyword such as 'one' or 'other', or '=N'), 'offset:' or '}'"
                        : "expected a selector (a keyword such as 'other') or '}'")
                }
                if selectsByNumber, keyword == "offset", current == ":" {
                    guard options.isEmpty else { throw fail("'offset:' must come before the options", at: selectorOffset) }
                    index += 1
                    skipWhitespace()
                    let valueOffset = index
                    let text = numberText()
                    guard !text.isEmpty else { throw fail("'offset:' needs a value", at: valueOffset) }
                    let value = try exactNumber(text, at: valueOffset)
                    guard value.fractionDigits.isEmpty, let integer = Int(value.plainText), abs(integer) <= 1_000_000_000 else {
                        throw fail("only integer offsets (up to 10⁹) are supported, not '\(text)'", at: valueOffset, .unsupported)
                    }
                    pluralOffset = integer
                    continue
                }
                if keyword == "other" { hasOther = true }
                selector = .keyword(keyword)
            }
            skipWhitespace()
            guard current == "{" else {
                throw fail("the selector '\(selector)' must be followed by a sub-message in braces", at: selectorOffset)
            }
            // The bound applies where ICU's nesting grows: at a sub-message's `{` (a choice too deep
            // whose options do not parse is a syntax error in both engines).
            guard depth < MessageFormatPattern.maximumNestingDepth else {
                throw fail("plural, select and selectordinal arguments nest deeper than \(MessageFormatPattern.maximumNestingDepth) (MessageFormatPattern.maximumNestingDepth)", at: start, .bound)
            }
            index += 1
            let messageStart = index
            let message = try parseMessage(parent: kind, depth: depth + 1)
            var source = ""
            source.unicodeScalars.append(contentsOf: scalars[messageStart..<index - 1])
            options.append(MessageFormatOption(selector: selector, message: message, source: source, offset: selectorOffset))
        }
    }

    func exactNumber(_ text: String, at offset: Int) throws(MessageFormatSyntaxError) -> PluralDecimal {
        let isPlain = text.utf8.enumerated().allSatisfy { position, byte in
            byte.asciiDigit != nil || byte == UInt8(ascii: ".") || (position == 0 && (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")))
        }
        guard isPlain, let value = try? PluralDecimal(parsing: text), value.integerDigits.count <= 15 else {
            throw fail("'\(text)' is not a number this package reads (digits with an optional sign and fraction, at most 15 integer digits)", at: offset,
                       isPlain ? .syntax : .unsupported)
        }
        return value
    }
}

extension StringProtocol {
    /// The text without Pattern_White_Space at either end (ICU trims styles so).
    func trimmingPatternWhitespace() -> Substring {
        let text = Substring(self)
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isPatternWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isPatternWhitespace })
        else { return "" }
        return Substring(scalars[first...last])
    }
}
