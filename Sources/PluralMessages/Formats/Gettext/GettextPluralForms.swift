import CLDRPlural
import Foundation
import PluralCore

/// What a `Plural-Forms` formula does to whole numbers, against CLDR's categories for the file's
/// language: which `msgstr[i]` each category's integers go to, which numbers a formula groups
/// otherwise than CLDR, and whether msgfmt would refuse it (a value at or above `nplurals`, a
/// division by zero).
///
/// The categories are CLDR 48's (the package's pure-Swift data), whatever engine renders: they are
/// what the issue of "is our Plural-Forms right" is asked against. Computed once per formula and
/// language (``of(_:language:)``).
final class GettextPluralMapping: Sendable {
    /// The integers the formula and CLDR are compared on: every one below ``exhaustiveLimit``, then
    /// 1, 2 and 5 times each power of ten up to 10¹⁸ with their neighbours (+1, +2, +11, +21), which
    /// reach the `n % 1000000` rules (French, Spanish `many`).
    static let exhaustiveLimit: UInt64 = 20_000
    /// A number from which a grouping difference is a warning, not an error (French, Spanish,
    /// Italian, Portuguese and Catalan `many`).
    static let largeNumber: UInt64 = 1_000_000
    /// How many numbers a finding names.
    static let exampleCount = 4

    static let samples: [UInt64] = {
        var numbers = Array(0..<exhaustiveLimit)
        var power: UInt64 = 10_000
        while true {
            for base in [power, 2 * power, 5 * power] { numbers += [base, base + 1, base + 2, base + 11, base + 21] }
            guard power <= 100_000_000_000_000_000 else { break }
            power *= 10
        }
        return Array(Set(numbers)).sorted()
    }()

    /// The header compared.
    let header: PluralFormsHeader
    /// The language whose CLDR categories it is compared with.
    let language: String
    /// The CLDR categories integers select in the language, in CLDR's order.
    let categories: [PluralCategory]
    /// The index each category's integers go to most (`msgstr[home]` is the category's text in
    /// other formats); categories only fractions select have none.
    let home: [PluralCategory: Int]
    /// The categories whose integers each index takes, in CLDR's order.
    let covered: [[PluralCategory]]
    /// For an index that takes exactly one of the integers compared, that integer.
    let singleNumber: [UInt64?]
    /// The index and category of each number below ``exhaustiveLimit``.
    let numbers: [(n: UInt64, index: Int, category: PluralCategory)]
    /// The first numbers (at most `exampleCount`) each index takes, smallest first.
    let examples: [[UInt64]]
    /// A number the formula sends past `nplurals - 1`, and the value it gives.
    let outOfRange: (n: UInt64, value: UInt64)?
    /// A division by zero the formula makes for some number compared.
    let evaluationError: PluralFormulaError?
    /// The numbers whose form differs from CLDR's grouping, smallest first (at most `exampleCount`),
    /// with the index the formula gives and the category CLDR gives.
    let differences: [(n: UInt64, index: Int, category: PluralCategory)]
    /// Whether a difference reaches a number below ``largeNumber``.
    let differsBelowLargeNumbers: Bool
    /// Whether the formula is a relabelling of CLDR's categories in another order than CLDR's.
    let orderDiffers: Bool

    /// The CLDR categories of the numbers below ``largeNumber`` each index takes, where it takes
    /// several (Russian 21 and 2 under `n != 1`): one text must serve them all.
    var sharedCategoriesBelowLargeNumbers: [Set<PluralCategory>] {
        var byIndex: [Int: Set<PluralCategory>] = [:]
        for number in numbers where number.n < Self.largeNumber { byIndex[number.index, default: []].insert(number.category) }
        return byIndex.keys.sorted().compactMap { byIndex[$0].flatMap { $0.count > 1 ? $0 : nil } }
    }

    /// Whether every category's integers go to one index and every index takes one category's.
    var agreesWithCLDR: Bool { differences.isEmpty && evaluationError == nil && outOfRange == nil }

