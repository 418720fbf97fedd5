import Foundation
import MessageFormat2
import PluralCore
import PluralLocalization

/// How a ``MessageRenderer`` renders: the zero policy, which number selects, the formatting locale,
/// the MessageFormat evaluator, and the device and width of variations. One value, so every door
/// takes the same settings.
///
/// ```swift
/// var options = RenderOptions()
/// options.selectionMode = .value              // select on the value, as Apple's Foundation does
/// options.formattingLocale = Locale(identifier: "en_US")
/// let renderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider(), options: options)
/// ```
public struct RenderOptions: Sendable {
    /// The zero policy (`PluralSelectionPolicy/apple` by default: a `zero` form serves every zero).
    public var zeroPolicy: PluralSelectionPolicy
    /// Which number selects where a conversion shows digits of its own: the digits shown (the
    /// default) or the value, as Apple's Foundation does (``PluralSelectionMode``).
    public var selectionMode: PluralSelectionMode
    /// The locale whose digits and separators numbers use; `nil` means the message's language.
    public var formattingLocale: Locale?
    /// The evaluator of each syntax: ``SwiftMessageEvaluator`` for printf, Java and ICU MessageFormat,
    /// MessageFormat2's `MF2MessageEvaluator` for MessageFormat 2, unless set.
    var evaluators: MessageEvaluators
    /// The evaluator of ICU MessageFormat messages; setting one uses it for every syntax it evaluates
    /// (`ICUMessageFormatEvaluator()` for ICU MessageFormat, `MF2MessageEvaluator(bidiIsolation: .none)`
    /// for MessageFormat 2), as `MessageEvaluators/use(_:)` does.
    public var evaluator: any MessageEvaluator {
        get { evaluators[.icuMessageFormat] }
        set { evaluators.use(newValue) }
    }
    /// The device for device variations (`iphone`, `mac`...); `nil` uses the `other` variant.
    public var device: String?
    /// The presentation width for width variations; `nil` uses the widest variant.
    public var width: Int?

    /// Options; each parameter is the property of the same name.
    public init(
        zeroPolicy: PluralSelectionPolicy = .apple, selectionMode: PluralSelectionMode = .shownDigits,
        formattingLocale: Locale? = nil, evaluator: any MessageEvaluator = SwiftMessageEvaluator(),
        device: String? = nil, width: Int? = nil
    ) {
        (self.zeroPolicy, self.selectionMode, self.formattingLocale) = (zeroPolicy, selectionMode, formattingLocale)
        (self.device, self.width) = (device, width)
        evaluators = MessageEvaluators()
        evaluators.use(evaluator)
    }

    /// The options set away from their defaults that an evaluator may not apply.
    var setEvaluationOptions: Set<MessageEvaluationOption> {
        var set: Set<MessageEvaluationOption> = []
        if formattingLocale != nil { set.insert(.formattingLocale) }
        if zeroPolicy != .apple { set.insert(.zeroPolicy) }
        if selectionMode != .shownDigits { set.insert(.selectionMode) }
        return set
    }
}

/// The evaluator of each message syntax, as ``RenderOptions/evaluators`` holds them: a renderer formats a
/// message with its syntax's evaluator, never by asking an evaluator's type.
///
/// ```swift
/// var evaluators = MessageEvaluators()                // the Swift walk; MessageFormat2's for MF2
/// evaluators.use(ICUMessageFormatEvaluator())        // ICU MessageFormat through ICU
/// evaluators[.icuMessageFormat].honouredOptions      // []
/// ```
struct MessageEvaluators: Sendable {
    private var bySyntax: [MessageSyntax: any MessageEvaluator]

    /// The defaults: ``SwiftMessageEvaluator`` for printf, Java and ICU MessageFormat, `MF2MessageEvaluator()`
    /// for MessageFormat 2.
    init() {
        bySyntax = [:]
        use(SwiftMessageEvaluator())
        use(MF2MessageEvaluator())
    }

    /// The evaluator of a syntax.
    subscript(syntax: MessageSyntax) -> any MessageEvaluator {
        bySyntax[syntax] ?? SwiftMessageEvaluator()
    }

