import Foundation
@testable import LocalizedAccessorsGenerator
@testable import PluralMessages
import Testing
import TestSupport

@Suite struct GeneratorTests {
    /// The issue's minimum contract: `filesSelected(count:languages:)`, `greeting(_:languages:)`.
    @Test func theContract() throws {
        var table = try TestTables.table(kind: .strings, ["en": #""greeting" = "Hello, %@!";"#, "ru": #""greeting" = "Привет, %@!";"#])
        let plural = TestTables.stringsdict("files_selected", format: "%#@count@", ["count": ("NSStringPluralRuleType", "d", ["one": "%d file", "other": "%d files"])])
        try table.add(contentsOf: Data(plural.utf8), kind: .stringsdict, language: "en")
        let (source, diagnostics) = TestTables.source([.init(table: table, location: .bundle)])
        #expect(diagnostics.isEmpty)
        #expect(source.contains("enum L10n {"))
        #expect(source.contains("    enum Localizable {"))
        #expect(source.contains("static func filesSelected(count: some Swift.BinaryInteger, languages: PluralMessages.PreferredLanguages = .fromEnvironment()) -> Swift.String {"))
        #expect(source.contains(#"table.string("files_selected", [L10n.integer(count)], languages: languages)"#))
        #expect(source.contains("static func greeting(_ argument1: Swift.String, languages: PluralMessages.PreferredLanguages = .fromEnvironment()) -> Swift.String {"))
        #expect(source.contains("static func greeting(_ argument1: Swift.String, acceptLanguage: Swift.String?) throws(PluralMessages.MessageError) -> PluralMessages.LocalizedResponseText {"))
        // The doc comment quotes the development language.
        #expect(source.contains(#"/// `greeting`: "Hello, %@!""#))
    }

    /// Apple's inflection markup names the accessor by its phrase; the accessor renders through
    /// MessageRenderer, which inflects ("3 Tasks": InflectionRenderTests).
    @Test func anInflectedKeyIsNamedByItsPhrase() throws {
        let table = try TestTables.table(kind: .strings, ["en": #""^[%lld Task](inflect: true)" = "^[%lld Task](inflect: true)";"#])
        let (source, diagnostics) = TestTables.source([.init(table: table, location: .bundle)])
        #expect(diagnostics.isEmpty)
        #expect(source.contains("static func task(_ argument1: some Swift.BinaryInteger, languages:"))
        #expect(AccessorNaming.words(of: "Add ^[%lld new item](inflect: true) now") == ["Add", "new", "item", "now"])
    }

    @Test func everyArgumentTypeInSwift() throws {
        let json = #"""
        {"party": "{host} {hostGender, select, female {her} male {his} other {their} default {x}} {count, plural, one {#} other {#}}"}
        """#
        let table = try TestTables.table("Messages", kind: .messageformat, ["en": json])
        let strings = try TestTables.table(kind: .strings, ["en": #""all" = "%1$d %2$f %3$@ %4$s %6$lld";"#])
        var genders = strings
        try genders.add(contentsOf: Data(TestTables.stringsdict("joined", format: "%#@who@", ["who": ("NSStringGenderRuleType", "d", ["male": "He", "other": "They"])]).utf8),
                        kind: .stringsdict, language: "en")
        let (source, diagnostics) = TestTables.source([.init(table: table, location: .messageFormatFolder("Messages")), .init(table: genders, location: .bundle)])
        #expect(diagnostics.isEmpty)
        #expect(source.contains("static func all(_ argument1: some Swift.BinaryInteger, _ argument2: Swift.Double, _ argument3: Swift.String, _ argument4: Swift.String, _ argument6: some Swift.BinaryInteger, languages:"))
        // The gap (argument 5) is passed as an empty text.
        #expect(source.contains(#"[L10n.integer(argument1), .floatingPoint(argument2), .string(argument3), .string(argument4), .string(""), L10n.integer(argument6)]"#))
        #expect(source.contains("static func joined(who: PluralMessages.GrammaticalGender, languages:"))
        #expect(source.contains("static func party(_ host: some Swift.CustomStringConvertible, hostGender: PartyHostGender, count: some L10n.Number, languages:"))
        #expect(source.contains("enum PartyHostGender: Swift.String, Swift.CaseIterable, Swift.Sendable {\n            case `default` = \"default\"\n            case female\n            case male\n            case other\n        }"))
        #expect(source.contains(#"L10n.Table(name: "Messages", messageFormatFolder: "Messages", languages: ["en"], developmentLanguage: "en")"#))
    }

    /// Keys that make one name are an error asking for a rename, and none of them has an accessor
    /// (before, they were numbered in key order, so adding a key moved names to other keys).
    @Test func collisionsAreErrorsAndGetNoAccessor() throws {
        let (tables, loadDiagnostics) = AccessorInputs.load(try files(in: "Keys"))
        #expect(loadDiagnostics.isEmpty)
        let (source, diagnostics) = TestTables.source(tables)
        #expect(!source.contains("filesSelected"))
        let messages = diagnostics.map(\.description)
        // At the second key of the group, in key order ("Files selected" < "files.selected" < "files_selected").
        #expect(messages.contains { $0.hasSuffix("Keys/en.lproj/Localizable.strings:3: error: keys 'Files selected', 'files.selected', 'files_selected' all make the accessor name 'filesSelected': rename all but one (names are never numbered, so that adding a key cannot give an accessor's name to another key); none of them has an accessor") }, "\(messages)")
        #expect(messages.filter { $0.contains(": error: ") }.count == 1, "\(messages)")
        // Keywords: escaped, or renamed where a backtick does not help; both reported.
        #expect(source.contains("static func `default`(languages:"))
        #expect(source.contains("static func init_(languages:"))
        #expect(messages.contains { $0.hasSuffix("Localizable.strings:5: warning: key 'default' makes the Swift keyword 'default': its accessor is Localizable.`default`") })
        #expect(messages.contains { $0.contains("key 'init' makes the Swift keyword 'init': its accessor is Localizable.init_") })
        // Source-text keys, leading digits, text with a percent sign shown as written.
        #expect(source.contains(#"static func files(_ argument1: some Swift.BinaryInteger, languages:"#))
        #expect(source.contains("static func _404Title(languages:"))
        #expect(source.contains("static func _100Percent(languages:"))
        #expect(source.contains("static func order(_ argument1: some Swift.BinaryInteger, _ argument2: Swift.String, languages:"))
        #expect(source.contains("static func price(_ argument1: Swift.Double, languages:"))
        // A key only a translation has gets no accessor, and is reported.
        #expect(!source.contains("onlyRussian"))
        #expect(messages.contains { $0.contains("ru.lproj/Localizable.strings:2: warning: key 'only_russian' is in ru but not in the development language 'en': no accessor") })
    }

    /// Tables that make one type name are an error and declare nothing: before, they were numbered
    /// in name order, so an added table (an `.lproj` table beside a MessageFormat folder of its name)
    /// took `L10n.Localizable` from the table that had it.
    @Test func tablesOfOneTypeNameAreAnError() throws {
        let lproj = try TestTables.table("Localizable", kind: .strings, ["en": #""a" = "A";"#])
        let folder = try TestTables.table("Localizable", kind: .messageformat, ["en": #"{"a": "B"}"#])
        let dashed = try TestTables.table("my-table", kind: .strings, ["en": #""a" = "A";"#])
        let underscored = try TestTables.table("my_table", kind: .strings, ["en": #""a" = "A";"#])
        let other = try TestTables.table("Other", kind: .strings, ["en": #""a" = "A";"#])
        let output = AccessorGenerator().generate([.init(table: folder, location: .messageFormatFolder("Localizable")), .init(table: lproj, location: .bundle),
                                                   .init(table: dashed, location: .bundle), .init(table: underscored, location: .bundle), .init(table: other, location: .bundle)])
        #expect(output.diagnostics.map(\.message) == [
            "tables 'Localizable', 'Localizable' (a MessageFormat folder) all make the type name 'L10n.Localizable': rename all but one (names are never numbered, so that adding a table cannot give a table's name to another); none of them has accessors",
            "tables 'my-table', 'my_table' all make the type name 'L10n.MyTable': rename all but one (names are never numbered, so that adding a table cannot give a table's name to another); none of them has accessors",
        ])
        #expect(output.files.map(\.name) == ["L10n.swift", "L10n+Localizable.swift", "L10n+Localizable2.swift", "L10n+Other.swift", "L10n+my-table.swift", "L10n+my_table.swift"])
        let declaring = output.files.filter { $0.contents.contains("extension L10n {") }.map(\.name)
        #expect(declaring == ["L10n+Other.swift"])
    }

    @Test func outputIsDeterministic() throws {
        let inputs = try files(in: "Keys")
        let first = AccessorGenerator().generate(AccessorInputs.load(inputs).tables)
        let second = AccessorGenerator().generate(AccessorInputs.load(inputs.reversed()).tables)
        #expect(first.files == second.files)
        #expect(first.diagnostics == second.diagnostics)
        #expect(first.files.map(\.name) == ["L10n.swift", "L10n+Localizable.swift"])
    }

    /// A file that cannot be read is an error at its line (`file:line: error:`), and the rest is generated.
    @Test func unreadableFilesAreErrorsWithTheirLine() throws {
        let (tables, loadDiagnostics) = AccessorInputs.load(try files(in: "Bad"))
        // The loader keeps unreadable files in the table (MessageTable.fileErrors); the generator reports them.
        let messages = (loadDiagnostics + AccessorGenerator().generate(tables).diagnostics).map(\.description)
        // The line the reader names: the value without ';' ends where line 3 starts.
        #expect(messages.contains { $0.contains("Bad/en.lproj/Localizable.strings:3: error: cannot read the file: not a .strings table (line 3, column 1: missing ';' after the value)") }, "\(messages)")
        #expect(messages.count == 2)
        #expect(messages.contains { $0.contains("Bad/Broken.xcstrings:") && $0.contains(": error: cannot read the file: not JSON") }, "\(messages)")
        #expect(tables.map(\.table.name) == ["Broken", "Localizable"])
    }

    /// A development-language message that cannot give a signature: an error at the key's line, no accessor.
    @Test func invalidDevelopmentMessageIsAnErrorAtItsKey() throws {
        let folder = TestFolders.root.appendingPathComponent("accessors-\(UUID().uuidString)/en.lproj")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Localizable.stringsdict")
        try Data(TestTables.stringsdict("broken", format: "%#@missing@ here", [:]).replacingOccurrences(of: "<dict><key>broken", with: "<dict>\n<key>ok</key><dict><key>NSStringLocalizedFormatKey</key><string>fine</string></dict>\n<key>broken").utf8).write(to: file)
        let (tables, loadDiagnostics) = AccessorInputs.load([file])
        #expect(loadDiagnostics.isEmpty)
        let output = AccessorGenerator().generate(tables)
        #expect(output.diagnostics.map(\.description) == [
            "\(file.path):3: error: key 'broken' (en): the text refers to %#@missing@, which is not defined; no accessor Localizable.broken",
        ])
        #expect(output.files[1].contents.contains("static func ok(languages:"))
        #expect(!output.files[1].contents.contains("func broken"))
    }

    @Test func noDevelopmentLanguageIsAnError() throws {
        let table = try TestTables.table(kind: .strings, ["ru": #""a" = "б";"#, "pl": #""a" = "b";"#], development: "en")
        let output = AccessorGenerator().generate([.init(table: table, location: .bundle)])
        #expect(output.diagnostics.count == 1)
        #expect(output.diagnostics.first?.severity == .error)
        #expect(output.diagnostics.first?.message.contains("no messages in a development language ('en'; it has: pl, ru)") == true)
    }

    @Test(arguments: [
        (["Localizable"], ["L10n+Localizable.swift"]),
        (["a b", "ab", "Ünïcode", ""], ["L10n+ab.swift", "L10n+ab2.swift", "L10n+ncode.swift", "L10n+Table.swift"]),
    ])
    func fileNames(tables: [String], expected: [String]) {
        #expect(AccessorGenerator.fileNames(forTables: tables) == expected)
    }

    @Test(arguments: [
        ("en.lproj/Localizable.strings", "Localizable"),
        ("Base.lproj/Main.stringsdict", "Main"),
        ("Catalog.xcstrings", "Catalog"),
        ("Messages/pt-BR.json", "Messages"),
        ("Messages/zh_Hant.json", "Messages"),
        ("Messages/es-419.json", "Messages"),
    ])
    func tablesOfFiles(path: String, expected: String) {
        #expect(AccessorInputs.table(of: URL(fileURLWithPath: "/r/" + path))?.name == expected)
    }

    @Test(arguments: ["Localizable.strings", "Info.plist", "Messages/package.json", "data/settings.json", "x/e.json"])
    func otherFilesAreNoTables(path: String) {
        #expect(AccessorInputs.table(of: URL(fileURLWithPath: "/r/" + path)) == nil)
    }

    /// A key with quotes, backslashes, newlines and control characters stays one literal and one comment line.
    @Test func keysAreEscapedInLiteralsAndComments() throws {
        let table = try TestTables.table(kind: .strings, ["en": #""say \"hi\"\n\\ now\t" = "x";"#])
        let (source, _) = TestTables.source([.init(table: table, location: .bundle)])
        #expect(source.contains(#"table.string("say \"hi\"\n\\ now\t", [], languages: languages)"#))
        #expect(source.contains(#"/// `say "hi"\n\\ now\t`: "x""#))
    }

    func files(in fixture: String) throws -> [URL] {
        let root = TestTables.fixtures.appendingPathComponent(fixture)
        let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        return enumerator.compactMap { $0 as? URL }.filter { !$0.hasDirectoryPath }.sorted { $0.path < $1.path }
    }
}

/// Generated Swift escapes the characters of the one escaping policy (`DisplayText`), in literals
/// and in doc comments alike; before, a literal escaped every format character (U+200D in an emoji
/// sequence) and a comment did not escape U+202E.
@Suite struct GeneratedTextEscapingTests {
    // U+200E, U+200F, U+061C (bidirectional marks), U+200B and a tag character: format characters
    // the generated code escapes too (issue 30).
    @Test(arguments: ["\u{1B}", "\u{202E}", "\u{2066}", "\u{FEFF}", "\u{85}", "\u{2028}", "\u{200E}", "\u{200F}", "\u{61C}", "\u{200B}", "\u{E0041}"])
    func unsafeCharactersAreEscaped(character: String) throws {
        let key = "key" + character
        let table = try TestTables.table(kind: .strings, ["en": "\"\(key)\" = \"text\(character)\";"])
        let (source, _) = TestTables.source([.init(table: table, location: .bundle)])
        let escape = DisplayText.swiftEscape(character.unicodeScalars.first!)
        #expect(!source.unicodeScalars.contains(character.unicodeScalars.first!))
        #expect(source.contains("table.string(\"key\(escape)\""))
        #expect(source.contains("/// `key\(escape)`: \"text\(escape)\""))
    }

    /// `*/` and `/*` cannot end or open a comment the text lands in.
    @Test func commentMarkersAreBroken() throws {
        let table = try TestTables.table(kind: .strings, ["en": #""a */ b /* c" = "x */ y";"#])
        let (source, _) = TestTables.source([.init(table: table, location: .bundle)])
        #expect(source.contains(#"/// `a *\/ b /\* c`: "x *\/ y""#))
        #expect(source.contains(#"table.string("a */ b /* c", [], languages: languages)"#))
    }

    @Test func joinersStayAsTheyAre() throws {
        let table = try TestTables.table(kind: .strings, ["en": "\"family\" = \"👨\u{200D}👩\u{200D}👧\";"])
        let (source, _) = TestTables.source([.init(table: table, location: .bundle)])
        #expect(source.contains("/// `family`: \"👨\u{200D}👩\u{200D}👧\""))
    }
}