    private init(header: PluralFormsHeader, language: String, rules: CLDRPluralRules) {
        self.header = header
        self.language = language
        var counts = [[Int]](repeating: [Int](repeating: 0, count: 6), count: header.count)
        var firstOfIndex = [UInt64?](repeating: nil, count: header.count)
        var examples = [[UInt64]](repeating: [], count: header.count)
        var secondSeen = [Bool](repeating: false, count: header.count)
        var indexes: [(n: UInt64, index: Int, category: PluralCategory)] = []
        var outOfRange: (n: UInt64, value: UInt64)?
        var evaluationError: PluralFormulaError?
        indexes.reserveCapacity(Self.samples.count)
        for n in Self.samples {
            let value: UInt64
            do { value = try header.formula.index(for: n) } catch {
                evaluationError = evaluationError ?? error
                continue
            }
            guard value < UInt64(header.count) else {
                if outOfRange == nil { outOfRange = (n, value) }
                continue
            }
            let index = Int(value)
            let category = rules.category(for: Int(n))
            counts[index][category.order] += 1
            if firstOfIndex[index] == nil { firstOfIndex[index] = n } else { secondSeen[index] = true }
            if examples[index].count < Self.exampleCount { examples[index].append(n) }
            indexes.append((n, index, category))
        }
        self.examples = examples
        self.numbers = Array(indexes.prefix(Int(Self.exhaustiveLimit)))
        self.outOfRange = outOfRange
        self.evaluationError = evaluationError
        var home: [PluralCategory: Int] = [:]
        for category in PluralCategory.allCases {
            let perIndex = counts.map { $0[category.order] }
            guard let most = perIndex.max(), most > 0 else { continue }
            home[category] = perIndex.firstIndex(of: most)
        }
        let owner: [PluralCategory?] = counts.map { row in
            guard let most = row.max(), most > 0 else { return nil }
            return PluralCategory(order: row.firstIndex(of: most)!)
        }
        self.home = home
        self.categories = PluralCategory.allCases.filter { home[$0] != nil }
        self.covered = counts.map { row in PluralCategory.allCases.filter { row[$0.order] > 0 } }
        self.singleNumber = (0..<header.count).map { secondSeen[$0] ? nil : firstOfIndex[$0] }
        // A number differs when its index is not its category's home (CLDR's category is split),
        // or its index belongs to another category (two categories share a form).
        let differing = indexes.filter { home[$0.category] != $0.index || owner[$0.index] != $0.category }
        self.differences = Array(differing.prefix(Self.exampleCount))
        self.differsBelowLargeNumbers = differing.first.map { $0.n < Self.largeNumber } ?? false
        let order = categories.compactMap { home[$0] }
        self.orderDiffers = differing.isEmpty && order != order.sorted()
    }

    private struct Key: Hashable { let header: PluralFormsHeader; let language: String }
    private static let known = Locked<[Key: GettextPluralMapping?]>([:])
    /// The most mappings kept (a few dozen formulas cover every real file).
    static let knownCapacity = 256

    /// The mapping of a header in a language; `nil` when CLDR has no rules for the language.
    static func of(_ header: PluralFormsHeader, language: String) -> GettextPluralMapping? {
        let key = Key(header: header, language: language)
        if let known = known.withLock({ $0[key] }) { return known }
        let mapping = (try? CLDRPluralRules.shared(for: language, strict: true)).map { GettextPluralMapping(header: header, language: language, rules: $0) }
        known.withLock { table in
            if table.count >= knownCapacity { table.removeAll() }
            table[key] = mapping
        }
        return mapping
    }

    /// The index gettext selects for `n`, or `nil` when the formula cannot say (division by zero, past `nplurals`).
    func index(for n: UInt64) -> Int? {
        guard let value = try? header.formula.index(for: n), value < UInt64(header.count) else { return nil }
        return Int(value)
    }

    /// The smallest number of a category that the formula sends to another index than `index`.
    func number(of category: PluralCategory, otherThan index: Int) -> (n: UInt64, index: Int)? {
        numbers.lazy.first { $0.category == category && $0.index != index }.map { ($0.n, $0.index) }
    }

    /// The smallest number of another category than `category` that the formula sends to `index`.
    /// A number of the category that owns the index (most of its numbers) comes first.
    func number(at index: Int, otherThan category: PluralCategory) -> (n: UInt64, category: PluralCategory)? {
        let owner = covered[index].filter { $0 != category }.max { count(of: $0, at: index) < count(of: $1, at: index) }
        return numbers.lazy.first { $0.index == index && $0.category == owner }.map { ($0.n, $0.category) }
    }

    private func count(of category: PluralCategory, at index: Int) -> Int {
        numbers.reduce(0) { $0 + ($1.index == index && $1.category == category ? 1 : 0) }
    }
}

extension GettextPluralMapping {
    /// What the preview marks on a category's row where the file's formula and CLDR choose
    /// differently: the numbers of the category the formula sends to another `msgstr[i]` than the
    /// row's, and the numbers of other categories it sends to the row's (at most ``exampleCount`` each).
    func previewNote(for category: PluralCategory) -> String? {
        guard let home = home[category] else { return nil }
        let away = numbers.lazy.filter { $0.category == category && $0.index != home }.prefix(Self.exampleCount)
        let into = numbers.lazy.filter { $0.category != category && $0.index == home }.prefix(Self.exampleCount)
        var said: [String] = []
        if !away.isEmpty {
            said.append("the file's formula shows " + away.map { "msgstr[\($0.index)] for \($0.n.formatted(grouped: true))" }.joined(separator: ", ")
                        + " (CLDR's '\(category.rawValue)', this form msgstr[\(home)])")
        }
        if !into.isEmpty {
            said.append("the file's formula shows this form (msgstr[\(home)]) for " + into.map { "\($0.n.formatted(grouped: true)) ('\($0.category.rawValue)')" }.joined(separator: ", "))
        }
        return said.isEmpty ? nil : said.joined(separator: "; ")
    }
}

