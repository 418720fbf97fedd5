@testable import CLDRPlural
@testable import MessageFormat2
@testable import PluralCore
@testable import PluralMessages
import Testing

/// MF2 texts written as MF1: the same rendering for the same arguments, or a note saying what MF1
/// could not say.
@Suite struct MessageFormat1ConversionTests {
    /// MF2 text, and whether the conversion notes something.
    static let grouping: [(mf2: String, noted: Bool)] = [
        // MF1 groups from four digits in every language (ICU's MessageFormat): `always` is what it says.
        (".input {$n :number useGrouping=always} .match $n one {{{$n} plik}} * {{{$n} pliki}}", false),
        ("{$n :number useGrouping=always}", false),
        ("{$n :number useGrouping=never}", false),
        ("{$n :integer useGrouping=always}", false),
        ("{$n :integer useGrouping=never}", false),
        ("{$n :integer useGrouping=never signDisplay=always minimumIntegerDigits=2}", false),
        ("{$n :integer maximumSignificantDigits=2}", true),
    ]

    @Test(arguments: grouping)
    func groupingRendersTheSameOrIsNoted(mf2: String, noted: Bool) throws {
        let renderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider(), options: RenderOptions(evaluator: MF2MessageEvaluator(bidiIsolation: .none)))
        for language in ["pl", "en", "es", "hi"] {
            let message = LocalizedMessage(key: "k", language: language, messageFormat2: mf2)
            let (mf1, notes) = MessageFormat1Conversion.messageFormat(message)
            #expect(notes.isEmpty == !noted, "\(language) \(notes)")
            guard notes.isEmpty else { continue }
            for n in [1, 999, 1000, 12345, 1_234_567] {
                let expected = try renderer.render(message, arguments: .named(["n": .integer(n)])).text
                #expect(try renderer.render(mf1, arguments: .named(["n": .integer(n)])).text == expected, "\(language) \(n) \(mf2)")
            }
        }
    }
}

extension MessageFormat1ConversionTests {
    /// MF1 written as MF2 and back renders as the MF1 it came from.
    @Test(arguments: ["{n, selectordinal, one {#st} other {#th}} {n, plural, offset:1 one {# other} other {# others}}"])
    func roundTripRendersTheSame(mf1: String) throws {
        let renderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider(), options: RenderOptions(evaluator: MF2MessageEvaluator(bidiIsolation: .none)))
        for language in ["en", "ru"] {
            let original = LocalizedMessage(key: "k", language: language, messageFormat: mf1)
            let mf2 = try MessageFormat2Conversion.converting(mf1, language: language).get().text
            let (back, notes) = MessageFormat1Conversion.messageFormat(LocalizedMessage(key: "k", language: language, messageFormat2: mf2))
            #expect(notes.isEmpty, "\(notes)")
            for n in [1, 2, 3, 22, 101] {
                let expected = try renderer.render(original, arguments: .named(["n": .integer(n)])).text
                #expect(try renderer.render(back, arguments: .named(["n": .integer(n)])).text == expected, "\(language) \(n) \(mf2)")
            }
        }
    }
}
