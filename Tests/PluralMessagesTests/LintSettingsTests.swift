import Foundation
import ICUPlural
@testable import PluralCore
@testable import PluralMessages
import Testing
import TestSupport

/// Issue 30: lint settings that cannot hide errors. The configuration is found only inside the
/// project and is named; `excluded` globs match in linear time, as the regular expressions they
/// replace matched; a configuration that excludes everything says so; a baseline hides only what it
/// recorded (severity, variable or form, count).
@Suite struct LintSettingsTests {
    static func temporaryFolder() throws -> URL {
        let folder = TestFolders.root.appendingPathComponent("lint-settings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    // MARK: Where the configuration is found

    /// A file above the project's root (a shared /tmp, a runner's work folder) configures nothing:
    /// the search stops at the folder with `.git` (a folder, or a worktree's file) or `Package.swift`.
    @Test(arguments: [".git folder", ".git file", "Package.swift"])
    func theSearchStopsAtTheProjectRoot(marker: String) throws {
        let outside = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: outside) }
        let project = outside.appendingPathComponent("checkout")
        let resources = project.appendingPathComponent("App/Resources")
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        switch marker {
        case ".git folder": try FileManager.default.createDirectory(at: project.appendingPathComponent(".git"), withIntermediateDirectories: true)
        case ".git file": try Self.write("gitdir: /elsewhere/.git/worktrees/checkout\n", to: project.appendingPathComponent(".git"))
        default: try Self.write("// swift-tools-version: 6.1\n", to: project.appendingPathComponent("Package.swift"))
        }
        let planted = outside.appendingPathComponent(LintConfiguration.fileName)
        try Self.write(#"{"excluded": ["**"]}"#, to: planted)
        #expect(LintConfiguration.find(for: resources) == nil)
        #expect(LintConfiguration.find(for: resources.appendingPathComponent("en.lproj/Localizable.strings")) == nil)
        // The project's own file applies, from any folder inside it.
        let own = project.appendingPathComponent(LintConfiguration.fileName)
        try Self.write("{}", to: own)
        #expect(LintConfiguration.find(for: resources)?.standardizedFileURL.path == own.standardizedFileURL.path)
        #expect(LintConfiguration.find(for: project)?.standardizedFileURL.path == own.standardizedFileURL.path)
    }

    /// Without a project root above the path, only the path's own folder is searched.
    @Test func withoutAProjectRootOnlyTheLintedFolderIsSearched() throws {
        let outside = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: outside) }
        let resources = outside.appendingPathComponent("Resources")
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        try Self.write(#"{"excluded": ["**"]}"#, to: outside.appendingPathComponent(LintConfiguration.fileName))
        #expect(LintConfiguration.find(for: resources) == nil)
        let own = resources.appendingPathComponent(LintConfiguration.fileName)
        try Self.write("{}", to: own)
        #expect(LintConfiguration.find(for: resources)?.standardizedFileURL.path == own.standardizedFileURL.path)
        #expect(LintConfiguration.find(for: resources.appendingPathComponent("ru.strings"))?.standardizedFileURL.path == own.standardizedFileURL.path)
    }

    @Test func aLoadedConfigurationKnowsItsFile() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let url = root.appendingPathComponent(LintConfiguration.fileName)
        try Self.write(#"{"disabled": ["literal-one"]}"#, to: url)
        #expect(try LintConfiguration.load(from: url).file == url)
        #expect(LintConfiguration().file == nil)
    }

    // MARK: A configuration that excludes everything

