import Foundation
import PluralCore
import PluralLocalization

/// i18next JSON v4 plurals, checked as `t(key, {count})` selects them (``MessageOrigin/Kind/selectsAsI18next``):
/// a form missing for a category never falls back to `_other`, but to the key's own text, then to
/// the next language.
///
/// - `missing-other` (error): no `key_other`: every count that selects `other` (1.5 in most
///   languages, every count in Japanese) shows the fallback.
/// - `missing-category`: a category the language's integers select has no key (an error where
///   counts below 10,000 select it, a warning for 1,000,000 and up).
/// - `unused-category`: a key of a category the language never selects (`_zero` aside: i18next
///   uses it for exactly 0 in every language).
/// - `zero-is-category` (note): `key_zero` where the language's CLDR `zero` category takes more
///   than 0 (Latvian 10–20, 30…): i18next selects it for those too (in Arabic `zero` is 0 alone:
///   nothing to say).
/// - `obsolete-plural-key` (warning): `key_plural`, or `key_0`…`key_5` interpolating `{{count}}`: v3
///   keys, which JSON v4 selects nothing with; one warning for a tree written for v3 (``I18nextV3Tree``).
/// - `literal-one`: as in every format (``checkFixedForm``), a `one` or `zero` text without
///   `{{count}}` where its category takes several numbers.
///
/// A plural whose keys the project's code names in full (``I18nextKeysInCode``) is chosen by code:
/// one `unpluralised-count` warning in the development language instead.
///
/// An ordinal (`place_ordinal_one`…, ``LocalizedMessage/pluralRuleType``) is checked the same way
/// against the language's ordinal rules (its keys named `place_ordinal_<category>`; `_zero` has no
/// use for 0 there, and a fixed text is right for a place).
extension MessageCheck {
    mutating func checkI18nextPlural(_ forms: [PluralMessageForm: MessageBody]) {
        let base = message.key
        let ordinal = message.pluralRuleType == .ordinal
        let (rules, reach) = ordinal ? (context.ordinalRules, context.ordinalReach) : (self.rules, context.reach)
        let kind = ordinal ? "i18next ordinal" : "i18next plural"
        if let place = context.keysInCode.placeNamingForms(of: base) {
            // Code chooses the form: the categories the language needs are never looked up.
            if context.isDevelopmentLanguage {
                let called = base.split(separator: ":", maxSplits: 1).last.map(String.init) ?? base
                add(.warning, .unpluralisedCount,
                    "code names the \(kind)'s keys in full (\(place)), so it chooses the form, not i18next: every language gets the forms code picks, whatever forms it needs",
                    hint: "call t('\(called)', { count }) and let i18next choose the form by the language's rules")
            }
            return
        }
        let categories = Set(forms.keys.compactMap { form -> PluralCategory? in if case let .category(category) = form { category } else { nil } })
        let fallback = message.pluralFallback != nil
            ? "the key's own text ('\(ordinal ? I18nextFallback.ordinalBase(base) ?? base : base)')"
            : "the next language's text (\(message.language) falls back to its parent language, then to the development language), or the key itself"
        let hint = "add '\(base)_other': i18next never falls back to it from another form, and JSON v4 expects it in every plural"
        guard let rules, let reach else {
            if !categories.contains(.other) {
                add(.error, .missingOther, "the \(kind) has no '\(base)_other' key: counts that select 'other' show \(fallback)", hint: hint)
            }
            return
        }
        let language = message.language
        if !categories.contains(.other) {
            // A JavaScript number has no visible fraction digits: 1.0 is 1, so only true fractions are examples.
            let fractions = (reach.decimalExamples[.other] ?? []).filter { !Self.isIntegral($0) }.prefix(4)
            let examples = reach.integerExamples[.other].map { $0.prefix(4).map(String.init) } ?? []
            let shown = (examples + fractions).prefix(4).joined(separator: ", ")
            add(.error, .missingOther, "the \(kind) has no '\(base)_other' key: counts that select 'other' (\(shown) …) show \(fallback)",
                hint: hint)
        }
        for category in reach.reachable(by: .integer).subtracting(categories).subtracting([.other]).sorted() {
            let common = reach.commonIntegersSelect(category)
            add(common ? .error : .warning, .missingCategory,
                "the \(kind) lacks '\(base)_\(category.rawValue)', which \(language) selects for \(reach.examples(of: category, numbers: .integer)): those counts show \(fallback), not '\(base)_other'",
                hint: "add '\(base)_\(category.rawValue)'")
        }
        let unused = categories.subtracting(rules.categories).subtracting(ordinal ? [] : [.zero]).sorted()
        if !unused.isEmpty {
            add(.warning, .unusedCategory, "the \(kind) has \(unused.map { "'\(base)_\($0.rawValue)'" }.joined(separator: ", ")), which \(language) never selects",
                hint: "remove the key, or check that the file is in the right language folder")
        }
        if !ordinal, categories.contains(.zero), rules.categories.contains(.zero), (reach.integerExamples[.zero] ?? []).contains(where: { $0 != 0 }) {
            add(.note, .zeroIsCategory,
                "'\(base)_zero' is also \(language)'s CLDR 'zero' category: i18next shows it for \(reach.examples(of: .zero, numbers: .integer)), not only for 0",
                hint: "word '\(base)_zero' for all those numbers (with {{count}}), or choose the text for 0 in code")
        }
    }

