@testable import CLDRPlural
import Foundation
import ICUPlural
@testable import MessageFormat2
@testable import PluralCore
@testable import PluralMessages
import Testing
import TestSupport

/// Lint of MF2 tables (`<language>.mf2.json`): planted defects at their line and column, and the
/// same findings as MF1 for the same messages.
@Suite struct MessageFormat2LintTests {
    struct Expected: Hashable, CustomStringConvertible {
        var language: String, key: String, code: String, severity: LintFinding.Severity, line: Int, column: Int
        var description: String { "\(language) \(key) \(code) \(severity) \(line):\(column)" }
    }

    static let defects: Set<Expected> = [
        // No variant of '*' keys: MF1's choice without 'other'; at the `.match` (character 24 of the value, which starts at column 14).
        Expected(language: "en", key: "broken", code: "missing-other", severity: .error, line: 6, column: 38),
        // A syntax error where reading stopped: the end of the value.
        Expected(language: "ru", key: "broken", code: "invalid-format", severity: .error, line: 6, column: 93),
        // A data model error at the declaration it names.
        Expected(language: "ja", key: "broken", code: "invalid-format", severity: .error, line: 6, column: 38),
        // `*` stands in for many, as MF1's 'other' (which no Russian integer selects) does.
        Expected(language: "ru", key: "files", code: "missing-category", severity: .warning, line: 2, column: 3),
        Expected(language: "ru", key: "place", code: "invariant-plural", severity: .note, line: 3, column: 3),
        // Ordinal in English, plural in Russian.
        Expected(language: "ru", key: "place", code: "argument-mismatch", severity: .error, line: 3, column: 3),
        Expected(language: "ru", key: "greet", code: "argument-mismatch", severity: .error, line: 5, column: 3),
        // :integer for :number minimumFractionDigits=2: other digits.
        Expected(language: "ru", key: "price", code: "argument-mismatch", severity: .warning, line: 4, column: 3),
        // A key 1.0 no value shows, and few, which German never selects.
        Expected(language: "de", key: "files", code: "unknown-form-key", severity: .warning, line: 2, column: 3),
        Expected(language: "de", key: "files", code: "unused-category", severity: .warning, line: 2, column: 3),
        Expected(language: "ja", key: "files", code: "unused-category", severity: .warning, line: 2, column: 3),
        // Nothing for 'sale': '%' is text in MF2, where printf's slips (`% of`, `%d`) are not looked for.
    ]

    @Test(arguments: [0, 1])
    func eachDefectIsFoundAtItsLineAndColumn(provider: Int) {
        let rules: any PluralRulesProvider = provider == 0 ? ICUPluralRulesProvider() : CLDRPluralRulesProvider()
        let findings = MessageLinter(rulesProvider: rules).lint(.paths([Fixtures.url("MessageFormat2Lint")]))
        let found = findings.map {
            Expected(language: $0.language ?? "-", key: $0.key ?? "-", code: $0.code, severity: $0.severity, line: $0.location?.line ?? 0, column: $0.location?.column ?? 0)
        }
        #expect(found.count == Self.defects.count, "\(found)")
        #expect(Set(found) == Self.defects, "\(found.sorted { $0.description < $1.description })")
    }

    @Test func findingsSayWhatIsWrong() {
        let findings = MessageLinter(rulesProvider: CLDRPluralRulesProvider()).lint(.paths([Fixtures.url("MessageFormat2Lint")]))
        let byPlace = Dictionary(findings.map { ("\($0.language ?? "") \($0.key ?? "") \($0.code)", $0) }) { first, _ in first }
        #expect(byPlace["ru broken invalid-format"]?.shownMessage == "format: syntax-error: expected '}}' closing the pattern, found the end (at character 79)")
        #expect(byPlace["ru broken invalid-format"]?.textOffset == 79)
        #expect(byPlace["ja broken invalid-format"]?.message == "format: duplicate-declaration: $count is declared twice, or after its use")
        #expect(byPlace["de files unknown-form-key"]?.message == "selector '$count' has the key '1.0', which ends in a fraction's 0, which a value shows without: no number selects it")
        #expect(byPlace["ru place argument-mismatch"]?.message == "uses 'n' as a number where the en message uses it as a selectordinal")
        #expect(byPlace["ru price argument-mismatch"]?.message.hasPrefix("formats '$amount' with :integer where the en message uses :number minimumFractionDigits=2") == true)
    }

