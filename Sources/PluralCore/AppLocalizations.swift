/// The app's preferred localizations, for helpers below PluralLocalization that fall back to "the
/// language the app runs in" (ICUPlural's `getPluralForm` without a locale).
///
/// PluralLocalization's `PreferredLocalizations` decides them (the app bundle's `.lproj` folders against
/// the user's languages) and sits above the engines, so an engine cannot import it. It is found when the
/// program links it, as FoundationEssentials finds FoundationInternationalization: by name, once per
/// call. A program without it (an engine alone) has no app localizations, and the helpers answer for
/// English.
package enum AppLocalizations {
    /// `PreferredLocalizations.app` when PluralLocalization is linked in, else empty.
    package static var preferred: [String] { source?.app ?? [] }

    /// The type that answers, found by its mangled name (`PluralLocalization.PreferredLocalizations`, an enum).
    package static var source: (any AppLocalizationsSource.Type)? {
        _typeByName("18PluralLocalization22PreferredLocalizationsO") as? any AppLocalizationsSource.Type
    }
}

/// What ``AppLocalizations`` asks of the type that decides the app's localizations.
package protocol AppLocalizationsSource {
    /// The app's preferred localizations, best first.
    static var app: [String] { get }
}
