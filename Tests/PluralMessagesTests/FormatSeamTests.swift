import Foundation
import ICUPlural
@testable import PluralCore
@testable import PluralMessages
import Testing

/// A format defined here and nowhere else: `<language>.lines` files of `key=text` lines, a plural
/// written `key=one|other`. It proves the seam (see CONTRIBUTING.md, "Adding a format"): registered in a copy of
/// ``FileFormats/standard``, it is found, read, linted and converted through the public doors,
/// with nothing of it outside this file.
struct LinesFormat: FileFormat {
    static let kind = MessageOrigin.Kind(rawValue: "lines")
    static let name = MessageFileFormat(rawValue: "lines")

    var kinds: [MessageOrigin.Kind] { [Self.kind] }
    var written: MessageFileFormat? { Self.name }
    var syntax: MessageText.Syntax { .printf }
    var fileDescription: String? { "<language>.lines" }

    func kind(of url: URL) -> MessageOrigin.Kind? {
        url.pathExtension == "lines" ? Self.kind : nil
    }

    func place(_ url: URL, kind: MessageOrigin.Kind, foundIn directory: URL) -> FilePlacement {
        place(url, kind: kind, givenWithLanguage: nil)
    }

    func place(_ url: URL, kind: MessageOrigin.Kind, givenWithLanguage language: String?) -> FilePlacement {
        .file(in: TablePlace(bundle: url.deletingLastPathComponent(), name: "lines"), language: url.deletingPathExtension().lastPathComponent, isBase: false)
    }

    func read(_ file: FileToRead) throws(MessageFileError) -> FileReading {
        let language = try file.requireLanguage("name the file <language>.lines")
        let origin = MessageOrigin(file: file.file, kind: Self.kind)
        var messages: [String: LocalizedMessage] = [:]
        var places: [String: PluralMessages.SourceLocation] = [:]
        var lines: [String: [PluralMessages.SourceLocation]] = [:]
        for (number, line) in String(decoding: file.data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
            guard let equals = line.firstIndex(of: "=") else {
                throw MessageFileError(file: file.file, reason: "line \(number + 1) has no '='")
            }
            let key = String(line[..<equals])
            let forms = line[line.index(after: equals)...].split(separator: "|", omittingEmptySubsequences: false).map { MessageBody.text(MessageText(String($0))) }
            let body: MessageBody = forms.count == 2 ? .plural(argument: 1, forms: [.category(.one): forms[0], .category(.other): forms[1]]) : forms[0]
            messages[key] = LocalizedMessage(key: key, language: language, body: body, origin: origin)
            let place = PluralMessages.SourceLocation(line: number + 1, column: 1)
            if places[key] == nil { places[key] = place }
            lines[key, default: []].append(place)
        }
        let repeated = lines.filter { $0.value.count > 1 }.map { FileReading.RepeatedName(key: $0.key, places: $0.value, outcome: .lastKept(by: "the lines reader")) }
        return FileReading(messages: [language: messages], places: places, repeatedNames: repeated)
    }

    func write(_ table: MessageTable, languages: [String], rulesProvider: any PluralRulesProvider) -> WrittenFiles {
        var files: [String: Data] = [:]
        for language in languages {
            let lines = (table.messages[language] ?? [:]).values.sorted { $0.key < $1.key }.compactMap { message -> String? in
                switch message.body {
                case let .text(text): "\(message.key)=\(text.source)"
                case let .plural(_, forms):
                    if case let .text(one)? = forms[.category(.one)], case let .text(other)? = forms[.category(.other)] {
                        "\(message.key)=\(one.source)|\(other.source)"
                    } else {
                        nil
                    }
                default: nil
                }
            }
            files["\(language).lines"] = Data((lines.joined(separator: "\n") + "\n").utf8)
        }
        return WrittenFiles(files: files, notes: [])
    }
}

@Suite struct FormatSeamTests {
    static let formats = FileFormats.standard.adding(LinesFormat())

