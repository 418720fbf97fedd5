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
        commandName: "render",
        abstract: "Render a message of a message file, or of a directory of them.",
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
              icu-plural render po/uk.po "%d file" 21 --language uk
              icu-plural render po/de.po Open --context menu --language de

            A PO file's plural entry shows what a gettext program shows: msgstr[plural(n)] by the \
            file's own Plural-Forms formula (n an unsigned long: a count with a fraction is refused), \
            its C or Python conversions filled with the count; an untranslated or fuzzy entry shows \
            msgid for 1 and msgid_plural otherwise.
            """
    )

    @Argument(help: ArgumentHelp("\(InputHelp.file.prefix(1).uppercased())\(InputHelp.file.dropFirst()), or a directory holding them."))
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

    @OptionGroup var rendering: RenderingOptions

    @OptionGroup var tableOptions: TableOptions
    var table: String? { tableOptions.table }
    var developmentLanguage: String? { tableOptions.developmentLanguage }

    @Flag(name: .long, help: "Take every argument as a string.")
    var stringArgs = false

    @Option(name: .long, help: "A PO file's msgctxt: renders the entry of KEY (its msgid) in that context.")
    var context: String?
    /// The key in the table: a PO entry's in its context, as the PO reader keys it.
    var tableKey: String { MessageTable.gettextKey(msgid: key, context: context) }

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
        let preferred = language.map { [$0] } ?? PreferredLanguages.fromEnvironment().identifiers
        let key = tableKey
        let found = try? MessageRenderer.message(forKey: key, in: messages, preferredLanguages: preferred)
        let arguments = try CommandMessageArguments(texts: self.arguments, stringsOnly: stringArgs)
            .arguments(key: key, names: found.map { renderer(engine.single, for: $0).argumentNames(of: $0) } ?? [])
        func render(_ engine: SingleEngine) -> Result<RenderedMessage, MessageError> {
            Result { () throws(MessageError) in
                guard let found else { return try renderer(engine, for: nil).render(key: key, in: messages, preferredLanguages: .init(preferred)) }
                // By key, so that a format that falls back across languages (i18next) can.
                return try renderer(engine, for: found).render(key: key, in: messages, preferredLanguages: .init(preferred), arguments: arguments)
            }
        }
        let result = engine == .both
            ? try EngineComparison.same(icu: render(.icu), swift: render(.swift), isMessageFormat: found?.isMessageFormat == true)
            : render(engine.single)
        do {
            let rendered = try result.get()
            for diagnostic in rendered.diagnostics { StandardError.write("warning: \(diagnostic)") }
            if let requested = language, LanguageIdentifier(requested)?.language != LanguageIdentifier(rendered.language)?.language {
                StandardError.write("note: no '\(requested)' message for key '\(key)'; used '\(rendered.language)'")
            }
            if let state = rendered.state, state != "translated" { StandardError.write("note: the '\(rendered.language)' translation is in state '\(state)'") }
            try StandardOutput.verbatimLine(rendered.text)
        } catch let error as OutputError {
            throw error
        } catch {
            StandardError.write("error: \(error)")
            throw ExitCode.failure
        }
    }

    /// The renderer of an engine, with the command's options. The Swift engine writes a MessageFormat
    /// message's numbers in the locale ICU's MessageFormat writes them in (unless --locale names one), so
    /// that the engines agree where the system ICU has no number data for the language.
    func renderer(_ engine: SingleEngine, for message: LocalizedMessage?) -> MessageRenderer {
        let shared = message?.isMessageFormat == true && engine == .swift ? message.map { ICUMessageFormatEvaluator().formattingLocale(for: $0.language) } : nil
        let options = rendering.options(formattingLocale: locale.map { Locale(identifier: $0) } ?? shared, evaluator: engine.evaluator)
        return MessageRenderer(rulesProvider: engine.rulesProvider, options: options)
    }
}
