/// What kind of argument a conversion consumes.
enum ArgumentKind: String, Sendable, Hashable, Codable, CustomStringConvertible {
    /// `d`, `i`, `c`, `C` (and `D`): a signed integer.
    case signedInteger = "integer"
    /// `u`, `o`, `x`, `X` (and `U`, `O`; `p`, a pointer, printed as `0x` and hexadecimal digits): an unsigned integer.
    case unsignedInteger = "unsigned integer"
    /// `f`, `F`, `e`, `E`, `g`, `G`, `a`, `A`: a floating-point number.
    case floatingPoint = "floating point"
    /// `@`: an object (any argument, printed as text); also `n`, which takes any argument and prints nothing.
    case object
    /// `s`, `S` (and `P`, a Pascal string): a C string.
    case string

    /// Integers of either signedness.
    var isInteger: Bool { self == .signedInteger || self == .unsignedInteger }
    /// Integers and floating-point numbers.
    var isNumeric: Bool { isInteger || self == .floatingPoint }

    var description: String { rawValue }
}

/// Whose printf a conversion is written for: CoreFoundation's (Apple's formats) or Java's
/// `Formatter` (Android's resources), which read some conversions differently (`%s` takes any
/// argument, `%d` is not grouped, `%n` is a line break).
enum FormatDialect: UInt8, Hashable, Sendable {
    case coreFoundation
    case java
}

/// One printf conversion as written: `%d`, `%2$lu`, `%-8.2f`, `%@`, or Java's `%,d`, `%<s`.
struct FormatSpecifier: Hashable, Sendable, CustomStringConvertible {
    /// The explicit argument position (`2` in `%2$d`), or `nil` for the next argument.
    var position: Int?
    /// Java's `<`: the argument of the conversion before (`%<s`); ``position`` is then `nil`.
    var previousArgument = false
    /// Java's `,`: the locale's grouping separators.
    var grouping = false
    /// Java's `(`: a negative number in parentheses.
    var parenthesizedNegative = false
    /// Whose printf reads the conversion; set before ``conversion``, which takes its kind from it.
    var dialect = FormatDialect.coreFoundation
    /// `-`: left-justify within the width.
    var leftAlign = false
    /// `+`: always show a sign.
    var plusSign = false
    /// ` `: a space before positive numbers.
    var spaceSign = false
    /// `#`: the alternate form (`0x` prefix, kept decimal point).
    var alternate = false
    /// `0`: pad with zeros.
    var zeroPad = false
    /// The minimum width, in characters.
    var width: Int?
    /// The precision (fraction digits, minimum digits, or most characters).
    var precision: Int?
    /// The length modifier: "", `h`, `hh`, `l`, `ll`, `q`, `L`, `z`, `t`, `j` (the last one written,
    /// as CoreFoundation reads `%lhd`).
    var length: String {
        get { String(decoding: [lengthBytes.0, lengthBytes.1].filter { $0 != 0 }, as: UTF8.self) }
        set {
            let bytes = Array(newValue.utf8.prefix(2))
            lengthBytes = (bytes.first ?? 0, bytes.count > 1 ? bytes[1] : 0)
        }
    }
    /// The conversion character: `d`, `u`, `f`, `@`...
    var conversion: Character {
        get { Character(Unicode.Scalar(code)) }
        set {
            code = newValue.asciiValue ?? UInt8(ascii: "@")
            kind = Self.kind(of: newValue, dialect: dialect)
        }
    }
    /// The kind of argument the conversion consumes (kept, as rendering asks for it often).
    private(set) var kind: ArgumentKind = .signedInteger
    // Bytes rather than strings: a specifier is copied on every use while rendering, and plain
    // bytes copy without reference counting.
    /// The conversion as an ASCII byte.
    var code: UInt8 = UInt8(ascii: "d")
    private var lengthBytes: (UInt8, UInt8) = (0, 0)

    /// A `%d` specifier, to adjust field by field.
    init() {}

