/// Why a plural category could not be selected.
public enum PluralError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is not a decimal number; the reason names the offending position.
    case invalidNumber(String, PluralNumberError)
    /// Strict mode: the engine has no plural rules for the locale's language (it would fall back to
    /// root, where every number is `other`).
    case noPluralData(locale: String, type: PluralRuleType)
    /// The number is valid but beyond what the engine can evaluate.
    case unsupportedNumber(String, reason: String)
    /// A locale identifier holding a character no engine reads the same way: NUL (which cuts the
    /// identifier short on its way to ICU) or another control character. See ``LocaleIdentifier/validate(_:)``.
    case invalidLocaleIdentifier(String, reason: String)

    public var description: String {
        switch self {
        case let .invalidNumber(text, reason):
            "invalid number '\(text.count > 40 ? text.prefix(40) + "…" : text)': \(reason)"
        case let .noPluralData(locale, type):
            "no \(type) plural rules for locale '\(locale)'"
        case let .unsupportedNumber(text, reason):
            "unsupported number '\(text.count > 40 ? text.prefix(40) + "…" : text)': \(reason)"
        case let .invalidLocaleIdentifier(identifier, reason):
            "invalid locale identifier '\(LocaleIdentifier.escaped(identifier.count > 40 ? identifier.prefix(40) + "…" : identifier))': \(reason)"
        }
    }
}
