import Foundation
import ICUPlural
@testable import PluralMessages
import Testing
import TestSupport

/// Names from an untrusted table never lead a write outside the output folder, and a write that
/// fails leaves the files that were there before (issue 19).
@Suite struct OutputSafetyTests {
    /// Languages a catalog may name that are no file names: ways up, absolute, separators, NUL,
    /// controls, the empty and over-long names.
    static let hostileLanguages = [
        "../../escaped", "../escaped", "..", ".", "/abs/x", "/", "a/b", "en/../../x", "nu\u{0}l", "en\u{0}",
        "a\\b", "..\\..\\x", "", " ", "en\n", "en\r\n../x", ".hidden", "en.lproj", "e", String(repeating: "a", count: 300),
        "en-" + String(repeating: "b", count: 9), "😀", "en%2F..%2F",
    ]

    /// A catalog of one key in English and in `language`.
    static func catalog(language: String) throws -> Data {
        let localizations: [String: Any] = [
            "en": ["stringUnit": ["state": "translated", "value": "Hello"]],
            language: ["stringUnit": ["state": "translated", "value": "attacker's text"]],
        ]
        let catalog: [String: Any] = ["sourceLanguage": "en", "version": "1.0", "strings": ["greeting": ["localizations": localizations]]]
        return try JSONSerialization.data(withJSONObject: catalog)
    }

    static func table(language: String, name: String = "Localizable") throws -> MessageTable {
        var table = MessageTable(name: name)
        try table.add(contentsOf: try catalog(language: language), kind: .xcstrings, language: nil)
        return table
    }

