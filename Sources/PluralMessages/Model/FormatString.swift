/// What kind of argument a conversion consumes.
public enum ArgumentKind: String, Sendable, Hashable, Codable, CustomStringConvertible {
    /// `d`, `i`, `c`, `C` (and `D`): a signed integer.
    case signedInteger = "integer"
    /// `u`, `o`, `x`, `X` (and `U`, `O`): an unsigned integer.
    case unsignedInteger = "unsigned integer"
    /// `f`, `F`, `e`, `E`, `g`, `G`, `a`, `A`: a floating-point number.
    case floatingPoint = "floating point"
    /// `@`: an object (any argument, printed as text).
    case object
    /// `s`, `S`: a C string.
    case string

    /// Integers of either signedness.
    public var isInteger: Bool { self == .signedInteger || self == .unsignedInteger }
    /// Integers and floating-point numbers.
    public var isNumeric: Bool { isInteger || self == .floatingPoint }

    public var description: String { rawValue }
}

/// One printf conversion as written: `%d`, `%2$lu`, `%-8.2f`, `%@`.
public struct FormatSpecifier: Hashable, Sendable, CustomStringConvertible {
    /// The explicit argument position (`2` in `%2$d`), or `nil` for the next argument.
    public var position: Int?
    /// `-`: left-justify within the width.
    public var leftAlign = false
    /// `+`: always show a sign.
    public var plusSign = false
    /// ` `: a space before positive numbers.
    public var spaceSign = false
    /// `#`: the alternate form (`0x` prefix, kept decimal point).
    public var alternate = false
    /// `0`: pad with zeros.
    public var zeroPad = false
    /// The minimum width, in characters.
    public var width: Int?
    /// The precision (fraction digits, minimum digits, or most characters).
    public var precision: Int?
    /// The length modifier: "", `h`, `hh`, `l`, `ll`, `q`, `L`, `z`, `t`, `j`.
    public var length: String {
        get { String(decoding: [lengthBytes.0, lengthBytes.1].filter { $0 != 0 }, as: UTF8.self) }
        set {
            let bytes = Array(newValue.utf8.prefix(2))
            lengthBytes = (bytes.first ?? 0, bytes.count > 1 ? bytes[1] : 0)
        }
    }
    /// The conversion character: `d`, `u`, `f`, `@`...
    public var conversion: Character {
        get { Character(Unicode.Scalar(code)) }
        set {
            code = newValue.asciiValue ?? UInt8(ascii: "@")
            kind = Self.kind(of: newValue)
        }
    }
    /// The kind of argument the conversion consumes (kept, as rendering asks for it often).
    public private(set) var kind: ArgumentKind = .signedInteger
    // Bytes rather than strings: a specifier is copied on every use while rendering, and plain
    // bytes copy without reference counting.
    /// The conversion as an ASCII byte.
    var code: UInt8 = UInt8(ascii: "d")
    private var lengthBytes: (UInt8, UInt8) = (0, 0)

    /// A `%d` specifier, to adjust field by field.
    public init() {}

    public static func == (lhs: FormatSpecifier, rhs: FormatSpecifier) -> Bool {
        lhs.description == rhs.description
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }

    private static func kind(of conversion: Character) -> ArgumentKind {
        switch conversion {
        case "d", "i", "D", "c", "C": .signedInteger
        case "u", "U", "o", "O", "x", "X": .unsignedInteger
        case "f", "F", "e", "E", "g", "G", "a", "A": .floatingPoint
        case "s", "S": .string
        default: .object
        }
    }

    /// The specifier written back (`%2$-8.2f`).
    public var description: String {
        var text = "%"
        if let position { text += "\(position)$" }
        if leftAlign { text += "-" }
        if plusSign { text += "+" }
        if spaceSign { text += " " }
        if alternate { text += "#" }
        if zeroPad { text += "0" }
        if let width { text += String(width) }
        if let precision { text += ".\(precision)" }
        return text + length + String(conversion)
    }

