/// A form of a gender variable (`NSStringGenderRuleType`): `male`, `female`, `neuter`, or `other`,
/// which every gender variable needs as the fallback.
///
/// Apple documents the rule type, but its Foundation renders such a variable as "(null)"; this
/// package selects the form. The argument is an integer in CLDR's numbering (0 male, 1 female,
/// 2 neuter) or a string naming the form.
public enum GrammaticalGender: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    case male, female, neuter, other

    /// The gender numbered as CLDR numbers them: 0 male, 1 female, 2 neuter; `nil` for other numbers.
    init?(number: Int) {
        switch number {
        case 0: self = .male
        case 1: self = .female
        case 2: self = .neuter
        default: return nil
        }
    }

    /// The gender a form key or argument names, ignoring case (`neutral` is `neuter`).
    init?(name: some StringProtocol) {
        let name = name.lowercased()
        if name == "neutral" {
            self = .neuter
        } else if let gender = GrammaticalGender(rawValue: name) {
            self = gender
        } else {
            return nil
        }
    }

    public var description: String { rawValue }
}
