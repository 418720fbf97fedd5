import Foundation
import Testing
import TestSupport

/// One loader: lint, render, preview and convert take and refuse the same inputs, with the same
/// language for each file (issue 20).
@Suite struct LoadingCommandTests {
    static func fixture(_ path: String) -> String { PreviewCommandTests.fixture("Loading/" + path) }

    struct Case: CustomTestStringConvertible, Sendable {
        var inputs: [String]
        var languages: [String]
        var key: String
        var language: String
        var rendered: String
        var testDescription: String { inputs.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(inputs: [fixture("BaseTree")], languages: ["en", "ru"], key: "files", language: "en", rendered: "1 file"),
        Case(inputs: [fixture("EnglishVariant")], languages: ["ar", "en-US", "fr"], key: "files", language: "en-US", rendered: "1 file"),
        Case(inputs: [fixture("DigitTags")], languages: ["de-CH-1901", "en", "es-419", "pt_BR"], key: "files", language: "es-419", rendered: "1 archivo"),
        Case(inputs: [fixture("NamedByLanguage/Localizable.ru.stringsdict")], languages: ["ru"], key: "files", language: "ru", rendered: "1 файл"),
        Case(inputs: [fixture("NamedByLanguage/Localizable.en.stringsdict"), fixture("NamedByLanguage/Localizable.ru.stringsdict")],
             languages: ["en", "ru"], key: "files", language: "ru", rendered: "1 файл"),
    ]

    /// The languages of a page: its entries' `data-language`s.
    static func pageLanguages(_ page: String) -> Set<String> {
        var found: Set<String> = []
        var rest = Substring(page)
        while let range = rest.range(of: "<article class=\"entry") {
            rest = rest[range.upperBound...]
            guard let start = rest.range(of: "data-language=\""), let end = rest[start.upperBound...].firstIndex(of: "\"") else { break }
            found.insert(String(rest[start.upperBound..<end]))
        }
        return found
    }

    @Test(arguments: cases)
    func everyCommandSeesTheSameLanguages(_ test: Case) throws {
        let output = TestFolders.root.appendingPathComponent("loading-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        // convert: one <language>.json per language, none called Base.
        let convert = try CommandRunner.run(["convert"] + test.inputs + ["--to", "messageformat", "--output", output.path])
        #expect(convert.status == 0 || convert.standardError.contains("warning"), "\(convert.standardError)")
        let written = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
        #expect(Set(written) == Set(test.languages))
        // preview: the same languages on the page.
        let preview = try CommandRunner.run(["preview"] + test.inputs + ["--output", "-"])
        #expect(preview.status == 0, "\(preview.standardError)")
        #expect(Self.pageLanguages(preview.standardOutput) == Set(test.languages))
        #expect(!preview.standardOutput.contains("lang=\"Base\""))
        // lint: reads every file (no file left with an unknown language), no language Base.
        let lint = try CommandRunner.run(["lint", "--format", "json"] + test.inputs)
        #expect(!lint.standardOutput.contains("\"language\" : \"Base\""))
        #expect(!lint.standardOutput.contains("unknown-file-language"))
        #expect(!lint.standardOutput.contains("unreadable-file"))
        // render: the message in the file's language.
        if test.inputs.count == 1 {
            let render = try CommandRunner.run(["render", test.inputs[0], test.key, "1", "--language", test.language])
            #expect(render.status == 0, "\(render.standardError)")
            #expect(render.standardOutput == test.rendered + "\n")
        }
    }

    @Test func filesNoTableTakesAreReportedByEveryCommand() throws {
        let folder = Self.fixture("DigitTags")
        let output = TestFolders.root.appendingPathComponent("loading-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let runs = [
            try CommandRunner.run(["convert", folder, "--to", "xcstrings", "--output", output.appendingPathComponent("M.xcstrings").path]).standardError,
            try CommandRunner.run(["render", folder, "files", "2", "--language", "es-419"]).standardError,
            try CommandRunner.run(["preview", folder, "--output", "-"]).standardError,
            try CommandRunner.run(["lint", folder]).standardOutput,
        ]
        for text in runs { #expect(text.contains("package.json"), "\(text)") }
    }

    @Test func theDevelopmentLanguageGuessIsSaidAndRecorded() throws {
        let output = TestFolders.root.appendingPathComponent("loading-\(UUID().uuidString).xcstrings")
        defer { try? FileManager.default.removeItem(at: output) }
        let convert = try CommandRunner.run(["convert", Self.fixture("EnglishVariant"), "--to", "xcstrings", "--output", output.path])
        #expect(convert.status == 0, "\(convert.standardError)")
        #expect(convert.standardError.contains("note: table 'Localizable': development language 'en-US' (guessed"))
        let catalog = try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any]
        #expect(catalog?["sourceLanguage"] as? String == "en-US")
        let stated = try CommandRunner.run(["convert", Self.fixture("EnglishVariant"), "--to", "xcstrings", "--output", output.path, "--development-language", "fr"])
        #expect(!stated.standardError.contains("guessed"))
        // render's --language is the user's: it does not relabel a file named after its language.
        let russian = try CommandRunner.run(["render", Self.fixture("NamedByLanguage/Localizable.ru.stringsdict"), "files", "5", "--language", "en"])
        #expect(russian.standardOutput == "5 файлов\n", "\(russian.standardError)")
        let render = try CommandRunner.run(["render", Self.fixture("NoEnglish"), "b", "--language", "fr"])
        #expect(render.standardOutput == "B\n")
        #expect(render.standardError.contains("development language 'de'"))
    }
}
