import Foundation

/// A `Plural-Forms` formula of GNU gettext: the C expression of `n` that gives the index of the
/// `msgstr[i]` a number shows, parsed and evaluated as gettext's `plural.y` and `eval-plural.h` do.
///
/// The grammar is gettext's: `n`, unsigned decimal numbers, parentheses, `!`, `* / %`, `+ -`,
/// `< > <= >=`, `== !=`, `&&`, `||` and `?:` (right-associative), with C's precedence. Values are
/// `unsigned long` (64 bits on Linux): arithmetic wraps, comparisons give 0 or 1. Division or
/// remainder by zero is an error (gettext's runtime raises `SIGFPE`; `msgfmt -c` reports it).
/// Parsing is bounded by ``maximumLength`` and ``maximumDepth``.
///
/// ```swift
/// let formula = try PluralFormula(parsing: "n%10==1 && n%100!=11 ? 0 : n != 0 ? 1 : 2")
/// try formula.index(for: 21)   // 0
/// ```
struct PluralFormula: Hashable, Sendable, CustomStringConvertible {
    /// The longest formula read, in bytes (real ones are under 200).
    static let maximumLength = 1_024
    /// How deeply operators and parentheses may nest.
    static let maximumDepth = 64

    /// A node of the expression; its operands are indexes in ``nodes`` (a flat array rather than
    /// an indirect enum: one allocation per formula, and nothing LeakSanitizer misreads in a cache).
    enum Node: Hashable, Sendable {
        case n
        case number(UInt64)
        case not(Int)
        case binary(Operator, Int, Int)
        case conditional(Int, Int, Int)
    }

    /// A binary operator, in gettext's spelling.
    enum Operator: String, Hashable, Sendable, CaseIterable {
        case or = "||", and = "&&", equal = "==", notEqual = "!=", less = "<", greater = ">"
        case lessOrEqual = "<=", greaterOrEqual = ">=", plus = "+", minus = "-", times = "*", divide = "/", remainder = "%"

        /// Binding strength: higher binds tighter.
        var precedence: Int {
            switch self {
            case .or: 1
            case .and: 2
            case .equal, .notEqual: 3
            case .less, .greater, .lessOrEqual, .greaterOrEqual: 4
            case .plus, .minus: 5
            case .times, .divide, .remainder: 6
            }
        }
    }

    /// The formula as written (without surrounding spaces).
    let source: String
    /// The nodes, operands before the nodes that use them.
    let nodes: [Node]
    /// The index of the whole expression's node.
    let root: Int

