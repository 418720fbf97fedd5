import PluralCore

/// A token of plural rule text, with the UTF-8 offset where it starts.
struct PluralToken: Equatable {
    /// The words of the grammar; any other run of letters is `other`, spelled from the text when needed.
    enum Word: Equatable {
        case and, or, `is`, not, `in`, within, mod
        case operand(PluralOperand)
        case category(PluralCategory)
        case other
    }

    enum Kind: Equatable {
        /// A keyword, operand or category name.
        case word(Word)
        /// An integer literal in a condition.
        case integer(UInt64)
        /// A decimal as written in a sample list (`1.1c6`).
        case sample(String)
        case equals, notEquals, percent, comma, dotDot, tilde, ellipsis
        /// `@integer` or `@decimal` (the name without `@`).
        case sampleMarker(String)
        /// `:` between a category and its rule in a rule set.
        case colon
        /// `;` between rules in a rule set.
        case semicolon
        case end
    }

    var kind: Kind
    var position: Int
    /// The UTF-8 offset just past the token.
    var end: Int

    /// How the token reads in an error message.
    func spelling(in bytes: [UInt8]) -> String {
        switch kind {
        case .word: "'\(String(decoding: bytes[position..<end], as: UTF8.self))'"
        case let .integer(value): "'\(value)'"
        case let .sample(text): "'\(text)'"
        case .equals: "'='"
        case .notEquals: "'!='"
        case .percent: "'%'"
        case .comma: "','"
        case .dotDot: "'..'"
        case .tilde: "'~'"
        case .ellipsis: "'…'"
        case let .sampleMarker(name): "'@\(name)'"
        case .colon: "':'"
        case .semicolon: "';'"
        case .end: "end of text"
        }
    }
}

/// Splits rule text into tokens. Conditions and sample lists read numbers differently (`1.5` is a
/// sample, but `1..5` a range), so the parser asks for the mode it is in.
struct PluralLexer {
    /// Literals in rules stay below 10¹⁸, so every operand value compares exactly (see `PluralOperands`).
    static let valueLimit: UInt64 = 1_000_000_000_000_000_000

    let bytes: [UInt8]
    private(set) var position = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    private func byte(at offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    private static func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte &- UInt8(ascii: "0") < 10
    }

    private static func isLetter(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return (byte | 0x20) &- UInt8(ascii: "a") < 26
    }

