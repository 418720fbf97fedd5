#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
// The categories, rule types and numbers this module's API speaks in: in scope with `import CLDRPlural`.
@_exported import PluralCore

/// The plural rules of one locale and type, evaluated in pure Swift from CLDR's embedded data
/// (``CLDRPluralData/cldrVersion``) or from rule text given at run time.
///
/// ```swift
/// let russian = try CLDRPluralRules.shared(for: "ru")
/// russian.category(for: 21)              // .one
/// try russian.category(forText: "1.5")   // .other
/// let english = try CLDRPluralRules.shared(for: "en-US")
/// try english.category(forText: "1.0")   // .other ("1.0 files")
/// english.category(for: 1.0)             // .one: a Double cannot show its trailing zero
/// let custom = try CLDRPluralRules(parsing: "one: n = 1; few: n = 2..4")
/// ```
///
/// Rules are compiled into flat arrays (the embedded data's by the generator, so creating them
/// parses nothing); selecting a category from an `Int`, from
/// `PluralOperands` or from contiguous text does not allocate. Instances are immutable and safe to
/// share between threads.
public final class CLDRPluralRules: PluralRules {
    /// The identifier the rules were requested for, as given (`"custom"` for rules from text).
    public let localeIdentifier: String
    /// Cardinal or ordinal rules.
    public let type: PluralRuleType
    /// The locale of the data whose rules apply (`en` for `en_US`); `nil` when the data has nothing
    /// for the language and root's rules apply (every number is `other`). Custom rules have none.
    public let dataLocale: String?
    /// Whether these are the rules of the locale's language (or a parent locale), or custom rules;
    /// `false` means root's rules.
    public let hasPluralData: Bool
    /// The categories the rules can select, in canonical order (`other` always among them).
    public var categories: [PluralCategory] {
        // Made when read, not at creation: an array would make the first rules of a process instantiate
        // its type's metadata (see Benchmarks/RESULTS.md, "The first answer in a process").
        (0..<6).compactMap { order in categoryMask & (1 << order) != 0 ? PluralCategory(order: order) : nil }
    }
    /// The categories as bits (1 << `PluralCategory/order`).
    private let categoryMask: Int
    /// The parsed rules with their samples, in the order they are tried. Rules of the data are parsed
    /// again on each access (creation parses nothing: the data carries the compiled rules).
    public var parsedRules: [PluralRule] {
        if let customRules { return customRules }
        return rules.map { text in
            var rule = PluralRule(category: text.category, condition: Self.condition(text.condition))
            rule.integerSamples = text.integerSamples.flatMap { try? PluralRuleParser.samples($0) }
            rule.decimalSamples = text.decimalSamples.flatMap { try? PluralRuleParser.samples($0) }
            return rule
        }
    }
    /// Rules given at run time, kept as given.
    private let customRules: [PluralRule]?
    /// The rules with their samples, one per category, in canonical category order: as written in the
    /// data or given as `PluralRuleText`, or re-spelled canonically for rules parsed from a rule set.
    public var rules: [PluralRuleText] {
        if let customTexts { return customTexts }
        return ruleSet >= 0 ? CLDRPluralData.ruleSet(ruleSet, type: type) : CLDRPluralData.rootRules(type)
    }
    /// Custom rules' texts, sorted; `nil` for rules of the data, whose texts are looked up when read.
    private let customTexts: [PluralRuleText]?
    /// The index of the data's rule set, or -1 for root's and custom rules.
    private let ruleSet: Int
    /// The plural ranges of the rules' locale (looked up on each access; `nil` for ordinal and custom rules).
    public var ranges: CLDRPluralRanges? {
        type == .cardinal && dataLocale != nil ? CLDRPluralRanges(localeIdentifier: localeIdentifier) : nil
    }
    @usableFromInline let program: PluralProgram

