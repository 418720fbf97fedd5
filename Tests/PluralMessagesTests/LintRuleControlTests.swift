@testable import CLDRPlural
import Foundation
import ICUPlural
@testable import PluralCore
@testable import PluralMessages
import Testing
import TestSupport

/// Issue 21: one list of lint rules, the controls teams gate CI with (configuration, levels,
/// baseline), the escaping of text output, and the false alarms and defects of real apps, each
/// reproduced by a fixture of our own.
@Suite struct LintRuleControlTests {
    typealias Expected = LintExpectations.Expected
    static let engines = LintExpectations.engines
    static func describe(_ findings: [LintFinding]) -> String { LintExpectations.describe(findings) }

    static func temporaryFolder() throws -> URL {
        let folder = TestFolders.root.appendingPathComponent("lint-rules-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    // MARK: One vocabulary

    @Test func everyRuleHasACodeASummaryAndHelp() {
        #expect(Set(LintRule.allCases.map(\.code)).count == LintRule.allCases.count)
        for rule in LintRule.allCases {
            #expect(LintRule(code: rule.code) == rule)
            #expect(rule.code.allSatisfy { $0.isLowercase || $0 == "-" }, "\(rule)")
            #expect(rule.summary.hasSuffix("."), "\(rule)")
            #expect(!rule.help.isEmpty, "\(rule)")
            #expect(!rule.name.contains("-"))
        }
        #expect(LintRule(code: "missing-categroy") == nil)
    }

    /// The DocC article lists every rule with its default severity: the list and the article agree.
    @Test func theDocCArticleListsEveryRule() throws {
        let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/PluralMessages/PluralMessages.docc/LintRules.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        for rule in LintRule.allCases {
            #expect(text.contains("| `\(rule.code)` | \(rule.defaultSeverity.rawValue) | \(rule.summary) |"), "\(rule.code) is not in LintRules.md as the list says")
        }
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `") }
        #expect(rows.count == LintRule.allCases.count)
    }

    @Test func findingsEncodeTheirRulesCodeAndDecodeBack() throws {
        let finding = LintFinding(.warning, .untranslated, file: "a.json", key: "k", language: "ru", message: "m", hint: "h")
        let data = try JSONEncoder().encode(finding)
        #expect(String(decoding: data, as: UTF8.self).contains(#""code":"untranslated""#))
        #expect(try JSONDecoder().decode(LintFinding.self, from: data) == finding)
        let unknown = Data(#"{"severity":"error","code":"no-such-rule","message":"m","hint":"h"}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(LintFinding.self, from: unknown) }
    }

    // MARK: One escaping policy

    @Test(arguments: [
        ("key\u{202E}txt.exe", #"key\u{202E}txt.exe"#),
        ("a\u{0}b", #"a\u{0}b"#),
        ("\u{1B}[2Jclear", #"\u{1B}[2Jclear"#),
        ("two\nlines\r\n", #"two\nlines\r\n"#),
        ("tab\there \\n", #"tab\there \\n"#),
        ("isolate\u{2066}x\u{2069}", #"isolate\u{2066}x\u{2069}"#),
        ("plain «файлы» \\d", "plain «файлы» \\d"),
    ].map { (EscapedText($0), $1) })
    func controlAndBidiCharactersAreEscaped(text: EscapedText, shown: String) {
        let text = text.text
        #expect(DisplayText.escaped(text) == shown)
        #expect(!DisplayText.escaped(text).unicodeScalars.contains(where: DisplayText.needsEscape))
    }

    // MARK: Configuration

    @Test func aConfigurationFileDisablesChangesAndExcludes() throws {
        let data = Data("""
            {"disabled": ["missing-strings-twin"], "severities": {"missing-category": "warning", "unused-category": "off"},
             "excluded": ["Vendor", "Legacy/**/*.strings"], "baseline": "lint-baseline.json"}
            """.utf8)
        let root = URL(fileURLWithPath: "/repo")
        let configuration = try LintConfiguration.parse(data, file: "/repo/.icu-plural-lint.json", directory: root)
        #expect(configuration.disabled == [.missingStringsTwin])
        #expect(configuration.levels == [.missingCategory: .warning, .unusedCategory: .off])
        #expect(configuration.baselineURL?.path == "/repo/lint-baseline.json")
        func finding(_ rule: LintRule, _ file: String) -> LintFinding {
            LintFinding(rule.defaultSeverity, rule, file: file, key: "k", language: "ru", message: "m", hint: "h")
        }
        let applied = configuration.applied(to: [
            finding(.missingCategory, "/repo/App/ru.lproj/Localizable.stringsdict"),
            finding(.unusedCategory, "/repo/App/ru.lproj/Localizable.stringsdict"),
            finding(.missingStringsTwin, "/repo/App/ru.lproj/Localizable.stringsdict"),
            finding(.literalOne, "/repo/Vendor/Kit/ru.lproj/Localizable.stringsdict"),
            finding(.duplicateKey, "/repo/Legacy/Old/ru.lproj/Localizable.strings"),
            finding(.duplicateKey, "/repo/Legacy/Old/ru.lproj/Localizable.stringsdict"),
        ])
        #expect(applied.map { "\($0.code) \($0.severity)" } == ["missing-category warning", "duplicate-key error"])
        #expect(applied.last?.file?.hasSuffix(".stringsdict") == true)
    }

    @Test(arguments: [
        (#"{"disabled": ["missing-categroy"]}"#, "no lint rule has the code 'missing-categroy'"),
        (#"{"severities": {"literal-one": "fatal"}}"#, "'fatal' is not a level for 'literal-one'"),
        (#"{"disable": []}"#, "unknown member 'disable'"),
        (#"["missing-category"]"#, "not a JSON object"),
        (#"{"excluded": "Vendor"}"#, "'excluded' must be a list of paths"),
    ])
    func aWrongConfigurationIsRefusedSayingWhy(json: String, reason: String) {
        #expect {
            _ = try LintConfiguration.parse(Data(json.utf8), file: "c.json", directory: URL(fileURLWithPath: "/"))
        } throws: { error in
            "\(error)".contains(reason)
        }
    }

    @Test func theNearestConfigurationFileAboveAPathApplies() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let deep = root.appendingPathComponent("App/Resources/ru.lproj")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        // The project's root: the search stops there (issue 30).
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        #expect(LintConfiguration.find(for: deep)?.path != root.appendingPathComponent(LintConfiguration.fileName).path)
        try Data("{}".utf8).write(to: root.appendingPathComponent(LintConfiguration.fileName))
        #expect(LintConfiguration.find(for: deep)?.standardizedFileURL.path == root.appendingPathComponent(LintConfiguration.fileName).standardizedFileURL.path)
        #expect(LintConfiguration.find(for: deep.appendingPathComponent("Localizable.strings"))?.lastPathComponent == LintConfiguration.fileName)
    }

    @Test func levelsOnTheCommandLine() throws {
        #expect(try LintConfiguration.level("missing-category=note") == (.missingCategory, .note))
        #expect(throws: LintConfigurationError.unknownRule("missing", file: nil)) { try LintConfiguration.level("missing=note") }
        #expect(throws: LintConfigurationError.self) { try LintConfiguration.level("missing-category") }
    }

    /// A rule no configuration may turn off is refused by name, not accepted and ignored.
    @Test func aRuleThatCannotBeTurnedOffIsRefused() throws {
        #expect(throws: LintConfigurationError.notConfigurable("excluded-everything", file: nil)) {
            try LintConfiguration.level("excluded-everything=off")
        }
        #expect(throws: LintConfigurationError.notConfigurable("excluded-everything", file: nil)) {
            try LintConfiguration.rule("excluded-everything", file: nil)
        }
    }

    // MARK: Baseline

    @Test func aBaselineAcceptsKnownFindingsWhateverTheirLinesAndWording() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let old = LintFinding(.error, .missingCategory, file: root.appendingPathComponent("ru.lproj/Localizable.stringsdict").path,
                              key: "files", language: "ru", message: "lacks few", hint: "h")
        let baselineURL = root.appendingPathComponent("lint-baseline.json")
        try LintBaseline(findings: [old], directory: root).data().write(to: baselineURL)
        let text = try String(contentsOf: baselineURL, encoding: .utf8)
        #expect(text.contains(#""file" : "ru.lproj/Localizable.stringsdict""#), "\(text)")
        let baseline = try LintBaseline.load(from: baselineURL)
        let moved = LintFinding(.error, .missingCategory, file: old.file, key: "files", language: "ru", message: "lacks few (2, 3, 4)", hint: "other")
        let otherKey = LintFinding(.error, .missingCategory, file: old.file, key: "photos", language: "ru", message: "lacks few", hint: "h")
        let otherRule = LintFinding(.error, .literalOne, file: old.file, key: "files", language: "ru", message: "m", hint: "h")
        let (new, known) = baseline.newFindings(in: [moved, otherKey, otherRule])
        #expect(known == 1)
        #expect(new == [otherKey, otherRule])
        #expect(throws: LintConfigurationError.self) { try LintBaseline.load(from: root.appendingPathComponent("none.json")) }
    }

    // MARK: False alarms and defects of real apps (issue 21)

    static let messageFormatExpected: Set<Expected> = [
        // ICU formats time; this package's Swift renderer does not: a note, once (German copied it).
        Expected(language: "en", key: "meeting", code: "unsupported-argument-type", severity: .note),
        // An invariant development message, kept by de and ru: one note.
        Expected(language: "en", key: "more", code: "invariant-plural", severity: .note),
        // Czech many and Danish one (past =1) only for fractions: warnings for counts.
        Expected(language: "cs", key: "files", code: "missing-category", severity: .warning),
        Expected(language: "da", key: "tasks", code: "missing-category", severity: .warning),
        // Spanish and French many only from 1,000,000: notes.
        Expected(language: "es", key: "chars", code: "missing-category", severity: .note),
        Expected(language: "fr", key: "tasks", code: "missing-category", severity: .note),
        // =1 does not cover French one (0 too) nor Russian one (21, 31…): real defects.
        Expected(language: "fr", key: "tasks", code: "missing-category", severity: .error),
        Expected(language: "ru", key: "tasks", code: "missing-category", severity: .error),
        // The English message copied into Russian: untranslated, not missing forms.
        Expected(language: "ru", key: "days", code: "untranslated", severity: .warning),
        // Plurals dropped in languages of several forms, and a plural that lost its '{'.
        Expected(language: "sl", key: "members", code: "dropped-plural", severity: .error),
        Expected(language: "pl", key: "todo", code: "dropped-plural", severity: .error),
        Expected(language: "pl", key: "files", code: "invalid-format", severity: .error),
        Expected(language: "pl", key: "lost", code: "invalid-format", severity: .error),
        // No number printed: "te połączenia" reads right for 2 and 5 alike; a warning, not an error.
        Expected(language: "pl", key: "connections", code: "missing-category", severity: .warning),
    ]

    @Test(arguments: [0, 1])
    func messageFormatFalseAlarmsAreGoneAndDefectsFoundOnce(engine: Int) {
        let findings = MessageLinter(rulesProvider: Self.engines[engine]).lint(.paths([Fixtures.url("MessageFormatLint/Issue21")]))
        LintExpectations.expectEachOnce(findings, Self.messageFormatExpected)
        // en/de/da tasks: =1 covers one; no error about it.
        #expect(!findings.contains { $0.key == "tasks" && $0.severity == .error && ["en", "de", "da"].contains($0.language ?? "") })
        // German's `{when, time, short}` stands at another character: the same note, said once.
        #expect(findings.first { $0.key == "meeting" }?.message.contains("also in 1 translation that copied it: de") == true, "\(Self.describe(findings))")
        let lost = findings.first { $0.key == "lost" }
        #expect(lost?.message.contains("the choice on 'count' lost its '{'") == true, "\(Self.describe(findings))")
        #expect(!findings.contains { $0.key == "lost" && $0.code == "argument-mismatch" })
    }

    static let appleExpected: Set<Expected> = [
        Expected(language: "be", key: "days", code: "untranslated", severity: .warning),
        Expected(language: "be", key: "title", code: "duplicate-key", severity: .warning),
        Expected(language: "ru", key: "days", code: "missing-category", severity: .error),
        Expected(language: "ru", key: "subtitle", code: "duplicate-key", severity: .error),
    ]

    @Test(arguments: [0, 1])
    func appleFalseAlarmsAreGoneAndDefectsFoundOnce(engine: Int) {
        let findings = MessageLinter(rulesProvider: Self.engines[engine]).lint(.paths([Fixtures.url("Lint/Issue21Apple")]))
        LintExpectations.expectEachOnce(findings, Self.appleExpected)
        #expect(findings.first { $0.key == "title" }?.message.contains("nothing is lost") == true)
    }

    /// `missing-strings-twin` is about Apple's loading of bundles: not SwiftPM's or Linux resources.
    @Test func theStringsTwinRuleAppliesToAppleBundlesOnly() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let resources = root.appendingPathComponent("Sources/App/Resources")
        for language in ["en", "ru"] {
            let folder = resources.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(contentsOf: Fixtures.url("Lint/Issue21Apple/\(language).lproj/Localizable.stringsdict"))
                .write(to: folder.appendingPathComponent("Localizable.stringsdict"))
        }
        let linter = MessageLinter(rulesProvider: ICUPluralRulesProvider())
        try Data("// swift-tools-version: 6.1\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        #expect(!linter.lint(.paths([resources])).contains { $0.code == "missing-strings-twin" })
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try FileManager.default.removeItem(at: root.appendingPathComponent("Package.swift"))
        #expect(linter.lint(.paths([resources])).filter { $0.code == "missing-strings-twin" }.count == 2)
    }
}
