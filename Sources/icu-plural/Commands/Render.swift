import ArgumentParser
import CLDRPlural
import Foundation
import ICUPlural
import PluralCore
import PluralLocalization
import PluralMessages

/// `icu-plural render PATH KEY [ARG...]`: one message, rendered as Apple platforms would.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a message of a .stringsdict, .strings, .xcstrings or MessageFormat file, or of a directory of them.",
        discussion: """
            Plural forms follow the message's language (--language); numbers in the text are formatted \
            by the formatting locale (--locale, default: the message's language).

            Arguments are typed from their text: "5" and "-3" are integers, "1.50" is a decimal (its \
            visible digits select the form: English "1.0" is other), anything else is a string. Force a \
            type with a prefix: i:5 (integer), d:1.50 (decimal), f:1.5 (floating point), s:5 (the string \
            "5"); or make every argument a string with --string-args. A number shown with digits of its own \
            (%.1f, %e, %g) selects the form of the digits shown: English 1 with %.1f is "1.0 kilometers"; --selection apple selects on the value, as Apple's Foundation \
            does ("1.0 kilometer"), to print exactly what an app on Apple platforms prints.

            ICU MessageFormat messages (a directory of <language>.json files): a value alone binds to the \
            message's arguments in order of first appearance; NAME=VALUE binds by name (typed the same \
            way: count=i:5, name=s:5).

            Warnings (a missing plural form, a number given to %@) go to standard error.

            Examples:
              icu-plural render Resources runs_completed 1 3 --language en
              icu-plural render Localizable.xcstrings photos_in_album s:Ann 2 Trip --language ru --locale en_US
              icu-plural render locales inbox count=1000 --language en
            """
    )

    @Argument(help: "A .stringsdict, .strings, .xcstrings or <language>.json file, or a directory with *.lproj folders or <language>.json files.")
    var path: String

    @Argument(help: "The message's key.")
    var key: String

    // `.allUnrecognized` lets "-3" be an argument rather than an unknown option.
    @Argument(parsing: .allUnrecognized, help: "The message's arguments, in order (see the discussion for types).")
    var arguments: [String] = []

    @Option(name: .long, help: "The language shown: the user's (default: LANGUAGE, LC_ALL, LC_MESSAGES, LANG, then the development language).")
    var language: String?

    @OptionGroup var formatting: FormattingLocaleOption
    var locale: String? { formatting.formattingLocale }

    @Option(name: .long, help: "The device for device variations: iphone, ipad, mac, applewatch, appletv, applevision (default: other).")
    var device: String?

    @Option(name: .long, help: "The presentation width for NSStringVariableWidthRuleType (default: the widest).")
    var width: Int?

    @Option(name: .long, help: "Zero forms: apple (a zero form serves every zero) or cldr (the rules alone).")
    var zeroPolicy: PluralSelectionPolicy = .apple

    @Option(name: .long, help: "Where a conversion shows digits of its own (%.1f): shown-digits (the digits shown select, the default) or apple (the value selects, as Apple's Foundation does).")
    var selection: PluralSelectionMode = .shownDigits

    @OptionGroup var tableOptions: TableOptions
    var table: String? { tableOptions.table }
    var developmentLanguage: String? { tableOptions.developmentLanguage }

    @Flag(name: .long, help: "Take every argument as a string.")
    var stringArgs = false

    @Option(name: .long, help: """
        The engine: icu (system ICU, CLDR \(ICUPluralData.cldrVersion)), swift (pure Swift, CLDR \(CLDRPluralData.cldrVersion)), \
        or both (renders with each and exits 1 if the texts differ). For a MessageFormat file, icu formats the \
        message with ICU's own MessageFormat, swift with the pure-Swift renderer.
        """)
    var engine: Engine = .icu

    func validate() throws {
        if let option = arguments.first(where: { $0.hasPrefix("--") }) {
            throw ValidationError("Unknown option '\(option)'.")
        }
    }

    func run() throws {
        // A file given alone whose name says no language is taken as the language asked for.
        let messages = try TableInputs.load([path], table: table, language: tableOptions.fileLanguage ?? language, developmentLanguage: developmentLanguage)
        let preferred: PreferredLanguages = language.map { [$0] } ?? .fromEnvironment()
        let found = (try? messages.lookUpMessage(forKey: key, preferredLanguages: preferred.identifiers)) ?? nil
        let isMessageFormat = found.flatMap(Self.messageFormatSource(of:)) != nil
        if isMessageFormat, locale != nil, engine != .swift, let found {
            StandardError.write("note: ICU's MessageFormat writes numbers for the message's language '\(found.language)'; --locale applies to --engine swift")
        }
        let arguments = try messageArguments(for: found)
        func render(_ engine: Engine) -> Result<RenderedMessage, MessageError> {
            Result { () throws(MessageError) in
                try renderer(engine, sharing: found).render(key: key, in: messages, preferredLanguages: preferred, arguments: arguments)
            }
        }
        let result: Result<RenderedMessage, MessageError>
        switch engine {
        case .icu, .swift: result = render(engine)
        case .both:
            let icu = render(.icu)
            let swift = render(.swift)
            if isMessageFormat, case .failure = icu, case let .failure(swiftError) = swift {
                StandardError.write(lines: ["error: both engines refuse it:", "  icu:   \(icu.failureDescription)", "  swift: error: \(swiftError)"])
                throw ExitCode.failure
            }
            let icuText = (try? icu.get().text) ?? icu.failureDescription
            let swiftText = (try? swift.get().text) ?? swift.failureDescription
            guard icuText == swiftText else {
                let engines = isMessageFormat ? "ICU's MessageFormat and the Swift renderer" : "the engines"
                StandardError.write(lines: ["error: \(engines) render differently:", "  icu:   \(icuText)", "  swift: \(swiftText)"])
                throw ExitCode.failure
            }
            result = icu
        }
        do {
            let rendered = try result.get()
            for diagnostic in rendered.diagnostics { StandardError.write("warning: \(diagnostic)") }
            if let requested = language, LanguageIdentifier(requested)?.language != LanguageIdentifier(rendered.language)?.language {
                StandardError.write("note: no '\(requested)' message for key '\(key)'; used '\(rendered.language)'")
            }
            if let state = rendered.state, state != "translated" {
                StandardError.write("note: the '\(rendered.language)' translation is in state '\(state)'")
            }
            try StandardOutput.verbatimLine(rendered.text)
        } catch let error as OutputError {
            throw error
        } catch {
            StandardError.write("error: \(error)")
            throw ExitCode.failure
        }
    }

    /// The renderer of an engine: ICU's rules and ICU's own MessageFormat, or the Swift engine's
    /// rules and the Swift evaluator, with the command's options.
    func renderer(_ engine: Engine, sharing message: LocalizedMessage?) -> MessageRenderer {
        let options = RenderOptions(
            zeroPolicy: zeroPolicy, selectionMode: selection,
            formattingLocale: locale.map { Locale(identifier: $0) } ?? Self.sharedFormattingLocale(for: message),
            evaluator: Self.evaluator(engine), device: device, width: width)
        let rules: any PluralRulesProvider = engine == .swift ? CLDRPluralRulesProvider() : ICUPluralRulesProvider()
        return MessageRenderer(rulesProvider: rules, options: options)
    }

    /// The MessageFormat evaluator of an engine (`both` names ICU's, whose reading of a message is the wider).
    static func evaluator(_ engine: Engine) -> any MessageEvaluator {
        engine == .swift ? SwiftMessageEvaluator() : ICUMessageFormatEvaluator()
    }

    /// The command's arguments as the library takes them: by name when some NAME=VALUE binds a
    /// MessageFormat message's arguments, else in order.
    func messageArguments(for message: LocalizedMessage?) throws -> MessageArguments {
        if let named = try namedArguments(for: message) { return .named(named) }
        return .positional(arguments.map(typed))
    }

    /// The MessageFormat text of a message read from a MessageFormat file; `nil` for any other message.
    static func messageFormatSource(of message: LocalizedMessage) -> String? {
        guard case let .text(text) = message.body, text.syntax == .messageFormat else { return nil }
        return text.source
    }

    /// The argument names NAME=VALUE binds to, in the order values given by position bind
    /// (`MessageSyntax.positionalOrder`: numbered arguments by number): the Swift parser's, or, for a
    /// MessageFormat text it does not read (`spellout`, `date`, `choice`, number patterns…), the
    /// engine's evaluator's (empty when it refuses the text too).
    func argumentNames(of message: LocalizedMessage) -> [String] {
        guard message.argumentNames.isEmpty, let source = Self.messageFormatSource(of: message) else { return message.argumentNames }
        return Self.evaluator(engine).argumentNames(of: source, syntax: .icuMessageFormat, language: message.language) ?? []
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

    /// For a MessageFormat message given some NAME=VALUE arguments, every argument by name (values
    /// alone bind to the names in order of first appearance); `nil` to bind by position.
    func namedArguments(for message: LocalizedMessage?) throws -> [String: MessageArgument]? {
        guard let names = message.map(argumentNames(of:)), !names.isEmpty, !stringArgs else { return nil }
        var named: [String: MessageArgument] = [:]
        var positional: [String] = []
        var sawName = false
        for argument in arguments {
            // A type prefix (s:a=b) makes the whole argument a value.
            guard !["s:", "i:", "d:", "f:"].contains(argument.prefix(2)), let equals = argument.firstIndex(of: "="), equals != argument.startIndex else {
                positional.append(argument)
                continue
            }
            let name = String(argument[..<equals])
            guard names.contains(name) else {
                let suggestion = Suggestions.closest(to: name, among: names, within: name.count <= 4 ? 1 : 2)
                throw ValidationError("The message '\(key)' has no argument '\(name)'\(suggestion.map { "; did you mean '\($0)'?" } ?? "") "
                    + "Its arguments are \(names.map { "'\($0)'" }.joined(separator: ", ")).")
            }
            guard named[name] == nil else { throw ValidationError("The argument '\(name)' is given twice.") }
            named[name] = typed(String(argument[argument.index(after: equals)...]))
            sawName = true
        }
        guard sawName else { return nil }
        guard positional.count <= names.count else {
            throw ValidationError("The message '\(key)' has \(names.count) argument\(names.count == 1 ? "" : "s") but \(arguments.count) were given.")
        }
        for (name, value) in zip(names, positional) {
            guard named[name] == nil else { throw ValidationError("The argument '\(name)' is given by position and by name.") }
            named[name] = typed(value)
        }
        return named
    }

    func typed(_ text: String) -> MessageArgument {
        if stringArgs { return .string(text) }
        let prefix = text.prefix(2)
        let value = String(text.dropFirst(2))
        switch prefix {
        case "s:": return .string(value)
        case "i:": if let integer = Int(value) { return .integer(integer) }
        case "d:": if let decimal = try? PluralDecimal(parsing: value) { return .decimal(decimal) }
        case "f:": if let double = Double(value), double.isFinite { return .floatingPoint(double) }
        default: break
        }
        // A prefix with a value of the wrong shape stays text, so the error names it.
        return MessageArgument(inferringFrom: text)
    }
}

extension PluralSelectionPolicy: ExpressibleByArgument {}
extension PluralSelectionMode: ExpressibleByArgument {}

extension Result where Failure == MessageError {
    /// "error: …" for a failed rendering, to compare the engines' outcomes as text.
    var failureDescription: String {
        if case let .failure(error) = self { "error: \(error)" } else { "" }
    }
}
