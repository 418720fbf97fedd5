import Foundation
import Testing
import TestSupport

/// The package's fixtures, and the binary run with the user's language variables cleared.
private enum MessageFormatTool {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("PluralMessagesTests/Fixtures")

    static func fixture(_ path: String) -> String { fixtures.appendingPathComponent(path).path }

    static func run(_ arguments: [String]) throws -> CommandRunner.Output {
        var variables = ProcessInfo.processInfo.environment
        for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] { variables[name] = nil }
        return try CommandRunner.run(arguments, environment: variables)
    }
}

/// `render --engine icu|swift|both` on MessageFormat files: ICU's own MessageFormat, the Swift
/// renderer, and the two compared.
@Suite struct RenderEngineMessageFormatTests {
    static let directory = MessageFormatTool.fixture("MessageFormat")
    static let engines = MessageFormatTool.fixture("MessageFormatEngines")

    @Test(arguments: ["icu", "swift", "both"], [
        (["inbox", "1000", "--language", "en"], "You have 1,000 messages\n"),
        (["inbox", "0", "--language", "en"], "Your inbox is empty\n"),
        (["inbox", "1.5", "--language", "ru"], "1,5 сообщения\n"),
        (["place", "pos=22", "--language", "en"], "You finished 22nd\n"),
        (["party", "host=Ann", "guests=3", "guest=Bob", "--language", "en"], "Ann goes with Bob and 2 others\n"),
    ])
    func theEnginesAgree(engine: String, example: (arguments: [String], expected: String)) throws {
        let result = try MessageFormatTool.run(["render", Self.directory] + example.arguments + ["--engine", engine])
        #expect(result.standardOutput == example.expected, "\(result.standardError)")
        #expect(result.status == 0)
    }

    @Test func icuFormatsWhatTheSwiftRendererDoesNotSupport() throws {
        let icu = try MessageFormatTool.run(["render", Self.engines, "spelled", "5", "--language", "en", "--engine", "icu"])
        #expect(icu.standardOutput == "five items\n")
        #expect(icu.status == 0)
        let swift = try MessageFormatTool.run(["render", Self.engines, "spelled", "5", "--language", "en", "--engine", "swift"])
        #expect(swift.status == 1)
        #expect(swift.standardError.contains("spellout"))
        let both = try MessageFormatTool.run(["render", Self.engines, "spelled", "5", "--language", "en", "--engine", "both"])
        #expect(both.status == 1)
        #expect(both.standardOutput.isEmpty)
        #expect(both.standardError.contains("render differently") && both.standardError.contains("icu:   five items"))
    }

    /// ICU 72's Italian skeleton formats group 1000; Foundation's newer CLDR does not: `both` shows both texts.
    @Test func bothShowsTheTwoTextsWhenTheyDiffer() throws {
        let both = try MessageFormatTool.run(["render", Self.engines, "total", "1000", "--language", "it", "--engine", "both"])
        #expect(both.status == 1)
        #expect(both.standardError.contains("icu:   Totale: 1.000,00"))
        #expect(both.standardError.contains("swift: Totale: 1000,00"))
    }

    @Test func refusalsByBothAreErrorsOfBoth() throws {
        let both = try MessageFormatTool.run(["render", Self.engines, "missing_other", "1", "--language", "en", "--engine", "both"])
        #expect(both.status == 1)
        #expect(both.standardError.contains("both engines refuse it"))
        #expect(both.standardError.contains("U_DEFAULT_KEYWORD_MISSING") && both.standardError.contains("'other'"))
        let icu = try MessageFormatTool.run(["render", Self.engines, "missing_other", "1", "--language", "en", "--engine", "icu"])
        #expect(icu.status == 1)
        #expect(icu.standardError.contains("error: key 'missing_other' [en], format: MessageFormat syntax error U_DEFAULT_KEYWORD_MISSING"))
    }

    @Test func missingArgumentsAndTheLocaleOption() throws {
        let missing = try MessageFormatTool.run(["render", Self.directory, "inbox", "--language", "en", "--engine", "icu"])
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("the argument 'count' is missing"))
        let located = try MessageFormatTool.run(["render", Self.engines, "files", "5", "--language", "en", "--locale", "de", "--engine", "icu"])
        #expect(located.standardOutput == "5 files\n")
        // The library's note: ICU's evaluator does not apply a formatting locale (it declares so).
        #expect(located.standardError.contains("does not apply the option 'formattingLocale'"), "\(located.standardError)")
    }

    /// README.md's command lines on the MessageFormat fixtures that name an engine or lint, run as written.
    @Test func theReadmeLines() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n").filter {
            $0.hasPrefix("icu-plural ") && $0.contains("Fixtures/MessageFormat") && ($0.contains("--engine") || $0.hasPrefix("icu-plural lint"))
        }
        #expect(lines.count >= 2)
        for line in lines {
            guard let hash = line.range(of: "# ") else { continue }
            let arguments = line[..<hash.lowerBound].split(separator: " ").dropFirst().map { word in
                word.hasPrefix("Tests/") ? root.appendingPathComponent(String(word)).path : String(word)
            }
            let result = try MessageFormatTool.run(arguments)
            let expected = line[hash.upperBound...].trimmingCharacters(in: .whitespaces)
            #expect(result.standardOutput.trimmingCharacters(in: .newlines) == expected, "\(line): \(result.standardError)")
        }
    }
}

