import PluralLocalization

extension LanguageIdentifier {
    /// A table's language as a BCP 47 tag, for a `Content-Language` header or a `lang` attribute
    /// (`pt_BR` is `pt-BR`, `sr_RS@latin` is `sr-Latn-RS`), read by the package's one tag parser; a
    /// name it does not read stays as it is.
    static func tag(of language: String) -> String {
        LanguageIdentifier(language)?.description ?? language
    }
}