    /// Rules for a locale from the embedded CLDR data.
    ///
    /// - Parameters:
    ///   - identifier: BCP-47 (`en-US`, `zh-Hant-HK`) or ICU (`en_US`, `en_US@calendar=buddhist`);
    ///     legacy codes in the data (`iw`, `in`, `no`, `tl`, ...) resolve as themselves.
    ///   - type: cardinal (default) or ordinal rules.
    ///   - strict: when `true`, a locale without plural data throws `PluralError/noPluralData(locale:type:)`
    ///     instead of using root's rules.
    /// - Throws: `PluralError/invalidLocaleIdentifier(_:reason:)` for an identifier with a control
    ///   character (NUL included), as the ICU engine does.
    public convenience init(localeIdentifier identifier: String, type: PluralRuleType = .cardinal, strict: Bool = false) throws(PluralError) {
        try LocaleIdentifier.validate(identifier)
        let dataLocale = CLDRPluralData.dataLocale(for: identifier, type: type)
        if strict, dataLocale == nil { throw .noPluralData(locale: identifier, type: type) }
        let setIndex = CLDRPluralData.ruleSetIndex(forExactLocale: dataLocale ?? "root", type: type) ?? -1
        // The data carries each rule set compiled by the generator: reading it parses nothing. Only
        // root's rules (`other`) are compiled here. Rule texts are looked up when `rules` is read.
        let program = setIndex >= 0 ? CLDRPluralData.program(setIndex, type: type) : (type == .cardinal ? Self.rootCardinal : Self.rootOrdinal)
        self.init(program: program, texts: nil, ruleSet: setIndex, customRules: nil, type: type, localeIdentifier: identifier, dataLocale: dataLocale)
    }

    /// Rules for a Foundation `Locale` from the embedded CLDR data: ``init(localeIdentifier:type:strict:)``
    /// with its identifier (`Locale/pluralRulesIdentifier`). Prefer ``shared(for:type:strict:)-(Locale,_,_)``.
    public convenience init(locale: Locale, type: PluralRuleType = .cardinal, strict: Bool = false) throws(PluralError) {
        try self.init(localeIdentifier: locale.pluralRulesIdentifier, type: type, strict: strict)
    }

    /// Custom rules: tried in order; `other` when none holds.
    public convenience init(rules: [PluralRule], type: PluralRuleType = .cardinal) {
        self.init(program: PluralProgram(rules), texts: rules.map(\.text), ruleSet: -1, customRules: rules, type: type, localeIdentifier: "custom", dataLocale: nil)
    }

    /// Custom rules from a rule set text: `one: i = 1 and v = 0 @integer 1; other: @integer 0, 2~16`.
    /// - Throws: ``PluralRuleParseError`` with the position of the problem.
    public convenience init(parsing ruleSet: String, type: PluralRuleType = .cardinal) throws(PluralRuleParseError) {
        self.init(rules: try PluralRuleParser.ruleSet(ruleSet), type: type)
    }

    /// Custom rules from CLDR-style texts, one per category (as ICU's and CLDR's data write them).
    /// - Throws: ``PluralRuleParseError`` with the position in the failing rule's condition or samples.
    public convenience init(ruleTexts: [PluralRuleText], type: PluralRuleType = .cardinal) throws(PluralRuleParseError) {
        var parsed: [PluralRule] = []
        for text in ruleTexts {
            var rule = PluralRule(category: text.category, condition: try PluralRuleParser.condition(text.condition))
            if let list = text.integerSamples { rule.integerSamples = try PluralRuleParser.samples(list) }
            if let list = text.decimalSamples { rule.decimalSamples = try PluralRuleParser.samples(list) }
            parsed.append(rule)
        }
        self.init(program: PluralProgram(parsed), texts: ruleTexts, ruleSet: -1, customRules: parsed, type: type, localeIdentifier: "custom", dataLocale: nil)
    }

    private init(
        program: PluralProgram, texts: [PluralRuleText]?, ruleSet: Int, customRules: [PluralRule]?, type: PluralRuleType, localeIdentifier: String, dataLocale: String?
    ) {
        self.customRules = customRules
        self.customTexts = texts?.sorted { $0.category < $1.category }
        self.ruleSet = ruleSet
        self.program = program
        self.type = type
        self.localeIdentifier = localeIdentifier
        self.dataLocale = dataLocale
        self.hasPluralData = customRules != nil || dataLocale != nil
        self.categoryMask = Int(program.categoryMask) | 1 << PluralCategory.other.order
    }

