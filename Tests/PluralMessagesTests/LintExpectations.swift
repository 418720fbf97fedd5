import CLDRPlural
import ICUPlural
import PluralMessages

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
}
