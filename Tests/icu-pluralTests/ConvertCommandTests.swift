import Foundation
import Testing
import TestSupport

/// `icu-plural convert`, run through the built binary.
@Suite struct ConvertCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("PluralMessagesTests/Fixtures")

    static func fixture(_ path: String) -> String { fixtures.appendingPathComponent(path).path }

    static func output(_ label: String) -> URL {
        TestFolders.root.appendingPathComponent("convert-cli-\(label)-\(UUID().uuidString)")
    }

    @Test(arguments: [
        ("Tables", "xcstrings", ["Localizable.xcstrings"]),
        ("Tables", "stringsdict", ["en.lproj/Localizable.strings", "en.lproj/Localizable.stringsdict", "ru.lproj/Localizable.stringsdict"]),
        ("Tables", "messageformat", ["en.json", "ru.json", "ar.json", "de.json"]),
        ("Catalog/Localizable.xcstrings", "stringsdict", ["en.lproj/Localizable.stringsdict", "ru.lproj/Localizable.stringsdict"]),
        ("MessageFormat", "xcstrings", ["MessageFormat.xcstrings"]),
        ("Legacy", "stringsdict", ["ru.lproj/Localizable.stringsdict", "pl.lproj/Localizable.strings"]),
    ])
    func writesEachFormat(input: String, format: String, expected: [String]) throws {
        let directory = Self.output(format)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CommandRunner.run(["convert", Self.fixture(input), "--to", format, "--output", directory.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("wrote "))
        for path in expected {
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent(path).path), "\(path)")
        }
    }

    /// Issue 42: the `res` trees of a multi-module app came back as one tree, `title` of `feature`
    /// replacing `app`'s. Each tree is written under its own path, and comes back apart again.
    @Test(arguments: ["android", "xcstrings", "po"])
    func severalTreesAreWrittenAsSeveralTrees(format: String) throws {
        let directory = Self.output("trees-\(format)"), back = Self.output("trees-back-\(format)")
        defer { for folder in [directory, back] { try? FileManager.default.removeItem(at: folder) } }
        let result = try CommandRunner.run(["convert", Self.fixture("Android/Issue42Modules"), "--to", format, "--output", directory.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("found in 2 places; each is written as its own tree (app/src/main/res, feature/src/main/res)"), "\(result.standardError)")
        #expect(!result.standardError.contains("takes the last one's text"))
        for (tree, title) in [("app", "Photos"), ("feature", "Albums")] {
            let rendered = try CommandRunner.run(["render", directory.appendingPathComponent("\(tree)/src/main/res").path, "title", "--language", "en"])
            #expect(rendered.standardOutput == "\(title)\n", "\(tree): \(rendered.standardError)")
        }
        // Back to Android: two trees again, each with its own text.
        let again = try CommandRunner.run(["convert", directory.path, "--to", "android", "--output", back.path])
        #expect(again.status == 0, "\(again.standardError)")
        for (tree, title) in [("app", "Photos"), ("feature", "Albums")] {
            let rendered = try CommandRunner.run(["render", back.appendingPathComponent("\(tree)/src/main/res").path, "title", "--language", "en"])
            #expect(rendered.standardOutput == "\(title)\n", "\(tree): \(rendered.standardError)")
        }
    }

    /// A catalog written to the one file --output names holds every place: read together, as before.
    @Test func oneCatalogFileHoldsEveryTree() throws {
        let directory = Self.output("trees-one")
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = directory.appendingPathComponent("All.xcstrings")
        let result = try CommandRunner.run(["convert", Self.fixture("Android/Issue42Modules"), "--to", "xcstrings", "--output", catalog.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("takes the last one's text") || result.standardError.contains("several of the places"), "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["All.xcstrings"])
    }

    @Test func reportsLossesPerKeyAndFailsWithStrict() throws {
        let directory = Self.output("notes")
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments = ["convert", Self.fixture("Tables"), "--to", "messageformat", "--output", directory.path]
        let lenient = try CommandRunner.run(arguments)
        #expect(lenient.status == 0)
        #expect(lenient.standardError.contains("warning: welcome [en]: width variants are not supported; wrote the widest (50)"))
        #expect(lenient.standardError.contains("warning: tap_action [en]: device variants are not supported; wrote the 'other' variant, left out 'iphone', 'mac'"))
        #expect(lenient.standardOutput.contains("(4 notes)"))
        let strict = try CommandRunner.run(arguments + ["--strict"])
        #expect(strict.status == 1)
        #expect(strict.standardError.contains("error: welcome [en]:"))
    }

    @Test func refusesToOverwriteAnInput() throws {
        let directory = Self.output("input")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let catalog = directory.appendingPathComponent("Localizable.xcstrings")
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("Catalog/Localizable.xcstrings"), to: catalog)
        let before = try Data(contentsOf: catalog)
        let result = try CommandRunner.run(["convert", catalog.path, "--to", "xcstrings", "--output", directory.path])
        #expect(result.status == 1)
        #expect(result.standardError.contains("is an input"))
        #expect(try Data(contentsOf: catalog) == before)
    }

    @Test func takesAStringsAndStringsdictPair() throws {
        let directory = Self.output("pair")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CommandRunner.run([
            "convert", Self.fixture("Tables/en.lproj/Localizable.strings"), Self.fixture("Tables/en.lproj/Localizable.stringsdict"),
            "--to", "messageformat", "--output", directory.path,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let data = try Data(contentsOf: directory.appendingPathComponent("en.json"))
        let texts = try #require(try JSONSerialization.jsonObject(with: data) as? [String: String])
        #expect(texts["greeting"] == "Hello, {arg1}!")
        #expect(texts["files_and_folders"] == "Total: {files, plural, one {# file} other {# files}}, {folders, plural, one {# folder} other {# folders}}")
    }

    /// A printf table whose Japanese swaps its arguments ("%2$@ から %1$@"), converted to
    /// MessageFormat, renders with the same values given by position as the original, through ICU's
    /// MessageFormat and the Swift renderer alike.
    @Test(arguments: ["icu", "swift", "both"])
    func positionalValuesRenderTheConvertedTextAsTheOriginal(engine: String) throws {
        let root = Self.output("order")
        defer { try? FileManager.default.removeItem(at: root) }
        let input = root.appendingPathComponent("Resources")
        for (language, text) in [("en", #""from" = "%1$@ from %2$@";"#), ("ja", #""from" = "%2$@ から %1$@";"#)] {
            let folder = input.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
        }
        let output = root.appendingPathComponent("messages")
        let converted = try CommandRunner.run(["convert", input.path, "--to", "messageformat", "--output", output.path])
        #expect(converted.status == 0, "\(converted.standardError)")
        for path in [input.path, output.path] {
            let rendered = try CommandRunner.run(["render", path, "from", "Bob", "Carol", "--language", "ja", "--engine", engine])
            #expect(rendered.status == 0, "\(rendered.standardError)")
            #expect(rendered.standardOutput == "Carol から Bob\n", "\(path)")
        }
    }

    @Test(arguments: [
        (["convert", "/nonexistent/Resources", "--to", "xcstrings", "--output", "/tmp/never"], Int32(1), "error: /nonexistent/Resources: no such file or directory"),
        (["convert", "x", "--to", "yaml", "--output", "/tmp/never"], Int32(64), "error: The value 'yaml' is invalid for '--to <to>'"),
        (["convert", "x", "--to", "xcstrings"], Int32(64), "error: Missing expected argument '--output <output>'"),
    ])
    func badInput(arguments: [String], status: Int32, message: String) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == status)
        #expect(result.standardError.hasPrefix(message), "\(result.standardError)")
    }

    @Test func anOutputThatCannotBeWrittenIsAnOutputFailure() throws {
        let directory = Self.output("blocked")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data().write(to: directory)  // a file where the output directory should be
        let result = try CommandRunner.run(["convert", Self.fixture("Tables"), "--to", "messageformat", "--output", directory.path])
        #expect(result.status == 74)
        #expect(result.standardError.contains("cannot be written"))
    }

    @Test func reportsAnUnreadableFileAndConvertsTheRest() throws {
        let directory = Self.output("broken")
        defer { try? FileManager.default.removeItem(at: directory) }
        let tree = directory.appendingPathComponent("in")
        for language in ["en", "fr"] {
            try FileManager.default.createDirectory(at: tree.appendingPathComponent("\(language).lproj"), withIntermediateDirectories: true)
        }
        try Data("\"a\" = \"A\";\n".utf8).write(to: tree.appendingPathComponent("en.lproj/Localizable.strings"))
        try Data("\"a\" = ".utf8).write(to: tree.appendingPathComponent("fr.lproj/Localizable.strings"))
        let out = directory.appendingPathComponent("out")
        let result = try CommandRunner.run(["convert", tree.path, "--to", "messageformat", "--output", out.path])
        #expect(result.status == 1)
        #expect(result.standardError.contains("fr.lproj/Localizable.strings"))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("en.json").path))
    }

    /// A catalog whose languages try to leave the output folder (issue 19): each is refused with an
    /// error naming it, the rest is written, and nothing lands outside `--output`.
    @Test(arguments: ["messageformat", "stringsdict"])
    func refusesLanguagesThatLeaveTheOutput(format: String) throws {
        let root = Self.output("escape")
        defer { try? FileManager.default.removeItem(at: root) }
        let input = root.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        var localizations: [String: Any] = [:]
        let hostile = ["../../escaped", "/abs/x", "nu\u{0}l", "..", "a/b", "a\\b"]
        for language in ["en"] + hostile {
            localizations[language] = ["stringUnit": ["state": "translated", "value": "text of \(language)"]]
        }
        let catalog: [String: Any] = ["sourceLanguage": "en", "version": "1.0", "strings": ["k": ["localizations": localizations]]]
        let evil = input.appendingPathComponent("Evil.xcstrings")
        try JSONSerialization.data(withJSONObject: catalog).write(to: evil)
        let output = root.appendingPathComponent("a/out")
        let result = try CommandRunner.run(["convert", evil.path, "--to", format, "--output", output.path])
        #expect(result.status == 1)
        #expect(result.standardError.contains("error: [../../escaped]: the language is not a well-formed language tag"), "\(result.standardError)")
        #expect(result.standardError.contains("error: [nu\\u{0}l]:"), "\(result.standardError)")
        let written = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).sorted()
        let expected = format == "messageformat" ? ["a", "a/out", "a/out/en.json"] : ["a", "a/out", "a/out/en.lproj", "a/out/en.lproj/Evil.strings"]
        #expect(written == (["in", "in/Evil.xcstrings"] + expected).sorted())
    }

    /// A table named after a hidden file (`.hidden.xcstrings`) would write hidden files.
    @Test(arguments: ["stringsdict", "xcstrings"])
    func refusesATableNameThatIsNoFileName(format: String) throws {
        let root = Self.output("table")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let catalog = root.appendingPathComponent(".hidden.xcstrings")
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("Catalog/Localizable.xcstrings"), to: catalog)
        let output = root.appendingPathComponent("out")
        let result = try CommandRunner.run(["convert", catalog.path, "--to", format, "--output", output.path])
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("error: table '.hidden' starts with '.'"), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    /// A write that fails in the middle (`en.json` cannot be written: a folder is in its place)
    /// leaves the outputs of the run before as they were.
    @Test func aFailedConvertLeavesTheOldOutputs() throws {
        let output = Self.output("atomic")
        defer { try? FileManager.default.removeItem(at: output) }
        let arguments = ["convert", Self.fixture("Tables"), "--to", "messageformat", "--output", output.path]
        #expect(try CommandRunner.run(arguments).status == 0)
        let old = try Data(contentsOf: output.appendingPathComponent("ar.json"))
        try Data("stale".utf8).write(to: output.appendingPathComponent("ar.json"))
        try FileManager.default.removeItem(at: output.appendingPathComponent("en.json"))
        try FileManager.default.createDirectory(at: output.appendingPathComponent("en.json"), withIntermediateDirectories: false)
        let failed = try CommandRunner.run(arguments)
        #expect(failed.status == 74)
        #expect(failed.standardError.contains("en.json: cannot be written"), "\(failed.standardError)")
        #expect(try Data(contentsOf: output.appendingPathComponent("ar.json")) == Data("stale".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == ["ar.json", "de.json", "en.json", "ru.json"])
        try FileManager.default.removeItem(at: output.appendingPathComponent("en.json"))
        #expect(try CommandRunner.run(arguments).status == 0)
        #expect(try Data(contentsOf: output.appendingPathComponent("ar.json")) == old)
    }
}
