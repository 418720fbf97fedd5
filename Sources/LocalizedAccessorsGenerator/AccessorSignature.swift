import PluralMessages

// The one adapter between the message model and the accessors: which argument each conversion,
// variable and MessageFormat argument takes, and what it is used as. When PluralMessages has a
// public `MessageSignature` (the walk `icu-plural keys` and lint share), this file becomes a
// mapping from it; nothing else in the generator reads positions.

/// What a caller passes for one argument of a message.
public struct AccessorArgument: Hashable, Sendable {
    /// What the argument is used as, which gives its Swift type.
    public enum Kind: Hashable, Sendable {
        /// `%d`, `%i`, `%u`, `%lld`, `%c`, a plural variable of value type `d`: any `BinaryInteger`.
        case integer
        /// `%f`, `%e`, `%g`, a plural variable of value type `f`: a `Double`.
        case floatingPoint
        /// A number of either kind: a MessageFormat `plural`, `selectordinal` or `{n, number}`, or a
        /// plural whose value type and forms do not say.
        case number
        /// `%@`, `%s`: a `String` (a number passed as `%@` must be made text on purpose: changing
        /// `%d` to `%@` breaks the call site).
        case string
        /// A MessageFormat `{name}`, which shows any value as text: any `CustomStringConvertible`.
        case text
        /// A gender variable (`NSStringGenderRuleType`): `GrammaticalGender`.
        case gender
        /// A MessageFormat `select`: its keywords (sorted, without `other`), with `other` as the fallback.
        case select(keywords: [String])
    }

    /// The 1-based position the renderer binds it to.
    public var position: Int
    /// The name of the plural, select or gender variable that chooses on it (the argument label);
    /// `nil` for an argument only shown.
    public var variableName: String?
    /// A MessageFormat argument's name, for the parameter's name when it has no label.
    public var argumentName: String?
    /// What it is used as.
    public var kind: Kind

    /// An argument.
    public init(position: Int, variableName: String? = nil, argumentName: String? = nil, kind: Kind) {
        self.position = position
        self.variableName = variableName
        self.argumentName = argumentName
        self.kind = kind
    }
}

/// A message's arguments in order, taken from one language's message (the development language's).
public struct AccessorSignature: Hashable, Sendable {
    /// The arguments, by position; a position the message never uses is absent (see ``gaps``).
    public var arguments: [AccessorArgument]
    /// Positions below the last one that the message does not use: callers pass an empty text there.
    public var gaps: [Int]

    /// Why a message gives no signature: it cannot be read, or it uses one argument in two ways
    /// that no single Swift type serves.
    public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// What is wrong, for people.
        public var description: String
    }

    /// The signature of a message.
    /// - Throws: ``Problem`` when the message is invalid, a format does not parse, or an argument is used
    ///   as a number in one place and as a C string (`%s`) in another.
    public init(of message: LocalizedMessage) throws(Problem) {
        var walker = Walker(message: message)
        try walker.walk(message.body, scope: message.variables)
        if message.origin.kind == .messageformat {
            try walker.messageFormatArguments()
        }
        let last = walker.uses.keys.max() ?? 0
        arguments = walker.uses.keys.sorted().compactMap { walker.uses[$0] }
        gaps = last == 0 ? [] : (1...last).filter { walker.uses[$0] == nil }
    }
}

/// The walk over one message: positions as the renderer binds them (see `MessageRenderer`).
private struct Walker {
    let message: LocalizedMessage
    var uses: [Int: AccessorArgument] = [:]
    /// MessageFormat arguments shown as `{name}` or `{name, number}`: by name, whether as a number.
    var shownMessageFormatArguments: [String: Bool] = [:]
    var visited: Set<String> = []

    init(message: LocalizedMessage) {
        self.message = message
    }