/// The `Plural-Forms` header CLDR's rules give a language, as `msginit` writes it from CLDR data:
/// one form per category whole numbers select (fractions never reach gettext, whose `n` is an
/// `unsigned long`), in CLDR's order, chosen by a formula translated from the rules' conditions
/// with `v`, `w`, `f`, `t`, `c` and `e` zero. The one generator of the header: lint's hint and
/// the PO writer use it.
enum CLDRPluralForms {
    /// The header for a language; `nil` when CLDR has no rules for it.
    static func header(for language: String) -> PluralFormsHeader? {
        guard let rules = try? CLDRPluralRules.shared(for: language, strict: true) else { return nil }
        let reachable = Set(GettextPluralMapping.samples.prefix(Int(GettextPluralMapping.exhaustiveLimit)).map { rules.category(for: Int($0)) })
            .union(GettextPluralMapping.samples.map { rules.category(for: Int($0)) })
        // The categories whole numbers reach, in CLDR's order: the last one is what no condition
        // before it takes (`other`, or Ukrainian `many` where only fractions reach `other`).
        let reached = rules.parsedRules.filter { reachable.contains($0.category) }.sorted { $0.category < $1.category }
        let tested = reached.dropLast()
        let count = max(1, reached.count)
        var expression = "\(count - 1)"
        for (index, rule) in tested.enumerated().reversed() {
            expression = "\(cExpression(rule.condition)) ? \(index) : \(expression)"
        }
        // Two forms: gettext's own spelling is the condition of the second (`n != 1`) where it can be said so.
        if count == 2, let negated = negatedSimple(tested[0].condition) { expression = negated }
        guard let formula = try? PluralFormula(parsing: expression) else { return nil }
        return PluralFormsHeader(count: count, formula: formula)
    }

    /// The categories of the header's forms, in order.
    static func categories(for language: String) -> [PluralCategory]? {
        guard let header = header(for: language), let mapping = GettextPluralMapping.of(header, language: language) else { return nil }
        return mapping.covered.map { $0.first ?? .other }
    }

    /// A condition in C over `n`, for integers: `v w f t c e` are 0.
    static func cExpression(_ condition: PluralCondition) -> String {
        let alternatives = condition.alternatives.compactMap { relations -> String? in
            var parts: [String] = []
            for relation in relations {
                switch relationExpression(relation) {
                case .always: continue
                case .never: return nil
                case let .expression(text): parts.append(text)
                }
            }
            return parts.isEmpty ? "1" : parts.joined(separator: " && ")
        }
        if alternatives.isEmpty { return "0" }
        if alternatives.contains("1") { return "1" }
        return alternatives.count == 1 ? alternatives[0] : alternatives.map { $0.contains("&&") ? "(\($0))" : $0 }.joined(separator: " || ")
    }

    private enum Truth { case always, never, expression(String) }

    private static func relationExpression(_ relation: PluralRelation) -> Truth {
        switch relation.operand {
        case .n, .i: break
        case .v, .w, .f, .t, .c, .e:
            // Zero for every integer: the relation holds or not once and for all.
            let zero = relation.ranges.contains { $0.contains(0) }
            return zero != relation.isNegated ? .always : .never
        }
        let value = relation.modulus.map { "n % \($0)" } ?? "n"
        let tests = relation.ranges.map { range -> String in
            if range.lowerBound == range.upperBound {
                return "\(value) \(relation.isNegated ? "!=" : "==") \(range.lowerBound)"
            }
            // An unsigned value is never below 0.
            if range.lowerBound == 0 { return "\(value) \(relation.isNegated ? ">" : "<=") \(range.upperBound)" }
            return relation.isNegated ? "(\(value) < \(range.lowerBound) || \(value) > \(range.upperBound))"
                : "(\(value) >= \(range.lowerBound) && \(value) <= \(range.upperBound))"
        }
        if tests.count == 1 { return .expression(tests[0]) }
        return .expression("(" + tests.joined(separator: relation.isNegated ? " && " : " || ") + ")")
    }

    /// `n != 1` for `n = 1` (`i = 1 and v = 0` too): the second form's condition, as gettext writes two-form formulas.
    private static func negatedSimple(_ condition: PluralCondition) -> String? {
        let text = cExpression(condition)
        guard text.hasPrefix("n == "), let value = UInt64(text.dropFirst(5)) else { return nil }
        return "n != \(value)"
    }
}
