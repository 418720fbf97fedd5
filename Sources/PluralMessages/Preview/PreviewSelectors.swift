import PluralCore
import PluralLocalization

/// What selects text in one variant of a message: a plural variable or variation, or a gender
/// variable, and the argument it reads.
struct PreviewSelector: Hashable {
    enum Kind: Hashable {
        /// A plural variable (`%#@files@`), an `.xcstrings` plural variation or a MessageFormat
        /// `plural` / `selectordinal`: the numbers it takes, and for MessageFormat its offset.
        case plural(forms: Set<PluralMessageForm>, numbers: CategoryReach.NumberKind, ordinal: Bool, messageFormat: Bool, offset: Int)
        /// A gender variable (`NSStringGenderRuleType`).
        case gender(forms: Set<GrammaticalGender>)
        /// A MessageFormat `select`: its keywords.
        case keyword(forms: Set<String>)
    }

    /// The variable's name, or `nil` for a plural variation of the whole string.
    let variable: String?
    /// The argument it selects on (1-based).
    let position: Int
    let kind: Kind
    /// The values of outer `select` and gender arguments that reach this variable (a MessageFormat
    /// `{gender, select, female {{count, plural, …}} …}` has a plural in each branch).
    var conditions: [Condition] = []

    struct Condition: Hashable {
        let position: Int
        let value: MessageArgument
    }
}

/// Finds the selectors of one variant of a message: a visitor of the one ``MessageWalk`` that
/// takes the device and width variants the renderer would, and every form of every variable.
struct PreviewSelectorWalk: MessageVisitor {
    let message: LocalizedMessage
    let device: String?
    let width: Int?
    /// Tells the numbers a variable takes from its value type and conversions, as lint does.
    let check: MessageCheck
    private(set) var selectors: [PreviewSelector] = []
    /// Variables past ``MessagePreview/maximumSelectors``, left out.
    private(set) var droppedSelectors = 0
    /// Variables found, by name and argument: a variable nested in several forms is shown once.
    private var seen: Set<String> = []
    private var conditions: [PreviewSelector.Condition] = []

    init(message: LocalizedMessage, device: String?, width: Int?) {
        self.message = message
        self.device = device
        self.width = width
        self.check = MessageCheck(message: message, context: MessageContext(rules: nil, reach: nil, policy: .apple, callerArguments: [:], isFormatted: true))
    }

    /// The device names and widths that choose variants anywhere in a body.
    static func variations(of body: MessageBody) -> (devices: [String], widths: [Int]) {
        struct Variations: MessageVisitor {
            var devices: Set<String> = []
            var widths: Set<Int> = []
            mutating func deviceVariants(_ variants: [String: MessageBody]) -> [(name: String, body: MessageBody)] {
                devices.formUnion(variants.keys)
                return variants.map { (name: $0.key, body: $0.value) }
            }
            mutating func widthVariants(_ variants: [WidthVariant]) -> [WidthVariant] {
                widths.formUnion(variants.map(\.width))
                return variants
            }
            // Variations are in bodies, not in texts.
            mutating func text(_ text: MessageText) -> Bool { false }
        }
        var visitor = Variations()
        MessageWalk.walk(body, scope: [:], with: &visitor)
        // `other` first: it is what a renderer without a device shows.
        return (visitor.devices.sorted { ($0 == "other" ? 0 : 1, $0) < ($1 == "other" ? 0 : 1, $1) }, visitor.widths.sorted())
    }

    mutating func walk() {
        if case let .text(text) = message.body, let parsed = text.messageFormat2 {
            // MessageFormat 2 has no variables in the model: its `.match` selectors, as the signature reads them.
            guard case let .success(model) = parsed else { return }
            for selector in MessageFormat2Signature(model, argumentNames: message.argumentNames).selectors {
                add(Self.previewSelector(selector))
            }
            return
        }
        MessageWalk.walk(message, with: &self)
    }

