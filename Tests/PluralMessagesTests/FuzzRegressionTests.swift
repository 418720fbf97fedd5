import Foundation
import ICUPlural
@testable import PluralMessages
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
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.message(message))
        #expect(findings.contains { $0.code == "invalid-argument-number" && $0.severity == .error })
        #expect(throws: MessageError.self) { try MessageRenderer(rulesProvider: ICUPluralRulesProvider()).render(message, arguments: [1]) }
    }

    @Test func argumentNumberOneRenders() throws {
        var table = MessageTable(name: "Localizable")
        try table.add(contentsOf: Data(catalog(argNum: 1).utf8), kind: .xcstrings, language: nil)
        let message = try #require(table.message(forKey: "k", language: "en"))
        #expect(try MessageRenderer(rulesProvider: ICUPluralRulesProvider()).render(message, arguments: [1]).text == "1 file")
        #expect(!MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.message(message)).contains { $0.code == "invalid-argument-number" })
    }
}

/// Found by Fuzz/Targets/Messages: swift-corelibs-foundation's PropertyListSerialization crashed
/// (SIGSEGV while bridging a set) on this 378-byte binary property list.
@Suite struct BinaryPropertyListTests {
    @Test func malformedBinaryPlistWithASetIsRefused() throws {
        let data = try Data(contentsOf: Fixtures.url("Malformed/SetInBinaryPlist.bin"))
        var table = MessageTable(name: "Localizable")
        #expect(throws: MessageFileError.self) { try table.add(contentsOf: data, kind: .stringsdict, language: "en") }
        #expect(throws: MessageFileError.self) { try table.add(contentsOf: data, kind: .strings, language: "en") }
    }

    @Test func wellFormedBinaryPlistsStillLoad() throws {
        let entry: [String: Any] = ["NSStringLocalizedFormatKey": "%#@n@", "n": [
            "NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d", "one": "%d file", "other": "%d files",
        ]]
        let data = try PropertyListSerialization.data(fromPropertyList: ["files": entry], format: .binary, options: 0)
        var table = MessageTable(name: "Localizable")
        try table.add(contentsOf: data, kind: .stringsdict, language: "en")
        let message = try #require(table.message(forKey: "files", language: "en"))
        #expect(try MessageRenderer(rulesProvider: ICUPluralRulesProvider()).render(message, arguments: [2]).text == "2 files")
        let strings = try PropertyListSerialization.data(fromPropertyList: ["k": "v", "n": "%d"], format: .binary, options: 0)
        try table.add(contentsOf: strings, kind: .strings, language: "de")
        #expect(table.keys.contains("k"))
    }

    @Test(arguments: [Data("bplist00".utf8), Data("bplist00".utf8) + Data(repeating: 0xFF, count: 40)])
    func truncatedOrGarbageBinaryPlistsAreRefused(data: Data) {
        var table = MessageTable(name: "Localizable")
        #expect(throws: MessageFileError.self) { try table.add(contentsOf: data, kind: .stringsdict, language: "en") }
    }
}
