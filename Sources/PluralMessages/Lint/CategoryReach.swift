import PluralCore

/// Which numbers select each plural category of a language, computed from its rules.
///
/// Lint asks two questions of it: which categories a variable's numbers can reach (an integer
/// never reaches Russian `other` or Czech `many`, which only fractions select), and which common
/// numbers render the wrong form when a category is missing ("21, 31, 41 … render 'other'"). The
/// answers come from evaluating the rules, through ``PluralRules``, on every integer below
/// ``integerSearchLimit``, on powers of ten and their multiples up to 10¹⁸, and on the rules' own
/// `@integer` / `@decimal` samples: no list of languages is written by hand, and both engines
/// answer alike.
struct CategoryReach: Sendable {
    /// Every integer below this is evaluated: it covers the `n % 10` and `n % 100` patterns of all
    /// CLDR rules many times over.
    static let integerSearchLimit = 2_000
    /// Integers below this are "common": a missing category they select is an error; one that only
    /// larger integers select (Spanish `many`, 1,000,000 and its multiples) is a warning.
    static let commonIntegerLimit = 10_000
    /// How many example numbers a finding names.
    static let exampleCount = 4

    /// The integers (in increasing order, at most a few) that select each category.
    private(set) var integerExamples: [PluralCategory: [Int]] = [:]
    /// Whether more integers than the examples select the category.
    private(set) var moreIntegers: Set<PluralCategory> = []
    /// The decimals with visible fraction digits (as written) that select each category.
    private(set) var decimalExamples: [PluralCategory: [String]] = [:]

    /// The reach of rules, computed once per process for each engine and rule text: the same rules
    /// answer alike, and evaluating thousands of numbers for every table linted (a server linting
    /// pull requests, a fuzzer) would cost more than the checks.
    static func of(_ rules: any PluralRules) -> CategoryReach {
        let key = "\(type(of: rules))|\(rules.type)|" + rules.rules.map {
            "\($0.category):\($0.condition)@\($0.integerSamples ?? "")@\($0.decimalSamples ?? "")"
        }.joined(separator: ";")
        if let known = known.withLock({ $0[key] }) { return known }
        let reach = CategoryReach(rules: rules)
        known.withLock { table in
            if table.count >= knownCapacity { table.removeAll() }
            table[key] = reach
        }
        return reach
    }

    /// Reaches computed so far, by engine and rule text; a few dozen rule sets cover every language.
    private static let known = Locked<[String: CategoryReach]>([:])
    /// The most rule sets ``known`` keeps before it starts over (custom rules can make any number).
    static let knownCapacity = 256

    init(rules: any PluralRules) {
        var integers: [Int] = Array(0..<Self.integerSearchLimit)
        var power = 1_000
        while power <= 1_000_000_000_000_000_000 {
            integers += [power, 2 * power, 5 * power]
            if power > Int.max / 10 { break }
            power *= 10
        }
        var decimals: [String] = []
        for rule in rules.rules {
            let samples = Self.samples(of: rule)
            integers += samples.integers
            decimals += samples.decimals
        }
        // A few fractions beyond CLDR's samples, so that a rule listing few samples is still covered.
        decimals += (0...30).map { "\($0 / 10).\($0 % 10)" } + ["1.25", "2.5", "21.5", "100.5"]
        for value in Set(integers).sorted() {
            let category = rules.category(for: value)
            if integerExamples[category, default: []].count < Self.exampleCount {
                integerExamples[category, default: []].append(value)
            } else {
                moreIntegers.insert(category)
            }
        }
        var seenDecimals: Set<String> = []
        for text in decimals where seenDecimals.insert(text).inserted {
            guard let number = try? PluralDecimal(parsing: text), let category = try? rules.category(for: number) else { continue }
            // Only a category no integer selects needs decimal examples (`many` in Czech).
            if decimalExamples[category, default: []].count < Self.exampleCount { decimalExamples[category, default: []].append(text) }
        }
    }

    /// The categories numbers of this kind select.
    func reachable(by numbers: NumberKind) -> Set<PluralCategory> {
        let integers = Set(integerExamples.keys)
        return numbers == .integer ? integers : integers.union(decimalExamples.keys)
    }

    /// The smallest integer that selects the category, if any does.
    func smallestInteger(selecting category: PluralCategory) -> Int? {
        integerExamples[category]?.first
    }

    /// Whether integers people commonly see (below ``commonIntegerLimit``) select the category.
    func commonIntegersSelect(_ category: PluralCategory) -> Bool {
        smallestInteger(selecting: category).map { $0 < Self.commonIntegerLimit } ?? false
    }

    /// The numbers to name in a finding about the category: "1, 21, 31, 41 …".
    func examples(of category: PluralCategory, numbers: NumberKind) -> String {
        if let integers = integerExamples[category], !integers.isEmpty {
            let shown = integers.map { $0.formatted(grouped: true) }.joined(separator: ", ")
            return moreIntegers.contains(category) ? shown + " …" : shown
        }
        guard numbers == .decimal, let decimals = decimalExamples[category], !decimals.isEmpty else { return "" }
        return decimals.joined(separator: ", ") + " …"
    }

    /// How far a range in the rules' samples (`0~15`) is expanded.
    static let sampleRangeLimit = 2_000

    /// A rule's own `@integer` and `@decimal` samples, expanded (ranges up to ``sampleRangeLimit``).
    /// Compact exponents (`1c6`) are how a compact formatter shows a number, not a value a format
    /// string prints: they are left out.
    static func samples(of rule: PluralRuleText) -> (integers: [Int], decimals: [String]) {
        func expand(_ list: String?) -> [String] {
            guard let list else { return [] }
            return ((try? PluralSamples.expand(list, rangeLimit: sampleRangeLimit)) ?? []).filter { !$0.contains("c") && !$0.contains("e") }
        }
        return (expand(rule.integerSamples).compactMap { Int($0) }, expand(rule.decimalSamples))
    }

    /// The samples of the rule of a category in a rule set (none when the rules lack it).
    static func samples(of category: PluralCategory, in rules: any PluralRules) -> (integers: [Int], decimals: [String]) {
        rules.rules.first { $0.category == category }.map(samples(of:)) ?? ([], [])
    }

    /// The kind of numbers a variable takes, from its value type or the conversions of its argument.
    enum NumberKind: Sendable, Hashable {
        /// Integers (`d`, `lu`, `lld`…, and `%.0f`, which never shows fractions).
        case integer
        /// Any number, fractions included (`f`, `e`, `g`, an object, or unknown).
        case decimal
    }
}

extension Int {
    /// `1000000` as "1,000,000": lint messages name numbers, and grouping makes large ones readable.
    func formatted(grouped: Bool) -> String {
        let digits = String(magnitude)
        guard grouped, digits.count > 4 else { return (self < 0 ? "-" : "") + digits }
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return (self < 0 ? "-" : "") + groups.joined(separator: ",")
    }
}
