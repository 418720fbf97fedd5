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
        /// A MessageFormat argument the rendering needs was not given.
        case missingNamedArgument(String)
        /// An argument given by name that the message does not have (its names listed).
        case unknownArgumentName(String, known: [String])
        /// A MessageFormat `select` (or a gender variable) has neither the selected keyword's form nor `other`.
        case noOtherKeywordForm(variable: String, selected: String)
        /// The argument's type does not suit the conversion or the variable.
        case wrongArgumentType(position: Int, expected: String, actual: String)
        /// The argument has the right type but a value the conversion cannot show.
        case invalidArgumentValue(position: Int, String)
        /// `%#@name@` names no variable of the message.
        case unknownVariable(String)
        /// Variables refer to each other in a loop; the names in order, the first repeated last.
        case variableCycle([String])
        /// Variables nest deeper than ``MessageLimits/maximumNestingDepth``.
        case nestingTooDeep(limit: Int)
        /// The rendered text would pass ``MessageLimits/maximumOutputLength`` UTF-8 bytes.
        case outputTooLong(limit: Int)
        /// Expanding the message would take more than ``MessageLimits/maximumExpansionSteps`` steps
        /// (variables whose forms repeat other variables multiply the work, even with no output).
        case expansionTooLarge(limit: Int)
        /// The variable's rule type is not `NSStringPluralRuleType`.
        case unsupportedRuleType(variable: String, ruleType: String)
        /// The variable's value type is not a numeric conversion.
        case invalidValueType(variable: String, valueType: String)
        /// Neither the selected form nor `other` exists.
        case noOtherForm(variable: String, selected: PluralCategory)
        /// A plural that falls back to a text of its own, not to `other` (i18next), has neither a
        /// form for the category (`nil` for a count that selects nothing: a string) nor that text:
        /// the next language is asked.
        case noPluralForm(selected: PluralCategory?)
        /// A gender variable has neither the selected gender's form nor `other`.
        case noOtherGenderForm(variable: String, selected: GrammaticalGender)
        /// A device variation has neither the device nor `other`.
        case noDeviceVariant(device: String)
        /// The plural rules could not be had for the language.
        case pluralRules(String)
        /// The MessageFormat evaluator the renderer was given refused the message or its arguments.
        case evaluation(MessageEvaluationError)

        public var description: String {
            switch self {
            case .keyNotFound: "no message with this key"
            case let .unreadableFile(error): "the file that may hold it cannot be read: \(error)"
            case let .invalidEntry(reason): "unreadable entry: \(reason)"
            case let .invalidFormat(error): "invalid format: \(error)"
            case let .missingArgument(position, given): "argument \(position) is missing (\(given) given)"
            case let .missingNamedArgument(name): "the argument '\(name)' is missing"
            case let .unknownArgumentName(name, known):
                known.isEmpty ? "the message has no argument named '\(name)' (give positions 1, 2… for a printf message)"
                    : "the message has no argument named '\(name)' (it has \(known.map { "'\($0)'" }.joined(separator: ", ")))"
            case let .noOtherKeywordForm(variable, selected): "variable '\(variable)' has neither a '\(selected)' form nor an 'other' form"
            case let .wrongArgumentType(position, expected, actual): "argument \(position) should be \(expected), not a \(actual)"
            case let .invalidArgumentValue(position, reason): "argument \(position): \(reason)"
            case let .unknownVariable(name): "unknown variable '\(name)'"
            case let .variableCycle(names): "variables refer to each other in a cycle: \(names.joined(separator: " -> "))"
            case let .nestingTooDeep(limit): "variables nest deeper than \(limit) levels"
            case let .outputTooLong(limit): "the rendered text would exceed \(limit) bytes"
            case let .expansionTooLarge(limit): "expanding the variables would take more than \(limit) steps"
            case let .unsupportedRuleType(variable, ruleType): "variable '\(variable)' has rule type '\(ruleType)'; only NSStringPluralRuleType and NSStringGenderRuleType select forms"
            case let .invalidValueType(variable, valueType): "variable '\(variable)' has value type '\(valueType)', which is not a number conversion"
            case let .noOtherForm(variable, selected): "variable '\(variable)' has neither a '\(selected)' form nor an 'other' form"
            case let .noPluralForm(selected):
                selected.map { "neither a '\($0)' form nor a text of the key itself to fall back to" } ?? "no text of the key itself for a count that is not a number"
            case let .noOtherGenderForm(variable, selected): "gender variable '\(variable)' has neither a '\(selected)' form nor an 'other' form"
            case let .noDeviceVariant(device): "no variant for device '\(device)' and no 'other' variant"
            case let .pluralRules(reason): "no plural rules: \(reason)"
            case let .evaluation(error): error.description
            }
        }
    }

    /// What went wrong.
    let reason: Reason
    /// The message's key.
    let key: String
    /// The language of the message, when one was found.
    let language: String?
    /// The place: "format", "variable 'files' form 'other'", "device 'mac'".
    let place: String
    /// The UTF-8 offset in the place's text, when it points at a specifier.
    let offset: Int?

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
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// The rules selected a category the message lacks; `other` was used.
        case missingForm(PluralCategory)
        /// The argument selected a gender the variable lacks; `other` was used.
        case missingGenderForm(GrammaticalGender)
        /// A number was formatted with `%@`, which expects an object: Apple platforms crash on an
        /// integer or a `Double` passed to `%@`; it is printed as a number here.
        case numberAsObject(position: Int)
        /// More diagnostics than ``MessageLimits/maximumDiagnostics``; the rest were dropped.
        case diagnosticsDropped(limit: Int)
        /// An option of the renderer is set that the message's evaluator does not apply
        /// (`MessageEvaluator/honouredOptions`: ICU's MessageFormat has no formatting locale of its own).
        case optionIgnored(MessageEvaluationOption)
        /// A span of Apple's inflection markup was not inflected as Apple would (``InflectionIssue``).
        case inflection(InflectionIssue)
    }

    /// The message's key.
    public let key: String
    /// The message's language.
    public let language: String
    /// The variable (or "plural variation") whose form was missing, or the place of the conversion.
    public let place: String
    /// The number, as the rules saw it (or as it was printed).
    public let number: String
    /// What happened.
    public let kind: Kind

    /// A diagnostic about a key in a language, at a place.
    init(key: String, language: String, place: String, number: String, kind: Kind) {
        (self.key, self.language, self.place, self.number, self.kind) = (key, language, place, number, kind)
    }

    /// A missing form's diagnostic.
    init(key: String, language: String, place: String, number: String, missingCategory: PluralCategory) {
        self.init(key: key, language: language, place: place, number: number, kind: .missingForm(missingCategory))
    }

    /// The category the rules selected and that the message lacks; `nil` for other kinds.
    var missingCategory: PluralCategory? {
        if case let .missingForm(category) = kind { category } else { nil }
    }

    public var description: String {
        switch kind {
        case let .missingForm(category):
            "key '\(key)' [\(language)], \(place): \(number) selects '\(category)', which the message lacks; used 'other'"
        case let .missingGenderForm(gender):
            "key '\(key)' [\(language)], \(place): \(number) selects '\(gender)', which the message lacks; used 'other'"
        case let .numberAsObject(position):
            "key '\(key)' [\(language)], \(place): argument \(position) is the number \(number) but the conversion is '%@' (an object); Apple platforms crash on this"
        case let .diagnosticsDropped(limit):
            "key '\(key)' [\(language)]: more than \(limit) diagnostics; the rest were dropped"
        case let .optionIgnored(option):
            "key '\(key)' [\(language)], \(place): the evaluator of this message does not apply the option '\(option.rawValue)'"
        case let .inflection(issue):
            "key '\(key)' [\(language)], \(place): inflection '\(number)': \(issue)"
        }
    }
}
