import PluralCore

/// The CLDR plural data compiled into this module (see ``cldrVersion``): rules per locale with their
/// samples, and plural ranges. Lookup is exact here; ``dataLocale(for:type:)`` walks parents.
public enum CLDRPluralData {
    /// Every locale with rules of `type`, sorted; includes `root` and CLDR's legacy codes (`in`, `iw`, ...).
    public static func locales(for type: PluralRuleType) -> [String] {
        let table = table(for: type)
        return (0..<table.count).map(table.locale(at:))
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
        // Already canonical (`ru`, `en_US`, `sr_Latn_RS`): the usual case, answered without building bytes.
        if isCanonicalLanguageScriptRegion(identifier) { return identifier }
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

    /// Whether `identifier` is `ll` or `lll` in lower case, then optionally `_Ssss` (a script in title
    /// case), then optionally `_RR` (upper case) or `_999`: the spelling ``canonicalIdentifier(_:)``
    /// writes, so it can be returned as it is. `und` is not (it reads as `root`).
    private static func isCanonicalLanguageScriptRegion(_ identifier: String) -> Bool {
        var subtag = 0, length = 0, lower = 0, upper = 0, digits = 0, firstIsUpper = false, hasScript = false
        func subtagIsCanonical() -> Bool {
            if subtag == 0 { return (length == 2 || length == 3) && lower == length }
            if subtag == 1, length == 4, firstIsUpper, lower == 3 {
                hasScript = true
                return true
            }
            guard subtag == 1 || (subtag == 2 && hasScript) else { return false }
            return (length == 2 && upper == 2) || (length == 3 && digits == 3)
        }
        for byte in identifier.utf8 {
            if byte == UInt8(ascii: "_") {
                guard subtagIsCanonical() else { return false }
                subtag += 1
                (length, lower, upper, digits) = (0, 0, 0, 0)
                continue
            }
            if byte &- UInt8(ascii: "a") < 26 {
                lower += 1
            } else if byte &- UInt8(ascii: "A") < 26 {
                upper += 1
                if length == 0 { firstIsUpper = true }
            } else if byte &- UInt8(ascii: "0") < 10 {
                digits += 1
            } else {
                return false
            }
            if length == 0, byte &- UInt8(ascii: "A") >= 26 { firstIsUpper = false }
            length += 1
            guard length <= 4 else { return false }
        }
        return subtagIsCanonical() && !identifier.utf8.starts(with: "und".utf8)
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

    static func table(for type: PluralRuleType) -> LocaleTable {
        type == .cardinal ? cardinalLocaleTable : ordinalLocaleTable
    }

    static func ruleSetIndex(forExactLocale locale: String, type: PluralRuleType) -> Int? {
        table(for: type).ruleSet(forExactLocale: locale)
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
        // Five digits and a space per start; sixteen hexadecimal digits and a separator per word.
        func start(_ index: Int) -> Int {
            (starts.utf8CodeUnitCount + 1) / 6 > index ? decimal(starts.utf8Start + index * 6, count: 5) : (words.utf8CodeUnitCount + 1) / 17
        }
        let first = start(index), count = start(index + 1) - first
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: count) { buffer in
            let raw = UnsafeRawPointer(words.utf8Start)
            for offset in 0..<count {
                let digits = raw + (first + offset) * 17
                let high = hexadecimal(UInt64(littleEndian: digits.loadUnaligned(as: UInt64.self)))
                let low = hexadecimal(UInt64(littleEndian: (digits + 8).loadUnaligned(as: UInt64.self)))
                buffer.initializeElement(at: offset, to: high << 32 | low)
            }
            return PluralProgram(words: UnsafeBufferPointer(buffer))
        }
    }

    /// The value of eight lowercase hexadecimal digits read as one little-endian word (the first digit
    /// in the lowest byte), all eight at once: the first rules of a process decode a few hundred words,
    /// and a loop over the digits cost three times the instructions.
    @inline(__always)
    static func hexadecimal(_ digits: UInt64) -> UInt64 {
        // Each byte to its value: '0'-'9' are 0x30-0x39, 'a'-'f' 0x61-0x66 (bit 6 set: add 9).
        let nibbles = (digits & 0x0F0F_0F0F_0F0F_0F0F) &+ ((digits >> 6) & 0x0101_0101_0101_0101) &* 9
        // Pairs of bytes to one byte (the first digit is the high nibble), then pairs of those, then halves.
        let bytes = ((nibbles & 0x000F_000F_000F_000F) << 4) | ((nibbles >> 8) & 0x000F_000F_000F_000F)
        let halves = ((bytes & 0x0000_00FF_0000_00FF) << 8) | ((bytes >> 16) & 0x0000_00FF_0000_00FF)
        return ((halves & 0xFFFF) << 16) | ((halves >> 32) & 0xFFFF)
    }

    /// The value of `count` ASCII decimal digits.
    static func decimal(_ digits: UnsafePointer<UInt8>, count: Int) -> Int {
        (0..<count).reduce(0) { $0 * 10 + Int(digits[$1] &- UInt8(ascii: "0")) }
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

/// A sorted table of locales written as text by generate-cldr-plurals: one record a line, the locale
/// padded with spaces to `width` bytes, then a two-digit index. Read in place: no array, no metadata.
struct LocaleTable: Sendable {
    /// The bytes of a locale's field (the locale, then spaces).
    let width: Int
    let records: StaticString

    /// Bytes per record: the locale's field, two digits and a line break (the last record has none).
    private var stride: Int { width + 3 }

    /// The number of records.
    var count: Int { (records.utf8CodeUnitCount + 1) / stride }

    /// The locale of record `index`.
    func locale(at index: Int) -> String {
        let field = UnsafeBufferPointer(start: records.utf8Start + index * stride, count: width)
        return String(decoding: field.prefix { $0 != UInt8(ascii: " ") }, as: UTF8.self)
    }

    /// The index stored with `locale`, found by binary search; `nil` when the table has no such locale.
    func ruleSet(forExactLocale locale: String) -> Int? {
        var key = locale
        return key.withUTF8 { key in
            var low = 0, high = count
            while low < high {
                let middle = (low + high) / 2
                let record = records.utf8Start + middle * stride
                var length = 0
                while length < width, record[length] != UInt8(ascii: " ") { length += 1 }
                let order = compare(UnsafeBufferPointer(start: record, count: length), key)
                if order == 0 { return CLDRPluralData.decimal(record + width, count: 2) }
                if order < 0 { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }

    /// Byte order, which is `String`'s order for the ASCII identifiers of the data.
    private func compare(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Int {
        for index in 0..<min(lhs.count, rhs.count) where lhs[index] != rhs[index] {
            return lhs[index] < rhs[index] ? -1 : 1
        }
        return lhs.count - rhs.count
    }
}