    /// Root's rules (`other`), compiled once: every unknown language gets them, and compiling builds a table.
    private static let rootCardinal = rootProgram(.cardinal)
    private static let rootOrdinal = rootProgram(.ordinal)

    private static func rootProgram(_ type: PluralRuleType) -> PluralProgram {
        PluralProgram(CLDRPluralData.rootRules(type).map { PluralRule(category: $0.category, condition: Self.condition($0.condition)) })
    }

    /// A condition of the embedded data. The golden and sample tests parse every embedded rule, so a
    /// failure here means a broken build of the data.
    private static func condition(_ text: String) -> PluralCondition {
        do {
            return try PluralRuleParser.condition(text)
        } catch {
            preconditionFailure("embedded CLDR condition '\(text)' does not parse: \(error)")
        }
    }

    // MARK: Shared instances

    @usableFromInline static let cache = SharedRulesCache(capacity: 512)

    /// The longest identifier (in UTF-8 bytes) the shared cache keeps as a key.
    public static let longestCachedIdentifier = 256

    /// Cached rules for a locale and type, built once and shared by every thread: the way to get rules.
    ///
    /// A lookup seen before on the same thread takes no lock and does not allocate (each thread keeps
    /// its last answers); the process-wide cache is bounded (512 identifier and type pairs, identifiers
    /// up to ``longestCachedIdentifier`` bytes; longer ones are resolved each time).
    /// - Parameters:
    ///   - identifier: BCP-47 (`en-US`) or ICU (`en_US`, `en_US@calendar=buddhist`) identifier.
    ///   - type: cardinal (default) or ordinal rules.
    ///   - strict: when `true`, a locale without plural data throws `PluralError/noPluralData(locale:type:)`.
    /// - Throws: `PluralError/invalidLocaleIdentifier(_:reason:)` for an identifier with a control
    ///   character; with `strict`, `PluralError/noPluralData(locale:type:)`.
    @inlinable
    public static func shared(for identifier: String, type: PluralRuleType = .cardinal, strict: Bool = false) throws(PluralError) -> CLDRPluralRules {
        // Creation throws only for an invalid identifier, which is never cached; nor is a huge identifier
        // kept as a key (a stream of them would hold their bytes).
        let rules = identifier.utf8.count > longestCachedIdentifier
            ? try CLDRPluralRules(localeIdentifier: identifier, type: type)
            : try cache.value(for: identifier, type: type, create: makeShared)
        if strict, !rules.hasPluralData { throw .noPluralData(locale: identifier, type: type) }
        return rules
    }

    /// Cached rules for a Foundation `Locale`: ``shared(for:type:strict:)-(String,_,_)`` with its
    /// identifier (`Locale/pluralRulesIdentifier`). Each thread also keeps its last `Locale`s (8),
    /// so a `Locale` (or a copy of it) looked up before on the same thread is answered without
    /// reading its identifier; `Locale.autoupdatingCurrent` is read each time.
    @inlinable
    public static func shared(for locale: Locale, type: PluralRuleType = .cardinal, strict: Bool = false) throws(PluralError) -> CLDRPluralRules {
        // A `Locale` seen before on this thread is found by its value, without reading its identifier.
        let rules = try cache.value(for: locale, type: type, lookUp: { (identifier: String) throws(PluralError) in try shared(for: identifier, type: type) })
        if strict, !rules.hasPluralData { throw .noPluralData(locale: locale.pluralRulesIdentifier, type: type) }
        return rules
    }

    @usableFromInline
    static func makeShared(_ identifier: String, _ type: PluralRuleType) throws(PluralError) -> CLDRPluralRules {
        try CLDRPluralRules(localeIdentifier: identifier, type: type)
    }

    // MARK: Selection

    /// The category of a number's operands. Does not allocate.
    @inlinable
    public func category(for operands: PluralOperands) -> PluralCategory {
        select(operands)
    }

