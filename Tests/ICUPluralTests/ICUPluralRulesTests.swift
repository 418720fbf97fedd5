import Synchronization
import Dispatch
import Foundation
import ICUPlural
@testable import PluralCore
import Testing

@Suite struct ICUPluralRulesTests {
    @Test(arguments: [
        ("en", "1.5", PluralCategory.other), ("en", "1", .one), ("en", "1.0", .other), ("en", "1.50", .other),
        ("ru", "21", .one), ("ru", "0", .many), ("ru", "1.1", .other), ("ar", "0", .zero), ("ar", "2", .two),
        ("fr", "1c6", .many), ("fr", "1.1c6", .many), ("fr", "1.1e6", .many), ("fr", "1.1c3", .other),
        ("fr", "1000000", .many), ("fr", "1", .one), ("pl", "22", .few), ("cy", "3", .few), ("ja", "1", .other),
        ("en", "-1", .one), ("ru", "-21", .one), ("en", "-0", .other),
    ])
    func selectsDecimalText(locale: String, text: String, expected: PluralCategory) throws {
        #expect(try ICUPluralRules.shared(for: locale).category(forText: text) == expected)
    }

    @Test func ordinalRules() throws {
        let english = try ICUPluralRules.shared(for: "en", type: .ordinal)
        #expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map(english.category(for:)) == [.one, .two, .few, .other, .other, .other, .other, .one, .two, .few, .one])
        #expect(english.categories == [.one, .two, .few, .other])
    }

    @Test func doublesCannotCarryTrailingZeros() throws {
        let english = try ICUPluralRules.shared(for: "en")
        #expect(english.category(for: 1.0) == .one)  // the value, not "1.0" as shown
        #expect(try english.category(forText: "1.0") == .other)
        #expect(english.category(for: 1.5) == .other)
        #expect(english.category(for: -1.0) == .one)
    }

    @Test func nonFiniteDoublesSelectOther() throws {
        for locale in ["en", "ru", "ar"] {
            let rules = try ICUPluralRules.shared(for: locale)
            #expect(rules.category(for: Double.nan) == .other)
            #expect(rules.category(for: Double.infinity) == .other)
            #expect(rules.category(for: -Double.infinity) == .other)
        }
    }

    @Test func integersBeyondDoublePrecisionStayExact() throws {
        let russian = try ICUPluralRules.shared(for: "ru")
        // ICU alone gets these wrong: it evaluates i % 10 on a double, which drops the last digits.
        #expect(try russian.category(forText: "9999999999999921") == .one)
        #expect(try russian.category(forText: "123456789012345622") == .few)
        #expect(russian.category(for: 9_999_999_999_999_921) == .one)
        #expect(russian.category(for: (1 << 53) + 1) == .few)  // 9007199254740993
        #expect(russian.category(for: Int.max) == .many)  // ...807
        #expect(russian.category(for: Int.min) == .many)  // ...808
        #expect(russian.category(for: -9_223_372_036_854_775_801) == .one)
        let englishOrdinal = try ICUPluralRules.shared(for: "en", type: .ordinal)
        #expect(try englishOrdinal.category(forText: String(repeating: "7", count: 40) + "12") == .other)
        #expect(try englishOrdinal.category(forText: String(repeating: "7", count: 40) + "22") == .two)
        let french = try ICUPluralRules.shared(for: "fr")
        #expect(try french.category(forText: "1" + String(repeating: "0", count: 30)) == .many)  // i % 1000000 = 0
        #expect(try french.category(forText: "1" + String(repeating: "0", count: 29) + "1") == .other)
    }

    /// The reduction of long integers above is exact only while rules use moduli and literals below 10^9.
    @Test func icuRulesUseNoNumberAsLargeAsTheIntegerReduction() throws {
        for type in PluralRuleType.allCases {
            for locale in try ICUPluralData.locales(for: type) {
                for rule in ICUPluralData.rules(forDataLocale: locale, type: type) {
                    let numbers = rule.condition.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
                    #expect(numbers.allSatisfy { $0 < 1_000_000_000 }, "\(locale) \(rule.category): \(rule.condition)")
                }
            }
        }
    }

