import Foundation
import PluralCore
import PluralLocalization

extension PluralDecimal {
    /// The form gen-l10n passes an exact value `=0`, `=1`, `=2` as (`zero`, `one`, `two` of
    /// `Intl.pluralLogic`); `nil` for any other value, which gen-l10n refuses.
    /// (flutter/flutter `packages/flutter_tools/lib/src/localizations/gen_l10n.dart`, `pluralCases`.)
    var genL10nCategory: PluralCategory? {
        guard fractionDigits.isEmpty, !isNegative else { return nil }
        return switch integerDigits {
        case "0": .zero
        case "1": .one
        case "2": .two
        default: nil
        }
    }
}

extension PluralCategory {
    /// The number `Intl.pluralLogic` gives this form before the rules: 0, 1, 2 for zero, one, two.
    var intlExactNumber: Int? {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        default: nil
        }
    }
}

/// What Flutter's ARB plurals and ICU MessageFormat's say differently, noted when converting.
enum ARBNote: Hashable, Sendable, Codable {
    /// An exact value (`=1`) that gen-l10n would read as a whole form (`one`), which more numbers take in the language.
    case exactValueWidened(variable: String, form: String, category: String, numbers: String)
    /// An exact value gen-l10n has no place for (`=5`): only `=0`, `=1`, `=2`.
    case exactValueDropped(variable: String, form: String)
    /// An exact value and the category form gen-l10n reads as the same form, with different texts: the category's kept.
    case exactValueMerged(variable: String, form: String, category: String)
    /// A `plural` with `offset:`, which gen-l10n cannot read.
    case offset(variable: String)
    /// A number argument with an ICU style (`{n, number, integer}`), which an ARB text cannot say; written as `{n}`.
    case numberStyle(argument: String, style: String, format: String?)
    /// A translation's placeholders the template's message does not declare: gen-l10n refuses the build.
    case undeclaredPlaceholders([String])
    /// A number Flutter shows as Dart's `toString` ("1000", "1.0"), which ICU MessageFormat groups ("1,000").
    case dartToString(argument: String)

    /// Whether the message was left out.
    var leavesMessageOut: Bool {
        switch self {
        case .offset, .undeclaredPlaceholders: true
        default: false
        }
    }

    /// What was lost, in words.
    var what: String {
        switch self {
        case let .exactValueWidened(variable, form, category, numbers):
            "'\(form)' of '\(variable)' is exact in ICU MessageFormat; gen-l10n reads it as '\(category)', which also takes \(numbers): written so"
        case let .exactValueDropped(variable, form):
            "'\(form)' of '\(variable)' has no place in gen-l10n's plurals (=0, =1, =2 only): left out"
        case let .exactValueMerged(variable, form, category):
            "'\(form)' of '\(variable)' and '\(category)' are one form in gen-l10n: wrote the '\(category)' text"
        case let .offset(variable):
            "'\(variable)' has an offset, which gen-l10n cannot read: not written"
        case let .numberStyle(argument, style, format):
            "'{\(argument), \(style)}' cannot be said in an ARB text: written '{\(argument)}'" + (format.map { " with the placeholder format '\($0)'" } ?? " (shown as Dart's toString)")
        case let .undeclaredPlaceholders(names):
            "not written: " + names.map { "'{\($0)}'" }.joined(separator: ", ") + " is no placeholder of the template's message, which gen-l10n refuses"
        case let .dartToString(argument):
            "Flutter shows '{\(argument)}' as Dart's toString (1000, 1.0); ICU MessageFormat formats it for the language (1,000, 1)"
        }
    }
}

