import Foundation
import PluralCore
import PluralLocalization

/// The locale whose plural rules apply, by the usual fallbacks: the explicit locale when there is
/// one, else the language the app runs in (the first of its preferred localizations), else `en`.
/// Empty and blank identifiers count as missing.
///
/// The app's localizations are those of `PreferredLocalizations.appBundle`, `Bundle.main` by default:
/// **a SwiftPM executable keeps its `.lproj` folders in `Bundle.module`** and must say so once at
/// start-up (`PreferredLocalizations.appBundle = .module`), or every fallback answers for English.
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

/// The rules the app-level helpers use: ``pluralRulesLocale(explicit:preferredLocalizations:)``, then
/// cached ICU rules; `nil` only if ICU fails to open them.
private func appRules(_ identifier: String?, _ preferredLocalizations: [String]?) -> ICUPluralRules? {
    try? ICUPluralRules.shared(for: pluralRulesLocale(explicit: identifier, preferredLocalizations: preferredLocalizations))
}

// MARK: pluralCategory: the typed helpers

/// The plural category of a decimal as written, keeping its visible fraction digits ("1.0" is English
/// `other`), for a locale identifier. The other `pluralCategory` and `getPluralForm` functions forward here.
///
/// The rules come from ``pluralRulesLocale(explicit:preferredLocalizations:)``: the explicit locale, else
/// the app's first preferred localization, else English. If ICU fails, the answer is `other`, the one
/// category every language has. Wraps `uplrules_selectFormatted` (through cached ``ICUPluralRules``).
/// Code that knows its locale should use the rules themselves: `ICUPluralRules.shared(for:)` (or
/// `CLDRPluralRules`) and `category(for:)`.
///
/// - Parameters:
///   - number: the number as shown; negative values select like their magnitude.
///   - localeIdentifier: BCP-47 or ICU identifier; `nil` or blank to use the app's language.
///   - preferredLocalizations: the app's localizations in order of preference (the first one is the
///     language the app runs in). `nil` (the default) means `PreferredLocalizations.app`: the `*.lproj`
///     folders of `PreferredLocalizations.appBundle` matched against the user's languages from the environment.
public func pluralCategory(for number: PluralDecimal, localeIdentifier: String?, preferredLocalizations: [String]? = nil) -> PluralCategory {
    appRules(localeIdentifier, preferredLocalizations).flatMap { try? $0.category(for: number) } ?? .other
}

/// The plural category of an integer of any width (exact), for a locale identifier; see
/// ``pluralCategory(for:localeIdentifier:preferredLocalizations:)-(PluralDecimal,_,_)``.
public func pluralCategory(for value: some BinaryInteger, localeIdentifier: String?, preferredLocalizations: [String]? = nil) -> PluralCategory {
    appRules(localeIdentifier, preferredLocalizations)?.category(for: value) ?? .other
}

/// The plural category of a `Double`, for a locale identifier. A `Double` has no visible fraction
/// digits: 1.0 selects like 1 (English `one`, although "1.0 files" takes `other`); NaN and the
/// infinities are `other`. See ``pluralCategory(for:localeIdentifier:preferredLocalizations:)-(PluralDecimal,_,_)``.
public func pluralCategory(for value: Double, localeIdentifier: String?, preferredLocalizations: [String]? = nil) -> PluralCategory {
    appRules(localeIdentifier, preferredLocalizations)?.category(for: value) ?? .other
}

/// The plural category of a Foundation `Decimal` (its digits: `Decimal(string: "1.50")` is 1.5), for a
/// locale identifier; see ``pluralCategory(for:localeIdentifier:preferredLocalizations:)-(PluralDecimal,_,_)``.
public func pluralCategory(for value: Decimal, localeIdentifier: String?, preferredLocalizations: [String]? = nil) -> PluralCategory {
    PluralDecimal(value).map { pluralCategory(for: $0, localeIdentifier: localeIdentifier, preferredLocalizations: preferredLocalizations) } ?? .other
}

/// The plural category of a decimal as written, for a Foundation `Locale` (`nil` for the app's language).
public func pluralCategory(for number: PluralDecimal, locale: Locale?, preferredLocalizations: [String]? = nil) -> PluralCategory {
    pluralCategory(for: number, localeIdentifier: locale?.pluralRulesIdentifier, preferredLocalizations: preferredLocalizations)
}

/// The plural category of an integer of any width, for a Foundation `Locale` (`nil` for the app's language).
public func pluralCategory(for value: some BinaryInteger, locale: Locale?, preferredLocalizations: [String]? = nil) -> PluralCategory {
    pluralCategory(for: value, localeIdentifier: locale?.pluralRulesIdentifier, preferredLocalizations: preferredLocalizations)
}

/// The plural category of a `Double`, for a Foundation `Locale` (`nil` for the app's language).
public func pluralCategory(for value: Double, locale: Locale?, preferredLocalizations: [String]? = nil) -> PluralCategory {
    pluralCategory(for: value, localeIdentifier: locale?.pluralRulesIdentifier, preferredLocalizations: preferredLocalizations)
}

