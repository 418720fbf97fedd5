import Synchronization
import Dispatch
import Foundation
import ICUPlural
import Testing
import TestSupport

@Suite struct ICUMessageFormatTests {
    static let inbox = "{count, plural, =0 {Your inbox is empty} one {You have # message} other {You have # messages}}"
    static let russian = "{count, plural, one {# сообщение} few {# сообщения} many {# сообщений} other {# сообщения}}"
    static let ordinal = "{pos, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}"

    @Test(arguments: [
        ("en", inbox, "0", "Your inbox is empty"), ("en", inbox, "1", "You have 1 message"),
        ("en", inbox, "1000", "You have 1,000 messages"), ("en", inbox, "1.0", "You have 1 message"),
        ("en", inbox, "1.50", "You have 1.5 messages"), ("en", inbox, "0.0005", "You have 0 messages"),
        ("en", inbox, "1234.5678", "You have 1,234.568 messages"), ("en", inbox, "-1", "You have -1 message"),
        ("ru", russian, "1.5", "1,5 сообщения"), ("ru", russian, "21", "21 сообщение"), ("ru", russian, "5", "5 сообщений"),
        ("ru", russian, "22", "22 сообщения"), ("en", ordinal, "22", "22nd"), ("en", ordinal, "11", "11th"),
        ("en", ordinal, "101", "101st"), ("en", ordinal, "1000000", "1,000,000th"),
    ])
    func formatsNumbers(locale: String, pattern: String, number: String, expected: String) throws {
        let message = try ICUMessageFormat(pattern, localeIdentifier: locale)
        #expect(try message.format(["count": .init(parsing: number), "pos": .init(parsing: number)]) == expected)
    }

    @Test func argumentKinds() throws {
        let message = try ICUMessageFormat("{who} {n}", localeIdentifier: "en")
        #expect(try message.format(["who": "Ann", "n": 1234]) == "Ann 1,234")
        #expect(try message.format(["who": "Ann", "n": .double(0.5)]) == "Ann 0.5")
        #expect(try message.format(["who": "Ann", "n": .init(Decimal(string: "2.25")!)!]) == "Ann 2.25")
        #expect(try message.format(["who": "Ann", "n": .init(Int64.min)]) == "Ann -9,223,372,036,854,775,808")
        #expect(message.arguments.map(\.name) == ["who", "n"])
    }

    @Test func selectWithNestedPluralAndQuoting() throws {
        let pattern = "{gender, select, female {{n, plural, one {She has # file} other {She has # files}}} other {'{'They'}' have {n, number} files, it''s '#' fine}}"
        let message = try ICUMessageFormat(pattern, localeIdentifier: "en")
        #expect(try message.format(["gender": "female", "n": 1]) == "She has 1 file")
        #expect(try message.format(["gender": "male", "n": 2]) == "{They} have 2 files, it's '#' fine")
        let uses = message.arguments
        #expect(uses.map(\.name) == ["gender", "n"])
        #expect(uses[0].isSelect && uses[1].isPlural && uses[1].isFormatted)
    }

    @Test func icuReadsSomeOddPatternsAsText() throws {
        // A lone `}` is text, and ICU 4C does not refuse a repeated selector (the first one wins).
        #expect(try ICUMessageFormat("}", localeIdentifier: "en").format([:]) == "}")
        let repeated = try ICUMessageFormat("{n, plural, one {x} other {y} one {z}}", localeIdentifier: "en")
        #expect(try repeated.format(["n": 1]) == "x")
    }

    @Test func offsetAndPositionalArguments() throws {
        let message = try ICUMessageFormat("{0} and {1, plural, offset:1 =0 {nobody} =1 {one other} one {# other} other {# others}}", localeIdentifier: "en")
        #expect(try message.format(["Ann", 0]) == "Ann and nobody")
        #expect(try message.format(["Ann", 2]) == "Ann and 1 other")
        #expect(try message.format(["Ann", 5]) == "Ann and 4 others")
    }

    @Test func digitsAreICUsUnlessNamed() throws {
        // ICU 72 writes native digits for ar by default (Foundation, and the Swift renderer, Latin ones);
        // the renderer names its numbering system when it opens a message through the evaluator.
        let arabic = try ICUMessageFormat("{n, number}", localeIdentifier: "ar")
        #expect(try arabic.format(["n": 12]) == "١٢")
        let latin = try ICUMessageFormat("{n, number}", localeIdentifier: "ar@numbers=latn")
        #expect(try latin.format(["n": 1234]) == "1,234")
        #expect(latin.formattingLocale == "ar@numbers=latn")
        let named = try ICUMessageFormat("{n, number}", localeIdentifier: "ar-u-nu-arab")
        #expect(try named.format(["n": 12]) == "١٢")
        let egypt = try ICUMessageFormat("{n, number}", locale: Locale(identifier: "ar_EG"))
        #expect(try egypt.format(["n": 12]) == "١٢")
    }

