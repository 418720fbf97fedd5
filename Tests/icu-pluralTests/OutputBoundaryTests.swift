import Foundation
import Testing
import TestSupport

/// Escaping happens where output is written (StandardOutput, StandardError, batch's buffer), once:
/// text from strangers' files and input never reaches the terminal as ESC, a forged line or a bidi
/// override, and nothing is escaped twice (issue 29).
@Suite struct OutputBoundaryTests {
    static let hostile = "x\u{1B}[2J\u{202E}\nerror: forged"
    static let shown = #"x\u{1B}[2J\u{202E}\nerror: forged"#

    static func isClean(_ text: String) -> Bool {
        !text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" }
    }

    /// A usage error's message and usage are lines of their own (they were one line with `\n` in it:
    /// escaped twice, once by the caller and once by standard error).
    @Test func usageErrorsKeepTheirLines() throws {
        let result = try CommandRunner.run(["preview", "Examples", "--output", "-", "--engine", "both"])
        #expect(result.status == 64)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.first?.hasPrefix("error: The value 'both' is invalid for '--engine") == true, "\(result.standardError)")
        #expect(lines.contains { $0.hasPrefix("Usage: icu-plural preview") }, "\(result.standardError)")
        #expect(!result.standardError.contains(#"\n"#))
    }

    /// An option value echoed in a usage error is escaped, its usage lines kept.
    @Test func optionValuesInUsageErrorsAreEscaped() throws {
        let result = try CommandRunner.run(["render", "Examples", "files", "1", "--zero-policy", Self.hostile])
        #expect(result.status == 64)
        #expect(Self.isClean(result.standardError) && result.standardError.contains(Self.shown), "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").contains { $0.hasPrefix("Usage: icu-plural render") })
    }

    /// batch echoes its input's fields and comment lines: escaped, tabs kept as the separator.
    @Test func batchEchoesInputEscaped() throws {
        let result = try CommandRunner.run(["batch"], input: "r\u{1B}u\t1\n# note\u{1B}[2J\tx\nen\t1\u{202E}\nen\t1\n")
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(Self.isClean(result.standardOutput), "\(result.standardOutput)")
        #expect(lines[0].hasPrefix(#"r\u{1B}u"# + "\t1\terror: invalid locale identifier 'r\\u{1B}u'"), "\(lines[0])")
        #expect(lines[1] == #"# note\u{1B}[2J"# + "\tx")
        #expect(lines[2].hasPrefix("en\t" + #"1\u{202E}"# + "\terror: "), "\(lines[2])")
        #expect(lines[3] == "en\t1\tone")
    }

    /// keys prints a stranger's key once escaped (not `\\u{1B}`), and its error lines too.
    @Test func keysAndErrorLinesAreEscapedOnce() throws {
        let root = TestFolders.root.appendingPathComponent("output-boundary-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let key = "k\u{1B}[31m\u{202E}"
        try Data("\"\(key)\" = \"v\";\n".utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
        let keys = try CommandRunner.run(["keys", root.path])
        #expect(keys.standardOutput == #"k\u{1B}[31m\u{202E} [en]: no arguments"# + "\n" || keys.standardOutput.hasPrefix(#"k\u{1B}[31m\u{202E} [en]"#),
                "\(keys.standardOutput)")
        let render = try CommandRunner.run(["render", root.path, Self.hostile, "--language", "en"])
        #expect(render.status == 1 && Self.isClean(render.standardError) && render.standardError.contains(Self.shown), "\(render.standardError)")
        let preview = try CommandRunner.run(["preview", root.appendingPathComponent("missing\u{1B}").path, "--output", "-"])
        #expect(preview.status != 0 && Self.isClean(preview.standardError) && preview.standardError.contains(#"missing\u{1B}"#),
                "\(preview.standardError)")
        #expect(!preview.standardError.contains(#"\\u{1B}"#))
    }

    /// mf2's error lines are escaped once; its text is the result asked for and is printed as it is.
    @Test func messageFormat2ErrorsAreEscapedOnce() throws {
        let result = try CommandRunner.run(["mf2", "format", "--locale", "en", "--bidi-isolation", "none", "Hello {$na\u{1B}me}"])
        #expect(Self.isClean(result.standardError), "\(result.standardError)")
        #expect(!result.standardError.contains(#"\\u{1B}"#))
    }
}
