/// A CLDR plural category: the form of a word that a number selects.
///
/// Cases are in CLDR's canonical order, which is also their `Comparable` order.
public enum PluralCategory: String, CaseIterable, Comparable, Sendable, Codable, CustomStringConvertible {
    case zero, one, two, few, many, other

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        lhs.order < rhs.order
    }

    /// The position in CLDR's canonical order (zero is 0, other is 5).
    public var order: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }

    /// The category at a position in CLDR's canonical order, or `nil` outside 0...5.
    public init?(order: Int) {
        // A switch, not `allCases[order]`: no array is made, and rules read from data call this often.
        switch order {
        case 0: self = .zero
        case 1: self = .one
        case 2: self = .two
        case 3: self = .few
        case 4: self = .many
        case 5: self = .other
        default: return nil
        }
    }

    public var description: String { rawValue }
}

/// Which plural rules apply: counting ("1 file, 2 files") or ranking ("1st, 2nd, 3rd").
public enum PluralRuleType: String, CaseIterable, Sendable, Codable, CustomStringConvertible {
    /// Rules for quantities.
    case cardinal
    /// Rules for positions in an order.
    case ordinal

    public var description: String { rawValue }
}