    /// Parses a formula (the text after `plural=`, without the `;`).
    /// - Throws: ``PluralFormulaError`` with the offset (in bytes) of what is wrong.
    init(parsing source: String) throws(PluralFormulaError) {
        let bytes = Array(source.utf8)
        guard bytes.count <= Self.maximumLength else {
            throw PluralFormulaError(offset: Self.maximumLength, reason: "the formula is longer than \(Self.maximumLength) bytes")
        }
        var parser = Parser(bytes: bytes)
        let root = try parser.expression(depth: 0)
        parser.skipSpaces()
        guard parser.position == bytes.count else { throw parser.error("unexpected '\(parser.currentText)'") }
        self.nodes = parser.nodes
        self.root = root
        self.source = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespaces)
    }

    var description: String { source }

    /// `n != 1`: gettext's default (English's), when a file says nothing.
    static let notOne = PluralFormula(source: "n != 1", nodes: [.n, .number(1), .binary(.notEqual, 0, 1)], root: 2)

    private init(source: String, nodes: [Node], root: Int) {
        (self.source, self.nodes, self.root) = (source, nodes, root)
    }

    /// The index gettext selects for `n`.
    /// - Throws: ``PluralFormulaError`` for a division or remainder by zero.
    func index(for n: UInt64) throws(PluralFormulaError) -> UInt64 {
        try evaluate(root, n)
    }

    private func evaluate(_ index: Int, _ n: UInt64) throws(PluralFormulaError) -> UInt64 {
        switch nodes[index] {
        case .n: return n
        case let .number(value): return value
        case let .not(inner): return try evaluate(inner, n) == 0 ? 1 : 0
        case let .conditional(condition, then, otherwise):
            return try evaluate(condition, n) != 0 ? evaluate(then, n) : evaluate(otherwise, n)
        case let .binary(op, lhs, rhs):
            let left = try evaluate(lhs, n)
            // `&&` and `||` evaluate their right side only when needed, as C does.
            switch op {
            case .or: return left != 0 ? 1 : (try evaluate(rhs, n) != 0 ? 1 : 0)
            case .and: return left == 0 ? 0 : (try evaluate(rhs, n) != 0 ? 1 : 0)
            default: break
            }
            let right = try evaluate(rhs, n)
            switch op {
            case .equal: return left == right ? 1 : 0
            case .notEqual: return left != right ? 1 : 0
            case .less: return left < right ? 1 : 0
            case .greater: return left > right ? 1 : 0
            case .lessOrEqual: return left <= right ? 1 : 0
            case .greaterOrEqual: return left >= right ? 1 : 0
            case .plus: return left &+ right
            case .minus: return left &- right
            case .times: return left &* right
            case .divide, .remainder:
                guard right != 0 else { throw PluralFormulaError(offset: nil, reason: "division by zero for n = \(n)") }
                return op == .divide ? left / right : left % right
            case .or, .and: return 0
            }
        }
    }

    /// A recursive-descent parser over the formula's bytes.
    private struct Parser {
        let bytes: [UInt8]
        var position = 0
        var nodes: [Node] = []

        /// Adds a node; its index.
        mutating func add(_ node: Node) -> Int {
            nodes.append(node)
            return nodes.count - 1
        }

        mutating func skipSpaces() {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        }

        var currentText: String {
            position < bytes.count ? String(decoding: bytes[position..<min(bytes.count, position + 1)], as: UTF8.self) : "end"
        }

        func error(_ reason: String) -> PluralFormulaError { PluralFormulaError(offset: position, reason: reason) }

        /// `?:` binds loosest and groups to the right.
        mutating func expression(depth: Int) throws(PluralFormulaError) -> Int {
            guard depth < PluralFormula.maximumDepth else { throw error("the formula nests deeper than \(PluralFormula.maximumDepth) levels") }
            let condition = try binary(minimum: 1, depth: depth + 1)
            skipSpaces()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "?") else { return condition }
            position += 1
            let then = try expression(depth: depth + 1)
            skipSpaces()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw error("expected ':' of '?:'") }
            position += 1
            let otherwise = try expression(depth: depth + 1)
            return add(.conditional(condition, then, otherwise))
        }

        /// Binary operators of at least `minimum` precedence, grouped to the left.
        mutating func binary(minimum: Int, depth: Int) throws(PluralFormulaError) -> Int {
            guard depth < PluralFormula.maximumDepth else { throw error("the formula nests deeper than \(PluralFormula.maximumDepth) levels") }
            var lhs = try unary(depth: depth + 1)
            while true {
                skipSpaces()
                guard let op = peekOperator(), op.precedence >= minimum else { return lhs }
                position += op.rawValue.utf8.count
                let rhs = try binary(minimum: op.precedence + 1, depth: depth + 1)
                lhs = add(.binary(op, lhs, rhs))
            }
        }

        func peekOperator() -> Operator? {
            guard position < bytes.count else { return nil }
            let two = position + 1 < bytes.count ? String(decoding: bytes[position...position + 1], as: UTF8.self) : ""
            if let op = Operator(rawValue: two) { return op }
            // A lone '=', '&' or '|' is no operator of the grammar.
            return Operator(rawValue: String(UnicodeScalar(bytes[position])))
        }

        mutating func unary(depth: Int) throws(PluralFormulaError) -> Int {
            guard depth < PluralFormula.maximumDepth else { throw error("the formula nests deeper than \(PluralFormula.maximumDepth) levels") }
            skipSpaces()
            guard position < bytes.count else { throw error("the formula ends where a value is expected") }
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "!"):
                position += 1
                let operand = try unary(depth: depth + 1)
                return add(.not(operand))
            case UInt8(ascii: "("):
                position += 1
                let inner = try expression(depth: depth + 1)
                skipSpaces()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ")") else { throw error("expected ')'") }
                position += 1
                return inner
            case UInt8(ascii: "n"):
                position += 1
                return add(.n)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                var value: UInt64 = 0
                let start = position
                while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
                    let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
                    let (sum, overflow2) = times.addingReportingOverflow(UInt64(bytes[position] - UInt8(ascii: "0")))
                    guard !overflow1, !overflow2 else { position = start; throw error("the number is larger than an unsigned long") }
                    value = sum
                    position += 1
                }
                return add(.number(value))
            default:
                throw error("unexpected '\(currentText)' where a value is expected (n, a number, '(' or '!')")
            }
        }
    }
}

/// Why a `Plural-Forms` formula or header could not be read or evaluated.
struct PluralFormulaError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The byte offset in the formula, when the error is in its text.
    let offset: Int?
    /// What is wrong.
    let reason: String

    var description: String { offset.map { "\(reason) (at byte \($0))" } ?? reason }
}

/// A `Plural-Forms` header value: `nplurals=N; plural=EXPR;`.
struct PluralFormsHeader: Hashable, Sendable, CustomStringConvertible {
    /// The number of forms (`msgstr[0]`…`msgstr[nplurals-1]`).
    let count: Int
    /// The formula choosing among them.
    let formula: PluralFormula
    /// The most forms gettext's header may declare that this package reads (msgfmt accepts any positive number; real ones have at most 6).
    static let maximumCount = 100

    /// A header from its parts.
    init(count: Int, formula: PluralFormula) {
        self.count = count
        self.formula = formula
    }

    /// Parses the header's value, as msgfmt reads it: `nplurals` a positive decimal number, `plural` an expression.
    /// - Throws: ``PluralFormulaError`` naming what is missing or wrong.
    init(parsing value: String) throws(PluralFormulaError) {
        guard let npluralsRange = value.range(of: "nplurals") else { throw PluralFormulaError(offset: nil, reason: "no 'nplurals=' in the Plural-Forms header") }
        var rest = value[npluralsRange.upperBound...].drop { $0 == " " || $0 == "\t" }
        guard rest.first == "=" else { throw PluralFormulaError(offset: nil, reason: "expected '=' after 'nplurals'") }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let count = Int(digits), count >= 1, count <= Self.maximumCount else {
            throw PluralFormulaError(offset: nil, reason: "nplurals must be a number from 1 to \(Self.maximumCount), not '\(rest.prefix { $0 != ";" })'")
        }
        guard let pluralRange = value.range(of: "plural=", range: npluralsRange.upperBound..<value.endIndex)
                ?? value.range(of: "plural =", range: npluralsRange.upperBound..<value.endIndex) else {
            throw PluralFormulaError(offset: nil, reason: "no 'plural=' in the Plural-Forms header")
        }
        let expression = value[pluralRange.upperBound...].prefix { $0 != ";" }
        self.count = count
        self.formula = try PluralFormula(parsing: String(expression))
    }

    /// The header's value as written by this package: `nplurals=N; plural=EXPR;`.
    var description: String { "nplurals=\(count); plural=\(formula.source);" }
}
