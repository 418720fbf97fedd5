import Foundation
import ICUPlural
@testable import PluralMessages
import Testing
import TestSupport

/// Every tree fixture, written in each Apple format and read back, then written in the other and
/// read back again: every key × language × call renders the same as the original, except what the
/// writer reported as lost.
extension MessageFileFormat {
    /// MessageFormat, MessageFormat 2, Flutter ARB or i18next: no argument types, arguments by name.
    var isMessageFormat: Bool { self == .messageformat || self == .messageformat2 || self == .arb || self == .i18next }
}

@Suite struct AppleConversionTests {
    // PO (issue 40) writes printf texts as gettext shows them (C's ungrouped digits, no variables):
    // its conversions are checked in GettextTests, not yet against every catalog this suite makes.
    @Test(arguments: ConversionFixtures.trees, MessageFileFormat.allCases.filter { $0 != .android && $0 != .po })
    func rendersTheSameAfterConversionAndBack(tree: String, format: MessageFileFormat) throws {
        let original = try ConversionFixtures.table(tree)
        let (converted, written) = try convert(original, to: format)
        // Back to the format the fixture is in.
        let origin: MessageFileFormat = tree.hasSuffix(".xcstrings") ? .xcstrings : tree == "MessageFormat" ? .messageformat : .stringsdict
        let back = try convert(converted, to: origin)
        let notes = Dictionary(grouping: written.notes) { "\($0.key)\u{0}\($0.language)" }
        let notesBack = Dictionary(grouping: written.notes + back.written.notes) { "\($0.key)\u{0}\($0.language)" }
        // Messages the target cannot say at all (not written, and noted so).
        let unreadable = Set(written.notes.filter {
            switch $0.kind {
            case .unreadable, .unwritableCharacter: true
            case let .arb(note): note.leavesMessageOut
            default: false
            }
        }.map { "\($0.key)\u{0}\($0.language)" })
        var compared = 0
        for language in original.languages {
            for (key, message) in original.messages[language] ?? [:] {
                let id = "\(key)\u{0}\(language)"
                if unreadable.contains(id) { continue }
                #expect(converted.message(forKey: key, language: language) != nil, "\(tree) → \(format): '\(key)' [\(language)] was dropped")
                // A caller by name binds the printf arguments by the names the writer gave them.
                var names = MessageTableWriter(rulesProvider: ICUPluralRulesProvider()).messageFormatArgumentNames(of: message, in: original)
                // i18next takes values by name only (`t(key, {count, name})`), the plural's number as `count`.
                var own = notes[id] ?? []
                if format == .i18next {
                    for case let .i18nextCount(name) in own.map(\.kind) { names = names.mapValues { $0 == name ? "count" : $0 } }
                    own.removeAll { if case .i18nextCount = $0.kind { true } else { false } }
                }
                let written = converted.message(forKey: key, language: language)
                func byName(_ call: MessageCall) -> RenderOutcome {
                    guard format.isMessageFormat, origin != .messageformat || format == .i18next, let written, !written.argumentNames.isEmpty else { return RenderOutcome.of(written, call) }
                    return RenderOutcome.of(written, call, names: names)
                }
                // A text whose '%'s read as percent signs is meant to be used without arguments;
                // MessageFormat keeps it as that text.
                let readsAsText = { if case let .text(text) = message.body { text.readsAsTextWithoutArguments } else { false } }()
                let calls = readsAsText && format.isMessageFormat ? [MessageCall(arguments: [])] : MessageCalls.calls(for: message)
                for call in calls {
                    let expected = RenderOutcome.of(message, call)
                    // MessageFormat has no argument types: what printf refuses (1.5 for %d) it shows.
                    let typeChecked = !format.isMessageFormat || expected != .failure
                    if typeChecked, call.survives(own) {
                        // A caller by position passes the values as printf takes them.
                        if format != .i18next {
                            let there = RenderOutcome.of(written, call)
                            #expect(there == expected, "\(tree) → \(format): '\(key)' [\(language)] \(call)")
                        }
                        #expect(byName(call) == expected, "\(tree) → \(format): '\(key)' [\(language)] \(call) by name")
                        compared += 1
                    }
                    // MessageFormat binds values by order of first appearance: a loss that removes an
                    // argument (a gender shown as its 'other' form) moves the others.
                    let backNotes = notesBack[id] ?? []
                    let keepsArguments = origin != .messageformat || backNotes.allSatisfy { if case .integerArgument = $0.kind { true } else { false } }
                    if typeChecked, keepsArguments, call.survives(backNotes) {
                        let andBack = RenderOutcome.of(back.table.message(forKey: key, language: language), call)
                        #expect(andBack == expected, "\(tree) → \(format) and back: '\(key)' [\(language)] \(call)")
                    }
                }
            }
        }
        #expect(compared > 0)
    }

