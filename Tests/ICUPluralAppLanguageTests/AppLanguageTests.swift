import Foundation
import ICUPlural
import Testing

/// `getPluralForm(x, nil)` with only the ICU product imported: the app's language comes from the locale
/// layer (PluralLocale, below the engine), not from a type looked up by name in a module above it.
struct AppLanguageTests {
    /// The bundle's `.lproj` folders (ru, pl) against the user's languages decide the language.
    @Test(arguments: [
        (["ru"], "few", "ru"), (["pl_PL", "en"], "few", "pl"), (["de", "ru"], "few", "ru"),
    ])
    func nilLocaleAnswersTheConfiguredBundlesLanguage(preferred: [String], category: String, language: String) {
        PreferredLocalizations.withApp(.module, preferredLanguages: PreferredLanguages(preferred)) {
            #expect(PreferredLocalizations.app.first == language)
            #expect(getPluralForm(3, nil) == category)
            #expect(pluralRulesLocale(explicit: nil) == language)
        }
    }

    /// Russian and Polish part where English cannot tell: 5 is `many` in both, 22 `few`, 21 `one` only in Russian.
    @Test func theLanguageDecidesTheCategory() {
        PreferredLocalizations.withApp(.module, preferredLanguages: ["ru"]) {
            #expect(getPluralForm(21, nil) == "one")
            #expect(getPluralForm(5, nil) == "many")
        }
        PreferredLocalizations.withApp(.module, preferredLanguages: ["pl"]) {
            #expect(getPluralForm(21, nil) == "many")
        }
    }

    /// A language the bundle does not serve, and no development region: English.
    @Test func anUnservedLanguageFallsBackToEnglish() {
        PreferredLocalizations.withApp(.module, preferredLanguages: ["ja"]) {
            #expect(PreferredLocalizations.app.isEmpty)
            #expect(getPluralForm(3, nil) == "other")
            #expect(getPluralForm(1, nil) == "one")
        }
    }
}
