import Foundation
import PluralLocalization

// Arguments as plain values: `arguments: [count, name]` with `count: Int64` and `name: String`.
// Each method converts with `MessageArgumentConvertible.messageArgument` and forwards to its twin
// taking `[MessageArgument]`, the one implementation; literals and `.integer(_:)`-style cases go
// straight to the twin.

extension MessageRenderer {
    /// `render(_:arguments:)` with arguments given as values (`Int`,
    /// `Int64`, `Double`, `Decimal`, `String`, ...; see ``MessageArgumentConvertible``).
    public func render(_ message: LocalizedMessage, arguments: [any MessageArgumentConvertible]) throws(MessageError) -> RenderedMessage {
        try render(message, arguments: arguments.map(\.messageArgument))
    }

    /// `render(_:namedArguments:)` with arguments given as values.
    public func render(_ message: LocalizedMessage, namedArguments: [String: any MessageArgumentConvertible]) throws(MessageError) -> RenderedMessage {
        try render(message, namedArguments: namedArguments.mapValues(\.messageArgument))
    }

    /// `render(key:in:preferredLanguages:arguments:)` with
    /// arguments given as values.
    public func render(
        key: String, in table: MessageTable, preferredLanguages: [String] = PreferredLanguages.fromEnvironment(),
        arguments: [any MessageArgumentConvertible]
    ) throws(MessageError) -> RenderedMessage {
        try render(key: key, in: table, preferredLanguages: preferredLanguages, arguments: arguments.map(\.messageArgument))
    }

    /// `render(key:in:preferredLanguages:arguments:)` with
    /// arguments given as values.
    @_disfavoredOverload
    public func render(
        key: String, in table: MessageTable, preferredLanguages: [Locale], arguments: [any MessageArgumentConvertible]
    ) throws(MessageError) -> RenderedMessage {
        try render(key: key, in: table, preferredLanguages: preferredLanguages, arguments: arguments.map(\.messageArgument))
    }

    /// `render(key:in:preferredLanguages:namedArguments:)` with
    /// arguments given as values.
    public func render(
        key: String, in table: MessageTable, preferredLanguages: [String] = PreferredLanguages.fromEnvironment(),
        namedArguments: [String: any MessageArgumentConvertible]
    ) throws(MessageError) -> RenderedMessage {
        try render(key: key, in: table, preferredLanguages: preferredLanguages, namedArguments: namedArguments.mapValues(\.messageArgument))
    }
}

extension MessageLocalizer {
    /// `render(key:acceptLanguage:arguments:)` with arguments given
    /// as values (`Int`, `Int64`, `Double`, `Decimal`, `String`, ...; see ``MessageArgumentConvertible``).
    public func render(key: String, acceptLanguage header: String?, arguments: [any MessageArgumentConvertible]) throws(MessageError) -> LocalizedResponseText {
        try render(key: key, acceptLanguage: header, arguments: arguments.map(\.messageArgument))
    }

    /// `render(key:acceptLanguage:arguments:)` with arguments
    /// given as values.
    public func render(key: String, acceptLanguage: AcceptLanguage, arguments: [any MessageArgumentConvertible]) throws(MessageError) -> LocalizedResponseText {
        try render(key: key, acceptLanguage: acceptLanguage, arguments: arguments.map(\.messageArgument))
    }

    /// `render(key:preferredLanguages:arguments:)` with arguments
    /// given as values.
    public func render(key: String, preferredLanguages: [String], arguments: [any MessageArgumentConvertible]) throws(MessageError) -> LocalizedResponseText {
        try render(key: key, preferredLanguages: preferredLanguages, arguments: arguments.map(\.messageArgument))
    }

    /// `render(key:preferredLanguages:arguments:)` with arguments
    /// given as values.
    @_disfavoredOverload
    public func render(key: String, preferredLanguages: [Locale], arguments: [any MessageArgumentConvertible]) throws(MessageError) -> LocalizedResponseText {
        try render(key: key, preferredLanguages: preferredLanguages, arguments: arguments.map(\.messageArgument))
    }
}
