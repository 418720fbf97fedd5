import PluralCore

/// Parsed rules compiled into flat arrays of plain values, so that selecting a category walks memory
/// linearly, calls no closure, and never allocates.
///
/// - A modulus is turned into a multiplication (see ``Divider``): a hardware division costs more
///   than the rest of a typical relation.
/// - Relations sit in one array in rule order; a flag marks the last relation of each `and` chain.
///   The first range of a relation is stored in it, so most relations read no other memory.
/// - The arrays are plain memory owned by the program: reading them costs no reference counting,
///   which would otherwise take more time than the evaluation itself.
/// - Integers (v = w = f = t = e = 0) have their own code, with the relations on those operands
///   decided at compile time (`v = 0` holds, `e != 0..5` does not). Their category depends only on
///   `i`, and above the largest literal compared with `i` or `n` without a modulus (B) only on `i`
///   modulo the least common multiple of the moduli applied to them (M): when B + 1 + M is small, a
///   table of that many categories, filled by the rules at creation (for the embedded data, by the
///   generator: see `init(words:)`), answers with one lookup.
@usableFromInline
final class PluralProgram: @unchecked Sendable {
    // @unchecked: the buffers are written only in init, then only read, and freed in deinit.
    struct Relation: Sendable, Hashable {
        var operand: PluralOperand
        var divider: Divider?
        var isNegated: Bool
        var isWithin: Bool
        /// Whether the operand is n, whose value may have a fraction.
        var testsN: Bool
        /// Whether this relation ends an `and` chain (the next one starts an `or` alternative).
        var endsConjunction: Bool
        /// The first range.
        var low: UInt64
        var high: UInt64
        /// Further ranges: `bounds[moreStart..<moreEnd]`, as low, high pairs.
        var moreStart: Int32
        var moreEnd: Int32
    }

    struct Rule: Sendable, Hashable {
        var category: PluralCategory
        /// The rule's relations: `relations[start..<end]`; empty means the rule always holds.
        var start: Int32
        var end: Int32
    }

    /// One compiled rule list.
    struct Code {
        let rules: UnsafeMutableBufferPointer<Rule>
        let relations: UnsafeMutableBufferPointer<Relation>
        let bounds: UnsafeMutableBufferPointer<UInt64>

        init(_ parsed: [PluralRule]) {
            var rules: [Rule] = []
            var relations: [Relation] = []
            var bounds: [UInt64] = []
            rules.reserveCapacity(parsed.count)
            for rule in parsed {
                let start = Int32(relations.count)
                for conjunction in rule.condition.alternatives {
                    for (index, relation) in conjunction.enumerated() {
                        let moreStart = Int32(bounds.count)
                        for range in relation.ranges.dropFirst() { bounds += [range.lowerBound, range.upperBound] }
                        relations.append(Relation(
                            operand: relation.operand,
                            divider: relation.modulus.map(Divider.init),
                            isNegated: relation.isNegated,
                            isWithin: relation.kind == .within,
                            testsN: relation.operand == .n,
                            endsConjunction: index == conjunction.count - 1,
                            low: relation.ranges.first?.lowerBound ?? 1,
                            high: relation.ranges.first?.upperBound ?? 0,
                            moreStart: moreStart,
                            moreEnd: Int32(bounds.count)
                        ))
                    }
                }
                rules.append(Rule(category: rule.category, start: start, end: Int32(relations.count)))
            }
            self.rules = Self.copy(rules)
            self.relations = Self.copy(relations)
            self.bounds = Self.copy(bounds)
        }

        /// Words of `encoded()`, read from `words[position...]`; `position` ends after them.
        init(words: UnsafeBufferPointer<UInt64>, position: inout Int) {
            func next() -> UInt64 {
                defer { position += 1 }
                return words[position]
            }
            let ruleCount = Int(next())
            let relationCount = Int(next())
            let boundCount = Int(next())
            let rules = UnsafeMutableBufferPointer<Rule>.allocate(capacity: max(1, ruleCount))
            for index in 0..<ruleCount {
                let word = next()
                rules.initializeElement(at: index, to: Rule(
                    category: PluralCategory(order: Int(word & 0xFF)) ?? .other,
                    start: Int32(truncatingIfNeeded: word >> 8 & 0xFF_FFFF),
                    end: Int32(truncatingIfNeeded: word >> 32)))
            }
            let relations = UnsafeMutableBufferPointer<Relation>.allocate(capacity: max(1, relationCount))
            for index in 0..<relationCount {
                let (flags, divisor, low, high) = (next(), next(), next(), next())
                relations.initializeElement(at: index, to: Relation(
                    operand: PluralOperand.allCases[Int(flags & 7)],
                    divider: divisor == 0 ? nil : Divider(divisor),
                    isNegated: flags & 1 << 3 != 0,
                    isWithin: flags & 1 << 4 != 0,
                    testsN: flags & 1 << 5 != 0,
                    endsConjunction: flags & 1 << 6 != 0,
                    low: low,
                    high: high,
                    moreStart: Int32(truncatingIfNeeded: flags >> 16 & 0xFF_FFFF),
                    moreEnd: Int32(truncatingIfNeeded: flags >> 40)))
            }
            let bounds = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: max(1, boundCount))
            for index in 0..<boundCount { bounds.initializeElement(at: index, to: next()) }
            self.rules = UnsafeMutableBufferPointer(rebasing: rules[..<ruleCount])
            self.relations = UnsafeMutableBufferPointer(rebasing: relations[..<relationCount])
            self.bounds = UnsafeMutableBufferPointer(rebasing: bounds[..<boundCount])
        }

