import Foundation
import PluralCore
import PluralLocalization

// The spellings 0.3.0 removed, kept as unavailable declarations so that old code fails with the new
// spelling in the compiler's message instead of "no member" (see CHANGELOG.md, 0.3.0, Migration).
// They cannot be called: each body only satisfies the compiler.

extension MessageRenderer {
    /// Removed in 0.3.0: the arguments are one ``MessageArguments`` value, in order or by name.
    @available(*, unavailable, message: "pass the names in 'arguments': render(key:in:preferredLanguages:arguments: [\"count\": 5])")
    public func render(key: String, in table: MessageTable, preferredLanguages: PreferredLanguages, namedArguments: [String: MessageArgument]) throws(MessageError) -> RenderedMessage {
        fatalError("unavailable")
    }

    /// A list held in a variable is not a literal: wrap it.
    @available(*, unavailable, message: "wrap a list held in a variable: preferredLanguages: PreferredLanguages(list)")
    public func render(key: String, in table: MessageTable, preferredLanguages: [String], arguments: MessageArguments = []) throws(MessageError) -> RenderedMessage {
        fatalError("unavailable")
    }

    /// A list held in a variable is not a literal: wrap it.
    @available(*, unavailable, message: "wrap a list held in a variable: preferredLanguages: PreferredLanguages(locales)")
    public func render(key: String, in table: MessageTable, preferredLanguages: [Locale], arguments: MessageArguments = []) throws(MessageError) -> RenderedMessage {
        fatalError("unavailable")
    }

    /// Removed in 0.3.0: the renderer's settings are one ``RenderOptions`` value.
    @available(*, unavailable, message: "pass the settings as options: MessageRenderer(rulesProvider:options: RenderOptions(zeroPolicy:selectionMode:formattingLocale:))")
    public init(rulesProvider: any PluralRulesProvider, formattingLocale: Locale? = nil, policy: PluralSelectionPolicy = .apple, selectionMode: PluralSelectionMode = .shownDigits) {
        fatalError("unavailable")
    }
}

extension MessageLocalizer {
    /// A list held in a variable is not a literal: wrap it.
    @available(*, unavailable, message: "wrap a list held in a variable: preferredLanguages: PreferredLanguages(list)")
    public func render(key: String, preferredLanguages: [String], arguments: MessageArguments = []) throws(MessageError) -> LocalizedResponseText {
        fatalError("unavailable")
    }

    /// Removed in 0.3.0: a header is one of the ``PreferredLanguages`` values.
    @available(*, unavailable, message: "pass the header as preferred languages: render(key:preferredLanguages: .acceptLanguage(header), arguments:)")
    public func render(key: String, acceptLanguage: String?, arguments: MessageArguments = []) throws(MessageError) -> LocalizedResponseText {
        fatalError("unavailable")
    }
}

extension MessageLinter {
    /// Removed in 0.3.0: what is linted is one ``Input`` value.
    @available(*, unavailable, message: "say what is linted as an Input: lint(.paths(urls))")
    public func lint(paths: [URL], configuration: LintConfiguration? = nil) -> [LintFinding] {
        fatalError("unavailable")
    }

    /// Removed in 0.3.0: what is linted is one ``Input`` value.
    @available(*, unavailable, message: "say what is linted as an Input: lint(.table(table))")
    public func lint(table: MessageTable) -> [LintFinding] {
        fatalError("unavailable")
    }
}
