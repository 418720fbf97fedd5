import Foundation
import Testing
import TestSupport

/// One meaning per option name (issue 29): `--language` is the language shown (render, preview,
/// format); the language of a file given alone is `--file-language` in every command that reads files,
/// and lint and convert, where `--language` meant that, still read it with a warning.
@Suite struct OptionNamesTests {
    /// A `.strings` file whose name says no language, in a folder of its own.
    static func loneFile() throws -> (root: URL, file: String) {
        let root = TestFolders.root.appendingPathComponent("option-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let file = root.appendingPathComponent("Plain.strings")
        try Data("\"hello\" = \"Привет, %@\";\n".utf8).write(to: file)
        return (root, file.path)
    }

    static let deprecation = "warning: --language is deprecated here, use --file-language ru (the language of files given alone); --language is the language shown"

    @Test(arguments: ["lint", "convert"])
    func theOldSpellingStillWorksWithAWarning(command: String) throws {
        let (root, file) = try Self.loneFile()
        defer { try? FileManager.default.removeItem(at: root) }
        func run(_ options: [String], output: String) throws -> CommandRunner.Output {
            let extra = command == "convert" ? ["--to", "messageformat", "--output", root.appendingPathComponent(output).path] : []
            return try CommandRunner.run([command, file] + extra + options)
        }
        let new = try run(["--file-language", "ru"], output: "new")
        let old = try run(["--language", "ru"], output: "old")
        #expect(new.status == 0 && old.status == 0, "\(new.standardError)\(old.standardError)")
        #expect(!new.standardError.contains("deprecated"))
        #expect(old.standardError.split(separator: "\n").contains { $0 == Self.deprecation }, "\(old.standardError)")
        if command == "convert" {
            for output in ["new", "old"] {
                #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("\(output)/ru.json").path))
            }
        } else {
            #expect(old.standardOutput == new.standardOutput)
        }
        let both = try run(["--language", "ru", "--file-language", "ru"], output: "both")
        #expect(both.status == 64)
        #expect(both.standardError.hasPrefix("error: --language is the old spelling of --file-language"), "\(both.standardError)")
    }

    /// Every command that reads files takes `--file-language`; render's `--language` stays the language
    /// shown (a lone file is read as it when `--file-language` is not given, as before).
    @Test func everyReadingCommandTakesTheFileLanguage() throws {
        let (root, file) = try Self.loneFile()
        defer { try? FileManager.default.removeItem(at: root) }
        let keys = try CommandRunner.run(["keys", file, "--file-language", "ru"])
        #expect(keys.standardOutput == "hello [ru]: 1: object\n", "\(keys.standardError)")
        let render = try CommandRunner.run(["render", file, "hello", "Ann", "--file-language", "ru", "--language", "en"])
        #expect(render.standardOutput == "Привет, Ann\n")
        #expect(render.standardError.contains("note: no 'en' message for key 'hello'; used 'ru'"), "\(render.standardError)")
        let asShown = try CommandRunner.run(["render", file, "hello", "Ann", "--language", "ru"])
        #expect(asShown.status == 0 && asShown.standardOutput == "Привет, Ann\n", "\(asShown.standardError)")
        let preview = try CommandRunner.run(["preview", file, "--file-language", "ru", "--all-keys", "--output", "-"])
        #expect(preview.status == 0 && preview.standardOutput.contains("data-language=\"ru\""), "\(preview.standardError)")
        for command in ["render", "convert", "keys", "preview", "lint"] {
            let help = try CommandRunner.run([command, "--help"])
            #expect(help.standardOutput.contains("--file-language"), "\(command)")
            #expect(help.standardOutput.contains("--development-language"), "\(command)")
        }
    }

    /// The table note for a development language the table lacks shows where table notes show.
    @Test func aMissingDevelopmentLanguageIsNoted() throws {
        let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/Resources").path
        let render = try CommandRunner.run(["render", resources, "files", "1", "--language", "en", "--development-language", "de"])
        #expect(render.standardOutput == "1 file\n")
        #expect(render.standardError.contains("note: table 'Localizable': the development language 'de' is not one of its languages; 'en' is used instead"),
                "\(render.standardError)")
    }
}
