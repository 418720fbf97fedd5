import PluralCore

/// The outcome of matching a request's languages against the available localizations.
public struct LanguageNegotiation: Hashable, Sendable, CustomStringConvertible {
    /// The localization to answer in, spelled as in the available list (the `.lproj` folder name);
    /// `nil` only when nothing is available and there is no development localization.
    public let language: String?
    /// Whether the request accepts ``language``. `false` when no available localization is
    /// acceptable and ``language`` is the fallback: a server may answer in it (RFC 9110 lets it
    /// disregard the header) or send 406 Not Acceptable.
    public let isAcceptable: Bool

    /// An outcome.
    public init(language: String?, isAcceptable: Bool) {
        self.language = language
        self.isAcceptable = isAcceptable
    }

    /// ``language`` in BCP 47 form for a `Content-Language` header (`pt_BR` gives `pt-BR`).
    public var contentLanguage: String? {
        language.map { LanguageIdentifier($0)?.description ?? $0 }
    }

    public var description: String {
        "\(language ?? "(none)")\(isAcceptable ? "" : " (fallback: nothing acceptable)")"
    }
}

/// Chooses a localization for each request from its `Accept-Language` header or language list.
///
/// Make one at start-up from the localizations you have; it is immutable, `Sendable`, and reads
/// nothing from the process's environment, so any number of tasks can share it.
///
/// ```swift
/// let negotiator = LanguageNegotiator(available: ["en", "fr", "zh-Hant"], development: "en")
/// negotiator.negotiate(AcceptLanguage("fr-CH, en;q=0.5")).language   // "fr"
/// negotiator.negotiate(AcceptLanguage("zh-Hant-HK")).language         // "zh-Hant"
/// negotiator.negotiate(AcceptLanguage("de")).isAcceptable             // false: falls back to "en"
/// ```
///
/// Ranges are tried best weight first. A range takes the localization that serves it by
/// ``PreferredLocalizations``'s rules (RFC 4647 lookup: `fr-CH` falls back to `fr`; scripts never
/// mix, so `zh-Hant-HK` never gets `zh-Hans`; an exact region first, then no region, then another
/// region). `*` takes a localization no other range names: the development one if it qualifies,
/// else the first by name.
///
/// A localization is *excluded* when the most specific range matching it (by RFC 4647 basic
/// filtering: `en` matches `en` and `en-GB`; implied scripts count, so `zh-Hant` matches `zh-TW`)
/// has weight 0; with `*;q=0`, every localization that no acceptable range names is excluded,
/// except that a range still gets itself or its parent (`en-US, *;q=0` gets `en`, not `en-GB`).
/// Excluded localizations are never chosen by a range, by `*`, or as the fallback.
///
/// When nothing acceptable is available, the result has ``LanguageNegotiation/isAcceptable``
/// `false` and the development localization, or when that is excluded, the first localization
/// (by name) that is not; if all are, the development localization all the same. An empty header
/// (or one with no well-formed range) accepts every language and gets the development
/// localization.
public struct LanguageNegotiator: Sendable {
    /// The localizations to choose from, as given.
    public let available: [String]
    /// The development localization, the answer when the request names none of ours.
    public let development: String?

    /// The most headers whose answers are remembered: browsers send few distinct headers, so a
    /// server negotiates each of them once.
    public static let cachedHeaderCapacity = 256
    /// The longest header whose answer is remembered, in UTF-8 bytes (the cache holds at most
    /// ``cachedHeaderCapacity`` of them, so its memory is bounded whatever requests send).
    public static let maximumCachedHeaderLength = 256

    /// The available localizations that name a language, parsed once, sorted by name.
    private let candidates: [(name: String, id: LanguageIdentifier)]
    /// Answers by header; shared by the copies of this negotiator.
    private let answers = BoundedCache<String, LanguageNegotiation>(capacity: cachedHeaderCapacity)

    /// A negotiator over the localizations you have.
    ///
    /// - Parameters:
    ///   - available: the localizations (`.lproj` folder names or BCP 47 tags); `Base` and names
    ///     that are not language identifiers are never chosen.
    ///   - development: the development localization.
    public init(available: [String], development: String?) {
        self.available = available
        self.development = development
        var seen = Set<String>()
        candidates = available
            .filter { seen.insert($0).inserted }
            .compactMap { name in LanguageIdentifier(name).map { (name: name, id: $0) } }
            .sorted { $0.name < $1.name }
    }

