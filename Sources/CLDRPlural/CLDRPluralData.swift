import PluralCore

/// The CLDR plural data compiled into this module (see ``cldrVersion``): rules per locale with their
/// samples, and plural ranges. Lookup is exact here; ``dataLocale(for:type:)`` walks parents.
public enum CLDRPluralData {
    /// Every locale with rules of `type`, sorted; includes `root` and CLDR's legacy codes (`in`, `iw`, ...).
    public static func locales(for type: PluralRuleType) -> [String] {
        table(for: type).map(\.locale)
    }

    /// The number of distinct rule sets of `type` (locales with identical rules share one).
    public static func ruleSetCount(for type: PluralRuleType) -> Int {
        type == .cardinal ? cardinalRuleSetCount : ordinalRuleSetCount
    }

    /// The rules of a locale of the data, with CLDR's samples, in canonical category order.
    /// Root's rules (only `other`) when `locale` is `nil` or not in the data.
    public static func rules(forDataLocale locale: String?, type: PluralRuleType) -> [PluralRuleText] {
        guard let locale, let index = ruleSetIndex(forExactLocale: locale, type: type) else { return rootRules(type) }
        return ruleSet(index, type: type)
    }

    /// The locale of the data whose rules apply to `identifier` (`en` for `en-US`, `zh` for
    /// `zh-Hant-HK`), or `nil` when only root's rules apply: no plural data for the language.
    ///
    /// Accepts BCP-47 (`zh-Hant-HK`, `en-US-u-nu-arab`) and ICU identifiers (`en_US@calendar=buddhist`).
    /// Parents are found by dropping the last subtag, as ICU does: `sr_Latn_RS` → `sr_Latn` → `sr`.
    /// An identifier with a control character has none (see `LocaleIdentifier`).
    public static func dataLocale(for identifier: String, type: PluralRuleType) -> String? {
        guard LocaleIdentifier.controlCharacterOffset(in: identifier) == nil else { return nil }
        var locale = canonicalIdentifier(identifier)
        while locale != "root" {
            if ruleSetIndex(forExactLocale: locale, type: type) != nil { return locale }
            guard let cut = locale.lastIndex(of: "_") else { return nil }
            locale = String(locale[..<cut])
        }
        return nil
    }

