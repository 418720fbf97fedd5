import Foundation
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
    /// Formats MessageFormat messages: ``SwiftMessageEvaluator`` (the default, on the renderer's
    /// rules) or another strategy, such as ICUPlural's `ICUMessageFormatEvaluator`.
    public var evaluator: any MessageEvaluator
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
        (self.evaluator, self.device, self.width) = (evaluator, device, width)
    }
}

/// PluralMessages' own MessageFormat evaluator: the pure-Swift parser and walk, on the rules the
/// renderer passes (`MessageEvaluation/rulesProvider`). The default of ``RenderOptions/evaluator``.
public struct SwiftMessageEvaluator: MessageEvaluator {
    /// The evaluator.
    public init() {}

    /// ICU MessageFormat.
    public func evaluates(_ syntax: MessageSyntax) -> Bool { syntax == .icuMessageFormat }

    /// The Swift parser's argument names; `nil` when it does not read the text.
    public func argumentNames(of source: String, syntax: MessageSyntax, language: String) -> [String]? {
        let message = LocalizedMessage(key: "", language: language, messageFormat: source)
        if case let .text(text) = message.body, text.messageFormatError != nil { return nil }
        return message.argumentNames
    }

    /// Parses the text and renders it as ``MessageRenderer`` renders a loaded message.
    public func evaluate(_ message: MessageEvaluation) throws(MessageEvaluationError) -> String {
        let options = RenderOptions(formattingLocale: message.formattingLocale.map(Locale.init(identifier:)), evaluator: self)
        let renderer = MessageRenderer(rulesProvider: message.rulesProvider, options: options)
        do {
            return try renderer.render(LocalizedMessage(key: "", language: message.language, messageFormat: message.source),
                                       arguments: message.arguments).text
        } catch {
            throw MessageEvaluationError(error.reason.description)
        }
    }
}
