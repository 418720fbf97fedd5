import Foundation
import ICUPlural
@testable import PluralMessages
import Testing

/// Values given by position bind to a MessageFormat message as ICU binds them (numbered arguments
/// by number), and printf messages written as MessageFormat keep their positional order.
@Suite struct MessageFormatArgumentOrderTests {
    static let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider())
    static let writer = MessageTableWriter(rulesProvider: ICUPluralRulesProvider())

    @Test(arguments: [
        ("{1} から {0}", ["0", "1"]),
        ("{2} and {0}", ["0", "1", "2"]),
        ("{host} {1}", ["0", "1", "host"]),
        ("{1500} {b} {0} {a}", ["0", "1500", "b", "a"]),
        ("{b} {a}", ["b", "a"]),
        ("{1, plural, one {# file {0}} other {# files {0}}}", ["0", "1"]),
    ])
    func numberedArgumentsBindByNumber(source: String, names: [String]) throws {
        #expect(try MessageFormatPattern(parsing: source).argumentNames == names)
        #expect(LocalizedMessage(key: "k", language: "en", messageFormat: source).argumentNames == names)
    }

    /// Both engines bind values given by position to `{0}`, `{1}` by number.
    @Test(arguments: [
        ("{1} から {0}", ["Bob", "Carol"] as [MessageArgument], "Carol から Bob"),
        ("{1, plural, one {# file} other {# files}} from {0}", ["Ann", 1], "1 file from Ann"),
        ("{1, plural, one {# file} other {# files}} from {0}", ["Ann", 5], "5 files from Ann"),
        ("{2} {0}", ["a", "b", "c"], "c a"),
    ])
    func positionalValuesRenderAsICUFormatsThem(source: String, values: [MessageArgument], expected: String) throws {
        let message = LocalizedMessage(key: "k", language: "en", messageFormat: source)
        #expect(try Self.renderer.render(message, arguments: .positional(values)).text == expected)
        let icu = try ICUMessageFormat(source, localeIdentifier: "en")
        #expect(try icu.format(values.map(MessageFormatConversionTests.icuArgument)) == expected)
    }

    /// A table of `.strings` and `.stringsdict` texts in one language.
    static func table(_ languages: [String: (strings: String, stringsdict: String?)]) throws -> MessageTable {
        var table = MessageTable(name: "Localizable")
        for (language, files) in languages.sorted(by: { $0.key < $1.key }) {
            try table.add(contentsOf: Data(files.strings.utf8), kind: .strings, language: language)
            if let stringsdict = files.stringsdict { try table.add(contentsOf: Data(stringsdict.utf8), kind: .stringsdict, language: language) }
        }
        return table
    }

    static func stringsdict(_ key: String, format: String, one: String, other: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict><key>\(key)</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>\(format)</string>
        <key>photos</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>\(one)</string><key>other</key><string>\(other)</string></dict>
        </dict></dict></plist>
        """
    }

    static func written(_ table: MessageTable) throws -> [String: [String: String]] {
        let files = writer.write(table, as: .messageformat).files
        var result: [String: [String: String]] = [:]
        for (path, data) in files {
            result[String(path.dropLast(".json".count))] = try JSONSerialization.jsonObject(with: data) as? [String: String]
        }
        return result
    }

    /// Found converting real apps: "%2$@ から %1$@" was written "{arg2} から {arg1}", which binds
    /// values given by position in order of first appearance, so a positional caller got them swapped.
    @Test func aKeyWhoseOrderDiffersInSomeLanguageIsWrittenNumberedInEvery() throws {
        let table = try Self.table([
            "en": (#""from" = "%1$@ from %2$@"; "plain" = "%@ has %@";"#, Self.stringsdict("shared", format: "%2$@ shared %1$#@photos@", one: "%d photo", other: "%d photos")),
            "ja": (#""from" = "%2$@ から %1$@"; "plain" = "%1$@ は %2$@";"#, nil),
        ])
        let written = try Self.written(table)
        #expect(written["en"]?["from"] == "{0} from {1}")
        #expect(written["ja"]?["from"] == "{1} から {0}")
        #expect(written["en"]?["shared"] == "{1} shared {0, plural, one {# photo} other {# photos}}")
        // Where every language binds in order, arguments keep their names.
        #expect(written["en"]?["plain"] == "{arg1} has {arg2}")
        #expect(written["ja"]?["plain"] == "{arg1} は {arg2}")
        #expect(Self.writer.messageFormatArgumentNames(of: try #require(table.message(forKey: "from", language: "en")), in: table) == [1: "0", 2: "1"])
        #expect(Self.writer.messageFormatArgumentNames(of: try #require(table.message(forKey: "plain", language: "ja")), in: table) == [1: "arg1", 2: "arg2"])

        // Rendered with the same positional values, the MessageFormat says what the printf said,
        // through the Swift renderer and through ICU's MessageFormat.
        let calls: [(key: String, language: String, values: [MessageArgument])] = [
            ("from", "ja", ["Bob", "Carol"]), ("from", "en", ["Bob", "Carol"]), ("shared", "en", [3, "Ann"]), ("shared", "en", [1, "Ann"]),
        ]
        for (key, language, values) in calls {
            let original = try Self.renderer.render(try #require(table.message(forKey: key, language: language)), arguments: .positional(values)).text
            let source = try #require(written[language]?[key])
            let converted = LocalizedMessage(key: key, language: language, messageFormat: source)
            #expect(try Self.renderer.render(converted, arguments: .positional(values)).text == original, "\(key) [\(language)]")
            let icu = try ICUMessageFormat(source, renderersDigitsFor: language)
            #expect(try icu.format(values.map(MessageFormatConversionTests.icuArgument)) == original, "\(key) [\(language)] through ICU")
        }
        #expect(try Self.renderer.render(try #require(table.message(forKey: "from", language: "ja")), arguments: ["Bob", "Carol"]).text == "Carol から Bob")
    }

    /// A translation that leaves an argument out still binds the others at their positions.
    @Test func aTranslationWithoutArgumentOneKeepsArgumentTwoInItsPlace() throws {
        let table = try Self.table(["en": (#""liked" = "%1$@ liked %2$@";"#, nil), "de": (#""liked" = "%2$@ gefällt das";"#, nil)])
        let written = try Self.written(table)
        #expect(written["de"]?["liked"] == "{1} gefällt das")
        let converted = LocalizedMessage(key: "liked", language: "de", messageFormat: try #require(written["de"]?["liked"]))
        #expect(try Self.renderer.render(converted, arguments: ["Ann", "the post"]).text == "the post gefällt das")
    }

    /// Read back, the numbered MessageFormat becomes the same printf positions.
    @Test func numberedArgumentsConvertBackToTheirPositions() throws {
        var table = MessageTable(name: "messages")
        try table.add(contentsOf: Data(#"{"from": "{1} から {0}", "count": "{1, plural, one {# file} other {# files}} from {0}"}"#.utf8), kind: .messageformat, language: "ja")
        let catalog = Self.writer.write(table, as: .stringsdict)
        let strings = String(decoding: try #require(catalog.files["ja.lproj/messages.strings"]), as: UTF8.self)
        #expect(strings.contains(#""from" = "%2$@ から %1$@";"#))
    }
}

/// A device-varied message written as MessageFormat, which has one text per message.
@Suite struct DeviceVariantConversionTests {
    /// Found converting IceCubes: variants for applevision, ipad, iphone and mac and none for
    /// `other` were written as the `applevision` one, so an iPhone build said "Apple Vision".
    @Test(arguments: [
        (["applevision", "ipad", "iphone", "mac"], "iphone", ["applevision", "ipad", "mac"]),
        (["applevision", "iphone", "other"], "other", ["applevision", "iphone"]),
        (["applevision", "mac"], "mac", ["applevision"]),
        (["applevision", "tv2"], "applevision", ["tv2"]),
        (["zz", "tv2"], "tv2", ["zz"]),
    ])
    func writesOtherElseTheMostCommonDevice(devices: [String], written: String, dropped: [String]) throws {
        let localizations = devices.map { #""\#($0)": {"stringUnit": {"state": "translated", "value": "On \#($0)"}}"# }.joined(separator: ", ")
        let catalog = #"{"sourceLanguage": "en", "version": "1.0", "strings": {"tap": {"localizations": {"en": {"variations": {"device": {\#(localizations)}}}}}}}"#
        var table = MessageTable(name: "Localizable")
        try table.add(contentsOf: Data(catalog.utf8), kind: .xcstrings, language: nil)
        let result = MessageTableWriter(rulesProvider: ICUPluralRulesProvider()).write(table, as: .messageformat)
        let object = try JSONSerialization.jsonObject(with: try #require(result.files["en.json"])) as? [String: String]
        #expect(object?["tap"] == "On \(written)")
        #expect(result.notes == [ConversionNote(key: "tap", language: "en", kind: .deviceVariants(written: written, dropped: dropped))])
        #expect(result.notes.first?.what == "device variants are not supported; wrote the '\(written)' variant, left out "
            + dropped.map { "'\($0)'" }.joined(separator: ", "))
    }
}

@Suite struct NumberAsObjectNoteTests {
    /// The note says what differs: MessageFormat localizes the digits too, not only the grouping.
    @Test func saysMessageFormatWritesTheLanguagesDigits() throws {
        let plist = MessageFormatArgumentOrderTests.stringsdict("items", format: "%#@photos@", one: "%@ photo", other: "%@ photos")
        var table = MessageTable(name: "Localizable")
        try table.add(contentsOf: Data(plist.utf8), kind: .stringsdict, language: "fa")
        let notes = MessageTableWriter(rulesProvider: ICUPluralRulesProvider()).write(table, as: .messageformat).notes
        #expect(notes == [ConversionNote(key: "items", language: "fa", kind: .numberAsObject(position: 1))])
        #expect(notes.first?.what == "argument 1 is a number shown by '%@' (plain digits, 1234); MessageFormat formats it for the language: grouped, in its own digits where it has them (۱٬۲۳۴ in fa)")
    }
}

/// Found converting real apps to every format and back: differences no note named.
@Suite struct RealAppConversionNoteTests {
    /// umami, mattermost, ferdium, excalidraw: `{name}` becomes `%1$@`, and written back as
    /// MessageFormat it is `{arg1}`, so a caller by name no longer finds `name`.
    @Test(arguments: [MessageFileFormat.xcstrings, .stringsdict])
    func argumentNamesPrintfCannotKeepAreNoted(format: MessageFileFormat) throws {
        var table = MessageTable(name: "messages")
        try table.add(contentsOf: Data(#"{"invite": "{user} invited {count, plural, one {# guest} other {# guests}} to {1}"}"#.utf8), kind: .messageformat, language: "en")
        let notes = MessageTableWriter(rulesProvider: ICUPluralRulesProvider()).write(table, as: format).notes
        let note = ConversionNote(key: "invite", language: "en", kind: .argumentNamesNotKept(names: ["0", "1", "user"], positions: [1, 2, 3]))
        #expect(notes.contains(note))
        #expect(note.what == "printf arguments have no names: '0' is argument 1, '1' is argument 2, 'user' is argument 3; pass them by position")
    }

    /// damus: "Save 20% off" (`% o` is a printf conversion) is written as the text it shows
    /// without arguments; given an argument, printf would print it in octal.
    @Test func percentSignsReadAsTextAreNoted() throws {
        var table = MessageTable(name: "Localizable")
        try table.add(contentsOf: Data(#""save" = "Save 20% off"; "plain" = "100%";"#.utf8), kind: .strings, language: "en")
        let written = MessageTableWriter(rulesProvider: ICUPluralRulesProvider()).write(table, as: .messageformat)
        #expect(written.notes == [ConversionNote(key: "save", language: "en", kind: .percentSignsAsText)])
        let object = try JSONSerialization.jsonObject(with: try #require(written.files["en.json"])) as? [String: String]
        #expect(object?["save"] == "Save 20% off")
    }
}