    static func == (lhs: FormatSpecifier, rhs: FormatSpecifier) -> Bool {
        lhs.description == rhs.description
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }

    private static func kind(of conversion: Character, dialect: FormatDialect) -> ArgumentKind {
        if dialect == .java {
            // Java's integer conversions take any integer (negative ones too); `%s`, `%b`, `%h` any argument.
            switch conversion {
            case "d", "o", "x", "X", "c", "C": return .signedInteger
            case "e", "E", "f", "g", "G", "a", "A": return .floatingPoint
            default: return .object
            }
        }
        switch conversion {
        case "d", "i", "D", "c", "C": return .signedInteger
        case "u", "U", "o", "O", "x", "X", "p": return .unsignedInteger
        case "f", "F", "e", "E", "g", "G", "a", "A": return .floatingPoint
        case "s", "S", "P": return .string
        default: return .object
        }
    }

    /// The specifier written back (`%2$-8.2f`).
    var description: String {
        var text = "%"
        if let position { text += "\(position)$" }
        if previousArgument { text += "<" }
        if leftAlign { text += "-" }
        if plusSign { text += "+" }
        if spaceSign { text += " " }
        if alternate { text += "#" }
        if zeroPad { text += "0" }
        if grouping { text += "," }
        if parenthesizedNegative { text += "(" }
        if let width { text += String(width) }
        if let precision { text += ".\(precision)" }
        return text + length + String(conversion)
    }

    /// Parses a bare specifier without `%`, as in `NSStringFormatValueTypeKey` (`lu`, `d`, `.2f`)
    /// or an `.xcstrings` `formatSpecifier`. `nil` when it is not one conversion.
    init?(valueType: String) {
        guard let parsed = try? ParsedFormat(parsing: "%" + valueType), parsed.segments.count == 1,
              case let .specifier(specifier, _) = parsed.segments[0], specifier.position == nil
        else { return nil }
        self = specifier
    }
}

/// A part of a parsed format.
enum FormatSegment: Hashable, Sendable {
    /// Text copied as is (`%%` already turned into `%`).
    case literal(String)
    /// A conversion, with its UTF-8 offset in the format.
    case specifier(FormatSpecifier, offset: Int)
    /// A variable, `%#@name@` or `%2$#@name@`, with its UTF-8 offset.
    case variable(name: String, position: Int?, offset: Int)
    /// `%arg` inside an `.xcstrings` substitution: the substitution's own argument.
    case substitutionArgument(offset: Int)
    /// A MessageFormat argument shown as is: `{name}` (`style` nil) or `{name, number[, style]}`,
    /// with the offset of its `{` in Unicode scalars.
    case argument(name: String, style: MessageFormatNumberStyle?, offset: Int)
    /// `#` in a MessageFormat `plural` or `selectordinal` form: the number less the offset, with
    /// its offset in Unicode scalars.
    case pluralNumber(offset: Int)
}

/// Why a format cannot be parsed.
public struct FormatSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The UTF-8 offset of the `%` that starts the bad specifier.
    let offset: Int
    /// What is wrong.
    let reason: String

    /// An error at a UTF-8 offset.
    init(offset: Int, reason: String) {
        self.offset = offset
        self.reason = reason
    }

    public var description: String { "\(reason) at offset \(offset)" }
}

