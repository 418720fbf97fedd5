import Foundation
import ICUPlural
import PluralCore
@testable import PluralMessages
import Testing

/// Lint of i18next plurals under i18next's fallback.
@Suite struct I18nextLintTests {
    static func findings(_ files: [String: String]) throws -> [LintFinding] {
        let root = try temporaryDirectory("i18next-lint-\(UUID().uuidString)")
        try write(files.mapValues { Data($0.utf8) }, in: root)
        return MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([root.appendingPathComponent("locales")]))
    }

    static func codes(_ findings: [LintFinding], key: String, language: String) -> [String] {
        findings.filter { $0.key == key && $0.language == language }.map(\.code).sorted()
    }

    @Test func checksPluralsAsI18nextSelects() throws {
        let findings = try Self.findings([
            "locales/en/common.json": #"{"item_one": "{{count}} item", "item_other": "{{count}} items", "a_one": "x", "a_other": "{{count}} y"}"#,
            // No _other: 1.5 shows the fallback. No many: 5 shows the fallback, not _other.
            "locales/ru/common.json": #"{"item_one": "{{count}} элемент", "item_few": "{{count}} элемента", "a_one": "{{count}} а", "a_few": "{{count}} а", "a_many": "{{count}} а", "a_other": "{{count}} а"}"#,
            // Latvian zero is 0, 10–20, 30…; a _two Latvian never selects.
            "locales/lv/common.json": #"{"item_zero": "{{count}} vienību", "item_one": "{{count}} vienība", "item_two": "x", "item_other": "{{count}} vienības"}"#,
            // Arabic zero is 0 alone: nothing to note.
            "locales/ar/common.json": #"{"item_zero": "لا", "item_one": "واحد", "item_two": "اثنان", "item_few": "{{count}}", "item_many": "{{count}}", "item_other": "{{count}}"}"#,
            // French one takes 0 and 1: a _one without {{count}} shows "un élément" for 0.
            "locales/fr/common.json": #"{"item_one": "un élément", "item_many": "{{count}} d’éléments", "item_other": "{{count}} éléments", "old_plural": "{{count}} vieux", "step_1": "Étape"}"#,
        ])
        let ru = findings.filter { $0.key == "item" && $0.language == "ru" }
        #expect(Self.codes(findings, key: "item", language: "ru") == ["missing-category", "missing-other"], "\(ru.map(\.message))")
        #expect(ru.first { $0.code == "missing-category" }?.message.contains("not 'item_other'") == true)
        #expect(ru.allSatisfy { $0.severity == .error })
        #expect(ru.first?.location?.line == 1)
        #expect(Self.codes(findings, key: "item", language: "lv") == ["unused-category", "zero-is-category"])
        #expect(Self.codes(findings, key: "item", language: "ar") == [])
        #expect(Self.codes(findings, key: "item", language: "fr") == ["literal-one"])
        #expect(Self.codes(findings, key: "old_plural", language: "fr") == ["obsolete-plural-key"])
        #expect(Self.codes(findings, key: "step_1", language: "fr") == [])
        #expect(Self.codes(findings, key: "item", language: "en") == [])
    }

    /// Real projects (issue 42): a Spanish `_one` "1 fila eliminada" was a `literal-one` error for
    /// "1.0", which i18next's count cannot be (a JavaScript number: 1.0 is 1, shown "1").
    @Test func aFixedOneIsRightWhereOnlyOneSelectsItAsAJavaScriptNumber() throws {
        let findings = try Self.findings([
            "locales/en/common.json": #"{"rows_one": "1 row deleted", "rows_other": "{{count}} rows deleted"}"#,
            "locales/es/common.json": #"{"rows_one": "1 fila eliminada", "rows_other": "{{count}} filas eliminadas"}"#,
            // French 'one' takes 0 and 1.5: those show the fixed '1'.
            "locales/fr/common.json": #"{"rows_one": "1 ligne supprimée", "rows_many": "{{count}} de lignes supprimées", "rows_other": "{{count}} lignes supprimées"}"#,
        ])
        // (Spanish 'many', 1,000,000, is missing: a warning of its own.)
        #expect(!Self.codes(findings, key: "rows", language: "es").contains("literal-one"), "\(findings.map(\.message))")
        #expect(Self.codes(findings, key: "rows", language: "en") == [])
        #expect(Self.codes(findings, key: "rows", language: "fr") == ["literal-one"])
    }

    /// A real project on `compatibilityJSON: "v3"` (issue 42): `key`, `key_plural` are its plural,
    /// said once as `obsolete-plural-key`, not as two `unpluralised-count` texts.
    @Test func aV3PairIsOneFinding() throws {
        let findings = try Self.findings([
            "locales/en/common.json": #"{"{{ count }} documents starred": "{{ count }} document starred", "{{ count }} documents starred_plural": "{{ count }} documents starred", "{{ count }} new files": "{{ count }} new files", "a_one": "{{count}} a", "a_other": "{{count}} as"}"#,
        ])
        #expect(findings.filter { $0.key?.hasPrefix("{{ count }} documents starred") == true }.map(\.code) == ["obsolete-plural-key"], "\(findings.map(\.message))")
        // A text alone still gets its warning.
        #expect(Self.codes(findings, key: "{{ count }} new files", language: "en") == ["unpluralised-count"])
    }

    /// A tree whose development language has only v3 plurals was written for `compatibilityJSON: 'v3'`
    /// (Outline: 63 warnings, one per key and language): one warning for the tree.
    @Test func aTreeWrittenForV3IsOneFinding() throws {
        let findings = try Self.findings([
            "locales/en/common.json": #"{"item": "{{count}} item", "item_plural": "{{count}} items", "doc": "{{count}} doc", "doc_plural": "{{count}} docs"}"#,
            "locales/de/common.json": #"{"item": "{{count}} Element", "item_plural": "{{count}} Elemente"}"#,
            "locales/cs/common.json": #"{"item_0": "{{count}} položka", "item_1": "{{count}} položky", "item_2": "{{count}} položek"}"#,
        ])
        let v3 = findings.filter { $0.rule == .obsoletePluralKey }
        #expect(v3.count == 1, "\(findings.map(\.message))")
        let finding = try #require(v3.first)
        #expect(finding.key == nil && finding.language == "en" && finding.severity == .warning)
        #expect(finding.message.contains("(2 such as 'doc_plural')") && finding.message.contains("compatibilityJSON: 'v3'"), "\(finding.message)")
    }

    @Test func lintHelpListsTheNewRules() {
        let rules = LintRule.allCases.map(\.code)
        #expect(rules.contains("zero-is-category") && rules.contains("obsolete-plural-key"))
    }
}

/// The preview shows i18next plurals through the seam, as `t` renders them.
@Suite struct I18nextPreviewTests {
    @Test func previewShowsEachFormAsI18nextRendersIt() throws {
        let table = try MessageTable.load(contentsOf: Fixtures.url("I18next/Basic/locales"), table: "common")
        let preview = MessagePreview(table: table, rulesProvider: ICUPluralRulesProvider())
        let english = try #require(preview.entry(key: "item", language: "en")?.variants.first?.selections.first)
        #expect(english.rows.map(\.form) == ["zero", "one", "other"])
        #expect(english.rows.first?.examples.compactMap(\.text).first == "No items")
        let latvian = try #require(preview.entry(key: "item", language: "lv")?.variants.first?.selections.first)
        let zero = try #require(latvian.rows.first { $0.form == "zero" })
        #expect(zero.examples.compactMap(\.text).contains("10 vienību (zero)"), "\(zero.examples.compactMap(\.text))")
    }
}
