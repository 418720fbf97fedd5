/// A visitor of ``MessageWalk``: each hook has a default (walk every variant, do nothing else),
/// so a visitor writes only the hooks its job needs.
protocol MessageVisitor {
    /// An entry that could not be read.
    mutating func invalid(_ reason: String)
    /// A whole-string plural variation selecting on `argument`, before (`entering`) and after its forms.
    mutating func pluralVariation(argument: Int, forms: [PluralMessageForm: MessageBody], entering: Bool)
    /// A form of a whole-string plural variation, before (`entering`) and after its body is walked.
    mutating func pluralVariationForm(_ form: PluralMessageForm, body: MessageBody, argument: Int, entering: Bool)
    /// The variants of a device variation to walk, by name (default: all, sorted by name).
    mutating func deviceVariants(_ variants: [String: MessageBody]) -> [(name: String, body: MessageBody)]
    /// A device variant, before (`entering`) and after it is walked.
    mutating func deviceVariant(_ name: String, entering: Bool)
    /// The variants of a width variation to walk (default: all).
    mutating func widthVariants(_ variants: [WidthVariant]) -> [WidthVariant]
    /// A text, before its parts; `false` skips the parts (a syntax error a visitor reports).
    mutating func text(_ text: MessageText) -> Bool
    /// A printf conversion and the argument it shows.
    mutating func conversion(_ specifier: FormatSpecifier, position: Int, offset: Int, in text: MessageText)
    /// `%arg` in a substitution's form: the variable's own argument (`nil` outside a variable).
    mutating func substitutionArgument(position: Int?, offset: Int)
    /// A MessageFormat `{name}` or `{name, number…}` and its argument (`nil` for a name the message lacks).
    mutating func namedArgument(_ name: String, style: MessageFormatNumberStyle?, position: Int?, offset: Int)
    /// A variable reference: the argument its reference names (`explicit` when written), and the
    /// one it selects on (``ArgumentCursor/selected(by:referenced:)``); `variable` is `nil` when
    /// the scope lacks it. Called before cycles and depth are checked.
    mutating func reference(_ name: String, _ variable: MessageVariable?, explicit: Int?, referenced: Int, selected: Int, offset: Int, in text: MessageText)
    /// A variable that refers back to itself through its forms: `cycle` ends with the name again.
    mutating func cycle(_ cycle: [String])
    /// A variable nested deeper than ``MessageLimits/maximumNestingDepth``.
    mutating func tooDeep(_ name: String)
    /// A variable whose forms are walked next; `false` skips them (a variable seen already).
    mutating func enterVariable(_ variable: MessageVariable, position: Int, scope: [String: MessageVariable]) -> Bool
    /// After a variable's forms.
    mutating func exitVariable(_ variable: MessageVariable, position: Int)
    /// A form of a variable, before (`entering`) and after it is walked.
    mutating func form(_ form: MessageWalk.Form, of variable: MessageVariable, text: MessageText, position: Int, entering: Bool)
}

extension MessageVisitor {
    mutating func invalid(_ reason: String) {}
    mutating func pluralVariation(argument: Int, forms: [PluralMessageForm: MessageBody], entering: Bool) {}
    mutating func pluralVariationForm(_ form: PluralMessageForm, body: MessageBody, argument: Int, entering: Bool) {}
    mutating func deviceVariants(_ variants: [String: MessageBody]) -> [(name: String, body: MessageBody)] {
        variants.sorted { $0.key < $1.key }.map { (name: $0.key, body: $0.value) }
    }
    mutating func deviceVariant(_ name: String, entering: Bool) {}
    mutating func widthVariants(_ variants: [WidthVariant]) -> [WidthVariant] { variants }
    mutating func text(_ text: MessageText) -> Bool { true }
    mutating func conversion(_ specifier: FormatSpecifier, position: Int, offset: Int, in text: MessageText) {}
    mutating func substitutionArgument(position: Int?, offset: Int) {}
    mutating func namedArgument(_ name: String, style: MessageFormatNumberStyle?, position: Int?, offset: Int) {}
    mutating func reference(_ name: String, _ variable: MessageVariable?, explicit: Int?, referenced: Int, selected: Int, offset: Int, in text: MessageText) {}
    mutating func cycle(_ cycle: [String]) {}
    mutating func tooDeep(_ name: String) {}
    mutating func enterVariable(_ variable: MessageVariable, position: Int, scope: [String: MessageVariable]) -> Bool { true }
    mutating func exitVariable(_ variable: MessageVariable, position: Int) {}
    mutating func form(_ form: MessageWalk.Form, of variable: MessageVariable, text: MessageText, position: Int, entering: Bool) {}
}

/// The one traversal of a message: its body's variations, each text's parts with the argument
/// each takes (``ArgumentCursor``), and each variable's forms, in a stable order (forms sorted,
/// variants by name). Lint, preview, the signature and the writers walk messages with it; the
/// renderer follows the same ``ArgumentCursor`` down the one path its arguments choose.
///
/// A variable is walked once per reference (a visitor may skip repeats in ``MessageVisitor/enterVariable(_:position:scope:)``);
/// cycles and nesting past ``MessageLimits/maximumNestingDepth`` are reported and not followed,
/// so the walk ends on every message.
struct MessageWalk {
    /// A form of a variable.
    enum Form: Hashable, CustomStringConvertible {
        /// A plural or ordinal form (`one`, `=0`).
        case plural(PluralMessageForm)
        /// A gender form.
        case gender(GrammaticalGender)
        /// A `select` keyword.
        case keyword(String)

