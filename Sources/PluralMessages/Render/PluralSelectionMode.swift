/// Which number selects a plural form when a conversion shows digits of its own (`%.1f`, `%e`, `%g`).
///
/// Plural rules look at the digits a reader sees: in English "1.0" is plural ("1.0 kilometers"),
/// so ``shownDigits`` selects on the text the conversion prints. Apple's Foundation selects on the
/// argument's value instead ("1.0 kilometer"); ``value`` does the same, for a server that must print
/// exactly what an app on Apple platforms prints. Integers (`%d`), `%@` and `%a` show the value
/// itself, so both modes select alike for them.
public enum PluralSelectionMode: String, Hashable, Sendable, CaseIterable {
    /// The digits the conversion shows select (`%.1f` of 1 is "1.0": `other` in English). The default.
    case shownDigits = "shown-digits"
    /// The argument's value selects, as Apple's Foundation does (`%.1f` of 1 selects `one` in English).
    case value = "apple"
    /// As ``shownDigits``, and where a file chooses forms by a formula of its own (a PO file's
    /// `Plural-Forms`), the count's CLDR category chooses instead: the form other formats give
    /// that category (see <doc:GettextPO>).
    case cldr
}
