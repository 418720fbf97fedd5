import Foundation
@testable import PluralMessages
import Testing
import TestSupport

/// Directories of `<language>.json` MessageFormat files as tables.
@Suite struct MessageFormatReaderTests {
    /// A directory of files written for one test, removed afterwards.
    static func directory(_ files: [String: Data]) throws -> URL {
        let directory = TestFolders.root.appendingPathComponent("mf-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, data) in files { try data.write(to: directory.appendingPathComponent(name)) }
        return directory
    }

    @Test func loadsADirectoryByLanguage() throws {
        let table = try MessageTable.load(contentsOf: Fixtures.url("MessageFormat"))
        #expect(table.name == "MessageFormat")
        #expect(table.languages == ["ar", "en", "pl", "ru"])
        #expect(table.developmentLanguage == "en")
        #expect(table.fileErrors.isEmpty)
        #expect(table.files.map(\.kind) == Array(repeating: .messageformat, count: 4))
        // Nested objects are flattened with '.' (i18next).
        #expect(table.message(forKey: "settings.title", language: "en") != nil)
        // Falls back to the development language.
        let renderer = MessageRenderer.icu()
        #expect(try renderer.render(key: "party", in: table, preferredLanguages: ["pl"], arguments: ["host": "Ann", "guests": 0, "guest": "Bo"]).text == "Ann stays home")
    }

    @Test func loadsOneFileWithItsLanguageFromTheName() throws {
        let directory = try Self.directory(["pt-BR.json": Data(#"{"hi": "Olá, {name}!"}"#.utf8)])
        let table = try MessageTable.load(contentsOf: directory.appendingPathComponent("pt-BR.json"))
        #expect(table.languages == ["pt-BR"])
        #expect(table.developmentLanguage == "pt-BR")
        let message = try #require(table.message(forKey: "hi", language: "pt-BR"))
        #expect(try MessageRenderer.icu().render(message, arguments: ["Ana"]).text == "Olá, Ana!")
    }

    static let entries: [(json: String, key: String, invalid: String?)] = [
        (#"{"a": "x"}"#, "a", nil),
        (#"{"a": 3}"#, "a", "a number (3)"),
        (#"{"a": true}"#, "a", "a boolean (true)"),
        (#"{"a": null}"#, "a", "null"),
        (#"{"a": ["x"]}"#, "a", "an array"),
        (#"{"a": {"b": {"c": "x"}}}"#, "a.b.c", nil),
        (#"{"a.b": "x", "a": {"b": "y"}}"#, "a.b", "given twice"),
    ]

    @Test(arguments: entries)
    func keepsEveryEntry(_ example: (json: String, key: String, invalid: String?)) throws {
        let directory = try Self.directory(["en.json": Data(example.json.utf8)])
        let table = try MessageTable.load(contentsOf: directory)
        let message = try #require(table.message(forKey: example.key, language: "en"))
        if let invalid = example.invalid {
            guard case let .invalid(reason) = message.body else { Issue.record("\(message.body)"); return }
            #expect(reason.contains(invalid), "\(reason)")
        } else {
            guard case .text = message.body else { Issue.record("\(message.body)"); return }
        }
    }

    @Test func boundsTheNesting() throws {
        let depth = MessageLimits.maximumMessageFormatKeyDepth
        let json = String(repeating: #"{"k": "#, count: depth + 1) + #""x""# + String(repeating: "}", count: depth + 1)
        let directory = try Self.directory(["en.json": Data(json.utf8)])
        let table = try MessageTable.load(contentsOf: directory)
        let key = Array(repeating: "k", count: depth).joined(separator: ".")
        let message = try #require(table.message(forKey: key, language: "en"))
        guard case let .invalid(reason) = message.body else { Issue.record("\(message.body)"); return }
        #expect(reason.contains("MessageLimits.maximumMessageFormatKeyDepth"))
    }

    @Test func anUnreadableFileIsAFileErrorAndTheRestLoads() throws {
        let directory = try Self.directory([
            "en.json": Data(#"{"a": "{n, number}"}"#.utf8),
            "de.json": Data(#"{"a": "#.utf8),
            "fr.json": Data(#"["a"]"#.utf8),
            "ru.json": Data([0xFF, 0xFE, 0x7B, 0xD8]),
            "package.json": Data("not a language".utf8),
        ])
        let table = try MessageTable.load(contentsOf: directory)
        #expect(table.languages == ["en"])
        #expect(table.fileErrors.count == 3)
        #expect(table.fileErrors.map { $0.file?.lastPathComponent ?? "" }.sorted() == ["de.json", "fr.json", "ru.json"])
        #expect(table.fileErrors.contains { $0.reason.contains("top level is not a JSON object") })
        // A lookup that needs an unreadable language reports its file.
        #expect(throws: MessageError.self) { try MessageRenderer.icu().render(key: "b", in: table, preferredLanguages: ["de"], arguments: []) }
    }

    @Test func readsUTF16WithAByteOrderMark() throws {
        var data = Data([0xFF, 0xFE])
        data.append(#"{"a": "{n, plural, one {# day} other {# days}}"}"#.data(using: .utf16LittleEndian)!)
        let directory = try Self.directory(["en.json": data])
        let table = try MessageTable.load(contentsOf: directory)
        let message = try #require(table.message(forKey: "a", language: "en"))
        #expect(try MessageRenderer.icu().render(message, arguments: [2]).text == "2 days")
    }

    @Test func aDirectoryWithoutLanguageFilesIsRefused() throws {
        let directory = try Self.directory(["package.json": Data("{}".utf8)])
        #expect(throws: MessageFileError.self) { try MessageTable.load(contentsOf: directory) }
    }

    @Test func locatesKeysAndRepeatedKeysForLint() throws {
        let data = Data("{\n  \"a\": \"x\",\n  \"b\": {\"c\": \"y\"},\n  \"a\": \"z\"\n}\n".utf8)
        let locator = try #require(SourceLocator(data: data, kind: .messageformat))
        #expect(locator.location(of: ["b", "c"]) != nil)
        #expect(locator.repeatedKeys[["a"]]?.map(\.line) == [2, 4])
    }

    @Test func keepsTheOffsetOfASyntaxErrorInScalarsAndInUTF8() throws {
        let message = LocalizedMessage(key: "k", language: "en", messageFormat: "é {0")
        guard case let .text(text) = message.body else { Issue.record("not a text"); return }
        #expect(text.messageFormatError?.offset == 2)
        guard case let .failure(error) = text.parsed else { Issue.record("parsed"); return }
        #expect(error.offset == 3)
    }
}
