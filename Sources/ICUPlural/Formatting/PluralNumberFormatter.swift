import CICUShim
import Foundation
import PluralCore

/// A number as displayed, with the plural category of what is displayed.
public struct FormattedPluralNumber: Sendable, Hashable, CustomStringConvertible {
    /// The number as shown to the user ("1,5", "forty-two", "1,1 M", "1–2").
    public let text: String
    /// The category the language's rules select for the displayed number.
    public let category: PluralCategory

    public init(text: String, category: PluralCategory) {
        self.text = text
        self.category = category
    }

    /// The number as shown (``text``), so that `"\(try formatter.format("1"))"` reads "1,0" in a sentence.
    public var description: String { text }
}

/// Formats numbers and selects their plural category from what is displayed.
///
/// Two settings that apps often conflate are kept apart:
/// - the **language** (the app's localization) gives the plural rules and the spell-out words;
/// - the **formatting locale** (the user's region) gives digits and separators.
///
/// ```swift
/// let english = try PluralNumberFormatter(language: "en", formattingLocale: "ru_RU")
/// try english.format("1.5")   // "1,5", other (English rules, Russian separators)
/// let russian = try PluralNumberFormatter(language: "ru", formattingLocale: "en_US")
/// try russian.format(5)       // "5", many
/// let rounded = try PluralNumberFormatter(language: "ru", precision: .fractionDigits(0))
/// try rounded.format("1.1")   // "1", one: the rounded number selects, not 1.1 (other)
/// ```
///
/// The category comes from `uplrules_selectFormatted` on the very result that produced the text,
/// so rounding, precision and compact notation can never make the words disagree with the digits.
///
/// Formatters are cheap values: the ICU handles behind them are cached and shared by every thread
/// (each formatting call uses its own result object). A formatter is safe to use concurrently.
public struct PluralNumberFormatter: Sendable {
    /// The language whose plural rules (and spell-out) apply, as given.
    public let language: String
    /// The locale whose digits and separators are used, as given (the language when not set).
    public let formattingLocale: String
    /// How many digits are shown.
    public let precision: PluralPrecision
    /// Standard, compact or spelled-out.
    public let notation: PluralNotation
    /// The language's rules, cached and shared.
    public let rules: ICUPluralRules

    /// The installed locale ICU formats with (``ICUFormattingLocale``): junk identifiers share it.
    private let numberLocale: String
    /// The formatter when the skeleton does not depend on the number (every precision but `.asWritten`).
    private let fixedFormatter: ICUNumberFormatter?
    private let spellOut: ICUSpellOut?

    /// Creates a formatter. Wraps `uplrules_openForType`, `unumf_openForSkeletonAndLocale` and, for
    /// spelled-out numbers, `unum_open(UNUM_SPELLOUT)` (ordinal rules use the `%spellout-ordinal`
    /// rule set, which some languages lack).
    ///
    /// - Parameters:
    ///   - language: the language of the text around the number (BCP-47 `en-GB` or ICU `en_GB`).
    ///   - formattingLocale: the locale whose digits and separators show the number (`ru_RU`,
    ///     `ar-u-nu-arab`); the language when `nil`.
    ///   - precision: how many digits are shown; the category follows the shown number.
    ///   - notation: standard digits, compact, or spelled out in the language.
    ///   - type: cardinal ("2 files") or ordinal ("2nd file") rules.
    /// - Throws: ``PluralFormatError/invalidPrecision(_:)`` for digit counts out of range;
    ///   ``PluralFormatError/skeletonOutOfRange(option:limit:)`` for a scale or increment beyond
    ///   ``PluralPrecision/maximumMagnitude``; `PluralError/invalidLocaleIdentifier(_:reason:)` for a
    ///   language or locale with a control character;
    ///   ``ICUError`` naming the ICU function for an invalid skeleton or a missing spell-out rule set.
    public init(
        language: String,
        formattingLocale: String? = nil,
        precision: PluralPrecision = .asWritten,
        notation: PluralNotation = .standard,
        type: PluralRuleType = .cardinal
    ) throws {
        try precision.validate()
        try LocaleIdentifier.validate(language)
        if let formattingLocale { try LocaleIdentifier.validate(formattingLocale) }
        self.language = language
        self.formattingLocale = formattingLocale ?? language
        self.numberLocale = ICUFormattingLocale.resolve(self.formattingLocale)
        self.precision = precision
        self.notation = notation
        self.rules = try ICUPluralRules.shared(for: language, type: type)
        if precision == .asWritten {
            fixedFormatter = nil
        } else {
            fixedFormatter = try FormatterCache.number(
                skeleton: Self.skeleton(precision: precision, notation: notation, visibleFractionDigits: nil),
                locale: notation == .spelledOut ? Self.digitsLocale : numberLocale)
        }
        spellOut = notation == .spelledOut
            ? try FormatterCache.spellOut(locale: ICUFormattingLocale.resolve(language), ruleSet: type == .ordinal ? "%spellout-ordinal" : nil)
            : nil
    }

