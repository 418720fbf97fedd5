/// What a variable chooses its form by. Readers map their files' spellings to it
/// (`NSStringPluralRuleType`, MessageFormat `selectordinal`...) and writers map it back; the rest
/// of the package sees only this.
public enum SelectorKind: Hashable, Sendable, CustomStringConvertible {
    /// Cardinal plural categories and exact values: a `.stringsdict` `NSStringPluralRuleType`
    /// variable, an `.xcstrings` substitution, a MessageFormat `plural`.
    case plural
    /// Ordinal categories and exact values: a MessageFormat `selectordinal`.
    case ordinal
    /// Grammatical gender (``GrammaticalGender``): a `.stringsdict` `NSStringGenderRuleType` variable.
    case gender
    /// A keyword, `other` for the rest: a MessageFormat `select`.
    case select
    /// A kind this package does not render, as the file spells it (an unknown rule type, an
    /// `.xcstrings` substitution without plural variations).
    case unsupported(String)

    /// `plural`, `ordinal`, `gender`, `select`, or the unsupported spelling.
    public var description: String {
        switch self {
        case .plural: "plural"
        case .ordinal: "ordinal"
        case .gender: "gender"
        case .select: "select"
        case let .unsupported(spelling): spelling
        }
    }
}