    @Test func veryLongNumbersAreSelectedOrRejectedClearly() throws {
        let russian = try ICUPluralRules.shared(for: "ru")
        // 999 digits ending in 21: selected exactly.
        #expect(try russian.category(forText: String(repeating: "9", count: 997) + "21") == .one)
        // A fraction cannot be shortened without changing its operands: refused, not guessed.
        let longFraction = "1." + String(repeating: "0", count: 20) + "1"
        #expect {
            try russian.category(forText: longFraction)
        } throws: { error in
            guard case let .unsupportedNumber(text, _) = error as? PluralError else { return false }
            return text == longFraction
        }
        #expect(try russian.category(forText: "1." + String(repeating: "0", count: 14)) == .other)
        let tooLong = String(repeating: "1", count: 10_000)
        #expect(throws: PluralError.invalidNumber(tooLong, .tooManyDigits(limit: PluralDecimal.maximumDigitCount))) {
            try russian.category(forText: tooLong)
        }
    }

    @Test(arguments: ["", "abc", "1.2.3", "1,5", "--1", "1e", "1.", ".5", "1 000", "NaN", "Infinity", "0x10", "1e-3"])
    func malformedNumbersThrowTypedErrors(text: String) throws {
        let english = try ICUPluralRules.shared(for: "en")
        #expect {
            try english.category(forText: text)
        } throws: { error in
            guard case let .invalidNumber(reported, _) = error as? PluralError else { return false }
            return reported == text
        }
    }

    @Test(arguments: [
        ("en-US", "en"), ("en_US", "en"), ("zh-Hant-HK", "zh"), ("en_US@calendar=buddhist", "en"),
        ("sr-Latn-RS", "sr"), ("ru_RU@numbers=arab", "ru"), ("pt-PT", "pt_PT"), ("iw", "iw"), ("he-IL", "he"),
    ])
    func resolvesIdentifiersToTheirDataLocale(identifier: String, dataLocale: String) throws {
        let rules = try ICUPluralRules(localeIdentifier: identifier)
        #expect(rules.dataLocale == dataLocale)
        #expect(rules.hasPluralData)
    }

    @Test func foundationLocalesWork() throws {
        let rules = try ICUPluralRules.shared(for: Locale(identifier: "ru_RU"))
        #expect(rules.category(for: 22) == .few)
        #expect(try ICUPluralRules(locale: Locale(identifier: "zh-Hant-HK")).dataLocale == "zh")
    }

    @Test(arguments: ["xx", "zz_ZZ", "", "123", String(repeating: "a", count: 10_000)])
    func unknownLocalesFallBackToRootUnlessStrict(identifier: String) throws {
        let rules = try ICUPluralRules(localeIdentifier: identifier)
        #expect(!rules.hasPluralData)
        #expect(rules.categories == [.other])
        #expect(rules.category(for: 1) == .other)
        #expect(throws: PluralError.noPluralData(locale: identifier, type: .cardinal)) {
            try ICUPluralRules(localeIdentifier: identifier, strict: true)
        }
        #expect(throws: PluralError.noPluralData(locale: identifier, type: .cardinal)) {
            try ICUPluralRules.shared(for: identifier, strict: true)
        }
    }

    @Test func languagesWithOnlyOtherStillHaveData() throws {
        let japanese = try ICUPluralRules(localeIdentifier: "ja", strict: true)
        #expect(japanese.hasPluralData)
        #expect(japanese.categories == [.other])
    }

    @Test func rulesTextComesFromICUData() throws {
        let russian = try ICUPluralRules.shared(for: "ru")
        #expect(russian.rules.map(\.category) == [.one, .few, .many, .other])
        #expect(russian.rules.first?.condition == "v = 0 and i % 10 = 1 and i % 100 != 11")
        #expect(russian.rules.first?.integerSamples?.hasPrefix("1, 21, 31") == true)
    }

    @Test func sharedRulesAreCachedPerLocaleAndType() throws {
        let first = try ICUPluralRules.shared(for: "pl")
        #expect(first === (try ICUPluralRules.shared(for: "pl")))
        #expect(first !== (try ICUPluralRules.shared(for: "pl", type: .ordinal)))
    }

    @Test func versionsAreReported() {
        #expect(ICUPluralData.icuVersion.hasPrefix("72"))
        #expect(ICUPluralData.cldrVersion.hasPrefix("42"))
    }

    @Test func manyThreadsShareRulesAndCache() throws {
        let locales = ["en", "ru", "ar", "fr", "pl", "cy", "ja", "lt", "sl", "ga"]
        let expected = try locales.map { locale in try (0..<200).map { try ICUPluralRules(localeIdentifier: locale).category(forText: "\($0).\($0 % 3 == 0 ? "0" : "")5") } }
        let mismatches = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 16) { worker in
            for round in 0..<20 {
                let index = (worker + round) % locales.count
                guard let rules = try? ICUPluralRules.shared(for: locales[index]) else {
                    mismatches.withLock { $0 += 1 }
                    continue
                }
                for value in 0..<200 where (try? rules.category(forText: "\(value).\(value % 3 == 0 ? "0" : "")5")) != expected[index][value] {
                    mismatches.withLock { $0 += 1 }
                }
            }
        }
        #expect(mismatches.withLock { $0 } == 0)
    }
}
