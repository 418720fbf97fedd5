import Foundation
import ICUPlural
@testable import PluralMessages
import Testing

/// Issue 42: an empty form is `empty-form` in every format, and each form's defect is its own
/// finding (a Latvian `one` "1 other site" and a `zero` that prints no number are two errors).
/// `MessageFormatLint/Issue42Forms`, a fixture of our own, read as written and converted.
@Suite struct EmptyAndEveryFormTests {
    typealias Expected = LintExpectations.Expected

    @Test(arguments: [MessageFileFormat.messageformat, .stringsdict, .xcstrings, .android])
    func emptyFormsAndEachFormsDefectInEveryFormat(format: MessageFileFormat) throws {
        let source = try MessageTable.load(contentsOf: Fixtures.url("MessageFormatLint/Issue42Forms"))
        let table = format == .messageformat ? source : try convert(source, to: format).table
        // `unread` holds an `=0`, which not every format can write: compared below in MessageFormat only.
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.table(table)).filter { $0.key != "unread" }
        LintExpectations.expectEachOnce(findings, [
            // A Croatian `few` with no text shows nothing for 2, 3, 4; a Swedish `one {}` nothing for 1.
            Expected(language: "hr", key: "readBy", code: "empty-form", severity: .error),
            Expected(language: "sv", key: "more", code: "empty-form", severity: .error),
            // A French `many` (1,000,000 and up) exported empty, as Weblate does: a warning, as its lack would be.
            Expected(language: "fr", key: "limit", code: "empty-form", severity: .warning),
            // Latvian: 'one' prints a fixed '1' (21 selects it), 'zero' prints no number (10–20 select it): two findings.
            Expected(language: "lv", key: "sites", code: "literal-one", severity: .error),
        ], repeats: 1)
        let latvian = findings.filter { $0.language == "lv" }.map(\.message)
        #expect(latvian.contains { $0.contains("'zero'") } && latvian.contains { $0.contains("'one'") }, "\(format): \(latvian)")
        // An empty form is said once, as empty: not also as a 'one' that prints no number.
        #expect(!findings.contains { $0.language == "sv" && $0.rule == .literalOne })
    }

    /// A form that takes only 0 (`=0`, Apple's `zero` in English) is empty on purpose ("show nothing
    /// for none"): no finding, in MessageFormat and in Apple's `zero`.
    @Test(arguments: [MessageFileFormat.messageformat, .stringsdict])
    func anEmptyFormForZeroIsLeftAlone(format: MessageFileFormat) throws {
        let source = try MessageTable.load(contentsOf: Fixtures.url("MessageFormatLint/Issue42Forms"))
        let table = format == .messageformat ? source : try convert(source, to: format).table
        let unread = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.table(table)).filter { $0.key == "unread" }
        #expect(unread.isEmpty, "\(LintExpectations.describe(unread))")
    }

    /// MessageFormat 2: a variant with no text, read before the texts' shared words are stripped.
    @Test func anEmptyMessageFormat2VariantIsAnError() {
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([Fixtures.url("MessageFormatLint/Issue42MF2")]))
        LintExpectations.expectEachOnce(findings, [Expected(language: "sv", key: "more", code: "empty-form", severity: .error)])
    }
}
