@testable import CLDRPlural
import Foundation
@testable import PluralCore
import Testing

@Suite struct LocaleResolutionTests {
    @Test(arguments: [
        ("en", PluralRuleType.cardinal, "en" as String?),
        ("en_US", .cardinal, "en"),
        ("en-US", .cardinal, "en"),
        ("EN-us", .cardinal, "en"),
        ("en_US@calendar=buddhist", .cardinal, "en"),
        ("en-US-u-nu-arab", .cardinal, "en"),
        ("en_US.UTF-8", .cardinal, "en"),
        ("zh-Hant-HK", .cardinal, "zh"),
        ("zh_Hans", .cardinal, "zh"),
        ("sr-Latn-RS", .cardinal, "sr"),
        ("pt-PT", .cardinal, "pt_PT"),
        ("pt_BR", .cardinal, "pt"),
        ("kok-latn-IN", .cardinal, "kok_Latn"),
        ("kok_Latn", .ordinal, "kok_Latn"),
        ("pt-PT", .ordinal, "pt"),
        ("in", .cardinal, "in"),
        ("iw-IL", .cardinal, "iw"),
        ("ji", .cardinal, "ji"),
        ("jw", .cardinal, "jw"),
        ("mo", .ordinal, "mo"),
        ("sh", .cardinal, "sh"),
        ("tl", .ordinal, "tl"),
        ("no", .cardinal, "no"),
        ("ars", .cardinal, "ars"),
        ("root", .cardinal, nil),
        ("und", .cardinal, nil),
        ("und-US", .cardinal, nil),
        ("", .cardinal, nil),
        ("xx", .cardinal, nil),
        ("zz_ZZ", .cardinal, nil),
        ("123", .cardinal, nil),
        ("ji", .ordinal, nil),
    ])
    func resolvesToTheDataLocale(identifier: String, type: PluralRuleType, expected: String?) throws {
        #expect(CLDRPluralData.dataLocale(for: identifier, type: type) == expected)
        let rules = try CLDRPluralRules(localeIdentifier: identifier, type: type)
        #expect(rules.dataLocale == expected)
        #expect(rules.hasPluralData == (expected != nil))
        #expect(rules.localeIdentifier == identifier)
        if expected == nil {
            #expect(rules.categories == [.other])
            #expect(rules.category(for: 1) == .other)
        }
    }

    @Test func strictModeRefusesLocalesWithoutData() throws {
        #expect(throws: PluralError.noPluralData(locale: "xx", type: .cardinal)) { try CLDRPluralRules(localeIdentifier: "xx", strict: true) }
        #expect(throws: PluralError.noPluralData(locale: "root", type: .ordinal)) { try CLDRPluralRules.shared(for: "root", type: .ordinal, strict: true) }
        #expect(throws: PluralError.noPluralData(locale: "ji", type: .ordinal)) { try CLDRPluralRulesProvider().rules(for: "ji", type: .ordinal, strict: true) }
        #expect(try CLDRPluralRules.shared(for: "ja", strict: true).categories == [.other])
    }

    @Test func sharedRulesAreCached() throws {
        let first = try CLDRPluralRules.shared(for: "ru-RU")
        let second = try CLDRPluralRules.shared(for: "ru-RU")
        #expect(first === second)
        #expect(first.category(for: 3) == .few)
        #expect(try CLDRPluralRulesProvider().rules(for: "ru-RU", type: .cardinal, strict: false).category(for: 5) == .many)
    }

    @Test(arguments: [
        ("en", PluralRuleType.ordinal, 1, PluralCategory.one), ("en", .ordinal, 2, .two), ("en", .ordinal, 3, .few),
        ("en", .ordinal, 11, .other), ("en", .ordinal, 113, .other), ("en", .ordinal, 122, .two),
        ("cy", .cardinal, 6, .many), ("ar", .cardinal, 102, .other), ("ar", .cardinal, 111, .many),
        ("pl", .cardinal, 22, .few), ("pl", .cardinal, 25, .many), ("sl", .cardinal, 102, .two),
        ("ga", .cardinal, 7, .many), ("br", .cardinal, 91, .other), ("he", .cardinal, 2, .two),
    ])
    func selectsIntegers(locale: String, type: PluralRuleType, value: Int, expected: PluralCategory) throws {
        #expect(try CLDRPluralRules.shared(for: locale, type: type).category(for: value) == expected)
    }
}

@Suite struct RangeTests {
    @Test(arguments: [
        ("ru", PluralCategory.one, PluralCategory.few, PluralCategory.few),
        ("ru-RU", .few, .one, .one),
        ("ru", .many, .other, .other),
        ("lv", .zero, .one, .one),
        ("lv", .zero, .zero, .other),
        ("ka", .one, .other, .one),
        ("en", .one, .other, .other),
        ("de", .other, .one, .one),
        ("ar", .zero, .few, .few),
        ("ja", .other, .other, .other),
    ])
    func selectsRangeCategories(locale: String, start: PluralCategory, end: PluralCategory, expected: PluralCategory) {
        let ranges = CLDRPluralRanges(localeIdentifier: locale)
        #expect(ranges.hasRangeData)
        #expect(ranges.category(start: start, end: end) == expected)
    }

    @Test func localesWithoutRangeDataTakeTheEndCategory() {
        let ranges = CLDRPluralRanges(localeIdentifier: "xx")
        #expect(!ranges.hasRangeData)
        #expect(ranges.category(start: .one, end: .few) == .few)
        #expect(ranges.entries.isEmpty)
    }

    @Test func rangesFromNumbers() throws {
        let russian = try CLDRPluralRules(localeIdentifier: "ru")
        #expect(try russian.category(forRangeFrom: "1", to: "2") == .few)
        #expect(try russian.category(forRangeFrom: "1", to: "5") == .many)
        #expect(try russian.category(forRangeFrom: "0", to: "1.5") == .other)
        #expect(try CLDRPluralRules(localeIdentifier: "lv").category(forRangeFrom: "0", to: "1") == .one)
        #expect(CLDRPluralRanges(localeIdentifier: "ar").entries.count == 23)
        #expect(CLDRPluralRanges.locales.contains("pt_PT") || CLDRPluralRanges.locales.contains("pt"))
    }
}

/// `canonicalIdentifier` returns an identifier already in canonical spelling as it is, without the
/// general pass: every other spelling must still be respelled.
@Suite struct CanonicalSpellingTests {
    @Test(arguments: [
        ("ru", "ru"), ("fil", "fil"), ("en_US", "en_US"), ("es_419", "es_419"), ("sr_Latn", "sr_Latn"),
        ("sr_Latn_RS", "sr_Latn_RS"), ("zh_Hant_HK", "zh_Hant_HK"),
        ("RU", "ru"), ("en_us", "en_US"), ("en_Us", "en_US"), ("en_uS", "en_US"), ("sr_latn", "sr_Latn"),
        ("sr_LATN", "sr_Latn"), ("sr_LAtn_rs", "sr_Latn_RS"), ("und", "root"), ("und_US", "root"), ("en_US_POSIX", "en_US_POSIX"),
        ("en-US", "en_US"), ("en_US@calendar=buddhist", "en_US"), ("en_", "en"), ("en__US", "en_US"), ("e", "e"),
        ("ru_RU_RU", "ru_RU_RU"), ("en_1", "en"), ("und_Latn", "root"), ("en_US_", "en_US"),
    ])
    func spelling(_ identifier: String, _ canonical: String) {
        #expect(CLDRPluralData.canonicalIdentifier(identifier) == canonical)
    }
}
