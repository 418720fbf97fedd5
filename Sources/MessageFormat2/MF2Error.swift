/// An error of a MessageFormat 2 message: its kind, named as in the spec and the conformance suite's
/// schema, and a sentence saying what was found.
public struct MF2Error: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kinds of error; the raw value is the name the conformance suite's schema uses.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The source is not well-formed.
        case syntaxError = "syntax-error"
        /// A variant has more or fewer keys than there are selectors.
        case variantKeyMismatch = "variant-key-mismatch"
        /// No variant has only `*` keys.
        case missingFallbackVariant = "missing-fallback-variant"
        /// A selector does not reach a declaration with a function.
        case missingSelectorAnnotation = "missing-selector-annotation"
        /// A variable is declared twice, or after its use.
        case duplicateDeclaration = "duplicate-declaration"
        /// An expression or markup names an option twice.
        case duplicateOptionName = "duplicate-option-name"
        /// Two variants have the same keys.
        case duplicateVariant = "duplicate-variant"
        /// No value for a variable.
        case unresolvedVariable = "unresolved-variable"
        /// No function of that name.
        case unknownFunction = "unknown-function"
        /// A selector's value does not support selection.
        case badSelector = "bad-selector"
        /// A function cannot take its operand.
        case badOperand = "bad-operand"
        /// A function's option is missing, unknown in value, or at odds with another.
        case badOption = "bad-option"
        /// A key a selector cannot compare with.
        case badVariantKey = "bad-variant-key"
        /// A function cannot do what is asked (a selector formatted, a value beyond its range).
        case unsupportedOperation = "unsupported-operation"
        /// The message passes one of ``MF2Limits``.
        case limitExceeded = "limit-exceeded"

        /// Whether the error makes the message invalid (syntax and data model errors, limits): such a
        /// message is never formatted.
        public var isStatic: Bool {
            switch self {
            case .syntaxError, .variantKeyMismatch, .missingFallbackVariant, .missingSelectorAnnotation,
                 .duplicateDeclaration, .duplicateOptionName, .duplicateVariant, .limitExceeded: true
            default: false
            }
        }
    }

    /// What kind of error.
    public let kind: Kind
    /// What was found, for a person.
    public let message: String
    /// Where in the source the error is, counted in Unicode scalars from 0: where reading stopped
    /// (a syntax error) or where the declaration, selector, variant or option it names starts (a
    /// data model error); `nil` for errors of formatting and for limits.
    public let offset: Int?

    /// An error of `kind`, at `offset` in the source when it names a place there.
    public init(_ kind: Kind, _ message: String, offset: Int? = nil) {
        self.kind = kind
        self.message = message
        self.offset = offset
    }

    /// "bad-operand: …", and "(at character 12)" when the error has an offset.
    public var description: String {
        "\(kind.rawValue): \(message)" + (offset.map { " (at character \($0))" } ?? "")
    }
}
