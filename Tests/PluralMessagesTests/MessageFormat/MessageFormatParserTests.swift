@testable import PluralCore
@testable import PluralMessages
import Testing

/// The parse as a compact text: text in quotes, `{name}`, `{name|style}`, `#`, and choices as
/// `{name kind offset:N sel[…] …}`.
func dump(_ nodes: [MessageFormatNode]) -> String {
    nodes.map { node in
        switch node {
        case let .text(text): "\"\(text)\""
        case let .argument(argument): argument.style.map { "{\(argument.name)|\($0)}" } ?? "{\(argument.name)}"
        case .number: "#"
        case let .choice(choice):
            "{\(choice.argument) \(choice.kind.rawValue)" + (choice.pluralOffset != 0 ? " offset:\(choice.pluralOffset)" : "")
                + choice.options.map { " \($0.selector)[\(dump($0.message))]" }.joined() + "}"
        }
    }.joined()
}

/// Cases checked against ICU 72 (python3-icu's `MessageFormat`), which reads each the same way.
@Suite struct MessageFormatParserTests {
    static let parses: [(source: String, parse: String)] = [
        ("Hello", "\"Hello\""),
        ("It''s {0}", "\"It's \"{0}"),
        // A lone apostrophe before anything but a brace (or '#' in a plural) is literal.
        ("It's {0}", "\"It's \"{0}"),
        ("'{0}'", "\"{0}\""),
        ("'{0}", "\"{0}\""),
        ("''{0}''", "\"'\"{0}\"'\""),
        ("'{'{0}'}'", "\"{\"{0}\"}\""),
        ("'{it''s}'", "\"{it's}\""),
        ("a'", "\"a'\""),
        ("a '|' b", "\"a '|' b\""),
        // '#' is the number only in plural sub-messages; quoted there, it is text.
        ("'#' {0} #", "\"'#' \"{0}\" #\""),
        ("{0,plural,other{'#' #}}", "{0 plural other[\"# \"#]}"),
        ("{0,plural,other{a'b #}}", "{0 plural other[\"a'b \"#]}"),
        ("{0,plural,other{'}' # '#'}}", "{0 plural other[\"} \"#\" #\"]}"),
        ("{0,plural,other{it''s #}}", "{0 plural other[\"it's \"#]}"),
        ("{0,select,other{#}}", "{0 select other[\"#\"]}"),
        ("{0,plural,other{{1,select,x{# in}other{#}}}}", "{0 plural other[{1 select x[\"# in\"] other[\"#\"]}]}"),
        // A '}' without its '{' at the top level is text.
        ("{0}}", "{0}\"}\""),
        ("}", "\"}\""),
        ("{ 0 , plural , one {x} other {# y} }", "{0 plural one[\"x\"] other[#\" y\"]}"),
        ("{é}", "{é}"),
        ("{count, number}", "{count|number}"),
        ("{n,number,  integer }", "{n|number, integer}"),
        ("{n,NUMBER,Percent}", "{n|number, percent}"),
        ("{n, number, ::  .00  group-off}", "{n|number, ::.00 group-off}"),
        ("{n,Plural,other{y}}", "{n plural other[\"y\"]}"),
        ("{n,  selectordinal  ,one{#st} other{#th}}", "{n selectordinal one[#\"st\"] other[#\"th\"]}"),
        ("{n, plural, offset:1 =0 {nobody} =1 {only you} one {you and # other} other {you and # others}}",
         "{n plural offset:1 =0[\"nobody\"] =1[\"only you\"] one[\"you and \"#\" other\"] other[\"you and \"#\" others\"]}"),
        ("{n,plural,offset: 2 other{#}}", "{n plural offset:2 other[#]}"),
        ("{n,plural,=-1{z} =1.5{h} other{#}}", "{n plural =-1[\"z\"] =1.5[\"h\"] other[#]}"),
        // ICU keeps unknown plural keywords and repeated selectors (the first wins).
        ("{n,plural,foo{a}other{c}}", "{n plural foo[\"a\"] other[\"c\"]}"),
        ("{n,plural,one{a}one{b}other{c}}", "{n plural one[\"a\"] one[\"b\"] other[\"c\"]}"),
        ("{g,select,Other{x} other{y}}", "{g select Other[\"x\"] other[\"y\"]}"),
        ("{g, select, female {{n, plural, one {her # file} other {her # files}}} other {{n, plural, one {# file} other {# files}}}}",
         "{g select female[{n plural one[\"her \"#\" file\"] other[\"her \"#\" files\"]}] other[{n plural one[#\" file\"] other[#\" files\"]}]}"),
        ("{n,plural,other{}}", "{n plural other[]}"),
    ]

    @Test(arguments: parses)
    func parsesAsICUDoes(_ example: (source: String, parse: String)) throws {
        let pattern = try MessageFormatPattern(parsing: example.source)
        #expect(dump(pattern.nodes) == example.parse)
    }

