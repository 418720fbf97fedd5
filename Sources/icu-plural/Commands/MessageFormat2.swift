import ArgumentParser
import CLDRPlural
import Foundation
import MessageFormat2
import ICUPlural
import PluralMessages

/// `icu-plural mf2 …`: Unicode MessageFormat 2 messages.
struct MessageFormat2Command: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mf2",
        abstract: "Format Unicode MessageFormat 2 messages (LDML 48).",
        subcommands: [FormatMessage.self]
    )

    /// `icu-plural mf2 format --locale L [--params JSON] [--bidi-isolation default|none] [--json] SOURCE`.
    struct FormatMessage: ParsableCommand, JSONReporting {
        static let configuration = CommandConfiguration(
            commandName: "format",
            abstract: "Format one MessageFormat 2 message with its arguments.",
            discussion: """
                Prints the formatted text. A message with errors still prints its text, each failed \
                placeholder as a fallback value ({$count}, {|42|}; {�} for a message that does not parse), \
                the errors on standard error, and exits with status 1. With --json, one line: \
                {"errors": [{"type": "bad-operand"}, …], "text": "…"}, the types named as in the \
                conformance suite's schema (syntax-error, unresolved-variable, bad-operand, bad-option…).

                Examples:
                  icu-plural mf2 format --locale ru --params '{"n": 3}' '.input {$n :number} .match $n one {{{$n} файл}} few {{{$n} файла}} * {{{$n} файлов}}'
                  icu-plural mf2 format --locale en --json '{$x :number}'
                """
        )

        @Option(name: .long, help: "The locale: numbers, plural rules and the message's direction (BCP 47: en, ru, ar-EG).")
        var locale: String

        @Option(name: .long, help: "The arguments: a JSON object, name to value (numbers are numbers, strings strings).")
        var params: String?

        @Option(name: .long, help: "default (isolate placeholders with U+2066…U+2069) or none.")
        var bidiIsolation: MF2Formatter.BidiIsolation = .default

        @Option(name: .long, help: "The plural rules: swift (pure Swift, CLDR \(CLDRPluralData.cldrVersion)) or icu (system ICU).")
        var engine: SingleEngine = .swift

        @Flag(name: .long, help: "Print one line of JSON: {\"errors\": [{\"type\": …}], \"text\": …}.")
        var json = false

        @Argument(help: "The message, in MessageFormat 2 syntax.")
        var source: String

        func validate() throws {
            _ = try arguments()
        }

        func run() throws {
            let formatter = MF2Formatter(locale: locale, rules: engine.rulesProvider, bidiIsolation: bidiIsolation)
            let text: String
            let errors: [MF2Error]
            do {
                guard !Self.hasInvalidUTF8(source) else {
                    throw MF2Error(.syntaxError, "the message is not valid UTF-8 (an unpaired surrogate?)")
                }
                let result = formatter.format(try MF2Message(source), arguments: try arguments())
                text = result.text
                errors = result.errors
            } catch let error as MF2Error {
                text = "{\u{FFFD}}"
                errors = [error]
            }
            if json {
                try StandardOutput.verbatimLine(try reportJSON(Report(text: text, errors: errors.map { Report.ErrorType(type: $0.kind.rawValue) })))
            } else {
                try StandardOutput.verbatimLine(text)
                for error in errors { StandardError.write("error: \(error.description)") }
            }
            if !errors.isEmpty { throw ExitCode.failure }
        }

        struct Report: Encodable {
            struct ErrorType: Encodable { var type: String }
            var text: String
            var errors: [ErrorType]
        }

        /// `--params` read: a JSON object of numbers, strings and booleans (other values reach
        /// functions as values they refuse).
        private func arguments() throws -> [String: MF2Value] {
            guard let params else { return [:] }
            let object: Any
            do {
                object = try JSONSerialization.jsonObject(with: Data(params.utf8), options: [.fragmentsAllowed])
            } catch {
                throw ValidationError("--params is not JSON: \(error.localizedDescription)")
            }
            guard let dictionary = object as? [String: Any] else { throw ValidationError("--params must be a JSON object, name to value") }
            var arguments: [String: MF2Value] = [:]
            for (name, value) in dictionary {
                switch value {
                case let number as NSNumber where String(cString: number.objCType) == "c":
                    arguments[name] = MF2Value(content: .boolean(number.boolValue), type: "boolean")
                case let number as NSNumber:
                    if let integer = Int64(exactly: number.doubleValue), !String(cString: number.objCType).contains(where: { $0 == "d" || $0 == "f" }) {
                        arguments[name] = .number(PluralDecimal(integer))
                    } else {
                        arguments[name] = .number(number.doubleValue)
                    }
                case let text as String:
                    arguments[name] = .string(text)
                case is NSNull:
                    continue
                default:
                    arguments[name] = MF2Value(content: .custom(String(describing: value)), type: "json")
                }
            }
            return arguments
        }

        /// Whether the argument's bytes, as the process received them, are not UTF-8 (Swift replaced
        /// them with U+FFFD: an unpaired surrogate written as CESU-8, a cut sequence).
        private static func hasInvalidUTF8(_ source: String) -> Bool {
            guard source.unicodeScalars.contains("\u{FFFD}") else { return false }
            for index in 0..<Int(CommandLine.argc) {
                guard let pointer = CommandLine.unsafeArgv[index] else { continue }
                if String(validatingCString: pointer) == nil, String(cString: pointer) == source { return true }
            }
            return false
        }
    }
}

extension MF2Formatter.BidiIsolation: ExpressibleByArgument {}