    /// The localization for a parsed `Accept-Language` header.
    public func negotiate(_ acceptLanguage: AcceptLanguage) -> LanguageNegotiation {
        let ranges = acceptLanguage.ranges
        guard !ranges.isEmpty else { return LanguageNegotiation(language: development ?? candidates.first?.name, isAcceptable: true) }
        // For each candidate, the range that decides whether it is acceptable.
        let deciding = candidates.map { decidingRange(for: $0.id, in: ranges) }
        for range in ranges where range.isAcceptable {
            if range.isWildcard {
                // Only localizations that no named range speaks for.
                let unnamed = candidates.indices.filter { deciding[$0]?.isWildcard == true }
                if let index = unnamed.first(where: { candidates[$0].name == development }) ?? unnamed.first {
                    return LanguageNegotiation(language: candidates[index].name, isAcceptable: true)
                }
                continue
            }
            guard let wanted = range.identifier else { continue }
            var best: (index: Int, rank: Int)?
            for index in candidates.indices {
                guard let rank = PreferredLocalizations.rank(candidates[index], for: (range.tag, wanted)) else { continue }
                // Excluded by a named range; `*;q=0` still lets a range have itself or its parent.
                if let decider = deciding[index], !decider.isAcceptable, !(decider.isWildcard && rank >= 2) { continue }
                // Candidates are sorted by name, so the first of the best rank wins ties.
                if rank > best?.rank ?? 0 { best = (index, rank) }
            }
            if let best { return LanguageNegotiation(language: candidates[best.index].name, isAcceptable: true) }
        }
        let isExcluded = { (index: Int) in deciding[index].map { !$0.isAcceptable } ?? false }
        if let development, let index = candidates.firstIndex(where: { $0.name == development }), !isExcluded(index) || candidates.indices.allSatisfy(isExcluded) {
            return LanguageNegotiation(language: development, isAcceptable: false)
        }
        if let index = candidates.indices.first(where: { !isExcluded($0) }) {
            return LanguageNegotiation(language: candidates[index].name, isAcceptable: false)
        }
        return LanguageNegotiation(language: development ?? candidates.first?.name, isAcceptable: false)
    }

    /// The localization for an `Accept-Language` header's value; `nil` (no header) accepts any language.
    ///
    /// The answers for the last ``cachedHeaderCapacity`` distinct headers of up to
    /// ``maximumCachedHeaderLength`` bytes are remembered.
    public func negotiate(acceptLanguage header: String?) -> LanguageNegotiation {
        guard let header, !header.isEmpty else { return negotiate(AcceptLanguage("")) }
        guard header.utf8.count <= Self.maximumCachedHeaderLength else { return negotiate(AcceptLanguage(header)) }
        return answers.value(for: header) { negotiate(AcceptLanguage(header)) }
    }

    /// The localization for a list of languages, most preferred first, all acceptable.
    public func negotiate(preferredLanguages: [String]) -> LanguageNegotiation {
        negotiate(AcceptLanguage(preferredLanguages: preferredLanguages))
    }

    /// The most specific range that matches a localization by basic filtering; among equally
    /// specific ones, the highest weight. `*` matches everything, least specifically.
    private func decidingRange(for candidate: LanguageIdentifier, in ranges: [AcceptLanguage.Range]) -> AcceptLanguage.Range? {
        var best: (range: AcceptLanguage.Range, specificity: Int)?
        for range in ranges {
            let specificity: Int
            if range.isWildcard {
                specificity = 0
            } else if let id = range.identifier, Self.filter(id, matches: candidate) {
                specificity = 1 + (id.script == nil ? 0 : 1) + (id.region == nil ? 0 : 1)
            } else {
                continue
            }
            // Ranges come best weight first, so the first of a specificity has the highest weight.
            if specificity > best?.specificity ?? -1 { best = (range, specificity) }
        }
        return best?.range
    }

    /// RFC 4647 basic filtering on language, script and region: every subtag the range names,
    /// the candidate has (its implied script counts).
    static func filter(_ range: LanguageIdentifier, matches candidate: LanguageIdentifier) -> Bool {
        guard range.language == candidate.language else { return false }
        if let script = range.script, script != candidate.effectiveScript { return false }
        if let region = range.region, region != candidate.region { return false }
        return true
    }
}
