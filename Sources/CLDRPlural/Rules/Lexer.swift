/// A token of plural rule text, with the UTF-8 offset where it starts.
struct PluralToken: Equatable {
    enum Kind: Equatable {
        /// A keyword or operand: `and`, `or`, `is`, `not`, `in`, `within`, `mod`, `n`, `i`, ...
        case word(String)
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

    /// How the token reads in an error message.
    var spelling: String {
        switch kind {
        case let .word(word): "'\(word)'"
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
    /// Literals in rules stay below 10¹⁸, so every operand value compares exactly (see ``PluralOperands``).
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

    private mutating func word() -> String {
        let start = position
        while Self.isLetter(byte(at: position)) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// Tokens shared by both modes; `nil` when the next character needs the mode's own rules.
    private mutating func commonToken() throws(PluralRuleParseError) -> PluralToken? {
        skipSpaces()
        let start = position
        guard let first = byte(at: position) else { return PluralToken(kind: .end, position: start) }
        switch first {
        case UInt8(ascii: ","):
            position += 1
            return PluralToken(kind: .comma, position: start)
        case UInt8(ascii: ":"):
            position += 1
            return PluralToken(kind: .colon, position: start)
        case UInt8(ascii: ";"):
            position += 1
            return PluralToken(kind: .semicolon, position: start)
        case UInt8(ascii: "@"):
            position += 1
            let name = word()
            guard !name.isEmpty else { throw unexpectedCharacter(at: start) }
            return PluralToken(kind: .sampleMarker(name), position: start)
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
            position += 1
            return PluralToken(kind: .equals, position: start)
        case UInt8(ascii: "!"):
            guard byte(at: position + 1) == UInt8(ascii: "=") else { throw unexpectedCharacter(at: start) }
            position += 2
            return PluralToken(kind: .notEquals, position: start)
        case UInt8(ascii: "%"):
            position += 1
            return PluralToken(kind: .percent, position: start)
        case UInt8(ascii: "."):
            guard byte(at: position + 1) == UInt8(ascii: ".") else { throw unexpectedCharacter(at: start) }
            position += 2
            return PluralToken(kind: .dotDot, position: start)
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
            return PluralToken(kind: .integer(value), position: start)
        case _ where Self.isLetter(first):
            return PluralToken(kind: .word(word()), position: start)
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
            position += 1
            return PluralToken(kind: .tilde, position: start)
        }
        if first == 0xE2, byte(at: position + 1) == 0x80, byte(at: position + 2) == 0xA6 {
            position += 3
            return PluralToken(kind: .ellipsis, position: start)
        }
        if first == UInt8(ascii: "."), byte(at: position + 1) == UInt8(ascii: "."), byte(at: position + 2) == UInt8(ascii: ".") {
            position += 3
            return PluralToken(kind: .ellipsis, position: start)
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
        return PluralToken(kind: .sample(String(decoding: bytes[start..<position], as: UTF8.self)), position: start)
    }
}
