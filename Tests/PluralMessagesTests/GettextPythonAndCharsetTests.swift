import CLDRPlural
import Foundation
import PluralCore
@testable import PluralMessages
import Testing

/// PO entries flagged `python-format` read as Python's `%` operator, and PO files in charsets other
/// than UTF-8 decoded by iconv (issue 40). GNU gettext's `msgfmt -c` and `msgconv` are the oracles
/// where installed; each case also states the expected answer, so the tests hold without them.
@Suite struct GettextPythonAndCharsetTests {
    static let linter = MessageLinter(rulesProvider: CLDRPluralRulesProvider())
    static let renderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider())

    static let header = """
        msgid ""
        msgstr ""
        "Project-Id-Version: x\\n"
        "PO-Revision-Date: 2026-01-01 00:00+0000\\n"
        "Last-Translator: x\\n"
        "Language-Team: x\\n"
        "Language: de\\n"
        "MIME-Version: 1.0\\n"
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Content-Transfer-Encoding: 8bit\\n"
        "Plural-Forms: nplurals=2; plural=(n != 1);\\n"


        """

    /// A folder holding `de.po` with the header and `body`; removed by the caller.
    static func folder(_ body: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gettext-python-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data((header + body).utf8).write(to: folder.appendingPathComponent("de.po"))
        return folder
    }

    // MARK: Parsing

    @Test func pythonConversionsParseAsPythonReadsThem() throws {
        let parsed = try ParsedFormat(parsingPython: "%(count)d files, %(name)-10s, 100%%, %(ratio).1f, %(nested (x))r, %(n) 5ld")
        let specifiers = parsed.segments.compactMap { if case let .specifier(specifier, offset) = $0 { "\(parsed.mappingKeys[offset] ?? "-"):\(specifier)" } else { nil } }
        #expect(specifiers == ["count:%d", "name:%-10s", "ratio:%.1f", "nested (x):%r", "n:% 5d"])
        #expect(parsed.segments.contains(.literal(", 100%, ")))
        let unnamed = try ParsedFormat(parsingPython: "%d of %s (%*d)")
        #expect(unnamed.mappingKeys.isEmpty)
        #expect(unnamed.segments.filter { if case .specifier = $0 { true } else { false } }.count == 4)
        // What Python refuses: a '%' ending the text, an unknown conversion, names and tuples mixed, an open key.
        for bad in ["50%", "%y", "%(n)d of %d", "%(n", "%(n)d 50% off", "%1$d"] {
            #expect(throws: FormatSyntaxError.self, "\(bad)") { try ParsedFormat(parsingPython: bad) }
        }
    }

    @Test func aPythonFormatEntryIsReadInPythonsSyntaxAndRendered() throws {
        let folder = try Self.folder("""
            #, python-format
            msgid "%(count)d file"
            msgid_plural "%(count)d files"
            msgstr[0] "%(count)d Datei"
            msgstr[1] "%(count)d Dateien"

            #, python-format
            msgid "%(name)s has %(count)d files"
            msgstr "%(name)s hat %(count)d Dateien"

            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = try MessageTable.load(contentsOf: folder)
        #expect(GettextTests.syntax(table.message(forKey: "%(count)d file", language: "de")) == .pythonFormat)
        #expect(try render("%(count)d file", "de", [3], table: table, renderer: Self.renderer) == "3 Dateien")
        #expect(try render("%(count)d file", "de", [1], table: table, renderer: Self.renderer) == "1 Datei")
        #expect(Self.linter.lint(.paths([folder])).filter { $0.severity != .note }.isEmpty)
    }

    // MARK: Lint against msgfmt -c

    /// (msgid, msgid_plural, msgstr…, whether msgfmt -c refuses it): each case is also run through
    /// msgfmt where it is installed, which must agree.
    static let lintCases: [(String, String?, [String], Bool)] = [
        ("%(n)d files", nil, ["%(n)i Dateien"], false),
        ("%(n)d files", nil, ["%(n)s Dateien"], true),
        ("%(n)d files", nil, ["%(n)f Dateien"], true),
        ("%(n)d files", nil, ["Dateien"], true),
        ("%(n)d files", nil, ["%(m)d Dateien"], true),
        ("%(n)d of %(total)d", nil, ["%(total)d, davon %(n)d"], false),
        ("%d of %s", nil, ["%s von %d"], true),
        ("%d of %s", nil, ["%d"], true),
        ("%(n)d", nil, ["%d"], true),
        ("%d", nil, ["%(n)d"], true),
        ("%(n)d", nil, ["%(n)d 50%"], true),
        ("%(n)d", nil, ["%(n)d %(n)s"], true),
        ("%(n)s", nil, ["%(n)r"], false),
        ("%(n)5.2f", nil, ["%(n)-05f"], false),
        // "100% sure" is `% s`, a conversion with the space flag; "50%" is no format, and not compared.
        ("100% sure", nil, ["%d"], true),
        ("50%", nil, ["%d"], false),
        ("%(n)d file", "%(n)d files", ["eine Datei", "%(n)d Dateien"], false),
        ("%(n)d file", "%(n)d files", ["%(n)d Datei", "Dateien"], true),
        ("%d file", "%d files", ["eine Datei", "%d Dateien"], true),
        ("%(n)s file", "%(n)s files", ["%(n)d Datei", "%(n)s Dateien"], true),
        ("%(n)d file", "%(m)d files", ["%(m)d Datei", "%(m)d Dateien"], false),
    ]

    @Test(arguments: lintCases.indices)
    func pythonFormatLintAgreesWithMsgfmt(index: Int) throws {
        let (msgid, plural, msgstr, refused) = Self.lintCases[index]
        var entry = "#, python-format\nmsgid \(POParser.quoted(msgid))\n"
        if let plural {
            entry += "msgid_plural \(POParser.quoted(plural))\n"
            for (index, text) in msgstr.enumerated() { entry += "msgstr[\(index)] \(POParser.quoted(text))\n" }
        } else {
            entry += "msgstr \(POParser.quoted(msgstr[0]))\n"
        }
        let folder = try Self.folder(entry)
        defer { try? FileManager.default.removeItem(at: folder) }
        let errors = Self.linter.lint(.paths([folder])).filter { $0.severity == .error }
        #expect(!errors.isEmpty == refused, "\(msgid) → \(msgstr): \(errors.map(\.message))")
        #expect(errors.allSatisfy { [.argumentMismatch, .invalidFormat, .literalOne].contains($0.rule) }, "\(errors)")
        if MsgfmtOracle.available {
            let result = try MsgfmtOracle.run(MsgfmtOracle.msgfmt, ["-c", "-o", "/dev/null", folder.appendingPathComponent("de.po").path])
            #expect((result.status != 0) == refused, "msgfmt -c: \(result.output)")
        }
    }

    // MARK: Convert

    @Test func pythonConversionsBecomePositionsWithANoteThatNamesThem() throws {
        let folder = try Self.folder("""
            #, python-format
            msgid "%(count)d file in %(folder)s"
            msgid_plural "%(count)d files in %(folder)s"
            msgstr[0] "%(count)d Datei in %(folder)s (100%%)"
            msgstr[1] "%(folder)s: %(count)d Dateien"

            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = try MessageTable.load(contentsOf: folder)
        let writer = MessageTableWriter(rulesProvider: CLDRPluralRulesProvider())
        let written = writer.write(table, as: .stringsdict)
        let stringsdict = String(decoding: try #require(written.files["de.lproj/\(table.name).stringsdict"], "\(written.files.keys)"), as: UTF8.self)
        for expected in ["<string>%1$d Datei in %2$@ (100%%)</string>", "<string>%2$@: %1$d Dateien</string>"] {
            #expect(stringsdict.contains(expected), "\(stringsdict)")
        }
        #expect(!stringsdict.contains("(count)d Dat") && stringsdict.contains("<string>d</string>"), "the value type is a bare conversion")
        #expect(written.notes.contains { $0.kind == .argumentNamesNotKept(names: ["count", "folder"], positions: [1, 2]) }, "\(written.notes)")
        // Rendered alike: the stringsdict by position, the PO by name.
        var back = MessageTable(name: table.name)
        try back.add(contentsOf: try #require(written.files["de.lproj/\(table.name).stringsdict"]), kind: .stringsdict, language: "de")
        for count in [1, 2, 21] {
            let key = "%(count)d file in %(folder)s"
            #expect(try render(key, "de", [.integer(count), .string("Bilder")], table: back, renderer: Self.renderer)
                == render(key, "de", [.integer(count), .string("Bilder")], table: table, renderer: Self.renderer))
        }
        // Written back to PO as read.
        let po = String(decoding: try #require(writer.write(table, as: .po).files["de.po"]), as: UTF8.self)
        #expect(po.contains("msgstr[1] \"%(folder)s: %(count)d Dateien\""), "\(po)")
    }

    // MARK: Stringsdict variables

    /// A `.stringsdict` message is a format with variables: one plural variable is a PO plural entry
    /// (before, every such message was left out with a note), two are not (gettext has one plural per
    /// entry, chosen by one count): the note says so.
    @Test func oneStringsdictVariableIsAPluralEntryAndTwoAreANote() throws {
        func plural(_ name: String, _ one: String, _ other: String) -> String {
            "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                + "<key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>\(one)</string><key>other</key><string>\(other)</string></dict>"
        }
        var table = MessageTable(name: "Localizable", developmentLanguage: "en")
        for (language, one, other) in [("en", "%d file", "%d files"), ("de", "%d Datei", "%d Dateien")] {
            let plist = """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                <key>files</key><dict><key>NSStringLocalizedFormatKey</key><string>%1$#@files@ in %2$@</string>\(plural("files", one, other))</dict>
                <key>second</key><dict><key>NSStringLocalizedFormatKey</key><string>%1$@: %2$#@files@</string>\(plural("files", one, other))</dict>
                <key>two</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@files@ in %#@folders@</string>\(plural("files", one, other))\(plural("folders", "%d folder", "%d folders"))</dict>
                </dict></plist>
                """
            try table.add(contentsOf: Data(plist.utf8), kind: .stringsdict, language: language)
        }
        let written = MessageTableWriter(rulesProvider: CLDRPluralRulesProvider()).write(table, as: .po)
        let de = String(decoding: try #require(written.files["de.po"]), as: UTF8.self)
        #expect(de.contains("msgid \"files\"\nmsgid_plural \"%1$d files in %2$s\"\nmsgstr[0] \"%1$d Datei in %2$s\"\nmsgstr[1] \"%1$d Dateien in %2$s\""), "\(de)")
        #expect(!de.contains("msgid \"two\"") && !de.contains("msgid \"second\""))
        // A plural on argument 2: a PO entry's count is argument 1 (ngettext's n), as this package renders PO.
        #expect(written.notes.contains { $0.key == "second" && $0.description.contains("argument 2") }, "\(written.notes)")
        let note = try #require(written.notes.first { $0.key == "two" && $0.language == "de" })
        #expect(note.description.contains("one plural on its count") && note.description.contains("files, folders"), "\(note)")
        // Rendered alike from the PO file and the model it was written from.
        var back = MessageTable(name: "Localizable")
        try back.add(contentsOf: try #require(written.files["de.po"]), kind: GettextFormat.po, language: "de")
        for count in [1, 2, 21] {
            let arguments: [MessageArgument] = [.integer(count), .string("Bilder")]
            #expect(try render("files", "de", arguments, table: back, renderer: Self.renderer) == render("files", "de", arguments, table: table, renderer: Self.renderer))
        }
        if MsgfmtOracle.available {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("variables-\(UUID()).po")
            try written.files["de.po"]!.write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            try MsgfmtOracle.check(file)
        }
    }

    // MARK: Preview

    /// The preview's grid marks the numbers a PO file's formula shows at another form than CLDR's
    /// category (a Ukrainian formula that sends 21 apart from 1); a formula that agrees marks none.
    @Test func thePreviewMarksWhereTheFormulaAndCLDRDisagree() throws {
        let split = try MessageTable.load(contentsOf: GettextTests.url("Formulas/uk-one-split"))
        let preview = MessagePreview(table: split, source: "uk", rulesProvider: CLDRPluralRulesProvider())
        let rows = try PreviewTests.rows("%d file", "uk", in: preview)
        let one = try #require(rows.first { $0.form == "one" })
        // Most of 'one' (21, 31…) goes to msgstr[2], its form in other formats; 1 goes to msgstr[0].
        #expect(one.note?.contains("the file's formula shows msgstr[0] for 1 (CLDR's 'one', this form msgstr[2])") == true, "\(String(describing: one.note))")
        let many = try #require(rows.first { $0.form == "many" })
        #expect(many.note?.contains("shows this form (msgstr[2]) for 21 ('one')") == true, "\(String(describing: many.note))")
        let agreeing = try MessageTable.load(contentsOf: GettextTests.url("Formulas/ru-cldr"))
        let language = try #require(agreeing.languages.first)
        let key = try #require(agreeing.keys.first { agreeing.message(forKey: $0, language: language)?.gettext?.entry.msgidPlural != nil })
        let agreeingRows = try PreviewTests.rows(key, language, in: MessagePreview(table: agreeing, source: "ru", rulesProvider: CLDRPluralRulesProvider()))
        #expect(agreeingRows.allSatisfy { $0.note?.contains("the file's formula") != true }, "\(agreeingRows.map(\.note))")
    }

    // MARK: Charsets

    /// Text in each charset the real files of /usr/share/locale use besides UTF-8 and Latin-1, as iconv gives its bytes.
    static let charsets: [(String, [UInt8], String)] = [
        ("ISO-8859-15", [0xA4, 0x75, 0x72, 0x6F], "€uro"),
        ("iso-8859-7", [0xD9, 0xEC, 0xDD, 0xE3, 0xE1], "Ωμέγα"),
        ("ISO-8859-8", [0xF9, 0xEC, 0xE5, 0xED], "שלום"),
        ("EUC-KR", [0xC7, 0xD1, 0xB1, 0xB9, 0xBE, 0xEE], "한국어"),
        ("euc-jp", [0xC6, 0xFC, 0xCB, 0xDC, 0xB8, 0xEC], "日本語"),
        ("GBK", [0xD6, 0xD0, 0xCE, 0xC4], "中文"),
        ("KOI8-R", [0xF6, 0xD5, 0xCB], "Жук"),
    ]

    static func file(charset: String, bytes: [UInt8]) -> Data {
        var data = Data("msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=\(charset)\\n\"\n\nmsgid \"Word\"\nmsgstr \"".utf8)
        data += Data(bytes) + Data("\"\n".utf8)
        return data
    }

    @Test(arguments: charsets.indices)
    func aFileInAnotherCharsetIsDecodedAsMsgconvDecodesIt(index: Int) throws {
        let (charset, bytes, expected) = Self.charsets[index]
        let data = Self.file(charset: charset, bytes: bytes)
        let entries = try POParser.entries(try GettextCharset.utf8(data, file: nil), file: nil)
        #expect(entries.last?.msgstr == [expected])
        let msgconv = "/usr/bin/msgconv"
        if FileManager.default.isExecutableFile(atPath: msgconv) {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("charset-\(UUID()).po")
            try data.write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let result = try MsgfmtOracle.run(msgconv, ["--to-code=UTF-8", file.path])
            #expect(result.output.contains("msgstr \"\(expected)\""), "\(result.output)")
        }
    }

    @Test func anUnknownCharsetAndBytesOutsideTheCharsetAreErrorsWithTheLine() throws {
        let unknown = try #require(throws: MessageFileError.self) { try GettextCharset.utf8(Self.file(charset: "X-NO-SUCH", bytes: [0xC4]), file: nil) }
        #expect(unknown.reason.contains("'x-no-such'") && unknown.reason.contains("msgconv"), "\(unknown.reason)")
        // 0xFF is no EUC-KR byte; the file's fifth line holds it.
        let invalid = try #require(throws: MessageFileError.self) { try GettextCharset.utf8(Self.file(charset: "EUC-KR", bytes: [0xC7, 0xD1, 0xFF, 0xFF]), file: nil) }
        #expect(invalid.reason.hasPrefix("line 5:") && invalid.reason.contains("euc-kr"), "\(invalid.reason)")
        // A multibyte character cut at the end of the file.
        let cut = try #require(throws: MessageFileError.self) { try GettextCharset.utf8(Self.file(charset: "EUC-KR", bytes: [0xC7]).dropLast(2), file: nil) }
        #expect(cut.reason.contains("ends inside"), "\(cut.reason)")
    }
}