        var description: String {
            switch self {
            case let .plural(form): form.description
            case let .gender(gender): gender.rawValue
            case let .keyword(keyword): keyword
            }
        }
    }

    /// The forms the walk visits for a variable: those of its kind, in order (none for an
    /// unsupported kind, which nothing renders).
    static func forms(of variable: MessageVariable) -> [(form: Form, text: MessageText)] {
        switch variable.kind {
        case .gender?:
            variable.genderForms.sorted { $0.key.rawValue < $1.key.rawValue }.map { (.gender($0.key), $0.value) }
        case .select?:
            variable.keywordForms.sorted { $0.key < $1.key }.map { (.keyword($0.key), $0.value) }
        case .plural?, .ordinal?, nil:
            variable.forms.sorted { $0.key < $1.key }.map { (.plural($0.key), $0.value) }
        case .unsupported?:
            []
        }
    }

    /// Walks a message with a visitor.
    static func walk<Visitor: MessageVisitor>(_ message: LocalizedMessage, with visitor: inout Visitor) {
        var walk = Walker(argumentNames: message.argumentNames)
        walk.body(message.body, scope: message.variables, visitor: &visitor)
    }

    /// Walks a body (`argumentNames` for MessageFormat `{name}`s).
    static func walk<Visitor: MessageVisitor>(_ body: MessageBody, scope: [String: MessageVariable], argumentNames: [String] = [], with visitor: inout Visitor) {
        var walk = Walker(argumentNames: argumentNames)
        walk.body(body, scope: scope, visitor: &visitor)
    }

    private struct Walker {
        let argumentNames: [String]
        /// The variables being walked, outermost first.
        var stack: [String] = []

        mutating func body<Visitor: MessageVisitor>(_ body: MessageBody, scope: [String: MessageVariable], visitor: inout Visitor) {
            switch body {
            case let .text(text):
                var cursor = ArgumentCursor.top
                self.text(text, scope: scope, cursor: &cursor, visitor: &visitor)
            case let .plural(argument, forms):
                visitor.pluralVariation(argument: argument, forms: forms, entering: true)
                for (form, inner) in forms.sorted(by: { $0.key < $1.key }) {
                    visitor.pluralVariationForm(form, body: inner, argument: argument, entering: true)
                    self.body(inner, scope: scope, visitor: &visitor)
                    visitor.pluralVariationForm(form, body: inner, argument: argument, entering: false)
                }
                visitor.pluralVariation(argument: argument, forms: forms, entering: false)
            case let .device(variants):
                for (name, variant) in visitor.deviceVariants(variants) {
                    visitor.deviceVariant(name, entering: true)
                    self.body(variant, scope: scope, visitor: &visitor)
                    visitor.deviceVariant(name, entering: false)
                }
            case let .width(variants):
                for variant in visitor.widthVariants(variants) { self.body(variant.body, scope: scope, visitor: &visitor) }
            case let .scoped(inner, variables):
                self.body(inner, scope: variables, visitor: &visitor)
            case let .invalid(reason):
                visitor.invalid(reason)
            }
        }

        mutating func text<Visitor: MessageVisitor>(_ text: MessageText, scope: [String: MessageVariable], cursor: inout ArgumentCursor, visitor: inout Visitor) {
            guard visitor.text(text) else { return }
            for segment in text.segments {
                switch segment {
                case .literal, .pluralNumber:
                    break
                case let .specifier(specifier, offset):
                    visitor.conversion(specifier, position: cursor.take(specifier), offset: offset, in: text)
                case let .substitutionArgument(offset):
                    visitor.substitutionArgument(position: cursor.own, offset: offset)
                case let .argument(name, style, offset):
                    visitor.namedArgument(name, style: style, position: ArgumentCursor.position(ofArgument: name, in: argumentNames), offset: offset)
                case let .variable(name, explicit, offset):
                    let referenced = cursor.take(variable: explicit)
                    let variable = scope[name]
                    let selected = ArgumentCursor.selected(by: variable, referenced: referenced)
                    visitor.reference(name, variable, explicit: explicit, referenced: referenced, selected: selected, offset: offset, in: text)
                    guard let variable else { continue }
                    if let start = stack.firstIndex(of: name) {
                        visitor.cycle(Array(stack[start...]) + [name])
                        continue
                    }
                    guard stack.count < MessageLimits.maximumNestingDepth else {
                        visitor.tooDeep(name)
                        continue
                    }
                    self.variable(variable, position: selected, scope: scope, visitor: &visitor)
                }
            }
        }

        mutating func variable<Visitor: MessageVisitor>(_ variable: MessageVariable, position: Int, scope: [String: MessageVariable], visitor: inout Visitor) {
            guard visitor.enterVariable(variable, position: position, scope: scope) else { return }
            stack.append(variable.name)
            for (form, text) in MessageWalk.forms(of: variable) {
                visitor.form(form, of: variable, text: text, position: position, entering: true)
                var cursor = ArgumentCursor.forms(of: position)
                self.text(text, scope: scope, cursor: &cursor, visitor: &visitor)
                visitor.form(form, of: variable, text: text, position: position, entering: false)
            }
            stack.removeLast()
            visitor.exitVariable(variable, position: position)
        }
    }
}