    @Test func theEvaluatorWritesTheRenderersDigits() throws {
        let evaluation = MessageEvaluation(source: "{n, number}", syntax: .icuMessageFormat, language: "ar", formattingLocale: nil,
                                           numberingSystem: "latn", arguments: ["n": 1234], rulesProvider: ICUPluralRulesProvider())
        #expect(try ICUMessageFormatEvaluator().evaluate(evaluation) == "1,234")
        #expect(LocaleIdentifier.naming(numberingSystem: "latn", in: "ar") == "ar@numbers=latn")
        #expect(LocaleIdentifier.naming(numberingSystem: "latn", in: "ar@calendar=islamic") == "ar@calendar=islamic;numbers=latn")
        #expect(LocaleIdentifier.naming(numberingSystem: "latn", in: "ar-u-nu-arab") == "ar-u-nu-arab")
        #expect(LocaleIdentifier.naming(numberingSystem: "la tn", in: "ar") == "ar")
    }

    // ICU's offsets: where a syntax error is seen (in Unicode scalars); none for unmatched braces and
    // for MessageFormat's checks after parsing (no `other`, unknown types, bad skeletons).
    @Test(arguments: [
        ("{count, plural, one {x}", 15), ("héllo {count, plural, one {x}", 21), ("{a {b}}", 1),
        ("{count, plural, other {x}} {", nil), ("{n, select, a {x}}", nil), ("{n, foo}", nil),
        ("{n, number, ::bogus}", nil), ("{n, plural, one {x}}", nil),
    ] as [(String, Int?)])
    func refusesMalformedPatterns(pattern: String, offset: Int?) {
        #expect(throws: ICUMessageFormatError.self) { try ICUMessageFormat(pattern, localeIdentifier: "en") }
        do {
            _ = try ICUMessageFormat(pattern, localeIdentifier: "en")
        } catch {
            guard case let .syntax(_, reported) = error else { Issue.record("\(error)"); return }
            #expect(reported == offset, "\(pattern): \(error)")
        }
    }

    @Test func missingArgumentsAndWrongKinds() throws {
        let message = try ICUMessageFormat("{who}: {n, plural, other {# {unit}}}", localeIdentifier: "en")
        #expect(throws: ICUMessageFormatError.missingArgument("unit")) { try message.format(["who": "Ann", "n": 2]) }
        #expect(throws: ICUMessageFormatError.argumentType("n", expected: .number)) { try message.format(["who": "Ann", "n": "two", "unit": "kg"]) }
        let select = try ICUMessageFormat("{g, select, other {x}}", localeIdentifier: "en")
        #expect(throws: ICUMessageFormatError.argumentType("g", expected: .text)) { try select.format(["g": 1]) }
        #expect(try message.format(["who": "Ann", "n": 2, "unit": "kg", "extra": 1]) == "Ann: 2 kg")
    }

    @Test(arguments: ["ru\0zz", "en\u{1}", "\u{85}"].map(EscapedText.init))
    func refusesControlCharactersInLocales(identifier: EscapedText) {
        let identifier = identifier.text
        #expect(throws: ICUMessageFormatError.self) { try ICUMessageFormat("{n}", localeIdentifier: identifier) }
        do { _ = try ICUMessageFormat("{n}", localeIdentifier: identifier) } catch {
            guard case .invalidLocaleIdentifier = error else { Issue.record("\(error)"); return }
        }
    }

    /// Every argument type ICU formats binds by name: a number for the numeric ones, milliseconds or
    /// ISO 8601 text for `date` and `time` (ICU's DateFormat refused a 64-bit integer).
    @Test func everyArgumentTypeBindsByName() throws {
        let message = try ICUMessageFormat("{n, spellout} {d, date, short} {o, ordinal} {c, choice, 0#none|1#one|1<many} {p, number,#,##0.0}",
                                           localeIdentifier: "en")
        #expect(message.arguments.map(\.isDate) == [false, true, false, false, false])
        let values: [String: ICUMessageFormat.Argument] = ["n": 5, "d": "2024-05-01T12:00:00Z", "o": 2, "c": 3, "p": 1234]
        #expect(try message.format(values) == "five 5/1/24 2nd many 1,234.0")
        for date: ICUMessageFormat.Argument in [1_714_564_800_000, "2024-05-01", "2024-05-01T12:00:00.5+00:00", .double(1_714_564_800_000)] {
            var other = values
            other["d"] = date
            #expect(try message.format(other) == "five 5/1/24 2nd many 1,234.0")
        }
        var text = values
        text["d"] = "yesterday"
        #expect(throws: ICUMessageFormatError.argumentType("d", expected: .date)) { try message.format(text) }
        text = values
        text["n"] = "5"
        #expect(throws: ICUMessageFormatError.argumentType("n", expected: .number)) { try message.format(text) }
    }

    @Test func unknownLocalesFallBackToRoot() throws {
        let message = try ICUMessageFormat("{n, plural, one {one} other {# other}}", localeIdentifier: "xx_YY")
        #expect(try message.format(["n": 1]) == "1 other")
        #expect(message.formattingLocale.hasPrefix("root"))
    }

