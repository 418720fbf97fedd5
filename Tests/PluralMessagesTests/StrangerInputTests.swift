import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ICUPlural
@testable import MessageFormat2
@testable import PluralCore
@testable import PluralMessages
import TestSupport
import Testing

/// Files from strangers, fourth round (issue 39): the Android reader and writer, the conversions
/// between MessageFormat 1 and 2 and the preview stay bounded, and what is written is well-formed.
@Suite struct StrangerInputTests {
    static let writer = MessageTableWriter(rulesProvider: ICUPluralRulesProvider())

    func read(_ xml: String) -> Result<[String: LocalizedMessage], MessageFileError> {
        Result { () throws(MessageFileError) in try AndroidResourceReader.messages(from: Data(xml.utf8), language: "en", file: nil) }
    }

    func reason(_ xml: String) -> String? {
        if case let .failure(error) = read(xml) { error.reason } else { nil }
    }

    /// A table of one language read from a `.strings` text.
    static func table(strings: String, language: String = "en") throws -> MessageTable {
        var table = MessageTable(name: "Localizable", developmentLanguage: "en")
        try table.add(contentsOf: Data(strings.utf8), kind: .strings, language: language)
        return table
    }

    // MARK: Entities

    @Test func referencesToAnEmptyEntityCountAgainstTheExpansionBound() throws {
        // 10⁷ references to an entity that expands to nothing: 528 bytes that once took seconds,
        // and at 30 a level, hours.
        var entities = "<!ENTITY e0 \"\">"
        for level in 1...7 {
            entities += "<!ENTITY e\(level) \"" + String(repeating: "&e\(level - 1);", count: 10) + "\">"
        }
        let xml = "<!DOCTYPE resources [\(entities)]><resources><string name=\"a\">x&e7;</string></resources>"
        let said = try #require(reason(xml))
        #expect(said.contains("MessageLimits.maximumXMLEntityExpansion"), "\(said)")
        // A few references to an empty entity are read.
        let few = "<!DOCTYPE resources [<!ENTITY e \"\">]><resources><string name=\"a\">x&e;&e;y</string></resources>"
        #expect(try read(few).get()["a"]?.body == .text(MessageText(javaFormat: "xy")))
    }

    // MARK: Characters XML 1.0 forbids

    @Test(arguments: ["&#1;", "&#x1B;", "&#xFFFE;", "\u{01}"])
    func aForbiddenCharacterIsRefusedWithItsPlace(written: String) throws {
        let xml = "<resources>\n<string name=\"a\">x\(written)</string></resources>"
        let said = try #require(reason(xml), "\(written)")
        #expect(said.contains("XML 1.0 forbids"), "\(said)")
        #expect(said.contains("line 2"), "\(said)")
    }

    @Test func aCharacterReferenceToALineFeedInAnAttributeStaysALineFeed() throws {
        let xml = "<resources><string name=\"a\" tools:note=\"one&#10;two\nthree\">x</string></resources>"
        let root = try ResourceXML(Data(xml.utf8)).root
        // The reference is a line feed; the literal line break is normalized to a space.
        #expect(root.elements.first?.attribute("tools:note") == "one\ntwo three")
    }

    @Test func eightyThousandAttributesAreCheckedOnceEach() throws {
        let attributes = (0..<80_000).map { "a\($0)=\"1\"" }.joined(separator: " ")
        let root = try ResourceXML(Data("<resources><string name=\"a\" \(attributes)>x</string></resources>".utf8)).root
        #expect(root.elements.first?.attributes.count == 80_001)
        let twice = "<resources><string name=\"a\" " + attributes + " a79999=\"2\">x</string></resources>"
        #expect(reason(twice)?.contains("'a79999' is given twice") == true)
    }

    // MARK: Writing Android XML

    @Test(arguments: ["a --->b <string name=\"evil\">pwned</string> <!-- c", "-", "x--", "---", "a\u{1}b\u{1B}c\u{FFFE}", "--><bool name=\"b\">true</bool><!--"])
    func aCommentNeverClosesEarlyAndTheFileParsesStrictly(comment: String) throws {
        let table = try Self.table(strings: "/* \(comment.replacingOccurrences(of: "*/", with: "")) */\n\"k\" = \"v\\U0001w\";\n\"k2\" = \"x\";\n")
        let written = Self.writer.write(table, as: .android)
        let data = try #require(written.files["values/strings.xml"])
        let xml = String(decoding: data, as: UTF8.self)
        // Foundation's XMLParser (libxml2) refuses what is not well-formed.
        let parser = XMLParser(data: data)
        let elements = ElementNames()
        parser.delegate = elements
        let parsed = parser.parse()
        #expect(parsed, "\(String(describing: parser.parserError)): \(xml)")
        #expect(elements.names == ["resources", "string", "string"], "\(xml)")
        // And this package's reader reads back exactly the entries written.
        let back = try AndroidResourceReader.messages(from: data, language: "en", file: nil)
        #expect(Set(back.keys) == ["k", "k2"])
        // A comment changed to be one is noted.
        #expect(written.notes.contains { if case .commentChanged = $0.kind { true } else { false } } == (XMLEscaping.comment(comment).changed != nil))
        guard case let .text(text)? = back["k"]?.body else {
            Issue.record("\(String(describing: back["k"]))")
            return
        }
        #expect(text.source == "v\u{1}w", "\(text.source.debugDescription)")
    }

