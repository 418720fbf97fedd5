@testable import CLDRPlural
import Foundation
import ICUPlural
@testable import PluralCore
import PluralLocalization
@testable import PluralMessages
import TestSupport
import Testing

/// Android resources written, and converted both ways with Apple's formats and MessageFormat.
@Suite struct AndroidConversionTests {
    static let writer = MessageTableWriter(rulesProvider: ICUPluralRulesProvider())

    static func folder() -> URL {
        let url = TestFolders.root.appendingPathComponent("android-convert-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A table written in a format and read back.
    static func roundTrip(_ table: MessageTable, through format: MessageFileFormat) throws -> (MessageTable, [ConversionNote]) {
        let output = folder()
        let notes = try writer.write(table, as: format, to: output)
        return (try MessageTable.load(contentsOf: output), notes)
    }

    /// Every item of every language: key, language, plural form and text as Android shows it.
    static func items(_ table: MessageTable) -> Set<String> {
        var items: Set<String> = []
        for (language, messages) in table.messages {
            for (key, message) in messages {
                switch message.body {
                case let .text(text): items.insert("\(language) \(key) \(text.source)")
                case let .plural(_, forms):
                    for (form, body) in forms {
                        if case let .text(text) = body { items.insert("\(language) \(key) \(form) \(text.source)") }
                    }
                default: items.insert("\(language) \(key) \(message.body)")
                }
            }
        }
        return items
    }

    @Test func androidToCatalogAndBackKeepsEveryItemOfEveryLanguage() throws {
        let project = try MessageTable.load(contentsOf: Fixtures.url("Android/Project"))
        let (catalog, toCatalog) = try Self.roundTrip(project, through: .xcstrings)
        let (back, toAndroid) = try Self.roundTrip(catalog, through: .android)
        // English has no zero category: Android never shows the zero item, and a catalog would read
        // it as the value 0, so it is reported and left out; every other item comes back.
        let zero = "en messages zero No messages"
        #expect(Self.items(back) == Self.items(project).subtracting([zero]))
        // Arabic's numbers show Java's Arabic-Indic digits on Android, Latin ones elsewhere: said each way.
        let arabicDigits = ConversionNote(key: "messages", language: "ar", kind: .javaDigits(android: "١٢٣", others: "123"))
        #expect(toCatalog.map(\.kind) == [.javaDigits(android: "١٢٣", others: "123"), .androidZeroNeverChosen(text: "No messages")])
        #expect(toAndroid == [arabicDigits], "\(toAndroid)")
        // Arabic keeps its zero; the translatable flag and the comment make the trip too.
        #expect(Self.items(back).contains("ar messages zero لا رسائل"))
        #expect(back.message(forKey: "app_name", language: "en")?.catalogMetadata?.shouldTranslate == false)
        #expect(back.message(forKey: "greeting", language: "en")?.comment == "Shown above the list")
        // Java's %1$s is Apple's %1$@ in the catalog.
        guard case let .text(greeting)? = catalog.message(forKey: "greeting", language: "ru")?.body else {
            Issue.record("no greeting")
            return
        }
        #expect(greeting.source == "Привет, %1$@!")
    }

    @Test func androidToAndroidKeepsTheFileAsAndroidReadsIt() throws {
        let rules = try MessageTable.load(contentsOf: Fixtures.url("Android/Rules/res"))
        let (back, notes) = try Self.roundTrip(rules, through: .android)
        let invalid: Set = ["apostrophe_bare", "bad_unicode", "bad_quantity"]
        let readable = Self.items(rules).filter { item in !invalid.contains { item.hasPrefix("en \($0) ") } }
        #expect(Self.items(back) == readable)
        #expect(Set(notes.map(\.key)) == invalid)
    }

    @Test func appleZeroIsReportedForEnglishAndKeptForArabic() throws {
        let apple = try MessageTable.load(contentsOf: Fixtures.url("Android/Apple"))
        let android = Self.writer.write(apple, as: .android)
        let english = String(decoding: try #require(android.files["values/strings.xml"]), as: UTF8.self)
        #expect(!english.contains("No files"))
        #expect(android.notes.contains(ConversionNote(key: "files", language: "en", kind: .appleZeroNotAndroid(text: "No files"))))
        let arabic = String(decoding: try #require(android.files["values-ar/strings.xml"]), as: UTF8.self)
        #expect(arabic.contains("<item quantity=\"zero\">لا ملفات</item>"))
        // MessageFormat says the English zero as =0, and the Arabic one as its category.
        let messageFormat = Self.writer.write(apple, as: .messageformat)
        let en = String(decoding: try #require(messageFormat.files["en.json"]), as: UTF8.self)
        #expect(en.contains("=0 {No files}"), "\(en)")
        // Back from Android, Arabic's zero is still there in every format.
        let output = Self.folder()
        try android.write(to: output)
        let read = try MessageTable.load(contentsOf: output)
        let catalog = String(decoding: try #require(Self.writer.write(read, as: .xcstrings).files["strings.xcstrings"]), as: UTF8.self)
        #expect(catalog.contains("لا ملفات"))
        let ar = String(decoding: try #require(Self.writer.write(read, as: .messageformat).files["ar.json"]), as: UTF8.self)
        #expect(ar.contains("zero {لا ملفات}"), "\(ar)")
    }

    /// What the decoded text does not say is given back to Android as read: `<xliff:g>` tags, a
    /// `<` written `&lt;` or in CDATA (text, not markup), `tools:` attributes. Other formats get the
    /// text, and a note for each tag or attribute they cannot hold.
    @Test func androidToAndroidKeepsXliffLiteralTagsAndToolsAttributes() throws {
        let rules = try MessageTable.load(contentsOf: Fixtures.url("Android/Rules/res"))
        let android = Self.writer.write(rules, as: .android)
        let english = String(decoding: try #require(android.files["values/strings.xml"]), as: UTF8.self)
        #expect(english.contains(#"<string name="xliff">Open <xliff:g id="count" example="5">%1$d</xliff:g> items</string>"#), "\(english)")
        #expect(english.contains(#"xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2""#))
        #expect(english.contains(#"<string name="literal_tag">&lt;b&gt;bold&lt;/b&gt; as text</string>"#), "\(english)")
        #expect(english.contains(#"<string name="cdata"><![CDATA[<b>bold</b> & more]]></string>"#), "\(english)")
        #expect(english.contains(##"<string name="styled">Tap <b>here</b> or <font color="#FF0000">there</font></string>"##), "\(english)")
        #expect(english.contains(#"<string name="tools_attr" tools:ignore="MissingTranslation">Ignored attribute</string>"#), "\(english)")
        #expect(!android.notes.contains { if case .androidOnly = $0.kind { true } else { false } })
        // Read back, the texts are the same, and so is what Android makes of them.
        let output = Self.folder()
        try android.write(to: output)
        let back = try MessageTable.load(contentsOf: output)
        for key in ["xliff", "literal_tag", "cdata", "styled", "tools_attr"] {
            #expect(back.message(forKey: key, language: "en")?.body == rules.message(forKey: key, language: "en")?.body, "\(key)")
        }
        let again = String(decoding: try #require(Self.writer.write(back, as: .android).files["values/strings.xml"]), as: UTF8.self)
        #expect(again == english)
        // A catalog holds the text; the tag and the attribute are noted.
        let catalog = Self.writer.write(rules, as: .xcstrings)
        #expect(catalog.notes.contains(ConversionNote(key: "xliff", language: "en", kind: .androidOnly("the <xliff:g> tag (its text is kept)"))))
        #expect(catalog.notes.contains(ConversionNote(key: "tools_attr", language: "en", kind: .androidOnly(#"the attribute tools:ignore="MissingTranslation""#))))
        let json = String(decoding: try #require(catalog.files["strings.xcstrings"]), as: UTF8.self)
        #expect(json.contains("Open %1$lld items") || json.contains("Open %lld items"), "\(json)")
    }

    /// `formatted="false"` belongs to a whole `<string>`, `<plurals>` or `<string-array>`: percent signs are
    /// written as they are only where every text of the element can be, and a content kept as read (an
    /// `<xliff:g>`) is kept as a formatted element reads it. Each element reads back as it was (the fuzz
    /// target AndroidResources found the array whose second item lost half its `%%`). A message whose text
    /// another's equals ("percent", "kept") gets its own content, not the other's `<xliff:g>`.
    @Test func formattedFalseIsChosenForTheWholeElement() throws {
        let file = """
            <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
            <string name="kept">100%% <xliff:g id="x">sure</xliff:g></string>
            <string name="kept_unformatted" formatted="false">%d <xliff:g id="x">50%</xliff:g></string>
            <string name="percent">100%% sure</string>
            <string-array name="mixed"><item>%d files</item><item>100%%</item></string-array>
            <string-array name="unformatted" formatted="false"><item>100%</item><item>%d files</item></string-array>
            <string-array name="signs"><item>100%%</item><item>plain</item></string-array>
            <plurals name="mixed_plural"><item quantity="one">100%% one</item><item quantity="other">%d other</item></plurals>
            <plurals name="signs_plural"><item quantity="one">100%% one</item><item quantity="other">all %% other</item></plurals>
            </resources>
            """
        var table = MessageTable(name: "strings", developmentLanguage: "en")
        try table.add(contentsOf: Data(file.utf8), kind: .android, language: "en")
        let written = Self.writer.write(table, as: .android)
        let xml = String(decoding: try #require(written.files["values/strings.xml"]), as: UTF8.self)
        for expected in [#"<string name="percent" formatted="false">100% sure</string>"#, #"<string-array name="mixed">"#, "<item>100%%</item>",
                         #"<string-array name="signs" formatted="false">"#, #"<plurals name="mixed_plural">"#, #"<item quantity="one">100%% one</item>"#,
                         #"<plurals name="signs_plural" formatted="false">"#, #"<item quantity="other">all % other</item>"#,
                         #"<string name="kept">100%% <xliff:g id="x">sure</xliff:g></string>"#,
                         #"<string name="kept_unformatted">%%d <xliff:g id="x">50%%</xliff:g></string>"#] {
            #expect(xml.contains(expected), "\(expected)\n---\n\(xml)")
        }
        var back = MessageTable(name: "strings", developmentLanguage: "en")
        try back.add(contentsOf: try #require(written.files["values/strings.xml"]), kind: .android, language: "en")
        #expect(back.keys == table.keys)
        for key in table.keys {
            #expect(back.message(forKey: key, language: "en")?.body == table.message(forKey: key, language: "en")?.body, "\(key)")
        }
    }

    /// A `<string>` that is no Java format ("50%", which `getString` shows as written) is written as
    /// that text to every format, never dropped or replaced by its key.
    @Test func aTextThatIsNoJavaFormatKeepsItsText() throws {
        let rules = try MessageTable.load(contentsOf: Fixtures.url("Android/Rules/res"))
        let (catalog, toCatalog) = try Self.roundTrip(rules, through: .xcstrings)
        #expect(toCatalog.contains(ConversionNote(key: "percent_text", language: "en", kind: .percentSignsAsText)))
        let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider())
        let message = try #require(catalog.message(forKey: "percent_text", language: "en"))
        #expect(try renderer.render(message, arguments: []).text == "50%")
        // Back to Android: the text as the app had it, which getString shows as written.
        let written = Self.writer.write(catalog, as: .android)
        let english = String(decoding: try #require(written.files["values/strings.xml"]), as: UTF8.self)
        #expect(english.contains(#"<string name="percent_text" translatable="false">50%</string>"#), "\(english)")
        let (android, notes) = try Self.roundTrip(rules, through: .android)
        #expect(!notes.contains { $0.key == "percent_text" })
        guard case let .text(text)? = android.message(forKey: "percent_text", language: "en")?.body else {
            Issue.record("percent_text not written")
            return
        }
        #expect(text.source == "50%")
    }

    @Test func positionalArgumentsBothWays() throws {
        let apple = try MessageTable.load(contentsOf: Fixtures.url("Android/Apple"))
        let android = Self.writer.write(apple, as: .android)
        let english = String(decoding: try #require(android.files["values/strings.xml"]), as: UTF8.self)
        #expect(english.contains("<string name=\"greeting\">Hello, %1$s! You have %2$d points.</string>"), "\(english)")
        #expect(english.contains("<item quantity=\"one\">%d file</item>"))
        // A key that is no resource name is renamed, and said.
        #expect(english.contains("<string name=\"Delete____\">Delete %s?</string>"), "\(english)")
        #expect(android.notes.contains(ConversionNote(key: "Delete %@?", language: "en", kind: .resourceNameChanged(written: "Delete____"))))
        let output = Self.folder()
        try android.write(to: output)
        let read = try MessageTable.load(contentsOf: output)
        let (catalog, _) = try Self.roundTrip(read, through: .xcstrings)
        guard case let .text(text)? = catalog.message(forKey: "greeting", language: "en")?.body else {
            Issue.record("no greeting")
            return
        }
        #expect(text.source == "Hello, %1$@! You have %2$lld points.")
    }

    /// printf's `%n` takes an argument and shows nothing; written for Android (whose `%n` is a line
    /// break) it must still take the argument (found by the ConvertRoundTrip fuzz target).
    @Test func printfPercentNTakesItsArgumentOnAndroid() throws {
        var apple = MessageTable(name: "Localizable")
        try apple.add(contentsOf: Data(#""greeting" = "%n:ello, %@!";"#.utf8), kind: .strings, language: "en")
        let written = Self.writer.write(apple, as: .android)
        var android = MessageTable(name: "strings")
        try android.add(contentsOf: try #require(written.files["values/strings.xml"]), kind: .android, language: "en")
        let renderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider())
        let before = try renderer.render(key: "greeting", in: apple, preferredLanguages: ["en"], arguments: [1, "x"]).text
        let after = try renderer.render(key: "greeting", in: android, preferredLanguages: ["en"], arguments: [1, "x"]).text
        #expect(before == ":ello, x!")
        #expect(after == before)
    }

    /// Java shows Arabic numbers with Arabic-Indic digits (OpenJDK's data), Foundation's newer data
    /// with Latin ones: a number in an Arabic text looks different on Android, each way, and says so
    /// (found by the ConvertRoundTrip fuzz target: "١ file" against "1 file" without a note).
    @Test func javaDigitsThatDifferAreNotedEachWay() throws {
        var apple = MessageTable(name: "Localizable")
        try apple.add(contentsOf: Data(#""files" = "%d ملفات"; "plain" = "مرحبا"; "name" = "مرحبا %@";"#.utf8), kind: .strings, language: "ar")
        let written = Self.writer.write(apple, as: .android)
        let digits = written.notes.filter { if case .javaDigits = $0.kind { true } else { false } }
        #expect(digits.map(\.key) == ["files"], "\(written.notes)")
        #expect(digits.first?.kind == .javaDigits(android: "١٢٣", others: "123"))
        var android = MessageTable(name: "strings")
        try android.add(contentsOf: try #require(written.files["values/strings.xml"], "\(written.files.keys)"), kind: .android, language: "ar")
        let renderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider())
        #expect(try renderer.render(key: "files", in: android, preferredLanguages: ["ar"], arguments: [3]).text == "٣ ملفات")
        #expect(try renderer.render(key: "files", in: apple, preferredLanguages: ["ar"], arguments: [3]).text == "3 ملفات")
        let back = Self.writer.write(android, as: .xcstrings)
        #expect(back.notes.filter { if case .javaDigits = $0.kind { true } else { false } }.map(\.key) == ["files"], "\(back.notes)")
        // Where both show the same digits (French), nothing is said.
        var french = MessageTable(name: "Localizable")
        try french.add(contentsOf: Data(#""files" = "%d fichiers";"#.utf8), kind: .strings, language: "fr")
        #expect(Self.writer.write(french, as: .android).notes.isEmpty)
    }

    /// A catalog key without a source text (Xcode's convention: the key is the text) is written to
    /// `values/` as its key; it was dropped without a note (found by the ConvertRoundTrip fuzz target).
    @Test func aCatalogKeyWithoutSourceTextIsWrittenAsTheDefault() throws {
        var catalog = MessageTable(name: "Localizable")
        let json = #"{"sourceLanguage": "en", "version": "1.0", "strings": {"Hello": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "Bonjour"}}}}}}"#
        try catalog.add(contentsOf: Data(json.utf8), kind: .xcstrings, language: nil)
        let written = Self.writer.write(catalog, as: .android)
        let english = String(decoding: try #require(written.files["values/strings.xml"]), as: UTF8.self)
        #expect(english.contains("<string name=\"Hello\">Hello</string>"), "\(english)")
    }

    @Test func escapingEachWay() throws {
        let apple = try MessageTable.load(contentsOf: Fixtures.url("Android/Apple"))
        let android = Self.writer.write(apple, as: .android)
        let output = Self.folder()
        try android.write(to: output)
        let read = try MessageTable.load(contentsOf: output)
        guard case let .text(text)? = read.message(forKey: "quote", language: "en")?.body else {
            Issue.record("no quote")
            return
        }
        #expect(text.source == "Don't say \"no\" \\ <b>x</b> & @home  twice")
    }

    /// Any text written by the encoder reads back as itself (styling markup as markup, the rest as text).
    @Test(arguments: 0..<200)
    func encodedTextsReadBackAsThemselves(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed))
        let alphabet: [String] = [" ", "  ", "a", "é", "'", "\"", "\\", "@", "?", "\n", "\t", "\r", "<", ">", "&", "%", "<b>", "</b>", "<br/>", "\u{1}", "😀", "]]>", "&amp;"]
        let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined()
        let xml = "<resources><string name=\"a\">\(AndroidText.encode(text))</string></resources>"
        let messages = try AndroidResourceReader.messages(from: Data(xml.utf8), language: "en", file: nil)
        guard case let .text(read)? = messages["a"]?.body else {
            Issue.record("\(text.debugDescription) wrote \(xml.debugDescription), which reads as \(String(describing: messages["a"]?.body))")
            return
        }
        #expect(read.source == text, "\(xml.debugDescription)")
    }

    @Test func outputStaysInsideTheFolderAndLanguagesOfOneFolderAreRefused() throws {
        var table = MessageTable(name: "strings", developmentLanguage: "en")
        try table.add(contentsOf: Data("<resources><string name=\"a\">A</string></resources>".utf8), kind: .android, language: "en")
        try table.add(contentsOf: Data("<resources><string name=\"a\">B</string></resources>".utf8), kind: .android, language: "he")
        try table.add(contentsOf: Data("<resources><string name=\"a\">C</string></resources>".utf8), kind: .android, language: "iw")
        try table.add(contentsOf: Data("<resources><string name=\"a\">D</string></resources>".utf8), kind: .android, language: "../../x")
        let written = Self.writer.write(table, as: .android)
        #expect(Set(written.files.keys) == ["values/strings.xml"])
        #expect(written.notes.filter(\.isError).map(\.language).sorted() == ["../../x", "he", "iw"])
    }
}
