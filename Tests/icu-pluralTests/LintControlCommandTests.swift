import Foundation
import Testing
import TestSupport

/// `icu-plural lint` rule controls (`--disable`, `--severity`, `.icu-plural-lint.json`, baselines),
/// and SARIF locations that are never read as a URI scheme.
@Suite struct LintControlCommandTests {
    /// A folder with a Russian plural that lacks `few` and `many` (one error), in a folder named
    /// `name` of a project (a folder with `.git`, where the search for a configuration stops).
    static func app(named name: String = "App") throws -> (root: URL, resources: URL) {
        let root = TestFolders.root.appendingPathComponent("lint-controls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let resources = root.appendingPathComponent(name)
        for (language, forms) in [("en", ["one", "other"]), ("ru", ["one", "other"])] {
            let folder = resources.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let entries = forms.map { "<key>\($0)</key><string>%d \($0) \(language)</string>" }.joined()
            try Data("""
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>files</key><dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>\(entries)</dict></dict></dict></plist>
                """.utf8).write(to: folder.appendingPathComponent("Localizable.stringsdict"))
            try Data("\"title\" = \"T\";\n".utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
        }
        return (root, resources)
    }

    /// Runs the tool in a working directory.
    static func run(_ arguments: [String], in directory: URL) throws -> CommandRunner.Output {
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandRunner.Output(status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
                                    standardError: String(decoding: errorData, as: UTF8.self))
    }

    /// Issue 19: a folder named `javascript:alert(document.domain)` must not make a `javascript:` link.
    @Test func sarifURIsCannotBeReadAsASchemeURI() throws {
        let (root, _) = try Self.app(named: "javascript:alert(document.domain)")
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try Self.run(["lint", "--format", "sarif", "javascript:alert(document.domain)"], in: root)
        #expect(result.status == 1, "\(result.standardError)")
        let log = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let results = ((log?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        let uris = results.compactMap { result in
            ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]).flatMap { $0["artifactLocation"] as? [String: Any] }?["uri"] as? String
        }
        #expect(!uris.isEmpty)
        for uri in uris {
            #expect(uri.hasPrefix("javascript%3Aalert%28document.domain%29/ru.lproj/"), "\(uri)")
            // RFC 3986 §4.2: no ':' before the first '/' of a relative reference.
            #expect(!(uri.split(separator: "/").first ?? "").contains(":"), "\(uri)")
            #expect(URL(string: uri)?.scheme == nil, "\(uri)")
        }
    }

    @Test func disableSeverityAndDidYouMean() throws {
        let (root, resources) = try Self.app()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try Self.run(["lint", resources.path], in: root).status == 1)
        let disabled = try Self.run(["lint", "--disable", "missing-category", resources.path], in: root)
        #expect(disabled.status == 0, "\(disabled.standardOutput)")
        let lowered = try Self.run(["lint", "--severity", "missing-category=warning", "--format", "github", resources.path], in: root)
        #expect(lowered.status == 0)
        #expect(lowered.standardOutput.hasPrefix("::warning file=App/ru.lproj/Localizable.stringsdict"), "\(lowered.standardOutput)")
        #expect(try Self.run(["lint", "--strict", "--severity", "missing-category=warning", resources.path], in: root).status == 1)
        let misspelled = try Self.run(["lint", "--disable", "missing-categroy", resources.path], in: root)
        #expect(misspelled.status == 64)
        #expect(misspelled.standardError.contains("no lint rule has the code 'missing-categroy'; did you mean 'missing-category'?"), "\(misspelled.standardError)")
        let badLevel = try Self.run(["lint", "--severity", "missing-category=fatal", resources.path], in: root)
        #expect(badLevel.status == 64)
    }

    @Test func theConfigurationFileInTheTreeApplies() throws {
        let (root, resources) = try Self.app()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(#"{"severities": {"missing-category": "note"}}"#.utf8).write(to: root.appendingPathComponent(".icu-plural-lint.json"))
        let result = try Self.run(["lint", "--format", "sarif", resources.path], in: root)
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardOutput.contains(#""level" : "note""#))
        #expect(!result.standardOutput.contains(#""level" : "error""#))
        #expect(try Self.run(["lint", "--no-config", resources.path], in: root).status == 1)
        try Data(#"{"disabled": ["literal-onee"]}"#.utf8).write(to: root.appendingPathComponent(".icu-plural-lint.json"))
        let wrong = try Self.run(["lint", resources.path], in: root)
        #expect(wrong.status == 64)
        #expect(wrong.standardError.contains("did you mean 'literal-one'?"), "\(wrong.standardError)")
    }

    /// The configuration's `excluded` paths are skipped by the tool: a vendored folder with a
    /// defect and a file that is no JSON fails the run only when the configuration is ignored.
    @Test func excludedPathsOfTheConfigurationAreSkipped() throws {
        let (root, resources) = try Self.app()
        defer { try? FileManager.default.removeItem(at: root) }
        // The app's own defect is disabled, so that only the vendored files could fail the run.
        let vendor = resources.appendingPathComponent("Vendor/Kit/locales")
        try FileManager.default.createDirectory(at: vendor, withIntermediateDirectories: true)
        try Data(#"{"files": "{n, plural, one {# file} other {# files}}"}"#.utf8).write(to: vendor.appendingPathComponent("en.json"))
        try Data(#"{"files": "{n, plural, one {# файл} other {# файлов}}"}"#.utf8).write(to: vendor.appendingPathComponent("ru.json"))
        try Data("not json".utf8).write(to: vendor.appendingPathComponent("de.json"))
        try Data(#"{"disabled": ["missing-category"], "excluded": ["App/Vendor"]}"#.utf8).write(to: root.appendingPathComponent(".icu-plural-lint.json"))
        let skipped = try Self.run(["lint", "--format", "json", "App"], in: root)
        #expect(skipped.status == 0, "\(skipped.standardOutput)")
        #expect(!skipped.standardOutput.contains("Vendor"), "\(skipped.standardOutput)")
        // The same tree without the configuration: the vendored files are read and fail the run.
        let read = try Self.run(["lint", "--no-config", "--format", "json", "App"], in: root)
        #expect(read.status == 1)
        #expect(read.standardOutput.contains("Vendor/Kit/locales/ru.json"), "\(read.standardOutput)")
        #expect(read.standardOutput.contains("Vendor/Kit/locales/de.json"), "\(read.standardOutput)")
    }

    @Test func aBaselineFailsOnlyOnNewFindings() throws {
        let (root, resources) = try Self.app()
        defer { try? FileManager.default.removeItem(at: root) }
        let written = try Self.run(["lint", "--write-baseline", "lint-baseline.json", "App"], in: root)
        #expect(written.status == 0)
        #expect(written.standardOutput.contains("1 finding accepted"), "\(written.standardOutput)")
        // From another working directory, with the file's lines moved: still known.
        let file = resources.appendingPathComponent("ru.lproj/Localizable.stringsdict")
        try Data(("\n\n" + String(decoding: try Data(contentsOf: file), as: UTF8.self)).utf8).write(to: file)
        let known = try Self.run(["lint", "--baseline", root.appendingPathComponent("lint-baseline.json").path, resources.path], in: resources)
        #expect(known.status == 0, "\(known.standardOutput)")
        #expect(known.standardOutput.contains("0 errors, 0 warnings (1 in the baseline)"), "\(known.standardOutput)")
        // A new defect fails the run, and only it is reported.
        let copy = resources.appendingPathComponent("pl.lproj")
        try FileManager.default.copyItem(at: resources.appendingPathComponent("ru.lproj"), to: copy)
        let new = try Self.run(["lint", "--baseline", "lint-baseline.json", "App"], in: root)
        #expect(new.status == 1)
        #expect(new.standardOutput.contains("[pl]") && !new.standardOutput.contains("[ru]"), "\(new.standardOutput)")
        try Data(#"{"baseline": "lint-baseline.json"}"#.utf8).write(to: root.appendingPathComponent(".icu-plural-lint.json"))
        #expect(try Self.run(["lint", "App"], in: root).status == 1)
        try FileManager.default.removeItem(at: copy)
        #expect(try Self.run(["lint", "App"], in: root).status == 0)
    }

    /// Issue 30: a configuration above the project (a shared /tmp, a runner's work folder) is not
    /// read; the project's own is named in every format; one that excludes every input fails.
    @Test func aPlantedConfigurationAboveTheProjectIsIgnored() throws {
        let outside = TestFolders.root.appendingPathComponent("lint-planted-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        let (root, resources) = try Self.app()
        defer { try? FileManager.default.removeItem(at: root) }
        let checkout = outside.appendingPathComponent("checkout")
        try FileManager.default.moveItem(at: root, to: checkout)
        try Data(#"{"excluded": ["**"]}"#.utf8).write(to: outside.appendingPathComponent(".icu-plural-lint.json"))
        let result = try Self.run(["lint", "App"], in: checkout)
        #expect(result.status == 1, "\(result.standardOutput)")
        #expect(result.standardOutput.contains("1 error"), "\(result.standardOutput)")
        #expect(!result.standardOutput.contains("configuration"), "\(result.standardOutput)")
        _ = resources
    }

    @Test(arguments: ["text", "json", "sarif", "github"])
    func theConfigurationAppliedIsNamed(format: String) throws {
        let (root, _) = try Self.app()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(#"{"severities": {"missing-category": "warning"}}"#.utf8).write(to: root.appendingPathComponent(".icu-plural-lint.json"))
        let result = try Self.run(["lint", "--format", format, "App"], in: root)
        #expect(result.status == 0, "\(result.standardOutput)")
        let expected = switch format {
        case "text": "configuration: .icu-plural-lint.json\n"
        case "json": #""configuration" : ".icu-plural-lint.json""#
        case "sarif": #""text" : "configuration: .icu-plural-lint.json""#
        default: "::notice title=icu-plural lint configuration::configuration: .icu-plural-lint.json"
        }
        #expect(result.standardOutput.contains(expected), "\(result.standardOutput)")
        let none = try Self.run(["lint", "--no-config", "--format", format, "App"], in: root)
        #expect(!none.standardOutput.contains("configuration"), "\(none.standardOutput)")
    }

    @Test func aConfigurationThatExcludesEveryInputFails() throws {
        let (root, _) = try Self.app()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(#"{"excluded": ["**"], "disabled": ["missing-category"]}"#.utf8).write(to: root.appendingPathComponent(".icu-plural-lint.json"))
        let result = try Self.run(["lint", "App"], in: root)
        #expect(result.status == 1, "\(result.standardOutput)")
        #expect(result.standardOutput.contains("error: .icu-plural-lint.json: the configuration's 'excluded' paths leave nothing to check")
                    || result.standardOutput.contains("the configuration's 'excluded' paths leave nothing to check"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("(excluded-everything)"), "\(result.standardOutput)")
        // A baseline written then cannot accept it.
        #expect(try Self.run(["lint", "--write-baseline", "b.json", "App"], in: root).status == 0)
        #expect(try Self.run(["lint", "--baseline", "b.json", "App"], in: root).status == 1)
    }

    /// A baseline of one warning does not accept an error of the same rule, key and language.
    @Test func aBaselineDoesNotHideAMoreSevereFinding() throws {
        let (root, _) = try Self.app()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try Self.run(["lint", "--severity", "missing-category=warning", "--write-baseline", "b.json", "App"], in: root).status == 0)
        let result = try Self.run(["lint", "--baseline", "b.json", "App"], in: root)
        #expect(result.status == 1, "\(result.standardOutput)")
        #expect(result.standardOutput.contains("1 error, 0 warnings"), "\(result.standardOutput)")
        // A version 1 file is read, with a warning saying what its entries hide.
        try Data(#"{"version": 1, "findings": [{"code": "missing-category", "file": "App/ru.lproj/Localizable.stringsdict", "key": "files", "language": "ru"}]}"#.utf8)
            .write(to: root.appendingPathComponent("b.json"))
        let old = try Self.run(["lint", "--baseline", "b.json", "App"], in: root)
        #expect(old.status == 0, "\(old.standardOutput)")
        #expect(old.standardError.contains("is a version 1 baseline"), "\(old.standardError)")
    }

    @Test func helpListsEveryRule() throws {
        let help = try CommandRunner.run(["lint", "--help"])
        for code in ["missing-category (error)", "untranslated (warning)", "unsupported-argument-type (note)", "dropped-plural (error)"] {
            #expect(help.standardOutput.contains(code), "\(code)")
        }
    }

    /// One escaping policy (DisplayText): a key or path with U+202E, ESC or a newline is escaped by
    /// render and convert as by lint, never printed raw to the terminal.
    @Test func renderAndConvertEscapeKeysAndPathsAsLintDoes() throws {
        let (root, resources) = try Self.app()
        defer { try? FileManager.default.removeItem(at: root) }
        let hostile = "files\u{202E}\u{1B}[2J\nerror: forged"
        let render = try CommandRunner.run(["render", resources.path, hostile, "1"])
        #expect(render.status != 0)
        let convert = try CommandRunner.run(["convert", resources.appendingPathComponent(hostile + ".xcstrings").path, "--to", "messageformat",
                                             "--output", root.appendingPathComponent("out").path])
        #expect(convert.status != 0)
        for output in [render.standardError, convert.standardError] {
            #expect(!output.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\u{1B}" }, "\(output)")
            #expect(output.contains(#"files\u{202E}\u{1B}[2J\nerror: forged"#), "\(output)")
        }
    }
}
