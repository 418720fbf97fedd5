import PluralLocalization
import Testing
import TestSupport

@Suite struct AcceptLanguageTests {
    /// A header and the ranges kept, written back canonically (best first); "" when none is kept.
    @Test(arguments: [
        // RFC 9110's example, weights and canonical case.
        ("da, en-gb;q=0.8, en;q=0.7", "da, en-GB;q=0.8, en;q=0.7"),
        ("en;q=0.5, fr", "fr, en;q=0.5"),
        ("EN-us;Q=0.8", "en-US;q=0.8"),
        ("ZH-HANT-hk, SR-latn-rs;q=0.9", "zh-Hant-HK, sr-Latn-RS;q=0.9"),
        ("es-419, en-x-Twain", "es-419, en-x-twain"),
        // Equal weights keep the header's order.
        ("de;q=0.5, fr;q=0.5, it;q=0.5", "de;q=0.5, fr;q=0.5, it;q=0.5"),
        ("it;q=0.5, de;q=0.5, fr", "fr, it;q=0.5, de;q=0.5"),
        ("pl, ru, uk", "pl, ru, uk"),
        // Whitespace around commas and semicolons; empty list elements.
        ("  fr \t;  q=0.3 ,\ten ", "en, fr;q=0.3"),
        ("en; q=0.5", "en;q=0.5"),
        (",,, ,fr,,,", "fr"),
        ("", ""),
        ("   ", ""),
        // Every spelling of a valid weight.
        ("fr;q=1.000", "fr"),
        ("fr;q=1.", "fr"),
        ("fr;q=1", "fr"),
        ("fr;q=0", "fr;q=0"),
        ("fr;q=0.", "fr;q=0"),
        ("fr;q=0.000", "fr;q=0"),
        ("fr;q=0.001", "fr;q=0.001"),
        ("fr;q=0.05", "fr;q=0.05"),
        ("fr;q=0.999", "fr;q=0.999"),
        // The wildcard.
        ("*", "*"),
        ("fr, *;q=0.5", "fr, *;q=0.5"),
        ("*;q=0, fr", "fr, *;q=0"),
        // q=0 ranges are kept (they exclude), after the acceptable ones.
        ("en;q=0, fr;q=0.1", "fr;q=0.1, en;q=0"),
        // `_` (POSIX and Java spelling, common in real headers) is read as `-`.
        ("ru_RU", "ru-RU"),
        ("zh_hant_tw, en_us;q=0.5", "zh-Hant-TW, en-US;q=0.5"),
        ("de-CH_1996", "de-CH-1996"),
    ])
    func parses(header: String, expected: String) {
        #expect(AcceptLanguage(header).description == expected)
    }

    /// Elements that break the grammar are skipped; the well-formed `ok` beside them is kept.
    @Test(arguments: [
        // Weights out of the grammar.
        "fr;q=1.001", "fr;q=0.1234", "fr;q=.5", "fr;q=2", "fr;q=-1", "fr;q=0x1", "fr;q=1e0", "fr;q=",
        "fr;q", "fr;", "fr;q = 0.5", "fr;q =0.5", "fr;q=0.5;q=0.6", "fr;level=1", "fr;q=0.5 x", "fr;q=01",
        "fr;q=+0.5", "fr;q=1.0000", "fr;q=NaN", "fr;q=inf", "fr;;q=0.5", "fr q=0.5",
        // Ranges out of the grammar.
        "en__US", "_en", "en_", "en-_US", "abcdefghi", "en-abcdefghi", "en_abcdefghi", "en-", "-en", "en--US", "1en", "**", "*-US", "en-*", "e n",
        "fré", "ру", "🇫🇷", "fr\u{0}", "fr\r\n", "\u{0}", ";q=0.5", "=", "\"fr\"", "fr/de", "fr.UTF-8",
    ].map(EscapedText.init))
    func skipsMalformedElements(element: EscapedText) {
        let element = element.text
        let header = AcceptLanguage("\(element), ok;q=0.2")
        #expect(header.description == "ok;q=0.2", "\(element.debugDescription)")
    }

    @Test func keepsAlphanumericSubtagsAndEightLetterRanges() {
        #expect(AcceptLanguage("abcdefgh, en-1234, de-ch-1996").description == "abcdefgh, en-1234, de-CH-1996")
    }