/// Something CoreFoundation accepts in a format and renders, but that is most likely a mistake.
///
/// The parser keeps these so that rendering can do what Apple platforms do while lint warns.
struct FormatOddity: Hashable, Sendable, CustomStringConvertible {
    /// What is odd.
    enum Kind: Hashable, Sendable {
        /// `%y`, `%'d`, `%0$d`: no conversion; CoreFoundation prints the character after `%` (here
        /// the associated one) and drops the rest of the specifier.
        case unknownConversion(printed: Character, stoppedAt: Character)
        /// A `%` at the end, or a specifier that ends before its conversion (`50%`, `%5`): printed as nothing.
        case incompleteSpecifier
        /// `% a`, `% d`: a space right after `%` is the space flag, so "100% anonymous" reads `% a` as
        /// a conversion when the text is used as a format.
        case spaceAfterPercent
        /// A variable with a width, as in `%1#@count@` (probably meant `%1$#@count@`); the width is ignored.
        case widthOnVariable(Int)
        /// `%#@name …`: a variable name broken by a character CoreFoundation does not allow in names
        /// (only ASCII letters, digits and `_`); what follows is read as a conversion.
        case brokenVariableReference(name: String, breaksAt: Character)
        /// `%#@@`: an empty variable name, read as a `%@` conversion.
        case emptyVariableName
        /// `%[name]@`: a bracketed variable reference (an entity marker).
        case bracketedVariable
        /// Several length modifiers (`%lhd`); the last one counts.
        case repeatedLengthModifier
        /// `%n` (takes an argument, prints nothing), `%p` (a pointer) or `%P` (a Pascal string).
        case unusualConversion(Character)

        /// Whether the `%` ends in no conversion at all (C's printf and `msgfmt -c` refuse it).
        var endsNoConversion: Bool {
            switch self {
            case .unknownConversion, .incompleteSpecifier: true
            default: false
            }
        }
    }

    /// The UTF-8 offset of the `%` that starts the specifier.
    let offset: Int
    /// What is odd.
    let kind: Kind

    /// An oddity at a UTF-8 offset.
    init(offset: Int, kind: Kind) {
        self.offset = offset
        self.kind = kind
    }

    /// Whether the `%` probably means a percent sign, not a conversion (`50%`, `100% anonymous`).
    var looksLikeLiteralPercent: Bool {
        switch kind {
        case .unknownConversion, .incompleteSpecifier, .spaceAfterPercent: true
        default: false
        }
    }

    var description: String {
        switch kind {
        case let .unknownConversion(printed, stoppedAt):
            "'\(stoppedAt)' is no conversion: CoreFoundation prints '\(printed)' (write '%%' for a percent sign) at offset \(offset)"
        case .incompleteSpecifier:
            "a specifier without a conversion prints nothing (write '%%' for a percent sign) at offset \(offset)"
        case .spaceAfterPercent:
            "'% ' starts a conversion with the space flag (write '%%' for a percent sign) at offset \(offset)"
        case let .widthOnVariable(width):
            "variable with a width \(width), ignored (did you mean '%\(width)$#@…@'?) at offset \(offset)"
        case let .brokenVariableReference(name, breaksAt):
            "variable reference '%#@\(name)' broken by '\(breaksAt)' (names are ASCII letters, digits and '_') at offset \(offset)"
        case .emptyVariableName:
            "empty variable name '%#@@', read as '%@' at offset \(offset)"
        case .bracketedVariable:
            "bracketed variable reference '%[name]@' at offset \(offset)"
        case .repeatedLengthModifier:
            "several length modifiers; the last one counts at offset \(offset)"
        case let .unusualConversion(conversion):
            "unusual conversion '%\(conversion)' at offset \(offset)"
        }
    }
}

/// A printf-style format with `.stringsdict` variables, parsed once, as CoreFoundation parses it.
///
/// The parser follows CoreFoundation's (`__CFParseFormatSpec` in `CFString.c`): after `%`, flags
/// (`-+ #0`), a width, `.` and a precision, `n$` positions and the length modifiers
/// `hh h l ll q L z t j` may come in any order until a conversion character
/// (`d i u o x X c C f F e E g G a A s S @ D U O`, and the unusual `n p P`); `%#@name@` is a
/// variable (names are ASCII letters, digits and `_`). What CoreFoundation accepts is accepted and
/// the odd parts are listed in ``oddities`` (`%1#@count@` is a variable with an ignored width;
/// `%y` prints "y"; a `%` at the end prints nothing).
///
/// Refused with an error, as they cannot be rendered safely: `*` widths and precisions (they take
/// hidden arguments), positions beyond ``maximumPosition``, widths and precisions beyond
/// ``maximumWidth``.
struct ParsedFormat: Hashable, Sendable {
    /// The largest argument position accepted (`%1000$d`).
    static let maximumPosition = 1_000
    /// The largest width or precision accepted.
    static let maximumWidth = 10_000

