/// The arguments a message takes and the variables that select its text: what a caller must
/// pass to render it, found by the one walk of the message that render and lint share.
///
/// ```swift
/// let message = LocalizedMessage(key: "inbox", language: "en", messageFormat: "{user} has {count, plural, one {# message} other {# messages}}")
/// let signature = MessageSignature(message)
/// signature.description   // "1 user: any, 2 count: number; count: plural on 2"
/// ```
///
/// Lint compares these signatures across a key's languages, `icu-plural keys` prints them, and
/// code generators can type accessors from them.
public struct MessageSignature: Hashable, Sendable, CustomStringConvertible {
    /// The kind of value an argument takes, from the conversions and value types that use it.
    public enum ArgumentType: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
        /// An integer: `%d`, `%lu`, a value type `d`/`ld`, a plural variation's number, a gender given as 0, 1, 2.
        case integer
        /// A floating-point number: `%f`, `%.1f`, `%g`, a value type `f`.
        case floatingPoint = "floating point"
        /// Any value, shown as text: `%@`.
        case object
        /// A C string: `%s`.
        case string
        /// A MessageFormat number: `plural`, `selectordinal`, `{n, number}`.
        case number
        /// A MessageFormat `select` keyword (a string; `other` for any other).
        case keyword
        /// A MessageFormat `{name}`: any value, shown as text.
        case any

        /// The type of a printf conversion's argument.
        public init(_ kind: ArgumentKind) {
            switch kind {
            case .signedInteger, .unsignedInteger: self = .integer
            case .floatingPoint: self = .floatingPoint
            case .object: self = .object
            case .string: self = .string
            }
        }

        public var description: String { rawValue }
    }

    /// One argument: its position, its MessageFormat name, its type.
    public struct Argument: Hashable, Sendable, CustomStringConvertible {
        /// The 1-based position: `%2$@` is 2; a MessageFormat argument's place in the order of first appearance.
        public let position: Int
        /// The MessageFormat argument's name; `nil` for printf messages.
        public let name: String?
        /// The type its first use gives it.
        public let type: ArgumentType
        /// Other types later uses give it (a defect: one argument has one type); empty when all agree.
        public let conflictingTypes: [ArgumentType]

        /// `2: integer`, `2 count: number`, `1: integer (also object)`.
        public var description: String {
            "\(position)\(name.map { " \($0)" } ?? ""): \(type)" + (conflictingTypes.isEmpty ? "" : " (also \(conflictingTypes.map(\.rawValue).joined(separator: ", ")))")
        }
    }

    /// A variable (a `%#@name@` variable, an `.xcstrings` substitution, a MessageFormat choice) and the argument it selects on.
    public struct Variable: Hashable, Sendable, CustomStringConvertible {
        /// The variable's name.
        public let name: String
        /// What it selects by (``SelectorKind/plural`` when the file does not say).
        public let kind: SelectorKind
        /// The argument it selects on.
        public let position: Int

        /// `count: plural on 2`.
        public var description: String { "\(name): \(kind) on \(position)" }
    }

    /// The arguments, by position.
    public let arguments: [Argument]
    /// The variables reached, in the order the walk meets them (each name and position once).
    public let variables: [Variable]

    /// The signature of a message, walking every variant and form.
    public init(_ message: LocalizedMessage) {
        var visitor = SignatureVisitor()
        MessageWalk.walk(message, with: &visitor)
        let names = message.argumentNames
        arguments = visitor.uses.types.keys.sorted().filter { $0 >= 1 }.map { position in
            Argument(position: position, name: names.indices.contains(position - 1) ? names[position - 1] : nil,
                     type: visitor.uses.types[position]!, conflictingTypes: visitor.uses.conflictingTypes[position] ?? [])
        }
        variables = visitor.variables
    }

    /// The argument at a position, if the message takes it.
    public func argument(at position: Int) -> Argument? {
        arguments.first { $0.position == position }
    }

    /// The type of each argument by position (what lint compares across languages).
    var types: [Int: ArgumentType] {
        Dictionary(uniqueKeysWithValues: arguments.map { ($0.position, $0.type) })
    }

    /// `1: object, 2: integer; names: plural on 1`; `no arguments` when there are none.
    public var description: String {
        let arguments = arguments.isEmpty ? "no arguments" : arguments.map(\.description).joined(separator: ", ")
        return variables.isEmpty ? arguments : arguments + "; " + variables.map(\.description).joined(separator: ", ")
    }
}