    /// The category of an integer: exact for every `Int`; negative numbers select like their magnitude.
    /// Does not allocate.
    @inlinable
    public func category(for value: Int) -> PluralCategory {
        let magnitude = value.magnitude
        // 10¹⁸ (PluralOperands.integerModulus) as a literal: a global of another module costs a call here.
        if magnitude < 1_000_000_000_000_000_000, let category = program.tableCategory(UInt64(magnitude)) { return category }
        return categoryByRules(value)
    }

    /// `category(for:)` of an integer the table does not answer.
    @usableFromInline
    func categoryByRules(_ value: Int) -> PluralCategory {
        let magnitude = value.magnitude
        return magnitude < PluralOperands.integerModulus ? program.selectInteger(UInt64(magnitude)) : select(PluralOperands(value))
    }

    /// The category of a floating-point value, from its shortest round-trip digits.
    ///
    /// A `Double` has no visible digits: 1.0 is the same value as 1, so English selects `one` for it,
    /// although "1.0 files" takes `other`. Use ``category(forText:)`` when the number is shown with
    /// fraction digits. NaN and the infinities select `other`. Integral values do not allocate.
    public func category(for value: Double) -> PluralCategory {
        guard let operands = PluralOperands(value) else { return .other }
        return select(operands)
    }

    /// The category of a decimal as written, keeping its visible fraction digits and compact exponent.
    public func category(for number: PluralDecimal) -> PluralCategory {
        select(PluralOperands(number))
    }

    /// The category of a Foundation `Decimal`, from its digits (it keeps no trailing zeros:
    /// `Decimal(string: "1.50")` is 1.5); NaN selects `other`. The pure-Swift engine evaluates every
    /// `Decimal` exactly, so this one does not throw.
    public func category(for value: Decimal) -> PluralCategory {
        PluralDecimal(value).map { category(for: $0) } ?? .other
    }

    /// The category of a number written as text (`1`, `1.50`, `-3`, `1.1c6`). Does not allocate for a
    /// valid `String` or `Substring`.
    /// - Throws: `PluralError/invalidNumber(_:_:)` when the text is not a decimal number.
    @inlinable
    public func category(forText text: some StringProtocol) throws(PluralError) -> PluralCategory {
        do {
            return select(try PluralOperands(parsing: text))
        } catch {
            throw .invalidNumber(String(text), error)
        }
    }

    /// The category of a number given as UTF-8 bytes, or `nil` when they are not a decimal number.
    /// Does not allocate; for readers of raw input such as `icu-plural batch`.
    @inlinable
    public func category(utf8 bytes: UnsafeBufferPointer<UInt8>) -> PluralCategory? {
        PluralOperands(utf8: bytes).map(select)
    }

    @usableFromInline
    func select(_ operands: PluralOperands) -> PluralCategory {
        program.select(operands)
    }

    // MARK: Ranges

    /// The category of a range such as "1–5" in the rules' locale, from the categories of its ends
    /// (CLDR's pluralRanges; the end's category when the locale has no range data).
    /// - Throws: `PluralError/invalidNumber(_:_:)` when an end is not a decimal number.
    public func category(forRangeFrom start: some StringProtocol, to end: some StringProtocol) throws(PluralError) -> PluralCategory {
        let startCategory = try category(forText: start)
        let endCategory = try category(forText: end)
        return (ranges ?? CLDRPluralRanges(localeIdentifier: "root")).category(start: startCategory, end: endCategory)
    }
}

/// Gives cached ``CLDRPluralRules``: the pure-Swift engine for code written against `PluralRulesProvider`.
public struct CLDRPluralRulesProvider: PluralRulesProvider {
    /// A provider; all providers share one cache.
    public init() {}

    /// ``CLDRPluralRules/shared(for:type:strict:)-(String,_,_)``.
    public func rules(for locale: String, type: PluralRuleType, strict: Bool) throws -> any PluralRules {
        try CLDRPluralRules.shared(for: locale, type: type, strict: strict)
    }
}