/// Flutter's plurals in ICU's terms and back: gen-l10n's `zero`, `one`, `two` serve exactly 0, 1, 2
/// and then their category (`PluralSelectionPolicy.intl`); ICU's `=N` is exact and its categories
/// are the rules' alone.
enum GenL10nPlurals {
    /// A Flutter message as an ICU MessageFormat message that renders the same for every number: a
    /// `one` form is written `=1 {…}` too where 1 is not `one` in the language (and alike for `zero`
    /// and `two`), a category the language lacks only as that exact value, and a `two` the message
    /// lacks as its `few` text where the language has `two`. A message of another syntax is returned as it is.
    static func icu(_ message: LocalizedMessage, rules: (any PluralRules)?) -> (LocalizedMessage, [ConversionNote]) {
        guard case let .text(text) = message.body, text.syntax == .flutterMessageFormat else { return (message, []) }
        guard text.messageFormatError == nil else { return (message, []) }
        var notes: [ARBNote] = []
        var writer = ICUText(message: message, rules: rules)
        let source = writer.text(text, inPlural: false, depth: 0)
        notes += writer.notes
        let converted = MessageFormatModel.message(key: message.key, language: message.language, source: source,
                                                   origin: MessageOrigin(file: message.origin.file, kind: .messageformat),
                                                   argumentNames: message.argumentNames, comment: message.comment)
        return (converted, notes.map { ConversionNote(key: message.key, language: message.language, kind: .arb($0)) })
    }

    /// Writes a Flutter message's model as ICU MessageFormat text.
    private struct ICUText {
        let message: LocalizedMessage
        let rules: (any PluralRules)?
        var notes: [ARBNote] = []

        mutating func text(_ text: MessageText, inPlural: Bool, depth: Int) -> String {
            guard depth < MessageLimits.maximumNestingDepth else { return "" }
            var result = ""
            for segment in text.segments {
                switch segment {
                case let .literal(literal): result += MessageFormatText.escaped(literal, inPlural: inPlural)
                case let .argument(name, style, _):
                    if let style { result += "{\(name), \(style)}" } else {
                        if isNumber(name) { note(.dartToString(argument: name)) }
                        result += "{\(name)}"
                    }
                case let .variable(name, _, _):
                    guard let variable = message.variables[name] else { continue }
                    result += choice(variable, depth: depth)
                case .pluralNumber, .specifier, .substitutionArgument: break
                }
            }
            return result
        }

        /// Whether an argument is a number: a placeholder of a number type, or what a plural chooses on.
        func isNumber(_ name: String) -> Bool {
            if let type = message.arbAttributes?.placeholder(name)?.type { return ["int", "num", "double"].contains(type) }
            return message.variables.values.contains { $0.argumentName == name && $0.isPlural }
        }

        mutating func note(_ note: ARBNote) {
            if !notes.contains(note) { notes.append(note) }
        }

        mutating func choice(_ variable: MessageVariable, depth: Int) -> String {
            let argument = variable.argumentName ?? variable.name
            var options: [String] = []
            if variable.isSelect {
                for (keyword, form) in variable.keywordForms.sorted(by: { ($0.key == "other" ? 1 : 0, $0.key) < ($1.key == "other" ? 1 : 0, $1.key) }) {
                    options.append("\(keyword) {\(text(form, inPlural: false, depth: depth + 1))}")
                }
                return "{\(argument), select, \(options.joined(separator: " "))}"
            }
            let kind = variable.isOrdinal ? "selectordinal" : "plural"
            let categories = rules?.categories
            for (form, value) in variable.forms.sorted(by: { $0.key < $1.key }) {
                let written = text(value, inPlural: true, depth: depth + 1)
                guard !variable.isOrdinal, case let .category(category) = form, let exact = category.intlExactNumber else {
                    options.append("\(form) {\(written)}")
                    continue
                }
                // Intl.pluralLogic gives the form its number first, then its category.
                if rules.map({ $0.category(for: exact) != category }) ?? true { options.append("=\(exact) {\(written)}") }
                if categories?.contains(category) ?? true { options.append("\(category) {\(written)}") }
            }
            // A `two` the message lacks is its `few` in Intl.pluralLogic.
            if !variable.isOrdinal, categories?.contains(.two) == true, variable.forms[.category(.two)] == nil, let few = variable.forms[.category(.few)] {
                options.append("two {\(text(few, inPlural: true, depth: depth + 1))}")
            }
            return "{\(argument), \(kind), \(options.joined(separator: " "))}"
        }
    }
}
