/// The syntax a message's text is written in, which decides the evaluators that can format it.
public enum MessageSyntax: String, Hashable, Sendable, CaseIterable {
    /// ICU MessageFormat: `{count, plural, one {# file} other {# files}}`.
    case icuMessageFormat = "messageformat"
    /// Unicode MessageFormat 2 (LDML 48): `.input {$count :number} .match $count one {{…}} * {{…}}`.
    case messageFormat2 = "messageformat2"
    /// A printf format with `%#@variables@` (`.strings`, `.stringsdict`, `.xcstrings`; CFString's conversions).
    case printf
    /// A `java.util.Formatter` format, as Android resources use it (`%d`, `%1$s`).
    case javaFormat = "java"
    /// ICU MessageFormat as Flutter's `gen-l10n` reads `.arb` files: `=0`, `=1`, `=2` are the `zero`,
    /// `one`, `two` forms of Dart's `Intl.pluralLogic`, `#` and apostrophes are text. ICU's own
    /// MessageFormat does not select so; PluralMessages' renderer does.
    case flutterMessageFormat = "flutter"
    /// An i18next JSON v4 text: `{{name}}` interpolation; its plurals are sibling keys (`key_one`, `key_other`).
    case i18next

    /// The order in which values given in order bind to a message's arguments, from its argument
    /// names in order of first appearance. For ICU MessageFormat, numbered arguments bind at their
    /// numbers, as ICU's `MessageFormat::format(const Formattable*, …)` binds them (`{0}` takes the
    /// first value, `{2}` the third, so a number the text skips is listed too, as ICU also expects a
    /// value for it), then named arguments in order of first appearance. A number from
    /// ``maximumArgumentNumber`` up binds after the numbers below it, in order of first appearance
    /// too, so that `{32767}` does not make a list of 32,768 names.
    ///
    /// ```swift
    /// MessageSyntax.icuMessageFormat.positionalOrder(["1", "0"])      // ["0", "1"]
    /// MessageSyntax.icuMessageFormat.positionalOrder(["host", "2"])   // ["0", "1", "2", "host"]
    /// ```
    ///
    /// MessageFormat 2's variables are names (none starts with a digit): they bind in the order given.
    public func positionalOrder(_ names: [String]) -> [String] {
        guard self == .icuMessageFormat else { return names }
        func number(_ name: String) -> Int? {
            guard name.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }), let number = Int(name),
                  number < Self.maximumArgumentNumber else { return nil }
            return number
        }
        guard let largest = names.compactMap(number).max() else { return names }
        return (0...largest).map(String.init) + names.filter { number($0) == nil }
    }

    /// The first argument number that binds by first appearance instead of by number (the most
    /// positions a printf format may name, too).
    public static let maximumArgumentNumber = 1_000
}

/// One message for a ``MessageEvaluator`` to format: its text, syntax, language and arguments.
public struct MessageEvaluation: Sendable {
    /// The message's text as written.
    public let source: String
    /// The syntax of ``source``.
    public let syntax: MessageSyntax
    /// The message's language, whose plural rules select its forms.
    public let language: String
    /// The locale whose digits and separators numbers use; `nil` means the evaluator's choice for
    /// ``language``.
    public let formattingLocale: String?
    /// The numbering system the renderer writes ``language``'s numbers in (`latn`, `arab`), as Foundation
    /// gives it: an evaluator with data of its own (ICU 72 writes Arabic with native digits) writes these,
    /// so that every evaluator writes the same digits.
    public let numberingSystem: String
    /// The arguments, in order or by name.
    public let arguments: MessageArguments
    /// The renderer's plural rules, for an evaluator that takes its rules from outside.
    public let rulesProvider: any PluralRulesProvider

    /// A message to evaluate; to prepare (``MessageEvaluator/prepare(_:)``), without arguments.
    public init(source: String, syntax: MessageSyntax, language: String, formattingLocale: String?, numberingSystem: String,
                arguments: MessageArguments = [], rulesProvider: any PluralRulesProvider) {
        self.source = source
        self.syntax = syntax
        self.language = language
        self.formattingLocale = formattingLocale
        self.numberingSystem = numberingSystem
        self.arguments = arguments
        self.rulesProvider = rulesProvider
    }
}

/// Why an evaluator could not format a message: a sentence from the evaluator.
public struct MessageEvaluationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, as the evaluator says it.
    public let description: String

    /// An error with its sentence.
    public init(_ description: String) {
        self.description = description
    }
}

