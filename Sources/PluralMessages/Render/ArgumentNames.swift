extension MessageRenderer {
    /// The names a message's arguments bind to by name (`count=5`): the message's own, or, for an
    /// ICU MessageFormat text the Swift parser does not read (`spellout`, `date`, `choice`…), the
    /// names the renderer's evaluator reads in it; empty when it refuses the text too.
    public func argumentNames(of message: LocalizedMessage) -> [String] {
        guard message.argumentNames.isEmpty, case let .text(text) = message.body, text.syntax == .messageFormat else { return message.argumentNames }
        return options.evaluators[.icuMessageFormat].argumentNames(of: text.source, syntax: .icuMessageFormat, language: message.language) ?? []
    }
}
