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
        /// A date or time: MessageFormat `date` and `time`, MessageFormat 2 `:date`, `:time` and
        /// `:datetime` (milliseconds since 1970 or ISO 8601 text for ICU, ISO 8601 text for MessageFormat 2).
        case date

        /// The type of a printf conversion's argument.
        init(_ kind: ArgumentKind) {
            switch kind {
            case .signedInteger, .unsignedInteger: self = .integer
            case .floatingPoint: self = .floatingPoint
            case .object: self = .object
            case .string: self = .string
            }
        }

        /// Whether it is a number: ``integer``, ``floatingPoint`` or ``number``.
        public var isNumber: Bool { self == .integer || self == .floatingPoint || self == .number }

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
        /// Whether any number will do: only uses that take any number give it its type (a plural
        /// variable without a value type and no conversion of its number, a plural variation, a
        /// MessageFormat `plural`); ``type`` is then the default a caller's integer fits.
        public let takesAnyNumber: Bool
        /// The types the conversions and MessageFormat `{name}`s that show it give, each once, in
        /// the order the walk meets them; empty when it is only selected on (no form shows it).
        public let shownAs: [ArgumentType]
        /// The type as the format writes it, where it names one that ``type`` does not say: a
        /// MessageFormat type this package does not format (`time`, `date`, `spellout`), a
        /// MessageFormat 2 function (`:integer`, `:number`, `:datetime`, a custom `:x`); `nil` otherwise.
        public let declared: String?

        init(position: Int, name: String?, type: ArgumentType, conflictingTypes: [ArgumentType] = [],
                     takesAnyNumber: Bool = false, shownAs: [ArgumentType] = [], declared: String? = nil) {
            self.position = position
            self.name = name
            self.type = type
            self.conflictingTypes = conflictingTypes
            self.takesAnyNumber = takesAnyNumber
            self.shownAs = shownAs
            self.declared = declared
        }

        /// Equal when a caller passes the same argument: position, name, types and the type as
        /// written (``takesAnyNumber`` and ``shownAs`` describe how the message uses it, not the call).
        public static func == (lhs: Self, rhs: Self) -> Bool {
            (lhs.position, lhs.name, lhs.type, lhs.conflictingTypes, lhs.declared) == (rhs.position, rhs.name, rhs.type, rhs.conflictingTypes, rhs.declared)
        }

        /// Hashes what `==` compares.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(position)
            hasher.combine(name)
            hasher.combine(type)
            hasher.combine(conflictingTypes)
            hasher.combine(declared)
        }

        /// `2: integer`, `2 count: number`, `1: integer (also object)`, `1 when: date (time)`, `1 count: number (:integer)`.
        public var description: String {
            let written = [declared].compactMap { $0 } + conflictingTypes.map { "also \($0.rawValue)" }
            return "\(position)\(name.map { " \($0)" } ?? ""): \(type)" + (written.isEmpty ? "" : " (\(written.joined(separator: ", ")))")
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
        /// Its forms as the file names them, in the walk's order (`one`, `=0`, `other`; `female`;
        /// a `select`'s keywords), each once.
        public let forms: [String]
        /// The type its value type declares (`NSStringFormatValueTypeKey`, an `.xcstrings`
        /// `formatSpecifier`); `nil` when it has none or the value type is not a conversion.
        public let valueType: ArgumentType?

        /// Equal when it selects the same way on the same argument: name, kind and position (each
        /// language has the forms its rules need).
        public static func == (lhs: Self, rhs: Self) -> Bool {
            (lhs.name, lhs.kind, lhs.position) == (rhs.name, rhs.kind, rhs.position)
        }

        /// Hashes what `==` compares.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(kind)
            hasher.combine(position)
        }

        /// `count: plural on 2`.
        public var description: String { "\(name): \(kind) on \(position)" }
    }

    /// What the walk could not follow: where a message has one, its arguments are those of the
    /// parts it could read, and rendering it fails.
    public enum Defect: Hashable, Sendable, CustomStringConvertible {
        /// An entry that could not be read, and why.
        case invalid(String)
        /// A text that does not parse: the text, why, and where (in Unicode scalars for
        /// MessageFormat, else in UTF-8 bytes).
        case syntax(text: String, reason: String, offset: Int)
        /// A reference to a variable the message does not define (`%#@name@`).
        case undefinedVariable(String)
        /// Variables that refer to each other: the names, ending with the first again.
        case cycle([String])
        /// A variable nested deeper than ``MessageLimits/maximumNestingDepth``.
        case tooDeep(String)

        /// For people: `the text "%*d" does not parse: …`, `variables refer to each other in a cycle: a -> a`.
        public var description: String {
            switch self {
            case let .invalid(reason): reason
            case let .syntax(text, reason, offset):
                "the text \"\(text.count > 60 ? text.prefix(60) + "…" : Substring(text))\" does not parse: \(reason) at character \(offset)"
            case let .undefinedVariable(name): "the text refers to %#@\(name)@, which is not defined"
            case let .cycle(names): "variables refer to each other in a cycle: \(names.joined(separator: " -> "))"
            case let .tooDeep(name): "variable '\(name)' nests deeper than \(MessageLimits.maximumNestingDepth) levels"
            }
        }
    }

    /// The arguments, by position.
    public let arguments: [Argument]
    /// The variables reached, in the order the walk meets them (each name and position once).
    public let variables: [Variable]
    /// What the walk could not follow, in the order met; empty for a message that renders.
    public let defects: [Defect]
    /// Whether the message, given no arguments, is shown as written: a whole text whose `%`s read
    /// as percent signs ("100% anonymous"), as `NSLocalizedString` returns it. ``arguments`` are
    /// still those a caller who passes arguments binds.
    public let showsTextWithoutArguments: Bool

    /// Equal when a caller makes the same call: the same ``arguments`` and ``variables`` (what
    /// `icu-plural keys` groups languages by); ``defects`` and ``showsTextWithoutArguments`` are
    /// not compared.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.arguments == rhs.arguments && lhs.variables == rhs.variables
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(arguments)
        hasher.combine(variables)
    }

    /// The signature of a message, walking every variant and form (a MessageFormat 2 text: its
    /// data model, `MessageFormat2Signature`).
    public init(_ message: LocalizedMessage) {
        let names = message.argumentNames
        var visitor = SignatureVisitor()
        var declared: [Int: String] = [:]
        if case let .text(text) = message.body, let parsed = text.messageFormat2 {
            switch parsed {
            case let .success(model):
                let read = MessageFormat2Signature(model, argumentNames: names)
                (visitor.uses, visitor.shown, visitor.variables, declared) = (read.uses, read.shown, read.variables, read.declared)
            case let .failure(error):
                visitor.defect(.invalid("the MessageFormat 2 text does not parse: \(error)"))
            }
        } else {
            MessageWalk.walk(message, with: &visitor)
        }
        // A MessageFormat text ICU formats but this package does not (`{retry_time, time, medium}`)
        // takes its arguments all the same, of the types written: as ICU's formatter reads them.
        if case let .text(text) = message.body, text.messageFormatError?.kind.readsArgumentNamesLeniently == true {
            for (name, written) in MessageFormatModel.arguments(leniently: text.source) {
                guard let position = ArgumentCursor.position(ofArgument: name, in: names) else { continue }
                for word in written {
                    let type = MessageFormatModel.argumentType(written: word)
                    visitor.uses.use(position, type, allowNumeric: type == .number)
                    if declared[position] == nil, MessageFormatModel.isUnformattedType(word) { declared[position] = word }
                }
                if written.isEmpty { visitor.uses.use(position, .any) }
            }
        }
        arguments = visitor.uses.types.keys.sorted().filter { $0 >= 1 }.map { position in
            Argument(position: position, name: names.indices.contains(position - 1) ? names[position - 1] : nil,
                     type: visitor.uses.types[position]!, conflictingTypes: visitor.uses.conflictingTypes[position] ?? [],
                     takesAnyNumber: visitor.uses.takesAnyNumber.contains(position), shownAs: visitor.shown[position] ?? [],
                     declared: declared[position])
        }
        variables = visitor.variables
        defects = visitor.defects
        if case let .text(text) = message.body { showsTextWithoutArguments = text.readsAsTextWithoutArguments } else { showsTextWithoutArguments = false }
    }

    /// The argument at a position, if the message takes it.
    func argument(at position: Int) -> Argument? {
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
    /// Positions whose type only uses that take any number gave: a later number use of a kind of
    /// its own (`%f` in the forms of a plural without a value type) gives the type, whichever
    /// comes first.
    private(set) var takesAnyNumber: Set<Int> = []

    /// Records a use; returns the type the argument had when this use conflicts with it.
    /// `allowNumeric`: the use takes any number (a plural variation, a variable without a value type).
    @discardableResult
    mutating func use(_ position: Int, _ type: MessageSignature.ArgumentType, allowNumeric: Bool = false) -> MessageSignature.ArgumentType? {
        // `.any` (a MessageFormat `{n}`) says nothing of the kind: another use of the argument does.
        guard let previous = types[position], previous != .any else {
            types[position] = type
            if allowNumeric, type.isNumber { takesAnyNumber.insert(position) }
            return nil
        }
        if type == .any { return nil }
        if allowNumeric, previous.isNumber { return nil }
        if type.isNumber, takesAnyNumber.remove(position) != nil {
            types[position] = type
            return nil
        }
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
    var shown: [Int: [MessageSignature.ArgumentType]] = [:]
    var defects: [MessageSignature.Defect] = []
    private var seen: Set<String> = []

    mutating func defect(_ defect: MessageSignature.Defect) {
        if !defects.contains(defect) { defects.append(defect) }
    }

    mutating func show(_ position: Int, as type: MessageSignature.ArgumentType) {
        if !(shown[position] ?? []).contains(type) { shown[position, default: []].append(type) }
    }

    mutating func invalid(_ reason: String) {
        defect(.invalid(reason))
    }

    mutating func text(_ text: MessageText) -> Bool {
        if let error = text.messageFormatError {
            defect(.syntax(text: text.source, reason: error.reason, offset: error.offset))
        } else if case let .failure(error) = text.parsed {
            defect(.syntax(text: text.source, reason: error.reason, offset: error.offset))
        }
        return true
    }

    mutating func pluralVariation(argument: Int, forms: [PluralMessageForm: MessageBody], entering: Bool) {
        if entering { uses.use(argument, .integer, allowNumeric: true) }
    }

    mutating func conversion(_ specifier: FormatSpecifier, position: Int, offset: Int, in text: MessageText) {
        uses.use(position, MessageSignature.ArgumentType(specifier.kind))
        show(position, as: MessageSignature.ArgumentType(specifier.kind))
    }

    mutating func namedArgument(_ name: String, style: MessageFormatNumberStyle?, position: Int?, offset: Int) {
        guard let position else { return }
        uses.use(position, style == nil ? .any : .number, allowNumeric: true)
        show(position, as: style == nil ? .any : .number)
    }

    mutating func reference(_ name: String, _ variable: MessageVariable?, explicit: Int?, referenced: Int, selected: Int, offset: Int, in text: MessageText) {
        if variable == nil { defect(.undefinedVariable(name)) }
    }

    mutating func cycle(_ cycle: [String]) {
        defect(.cycle(cycle))
    }

    mutating func tooDeep(_ name: String) {
        defect(.tooDeep(name))
    }

    mutating func enterVariable(_ variable: MessageVariable, position: Int, scope: [String: MessageVariable]) -> Bool {
        guard seen.insert("\(variable.name)@\(position)").inserted else { return false }
        var forms: [String] = []
        for (form, _) in MessageWalk.forms(of: variable) where !forms.contains(form.description) { forms.append(form.description) }
        let valueType = ArgumentUses.valueSpecifier(of: variable).map { MessageSignature.ArgumentType($0.kind) }
        variables.append(MessageSignature.Variable(name: variable.name, kind: variable.kind ?? .plural, position: position, forms: forms, valueType: valueType))
        if let use = ArgumentUses.use(by: variable) { uses.use(position, use.type, allowNumeric: use.allowNumeric) }
        return true
    }
}
