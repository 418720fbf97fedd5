import MessageFormat2

extension LocalizedMessage {
    /// A message from a Unicode MessageFormat 2 text (LDML 48). It renders through the renderer's
    /// one `render` door with MessageFormat2's `MF2MessageEvaluator` (or the renderer's options'
    /// evaluator when that formats MessageFormat 2); values given in order bind to its variables in order of
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
    /// try renderer.render(files, arguments: [3]).text   // "3 файла", with CLDR's or ICU's rules
    /// ```
    public init(key: String, language: String, messageFormat2 source: String,
                origin: MessageOrigin = MessageOrigin(file: nil, kind: .messageformat2)) {
        let text = MessageText(messageFormat2: source)
        let names = (try? text.messageFormat2?.get())?.variableNames ?? []
        self.init(key: key, language: language, body: .text(text), origin: origin, argumentNames: names)
    }
}
