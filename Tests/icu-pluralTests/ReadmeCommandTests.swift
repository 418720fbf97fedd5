import Foundation
import Testing
import TestSupport

/// The README's command lines that read the example resources (`Examples/Resources`), run from the
/// repository's root as a reader would type them; each line's comment is its output. One process at a
/// time: several at once moved the resident set that `MemoryTests` measures in the same test process.
@Suite(.serialized) struct ReadmeCommandTests {
    struct Line: CustomStringConvertible {
        var arguments: [String]
        var expected: String
        var description: String { "icu-plural " + arguments.joined(separator: " ") }
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Lines of the form `icu-plural render|lint|convert Examples/Resources … # OUTPUT` in README.md
    /// (or `Examples/MessageFormat2`, the MF2 table), and `icu-plural keys Tests/PluralMessagesTests/Fixtures/… # OUTPUT`.
    static let lines: [Line] = {
        guard let readme = try? String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8) else { return [] }
        return readme.split(separator: "\n").compactMap { line in
            // `keys` lines may read the test fixtures (MessageFormat 2 tables) as well.
            let readsFixtures = line.hasPrefix("icu-plural keys ") && line.contains(" Tests/PluralMessagesTests/Fixtures/")
            let readsExamples = line.contains(" Examples/Resources") || line.contains(" Examples/MessageFormat2")
            guard line.hasPrefix("icu-plural "), readsExamples || readsFixtures, let hash = line.range(of: "# ") else { return nil }
            let command = line[..<hash.lowerBound].split(separator: " ").dropFirst().map(String.init)
            return Line(arguments: command, expected: line[hash.upperBound...].trimmingCharacters(in: .whitespaces))
        }
    }()

    @Test func theReadmeShowsTheExampleCommands() {
        // At least a render line and a lint line, so that a reworded README cannot skip this suite.
        #expect(Self.lines.contains { $0.arguments.first == "render" })
        #expect(Self.lines.contains { $0.arguments.first == "lint" })
        #expect(Self.lines.contains { $0.arguments.first == "lint" && $0.arguments.contains("Examples/MessageFormat2") })
    }

    @Test(arguments: lines)
    func readmeLine(_ line: Line) throws {
        // The folder as seen from the repository's root; what a line writes (`convert --output converted/…`)
        // goes to a folder of this run, which the command runs in.
        let arguments = line.arguments.map { $0.hasPrefix("Examples/") || $0.hasPrefix("Tests/") ? Self.packageRoot.appendingPathComponent($0).path : $0 }
        let workFolder = TestFolders.root.appendingPathComponent("readme-command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: workFolder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: workFolder) }
        let output = try CommandRunner.run(arguments, currentDirectory: workFolder)
        #expect(output.status == 0, "\(line): \(output.standardError)")
        #expect(output.standardOutput.trimmingCharacters(in: .newlines) == line.expected)
    }
}
