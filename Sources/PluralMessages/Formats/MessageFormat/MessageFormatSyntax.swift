import PluralCore

/// An ICU MessageFormat 1 text, parsed as ICU4C's `MessagePattern` reads it (see <doc:MessageFormat>).
///
/// ```swift
/// let pattern = try MessageFormatPattern(parsing: "{count, plural, one {# file} other {# files}}")
/// pattern.argumentNames  // ["count"]
/// ```
struct MessageFormatPattern: Hashable, Sendable {
    /// The longest text parsed, in Unicode scalars (`MessageFormatLimits/maximumLength`, the same
    /// bound as ICU's MessageFormat's in this package); a longer one is refused with
    /// ``MessageFormatSyntaxError/Kind/bound``. Real messages are a few hundred scalars.
    static let maximumLength = MessageFormatLimits.maximumLength
    /// How deeply `plural`, `select` and `selectordinal` arguments may nest inside each other's
    /// sub-messages (`MessageFormatLimits/maximumNestingDepth`, counted as ICU counts it); deeper
    /// nesting is refused with ``MessageFormatSyntaxError/Kind/bound``.
    static let maximumNestingDepth = MessageFormatLimits.maximumNestingDepth

    /// The text as written.
    let source: String
    /// Its parts, in order.
    let nodes: [MessageFormatNode]

    /// Parses a MessageFormat text the way ICU4C's `MessagePattern` reads it
    /// (`UMSGPAT_APOS_DOUBLE_OPTIONAL`).
    /// - Throws: ``MessageFormatSyntaxError`` with the offset (in Unicode scalars) of the problem.
    init(parsing source: String, dialect: MessageFormatDialect = .icu) throws(MessageFormatSyntaxError) {
        self.source = source
        self.nodes = try MessageFormatParser.parse(source, dialect: dialect)
    }

    /// The argument names in the order arguments given by position bind to them
    /// (`MessageSyntax/positionalOrder(_:)`): numbered arguments by their numbers, as ICU binds them (`{0}` is
    /// named "0"; in "{1} から {0}" the first value is `{0}`), then named ones in order of first
    /// appearance.
    var argumentNames: [String] {
        var names: [String] = []
        var seen: Set<String> = []
        func visit(_ nodes: [MessageFormatNode]) {
            for node in nodes {
                switch node {
                case .text, .number: break
                case let .argument(argument):
                    if seen.insert(argument.name).inserted { names.append(argument.name) }
                case let .choice(choice):
                    if seen.insert(choice.argument).inserted { names.append(choice.argument) }
                    for option in choice.options { visit(option.message) }
                }
            }
        }
        visit(nodes)
        return MessageSyntax.icuMessageFormat.positionalOrder(names)
    }
}

/// How a text of the MessageFormat family is read and shown: ICU's MessageFormat, or the dialect
/// of Flutter's `gen-l10n` (see <doc:FlutterARB>), which reads the same braces with other rules.
struct MessageFormatDialect: Hashable, Sendable {
    /// What an apostrophe does.
    enum Apostrophes: Hashable, Sendable {
        /// ICU's `UMSGPAT_APOS_DOUBLE_OPTIONAL`: `''` is one apostrophe; `'` quotes only before `{`, `}` (or `#` in a plural form).
        case icu
        /// Every apostrophe is itself (gen-l10n without `use-escaping`).
        case literal
        /// Every `'` quotes up to the next `'`; `''` is one apostrophe (gen-l10n with `use-escaping: true`).
        case quoting
    }

    /// What an apostrophe does.
    var apostrophes: Apostrophes
    /// Whether `#` in a plural form is the number (ICU); gen-l10n prints a `#` as written.
    var poundIsNumber: Bool
    /// Whether `=0`, `=1` and `=2` are the `zero`, `one` and `two` forms and plurals select as Dart's
    /// `Intl.pluralLogic` (`PluralSelectionPolicy.intl`), with the last of two equal forms kept
    /// (gen-l10n); ICU keeps `=N` exact and the first of two equal selectors.
    var exactNumbersAreCategories: Bool

    /// ICU's MessageFormat.
    static let icu = MessageFormatDialect(apostrophes: .icu, poundIsNumber: true, exactNumbersAreCategories: false)

