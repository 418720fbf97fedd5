/// The forms of a plural by the keys Apple's formats give them (`.stringsdict` and `.xcstrings`
/// alike): categories as they are, `=0` as `zero` where that means the same (Apple's zero policy).
/// Other exact values have no key there; they come back apart, for the writer's note.
func appleFormKeys<Form>(_ forms: [PluralMessageForm: Form], zeroMeansExactlyZero: Bool) -> (keyed: [(key: String, form: Form)], unsaid: [PluralMessageForm]) {
    var keyed: [String: Form] = [:]
    var exactZero: Form?
    var unsaid: [PluralMessageForm] = []
    for (form, value) in forms {
        switch form {
        case let .category(category):
            keyed[category.rawValue] = value
        case let .exact(number):
            if number.isZeroValue, zeroMeansExactlyZero {
                exactZero = value
            } else {
                unsaid.append(form)
            }
        }
    }
    // `=0` is tried before the categories: where `zero` serves 0 alone, its text is the zero form.
    if let exactZero { keyed["zero"] = exactZero }
    return (keyed.sorted { $0.key < $1.key }.map { (key: $0.key, form: $0.value) }, unsaid.sorted { $0.description < $1.description })
}

extension SelectorKind {
    /// The `.stringsdict` spelling of plural variables (`NSStringFormatSpecTypeKey`).
    static let applePluralRuleType = "NSStringPluralRuleType"
    /// The `.stringsdict` spelling of gender variables.
    static let appleGenderRuleType = "NSStringGenderRuleType"

    /// The kind a `.stringsdict` `NSStringFormatSpecTypeKey` names.
    init(appleRuleType: String) {
        switch appleRuleType {
        case Self.applePluralRuleType: self = .plural
        case Self.appleGenderRuleType: self = .gender
        default: self = .unsupported(appleRuleType)
        }
    }

    /// The `NSStringFormatSpecTypeKey` a writer gives the kind (plural for kinds Apple's formats
    /// lack, which writers note).
    var appleRuleType: String {
        self == .gender ? Self.appleGenderRuleType : Self.applePluralRuleType
    }
}
