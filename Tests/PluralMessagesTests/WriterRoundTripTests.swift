import Foundation
import ICUPlural
@testable import PluralMessages
import Testing
import TestSupport

/// Whatever a writer writes, the readers read back (issue 19): messages with hostile text (NUL and
/// other controls, noncharacters, quotes, backslashes, `%`, braces and apostrophes, bidi marks,
/// very long texts) written in every format render the same when read back, with the same
/// comment where the format keeps comments, or are refused with a note; a NUL never makes a
/// whole file unreadable.
@Suite struct WriterRoundTripTests {
    /// Pieces hostile to one format or another.
    static let fragments = [
        "\u{0}", "\u{1}", "\u{8}", "\u{B}", "\u{C}", "\u{1B}", "\u{1F}", "\u{7F}", "\u{85}", "\u{9F}", "\u{FFFE}", "\u{FFFF}", "\u{FEFF}",
        "\"", "\\", "\\U0041", "\\n", "%", "%%", "%d", "%@", "%1$@", "%#@x@", "{", "}", "{0}", "'", "''", "'{'", "#",
        "\u{202E}", "\u{200F}", "\u{2028}", "\u{2029}", "\r", "\r\n", "\n", "\t", " ", "*/", "/*", "//", "&amp;", "<", "]]>", "<!--",
        "😀", "e\u{301}", "=", ";", "$", "plain", "word ", "\u{10FFFF}", "\u{E000}",
    ]

