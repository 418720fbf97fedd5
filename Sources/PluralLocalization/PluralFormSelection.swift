@_exported import PluralLocale
import PluralCore

/// How a message chooses among its plural forms when the number is zero.
public enum PluralSelectionPolicy: String, CaseIterable, Sendable, Codable, CustomStringConvertible {
    /// Apple's `.stringsdict` behaviour: when the message has a `zero` form, every value equal to
    /// zero uses it, whatever the language's rules say (Russian 0 is `many` in CLDR, yet a
    /// `zero` form "no files" wins). The default.
    case apple
    /// Pure CLDR: the language's rules alone pick the category (`zero` is used only by languages
    /// whose rules select it, such as Arabic or Latvian).
    case cldr
    /// Dart's `Intl.pluralLogic`, as a Flutter app built with `flutter gen-l10n` selects: a `zero`,
    /// `one` or `two` form serves exactly 0, 1 or 2 whatever the rules say, then the rules' category
    /// does (so `one` also serves Russian 21 and French 0); a `two` the message lacks falls back to
    /// `few`, then `other`. (dart-lang/i18n `pkgs/intl/lib/intl.dart`, `pluralLogic`.)
    case intl

    public var description: String { rawValue }
}

/// One form a message provides: a plural category, or an exact value as in ICU MessageFormat (`=0`).
public enum PluralMessageForm: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// A CLDR category (`one`, `few`, ...).
    case category(PluralCategory)
    /// An exact value (`=0`, `=1`, `=42`, `=1.5`). It matches numbers of equal value whatever
    /// their visible digits: `=1` matches 1, 1.0 and 1.00; `=0` matches 0, 0.0 and -0.
    case exact(PluralDecimal)

    /// Reads a form key: a category name (`one`) or `=` and a decimal number (`=0`, `=-1`, `=1.5`).
    public init?(key: some StringProtocol) {
        if key.first == "=" {
            guard let number = try? PluralDecimal(parsing: key.dropFirst()) else { return nil }
            self = .exact(number)
        } else if let category = PluralCategory(rawValue: String(key)) {
            self = .category(category)
        } else {
            return nil
        }
    }

    /// The key as written in a message: `one`, `=0`.
    public var description: String {
        switch self {
        case let .category(category): category.rawValue
        case let .exact(number): "=" + number.description
        }
    }

    /// Exact values first (by value), then categories in CLDR order.
    public static func < (lhs: PluralMessageForm, rhs: PluralMessageForm) -> Bool {
        switch (lhs, rhs) {
        case let (.exact(a), .exact(b)): a.description < b.description
        case (.exact, .category): true
        case (.category, .exact): false
        case let (.category(a), .category(b)): a < b
        }
    }
}

/// The form a number uses in a message, and why.
public struct PluralFormSelection: Hashable, Sendable, CustomStringConvertible {
    /// Why a form was chosen.
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// An exact-value form (`=0`) equal to the number.
        case exactValue
        /// The `zero` form, for a value equal to zero under the ``PluralSelectionPolicy/apple`` policy,
        /// although the language's rules select another category.
        case zeroOverride
        /// The category the language's rules select.
        case category
        /// The message lacks the selected category, so its `other` form was used.
        case fallbackToOther(missing: PluralCategory)
        /// The `zero`, `one` or `two` form for exactly 0, 1 or 2 under the ``PluralSelectionPolicy/intl`` policy.
        case explicitNumber
        /// The `few` form for the `two` category the message lacks, under the ``PluralSelectionPolicy/intl`` policy.
        case fewForTwo

        public var description: String {
            switch self {
            case .exactValue: "exact value"
            case .zeroOverride: "zero form (apple policy)"
            case .category: "plural rules"
            case let .fallbackToOther(missing): "fallback to other: the message has no '\(missing)' form"
            case .explicitNumber: "exact number (intl policy)"
            case .fewForTwo: "few for two (intl policy)"
            }
        }
    }

    /// The form to use.
    public let form: PluralMessageForm
    /// The category the language's rules select for the number (before any override).
    public let category: PluralCategory
    /// Why ``form`` was chosen.
    public let reason: Reason

    /// A selection.
    public init(form: PluralMessageForm, category: PluralCategory, reason: Reason) {
        self.form = form
        self.category = category
        self.reason = reason
    }

    /// Whether a form the rules asked for was missing (the caller should hear about it).
    public var isFallback: Bool {
        if case .fallbackToOther = reason { return true }
        return false
    }

    /// A sentence for people: "one (plural rules)", "other (fallback to other: ...)".
    public var description: String { "\(form) (\(reason))" }
}