    static let errors: [(source: String, offset: Int, kind: MessageFormatSyntaxError.Kind, mentions: String)] = [
        ("{0", 0, .syntax, "not closed"),
        ("ab {0,plural,one{x}other{y}", 3, .syntax, "not closed"),
        ("{0,plural,one{x}}", 0, .missingOther, "'other'"),
        ("{0,select,a{x}}", 0, .missingOther, "'other'"),
        ("{0,plural,}", 0, .missingOther, "'other'"),
        ("{0,plural,other}", 10, .syntax, "sub-message"),
        ("{0,plural,other{c}x}", 18, .syntax, "sub-message"),
        ("{}", 1, .syntax, "name"),
        ("{01}", 1, .syntax, "leading zeros"),
        ("{32768}", 1, .syntax, "argument number"),
        ("{00}", 1, .syntax, "leading zeros"),
        ("{a b}", 3, .syntax, "after the argument name"),
        ("{a-b}", 2, .syntax, "after the argument name"),
        ("{0,plural,offset :1 other{#}}", 10, .syntax, "sub-message"),
        ("{0,plural,= 0{z} other{#}}", 10, .syntax, "'='"),
        ("{0,plural,one{x} offset:1 other{y}}", 17, .syntax, "before the options"),
        ("{0,select,=1{x} other{y}}", 10, .syntax, "selector"),
        ("{0,plural}", 9, .syntax, "options"),
        ("{0,select,other{'#'}}", 15, .syntax, "not closed"),
        ("{0,date}", 3, .unsupported, "date"),
        ("{0,time,short}", 3, .unsupported, "time"),
        ("{0,choice,0#a|1#b}", 3, .unsupported, "choice"),
        ("{0,spellout}", 3, .unsupported, "spellout"),
        ("{0,foo}", 3, .unknownArgumentType, "unknown argument type"),
        ("{0,number,currency}", 10, .unsupported, "currency"),
        ("{0,number,#,##0.00}", 10, .unsupported, "number patterns"),
        ("{0,number,::currency/USD}", 10, .unsupported, "currency/USD"),
        ("{0,number,::integer-width/000}", 10, .unsupported, "integer-width/000"),
        ("{0,plural,offset:1.5 other{#}}", 17, .unsupported, "integer offsets"),
        ("{0,plural,=1e3{x} other{#}}", 11, .unsupported, "1e3"),
        // Offsets count Unicode scalars: "👍🏽" is two, "é" written as e + U+0301 is two.
        ("👍🏽 e\u{301} {0", 6, .syntax, "not closed"),
    ]

    /// ICU reads an identifier as a number only when it is all digits: `{9amTime}` is a name
    /// (mattermost-mobile's `{9amTime}` parses in ICU 72 and was an error here).
    @Test(arguments: ["9amTime", "1a", "0abc"])
    func readsADigitLedIdentifierAsAName(_ name: String) throws {
        let pattern = try MessageFormatPattern(parsing: "at {\(name)}")
        #expect(pattern.argumentNames == [name])
    }

    @Test(arguments: errors)
    func refusesWithAPosition(_ example: (source: String, offset: Int, kind: MessageFormatSyntaxError.Kind, mentions: String)) {
        #expect(throws: MessageFormatSyntaxError.self) { try MessageFormatPattern(parsing: example.source) }
        do {
            _ = try MessageFormatPattern(parsing: example.source)
        } catch {
            #expect(error.offset == example.offset, "\(error)")
            #expect(error.kind == example.kind, "\(error)")
            #expect(error.reason.contains(example.mentions), "\(error)")
        }
    }

    @Test func boundsTheNestingDepth() throws {
        func nested(_ depth: Int) -> String {
            String(repeating: "{n,select,other{", count: depth) + "x" + String(repeating: "}}", count: depth)
        }
        let deepest = try MessageFormatPattern(parsing: nested(MessageFormatPattern.maximumNestingDepth))
        #expect(deepest.argumentNames == ["n"])
        do {
            _ = try MessageFormatPattern(parsing: nested(MessageFormatPattern.maximumNestingDepth + 1))
            Issue.record("nesting past the bound was read")
        } catch {
            #expect(error.kind == .bound)
            #expect(error.reason.contains("MessageFormatPattern.maximumNestingDepth"))
            #expect(error.offset == 16 * MessageFormatPattern.maximumNestingDepth)
        }
    }

    @Test func boundsTheLength() throws {
        let longest = String(repeating: "a", count: MessageFormatPattern.maximumLength)
        #expect(try MessageFormatPattern(parsing: longest).nodes == [.text(longest)])
        do {
            _ = try MessageFormatPattern(parsing: longest + "b")
            Issue.record("a text past the bound was read")
        } catch {
            #expect(error.kind == .bound)
            #expect(error.reason.contains("MessageFormatPattern.maximumLength"))
        }
    }

    /// Numbered arguments by number (as ICU binds values given by position), then names in order of first appearance.
    @Test func listsArgumentNamesInOrderOfFirstAppearance() throws {
        let pattern = try MessageFormatPattern(parsing: "{who} has {n, plural, one {# photo of {who}} other {# photos in {album}}} {n} {0}")
        #expect(pattern.argumentNames == ["0", "who", "n", "album"])
    }

    @Test func readsSkeletons() throws {
        let pattern = try MessageFormatPattern(parsing: "{n, number, ::.0# integer-width/*000 sign-always group-off}")
        guard case let .argument(argument) = pattern.nodes.first, case let .skeleton(skeleton) = argument.style else {
            Issue.record("no skeleton: \(pattern.nodes)")
            return
        }
        #expect(skeleton.minimumFractionDigits == 1)
        #expect(skeleton.maximumFractionDigits == 2)
        #expect(skeleton.minimumIntegerDigits == 3)
        #expect(skeleton.signAlways)
        #expect(!skeleton.grouping)
        let integer = try MessageFormatPattern(parsing: "{n, number, ::precision-integer}")
        guard case let .argument(whole) = integer.nodes.first, case let .skeleton(rounded) = whole.style else { return }
        #expect(rounded.maximumFractionDigits == 0)
    }
}
