import PluralCore

/// Why plural rule text could not be parsed. Positions are UTF-8 offsets into the text, from 0.
public enum PluralRuleParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A character that no token starts with.
    case unexpectedCharacter(Character, position: Int)
    /// A token where the grammar wants something else; `found` is the token as written.
    case unexpectedToken(found: String, expected: String, position: Int)
    /// An integer of 10¹⁸ or more, that is of more than 18 digits (rules compare operands exactly below 10¹⁸).
    case valueTooLarge(String, position: Int)
    /// A range whose start is greater than its end (`5..2`).
    case invalidRange(String, position: Int)
    /// `mod 0` / `% 0`.
    case zeroModulus(position: Int)
    /// A sample that is not a decimal number (`1.`, `1c`).
    case invalidSample(String, position: Int)
    /// A rule set names a category that CLDR does not define.
    case unknownCategory(String, position: Int)
    /// A rule set names the same category twice.
    case duplicateCategory(PluralCategory, position: Int)

    /// The UTF-8 offset where the problem starts.
    public var position: Int {
        switch self {
        case let .unexpectedCharacter(_, position), let .unexpectedToken(_, _, position), let .valueTooLarge(_, position),
             let .invalidRange(_, position), let .zeroModulus(position), let .invalidSample(_, position),
             let .unknownCategory(_, position), let .duplicateCategory(_, position):
            position
        }
    }

    /// The problem and its offset, for people.
    public var description: String {
        switch self {
        case let .unexpectedCharacter(character, position): "unexpected character '\(character)' at offset \(position)"
        case let .unexpectedToken(found, expected, position): "expected \(expected) at offset \(position), found \(found)"
        case let .valueTooLarge(text, position): "value \(text) at offset \(position) is too large (limit: 18 digits)"
        case let .invalidRange(text, position): "range \(text) at offset \(position) runs backwards"
        case let .zeroModulus(position): "modulus 0 at offset \(position)"
        case let .invalidSample(text, position): "invalid sample '\(text)' at offset \(position)"
        case let .unknownCategory(name, position): "unknown plural category '\(name)' at offset \(position)"
        case let .duplicateCategory(category, position): "category '\(category)' at offset \(position) has a rule already"
        }
    }
}

/// Parses UTS #35 plural rule text by recursive descent.
///
/// ```
/// condition       = and_condition ('or' and_condition)*
/// and_condition   = relation ('and' relation)*
/// relation        = expr ('is' 'not'? | 'not'? 'in' | 'not'? 'within' | '=' | '!=') range_list
/// expr            = operand (('mod' | '%') value)?
/// range_list      = (value | value '..' value) (',' range_list)*
/// samples         = ('@integer' sample_list)? ('@decimal' sample_list)?
/// sample_list     = sample ('~' sample)? (',' sample ('~' sample)?)* (',' ('…' | '...'))?
/// rule_set        = category ':' condition samples (';' category ':' condition samples)* ';'?
/// ```
/// `is` takes a single value. Keywords are lowercase; spaces are free between tokens.
public enum PluralRuleParser {
    /// Parses a condition without samples: `i = 1 and v = 0`. Empty text is the condition that always holds.
    public static func condition(_ text: String) throws(PluralRuleParseError) -> PluralCondition {
        var parser = try Parser(text)
        let condition = try parser.condition()
        try parser.expectEnd()
        return condition
    }

    /// Parses one rule as CLDR writes it: a condition, then optional `@integer` and `@decimal` samples.
    public static func rule(_ text: String, category: PluralCategory) throws(PluralRuleParseError) -> PluralRule {
        var parser = try Parser(text)
        let rule = try parser.rule(category: category)
        try parser.expectEnd()
        return rule
    }

    /// Parses a rule set: `one: i = 1 and v = 0 @integer 1; other: @integer 0, 2~16`.
    /// Rules keep their written order; a set without `other` selects `other` when nothing matches.
    public static func ruleSet(_ text: String) throws(PluralRuleParseError) -> [PluralRule] {
        var parser = try Parser(text)
        var rules: [PluralRule] = []
        while true {
            let token = parser.current
            guard case let .word(word) = token.kind else {
                throw .unexpectedToken(found: parser.spelling(token), expected: "a category (zero, one, two, few, many, other)", position: token.position)
            }
            guard case let .category(category) = word else {
                throw .unknownCategory(String(decoding: parser.lexer.bytes[token.position..<token.end], as: UTF8.self), position: token.position)
            }
            guard !rules.contains(where: { $0.category == category }) else { throw .duplicateCategory(category, position: token.position) }
            try parser.advance()
            try parser.expect(.colon, "':' after the category")
            rules.append(try parser.rule(category: category))
            guard parser.current.kind == .semicolon else { break }
            try parser.advance()
            if parser.current.kind == .end { break }
        }
        try parser.expectEnd()
        return rules
    }

    /// Parses a sample list such as `0, 2~16, 100, …`.
    public static func samples(_ text: String) throws(PluralRuleParseError) -> PluralSampleList {
        var parser = try Parser(text, samples: true)
        let list = try parser.sampleList()
        try parser.expectEnd()
        return list
    }
}

private struct Parser {
    var lexer: PluralLexer
    var current: PluralToken
    /// Whether tokens are read as a sample list (decimals, `~`, `…`) rather than a condition.
    var inSamples: Bool

    init(_ text: String, samples: Bool = false) throws(PluralRuleParseError) {
        lexer = PluralLexer(text)
        inSamples = samples
        current = samples ? try lexer.nextSampleToken() : try lexer.nextConditionToken()
    }

