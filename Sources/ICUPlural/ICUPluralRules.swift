import CICUShim
import Foundation
// The categories, rule types and numbers this module's API speaks in: in scope with `import ICUPlural`;
// and the locale layer, so that `PreferredLocalizations.appBundle = .module` needs no other import.
@_exported import PluralCore
@_exported import PluralLocale

/// The plural rules of one locale and rule type, evaluated by the system ICU.
///
/// ```swift
/// let russian = try ICUPluralRules.shared(for: "ru")
/// russian.category(for: 21)              // .one
/// try russian.category(forText: "1.5")   // .other
/// let english = try ICUPluralRules.shared(for: "en-US")
/// try english.category(forText: "1.0")   // .other ("1.0 files")
/// english.category(for: 1.0)             // .one: a Double cannot show its trailing zero
/// ```
///
/// Instances are immutable and safe to use from many threads at once. Prefer `shared(for:type:strict:)`,
/// which caches them: opening rules costs microseconds, selecting costs nanoseconds.
public final class ICUPluralRules: PluralRules, @unchecked Sendable {
    // @unchecked: the handle is only read after init (`uplrules_select*` take a const pointer;
    // ICU treats const C APIs as thread-safe) and is closed once, in deinit.
    let handle: OpaquePointer

    /// The identifier the rules were requested for, as given.
    public let localeIdentifier: String
    /// Cardinal or ordinal rules.
    public let type: PluralRuleType
    /// The locale of ICU's plural data whose rules apply (`en` for `en_US`); `nil` when ICU has no
    /// plural data for the language and fell back to root's rules, where everything is `other`.
    public let dataLocale: String?
    /// The categories these rules can select, in canonical order. Wraps `uplrules_getKeywords`.
    public let categories: [PluralCategory]
    /// The canonical ICU identifier used for compact formatting (operand c).
    private let canonicalIdentifier: String

    /// Whether ICU has plural rules for the locale's language (or a parent locale).
    public var hasPluralData: Bool { dataLocale != nil }

    /// Opens ICU's rules for a locale. Wraps `uplrules_openForType`.
    ///
    /// - Parameters:
    ///   - identifier: BCP-47 (`en-US`, `zh-Hant-HK`) or ICU (`en_US`, `en_US@calendar=buddhist`).
    ///   - type: cardinal (default) or ordinal rules.
    ///   - strict: when `true`, a locale without plural data throws `PluralError/noPluralData(locale:type:)`
    ///     instead of silently using root's rules (ICU's behaviour, the default).
    /// - Throws: `PluralError/invalidLocaleIdentifier(_:reason:)` for an identifier with a control
    ///   character (a NUL would cut it short on its way to ICU); ``ICUError`` if ICU fails.
    public init(localeIdentifier identifier: String, type: PluralRuleType = .cardinal, strict: Bool = false) throws {
        try LocaleIdentifier.validate(identifier)
        let dataLocale = ICUPluralData.dataLocale(for: identifier, type: type)
        if strict, dataLocale == nil { throw PluralError.noPluralData(locale: identifier, type: type) }
        // Opened for the data locale, and compact operands formatted for the nearest installed locale:
        // ICU keeps an entry per distinct locale name it sees, so junk identifiers must not reach it.
        let canonical = String(ICUFormattingLocale.resolve(identifier).prefix { $0 != "@" })
        var status: CICUStatus = 0
        let handle = try ICU.opened(cicu_plural_rules_open(dataLocale ?? "root", type.ordinalFlag, &status), status, "uplrules_openForType")
        self.handle = handle
        var keywordStatus: CICUStatus = 0
        let mask = cicu_plural_rules_categories(handle, &keywordStatus)
        if keywordStatus > 0 {
            cicu_plural_rules_close(handle)
            throw ICUError(code: keywordStatus, function: "uplrules_getKeywords")
        }
        self.categories = PluralCategory.allCases.filter { mask & (1 << $0.order) != 0 }
        self.localeIdentifier = identifier
        self.type = type
        self.dataLocale = dataLocale
        self.canonicalIdentifier = canonical
    }

    /// Opens ICU's rules for a Foundation `Locale`: ``init(localeIdentifier:type:strict:)`` with its
    /// identifier (`Locale/pluralRulesIdentifier`). Prefer ``shared(for:type:strict:)-(Locale,_,_)``.
    public convenience init(locale: Locale, type: PluralRuleType = .cardinal, strict: Bool = false) throws {
        try self.init(localeIdentifier: locale.pluralRulesIdentifier, type: type, strict: strict)
    }

    deinit { cicu_plural_rules_close(handle) }

