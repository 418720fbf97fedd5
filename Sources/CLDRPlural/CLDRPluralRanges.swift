import PluralCore

/// The category of a numeric range ("1–5 days") from the categories of its ends, per CLDR's
/// `pluralRanges.xml`: in Russian, one + few gives few; in Latvian, zero + one gives one.
public struct CLDRPluralRanges: Sendable, Hashable {
    /// The locale of the data whose ranges apply (`ru` for `ru-RU`); `nil` when the data has none for
    /// the language, so a range takes its end's category.
    public let dataLocale: String?
    /// Results indexed by start order * 6 + end order; `nil` where CLDR lists no pair.
    private let table: [PluralCategory?]

    /// Whether the data has range rules for the locale's language (or a parent locale).
    public var hasRangeData: Bool { dataLocale != nil }

    /// The ranges for a locale (BCP-47 or ICU identifier), walking parents as rules do.
    public init(localeIdentifier identifier: String) {
        var locale = CLDRPluralData.canonicalIdentifier(identifier)
        var found: (locale: String, index: Int)?
        while locale != "root" {
            if let index = CLDRPluralData.rangeSetIndex(forExactLocale: locale) {
                found = (locale, index)
                break
            }
            guard let cut = locale.lastIndex(of: "_") else { break }
            locale = String(locale[..<cut])
        }
        var table = [PluralCategory?](repeating: nil, count: 36)
        if let found {
            for entry in CLDRPluralData.rangeSet(found.index) { table[entry.start.order * 6 + entry.end.order] = entry.result }
        }
        self.dataLocale = found?.locale
        self.table = table
    }

    /// Every locale with range data, sorted.
    public static var locales: [String] { CLDRPluralData.rangeLocales.map(\.locale) }

    /// The range's category: CLDR's entry for (start, end), or `end` when there is none (CLDR lists only
    /// pairs that occur; ICU also answers with the end's category otherwise).
    public func category(start: PluralCategory, end: PluralCategory) -> PluralCategory {
        table[start.order * 6 + end.order] ?? end
    }

    /// The (start, end) pairs the data lists for the locale, with their results.
    public var entries: [(start: PluralCategory, end: PluralCategory, result: PluralCategory)] {
        table.enumerated().compactMap { index, result in
            result.map { (PluralCategory(order: index / 6) ?? .other, PluralCategory(order: index % 6) ?? .other, $0) }
        }
    }
}
