import Foundation
import Testing

/// `icu-plural` on GNU gettext PO files (issue 40): render as gettext, keys, preview, lint and its help.
@Suite struct GettextCommandTests {
    static func fixture(_ path: String) -> String { KeysCommandTests.fixture("Gettext/" + path) }

    @Test func rendersTheFormulasForm() throws {
        let result = try CommandRunner.run(["render", Self.fixture("Formulas/uk-one-split/uk.po"), "%d file", "21", "--language", "uk"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "21 файлів\n")
        let cldr = try CommandRunner.run(["render", Self.fixture("Formulas/uk-one-split/uk.po"), "%d file", "1", "--language", "uk", "--selection", "cldr"])
        #expect(cldr.standardOutput == "1 файлів\n", "\(cldr.standardError)")
    }

    @Test func contextNamesTheEntry() throws {
        let menu = try CommandRunner.run(["render", Self.fixture("Reader/po"), "Open", "--context", "menu", "--language", "de"])
        #expect(menu.standardOutput == "Öffnen\n", "\(menu.standardError)")
        let plain = try CommandRunner.run(["render", Self.fixture("Reader/po"), "Open", "--language", "de"])
        #expect(plain.standardOutput == "Offen\n", "\(plain.standardError)")
    }

    @Test func aFractionIsNoCount() throws {
        let result = try CommandRunner.run(["render", Self.fixture("Reader/po"), "%d file", "1.5", "--language", "de"])
        #expect(result.status != 0)
        #expect(result.standardError.contains("unsigned long"), "\(result.standardError)")
    }

    @Test func keysListsPOPlurals() throws {
        let result = try CommandRunner.run(["keys", Self.fixture("Formulas/ru-cldr")])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "%d file [ru]: 1: integer\n")
    }

    @Test func previewShowsPOPlurals() throws {
        let result = try CommandRunner.run(["preview", Self.fixture("Formulas/ru-cldr"), "--output", "-"])
        #expect(result.status == 0, "\(result.standardError)")
        let page = String(result.standardOutput.unicodeScalars.filter { $0 != "\u{2068}" && $0 != "\u{2069}" })
        for text in ["21 файл", "2 файла", "10 файлов"] { #expect(page.contains(text), "\(text)") }
    }

    @Test func lintReportsTheFormulaAndExitsWithAnError() throws {
        let result = try CommandRunner.run(["lint", Self.fixture("Formulas/uk-one-split")])
        #expect(result.status != 0)
        #expect(result.standardOutput.contains("uk.po:1:1: [uk]: the Plural-Forms formula"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("(plural-forms-cldr)"))
        #expect(result.standardOutput.contains("Plural-Forms: nplurals=3; plural="), "\(result.standardOutput)")
        // Hebrew `n != 1` lacks `two`, which a text with the number serves: a warning, the run passes.
        let hebrew = try CommandRunner.run(["lint", Self.fixture("Formulas/he-gettext")])
        #expect(hebrew.status == 0 && hebrew.standardOutput.contains("warning:"), "\(hebrew.standardOutput)")
    }

    @Test func lintHelpListsTheRules() throws {
        let result = try CommandRunner.run(["lint", "--help"])
        for rule in ["plural-forms-cldr", "plural-forms-missing", "plural-forms-invalid", "form-count"] {
            #expect(result.standardOutput.contains(rule), "\(rule)")
        }
    }

    @Test func convertWritesPOThatMsgfmtAccepts() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("gettext-cli-\(UUID())")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try CommandRunner.run(["convert", Self.fixture("Formulas/cy-four"), "--to", "po", "--output", output.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("Plural-Forms groups whole numbers otherwise than CLDR"), "\(result.standardError)")
        let text = try String(contentsOf: output.appendingPathComponent("cy.po"), encoding: .utf8)
        #expect(text.contains("\"Plural-Forms: nplurals=6;"), "\(text)")
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/msgfmt") else { return }
        let msgfmt = Process()
        msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
        msgfmt.arguments = ["-c", "-o", "/dev/null", output.appendingPathComponent("cy.po").path]
        try msgfmt.run()
        msgfmt.waitUntilExit()
        #expect(msgfmt.terminationStatus == 0)
    }
}
