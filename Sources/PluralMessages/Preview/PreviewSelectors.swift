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

/// Finds the selectors of one variant of a message by walking it as the renderer does: the same
/// device and width choices, the same argument positions (a conversion without a position inside a
/// variable's forms starts at the variable's own argument), every form of every variable.
struct PreviewSelectorWalk {
    let message: LocalizedMessage
    let device: String?
    let width: Int?
    /// Tells the numbers a variable takes from its value type and conversions, as lint does.
    let check: MessageCheck
    private(set) var selectors: [PreviewSelector] = []
    /// Variables past ``MessagePreview/maximumSelectors``, left out.
    private(set) var droppedSelectors = 0
    /// MessageFormat arguments shown as numbers (`{n, number}`), by position.
    private(set) var numericArguments: Set<Int> = []
    /// Variables found, by name and argument: a variable nested in several forms is shown once.
    private var seen: Set<String> = []
    private var stack: [String] = []
    private var conditions: [PreviewSelector.Condition] = []

    init(message: LocalizedMessage, device: String?, width: Int?) {
        self.message = message
        self.device = device
        self.width = width
        self.check = MessageCheck(message: message, context: MessageContext(rules: nil, reach: nil, policy: .apple, callerArguments: [:], isFormatted: true))
    }

    /// The device names and widths that choose variants anywhere in a body.
    static func variations(of body: MessageBody) -> (devices: [String], widths: [Int]) {
        var devices: Set<String> = []
        var widths: Set<Int> = []
        func visit(_ body: MessageBody) {
            switch body {
            case let .device(variants):
                devices.formUnion(variants.keys)
                variants.values.forEach(visit)
            case let .width(variants):
                widths.formUnion(variants.map(\.width))
                variants.forEach { visit($0.body) }
            case let .plural(_, forms):
                forms.values.forEach(visit)
            case let .scoped(inner, _):
                visit(inner)
            case .text, .invalid:
                break
            }
        }
        visit(body)
        // `other` first: it is what a renderer without a device shows.
        return (devices.sorted { ($0 == "other" ? 0 : 1, $0) < ($1 == "other" ? 0 : 1, $1) }, widths.sorted())
    }

    mutating func walk() {
        walk(message.body, scope: message.variables)
    }

    private mutating func add(_ selector: PreviewSelector) {
        var selector = selector
        selector.conditions = conditions.filter { $0.position != selector.position }
        guard seen.insert("\(selector.variable ?? "")|\(selector.position)").inserted else { return }
        guard selectors.count < MessagePreview.maximumSelectors else {
            droppedSelectors += 1
            return
        }
        selectors.append(selector)
    }

    private mutating func walk(_ body: MessageBody, scope: [String: MessageVariable]) {
        switch body {
        case let .text(text):
            var next = 1
            walk(text, scope: scope, next: &next)
        case let .plural(argument, forms):
            let texts = forms.compactMapValues { body -> MessageText? in if case let .text(text) = body { text } else { nil } }
            add(PreviewSelector(variable: nil, position: argument,
                                kind: .plural(forms: Set(forms.keys), numbers: check.numberKind(ofArgument: argument, valueType: nil, forms: texts),
                                              ordinal: false, messageFormat: false, offset: 0)))
            for (_, form) in forms.sorted(by: { $0.key < $1.key }) { walk(form, scope: scope) }
        case let .device(variants):
            if let chosen = variants[device ?? "other"] ?? variants["other"] { walk(chosen, scope: scope) }
        case let .width(variants):
            let chosen = width.map { width in variants.last { $0.width <= width } ?? variants.first } ?? variants.last
            if let chosen { walk(chosen.body, scope: scope) }
        case let .scoped(inner, variables):
            walk(inner, scope: variables)
        case .invalid:
            break
        }
    }

    private mutating func walk(_ text: MessageText, scope: [String: MessageVariable], next: inout Int) {
        for segment in text.segments {
            switch segment {
            case let .specifier(specifier, _):
                if specifier.position == nil { next += 1 }
            case let .variable(name, explicit, _):
                // MessageFormat variables carry their argument's position; printf ones take the next.
                let position = explicit ?? next
                if explicit == nil, text.syntax != .messageFormat { next += 1 }
                expand(name, position: position, scope: scope)
            case let .argument(name, style, _):
                if style != nil, let index = message.argumentNames.firstIndex(of: name) { numericArguments.insert(index + 1) }
            case .literal, .substitutionArgument, .pluralNumber:
                break
            }
        }
    }

    private mutating func expand(_ name: String, position: Int, scope: [String: MessageVariable]) {
        // Unknown variables, cycles and deep nesting are the renderer's errors, shown in the examples.
        guard let variable = scope[name], !stack.contains(name), stack.count < MessageRenderer.maximumNestingDepth else { return }
        let position = variable.argumentNumber ?? position
        // Each form, with the argument value that chooses it when that value is a keyword.
        let forms: [(text: MessageText, condition: MessageArgument?)]
        if variable.isSelect {
            add(PreviewSelector(variable: name, position: position, kind: .keyword(forms: Set(variable.keywordForms.keys))))
            forms = variable.keywordForms.sorted { $0.key < $1.key }.map { ($0.value, .string($0.key)) }
        } else if variable.isGender {
            add(PreviewSelector(variable: name, position: position, kind: .gender(forms: Set(variable.genderForms.keys))))
            forms = variable.genderForms.sorted { $0.key.rawValue < $1.key.rawValue }.map { ($0.value, .string($0.key.rawValue)) }
        } else if variable.isPlural || variable.isOrdinal {
            let numbers = check.numberKind(ofArgument: position, valueType: variable.valueSpecifier, forms: variable.forms)
            add(PreviewSelector(variable: name, position: position, kind: .plural(
                forms: Set(variable.forms.keys), numbers: numbers, ordinal: variable.isOrdinal,
                messageFormat: variable.argumentName != nil, offset: variable.offset)))
            forms = variable.forms.sorted { $0.key < $1.key }.map { ($0.value, nil) }
        } else {
            return
        }
        stack.append(name)
        for form in forms {
            if let condition = form.condition { conditions.append(PreviewSelector.Condition(position: position, value: condition)) }
            var inner = position
            walk(form.text, scope: scope, next: &inner)
            if form.condition != nil { conditions.removeLast() }
        }
        stack.removeLast()
    }
}