    /// A formatter for Foundation `Locale`s: ``init(language:formattingLocale:precision:notation:type:)-(String,_,_,_,_)``
    /// with their identifiers (`Locale/pluralRulesIdentifier`).
    ///
    /// ```swift
    /// let formatter = try PluralNumberFormatter(language: Locale(identifier: "en"), formattingLocale: Locale(identifier: "ru_RU"),
    ///                                           precision: .fractionDigits(1))
    /// try formatter.format("1").text   // "1,0"
    /// ```
    public init(
        language: Locale,
        formattingLocale: Locale? = nil,
        precision: PluralPrecision = .asWritten,
        notation: PluralNotation = .standard,
        type: PluralRuleType = .cardinal
    ) throws {
        try self.init(language: language.pluralRulesIdentifier, formattingLocale: formattingLocale?.pluralRulesIdentifier,
                      precision: precision, notation: notation, type: type)
    }

    /// Cardinal or ordinal rules.
    public var type: PluralRuleType { rules.type }

    // MARK: Formatting

    /// Formats a decimal as written and selects the category of what is shown.
    /// Wraps `unumf_formatDecimal` and `uplrules_selectFormatted` (and `unum_formatDecimal` when
    /// spelled out). Negative numbers keep their sign and select like their magnitude.
    public func format(_ number: PluralDecimal) throws -> FormattedPluralNumber {
        let formatter = try fixedFormatter ?? FormatterCache.number(
            skeleton: Self.skeleton(precision: precision, notation: notation, visibleFractionDigits: visibleDigits(of: number)),
            locale: notation == .spelledOut ? Self.digitsLocale : numberLocale)
        let decimal = number.plainText
        var index: Int32 = -1
        let text = try ICU.string("unumf_formatDecimal") { buffer, capacity, status in
            cicu_number_formatter_format_decimal(formatter.handle, decimal, Int32(decimal.utf8.count),
                                                 rules.handle, &index, buffer, capacity, &status)
        }
        guard var category = PluralCategory(order: Int(index)) else {
            throw ICUError(code: CICUStatus(CICU_ILLEGAL_ARGUMENT_ERROR), function: "uplrules_selectFormatted")
        }
        // ICU's operands keep only the low 18 digits of a long integer part and take n as a double (10³⁷ + 1
        // is Polish `one` to it; 100004477988020333.5 loses its .5, Arabic `many`). Shown as written, the
        // number displayed is the number given, and the rules' decimal path reduces it exactly when it can
        // (see ICUPluralRules.maximumSignificantDigits; beyond, ICU's answer stands).
        if precision == .asWritten, notation != .compact, number.exponent == 0,
           number.integerDigits.count + number.fractionDigits.count > ICUPluralRules.maximumSignificantDigits,
           let exact = try? rules.category(for: number) {
            category = exact
        }
        // Spelled out: the digits above are the rounded number in plain ASCII; spell out exactly that.
        if let spellOut { return FormattedPluralNumber(text: try spellOut.spellOut(text), category: category) }
        return FormattedPluralNumber(text: text, category: category)
    }

    /// Formats a number written as text ("1.50", "-3", "1.1c6"), keeping its visible digits.
    /// - Throws: `PluralError.invalidNumber` when the text is not a decimal number.
    public func format(_ text: some StringProtocol) throws -> FormattedPluralNumber {
        try format(Self.parse(text))
    }

    /// Formats an integer (exact).
    public func format(_ value: Int) throws -> FormattedPluralNumber {
        try format(PluralDecimal(value))
    }

