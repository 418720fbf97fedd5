import Foundation
import PluralCore

/// The user's languages, most preferred first: the one value every rendering door takes, made from
/// identifiers, Foundation `Locale`s, an `Accept-Language` header or the environment.
///
/// ```swift
/// let listed: PreferredLanguages = ["ru", "en"]
/// let locales: PreferredLanguages = [Locale(identifier: "ru_RU")]
/// let request = PreferredLanguages.acceptLanguage("fr-CH, en;q=0.5")
/// let user = PreferredLanguages.fromEnvironment()
/// ```
///
/// A header keeps its weights, `*` and `q=0` exclusions for the code that negotiates
/// (`MessageLocalizer`); ``identifiers`` is its acceptable ranges, best first.
public struct PreferredLanguages: Hashable, Sendable, ExpressibleByArrayLiteral, CustomStringConvertible {
    private enum Source: Hashable, Sendable {
        case list([String])
        case header(String)
    }

    private let source: Source

    /// Languages given as identifiers (`"ru"`, `"pt_BR"`, `"zh-Hant"`), most preferred first.
    public init(_ identifiers: [String]) {
        source = .list(identifiers)
    }

    /// Languages given as Foundation `Locale`s, read as their identifiers (`Locale/pluralRulesIdentifier`).
    public init(_ locales: [Locale]) {
        source = .list(locales.map(\.pluralRulesIdentifier))
    }

    /// `["ru", Locale(identifier: "en_US")]`: identifiers and `Locale`s in one list.
    public init(arrayLiteral elements: any LanguageConvertible...) {
        source = .list(elements.map(\.languageIdentifier))
    }

    /// The languages of an HTTP `Accept-Language` header's value; `nil` (no header) names none, so
    /// any language is acceptable and the development language answers.
    public static func acceptLanguage(_ header: String?) -> PreferredLanguages {
        PreferredLanguages(source: .header(header ?? ""))
    }

    private init(source: Source) {
        self.source = source
    }

    /// The header's value when these languages came from one, for negotiation by weight.
    public var acceptLanguageHeader: String? {
        if case let .header(header) = source { header } else { nil }
    }

    /// The languages, most preferred first: the list as given, or a header's acceptable ranges
    /// except `*`, best first.
    public var identifiers: [String] {
        switch source {
        case let .list(identifiers): identifiers
        case let .header(header): AcceptLanguage(header).preferredLanguages
        }
    }

    /// The languages named by an environment, most preferred first, as gettext reads them.
    ///
    /// Foundation's `Locale.current` and `Locale.preferredLanguages` ignore `LANG` and friends on Linux,
    /// so the variables are read here:
    /// 1. `LANGUAGE`, a colon-separated list (`fr:de_DE:en`), most preferred first;
    /// 2. then the locale in force for messages: `LC_ALL`, else `LC_MESSAGES`, else `LANG`.
    ///
    /// Encodings (`.UTF-8`) and modifiers are dropped, except that `@latin` and `@cyrillic` name the
    /// script (`sr_RS@latin` is `sr-Latn-RS`). `C` and `POSIX` name no language. Identifiers are BCP-47,
    /// without duplicates.
    ///
    /// - Parameter environment: the variables to read; pass a dictionary in tests.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> PreferredLanguages {
        var names: [String] = []
        if let list = environment["LANGUAGE"] {
            names += list.split(separator: ":").map(String.init)
        }
        // glibc's precedence: the first of these that is set and not empty is the messages locale.
        if let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }) {
            names.append(locale)
        }
        var seen = Set<String>()
        return PreferredLanguages(names
            .compactMap { LanguageIdentifier($0)?.description }
            .filter { seen.insert($0).inserted })
    }

    /// The identifiers, or `Accept-Language: …` for a header.
    public var description: String {
        switch source {
        case let .list(identifiers): identifiers.joined(separator: ", ")
        case let .header(header): "Accept-Language: \(header)"
        }
    }
}

extension LanguageIdentifier: LanguageConvertible {
    /// The BCP 47 form.
    public var languageIdentifier: String { description }
}
