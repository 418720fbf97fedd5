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

    @Option(name: .long, help: "The user's language (default: LANGUAGE, LC_ALL, LC_MESSAGES, LANG, then the development language).")
    var language: String?

    @Option(name: .long, help: "The formatting locale for digits and separators (default: the message's language).")
    var locale: String?

    @Option(name: .long, help: "The device for device variations: iphone, ipad, mac, applewatch, appletv, applevision (default: other).")
    var device: String?

    @Option(name: .long, help: "The presentation width for NSStringVariableWidthRuleType (default: the widest).")
    var width: Int?

    @Option(name: .long, help: "Zero forms: apple (a zero form serves every zero) or cldr (the rules alone).")
    var zeroPolicy: PluralSelectionPolicy = .apple

    @Option(name: .long, help: "Where a conversion shows digits of its own (%.1f): shown-digits (the digits shown select, the default) or apple (the value selects, as Apple's Foundation does).")
    var selection: PluralSelectionMode = .shownDigits

    @Option(name: .long, help: "For a directory: the table's name (default: Localizable, or the only table).")
    var table: String?

    @Option(name: .long, help: "The development language (default: the bundle's CFBundleDevelopmentRegion, a catalog's sourceLanguage, else English or an en-* variant, else the most complete language).")
    var developmentLanguage: String?

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
        let messages = try TableInputs.load([path], table: table, language: language, developmentLanguage: developmentLanguage)
        let preferred = language.map { [$0] } ?? PreferredLanguages.fromEnvironment()
        let found = (try? messages.lookUpMessage(forKey: key, preferredLanguages: preferred)) ?? nil
        let formattingLocale = locale.map { Locale(identifier: $0) } ?? Self.sharedFormattingLocale(for: found)
        func renderer(_ rules: any PluralRulesProvider) -> MessageRenderer {
            MessageRenderer(rulesProvider: rules, formattingLocale: formattingLocale, policy: zeroPolicy, device: device, width: width,
                            selectionMode: selection)
        }
        let typedArguments = arguments.map(typed)
        let named = try namedArguments(for: found)
        func render(_ rules: any PluralRulesProvider) -> Result<RenderedMessage, MessageError> {
            Result { () throws(MessageError) in
                if let named {
                    return try renderer(rules).render(key: key, in: messages, preferredLanguages: preferred, namedArguments: named)
                }
                return try renderer(rules).render(key: key, in: messages, preferredLanguages: preferred, arguments: typedArguments)
            }
        }
        // A MessageFormat message: ICU's own MessageFormat is the ICU engine (RenderMessageFormat.swift).
        if engine != .swift, let found, let source = Self.messageFormatSource(of: found) {
            return try renderThroughICU(found, source: source, named: named) { render(CLDRPluralRulesProvider()) }
        }
        let result: Result<RenderedMessage, MessageError>
        switch engine {
        case .icu: result = render(ICUPluralRulesProvider())
        case .swift: result = render(CLDRPluralRulesProvider())
        case .both:
            let icu = render(ICUPluralRulesProvider())
            let swift = render(CLDRPluralRulesProvider())
            let icuText = (try? icu.get().text) ?? icu.failureDescription
            let swiftText = (try? swift.get().text) ?? swift.failureDescription
            guard icuText == swiftText else {
                StandardError.write("error: the engines render differently:\n  icu:   \(icuText)\n  swift: \(swiftText)")
                throw ExitCode.failure
            }
            result = icu
        }
        do {
            let rendered = try result.get()
            for diagnostic in rendered.diagnostics { StandardError.write("warning: \(DisplayText.escaped("\(diagnostic)"))") }
            if let requested = language, LanguageIdentifier(requested)?.language != LanguageIdentifier(rendered.language)?.language {
                StandardError.write("note: no '\(requested)' message for key '\(DisplayText.escaped(key))'; used '\(rendered.language)'")
            }
            if let state = rendered.state, state != "translated" {
                StandardError.write("note: the '\(rendered.language)' translation is in state '\(state)'")
            }
            try StandardOutput.line(rendered.text)
        } catch let error as OutputError {
            throw error
        } catch {
            StandardError.write("error: \(DisplayText.escaped("\(error)"))")
            throw ExitCode.failure
        }
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