    private mutating func skipSpaces() {
        while let byte = byte(at: position), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            position += 1
        }
    }

    private func unexpectedCharacter(at offset: Int) -> PluralRuleParseError {
        let character = String(decoding: bytes[offset...].prefix(4), as: UTF8.self).first ?? "?"
        return .unexpectedCharacter(character, position: offset)
    }

    private mutating func word() -> PluralToken.Word {
        let start = position
        while Self.isLetter(byte(at: position)) { position += 1 }
        let letters = bytes[start..<position]
        func matches(_ word: StaticString) -> Bool {
            letters.count == word.utf8CodeUnitCount && letters.elementsEqual(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
        }
        if letters.count == 1 {
            switch letters[start] {
            case UInt8(ascii: "n"): return .operand(.n)
            case UInt8(ascii: "i"): return .operand(.i)
            case UInt8(ascii: "v"): return .operand(.v)
            case UInt8(ascii: "w"): return .operand(.w)
            case UInt8(ascii: "f"): return .operand(.f)
            case UInt8(ascii: "t"): return .operand(.t)
            case UInt8(ascii: "c"): return .operand(.c)
            case UInt8(ascii: "e"): return .operand(.e)
            default: return .other
            }
        }
        if matches("and") { return .and }
        if matches("or") { return .or }
        if matches("is") { return .is }
        if matches("not") { return .not }
        if matches("in") { return .in }
        if matches("within") { return .within }
        if matches("mod") { return .mod }
        for category in PluralCategory.allCases {
            switch category {
            case .zero where matches("zero"), .one where matches("one"), .two where matches("two"),
                 .few where matches("few"), .many where matches("many"), .other where matches("other"):
                return .category(category)
            default:
                continue
            }
        }
        return .other
    }

    /// A token of `length` bytes from `start`, the position moved past it.
    private mutating func token(_ kind: PluralToken.Kind, from start: Int, length: Int) -> PluralToken {
        position = start + length
        return PluralToken(kind: kind, position: start, end: position)
    }

    /// Tokens shared by both modes; `nil` when the next character needs the mode's own rules.
    private mutating func commonToken() throws(PluralRuleParseError) -> PluralToken? {
        skipSpaces()
        let start = position
        guard let first = byte(at: position) else { return PluralToken(kind: .end, position: start, end: start) }
        switch first {
        case UInt8(ascii: ","):
            return token(.comma, from: start, length: 1)
        case UInt8(ascii: ":"):
            return token(.colon, from: start, length: 1)
        case UInt8(ascii: ";"):
            return token(.semicolon, from: start, length: 1)
        case UInt8(ascii: "@"):
            position += 1
            let nameStart = position
            while Self.isLetter(byte(at: position)) { position += 1 }
            guard position > nameStart else { throw unexpectedCharacter(at: start) }
            return PluralToken(kind: .sampleMarker(String(decoding: bytes[nameStart..<position], as: UTF8.self)), position: start, end: position)
        default:
            return nil
        }
    }

    /// The next token of a condition.
    mutating func nextConditionToken() throws(PluralRuleParseError) -> PluralToken {
        if let token = try commonToken() { return token }
        let start = position
        let first = bytes[position]
        switch first {
        case UInt8(ascii: "="):
            return token(.equals, from: start, length: 1)
        case UInt8(ascii: "!"):
            guard byte(at: position + 1) == UInt8(ascii: "=") else { throw unexpectedCharacter(at: start) }
            return token(.notEquals, from: start, length: 2)
        case UInt8(ascii: "%"):
            return token(.percent, from: start, length: 1)
        case UInt8(ascii: "."):
            guard byte(at: position + 1) == UInt8(ascii: ".") else { throw unexpectedCharacter(at: start) }
            return token(.dotDot, from: start, length: 2)
        case _ where Self.isDigit(first):
            var value: UInt64 = 0
            while Self.isDigit(byte(at: position)) {
                value = value * 10 + UInt64(bytes[position] - UInt8(ascii: "0"))
                position += 1
                if value >= Self.valueLimit {
                    while Self.isDigit(byte(at: position)) { position += 1 }
                    throw .valueTooLarge(String(decoding: bytes[start..<position], as: UTF8.self), position: start)
                }
            }
            return PluralToken(kind: .integer(value), position: start, end: position)
        case _ where Self.isLetter(first):
            return PluralToken(kind: .word(word()), position: start, end: position)
        default:
            throw unexpectedCharacter(at: start)
        }
    }

    /// The next token of a sample list.
    mutating func nextSampleToken() throws(PluralRuleParseError) -> PluralToken {
        if let token = try commonToken() { return token }
        let start = position
        let first = bytes[position]
        if first == UInt8(ascii: "~") {
            return token(.tilde, from: start, length: 1)
        }
        if first == 0xE2, byte(at: position + 1) == 0x80, byte(at: position + 2) == 0xA6 {
            return token(.ellipsis, from: start, length: 3)
        }
        if first == UInt8(ascii: "."), byte(at: position + 1) == UInt8(ascii: "."), byte(at: position + 2) == UInt8(ascii: ".") {
            return token(.ellipsis, from: start, length: 3)
        }
        guard Self.isDigit(first) else { throw unexpectedCharacter(at: start) }
        while Self.isDigit(byte(at: position)) { position += 1 }
        if byte(at: position) == UInt8(ascii: ".") {
            position += 1
            guard Self.isDigit(byte(at: position)) else { throw .invalidSample(String(decoding: bytes[start..<position], as: UTF8.self), position: start) }
            while Self.isDigit(byte(at: position)) { position += 1 }
        }
        if let letter = byte(at: position), letter == UInt8(ascii: "c") || letter == UInt8(ascii: "e") {
            position += 1
            guard Self.isDigit(byte(at: position)) else { throw .invalidSample(String(decoding: bytes[start..<position], as: UTF8.self), position: start) }
            while Self.isDigit(byte(at: position)) { position += 1 }
        }
        return PluralToken(kind: .sample(String(decoding: bytes[start..<position], as: UTF8.self)), position: start, end: position)
    }
}