    @Test func bounds() {
        let deep = String(repeating: "{n, select, other {", count: 33) + String(repeating: "}}", count: 33)
        #expect(throws: ICUMessageFormatError.nestingTooDeep(maximum: ICUMessageFormat.maximumNestingDepth)) {
            try ICUMessageFormat(deep, localeIdentifier: "en")
        }
        let quoted = String(repeating: "'{' ", count: 100)
        #expect((try? ICUMessageFormat(quoted, localeIdentifier: "en").format([:])) == String(repeating: "{ ", count: 100))
        let long = String(repeating: "a", count: ICUMessageFormat.maximumPatternLength + 1)
        #expect(throws: ICUMessageFormatError.patternTooLong(length: long.unicodeScalars.count, maximum: ICUMessageFormat.maximumPatternLength)) {
            try ICUMessageFormat(long, localeIdentifier: "en")
        }
    }

    /// ICU bounds skeleton digit counts but not `scale/` and `precision-increment/`: the 17 bytes
    /// `::scale/1e99999999` printed a 133 MB number (found by the fuzz smoke run's Formatter target
    /// on the same check of format skeletons, then tried in a message).
    @Test(arguments: [
        "{n, number, ::scale/1e99999999}",
        "{n, number, ::group-off scale/1e1000}",
        "{n, plural, other {{n, number, ::precision-increment/1e-5000}}}",
    ])
    func amplifyingSkeletonsAreRefusedBeforeICUSeesThem(pattern: String) {
        let error = #expect(throws: ICUMessageFormatError.self) { try ICUMessageFormat(pattern, localeIdentifier: "en") }
        guard case let .skeletonOutOfRange(option, limit)? = error else {
            Issue.record("expected skeletonOutOfRange, got \(String(describing: error))")
            return
        }
        #expect(limit == 999 && pattern.contains(option))
    }

    /// ICU splits skeleton stems at every Pattern_White_Space code point: "\r\n" (one Swift
    /// `Character`) let `scale/1e99999999` past the check and printed 100 MB.
    @Test(arguments: ["\r\n", "\r", "\n", "\t", "\u{0B}", "\u{0C}", "\u{85}", "\u{200E}", "\u{200F}", "\u{2028}", "\u{2029}"].map(EscapedText.init))
    func everySkeletonSeparatorIsOneForTheBound(separator: EscapedText) {
        let separator = separator.text
        let pattern = "{n, number, ::group-off\(separator)scale/1e99999999}"
        let error = #expect(throws: ICUMessageFormatError.self) { try ICUMessageFormat(pattern, localeIdentifier: "en") }
        guard case .skeletonOutOfRange? = error else {
            Issue.record("expected skeletonOutOfRange, got \(String(describing: error))")
            return
        }
    }

    /// Spaces that are not Pattern_White_Space do not separate stems: ICU refuses the skeleton.
    @Test(arguments: ["\u{A0}", "\u{2003}", "\u{3000}", "\u{FEFF}"])
    func otherSpacesAreNoSeparators(space: String) {
        let error = #expect(throws: ICUMessageFormatError.self) {
            try ICUMessageFormat("{n, number, ::group-off\(space)scale/1e99999999}", localeIdentifier: "en").format(["n": 1])
        }
        guard case .syntax? = error else {
            Issue.record("expected ICU's syntax error, got \(String(describing: error))")
            return
        }
    }

    @Test func skeletonsWithinTheBoundFormat() throws {
        #expect(try ICUMessageFormat("{n, number, ::scale/1e3 group-off}", localeIdentifier: "en").format(["n": 2]) == "2000")
        #expect(try ICUMessageFormat("{n, number, ::precision-increment/0.5}", localeIdentifier: "en").format(["n": try .init(parsing: "1.2")]) == "1.0")
    }

    @Test func outputIsBoundedBeforeICUFormats() throws {
        // 1,000 places of a 100 KB argument would be 100 MB of text.
        let message = try ICUMessageFormat(String(repeating: "{a}", count: 1_000), localeIdentifier: "en")
        let large = String(repeating: "x", count: 100_000)
        #expect(throws: ICUMessageFormatError.outputTooLong(maximum: ICUMessageFormat.maximumOutputLength)) { try message.format(["a": .text(large)]) }
        #expect(try message.format(["a": "xy"]).utf8.count == 2_000)
        #expect(message.arguments.first?.occurrences == 1_000)
        let numbers = try ICUMessageFormat("{n, plural, other {" + String(repeating: "#", count: 50_000) + "}}", localeIdentifier: "en")
        #expect(throws: ICUMessageFormatError.outputTooLong(maximum: ICUMessageFormat.maximumOutputLength)) { try numbers.format(["n": 1]) }
    }

    @Test func longOutputAndSharedUse() throws {
        let message = try ICUMessageFormat("{n, plural, one {# item} other {# items}} " + String(repeating: "x", count: 500), localeIdentifier: "en")
        let results = Array(repeating: "", count: 64)
        let shared = Mutex(results)
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            let text = (try? message.format(["n": .init(index)])) ?? "failed"
            shared.withLock { $0[index] = text }
        }
        let texts = shared.withLock { $0 }
        for (index, text) in texts.enumerated() {
            #expect(text.hasPrefix("\(index) item"), "\(text.prefix(20))")
            #expect(text.count > 500)
        }
    }
}