/// NAME=VALUE for argument types only ICU formats (the Swift parser does not read the message, so
/// the names come from ICU's own parse): `render m k 5` printed "five" but `render m k n=5` failed.
@Suite struct RenderNamedICUArgumentTests {
    static let engines = MessageFormatTool.fixture("MessageFormatEngines")

    @Test(arguments: [
        (["spelled", "n=5"], "five items\n"),
        (["dated", "count=3", "day=2024-05-01T12:00:00Z"], "three on 5/1/24\n"),
        (["dated", "day=2024-05-01", "count=3"], "three on 5/1/24\n"),
        (["dated", "count=3", "day=1714564800000"], "three on 5/1/24\n"),
        (["dated", "3", "day=2024-05-01T12:00:00.250+00:00"], "three on 5/1/24\n"),
        (["ranked", "place=2", "total=1200"], "the 2nd of 1,200\n"),
    ])
    func namedArgumentsBind(arguments: [String], expected: String) throws {
        let result = try MessageFormatTool.run(["render", Self.engines] + arguments + ["--language", "en", "--engine", "icu"])
        #expect(result.standardOutput == expected, "\(result.standardError)")
        #expect(result.status == 0)
    }

    @Test func badValuesAndNamesAreClearErrors() throws {
        let text = try MessageFormatTool.run(["render", Self.engines, "dated", "count=3", "day=yesterday", "--language", "en"])
        #expect(text.status == 1)
        #expect(text.standardError.contains("argument 'day' needs a date"))
        let unknown = try MessageFormatTool.run(["render", Self.engines, "spelled", "m=5", "--language", "en"])
        #expect(unknown.status != 0)
        #expect(unknown.standardError.contains("has no argument 'm'"))
    }
}

/// A skeleton's stems split where ICU splits them: "\r\n" is one Swift `Character` but two separators.
@Suite struct SkeletonWhitespaceCommandTests {
    @Test(arguments: ["group-off\r\nscale/1e99999999", "group-off\rscale/1e99999999", "group-off\u{2028}scale/1e99999999"].map(EscapedText.init))
    func crLfAndOtherSeparatorsDoNotHideAScale(skeleton: EscapedText) throws {
        let skeleton = skeleton.text
        let result = try MessageFormatTool.run(["format", "--language", "en", "--skeleton", skeleton, "1.5"])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("out of range"))
    }
}

/// Plural forms follow the message's language in both engines, also where ICU has plural rules but
/// no number data (`an`, `io`: ICU's MessageFormat used to be opened for root, whose only form is
/// `other`, so `1` took the plural form), and the numbers do not depend on the process's `LANG` (ICU
/// falls back from a locale without data to its default locale, which the shim makes root).
@Suite struct RenderLanguageWithoutNumberDataTests {
    /// `#` shows 1.0 as "1" (ICU's default number format), and selects by what it shows.
    @Test(arguments: ["an", "io"], ["C", "de_DE.UTF-8", "ar_EG.UTF-8"])
    func bothEnginesSelectWithTheLanguagesRules(language: String, lang: String) throws {
        let directory = TestFolders.root.appendingPathComponent("mf-rules-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"{"days": "{n, plural, one {# día} other {# días}}"}"#.utf8).write(to: directory.appendingPathComponent("\(language).json"))
        var variables = ProcessInfo.processInfo.environment
        for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LC_NUMERIC"] { variables[name] = nil }
        variables["LANG"] = lang
        for (number, expected) in [("1", "1 día"), ("0", "0 días"), ("2", "2 días"), ("1000.5", "1,000.5 días"), ("1.0", "1 día")] {
            let result = try CommandRunner.run(["render", directory.path, "days", number, "--language", language, "--engine", "both"],
                                               environment: variables)
            #expect(result.status == 0, "\(language) \(number) LANG=\(lang): \(result.standardError)")
            #expect(result.standardOutput == expected + "\n", "\(language) \(number) LANG=\(lang)")
            #expect(!result.standardError.contains("root's plural rules"))
        }
    }
}