    /// The losses of the fixtures, each reported for its key and language.
    @Test func reportsWhatAppleFormatsCannotSay() throws {
        let writer = MessageTableWriter(rulesProvider: ICUPluralRulesProvider())
        let catalog = writer.write(Fixtures.tables, as: .xcstrings).notes
        #expect(catalog.contains(ConversionNote(key: "welcome", language: "en", kind: .widthVariants(written: 50))))
        let gender = writer.write(try ConversionFixtures.table("Gender"), as: .xcstrings).notes
        #expect(gender.contains { $0.language == "ru" && { if case .genderVariable = $0.kind { true } else { false } }($0) })
        // Device variants and plural forms survive both Apple formats.
        #expect(!catalog.contains { if case .deviceVariants = $0.kind { true } else { false } })
        // What a .stringsdict cannot keep of the catalog is its translation states.
        #expect(writer.write(Fixtures.catalog, as: .stringsdict).notes.map(\.description) == [
            "Save [de]: the translation state 'needs_review' has no place in this format; the text was written as translated",
            "Save [ru]: the translation state 'new' has no place in this format; the text was written as translated",
        ])
    }
}

@Suite struct CatalogWriterTests {
    /// Written as Xcode writes catalogs: sorted keys, `"key" : value`, two-space indentation.
    @Test func writesXcodeLayout() throws {
        let writer = MessageTableWriter(rulesProvider: ICUPluralRulesProvider())
        let data = try #require(writer.write(Fixtures.catalog, as: .xcstrings).files["Localizable.xcstrings"])
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"))
        #expect(text.hasSuffix("\n  },\n  \"version\" : \"1.0\"\n}"))
        #expect(text.contains("\"argNum\" : 2,\n              \"formatSpecifier\" : \"lld\","))
        #expect(try JSONSerialization.jsonObject(with: data) is [String: Any])
    }

    /// A catalog read, written and read again is the same table (bodies, variables, states, comments).
    @Test(arguments: ["Catalog/Localizable.xcstrings", "Lint/FalseAlarmCatalog/Localizable.xcstrings", "CatalogMetadata/Localizable.xcstrings"])
    func catalogReadsBackEqual(path: String) throws {
        let original = try ConversionFixtures.table(path)
        let (read, _) = try convert(original, to: .xcstrings)
        #expect(read.languages == original.languages)
        #expect(read.developmentLanguage == original.developmentLanguage)
        for language in original.languages {
            for (key, message) in original.messages[language] ?? [:] {
                let copy = read.message(forKey: key, language: language)
                #expect(copy?.body == message.body, "\(key) [\(language)]")
                #expect(copy?.variables == message.variables, "\(key) [\(language)]")
                #expect(copy?.comment == message.comment, "\(key) [\(language)]")
                #expect((copy?.state ?? "translated") == (message.state ?? "translated"), "\(key) [\(language)]")
            }
        }
    }

    /// Writing what was written changes nothing.
    @Test(arguments: ConversionFixtures.trees)
    func writingIsStable(tree: String) throws {
        let writer = MessageTableWriter(rulesProvider: ICUPluralRulesProvider())
        for format in [MessageFileFormat.xcstrings, .stringsdict] {
            let (read, written) = try convert(try ConversionFixtures.table(tree), to: format)
            let again = writer.write(read, as: format)
            #expect(again.files == written.files, "\(tree) as \(format)")
        }
    }
}

@Suite struct StringsdictWriterTests {
    @Test func writesPlainEntriesToStringsAndTheRestToStringsdict() throws {
        let writer = MessageTableWriter(rulesProvider: ICUPluralRulesProvider())
        let files = writer.write(Fixtures.tables, as: .stringsdict).files
        let strings = try #require(files["en.lproj/Localizable.strings"])
        #expect(String(decoding: strings, as: UTF8.self).contains("\"greeting\" = \"Hello, %@!\";\n"))
        let plist = try #require(files["ru.lproj/Localizable.stringsdict"])
        let root = try #require(try PropertyListSerialization.propertyList(from: plist, format: nil) as? [String: Any])
        #expect(root["distance"] != nil)
        #expect(root["greeting"] == nil)
        // The legacy keys become .stringsdict plural messages.
        let legacy = writer.write(try ConversionFixtures.table("Legacy"), as: .stringsdict).files
        let legacyData = try #require(legacy["ru.lproj/Localizable.stringsdict"])
        let legacyRoot = try #require(try PropertyListSerialization.propertyList(from: legacyData, format: nil) as? [String: Any])
        #expect(legacyRoot["%d Person"] != nil)
    }

