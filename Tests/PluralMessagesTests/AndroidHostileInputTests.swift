import Foundation
@testable import PluralMessages
import TestSupport
import Testing

/// Android resource files from strangers: no file or network is ever read for them, and what
/// would multiply work is refused by a bound that names itself.
@Suite struct AndroidHostileInputTests {
    static func folder() -> URL {
        let url = TestFolders.root.appendingPathComponent("android-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func read(_ xml: String) -> Result<[String: LocalizedMessage], MessageFileError> {
        Result { () throws(MessageFileError) in try AndroidResourceReader.messages(from: Data(xml.utf8), language: "en", file: nil) }
    }

    func reason(_ xml: String) -> String? {
        if case let .failure(error) = read(xml) { error.reason } else { nil }
    }

    @Test func anExternalEntityIsNeverRead() throws {
        let folder = Self.folder()
        let secret = folder.appendingPathComponent("secret.txt")
        try Data("TOP-SECRET-MARKER".utf8).write(to: secret)
        for declaration in ["SYSTEM \"\(secret.path)\"", "SYSTEM \"file://\(secret.path)\"", "PUBLIC \"-//x//EN\" \"\(secret.absoluteString)\"",
                            "SYSTEM \"http://127.0.0.1:9/x\""] {
            let xml = "<?xml version=\"1.0\"?><!DOCTYPE resources [<!ENTITY leak \(declaration)>]><resources><string name=\"a\">&leak;</string></resources>"
            let said = try #require(reason(xml), "\(declaration)")
            #expect(said.contains("external"), "\(said)")
            #expect(!said.contains("TOP-SECRET"))
        }
        // Declared and never used: the file reads, and nothing of the file is in it.
        let unused = "<!DOCTYPE resources [<!ENTITY leak SYSTEM \"\(secret.path)\">]><resources><string name=\"a\">b</string></resources>"
        let messages = try read(unused).get()
        #expect(messages.count == 1)
    }

    @Test func anExternalDTDIsNeverFetched() throws {
        let folder = Self.folder()
        let dtd = folder.appendingPathComponent("evil.dtd")
        try Data("<!ENTITY injected \"FROM-THE-DTD\">".utf8).write(to: dtd)
        let xml = "<!DOCTYPE resources SYSTEM \"\(dtd.path)\"><resources><string name=\"a\">&injected;</string></resources>"
        let said = try #require(reason(xml))
        #expect(said.contains("'injected' is not declared"), "\(said)")
    }

    @Test func parameterEntitiesAreRefused() throws {
        let xml = "<!DOCTYPE resources [<!ENTITY % remote SYSTEM \"http://127.0.0.1:9/x.dtd\"> %remote;]><resources/>"
        #expect(reason(xml)?.contains("parameter entit") == true)
    }

    @Test func aBillionLaughsIsRefusedByTheExpansionBound() throws {
        var entities = "<!ENTITY lol0 \"lol\">"
        for level in 1...9 {
            entities += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
        }
        let xml = "<!DOCTYPE resources [\(entities)]><resources><string name=\"a\">&lol9;</string></resources>"
        let said = try #require(reason(xml))
        #expect(said.contains("MessageLimits.maximumXMLEntityExpansion") || said.contains("MessageLimits.maximumXMLEntityDepth"), "\(said)")
        // Quadratic blow-up: one large entity referenced many times, each time within the depth bound.
        let large = String(repeating: "x", count: 50_000)
        let quadratic = "<!DOCTYPE resources [<!ENTITY big \"\(large)\">]><resources><string name=\"a\">" + String(repeating: "&big;", count: 100) + "</string></resources>"
        #expect(reason(quadratic)?.contains("MessageLimits.maximumXMLEntityExpansion") == true)
    }

    @Test func entitiesThatReferToThemselvesStop() throws {
        let xml = "<!DOCTYPE resources [<!ENTITY a \"&b;\"><!ENTITY b \"&a;\">]><resources><string name=\"x\">&a;</string></resources>"
        #expect(reason(xml)?.contains("MessageLimits.maximumXMLEntityDepth") == true)
    }

    @Test func internalEntitiesWithinTheBoundsAreRead() throws {
        let xml = "<!DOCTYPE resources [<!ENTITY app \"Files\"><!ENTITY title \"&app; Pro\">]><resources><string name=\"a\">&title;!</string></resources>"
        let message = try #require(try read(xml).get()["a"])
        #expect(message.body == .text(MessageText(javaFormat: "Files Pro!")))
    }

    @Test func deepNestingAndManyElementsAreBounded() throws {
        let depth = MessageLimits.maximumXMLDepth + 1
        let deep = "<resources>" + String(repeating: "<b>", count: depth) + String(repeating: "</b>", count: depth) + "</resources>"
        #expect(reason(deep)?.contains("MessageLimits.maximumXMLDepth") == true)
        let many = "<resources>" + String(repeating: "<x/>", count: MessageLimits.maximumXMLElements) + "</resources>"
        #expect(reason(many)?.contains("MessageLimits.maximumXMLElements") == true)
    }

    @Test(arguments: [
        ("<resources><string name=\"a\">x</resources>", "does not close"),
        ("<resources><string name=\"a\">x", "is not closed"),
        ("<resources><string name=\"a\" name=\"b\">x</string></resources>", "given twice"),
        ("<resources><string name=\"a\">&#0;</string></resources>", "character reference"),
        ("<resources><string name=\"a\">&nope;</string></resources>", "not declared"),
        ("<plist><dict/></plist>", "not <resources>"),
        ("", "no root element"),
        ("\u{FEFF}<resources/>junk", "after the root element"),
    ])
    func malformedFilesAreRefusedWithAPlace(xml: String, expected: String) throws {
        let said = try #require(reason(xml), "\(xml)")
        #expect(said.contains(expected), "\(said)")
        #expect(said.contains("line") || said.contains("root element is"), "\(said)")
    }

    @Test func notUTF8IsRefused() throws {
        let utf16 = #expect(throws: MessageFileError.self) { try AndroidResourceReader.messages(from: Data([0xFF, 0xFE, 0x3C, 0x00]), language: "en", file: nil) }
        #expect(utf16?.reason.contains("UTF-16") == true)
        let latin1 = Data([0x3C, 0x72, 0x3E, 0xE9, 0x3C, 0x2F, 0x72, 0x3E])
        let error = #expect(throws: MessageFileError.self) { try AndroidResourceReader.messages(from: latin1, language: "en", file: nil) }
        #expect(error?.reason.contains("not UTF-8") == true)
    }
}
