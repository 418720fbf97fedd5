import CICUShim
import PluralCore

/// Owns a `UNumberFormatter`. ICU documents a formatter as safe to share between threads once built;
/// each formatting call uses its own per-thread result inside the shim.
final class ICUNumberFormatter: @unchecked Sendable {
    let handle: OpaquePointer

    /// Wraps `unumf_openForSkeletonAndLocale`.
    init(skeleton: String, locale: String) throws(ICUError) {
        var status: CICUStatus = 0
        handle = try ICU.opened(cicu_number_formatter_open(skeleton, locale, &status), status, "unumf_openForSkeletonAndLocale")
    }

    deinit { cicu_number_formatter_close(handle) }

    /// The skeleton that shows exactly `digits` fraction digits, so formatting keeps a number's visible digits.
    static func fractionSkeleton(_ digits: Int) -> String {
        digits == 0 ? "precision-integer" : "." + String(repeating: "0", count: digits)
    }

    /// Formatters that keep visible fraction digits; locale-independent for plural operands.
    private static let plain = BoundedCache<Int, ICUNumberFormatter>(capacity: 1_024)
    /// The formatters for 0 to 6 fraction digits, what displayed numbers show, opened together on
    /// first use: an array index instead of a lock and a hash lookup on every decimal selection.
    private static let common: [Result<ICUNumberFormatter, ICUError>] = (0...6).map { digits in
        Result { () throws(ICUError) in try ICUNumberFormatter(skeleton: fractionSkeleton(digits), locale: "") }
    }
    private static let compact = BoundedCache<CompactKey, ICUNumberFormatter>(capacity: 256)
    private struct CompactKey: Hashable, Sendable {
        var locale: String
        var mantissaFractionDigits: Int
    }

    /// A shared formatter that shows `number` with its visible digits (compact when it has an exponent).
    static func forOperands(of number: PluralDecimal, locale: String) throws(ICUError) -> ICUNumberFormatter {
        if number.exponent > 0 {
            let key = CompactKey(locale: locale, mantissaFractionDigits: number.mantissaFractionDigitCount)
            return try compact.value(for: key) { () throws(ICUError) in
                try ICUNumberFormatter(skeleton: "compact-short " + fractionSkeleton(key.mantissaFractionDigits), locale: locale)
            }
        }
        let digits = number.fractionDigits.utf8.count  // ASCII digits: O(1), unlike `count`
        if digits < common.count { return try common[digits].get() }
        return try plain.value(for: digits) { () throws(ICUError) in
            try ICUNumberFormatter(skeleton: fractionSkeleton(digits), locale: "")
        }
    }
}