/// The plural category of a Foundation `Decimal`, for a Foundation `Locale` (`nil` for the app's language).
public func pluralCategory(for value: Decimal, locale: Locale?, preferredLocalizations: [String]? = nil) -> PluralCategory {
    pluralCategory(for: value, localeIdentifier: locale?.pluralRulesIdentifier, preferredLocalizations: preferredLocalizations)
}

// MARK: getPluralForm: the classic helper

/// The plural form name of `value` ("zero", "one", "two", "few", "many" or "other"): the Swift
/// counterpart of the classic Objective-C helper `getPluralForm(value, locale)` built on `uplrules_select`.
///
/// Explicit locale first; else the language the app runs in (the first preferred localization, see
/// ``pluralRulesLocale(explicit:preferredLocalizations:)``); else English; if anything fails, "other".
/// Unlike the classic helper, the rules are opened once and cached rather than opened and closed on
/// every call. Russian 0 is "many": CLDR has no `zero` category for Russian, whatever a message would
/// like to say for zero. Integers of any width are exact (`21 as UInt`, `UInt64.max`).
///
/// This is the helper of the classic article; the API is the rules types (`ICUPluralRules.shared(for:)`,
/// `CLDRPluralRules.shared(for:)`), and every `getPluralForm` is a thin forward to ``pluralCategory(for:localeIdentifier:preferredLocalizations:)-(PluralDecimal,_,_)``.
///
/// ```swift
/// getPluralForm(3, Locale(identifier: "ru_RU"), preferredLocalizations: [])   // "few"
/// getPluralForm(1, nil, preferredLocalizations: ["en"])                       // "one"
/// ```
public func getPluralForm(_ value: some BinaryInteger, _ locale: Locale?, preferredLocalizations: [String]? = nil) -> String {
    pluralCategory(for: value, locale: locale, preferredLocalizations: preferredLocalizations).rawValue
}

/// The plural form name of a `Double` (1.0 selects like 1: a `Double` has no visible fraction digits);
/// see ``getPluralForm(_:_:preferredLocalizations:)-(BinaryInteger,Locale?,_)``.
public func getPluralForm(_ value: Double, _ locale: Locale?, preferredLocalizations: [String]? = nil) -> String {
    pluralCategory(for: value, locale: locale, preferredLocalizations: preferredLocalizations).rawValue
}

/// The plural form name of a Foundation `Decimal` (its digits: `Decimal(string: "1.50")` is 1.5); see
/// ``getPluralForm(_:_:preferredLocalizations:)-(BinaryInteger,Locale?,_)``.
public func getPluralForm(_ value: Decimal, _ locale: Locale?, preferredLocalizations: [String]? = nil) -> String {
    pluralCategory(for: value, locale: locale, preferredLocalizations: preferredLocalizations).rawValue
}

/// The plural form name of an integer of any width for a locale identifier (BCP-47 or ICU; `nil` or
/// blank for the app's language).
public func getPluralForm(_ value: some BinaryInteger, localeIdentifier: String?, preferredLocalizations: [String]? = nil) -> String {
    pluralCategory(for: value, localeIdentifier: localeIdentifier, preferredLocalizations: preferredLocalizations).rawValue
}

/// The plural form name of a `Double` for a locale identifier (BCP-47 or ICU; `nil` or blank for the
/// app's language).
public func getPluralForm(_ value: Double, localeIdentifier: String?, preferredLocalizations: [String]? = nil) -> String {
    pluralCategory(for: value, localeIdentifier: localeIdentifier, preferredLocalizations: preferredLocalizations).rawValue
}

/// The plural form name of a Foundation `Decimal` for a locale identifier (BCP-47 or ICU; `nil` or
/// blank for the app's language).
public func getPluralForm(_ value: Decimal, localeIdentifier: String?, preferredLocalizations: [String]? = nil) -> String {
    pluralCategory(for: value, localeIdentifier: localeIdentifier, preferredLocalizations: preferredLocalizations).rawValue
}

/// The plural form name of an integer of any width for a locale identifier given as the second
/// argument, as a `Locale` is: `getPluralForm(count, "ru")`. The same as
/// ``getPluralForm(_:localeIdentifier:preferredLocalizations:)-(BinaryInteger,_,_)``.
public func getPluralForm(_ value: some BinaryInteger, _ localeIdentifier: String, preferredLocalizations: [String]? = nil) -> String {
    getPluralForm(value, localeIdentifier: localeIdentifier, preferredLocalizations: preferredLocalizations)
}

/// The plural form name of a `Double` for a locale identifier given as the second argument:
/// `getPluralForm(distance, "ru")`. The same as
/// ``getPluralForm(_:localeIdentifier:preferredLocalizations:)-(Double,_,_)``.
public func getPluralForm(_ value: Double, _ localeIdentifier: String, preferredLocalizations: [String]? = nil) -> String {
    getPluralForm(value, localeIdentifier: localeIdentifier, preferredLocalizations: preferredLocalizations)
}

/// The plural form name of a Foundation `Decimal` for a locale identifier given as the second
/// argument. The same as ``getPluralForm(_:localeIdentifier:preferredLocalizations:)-(Decimal,_,_)``.
public func getPluralForm(_ value: Decimal, _ localeIdentifier: String, preferredLocalizations: [String]? = nil) -> String {
    getPluralForm(value, localeIdentifier: localeIdentifier, preferredLocalizations: preferredLocalizations)
}
