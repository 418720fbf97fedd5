import Foundation
import Testing
import TestSupport

/// Runs the built `icu-plural` and returns its exit status and output.
private struct CommandResult {
    var status: Int32
    var output: String
    var errorOutput: String
}

private enum Tool {
    /// The package's root, from this file's path (Tests/icu-pluralTests/...).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = packageRoot.appendingPathComponent("Tests/PluralMessagesTests/Fixtures")

    /// Runs the binary with the user's language variables cleared, then `environment` added.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> CommandResult {
        var variables = ProcessInfo.processInfo.environment
        for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] { variables[name] = nil }
        variables.merge(environment) { _, new in new }
        let result = try CommandRunner.run(arguments, environment: variables)
        return CommandResult(status: result.status, output: result.standardOutput, errorOutput: result.standardError)
    }

    static func fixture(_ path: String) -> String { fixtures.appendingPathComponent(path).path }
}

@Suite struct RenderCommandTests {
    @Test(arguments: [
        (["runs_completed", "1", "3", "--language", "en"], "One of 3 runs completed"),
        (["runs_completed", "5", "30", "--language", "en"], "5 of 30 runs completed"),
        (["files", "5", "--language", "ru-RU"], "5 файлов"),
        (["files", "0", "--language", "ru"], "Нет файлов"),
        (["files", "0", "--language", "ru", "--zero-policy", "cldr"], "0 файлов"),
        (["files", "1234", "--language", "ru", "--locale", "en_US"], "1,234 файла"),
        (["files", "-3", "--language", "ru"], "-3 файла"),
        (["files", "11", "--language", "ar"], "11 ملفًا"),
        (["distance", "1.0", "--language", "en"], "1.0 kilometers"),
        (["distance", "f:1.0", "--language", "en"], "1.0 kilometers"),
        (["distance", "1", "--language", "en"], "1.0 kilometers"),
        (["distance", "1", "--language", "en", "--selection", "apple"], "1.0 kilometer"),
        (["distance", "1", "--language", "en", "--selection", "shown-digits"], "1.0 kilometers"),
        (["tap_action", "3", "--language", "en", "--device", "mac"], "Click here"),
        (["welcome", "--language", "en", "--width", "20"], "Hello there"),
        (["greeting", "5", "--language", "en", "--string-args"], "Hello, 5!"),
    ])
    func rendersTables(arguments: [String], expected: String) throws {
        let result = try Tool.run(["render", Tool.fixture("Tables")] + arguments)
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.output == expected + "\n")
    }

    @Test func rendersCatalogs() throws {
        let catalog = Tool.fixture("Catalog/Localizable.xcstrings")
        let photos = try Tool.run(["render", catalog, "photos_in_album", "Маши", "5", "Отпуск", "--language", "ru"])
        #expect(photos.output == "У Маши 5 фотографий в альбоме «Отпуск»\n")
        let untranslated = try Tool.run(["render", catalog, "Save", "--language", "ru"])
        #expect(untranslated.output == "Save\n")
        #expect(untranslated.errorOutput.contains("used 'en'"))
    }

    @Test func languageComesFromTheEnvironment() throws {
        let result = try Tool.run(["render", Tool.fixture("Tables"), "greeting", "Мир"], environment: ["LANG": "ru_RU.UTF-8"])
        #expect(result.output == "Привет, Мир!\n")
    }

    @Test func badArgumentsAreErrorsNotCrashes() throws {
        let wrongType = try Tool.run(["render", Tool.fixture("Tables"), "files", "abc", "--language", "ru"])
        #expect(wrongType.status == 1)
        #expect(wrongType.errorOutput.contains("key 'files' [ru]"))
        let missing = try Tool.run(["render", Tool.fixture("Tables"), "runs_completed", "1", "--language", "en"])
        #expect(missing.status == 1)
        #expect(missing.errorOutput.contains("argument 2 is missing"))
        let malformed = try Tool.run(["render", Tool.fixture("Malformed/en.lproj/NotXML.stringsdict"), "k"])
        #expect(malformed.status == 1)
        #expect(malformed.errorOutput.contains("not a property list"))
        let diagnostic = try Tool.run(["render", Tool.fixture("Lint/Mistakes"), "needs_few_many", "5", "--language", "ru"])
        #expect(diagnostic.output == "5 файла\n")
        #expect(diagnostic.errorOutput.contains("'many'"))
    }

    @Test func aNumberGivenToAnObjectConversionIsAWarning() throws {
        let result = try Tool.run(["render", Tool.fixture("Tables"), "spelled", "2", "3", "--language", "en"])
        #expect(result.status == 0)
        #expect(result.output == "3 somethings\n")
        #expect(result.errorOutput.contains("warning: ") && result.errorOutput.contains("'%@'"))
    }

    @Test(arguments: ["icu", "swift", "both"])
    func rendersWithEitherEngine(engine: String) throws {
        let result = try Tool.run(["render", Tool.fixture("Tables"), "files", "21", "--language", "ru", "--engine", engine])
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.output == "21 файл\n")
    }

    @Test func bothEnginesFailWhereTheyRenderDifferently() throws {
        // Chuvash has plural rules in CLDR 48 (1 is `one`) but none in ICU 72's CLDR 42 (root: `other`).
        let directory = TestFolders.root.appendingPathComponent("render-engines-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("cv.lproj"), withIntermediateDirectories: true)
        try Data(#""files" = "%d file(s)";"#.utf8).write(to: directory.appendingPathComponent("cv.lproj/Localizable.strings"))
        let plist: [String: Any] = ["files": ["NSStringLocalizedFormatKey": "%#@n@",
                                              "n": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d",
                                                    "one": "%d one", "other": "%d other"]]]
        try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
            .write(to: directory.appendingPathComponent("cv.lproj/Localizable.stringsdict"))
        let swift = try Tool.run(["render", directory.path, "files", "1", "--language", "cv", "--engine", "swift"])
        #expect(swift.output == "1 one\n")
        let both = try Tool.run(["render", directory.path, "files", "1", "--language", "cv", "--engine", "both"])
        #expect(both.status == 1)
        #expect(both.output.isEmpty)
        #expect(both.errorOutput.contains("icu:   1 other") && both.errorOutput.contains("swift: 1 one"), "\(both.errorOutput)")
    }

    @Test(arguments: ["ar", "ar_EG", "bn", "mr", "fa", "ne", "ru_RU", "de-CH"])
    func renderAndFormatWriteTheSameDigits(locale: String) throws {
        let rendered = try Tool.run(["render", Tool.fixture("Tables"), "files", "1234567", "--language", "en", "--locale", locale])
        let formatted = try Tool.run(["format", "--language", "en", "--locale", locale, "1234567"])
        #expect(rendered.status == 0 && formatted.status == 0)
        let renderedNumber = rendered.output.split(separator: " ").first.map(String.init)
        let formattedNumber = formatted.output.split(separator: "\t").first.map(String.init)
        #expect(renderedNumber == formattedNumber, "render \(rendered.output) format \(formatted.output)")
    }
}

