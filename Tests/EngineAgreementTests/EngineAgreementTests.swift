@testable import CLDRPlural
import Foundation
import ICUPlural
@testable import PluralCore
import Testing
import TestSupport

/// Every locale and type of ICU 72's `plurals` resource bundle.
let icuLocales: [(PluralRuleType, String)] = PluralRuleType.allCases.flatMap { type in
    ((try? ICUPluralData.locales(for: type)) ?? []).map { (type, $0) }
}

/// Numbers generated per locale and type (323 pairs in ICU 72: over 300,000 numbers per run).
let generatedPerLocale = 1_000

/// Same rule text, two evaluators: ICU's rules parsed by the Swift parser must select what ICU selects.
@Suite struct EngineAgreementTests {
    @Test func icuBundleHasEveryLocale() {
        #expect(icuLocales.filter { $0.0 == .cardinal }.count == 219)
        #expect(icuLocales.filter { $0.0 == .ordinal }.count == 104)
    }

    /// One test per rule type, a loop over its locales in ICU (not a parameterized case per locale: the
    /// output stays readable); every expectation names its locale.
    @Test(arguments: PluralRuleType.allCases)
    func swiftParserAgreesWithICU(type: PluralRuleType) throws {
        for locale in icuLocales.filter({ $0.0 == type }).map(\.1) {
            let texts = ICUPluralData.rules(forDataLocale: locale, type: type)
            let swift = try CLDRPluralRules(ruleTexts: texts, type: type)
            let icu = try ICUPluralRules(localeIdentifier: locale, type: type)
            #expect(swift.categories == icu.categories, "\(type) \(locale)")

            var numbers: [String] = []
            for rule in texts {
                numbers += try PluralSamples.expand(rule.integerSamples ?? "")
                numbers += try PluralSamples.expand(rule.decimalSamples ?? "")
            }
            let sampleCount = numbers.count
            var generator = SplitMix64(seed: stableHash("\(type) \(locale)"))
            numbers += (0..<generatedPerLocale).map { _ in NumberGenerator.next(using: &generator) }

            var differences: [String] = []
            for (index, number) in numbers.enumerated() {
                let expected = try icu.category(forText: number)
                let actual = try swift.category(forText: number)
                if expected != actual {
                    differences.append("\(number): icu=\(expected) swift=\(actual)\(index < sampleCount ? " (sample)" : "")")
                }
                if let value = Int(number) {
                    let intExpected = icu.category(for: value)
                    let intActual = swift.category(for: value)
                    if intExpected != intActual { differences.append("Int \(value): icu=\(intExpected) swift=\(intActual)") }
                }
            }
            #expect(differences.isEmpty, "\(type) \(locale): \(differences.count) differences, first: \(differences.prefix(12).joined(separator: "; "))")
        }
    }
}

/// What a shared lookup answered, for both engines alike.
struct SharedRulesAnswer: Equatable {
    var localeIdentifier: String
    var type: PluralRuleType
    var dataLocale: String?
    var categories: [PluralCategory]

    init(_ rules: CLDRPluralRules) {
        (localeIdentifier, type, dataLocale, categories) = (rules.localeIdentifier, rules.type, rules.dataLocale, rules.categories)
    }

    init(_ rules: ICUPluralRules) {
        (localeIdentifier, type, dataLocale, categories) = (rules.localeIdentifier, rules.type, rules.dataLocale, rules.categories)
    }
}

/// An engine's shared lookups by `Locale` and by identifier (strict or not).
struct SharedRulesEngine: Sendable, CustomTestStringConvertible {
    var name: String
    var byLocale: @Sendable (Locale, PluralRuleType, Bool) throws -> SharedRulesAnswer
    var byIdentifier: @Sendable (String, PluralRuleType) throws -> SharedRulesAnswer
    var testDescription: String { name }

    static let both = [
        SharedRulesEngine(name: "CLDR", byLocale: { try SharedRulesAnswer(CLDRPluralRules.shared(for: $0, type: $1, strict: $2)) },
                          byIdentifier: { try SharedRulesAnswer(CLDRPluralRules.shared(for: $0, type: $1)) }),
        SharedRulesEngine(name: "ICU", byLocale: { try SharedRulesAnswer(ICUPluralRules.shared(for: $0, type: $1, strict: $2)) },
                          byIdentifier: { try SharedRulesAnswer(ICUPluralRules.shared(for: $0, type: $1)) }),
    ]
}

