/// A Unicode MessageFormat 2 message (LDML 48, TR35 part 9), parsed and checked: the spec's data
/// model, ready to format many times with an ``MF2Formatter``.
///
/// ```swift
/// let message = try MF2Message("""
///     .input {$count :number}
///     .match $count
///     one {{{$count} file}}
///     *   {{{$count} files}}
///     """)
/// ```
///
/// Parsing applies the spec's ABNF (whitespace, bidi marks, escapes, quoted literals, markup,
/// attributes) and then its data model checks; either failing throws an ``MF2Error`` whose kind is
/// ``MF2Error/Kind/syntaxError`` or one of the data model errors (``MF2Error/Kind/duplicateDeclaration``...).
/// The work is bounded by ``MF2Limits``.
public struct MF2Message: Sendable, Hashable {
    /// The declarations, in source order.
    public let declarations: [Declaration]
    /// The message's body: one pattern, or selectors and variants.
    public let body: Body
    /// Each declared variable's declaration.
    let declarationIndex: [String: Int]
    /// Each declaration's earlier declarations it refers to, directly or through others, in order.
    let dependencies: [[Int]]
    /// Each selector's distinct literal keys, in the variants' order.
    let selectorKeys: [[String]]
    /// The variables the message reads from its arguments, in order of first appearance: `.input`
    /// declarations' and any other variable no `.local` declares (in expressions, options and
    /// selectors). Values given in order bind to these.
    public let variableNames: [String]

    /// A message's body.
    public enum Body: Sendable, Hashable {
        /// A message without selection.
        case pattern(Pattern)
        /// `.match` with its selector variables and the variants, in source order.
        case select(selectors: [String], variants: [Variant])
    }

    /// `.input {$name …}` or `.local $name = {…}`.
    public enum Declaration: Sendable, Hashable {
        /// `.input`: the expression's operand is the input variable of the same name.
        case input(name: String, expression: Expression)
        /// `.local`: a new variable bound to the expression's value.
        case local(name: String, expression: Expression)

        /// The variable the declaration binds.
        public var name: String {
            switch self {
            case let .input(name, _), let .local(name, _): name
            }
        }

        /// The declaration's expression.
        public var expression: Expression {
            switch self {
            case let .input(_, expression), let .local(_, expression): expression
            }
        }
    }

    /// A sequence of text and placeholders.
    public typealias Pattern = [PatternElement]

    /// A piece of a pattern.
    public enum PatternElement: Sendable, Hashable {
        /// Text, escapes resolved.
        case text(String)
        /// `{…}` with an operand, a function or both.
        case expression(Expression)
        /// `{#name}`, `{/name}` or `{#name/}`.
        case markup(Markup)
    }

    /// A literal or a variable.
    public enum Operand: Sendable, Hashable {
        /// `|text|` or an unquoted literal, escapes resolved.
        case literal(String)
        /// `$name`, bidi marks removed.
        case variable(String)
    }

    /// An option's name and value: `name=value`.
    public struct Option: Sendable, Hashable {
        /// The identifier, with its namespace (`u:id`).
        public let name: String
        /// A literal or a variable.
        public let value: Operand
    }

    /// `:name option=value …`.
    public struct FunctionReference: Sendable, Hashable {
        /// The identifier, with its namespace (`test:function`).
        public let name: String
        /// The options, in source order.
        public let options: [Option]
    }

    /// `@name` or `@name=literal`: shown to tools, never to functions nor in the output.
    public struct Attribute: Sendable, Hashable {
        /// The identifier.
        public let name: String
        /// The literal, if any.
        public let value: String?
    }

    /// An expression: an operand, a function, or both.
    public struct Expression: Sendable, Hashable {
        /// The operand, if any.
        public let operand: Operand?
        /// The function, if any (an expression has at least one of the two).
        public let function: FunctionReference?
        /// The attributes.
        public let attributes: [Attribute]
    }

    /// Markup: an open, standalone or close tag with options.
    public struct Markup: Sendable, Hashable {
        /// `{#…}`, `{#…/}` or `{/…}`.
        public enum Kind: String, Sendable, Hashable {
            /// `{#name}`.
            case open
            /// `{#name/}`.
            case standalone
            /// `{/name}`.
            case close
        }

        /// Open, standalone or close.
        public let kind: Kind
        /// The identifier.
        public let name: String
        /// The options, in source order.
        public let options: [Option]
        /// The attributes.
        public let attributes: [Attribute]
    }

    /// A variant key.
    public enum Key: Sendable, Hashable {
        /// `*`.
        case catchAll
        /// A literal key, escapes resolved (`|*|` is a literal).
        case literal(String)
    }

    /// One variant: a key per selector, and a pattern.
    public struct Variant: Sendable, Hashable {
        /// The keys, one per selector.
        public let keys: [Key]
        /// The pattern formatted when this variant is selected.
        public let pattern: Pattern
    }

    /// Parses and checks a message.
    /// - Throws: ``MF2Error`` of kind ``MF2Error/Kind/syntaxError`` (its ``MF2Error/offset`` where
    ///   reading stopped, in Unicode scalars), a data model error (its offset where the declaration,
    ///   selector, variant or option it names starts), or ``MF2Error/Kind/limitExceeded``.
    public init(_ source: String) throws(MF2Error) {
        var parser = MF2Parser(source)
        let parsed = try parser.parseMessage()
        try MF2Validation.check(declarations: parsed.declarations, body: parsed.body, positions: parser.positions)
        self.init(declarations: parsed.declarations, body: parsed.body)
    }

    init(declarations: [Declaration], body: Body) {
        self.declarations = declarations
        self.body = body
        var index: [String: Int] = [:]
        var dependencies: [[Int]] = []
        for (position, declaration) in declarations.enumerated() {
            var needed = Set<Int>()
            for reference in declaration.references {
                guard let earlier = index[reference] else { continue }
                needed.insert(earlier)
                needed.formUnion(dependencies[earlier])
            }
            dependencies.append(needed.sorted())
            index[declaration.name] = position
        }
        declarationIndex = index
        self.dependencies = dependencies
        var selectorKeys: [[String]] = []
        if case let .select(selectors, variants) = body {
            for column in selectors.indices {
                var seen = Set<String>()
                var keys: [String] = []
                for variant in variants where column < variant.keys.count {
                    if case let .literal(key) = variant.keys[column], seen.insert(key).inserted { keys.append(key) }
                }
                selectorKeys.append(keys)
            }
        }
        self.selectorKeys = selectorKeys
        variableNames = Self.variableNames(declarations: declarations, body: body)
    }
}

/// The bounds on a message's size, each refused with ``MF2Error/Kind/limitExceeded`` and its name,
/// so that a hostile message costs bounded time and memory.
public enum MF2Limits {
    /// The longest source read, in Unicode scalars.
    public static let maximumSourceLength = 262_144
    /// The most variants of a `.match`.
    public static let maximumVariants = 10_000
    /// The most selectors of a `.match`.
    public static let maximumSelectors = 32
    /// The most declarations; variables resolve through each other at most this deep.
    public static let maximumDeclarations = 1_000
    /// The largest value a digit size option (`minimumFractionDigits`, `add`…) takes.
    public static let maximumDigitOption = 100
    /// The most digits on either side of a number operand's point, and the largest exponent of a
    /// number literal (`1e400` is within, `1e401` is not): a `Double` has at most 309 integer digits.
    public static let maximumNumberDigits = 400
}
