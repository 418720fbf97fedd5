import CICUShim
import PluralCore

/// Owns a `UNumberRangeFormatter`. Like `UNumberFormatter`, ICU documents a built range formatter
/// as safe to share; each call opens its own result inside the shim.
final class ICURangeFormatter: @unchecked Sendable {
    // @unchecked: the handle is only passed as a const pointer after init and closed once, in deinit.
    let handle: OpaquePointer

    /// Wraps `unumrf_openForSkeletonWithCollapseAndIdentityFallback`.
    init(skeleton: String, locale: String) throws(ICUError) {
        var status: CICUStatus = 0
        handle = try ICU.opened(cicu_range_formatter_open(skeleton, locale, &status), status,
                                "unumrf_openForSkeletonWithCollapseAndIdentityFallback")
    }

    deinit { cicu_range_formatter_close(handle) }
}

/// Owns a rule-based spell-out `UNumberFormat` and serializes its use.
///
/// The handle is cached and guarded by a mutex rather than opened per call: opening parses the
/// language's whole rule set (tens of microseconds), while spelling out one number is fast, so
/// contention costs less than reopening. Sharing without a lock is not an option: ICU promises
/// thread safety for `UNumberFormatter`, not for the older `UNumberFormat`, and a rule-based
/// formatter fills some of its rules in lazily during formatting calls.
final class ICUSpellOut: Sendable {
    private let handle: Locked<OpaquePointer>

    /// Wraps `unum_open(UNUM_SPELLOUT)`, then `unum_setTextAttribute(UNUM_DEFAULT_RULESET)` when
    /// `ruleSet` is given (for example `%spellout-ordinal`).
    init(locale: String, ruleSet: String?) throws(ICUError) {
        var status: CICUStatus = 0
        let handle = try ICU.opened(cicu_spellout_open(locale, &status), status, "unum_open(UNUM_SPELLOUT)")
        if let ruleSet {
            cicu_spellout_set_rule_set(handle, ruleSet, &status)
            if status > 0 {
                cicu_spellout_close(handle)
                throw ICUError(code: status, function: "unum_setTextAttribute(UNUM_DEFAULT_RULESET, \(ruleSet))")
            }
        }
        self.handle = Locked(handle)
    }

    deinit { handle.withLock { cicu_spellout_close($0) } }

    /// Spells out an ASCII decimal ("-42", "1.5"). Wraps `unum_formatDecimal`.
    func spellOut(_ decimal: String) throws(ICUError) -> String {
        try handle.withLock { (handle: inout OpaquePointer) throws(ICUError) -> String in
            let pointer = handle
            return try ICU.string("unum_formatDecimal") { buffer, capacity, status in
                cicu_spellout_format_decimal(pointer, decimal, Int32(decimal.utf8.count), buffer, capacity, &status)
            }
        }
    }
}

/// Shared ICU formatter handles, keyed by skeleton and locale: built once (the first formats on a
/// fresh `UNumberFormatter` cost microseconds each), then shared by every thread.
enum FormatterCache {
    struct Key: Hashable, Sendable {
        var skeleton: String
        var locale: String
    }

    private static let numbers = BoundedCache<Key, ICUNumberFormatter>(capacity: 256)
    private static let ranges = BoundedCache<Key, ICURangeFormatter>(capacity: 64)
    /// Keyed by locale and rule set name (the `skeleton` field).
    private static let spellOuts = BoundedCache<Key, ICUSpellOut>(capacity: 32)

    static func number(skeleton: String, locale: String) throws(ICUError) -> ICUNumberFormatter {
        try numbers.value(for: Key(skeleton: skeleton, locale: locale)) { () throws(ICUError) in
            try ICUNumberFormatter(skeleton: skeleton, locale: locale)
        }
    }

    static func range(skeleton: String, locale: String) throws(ICUError) -> ICURangeFormatter {
        try ranges.value(for: Key(skeleton: skeleton, locale: locale)) { () throws(ICUError) in
            try ICURangeFormatter(skeleton: skeleton, locale: locale)
        }
    }

    static func spellOut(locale: String, ruleSet: String?) throws(ICUError) -> ICUSpellOut {
        try spellOuts.value(for: Key(skeleton: ruleSet ?? "", locale: locale)) { () throws(ICUError) in
            try ICUSpellOut(locale: locale, ruleSet: ruleSet)
        }
    }
}
