import Foundation
import ArgumentParser
import CLDRPlural
import ICUPlural
import PluralCore
import PluralMessages

/// `render` for a message of a MessageFormat file: `--engine icu` formats its source with ICU's own
/// MessageFormat, `swift` with the pure-Swift renderer (on the Swift engine's rules), `both` compares them.
extension Render {
    /// The MessageFormat text of a message read from a MessageFormat file; `nil` for any other message.
    static func messageFormatSource(of message: LocalizedMessage) -> String? {
        guard message.origin.kind == .messageformat, case let .text(text) = message.body else { return nil }
        return text.source
    }

    /// The argument names NAME=VALUE binds to, in the order values given by position bind
    /// (`MessageFormatPattern.positionalOrder`: numbered arguments by number): the Swift parser's,
    /// or, for a MessageFormat text it does not read (`spellout`, `date`, `choice`, number patterns…)
    /// and `--engine` not `swift`, ICU's own (empty when ICU refuses the text too).
    func argumentNames(of message: LocalizedMessage) -> [String] {
        guard message.argumentNames.isEmpty, engine != .swift, let source = Self.messageFormatSource(of: message),
              let format = try? ICUMessageFormat(source, localeIdentifier: message.language)
        else { return message.argumentNames }
        return MessageFormatPattern.positionalOrder(format.arguments.map(\.name))
    }

    /// Renders through ICU's MessageFormat (and, for `both`, through the Swift renderer too) and prints the text.
    func renderThroughICU(_ message: LocalizedMessage, source: String, named: [String: MessageArgument]?,
                          swift: () -> Result<RenderedMessage, MessageError>) throws {
        if locale != nil {
            StandardError.write("note: ICU's MessageFormat writes numbers for the message's language '\(message.language)'; --locale applies to --engine swift")
        }
        let icu = Result { () throws(ICUMessageFormatError) in
            let format = try ICUMessageFormat(source, localeIdentifier: message.language)
            return try format.format(icuArguments(for: format, named: named))
        }
        let icuText = (try? icu.get()) ?? icu.failureDescription
        if engine == .both {
            let swiftResult = swift()
            let swiftText = (try? swiftResult.get().text) ?? swiftResult.failureDescription
            if case .failure = icu, case let .failure(swiftError) = swiftResult {
                StandardError.write("error: both engines refuse it:\n  icu:   \(icuText)\n  swift: error: \(swiftError)")
                throw ExitCode.failure
            }
            guard icuText == swiftText else {
                StandardError.write("error: ICU's MessageFormat and the Swift renderer render differently:\n  icu:   \(icuText)\n  swift: \(swiftText)")
                throw ExitCode.failure
            }
        }
        switch icu {
        case let .success(text):
            if let requested = language, LanguageIdentifier(requested)?.language != LanguageIdentifier(message.language)?.language {
                StandardError.write("note: no '\(requested)' message for key '\(DisplayText.escaped(key))'; used '\(message.language)'")
            }
            try StandardOutput.line(text)
        case let .failure(error):
            StandardError.write("error: \(key) (\(message.language)): \(error)")
            throw ExitCode.failure
        }
    }

    /// The formatting locale both engines write a MessageFormat message's numbers for when `--locale`
    /// names none: the locale ICU's MessageFormat formats with (`ICUFormattingLocale`: the nearest
    /// locale ICU has number data for, else root). Where the system ICU has no data for the language
    /// (`an`, `io`, `la`, `sco`, `tai`, `oc`, `szl`; `ga-ES` is `ga`) both write root's digits and
    /// separators, instead of ICU root's and the Swift renderer Foundation's newer data ("1,000" and
    /// "1000"). `nil` for other messages.
    static func sharedFormattingLocale(for message: LocalizedMessage?) -> Locale? {
        guard let message, messageFormatSource(of: message) != nil else { return nil }
        return Locale(identifier: ICUFormattingLocale.resolve(message.language))
    }

    /// The arguments by name: those given by name, else the values in the order positional values
    /// bind to the pattern's argument names as ICU reads them (numbered ones by number; the same
    /// order as the Swift parser's, which may refuse the pattern).
    private func icuArguments(for format: ICUMessageFormat, named: [String: MessageArgument]?) -> [String: ICUMessageFormat.Argument] {
        let names = MessageFormatPattern.positionalOrder(format.arguments.map(\.name))
        let values = named ?? Dictionary(zip(names, arguments.map(typed))) { first, _ in first }
        return values.mapValues { value in
            switch value {
            case let .integer(integer): .init(integer)
            case let .decimal(decimal): .number(decimal)
            case let .floatingPoint(double): .double(double)
            case let .string(text): .text(text)
            }
        }
    }
}

extension Result where Failure == ICUMessageFormatError {
    /// "error: …" for a failed ICU rendering, to compare outcomes as text.
    var failureDescription: String {
        if case let .failure(error) = self { "error: \(error)" } else { "" }
    }
}
