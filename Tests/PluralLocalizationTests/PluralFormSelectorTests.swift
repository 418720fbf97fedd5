import ICUPlural
@testable import PluralCore
import PluralLocalization
import Testing

private func forms(_ keys: String...) -> Set<PluralMessageForm> {
    Set(keys.map { PluralMessageForm(key: $0)! })
}

@Suite struct PluralFormSelectorTests {
    let russian = try! ICUPluralRules.shared(for: "ru")
    let english = try! ICUPluralRules.shared(for: "en")
    let latvian = try! ICUPluralRules.shared(for: "lv")

    @Test func appleZeroFormWinsOverRussianMany() throws {
        let selection = try PluralFormSelector().select(0, rules: russian, forms: forms("zero", "one", "few", "many", "other"))
        #expect(selection.form == .category(.zero))
        #expect(selection.category == .many)
        #expect(selection.reason == .zeroOverride)
    }

    @Test func cldrPolicyKeepsRussianMany() throws {
        let selection = try PluralFormSelector(policy: .cldr).select(0, rules: russian, forms: forms("zero", "one", "few", "many", "other"))
        #expect(selection.form == .category(.many))
        #expect(selection.reason == .category)
    }

    @Test(arguments: ["0", "-0", "0.0", "0.00"])
    func everyZeroTakesTheZeroFormUnderApple(text: String) throws {
        let number = try PluralDecimal(parsing: text)
        #expect(try PluralFormSelector().select(number, rules: english, forms: forms("zero", "one", "other")).form == .category(.zero))
    }

    @Test func zeroAsDoubleAndNegativeZero() throws {
        #expect(try PluralFormSelector().select(-0.0, rules: english, forms: forms("zero", "other")).form == .category(.zero))
        #expect(try PluralFormSelector(policy: .cldr).select(-0.0, rules: english, forms: forms("zero", "other")).form == .category(.other))
    }

    @Test func cldrSeesVisibleDigits() throws {
        let cldr = PluralFormSelector(policy: .cldr)
        let all = forms("zero", "one", "few", "many", "other")
        #expect(try cldr.select(PluralDecimal(parsing: "0"), rules: russian, forms: all).form == .category(.many))
        #expect(try cldr.select(PluralDecimal(parsing: "0.0"), rules: russian, forms: all).form == .category(.other))
        #expect(try cldr.select(PluralDecimal(parsing: "-0"), rules: russian, forms: all).form == .category(.many))
        #expect(try cldr.select(PluralDecimal(parsing: "1.0"), rules: english, forms: forms("one", "other")).form == .category(.other))
        // Latvian's own rules select zero for 0 and 10: both policies agree.
        #expect(try cldr.select(10, rules: latvian, forms: forms("zero", "one", "other")).form == .category(.zero))
        #expect(try PluralFormSelector().select(10, rules: latvian, forms: forms("zero", "one", "other")).reason == .category)
    }

    @Test func exactValuesWinOverCategoriesAndTheZeroForm() throws {
        let messageForms = forms("=0", "=1", "=42", "zero", "one", "other")
        let selector = PluralFormSelector()
        #expect(try selector.select(0, rules: english, forms: messageForms).form == .exact(PluralDecimal(0)))
        #expect(try selector.select(PluralDecimal(parsing: "1.00"), rules: english, forms: messageForms).form == .exact(PluralDecimal(1)))
        let answer = try selector.select(42, rules: english, forms: messageForms)
        #expect(answer.form.description == "=42")
        #expect(answer.reason == .exactValue)
        #expect(answer.category == .other)
        #expect(try selector.select(41, rules: english, forms: messageForms).form == .category(.other))
    }

    @Test func missingCategoryFallsBackToOtherAndSaysSo() throws {
        let selection = try PluralFormSelector().select(5, rules: russian, forms: forms("one", "few", "other"))
        #expect(selection.form == .category(.other))
        #expect(selection.reason == .fallbackToOther(missing: .many))
        #expect(selection.isFallback)
        #expect(selection.description.contains("many"))
    }

    @Test func missingOtherIsAnError() {
        #expect(throws: PluralFormSelectionError.noOtherForm(selected: .many)) {
            try PluralFormSelector().select(5, rules: russian, forms: forms("one", "few"))
        }
        #expect(throws: PluralFormSelectionError.notFinite) {
            try PluralFormSelector().select(Double.nan, rules: russian, forms: forms("other"))
        }
    }

    @Test func missingOtherMessagesNameTheFormOnce() {
        #expect(PluralFormSelectionError.noOtherForm(selected: .other).description == "the message has no 'other' form, which every language needs")
        #expect(PluralFormSelectionError.noOtherForm(selected: .many).description == "the message has neither a 'many' form nor an 'other' form")
    }

    @Test(arguments: ["zero", "one", "two", "few", "many", "other", "=0", "=-1", "=1.5"])
    func formKeysRoundTrip(key: String) {
        #expect(PluralMessageForm(key: key)?.description == key)
    }

    @Test(arguments: ["", "=", "=x", "One", "plural", "= 1"])
    func badFormKeysAreRefused(key: String) {
        #expect(PluralMessageForm(key: key) == nil)
    }
}