/// How a message uses its arguments: the first use of a position gives its type, a later use of
/// another type is a conflict. Lint and ``MessageSignature`` record uses through it alike.
struct ArgumentUses {
    private(set) var types: [Int: MessageSignature.ArgumentType] = [:]
    private(set) var conflictingTypes: [Int: [MessageSignature.ArgumentType]] = [:]

    /// Records a use; returns the type the argument had when this use conflicts with it.
    /// `allowNumeric`: the use takes any number (a plural variation, a variable without a value type).
    @discardableResult
    mutating func use(_ position: Int, _ type: MessageSignature.ArgumentType, allowNumeric: Bool = false) -> MessageSignature.ArgumentType? {
        // `.any` (a MessageFormat `{n}`) says nothing of the kind: another use of the argument does.
        guard let previous = types[position], previous != .any else {
            types[position] = type
            return nil
        }
        if type == .any { return nil }
        if allowNumeric, previous == .integer || previous == .floatingPoint || previous == .number { return nil }
        guard previous != type else { return nil }
        if !(conflictingTypes[position] ?? []).contains(type) { conflictingTypes[position, default: []].append(type) }
        return previous
    }

    /// The value type as a specifier; `%ld` (a `%` the key does not need, which Apple tolerates) reads as `ld`.
    static func valueSpecifier(of variable: MessageVariable) -> FormatSpecifier? {
        if let specifier = variable.valueSpecifier { return specifier }
        guard let valueType = variable.valueType, valueType.hasPrefix("%") else { return nil }
        return FormatSpecifier(valueType: String(valueType.dropFirst()))
    }

    /// The use a variable makes of the argument it selects on: its type, and whether any number
    /// will do (no value type, or one that is not a number); `nil` for a kind nothing renders.
    static func use(by variable: MessageVariable) -> (type: MessageSignature.ArgumentType, allowNumeric: Bool)? {
        if variable.argumentName != nil {
            return variable.isSelect ? (.keyword, false) : (.number, true)
        }
        switch variable.kind {
        case .gender?:
            return valueSpecifier(of: variable)?.kind == .object ? (.object, false) : (.integer, false)
        case .plural?, nil:
            guard let specifier = valueSpecifier(of: variable), specifier.kind.isNumeric else { return (.integer, true) }
            return (MessageSignature.ArgumentType(specifier.kind), false)
        case .select?:
            return (.keyword, false)
        case .ordinal?:
            return (.number, true)
        case .unsupported?:
            return nil
        }
    }
}

/// Records every use of every argument in every variant and form.
private struct SignatureVisitor: MessageVisitor {
    var uses = ArgumentUses()
    var variables: [MessageSignature.Variable] = []
    private var seen: Set<String> = []

    mutating func pluralVariation(argument: Int, forms: [PluralMessageForm: MessageBody], entering: Bool) {
        if entering { uses.use(argument, .integer, allowNumeric: true) }
    }

    mutating func conversion(_ specifier: FormatSpecifier, position: Int, offset: Int, in text: MessageText) {
        uses.use(position, MessageSignature.ArgumentType(specifier.kind))
    }

    mutating func namedArgument(_ name: String, style: MessageFormatNumberStyle?, position: Int?, offset: Int) {
        guard let position else { return }
        uses.use(position, style == nil ? .any : .number, allowNumeric: true)
    }

    mutating func enterVariable(_ variable: MessageVariable, position: Int, scope: [String: MessageVariable]) -> Bool {
        guard seen.insert("\(variable.name)@\(position)").inserted else { return false }
        variables.append(MessageSignature.Variable(name: variable.name, kind: variable.kind ?? .plural, position: position))
        if let use = ArgumentUses.use(by: variable) { uses.use(position, use.type, allowNumeric: use.allowNumeric) }
        return true
    }
}
