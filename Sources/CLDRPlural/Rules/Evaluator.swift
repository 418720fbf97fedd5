import PluralCore

/// Parsed rules compiled into flat arrays of plain values, so that selecting a category walks memory
/// linearly, calls no closure, and never allocates.
///
/// A rule set is a list of rules; each rule's condition is `or` alternatives of `and`-joined relations.
/// All relations sit in one array in rule order; a flag marks the last relation of each `and` chain.
struct PluralProgram: Sendable, Hashable {
    struct Relation: Sendable, Hashable {
        var operand: PluralOperand
        var isNegated: Bool
        var isWithin: Bool
        /// Whether this relation ends an `and` chain (the next one starts an `or` alternative).
        var endsConjunction: Bool
        /// 0 without a modulus.
        var modulus: UInt64
        /// The relation's ranges: `bounds[boundsStart..<boundsEnd]`, as low, high pairs.
        var boundsStart: Int32
        var boundsEnd: Int32
    }

    struct Rule: Sendable, Hashable {
        var category: PluralCategory
        /// The rule's relations: `relations[start..<end]`; empty means the rule always holds.
        var start: Int32
        var end: Int32
    }

    private(set) var rules: [Rule] = []
    private(set) var relations: [Relation] = []
    private(set) var bounds: [UInt64] = []

    init(_ parsed: [PluralRule]) {
        for rule in parsed {
            let start = Int32(relations.count)
            for conjunction in rule.condition.alternatives {
                for (index, relation) in conjunction.enumerated() {
                    let boundsStart = Int32(bounds.count)
                    for range in relation.ranges { bounds += [range.lowerBound, range.upperBound] }
                    let modulus = relation.modulus ?? 0
                    relations.append(Relation(
                        operand: relation.operand,
                        isNegated: relation.isNegated,
                        isWithin: relation.kind == .within,
                        endsConjunction: index == conjunction.count - 1,
                        modulus: modulus,
                        boundsStart: boundsStart,
                        boundsEnd: Int32(bounds.count)
                    ))
                }
            }
            rules.append(Rule(category: rule.category, start: start, end: Int32(relations.count)))
        }
    }

    /// The category of the first rule whose condition holds; `other` when none does.
    @inline(__always)
    func select(_ operands: PluralOperands) -> PluralCategory {
        relations.withUnsafeBufferPointer { relations in
            bounds.withUnsafeBufferPointer { bounds in
                for rule in rules {
                    var index = Int(rule.start)
                    let end = Int(rule.end)
                    if index == end { return rule.category }
                    while index < end {
                        // One `and` chain: stop testing at the first false relation, then skip to its end.
                        var holds = true
                        while true {
                            let relation = relations[index]
                            index += 1
                            if holds { holds = Self.test(relation, operands, bounds) }
                            if relation.endsConjunction { break }
                        }
                        if holds { return rule.category }
                    }
                }
                return .other
            }
        }
    }

    @inline(__always)
    private static func test(_ relation: Relation, _ operands: PluralOperands, _ bounds: UnsafeBufferPointer<UInt64>) -> Bool {
        var value: UInt64
        var overflows = false
        var hasFraction = false
        switch relation.operand {
        case .n:
            value = operands.i
            overflows = operands.integerOverflows
            hasFraction = operands.w != 0
        case .i:
            value = operands.i
            overflows = operands.integerOverflows
        case .v: value = UInt64(operands.v)
        case .w: value = UInt64(operands.w)
        case .f: value = operands.f
        case .t: value = operands.t
        case .c, .e: value = UInt64(operands.e)
        }
        if relation.modulus != 0 {
            // (i + fraction) mod m = (i mod m) + fraction, as the fraction is below 1. Past 18 digits the
            // remainder is exact when m divides 10¹⁸ (every power of ten) and comes from the low 18
            // digits otherwise; either way it is below m, so no longer overflows.
            value %= relation.modulus
            overflows = false
        }
        var holds = false
        // An overflowing value exceeds every literal (all are below 10¹⁸): it is in no range.
        if !overflows {
            var index = Int(relation.boundsStart)
            let end = Int(relation.boundsEnd)
            if hasFraction {
                // Not an integer: never `in`; `within` a..b when a <= value < b.
                if relation.isWithin {
                    while index < end {
                        if bounds[index] <= value, value < bounds[index + 1] { holds = true; break }
                        index += 2
                    }
                }
            } else {
                while index < end {
                    if bounds[index] <= value, value <= bounds[index + 1] { holds = true; break }
                    index += 2
                }
            }
        }
        return holds != relation.isNegated
    }
}