    // MARK: Shared instances

    @usableFromInline static let cache = SharedRulesCache(capacity: 512)

    /// Cached rules for a locale and type: opened once, shared by every thread; the way to get rules.
    ///
    /// A lookup seen before on the same thread takes no lock and does not allocate (each thread keeps
    /// its last answers); the process-wide cache is bounded (512 identifier and type pairs, identifiers
    /// of at most ``ICUPluralData/longestCachedIdentifier`` UTF-8 bytes; longer ones are opened each time).
    /// - Parameters:
    ///   - identifier: BCP-47 (`en-US`) or ICU (`en_US`, `en_US@calendar=buddhist`) identifier.
    ///   - type: cardinal (default) or ordinal rules.
    ///   - strict: when `true`, a locale without plural data throws `PluralError/noPluralData(locale:type:)`.
    @inlinable
    public static func shared(for identifier: String, type: PluralRuleType = .cardinal, strict: Bool = false) throws -> ICUPluralRules {
        // A huge identifier is not kept as a key: a stream of them would hold their bytes in the cache.
        let rules = identifier.utf8.count > ICUPluralData.longestCachedIdentifier
            ? try ICUPluralRules(localeIdentifier: identifier, type: type)
            : try cache.value(for: identifier, type: type, create: makeShared)
        if strict, !rules.hasPluralData { throw PluralError.noPluralData(locale: identifier, type: type) }
        return rules
    }

    /// Cached rules for a Foundation `Locale`: ``shared(for:type:strict:)-(String,_,_)`` with its
    /// identifier (`Locale/pluralRulesIdentifier`). Each thread also keeps its last `Locale`s (8),
    /// so a `Locale` (or a copy of it) looked up before on the same thread is answered without
    /// reading its identifier; `Locale.autoupdatingCurrent` is read each time.
    @inlinable
    public static func shared(for locale: Locale, type: PluralRuleType = .cardinal, strict: Bool = false) throws -> ICUPluralRules {
        // A `Locale` seen before on this thread is found by its value, without reading its identifier.
        let rules = try cache.value(for: locale, type: type, lookUp: { identifier in try shared(for: identifier, type: type) })
        if strict, !rules.hasPluralData { throw PluralError.noPluralData(locale: locale.pluralRulesIdentifier, type: type) }
        return rules
    }

    @usableFromInline
    static func makeShared(_ identifier: String, _ type: PluralRuleType) throws -> ICUPluralRules {
        try ICUPluralRules(localeIdentifier: identifier, type: type)
    }

    // MARK: Selection

    /// The category of an integer. Exact for every `Int`; negative numbers select like their magnitude.
    ///
    /// Wraps `uplrules_select`. Does not allocate.
    public func category(for value: Int) -> PluralCategory {
        let magnitude = value.magnitude
        if magnitude <= 1 << 53 {
            var status: CICUStatus = 0
            return selected(cicu_plural_rules_select_double(handle, Double(magnitude), &status))
        }
        // Beyond 2^53 a Double drops digits; 10^9 + (i mod 10^9) selects the same (see `exactlyEvaluable`).
        var status: CICUStatus = 0
        return selected(cicu_plural_rules_select_double(handle, Double(1_000_000_000 + magnitude % 1_000_000_000), &status))
    }

    /// The category of a floating-point value. Wraps `uplrules_select`.
    ///
    /// A `Double` has no visible digits: 1.0 is the same value as 1, so English selects `one` for it,
    /// although "1.0 files" takes `other`. Use `PluralRules/category(forText:)` or a `PluralDecimal` when
    /// the number is shown with fraction digits. Negative values select like their magnitude.
    /// NaN and the infinities select `other`. A value with a fraction, or from 2⁵³ on, selects on its
    /// shortest digits (`2.22`, `4.0085555508e31`), as the Swift engine does, through the decimal path
    /// (up to ``maximumSignificantDigits`` with a fraction; beyond, ICU's own reading). Integers below
    /// 2⁵³ do not allocate.
    public func category(for value: Double) -> PluralCategory {
        guard value.isFinite else { return .other }
        // ICU reads a Double's fraction digits by scaling it in binary: 2.22 * 1000 is exactly 2220, so it
        // sees 2.220 (f % 10 = 0: Croatian `other`, not `few` as for 2.22), and past three digits it takes
        // printf's noise (Upper Sorbian 0.766751189: f % 100 = 2, `two`). From 2⁵³ on it computes
        // `n % 10` on the binary value (8 for 4.0085555508e31, which is 40085555508000001446249295249408).
        if value.magnitude >= 0x1p53 || value.rounded(.towardZero) != value,
           let decimal = PluralDecimal(value), let category = try? category(for: decimal) {
            return category
        }
        var status: CICUStatus = 0
        return selected(cicu_plural_rules_select_double(handle, value.magnitude, &status))
    }

