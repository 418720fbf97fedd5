@testable import CLDRPlural
import Foundation
@testable import MessageFormat2
@testable import PluralCore
@testable import PluralMessages
import Testing

/// MF1 texts written as MF2: the text written, and the same rendering for the same arguments.
@Suite struct MessageFormat2ConversionTests {
    /// MF1 text, the MF2 text written for it.
    static let written: [(String, String)] = [
        ("Hello {name}!", "Hello {$name}!"),
        ("{count, plural, =0 {No files} one {# file} other {# files}}",
         ".input {$count :number roundingMode=halfEven}\n.match $count\n0 {{No files}}\none {{{$count} file}}\n* {{{$count} files}}"),
        ("{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
         ".input {$n :number select=ordinal roundingMode=halfEven}\n.match $n\none {{{$n}st}}\ntwo {{{$n}nd}}\nfew {{{$n}rd}}\n* {{{$n}th}}"),
        ("{gender, select, female {She} male {He} other {They}} replied",
         ".input {$gender :string}\n.match $gender\nfemale {{She replied}}\nmale {{He replied}}\n* {{They replied}}"),
        ("{n, plural, offset:1 =0 {nobody} =1 {{who}} one {{who} and # other} other {{who} and # others}}",
         ".input {$n :number roundingMode=halfEven}\n.local $n_offset = {$n :offset subtract=1}\n.match $n $n_offset\n0 * {{nobody}}\n1 * {{{$who}}}\n* one {{{$who} and {$n_offset} other}}\n* * {{{$who} and {$n_offset} others}}"),
        ("{1} of {0}", ".input {$_0}\n.input {$_1}\n{{{$_1} of {$_0}}}"),
        ("Braces '{'here'}' and a back\\slash", "Braces \\{here\\} and a back\\\\slash"),
        ("{p, number, percent} {x, number, ::.00 group-off}", "{$p :percent roundingMode=halfEven} {$x :number minimumFractionDigits=2 maximumFractionDigits=2 useGrouping=never roundingMode=halfEven}"),
    ]

    @Test func numbersGroupAsMF1GroupsThemWhereTheLanguageWouldNot() throws {
        let polish = try MessageFormat2Conversion.converting("{n, plural, offset:1 one {# plik} other {# pliki}} {n, number}", language: "pl").get().text
        #expect(polish == ".input {$n :number useGrouping=always roundingMode=halfEven}\n.local $n_offset = {$n :offset subtract=1}\n.match $n_offset\none {{{$n_offset} plik {$n :number useGrouping=always roundingMode=halfEven}}}\n* {{{$n_offset} pliki {$n :number useGrouping=always roundingMode=halfEven}}}")
    }

    @Test(arguments: written)
    func writesMF2(mf1: String, mf2: String) throws {
        let converted = try MessageFormat2Conversion.converting(mf1, language: "en").get()
        #expect(converted.text == mf2)
        _ = try MF2Message(converted.text)
    }

    /// MF1 texts, and arguments to render each with.
    static let rendered: [(String, [[String: MessageArgument]])] = [
        ("{count, plural, =0 {No files} one {# file} other {# files}}", [["count": 0], ["count": 1], ["count": 2], ["count": 1234], ["count": 12345], ["count": .decimal(try! PluralDecimal(parsing: "1.5"))]]),
        ("{a, select, x {{n, plural, one {x one #} other {x other #}}} other {{b, select, y {{n, plural, =5 {five} one {y one} other {y other}}} other {neither}}}}",
         [["a": "x", "n": 1, "b": "y"], ["a": "x", "n": 5, "b": "y"], ["a": "z", "n": 5, "b": "y"], ["a": "z", "n": 1, "b": "y"], ["a": "z", "n": 2, "b": "q"]]),
        ("{n, plural, =5 {{n, plural, one {one} other {other}}} one {outer one} other {{n, plural, =2 {two} other {#}}}}",
         [["n": 5], ["n": 1], ["n": 2], ["n": 21], ["n": 7]]),
        ("{n, plural, offset:1 =0 {nobody} =1 {{who}} one {{who} and # other} other {{who} and # others}}",
         [["n": 0, "who": "Ann"], ["n": 1, "who": "Ann"], ["n": 2, "who": "Ann"], ["n": 3, "who": "Ann"]]),
        ("{a, plural, one {A1} other {A*}} / {b, plural, one {B1} other {B*}}", [["a": 1, "b": 2], ["a": 2, "b": 1]]),
        // ICU's MF1 groups four digits in every language ("1 000" in Polish); MF2 follows the language unless told.
        ("{n, number} {n, number, integer} {n, plural, offset:1 other {# more}}", [["n": 1000], ["n": 12345], ["n": .decimal(try! PluralDecimal(parsing: "1000.5"))]]),
        // MF1 rounds halves to even.
        ("{n, number, integer} {n, number, percent} {n, number, ::.0}", [["n": .decimal(try! PluralDecimal(parsing: "2.5"))], ["n": .decimal(try! PluralDecimal(parsing: "0.125"))], ["n": .decimal(try! PluralDecimal(parsing: "0.25"))]]),
        // ... also where `{n, number}` and `#` cut a fourth fraction digit off (MF2's `:number` rounds
        // half away from zero unless told: the conversion says `roundingMode=halfEven`).
        ("{n, number} {n, plural, one {# file} other {# files}}", ["1.0005", "2.0015", "0.0025", "1.0015", "-2.0025", "2.0025001", "1.5"].map { ["n": .decimal(try! PluralDecimal(parsing: $0))] }),
        ("{n, selectordinal, one {#st} other {#th}}", ["2.0005", "3.0025", "1.0005"].map { ["n": .decimal(try! PluralDecimal(parsing: $0))] }),
        ("{n, plural, offset:1 one {# other} other {# others}}", ["2.0005", "3.0025", "1.0005"].map { ["n": .decimal(try! PluralDecimal(parsing: $0))] }),
        // An ordinal and an offset plural on one argument: the offset selects plurals.
        ("{n, selectordinal, one {#st} other {#th}} {n, plural, offset:1 one {# other} other {# others}}", [["n": 2], ["n": 22], ["n": 3], ["n": 1]]),
    ]

    @Test(arguments: rendered)
    func rendersTheSame(mf1: String, arguments: [[String: MessageArgument]]) throws {
        for language in ["en", "ru", "ar", "pl", "es"] {
            // MF2 through the one render door, bidi marks left out to compare the texts.
            let renderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider(), options: RenderOptions(evaluator: MF2MessageEvaluator(bidiIsolation: .none)))
            let converted = LocalizedMessage(key: "k", language: language, messageFormat2: try MessageFormat2Conversion.converting(mf1, language: language).get().text)
            for values in arguments {
                let expected = try renderer.render(LocalizedMessage(key: "k", language: language, messageFormat: mf1), arguments: .named(values)).text
                #expect(try renderer.render(converted, arguments: .named(values)).text == expected, "\(language) \(values)")
            }
        }
    }
}
