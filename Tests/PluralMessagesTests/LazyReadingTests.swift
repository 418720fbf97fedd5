import Foundation
import Testing
@testable import PluralMessages

/// Tables keep a file's bytes and an index of its keys, and decode a message when it is looked up
/// (``MessageEntries``). These hold the lazy readers to the readers that decode everything at once
/// (Foundation's `JSONSerialization` for MessageFormat files; the `.strings` scanner's entries with
/// ``LegacyPluralKeys`` grouping): the same keys, the same messages, the same errors.
@Suite struct LazyReadingTests {
    /// Every message of a file as the table reads it (through its index), or the error.
    static func tableReading(_ data: Data, kind: MessageOrigin.Kind) -> Result<[String: LocalizedMessage], MessageFileError> {
        var table = MessageTable(name: "t")
        do throws(MessageFileError) {
            try table.add(contentsOf: data, kind: kind, language: "en")
        } catch {
            return .failure(error)
        }
        var result: [String: LocalizedMessage] = [:]
        for key in table.keys(in: "en") { result[key] = table.message(forKey: key, language: "en") }
        #expect(table.messages["en"] ?? [:] == result)
        return .success(result)
    }

    // MARK: MessageFormat

    static func foundationMessageFormat(_ data: Data) -> Result<[String: LocalizedMessage], MessageFileError> {
        Result { () throws(MessageFileError) in try MessageFormatReader.messages(from: data, language: "en", file: nil) }
    }

    /// Whether the file is indexed by the lazy reader (rather than read whole by Foundation).
    static func isIndexed(_ data: Data) throws -> Bool {
        try MessageFormatReader.index(data, language: "en", file: nil, source: 0).entries is MessageFormatEntries
    }

    static let messageFormatFiles: [String] = [
        #"{"a": "{n, plural, one {# item} other {# items}}", "b": "plain", "c": "{x}"}"#,
        #"{"inbox": {"title": "Inbox", "count": "{n, number}"}, "z": "last"}"#,
        #"{"esc": "tab\there \"quoted\" \\ \/ \u00e9 \ud83d\ude00 \n", "k\u0041y": "v"}"#,
        #"{"n": 5, "f": -1.5e3, "t": true, "no": false, "z": null, "arr": [1, "two", {"x": []}], "zero": 0, "one": 1}"#,
        "\u{FEFF}{\"bom\": \"yes\"}",
        #"{"empty": {}, "": "empty key", "broken": "{n, plural, one {#"}"#,
        #"{"a.b": "flat", "a": {"b": "nested"}}"#,
        #"{"a": {"b": "1"}, "a": {"c": "2"}}"#,
        #"{"dup": "1", "dup": "2"}"#,
        #"{"lone": "\ud800"}"#,
        #"{"bad": "\q"}"#,
        "{\"ctrl\": \"a\tb\"}",
        #"["not", "an object"]"#,
        #""text""#,
        #"{"a": "b"} trailing"#,
        #"{"a": "b",}"#,
        #"{"num": 01}"#,
        #"{"num": 1e400}"#,
        "{" + String(repeating: "\"d\": {", count: 40) + "\"leaf\": \"deep\"" + String(repeating: "}", count: 40) + "}",
        "{\"é\": \"ünïcödé 多语言\", \"x\": \"\u{0}\"}",
    ]

    @Test(arguments: messageFormatFiles)
    func messageFormatFilesReadAsFoundationReadsThem(text: String) {
        let data = Data(text.utf8)
        let table = Self.tableReading(data, kind: .messageformat)
        let foundation = Self.foundationMessageFormat(data)
        switch (table, foundation) {
        case let (.success(lazy), .success(whole)):
            #expect(lazy == whole)
        case let (.failure(lazy), .failure(whole)):
            #expect(lazy.reason == whole.reason)
        default:
            Issue.record("the table read \(table), Foundation \(foundation)")
        }
    }