    /// Written entries read back through Foundation as the same strings.
    @Test(arguments: ["plain", "quote \"x\"", "back\\slash", "line\nbreak\ttab\r", "bell\u{7}", "ünï 😀", "/* not a comment */", "%d%%"].map(EscapedText.init))
    func escapesStrings(value: EscapedText) throws {
        let value = value.text
        let text = StringsdictWriter.stringsTable([(key: "k \"\(value)\"", value: value, comment: "note */ here")])
        let table = try #require(try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: String])
        #expect(table == ["k \"\(value)\"": value])
    }
}

/// Every tree fixture written as MessageFormat: each file parses (this package's parser and ICU's),
/// and ICU's MessageFormat renders every key × language × call as the original renders it, except
/// what the writer reported as lost.
@Suite struct MessageFormatConversionTests {
    @Test(arguments: ConversionFixtures.trees)
    func icuRendersTheSameAsTheOriginal(tree: String) throws {
        let original = try ConversionFixtures.table(tree)
        let writer = MessageTableWriter(rulesProvider: ICUPluralRulesProvider())
        let written = writer.write(original, as: .messageformat)
        let notes = Dictionary(grouping: written.notes) { "\($0.key)\u{0}\($0.language)" }
        var compared = 0
        for language in original.languages {
            let data = try #require(written.files["\(language).json"])
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: String])
            for (key, message) in original.messages[language] ?? [:] {
                let id = "\(key)\u{0}\(language)"
                guard let pattern = object[key] else {
                    #expect(notes[id]?.contains { if case .unreadable = $0.kind { true } else { false } } == true, "\(tree): '\(key)' [\(language)] was dropped")
                    continue
                }
                if case let .text(text) = message.body, text.messageFormatError != nil {
                    // A MessageFormat text that does not parse is written back as it was.
                    #expect(pattern == text.source)
                    continue
                }
                #expect(throws: Never.self, "\(tree): '\(key)' [\(language)] \(pattern)") { try MessageFormatPattern(parsing: pattern) }
                let format = try ICUMessageFormat(pattern, renderersDigitsFor: language)
                let names = writer.messageFormatArgumentNames(of: message, in: original)
                // A text whose '%'s read as percent signs is meant to be used without arguments.
                let readsAsText = { if case let .text(text) = message.body { text.readsAsTextWithoutArguments } else { false } }()
                let calls = readsAsText ? [MessageCall(arguments: [])] : MessageCalls.calls(for: message)
                for call in calls where call.device == nil && call.width == nil {
                    guard case let .text(expected) = RenderOutcome.of(message, call), call.survives(notes[id] ?? []) else { continue }
                    var values: [String: ICUMessageFormat.Argument] = [:]
                    for (index, argument) in call.arguments.enumerated() {
                        guard let name = names[index + 1] else { continue }
                        values[name] = Self.icuArgument(argument)
                    }
                    let rendered = try? format.format(values)
                    #expect(rendered == expected, "\(tree): '\(key)' [\(language)] \(call): \(pattern)")
                    // By position, as the command binds them: numbered arguments by number.
                    let order = MessageSyntax.icuMessageFormat.positionalOrder(format.arguments.map(\.name))
                    let positional = Dictionary(zip(order, call.arguments.map(Self.icuArgument)), uniquingKeysWith: { first, _ in first })
                    #expect((try? format.format(positional)) == expected, "\(tree): '\(key)' [\(language)] \(call) by position: \(pattern)")
                    compared += 1
                }
            }
        }
        #expect(compared > 0)
    }

    static func icuArgument(_ argument: MessageArgument) -> ICUMessageFormat.Argument {
        switch argument {
        case let .integer(value): .number(PluralDecimal(value))
        case let .decimal(value): .number(value)
        case let .floatingPoint(value): .double(value)
        case let .string(text): .text(text)
        }
    }

    @Test func reportsWhatMessageFormatCannotSay() throws {
        let writer = MessageTableWriter(rulesProvider: ICUPluralRulesProvider())
        let notes = writer.write(Fixtures.tables, as: .messageformat).notes
        #expect(notes.contains(ConversionNote(key: "welcome", language: "en", kind: .widthVariants(written: 50))))
        #expect(notes.contains(ConversionNote(key: "tap_action", language: "en", kind: .deviceVariants(written: "other", dropped: ["iphone", "mac"]))))
        #expect(notes.contains(ConversionNote(key: "distance", language: "en", kind: .formSelectedByShownDigits(variable: "km", conversion: "%.1f"))))
    }

    @Test func writesPluralsWithPoundAndZeroAsExactValue() throws {
        let writer = MessageTableWriter(rulesProvider: ICUPluralRulesProvider())
        let files = writer.write(Fixtures.tables, as: .messageformat).files
        let data = try #require(files["en.json"])
        let english = try #require(try JSONSerialization.jsonObject(with: data) as? [String: String])
        #expect(english["files_selected"] == "{num_files_are, plural, =0 {No file is} one {A file is} other {# files are}} selected")
        // "%1$@: %3$#@geese@ landed on %2$#@fields@": named, the geese would take the second value given by position.
        #expect(english["geese_landed"] == "{0}: {2, plural, one {# goose} other {# geese}} landed on {1, plural, one {# field} other {# fields}}")
        #expect(english["distance"] == "{km, plural, one {{km, number, ::.0} kilometer} other {{km, number, ::.0} kilometers}}")
    }
}

