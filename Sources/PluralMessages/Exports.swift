// The types this module's API and examples speak in, in scope with `import PluralMessages` alone:
// categories, rule types, numbers and `PluralRulesProvider` (PluralCore); preferred languages and
// localizations, the zero policy and message forms (PluralLocalization).
@_exported import PluralCore
@_exported import PluralLocale
@_exported import PluralLocalization