    /// Uses `evaluator` for every syntax it evaluates (`MessageEvaluator/evaluates(_:)`); the others keep theirs.
    mutating func use(_ evaluator: any MessageEvaluator) {
        for syntax in MessageSyntax.allCases where evaluator.evaluates(syntax) { bySyntax[syntax] = evaluator }
    }
}

extension MessageText.Syntax {
    /// The syntax whose evaluator formats a text of this syntax.
    var evaluatorSyntax: MessageSyntax {
        switch self {
        // A C format is printf without Apple's additions; a plain text's one part is its text.
        case .printf, .cFormat, .plainText, .pythonFormat: .printf
        case .javaFormat: .javaFormat
        case .messageFormat: .icuMessageFormat
        case .messageFormat2: .messageFormat2
        case .flutterMessageFormat: .flutterMessageFormat
        case .i18next: .i18next
        }
    }
}

/// PluralMessages' own evaluator of printf, Java, ICU MessageFormat (and Flutter's dialect) and i18next texts: the pure-Swift parser and the
/// renderer's walk of the parsed message, on the rules the renderer passes (`MessageEvaluation/rulesProvider`).
/// The default of `RenderOptions/evaluators` for those syntaxes; it applies every option.
public struct SwiftMessageEvaluator: MessageEvaluator {
    /// The evaluator.
    public init() {}

    /// ICU MessageFormat and Flutter's dialect, printf, Java formats and i18next texts.
    public func evaluates(_ syntax: MessageSyntax) -> Bool {
        syntax == .icuMessageFormat || syntax == .printf || syntax == .javaFormat || syntax == .flutterMessageFormat || syntax == .i18next
    }

    /// Every option: the renderer's own walk applies them.
    public var honouredOptions: Set<MessageEvaluationOption> { Set(MessageEvaluationOption.allCases) }

    /// The renderer's walk of the message it loaded, with the renderer's plan of it.
    public func prepare(_ message: MessageEvaluation) throws(MessageEvaluationError) -> MessagePreparation { .rendererWalk }

    /// The Swift parser's argument names; `nil` when it does not read the text.
    public func argumentNames(of source: String, syntax: MessageSyntax, language: String) -> [String]? {
        let message = Self.message(source, syntax: syntax, language: language)
        if case let .text(text) = message.body, text.messageFormatError != nil { return nil }
        return message.argumentNames
    }

    /// Parses the text and renders it as ``MessageRenderer`` renders a loaded message.
    public func evaluate(_ message: MessageEvaluation) throws(MessageEvaluationError) -> String {
        let options = RenderOptions(formattingLocale: message.formattingLocale.map(Locale.init(identifier:)), evaluator: self)
        let renderer = MessageRenderer(rulesProvider: message.rulesProvider, options: options)
        do {
            return try renderer.render(Self.message(message.source, syntax: message.syntax, language: message.language),
                                       arguments: message.arguments).text
        } catch {
            throw MessageEvaluationError(error.reason.description)
        }
    }

    /// A text of one of the syntaxes this evaluator formats, as a message.
    private static func message(_ source: String, syntax: MessageSyntax, language: String) -> LocalizedMessage {
        switch syntax {
        case .printf:
            LocalizedMessage(key: "", language: language, body: .text(MessageText(source)), origin: MessageOrigin(file: nil, kind: .strings))
        case .javaFormat:
            LocalizedMessage(key: "", language: language, body: .text(MessageText(javaFormat: source)), origin: MessageOrigin(file: nil, kind: .android))
        case .i18next:
            LocalizedMessage(key: "", language: language, body: .text(MessageText(i18next: source)), origin: MessageOrigin(file: nil, kind: .i18next),
                             argumentNames: MessageText(i18next: source).interpolatedNames)
        case .icuMessageFormat, .messageFormat2:
            LocalizedMessage(key: "", language: language, messageFormat: source)
        case .flutterMessageFormat:
            MessageFormatModel.message(key: "", language: language, source: source, origin: MessageOrigin(file: nil, kind: .arb), dialect: .flutter())
        }
    }
}