@Suite struct SharedLocaleLookupTests {
    /// The shared rules of a `Locale` are those of its identifier, whatever it carries and however
    /// often it is asked for (the thread keeps recent `Locale`s by value); strict lookups still refuse.
    @Test(arguments: SharedRulesEngine.both)
    func sharedRulesOfALocaleAreThoseOfItsIdentifier(engine: SharedRulesEngine) throws {
        let identifiers = ["ru_RU", "sr_Latn_RS", "en_US@rg=gbzzzz", "ar-u-nu-arab", "pt_PT", "zh-Hant-HK", "iw", "cy", "xx-ZZ",
                           "en_US@calendar=buddhist", "fr_CA", "pl", "lt", "ga", "he"]
        for _ in 0..<2 {
            for identifier in identifiers {
                for type in [PluralRuleType.cardinal, .ordinal] {
                    // Compared by what they are: other tests may fill the bounded cache, which then starts over.
                    let locale = Locale(identifier: identifier)
                    let byLocale = try engine.byLocale(locale, type, false)
                    let byIdentifier = try engine.byIdentifier(locale.identifier, type)
                    #expect(byLocale.localeIdentifier == locale.identifier && byLocale.type == type, "\(identifier)")
                    #expect(byLocale.dataLocale == byIdentifier.dataLocale && byLocale.categories == byIdentifier.categories, "\(identifier)")
                }
            }
        }
        #expect(throws: PluralError.noPluralData(locale: "xx_ZZ", type: .cardinal)) { try engine.byLocale(Locale(identifier: "xx_ZZ"), .cardinal, true) }
    }
}

/// Random numbers of every shape plural rules care about, as decimal text.
enum NumberGenerator {
    static func next(using generator: inout SplitMix64) -> String {
        func random(_ upper: UInt64) -> UInt64 { generator.next() % upper }
        func fraction(_ digits: Int) -> String {
            (0..<digits).map { _ in String(random(10)) }.joined()
        }
        switch random(10) {
        case 0:
            return String(random(201))
        case 1:
            return String(random(1_000_001))
        case 2:
            // Large values, exact in a Double (ICU evaluates n as one).
            return String(random(1_000_000_000_000_000))
        case 3:
            // Powers of ten and their neighbours: where `% 100`, `% 1000000` and `i = 0` flip.
            let power = (0..<Int(random(16))).reduce(UInt64(1)) { value, _ in value * 10 }
            return String(power * (random(3) + 1) + random(3) &- (random(2) == 0 ? 0 : 1))
        case 4, 5:
            // 1 to 3 visible fraction digits, trailing zeros included.
            return "\(random(random(2) == 0 ? 30 : 1_001)).\(fraction(Int(random(3)) + 1))"
        case 6:
            // Zero fractions such as 1.0, 21.00.
            return "\(random(130)).\(String(repeating: "0", count: Int(random(3)) + 1))"
        case 7:
            return "-" + next(using: &generator).drop { $0 == "-" }
        case 8:
            // Compact exponents as in CLDR's samples: 1c3, 1.5c6, 25c6.
            let exponent = [3, 6, 6, 9][Int(random(4))]
            let mantissa = random(4) == 0 ? random(999) + 1 : random(9) + 1
            let digits = min(Int(random(3)), exponent)
            return digits == 0 ? "\(mantissa)c\(exponent)" : "\(mantissa).\(fraction(digits - 1))\(random(9) + 1)c\(exponent)"
        default:
            return "\(random(1_000_000)).\(fraction(Int(random(3)) + 1))"
        }
    }
}

/// FNV-1a, so each locale's numbers are the same in every run.
func stableHash(_ text: String) -> UInt64 {
    text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
}

