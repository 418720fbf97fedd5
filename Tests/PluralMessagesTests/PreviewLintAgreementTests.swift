import Foundation
import ICUPlural
@testable import PluralCore
@testable import PluralMessages
import Testing

/// One verdict per finding (issue 31): the preview's coverage grid and lint agree on every key
/// and language of the lint fixtures, in every format (Apple, MessageFormat, MessageFormat 2,
/// Android). Lint runs as `icu-plural lint` runs it, the preview as `icu-plural preview` builds
/// it; each entry is compared with what lint says of its key in its language.
@Suite struct PreviewLintAgreementTests {
    /// Every table of the lint fixtures, and the MessageFormat 2 tables.
    static let trees: [String] = {
        let roots = ["Lint", "MessageFormatLint", "MessageFormat2Lint"]
        var trees = roots.flatMap { root in
            ((try? FileManager.default.contentsOfDirectory(atPath: Fixtures.url(root).path)) ?? []).sorted().map { "\(root)/\($0)" }
        }
        trees += ["AndroidLint/res", "Android/JavaFormat/res", "MessageFormat2Tables", "Tables", "MessageFormat"]
        return trees
    }()

    /// The cell lint's findings of one key in one language make: the rule the grid follows.
    static func verdict(_ findings: [LintFinding]) -> MessagePreview.Status {
        let errors = findings.filter { $0.severity == .error }
        if errors.contains(where: { ![.missingCategory, .wrongForm, .missingOther].contains($0.rule) }) { return .errors }
        if !errors.isEmpty { return .missingForms }
        return findings.contains { $0.severity == .warning } ? .warnings : .complete
    }

    @Test(arguments: trees)
    func gridAndLintAgree(tree: String) throws {
        let provider = ICUPluralRulesProvider()
        let linter = MessageLinter(rulesProvider: provider)
        let url = Fixtures.url(tree)
        // What `icu-plural lint` reports, keyed findings by key and language.
        let reported = linter.lint(.paths([url])).filter { $0.key != nil }
        let source = TableSource(inputs: [url])
        var compared = 0
        var previewed: [LintFinding] = []
        for part in source.tables {
            let (table, findings) = linter.lint(part)
            previewed += findings
            compared += Self.compare(table: table, findings: findings, provider: provider, label: tree)
        }
        #expect(compared > 0, "\(tree)")
        // The preview places what `lint` reports: the same findings, key by key.
        let key = { (finding: LintFinding) in "\(finding.key ?? "") [\(finding.language ?? "")] \(finding.severity) \(finding.code)" }
        #expect(Set(previewed.filter { $0.key != nil }.map(key)) == Set(reported.map(key)), "\(tree)")
    }

    /// Compares each entry of a table's preview with lint's findings; returns how many were compared.
    static func compare(table: MessageTable, findings: [LintFinding], provider: any PluralRulesProvider, label: String) -> Int {
        var compared = 0
        let preview = MessagePreview(table: table, rulesProvider: provider, findings: findings,
                                     scope: MessagePreview.Scope(includesPlainKeys: true, limit: MessagePreview.maximumLimit))
        let development = preview.developmentLanguage ?? preview.languages.first
        for entry in preview.entries {
            let place = "\(label): \(entry.key) [\(entry.language)]"
            // Findings about the key in no language are the development language's; a defect
            // translations copied is said once, and is theirs too.
            let own = findings.filter { finding in
                finding.key == entry.key && (finding.language == entry.language || (finding.language == nil && entry.language == development)
                    || finding.copiedInto.contains(entry.language))
            }
            if entry.status == .fallback {
                // Users see another language's text: lint reports no error of this language's own.
                let message = table.message(forKey: entry.key, language: entry.language)
                #expect(message == nil || message?.isUntranslated == true, "\(place)")
                continue
            }
            #expect(entry.status == Self.verdict(own), "\(place): grid \(entry.status), lint \(own.map { "\($0.severity) \($0.code)" })")
            // A rendering that fails is one lint explains: at the entry (a missing 'other', a
            // syntax error, a type only ICU formats), or as a table it did not read as MessageFormat.
            let failed = entry.variants.contains { variant in
                variant.plain?.error != nil || variant.selections.contains { $0.rows.contains { $0.examples.contains { $0.error != nil } } }
            }
            if failed {
                #expect(!own.isEmpty || findings.contains { $0.key == nil && $0.rule == .notMessageFormat }, "\(place): a rendering fails and lint says nothing")
            }
            // Forms are listed as missing only under that verdict; a row is missing exactly where
            // lint says forms are missing (a warning or an error), else 'other' serves it.
            #expect(entry.missingForms.isEmpty || entry.status == .missingForms, "\(place): \(entry.missingForms)")
            let rows = entry.variants.flatMap(\.selections).filter { $0.kind == .plural || $0.kind == .ordinal }.flatMap(\.rows)
            let lacking = own.contains { [.missingCategory, .wrongForm, .missingOther, .untranslated].contains($0.rule) && $0.severity != .note }
            let missingRows = rows.filter { $0.status == .missing }.map(\.form)
            let servedRows = rows.filter { $0.status == .servedByOther }.map(\.form)
            #expect(missingRows.isEmpty || lacking, "\(place): rows \(missingRows) missing, lint \(own.map { "\($0.severity) \($0.code)" })")
            #expect(servedRows.isEmpty || !lacking, "\(place): rows \(servedRows) served by 'other', lint \(own.map { "\($0.severity) \($0.code)" })")
            compared += 1
        }
        return compared
    }

    /// The Issue31 fixture written in each other format reads back with the same agreement (Android
    /// resources are compared on their own lint fixture above).
    @Test(arguments: [MessageFileFormat.messageformat2, .stringsdict, .xcstrings, .android])
    func convertedTablesAgree(format: MessageFileFormat) throws {
        let source = try MessageTable.load(contentsOf: Fixtures.url("MessageFormatLint/Issue31"))
        let table = try convert(source, to: format).table
        let provider = ICUPluralRulesProvider()
        let findings = MessageLinter(rulesProvider: provider).lint(.table(table))
        #expect(Self.compare(table: table, findings: findings, provider: provider, label: "Issue31 as \(format)") > 20)
    }
}