    /// A MessageFormat 2 selector: plural and ordinal keys as forms (a number key is an exact
    /// value, `*` is `other`), `:string` keys as keywords; `nil` for a function that selects otherwise.
    static func previewSelector(_ selector: MessageFormat2Signature.Selector) -> PreviewSelector? {
        switch selector.kind {
        case .plural, .ordinal:
            let forms = Set(selector.forms.compactMap { form -> PluralMessageForm? in
                if let category = PluralCategory(rawValue: form) { return .category(category) }
                return (try? PluralDecimal(parsing: String(form.dropFirst()))).map { .exact($0) }
            })
            return PreviewSelector(variable: selector.variable, position: selector.position, kind: .plural(
                forms: forms, numbers: selector.integersOnly ? .integer : .decimal, ordinal: selector.kind == .ordinal,
                messageFormat: true, offset: selector.offset))
        case .select:
            return PreviewSelector(variable: selector.variable, position: selector.position, kind: .keyword(forms: Set(selector.forms)))
        case .gender, .unsupported:
            return nil
        }
    }

    private mutating func add(_ selector: PreviewSelector?) {
        guard var selector else { return }
        selector.conditions = conditions.filter { $0.position != selector.position }
        guard seen.insert("\(selector.variable ?? "")|\(selector.position)").inserted else { return }
        guard selectors.count < MessagePreview.maximumSelectors else {
            droppedSelectors += 1
            return
        }
        selectors.append(selector)
    }

    mutating func pluralVariation(argument: Int, forms: [PluralMessageForm: MessageBody], entering: Bool) {
        guard entering else { return }
        let texts = forms.compactMapValues { body -> MessageText? in if case let .text(text) = body { text } else { nil } }
        add(PreviewSelector(variable: nil, position: argument,
                            // Android's quantity is an int, whatever the items show.
                            kind: .plural(forms: Set(forms.keys), numbers: check.message.origin.kind.selectsIntegerQuantity ? .integer
                                            : check.numberKind(ofArgument: argument, valueType: nil, forms: texts, firstUnpositioned: 1),
                                          ordinal: check.message.pluralRuleType == .ordinal, messageFormat: false, offset: 0)))
    }

    mutating func deviceVariants(_ variants: [String: MessageBody]) -> [(name: String, body: MessageBody)] {
        let name = variants[device ?? "other"] == nil ? "other" : device ?? "other"
        return variants[name].map { [(name: name, body: $0)] } ?? []
    }

    mutating func widthVariants(_ variants: [WidthVariant]) -> [WidthVariant] {
        let chosen = width.map { width in variants.last { $0.width <= width } ?? variants.first } ?? variants.last
        return chosen.map { [$0] } ?? []
    }

    // Unknown variables, cycles and deep nesting are the renderer's errors, shown in the examples.
    mutating func enterVariable(_ variable: MessageVariable, position: Int, scope: [String: MessageVariable]) -> Bool {
        if variable.isSelect {
            add(PreviewSelector(variable: variable.name, position: position, kind: .keyword(forms: Set(variable.keywordForms.keys))))
        } else if variable.isGender {
            add(PreviewSelector(variable: variable.name, position: position, kind: .gender(forms: Set(variable.genderForms.keys))))
        } else if variable.isPlural || variable.isOrdinal {
            let numbers = check.numberKind(ofArgument: position, valueType: variable.valueSpecifier, forms: variable.forms, firstUnpositioned: position)
            add(PreviewSelector(variable: variable.name, position: position, kind: .plural(
                forms: Set(variable.forms.keys), numbers: numbers, ordinal: variable.isOrdinal,
                messageFormat: variable.argumentName != nil, offset: variable.offset)))
        } else {
            return false
        }
        return true
    }

    /// A keyword or gender form is reached with the argument that chooses it.
    mutating func form(_ form: MessageWalk.Form, of variable: MessageVariable, text: MessageText, position: Int, entering: Bool) {
        let value: String
        switch form {
        case .plural: return
        case let .gender(gender): value = gender.rawValue
        case let .keyword(keyword): value = keyword
        }
        if entering {
            conditions.append(PreviewSelector.Condition(position: position, value: .string(value)))
        } else {
            conditions.removeLast()
        }
    }
}