    /// MF2 error offsets, in Unicode scalars: where reading stopped, or where the part a data model error names starts.
    static let offsets: [(source: String, kind: MF2Error.Kind, offset: Int?)] = [
        ("Hello {$name", .syntaxError, 12),
        ("héllo } there", .syntaxError, 6),
        (".input {$n :number} .match $n one {{a}}", .missingFallbackVariant, 20),
        (".input {$n :number} .input {$n :number} {{x}}", .duplicateDeclaration, 20),
        (".local $x = {1} .match $x * {{a}}", .missingSelectorAnnotation, 23),
        (".input {$n :number} .match $n one {{a}} one {{b}} * {{c}}", .duplicateVariant, 40),
        (".input {$n :number} .match $n one * {{a}} * {{c}}", .variantKeyMismatch, 30),
        ("{$n :number style=percent minimumFractionDigits=1 style=decimal}", .duplicateOptionName, 50),
        (".input {$n :number a=1} {{{$n :number b=1 b=2}}}", .duplicateOptionName, 42),
        ("🎉 {$n", .syntaxError, 5),
        (".foo {{x}}", .syntaxError, 0),
    ]

    @Test(arguments: offsets)
    func errorsHaveTheirOffset(source: String, kind: MF2Error.Kind, offset: Int?) {
        do {
            _ = try MF2Message(source)
            Issue.record("\(source) parsed")
        } catch {
            #expect(error.kind == kind)
            #expect(error.offset == offset, "\(error)")
        }
    }

    /// MessageFormat lint fixtures, each message converted to MF2: lint finds the same defects,
    /// key by key, except where the meaning differs (listed).
    static let folders = ["Defects", "Clean", "Issue21", "Issue31", "Lint2", "Lint3", "AddedArguments"]

    /// Findings (language, key, code) the MF2 conversion cannot share: a text MF1 reads with a lost
    /// brace as arguments becomes plain placeholders; a text that glues a word to a choice
    /// ("kanálu{n, plural…}") leaves a word before the number that MF1's form does not have.
    static let differences: Set<String> = ["pl lost invalid-format", "pl lost argument-mismatch", "cs broadcast missing-category error"]