    @Test func preferredLanguagesAreTheAcceptableNamedRangesBestFirst() {
        let header = AcceptLanguage("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5, ru;q=0")
        #expect(header.preferredLanguages == ["fr-CH", "fr", "en", "de"])
        #expect(header.ranges.map(\.quality) == [1000, 900, 800, 700, 500, 0])
        #expect(header.ranges.last?.isAcceptable == false)
        #expect(header.ranges[4].isWildcard)
        #expect(header.ranges[1].weight == 0.9)
    }

    @Test func rangesThatNameNoLanguageAreKeptButHaveNoIdentifier() {
        let header = AcceptLanguage("x-pig-latin, i-klingon, abcdefgh, fr")
        #expect(header.ranges.count == 4)
        #expect(header.ranges.map { $0.identifier?.description } == [nil, nil, nil, "fr"])
    }

    // MARK: Bounds

    @Test func keepsAtMostMaximumRanges() {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let tags: [String] = (0..<100).map { index in "l\(letters[index / 26])\(letters[index % 26])" }
        let header = AcceptLanguage(tags.joined(separator: ", "))
        #expect(header.ranges.count == AcceptLanguage.maximumRanges)
        #expect(header.ranges.map(\.tag) == Array(tags.prefix(AcceptLanguage.maximumRanges)))
    }

    @Test func malformedElementsDoNotCountAgainstTheRanges() {
        let junk = Array(repeating: "en--US", count: 40).joined(separator: ",")
        #expect(AcceptLanguage("\(junk), fr").description == "fr")
    }

    @Test func readsOnlyTheFirstBytesAndDropsTheElementTheLimitCuts() {
        let limit = AcceptLanguage.maximumHeaderLength
        // "de-AT" straddles the limit: neither it nor its front "de" may count.
        let straddling = String(repeating: " ", count: limit - 2) + "de-AT, fr"
        #expect(AcceptLanguage(straddling).isEmpty)
        // A range ending exactly at the limit, in a header that ends there, is whole.
        let exact = String(repeating: " ", count: limit - 2) + "de"
        #expect(AcceptLanguage(exact).description == "de")
        // A range ending right before a comma at the limit is whole.
        let beforeComma = String(repeating: " ", count: limit - 3) + "de, fr"
        #expect(AcceptLanguage(beforeComma).description == "de")
        // Beyond the limit nothing is read, however long the header.
        let huge = String(repeating: ",", count: 10 * limit) + "fr"
        #expect(AcceptLanguage(huge).isEmpty)
    }

    @Test(arguments: [
        String(repeating: "a", count: 1 << 20),
        String(repeating: "en;q=0.5,", count: 100_000),
        String(repeating: ";", count: 1 << 20),
        String(repeating: "-", count: 1 << 20),
        String(repeating: "é", count: 1 << 19),
        String(repeating: "*;q=0,", count: 100_000),
    ])
    func hugeHostileHeadersEndInAFewRanges(header: String) {
        let parsed = AcceptLanguage(header)
        #expect(parsed.ranges.count <= AcceptLanguage.maximumRanges)
        #expect(parsed.description.utf8.count <= AcceptLanguage.maximumHeaderLength + 16 * AcceptLanguage.maximumRanges)
    }

    @Test func aListOfLanguagesHasWeightOneEach() {
        let header = AcceptLanguage(preferredLanguages: ["fr-CH", "en"])
        #expect(header.description == "fr-CH, en")
        #expect(AcceptLanguage(preferredLanguages: []).isEmpty)
    }

    @Test func rangeWeightsAreClamped() {
        #expect(AcceptLanguage.Range(tag: "fr", quality: 5000).quality == 1000)
        #expect(AcceptLanguage.Range(tag: "fr", quality: -3).quality == 0)
    }
}

@Suite struct LanguageNegotiatorTests {
    static let available = ["en", "fr", "ru", "pl", "ar", "zh-Hans", "zh-Hant", "pt_BR", "sr", "sr-Latn", "Base"]
    static let negotiator = LanguageNegotiator(available: available, development: "en")

