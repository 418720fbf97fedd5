import Foundation
import ICUPlural
@testable import PluralCore
import PluralLocalization
@testable import PluralMessages
import Testing
import TestSupport

/// A small deterministic generator, so a failure repeats.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite struct RobustnessTests {
    /// Random formats and arguments: every outcome is a text or a MessageError, never a crash.
    @Test func randomFormatsAndArgumentsNeverCrash() throws {
        var random = SplitMix(state: 42)
        let pieces = ["%", "d", "lu", "f", ".2", "5", "-", "+", "0", "#", "@", "$", "1", "2", "3", "x", "%%", "%#@v@", "%2$#@v@", "%#@w@", "s", "c", "e", "g", "ll", "h", " ", "ä", "*", "n", "p", "%arg", "@"]
        let arguments: [[MessageArgument]] = [[], [5], [-3], [1.5], ["text"], [.decimal(try PluralDecimal(parsing: "1.50"))], [1, "a", 2.5], [.integer(.max), .integer(.min)], [.floatingPoint(.nan), .floatingPoint(.infinity)]]
        let renderer = MessageRenderer.icu(locale: "ar_EG")
        let linter = MessageLinter(rulesProvider: ICUPluralRulesProvider())
        var rendered = 0
        var failed = 0
        var lintFindings = 0
        for _ in 0..<3_000 {
            let format = (0..<Int.random(in: 1...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let form = (0..<Int.random(in: 0...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let variables = [
                "v": MessageVariable(name: "v", kind: nil, valueType: ["d", "f", "lu", "@", "s", nil].randomElement(using: &random)!,
                                     forms: [.category(.other): MessageText(form, allowsSubstitutionArgument: Bool.random(using: &random)), .category(.one): MessageText("%d")]),
                "w": MessageVariable(name: "w", kind: nil, valueType: "d", forms: [.category(.other): MessageText("%#@v@")]),
            ]
            let message = LocalizedMessage(key: "k", language: ["ru", "ar", "en", "xx"].randomElement(using: &random)!,
                                           body: .text(MessageText(format)), variables: variables, origin: MessageOrigin(file: nil, kind: .stringsdict))
            do {
                _ = try renderer.render(message, arguments: .positional(arguments.randomElement(using: &random)!))
                rendered += 1
            } catch {
                failed += 1
            }
            // Lint reads the same messages without crashing either.
            lintFindings += linter.lint(.message(message)).count
        }
        #expect(rendered > 100)
        #expect(failed > 100)
        #expect(lintFindings > 100)
    }

    @Test func lintStopsAtDeepNestingAndRepeatedVariables() throws {
        var entry: [String: Any] = ["NSStringLocalizedFormatKey": "%#@v0@"]
        for index in 0..<10_000 {
            entry["v\(index)"] = ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d",
                                  "one": "%#@v\(index + 1)@ %#@v\(index + 1)@", "other": "%#@v\(index + 1)@"]
        }
        entry["v10000"] = ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d", "one": "end", "other": "end"]
        let data = try PropertyListSerialization.data(fromPropertyList: ["deep": entry], format: .xml, options: 0)
        let directory = TestFolders.root.appendingPathComponent("lint-deep-\(UUID().uuidString)/en.lproj")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        try data.write(to: directory.appendingPathComponent("Deep.stringsdict"))
        try Data().write(to: directory.appendingPathComponent("Deep.strings"))
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([directory.deletingLastPathComponent()]))
        #expect(findings.contains { $0.code == "nesting-too-deep" && $0.key == "deep" })
    }

    @Test func hugeDecimalsAndOddValuesAreErrors() throws {
        let huge = try PluralDecimal(parsing: String(repeating: "9", count: 400) + ".5")
        let message = LocalizedMessage(key: "k", language: "en", body: .text(MessageText("%f|%c")), origin: MessageOrigin(file: nil, kind: .strings))
        #expect(throws: MessageError.self) { try MessageRenderer.icu().render(message, arguments: .positional([.decimal(huge), 65])) }
        #expect(throws: MessageError.self) { try MessageRenderer.icu().render(message, arguments: .positional([1.5, .integer(0xD800)])) }
        #expect(try MessageRenderer.icu(locale: "en_US").render(message, arguments: [1.5, 0x1F600]).text == "1.500000|😀")
    }
}
