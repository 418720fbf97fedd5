import Foundation
import ICUPlural
import PluralMessages
import Testing

/// Inputs Fuzz/Targets/Messages found; each failed before its fix.
@Suite struct MessagesFuzzRegressionTests {
    private func catalog(argNum: Int) -> String {
        """
        {"sourceLanguage": "en", "version": "1.0", "strings": {"k": {"localizations": {"en": {"stringUnit": {
          "state": "translated", "value": "%#@files@"},
          "substitutions": {"files": {"argNum": \(argNum), "formatSpecifier": "lld", "variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "%arg file"}},
            "other": {"stringUnit": {"state": "translated", "value": "%arg files"}}}}}}}}}}}
        """
    }

    /// Lint crashed (`1...0`: "Range requires lowerBound <= upperBound") on a substitution with argNum 0.
    @Test(arguments: [0, -3])
    func substitutionArgumentNumbersBelowOneAreAnError(argNum: Int) throws {
        var table = MessageTable(name: "Localizable")
        try table.add(contentsOf: Data(catalog(argNum: argNum).utf8), kind: .xcstrings, language: nil)
        let message = try #require(table.message(forKey: "k", language: "en"))
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(message: message)
        #expect(findings.contains { $0.code == "invalid-argument-number" && $0.severity == .error })
        #expect(throws: MessageError.self) { try MessageRenderer(rulesProvider: ICUPluralRulesProvider()).render(message, arguments: [1]) }
    }

    @Test func argumentNumberOneRenders() throws {
        var table = MessageTable(name: "Localizable")
        try table.add(contentsOf: Data(catalog(argNum: 1).utf8), kind: .xcstrings, language: nil)
        let message = try #require(table.message(forKey: "k", language: "en"))
        #expect(try MessageRenderer(rulesProvider: ICUPluralRulesProvider()).render(message, arguments: [1]).text == "1 file")
        #expect(!MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(message: message).contains { $0.code == "invalid-argument-number" })
    }
}
