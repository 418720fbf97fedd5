import Foundation
import PluralCore
import PluralLocale

/// The locale whose plural rules apply, by the usual fallbacks: the explicit locale when there is
/// one, else the language the app runs in (the first of its preferred localizations), else `en`.
/// Empty and blank identifiers count as missing.
///
/// The app's localizations are those of `PreferredLocalizations.appBundle`, `Bundle.main` by default:
/// **a SwiftPM executable keeps its `.lproj` folders in `Bundle.module`** and must say so once at
/// start-up (`PreferredLocalizations.appBundle = .module`), or every fallback answers for English.
/// `PreferredLocalizations` is the locale layer's (PluralLocale, re-exported by `import ICUPlural`).
///
/// ```swift
/// pluralRulesLocale(explicit: nil, preferredLocalizations: ["ru", "en"])   // "ru"
/// pluralRulesLocale(explicit: nil, preferredLocalizations: [])             // "en"
/// ```
public func pluralRulesLocale(explicit identifier: String?, preferredLocalizations: [String]? = nil) -> String {
    func usable(_ identifier: String?) -> String? {
        guard let identifier, !identifier.allSatisfy(\.isWhitespace) else { return nil }
        return identifier
    }
    if let explicit = usable(identifier) { return explicit }
    return (preferredLocalizations ?? PreferredLocalizations.app).lazy.compactMap(usable).first ?? "en"
}

/// The plural form name of a number ("zero", "one", "two", "few", "many" or "other"): the Swift
/// counterpart of the classic Objective-C helper `getPluralForm(value, locale)` built on `uplrules_select`.
///
/// - `value`: any integer (exact: `21 as UInt`, `UInt64.max`), a `Double` (1.0 selects like 1: a
///   `Double` has no visible fraction digits), a Foundation `Decimal` (its digits:
///   `Decimal(string: "1.50")` is 1.5), a `PluralDecimal` or decimal text ("1.50" keeps its digits).
/// - `locale`: a `Locale`, an identifier (BCP-47 or ICU), or `nil` (or blank) for the language the app
///   runs in: the first preferred localization, see ``pluralRulesLocale(explicit:preferredLocalizations:)``;
///   else English.
/// - `preferredLocalizations`: the app's localizations in order of preference; `nil` (the default)
///   means `PreferredLocalizations.app`.
///
/// If anything fails (ICU cannot open the rules, text that is not a number), "other". Unlike the classic
/// helper, the rules are opened once and cached. Russian 0 is "many": CLDR has no `zero` category for
/// Russian, whatever a message would like to say for zero. This is the helper of the classic article;
/// the API is the rules types (`ICUPluralRules.shared(for:)`, `CLDRPluralRules.shared(for:)`) and
/// `category(for:)`, which also say why they fail.
///
/// ```swift
/// getPluralForm(3, Locale(identifier: "ru_RU"), preferredLocalizations: [])   // "few"
/// getPluralForm(21 as UInt, "ru")                                             // "one"
/// getPluralForm(1, nil, preferredLocalizations: ["en"])                       // "one"
/// ```
public func getPluralForm(
    _ value: some MessageArgumentConvertible, _ locale: (any LanguageConvertible)?, preferredLocalizations: [String]? = nil
) -> String {
    guard let rules = try? ICUPluralRules.shared(for: pluralRulesLocale(explicit: locale?.languageIdentifier, preferredLocalizations: preferredLocalizations)) else {
        return PluralCategory.other.rawValue
    }
    let category: PluralCategory?
    switch value.messageArgument {
    case let .integer(integer): category = rules.category(for: integer)
    case let .floatingPoint(double): category = rules.category(for: double)
    case let .decimal(decimal): category = try? rules.category(for: decimal)
    case let .string(text): category = try? rules.category(forText: text)
    }
    return (category ?? .other).rawValue
}
