import Foundation
import ICUPlural
@testable import PluralMessages
import Testing

/// MessageFormat texts through the existing lint: none of the printf checks apply (`%`, `'` and
/// `{}` are text or MessageFormat syntax there); syntax errors and unreadable entries are reported.
@Suite struct MessageFormatLintTests {
    @Test func printfChecksDoNotReadMessageFormatTexts() throws {
        var table = try MessageTable.load(contentsOf: Fixtures.url("MessageFormat"))
        try table.add(contentsOf: Data(#"{"sale": "100% off for {name}: {n, plural, one {# item at 50%} other {# items at 50%d}}"}"#.utf8), kind: .messageformat, language: "de")
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.table(table))
        let byKey = Dictionary(grouping: findings.filter { $0.language == "en" || $0.language == "de" }, by: { $0.key ?? "" })
        #expect(byKey["broken"]?.map(\.code) == ["missing-other"])  // a plural without other (mf-icu)
        #expect(byKey["broken"]?.first?.textOffset == 0)
        #expect(byKey["count"]?.map(\.code) == ["invalid-entry"])
        // A plural with only `other` is a note, as in .stringsdict files (mf-icu's category checks).
        #expect(byKey["quoted"]?.map(\.code) == ["invariant-plural"])
        for key in ["inbox", "place", "party", "shared", "progress", "settings.title", "sale"] {
            #expect(byKey[key] == nil, "\(key): \(byKey[key] ?? [])")
        }
    }
}