    mutating func advance() throws(PluralRuleParseError) {
        current = inSamples ? try lexer.nextSampleToken() : try lexer.nextConditionToken()
    }

    mutating func expect(_ kind: PluralToken.Kind, _ expected: String) throws(PluralRuleParseError) {
        guard current.kind == kind else { throw unexpected(expected) }
        try advance()
    }

    func unexpected(_ expected: String) -> PluralRuleParseError {
        .unexpectedToken(found: spelling(current), expected: expected, position: current.position)
    }

    func spelling(_ token: PluralToken) -> String {
        token.spelling(in: lexer.bytes)
    }

    func expectEnd() throws(PluralRuleParseError) {
        guard current.kind == .end else { throw unexpected("end of text") }
    }

    func isWord(_ word: PluralToken.Word) -> Bool {
        current.kind == .word(word)
    }

    /// Whether the current token ends a condition (so the condition so far is complete).
    var atConditionEnd: Bool {
        switch current.kind {
        case .end, .sampleMarker, .semicolon: true
        default: false
        }
    }

    mutating func rule(category: PluralCategory) throws(PluralRuleParseError) -> PluralRule {
        let condition = try self.condition()
        var rule = PluralRule(category: category, condition: condition)
        while case let .sampleMarker(name) = current.kind {
            let marker = current
            inSamples = true
            try advance()
            let list = try sampleList()
            switch name {
            case "integer" where rule.integerSamples == nil: rule.integerSamples = list
            case "decimal" where rule.decimalSamples == nil: rule.decimalSamples = list
            default: throw .unexpectedToken(found: spelling(marker), expected: "'@integer' or '@decimal', once each", position: marker.position)
            }
        }
        if current.kind == .semicolon || current.kind == .end {
            // Back to condition mode for the next rule of a rule set.
            inSamples = false
        }
        return rule
    }

    mutating func condition() throws(PluralRuleParseError) -> PluralCondition {
        guard !atConditionEnd else { return PluralCondition(alternatives: []) }
        var alternatives: [[PluralRelation]] = [try andCondition()]
        while isWord(.or) {
            try advance()
            alternatives.append(try andCondition())
        }
        guard atConditionEnd else { throw unexpected("'and', 'or', samples or end of rule") }
        return PluralCondition(alternatives: alternatives)
    }

    mutating func andCondition() throws(PluralRuleParseError) -> [PluralRelation] {
        var relations = [try relation()]
        while isWord(.and) {
            try advance()
            relations.append(try relation())
        }
        return relations
    }

    mutating func relation() throws(PluralRuleParseError) -> PluralRelation {
        guard case let .word(.operand(operand)) = current.kind else {
            throw unexpected("an operand (n, i, v, w, f, t, c, e)")
        }
        try advance()
        var modulus: UInt64?
        if isWord(.mod) || current.kind == .percent {
            try advance()
            let position = current.position
            let value = try self.value()
            guard value != 0 else { throw .zeroModulus(position: position) }
            modulus = value
        }
        var negated = false
        var kind = PluralRelation.Kind.in
        switch current.kind {
        case .equals:
            try advance()
        case .notEquals:
            negated = true
            try advance()
        case .word(.is):
            try advance()
            if isWord(.not) {
                negated = true
                try advance()
            }
            let value = try self.value()
            return PluralRelation(operand: operand, modulus: modulus, isNegated: negated, kind: .in, ranges: [value...value])
        case .word(.not), .word(.in), .word(.within):
            if isWord(.not) {
                negated = true
                try advance()
            }
            if isWord(.within) {
                kind = .within
            } else if !isWord(.in) {
                throw unexpected("'in' or 'within'")
            }
            try advance()
        default:
            throw unexpected("'=', '!=', 'is', 'in', 'not in' or 'within'")
        }
        return PluralRelation(operand: operand, modulus: modulus, isNegated: negated, kind: kind, ranges: try rangeList())
    }

    mutating func value() throws(PluralRuleParseError) -> UInt64 {
        guard case let .integer(value) = current.kind else { throw unexpected("a number") }
        try advance()
        return value
    }

    mutating func rangeList() throws(PluralRuleParseError) -> [ClosedRange<UInt64>] {
        var ranges: [ClosedRange<UInt64>] = []
        repeat {
            if !ranges.isEmpty { try advance() }
            let position = current.position
            let low = try value()
            var high = low
            if current.kind == .dotDot {
                try advance()
                high = try value()
                guard low <= high else { throw .invalidRange("\(low)..\(high)", position: position) }
            }
            ranges.append(low...high)
        } while current.kind == .comma
        return ranges
    }

    mutating func sampleList() throws(PluralRuleParseError) -> PluralSampleList {
        var items: [PluralSampleList.Item] = []
        while true {
            if current.kind == .ellipsis, !items.isEmpty {
                try advance()
                return PluralSampleList(items: items, isOpenEnded: true)
            }
            guard case let .sample(low) = current.kind else { throw unexpected(items.isEmpty ? "a sample number" : "a sample number or '…'") }
            try advance()
            if current.kind == .tilde {
                try advance()
                guard case let .sample(high) = current.kind else { throw unexpected("the end of a sample range") }
                try advance()
                items.append(.range(low, high))
            } else {
                items.append(.number(low))
            }
            guard current.kind == .comma else { return PluralSampleList(items: items, isOpenEnded: false) }
            try advance()
        }
    }
}
