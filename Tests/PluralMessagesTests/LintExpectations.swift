@testable import CLDRPlural
import ICUPlural
@testable import PluralMessages
import Testing

/// What the lint suites compare findings by: both engines, and a finding's language, key, code and
/// severity (so that a message's wording can change without touching the expectations).
enum LintExpectations {
    static let engines: [any PluralRulesProvider] = [ICUPluralRulesProvider(), CLDRPluralRulesProvider()]

    static func describe(_ findings: [LintFinding]) -> String { findings.map(\.description).joined(separator: "\n") }

    struct Expected: Hashable, CustomStringConvertible {
        var language: String, key: String, code: String, severity: LintFinding.Severity
        var description: String { "\(language) \(key) \(code) \(severity)" }
    }

    static func expected(_ findings: [LintFinding]) -> [Expected] {
        findings.map { Expected(language: $0.language ?? "-", key: $0.key ?? "-", code: $0.code, severity: $0.severity) }
    }

    /// Expects the findings to be `expected`, each found once (`repeats`: how many more findings
    /// repeat one of them, as a message with two plurals gives two).
    static func expectEachOnce(_ findings: [LintFinding], _ expected: Set<Expected>, repeats: Int = 0,
                               sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let found = self.expected(findings)
        #expect(found.count == expected.count + repeats, "\(describe(findings))", sourceLocation: sourceLocation)
        #expect(Set(found) == expected, "\(describe(findings))", sourceLocation: sourceLocation)
    }
}