    /// Well-formed files without repeated keys are indexed, not read whole (the agreement above
    /// would hold trivially otherwise).
    @Test func plainFilesAreIndexed() throws {
        for text in Self.messageFormatFiles.prefix(6) {
            #expect(try Self.isIndexed(Data(text.utf8)), "\(text)")
        }
        #expect(try !Self.isIndexed(Data(Self.messageFormatFiles[6].utf8)))
        #expect(try !Self.isIndexed(Data(Self.messageFormatFiles[8].utf8)))
    }

    // MARK: .xcstrings

    /// Every message of a catalog as the table reads it, by language, or the error.
    static func catalogReading(_ data: Data) -> Result<[String: [String: LocalizedMessage]], MessageFileError> {
        var table = MessageTable(name: "t")
        do throws(MessageFileError) {
            try table.add(contentsOf: data, kind: .xcstrings, language: nil)
        } catch {
            return .failure(error)
        }
        var result: [String: [String: LocalizedMessage]] = [:]
        for language in table.languages {
            for key in table.keys(in: language) { result[language, default: [:]][key] = table.message(forKey: key, language: language) }
        }
        return .success(result)
    }

    static let catalogs: [String] = [
        #"{"sourceLanguage": "en", "strings": {"k": {"comment": "c", "localizations": {"en": {"stringUnit": {"state": "translated", "value": "%lld items"}}, "ru": {"variations": {"plural": {"one": {"stringUnit": {"state": "new", "value": "%lld штука"}}, "other": {"stringUnit": {"value": "%lld штук"}}}}}}}, "bare": {}, "nolocal": {"shouldTranslate": false, "localizations": null}}, "version": "1.0"}"#,
        #"{"strings": {"s": {"localizations": {"en": {"stringUnit": {"value": "%#@n@"}, "substitutions": {"n": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {"one": {"stringUnit": {"value": "%arg item"}}, "other": {"stringUnit": {"value": "%arg items"}}}}}}}}, "extra": [1, {"x": null}]}}, "sourceLanguage": "en", "unknown": {"a": 1}}"#,
        #"{"sourceLanguage": "en", "strings": {"d": {"localizations": {"en": {"variations": {"device": {"iphone": {"stringUnit": {"value": "tap"}}, "mac": {"stringUnit": {"value": "click"}}}}}}}, "big": {"localizations": {"en": {"stringUnit": {"value": "%#@x@"}, "substitutions": {"x": {"argNum": 99999}}}}}}}"#,
        #"{"sourceLanguage": "en", "strings": {"\u00e9\n": {"localizations": {"en": {"stringUnit": {"value": "\ud83d\ude00 \"q\""}}}}}}"#,
        #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"stringUnit": {"value": 5}}}}}}"#,
        #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"stringUnit": "text"}}}}}"#,
        #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"substitutions": {"x": {"argNum": 1.5}}}}}}}"#,
        #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"substitutions": {"x": {"argNum": 1e2}}}}}}}"#,
        #"{"sourceLanguage": "en", "strings": {"k": {"shouldTranslate": "no"}}}"#,
        #"{"sourceLanguage": "en", "strings": {"k": {}, "k": {"comment": "again"}}}"#,
        #"{"sourceLanguage": 1, "strings": {}}"#,
        #"{"strings": {}}"#,
        #"{"sourceLanguage": "en"}"#,
        #"{"sourceLanguage": "en", "strings": []}"#,
        #"{"sourceLanguage": "en", "strings": {}, "version": 2}"#,
        #"{"sourceLanguage": "en", "strings": {"k": null}}"#,
        #"not json"#,
    ]

    @Test(arguments: catalogs)
    func catalogsReadAsDecodedWhole(text: String) {
        Self.expectCatalogAgreement(Data(text.utf8))
    }

