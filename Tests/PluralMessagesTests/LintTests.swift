import Foundation
import ICUPlural
@testable import PluralCore
import PluralLocalization
@testable import PluralMessages
import Testing

@Suite struct LintTests {
    let linter = MessageLinter(rulesProvider: ICUPluralRulesProvider())

    @Test(arguments: ["Tables", "Catalog/Localizable.xcstrings", "Catalog"])
    func cleanFilesHaveNoFindings(path: String) {
        // The catalog's 'Save' is marked new (ru) and needs_review (de): notes of that, nothing else.
        let findings = linter.lint(.paths([Fixtures.url(path)]))
        #expect(findings.allSatisfy { $0.rule == .translationState && $0.severity == .note }, "\(findings.map(\.description).joined(separator: "\n"))")
        #expect(findings.count == (path == "Tables" ? 0 : 2))
    }

    /// Issue 42: String Catalog units in state new, needs_review or stale are translation-state notes,
    /// one per localization, whatever variation holds them (a plural's form, a substitution's).
    @Test func catalogUnitsNotMarkedTranslatedAreNotes() {
        let findings = linter.lint(.paths([Fixtures.url("CatalogMetadata")])).filter { $0.rule == .translationState }
        let said = Set(findings.map { "\($0.key ?? "") [\($0.language ?? "")] \($0.message.contains("'stale'") ? "stale" : $0.message.contains("'new'") ? "new" : "needs_review")" })
        #expect(said == ["%lld photos [de] needs_review", "%lld photos [en] new", "Cancel [de] stale", "followers [en] needs_review", "Tap %@ [de] new"], "\(said)")
        #expect(findings.allSatisfy { $0.severity == .note && $0.location != nil })
        // Settable like every rule: a release gate makes them errors.
        var configuration = LintConfiguration()
        configuration.levels[.translationState] = .error
        #expect(linter.lint(.paths([Fixtures.url("CatalogMetadata")]), configuration: configuration).filter { $0.severity == .error && $0.rule == .translationState }.count == 5)
    }

    @Test func zeroFormsAreUnusedOnlyUnderTheCLDRPolicy() {
        let cldr = MessageLinter(rulesProvider: ICUPluralRulesProvider(), policy: .cldr)
        let findings = cldr.lint(.paths([Fixtures.url("Tables/en.lproj/Localizable.stringsdict")]))
        #expect(findings.contains { $0.code == "unused-category" && $0.key == "files_selected" && $0.severity == .warning })
    }

    // Every planted mistake, found where it was planted.
    @Test(arguments: [
        ("missing-category", "needs_few_many", "ru", LintFinding.Severity.error),
        ("unused-category", "unused_few", "en", .warning),
        ("missing-other", "no_other", "en", .error),
        ("value-type-mismatch", "float_in_int", "en", .error),
        ("argument-gap", "gap", "en", .error),
        ("unknown-variable", "unknown_var", "en", .error),
        ("unused-variable", "unknown_var", "en", .warning),
        ("unused-variable", "unused_var", "ru", .warning),
        ("variable-cycle", "cycle", "en", .error),
        ("invalid-format", "bad_format", "en", .error),
        ("argument-mismatch", "apples_text", "ru", .error),
        ("missing-value-type", "no_value_type", "en", .warning),
    ])
    func findsPlantedMistakes(code: String, key: String, language: String, severity: LintFinding.Severity) {
        let findings = linter.lint(.paths([Fixtures.url("Lint/Mistakes")]))
        let matches = findings.filter { $0.code == code && $0.key == key && $0.language == language }
        #expect(matches.count == 1, "\(findings.map(\.description).joined(separator: "\n"))")
        #expect(matches.first?.severity == severity)
        #expect(matches.first?.file?.hasSuffix("\(language).lproj/Localizable.stringsdict") == true)
        #expect(matches.first?.hint.isEmpty == false)
    }

    @Test func findsMissingTwinsAndNothingElseUnplanted() {
        let findings = linter.lint(.paths([Fixtures.url("Lint/Mistakes")]))
        #expect(findings.contains { $0.code == "missing-strings-twin" && $0.language == "ar" })
        #expect(findings.contains { $0.code == "missing-stringsdict-twin" && $0.language == "de" })
        let planted: Set<String> = ["needs_few_many", "unused_few", "no_other", "float_in_int", "gap", "unknown_var", "unused_var",
                                    "cycle", "bad_format", "apples_text", "no_value_type"]
        let stray = findings.filter { finding in finding.key.map { !planted.contains($0) } ?? !finding.code.hasSuffix("-twin") }
        #expect(stray.isEmpty, "\(stray.map(\.description).joined(separator: "\n"))")
        // The cycle is reported once, not once per variable in it.
        #expect(findings.filter { $0.code == "variable-cycle" }.count == 1)
    }

    @Test func malformedFilesAreFindingsNotCrashes() {
        let findings = linter.lint(.paths([Fixtures.url("Malformed")]))
        let unreadable = Set(findings.filter { $0.code == "unreadable-file" }.compactMap { $0.file.map { URL(fileURLWithPath: $0).lastPathComponent } })
        #expect(unreadable == ["NotXML.stringsdict", "Array.stringsdict", "Broken.strings", "Broken.xcstrings", "WrongShape.xcstrings"])
        let entryCodes = Set(findings.filter { $0.file?.hasSuffix("en.lproj/Entries.stringsdict") == true }.map(\.code))
        #expect(entryCodes.isSuperset(of: ["invalid-entry", "invalid-format", "variable-cycle", "unknown-variable", "missing-other"]))
        #expect(linter.lint(.paths([Fixtures.url("Malformed/absent.stringsdict")])).map(\.code) == ["unreadable-file"])
    }

    @Test func variableWithoutRuleTypeRendersAsPluralAndIsReported() throws {
        let variable = MessageVariable(name: "n", kind: nil, valueType: "d", forms: [.category(.one): MessageText("%d file"), .category(.other): MessageText("%d files")])
        let message = LocalizedMessage(key: "k", language: "en", body: .text(MessageText("%#@n@")), variables: ["n": variable], origin: MessageOrigin(file: nil, kind: .stringsdict))
        #expect(try MessageRenderer.icu().render(message, arguments: [2]).text == "2 files")
        #expect(linter.lint(.message(message)).map(\.code) == ["missing-rule-type"])
    }

    @Test func findingsEncodeAsJSON() throws {
        let finding = LintFinding(.error, .missingOther, file: "a.stringsdict", key: "k", language: "ru", message: "m", hint: "h")
        let data = try JSONEncoder().encode(finding)
        let decoded = try JSONDecoder().decode(LintFinding.self, from: data)
        #expect(decoded == finding)
        #expect(finding.description.hasPrefix("error: a.stringsdict: key 'k' [ru]: m (missing-other)"))
    }
}