    /// The ICU-style form of a locale identifier used for lookup: `zh-hant-hk` → `zh_Hant_HK`;
    /// keywords (`@…`), POSIX charsets (`.UTF-8`) and BCP-47 extensions (`-u-…`, `-x-…`) dropped;
    /// `und` and the empty identifier → `root`. A BCP 47 extended language subtag replaces the language,
    /// as RFC 5646 §4.5 canonicalizes it and ICU reads it (`zh-yue-HK` → `yue_HK`, `ar-arb` → `arb`);
    /// CLDR's language aliases (`arb` → `ar`) are not applied, by either engine.
    public static func canonicalIdentifier(_ identifier: String) -> String {
        // ASCII case mapping on bytes: locale subtags are ASCII, and String's Unicode case mapping
        // would cost more than the rest of creating rules.
        var result: [UInt8] = []
        result.reserveCapacity(identifier.utf8.count)
        var subtagIndex = 0
        var subtag: [UInt8] = []
        func flush() -> Bool {
            defer {
                subtag.removeAll(keepingCapacity: true)
                subtagIndex += 1
            }
            if subtagIndex == 0 {
                result = subtag.map(lower)
                if result.elementsEqual("und".utf8) { result = Array("root".utf8) }
                return true
            }
            // A singleton starts an extension or private use: nothing after it names the locale.
            if subtag.count <= 1 { return subtag.isEmpty }
            result.append(UInt8(ascii: "_"))
            let isScript = subtagIndex == 1 && subtag.count == 4 && subtag.allSatisfy { lower($0) &- UInt8(ascii: "a") < 26 }
            for (offset, byte) in subtag.enumerated() { result.append(isScript && offset > 0 ? lower(byte) : upper(byte)) }
            return true
        }
        // BCP 47 only ('-' separators, no '_' or '@'): a second subtag of three letters is an extlang.
        let isLanguageTag = !identifier.utf8.contains(UInt8(ascii: "_")) && !identifier.utf8.contains(UInt8(ascii: "@"))
        func takeExtendedLanguage() -> Bool {
            guard isLanguageTag, subtagIndex == 1, subtag.count == 3, (2...3).contains(result.count),
                  subtag.allSatisfy({ lower($0) &- UInt8(ascii: "a") < 26 }) else { return false }
            // `ar-arb`: the extlang is the language; what follows counts from the language on.
            result = subtag.map(lower)
            subtag.removeAll(keepingCapacity: true)
            return true
        }
        for byte in identifier.utf8 {
            if byte == UInt8(ascii: "@") || byte == UInt8(ascii: ".") { break }
            if byte == UInt8(ascii: "-"), takeExtendedLanguage() { continue }
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                if !flush() { subtag.removeAll(); break }
            } else {
                subtag.append(byte)
            }
        }
        if !subtag.isEmpty || subtagIndex == 0, !takeExtendedLanguage() { _ = flush() }
        if result.isEmpty || result.starts(with: "root".utf8) { return "root" }
        return String(decoding: result, as: UTF8.self)
    }

    private static func lower(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }

    private static func upper(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "a") < 26 ? byte & ~0x20 : byte
    }

    static func rootRules(_ type: PluralRuleType) -> [PluralRuleText] {
        ruleSetIndex(forExactLocale: "root", type: type).map { ruleSet($0, type: type) } ?? [PluralRuleText(category: .other, condition: "")]
    }

    static func ruleSet(_ index: Int, type: PluralRuleType) -> [PluralRuleText] {
        type == .cardinal ? cardinalRuleSet(index) : ordinalRuleSet(index)
    }

    static func table(for type: PluralRuleType) -> [(locale: String, ruleSet: Int)] {
        type == .cardinal ? cardinalLocales : ordinalLocales
    }

    static func ruleSetIndex(forExactLocale locale: String, type: PluralRuleType) -> Int? {
        let table = table(for: type)
        return search(count: table.count, locale) { table[$0].locale }.map { table[$0].ruleSet }
    }

    static func rangeSetIndex(forExactLocale locale: String) -> Int? {
        search(count: rangeLocales.count, locale) { rangeLocales[$0].locale }.map { rangeLocales[$0].rangeSet }
    }

    /// Binary search in a table sorted by locale.
    private static func search(count: Int, _ locale: String, localeAt: (Int) -> String) -> Int? {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            let candidate = localeAt(middle)
            if candidate == locale { return middle }
            if candidate < locale { low = middle + 1 } else { high = middle }
        }
        return nil
    }
}

extension CLDRPluralData {
    /// The compiled program of the embedded rule set at `index`, as generate-cldr-plurals wrote it.
    static func program(_ index: Int, type: PluralRuleType) -> PluralProgram {
        let starts = type == .cardinal ? cardinalProgramStarts : ordinalProgramStarts
        let words = type == .cardinal ? cardinalPrograms : ordinalPrograms
        return words.withUnsafeBufferPointer { PluralProgram(words: UnsafeBufferPointer(rebasing: $0[starts[index]...])) }
    }

    /// Rules compiled and written as words, for generate-cldr-plurals (read back by ``program(_:type:)``).
    /// - Throws: ``PluralRuleParseError`` when a condition does not parse.
    package static func compiledProgram(_ rules: [PluralRuleText]) throws(PluralRuleParseError) -> [UInt64] {
        var parsed: [PluralRule] = []
        for rule in rules {
            parsed.append(PluralRule(category: rule.category, condition: try PluralRuleParser.condition(rule.condition)))
        }
        return PluralProgram(parsed).encoded()
    }
}