    /// Parses a bare specifier without `%`, as in `NSStringFormatValueTypeKey` (`lu`, `d`, `.2f`)
    /// or an `.xcstrings` `formatSpecifier`. `nil` when it is not one conversion.
    public init?(valueType: String) {
        guard let parsed = try? ParsedFormat(parsing: "%" + valueType), parsed.segments.count == 1,
              case let .specifier(specifier, _) = parsed.segments[0], specifier.position == nil
        else { return nil }
        self = specifier
    }
}

/// A part of a parsed format.
public enum FormatSegment: Hashable, Sendable {
    /// Text copied as is (`%%` already turned into `%`).
    case literal(String)
    /// A conversion, with its UTF-8 offset in the format.
    case specifier(FormatSpecifier, offset: Int)
    /// A variable, `%#@name@` or `%2$#@name@`, with its UTF-8 offset.
    case variable(name: String, position: Int?, offset: Int)
    /// `%arg` inside an `.xcstrings` substitution: the substitution's own argument.
    case substitutionArgument(offset: Int)
}

/// Why a format cannot be parsed.
public struct FormatSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The UTF-8 offset of the `%` that starts the bad specifier.
    public let offset: Int
    /// What is wrong.
    public let reason: String

    /// An error at a UTF-8 offset.
    public init(offset: Int, reason: String) {
        self.offset = offset
        self.reason = reason
    }

    public var description: String { "\(reason) at offset \(offset)" }
}

/// A printf-style format with `.stringsdict` variables, parsed once.
///
/// Supports `%%`; positions (`%2$d`); the flags `-+ #0` and `'`; width and precision as numbers;
/// the length modifiers `hh h l ll q L z t j`; the conversions `d i u o x X c C f F e E g G a A s S @`
/// (and the old `D U O`); variables `%#@name@`; and, inside `.xcstrings` substitutions, `%arg`.
/// Refused with an error: `%n` (it writes memory), `%p`, `*` widths and precisions (they take
/// hidden arguments), position 0 or beyond ``maximumPosition``, and a `%` at the end.
public struct ParsedFormat: Hashable, Sendable {
    /// The largest argument position accepted (`%1000$d`).
    public static let maximumPosition = 1_000
    /// The largest width or precision accepted.
    public static let maximumWidth = 10_000

    /// The format as written.
    public let source: String
    /// Its parts, in order.
    public let segments: [FormatSegment]
    /// Whether any part is a variable.
    public let hasVariables: Bool

