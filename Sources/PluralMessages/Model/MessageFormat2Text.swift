import MessageFormat2

extension LocalizedMessage {
    /// A message from a Unicode MessageFormat 2 text (LDML 48). It renders through the renderer's
    /// one `render` door with MessageFormat2's `MF2MessageEvaluator` (or ``RenderOptions/evaluator``
    /// when that formats MessageFormat 2); values given in order bind to its variables in order of
    /// first appearance (``argumentNames``, empty when the text does not parse).
    ///
    /// ```swift
    /// let files = LocalizedMessage(key: "files", language: "ru", messageFormat2: """
    ///     .input {$count :number}
    ///     .match $count
    ///     one {{{$count} файл}}
    ///     few {{{$count} файла}}
    ///     *   {{{$count} файлов}}
    ///     """)
    /// try MessageRenderer(rulesProvider: CLDRPluralRulesProvider()).render(files, arguments: [3]).text   // "3 файла"
    /// ```
    public init(key: String, language: String, messageFormat2 source: String,
                origin: MessageOrigin = MessageOrigin(file: nil, kind: .messageformat)) {
        let names = MF2MessageEvaluator().argumentNames(of: source, syntax: .messageFormat2, language: language) ?? []
        self.init(key: key, language: language, body: .text(MessageText(messageFormat2: source)), origin: origin, argumentNames: names)
    }
}