@Suite struct LintCommandTests {
    @Test func cleanTablesPass() throws {
        let result = try Tool.run(["lint", Tool.fixture("Tables"), Tool.fixture("Catalog")])
        #expect(result.status == 0)
        // The catalog's 'Save' is not marked translated in de and ru (translation-state notes), counted by language.
        #expect(result.output.hasSuffix("translations not marked translated (translation-state): de 1, ru 1\n0 errors, 0 warnings, 2 notes\n"), "\(result.output)")
        #expect(result.output.split(separator: "\n").filter { $0.hasPrefix("note:") }.allSatisfy { $0.hasSuffix("(translation-state)") })
    }

    @Test func plantedMistakesFail() throws {
        let result = try Tool.run(["lint", Tool.fixture("Lint/Mistakes")])
        #expect(result.status == 1)
        #expect(result.output.contains("key 'needs_few_many' [ru]"))
        #expect(result.output.contains("(missing-category)"))
        #expect(result.output.contains("hint: "))
    }

    @Test func warningsFailOnlyWhenStrict() throws {
        let file = Tool.fixture("Tables/en.lproj/Localizable.stringsdict")
        let lenient = try Tool.run(["lint", file, "--zero-policy", "cldr"])
        #expect(lenient.status == 0)
        #expect(lenient.output.contains("unused-category"))
        let strict = try Tool.run(["lint", file, "--zero-policy", "cldr", "--strict"])
        #expect(strict.status == 1)
    }

    @Test func jsonReport() throws {
        let result = try Tool.run(["lint", Tool.fixture("Lint/Mistakes"), "--json"])
        #expect(result.status == 1)
        let report = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        #expect(report?["errors"] as? Int == 8)
        let findings = report?["findings"] as? [[String: Any]] ?? []
        #expect(findings.contains { $0["code"] as? String == "variable-cycle" && $0["key"] as? String == "cycle" && $0["severity"] as? String == "error" })
    }
}