    @Test(arguments: folders)
    func theSameMessagesInMF1AndMF2GetTheSameFindings(folder: String) throws {
        let source = Fixtures.url("MessageFormatLint/\(folder)")
        let target = FileManager.default.temporaryDirectory.appending(path: "mf2-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: target) }
        var converted: Set<String> = []
        var mf1Keys: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: source.path) where file.hasSuffix(".json") {
            let language = String(file.dropLast(5))
            let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: source.appending(path: file))) as? [String: Any])
            var written: [String: String] = [:]
            for (key, value) in object {
                mf1Keys.insert("\(language) \(key)")
                // Nested objects (keys as paths) are the loader's; MF1 texts are what is converted.
                guard let text = value as? String else { continue }
                guard case let .success(conversion) = MessageFormat2Conversion.converting(text, language: language), conversion.renamed.isEmpty else { continue }
                written[key] = conversion.text
                converted.insert("\(language) \(key)")
            }
            try JSONSerialization.data(withJSONObject: written, options: [.sortedKeys]).write(to: target.appending(path: "\(language).mf2.json"))
        }
        // A key is compared where every language converted it (a translation's findings depend on the reference).
        let keys = Set(mf1Keys.map { $0.split(separator: " ")[1] })
        let comparable = keys.filter { key in mf1Keys.filter { $0.hasSuffix(" \(key)") }.allSatisfy(converted.contains) }
        func summary(_ findings: [LintFinding]) -> Set<String> {
            Set(findings.compactMap { finding in
                guard let key = finding.key, comparable.contains(Substring(key)), finding.rule != .duplicateKey else { return nil }
                let line = "\(finding.language ?? "-") \(key) \(finding.code) \(finding.severity)"
                return Self.differences.contains(line) || Self.differences.contains("\(finding.language ?? "-") \(key) \(finding.code)") ? nil : line
            })
        }
        let linter = MessageLinter(rulesProvider: CLDRPluralRulesProvider())
        let mf1 = summary(linter.lint(.paths([source])))
        let mf2 = summary(linter.lint(.paths([target])))
        #expect(mf1.subtracting(mf2).isEmpty, "only MF1: \(mf1.subtracting(mf2).sorted())")
        #expect(mf2.subtracting(mf1).isEmpty, "only MF2: \(mf2.subtracting(mf1).sorted())")
        #expect(!comparable.isEmpty)
    }

    /// An English and a translated MF2 message of one key, and the codes lint gives the translation.
    static let pairs: [(english: String, language: String, translation: String, codes: [String])] = [
        // A `.local` of a literal is no argument callers pass.
        (".local $x = {1 :number} .match $x one {{one}} * {{other}}", "de", "eins", []),
        ("{$n :number} files", "fr", "{$n :number} fichiers", []),
        // useGrouping changes no digit a plural reads: not compared.
        ("{$n :number} files", "fr", "{$n :number useGrouping=never} fichiers", []),
        ("{$n :number} files", "fr", "{$n :number maximumFractionDigits=0} fichiers", ["argument-mismatch"]),
        // Printed without a plural, in a language of several forms (MF1's dropped-plural).
        (".input {$n :number} .match $n one {{{$n} file}} * {{{$n} files}}", "ru", "{$n} файлов", ["dropped-plural"]),
        // The same plural in MF1's terms: an offset of the same input is the same argument.
        (".input {$n :number} .local $m = {$n :offset subtract=1} .match $m one {{a}} * {{b}}", "de",
         ".input {$n :number} .local $rest = {$n :offset subtract=1} .match $rest one {{c}} * {{d}}", []),
        // A :string selector is MF1's select: its keys are compared.
        (".input {$g :string} .match $g female {{She}} * {{They}}", "de", ".input {$g :string} .match $g male {{Er}} * {{Sie}}", ["select-keyword-mismatch"]),
        // Ordinal keys against ordinal rules: English ordinals have few, Welsh plurals too.
        (".input {$n :number select=ordinal} .match $n one {{st}} two {{nd}} few {{rd}} * {{th}}", "fr",
         ".input {$n :number select=ordinal} .match $n one {{er}} * {{e}}", []),
        // select=exact chooses no category: 'one' is never selected, and the plural English chooses on is gone.
        (".input {$n :integer} .match $n * {{x}}", "fr", ".input {$n :integer select=exact} .match $n one {{x}} 1 {{y}} * {{z}}", ["unused-category", "dropped-plural"]),
    ]

    @Test(arguments: pairs)
    func translationsAgainstTheDevelopmentLanguage(english: String, language: String, translation: String, codes: [String]) throws {
        var table = MessageTable(name: "messages", developmentLanguage: "en")
        try table.add(contentsOf: Data(try JSONSerialization.data(withJSONObject: ["k": english])), kind: .messageformat2, language: "en")
        try table.add(contentsOf: Data(try JSONSerialization.data(withJSONObject: ["k": translation])), kind: .messageformat2, language: language)
        let findings = MessageLinter(rulesProvider: CLDRPluralRulesProvider()).lint(.table(table)).filter { $0.language == language }
        #expect(findings.map(\.code).sorted() == codes.sorted(), "\(findings.map(\.description))")
    }
}
