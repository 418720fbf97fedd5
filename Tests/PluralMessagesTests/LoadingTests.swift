import Foundation
import ICUPlural
@testable import PluralMessages
import Testing
import TestSupport

/// A fresh directory under the system's temporary one.
func temporaryDirectory(_ name: String) throws -> URL {
    let url = TestFolders.root.appendingPathComponent("\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Writes files (relative path → contents) under a directory.
func write(_ files: [String: Data], in directory: URL) throws {
    for (path, contents) in files {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url)
    }
}

/// Text in the encodings Apple reads message files in.
enum Encoded: String, CaseIterable, CustomTestStringConvertible {
    case utf8, utf8Mark, utf8TwoMarks, utf16LE, utf16LEMark, utf16LETwoMarks, utf16BE, utf16BEMark, utf16BETwoMarks

    var testDescription: String { rawValue }

    func bytes(_ text: String) -> Data {
        let littleEndian = text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let bigEndian = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let utf8Mark: [UInt8] = [0xEF, 0xBB, 0xBF], leMark: [UInt8] = [0xFF, 0xFE], beMark: [UInt8] = [0xFE, 0xFF]
        return switch self {
        case .utf8: Data(text.utf8)
        case .utf8Mark: Data(utf8Mark + Array(text.utf8))
        case .utf8TwoMarks: Data(utf8Mark + utf8Mark + Array(text.utf8))
        case .utf16LE: Data(littleEndian)
        case .utf16LEMark: Data(leMark + littleEndian)
        case .utf16LETwoMarks: Data(leMark + leMark + littleEndian)
        case .utf16BE: Data(bigEndian)
        case .utf16BEMark: Data(beMark + bigEndian)
        case .utf16BETwoMarks: Data(beMark + beMark + bigEndian)
        }
    }
}

/// UTF-8 and UTF-16 in both byte orders, with no byte order mark, one, or one followed by a second U+FEFF.
@Suite struct EncodingTests {
    static let strings = "/* Ünïcödé */\n\"greeting\" = \"Привет, %@!\";\n"
    static let stringsdict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>files</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>%d файл</string><key>few</key><string>%d файла</string>
        <key>many</key><string>%d файлов</string><key>other</key><string>%d файла</string></dict></dict></dict></plist>
        """
    static let catalog = #"{"sourceLanguage": "ru", "strings": {"greeting": {"localizations": {"ru": {"stringUnit": {"state": "translated", "value": "Привет, %@!"}}}}}}"#

    @Test(arguments: Encoded.allCases)
    func stringsTablesLoadInEveryEncoding(_ encoding: Encoded) throws {
        var table = MessageTable(name: "Localizable")
        try table.add(contentsOf: encoding.bytes(Self.strings), kind: .strings, language: "ru")
        #expect(try render("greeting", "ru", ["Мир"], table: table) == "Привет, Мир!")
        #expect(table.keys == ["greeting"])
    }

    @Test(arguments: Encoded.allCases)
    func stringsdictPropertyListsLoadInEveryEncoding(_ encoding: Encoded) throws {
        let text = encoding.rawValue.hasPrefix("utf16") ? Self.stringsdict.replacingOccurrences(of: "UTF-8", with: "UTF-16") : Self.stringsdict
        var table = MessageTable(name: "Localizable")
        try table.add(contentsOf: encoding.bytes(text), kind: .stringsdict, language: "ru")
        #expect(try render("files", "ru", [5], table: table) == "5 файлов")
    }

    @Test(arguments: Encoded.allCases)
    func catalogsLoadInEveryEncoding(_ encoding: Encoded) throws {
        var table = MessageTable(name: "Localizable")
        try table.add(contentsOf: encoding.bytes(Self.catalog), kind: .xcstrings, language: nil)
        #expect(try render("greeting", "ru", ["Мир"], table: table) == "Привет, Мир!")
    }

    @Test(arguments: Encoded.allCases)
    func stringsKeysAreLocatedInEveryEncoding(_ encoding: Encoded) throws {
        let locator = try #require(SourceLocator(data: encoding.bytes(Self.strings), kind: .strings))
        #expect(locator.location(of: ["greeting"]) == SourceLocation(line: 2, column: 1))
    }

    @Test func emptyStringsTablesInUTF16WithoutAMarkAreEmpty() throws {
        var table = MessageTable(name: "Localizable")
        try table.add(contentsOf: Encoded.utf16LE.bytes("/* nothing here */\n"), kind: .strings, language: "en")
        try table.add(contentsOf: Encoded.utf8TwoMarks.bytes("\n"), kind: .strings, language: "de")
        #expect(table.keys.isEmpty)
    }

    /// Errors name the encoding problem and its byte, not the character Foundation stumbled on.
    @Test(arguments: [
        (MessageOrigin.Kind.strings, Data("\"a\" = \"caf".utf8) + Data([0xE9]) + Data("\";\n".utf8), "not valid UTF-8 or UTF-16 at byte 10"),
        (.stringsdict, Data("<plist><dict><key>k\u{E9}".utf8) + Data([0xC3, 0x28]), "not valid UTF-8 or UTF-16 at byte 21"),
        (.xcstrings, Data([0xEF, 0xBB, 0xBF]) + Data("{\"sourceLanguage\": \"".utf8) + Data([0xFF, 0x80]), "not valid UTF-8 or UTF-16 at byte 23"),
        (.strings, Data([0xFF, 0xFE, 0x22, 0x00, 0x61]), "not valid UTF-16 (little-endian): an odd number of bytes (5)"),
        (.strings, Data([0xFE, 0xFF, 0x00, 0x22, 0xDC, 0x00]), "not valid UTF-16 (big-endian) at byte 4 (an unpaired surrogate)"),
    ])
    func encodingErrorsNameTheProblem(kind: MessageOrigin.Kind, data: Data, reason: String) {
        var table = MessageTable(name: "Localizable")
        #expect {
            try table.add(contentsOf: data, kind: kind, language: "en")
        } throws: { error in
            let reasonText = (error as? MessageFileError)?.reason ?? ""
            return reasonText.contains(reason) && !reasonText.contains("Unexpected character")
        }
    }
}

/// A tree with one unreadable file keeps the others; only lookups that need that file fail.
@Suite struct UnreadableFileTests {
    static let englishStrings = Data("\"greeting\" = \"Hello, %@!\";\n\"bye\" = \"Bye\";\n".utf8)
    static let russianStrings = Data("\"greeting\" = \"Привет, %@!\";\n".utf8)
    static let germanStrings = Data("\"greeting\" = \"Hallo, %@!\";\n\"bye\" = \"Tschüss\";\n".utf8)
    static let brokenStringsdict = Data("<?xml version=\"1.0\"?><plist><dict><key>files</key>".utf8)

    func tree() throws -> URL {
        let directory = try temporaryDirectory("bad-file-tree")
        try write([
            "en.lproj/Localizable.strings": Self.englishStrings,
            "en.lproj/Localizable.stringsdict": Data(EncodingTests.stringsdict.replacingOccurrences(of: "%d файлов", with: "%d files")
                .replacingOccurrences(of: "%d файла", with: "%d files").replacingOccurrences(of: "%d файл", with: "%d file").utf8),
            "ru.lproj/Localizable.strings": Self.russianStrings,
            "ru.lproj/Localizable.stringsdict": Self.brokenStringsdict,
            "de.lproj/Localizable.strings": Self.germanStrings,
        ], in: directory)
        return directory
    }

    @Test func theOtherFilesLoadAndTheBadOneIsListed() throws {
        let table = try MessageTable.load(contentsOf: tree())
        #expect(table.languages == ["de", "en", "ru"])
        #expect(table.fileErrors.count == 1)
        #expect(table.fileErrors.first?.file?.lastPathComponent == "Localizable.stringsdict")
        #expect(table.fileErrors.first?.file.flatMap(MessageTable.language(ofFileAt:)) == "ru")
        #expect(table.files.count == 4)
    }

    @Test func renderingFailsOnlyWhereTheBadFileIsNeeded() throws {
        let table = try MessageTable.load(contentsOf: tree())
        let renderer = MessageRenderer.icu()
        #expect(try renderer.render(key: "greeting", in: table, preferredLanguages: ["ru"], arguments: ["Мир"]).text == "Привет, Мир!")
        #expect(try renderer.render(key: "bye", in: table, preferredLanguages: ["de"], arguments: []).text == "Tschüss")
        #expect(try renderer.render(key: "files", in: table, preferredLanguages: ["en"], arguments: [5]).text == "5 files")
        // Russian "files" may be in the unreadable file: an error naming it, not English text.
        #expect {
            try renderer.render(key: "files", in: table, preferredLanguages: ["ru"], arguments: [5])
        } throws: { error in
            guard let error = error as? MessageError, case let .unreadableFile(fileError) = error.reason else { return false }
            return fileError.file?.path.hasSuffix("ru.lproj/Localizable.stringsdict") == true
                && error.description.contains("ru.lproj/Localizable.stringsdict") && error.language == "ru"
        }
        // The lookup that passes over unreadable files still finds the development language's text.
        #expect(table.message(forKey: "files", preferredLanguages: ["ru"])?.language == "en")
        #expect(throws: MessageFileError.self) { try table.lookUpMessage(forKey: "files", preferredLanguages: ["ru"]) }
        #expect(try table.lookUpMessage(forKey: "absent", preferredLanguages: ["de"]) == nil)
    }

    /// A language whose only file is unreadable still counts as available: no silent fallback.
    @Test func aLanguageWithOnlyAnUnreadableFileIsNotSkipped() throws {
        let directory = try tree()
        try FileManager.default.removeItem(at: directory.appendingPathComponent("ru.lproj/Localizable.strings"))
        let table = try MessageTable.load(contentsOf: directory)
        #expect(!table.languages.contains("ru"))
        #expect(throws: MessageError.self) {
            try MessageRenderer.icu().render(key: "greeting", in: table, preferredLanguages: ["ru"], arguments: ["Мир"])
        }
        #expect(try MessageRenderer.icu().render(key: "greeting", in: table, preferredLanguages: ["fr"], arguments: ["Welt"]).text == "Hello, Welt!")
    }

    @Test func anUnreadableCatalogFailsOnlyKeysNoOtherFileHas() throws {
        let directory = try temporaryDirectory("bad-catalog-tree")
        try write(["en.lproj/Localizable.strings": Self.englishStrings, "Localizable.xcstrings": Data("{\"sourceLanguage\": ".utf8)], in: directory)
        let table = try MessageTable.load(contentsOf: directory)
        #expect(table.fileErrors.map { $0.file?.lastPathComponent } == ["Localizable.xcstrings"])
        #expect(try MessageRenderer.icu().render(key: "bye", in: table, preferredLanguages: ["en"], arguments: []).text == "Bye")
        #expect(throws: MessageFileError.self) { try table.lookUpMessage(forKey: "absent", preferredLanguages: ["en"]) }
    }

    @Test func lintReportsTheUnreadableFileAndChecksTheOthers() throws {
        let directory = try tree()
        try write(["de.lproj/Localizable.strings": Data("\"greeting\" = \"Hallo, %d!\";\n\"bye\" = \"Tschüss\";\n".utf8)], in: directory)
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([directory]))
        let unreadable = findings.filter { $0.code == "unreadable-file" }
        #expect(unreadable.count == 1)
        #expect(unreadable.first?.file?.hasSuffix("ru.lproj/Localizable.stringsdict") == true)
        // The German file is still checked: its argument type differs from English.
        #expect(findings.contains { $0.language == "de" && $0.key == "greeting" })
    }

    @Test func aTreeWithNoReadableFileIsAnError() throws {
        let directory = try temporaryDirectory("all-bad-tree")
        try write(["ru.lproj/Localizable.stringsdict": Self.brokenStringsdict], in: directory)
        #expect(throws: MessageFileError.self) { try MessageTable.load(contentsOf: directory) }
    }
}

/// `MessageTable.load(bundle:)` on a SwiftPM resource bundle without an Info.plist (a target with
/// only an .xcstrings and no defaultLocalization): Foundation's `developmentLocalization` trapped.
@Suite struct ResourceBundleTests {
    @Test func aBundleWithoutAnInfoPlistLoads() throws {
        let directory = try temporaryDirectory("resource-bundle")
        let bundleURL = directory.appendingPathComponent("App_App.resources")
        try write(["Localizable.xcstrings": Data(EncodingTests.catalog.utf8)], in: bundleURL)
        let bundle = try #require(Bundle(url: bundleURL))
        let table = try MessageTable.load(bundle: bundle)
        #expect(table.developmentLanguage == "ru")
        #expect(try MessageRenderer.icu().render(key: "greeting", in: table, preferredLanguages: ["en"], arguments: ["Мир"]).text == "Привет, Мир!")
        let byPath = try #require(Bundle(path: bundleURL.path))
        #expect(try MessageTable.load(bundle: byPath).keys == ["greeting"])
    }
}

/// A binary property list of shared objects: `levels` device variations, each naming the next level
/// under six devices. Foundation copies the shared objects, so it expands to 6^levels entries.
func sharedObjectPropertyList(levels: Int) -> Data {
    let strings = ["files", "NSStringDeviceSpecificRuleType", "iphone", "ipad", "mac", "applewatch", "appletv", "other", "NSStringLocalizedFormatKey", "%d"]
    var objects: [[UInt8]] = strings.map { text in
        text.utf8.count < 15 ? [0x50 | UInt8(text.utf8.count)] + Array(text.utf8) : [0x5F, 0x10, UInt8(text.utf8.count)] + Array(text.utf8)
    }
    let firstLevel = objects.count, leaf = firstLevel + 2 * levels
    for level in 0..<levels {
        let entry = firstLevel + 2 * level
        objects.append([0xD1, 1, UInt8(entry + 1)])  // {NSStringDeviceSpecificRuleType: devices}
        objects.append([0xD6, 2, 3, 4, 5, 6, 7] + Array(repeating: UInt8(level + 1 < levels ? entry + 2 : leaf), count: 6))
    }
    objects.append([0xD1, 8, 9])  // {NSStringLocalizedFormatKey: "%d"}
    objects.append([0xD1, 0, UInt8(firstLevel)])  // {files: the first level}
    var bytes = Array("bplist00".utf8)
    var offsets: [UInt8] = []
    for object in objects {
        offsets.append(UInt8(bytes.count))
        bytes += object
    }
    let tableOffset = bytes.count
    bytes += offsets
    func bigEndian(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
    bytes += [0, 0, 0, 0, 0, 0, 1, 1] + bigEndian(objects.count) + bigEndian(objects.count - 1) + bigEndian(tableOffset)
    return Data(bytes)
}

@Suite struct LoadingBoundsTests {
    /// 6^8 entries from about 300 bytes took Foundation 105 s and 830 MB; now refused before it reads them.
    @Test func sharedObjectsBeyondTheBudgetAreRefused() throws {
        let data = sharedObjectPropertyList(levels: 8)
        #expect(data.count < 400)
        for kind in [MessageOrigin.Kind.stringsdict, .strings] {
            var table = MessageTable(name: "Localizable")
            #expect {
                try table.add(contentsOf: data, kind: kind, language: "en")
            } throws: { error in
                let reason = (error as? MessageFileError)?.reason ?? ""
                return reason.contains("expands to more than") && reason.contains("\(MessageLimits.maximumObjectsPerByte) per byte")
            }
        }
    }

    @Test func sharedObjectsWithinTheBudgetLoad() throws {
        var table = MessageTable(name: "Localizable")
        try table.add(contentsOf: sharedObjectPropertyList(levels: 2), kind: .stringsdict, language: "en")
        let message = try #require(table.message(forKey: "files", language: "en"))
        #expect(try MessageRenderer.icu(device: "mac").render(message, arguments: [3]).text == "3")
    }

    @Test func aBinaryPropertyListThatContainsItselfIsRefused() throws {
        var data = [UInt8](sharedObjectPropertyList(levels: 1))
        // The device dictionary's first value (the leaf) now points back at the first level.
        let devices = try #require(data.indices.first { data[$0] == 0xD6 })
        data[devices + 7] = 10
        var table = MessageTable(name: "Localizable")
        #expect {
            try table.add(contentsOf: Data(data), kind: .stringsdict, language: "en")
        } throws: { error in
            (error as? MessageFileError)?.reason.contains("contains itself") == true
        }
    }

    private func catalog(argNum: String) -> Data {
        Data("""
        {"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"stringUnit": {"value": "%#@n@"},
          "substitutions": {"n": {"argNum": \(argNum), "formatSpecifier": "lld", "variations": {"plural": {
            "other": {"stringUnit": {"value": "%arg files"}}}}}}}}}}}
        """.utf8)
    }

    /// argNum 9223372036854775807 trapped lint and, with `%arg`, allocated until the process died.
    @Test(arguments: ["9223372036854775807", "100000000", "1001"])
    func argumentNumbersBeyondTheLargestPositionAreInvalid(argNum: String) throws {
        var table = MessageTable(name: "Localizable")
        try table.add(contentsOf: catalog(argNum: argNum), kind: .xcstrings, language: nil)
        let message = try #require(table.message(forKey: "k", language: "en"))
        guard case let .invalid(reason) = message.body else { Issue.record("not invalid: \(message.body)"); return }
        #expect(reason.contains("argNum \(argNum)") && reason.contains("\(ParsedFormat.maximumPosition)"))
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.table(table))
        #expect(findings.contains { $0.code == "invalid-entry" && $0.severity == .error && $0.message.contains("argNum \(argNum)") })
        #expect(throws: MessageError.self) { try MessageRenderer.icu().render(message, arguments: [1]) }
    }

    /// A number longer than an `Int` holds overflowed (a trap) in the catalog's first pass before
    /// its length was checked (found by the Messages fuzz target).
    @Test func anArgumentNumberTooLongForAnIntIsRefused() {
        var table = MessageTable(name: "Localizable")
        do {
            try table.add(contentsOf: catalog(argNum: String(repeating: "9", count: 30)), kind: .xcstrings, language: nil)
            let message = table.message(forKey: "k", language: "en")
            guard case .invalid? = message?.body else { Issue.record("read as \(String(describing: message?.body))"); return }
        } catch {
            #expect(!error.reason.isEmpty)
        }
    }

    @Test func theLargestArgumentNumberRenders() throws {
        var table = MessageTable(name: "Localizable")
        try table.add(contentsOf: catalog(argNum: "\(ParsedFormat.maximumPosition)"), kind: .xcstrings, language: nil)
        let message = try #require(table.message(forKey: "k", language: "en"))
        let arguments = [MessageArgument](repeating: 2, count: ParsedFormat.maximumPosition)
        #expect(try MessageRenderer.icu().render(message, arguments: .positional(arguments)).text == "2 files")
    }

    /// A file over the size limit is refused before it is read (a sparse file: nothing is written).
    @Test(arguments: ["Localizable.strings", "Localizable.stringsdict", "Localizable.xcstrings"])
    func filesOverTheSizeLimitAreRefused(name: String) throws {
        let directory = try temporaryDirectory("huge")
        let url = directory.appendingPathComponent("en.lproj/\(name)")
        try write(["en.lproj/\(name)": Data()], in: directory)
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(MessageLimits.maximumFileSize + 1))
        try handle.close()
        #expect {
            try MessageTable.load(contentsOf: url)
        } throws: { error in
            (error as? MessageFileError)?.reason.contains("MessageLimits.maximumFileSize") == true
        }
        var table = MessageTable(name: "Localizable")
        #expect(throws: MessageFileError.self) {
            try table.add(contentsOf: Data(count: MessageLimits.maximumFileSize + 1), kind: .strings, language: "en")
        }
    }
}
