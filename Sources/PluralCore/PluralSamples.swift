/// Expands a CLDR sample list such as `0, 2~16, 100, …` or `0.0~1.5, 10.0, 1.1c6, …` into numbers.
///
/// A range `a~b` steps by one unit of its last visible digit (`0.0~0.3` is 0.0, 0.1, 0.2, 0.3).
/// The ellipsis (`…` or `...`), meaning "and so on", is skipped.
public enum PluralSamples {
    /// Why a sample list could not be expanded.
    public enum Error: Swift.Error, Equatable, Sendable, CustomStringConvertible {
        /// An item that is not a number or a range of numbers.
        case invalidItem(String)
        /// A range whose ends differ in fraction digits or exponent, or run backwards.
        case invalidRange(String)

        public var description: String {
            switch self {
            case let .invalidItem(item): "invalid sample '\(item)'"
            case let .invalidRange(item): "invalid sample range '\(item)'"
            }
        }
    }

    /// The numbers the list names, in order, as decimal texts with their visible digits.
    /// - Parameters:
    ///   - list: the sample list as CLDR writes it, without the `@integer` / `@decimal` marker.
    ///   - limit: the most numbers one range may produce (ranges in CLDR are short).
    public static func expand(_ list: String, rangeLimit limit: Int = 10_000) throws(Error) -> [String] {
        var result: [String] = []
        for rawItem in list.split(separator: ",") {
            let item = rawItem.trimmingSpaces()
            if item.isEmpty || item == "…" || item == "..." { continue }
            let ends = item.split(separator: "~", omittingEmptySubsequences: false)
            switch ends.count {
            case 1:
                guard (try? PluralDecimal(parsing: item)) != nil else { throw .invalidItem(item) }
                result.append(item)
            case 2:
                result += try expandRange(String(ends[0]), String(ends[1]), item: item, limit: limit)
            default:
                throw .invalidItem(item)
            }
        }
        return result
    }

    private static func expandRange(_ start: String, _ end: String, item: String, limit: Int) throws(Error) -> [String] {
        guard let low = try? PluralDecimal(parsing: start), let high = try? PluralDecimal(parsing: end) else {
            throw .invalidItem(item)
        }
        let scale = low.fractionDigits.count
        guard high.fractionDigits.count == scale, low.exponent == 0, high.exponent == 0, !low.isNegative, !high.isNegative,
              let first = Int(low.integerDigits + low.fractionDigits), let last = Int(high.integerDigits + high.fractionDigits),
              first <= last, last - first < limit
        else { throw .invalidRange(item) }
        return (first...last).map { units in
            guard scale > 0 else { return String(units) }
            let digits = String(units)
            let padded = String(repeating: "0", count: max(0, scale + 1 - digits.count)) + digits
            return padded.dropLast(scale) + "." + padded.suffix(scale)
        }
    }
}