    @Test func theEscapingFunctionsWriteOnlyWhatXMLAllows() {
        for text in ["--", "a-", "-->", "\u{0}\u{8}\u{B}\u{C}\u{1F}\u{FFFF}", "&<>\"'\n\t\r"] {
            let comment = XMLEscaping.comment(text).text
            #expect(!comment.contains("--") && !comment.hasSuffix("-"), "\(comment)")
            for written in [comment, XMLEscaping.attribute(text), XMLEscaping.text(text)] {
                #expect(written.unicodeScalars.allSatisfy(XMLEscaping.isAllowed), "\(written.debugDescription)")
            }
            #expect(!XMLEscaping.attribute(text).contains { "<&\"\n".contains($0) && $0 != "&" } )
        }
    }

    // MARK: Names

    @Test func sixteenThousandKeysOfOneResourceNameAreNumberedInOrder() {
        let keys = (0..<16_000).map { "x" + String(Character(Unicode.Scalar(0x4E00 + $0)!)) }
        let names = AndroidResourceWriter.resourceNames(keys)
        #expect(names[keys[0]] == "x_")
        #expect(names[keys[1]] == "x__2")
        #expect(names[keys[15_999]] == "x__16000")
        #expect(Set(names.values).count == 16_000)
    }

    @Test func uniqueNamesGiveTheSameNamesAsCountingFromTwo() {
        var names = UniqueNames(taken: ["a", "a_3"])
        #expect(names.claim("a") == "a_2")
        #expect(names.claim("a") == "a_4")
        #expect(names.claim("b") == "b")
        names.insert("a_5")
        #expect(names.claim("a") == "a_6")
        #expect(names.claim("b") == "b_2")
    }

    // MARK: Folders

    @Test(arguments: [
        ("en-US-u-ca-gregory", "values-en-rUS", "u-ca-gregory"), ("en-x-private", "values-en", "x-private"),
        ("sr-Latn-RS-x-a", "values-b+sr+Latn+RS", "x-a"), ("de-CH-1996-1901", "values-b+de+CH+1996", "1901"),
        ("sr-Latn", "values-b+sr+Latn", nil), ("es-419", "values-b+es+419", nil),
    ] as [(String, String, String?)])
    func aTagWithSubtagsAapt2RefusesIsWrittenWithoutThem(language: String, folder: String, dropped: String?) {
        let result = AndroidQualifiers.folderName(forLanguage: language)
        #expect(result.folder == folder)
        #expect(result.dropped == dropped)
    }

