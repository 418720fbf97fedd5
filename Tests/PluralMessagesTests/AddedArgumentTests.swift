import Foundation
import ICUPlural
@testable import PluralMessages
import Testing
import TestSupport

/// An argument a translation uses and the development text lacks (issue 31): callers pass the
/// development text's arguments, so a renamed one (`{nom}`, `{intervalle}`) or one no caller passes
/// (`{reason}`, `{zones}` where only another message takes it) renders the fallback: an error.
/// Values are per call (issue 42): a name the development language prints in many other messages
/// (Mattermost's `{applicationName}`) is no sign that this key's call passes it, so it is an error
/// too. Only a guessed reference makes it a warning that says why (Hubs passes `url` to a message
/// whose English lacks it).
@Suite struct AddedArgumentTests {
    typealias Expected = LintExpectations.Expected

    @Test(arguments: [0, 1])
    func anArgumentTheKeysCallDoesNotPassIsAnError(engine: Int) {
        let findings = MessageLinter(rulesProvider: LintExpectations.engines[engine])
            .lint(.paths([Fixtures.url("MessageFormatLint/AddedArguments")])).filter { $0.code == "argument-mismatch" }
        LintExpectations.expectEachOnce(findings, [
            Expected(language: "fr", key: "photos", code: "argument-mismatch", severity: .error),
            Expected(language: "fr", key: "jailbreak", code: "argument-mismatch", severity: .error),
            Expected(language: "fr", key: "channel", code: "argument-mismatch", severity: .error),
            Expected(language: "fr", key: "interval", code: "argument-mismatch", severity: .error),
            Expected(language: "fr", key: "invite", code: "argument-mismatch", severity: .error),
        ])
        let photos = findings.first { $0.key == "photos" }
        // The en message passes nothing: no guess about other messages lowers it.
        #expect(photos?.message == "uses 'applicationName', which the en message does not have", "\(photos?.message ?? "none")")
        #expect(photos?.hint.contains("takes no arguments") == true, "\(photos?.hint ?? "none")")
    }

    /// The same decision on printf positions: with a guessed reference, an argument only a
    /// translation adds is a warning naming the guess.
    @Test func anArgumentAddedAgainstAGuessedReferenceIsAWarningInAppleFormats() {
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([Fixtures.url("Lint/AddedArgumentNoEnglish")]))
        LintExpectations.expectEachOnce(findings.filter { $0.code == "argument-mismatch" }, [
            Expected(language: "es", key: "files", code: "argument-mismatch", severity: .warning),
        ])
        #expect(findings.contains { $0.key == "files" && $0.message.contains("the reference only as the most complete language") }, "\(LintExpectations.describe(findings))")
    }
}
