@testable import CLDRPlural
import Foundation
import ICUPlural
@testable import PluralCore
@testable import PluralMessages
import Testing
import TestSupport

/// Lint of MessageFormat `<language>.json` directories (Fixtures/MessageFormatLint): a clean table
/// gives nothing, and each planted defect is found once, at its key's line in its file.
@Suite struct MessageFormatTableLintTests {
    static let providers: [any PluralRulesProvider] = [ICUPluralRulesProvider(), CLDRPluralRulesProvider()]

    static func lint(_ path: String, provider: any PluralRulesProvider = ICUPluralRulesProvider()) -> [LintFinding] {
        MessageLinter(rulesProvider: provider).lint(.paths([Fixtures.url(path)]))
    }

    @Test(arguments: [0, 1])
    func aCleanTableHasNoFindings(provider: Int) {
        let findings = Self.lint("MessageFormatLint/Clean", provider: Self.providers[provider])
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }

    struct Expected: Hashable, CustomStringConvertible {
        var language: String, key: String, code: String, severity: LintFinding.Severity, line: Int
        var description: String { "\(language) \(key) \(code) \(severity) line \(line)" }
    }

    static let defects: Set<Expected> = [
        // 'other' ("# сообщения", which no integer selects) stands in for few: every count reads right.
        Expected(language: "ru", key: "inbox", code: "missing-category", severity: .warning, line: 2),
        Expected(language: "fr", key: "total", code: "argument-mismatch", severity: .error, line: 2),
        Expected(language: "de", key: "place", code: "argument-mismatch", severity: .error, line: 2),
        Expected(language: "pl", key: "invite", code: "select-keyword-mismatch", severity: .warning, line: 2),
        Expected(language: "ar", key: "inbox", code: "invalid-format", severity: .error, line: 3),
        Expected(language: "ja", key: "inbox", code: "unused-category", severity: .warning, line: 2),
        Expected(language: "lt", key: "inbox", code: "literal-one", severity: .error, line: 2),
        Expected(language: "sv", key: "inbox", code: "missing-other", severity: .error, line: 2),
    ]

    @Test(arguments: [0, 1])
    func eachDefectIsFoundOnceAtItsKey(provider: Int) {
        let findings = Self.lint("MessageFormatLint/Defects", provider: Self.providers[provider])
        let found = findings.map { Expected(language: $0.language ?? "-", key: $0.key ?? "-", code: $0.code, severity: $0.severity, line: $0.location?.line ?? 0) }
        #expect(found.count == Self.defects.count, "\(found)")
        #expect(Set(found) == Self.defects, "\(found)")
        for finding in findings {
            #expect(finding.file?.hasSuffix("/\(finding.language ?? "-").json") == true)
        }
    }

    @Test func findingsSayWhatIsWrong() {
        let findings = Dictionary(Self.lint("MessageFormatLint/Defects").map { ("\($0.language ?? "") \($0.key ?? "")", $0) }) { first, _ in first }
        #expect(findings["ru inbox"]?.message == "plural 'count' lacks few (2, 3, 4, 22 …), which ru uses for numbers: its 'other' form, which no integer selects, stands in for it")
        #expect(findings["fr total"]?.message == "uses 'sum', which the en message does not have and leaves out 'amount'")
        #expect(findings["de place"]?.message == "uses 'pos' as a number where the en message uses it as a selectordinal")
        #expect(findings["pl invite"]?.message == "select 'host' lacks 'female' (it renders 'other') and adds 'male', which the en message does not choose")
        #expect(findings["sv inbox"]?.message.contains("has no 'other' option") == true)
        #expect(findings["lt inbox"]?.hint.contains("'#'") == true)
    }

    /// Writes a MessageFormat directory of one language per entry and lints it.
    static func lint(_ files: [String: String]) throws -> [LintFinding] {
        let directory = TestFolders.root.appendingPathComponent("mf-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (language, text) in files { try Data(text.utf8).write(to: directory.appendingPathComponent("\(language).json")) }
        return MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([directory]))
    }

    /// A fixed '1' that only fractions reach (Danish 'one' takes 0.1–1.6; its only integer is 1) is a
    /// warning: a count is an integer, and the text does not say which the app passes. Where an
    /// integer reaches it (French 0), it stays an error. Read on Flutter's gallery: 8 Danish errors.
    @Test func aFixedOneOnlyFractionsReachIsAWarning() throws {
        let text = #"{"count": "{n, plural, one {1 fil} other {# filer}}"}"#
        let findings = try Self.lint(["en": #"{"count": "{n, plural, one {# file} other {# files}}"}"#, "da": text, "fr": text])
        let danish = findings.filter { $0.code == "literal-one" && $0.language == "da" }
        #expect(danish.map(\.severity) == [.warning], "\(findings)")
        #expect(danish.first?.message.contains("0.1 renders '1 fil'") == true, "\(danish)")
        #expect(findings.filter { $0.code == "literal-one" && $0.language == "fr" }.map(\.severity) == [.error], "\(findings)")
    }

    @Test func ordinalsAreCheckedAgainstOrdinalRules() throws {
        // English ordinals use one, two, few, other: none unused, and a missing `two` is found (22nd).
        let complete = try Self.lint(["en": #"{"place": "{pos, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}"}"#])
        #expect(complete.isEmpty, "\(complete)")
        let lacking = try Self.lint(["en": #"{"place": "{pos, selectordinal, one {#st} few {#rd} other {#th}}"}"#])
        #expect(lacking.map(\.code) == ["missing-category"])
        #expect(lacking.first?.message.contains("selectordinal 'pos' lacks two (2, 22") == true)
    }

    @Test func zeroIsUnusedWhereTheLanguageNeverSelectsIt() throws {
        // ICU's MessageFormat has no zero policy: English 0 takes `other`, so a `zero` form is never chosen.
        let findings = try Self.lint(["en": #"{"files": "{n, plural, zero {none} one {# file} other {# files}}"}"#])
        #expect(findings.map(\.code) == ["unused-category"])
    }

    @Test func offsetsAreNamedAndNestedKeysLocated() throws {
        let findings = try Self.lint(["en": """
            {
              "menu": {
                "party": "{guests, plural, offset:1 =0 {alone} other {with # others}}"
              }
            }
            """])
        #expect(findings.map(\.code) == ["missing-category"])
        #expect(findings.first?.message.hasPrefix("plural 'guests' (after offset:1) lacks one") == true)
        #expect(findings.first?.key == "menu.party")
        #expect(findings.first?.location == SourceLocation(line: 3, column: 5))
    }

    @Test func aSelectUsedAsANumberElsewhereIsAMismatch() throws {
        let findings = try Self.lint([
            "en": #"{"k": "{g, select, female {she} other {they}} {n, plural, one {# file} other {# files}}"}"#,
            "de": #"{"k": "{g, number} {n, select, a {x} other {y}}"}"#,
        ])
        #expect(findings.filter { $0.code == "argument-mismatch" }.count == 2, "\(findings)")
    }
}