    /// Parses a format.
    /// - Parameters:
    ///   - source: the format text, such as `%#@files@ in %@`.
    ///   - allowsSubstitutionArgument: read `%arg` as the substitution's argument
    ///     (`.xcstrings` substitution variants) instead of `%a` followed by "rg".
    public init(parsing source: String, allowsSubstitutionArgument: Bool = false) throws(FormatSyntaxError) {
        self.source = source
        let bytes = Array(source.utf8)
        var segments: [FormatSegment] = []
        var literal: [UInt8] = []
        var index = 0
        func flushLiteral() {
            if !literal.isEmpty {
                segments.append(.literal(String(decoding: literal, as: UTF8.self)))
                literal.removeAll(keepingCapacity: true)
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "%") else {
                literal.append(byte)
                index += 1
                continue
            }
            let start = index
            index += 1
            func fail(_ reason: String) -> FormatSyntaxError { FormatSyntaxError(offset: start, reason: reason) }
            guard index < bytes.count else { throw fail("'%' at the end of the format (write '%%' for a percent sign)") }
            if bytes[index] == UInt8(ascii: "%") {
                literal.append(UInt8(ascii: "%"))
                index += 1
                continue
            }
            if allowsSubstitutionArgument, bytes[index...].starts(with: "arg".utf8) {
                flushLiteral()
                segments.append(.substitutionArgument(offset: start))
                index += 3
                continue
            }
            var specifier = FormatSpecifier()
            // A position is digits followed by '$'; digits without '$' are a width.
            var lookahead = index
            var number = 0
            while lookahead < bytes.count, let digit = bytes[lookahead].asciiDigit {
                number = min(number * 10 + digit, Int(Int32.max))
                lookahead += 1
            }
            if lookahead > index, lookahead < bytes.count, bytes[lookahead] == UInt8(ascii: "$") {
                guard number >= 1 else { throw fail("argument position 0 (positions start at 1)") }
                guard number <= Self.maximumPosition else { throw fail("argument position \(number) is beyond \(Self.maximumPosition)") }
                specifier.position = number
                index = lookahead + 1
            }
            if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "#"), bytes[index + 1] == UInt8(ascii: "@") {
                index += 2
                let nameStart = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "@") { index += 1 }
                guard index < bytes.count else { throw fail("variable not closed by '@'") }
                guard index > nameStart else { throw fail("empty variable name in '%#@@'") }
                flushLiteral()
                segments.append(.variable(name: String(decoding: bytes[nameStart..<index], as: UTF8.self), position: specifier.position, offset: start))
                index += 1
                continue
            }
            flags: while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "-"): specifier.leftAlign = true
                case UInt8(ascii: "+"): specifier.plusSign = true
                case UInt8(ascii: " "): specifier.spaceSign = true
                case UInt8(ascii: "#"): specifier.alternate = true
                case UInt8(ascii: "0"): specifier.zeroPad = true
                case UInt8(ascii: "'"): break  // grouping: numbers are grouped by the formatting locale anyway
                default: break flags
                }
                index += 1
            }
            func readNumber() throws(FormatSyntaxError) -> Int? {
                if index < bytes.count, bytes[index] == UInt8(ascii: "*") {
                    throw fail("'*' width or precision is not supported (it takes a hidden argument)")
                }
                let numberStart = index
                var value = 0
                while index < bytes.count, let digit = bytes[index].asciiDigit {
                    value = min(value * 10 + digit, Int(Int32.max))
                    index += 1
                }
                guard index > numberStart else { return nil }
                guard value <= Self.maximumWidth else { throw fail("width or precision \(value) is beyond \(Self.maximumWidth)") }
                return value
            }
            specifier.width = try readNumber()
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                specifier.precision = try readNumber() ?? 0
            }
            let lengthStart = index
            while index < bytes.count, [UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "q"), UInt8(ascii: "L"),
                                        UInt8(ascii: "z"), UInt8(ascii: "t"), UInt8(ascii: "j")].contains(bytes[index]), index - lengthStart < 2 {
                index += 1
            }
            specifier.length = String(decoding: bytes[lengthStart..<index], as: UTF8.self)
            guard ["", "h", "hh", "l", "ll", "q", "L", "z", "t", "j"].contains(specifier.length) else {
                throw fail("unknown length modifier '\(specifier.length)'")
            }
            guard index < bytes.count else { throw fail("conversion character missing after '\(String(decoding: bytes[start..<index], as: UTF8.self))'") }
            let conversion = bytes[index]
            switch conversion {
            case UInt8(ascii: "n"):
                throw fail("'%n' is refused (it writes to memory)")
            case UInt8(ascii: "p"):
                throw fail("'%p' (a pointer) cannot be rendered")
            default:
                guard conversion < 0x80, Self.conversions.contains(Character(Unicode.Scalar(conversion))) else {
                    let character = String(decoding: bytes[index...], as: UTF8.self).first.map(String.init) ?? "?"
                    throw fail("unknown conversion '\(character)'")
                }
            }
            specifier.conversion = Character(Unicode.Scalar(conversion))
            index += 1
            flushLiteral()
            segments.append(.specifier(specifier, offset: start))
        }
        flushLiteral()
        self.segments = segments
        self.hasVariables = segments.contains { if case .variable = $0 { true } else { false } }
    }

    private static let conversions: Set<Character> = ["d", "i", "u", "o", "x", "X", "c", "C", "f", "F", "e", "E", "g", "G", "a", "A", "s", "S", "@", "D", "U", "O"]

    /// The names of the variables the format refers to, in order of appearance.
    public var variableNames: [String] {
        segments.compactMap { if case let .variable(name, _, _) = $0 { name } else { nil } }
    }

    /// Whether the format has no conversions or variables (a plain string).
    public var isPlainText: Bool {
        segments.allSatisfy { if case .literal = $0 { true } else { false } }
    }
}

extension UInt8 {
    var asciiDigit: Int? {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) ? Int(self - UInt8(ascii: "0")) : nil
    }
}