    mutating func use(_ position: Int, _ kind: AccessorArgument.Kind, variable: String? = nil) throws(AccessorSignature.Problem) {
        guard var existing = uses[position] else {
            uses[position] = AccessorArgument(position: position, variableName: variable, kind: kind)
            return
        }
        if existing.variableName == nil { existing.variableName = variable }
        guard let merged = Self.merge(existing.kind, kind) else {
            throw AccessorSignature.Problem(description: "argument \(position) is used as \(Self.name(existing.kind)) and as \(Self.name(kind))")
        }
        existing.kind = merged
        uses[position] = existing
    }

    /// One kind that serves both uses: the narrower number, a number over text (`%@` prints any number),
    /// a choice over text. `nil` when no type serves both.
    static func merge(_ a: AccessorArgument.Kind, _ b: AccessorArgument.Kind) -> AccessorArgument.Kind? {
        if a == b { return a }
        switch (a, b) {
        case (.string, .text), (.text, .string): return .string
        case (.text, let other), (let other, .text), (.string, let other), (let other, .string): return other
        case (.integer, .floatingPoint), (.floatingPoint, .integer), (.integer, .number), (.number, .integer): return .integer
        case (.floatingPoint, .number), (.number, .floatingPoint): return .floatingPoint
        default: return nil
        }
    }

    static func name(_ kind: AccessorArgument.Kind) -> String {
        switch kind {
        case .integer: "an integer"
        case .floatingPoint: "a floating-point number"
        case .number: "a number"
        case .string: "a string"
        case .text: "text"
        case .gender: "a gender"
        case .select: "a select keyword"
        }
    }

    static func kind(of specifier: FormatSpecifier) -> AccessorArgument.Kind {
        switch specifier.kind {
        case .signedInteger, .unsignedInteger: .integer
        case .floatingPoint: .floatingPoint
        case .object, .string: .string
        }
    }

    func parsed(_ text: MessageText) throws(AccessorSignature.Problem) -> ParsedFormat {
        switch text.parsed {
        case let .success(format): return format
        case let .failure(error):
            throw AccessorSignature.Problem(description: "the text \(Self.quoted(text.source)) does not parse: \(error.reason)")
        }
    }

    static func quoted(_ text: String) -> String {
        "\"" + (text.count > 60 ? text.prefix(60) + "…" : Substring(text)) + "\""
    }

    mutating func walk(_ body: MessageBody, scope: [String: MessageVariable]) throws(AccessorSignature.Problem) {
        switch body {
        case let .text(text):
            if text.syntax == .printf, case let .success(format) = text.parsed, format.readsAsTextWithoutArguments { return }
            var next = 1
            try walk(text, scope: scope, next: &next, stack: [])
        case let .plural(argument, forms):
            for (_, form) in forms.sorted(by: { $0.key < $1.key }) { try walk(form, scope: scope) }
            // The number the variation selects on; a form's conversion of it (`%lld`) narrows it.
            try use(argument, .number)
        case let .device(variants):
            for (_, variant) in variants.sorted(by: { $0.key < $1.key }) { try walk(variant, scope: scope) }
        case let .width(variants):
            for variant in variants { try walk(variant.body, scope: scope) }
        case let .scoped(inner, variables):
            try walk(inner, scope: variables)
        case let .invalid(reason):
            throw AccessorSignature.Problem(description: reason)
        }
    }

