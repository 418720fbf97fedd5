@testable import CLDRPlural
import Foundation
import ICUPlural
@testable import MessageFormat2
@testable import PluralMessages
import Testing

/// Evaluators as strategies (issue 38): one per syntax, each preparing a message once, each declaring
/// the options it applies.
struct EvaluatorStrategyTests {
    /// An evaluator that counts how often it prepares and evaluates, formatting `source|arguments`.
    final class Counting: MessageEvaluator, @unchecked Sendable {
        // @unchecked: the counters are only touched under `lock`.
        private let lock = NSLock()
        private var preparations = 0
        private var evaluations = 0
        var counts: (preparations: Int, evaluations: Int) { lock.withLock { (preparations, evaluations) } }

        func evaluates(_ syntax: MessageSyntax) -> Bool { syntax == .icuMessageFormat }
        var honouredOptions: Set<MessageEvaluationOption> { [.zeroPolicy] }
        func argumentNames(of source: String, syntax: MessageSyntax, language: String) -> [String]? { ["n"] }

        func prepare(_ message: MessageEvaluation) throws(MessageEvaluationError) -> MessagePreparation {
            lock.withLock { preparations += 1 }
            return .prepared(Prepared(source: message.source, owner: self))
        }

        func evaluate(_ message: MessageEvaluation) throws(MessageEvaluationError) -> String {
            try Prepared(source: message.source, owner: self).evaluate(message.arguments)
        }

        struct Prepared: PreparedMessage, @unchecked Sendable {
            let source: String
            let owner: Counting
            var argumentNames: [String] { ["n"] }
            func evaluate(_ arguments: MessageArguments) throws(MessageEvaluationError) -> String {
                owner.lock.withLock { owner.evaluations += 1 }
                guard case let .named(named) = arguments, let n = named["n"] else { throw MessageEvaluationError("no n") }
                return "\(source.count)|\(n)"
            }
        }
    }

    static let table: MessageTable = {
        var table = MessageTable(name: "Localizable")
        let json = #"{"files": "{n, plural, one {# файл} few {# файла} many {# файлов} other {# файла}}"}"#
        try! table.add(contentsOf: Data(json.utf8), kind: .messageformat, language: "ru")
        return table
    }()

