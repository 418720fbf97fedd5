/// The one way the writers make a name that is not taken yet: `base`, else `base_2`, `base_3`…
/// (variables written for a message, Android resource names, MessageFormat 2 variables).
enum UniqueName {
    /// The first of `base`, `base_2`, `base_3`… that `isTaken` refuses, counting from `suffix`
    /// (2 unless the caller knows the ones before are taken).
    static func first(_ base: String, from suffix: Int = 2, isTaken: (String) -> Bool) -> (name: String, suffix: Int) {
        guard isTaken(base) else { return (base, 1) }
        var suffix = max(2, suffix)
        while isTaken(candidate(base, suffix)) { suffix += 1 }
        return (candidate(base, suffix), suffix)
    }

    /// The first of `base`, `base_2`, `base_3`… that `isTaken` refuses.
    static func first(_ base: String, isTaken: (String) -> Bool) -> String {
        first(base, from: 2, isTaken: isTaken).name
    }

    private static func candidate(_ base: String, _ suffix: Int) -> String { "\(base)_\(suffix)" }
}

/// Names given out one after another, each unique (``UniqueName``), in time linear in their number:
/// the next suffix to try is kept per base name, as the names taken only grow (16,000 keys that
/// make one resource name once took 16 s, counting from `_2` each time).
struct UniqueNames {
    /// Every name taken.
    private(set) var taken: Set<String>
    /// The suffix to try next for a base name: every one below it is taken.
    private var nextSuffix: [String: Int] = [:]

    init(taken: Set<String> = []) { self.taken = taken }

    /// Whether a name is taken.
    func contains(_ name: String) -> Bool { taken.contains(name) }

    /// The first name from `base` not taken (`base`, `base_2`…), now taken.
    mutating func claim(_ base: String) -> String {
        let (name, suffix) = UniqueName.first(base, from: nextSuffix[base] ?? 2, isTaken: taken.contains)
        if suffix > 1 { nextSuffix[base] = suffix + 1 }
        taken.insert(name)
        return name
    }

    /// Takes a name as it is (one read, not made).
    mutating func insert(_ name: String) { taken.insert(name) }
}
