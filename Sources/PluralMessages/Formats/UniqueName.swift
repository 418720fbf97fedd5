/// The one way the writers make a name that is not taken yet: `base`, else `base_2`, `base_3`…
/// (variables written for a message, Android resource names, MessageFormat 2 variables).
enum UniqueName {
    /// The first of `base`, `base_2`, `base_3`… that `isTaken` refuses.
    static func first(_ base: String, isTaken: (String) -> Bool) -> String {
        var name = base
        var suffix = 2
        while isTaken(name) {
            name = "\(base)_\(suffix)"
            suffix += 1
        }
        return name
    }
}