    /// Whether a message is an i18next v3 plural's (`key_plural`, `key_0`…`key_5` with `{{count}}`).
    static func isObsoletePluralKey(_ message: LocalizedMessage) -> Bool {
        guard message.origin.kind.selectsAsI18next, case let .text(text) = message.body, let underscore = message.key.lastIndex(of: "_") else { return false }
        let suffix = message.key[message.key.index(after: underscore)...]
        return suffix == "plural" || (suffix.count == 1 && ("0"..."5").contains(suffix) && text.interpolatedNames.contains("count"))
    }

    /// A key of an i18next v3 plural, which JSON v4 selects nothing with (said once for a tree
    /// written for v3: ``I18nextV3Tree``).
    mutating func checkObsoletePluralKey() {
        guard Self.isObsoletePluralKey(message), let underscore = message.key.lastIndex(of: "_") else { return }
        let base = message.key[..<underscore]
        add(.warning, .obsoletePluralKey,
            "'\(message.key)' is an i18next v3 plural key: JSON v4 (i18next 21 and later) selects '\(base)_one', '\(base)_other'… and never this one",
            hint: "rename it to the v4 key of its category, or remove it")
    }
}

/// An i18next tree whose development language writes every plural as v3 keys (`key_plural`,
/// `key_0`…) and none as JSON v4 keys: written for `compatibilityJSON: 'v3'` (i18next 21 to 23), so
/// its v3 keys are one finding of the tree, not one per key. Gathered from the development
/// language's messages as the linter checks them.
struct I18nextV3Tree {
    private var first: LocalizedMessage?
    private var count = 0
    private var hasV4Plural = false

    /// Notes a development-language message.
    mutating func note(_ message: LocalizedMessage) {
        guard message.origin.kind.selectsAsI18next else { return }
        if case .plural = message.body { hasV4Plural = true }
        if MessageCheck.isObsoletePluralKey(message) {
            count += 1
            first = first ?? message
        }
    }

    /// The tree's one `obsolete-plural-key` warning, or `nil` when the development language has a
    /// JSON v4 plural or no v3 key (its keys' own warnings then stand).
    func finding(developmentLanguage: String) -> LintFinding? {
        guard let first, !hasV4Plural else { return nil }
        return LintFinding(.warning, .obsoletePluralKey, file: first.origin.file?.path, key: nil, language: developmentLanguage,
                           message: "the \(developmentLanguage) i18next files write their plurals only as v3 keys (\(count) such as '\(MessageCheck.shown(first.key))') and none as JSON v4 keys: i18next 21 to 23 select them with compatibilityJSON: 'v3', i18next 24 and later with nothing; lint checks JSON v4 plurals, so these are not checked",
                           hint: "convert the files to JSON v4 keys (key_one, key_other…; i18next-v4-format-converter does it)")
    }
}
