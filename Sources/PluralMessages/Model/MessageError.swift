import PluralCore

/// Why a message could not be rendered: the reason, the key and language, and the place in the
/// message (the format or a variable's form) with the offset of the offending specifier.
public struct MessageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// No message has the key in any language tried.
        case keyNotFound
        /// The file that may hold the key in the language tried could not be read (see ``MessageTable/fileErrors``).
        case unreadableFile(MessageFileError)
        /// The entry could not be read (not a dictionary, no format key...).
        case invalidEntry(String)
        /// The format has a syntax error.
        case invalidFormat(FormatSyntaxError)
        /// The format uses an argument beyond those given.
        case missingArgument(position: Int, given: Int)
        /// The argument's type does not suit the conversion or the variable.
        case wrongArgumentType(position: Int, expected: String, actual: String)
        /// The argument has the right type but a value the conversion cannot show.
        case invalidArgumentValue(position: Int, String)
        /// `%#@name@` names no variable of the message.
        case unknownVariable(String)
        /// Variables refer to each other in a loop; the names in order, the first repeated last.
        case variableCycle([String])
        /// Variables nest deeper than ``MessageRenderer/maximumNestingDepth``.
        case nestingTooDeep(limit: Int)
        /// The rendered text would pass ``MessageRenderer/maximumOutputLength`` UTF-8 bytes.
        case outputTooLong(limit: Int)
        /// The variable's rule type is not `NSStringPluralRuleType`.
        case unsupportedRuleType(variable: String, ruleType: String)
        /// The variable's value type is not a numeric conversion.
        case invalidValueType(variable: String, valueType: String)
        /// Neither the selected form nor `other` exists.
        case noOtherForm(variable: String, selected: PluralCategory)
        /// A device variation has neither the device nor `other`.
        case noDeviceVariant(device: String)
        /// The plural rules could not be had for the language.
        case pluralRules(String)

        public var description: String {
            switch self {
            case .keyNotFound: "no message with this key"
            case let .unreadableFile(error): "the file that may hold it cannot be read: \(error)"
            case let .invalidEntry(reason): "unreadable entry: \(reason)"
            case let .invalidFormat(error): "invalid format: \(error)"
            case let .missingArgument(position, given): "argument \(position) is missing (\(given) given)"
            case let .wrongArgumentType(position, expected, actual): "argument \(position) should be \(expected), not a \(actual)"
            case let .invalidArgumentValue(position, reason): "argument \(position): \(reason)"
            case let .unknownVariable(name): "unknown variable '\(name)'"
            case let .variableCycle(names): "variables refer to each other in a cycle: \(names.joined(separator: " -> "))"
            case let .nestingTooDeep(limit): "variables nest deeper than \(limit) levels"
            case let .outputTooLong(limit): "the rendered text would exceed \(limit) bytes"
            case let .unsupportedRuleType(variable, ruleType): "variable '\(variable)' has rule type '\(ruleType)'; only NSStringPluralRuleType selects by number"
            case let .invalidValueType(variable, valueType): "variable '\(variable)' has value type '\(valueType)', which is not a number conversion"
            case let .noOtherForm(variable, selected): "variable '\(variable)' has neither a '\(selected)' form nor an 'other' form"
            case let .noDeviceVariant(device): "no variant for device '\(device)' and no 'other' variant"
            case let .pluralRules(reason): "no plural rules: \(reason)"
            }
        }
    }

    /// What went wrong.
    public let reason: Reason
    /// The message's key.
    public let key: String
    /// The language of the message, when one was found.
    public let language: String?
    /// The place: "format", "variable 'files' form 'other'", "device 'mac'".
    public let place: String
    /// The UTF-8 offset in the place's text, when it points at a specifier.
    public let offset: Int?

    /// An error about a key, in a language, at a place.
    public init(_ reason: Reason, key: String, language: String?, place: String, offset: Int? = nil) {
        self.reason = reason
        self.key = key
        self.language = language
        self.place = place
        self.offset = offset
    }

    public var description: String {
        var text = "key '\(key)'"
        if let language { text += " [\(language)]" }
        text += ", \(place)"
        if let offset { text += " at offset \(offset)" }
        return text + ": \(reason)"
    }
}

/// Something the caller should know about a rendering that still succeeded.
public struct MessageDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The message's key.
    public let key: String
    /// The message's language.
    public let language: String
    /// The variable (or "plural variation") whose form was missing.
    public let place: String
    /// The number, as the rules saw it.
    public let number: String
    /// The category the rules selected and that the message lacks.
    public let missingCategory: PluralCategory

    public var description: String {
        "key '\(key)' [\(language)], \(place): \(number) selects '\(missingCategory)', which the message lacks; used 'other'"
    }
}
