import Foundation
import Testing
import TestSupport

/// `icu-plural preview`: the page, where it goes, and the command's errors and statuses.
@Suite struct PreviewCommandTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static func fixture(_ path: String) -> String { packageRoot.appendingPathComponent("Tests/PluralMessagesTests/Fixtures/" + path).path }

    @Test func writesThePageToStandardOutput() throws {
        let output = try CommandRunner.run(["preview", Self.fixture("Tables"), "--output", "-"])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput.hasPrefix("<!DOCTYPE html>"))
        #expect(output.standardOutput.contains("ملفان"))
        #expect(output.standardOutput.contains("data-form=\"few\""))
        #expect(output.standardOutput.hasSuffix("</html>\n"))
    }

    @Test func writesAFileAndSummarizes() throws {
        let file = TestFolders.root.appendingPathComponent("preview-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: file) }
        // Lint errors do not fail a preview: the page shows them.
        let output = try CommandRunner.run(["preview", Self.fixture("Lint/Mistakes"), "--engine", "swift", "-o", file.path])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.contains("wrote \(file.path): 1 table"))
        #expect(output.standardError.contains("missing forms"))
        let page = try String(contentsOf: file, encoding: .utf8)
        #expect(page.contains("data-code=\"missing-category\""))
        // Findings come from linting the files: at their line, as `lint` reports them.
        #expect(page.contains("ru.lproj/Localizable.stringsdict:34:3"))  // the variable the finding is about
        #expect(page.contains("Swift engine (CLDR"))
    }

    /// `--selection apple` renders the rows as an app on Apple platforms would: `%.1f` of 1 selects `one`.
    @Test(arguments: [("apple", "1.0 kilometer<"), ("shown-digits", "1.0 kilometers<")])
    func theSelectionModeReachesTheRows(mode: String, shown: String) throws {
        let output = try CommandRunner.run(["preview", Self.fixture("Tables"), "--key", "distance", "--language", "en",
                                            "--selection", mode, "--output", "-"])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput.contains(shown))
        #expect(output.standardOutput.contains("selection: \(mode)"))
    }

    @Test func aCatalogPreviewsToo() throws {
        let output = try CommandRunner.run(["preview", Self.fixture("Catalog/Localizable.xcstrings"), "--output", "-"])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput.contains("<section class=\"table\""))
    }

    @Test func aMessageFormatDirectoryPreviewsWithItsFindings() throws {
        let output = try CommandRunner.run(["preview", Self.fixture("MessageFormat"), "--output", "-"])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput.contains("You finished 1st"))
        // Linted as a loaded table: its syntax errors, and no complaint that it has no .lproj tables.
        #expect(output.standardOutput.contains("data-code=\"missing-other\""))  // the plural without other (mf-icu: missing-other)
        #expect(!output.standardOutput.contains("data-code=\"no-tables\""))
    }

    @Test(arguments: [
        (["preview", "/no/such/folder", "--output", "-"], Int32(1), "no such file or directory"),
        (["preview", "Tables", "--output", "-", "--engine", "both"], Int32(64), "Please provide one of 'icu' and 'swift'"),
        (["preview", "Tables"], Int32(64), "--output"),
        (["preview", "Tables", "--output", "/no/such/folder/page.html"], Int32(74), "cannot write"),
        (["preview", "Tables", "--output", "-", "--limit", "0"], Int32(64), "--limit"),
        (["preview", "Tables", "--output", "-", "--limit", "100001"], Int32(64), "--limit"),
    ])
    func errors(_ arguments: [String], status: Int32, message: String) throws {
        let output = try CommandRunner.run(arguments.map { $0 == "Tables" ? Self.fixture("Tables") : $0 })
        #expect(output.status == status, "\(output.standardError)")
        #expect(output.standardError.contains(message), "\(output.standardError)")
        #expect(output.standardOutput.isEmpty)
    }

    /// `preview` and `mf2 format` render with one engine: their help lists the values they take, and
    /// `both` (which they listed and then refused) is refused as any unknown value is.
    @Test(arguments: [["preview"], ["mf2", "format"]])
    func engineListsTheValuesTheCommandTakes(_ command: [String]) throws {
        let help = try CommandRunner.run(command + ["--help"])
        let engineHelp = help.standardOutput.components(separatedBy: "--engine <engine>").last ?? ""
        #expect(engineHelp.contains("(values: icu, swift;"), "\(help.standardOutput)")
        #expect(!engineHelp.prefix(while: { $0 != "-" }).contains("both"), "\(help.standardOutput)")
        let refused = try CommandRunner.run(command + ["--engine", "both", "x"])
        #expect(refused.status == 64)
        #expect(refused.standardError.contains("Please provide one of 'icu' and 'swift'"), "\(refused.standardError)")
    }

    /// The page of a tree with Base.lproj: English, never a language "Base" (issue 20, 22).
    @Test func baseIsTheDevelopmentLanguagesBaseOnThePage() throws {
        let output = try CommandRunner.run(["preview", Self.fixture("Loading/BaseTree"), "--output", "-"])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(!output.standardOutput.contains("\"Base\""))
        #expect(!output.standardOutput.contains("no plural rules for 'Base'"))
        #expect(output.standardOutput.contains("data-language=\"en\""))
        #expect(output.standardOutput.contains("1 file"))
    }

    /// Varied keys only by default, filters by key and language, an adjustable limit, and a
    /// summary that states the cut and lint's counts (issue 22).
    @Test func choosesKeysAndLanguagesAndSaysWhatItLeftOut() throws {
        let all = try CommandRunner.run(["preview", Self.fixture("Tables"), "--output", "-", "--all-keys"])
        let varied = try CommandRunner.run(["preview", Self.fixture("Tables"), "--output", "-"])
        #expect(all.status == 0 && varied.status == 0, "\(varied.standardError)")
        #expect(varied.standardError.contains("showing 13 of 15 keys (13 varied)"), "\(varied.standardError)")
        #expect(all.standardError.contains("showing 15 of 15 keys"), "\(all.standardError)")
        #expect(varied.standardError.contains("lint: "))
        #expect(varied.standardOutput.contains("not shown (preview --all-keys shows them)"))

        let filtered = try CommandRunner.run(["preview", Self.fixture("Tables"), "--output", "-", "--key", "files*", "--language", "ru", "--language", "ar"])
        #expect(filtered.status == 0, "\(filtered.standardError)")
        #expect(filtered.standardOutput.contains("data-key=\"files_and_folders\""))
        #expect(!filtered.standardOutput.contains("data-key=\"distance\""))
        #expect(filtered.standardOutput.contains("data-language=\"ru\""))
        #expect(!filtered.standardOutput.contains("data-language=\"de\""))

        let cut = try CommandRunner.run(["preview", Self.fixture("Tables"), "--output", "-", "--limit", "8"])
        #expect(cut.status == 0, "\(cut.standardError)")
        #expect(cut.standardError.contains("showing 2 of 15 keys"), "\(cut.standardError)")
        #expect(cut.standardError.contains("cut at --limit"))
        #expect(cut.standardOutput.contains("Cut at 8 key-language pairs"))
    }

    /// Files that could not be read are shown relative to the input, not where they are on the machine (issue 19).
    @Test func unreadableFilesAreShownRelativeToTheInput() throws {
        let tree = TestFolders.root.appendingPathComponent("preview-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: tree) }
        for language in ["en", "ru"] {
            try FileManager.default.createDirectory(at: tree.appendingPathComponent("\(language).lproj"), withIntermediateDirectories: true)
        }
        try Data("\"hello\" = \"%d Hello\";".utf8).write(to: tree.appendingPathComponent("en.lproj/Localizable.strings"))
        try Data("<plist><dict><key>broken".utf8).write(to: tree.appendingPathComponent("ru.lproj/Localizable.stringsdict"))
        let output = try CommandRunner.run(["preview", tree.path, "--output", "-"])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput.contains("<code><bdi>ru.lproj/Localizable.stringsdict</bdi></code>"))
        #expect(!output.standardOutput.contains(tree.appendingPathComponent("ru.lproj").path))
    }
}