    /// The category of a number as written, keeping its visible fraction digits:
    /// in English "1" is `one`, "1.0" and "1.50" are `other`. With CLDR's compact exponent
    /// (`1.1c6`), it selects like the number shown in compact form (French "1,1 M": `many`).
    ///
    /// Formats the number with a skeleton that keeps exactly its fraction digits (and `compact-short`
    /// for an exponent), then wraps `uplrules_selectFormatted`. Negative numbers select like their magnitude.
    /// Integers of any length are exact; see ``maximumSignificantDigits`` for numbers with fractions.
    /// Parse text with `PluralRules/category(forText:)`.
    /// - Throws: `PluralError/unsupportedNumber(_:reason:)` beyond ICU's limits, or ``ICUError``.
    public func category(for number: PluralDecimal) throws -> PluralCategory {
        var (integer, formatter) = try Self.exactlyEvaluable(number, locale: canonicalIdentifier)
        var fraction = number.fractionDigits
        var status: CICUStatus = 0
        // The digits go to the shim as they are (small strings are read in place): no string is built.
        let index = integer.withUTF8 { integer in
            fraction.withUTF8 { fraction in
                integer.withMemoryRebound(to: CChar.self) { integer in
                    fraction.withMemoryRebound(to: CChar.self) { fraction in
                        cicu_plural_rules_select_digits(
                            handle, formatter.handle, integer.baseAddress, Int32(integer.count), fraction.baseAddress, Int32(fraction.count), &status)
                    }
                }
            }
        }
        try ICU.check(status, "uplrules_selectFormatted")
        guard let category = PluralCategory(order: Int(index)) else {
            throw ICUError(code: CICUStatus(CICU_ILLEGAL_ARGUMENT_ERROR), function: "uplrules_selectFormatted")
        }
        return category
    }

    /// The most significant digits ICU evaluates exactly: it computes operands such as `i % 10` with
    /// doubles, so from 16 digits on it selects wrongly (9999999999999921 is `many` in Russian, not `one`).
    public static let maximumSignificantDigits = 15

    /// The integer digits ICU should format (the fraction digits are the number's own), and the
    /// formatter that keeps its visible digits.
    ///
    /// A long integer part is replaced by 10⁹ + (i mod 10⁹): CLDR's rules use moduli and literals no
    /// larger than 10⁶, so the replacement keeps every remainder they take and stays above every value
    /// they compare with, while fitting a double exactly. A fraction cannot be shortened that way
    /// (its digits count as f, t, v and w), so a number still too long is refused.
    private static func exactlyEvaluable(_ number: PluralDecimal, locale: String) throws -> (integer: String, formatter: ICUNumberFormatter) {
        var integer = number.integerDigits
        let fraction = number.fractionDigits
        // Digits are ASCII, so UTF-8 counts are digit counts (and O(1), where `count` walks graphemes).
        if number.exponent == 0, integer.utf8.count + fraction.utf8.count > maximumSignificantDigits, integer.utf8.count > 10 {
            integer = "1" + integer.suffix(9)
        }
        guard integer.utf8.count + fraction.utf8.count <= maximumSignificantDigits else {
            throw PluralError.unsupportedNumber(
                number.description,
                reason: "ICU evaluates plural operands as doubles, exactly up to \(maximumSignificantDigits) significant digits"
            )
        }
        let formatter = try ICUNumberFormatter.forOperands(of: number, locale: locale)
        return (integer, formatter)
    }

    // MARK: Rule text

    /// ICU's rules with their samples, one per category, from ICU's `plurals` resource bundle.
    public var rules: [PluralRuleText] {
        ICUPluralData.rules(forDataLocale: dataLocale, type: type)
    }

    // MARK: Private

    /// Maps the shim's category index. ICU reports no failure for a valid handle and a finite number;
    /// should it, the answer is `other`, ICU's own fallback category.
    private func selected(_ index: Int32) -> PluralCategory {
        PluralCategory(order: Int(index)) ?? .other
    }
}

/// Gives cached ICU rules: the ICU engine for code written against `PluralRulesProvider`.
public struct ICUPluralRulesProvider: PluralRulesProvider {
    public init() {}

    public func rules(for locale: String, type: PluralRuleType, strict: Bool) throws -> any PluralRules {
        try ICUPluralRules.shared(for: locale, type: type, strict: strict)
    }
}