    mutating func walk(_ text: MessageText, scope: [String: MessageVariable], next: inout Int, stack: [String]) throws(AccessorSignature.Problem) {
        if let error = text.messageFormatError {
            throw AccessorSignature.Problem(description: "the MessageFormat text \(Self.quoted(text.source)) does not parse: \(error.reason) at character \(error.offset)")
        }
        let format = try parsed(text)
        for segment in format.segments {
            switch segment {
            case .literal, .pluralNumber, .substitutionArgument:
                break
            case let .specifier(specifier, _):
                let position = specifier.position ?? next
                if specifier.position == nil { next += 1 }
                try use(position, Self.kind(of: specifier))
            case let .argument(name, style, _):
                shownMessageFormatArguments[name] = (shownMessageFormatArguments[name] ?? false) || style != nil
            case let .variable(name, explicit, _):
                var position = explicit ?? next
                if explicit == nil { next += 1 }
                guard let variable = scope[name] else {
                    throw AccessorSignature.Problem(description: "the text refers to %#@\(name)@, which is not defined")
                }
                if let number = variable.argumentNumber { position = number }
                guard !stack.contains(name) else {
                    throw AccessorSignature.Problem(description: "variables refer to each other in a cycle: \((stack + [name]).joined(separator: " -> "))")
                }
                guard stack.count < MessageRenderer.maximumNestingDepth else {
                    throw AccessorSignature.Problem(description: "variables nest deeper than \(MessageRenderer.maximumNestingDepth) levels")
                }
                try walk(variable, position: position, scope: scope, stack: stack + [name])
            }
        }
    }

    mutating func walk(_ variable: MessageVariable, position: Int, scope: [String: MessageVariable], stack: [String]) throws(AccessorSignature.Problem) {
        // A variable used at one position is walked once (forms that repeat it would multiply work).
        guard visited.insert("\(variable.name)@\(position)").inserted else { return }
        let label = variable.argumentName ?? variable.name
        let forms: [MessageText]
        if variable.argumentName != nil || variable.isSelect {
            // MessageFormat: the argument's kind is decided by name (see messageFormatArguments()).
            forms = variable.forms.sorted(by: { $0.key < $1.key }).map(\.value) + variable.keywordForms.sorted(by: { $0.key < $1.key }).map(\.value)
            for form in forms {
                var next = position
                try walk(form, scope: scope, next: &next, stack: stack)
            }
            return
        } else if variable.isGender {
            try use(position, .gender, variable: label)
            forms = variable.genderForms.sorted(by: { $0.key.rawValue < $1.key.rawValue }).map(\.value)
        } else if variable.isPlural {
            let valueKind: AccessorArgument.Kind = switch variable.valueSpecifier?.kind {
            case .signedInteger?, .unsignedInteger?: .integer
            case .floatingPoint?: .floatingPoint
            case .object?, nil: .number
            case .string?: throw AccessorSignature.Problem(description: "variable '\(variable.name)' has value type '\(variable.valueType ?? "")', which is not a number conversion")
            }
            try use(position, valueKind, variable: label)
            forms = variable.forms.sorted(by: { $0.key < $1.key }).map(\.value)
        } else {
            throw AccessorSignature.Problem(description: "variable '\(variable.name)' has rule type '\(variable.kind?.description ?? "")', which is not rendered")
        }
        for form in forms {
            // Inside a form, the next conversion without a position is the variable's own argument.
            var next = position
            try walk(form, scope: scope, next: &next, stack: stack)
        }
    }

    /// A MessageFormat message's arguments: by name, in the order ``LocalizedMessage/argumentNames``
    /// binds them; a choice decides the kind, else a number style, else text.
    mutating func messageFormatArguments() throws(AccessorSignature.Problem) {
        let choices = message.variables.values.sorted { $0.name < $1.name }
        for (index, name) in message.argumentNames.enumerated() {
            let variables = choices.filter { $0.argumentName == name }
            let kind: AccessorArgument.Kind
            if variables.contains(where: \.isSelect) {
                let plural = variables.contains { !$0.isSelect }
                if plural || shownMessageFormatArguments[name] == true {
                    throw AccessorSignature.Problem(description: "argument '\(name)' is chosen on as a select keyword and used as a number")
                }
                let keywords = Set(variables.flatMap(\.keywordForms.keys)).subtracting(["other"])
                kind = .select(keywords: keywords.sorted())
            } else if !variables.isEmpty || shownMessageFormatArguments[name] == true {
                kind = .number
            } else {
                kind = .text
            }
            uses[index + 1] = AccessorArgument(position: index + 1, variableName: variables.isEmpty ? nil : name, argumentName: name, kind: kind)
        }
    }
}
