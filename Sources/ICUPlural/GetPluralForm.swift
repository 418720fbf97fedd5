import Foundation
import PluralCore
import PluralLocalization

/// The locale whose plural rules apply, by the usual fallbacks: the explicit locale when there is
/// one, else the language the app runs in (the first of its preferred localizations), else `en`.
/// Empty and blank identifiers count as missing.
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
    return (preferredLocalizations ?? mainBundleLocalizations).lazy.compactMap(usable).first ?? "en"
}

/// The main bundle's preferred localizations, worked out once per process as Foundation does.
private let mainBundleLocalizations = PreferredLocalizations.of()

/// The plural category of `value`: the typed counterpart of `getPluralForm`.
///
/// The rules come from ``pluralRulesLocale(explicit:preferredLocalizations:)``: the explicit locale, else
/// the app's first preferred localization, else English. If ICU fails, the answer is `other`, the one
/// category every language has. Wraps `uplrules_select` (through cached ``ICUPluralRules``).
///
/// A `Double` has no visible fraction digits: 1.0 selects like 1 (English `one`, although "1.0 files"
/// takes `other`). Use the `PluralDecimal` overload, or ``PluralNumberFormatter``, when the number
/// is shown with fraction digits.
///
/// - Parameters:
///   - value: the number; negative values select like their magnitude, NaN and infinities are `other`.
///   - localeIdentifier: BCP-47 or ICU identifier; `nil` or blank to use the app's language.
///   - preferredLocalizations: the app's localizations in order of preference (the first one is the
///     language the app runs in). `nil` (the default) means the main bundle's `*.lproj` localizations matched
///     against the user's languages from the environment (`of(_:environment:)`).
public func pluralCategory(for value: Double, localeIdentifier: String?, preferredLocalizations: [String]? = nil) -> PluralCategory {
    let locale = pluralRulesLocale(explicit: localeIdentifier, preferredLocalizations: preferredLocalizations)
    guard let rules = try? ICUPluralRules.shared(for: locale) else { return .other }
    return rules.category(for: value)
}

/// The plural category of a decimal as written, keeping its visible fraction digits ("1.0" is English
/// `other`). Same fallbacks as ``pluralRulesLocale(explicit:preferredLocalizations:)``, then `other` on failure.
/// Wraps `uplrules_selectFormatted`.
public func pluralCategory(for number: PluralDecimal, localeIdentifier: String?, preferredLocalizations: [String]? = nil) -> PluralCategory {
    let locale = pluralRulesLocale(explicit: localeIdentifier, preferredLocalizations: preferredLocalizations)
    guard let rules = try? ICUPluralRules.shared(for: locale), let category = try? rules.category(for: number) else {
        return .other
    }
    return category
}

/// The plural category of `value` for a Foundation `Locale` (its ICU identifier), or the app's
/// language when `locale` is `nil`.
public func pluralCategory(for value: Double, locale: Locale?, preferredLocalizations: [String]? = nil) -> PluralCategory {
    pluralCategory(for: value, localeIdentifier: locale?.identifier(.icu), preferredLocalizations: preferredLocalizations)
}

/// The plural form name of `value` ("zero", "one", "two", "few", "many" or "other"): the Swift
/// counterpart of the classic Objective-C helper `getPluralForm(value, locale)` built on `uplrules_select`.
///
/// Explicit locale first; else the language the app runs in (the first preferred localization);
/// else English; if anything fails, "other". Unlike the classic helper, the rules are opened once
/// and cached rather than opened and closed on every call. Russian 0 is "many": CLDR has no `zero`
/// category for Russian, whatever a message would like to say for zero.
///
/// ```swift
/// getPluralForm(3, Locale(identifier: "ru_RU"), preferredLocalizations: [])   // "few"
/// getPluralForm(1, nil, preferredLocalizations: ["en"])                       // "one"
/// ```
public func getPluralForm(_ value: Double, _ locale: Locale?, preferredLocalizations: [String]? = nil) -> String {
    pluralCategory(for: value, locale: locale, preferredLocalizations: preferredLocalizations).rawValue
}

/// The plural form name of `value` for a locale identifier (BCP-47 or ICU; `nil` or blank for the
/// app's language), with the fallbacks of ``getPluralForm(_:_:preferredLocalizations:)``.
public func getPluralForm(_ value: Double, localeIdentifier: String?, preferredLocalizations: [String]? = nil) -> String {
    pluralCategory(for: value, localeIdentifier: localeIdentifier, preferredLocalizations: preferredLocalizations).rawValue
}
