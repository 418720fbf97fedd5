import Foundation
import ICUPlural
@testable import PluralMessages
import Testing

/// A catalog's languages are keys of its JSON, any text: one that is no well-formed tag is an
/// error (`malformed-language`), not a language without plural rules (issue 30).
@Suite struct MalformedLanguageLintTests {
    @Test func languagesThatAreNoTagsAreErrors() {
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([Fixtures.url("Lint/MalformedLanguage")]))
        let malformed = findings.filter { $0.rule == .malformedLanguage }
        #expect(Set(malformed.compactMap(\.language)) == ["../x", "en US", "zz\n}\nfunc print(_ items: Any...) { }\nextension L10n {\n ///"], "\(LintExpectations.describe(findings))")
        #expect(malformed.count == 3)
        #expect(malformed.allSatisfy { $0.severity == .error })
        // Said once, as what it is: not also a language without plural rules.
        #expect(!findings.contains { $0.rule == .unknownLanguage }, "\(LintExpectations.describe(findings))")
        #expect(LintRule.malformedLanguage.defaultSeverity == .error)
    }
}
