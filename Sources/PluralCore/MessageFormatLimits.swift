/// The bounds on ICU MessageFormat text, the same for both engines: ICU's own MessageFormat
/// (`ICUMessageFormat`, `render --engine icu`) and the pure-Swift parser and renderer
/// (`MessageFormatPattern`, `lint`, `render --engine swift`). A text one engine accepts is not
/// refused by the other for its size.
///
/// ICU parses and formats nested sub-messages recursively, so nesting, not length, decides how much
/// stack a message needs: 6,000 nested `select`s (126 KB) overflowed the main thread's stack inside
/// ICU. The depth is counted as ICU's `MessagePattern` counts it, apostrophe quoting included
/// (`nestingDepth(of:stoppingAbove:)`), before ICU sees the text.
public enum MessageFormatLimits {
    /// The longest text read, in Unicode scalars; a longer one is refused before it is parsed. Real
    /// messages are a few hundred scalars.
    public static let maximumLength = 65_536

    /// How deeply sub-messages may nest: a `plural`, `select`, `selectordinal` (or, in ICU, `choice`)
    /// inside a sub-message of another, 32 levels in all. At this depth ICU formats a message, and the
    /// Swift parser reads one, on a 256 KiB thread stack.
    public static let maximumNestingDepth = 32

    /// The nesting level of the deepest sub-message, counted exactly as ICU 72's `MessagePattern` parses
    /// the text in its default apostrophe mode (`UMSGPAT_APOS_DOUBLE_OPTIONAL`): `'{` and `'}` quote
    /// everywhere, `'#` only directly inside a `plural` or `selectordinal` sub-message and `'|` only
    /// inside a `choice` one; `''` is an apostrophe. The top-level message is level 0.
    ///
    /// Reads the text once, without recursion, and stops at the first error ICU would stop at, or as soon
    /// as the depth passes `limit`. Where ICU checks more (argument numbers, numeric selectors), this
    /// reads on: the count can only be larger than ICU's, never smaller.
    package static func nestingDepth(of pattern: String, stoppingAbove limit: Int = .max) -> Int {
        var scanner = NestingScanner(text: Array(pattern.utf16), limit: limit)
        return scanner.run()
    }
}

/// ICU's `MessagePattern::parseMessage`, `parseArg`, `parseSimpleStyle`, `parseChoiceStyle` and
/// `parsePluralOrSelectStyle`, reduced to what decides nesting, with an explicit stack for recursion.
private struct NestingScanner {
    /// `UMessagePatternArgType` of the argument that holds a message.
    enum ArgumentType { case none, simple, choice, plural, select, selectOrdinal }

    enum Frame {
        /// Inside a message whose parent argument is of `parent` type, at nesting `level`.
        case message(parent: ArgumentType, level: Int)
        /// Inside the style of a plural, select or selectordinal argument of a message at `level`.
        case pluralOrSelect(ArgumentType, level: Int)
        /// Inside a choice argument's style; `afterMessage`: a sub-message has just ended at `}` or `|`.
        case choice(level: Int, afterMessage: Bool)
    }

    let text: [UInt16]
    let limit: Int
    var index = 0
    var deepest = 0
    var stack: [Frame] = [.message(parent: .none, level: 0)]

    init(text: [UInt16], limit: Int) {
        self.text = text
        self.limit = limit
    }

    static let apostrophe = UInt16(UInt8(ascii: "'")), leftBrace = UInt16(UInt8(ascii: "{")), rightBrace = UInt16(UInt8(ascii: "}"))
    static let pound = UInt16(UInt8(ascii: "#")), pipe = UInt16(UInt8(ascii: "|")), comma = UInt16(UInt8(ascii: ","))
    static let equals = UInt16(UInt8(ascii: "=")), lessThan = UInt16(UInt8(ascii: "<")), lessOrEqual: UInt16 = 0x2264

    var atEnd: Bool { index >= text.count }

    /// The code unit at `position`, or 0xFFFF past the end (as `UnicodeString::charAt`).
    func unit(_ position: Int) -> UInt16 { position < text.count ? text[position] : 0xFFFF }

