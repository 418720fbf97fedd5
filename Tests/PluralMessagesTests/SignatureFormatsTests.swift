import Foundation
import ICUPlural
@testable import PluralCore
@testable import PluralMessages
import Testing

/// Every argument a message takes, in every format, with its type as the format says it: the one
/// signature that `keys`, lint's comparisons and the typed accessors read (issues 31 and 32).
@Suite struct SignatureFormatsTests {
    static func messageFormat(_ source: String) -> LocalizedMessage {
        MessageFormatModel.message(key: "k", language: "en", source: source, origin: MessageOrigin(file: nil, kind: .messageformat))
    }

    static func messageFormat2(_ source: String) -> LocalizedMessage {
        LocalizedMessage(key: "k", language: "en", messageFormat2: source)
    }

    /// ICU MessageFormat: a type the Swift renderer does not format still takes its argument, of
    /// the type ICU reads (`time` and `date`: a date; `spellout`: a number), said as written. (Such
    /// a text is read for its arguments only: its choices are no variables here.)
    @Test(arguments: [
        ("Try again at {retry_time, time, medium}", "1 retry_time: date (time)"),
        ("Posted {d, date, ::yMMMd} by {user}", "1 d: date (date), 2 user: any"),
        ("{n, spellout} {n, plural, one {try} other {tries}}", "1 n: number (spellout)"),
        ("{when, time} {n, plural, one {# try {x}} other {# tries}}", "1 when: date (time), 2 n: number, 3 x: any"),
        ("{g, select, f {{t, date}} other {-}}", "1 g: keyword, 2 t: date (date)"),
        ("{x, numër}", "1 x: any"),
        ("{n, number} {n, plural, one {#} other {#}}", "1 n: number; n: plural on 1"),
    ])
    func messageFormatArgumentsOfEveryType(source: String, expected: String) {
        let signature = MessageSignature(Self.messageFormat(source))
        #expect(signature.description == expected)
    }

    /// A time and a number on one argument: one argument has one type.
    @Test func aDateUsedAsANumberConflicts() {
        let signature = MessageSignature(Self.messageFormat("{t, time} {t, number}"))
        #expect(signature.arguments.first?.conflictingTypes == [.number])
        #expect(signature.description == "1 t: date (time, also number)")
    }

    /// MessageFormat 2: `.input` declarations, variables in patterns, option values and selectors
    /// are arguments; `.local` names are not (a local's argument is the one its value comes from);
    /// each is typed by the function that annotates it.
    @Test(arguments: [
        (".input {$count :integer}\n.match $count\none {{{$count} file}}\n* {{{$count} files}}",
         "1 count: number (:integer); count: plural on 1"),
        ("Hello {$name}, you have {$n :number minimumFractionDigits=$digits} points",
         "1 name: any, 2 n: number (:number), 3 digits: any"),
        (".local $n = {$count :offset subtract=1}\n.match $n\n0 {{{$host} alone}}\none {{{$host} and one other}}\n* {{{$host} and {$n} others}}",
         "1 count: number (:offset), 2 host: any; n: plural on 1"),
        (".input {$g :string}\n.match $g\nfemale {{She}}\n* {{They}}", "1 g: keyword (:string); g: select on 1"),
        (".input {$place :number select=ordinal}\n.match $place\none {{{$place}st}}\n* {{{$place}th}}", "1 place: number (:number); place: ordinal on 1"),
        ("Sent {$when :datetime dateStyle=long}", "1 when: date (:datetime)"),
        ("{#link href=$url}here{/link} {$x :my:thing}", "1 url: any, 2 x: any (:my:thing)"),
        (".local $label = {|fixed| :string}\n{{{$label}}}", "no arguments"),
        ("No arguments at all", "no arguments"),
    ])
    func messageFormat2ArgumentsAndSelectors(source: String, expected: String) {
        let signature = MessageSignature(Self.messageFormat2(source))
        #expect(signature.description == expected)
        #expect(signature.defects.isEmpty)
    }

    /// A selector's forms as the file names them: `*` is `other`, a number is an exact value.
    @Test func messageFormat2SelectorsListTheirKeys() {
        let signature = MessageSignature(Self.messageFormat2(".input {$n :number}\n.match $n\n0 {{none}}\none {{one}}\n* {{{$n}}}"))
        #expect(signature.variables.map(\.forms) == [["=0", "one", "other"]])
        let shown = signature.argument(at: 1)?.shownAs
        #expect(shown == [.number])
    }

    /// A text that does not parse has no arguments to list, and says why.
    @Test func aMessageFormat2SyntaxErrorIsADefect() {
        let signature = MessageSignature(Self.messageFormat2(".match {oops"))
        #expect(signature.arguments.isEmpty)
        #expect(signature.defects.count == 1)
    }

    /// `:integer` in one language and `:number` in another is one call, said two ways: `keys`
    /// shows them apart, lint's comparison of types sees one number.
    @Test func functionsAreTheTypeAsWritten() {
        let english = MessageSignature(Self.messageFormat2(".input {$n :integer}\n.match $n\none {{a}}\n* {{b}}"))
        let russian = MessageSignature(Self.messageFormat2(".input {$n :number}\n.match $n\none {{a}}\nfew {{b}}\n* {{c}}"))
        #expect(english != russian)
        #expect(english.types == russian.types)
    }

    /// The same message in each format takes the same arguments: an MF1 table converted to MF2
    /// reads back with every argument it had, of the same type.
    @Test func aConvertedTableKeepsItsArguments() throws {
        let table = try MessageTable.load(contentsOf: Fixtures.url("MessageFormatLint/Issue31"))
        let converted = try convert(table, to: .messageformat2).table
        var compared = 0
        for key in table.keys {
            for language in table.languages {
                guard let original = table.message(forKey: key, language: language),
                      let message = converted.message(forKey: key, language: language) else { continue }
                let before = MessageSignature(original), after = MessageSignature(message)
                // By name: MF2 binds values in its own order of first appearance (`.input`s first).
                let typesBefore = Dictionary(uniqueKeysWithValues: before.arguments.map { ($0.name ?? "", $0.type) })
                let typesAfter = Dictionary(uniqueKeysWithValues: after.arguments.map { ($0.name ?? "", $0.type) })
                #expect(typesBefore == typesAfter, "\(key) [\(language)]: \(before) → \(after)")
                #expect(before.variables.map(\.kind) == after.variables.map(\.kind), "\(key) [\(language)]: \(before) → \(after)")
                compared += 1
            }
        }
        #expect(compared > 20)
    }
}
