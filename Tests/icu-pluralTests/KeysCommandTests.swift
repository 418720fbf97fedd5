import Foundation
import Testing

/// `icu-plural keys`: every key's signature, per language where they differ.
@Suite struct KeysCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("PluralMessagesTests/Fixtures")

    static func fixture(_ path: String) -> String { fixtures.appendingPathComponent(path).path }

    @Test func listsEachKeyWithItsArgumentsPerLanguage() throws {
        let result = try CommandRunner.run(["keys", Self.fixture("Lint/Regressions")])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.split(separator: "\n") == [
            "followed [en]: 1: integer (also object), 2: integer; names: plural on 1, mutual: plural on 2",
            "reacted [en, ar]: 1: integer, 2: object; count: plural on 1",
        ])
    }

    @Test func messageFormatArgumentsHaveNames() throws {
        let result = try CommandRunner.run(["keys", Self.fixture("MessageFormat")])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("party [en]: 1 host: any, 2 guests: number, 3 guest: any; guests: plural on 2"), "\(result.standardOutput)")
    }

    @Test func jsonHasTheSignatures() throws {
        let result = try CommandRunner.run(["keys", Self.fixture("Lint/Regressions"), "--json"])
        #expect(result.status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let tables = try #require(report["tables"] as? [[String: Any]])
        let keys = try #require(tables.first?["keys"] as? [[String: Any]])
        let followed = try #require(keys.first { $0["key"] as? String == "followed" })
        let signature = try #require((followed["signatures"] as? [[String: Any]])?.first)
        let arguments = try #require(signature["arguments"] as? [[String: Any]])
        #expect(arguments.first?["type"] as? String == "integer")
        #expect(arguments.first?["conflictingTypes"] as? [String] == ["object"])
        #expect((signature["variables"] as? [[String: Any]])?.map { $0["kind"] as? String } == ["plural", "plural"])
    }

    /// A catalog's language names are a stranger's text: printed escaped, one line per signature (issue 30).
    @Test func catalogLanguagesArePrintedEscaped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Localizable.xcstrings")
        let hostile = "zz\u{1B}[2J\nforged: error"
        let json: [String: Any] = ["sourceLanguage": "en", "version": "1.0", "strings": ["files": ["localizations": [
            "en": ["stringUnit": ["state": "translated", "value": "%lld files"]],
            hostile: ["stringUnit": ["state": "translated", "value": "%lld Dateien"]],
        ]]]]
        try JSONSerialization.data(withJSONObject: json).write(to: catalog)
        let result = try CommandRunner.run(["keys", catalog.path])
        #expect(!result.standardOutput.unicodeScalars.contains("\u{1B}"), "\(result.standardOutput)")
        #expect(!result.standardOutput.split(separator: "\n").contains { $0.hasPrefix("forged") }, "\(result.standardOutput)")
        #expect(result.standardOutput.contains("files ["), "\(result.standardOutput)")
    }

    @Test func aMissingPathIsAnError() throws {
        let result = try CommandRunner.run(["keys", "/nonexistent-\(UUID().uuidString)", "--json"])
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("\"error\""))
    }
}