/// Why no form could be selected.
public enum PluralFormSelectionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The message lacks both the selected category and `other`.
    case noOtherForm(selected: PluralCategory)
    /// The number is NaN or infinite.
    case notFinite

    public var description: String {
        switch self {
        case .noOtherForm(.other):
            "the message has no 'other' form, which every language needs"
        case let .noOtherForm(selected):
            "the message has neither a '\(selected)' form nor an 'other' form"
        case .notFinite:
            "the number is not finite"
        }
    }
}

/// Chooses the form of a message for a number: exact values, then the zero policy, then the
/// language's plural rules, then `other`.
///
/// ```swift
/// let russian = try ICUPluralRules.shared(for: "ru")
/// let forms: Set<PluralMessageForm> = [.category(.zero), .category(.one), .category(.few), .category(.other)]
/// let selector = PluralFormSelector()                      // apple policy
/// try selector.select(0, rules: russian, forms: forms)      // zero (zero form, apple policy)
/// try selector.select(5, rules: russian, forms: forms)      // other (fallback: no 'many' form)
/// ```
///
/// ## Zero, 0.0 and -0
/// - Under ``PluralSelectionPolicy/apple``, every value equal to zero takes the `zero` form when
///   the message has one: `0`, `-0`, `0.0`, `0.00` and the `Double` values `0.0` and `-0.0`. Apple's
///   formatter sees only the numeric value, and so does this policy.
/// - Under ``PluralSelectionPolicy/cldr``, the rules see the number as written: in Russian `0`
///   is `many` but `0.0` is `other`; in English both are `other`; in Latvian both are `zero`.
///   `-0` selects like `0` (rules read the absolute value).
/// - An exact form `=0` matches every zero under both policies, and wins over the zero form.
public struct PluralFormSelector: Sendable {
    /// The zero policy; ``PluralSelectionPolicy/apple`` by default.
    public var policy: PluralSelectionPolicy

    /// A selector with a zero policy (apple by default).
    public init(policy: PluralSelectionPolicy = .apple) {
        self.policy = policy
    }

    /// The form for a decimal as written (its visible fraction digits count for the rules).
    /// - Throws: ``PluralFormSelectionError/noOtherForm(selected:)`` when neither the selected
    ///   category nor `other` is present; the rules' own errors for numbers they cannot evaluate.
    public func select(_ number: PluralDecimal, rules: any PluralRules, forms: Set<PluralMessageForm>) throws -> PluralFormSelection {
        // Dart's numbers are values: 1.50 is 1.5, 1.0 is 1.
        let number = policy == .intl ? number.value : number
        return try choose(exact: { number }, small: number.smallInteger, category: { try rules.category(for: number) }, forms: forms)
    }

    /// The form for an integer.
    public func select(_ value: Int, rules: any PluralRules, forms: Set<PluralMessageForm>) throws -> PluralFormSelection {
        try choose(exact: { PluralDecimal(value) }, small: (0...2).contains(value) ? value : nil, category: { rules.category(for: value) }, forms: forms)
    }

    /// The form for a floating-point value. A `Double` has no visible fraction digits: 1.0 selects
    /// like 1 (as Apple's formatter does). Pass a `PluralDecimal` to keep "1.0" apart from "1".
    public func select(_ value: Double, rules: any PluralRules, forms: Set<PluralMessageForm>) throws -> PluralFormSelection {
        guard let decimal = PluralDecimal(value) else { throw PluralFormSelectionError.notFinite }
        return try choose(exact: { decimal }, small: decimal.smallInteger, category: { rules.category(for: value) }, forms: forms)
    }

