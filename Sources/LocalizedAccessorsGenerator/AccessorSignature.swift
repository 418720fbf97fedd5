import PluralMessages

// The one adapter between the message model and the accessors: a mapping from the message's
// `MessageSignature` (the walk `icu-plural keys` prints and lint compares) to Swift parameters.
// Nothing here reads positions, variables or conversions of a message itself.

/// What a caller passes for one argument of a message.
struct AccessorArgument: Hashable, Sendable {
    /// What the argument is used as, which gives its Swift type.
    enum Kind: Hashable, Sendable {
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
    var position: Int
    /// The name of the plural, select or gender variable that chooses on it (the argument label);
    /// `nil` for an argument only shown.
    var variableName: String?
    /// A MessageFormat argument's name, for the parameter's name when it has no label.
    var argumentName: String?
    /// What it is used as.
    var kind: Kind

    /// An argument.
    init(position: Int, variableName: String? = nil, argumentName: String? = nil, kind: Kind) {
        self.position = position
        self.variableName = variableName
        self.argumentName = argumentName
        self.kind = kind
    }
}

/// A message's arguments in order, taken from one language's message (the development language's).
struct AccessorSignature: Hashable, Sendable {
    /// The arguments, by position; a position the message never uses is absent (see ``gaps``).
    var arguments: [AccessorArgument]
    /// Positions below the last one that the message does not use: callers pass an empty text there.
    var gaps: [Int]

    /// Why a message gives no signature: it cannot be read, or it uses one argument in two ways
    /// that no single Swift type serves.
    struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// What is wrong, for people.
        var description: String
    }

    /// The signature of a message: its `MessageSignature`, each argument typed for Swift.
    /// - Throws: ``Problem`` when the signature has a defect (the message is invalid, a format does
    ///   not parse, a variable is missing or nests in a cycle), a variable is not rendered, or an
    ///   argument is used in two ways no single Swift type serves (as a number and as a C string
    ///   `%s`, as a gender and as a number).
    init(of message: LocalizedMessage) throws(Problem) {
        try self.init(MessageSignature(message))
    }

    /// Swift parameters for a message's signature.
    /// - Throws: ``Problem`` as ``init(of:)``.
    init(_ signature: MessageSignature) throws(Problem) {
        if let defect = signature.defects.first { throw Problem(description: defect.description) }
        for variable in signature.variables {
            if case .unsupported = variable.kind {
                throw Problem(description: "variable '\(variable.name)' has rule type '\(variable.kind)', which is not rendered")
            }
            if variable.kind == .plural || variable.kind == .ordinal, variable.valueType == .string {
                throw Problem(description: "variable '\(variable.name)' has a C string value type, which is not a number conversion")
            }
        }
        // A text whose `%`s are percent signs is shown as written: its accessor takes nothing.
        let used = signature.showsTextWithoutArguments ? [] : signature.arguments
        arguments = try used.map { argument throws(Problem) in try Self.argument(argument, variables: signature.variables.filter { $0.position == argument.position }) }
        let last = used.last?.position ?? 0
        gaps = (1..<(last + 1)).filter { position in !used.contains { $0.position == position } }
    }

    /// One argument's parameter: a variable selecting on it names it and may give its type (a
    /// gender, a `select`'s keywords); else the Swift type that serves every type its uses give.
    private static func argument(_ argument: MessageSignature.Argument, variables: [MessageSignature.Variable]) throws(Problem) -> AccessorArgument {
        let label = variables.first.map { argument.name ?? $0.name }
        let numberUse = argument.shownAs.first(where: \.isNumber) ?? variables.first { $0.kind == .plural || $0.kind == .ordinal }.map { _ in MessageSignature.ArgumentType.number }
        if let gender = variables.first(where: { $0.kind == .gender }) {
            if let numberUse {
                throw Problem(description: "argument \(argument.position) is used as \(Kind.gender.name) and as \(Kind(numberUse).name)")
            }
            return AccessorArgument(position: argument.position, variableName: label ?? gender.name, argumentName: argument.name, kind: .gender)
        }
        if variables.contains(where: { $0.kind == .select }) {
            if numberUse != nil || ([argument.type] + argument.conflictingTypes).contains(where: \.isNumber) {
                throw Problem(description: "argument '\(argument.name ?? "\(argument.position)")' is chosen on as a select keyword and used as a number")
            }
            let keywords = Set(variables.filter { $0.kind == .select }.flatMap(\.forms)).subtracting(["other"])
            return AccessorArgument(position: argument.position, variableName: label, argumentName: argument.name, kind: .select(keywords: keywords.sorted()))
        }
        var kind = argument.takesAnyNumber ? Kind.number : Kind(argument.type)
        for type in argument.conflictingTypes {
            guard let merged = kind.merged(with: Kind(type)) else {
                throw Problem(description: "argument \(argument.position) is used as \(kind.name) and as \(Kind(type).name)")
            }
            kind = merged
        }
        return AccessorArgument(position: argument.position, variableName: label, argumentName: argument.name, kind: kind)
    }

    typealias Kind = AccessorArgument.Kind
}

extension AccessorArgument.Kind {
    /// The Swift-facing kind of a signature's type (a `select` keyword is typed by its variable).
    init(_ type: MessageSignature.ArgumentType) {
        switch type {
        case .integer: self = .integer
        case .floatingPoint: self = .floatingPoint
        case .number: self = .number
        case .object, .string, .keyword: self = .string
        // A date is ISO 8601 text (or, for ICU, milliseconds): any value the caller describes.
        case .any, .date: self = .text
        }
    }

    /// One kind that serves both uses: the narrower number, a number over text (`%@` prints any
    /// number), a choice over text. `nil` when no type serves both.
    func merged(with other: Self) -> Self? {
        if self == other { return self }
        switch (self, other) {
        case (.string, .text), (.text, .string): return .string
        case (.text, let other), (let other, .text), (.string, let other), (let other, .string): return other
        case (.integer, .floatingPoint), (.floatingPoint, .integer), (.integer, .number), (.number, .integer): return .integer
        case (.floatingPoint, .number), (.number, .floatingPoint): return .floatingPoint
        default: return nil
        }
    }

    /// `an integer`, `a gender`: for problems.
    var name: String {
        switch self {
        case .integer: "an integer"
        case .floatingPoint: "a floating-point number"
        case .number: "a number"
        case .string: "a string"
        case .text: "text"
        case .gender: "a gender"
        case .select: "a select keyword"
        }
    }
}