    static func isWhitespace(_ unit: UInt16) -> Bool {
        Unicode.Scalar(unit)?.properties.isPatternWhitespace ?? false
    }

    /// `PatternProps::isSyntaxOrWhiteSpace` on one code unit (a surrogate is neither).
    static func isSyntaxOrWhitespace(_ unit: UInt16) -> Bool {
        guard let scalar = Unicode.Scalar(unit) else { return false }
        return scalar.properties.isPatternSyntax || scalar.properties.isPatternWhitespace
    }

    mutating func skipWhitespace() { while !atEnd, Self.isWhitespace(text[index]) { index += 1 } }
    mutating func skipIdentifier() { while !atEnd, !Self.isSyntaxOrWhitespace(text[index]) { index += 1 } }

    /// `skipDouble`: digits, `+`, `-`, `.`, `e`, `E`, `∞`.
    mutating func skipDouble() {
        while !atEnd {
            let c = text[index]
            if (c < 0x30 && c != 0x2B && c != 0x2D && c != 0x2E) || (c > 0x39 && c != 0x65 && c != 0x45 && c != 0x221E) { break }
            index += 1
        }
    }

    /// Whether the code units from `start` spell `word` (ASCII letters), ignoring case.
    func matches(_ word: String, at start: Int) -> Bool {
        var position = start
        for byte in word.utf8 {
            let c = unit(position)
            guard c == UInt16(byte) || c == UInt16(byte) - 32 else { return false }
            position += 1
        }
        return true
    }

    /// Runs to the end of the text or the first error; the deepest level reached.
    mutating func run() -> Int {
        while let frame = stack.last {
            let going: Bool
            switch frame {
            case let .message(parent, level): going = message(parent: parent, level: level)
            case let .pluralOrSelect(type, level): going = pluralOrSelect(type, level: level)
            case let .choice(level, afterMessage): going = choice(level: level, afterMessage: afterMessage)
            }
            guard going, deepest <= limit else { break }
        }
        return deepest
    }

    /// Enters a sub-message at `level`.
    mutating func push(message parent: ArgumentType, level: Int) {
        deepest = max(deepest, level)
        stack.append(.message(parent: parent, level: level))
    }

    /// `parseMessage` from `index` until an argument with a style begins (pushed) or the message ends
    /// (popped). `false` at the end of the text or an error.
    mutating func message(parent: ArgumentType, level: Int) -> Bool {
        let hasPluralStyle = parent == .plural || parent == .selectOrdinal
        while !atEnd {
            let c = text[index]
            index += 1
            if c == Self.apostrophe {
                guard !atEnd else { continue }
                let next = text[index]
                if next == Self.apostrophe {
                    index += 1
                } else if next == Self.leftBrace || next == Self.rightBrace || (parent == .choice && next == Self.pipe)
                    || (hasPluralStyle && next == Self.pound) {
                    // Quoted literal text up to the next single apostrophe, or the end.
                    while true {
                        guard let close = text[(index + 1)...].firstIndex(of: Self.apostrophe) else {
                            index = text.count
                            break
                        }
                        index = close + 1
                        if unit(index) == Self.apostrophe { continue }
                        break
                    }
                }
            } else if c == Self.leftBrace {
                guard argument(level: level) else { return false }
                if case .message = stack.last! {} else { return true }
            } else if (level > 0 && c == Self.rightBrace) || (parent == .choice && c == Self.pipe) {
                // A choice's sub-message leaves its terminator to the choice style.
                if parent == .choice { index -= 1 }
                stack.removeLast()
                return true
            }
        }
        return false  // the end: done at level 0, unmatched braces deeper
    }

