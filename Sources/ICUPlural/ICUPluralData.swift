import CICUShim
import PluralCore

/// ICU's own copy of CLDR's plural rules: the `plurals` resource bundle.
///
/// `uplrules_open` never says whether it found rules for a locale: an unknown language silently gets
/// root's rules (only `other`). This type answers that question by looking the locale up in the
/// bundle, walking parents the way ICU does (`sr_Latn_RS` → `sr_Latn` → `sr`).
public enum ICUPluralData {
    /// The version of the system ICU, for example "72.1".
    public static let icuVersion: String = (try? ICU.string("u_getVersion") { buffer, capacity, _ in
        cicu_icu_version(buffer, capacity)
    }) ?? "unknown"

    /// The CLDR version of the system ICU's data, for example "42.0".
    public static let cldrVersion: String = (try? ICU.string("ulocdata_getCLDRVersion") { buffer, capacity, status in
        cicu_cldr_version(buffer, capacity, &status)
    }) ?? "unknown"

    /// The longest identifier (in UTF-8 bytes) the shared caches keep as a key; longer ones are
    /// resolved each time (ICU reads at most 156 bytes of one anyway).
    public static let longestCachedIdentifier = 256

    /// Every locale that has rules of `type` in the bundle, in the bundle's order.
    public static func locales(for type: PluralRuleType) throws(ICUError) -> [String] {
        var status: CICUStatus = 0
        let count = cicu_plural_data_locale_count(type.ordinalFlag, &status)
        try ICU.check(status, "ures_getSize(plurals)")
        var locales: [String] = []
        locales.reserveCapacity(Int(count))
        for index in 0..<count {
            locales.append(try ICU.string("ures_getByIndex(plurals)") { buffer, capacity, status in
                cicu_plural_data_locale_at(type.ordinalFlag, index, buffer, capacity, &status)
            })
        }
        return locales
    }

    /// The canonical ICU base name of a BCP-47 or ICU identifier ("zh-Hant-HK" → "zh_Hant_HK",
    /// "en_US@calendar=buddhist" → "en_US"), or `root` when ICU cannot read it (as
    /// `CLDRPluralData.canonicalIdentifier(_:)` answers in the pure-Swift engine). An identifier with a
    /// control character is one ICU cannot read (a NUL would cut it short).
    public static func canonicalIdentifier(_ identifier: String) -> String {
        guard LocaleIdentifier.controlCharacterOffset(in: identifier) == nil else { return "root" }
        let name = try? ICU.string("uloc_getBaseName") { buffer, capacity, status in
            cicu_locale_base_name(identifier, buffer, capacity, &status)
        }
        return name ?? "root"
    }

    /// The locale of the bundle whose rules apply to `identifier` (en for en_US), or `nil` when only
    /// root's rules would apply: ICU has no plural data for the language.
    public static func dataLocale(for identifier: String, type: PluralRuleType) -> String? {
        var locale = canonicalIdentifier(identifier)
        // Root is not a language: reaching it means no language data was found.
        while !locale.isEmpty, locale != "root" {
            if ruleSetName(forExactLocale: locale, type: type) != nil { return locale }
            guard let parent = try? ICU.string("uloc_getParent", { buffer, capacity, status in
                cicu_locale_parent(locale, buffer, capacity, &status)
            }), parent != locale else { return nil }
            locale = parent
        }
        return nil
    }

    /// ICU's rules for a locale of the bundle, with their samples, in canonical category order.
    /// Root's rules (only `other`) when the locale has none.
    public static func rules(forDataLocale locale: String?, type: PluralRuleType) -> [PluralRuleText] {
        guard let locale, let set = ruleSetName(forExactLocale: locale, type: type) else {
            return [PluralRuleText(category: .other, condition: "")]
        }
        var status: CICUStatus = 0
        let count = cicu_plural_data_rule_count(set, &status)
        guard status <= 0 else { return [PluralRuleText(category: .other, condition: "")] }
        var rules: [PluralRuleText] = []
        for index in 0..<count {
            var order: Int32 = -1
            guard let text = try? ICU.string("ures_getString(plurals)", { buffer, capacity, status in
                cicu_plural_data_rule_at(set, index, &order, buffer, capacity, &status)
            }), let category = PluralCategory(order: Int(order)) else { continue }
            rules.append(PluralRuleText(category: category, cldrText: text))
        }
        return rules.sorted { $0.category < $1.category }
    }

    static func ruleSetName(forExactLocale locale: String, type: PluralRuleType) -> String? {
        try? ICU.string("ures_getStringByKey(plurals)") { buffer, capacity, status in
            cicu_plural_data_rule_set(locale, type.ordinalFlag, buffer, capacity, &status)
        }
    }
}

extension PluralRuleType {
    var ordinalFlag: Int32 { self == .ordinal ? 1 : 0 }
}