    private func choose(
        exact number: () -> PluralDecimal, small: Int?, category: () throws -> PluralCategory, forms: Set<PluralMessageForm>
    ) throws -> PluralFormSelection {
        let selected = try category()
        // Exact forms are rare: compute the canonical value only when a message has one.
        var exactMatch: PluralMessageForm?
        var value: String?
        for form in forms {
            guard case let .exact(candidate) = form else { continue }
            if value == nil { value = number().comparableValue }
            // Two keys of equal value (`=1`, `=1.0`): the smaller key wins, whatever the set's order.
            if candidate.comparableValue == value, exactMatch.map({ form < $0 }) ?? true { exactMatch = form }
        }
        if let exactMatch {
            return PluralFormSelection(form: exactMatch, category: selected, reason: .exactValue)
        }
        return try resolve(category: selected, value: small) { forms.contains(.category($0)) }
    }

    /// The form for a number whose category is known, in a message without exact-value forms:
    /// the zero policy, then the category, then `other`. For callers that keep a message's
    /// categories in their own structure (a renderer on its fast path).
    ///
    /// - Parameters:
    ///   - selected: the category the language's rules select for the number.
    ///   - isZero: whether the number equals zero.
    ///   - hasForm: whether the message has a form for a category.
    public func resolve(category selected: PluralCategory, isZero: Bool, hasForm: (PluralCategory) -> Bool) throws -> PluralFormSelection {
        try resolve(category: selected, value: isZero ? 0 : nil, hasForm: hasForm)
    }

    /// The form for a number whose category is known, in a message without exact-value forms, when
    /// the number's value is `value` if it is 0, 1 or 2 (`nil` for any other number): the
    /// ``PluralSelectionPolicy/intl`` policy gives those their `zero`, `one` and `two` forms.
    public func resolve(category selected: PluralCategory, value: Int?, hasForm: (PluralCategory) -> Bool) throws -> PluralFormSelection {
        if policy == .apple, value == 0, hasForm(.zero) {
            return PluralFormSelection(form: .category(.zero), category: selected, reason: selected == .zero ? .category : .zeroOverride)
        }
        if policy == .intl, let value, let form = [PluralCategory.zero, .one, .two][safe: value], hasForm(form) {
            return PluralFormSelection(form: .category(form), category: selected, reason: form == selected ? .category : .explicitNumber)
        }
        if hasForm(selected) {
            return PluralFormSelection(form: .category(selected), category: selected, reason: .category)
        }
        if policy == .intl, selected == .two, hasForm(.few) {
            return PluralFormSelection(form: .category(.few), category: selected, reason: .fewForTwo)
        }
        guard hasForm(.other) else { throw PluralFormSelectionError.noOtherForm(selected: selected) }
        return PluralFormSelection(form: .category(.other), category: selected, reason: .fallbackToOther(missing: selected))
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension PluralDecimal {
    /// 0, 1 or 2 when the value is that integer (`1.0` is 1); `nil` otherwise.
    var smallInteger: Int? {
        switch comparableValue {
        case "0": 0
        case "1": 1
        case "2": 2
        default: nil
        }
    }

    /// The number as a value, without the trailing fraction zeros that make `1.0` another plural than `1`.
    var value: PluralDecimal {
        (try? PluralDecimal(parsing: comparableValue)) ?? self
    }

    /// Whether the value is zero, however written (`0`, `-0`, `0.00`).
    public var isZeroValue: Bool {
        integerDigits.allSatisfy { $0 == "0" } && fractionDigits.allSatisfy { $0 == "0" }
    }

    /// The value in a canonical text: no sign for zero, no trailing fraction zeros (`1.50` and
    /// `1.5` give "1.5"; `-0.0` gives "0"). Equal values give equal texts.
    var comparableValue: String {
        var fraction = Substring(fractionDigits)
        while fraction.last == "0" { fraction.removeLast() }
        let magnitude = fraction.isEmpty ? integerDigits : integerDigits + "." + fraction
        return isZeroValue ? "0" : (isNegative ? "-" : "") + magnitude
    }
}
