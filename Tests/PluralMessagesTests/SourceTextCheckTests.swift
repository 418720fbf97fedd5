import Foundation
import ICUPlural
@testable import PluralCore
@testable import PluralMessages
import TestSupport
import Testing

/// Lint checks that read the files' text: repeated keys, hidden entries, and where each finding's key stands.
@Suite struct SourceTextCheckTests {
    static let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([Fixtures.url("Duplicates")]))

    func findings(_ code: String) -> [LintFinding] { Self.findings.filter { $0.code == code } }

    @Test func aRepeatedStringsKeyIsAnErrorNamingBothLines() throws {
        let duplicate = try #require(findings("duplicate-key").first { $0.file?.hasSuffix("en.lproj/Localizable.strings") == true })
        #expect(duplicate.severity == .error)
        #expect(duplicate.key == "Error occurred")
        #expect(duplicate.message.contains("line 2, line 4"))
        #expect(duplicate.location == SourceLocation(line: 2, column: 1))
    }

    /// Every format's duplicate-key said "Foundation keeps…": each names its platform's reader, and a
    /// file that reader's tool refuses (msgfmt, aapt2) is an error even with the same text twice.
    @Test(arguments: [
        ("res/values/strings.xml", "<resources>\n<string name=\"a\">x</string>\n<string name=\"a\">x</string>\n</resources>\n",
         "aapt2 refuses the file", LintFinding.Severity.error),
        ("po/de.po", "msgid \"\"\nmsgstr \"Language: de\\n\"\n\nmsgid \"a\"\nmsgstr \"x\"\n\nmsgid \"a\"\nmsgstr \"x\"\n",
         "msgfmt refuses the file", .error),
        ("l10n/app_en.arb", "{\"a\": \"x\", \"a\": \"y\"}", "gen-l10n keeps only the last", .error),
        ("messages/en.json", "{\"a\": \"x\", \"a\": \"y\"}", "JSON.parse keeps only the last", .error),
        ("locales/en/common.json", "{\"a\": \"x {{n}}\", \"a\": \"x {{n}}\"}", "every entry has the same text", .warning),
        ("locales/de/common.json", "{\"a\": \"x {{n}}\", \"a\": \"y {{n}}\"}", "JSON.parse keeps only the last", .error),
        ("en.lproj/Localizable.strings", "\"a\" = \"x\";\n\"a\" = \"x\";\n", "Foundation keeps only the last", .warning),
    ] as [(String, String, String, LintFinding.Severity)])
    func aRepeatedKeyNamesThePlatformsReader(path: String, text: String, says: String, severity: LintFinding.Severity) throws {
        let root = TestFolders.root.appendingPathComponent("duplicate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        let found = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([root])).filter { $0.code == "duplicate-key" }
        let duplicate = try #require(found.only, "\(found)")
        #expect(duplicate.message.contains(says), "\(duplicate.message)")
        #expect(duplicate.severity == severity)
    }

    @Test func aRepeatedFormInAStringsdictIsAnError() {
        let forms = findings("duplicate-key").filter { $0.file?.hasSuffix(".stringsdict") == true }
        #expect(forms.count == 2)  // en and fr
        #expect(forms.allSatisfy { $0.key == "files" && $0.message.contains("'files › one'") })
    }

    @Test func repeatedCatalogKeysAndLocalizationsAreErrors() {
        let catalog = findings("duplicate-key").filter { $0.file?.hasSuffix("Catalog.xcstrings") == true }
        #expect(Set(catalog.map { "\($0.key ?? "")|\($0.language ?? "-")" }) == ["greeting|-", "greeting|de"])
    }

    @Test func aStringsEntryThatDiffersFromTheStringsdictIsAWarning() {
        let differs = findings("strings-entry-differs")
        // en says "%d files", its format "%#@files@"; fr's entry repeats its format.
        #expect(differs.compactMap(\.language) == ["en"])
        #expect(differs.allSatisfy { $0.severity == .warning && $0.key == "files" && $0.location != nil })
    }

    @Test func aPlainEntryHiddenByLegacyPluralEntriesIsAWarning() throws {
        let hidden = try #require(findings("hidden-plain-entry").only)
        #expect(hidden.key == "%d songs found" && hidden.language == "en")
        #expect(hidden.location == SourceLocation(line: 7, column: 1))
    }

    @Test func everyFindingAboutAKeyOfATextFileHasItsLocation() {
        let aboutKeys = Self.findings.filter { $0.key != nil && $0.file != nil }
        #expect(!aboutKeys.isEmpty)
        #expect(aboutKeys.allSatisfy { $0.location != nil }, "\(aboutKeys.filter { $0.location == nil })")
    }

    @Test func locationsPointAtTheKeysOfThePlantedMistakes() throws {
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([Fixtures.url("Lint/Mistakes")]))
        let table = try MessageTable.load(contentsOf: Fixtures.url("Lint/Mistakes"))
        for finding in findings where finding.key != nil {
            let location = try #require(finding.location, "\(finding)")
            let text = try String(contentsOfFile: try #require(finding.file), encoding: .utf8)
            let line = text.split(separator: "\n", omittingEmptySubsequences: false)[location.line - 1]
            let rest = String(line.unicodeScalars.dropFirst(location.column - 1))
            // The key, or in a .stringsdict the variable or form the finding is about.
            let variables = finding.language.flatMap { table.message(forKey: finding.key!, language: $0) }?.variables.keys.sorted() ?? []
            let names = [finding.key!] + (finding.file!.hasSuffix(".stringsdict") ? variables + PluralCategory.allCases.map(\.rawValue) : [])
            #expect(names.contains { rest.hasPrefix("<key>\($0)</key>") } || rest.hasPrefix("\"\(finding.key!)\""), "\(finding)")
        }
    }

    @Test func cleanFixturesStayClean() {
        let linter = MessageLinter(rulesProvider: ICUPluralRulesProvider())
        // The catalog marks two translations new and needs_review: those notes are all there is.
        let findings = linter.lint(.paths([Fixtures.url("Tables"), Fixtures.url("Catalog")]))
        #expect(findings.allSatisfy { $0.rule == .translationState && $0.severity == .note }, "\(findings)")
        #expect(findings.count == 2)
    }
}

private extension Array {
    var only: Element? { count == 1 ? first : nil }
}
