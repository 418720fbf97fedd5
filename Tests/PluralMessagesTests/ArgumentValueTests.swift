@testable import CLDRPlural
import Foundation
import ICUPlural
@testable import PluralMessages
import Testing
import TestSupport

/// Arguments from variables: `MessageArgument(value)` for every integer width, floating-point type,
/// `Decimal` and text, and the rendering methods taking values as they are (`arguments: [count]`),
/// which forward to the ones taking `[MessageArgument]`.
@Suite struct ArgumentValueTests {
    static let renderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider())

    /// A table with a plural message in Russian and English and a MessageFormat message by name.
    static let table: MessageTable = {
        var table = MessageTable(name: "Values", developmentLanguage: "en")
        let plist = { (one: String, few: String, many: String, other: String) in
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>files</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@files@ (%@)</string>
            <key>files</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lld</string>
            <key>one</key><string>%lld \(one)</string><key>few</key><string>%lld \(few)</string>
            <key>many</key><string>%lld \(many)</string><key>other</key><string>%lld \(other)</string>
            </dict></dict>
            <key>distance</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@km@</string>
            <key>km</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>.1f</string>
            <key>one</key><string>%.1f km one</string><key>other</key><string>%.1f km other</string>
            </dict></dict></dict></plist>
            """
        }
        try! table.add(contentsOf: Data(plist("файл", "файла", "файлов", "файла").utf8), kind: .stringsdict, language: "ru")
        try! table.add(contentsOf: Data(plist("file", "files", "files", "files").utf8), kind: .stringsdict, language: "en")
        return table
    }()

    @Test func integersOfEveryWidth() {
        #expect(MessageArgument(5) == .integer(5))
        #expect(MessageArgument(Int8(-5)) == .integer(-5))
        #expect(MessageArgument(Int64.min) == .integer(Int(Int64.min)))
        #expect(MessageArgument(UInt32.max) == .integer(Int(UInt32.max)))
        #expect(MessageArgument(UInt64.max) == .decimal(PluralDecimal(UInt64.max)))
        #expect(MessageArgument(UInt64.max).description == "18446744073709551615")
        #expect(MessageArgument(Int128.max).description == "170141183460469231731687303715884105727")
        #expect(MessageArgument(Int128.min).description == "-170141183460469231731687303715884105728")
    }

    /// "Any integer type" (the README): every standard integer type is an argument as it is, in order
    /// and by name, exactly (a value beyond `Int` is a decimal).
    @Test(arguments: [
        (Int(21) as any MessageArgumentConvertible & Sendable, MessageArgument.integer(21)), (Int8(21), .integer(21)), (Int16(21), .integer(21)),
        (Int32(21), .integer(21)), (Int64(21), .integer(21)), (UInt(21), .integer(21)), (UInt8(21), .integer(21)),
        (UInt16(21), .integer(21)), (UInt32(21), .integer(21)), (UInt64(21), .integer(21)), (Int128(21), .integer(21)),
        (UInt128(21), .integer(21)), (Int8.min, .integer(-128)), (UInt64.max, .decimal(PluralDecimal(UInt64.max))),
        (Int128.min, .decimal(PluralDecimal(Int128.min))), (UInt128.max, .decimal(PluralDecimal(UInt128.max))),
    ])
    func everyIntegerTypeIsAnArgument(value: any MessageArgumentConvertible & Sendable, expected: MessageArgument) throws {
        #expect(value.messageArgument == expected)
        let inOrder: MessageArguments = [value, "Ann"]
        #expect(inOrder == .positional([expected, .string("Ann")]))
        let byName: MessageArguments = ["count": value]
        #expect(byName == .named(["count": expected]))
        if expected == .integer(21) {
            #expect(try Self.renderer.render(key: "files", in: Self.table, preferredLanguages: ["ru"], arguments: inOrder).text == "21 файл (Ann)")
        }
    }

    @Test func floatingPointDecimalAndText() throws {
        #expect(MessageArgument(1.5) == .floatingPoint(1.5))
        #expect(MessageArgument(Float(2.5)) == .floatingPoint(2.5))
        #expect(MessageArgument(Decimal(string: "1.50")!) == .decimal(try PluralDecimal(parsing: "1.5")))
        #expect(MessageArgument("Ann") == .string("Ann"))
        #expect(MessageArgument("Ann Lee".split(separator: " ")[1]) == .string("Lee"))
        // As values: the same kinds.
        let values: [any MessageArgumentConvertible] = [Int64(5), UInt64.max, 1.5, Float(2.5), Decimal(string: "1.5")!, "x", Substring("y"),
                                                        try PluralDecimal(parsing: "1.0"), MessageArgument.integer(3), Decimal.nan]
        #expect(values.dropLast().map(\.messageArgument) == [.integer(5), .decimal(PluralDecimal(UInt64.max)), .floatingPoint(1.5), .floatingPoint(2.5),
                                                             .decimal(try PluralDecimal(parsing: "1.5")), .string("x"), .string("y"),
                                                             .decimal(try PluralDecimal(parsing: "1.0")), .integer(3)])
        guard case let .floatingPoint(nan) = Decimal.nan.messageArgument else { Issue.record("NaN is not a floating-point argument"); return }
        #expect(nan.isNaN)
    }

    /// Variables of the types a program has, passed as they are.
    @Test func renderingWithVariables() throws {
        let count = 5, big: Int64 = 22, huge = UInt64.max, name = "Ann"
        let ru = Locale(identifier: "ru_RU")
        #expect(try Self.renderer.render(key: "files", in: Self.table, preferredLanguages: ["ru"], arguments: [count, name]).text == "5 файлов (Ann)")
        #expect(try Self.renderer.render(key: "files", in: Self.table, preferredLanguages: [ru], arguments: [big, name]).text == "22 файла (Ann)")
        // Beyond Int's range an integer is a decimal, which integer conversions (%lld) refuse with an
        // error naming the argument rather than printing a wrapped value.
        #expect(throws: MessageError.self) {
            try Self.renderer.render(key: "files", in: Self.table, preferredLanguages: ["ru"], arguments: [huge, name])
        }
        let distance = 1.0, shown = Decimal(string: "21")!
        #expect(try Self.renderer.render(key: "distance", in: Self.table, preferredLanguages: ["en"], arguments: [distance]).text == "1.0 km other")
        #expect(try Self.renderer.render(key: "distance", in: Self.table, preferredLanguages: ["en"], arguments: [shown]).text == "21.0 km other")
        // Literals and cases still go to the [MessageArgument] methods.
        #expect(try Self.renderer.render(key: "files", in: Self.table, preferredLanguages: ["en"], arguments: [1, "Bo"]).text == "1 file (Bo)")
        #expect(try Self.renderer.render(key: "files", in: Self.table, preferredLanguages: ["en"], arguments: .positional([.integer(count), .string(name)])).text
                    == "5 files (Ann)")
        // An empty list of languages is a list of identifiers (the development language answers).
        #expect(try Self.renderer.render(key: "files", in: Self.table, preferredLanguages: [], arguments: [count, name]).text == "5 files (Ann)")
    }

    @Test func namedArgumentsFromVariables() throws {
        let directory = TestFolders.root.appendingPathComponent("argument-values-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"{"inbox": "{count, plural, one {# message} other {# messages}} for {name}"}"#.utf8).write(to: directory.appendingPathComponent("en.json"))
        let table = try MessageTable.load(contentsOf: directory)
        let count: Int64 = 1_000, name = "Ann"
        #expect(try Self.renderer.render(key: "inbox", in: table, preferredLanguages: ["en"], arguments: ["count": count, "name": name]).text
                    == "1,000 messages for Ann")
        let message = try #require(table.message(forKey: "inbox", language: "en"))
        #expect(try Self.renderer.render(message, arguments: ["count": 1 as UInt8, "name": name]).text == "1 message for Ann")
        #expect(try Self.renderer.render(message, arguments: [count, name]).text == "1,000 messages for Ann")
    }

    @Test func localizerTakesValuesAndLocales() throws {
        let localizer = try MessageLocalizer(table: Self.table, rulesProvider: ICUPluralRulesProvider())
        let count: Int64 = 21, name = "Ann"
        #expect(try localizer.render(key: "files", preferredLanguages: .acceptLanguage("ru-RU"), arguments: [count, name]).text == "21 файл (Ann)")
        #expect(try localizer.render(key: "files", preferredLanguages: .acceptLanguage("ru"), arguments: [count, name]).text == "21 файл (Ann)")
        #expect(try localizer.render(key: "files", preferredLanguages: ["ru"], arguments: [count, name]).text == "21 файл (Ann)")
        #expect(try localizer.render(key: "files", preferredLanguages: [Locale(identifier: "ru_RU")], arguments: [count, name]).text == "21 файл (Ann)")
        #expect(try localizer.render(key: "files", preferredLanguages: [Locale(identifier: "ru_RU")], arguments: [2, "Bo"]).text == "2 файла (Bo)")
        #expect(try localizer.render(key: "files", preferredLanguages: [], arguments: [count, name]).text == "21 files (Ann)")
    }
}