    /// The renderer prepares a message once and keeps it: three renders by key, one preparation.
    @Test func aMessageIsPreparedOnceAndEvaluatedPerRender() throws {
        let counting = Counting()
        let renderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider(), options: RenderOptions(evaluator: counting))
        for n in [1, 2, 5] {
            #expect(try renderer.render(key: "files", in: Self.table, preferredLanguages: ["ru"], arguments: ["n": n]).text.hasSuffix("|\(MessageArgument.integer(n))"))
        }
        #expect(counting.counts == (1, 3))
        // New options make new preparations (the prepared form depends on them).
        var copy = renderer
        copy.options.zeroPolicy = .cldr
        _ = try copy.render(key: "files", in: Self.table, preferredLanguages: ["ru"], arguments: ["n": 1])
        #expect(counting.counts == (2, 4))
    }

    /// A set option the evaluator does not apply is noted; one it applies, or one not set, is not.
    @Test func anIgnoredOptionIsNoted() throws {
        let counting = Counting()
        let quiet = MessageRenderer(rulesProvider: CLDRPluralRulesProvider(), options: RenderOptions(zeroPolicy: .cldr, evaluator: counting))
        #expect(try quiet.render(key: "files", in: Self.table, preferredLanguages: ["ru"], arguments: ["n": 1]).diagnostics.isEmpty)
        let located = MessageRenderer(rulesProvider: CLDRPluralRulesProvider(),
                                      options: RenderOptions(selectionMode: .value, formattingLocale: Locale(identifier: "de"), evaluator: counting))
        let kinds = try located.render(key: "files", in: Self.table, preferredLanguages: ["ru"], arguments: ["n": 1]).diagnostics.map(\.kind)
        #expect(kinds == [.optionIgnored(.formattingLocale), .optionIgnored(.selectionMode)])
    }

    /// ICU's evaluator declares that it applies no formatting locale, and the renderer says so.
    @Test func icuNotesTheFormattingLocale() throws {
        let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider(),
                                       options: RenderOptions(formattingLocale: Locale(identifier: "de"), evaluator: ICUMessageFormatEvaluator()))
        let rendered = try renderer.render(key: "files", in: Self.table, preferredLanguages: ["ru"], arguments: ["n": 1234])
        // ICU writes Russian's grouping (not German's "1.234"), as it did before; now it says so.
        #expect(rendered.text.hasPrefix("1") && rendered.text.hasSuffix("234 файла") && !rendered.text.contains("."))
        #expect(rendered.diagnostics.map(\.kind) == [.optionIgnored(.formattingLocale)])
        #expect(ICUMessageFormatEvaluator().honouredOptions.isEmpty)
        #expect(SwiftMessageEvaluator().honouredOptions == Set(MessageEvaluationOption.allCases))
    }

    /// The names NAME=VALUE binds to are the message's own where its reader read them (a text it does not
    /// read gets the names the renderer's evaluator reads: `RenderNamedICUArgumentTests` runs that path).
    @Test func argumentNamesAreTheMessagesOwn() throws {
        var table = MessageTable(name: "t", developmentLanguage: "en")
        try table.add(contentsOf: Data(#"{"n": "{count, plural, one {# file} other {# files}}", "s": "{when, spellout} and {who}"}"#.utf8),
                      kind: .messageformat, language: "en")
        let icu = MessageRenderer(rulesProvider: ICUPluralRulesProvider(), options: RenderOptions(evaluator: ICUMessageFormatEvaluator()))
        for (key, names) in [("n", ["count"]), ("s", ["when", "who"])] {
            let message = try #require(table.message(forKey: key, language: "en"))
            #expect(MessageRenderer(rulesProvider: ICUPluralRulesProvider()).argumentNames(of: message) == names)
            #expect(icu.argumentNames(of: message) == names)
        }
    }

    /// The default evaluator of each syntax, and `use` replacing only the syntaxes an evaluator evaluates.
    @Test func eachSyntaxHasItsEvaluator() {
        var evaluators = MessageEvaluators()
        #expect(MessageSyntax.allCases.filter { evaluators[$0].honouredOptions == [.formattingLocale] } == [.messageFormat2])
        evaluators.use(ICUMessageFormatEvaluator())
        #expect(evaluators[.icuMessageFormat].honouredOptions.isEmpty)
        #expect(evaluators[.printf].honouredOptions == Set(MessageEvaluationOption.allCases))
        #expect(evaluators[.messageFormat2].evaluates(.messageFormat2))
    }

    /// MF2Formatter takes the arguments every door takes: variables of any integer type, Double, Decimal, String.
    @Test func messageFormat2TakesVariables() throws {
        let message = try MF2Message(".input {$n :number} .match $n one {{{$n} файл {$who}}} few {{{$n} файла {$who}}} * {{{$n} файлов {$who}}}")
        let formatter = MF2Formatter(locale: "ru", rules: CLDRPluralRulesProvider(), bidiIsolation: .none)
        let count: Int64 = 3, small: UInt8 = 21, half = 1.5, exact = Decimal(string: "2.5")!, who = "Ann"
        #expect(formatter.format(message, arguments: ["n": count, "who": who]).text == "3 файла Ann")
        #expect(formatter.format(message, arguments: ["n": small, "who": who]).text == "21 файл Ann")
        #expect(formatter.format(message, arguments: ["n": half, "who": who]).text == "1,5 файлов Ann")
        #expect(formatter.format(message, arguments: ["n": exact, "who": who]).text == "2,5 файлов Ann")
        #expect(formatter.format(message, arguments: [count, who]).text == "3 файла Ann")
        #expect(formatter.format(message, arguments: ["n": 5, "who": "Bo"]).text == "5 файлов Bo")
    }
}