    /// `parseArg` after its `{`: a simple argument is read to its `}`; a complex one pushes its style.
    /// `false` on an error.
    mutating func argument(level: Int) -> Bool {
        skipWhitespace()
        let nameStart = index
        skipIdentifier()
        guard index > nameStart else { return false }
        skipWhitespace()
        guard !atEnd else { return false }
        if text[index] == Self.rightBrace {
            index += 1
            return true
        }
        guard text[index] == Self.comma else { return false }
        index += 1
        skipWhitespace()
        let typeStart = index
        while !atEnd, text[index] < 0x80, let byte = UInt8(exactly: text[index]), (byte | 0x20) >= UInt8(ascii: "a"), (byte | 0x20) <= UInt8(ascii: "z") {
            index += 1
        }
        let length = index - typeStart
        skipWhitespace()
        guard !atEnd, length > 0, text[index] == Self.comma || text[index] == Self.rightBrace else { return false }
        var type = ArgumentType.simple
        if length == 6 {
            if matches("choice", at: typeStart) { type = .choice }
            else if matches("plural", at: typeStart) { type = .plural }
            else if matches("select", at: typeStart) { type = .select }
        } else if length == 13, matches("selectordinal", at: typeStart) {
            type = .selectOrdinal
        }
        if text[index] == Self.rightBrace {
            guard type == .simple else { return false }
            index += 1
            return true
        }
        index += 1
        switch type {
        case .simple:
            return simpleStyle()
        case .choice:
            skipWhitespace()
            guard !atEnd, text[index] != Self.rightBrace else { return false }
            stack.append(.choice(level: level, afterMessage: false))
            return true
        default:
            stack.append(.pluralOrSelect(type, level: level))
            return true
        }
    }

    /// `parseSimpleStyle`: quoted text and nested braces up to the argument's `}`, and past it.
    mutating func simpleStyle() -> Bool {
        var nested = 0
        while !atEnd {
            let c = text[index]
            index += 1
            if c == Self.apostrophe {
                guard let close = text[index...].firstIndex(of: Self.apostrophe) else { return false }
                index = close + 1
            } else if c == Self.leftBrace {
                nested += 1
            } else if c == Self.rightBrace {
                if nested == 0 { return true }
                nested -= 1
            }
        }
        return false
    }

    /// `parsePluralOrSelectStyle`: the next selector and its sub-message (pushed), or the argument's
    /// `}` (popped).
    mutating func pluralOrSelect(_ type: ArgumentType, level: Int) -> Bool {
        let hasPluralStyle = type == .plural || type == .selectOrdinal
        while true {
            skipWhitespace()
            guard !atEnd else { return false }
            if text[index] == Self.rightBrace {
                index += 1
                stack.removeLast()
                return true
            }
            let selectorStart = index
            if hasPluralStyle, text[index] == Self.equals {
                index += 1
                skipDouble()
                guard index - selectorStart > 1 else { return false }
            } else {
                skipIdentifier()
                guard index > selectorStart else { return false }
                if hasPluralStyle, index - selectorStart == 6, !atEnd, text[index] == UInt16(UInt8(ascii: ":")),
                   Array(text[selectorStart..<index]) == Array("offset".utf16) {
                    index += 1
                    skipWhitespace()
                    let valueStart = index
                    skipDouble()
                    guard index > valueStart else { return false }
                    continue
                }
            }
            skipWhitespace()
            guard !atEnd, text[index] == Self.leftBrace else { return false }
            index += 1
            push(message: type, level: level + 1)
            return true
        }
    }

    /// `parseChoiceStyle`: `number separator message` triples separated by `|`, up to the argument's `}`.
    mutating func choice(level: Int, afterMessage: Bool) -> Bool {
        if afterMessage {
            // The sub-message stopped before its terminator: '}' ends the argument, '|' another triple.
            guard !atEnd else { return false }
            if text[index] == Self.rightBrace {
                index += 1
                stack.removeLast()
                return true
            }
            index += 1
            skipWhitespace()
        }
        let numberStart = index
        skipDouble()
        guard index > numberStart else { return false }
        skipWhitespace()
        guard !atEnd, [Self.pound, Self.lessThan, Self.lessOrEqual].contains(text[index]) else { return false }
        index += 1
        stack[stack.count - 1] = .choice(level: level, afterMessage: true)
        push(message: .choice, level: level + 1)
        return true
    }
}
