import PluralCore

/// An operand of a plural rule (UTS #35): which property of the number a relation tests.
public enum PluralOperand: String, CaseIterable, Sendable, Hashable {
    /// The absolute value.
    case n
    /// The integer digits.
    case i
    /// The number of visible fraction digits, with trailing zeros.
    case v
    /// The number of visible fraction digits, without trailing zeros.
    case w
    /// The visible fraction digits, with trailing zeros, as an integer.
    case f
    /// The visible fraction digits, without trailing zeros, as an integer.
    case t
    /// The compact exponent (a synonym of `e`).
    case c
    /// The compact exponent.
    case e
}

/// One relation of a condition, such as `n % 10 = 2..4` or `i not in 12..14`.
public struct PluralRelation: Sendable, Hashable, CustomStringConvertible {
    /// How a relation's ranges are matched.
    public enum Kind: Sendable, Hashable {
        /// `is`, `=`, `!=`, `in`, `not in`: the value is an integer equal to a listed value or inside a range.
        case `in`
        /// `within`, `not within`: the value lies between a range's ends, fractions included.
        case within
    }

    /// The operand tested.
    public var operand: PluralOperand
    /// The modulus of `mod` / `%`, or `nil` without one.
    public var modulus: UInt64?
    /// Whether the relation is negated (`is not`, `not in`, `!=`, `not within`).
    public var isNegated: Bool
    /// Integer matching (`in`, `=`, `is`) or interval matching (`within`).
    public var kind: Kind
    /// The values and ranges listed; a single value `v` is `v...v`.
    public var ranges: [ClosedRange<UInt64>]

    /// A relation; a single value `v` is the range `v...v`.
    public init(operand: PluralOperand, modulus: UInt64? = nil, isNegated: Bool = false, kind: Kind = .in, ranges: [ClosedRange<UInt64>]) {
        self.operand = operand
        self.modulus = modulus
        self.isNegated = isNegated
        self.kind = kind
        self.ranges = ranges
    }

    /// The relation in CLDR's canonical spelling (`n % 10 = 2..4`, `i != 12..14`, `n not within 0..2`).
    public var description: String {
        let expression = modulus.map { "\(operand.rawValue) % \($0)" } ?? operand.rawValue
        let list = ranges.map { $0.lowerBound == $0.upperBound ? "\($0.lowerBound)" : "\($0.lowerBound)..\($0.upperBound)" }.joined(separator: ",")
        switch kind {
        case .in: return "\(expression) \(isNegated ? "!=" : "=") \(list)"
        case .within: return "\(expression) \(isNegated ? "not within" : "within") \(list)"
        }
    }
}

/// A rule's condition: relations joined by `and`, alternatives joined by `or` (`and` binds tighter).
/// An empty condition (the `other` rule) always holds.
public struct PluralCondition: Sendable, Hashable, CustomStringConvertible {
    /// The `or` alternatives, each a list of relations that must all hold.
    public var alternatives: [[PluralRelation]]

    /// A condition from its `or` alternatives; no alternatives means it always holds.
    public init(alternatives: [[PluralRelation]]) {
        self.alternatives = alternatives
    }

    /// The condition in CLDR's canonical spelling; empty when it always holds.
    public var description: String {
        alternatives.map { $0.map(\.description).joined(separator: " and ") }.joined(separator: " or ")
    }
}

/// A CLDR sample list such as `0, 2~16, 100, …`: numbers and ranges as written, maybe open-ended.
public struct PluralSampleList: Sendable, Hashable, CustomStringConvertible {
    /// One item of the list: a number or an inclusive range, kept as written (`1.1c6`, `0.0~1.5`).
    public enum Item: Sendable, Hashable {
        /// One number (`1.1c6`).
        case number(String)
        /// The numbers from the first to the second, stepping by the last visible digit (`0.0~1.5`).
        case range(String, String)
    }

    /// The items in order.
    public var items: [Item]
    /// Whether the list ends with `…` (more numbers select the same category).
    public var isOpenEnded: Bool

    /// A sample list from its items.
    public init(items: [Item], isOpenEnded: Bool) {
        self.items = items
        self.isOpenEnded = isOpenEnded
    }

    /// The list as CLDR writes it.
    public var description: String {
        let parts = items.map { item in
            switch item {
            case let .number(number): number
            case let .range(low, high): "\(low)~\(high)"
            }
        }
        return (parts + (isOpenEnded ? ["…"] : [])).joined(separator: ", ")
    }
}

/// One parsed rule: a category, its condition and its samples.
public struct PluralRule: Sendable, Hashable {
    /// The category selected when the condition holds.
    public var category: PluralCategory
    /// The condition; empty for `other`.
    public var condition: PluralCondition
    /// The `@integer` samples, if written.
    public var integerSamples: PluralSampleList?
    /// The `@decimal` samples, if written.
    public var decimalSamples: PluralSampleList?

    /// A rule from its parts.
    public init(category: PluralCategory, condition: PluralCondition, integerSamples: PluralSampleList? = nil, decimalSamples: PluralSampleList? = nil) {
        self.category = category
        self.condition = condition
        self.integerSamples = integerSamples
        self.decimalSamples = decimalSamples
    }

    /// The rule as text, in the form of `PluralRuleText`.
    public var text: PluralRuleText {
        PluralRuleText(
            category: category,
            condition: condition.description,
            integerSamples: integerSamples?.description,
            decimalSamples: decimalSamples?.description
        )
    }
}
