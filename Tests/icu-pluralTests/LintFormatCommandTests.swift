import Foundation
import Testing

/// `icu-plural lint --format sarif|github`: CI annotations at the keys' lines.
@Suite struct LintFormatCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let mistakes = root.appendingPathComponent("Tests/PluralMessagesTests/Fixtures/Legacy/Mistakes").path
    static let duplicates = root.appendingPathComponent("Tests/PluralMessagesTests/Fixtures/Duplicates").path
    static let formPlaces = root.appendingPathComponent("Tests/PluralMessagesTests/Fixtures/Lint/FormPlaces").path

    /// Issue 42: findings come in one documented order, the same from run to run (each run hashes
    /// with another seed), in JSON and text: by file, then line and column.
    @Test func findingsComeInOneOrderFromRunToRun() throws {
        let folders = ["Android", "Lint", "MessageFormatLint"].map { Self.root.appendingPathComponent("Tests/PluralMessagesTests/Fixtures/\($0)").path }
        for format in ["json", "text"] {
            let runs = try (0..<3).map { _ in try CommandRunner.run(["lint", "--format", format] + folders).standardOutput }
            #expect(runs[0].count > 10_000, "\(format)")
            #expect(runs[1] == runs[0] && runs[2] == runs[0], "\(format)")
        }
        struct Report: Decodable {
            struct Finding: Decodable { var file: String?; var location: Location? }
            struct Location: Decodable { var line: Int; var column: Int }
            var findings: [Finding]
        }
        let json = try CommandRunner.run(["lint", "--format", "json"] + folders).standardOutput
        let places = try JSONDecoder().decode(Report.self, from: Data(json.utf8)).findings.map { ($0.file ?? "", $0.location?.line ?? 0, $0.location?.column ?? 0) }
        #expect(places.count > 100)
        #expect(zip(places, places.dropFirst()).allSatisfy { $0 <= $1 }, "findings are not by file, line and column")
    }

    @Test func githubAnnotatesTheKeysLineWithEscapedMessages() throws {
        // The Smartling group lacks 'few'; its 'other' ("Найдено %d песни") stands in for it: a warning.
        let result = try CommandRunner.run(["lint", "--format", "github", Self.mistakes])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 1)
        let line = try #require(lines.first)
        #expect(line.hasPrefix("::warning file=/") || line.hasPrefix("::warning file=Tests/"))
        #expect(line.contains("ru.lproj/Localizable.strings,line=2,col=1,title=missing-category::"))
        #expect(line.contains("key '%25d songs found' [ru]"))  // '%' escaped as workflow commands require
        #expect(!line.dropFirst(2).contains("\n"))
    }

    @Test func sarifHasRulesResultsAndRegions() throws {
        let result = try CommandRunner.run(["lint", "--format", "sarif", Self.duplicates])
        #expect(result.status == 1)
        let log = try #require(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        #expect(ruleIDs.contains("duplicate-key"))
        #expect(rules.allSatisfy { (($0["help"] as? [String: Any])?["text"] as? String)?.isEmpty == false })
        let results = try #require(run["results"] as? [[String: Any]])
        let duplicate = try #require(results.first { ($0["ruleId"] as? String) == "duplicate-key" && "\($0)".contains("en.lproj/Localizable.strings") })
        let region = (((duplicate["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])
        #expect(region?["startLine"] as? Int == 2)
        #expect(region?["startColumn"] as? Int == 1)
        #expect(results.allSatisfy { ruleIDs[$0["ruleIndex"] as? Int ?? -1] == $0["ruleId"] as? String })
    }

    @Test func textOutputNamesLineAndColumn() throws {
        let result = try CommandRunner.run(["lint", Self.mistakes])
        #expect(result.standardOutput.contains("ru.lproj/Localizable.strings:2:1: key '%d songs found' [ru]"))
    }

    @Test func jsonFlagIsTheShortFormOfFormatJSON() throws {
        let long = try CommandRunner.run(["lint", "--format", "json", Self.mistakes])
        let short = try CommandRunner.run(["lint", "--json", Self.mistakes])
        #expect(long.standardOutput == short.standardOutput)
        #expect(long.standardOutput.contains("\"location\""))
    }

    @Test func sarifAndGithubPointAtTheFormAFindingIsAbout() throws {
        let sarif = try CommandRunner.run(["lint", "--format", "sarif", Self.formPlaces])
        let log = try #require(JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let literalOne = try #require(results.first { ($0["ruleId"] as? String) == "literal-one" && "\($0)".contains("Localizable.stringsdict") })
        let region = (((literalOne["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])
        // <key>one</key> of the variable 'count', not <key>files</key> on line 5.
        #expect(region?["startLine"] as? Int == 15)
        #expect(region?["startColumn"] as? Int == 4)
        let github = try CommandRunner.run(["lint", "--format", "github", Self.formPlaces])
        #expect(github.standardOutput.contains("ru.lproj/Localizable.stringsdict,line=15,col=4,title=literal-one::"))
    }
}