    /// A folder of `.lines` files: English, and Russian with a plural lacking `few` and `many` and a key given twice.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("FormatSeam-\(UUID().uuidString)/Texts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("files=%d file|%d files\ntitle=Files\n".utf8).write(to: folder.appendingPathComponent("en.lines"))
        try Data("files=%d файл|%d файлов\ntitle=Файлы\ntitle=Папки\n".utf8).write(to: folder.appendingPathComponent("ru.lines"))
        return folder
    }

    @Test func aRegisteredFormatIsFoundAndRead() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        // The standard formats do not read it: the folder holds no table for them.
        #expect(TableSource(inputs: [folder]).tables.isEmpty)
        let source = TableSource(inputs: [folder], formats: Self.formats)
        #expect(source.tables.map(\.name) == ["lines"])
        #expect(source.tables.first?.files.map(\.language) == ["en", "ru"])
        let table = try MessageTable.load(contentsOf: folder, formats: Self.formats)
        #expect(table.languages == ["en", "ru"])
        let message = try #require(table.message(forKey: "files", language: "en"))
        #expect(message.origin.kind == LinesFormat.kind)
        let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider())
        #expect(try renderer.render(message, arguments: [2]).text == "2 files")
        #expect(try renderer.render(message, arguments: [1]).text == "1 file")
        // A key given twice keeps its last line, as the reader says.
        #expect(table.message(forKey: "title", language: "ru").map { if case let .text(text) = $0.body { text.source } else { "" } } == "Папки")
    }

    @Test func aRegisteredFormatIsLintedAtItsReadersPlaces() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let linter = MessageLinter(rulesProvider: ICUPluralRulesProvider(), formats: Self.formats)
        let findings = linter.lint(.paths([folder]))
        let russian = folder.appendingPathComponent("ru.lines").path
        // The plural lacks Russian few and many, placed at its line.
        let missing = findings.filter { $0.code == "missing-category" && $0.key == "files" && $0.language == "ru" }
        #expect(!missing.isEmpty, "\(findings)")
        #expect(missing.allSatisfy { $0.file == russian && $0.location == PluralMessages.SourceLocation(line: 1, column: 1) }, "\(missing)")
        // The repeated key, from the reader's repeated names.
        let repeated = try #require(findings.first { $0.code == "duplicate-key" }, "\(findings)")
        #expect(repeated.key == "title" && repeated.file == russian && repeated.location == PluralMessages.SourceLocation(line: 2, column: 1))
        #expect(repeated.message.contains("line 2, line 3"), "\(repeated.message)")
        // No finding about English, whose plural is whole.
        #expect(!findings.contains { $0.language == "en" && $0.code == "missing-category" })
    }

    @Test func aRegisteredFormatConvertsBothWays() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let writer = MessageTableWriter(rulesProvider: ICUPluralRulesProvider(), formats: Self.formats)
        let table = try MessageTable.load(contentsOf: folder, formats: Self.formats)
        // To a standard format…
        let written = writer.write(table, as: .stringsdict)
        let output = folder.deletingLastPathComponent().appendingPathComponent("Converted")
        try written.write(to: output)
        #expect(written.files.keys.contains("ru.lproj/lines.stringsdict"), "\(written.files.keys.sorted())")
        let apple = try MessageTable.load(contentsOf: output)
        let renderer = MessageRenderer(rulesProvider: ICUPluralRulesProvider())
        for (language, count, text) in [("en", 2, "2 files"), ("en", 1, "1 file"), ("ru", 1, "1 файл")] {
            let message = try #require(apple.message(forKey: "files", language: language))
            #expect(try renderer.render(message, arguments: [count]).text == text)
        }
        // …and to the format registered here, by its name.
        let back = writer.write(table, as: LinesFormat.name)
        #expect(back.files["en.lines"].map { String(decoding: $0, as: UTF8.self) } == "files=%d file|%d files\ntitle=Files\n")
        #expect(back.files["ru.lines"].map { String(decoding: $0, as: UTF8.self) } == "files=%d файл|%d файлов\ntitle=Папки\n")
        // A writer without it says no format writes the name, and writes nothing.
        let refused = MessageTableWriter(rulesProvider: ICUPluralRulesProvider()).write(table, as: LinesFormat.name)
        #expect(refused.files.isEmpty && refused.notes.contains(where: \.isError))
    }

    /// Detection is the registry's, decided once: each file is one format's, `.mf2.json` MF2's.
    @Test(arguments: [
        ("App/en.lproj/Localizable.strings", "strings"), ("App/en.lproj/Localizable.stringsdict", "stringsdict"),
        ("App/Localizable.xcstrings", "xcstrings"), ("messages/pt-BR.json", "messageformat"),
        ("messages/pt-BR.mf2.json", "messageformat2"), ("res/values-ru/strings.xml", "android"),
        ("messages/mf2.json", "messageformat"), ("App/Info.plist", ""), ("texts/en.lines", ""),
    ])
    func eachFileIsOneFormats(path: String, kind: String) {
        let url = URL(fileURLWithPath: "/project").appendingPathComponent(path)
        #expect((FileFormats.standard.format(of: url)?.kind.rawValue ?? "") == kind)
        let found = FileFormats.standard.formats.compactMap { $0.kind(of: url) }
        #expect(found.count == (kind.isEmpty ? 0 : 1), "\(found)")
        #expect(Self.formats.format(of: url)?.kind.rawValue == (path.hasSuffix(".lines") ? "lines" : kind.isEmpty ? nil : kind))
    }

    /// The names convert writes are the registry's writers', each found back by its name.
    @Test func theWrittenFormatsAreTheRegistrys() {
        #expect(MessageFileFormat.allCases.map(\.rawValue) == ["stringsdict", "xcstrings", "messageformat", "messageformat2", "android", "i18next", "po", "arb"])
        for name in MessageFileFormat.allCases { #expect(FileFormats.standard.format(writing: name)?.written == name) }
        #expect(Self.formats.format(writing: LinesFormat.name) != nil && FileFormats.standard.format(writing: LinesFormat.name) == nil)
    }

    /// A file's language as a directory search places it, whatever its format.
    @Test(arguments: [
        ("App/ru.lproj/Localizable.strings", "ru"), ("App/Base.lproj/Localizable.strings", nil),
        ("App/Localizable.ru.strings", nil), ("res/values-zh-rTW/strings.xml", "zh-TW"), ("res/values/strings.xml", nil),
        ("messages/pt-BR.json", "pt-BR"), ("messages/package.json", nil), ("App/Localizable.xcstrings", nil),
    ] as [(String, String?)])
    func aFilesLanguageIsItsPlaces(path: String, language: String?) {
        #expect(MessageTable.language(ofFileAt: URL(fileURLWithPath: "/project").appendingPathComponent(path)) == language)
    }
}
