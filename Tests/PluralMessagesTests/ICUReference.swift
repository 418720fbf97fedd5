import ICUPlural
@testable import PluralMessages

extension ICUMessageFormat {
    /// The message as the renderer's ICU evaluator opens it, the reference the Swift renderer is
    /// compared with: the language with the digits the renderer writes (Foundation's numbering system).
    convenience init(_ pattern: String, renderersDigitsFor language: String) throws(ICUMessageFormatError) {
        let identifier = LocaleIdentifier.naming(numberingSystem: FoundationNumberData.numberingSystem(for: language), in: language)
        try self.init(pattern, localeIdentifier: identifier)
    }
}