    /// Flutter `gen-l10n`'s, with `use-escaping` as its `l10n.yaml` sets it (off by default).
    static func flutter(useEscaping: Bool = false) -> MessageFormatDialect {
        MessageFormatDialect(apostrophes: useEscaping ? .quoting : .literal, poundIsNumber: false, exactNumbersAreCategories: true)
    }

    /// Whether this is Flutter's dialect.
    var isFlutter: Bool { exactNumbersAreCategories }
}

/// A part of a MessageFormat text.
indirect enum MessageFormatNode: Hashable, Sendable {
    /// Literal text, quoting and doubled apostrophes already resolved.
    case text(String)
    /// `{name}` or `{name, number[, style]}`.
    case argument(MessageFormatArgument)
    /// `#` inside a `plural` or `selectordinal` sub-message: the number, less the offset; with the
    /// offset (in Unicode scalars) of the `#`.
    case number(offset: Int)
    /// `{name, plural|selectordinal|select, …}`.
    case choice(MessageFormatChoice)
}

/// A simple argument: `{name}` or `{name, number[, style]}`.
struct MessageFormatArgument: Hashable, Sendable {
    /// The argument's name (`"0"` for `{0}`).
    let name: String
    /// The number style; `nil` for `{name}`, which shows numbers in the default style and text as is.
    let style: MessageFormatNumberStyle?
    /// The offset of the `{`, in Unicode scalars.
    let offset: Int

    /// An argument.
    init(name: String, style: MessageFormatNumberStyle?, offset: Int) {
        self.name = name
        self.style = style
        self.offset = offset
    }
}

/// How `{name, number…}` shows its number.
enum MessageFormatNumberStyle: Hashable, Sendable, CustomStringConvertible {
    /// `{n, number}`: the locale's decimal format (grouping, at most 3 fraction digits).
    case decimal
    /// `{n, number, integer}`: rounded to an integer (half-even).
    case integer
    /// `{n, number, percent}`: times 100, rounded to an integer, with the locale's percent sign.
    case percent
    /// `{n, number, ::skeleton}`: an ICU number skeleton.
    case skeleton(NumberSkeleton)

    /// The style as written after `number`: "", `, integer`, `, percent`, `, ::…`.
    var description: String {
        switch self {
        case .decimal: "number"
        case .integer: "number, integer"
        case .percent: "number, percent"
        case let .skeleton(skeleton): "number, ::\(skeleton.source)"
        }
    }
}

/// The ICU number skeleton stems this package reads: `group-off`, fraction precision (`.00`,
/// `.0#`, `.##`), `precision-integer`, `integer-width/*000`, `sign-always`. Other stems are refused
/// with ``MessageFormatSyntaxError/Kind/unsupported``.
struct NumberSkeleton: Hashable, Sendable {
    /// The stems as written, whitespace between them collapsed to one space.
    let source: String
    /// Whether digits are grouped (`group-off` turns it off).
    var grouping = true
    /// The fewest fraction digits shown (`.00` is 2).
    var minimumFractionDigits = 0
    /// The most fraction digits shown; ICU's default for skeletons is 6.
    var maximumFractionDigits = 6
    /// The fewest integer digits shown, padded with zeros (`integer-width/*000` is 3).
    var minimumIntegerDigits = 1
    /// Whether a plus sign is shown for zero and positive numbers (`sign-always`).
    var signAlways = false

    /// Reads stems separated by whitespace, as ICU splits them (`NumberSkeletonSyntax`).
    /// - Throws: the stem that is not supported, as a reason.
    init(parsing text: Substring) throws(MessageFormatSyntaxError.Unsupported) {
        let stems = NumberSkeletonSyntax.stems(of: text)
        source = stems.joined(separator: " ")
        for stem in stems {
            switch stem {
            case "group-off": grouping = false
            case "sign-always": signAlways = true
            case "precision-integer":
                minimumFractionDigits = 0
                maximumFractionDigits = 0
            default:
                if stem.first == ".", stem.count > 1, stem.count <= 21 {
                    let digits = stem.dropFirst()
                    let zeros = digits.prefix(while: { $0 == "0" }).count
                    let hashes = digits.dropFirst(zeros)
                    guard hashes.allSatisfy({ $0 == "#" }) else { throw .init(stem: String(stem)) }
                    minimumFractionDigits = zeros
                    maximumFractionDigits = digits.count
                } else if stem.hasPrefix("integer-width/*"), stem.count <= 15 + 20 {
                    let zeros = stem.dropFirst("integer-width/*".count)
                    guard !zeros.isEmpty, zeros.allSatisfy({ $0 == "0" }) else { throw .init(stem: String(stem)) }
                    minimumIntegerDigits = zeros.count
                } else {
                    throw .init(stem: String(stem))
                }
            }
        }
    }
}

