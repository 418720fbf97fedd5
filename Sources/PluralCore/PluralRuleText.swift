/// One rule of a locale as CLDR writes it: a category, its condition and its samples.
///
/// For English cardinals, `one` is `i = 1 and v = 0 @integer 1`.
public struct PluralRuleText: Sendable, Hashable, Codable {
    /// The category the rule selects.
    public var category: PluralCategory
    /// The condition, without samples; empty for `other`.
    public var condition: String
    /// The `@integer` sample list as written ("0, 2~16, 100, …"), if any.
    public var integerSamples: String?
    /// The `@decimal` sample list as written ("0.0~1.5, 10.0, …"), if any.
    public var decimalSamples: String?

    public init(category: PluralCategory, condition: String, integerSamples: String? = nil, decimalSamples: String? = nil) {
        self.category = category
        self.condition = condition
        self.integerSamples = integerSamples
        self.decimalSamples = decimalSamples
    }

    /// Splits CLDR's combined text ("n = 1 @integer 1 @decimal 1.0, 1.00") into condition and samples.
    public init(category: PluralCategory, cldrText: String) {
        let integerMarker = cldrText.firstRange(of: "@integer")
        let decimalMarker = cldrText.firstRange(of: "@decimal")
        let conditionEnd = [integerMarker?.lowerBound, decimalMarker?.lowerBound].compactMap { $0 }.min() ?? cldrText.endIndex
        func samples(after marker: Range<String.Index>?, before other: Range<String.Index>?) -> String? {
            guard let marker else { return nil }
            let end = other.map { $0.lowerBound > marker.upperBound ? $0.lowerBound : cldrText.endIndex } ?? cldrText.endIndex
            return cldrText[marker.upperBound..<end].trimmingSpaces()
        }
        self.init(
            category: category,
            condition: cldrText[..<conditionEnd].trimmingSpaces(),
            integerSamples: samples(after: integerMarker, before: decimalMarker),
            decimalSamples: samples(after: decimalMarker, before: integerMarker)
        )
    }

    /// The text in CLDR's combined form: condition, then `@integer` and `@decimal` samples.
    public var cldrText: String {
        var parts: [String] = condition.isEmpty ? [] : [condition]
        if let integerSamples { parts.append("@integer \(integerSamples)") }
        if let decimalSamples { parts.append("@decimal \(decimalSamples)") }
        return parts.joined(separator: " ")
    }
}

extension Substring {
    func trimmingSpaces() -> String {
        var slice = self[...]
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