    @Test func catalogFixturesReadAsDecodedWhole() throws {
        let fixtures = try #require(Bundle.module.resourceURL?.appendingPathComponent("Fixtures"))
        let files = FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "xcstrings" } ?? []
        #expect(files.count >= 5)
        for file in files { Self.expectCatalogAgreement(try Data(contentsOf: file)) }
    }

    static func expectCatalogAgreement(_ data: Data, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let table = catalogReading(data)
        let whole = Result { () throws(MessageFileError) in try StringCatalogReader.messages(from: data, file: nil) }
        switch (table, whole) {
        case let (.success(lazy), .success(whole)):
            #expect(lazy == whole.messages, sourceLocation: sourceLocation)
        case let (.failure(lazy), .failure(whole)):
            #expect(lazy.reason == whole.reason, sourceLocation: sourceLocation)
        default:
            Issue.record("the table read \(table), decoding whole \(whole)", sourceLocation: sourceLocation)
        }
    }

    /// Catalogs of the types the reader decodes are indexed; others are decoded whole (the
    /// agreement above would hold trivially otherwise).
    @Test func wellTypedCatalogsAreIndexed() {
        for (index, text) in Self.catalogs.enumerated() {
            #expect((StringCatalogIndex.index(Data(text.utf8), file: nil, source: 0) != nil) == (index < 4), "\(text)")
        }
    }

    // MARK: .stringsdict

    static let stringsdictHead = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        + #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"# + "\n<plist version=\"1.0\">\n"

    static let stringsdictEntry = """
        <key>files</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@ &amp; more</string>
        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>%d file</string>
        <key>other</key><string>%d files</string></dict></dict>
        """

    static let stringsdicts: [String] = [
        stringsdictHead + "<dict>\n" + stringsdictEntry + "\n<!-- c --><key>plain</key><string>not a dict</string><key>e&#233;&lt;</key><dict/></dict>\n</plist>\n",
        stringsdictHead + "<dict>" + stringsdictEntry.replacingOccurrences(of: "files</key>", with: "w</key>") + "<key>arr</key><array><dict/><string>x</string></array><key>t</key><true/></dict></plist>",
        stringsdictHead + "<dict>" + stringsdictEntry + stringsdictEntry + "</dict></plist>",
        stringsdictHead + "<dict>" + stringsdictEntry + "text</dict></plist>",
        stringsdictHead + "<dict>" + stringsdictEntry + "</dict></plist><extra/>",
        stringsdictHead + "<dict>" + stringsdictEntry.replacingOccurrences(of: "</string>", with: "</strin>") + "</dict></plist>",
        stringsdictHead + "<dict><key>a</key><string><![CDATA[<dict>]]></string></dict></plist>",
        stringsdictHead + "<dict><key>a&bogus;</key><string>x</string></dict></plist>",
        stringsdictHead + "<array><string>x</string></array></plist>",
        "<plist><dict><key>k</key><string>v</string></dict></plist>",
        "not xml",
    ]

    static func expectStringsdictAgreement(_ data: Data, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let table = tableReading(data, kind: .stringsdict)
        let whole = Result { () throws(MessageFileError) in try StringsdictReader.messages(from: data, language: "en", file: nil) }
        switch (table, whole) {
        case let (.success(lazy), .success(whole)):
            #expect(lazy == whole, sourceLocation: sourceLocation)
        case let (.failure(lazy), .failure(whole)):
            #expect(lazy.reason == whole.reason, sourceLocation: sourceLocation)
        default:
            Issue.record("the table read \(table), Foundation \(whole)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: stringsdicts)
    func stringsdictsReadAsFoundationReadsThem(text: String) {
        Self.expectStringsdictAgreement(Data(text.utf8))
    }

    @Test func stringsdictFixturesReadAsFoundationReadsThem() throws {
        let fixtures = try #require(Bundle.module.resourceURL?.appendingPathComponent("Fixtures"))
        let files = FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "stringsdict" } ?? []
        #expect(files.count >= 5)
        var indexed = 0
        for file in files {
            let data = try Data(contentsOf: file)
            Self.expectStringsdictAgreement(data)
            if StringsdictIndex.index(MessageFileEncoding.normalized(data), language: "en", file: nil, source: 0) != nil { indexed += 1 }
        }
        #expect(indexed * 2 > files.count, "most fixtures are indexed, not read whole")
    }

    /// Files the scan follows are indexed; others are read whole (the agreement above would hold
    /// trivially otherwise). More entries than a group of the check are indexed too.
    @Test func plainStringsdictsAreIndexed() {
        for (index, text) in Self.stringsdicts.enumerated() {
            #expect((StringsdictIndex.index(Data(text.utf8), language: "en", file: nil, source: 0) != nil) == [0, 1, 9].contains(index), "\(index)")
        }
        let many = Self.stringsdictHead + "<dict>" + (0..<600).map { Self.stringsdictEntry.replacingOccurrences(of: "files</key>", with: "f\($0)</key>") }.joined() + "</dict></plist>"
        #expect(StringsdictIndex.index(Data(many.utf8), language: "en", file: nil, source: 0) != nil)
        Self.expectStringsdictAgreement(Data(many.utf8))
    }

    // MARK: .strings

    /// The `.strings` table as the reader read it before tables kept bytes: every scanned entry
    /// decoded, the last of a key kept, legacy plural keys grouped.
    static func scannedStrings(_ data: Data) -> [String: LocalizedMessage]? {
        let normalized = MessageFileEncoding.normalized(data)
        guard MessageFileEncoding.detect(normalized) != .utf8 || MessageFileEncoding.problem(in: data) == nil else { return nil }
        var messages: [String: LocalizedMessage] = [:]
        do {
            try StringsEntryScanner.scan(normalized: normalized) { entry in
                let body: MessageBody = entry.value.map { .text(MessageText($0)) } ?? .invalid("the value is not a string")
                messages[entry.key] = LocalizedMessage(key: entry.key, language: "en", body: body, origin: MessageOrigin(file: nil, kind: .strings),
                                                       comment: entry.comment.flatMap { $0.isEmpty ? nil : $0 })
            }
        } catch {
            return nil
        }
        return LegacyPluralKeys.grouping(messages, language: "en", file: nil)
    }

    static func expectStringsAgreement(_ data: Data, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let table = try? tableReading(data, kind: .strings).get()
        #expect(table == scannedStrings(data), "\(String(decoding: data.prefix(300), as: UTF8.self).debugDescription)", sourceLocation: sourceLocation)
    }

    @Test(arguments: 0..<300)
    func stringsTablesDecodeAsScanned(seed: Int) {
        let text = StringsReaderAgreementTests.hostileTable(seed: UInt64(seed), count: 1 + seed % 8)
        let commented = "/* note \(seed) */\n" + text + "\n// after\n\"%d Person (plural rule: one)\" = \"One\"; \"%d Person (plural rule: other)\" = \"%d People\";"
        for text in [text, commented] {
            Self.expectStringsAgreement(Data(text.utf8))
            if seed % 4 == 0 {
                Self.expectStringsAgreement(Data([0xFF, 0xFE]) + (text.data(using: .utf16LittleEndian) ?? Data()))
                Self.expectStringsAgreement(Data([0xFE, 0xFF]) + (text.data(using: .utf16BigEndian) ?? Data()))
            }
        }
    }

    @Test func commentsAndLegacyGroupsDecodeFromTheirEntries() throws {
        let text = """
            { /* the greeting */ "hello" = "Hi";
            // two
            "%d songs found##{one}" = "One song"; "%d songs found##{other}" = "%d songs";
            "%d songs found" = "plain"; "dict" = { "a" = "b"; }; "short"; }
            """
        let messages = try Self.tableReading(Data(text.utf8), kind: .strings).get()
        #expect(messages["hello"]?.comment == "the greeting")
        #expect(messages["%d songs found"]?.origin.legacyConvention == .smartling)
        #expect(messages["dict"]?.body == .invalid("the value is not a string"))
        #expect(messages["short"]?.body == .text(MessageText("short")))
        #expect(messages == Self.scannedStrings(Data(text.utf8)))
    }
}