/// `{name, plural|selectordinal|select, …}`: a choice of sub-messages by the argument's value.
struct MessageFormatChoice: Hashable, Sendable {
    /// Which choice.
    enum Kind: String, Hashable, Sendable, CaseIterable {
        /// By the cardinal plural category (and exact values `=N`).
        case plural
        /// By the ordinal plural category (and exact values `=N`).
        case selectordinal
        /// By keyword.
        case select
    }

    /// The argument's name.
    let argument: String
    /// Which choice.
    let kind: Kind
    /// `offset:N` of a plural (0 when absent): categories and `#` use the value less the offset.
    let pluralOffset: Int
    /// The options in order; the first of equal selectors wins, as in ICU.
    let options: [MessageFormatOption]
    /// The offset of the `{`, in Unicode scalars.
    let offset: Int

    /// A choice.
    init(argument: String, kind: Kind, pluralOffset: Int = 0, options: [MessageFormatOption], offset: Int) {
        self.argument = argument
        self.kind = kind
        self.pluralOffset = pluralOffset
        self.options = options
        self.offset = offset
    }
}

/// One `selector {message}` of a choice.
struct MessageFormatOption: Hashable, Sendable {
    /// What selects the option.
    enum Selector: Hashable, Sendable, CustomStringConvertible {
        /// `=N` (plural and selectordinal only), matched against the value before the offset.
        case exact(PluralDecimal)
        /// A keyword: a plural category (`one`), a select keyword, or `other`.
        case keyword(String)

        /// The selector as written (`=0`, `one`).
        var description: String {
            switch self {
            case let .exact(value): "=" + value.description
            case let .keyword(keyword): keyword
            }
        }
    }

    /// What selects the option.
    let selector: Selector
    /// The sub-message.
    let message: [MessageFormatNode]
    /// The sub-message as written between its braces.
    let source: String
    /// The offset of the selector, in Unicode scalars.
    let offset: Int

    /// An option.
    init(selector: Selector, message: [MessageFormatNode], source: String, offset: Int) {
        self.selector = selector
        self.message = message
        self.source = source
        self.offset = offset
    }
}

/// Why a MessageFormat text cannot be parsed (or is not supported).
struct MessageFormatSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of problem.
    enum Kind: String, Hashable, Sendable {
        /// ICU refuses the text too.
        case syntax
        /// ICU accepts the text, but this package does not read it (`date`, `time`, `choice`,
        /// `spellout`, `ordinal`, `duration` arguments, number patterns, other skeleton stems,
        /// `offset:` with a fraction).
        case unsupported
        /// An argument type ICU does not know either (often a translated keyword such as 'numër');
        /// the argument names around it are still read, as for ``unsupported``.
        case unknownArgumentType
        /// A `plural`, `selectordinal` or `select` without the `other` option ICU requires.
        case missingOther
        /// Past ``MessageFormatPattern/maximumLength`` or ``MessageFormatPattern/maximumNestingDepth``.
        case bound

        /// Whether ICU reads the text (this package does not): its argument names can still be read.
        var readsArgumentNamesLeniently: Bool { self == .unsupported || self == .unknownArgumentType }
    }

    /// A skeleton stem that is not supported.
    struct Unsupported: Error {
        let stem: String
    }

    /// The offset of the problem, in Unicode scalars from the start of the text.
    let offset: Int
    /// What is wrong.
    let reason: String
    /// The kind of problem.
    let kind: Kind

    /// An error at an offset in Unicode scalars.
    init(offset: Int, reason: String, kind: Kind = .syntax) {
        self.offset = offset
        self.reason = reason
        self.kind = kind
    }

    var description: String { "\(reason) at offset \(offset)" }
}
