import Foundation
import Testing

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
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString).html")
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
        (["preview", "Tables", "--output", "-", "--engine", "both"], Int32(64), "one engine"),
        (["preview", "Tables"], Int32(64), "--output"),
        (["preview", "Tables", "--output", "/no/such/folder/page.html"], Int32(74), "cannot write"),
    ])
    func errors(_ arguments: [String], status: Int32, message: String) throws {
        let output = try CommandRunner.run(arguments.map { $0 == "Tables" ? Self.fixture("Tables") : $0 })
        #expect(output.status == status, "\(output.standardError)")
        #expect(output.standardError.contains(message), "\(output.standardError)")
        #expect(output.standardOutput.isEmpty)
    }
}