/// Literal text survives MessageFormat quoting, through ICU's parser, at the top and inside a plural form.
@Suite struct MessageFormatEscapingTests {
    @Test(arguments: ["it's", "{x}", "#{x}", "'{", "{'", "#'#", "''", "a}b{c", "'#'", "{{'}}", "# and ' and {", "plain"])
    func quotedTextRendersAsWritten(text: String) throws {
        let top = try ICUMessageFormat(MessageFormatText.escaped(text, inPlural: false), localeIdentifier: "en")
        #expect(try top.format([String: ICUMessageFormat.Argument]()) == text)
        let inPlural = try ICUMessageFormat("{n, plural, other {\(MessageFormatText.escaped(text, inPlural: true))}}", localeIdentifier: "en")
        #expect(try inPlural.format(["n": 5]) == text)
        #expect(throws: Never.self) { try MessageFormatPattern(parsing: MessageFormatText.escaped(text, inPlural: false)) }
    }
}

/// Comments and states travel with their messages.
@Suite struct CommentAndStateTests {
    static let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "greeting": {"comment": "Shown on launch */ with a slash", "localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "Hello"}},
            "de": {"stringUnit": {"state": "needs_review", "value": "Hallo"}}}}}}
        """

    @Test func commentsAndStatesSurvive() throws {
        var table = MessageTable(name: "Localizable")
        try table.add(contentsOf: Data(Self.catalog.utf8), kind: .xcstrings, language: nil)
        #expect(table.message(forKey: "greeting", language: "en")?.comment == "Shown on launch */ with a slash")
        let writer = MessageTableWriter(rulesProvider: ICUPluralRulesProvider())
        let (read, _) = try convert(table, to: .xcstrings)
        #expect(read.message(forKey: "greeting", language: "de")?.comment == "Shown on launch */ with a slash")
        #expect(read.message(forKey: "greeting", language: "de")?.state == "needs_review")
        let strings = try #require(writer.write(table, as: .stringsdict).files["de.lproj/Localizable.strings"])
        let text = String(decoding: strings, as: UTF8.self)
        #expect(text.hasPrefix("/* Shown on launch * / with a slash */\n\"greeting\" = \"Hallo\";\n"))
        #expect(try PropertyListSerialization.propertyList(from: strings, format: nil) as? [String: String] == ["greeting": "Hallo"])
    }

    /// Found by the ConvertRoundTrip fuzz target: a key with a comment and no localization (Xcode
    /// writes many) lost its comment when written as a catalog.
    @Test func theCommentOfAKeyWithoutLocalizationsSurvives() throws {
        var table = MessageTable(name: "Localizable")
        let catalog = #"{"sourceLanguage": "en", "version": "1.0", "strings": {"Cancel": {"comment": "The button"}}}"#
        try table.add(contentsOf: Data(catalog.utf8), kind: .xcstrings, language: nil)
        #expect(table.message(forKey: "Cancel", language: "en")?.comment == "The button")
        let (read, _) = try convert(table, to: .xcstrings)
        #expect(read.message(forKey: "Cancel", language: "en")?.comment == "The button")
    }

    @Test func stringsCommentsAreReadAndWritten() throws {
        let text = "/* Header */\n\n/* Greets the user */\n\"greeting\" = \"Hello\";\n\"bare\" = \"No comment\";\n// Line note\n\"line\" = \"x\";\n"
        var table = MessageTable(name: "Localizable")
        try table.add(contentsOf: Data(text.utf8), kind: .strings, language: "en")
        #expect(table.message(forKey: "greeting", language: "en")?.comment == "Greets the user")
        #expect(table.message(forKey: "bare", language: "en")?.comment == nil)
        #expect(table.message(forKey: "line", language: "en")?.comment == "Line note")
        let (catalog, _) = try convert(table, to: .xcstrings)
        #expect(catalog.message(forKey: "greeting", language: "en")?.comment == "Greets the user")
        let (strings, _) = try convert(catalog, to: .stringsdict)
        #expect(strings.message(forKey: "line", language: "en")?.comment == "Line note")
    }
}