    /// A deterministic generator (SplitMix64), so a failure repeats.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static func text(_ generator: inout Generator, long: Bool = false) -> String {
        let count = Int.random(in: 0...6, using: &generator)
        var text = (0..<count).map { _ in fragments.randomElement(using: &generator)! }.joined()
        if long { text += String(repeating: "long text ", count: 7_000) + text }
        return text
    }

    /// A catalog of messages of each shape (plain with a comment, a plural variation, a
    /// substitution) in English and Russian, from hostile texts.
    static func catalog(seed: UInt64) throws -> Data {
        var generator = Generator(state: seed)
        func unit(_ value: String) -> [String: Any] { ["stringUnit": ["state": "translated", "value": value]] }
        var strings: [String: Any] = [:]
        for index in 0..<6 {
            var localizations: [String: Any] = [:]
            for language in ["en", "ru"] {
                switch index % 3 {
                case 0:
                    localizations[language] = unit(text(&generator, long: seed % 7 == 0 && index == 0))
                case 1:
                    let forms = ["one", "few", "many", "other"].reduce(into: [String: Any]()) { forms, form in
                        forms[form] = unit("%lld " + text(&generator))
                    }
                    localizations[language] = ["variations": ["plural": forms]]
                default:
                    let forms = ["one", "other"].reduce(into: [String: Any]()) { forms, form in
                        forms[form] = unit("%arg " + text(&generator))
                    }
                    localizations[language] = unit(text(&generator) + " %#@n@ " + text(&generator)).merging([
                        "substitutions": ["n": ["argNum": 1, "formatSpecifier": "lld", "variations": ["plural": forms]]],
                    ]) { $1 }
                }
            }
            let key = "k\(index) " + text(&generator)
            strings[key] = ["comment": text(&generator), "localizations": localizations]
        }
        return try JSONSerialization.data(withJSONObject: ["sourceLanguage": "en", "version": "1.0", "strings": strings])
    }

    /// What a comment reads back as in a `.strings` file: its reader trims it.
    static func shownComment(_ comment: String?, trimmed: Bool) -> String? {
        guard trimmed else { return comment }
        let text = comment?.trimmingCharacters(in: .whitespacesAndNewlines)
        return text?.isEmpty == true ? nil : text
    }

    // PO (issue 40) writes printf texts as gettext shows them (C's ungrouped digits, no variables):
    // its conversions are checked in GettextTests, not yet against every catalog this suite makes.
    @Test(arguments: MessageFileFormat.allCases.filter { $0 != .android && $0 != .po }, 0..<40)
    func hostileTextReadsBackOrIsRefused(format: MessageFileFormat, seed: UInt64) throws {
        var original = MessageTable(name: "Localizable")
        try original.add(contentsOf: try Self.catalog(seed: seed), kind: .xcstrings, language: nil)
        let (read, written) = try convert(original, to: format)
        let notes = Dictionary(grouping: written.notes) { "\($0.key)\u{0}\($0.language)" }
        var compared = 0, refused = 0
        for language in original.languages {
            for (key, message) in original.messages[language] ?? [:] {
                let own = notes["\(key)\u{0}\(language)"] ?? []
                if own.contains(where: Self.refuses) {
                    #expect(read.message(forKey: key, language: language) == nil, "\(format) \(seed): refused '\(key)' [\(language)] was written")
                    refused += 1
                    continue
                }
                let copy = read.message(forKey: key, language: language)
                #expect(copy != nil, "\(format) \(seed): '\(key.debugDescription)' [\(language)] lost without a note: \(own)")
                guard let copy else { continue }
                if case .invalid = copy.body {
                    Issue.record("\(format) \(seed): '\(key.debugDescription)' [\(language)] reads back invalid: \(copy.body)")
                }
                let keepsComments = format == .xcstrings || copy.origin.kind == .strings
                if keepsComments, !own.contains(where: { if case .commentChanged = $0.kind { true } else { false } }) {
                    let trimmed = copy.origin.kind == .strings
                    #expect(Self.shownComment(copy.comment, trimmed: trimmed) == Self.shownComment(message.comment, trimmed: trimmed),
                            "\(format) \(seed): comment of '\(key.debugDescription)' [\(language)]")
                }
                for call in MessageCalls.calls(for: message) where call.device == nil && call.width == nil && call.survives(own) {
                    let expected = RenderOutcome.of(message, call), actual = RenderOutcome.of(copy, call)
                    // printf and MessageFormat show numbers differently (grouping, fractions of
                    // `%lld`); the conversion tests compare those. Here: the text around them.
                    if format.isMessageFormat, expected == .failure || !call.arguments.allSatisfy(Self.showsAlike) { continue }
                    #expect(actual == expected, "\(format) \(seed): '\(key.debugDescription)' [\(language)] \(call): \(actual.description.debugDescription), not \(expected.description.debugDescription)")
                    compared += 1
                }
            }
        }
        #expect(compared + refused > 0)
    }

    /// Whether a note says the message was not written.
    static func refuses(_ note: ConversionNote) -> Bool {
        switch note.kind {
        case .unwritableCharacter, .unreadable, .unreadableAsWritten, .tooManyVariants, .notAPOEntry, .emptyKeyIsPOHeader: true
        case let .arb(note): note.leavesMessageOut
        default: false
        }
    }

    /// Whether printf and MessageFormat show an argument alike: a string, or an integer below 1000.
    static func showsAlike(_ argument: MessageArgument) -> Bool {
        switch argument {
        case let .integer(value): (0..<1_000).contains(value)
        case .string: true
        default: false
        }
    }

    /// The issue's two files: a NUL in a comment (written raw, the `.strings` read as UTF-16) and in
    /// a plural form (the `.stringsdict` "not a property list") lost every key of the language.
    @Test func aNulNeverMakesAFileUnreadable() throws {
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "a": {"comment": "c\\u0000x */ y", "localizations": {"en": {"stringUnit": {"state": "translated", "value": "A\\u0000"}}}},
              "b": {"localizations": {"en": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%lld x\\u0000y"}},
                "other": {"stringUnit": {"state": "translated", "value": "%lld z"}}}}}}},
              "c": {"localizations": {"en": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%lld file"}},
                "other": {"stringUnit": {"state": "translated", "value": "%lld files"}}}}}}},
              "d": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "fine"}}}}}}
            """
        var table = MessageTable(name: "Localizable")
        try table.add(contentsOf: Data(catalog.utf8), kind: .xcstrings, language: nil)
        let (read, written) = try convert(table, to: .stringsdict)
        #expect(read.fileErrors.isEmpty)
        #expect(read.message(forKey: "a", language: "en")?.comment == "c\\U0000x * / y")
        #expect(try MessageRenderer(rulesProvider: ICUPluralRulesProvider()).render(try #require(read.message(forKey: "a", language: "en")), arguments: []).text == "A\u{0}")
        #expect(read.message(forKey: "b", language: "en") == nil)
        #expect(read.message(forKey: "c", language: "en") != nil)
        #expect(read.message(forKey: "d", language: "en") != nil)
        #expect(written.notes == [
            ConversionNote(key: "a", language: "en", kind: .commentChanged("control characters are written as \\U escapes, '*/' is written '* /'")),
            ConversionNote(key: "b", language: "en", kind: .unwritableCharacter(codePoint: 0, format: "a .stringsdict (XML)")),
        ])
    }

    /// Foundation's reader (Apple's) reads every `.strings` file written, to the same strings.
    @Test(arguments: fragments.map(EscapedText.init))
    func foundationReadsWrittenStrings(fragment: EscapedText) throws {
        let fragment = fragment.text
        let value = "a\(fragment)b\(fragment)"
        let text = StringsdictWriter.stringsTable([(key: "k\(fragment)", value: value, comment: "c\(fragment)")])
        let table = try #require(try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: String])
        #expect(table == ["k\(fragment)": value])
    }
}