/// A small seeded generator, so failures reproduce.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// ICU does not take a compact exponent from the text: `ICUPluralRules` formats the value with the
/// locale's `compact-short` patterns, and ICU derives e (and, for a value it does not compact, v) from
/// what it shows. For the forms CLDR's samples and compact patterns use (mantissa 1 to 999, exponent a
/// multiple of 3) both engines agree; other forms (`0.1c1`: English `one` by UTS #35's operands, `other`
/// through ICU) are refused by both with the same error (`PluralNumberError.unsupportedCompactForm`).
@Suite struct CompactExponentTests {
    @Test(arguments: [
        ("fr", "1000c3"), ("fr", "0.5c6"), ("es", "12c5"), ("en", "0.1c1"), ("en", "1.0c1"), ("en", "0.05c2"),
        ("fr", "0c3"), ("fr", "0.999c3"), ("it", "1e1"), ("pt", "00001000c6"),
    ])
    func bothEnginesRefuseFormsNoLocaleShows(locale: String, text: String) throws {
        let expected = PluralError.invalidNumber(text, .unsupportedCompactForm)
        #expect(throws: expected) { try ICUPluralRules(localeIdentifier: locale).category(forText: text) }
        #expect(throws: expected) { try CLDRPluralRules(localeIdentifier: locale).category(forText: text) }
        #expect(text.utf8.withContiguousStorageIfAvailable { try? CLDRPluralRules.shared(for: locale).category(utf8: $0) } == .some(nil))
        #expect(throws: PluralNumberError.unsupportedCompactForm) { try PluralDecimal(parsing: text) }
    }

    @Test(arguments: [
        ("fr", "1.1c6", PluralCategory.many), ("fr", "1c3", .other), ("it", "2c3", .other), ("es", "1c9", .many),
        ("en", "1.5c3", .other), ("ru", "1.1c3", .many), ("pt", "999.5c6", .many), ("fr", "001c6", .many),
    ])
    func bothEnginesAgreeOnCompactForms(locale: String, text: String, expected: PluralCategory) throws {
        #expect(try ICUPluralRules(localeIdentifier: locale).category(forText: text) == expected)
        #expect(try CLDRPluralRules(localeIdentifier: locale).category(forText: text) == expected)
    }
}

/// Identifiers both engines read alike, or refuse alike.
@Suite struct LocaleIdentifierAgreementTests {
    /// BCP 47 extended language subtags: RFC 5646 §4.5 puts the extlang in place of the language
    /// (`zh-yue` → `yue`), as ICU reads them; CLDR's language aliases (`arb` → `ar`) are not applied by
    /// either engine. The Swift engine used to take the prefix (`ar-arb` was Arabic there, root in ICU).
    @Test(arguments: [
        ("ar-arb", nil), ("sw-swh", nil), ("lv-ltg", nil), ("uz-uzs", nil), ("ar-arb-EG", nil), ("zh-yue", "yue"),
        ("zh-yue-HK", "yue"), ("ZH-YUE-hk", "yue"), ("zh-Hant-HK", "zh"), ("en-US", "en"), ("es-419", "es"),
    ] as [(String, String?)], PluralRuleType.allCases)
    func extendedLanguageSubtagsReadAlike(expectation: (identifier: String, cardinalData: String?), type: PluralRuleType) throws {
        let (identifier, cardinalData) = expectation
        let icu = try ICUPluralRules(localeIdentifier: identifier, type: type)
        let swift = try CLDRPluralRules(localeIdentifier: identifier, type: type)
        #expect(icu.dataLocale == swift.dataLocale)
        if type == .cardinal { #expect(icu.dataLocale == cardinalData) }
        for number in ["0", "1", "2", "3", "5", "11", "100", "1.5", "1c6"] {
            #expect(try icu.category(forText: number) == swift.category(forText: number), "\(identifier) \(number)")
        }
    }

    /// A NUL cut the identifier short on its way to ICU (`ru\0zz` was Russian in ICU, unknown in Swift).
    @Test(arguments: ["ru\u{0}zz", "\u{0}en", "en\u{1B}[31m", "en\nUS", "en_US\t", "ru\u{7F}", "fr\u{85}"].map(EscapedText.init))
    func controlCharactersAreRefusedByBoth(identifier: EscapedText) throws {
        let identifier = identifier.text
        func expectRefused(_ what: String, _ body: () throws -> Void) {
            let error = #expect(throws: PluralError.self, "\(what)") { try body() }
            guard case .invalidLocaleIdentifier(identifier, _)? = error else {
                Issue.record("\(what): \(String(describing: error))")
                return
            }
        }
        for type in PluralRuleType.allCases {
            expectRefused("ICU \(type)") { _ = try ICUPluralRules(localeIdentifier: identifier, type: type) }
            expectRefused("ICU shared \(type)") { _ = try ICUPluralRules.shared(for: identifier, type: type) }
            expectRefused("Swift \(type)") { _ = try CLDRPluralRules(localeIdentifier: identifier, type: type) }
            expectRefused("Swift shared \(type)") { _ = try CLDRPluralRules.shared(for: identifier, type: type) }
            #expect(ICUPluralData.dataLocale(for: identifier, type: type) == nil)
            #expect(CLDRPluralData.dataLocale(for: identifier, type: type) == nil)
        }
        expectRefused("formatter language") { _ = try PluralNumberFormatter(language: identifier) }
        expectRefused("formatting locale") { _ = try PluralNumberFormatter(language: "en", formattingLocale: identifier) }
        // The message shows the control character escaped, never raw.
        let message = "\(PluralError.invalidLocaleIdentifier(identifier, reason: "x"))"
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }
}

/// Locale resolution: the Swift engine finds the same data locale as the ICU layer for every locale
/// of ICU's bundle written in many ways, except where CLDR 48 added rules ICU lacks.
@Suite struct LocaleResolutionAgreementTests {
    static let addedInCLDR48: Set<String> = ["blo", "csw", "cv", "ie", "kok", "kok_Latn", "lld", "sgs"]

