/// Pattern selection (the spec's "Pattern Selection"): each selector ranks the keys it matches, and
/// the variant whose keys match best, column by column, is formatted.
extension MF2Resolution {
    /// The pattern to format: the message's, or the best variant's.
    mutating func selectPattern() -> MF2Message.Pattern {
        switch message.body {
        case let .pattern(pattern):
            return pattern
        case let .select(selectors, variants):
            // Each selector's matching keys, best first; nil: the selector matches only `*`.
            var rankings: [[String]?] = []
            rankings.reserveCapacity(selectors.count)
            for (column, name) in selectors.enumerated() {
                rankings.append(ranking(of: name, keys: message.selectorKeys[column]))
            }
            var best: MF2Message.Variant?
            for variant in variants where matches(variant.keys, rankings) {
                if let current = best, !isBetter(variant.keys, than: current.keys, rankings) { continue }
                best = variant
            }
            return best?.pattern ?? []
        }
    }

    private mutating func ranking(of name: String, keys: [String]) -> [String]? {
        guard case let .value(value) = variable(name), let select = value.select else {
            report(.badSelector, "$\(name) cannot select")
            return nil
        }
        var diagnostics = MF2Diagnostics()
        do {
            let matched = try select(keys, &diagnostics)
            errors += diagnostics.errors
            return matched
        } catch {
            errors += diagnostics.errors
            report(.badSelector, "$\(name) failed to select: \(error.message)")
            return nil
        }
    }

    private func matches(_ keys: [MF2Message.Key], _ rankings: [[String]?]) -> Bool {
        for (key, ranking) in zip(keys, rankings) {
            guard case let .literal(text) = key else { continue }
            guard ranking?.contains(text) == true else { return false }
        }
        return true
    }

    /// SelectorsCompare: the first selector whose keys differ decides.
    private func isBetter(_ keys: [MF2Message.Key], than other: [MF2Message.Key], _ rankings: [[String]?]) -> Bool {
        for (index, (key, otherKey)) in zip(keys, other).enumerated() {
            switch (key, otherKey) {
            case (.catchAll, .catchAll): continue
            case (.catchAll, .literal): return false
            case (.literal, .catchAll): return true
            case let (.literal(first), .literal(second)):
                if first == second { continue }
                guard let ranking = rankings[index], let rank = ranking.firstIndex(of: first),
                      let otherRank = ranking.firstIndex(of: second) else { return false }
                return rank < otherRank
            }
        }
        return false
    }
}
