import Foundation
import ICUPlural
@testable import PluralMessages
import Testing

/// Issue 42: Android texts are Java format strings, read with Java's grammar; each finding
/// explains what Android does (`Android/JavaFormat`, a fixture of our own).
@Suite struct AndroidJavaFormatLintTests {
    static let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([Fixtures.url("Android/JavaFormat")]))

    /// Java's flags (`%,d`, `%(,.2f`, `%+d`, `% d`, `%05d`) are valid: no slip, no gap, no Apple reading.
    @Test func javasFlagsAreValid() {
        let slips: Set<LintRule> = [.strayPercent, .argumentGap, .lostConversion, .lostPercent, .brokenReference, .widthOnVariable]
        #expect(!Self.findings.contains { slips.contains($0.rule) }, "\(LintExpectations.describe(Self.findings))")
        #expect(!Self.findings.contains { $0.message.contains("Apple") }, "\(LintExpectations.describe(Self.findings))")
        #expect(!Self.findings.contains { ["en", "id"].contains($0.language) && $0.rule == .invalidFormat })
    }

    /// Two `%,d` in a plural that Android formats with one argument: MissingFormatArgumentException.
    @Test func aSecondConversionWithOneArgumentIsACrash() {
        let crash = Self.findings.filter { $0.language == "id" && $0.key == "new_posts" }
        #expect(crash.map(\.rule) == [.argumentMismatch] && crash.allSatisfy { $0.severity == .error }, "\(LintExpectations.describe(crash))")
        #expect(crash.first?.message.contains("MissingFormatArgumentException") == true)
    }

    /// A Greek capital beta for 'd', and `% н` (a space flag before a Cyrillic letter), are what Java
    /// refuses: errors naming Java's exception, and no argument comparison of a text that does not parse.
    @Test func whatJavaRefusesIsAnErrorThatSaysWhy() {
        let greek = Self.findings.filter { $0.language == "el" && $0.key == "voters" }
        #expect(greek.map(\.rule) == [.invalidFormat] && greek[0].severity == .error, "\(LintExpectations.describe(greek))")
        #expect(greek.first?.message.contains("UnknownFormatConversionException") == true)
        let belarusian = Self.findings.filter { $0.language == "be" && $0.key == "new_posts" }
        #expect(belarusian.map(\.rule) == [.invalidFormat], "\(LintExpectations.describe(belarusian))")
    }

    /// A Czech `<plurals>` with only `other` where English has 'one' and 'other': "1 odpovědí".
    @Test func aCzechLoneOtherIsAMissingCategoryError() {
        let czech = Self.findings.filter { $0.language == "cs" && $0.key == "replies" && $0.severity != .note }
        #expect(czech.map(\.rule) == [.missingCategory] && czech.first?.severity == .error, "\(LintExpectations.describe(czech))")
    }
}
