@testable import CLDRPlural
import Foundation
import ICUPlural
@testable import MessageFormat2
@testable import PluralMessages
import Testing

/// MessageFormat 2 through PluralMessages' one `render` door: `MF2MessageEvaluator` is the
/// renderer's evaluator for `MessageSyntax.messageFormat2`, whatever evaluator the options name for
/// ICU MessageFormat.
@Suite struct MF2EvaluatorTests {
    static let russian = """
        .input {$count :number}
        .match $count
        one {{{$count} файл}}
        few {{{$count} файла}}
        *   {{{$count} файлов}}
        """

    static let files = LocalizedMessage(key: "files", language: "ru", messageFormat2: russian)

    @Test(arguments: [(1, "1 файл"), (3, "3 файла"), (5, "5 файлов"), (21, "21 файл"), (1_234, "1\u{A0}234 файла")])
    func rendersByPositionAndByName(count: Int, expected: String) throws {
        let renderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider())
        #expect(try renderer.render(Self.files, arguments: [MessageArgument.integer(count)]).text == expected)
        #expect(try renderer.render(Self.files, arguments: ["count": MessageArgument.integer(count)]).text
            == renderer.render(Self.files, arguments: [MessageArgument.integer(count)]).text)
    }

    @Test func theEvaluatorForICUMessageFormatDoesNotTakeMessageFormat2() throws {
        let icu = MessageRenderer(rulesProvider: ICUPluralRulesProvider(), options: RenderOptions(evaluator: ICUMessageFormatEvaluator()))
        #expect(try icu.render(Self.files, arguments: [2]).text == "2 файла")
    }

    @Test func theFormattingLocaleWritesTheDigits() throws {
        let message = LocalizedMessage(key: "n", language: "en", messageFormat2: "{$n :number} items")
        let german = MessageRenderer(rulesProvider: CLDRPluralRulesProvider(), options: RenderOptions(formattingLocale: Locale(identifier: "de")))
        #expect(try german.render(message, arguments: [1.5]).text == "1,5 items")
    }

    @Test func argumentNamesAreTheInputVariablesInOrder() {
        let message = LocalizedMessage(key: "k", language: "en", messageFormat2: """
            .local $total = {$base :number}
            .input {$user :string}
            {{{$user} has {$total} points, {$extra :number minimumFractionDigits=$digits}}}
            """)
        #expect(message.argumentNames == ["base", "user", "extra", "digits"])
    }

    @Test(arguments: [
        ("{$x :number}", MessageArguments.positional([]), "unresolved-variable"),
        ("{$x :number}", ["x": "abc"], "bad-operand"),
        ("{$x", [], "syntax-error"),
        ("{$x}", ["y": 1], "no variable $y"),
        ("{$x}", [1, 2], "2 values for 1 variables"),
    ] as [(String, MessageArguments, String)])
    func errorsThrowInsteadOfShowingAFallback(source: String, arguments: MessageArguments, expected: String) {
        let message = LocalizedMessage(key: "k", language: "en", messageFormat2: source)
        let renderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider())
        do {
            let rendered = try renderer.render(message, arguments: arguments)
            Issue.record("rendered \(rendered.text)")
        } catch {
            guard case let .evaluation(reason) = error.reason else {
                Issue.record("not an evaluation error: \(error)")
                return
            }
            #expect(reason.description.contains(expected))
        }
    }

    /// The renderer formats the message its text parsed once, with a formatter kept per language; the
    /// evaluator's own door reads the text: both give the same text, language after language.
    @Test func theRendererAndTheEvaluatorAgreeAcrossLanguages() throws {
        let english = LocalizedMessage(key: "files", language: "en", messageFormat2: """
            .input {$count :number}
            .match $count
            one {{{$count} file}}
            *   {{{$count} files}}
            """)
        let renderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider())
        for count in [0, 1, 2, 5, 21, 1_000] {
            for message in [Self.files, english, Self.files] {
                guard case let .text(text) = message.body else { continue }
                let evaluation = MessageEvaluation(source: text.source, syntax: .messageFormat2, language: message.language, formattingLocale: nil, numberingSystem: "latn",
                                                   arguments: [MessageArgument.integer(count)], rulesProvider: CLDRPluralRulesProvider())
                #expect(try renderer.render(message, arguments: [MessageArgument.integer(count)]).text == MF2MessageEvaluator().evaluate(evaluation))
            }
        }
        #expect(try renderer.render(english, arguments: [1]).text == "1 file")
    }

    @Test func theOptionsOwnMessageFormat2EvaluatorIsUsed() throws {
        let message = LocalizedMessage(key: "hi", language: "en", messageFormat2: "Hi {$name}")
        let isolating = MessageRenderer(rulesProvider: CLDRPluralRulesProvider())
        let plain = MessageRenderer(rulesProvider: CLDRPluralRulesProvider(), options: RenderOptions(evaluator: MF2MessageEvaluator(bidiIsolation: .none)))
        #expect(try isolating.render(message, arguments: ["Ann"]).text == "Hi \u{2068}Ann\u{2069}")
        #expect(try plain.render(message, arguments: ["Ann"]).text == "Hi Ann")
    }
}
