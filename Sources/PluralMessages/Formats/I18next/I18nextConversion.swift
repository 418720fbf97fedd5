import Foundation
import PluralCore
import PluralLocalization

/// i18next messages as ICU MessageFormat (MF1), the form every other writer starts from
/// (``MessageFormat1Conversion/messageFormat(_:)`` hands i18next messages here).
///
/// A plural's keys become one `plural` on `count`: `key_one` is `one {…}`, `{{count}}` in a form is
/// `#`; `key_zero`, which i18next shows for exactly 0 and for the CLDR `zero` category, is both
/// `=0 {…}` and `zero {…}` (so ICU selects it where i18next does; Apple's formats keep it as their
/// `zero`, which is 0 and that category too). `{{name}}` is `{name}`, `{{n, number}}` `{n, number}`.
/// The key's own text beside the plural keys has no place (``ConversionNote/Kind/i18nextFallbackText(_:)``).
/// An ordinal (`place_ordinal_one`…) is a `selectordinal` on `count`, its `zero` the category's alone.
enum I18nextConversion {
    static func messageFormat(_ message: LocalizedMessage) -> (LocalizedMessage, [ConversionNote]) {
        var notes: [ConversionNote] = []
        let source: String
        switch message.body {
        case let .text(text) where text.syntax == .i18next:
            source = messageFormat(text, inPlural: false)
        case let .plural(_, forms):
            var choices: [String] = []
            for category in PluralCategory.allCases {
                guard case let .text(text)? = forms[.category(category)], text.syntax == .i18next else { continue }
                let written = "{" + messageFormat(text, inPlural: true) + "}"
                if category == .zero, message.pluralRuleType == .cardinal { choices.append("=0 " + written) }
                choices.append(category.rawValue + " " + written)
            }
            if forms[.category(.other)] == nil {
                // MessageFormat requires `other`: the key's own text where there is one.
                let other: String
                if case let .text(fallback)? = message.pluralFallback { other = messageFormat(fallback, inPlural: true) } else { other = "" }
                choices.append("other {" + other + "}")
                notes.append(ConversionNote(key: message.key, language: message.language, kind: .missingOtherForm(variable: "count")))
            } else if case let .text(fallback)? = message.pluralFallback {
                notes.append(ConversionNote(key: message.key, language: message.language, kind: .i18nextFallbackText(fallback.source)))
            }
            source = "{count, \(message.pluralRuleType == .ordinal ? "selectordinal" : "plural"), " + choices.joined(separator: " ") + "}"
        default:
            return (message, [])
        }
        let converted = MessageFormatModel.message(key: message.key, language: message.language, source: source, origin: MessageOrigin(file: message.origin.file, kind: .messageformat))
        return (converted, notes)
    }

    /// An i18next text as MessageFormat: literals quoted where MessageFormat reads them (`'`, `{`,
    /// `}`, and `#` in a plural form), values as arguments, the count in a plural form as `#`.
    static func messageFormat(_ text: MessageText, inPlural: Bool) -> String {
        var result = ""
        for segment in text.segments {
            switch segment {
            case let .literal(literal):
                result += MessageFormatText.escaped(literal, inPlural: inPlural)
            case let .argument(name, style, _):
                if inPlural, name == "count", style == nil {
                    result += "#"
                } else {
                    result += "{" + MessageFormatText.identifier(name) + (style == nil ? "" : ", number") + "}"
                }
            default:
                break
            }
        }
        return result
    }
}