    @Test func convertNotesTheShortenedFolderAndLintReportsAFolderAapt2Refuses() throws {
        var table = try Self.table(strings: "\"k\" = \"v\";\n")
        try table.add(contentsOf: Data("\"k\" = \"w\";\n".utf8), kind: .strings, language: "en-US-u-ca-gregory")
        let written = Self.writer.write(table, as: .android)
        #expect(written.files["values-en-rUS/strings.xml"] != nil, "\(written.files.keys.sorted())")
        #expect(written.notes.contains { $0.kind == .languageTagShortened(folder: "values-en-rUS", dropped: "u-ca-gregory") }, "\(written.notes)")

        let root = TestFolders.root.appendingPathComponent("aapt2-\(UUID().uuidString)")
        for (folder, text) in [("values", "v"), ("values-b+en+US+u+ca+gregory", "w")] {
            let url = root.appendingPathComponent("res/\(folder)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data("<resources><string name=\"k\">\(text)</string></resources>".utf8).write(to: url.appendingPathComponent("strings.xml"))
        }
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.table(try MessageTable.load(contentsOf: root.appendingPathComponent("res"))))
        let finding = try #require(findings.first { $0.rule == .androidLanguageFolder }, "\(findings)")
        #expect(finding.message.contains("u-ca-gregory"))
        #expect(finding.hint.contains("values-en-rUS"))
    }

    // MARK: Conversions

    @Test func mf1TextMultipliedOutIntoMF2VariantsIsCountedBeforeItIsBuilt() throws {
        // 10,000 variants, each with the 60 KB text: 600 MB once built, now refused first.
        let choice = { (name: String) in "{\(name), plural, " + (0..<99).map { "=\($0) {\(name)\($0)}" }.joined(separator: " ") + " other {o}}" }
        let source = String(repeating: "x", count: 60_000) + choice("a") + choice("b")
        guard case let .failure(failure) = MessageFormat2Conversion.converting(source, language: "en") else {
            Issue.record("converted")
            return
        }
        #expect(failure == .tooLong(limit: MF2Limits.maximumSourceLength))
        // A small text converts.
        #expect((try? MessageFormat2Conversion.converting("a " + choice("a"), language: "en").get()) != nil)
    }

    @Test func mf2VariantsNestedAsMF1ChoicesAreCountedBeforeTheyAreBuilt() throws {
        // Each long `* j` text is written under each of 760 keys of $a: 190 MB once built.
        var lines = [".input {$a :number}", ".input {$b :number}", ".match $a $b"]
        lines += (0..<760).map { "\($0) 999 {{a}}" }
        lines += (0..<10).map { "* \($0) {{" + String(repeating: "y", count: 25_000) + "}}" }
        lines.append("* * {{z}}")
        let message = try MF2Message(lines.joined(separator: "\n"))
        guard case let .failure(failure) = MessageFormat1Conversion(message).text else {
            Issue.record("converted")
            return
        }
        #expect(failure.reason.contains("MessageFormatLimits.maximumLength"), "\(failure.reason)")
    }

    // MARK: Preview

    @Test func previewRendersTheFirstExactValuesAndListsTheRest() throws {
        let count = MessagePreview.maximumRenderedExactValues + 8
        let text = "{n, plural, " + (0..<count).map { "=\($0) {a\($0)}" }.joined(separator: " ") + " other {b}}"
        var table = MessageTable(name: "t", developmentLanguage: "en")
        let json = try JSONSerialization.data(withJSONObject: ["k": text])
        try table.add(contentsOf: json, kind: .messageformat, language: "en")
        let preview = MessagePreview(table: table, rulesProvider: ICUPluralRulesProvider(), options: RenderOptions(evaluator: ICUMessageFormatEvaluator()))
        let rows = try #require(preview.entry(key: "k", language: "en")?.variants.first?.selections.first?.rows)
        let exact = rows.filter { $0.form.hasPrefix("=") }
        #expect(exact.count == count)
        #expect(exact.filter { !$0.examples.isEmpty }.count == MessagePreview.maximumRenderedExactValues)
        #expect(exact.filter { $0.note?.contains("MessagePreview.maximumRenderedExactValues") == true }.count == 8)
        #expect(exact.first { $0.form == "=3" }?.examples.first?.text == "a3")
    }

    // MARK: Lint hints

    @Test func anInvalidAndroidEntryGetsAnAndroidHint() throws {
        let xml = "<resources><plurals name=\"p\"><item quantity=\"lots\">x</item></plurals></resources>"
        let root = TestFolders.root.appendingPathComponent("hint-\(UUID().uuidString)/res/values")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data(xml.utf8).write(to: root.appendingPathComponent("strings.xml"))
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.table(try MessageTable.load(contentsOf: root.deletingLastPathComponent())))
        let invalid = findings.filter { $0.rule == .invalidEntry }
        #expect(!invalid.isEmpty, "\(findings)")
        #expect(invalid.allSatisfy { !$0.hint.contains("NSStringLocalizedFormatKey") && $0.hint.contains("<plurals>") }, "\(invalid)")
    }

    @Test func anUnreadableAndroidFileGetsAnXMLHint() throws {
        let root = TestFolders.root.appendingPathComponent("unreadable-\(UUID().uuidString)/res/values")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("<resources><string name=\"a\">&#1;</string></resources>".utf8).write(to: root.appendingPathComponent("strings.xml"))
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([root.deletingLastPathComponent()]))
        let unreadable = try #require(findings.first { $0.rule == .unreadableFile }, "\(findings)")
        #expect(unreadable.message.contains("XML 1.0 forbids"))
        #expect(unreadable.hint.contains("xmllint") && !unreadable.hint.contains("plutil"), "\(unreadable.hint)")
    }

    // MARK: File size

    @Test func aSymbolicLinkIsMeasuredByItsTarget() throws {
        let folder = TestFolders.root.appendingPathComponent("link-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let target = folder.appendingPathComponent("big.strings")
        #expect(FileManager.default.createFile(atPath: target.path, contents: nil))
        let handle = try FileHandle(forWritingTo: target)
        try handle.truncate(atOffset: UInt64(MessageLimits.maximumFileSize + 1))
        try handle.close()
        let link = folder.appendingPathComponent("en.lproj/Localizable.strings")
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        #expect(FileSize.of(link) == MessageLimits.maximumFileSize + 1)
        let error = #expect(throws: MessageFileError.self) { try MessageTable.load(contentsOf: link, language: "en") }
        #expect(error?.reason.contains("MessageLimits.maximumFileSize") == true, "\(String(describing: error))")
    }
}

/// The element names a strict XML parser reads, in order.
private final class ElementNames: NSObject, XMLParserDelegate {
    var names: [String] = []
    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        names.append(elementName)
    }
}