@Suite struct FormsOptionTests {
    @Test(arguments: [
        (["ru", "0", "--forms", "zero,one,few,many,other"], "zero\tzero form (apple policy)\n"),
        (["ru", "0", "--forms", "zero,one,few,many,other", "--zero-policy", "cldr"], "many\tplural rules\n"),
        (["en", "42", "--forms", "=42,one,other"], "=42\texact value\n"),
        (["en", "0", "--forms", "=0,zero,other"], "=0\texact value\n"),
        (["ru", "5", "--forms", "one,few,other"], "other\tfallback to other: the message has no 'many' form\n"),
    ])
    func showsTheFormAMessageUses(arguments: [String], expected: String) throws {
        let result = try Tool.run(arguments)
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.output == expected)
    }

    @Test func jsonNamesFormCategoryAndFallback() throws {
        let result = try Tool.run(["ru", "0", "5", "--forms", "zero,one,few,other", "--json"])
        #expect(result.status == 0)
        let report = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        #expect(report?["locale"] as? String == "ru")
        let rows = report?["results"] as? [[String: Any]] ?? []
        #expect(rows.count == 2)
        #expect(rows.first?["form"] as? String == "zero")
        #expect(rows.first?["category"] as? String == "many")
        #expect(rows.last?["fallback"] as? Bool == true)
    }

    @Test func fallbackIsReportedAndMissingOtherFails() throws {
        let fallback = try Tool.run(["ru", "5", "--forms", "one,few,other"])
        #expect(fallback.errorOutput.contains("'many'"))
        let noOther = try Tool.run(["ru", "5", "--forms", "one,few"])
        #expect(noOther.status == 1)
    }
}

@Suite struct LintCommandOutputTests {
    /// A key read from a file cannot forge lines or send escape sequences to the terminal.
    @Test func textOutputEscapesKeysAndPaths() throws {
        let root = TestFolders.root.appendingPathComponent("lint-forge-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        // Old-style .strings escapes: a newline and an ESC in the key.
        let forged = "k\\n0 errors, 0 warnings\\U001B[2J"
        for (language, value) in [("en", "%d files"), ("ru", "%@ файлов")] {
            let folder = root.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("\"\(forged)\" = \"\(value)\";\n".utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
        }
        let result = try Tool.run(["lint", root.path])
        #expect(result.status == 1)
        #expect(!result.output.contains("\u{1B}"))
        let lines = result.output.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("0 errors") }.isEmpty, "\(result.output)")
        // The English "%d files" is also an `unpluralised-count` warning.
        #expect(lines.last == "1 error, 1 warning")
        #expect(result.output.contains(#"key 'k\n0 errors, 0 warnings\u{1B}[2J' [ru]"#), "\(result.output)")
    }

    @Test func developmentLanguageOption() throws {
        let folder = Tool.fixture("Lint/FalseAlarms")
        let byInfoPlist = try Tool.run(["lint", folder, "--json"])
        let report = try JSONSerialization.jsonObject(with: Data(byInfoPlist.output.utf8)) as? [String: Any]
        #expect(report?["errors"] as? Int == 1)
        // The lone 'other' (invariant-plural) and Spanish 'many' only from 1,000,000 (missing-category).
        #expect(report?["notes"] as? Int == 2)
        let byOption = try Tool.run(["lint", folder, "--development-language", "ar"])
        #expect(byOption.status == 1)
        #expect(byOption.output.contains("key 'shared' [en]: argument 2 is integer here but object in ar (argument-mismatch)"), "\(byOption.output)")
        // Arabic has no 'tagline': the other languages' lone 'other' forms are notes of their own.
        #expect(byOption.output.contains("note: "))
    }
}

@Suite struct RenderMessageFormatCommandTests {
    static let directory = Tool.fixture("MessageFormat")

    @Test(arguments: [
        (["inbox", "count=1000", "--language", "en"], "You have 1,000 messages"),
        (["inbox", "1000", "--language", "en"], "You have 1,000 messages"),
        (["inbox", "0", "--language", "en"], "Your inbox is empty"),
        (["inbox", "1.5", "--language", "ru"], "1,5 сообщения"),
        (["place", "pos=i:22", "--language", "en"], "You finished 22nd"),
        (["place", "22", "--language", "en"], "You finished 22nd"),
        (["party", "Ann", "guests=3", "guest=Bo", "--language", "en"], "Ann goes with Bo and 2 others"),
        (["party", "Ann", "3", "Bo", "--language", "en", "--engine", "both"], "Ann goes with Bo and 2 others"),
        (["shared", "gender=female", "count=1", "--language", "ru"], "Она отправила 1 файл"),
        // A type prefix makes "a=b" a value.
        (["settings.title", "s:a=b", "--language", "en"], "Settings for a=b"),
    ])
    func rendersByPositionAndByName(arguments: [String], expected: String) throws {
        let result = try Tool.run(["render", Self.directory] + arguments)
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.output == expected + "\n")
    }

    @Test func anUnknownNameIsAUsageErrorWithASuggestion() throws {
        let result = try Tool.run(["render", Self.directory, "inbox", "cuont=3", "--language", "en"])
        #expect(result.status == 64)
        #expect(result.errorOutput.contains("has no argument 'cuont'; did you mean 'count'?"))
    }

    @Test func aMissingArgumentNamesIt() throws {
        let result = try Tool.run(["render", Self.directory, "party", "host=Ann", "guests=2", "--language", "en"])
        #expect(result.status == 1)
        #expect(result.errorOutput.contains("the argument 'guest' is missing"))
    }
}
