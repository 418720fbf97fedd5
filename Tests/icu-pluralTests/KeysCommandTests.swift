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

    @Test func aMissingPathIsAnError() throws {
        let result = try CommandRunner.run(["keys", "/nonexistent-\(UUID().uuidString)", "--json"])
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("\"error\""))
    }
}