    @Test(arguments: PluralRuleType.allCases)
    func sameDataLocaleAsICU(type: PluralRuleType) throws {
        var identifiers = ["", "root", "und", "xx", "zz_ZZ", "en-US-u-nu-arab", "de-CH-1996", "es-419", "sr-latn-RS", "zh-Hant-HK", "EN_us"]
        for locale in try ICUPluralData.locales(for: type) {
            let bcp47 = locale.replacingOccurrences(of: "_", with: "-")
            identifiers += [locale, bcp47, "\(locale)_US", "\(bcp47)-419", "\(locale)@calendar=buddhist", "\(bcp47)-Latn-RS", "\(locale)_Cyrl"]
        }
        var differences: [String] = []
        for identifier in identifiers {
            let icu = ICUPluralData.dataLocale(for: identifier, type: type)
            let swift = CLDRPluralData.dataLocale(for: identifier, type: type)
            if icu != swift, !(icu == nil && swift.map(Self.addedInCLDR48.contains) == true) {
                differences.append("\(identifier): icu=\(icu ?? "nil") swift=\(swift ?? "nil")")
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(20))")
        #expect(identifiers.count > 700)
    }
}

/// Inputs Fuzz/Targets/EngineDiff found; each failed before its fix.
@Suite struct EngineDiffRegressionTests {
    /// ICU computed `n % 10` on a large Double's binary value (4.0085555508e31 is exactly
    /// 40085555508000001446249295249408): Kazakh ordinals gave `other`, the Swift engine `many`.
    /// ICU read a Double's fraction by scaling it in binary: Croatian 2.22 was `other` (seen as 2.220),
    /// Upper Sorbian 0.766751189 `two` (f % 100 = 2 from printf's noise); the Swift engine says `few`, `other`.
    @Test(arguments: [
        ("kk", 4.0085555508e31), ("kk", 9.2233720368547758e18), ("ru", 1.234561234567781e17), ("en", 1e300), ("ar", -7.000000000000001e22),
        ("hsb", 0.766751189), ("hsb", 0.02), ("hr", 2.22), ("hr", 0.3), ("lt", 1.1), ("sl", 1.0102), ("lv", 0.123456789), ("br", 1234.5678),
    ])
    func doublesSelectOnTheirShortestDigits(locale: String, value: Double) throws {
        for type in PluralRuleType.allCases {
            let icu = try ICUPluralRules(localeIdentifier: locale, type: type)
            let swift = try CLDRPluralRules(ruleTexts: ICUPluralData.rules(forDataLocale: icu.dataLocale, type: type), type: type)
            let shortest = try #require(PluralDecimal(value))
            #expect(icu.category(for: value) == swift.category(for: value), "\(type)")
            #expect(icu.category(for: value) == (try icu.category(for: shortest)), "\(type)")
        }
    }
}