    static func russianTable(in root: URL) throws -> URL {
        let resources = root.appendingPathComponent("Resources")
        try write(#"{"files": "{n, plural, one {# file} other {# files}}"}"#, to: resources.appendingPathComponent("en.json"))
        try write(#"{"files": "{n, plural, one {# файл} other {# файлов}}"}"#, to: resources.appendingPathComponent("ru.json"))
        return resources
    }

    /// `{"excluded": ["**"]}` turned a failing lint into "0 errors": now it is an error that the
    /// configuration's own exclusions cannot remove.
    @Test(arguments: [#"{"excluded": ["**"]}"#, #"{"excluded": ["Resources"]}"#, #"{"excluded": ["*"]}"#])
    func excludingEveryInputIsAnError(json: String) throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let resources = try Self.russianTable(in: root)
        let url = root.appendingPathComponent(LintConfiguration.fileName)
        try Self.write(json, to: url)
        let configuration = try LintConfiguration.load(from: url)
        let linter = MessageLinter(rulesProvider: ICUPluralRulesProvider())
        #expect(linter.lint(.paths([resources]), configuration: LintConfiguration(directory: root)).contains { $0.code == "missing-category" && $0.severity == .error })
        let findings = linter.lint(.paths([resources]), configuration: configuration)
        #expect(findings.map(\.code) == ["excluded-everything"], "\(LintExpectations.describe(findings))")
        #expect(findings.first?.severity == .error)
        #expect(findings.first?.file == url.path)
        #expect(findings.first?.message.contains("none of the 2 files of 1 table was read") == true, "\(LintExpectations.describe(findings))")
        // Nor can a baseline accept it.
        #expect(LintBaseline(findings: findings, directory: root).newFindings(in: findings).known == 0)
    }

    /// A configuration that would turn the error off or lower it is refused by name, so lint stops.
    @Test(arguments: [
        #"{"excluded": ["**"], "disabled": ["excluded-everything"]}"#,
        #"{"excluded": ["Resources"], "severities": {"excluded-everything": "off"}}"#,
        #"{"excluded": ["*"], "severities": {"excluded-everything": "note"}}"#,
    ])
    func aConfigurationCannotSilenceExcludedEverything(json: String) throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let url = root.appendingPathComponent(LintConfiguration.fileName)
        try Self.write(json, to: url)
        #expect(throws: LintConfigurationError.notConfigurable("excluded-everything", file: url.path)) {
            try LintConfiguration.load(from: url)
        }
    }

    @Test func excludingSomeInputsIsNoFinding() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let resources = try Self.russianTable(in: root)
        let configuration = LintConfiguration(excluded: ["Resources/ru.json"], directory: root)
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([resources]), configuration: configuration)
        #expect(!findings.contains { $0.code == "excluded-everything" || $0.code == "missing-category" }, "\(LintExpectations.describe(findings))")
    }

    // MARK: Glob matching

    /// The regular expression `excluded` patterns were compiled to before issue 30: the oracle of
    /// the glob matcher's semantics.
    static func regex(_ pattern: String) -> NSRegularExpression? {
        var trimmed = pattern
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard !trimmed.isEmpty else { return nil }
        var regex = "^"
        var characters = Array(trimmed)[...]
        while let character = characters.popFirst() {
            switch character {
            case "*" where characters.first == "*":
                characters.removeFirst()
                if characters.first == "/" {
                    characters.removeFirst()
                    regex += "(?:.*/)?"
                } else {
                    regex += ".*"
                }
            case "*": regex += "[^/]*"
            case "?": regex += "[^/]"
            default: regex += NSRegularExpression.escapedPattern(for: String(character))
            }
        }
        regex += "(?:/.*)?$"
        return try? NSRegularExpression(pattern: regex)
    }

    /// Every pattern of up to 3 pieces of `a`, `b`, `/`, `.`, `*`, `?`, `**`, `**/` against every
    /// path of up to 5 characters of `a`, `b`, `/`, `.`, and the documented examples: the same answer
    /// as the regular expressions (paths without line breaks, which `.` did not match).
    @Test func globsMatchAsTheRegularExpressionsDid() {
        let pieces = ["a", "b", "/", ".", "*", "?", "**", "**/"]
        var patterns = [""]
        var frontier = [""]
        for _ in 1...3 {
            frontier = frontier.flatMap { prefix in pieces.map { prefix + $0 } }
            patterns += frontier
        }
        patterns += ["Vendor", "Legacy/**/*.strings", "./Vendor/", "**", "*/ru.lproj", "a/**/b/**/c", "é?/*ß"]
        var paths = [""]
        var level = [""]
        for _ in 1...5 {
            level = level.flatMap { prefix in ["a", "b", "/", "."].map { prefix + $0 } }
            paths += level
        }
        paths += ["Vendor", "Vendor/Kit/en.json", "Vendors", "Legacy/Old/ru.lproj/Localizable.strings", "Legacy/x.strings",
                  "Legacy/x.stringsdict", "App/ru.lproj", "a/x/b/y/z/c/d", "é😀/dßß", "../outside/a"]
        var compared = 0, differing: [String] = []
        for pattern in patterns {
            let glob = PathPattern(pattern), regex = Self.regex(pattern)
            for path in paths {
                let expected = regex.map { $0.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil }
                let actual = glob.map { $0.matches(path) }
                compared += 1
                if expected != actual, differing.count < 10 { differing.append("'\(pattern)' on '\(path)': regex \(String(describing: expected)), glob \(String(describing: actual))") }
            }
        }
        #expect(differing.isEmpty, "\(differing.joined(separator: "\n"))")
        #expect(compared > 500_000)
    }

    /// 36 bytes of pattern took the regular expression about 2.5 s for each path it did not match
    /// (it backtracks through the ways of splitting the path between the `**`); the glob follows
    /// all of them at once, a few steps per character. No time is asserted: the answers are.
    @Test func aBacktrackingPatternCostsLinearTime() {
        let pattern = String(repeating: "**a", count: 11) + "**b"
        #expect(pattern.utf8.count == 36)
        let glob = PathPattern(pattern)
        for length in [40, 400, 4_000] {
            let path = String(repeating: "a", count: length)
            #expect(glob?.matches(path) == false)
            #expect(glob?.matches(path + "b") == true)
            #expect(glob?.matches(path + "b/x") == true)
        }
    }

    @Test func aPatternLongerThanTheBoundIsRefused() {
        let long = String(repeating: "*a", count: LintConfiguration.maximumPatternLength)
        #expect {
            _ = try LintConfiguration.parse(Data(#"{"excluded": ["\#(long)"]}"#.utf8), file: "c.json", directory: URL(fileURLWithPath: "/"))
        } throws: { error in
            "\(error)".contains("longer than \(LintConfiguration.maximumPatternLength) characters")
        }
    }

    // MARK: Baseline

    static func finding(_ severity: LintFinding.Severity, key: String = "files", subject: [String]?, file: String = "/repo/ru.lproj/Localizable.stringsdict") -> LintFinding {
        var finding = LintFinding(severity, .missingCategory, file: file, key: key, language: "ru", message: "lacks few", hint: "h")
        finding.innerPath = subject
        return finding
    }

    /// What the baseline recorded stays hidden; a finding of higher severity, of another variable or
    /// form, or one more than were recorded is new.
    @Test func aBaselineHidesOnlyWhatItRecorded() throws {
        let root = URL(fileURLWithPath: "/repo")
        let recorded = [Self.finding(.warning, subject: ["count"]), Self.finding(.error, subject: ["total", "one"])]
        let baseline = LintBaseline(findings: recorded, directory: root)
        // The same findings, in another order and with another wording: hidden.
        var reworded = recorded[1]
        reworded.message = "lacks few (2, 3, 4)"
        #expect(baseline.newFindings(in: [reworded, recorded[0]]).new.isEmpty)
        // Lower severity than recorded: still what was accepted.
        #expect(baseline.newFindings(in: [Self.finding(.note, subject: ["count"])]).new.isEmpty)
        let moreSevere = Self.finding(.error, subject: ["count"])
        let otherVariable = Self.finding(.error, subject: ["price"])
        let otherForm = Self.finding(.error, subject: ["total", "few"])
        let noSubject = Self.finding(.error, subject: nil)
        for new in [moreSevere, otherVariable, otherForm, noSubject] {
            let (found, known) = baseline.newFindings(in: recorded + [new])
            #expect(found == [new], "\(new.subject ?? [])")
            #expect(known == 2)
        }
        // One more of a recorded finding: one of them is new.
        let twice = baseline.newFindings(in: recorded + [recorded[1]])
        #expect(twice.new.count == 1 && twice.known == 2)
        // An error and a warning where one error was recorded: the warning is hidden, not the error.
        let single = LintBaseline(findings: [Self.finding(.error, subject: ["count"])], directory: root)
        let mixed = single.newFindings(in: [Self.finding(.warning, subject: ["count"]), Self.finding(.error, subject: ["count"])])
        #expect(mixed.known == 1 && mixed.new.map(\.severity) == [.warning])
    }

    @Test func aBaselineFileRecordsSeveritySubjectAndCount() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("ru.lproj/Localizable.stringsdict").path
        let findings = [Self.finding(.error, subject: ["n", "few"], file: file), Self.finding(.error, subject: ["n", "few"], file: file)]
        let url = root.appendingPathComponent("lint-baseline.json")
        try LintBaseline(findings: findings, directory: root).data().write(to: url)
        let text = try String(contentsOf: url, encoding: .utf8)
        for member in [#""version" : 2"#, #""count" : 2"#, #""severity" : "error""#, #""file" : "ru.lproj/Localizable.stringsdict""#, #""few""#] {
            #expect(text.contains(member), "\(text)")
        }
        let read = try LintBaseline.load(from: url)
        #expect(read.fileVersion == 2)
        #expect(read.newFindings(in: findings).known == 2)
        #expect(read.newFindings(in: findings + [findings[0]]).new.count == 1)
        try Self.write(#"{"version": 2, "findings": [{"code": "missing-category", "file": "a", "key": "k", "language": "ru"}]}"#, to: url)
        #expect(throws: LintConfigurationError.self) { try LintBaseline.load(from: url) }
        try Self.write(#"{"version": 3, "findings": []}"#, to: url)
        #expect(throws: LintConfigurationError.self) { try LintBaseline.load(from: url) }
    }

    /// A version 1 file is still read: each entry hides one finding of its rule, file, key and
    /// language, whatever its severity, variable or form.
    @Test func aVersionOneBaselineHidesOneFindingPerEntry() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let url = root.appendingPathComponent("lint-baseline.json")
        try Self.write("""
            {"version": 1, "findings": [{"code": "missing-category", "file": "ru.lproj/Localizable.stringsdict", "key": "files", "language": "ru"}]}
            """, to: url)
        let baseline = try LintBaseline.load(from: url)
        #expect(baseline.fileVersion == 1)
        let file = root.appendingPathComponent("ru.lproj/Localizable.stringsdict").path
        let first = Self.finding(.error, subject: ["a"], file: file), second = Self.finding(.warning, subject: ["b"], file: file)
        let (new, known) = baseline.newFindings(in: [second, first])
        #expect(known == 1)
        #expect(new == [second])
        #expect(baseline.newFindings(in: [Self.finding(.error, key: "photos", subject: nil, file: file)]).known == 0)
    }

    /// A `.stringsdict` whose key `files` has a variable per element, each form's text "%d FORM LANGUAGE".
    static func stringsdict(_ variables: [(name: String, forms: [String])], language: String) -> String {
        let format = variables.map { "%#@\($0.name)@" }.joined(separator: " ")
        let definitions = variables.map { variable in
            "<key>\(variable.name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                + "<key>NSStringFormatValueTypeKey</key><string>d</string>"
                + variable.forms.map { "<key>\($0)</key><string>%d \($0) \(language)</string>" }.joined() + "</dict>"
        }.joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>files</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>\(format)</string>\(definitions)</dict></dict></plist>
            """
    }

    /// Issue 30's case on real lint: once one variable's error is accepted, the same error in
    /// another variable of the same key is new (it passed before).
    @Test func aNewErrorInAnotherVariableOfTheKeyIsNew() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let complete = ["one", "few", "many", "other"]
        try Self.write(Self.stringsdict([("n", ["one", "other"]), ("m", ["one", "other"])], language: "en"), to: root.appendingPathComponent("en.lproj/Localizable.stringsdict"))
        let russian = root.appendingPathComponent("ru.lproj/Localizable.stringsdict")
        try Self.write(Self.stringsdict([("n", ["one", "other"]), ("m", complete)], language: "ru"), to: russian)
        let linter = MessageLinter(rulesProvider: ICUPluralRulesProvider())
        let configuration = LintConfiguration(disabled: [.missingStringsTwin], directory: root)
        let accepted = linter.lint(.paths([root]), configuration: configuration)
        #expect(accepted.map(\.code) == ["missing-category"], "\(LintExpectations.describe(accepted))")
        let baseline = LintBaseline(findings: accepted, directory: root)
        #expect(baseline.newFindings(in: linter.lint(.paths([root]), configuration: configuration)).new.isEmpty)
        try Self.write(Self.stringsdict([("n", ["one", "other"]), ("m", ["one", "other"])], language: "ru"), to: russian)
        let later = linter.lint(.paths([root]), configuration: configuration)
        #expect(later.count == 2, "\(LintExpectations.describe(later))")
        let (new, known) = baseline.newFindings(in: later)
        #expect(known == 1)
        #expect(new.map(\.subject) == [["m"]], "\(LintExpectations.describe(new))")
    }

    /// The same in MessageFormat, where a message is one string: its choices tell findings apart.
    @Test func aNewErrorInAnotherChoiceOfAMessageFormatKeyIsNew() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.write(#"{"k": "{a, plural, one {# a} other {# as}} {b, plural, one {# b} other {# bs}}"}"#, to: root.appendingPathComponent("en.json"))
        let russian = root.appendingPathComponent("ru.json")
        try Self.write(#"{"k": "{a, plural, one {# а} other {# ов}} {b, plural, one {# б} few {# ба} many {# бов} other {# ба}}"}"#, to: russian)
        let linter = MessageLinter(rulesProvider: ICUPluralRulesProvider())
        let accepted = linter.lint(.paths([root]))
        #expect(accepted.map(\.code) == ["missing-category"], "\(LintExpectations.describe(accepted))")
        #expect(accepted.first?.subject == ["a"])
        let baseline = LintBaseline(findings: accepted, directory: root)
        try Self.write(#"{"k": "{a, plural, one {# а} other {# ов}} {b, plural, one {# б} other {# ба}}"}"#, to: russian)
        let later = linter.lint(.paths([root]))
        #expect(Set(later.compactMap(\.subject)) == [["a"], ["b"]], "\(LintExpectations.describe(later))")
        let (new, known) = baseline.newFindings(in: later)
        #expect(known == 1)
        #expect(new.map(\.subject) == [["b"]])
    }
}