/// A renderer's option that an evaluator may apply or not: a renderer notes an option that is set and
/// that the evaluator of a message does not apply (``MessageEvaluator/honouredOptions``).
public enum MessageEvaluationOption: String, Hashable, Sendable, CaseIterable, Comparable {
    /// The locale whose digits and separators numbers use (``MessageEvaluation/formattingLocale``).
    case formattingLocale
    /// The zero policy (a `zero` form serving every zero).
    case zeroPolicy
    /// Which number selects a form: the digits shown or the value.
    case selectionMode

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A message an evaluator has read once (ICU's `MessageFormat` opened, MessageFormat 2's model parsed,
/// with its formatter), formatted with each call's arguments. A renderer keeps it per message.
public protocol PreparedMessage: Sendable {
    /// The message's argument names in the order values given in order bind to.
    var argumentNames: [String] { get }

    /// Formats the message with these arguments.
    /// - Throws: ``MessageEvaluationError`` when the arguments are refused.
    func evaluate(_ arguments: MessageArguments) throws(MessageEvaluationError) -> String
}

/// What an evaluator made of a message: its own prepared form, or the renderer's walk of its model.
public enum MessagePreparation: Sendable {
    /// The renderer formats the message with its own walk of the message it loaded (PluralMessages'
    /// `SwiftMessageEvaluator`): the renderer keeps its own plan of the message.
    case rendererWalk
    /// The evaluator's prepared message.
    case prepared(any PreparedMessage)
}

/// A strategy that formats messages written in a syntax (ICU MessageFormat, MessageFormat 2, printf,
/// Java), passed to a renderer in its options as the rules come from a `PluralRulesProvider`.
///
/// PluralMessages has its own (the pure-Swift walk of the parsed message, the default for printf, Java
/// and ICU MessageFormat) and ICUPlural offers ICU's (`ICUMessageFormatEvaluator`, through ICU's own
/// `MessageFormat`); MessageFormat 2 is formatted by MessageFormat2's `MF2MessageEvaluator`. A renderer
/// asks an evaluator to ``prepare(_:)`` a message once, keeps what it gets, and formats that with each
/// call's arguments. A new syntax joins as a case of ``MessageSyntax`` and an evaluator that formats it,
/// not as a new rendering method.
public protocol MessageEvaluator: Sendable {
    /// Whether this evaluator formats messages of a syntax.
    func evaluates(_ syntax: MessageSyntax) -> Bool

    /// The renderer's options this evaluator applies; a renderer notes the others when they are set.
    var honouredOptions: Set<MessageEvaluationOption> { get }

    /// Reads a message once for formatting many times (its ``MessageEvaluation/arguments`` are not read).
    /// - Throws: ``MessageEvaluationError`` when the text is refused.
    func prepare(_ message: MessageEvaluation) throws(MessageEvaluationError) -> MessagePreparation

    /// A message text's argument names in the order values given in order bind to; `nil` when the
    /// evaluator cannot read the text.
    func argumentNames(of source: String, syntax: MessageSyntax, language: String) -> [String]?

    /// Formats one message.
    /// - Throws: ``MessageEvaluationError`` when the text or the arguments are refused.
    func evaluate(_ message: MessageEvaluation) throws(MessageEvaluationError) -> String
}

extension MessageEvaluator {
    /// None declared: a renderer notes every option that is set.
    public var honouredOptions: Set<MessageEvaluationOption> { [] }

    /// For an evaluator that reads its text on each call: a prepared message that calls ``evaluate(_:)``.
    public func prepare(_ message: MessageEvaluation) throws(MessageEvaluationError) -> MessagePreparation {
        .prepared(EvaluatedOnEachCall(evaluator: self, message: message))
    }
}

/// ``MessageEvaluator/prepare(_:)``'s default: the text kept and evaluated on each call.
private struct EvaluatedOnEachCall<Evaluator: MessageEvaluator>: PreparedMessage {
    let evaluator: Evaluator
    let message: MessageEvaluation

    var argumentNames: [String] {
        evaluator.argumentNames(of: message.source, syntax: message.syntax, language: message.language) ?? []
    }

    func evaluate(_ arguments: MessageArguments) throws(MessageEvaluationError) -> String {
        try evaluator.evaluate(MessageEvaluation(
            source: message.source, syntax: message.syntax, language: message.language, formattingLocale: message.formattingLocale,
            numberingSystem: message.numberingSystem, arguments: arguments, rulesProvider: message.rulesProvider))
    }
}