        /// The code as words: counts, then a word per rule, four per relation, one per bound.
        func encoded() -> [UInt64] {
            var words: [UInt64] = [UInt64(rules.count), UInt64(relations.count), UInt64(bounds.count)]
            for rule in rules {
                words.append(UInt64(rule.category.order) | UInt64(rule.start) << 8 | UInt64(rule.end) << 32)
            }
            for relation in relations {
                var flags = UInt64(PluralOperand.allCases.firstIndex(of: relation.operand)!)
                if relation.isNegated { flags |= 1 << 3 }
                if relation.isWithin { flags |= 1 << 4 }
                if relation.testsN { flags |= 1 << 5 }
                if relation.endsConjunction { flags |= 1 << 6 }
                flags |= UInt64(relation.moreStart) << 16 | UInt64(relation.moreEnd) << 40
                words += [flags, relation.divider?.divisor ?? 0, relation.low, relation.high]
            }
            words += bounds
            return words
        }

        private static func copy<Element>(_ array: [Element]) -> UnsafeMutableBufferPointer<Element> {
            let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(1, array.count))
            _ = buffer.initialize(from: array)
            return UnsafeMutableBufferPointer(rebasing: buffer[..<array.count])
        }

        func deallocate() {
            rules.baseAddress?.deallocate()
            relations.baseAddress?.deallocate()
            bounds.baseAddress?.deallocate()
        }

        /// The category of the first rule whose condition holds; `other` when none does.
        @inline(__always)
        func select(_ operands: PluralOperands) -> PluralCategory {
            let hasFraction = operands.w != 0
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
                        if holds {
                            holds = PluralProgram.test(relation, PluralProgram.value(of: relation, operands), relation.testsN && hasFraction, UnsafeBufferPointer(bounds))
                        }
                        if relation.endsConjunction { break }
                    }
                    if holds { return rule.category }
                }
            }
            return .other
        }
    }

    /// The most entries an integer table may have (keeps creation within microseconds).
    static let integerTableLimit: UInt64 = 256

    /// The rules as parsed, for any operands.
    private let code: Code
    /// The rules with every relation on v, w, f, t, c, e decided for integers.
    private let integerCode: Code
    /// Categories of integers 0...B, then of B + 1 + (i mod M); empty when B + 1 + M is over the limit.
    @usableFromInline let integerTable: UnsafeMutableBufferPointer<PluralCategory>
    /// B: integers up to it are looked up directly.
    @usableFromInline let integerThreshold: UInt64
    /// M, as a divider.
    @usableFromInline let integerPeriod: Divider

    init(_ parsed: [PluralRule]) {
        code = Code(parsed)
        let integerRules = Self.foldedForIntegers(parsed)
        integerCode = Code(integerRules)

        // B and M over the relations left, which all test i or n.
        var threshold: UInt64 = 0
        var period: UInt64? = 1
        for relation in integerRules.flatMap({ $0.condition.alternatives.joined() }) {
            if let modulus = relation.modulus {
                period = period.flatMap { Self.leastCommonMultiple($0, modulus, limit: Self.integerTableLimit) }
            } else {
                threshold = max(threshold, relation.ranges.map(\.upperBound).max() ?? 0)
            }
        }
        let tableSize = period.map { threshold < Self.integerTableLimit ? threshold + 1 + $0 : 0 } ?? 0
        let table = UnsafeMutableBufferPointer<PluralCategory>.allocate(capacity: Int(max(tableSize, 1)))
        if tableSize > 0, let period {
            // Entries past B stand for every integer above B with the same remainder: any such
            // representative selects alike, since relations without a modulus no longer change.
            let base = (threshold / period + 1) * period
            for index in 0..<tableSize {
                let value = index <= threshold ? index : base + (index - threshold - 1)
                table[Int(index)] = integerCode.select(PluralOperands(Int(truncatingIfNeeded: value)))
            }
        }
        integerTable = UnsafeMutableBufferPointer(rebasing: table[..<Int(tableSize)])
        integerThreshold = threshold
        integerPeriod = Divider(period ?? 1)
    }

    /// A program compiled beforehand (`encoded()`, which generate-cldr-plurals writes into the data):
    /// no parsing, no table to fill, so creating rules of the embedded data costs little.
    init(words: UnsafeBufferPointer<UInt64>) {
        var position = 0
        code = Code(words: words, position: &position)
        integerCode = Code(words: words, position: &position)
        let tableSize = Int(words[position])
        integerThreshold = words[position + 1]
        integerPeriod = Divider(words[position + 2])
        position += 3
        let table = UnsafeMutableBufferPointer<PluralCategory>.allocate(capacity: max(tableSize, 1))
        for index in 0..<tableSize {
            // Eight categories per word, one byte each.
            let order = Int(truncatingIfNeeded: words[position + index / 8] >> (UInt64(index % 8) * 8) & 0xFF)
            table.initializeElement(at: index, to: PluralCategory(order: order) ?? .other)
        }
        integerTable = UnsafeMutableBufferPointer(rebasing: table[..<tableSize])
    }

    /// The program as words for `init(words:)`: both codes, then the integer table's size, B, M and
    /// its categories, eight to a word.
    func encoded() -> [UInt64] {
        var words = code.encoded() + integerCode.encoded()
        words += [UInt64(integerTable.count), integerThreshold, integerPeriod.divisor]
        for start in stride(from: 0, to: integerTable.count, by: 8) {
            var word: UInt64 = 0
            for index in start..<min(start + 8, integerTable.count) {
                word |= UInt64(integerTable[index].order) << (UInt64(index - start) * 8)
            }
            words.append(word)
        }
        return words
    }

    deinit {
        code.deallocate()
        integerCode.deallocate()
        integerTable.baseAddress?.deallocate()
    }

    /// The rules for integers: relations on operands other than i and n are true or false for every
    /// integer (their value is 0); true ones are dropped, and an `and` chain with a false one is dropped.
    private static func foldedForIntegers(_ parsed: [PluralRule]) -> [PluralRule] {
        var folded: [PluralRule] = []
        for rule in parsed {
            var alternatives: [[PluralRelation]] = []
            var alwaysHolds = rule.condition.alternatives.isEmpty
            for conjunction in rule.condition.alternatives {
                var kept: [PluralRelation] = []
                var possible = true
                for relation in conjunction {
                    if relation.operand == .i || relation.operand == .n {
                        kept.append(relation)
                    } else if relation.ranges.contains(where: { $0.contains(0) }) == relation.isNegated {
                        possible = false
                        break
                    }
                }
                guard possible else { continue }
                if kept.isEmpty {
                    alwaysHolds = true
                    break
                }
                alternatives.append(kept)
            }
            if alwaysHolds {
                // Later rules can no longer be reached by an integer.
                folded.append(PluralRule(category: rule.category, condition: PluralCondition(alternatives: [])))
                break
            }
            if !alternatives.isEmpty {
                folded.append(PluralRule(category: rule.category, condition: PluralCondition(alternatives: alternatives)))
            }
        }
        return folded
    }

    private static func leastCommonMultiple(_ a: UInt64, _ b: UInt64, limit: UInt64) -> UInt64? {
        var (x, y) = (a, b)
        while y != 0 { (x, y) = (y, x % y) }
        let (product, overflow) = (a / x).multipliedReportingOverflow(by: b)
        return overflow || product > limit ? nil : product
    }

    /// The category of the first rule whose condition holds; `other` when none does.
    @inline(__always)
    func select(_ operands: PluralOperands) -> PluralCategory {
        if operands.v == 0, operands.e == 0, !operands.integerOverflows {
            return selectInteger(operands.i)
        }
        return code.select(operands)
    }

    /// The category by the rules as parsed, without the integer code or table (tests compare them).
    func selectByRules(_ operands: PluralOperands) -> PluralCategory {
        code.select(operands)
    }

    /// The categories of the rules, bit k for the category of order k.
    var categoryMask: Int {
        code.rules.reduce(0) { $0 | 1 << $1.category.order }
    }

    /// The category of an integer below 10¹⁸ from the table; `nil` when the rules have none.
    /// Inlinable: an `Int` select is then a few instructions in the caller, without a call.
    @inlinable @inline(__always)
    func tableCategory(_ value: UInt64) -> PluralCategory? {
        if integerTable.isEmpty { return nil }
        if value <= integerThreshold { return integerTable[Int(value)] }
        return integerTable[Int(integerThreshold) + 1 + Int(integerPeriod.remainder(value))]
    }

    /// Whether integers are looked up in a table.
    var hasIntegerTable: Bool { !integerTable.isEmpty }

    /// The category of an integer below 10¹⁸.
    @inline(__always)
    func selectInteger(_ value: UInt64) -> PluralCategory {
        if integerTable.isEmpty { return integerCode.select(PluralOperands(Int(truncatingIfNeeded: value))) }
        if value <= integerThreshold { return integerTable[Int(value)] }
        return integerTable[Int(integerThreshold) + 1 + Int(integerPeriod.remainder(value))]
    }

    /// The value a relation tests (its operand, modulo its modulus); `UInt64.max` for an integer part past 18 digits without a modulus, which
    /// is larger than every literal (all are below 10¹⁸), so it is in no range.
    @inline(__always)
    fileprivate static func value(of expression: Relation, _ operands: PluralOperands) -> UInt64 {
        let value: UInt64
        var overflows = false
        switch expression.operand {
        case .n, .i:
            value = operands.i
            overflows = operands.integerOverflows
        case .v: value = UInt64(operands.v)
        case .w: value = UInt64(operands.w)
        case .f: value = operands.f
        case .t: value = operands.t
        case .c, .e: value = UInt64(operands.e)
        }
        // (i + fraction) mod m = (i mod m) + fraction, as the fraction is below 1, so n's remainder keeps
        // its fraction apart. Past 18 digits the remainder is exact when m divides 10¹⁸ (every power of
        // ten) and comes from the low 18 digits otherwise.
        if let divider = expression.divider { return divider.remainder(value) }
        return overflows ? .max : value
    }

    @inline(__always)
    fileprivate static func test(_ relation: Relation, _ value: UInt64, _ hasFraction: Bool, _ bounds: UnsafeBufferPointer<UInt64>) -> Bool {
        var holds: Bool
        if hasFraction {
            // Not an integer: never `in`; `within` a..b when a <= value < b (the fraction is above value).
            holds = false
            if relation.isWithin {
                holds = relation.low <= value && value < relation.high
                var index = Int(relation.moreStart)
                while !holds, index < Int(relation.moreEnd) {
                    holds = bounds[index] <= value && value < bounds[index + 1]
                    index += 2
                }
            }
        } else {
            holds = relation.low <= value && value <= relation.high
            var index = Int(relation.moreStart)
            while !holds, index < Int(relation.moreEnd) {
                holds = bounds[index] <= value && value <= bounds[index + 1]
                index += 2
            }
        }
        return holds != relation.isNegated
    }
}