    /// Formats a floating-point value, taken as its shortest round-trip decimal: 1.5 is "1.5",
    /// but 1.0 is "1", since a `Double` has no trailing zeros. Pass a precision, or text, to show them.
    /// - Throws: `PluralError.unsupportedNumber` for NaN and the infinities.
    public func format(_ value: Double) throws -> FormattedPluralNumber {
        guard let number = PluralDecimal(value) else {
            throw PluralError.unsupportedNumber("\(value)", reason: "not a finite number")
        }
        return try format(number)
    }

    // MARK: Ranges

    /// Formats a range ("1–2", "1,5–3") and selects its category from CLDR's plural ranges:
    /// the categories of both displayed ends combine per language (English 1–2 is `other`,
    /// Russian 1–2 is `few`, 1–5 is `many`).
    ///
    /// Wraps `unumrf_formatDecimalRange` and `uplrules_selectForRange`. With ``PluralPrecision/asWritten``
    /// both ends show the larger of their visible fraction-digit counts ("1–2.5" is "1.0–2.5"), because one
    /// range formatter applies one precision to both.
    ///
    /// - Throws: ``PluralFormatError/unsupported(_:)`` for spelled-out or ordinal formatters (CLDR
    ///   defines ranges for cardinal categories only); ``ICUError`` from the formatter.
    public func formatRange(from start: PluralDecimal, to end: PluralDecimal) throws -> FormattedPluralNumber {
        guard notation != .spelledOut else { throw PluralFormatError.unsupported("spelled-out ranges") }
        guard type == .cardinal else { throw PluralFormatError.unsupported("ordinal ranges (CLDR's plural ranges are cardinal)") }
        let digits = notation == .compact ? nil : max(start.fractionDigits.count, end.fractionDigits.count)
        let skeleton = Self.skeleton(precision: precision, notation: notation, visibleFractionDigits: digits)
        let formatter = try FormatterCache.range(skeleton: skeleton, locale: numberLocale)
        let first = start.plainText, last = end.plainText
        var index: Int32 = -1
        let text = try ICU.string("unumrf_formatDecimalRange") { buffer, capacity, status in
            cicu_range_formatter_format_decimal(formatter.handle, first, Int32(first.utf8.count), last, Int32(last.utf8.count),
                                                rules.handle, &index, buffer, capacity, &status)
        }
        guard let category = PluralCategory(order: Int(index)) else {
            throw ICUError(code: CICUStatus(CICU_ILLEGAL_ARGUMENT_ERROR), function: "uplrules_selectForRange")
        }
        return FormattedPluralNumber(text: text, category: category)
    }

    /// Formats a range of numbers written as text.
    /// - Throws: `PluralError.invalidNumber` when either end is not a decimal number.
    public func formatRange(from start: some StringProtocol, to end: some StringProtocol) throws -> FormattedPluralNumber {
        try formatRange(from: Self.parse(start), to: Self.parse(end))
    }

    /// Formats a range of integers.
    public func formatRange(from start: Int, to end: Int) throws -> FormattedPluralNumber {
        try formatRange(from: PluralDecimal(start), to: PluralDecimal(end))
    }

    // MARK: Private

    /// Spelled-out numbers are first rounded by a formatter whose output is plain ASCII digits with
    /// "." and "-", which `unum_formatDecimal` reads back; English has exactly those symbols.
    private static let digitsLocale = "en"

    private static func skeleton(precision: PluralPrecision, notation: PluralNotation, visibleFractionDigits: Int?) -> String {
        let precisionText = precision.skeleton(visibleFractionDigits: visibleFractionDigits)
        let notationText = switch notation {
        case .standard: ""
        case .compact: "compact-short"
        case .spelledOut: "group-off numbering-system/latn"
        }
        return [notationText, precisionText].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The fraction digits `.asWritten` shows for a number (`nil` leaves compact rounding to ICU).
    private func visibleDigits(of number: PluralDecimal) -> Int? {
        guard notation == .compact else { return number.fractionDigits.count }
        return number.exponent > 0 ? number.mantissaFractionDigitCount : nil
    }

    private static func parse(_ text: some StringProtocol) throws -> PluralDecimal {
        do {
            return try PluralDecimal(parsing: text)
        } catch {
            throw PluralError.invalidNumber(String(text), error)
        }
    }
}
