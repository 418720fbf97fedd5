import Foundation
import PluralCore
import PluralLocalization

/// A message rendered for one request, with the language to announce in `Content-Language`.
public struct LocalizedResponseText: Hashable, Sendable, CustomStringConvertible {
    /// The text.
    public let text: String
    /// The localization whose message was rendered, as the table names it (`pt_BR`, `zh-Hant`).
    public let language: String
    /// ``language`` in BCP 47 form, for a `Content-Language` header (`pt-BR`).
    public let contentLanguage: String
    /// Whether ``language`` is the one negotiated for the request and the request accepts it;
    /// `false` when nothing the request accepts has the message and the development language
    /// answered (a server may send 406 Not Acceptable instead).
    public let isAcceptable: Bool
    /// The rendering itself: state and diagnostics (forms missing and replaced by `other`).
    let rendered: RenderedMessage

    public var description: String { text }
}

/// Why a ``MessageLocalizer`` could not be made.
public struct MessageLocalizerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A sentence that names the table and the language.
    public let message: String

    public var description: String { message }
}

/// Renders a table's messages for each request of a server, in the language the request asks for.
///
/// Make one at start-up and share it: it holds the loaded table, the renderer (rules engine and
/// ``RenderOptions``) and the development language, is immutable and `Sendable`, and never reads the
/// process's environment (`LANG` and the like describe the server's machine, not the client).
///
/// ```swift
/// let localizer = try MessageLocalizer(table: table, rulesProvider: CLDRPluralRulesProvider())
/// let answer = try localizer.render(key: "files", preferredLanguages: .acceptLanguage("ru-RU, en;q=0.5"), arguments: [5])
/// answer.text              // "5 файлов"
/// answer.contentLanguage   // "ru"
/// ```
///
/// The language is chosen by `LanguageNegotiator` (PluralLocalization) over the table's
/// languages: a header's ranges by weight, RFC 4647 lookup, `q=0` excluding, and the development
/// language when the request names nothing available (or sends no header). If the chosen language
/// lacks the key (or has it untranslated in a catalog), the development language's message answers
/// and ``LocalizedResponseText/language`` says so. Numbers use the digits and grouping of the
/// language of the message, unless the options fix a formatting locale.
public struct MessageLocalizer: Sendable {
    /// The messages.
    public let table: MessageTable
    /// Renders each message; its rules provider and options are shared by every request.
    public let renderer: MessageRenderer
    /// The language that answers when a request names none of the table's.
    public let developmentLanguage: String
    /// Chooses each request's language among the table's.
    private let negotiator: LanguageNegotiator
    /// Each table language's `Content-Language` value, made once.
    private let contentLanguages: [String: String]

    /// A localizer over a loaded table.
    ///
    /// - Parameters:
    ///   - table: the messages, loaded once.
    ///   - rulesProvider: the plural rules engine (`CLDRPluralRulesProvider()`, `ICUPluralRulesProvider()`).
    ///   - options: how messages render (zero policy, formatting locale, evaluator…).
    ///   - developmentLanguage: the fallback language; `nil` takes the table's.
    /// - Throws: ``MessageLocalizerError`` when there is no development language or the table has
    ///   no messages in it (a request would then have no fallback).
    public init(
        table: MessageTable, rulesProvider: any PluralRulesProvider, options: RenderOptions = RenderOptions(), developmentLanguage: String? = nil
    ) throws(MessageLocalizerError) {
        guard let development = developmentLanguage ?? table.developmentLanguage else {
            throw MessageLocalizerError(message: "table '\(table.name)' has no development language: pass one")
        }
        guard table.keyCounts[development, default: 0] > 0 else {
            let languages = table.languages.isEmpty ? "none" : table.languages.joined(separator: ", ")
            throw MessageLocalizerError(message: "table '\(table.name)' has no messages in the development language '\(development)' (it has: \(languages))")
        }
        // Lookups fall back to the localizer's development language: the table's one rule, with it.
        var table = table
        if table.developmentLanguage != development { table.developmentLanguage = development }
        self.table = table
        self.renderer = MessageRenderer(rulesProvider: rulesProvider, options: options)
        self.developmentLanguage = development
        self.negotiator = LanguageNegotiator(available: table.languages, development: development)
        self.contentLanguages = Dictionary(uniqueKeysWithValues: table.languages.map { ($0, LanguageIdentifier.tag(of: $0)) })
    }

    /// The language a request gets: a header's (`.acceptLanguage(nil)`, no header, gets the
    /// development language), or a list's, most preferred first.
    func negotiate(_ preferredLanguages: PreferredLanguages) -> LanguageNegotiation {
        if let header = preferredLanguages.acceptLanguageHeader {
            return negotiator.negotiate(acceptLanguage: header)
        }
        return negotiator.negotiate(preferredLanguages: preferredLanguages.identifiers)
    }

    /// Renders a key for a request's languages: its `Accept-Language` header
    /// (`.acceptLanguage(header)`, `nil` when the request has none), or a list from a user's
    /// settings, a query parameter or a cookie (an empty list gets the development language).
    ///
    /// - Throws: ``MessageError`` when no language has the key or the message cannot be rendered
    ///   with these arguments.
    public func render(key: String, preferredLanguages: PreferredLanguages, arguments: MessageArguments = []) throws(MessageError) -> LocalizedResponseText {
        let negotiation = negotiate(preferredLanguages)
        // The renderer's render by key: the table's lookup (the negotiated language, others serving it, then the
        // development language) made once per key and language, and i18next's choice among keys, as `render` has them.
        let rendered = try renderer.render(key: key, in: table, preferredLanguages: PreferredLanguages(negotiation.language.map { [$0] } ?? []),
                                           arguments: arguments)
        let language = rendered.language
        return LocalizedResponseText(
            text: rendered.text,
            language: language,
            contentLanguage: contentLanguages[language] ?? LanguageIdentifier.tag(of: language),
            isAcceptable: negotiation.isAcceptable && language == negotiation.language,
            rendered: rendered
        )
    }

    private static func contentLanguage(of language: String) -> String {
        LanguageIdentifier(language)?.description ?? language
    }
}
