import PluralLocalization
import Testing

/// One rule for a language's direction (PluralLocale's `LanguageIdentifier.isRightToLeft`), read by
/// MessageFormat 2 and the preview page, which decided it apart before.
struct TextDirectionTests {
    @Test(arguments: [
        // Foundation's characterDirection said left to right for these, all written in Arabic script
        // (the preview page used it).
        ("az-Arab", true), ("ha_Arab", true), ("azb", true), ("pnb", true),
        // MessageFormat 2's own split took the numbering system 'latn' for a script: left to right.
        ("ar-u-nu-latn", true), ("fa_IR@numbers=latn", true),
        ("rhg", true), ("mid", true), ("he-IL", true), ("ar", true),
        ("sr-Latn", false), ("az", false), ("ru", false), ("en-GB", false), ("pa-Guru", false),
    ])
    func direction(of identifier: String, isRightToLeft: Bool) throws {
        #expect(try #require(LanguageIdentifier(identifier)).isRightToLeft == isRightToLeft)
    }
}
