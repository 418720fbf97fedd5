import Foundation
import ICUPlural
import PluralCore
@testable import PluralMessages
import Testing

/// i18next plurals whose keys the project's code names in full (issue 42: a Russian file without
/// `_few` was an error where code calls `t('sort.displayLabel_other', { count })`).
@Suite struct I18nextKeysInCodeTests {
    /// A project (a folder with `.git`) holding `files`, linted at its `locales` folder.
    static func lint(_ files: [String: String]) throws -> [LintFinding] {
        let root = try temporaryDirectory("i18next-code-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try write(files.mapValues { Data($0.utf8) }, in: root)
        return MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([root.appendingPathComponent("locales")]))
    }

    static let locales = [
        "locales/en/sdk.json": #"{"sort": {"label_one": "Sort by {{count}} field", "label_other": "Sort by {{count}} fields"}, "rows_one": "{{count}} row", "rows_other": "{{count}} rows"}"#,
        "locales/ru/sdk.json": #"{"sort": {"label_one": "Сортировать по {{count}} полю", "label_other": "Сортировать по {{count}} полям"}, "rows_one": "{{count}} строка", "rows_other": "{{count}} строк"}"#,
    ]

    static func codes(_ findings: [LintFinding], key: String, language: String) -> [String] {
        findings.filter { $0.key == key && $0.language == language }.map(\.code).sorted()
    }

    @Test func aPluralCodeNamesInFullIsOneWarningNotMissingForms() throws {
        var files = Self.locales
        files["src/Sort.tsx"] = """
            export const label = (count: number) =>
              count ? t(`sort.label_${count > 1 ? 'other' : 'one'}`, { count }) : t('sort.none');
            """
        let findings = try Self.lint(files)
        #expect(Self.codes(findings, key: "sort.label", language: "ru") == [])
        let warning = try #require(findings.first { $0.key == "sort.label" && $0.language == "en" })
        #expect(warning.code == "unpluralised-count" && warning.severity == .warning)
        #expect(warning.message.contains("src/Sort.tsx:2"), "\(warning.message)")
        // A plural the code leaves to i18next keeps its checks.
        #expect(Self.codes(findings, key: "rows", language: "ru").contains("missing-category"))
    }

    @Test func aBareCallThatMayPassACountKeepsTheChecks() throws {
        var files = Self.locales
        files["src/a.ts"] = "t('sort.label_other', { count: n })"
        files["src/b.tsx"] = #"<Trans i18nKey="sdk:sort.label" count={n} />"#
        let findings = try Self.lint(files)
        #expect(Self.codes(findings, key: "sort.label", language: "ru").contains("missing-category"))
        #expect(Self.codes(findings, key: "sort.label", language: "en") == [])
    }

    @Test func withoutAProjectNoCodeIsRead() throws {
        // The same tree without `.git` above it: the files alone decide.
        let root = try temporaryDirectory("i18next-code-\(UUID().uuidString)")
        var files = Self.locales
        files["src/a.ts"] = "t('sort.label_other', { count: n })"
        try write(files.mapValues { Data($0.utf8) }, in: root)
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([root.appendingPathComponent("locales")]))
        #expect(Self.codes(findings, key: "sort.label", language: "ru").contains("missing-category"))
    }

    @Test func readsTheWaysCodeNamesAKey() {
        let spellings = I18nextKeysInCode.codeSpellings(of: ["sdk:a.b", "sdk:c", "d", "e", "f", "g"])
        var keys = I18nextKeysInCode()
        let code = """
            t('a.b_one'); t("sdk:c_" + form, { count });
            t(`d_${form}`); t('e_other_visible'); t('f') + t('f_other');
            t('g', { count }); t('g_one'); t('h_one')
            """
        Array(code.utf8).withUnsafeBufferPointer { keys.read(code: $0, file: "x.ts", spellings: spellings) }
        #expect(keys.placeNamingForms(of: "sdk:a.b") == "x.ts:1")
        #expect(keys.placeNamingForms(of: "sdk:c") == "x.ts:1")
        #expect(keys.placeNamingForms(of: "d") == "x.ts:2")
        // `e_other_visible` is a key of its own; `f` bare without options is no plural call.
        #expect(keys.placeNamingForms(of: "e") == nil)
        #expect(keys.placeNamingForms(of: "f") == "x.ts:2")
        #expect(keys.placeNamingForms(of: "g") == nil)
    }

    /// Any bytes (cut quotes, a file ending in `_`, `${` at the end) are read without a trap, and
    /// what is found is always a key of the table.
    @Test func readsAnyBytes() {
        let spellings = I18nextKeysInCode.codeSpellings(of: ["a", "ns:b_c"])
        let alphabet = Array("'\"`_${}+) \nabc:_oneotherfew".utf8)
        var generator = SystemRandomNumberGenerator()
        for length in 0..<400 {
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            var keys = I18nextKeysInCode()
            bytes.withUnsafeBufferPointer { keys.read(code: $0, file: "f.ts", spellings: spellings) }
            for key in ["x", "a_one", "other"] { #expect(keys.placeNamingForms(of: key) == nil) }
        }
        // Cut off before the quote closes: nothing is named. A template cut after `${` names `a`'s forms.
        var keys = I18nextKeysInCode()
        for tail in ["'a_", "`a_$", "'a_one", "'a_' ", "'"] {
            Array(tail.utf8).withUnsafeBufferPointer { keys.read(code: $0, file: "f.ts", spellings: spellings) }
        }
        #expect(keys.placeNamingForms(of: "a") == nil)
        Array("`a_${".utf8).withUnsafeBufferPointer { keys.read(code: $0, file: "g.ts", spellings: spellings) }
        #expect(keys.placeNamingForms(of: "a") == "g.ts:1")
    }

    @Test func skipsDependenciesAndBuildOutput() throws {
        var files = Self.locales
        files["node_modules/lib/index.js"] = "t('sort.label_other')"
        files["dist/app.js"] = "t('sort.label_other')"
        let findings = try Self.lint(files)
        #expect(Self.codes(findings, key: "sort.label", language: "ru").contains("missing-category"))
    }
}
