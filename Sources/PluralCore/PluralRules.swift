#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
    /// The category of an integer of any width (`UInt`, `Int64`, `UInt64`, `Int128`, ...): exact,
    /// including values beyond `Int`'s range, which select on their decimal digits. Negative values
    /// select like their magnitude.
    ///
    /// Should the engine fail on the digits (ICU only, on an error of its own), the answer is `other`,
    /// the category every language has.
    @inlinable
    public func category<Integer: BinaryInteger>(for value: Integer) -> PluralCategory {
        if let small = Int(exactly: value) { return category(for: small) }
        return (try? category(for: PluralDecimal(value))) ?? .other
    }

    /// The category of a Foundation `Decimal`, from its digits; NaN selects `other`.
    ///
    /// A `Decimal` does not keep trailing zeros: `Decimal(string: "1.50")` is 1.5 (see
    /// ``PluralDecimal/init(_:)-(Decimal)``). Use ``category(forText:)`` for a number shown as "1.50".
    /// - Throws: what ``category(for:)-(PluralDecimal)`` throws (ICU: numbers beyond its precision).
    public func category(for value: Decimal) throws -> PluralCategory {
        guard let number = PluralDecimal(value) else { return .other }
        return try category(for: number)
    }

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

extension PluralRulesProvider {
    /// The rules for a Foundation `Locale` (its identifier, see `Locale/pluralRulesIdentifier`).
    public func rules(for locale: Locale, type: PluralRuleType = .cardinal, strict: Bool = false) throws -> any PluralRules {
        try rules(for: locale.pluralRulesIdentifier, type: type, strict: strict)
    }
}

extension Locale {
    /// The identifier every API of this package reads a `Locale` as: `identifier`, as Foundation
    /// spells it (`ru_RU`, `en_US@calendar=buddhist`, `sr_Latn`, `zh-Hant-HK`). Both engines accept
    /// ICU and BCP-47 forms and ignore keywords and extensions, so no conversion is needed.
    ///
    /// `Locale(identifier:)` needs Foundation's internationalization layer (`import Foundation`): in a
    /// program that links only `FoundationEssentials`, every `Locale` reads as `en_001`. On Linux,
    /// `Locale.current` is `en_001` whatever the environment says; see `PreferredLanguages`
    /// (PluralLocalization) for the user's languages.
    public var pluralRulesIdentifier: String { identifier }
}

/// A value that names a language or locale: an identifier (`String`, `Substring`) or a Foundation
/// `Locale` (read as `Locale.pluralRulesIdentifier`). The helpers and the user's
/// languages take any of them, so no door needs a twin per spelling.
public protocol LanguageConvertible {
    /// The identifier (BCP 47 or ICU).
    var languageIdentifier: String { get }
}

extension String: LanguageConvertible {
    /// The string itself.
    public var languageIdentifier: String { self }
}

extension Substring: LanguageConvertible {
    /// The text as a string.
    public var languageIdentifier: String { String(self) }
}

extension Locale: LanguageConvertible {
    /// `Locale.pluralRulesIdentifier`.
    public var languageIdentifier: String { pluralRulesIdentifier }
}