    /// The format as written.
    let source: String
    /// Its parts, in order.
    let segments: [FormatSegment]
    /// Whether any part is a variable.
    let hasVariables: Bool
    /// What CoreFoundation accepts but is probably a mistake, in order.
    let oddities: [FormatOddity]
    /// A Python format's mapping keys: the name of each `%(name)d`, by the offset of its `%`.
    let mappingKeys: [Int: String]

    /// Parses a format.
    /// - Parameters:
    ///   - source: the format text, such as `%#@files@ in %@`.
    ///   - allowsSubstitutionArgument: read `%arg` as the substitution's argument
    ///     (`.xcstrings` substitution variants) instead of `%a` followed by "rg".
    ///   - gnuExtensions: read GNU C's `%<PRIu64>` (`<inttypes.h>` macros) and glibc's `I` flag (`%Id`),
    ///     as `msgfmt -c` reads a `c-format` entry.
    init(parsing source: String, allowsSubstitutionArgument: Bool = false, gnuExtensions: Bool = false) throws(FormatSyntaxError) {
        self.source = source
        var parser = FormatParser(bytes: Array(source.utf8), allowsSubstitutionArgument: allowsSubstitutionArgument, gnuExtensions: gnuExtensions)
        try parser.parse()
        self.segments = parser.segments
        self.oddities = parser.oddities
        self.mappingKeys = [:]
        self.hasVariables = parser.segments.contains { if case .variable = $0 { true } else { false } }
    }

    /// Parses a format of Python's `%` operator (a `python-format` PO entry): `%(name)d` takes
    /// the argument mapping's `name` (``mappingKeys``), `%d` the tuple's next item; a text that
    /// refers to arguments both ways is refused, as Python refuses it.
    init(parsingPython source: String) throws(FormatSyntaxError) {
        self.source = source
        var parser = FormatParser(bytes: Array(source.utf8), allowsSubstitutionArgument: false, python: true)
        try parser.parse()
        let offsets = parser.segments.compactMap { if case let .specifier(_, offset) = $0 { offset } else { nil } }
        if !parser.mappingKeys.isEmpty, let unnamed = offsets.first(where: { parser.mappingKeys[$0] == nil }) {
            throw FormatSyntaxError(offset: unnamed, reason: "the text refers to arguments both by name ('%(name)d') and without one ('%d'): Python needs a mapping or a tuple, not both")
        }
        self.segments = parser.segments
        self.oddities = []
        self.mappingKeys = parser.mappingKeys
        self.hasVariables = false
    }

    /// A format of parts already parsed (a MessageFormat text, whose parser is another).
    init(source: String, segments: [FormatSegment]) {
        self.source = source
        self.segments = segments
        self.oddities = []
        self.mappingKeys = [:]
        self.hasVariables = segments.contains { if case .variable = $0 { true } else { false } }
    }

    /// The names of the variables the format refers to, in order of appearance.
    var variableNames: [String] {
        segments.compactMap { if case let .variable(name, _, _) = $0 { name } else { nil } }
    }

    /// Whether the format has no conversions or variables (a plain string).
    var isPlainText: Bool {
        segments.allSatisfy { if case .literal = $0 { true } else { false } }
    }

    /// Whether every `%` of the text looks like a percent sign rather than a conversion ("100%
    /// anonymous", "50%"): such a text, used without arguments, is shown as written.
    var readsAsTextWithoutArguments: Bool {
        !hasVariables && oddities.contains(where: \.looksLikeLiteralPercent)
            && segments.allSatisfy { segment in
                switch segment {
                case .literal: true
                case let .specifier(_, offset): oddities.contains { $0.offset == offset && $0.looksLikeLiteralPercent }
                case .variable, .substitutionArgument, .argument, .pluralNumber: false
                }
            }
    }
}
