/// Plural rules of one locale and type, whatever engine evaluates them (ICU or pure Swift).
///
/// Implementations are immutable and safe to share between threads.
public protocol PluralRules: Sendable {
    /// Cardinal or ordinal.
    var type: PluralRuleType { get }
    /// The categories the rules can select, in canonical order.
    var categories: [PluralCategory] { get }
    /// Whether the engine has rules for the locale's language (or a parent); `false` means root's rules.
    var hasPluralData: Bool { get }
    /// The rules with their samples, one per category.
    var rules: [PluralRuleText] { get }
    /// The category of an integer (exact).
    func category(for value: Int) -> PluralCategory
    /// The category of a floating-point value, which cannot carry trailing zeros.
    func category(for value: Double) -> PluralCategory
    /// The category of a decimal as written, keeping its visible fraction digits.
    func category(for number: PluralDecimal) throws -> PluralCategory
}

extension PluralRules {
    /// The category of a number written as text ("1", "1.50", "-3", "1.1c6").
    /// - Throws: ``PluralError/invalidNumber(_:_:)`` when the text is not a decimal number.
    public func category(forText text: some StringProtocol) throws -> PluralCategory {
        let number: PluralDecimal
        do {
            number = try PluralDecimal(parsing: text)
        } catch {
            throw PluralError.invalidNumber(String(text), error)
        }
        return try category(for: number)
    }
}

/// Gives plural rules for a locale identifier (BCP-47 or ICU form). Implementations cache.
public protocol PluralRulesProvider: Sendable {
    /// The rules for `locale` and `type`; with `strict`, a locale without data throws
    /// ``PluralError/noPluralData(locale:type:)``.
    func rules(for locale: String, type: PluralRuleType, strict: Bool) throws -> any PluralRules
}
