import ICUPlural
@testable import PluralCore
import Testing

/// An odd locale identifier and the rules' data locale it must resolve to.
struct OddIdentifier: Sendable, CustomTestStringConvertible {
    var identifier: String
    /// `nil`: no language has it, so root's rules (only `other`).
    var dataLocale: String?
    var testDescription: String {
        identifier.count > 40 ? "\(identifier.prefix(24).debugDescription)… (\(identifier.utf8.count) bytes)" : identifier.debugDescription
    }
}

/// Locale identifiers no one should send: every ICU entry point answers with the rules their language
/// has (root's when none), or with a typed error; never a crash.
@Suite struct BadLocaleTests {
    static let identifiers = [
        OddIdentifier(identifier: "aaaaaaaaaaaa"),                        // a 12-letter language: a bogus icu::Locale
        OddIdentifier(identifier: "12345678901234567890.5"),              // a number in the locale field of a batch line
        OddIdentifier(identifier: "aaaaaaaaaaaaaaaa_US"),
        OddIdentifier(identifier: String(repeating: "a", count: 10_000)),   // 10,000 characters
        // ICU reads identifiers of up to 156 bytes: longer ones get root's rules, whatever their language.
        OddIdentifier(identifier: String(repeating: "en_", count: 3_000)),
        OddIdentifier(identifier: "ru_" + String(repeating: "X", count: 200)),
        OddIdentifier(identifier: "en_US@" + String(repeating: "k=v;", count: 2_000)),
        OddIdentifier(identifier: "ru_" + String(repeating: "X", count: 150), dataLocale: "ru"),
        // Found by Fuzz/Targets/BatchLine: characters no subtag has make a bogus icu::Locale (SIGSEGV for ordinals).
        OddIdentifier(identifier: "pt****." + String(repeating: "*", count: 40) + "_lt"),
        OddIdentifier(identifier: "en_*", dataLocale: "en"),
        OddIdentifier(identifier: "jzbx9.h0hZzemy0z9jam_x"),
        OddIdentifier(identifier: "en_US.utf8", dataLocale: "en"),
        OddIdentifier(identifier: ""),
        OddIdentifier(identifier: "ü_Ü"),
    ]

    /// ICU 72 crashed in `PluralRules::getRuleFromResource` for a locale without rules: a SIGSEGV
    /// (strcpy of a NULL base name) for ordinal rules of a bogus icu::Locale (a first field of 12 bytes or
    /// more, or characters such as `*`), and "buffer overflow detected" (strcpy into 157 bytes) for a base
    /// name of 157 bytes or more.
    @Test(arguments: identifiers, PluralRuleType.allCases)
    func rulesAreThoseOfTheLanguage(odd: OddIdentifier, type: PluralRuleType) throws {
        let rules = try ICUPluralRules(localeIdentifier: odd.identifier, type: type)
        let expected = try ICUPluralRules(localeIdentifier: odd.dataLocale ?? "root", type: type)
        #expect(rules.dataLocale == odd.dataLocale)
        #expect(rules.categories == expected.categories)
        for number in ["0", "1", "2", "3", "5", "11", "21", "1.5", "1.0", "1c6"] {
            #expect(try rules.category(forText: number) == expected.category(forText: number), "\(number)")
        }
        if odd.dataLocale == nil {
            #expect(throws: PluralError.noPluralData(locale: odd.identifier, type: type)) {
                try ICUPluralRules(localeIdentifier: odd.identifier, type: type, strict: true)
            }
        }
    }

    @Test(arguments: identifiers)
    func formattingAnswersOrThrows(odd: OddIdentifier) throws {
        for notation in PluralNotation.allCases {
            for type in PluralRuleType.allCases {
                // Spell-out may lack a rule set (a typed error, skipped); whatever is formatted selects by the language's rules.
                guard let formatter = try? PluralNumberFormatter(language: odd.identifier, formattingLocale: odd.identifier, notation: notation, type: type) else { continue }
                let rules = try ICUPluralRules(localeIdentifier: odd.dataLocale ?? "root", type: type)
                for number in ["1", "1.5", "-21"] {
                    let formatted: FormattedPluralNumber
                    do {
                        formatted = try formatter.format(number)
                    } catch {
                        // A formatting locale ICU cannot read: a typed error when formatting.
                        #expect(odd.identifier.utf8.count >= 157, "\(error)")
                        continue
                    }
                    #expect(!formatted.text.isEmpty)
                    #expect(rules.categories.contains(formatted.category))
                }
                if type == .cardinal, notation != .spelledOut, odd.identifier.utf8.count < 157 { _ = try formatter.formatRange(from: 1, to: 5) }
            }
        }
        do {
            #expect(try PluralNumberFormatter(language: "en", formattingLocale: odd.identifier).format("1").category == .one)
        } catch {
            #expect(odd.identifier.utf8.count >= 157, "\(error)")
        }
    }
}