    /// A header (`nil`: none) and the localization chosen; a trailing `!` marks "nothing acceptable".
    @Test(arguments: [
        (nil, "en"),
        ("", "en"),
        ("\u{0}\u{1}, ;;;, q=1, en__US", "en"),                 // nothing well-formed: any language
        ("fr-CH, fr;q=0.9, en;q=0.8", "fr"),
        ("fr-CH", "fr"),                                        // RFC 4647 lookup
        ("FR-ch", "fr"),
        ("de", "en!"),                                          // nothing available: development
        ("de-AT, de;q=0.9", "en!"),
        ("x-klingon, fr", "fr"),
        ("i-default", "en!"),
        // Weights and order.
        ("ru;q=0.3, pl;q=0.7", "pl"),
        ("ru;q=0.5, pl;q=0.5", "ru"),
        ("pl;q=0.5, ru;q=0.5", "pl"),
        ("de;q=1, ar;q=0.001", "ar"),
        // Scripts: Traditional never gets Simplified.
        ("zh-Hant-HK", "zh-Hant"),
        ("zh-HK", "zh-Hant"),
        ("zh-TW, zh-CN;q=0.5", "zh-Hant"),
        ("zh-CN", "zh-Hans"),
        ("zh", "zh-Hans"),
        ("sr-Latn-RS", "sr-Latn"),
        ("sr-RS", "sr"),
        // Another region, and folder names in ICU form.
        ("pt-br", "pt_BR"),
        ("pt-PT", "pt_BR"),
        // `_` as sent by clients that write POSIX or Java locales.
        ("ru_RU", "ru"),
        ("ru_RU, en;q=0.5", "ru"),
        ("pt_BR", "pt_BR"),
        ("zh_TW", "zh-Hant"),
        ("en-GB", "en"),
        // Base is never chosen.
        ("base", "en!"),
        // The wildcard takes a localization no range names: development first, then by name.
        ("de, *;q=0.1", "en"),
        ("de, en;q=0, *", "ar"),
        ("*", "en"),
        ("ru;q=0.5, *", "en"),
        ("en;q=0.5, *", "ar"),
        // q=0 excludes, also from lookup's fallback and from the final fallback.
        ("en;q=0", "ar!"),
        ("fr-CH, fr;q=0", "en!"),
        ("fr;q=0, fr-CH", "en!"),
        ("fr;q=0, fr", "fr"),                                   // the same range twice: the higher weight counts
        ("en;q=0, en-US", "ar!"),                               // en-US names no localization of ours; en stays excluded
        ("zh-Hant;q=0, zh-TW", "en!"),                          // implied scripts count
        ("zh;q=0, zh-Hant-HK", "en!"),
        ("zh-Hans;q=0, zh", "en!"),
        ("*;q=0", "en!"),                                       // everything excluded: development all the same
        ("de, *;q=0", "en!"),
        ("fr-CH, *;q=0", "fr"),                                 // a range still gets its parent
        ("pt-PT, *;q=0", "en!"),                                // but not another region
        ("en;q=0, ar;q=0, fr", "fr"),
    ] as [(String?, String)])
    func negotiates(header: String?, expected: String) {
        let result = Self.negotiator.negotiate(acceptLanguage: header)
        let written = (result.language ?? "(none)") + (result.isAcceptable ? "" : "!")
        #expect(written == expected, "\(header.debugDescription)")
    }

    @Test func everythingExcludedGivesTheDevelopmentLanguage() {
        let negotiator = LanguageNegotiator(available: ["en", "fr"], development: "fr")
        #expect(negotiator.negotiate(acceptLanguage: "en;q=0, fr;q=0") == LanguageNegotiation(language: "fr", isAcceptable: false))
        #expect(negotiator.negotiate(acceptLanguage: "fr;q=0") == LanguageNegotiation(language: "en", isAcceptable: false))
    }

    @Test func anotherRegionServesWithoutAWildcardExclusion() {
        let negotiator = LanguageNegotiator(available: ["en-GB", "fr"], development: "fr")
        #expect(negotiator.negotiate(acceptLanguage: "en-US").language == "en-GB")
        #expect(negotiator.negotiate(acceptLanguage: "en-US, *;q=0") == LanguageNegotiation(language: "fr", isAcceptable: false))
        #expect(negotiator.negotiate(acceptLanguage: "en-US, en-GB;q=0") == LanguageNegotiation(language: "fr", isAcceptable: false))
    }

    @Test func anExactRegionBeatsTheParentWhichBeatsAnotherRegion() {
        let negotiator = LanguageNegotiator(available: ["en-AU", "en", "en-GB"], development: "en")
        #expect(negotiator.negotiate(acceptLanguage: "en-GB").language == "en-GB")
        #expect(negotiator.negotiate(acceptLanguage: "en-NZ").language == "en")
        #expect(LanguageNegotiator(available: ["en-GB", "en-AU"], development: nil).negotiate(acceptLanguage: "en-NZ").language == "en-AU")
    }