/// The remainder by a fixed modulus, without a hardware division for values below 2⁶⁰ (every integer
/// part, which is below 10¹⁸): `x / d` is `(x * m) >> k` for `m = ⌈2ᵏ / d⌉` and `k = 60 + ⌈log₂ d⌉`
/// (Granlund and Montgomery), so the remainder is `x - d * ((x * m) >> k)`.
@usableFromInline
struct Divider: Sendable, Hashable {
    @usableFromInline let divisor: UInt64
    /// 0 for a power of two (then the remainder is a mask).
    @usableFromInline let magic: UInt64
    /// k - 64.
    @usableFromInline let shift: UInt64

    init(_ divisor: UInt64) {
        precondition(divisor > 0, "the parser refuses modulus 0")
        self.divisor = divisor
        if divisor & (divisor - 1) == 0 {
            magic = 0
            shift = 0
            return
        }
        let log2 = UInt64(64 - (divisor - 1).leadingZeroBitCount)
        let k = max(64, 60 + log2)
        // 2ᵏ / d fits in 64 bits: 2^(k-64) < d, because d > 2^(log2 - 1) and k - 64 <= log2 - 4 or 0.
        let (quotient, remainder) = divisor.dividingFullWidth((high: 1 << (k - 64), low: 0))
        magic = remainder == 0 ? quotient : quotient + 1
        shift = k - 64
    }

    @inlinable @inline(__always)
    func remainder(_ value: UInt64) -> UInt64 {
        if magic == 0 { return value & (divisor - 1) }
        guard value < 1 << 60 else { return value % divisor }
        let quotient = value.multipliedFullWidth(by: magic).high >> shift
        return value &- quotient &* divisor
    }
}
