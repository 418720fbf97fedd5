import Foundation
import Testing

/// `icu-plural lint` on directories of MessageFormat `<language>.json` files, in every output format.
@Suite struct LintMessageFormatCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("PluralMessagesTests/Fixtures/MessageFormatLint")
    static let clean = fixtures.appendingPathComponent("Clean").path
    static let defects = fixtures.appendingPathComponent("Defects").path

    @Test func aCleanDirectoryPasses() throws {
        let result = try CommandRunner.run(["lint", Self.clean])
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("0 errors, 0 warnings"))
    }

    @Test func textNamesFilesLinesAndCodes() throws {
        let result = try CommandRunner.run(["lint", Self.defects])
        #expect(result.status == 1)
        // Russian 'other' (which no integer selects) stands in for the missing 'few': a warning (issue 21).
        #expect(result.standardOutput.contains("warning: \(Self.defects)/ru.json:2:3: key 'inbox' [ru]: plural 'count' lacks few"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("Defects/ar.json:3:13: key 'inbox' [ar]: format: a '{' is not closed"))
        #expect(result.standardOutput.contains("5 errors, 3 warnings"))
    }

    @Test func githubSarifAndJSON() throws {
        let github = try CommandRunner.run(["lint", "--format", "github", Self.defects])
        #expect(github.standardOutput.split(separator: "\n").filter { $0.hasPrefix("::") }.count == 8)
        #expect(github.standardOutput.contains("Defects/pl.json,line=2,col=3,title=select-keyword-mismatch::"))

        let sarif = try CommandRunner.run(["lint", "--format", "sarif", Self.defects])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.count == 8)
        let rules = ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]] ?? []
        let keywordRule = rules.first { $0["id"] as? String == "select-keyword-mismatch" }
        let help = (keywordRule?["help"] as? [String: Any])?["text"] as? String
        #expect(help?.contains("renders 'other'") == true)

        let json = try CommandRunner.run(["lint", "--json", Self.defects])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(report["errors"] as? Int == 5)
        #expect(report["warnings"] as? Int == 3)
    }
}
