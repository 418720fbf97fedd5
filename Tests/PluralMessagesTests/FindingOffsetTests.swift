import Foundation
import ICUPlural
@testable import PluralMessages
import Testing
import TestSupport

/// The character a finding names is a field of the finding (``LintFinding/textOffset``), not words
/// of its message: reports show it, JSON carries it, and the merge of copied defects compares the
/// findings' fields, so a translation that copied a defect at another character is still a copy
/// (issue 29, item 5, in lint).
@Suite struct FindingOffsetTests {
    static func findings() -> [LintFinding] {
        MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([Fixtures.url("Lint/CopiedSlips")]))
    }

    @Test func aCopiedSlipAtAnotherCharacterIsOneFinding() {
        let findings = Self.findings()
        let votes = findings.filter { $0.key == "votes" && $0.code == "stray-percent" }
        #expect(votes.count == 1, "\(LintExpectations.describe(findings))")
        #expect(votes.first?.language == "en")
        #expect(votes.first?.textOffset == 0)
        #expect(votes.first?.message.contains("also in 2 translations that copied it: ca, fr") == true, "\(votes.first?.message ?? "none")")
        // Ca's own slip in another key is its own finding, at its own character.
        let items = findings.filter { $0.key == "items" && $0.code == "stray-percent" }
        #expect(items.map(\.language) == ["ca"])
        #expect(items.first?.textOffset == "Elements: ".unicodeScalars.count)
    }

    @Test func theMessageNamesNoCharacterAndReportsShowTheField() throws {
        let finding = try #require(Self.findings().first { $0.key == "items" && $0.code == "stray-percent" })
        #expect(!finding.message.contains("character"), "\(finding.message)")
        #expect(finding.shownMessage == finding.message + " (at character 10)")
        #expect(finding.description.contains("(at character 10) (stray-percent)"), "\(finding.description)")
        // JSON carries the offset as a number, and reads it back.
        let data = try JSONEncoder().encode(finding)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["textOffset"] as? Int == 10)
        #expect(try JSONDecoder().decode(LintFinding.self, from: data).textOffset == 10)
        // A finding that names no character shows its message alone.
        let plain = LintFinding(.warning, .untranslated, file: nil, key: "k", language: "fr", message: "m", hint: "h")
        #expect(plain.shownMessage == "m")
        #expect(try JSONSerialization.jsonObject(with: JSONEncoder().encode(plain)) as? [String: Any] != nil)
        #expect(!String(decoding: try JSONEncoder().encode(plain), as: UTF8.self).contains("textOffset"))
    }

    /// A scalar count, as MessageFormat's parser and SARIF's `unicodeCodePoints` count: "é" written
    /// as 'e' and a combining accent is two.
    @Test func offsetsCountUnicodeScalars() {
        let text = "Cafe\u{301} %!d"
        #expect(text.scalarOffset(ofUTF8Offset: Array(text.utf8).firstIndex(of: UInt8(ascii: "%"))!) == 6)
    }
}