    /// Every file under `root`, relative to it.
    static func files(under root: URL) -> [String] {
        let base = root.resolvingSymlinksInPath().path
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).map { url in
            let path = url.resolvingSymlinksInPath().path
            return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
        }.sorted()
    }

    @Test(arguments: hostileLanguages.map(EscapedText.init), [MessageFileFormat.messageformat, .stringsdict])
    func refusesALanguageThatIsNoFileName(language: EscapedText, format: MessageFileFormat) throws {
        let language = language.text
        let table = try Self.table(language: language)
        try #require(table.languages.contains(language), "the catalog reader keeps the language")
        let root = conversionDirectory("hostile")
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("out")
        let notes = try MessageTableWriter(rulesProvider: ICUPluralRulesProvider()).write(table, as: format, to: output)
        let refusal = try #require(notes.first { $0.language == language })
        #expect(refusal.key.isEmpty && refusal.isError)
        #expect(refusal.kind == .languageNotWritten(reason: try #require(SafeFileName.problem(withLanguage: language)), messages: 1))
        // Only English, inside the output folder.
        let expected = format == .messageformat ? ["out", "out/en.json"] : ["out", "out/en.lproj", "out/en.lproj/Localizable.strings"]
        #expect(Self.files(under: root) == expected)
    }

    @Test(arguments: ["pt-BR", "es-419", "de-CH-1901", "zh_Hant_TW", "sr-Latn", "Base"])
    func writesEveryWellFormedLanguage(language: String) throws {
        let written = MessageTableWriter(rulesProvider: ICUPluralRulesProvider()).write(try Self.table(language: language), as: .messageformat)
        #expect(written.notes.isEmpty)
        #expect(written.files["\(language).json"] != nil)
    }

    @Test(arguments: ["../../escaped", "..", ".", "/abs/Localizable", "a/b", "a\\b", "nu\u{0}l", "", ".hidden", "tab\tname", String(repeating: "n", count: 250),
                      "Localizable\u{202E}sgnirts", "iso\u{2066}late", "\u{FEFF}Localizable", "line\u{2028}sep"].map(EscapedText.init),
          [MessageFileFormat.xcstrings, .stringsdict])
    func refusesATableNameThatIsNoFileName(name: EscapedText, format: MessageFileFormat) throws {
        let name = name.text
        let table = try Self.table(language: "fr", name: name)
        let root = conversionDirectory("table")
        defer { try? FileManager.default.removeItem(at: root) }
        let writer = MessageTableWriter(rulesProvider: ICUPluralRulesProvider())
        let written = writer.write(table, as: format)
        #expect(written.files.isEmpty)
        #expect(written.notes.count == 1 && written.notes[0].isError)
        guard case let .tableNotWritten(refused, _) = written.notes.first?.kind else {
            Issue.record("no table note: \(written.notes)")
            return
        }
        #expect(refused == name)
        try writer.write(table, as: format, to: root.appendingPathComponent("out"))
        #expect(Self.files(under: root).allSatisfy { $0 == "out" })
    }

    /// MessageFormat files are named after languages only: any table name will do.
    @Test func aMessageFormatTableNameNamesNoFile() throws {
        let written = MessageTableWriter(rulesProvider: ICUPluralRulesProvider()).write(try Self.table(language: "fr", name: "../x"), as: .messageformat)
        #expect(Set(written.files.keys) == ["en.json", "fr.json"])
        #expect(written.notes.isEmpty)
    }

    /// The last line of defence: whatever a writer (or a caller) put in the paths.
    @Test(arguments: ["../escaped.json", "../../escaped.json", "/tmp/escaped.json", "a/../../escaped.json", "./../escaped.json",
                      "a//b.json", "a/./b.json", "a\u{0}/../../b.json", "en.lproj/", "", "a\\..\\b.json", "x/\u{1}.json"].map(EscapedText.init))
    func writtenFilesRefuseAPathOutsideTheFolder(path: EscapedText) throws {
        let path = path.text
        let root = conversionDirectory("paths")
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("deep/out")
        let files = WrittenFiles(files: ["aa.json": Data("{}".utf8), path: Data("{\"pwned\": \"yes\"}".utf8)], notes: [])
        #expect(throws: MessageFileError.self) { try files.write(to: output) }
        // Nothing at all was written, not even the folder.
        #expect(Self.files(under: root).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/escaped.json"))
    }

    @Test func writtenFilesRefuseAFolderThatLinksOutside() throws {
        let root = conversionDirectory("link")
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("out"), outside = root.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: output.appendingPathComponent("en.lproj"), withDestinationURL: outside)
        let files = WrittenFiles(files: ["en.lproj/Localizable.strings": Data("\"a\" = \"b\";".utf8)], notes: [])
        let error = #expect(throws: MessageFileError.self) { try files.write(to: output) }
        #expect(error?.reason.contains("outside the output folder") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }

    /// A failure in the middle (a file where a folder must be, a folder where a file must be)
    /// leaves every old output as it was, and no temporary file or new folder behind.
    @Test(arguments: ["mm.lproj/Localizable.strings", "mm.json"])
    func aFailedWriteLeavesTheOldOutputs(blocked: String) throws {
        let root = conversionDirectory("atomic")
        defer { try? FileManager.default.removeItem(at: root) }
        let old = Data("old".utf8)
        for name in ["aa.json", "zz.json"] { try old.write(to: root.appendingPathComponent(name)) }
        if blocked.hasSuffix(".json") {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(blocked), withIntermediateDirectories: false)
        } else {
            try old.write(to: root.appendingPathComponent("mm.lproj"))
        }
        let before = Self.files(under: root)
        let files = WrittenFiles(files: ["aa.json": Data("new".utf8), "ab.lproj/x.strings": Data("new".utf8), blocked: Data("new".utf8), "zz.json": Data("new".utf8)], notes: [])
        let error = #expect(throws: MessageFileError.self) { try files.write(to: root) }
        #expect(error?.description.contains("mm.") == true)
        #expect(try Data(contentsOf: root.appendingPathComponent("aa.json")) == old)
        #expect(try Data(contentsOf: root.appendingPathComponent("zz.json")) == old)
        #expect(Self.files(under: root) == before)
    }

    /// Issue 30: the renames into place failed one by one, so a rename that failed after others had
    /// replaced their files left the output half old, half new. Whichever rename fails (the first,
    /// one in the middle, the last), every old file is back with its bytes, no new file stays, and
    /// nothing temporary or kept aside is left.
    @Test(arguments: [0, 1, 2, 3])
    func aFailedRenameRestoresTheOldOutput(failing: Int) throws {
        let root = conversionDirectory("rename")
        defer { try? FileManager.default.removeItem(at: root) }
        for name in ["aa.json", "zz.json"] { try Data("old \(name)".utf8).write(to: root.appendingPathComponent(name)) }
        let before = Self.files(under: root)
        let files = WrittenFiles(files: ["aa.json": Data("new".utf8), "ab.lproj/x.strings": Data("new".utf8),
                                         "mm.json": Data("new".utf8), "zz.json": Data("new".utf8)], notes: [])
        var renames = 0
        let error = #expect(throws: MessageFileError.self) {
            try files.write(to: root, renaming: { from, to in
                defer { renames += 1 }
                if renames == failing {
                    errno = EIO
                    return -1
                }
                return rename(from, to)
            })
        }
        #expect(error?.description.contains("Input/output error") == true, "\(String(describing: error))")
        #expect(renames == failing + 1)
        #expect(Self.files(under: root) == before)
        for name in ["aa.json", "zz.json"] { #expect(try Data(contentsOf: root.appendingPathComponent(name)) == Data("old \(name)".utf8)) }
    }

    @Test func aSuccessfulWriteReplacesEveryFileAndLeavesNoTemporaryFile() throws {
        let root = conversionDirectory("replace")
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("old".utf8).write(to: root.appendingPathComponent("aa.json"))
        let files = WrittenFiles(files: ["aa.json": Data("new".utf8), "en.lproj/L.strings": Data("s".utf8)], notes: [])
        try files.write(to: root)
        #expect(try Data(contentsOf: root.appendingPathComponent("aa.json")) == Data("new".utf8))
        #expect(Self.files(under: root) == ["aa.json", "en.lproj", "en.lproj/L.strings"])
    }
}