    @Test func aListNegotiatesLikeAHeaderOfEqualWeights() {
        #expect(Self.negotiator.negotiate(preferredLanguages: ["de", "fr-CH", "ru"]).language == "fr")
        #expect(Self.negotiator.negotiate(preferredLanguages: []) == LanguageNegotiation(language: "en", isAcceptable: true))
    }

    @Test func noDevelopmentLanguageAndNothingAvailable() {
        let empty = LanguageNegotiator(available: [], development: nil)
        #expect(empty.negotiate(acceptLanguage: "fr") == LanguageNegotiation(language: nil, isAcceptable: false))
        #expect(empty.negotiate(acceptLanguage: nil) == LanguageNegotiation(language: nil, isAcceptable: true))
        let noDevelopment = LanguageNegotiator(available: ["ru", "de"], development: nil)
        #expect(noDevelopment.negotiate(acceptLanguage: "fr") == LanguageNegotiation(language: "de", isAcceptable: false))
    }

    @Test func contentLanguageIsBCP47() {
        #expect(Self.negotiator.negotiate(acceptLanguage: "pt-BR").contentLanguage == "pt-BR")
        #expect(Self.negotiator.negotiate(acceptLanguage: "zh-HK").contentLanguage == "zh-Hant")
    }

    @Test func hostileHeadersStillNegotiate() {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let many = (0..<10_000).map { "q\(letters[$0 % 26]);q=0.\($0 % 10)" }.joined(separator: ",") + ", fr"
        #expect(Self.negotiator.negotiate(acceptLanguage: many) == LanguageNegotiation(language: "en", isAcceptable: false))
        let excludedThenHuge = "en;q=0," + String(repeating: " ", count: 1 << 20) + "fr"
        #expect(Self.negotiator.negotiate(acceptLanguage: excludedThenHuge) == LanguageNegotiation(language: "ar", isAcceptable: false))
    }
}

@Suite struct LanguageNegotiatorCacheTests {
    @Test func rememberedAnswersAreTheAnswers() {
        let negotiator = LanguageNegotiator(available: ["en", "fr", "ru"], development: "en")
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        // More distinct headers than the cache holds, then the first ones again.
        let fillers = (0..<(2 * LanguageNegotiator.cachedHeaderCapacity)).map { "q\(letters[$0 % 26])\(letters[$0 / 26 % 26]), ru;q=0.5" }
        let headers = ["fr-CH", "en;q=0, fr;q=0.1"] + fillers + ["fr-CH", "en;q=0, fr;q=0.1"]
        let answers = headers.map { negotiator.negotiate(acceptLanguage: $0) }
        #expect(answers.first == LanguageNegotiation(language: "fr", isAcceptable: true))
        #expect(answers.dropFirst().first == LanguageNegotiation(language: "fr", isAcceptable: true))
        #expect(answers.dropFirst(2).dropLast(2).allSatisfy { $0 == LanguageNegotiation(language: "ru", isAcceptable: true) })
        #expect(answers.suffix(2) == answers.prefix(2))
        // A header past the cached length is negotiated the same way.
        let long = String(repeating: " ", count: LanguageNegotiator.maximumCachedHeaderLength) + "ru"
        #expect(negotiator.negotiate(acceptLanguage: long).language == "ru")
        #expect(negotiator.negotiate(acceptLanguage: long).language == "ru")
    }
}

@Suite struct AcceptLanguageIdentifierTests {
    /// The ranges' identifiers, made by a shortcut, equal those of the general parser.
    @Test(arguments: [
        "en", "EN", "en-GB", "en-gb", "zh-Hant-HK", "zh-hant", "zh-TW", "sr-Latn-RS", "es-419", "de-CH-1996", "en-x-twain",
        "en-u-ca-buddhist", "no", "no-NO", "nb", "yue-HK", "english", "German", "c", "posix", "base", "abcd", "abcdefgh",
        "x-klingon", "i-default", "en-a-bc-DE", "en-Latn-US-valencia", "en-US-Latn", "en-1234", "en-12", "ru-RU-x-pr",
    ])
    func matchTheGeneralParser(tag: String) {
        let range = AcceptLanguage.Range(tag: tag)
        #expect(range.identifier == LanguageIdentifier(tag), "\(tag)")
    }
}
