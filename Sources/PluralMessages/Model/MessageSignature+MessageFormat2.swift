import MessageFormat2
import PluralCore

/// What a MessageFormat 2 message takes, read from its data model: the arguments are its
/// ``LocalizedMessage/argumentNames`` (MessageFormat2's `variableNames`: `.input` declarations and
/// every variable no `.local` declares, in expressions, options and selectors), each typed by the
/// functions that annotate it, directly or through the `.local`s bound to it; each `.match`
/// selector is a variable on the argument its value comes from.
struct MessageFormat2Signature {
    private(set) var uses = ArgumentUses()
    /// The first function each argument is annotated with (`:integer`), by position.
    private(set) var declared: [Int: String] = [:]
    /// The types each argument is shown as (a placeholder), by position.
    private(set) var shown: [Int: [MessageSignature.ArgumentType]] = [:]
    private(set) var variables: [MessageSignature.Variable] = []
    /// The `.match` selectors that select on an argument, in order.
    private(set) var selectors: [Selector] = []

    /// A `.match` selector and the argument it selects on, as the preview varies it.
    struct Selector {
        /// The selector's variable (an `.input`, or the `.local` bound to the argument).
        let variable: String
        /// The argument its value comes from (1-based).
        let position: Int
        /// Plural, ordinal, keywords (`:string`), or a function that does not select by these.
        let kind: SelectorKind
        /// Whether it takes integers only (`:integer`).
        let integersOnly: Bool
        /// What `:offset` takes off the argument before it selects (`subtract=K`; `add=K` is -K).
        let offset: Int
        /// Its keys in the variants' order, each once: `*` is `other`; a plural's numbers are exact values (`=0`).
        let forms: [String]
    }

    private let names: [String]
    private var inputs: [String: MF2Message.Expression] = [:]
    private var locals: [String: MF2Message.Expression] = [:]

    init(_ message: MF2Message, argumentNames: [String]) {
        names = argumentNames
        for declaration in message.declarations {
            switch declaration {
            case let .input(name, expression):
                record(expression, operandArgument: position(of: name))
                inputs[name] = expression
            case let .local(name, expression):
                record(expression)
                locals[name] = expression
            }
        }
        switch message.body {
        case let .pattern(pattern):
            record(pattern)
        case let .select(selectors, variants):
            for (column, selector) in selectors.enumerated() {
                select(selector, keys: variants.compactMap { column < $0.keys.count ? $0.keys[column] : nil })
            }
            for variant in variants { record(variant.pattern) }
        }
    }

    /// The type a caller's value has for a function: a number for the number functions, a date
    /// (ISO 8601 text) for the date functions, any value for `:string`, a custom function or none.
    static func type(ofFunction name: String?) -> MessageSignature.ArgumentType {
        switch name {
        case "number", "integer", "percent", "currency", "offset", "math": .number
        case "date", "time", "datetime": .date
        default: .any
        }
    }

    private func position(of name: String) -> Int? {
        ArgumentCursor.position(ofArgument: name, in: names)
    }

    /// The argument a variable's value comes from: itself, or the argument of the `.local` it names
    /// (`.local $n = {$count :integer}` comes from `count`); `nil` for a local bound to a literal.
    private func argument(of variable: String) -> Int? {
        var name = variable
        // Declarations refer only to earlier ones: a chain is at most as long as they are many.
        for _ in 0...locals.count {
            guard let expression = locals[name] else { return position(of: name) }
            guard case let .variable(operand)? = expression.operand else { return nil }
            name = operand
        }
        return nil
    }

    /// The function a variable's value is annotated with, through the declarations that bind it.
    private func function(of variable: String) -> MF2Message.FunctionReference? {
        var name = variable
        for _ in 0...locals.count {
            guard let expression = locals[name] ?? inputs[name] else { return nil }
            if let function = expression.function { return function }
            guard case let .variable(operand)? = expression.operand, operand != name else { return nil }
            name = operand
        }
        return nil
    }

    private mutating func use(_ position: Int?, function: String?) {
        guard let position else { return }
        let type = Self.type(ofFunction: function)
        uses.use(position, type, allowNumeric: type == .number)
        if let function, declared[position] == nil { declared[position] = ":" + function }
    }

    /// An expression's operand (the argument it comes from, unless given) and its options' variables.
    private mutating func record(_ expression: MF2Message.Expression, operandArgument: Int? = nil) {
        if case let .variable(name)? = expression.operand {
            // `{$local}` shows what its declaration made of the argument: no use of its own.
            if expression.function != nil || locals[name] == nil {
                use(operandArgument ?? argument(of: name), function: expression.function?.name)
            }
        }
        record(expression.function?.options ?? [])
    }

    private mutating func record(_ options: [MF2Message.Option]) {
        for option in options {
            if case let .variable(name) = option.value { use(argument(of: name), function: nil) }
        }
    }

    private mutating func record(_ pattern: MF2Message.Pattern) {
        for element in pattern {
            switch element {
            case .text:
                break
            case let .expression(expression):
                record(expression)
                if case let .variable(name)? = expression.operand, let position = argument(of: name) {
                    let type = Self.type(ofFunction: (expression.function ?? function(of: name))?.name)
                    if !(shown[position] ?? []).contains(type) { shown[position, default: []].append(type) }
                }
            case let .markup(markup):
                record(markup.options)
            }
        }
    }

    /// A `.match` selector: a variable selecting on the argument its value comes from, by the kind
    /// its annotation says (`:number`/`:integer`: plural, or ordinal with `select=ordinal`; `:string`: keywords).
    private mutating func select(_ selector: String, keys: [MF2Message.Key]) {
        guard let position = argument(of: selector) else { return }
        let function = function(of: selector)
        let kind: SelectorKind
        switch function?.name {
        case "number", "integer", "percent", "offset":
            let select = function?.options.first { $0.name == "select" }?.value
            kind = select == .literal("ordinal") ? .ordinal : .plural
        case "string":
            kind = .select
            uses.use(position, .keyword)
        case let name:
            kind = .unsupported(name.map { ":" + $0 } ?? "no function")
        }
        var forms: [String] = []
        // Looked up in a set: a `.match` may have 10,000 variants.
        var seen: Set<String> = []
        for key in keys {
            let form: String = switch (key, kind) {
            case (.catchAll, _): "other"
            case let (.literal(literal), .plural), let (.literal(literal), .ordinal):
                PluralCategory(rawValue: literal) == nil ? "=" + literal : literal
            case let (.literal(literal), _): literal
            }
            if seen.insert(form).inserted { forms.append(form) }
        }
        let variable = MessageSignature.Variable(name: selector, kind: kind, position: position, forms: forms, valueType: nil)
        if !variables.contains(variable) { variables.append(variable) }
        var offset = 0
        if function?.name == "offset", let option = function?.options.first(where: { $0.name == "subtract" || $0.name == "add" }),
           case let .literal(literal) = option.value, let amount = Int(literal), amount != .min {
            offset = option.name == "subtract" ? amount : -amount
        }
        selectors.append(Selector(variable: selector, position: position, kind: kind, integersOnly: function?.name == "integer", offset: offset, forms: forms))
    }
}
