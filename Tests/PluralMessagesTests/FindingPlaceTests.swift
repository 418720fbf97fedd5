import Foundation
import ICUPlural
@testable import PluralMessages
import Testing
import TestSupport

/// Where findings point: the form or variable they are about in `.stringsdict` and `.xcstrings`
/// files, the character a MessageFormat syntax error names, and the fallbacks when the text has neither.
@Suite struct FindingPlaceTests {
    static let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([Fixtures.url("Lint/FormPlaces")]))

    /// The text of a finding's file from its location on (the location's line, from its column).
    static func textAt(_ finding: LintFinding) throws -> Substring {
        let location = try #require(finding.location, "\(finding)")
        let text = try String(contentsOfFile: try #require(finding.file), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        try #require(lines.indices.contains(location.line - 1), "\(finding)")
        return Substring(lines[location.line - 1].unicodeScalars.dropFirst(location.column - 1))
    }

    static func finding(_ code: String, key: String, in file: String) throws -> LintFinding {
        try #require(findings.first { $0.code == code && $0.key == key && $0.file?.hasSuffix(file) == true }, "\(findings)")
    }

    struct Place: Sendable, CustomTestStringConvertible {
        var code: String, key: String, file: String
        /// What the file says where the finding points.
        var text: String
        var testDescription: String { "\(code) \(key) → \(text)" }
    }

    @Test(arguments: [
        // A form's defect: the form's key.
        Place(code: "literal-one", key: "files", file: ".stringsdict", text: "<key>one</key>"),
        Place(code: "lost-percent", key: "files", file: ".stringsdict", text: "<key>many</key>"),
        Place(code: "literal-one", key: "%lld files", file: ".xcstrings", text: #""one" : {"#),
        Place(code: "lost-percent", key: "%lld songs", file: ".xcstrings", text: #""many" : {"#),
        // A repeated form key: its first place.
        Place(code: "duplicate-key", key: "photos", file: ".stringsdict", text: "<key>other</key>"),
        // A device variant the model names otherwise ("iPhone" read as "iphone"): the nearest place the text has.
        Place(code: "literal-one", key: "%lld photos", file: ".xcstrings", text: #""device" : {"#),
    ])
    func aFindingPointsAtWhatItIsAbout(_ place: Place) throws {
        let finding = try Self.finding(place.code, key: place.key, in: place.file)
        #expect(try Self.textAt(finding).hasPrefix(place.text), "\(finding)")
    }

    @Test func theFormsLineIsBelowItsVariablesAndKeys() throws {
        let literalOne = try Self.finding("literal-one", key: "files", in: ".stringsdict")
        // <key>files</key> is on line 5, <key>count</key> on 9, <key>one</key> on 15.
        #expect(literalOne.location == SourceLocation(line: 15, column: 4))
        #expect(literalOne.description.contains("Localizable.stringsdict:15:4: key 'files' [ru]"))
    }

    @Test func aDuplicateFormIsStillNamedWithBothLines() throws {
        let duplicate = try Self.finding("duplicate-key", key: "photos", in: ".stringsdict")
        #expect(duplicate.message.contains("'count › other' appears 2 times (line 37, line 39)"), "\(duplicate)")
    }

    @Test func aFindingWithoutATextHasNoPlace() throws {
        // A binary property list has no lines: the findings have no location rather than a guessed one.
        let source = Fixtures.url("Lint/FormPlaces/ru.lproj/Localizable.stringsdict")
        let plist = try PropertyListSerialization.propertyList(from: try Data(contentsOf: source), format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        let directory = TestFolders.root.appendingPathComponent("form-places-\(UUID().uuidString)/ru.lproj")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        try binary.write(to: directory.appendingPathComponent("Localizable.stringsdict"))
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([directory.deletingLastPathComponent()]))
        #expect(findings.contains { $0.code == "literal-one" })
        #expect(findings.allSatisfy { $0.location == nil }, "\(findings)")
    }

    /// Writes files (by relative path) into a new directory and lints it.
    static func lint(_ files: [String: String]) throws -> [LintFinding] {
        let directory = TestFolders.root.appendingPathComponent("finding-places-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        for (path, text) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([directory]))
    }

    @Test func aVariablesFindingPointsAtTheVariable() throws {
        let findings = try Self.lint(["ru.lproj/Localizable.stringsdict": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>files</key>
            \t<dict>
            \t\t<key>NSStringLocalizedFormatKey</key>
            \t\t<string>%#@count@</string>
            \t\t<key>count</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key>
            \t\t\t<string>NSStringPluralRuleType</string>
            \t\t\t<key>NSStringFormatValueTypeKey</key>
            \t\t\t<string>d</string>
            \t\t\t<key>one</key>
            \t\t\t<string>%d файл</string>
            \t\t\t<key>other</key>
            \t\t\t<string>%d файла</string>
            \t\t</dict>
            \t</dict>
            </dict>
            </plist>
            """])
        let missing = try #require(findings.first { $0.code == "missing-category" }, "\(findings)")
        #expect(missing.location == SourceLocation(line: 8, column: 3))
    }
}

/// MessageFormat findings that name a character of the text point at that character in the JSON file.
@Suite struct MessageFormatPlaceTests {
    /// Values with escapes (`\"`, `\t`, `\\`, `\u00e9`, a surrogate pair) before the character an error names.
    static let file = #"""
        {
          "unknownType": "\"Hi\" \u00e9\t\ud83d\ude00 \\ café {n, plural, one {# x} other {# y}} {m, blah}",
          "selectorWithoutMessage": "\"Hi\" \uD83D\uDE00 {n, plural, one {# x} few}",
          "nested": { "deeper": "\u0041\n\u00e9 {n, plural, one {# x} few {# y}}" },
          "plain": "ok"
        }
        """#

    /// The character at a location of a text, and the escape written there, if one is.
    static func written(at location: PluralMessages.SourceLocation, in text: String) -> (scalar: Unicode.Scalar, escape: String?)? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.indices.contains(location.line - 1) else { return nil }
        let rest = Array(lines[location.line - 1].unicodeScalars.dropFirst(location.column - 1))
        guard let first = rest.first else { return nil }
        guard first == "\\" else { return (first, nil) }
        // An escape: as Foundation decodes it (a surrogate pair is twelve characters).
        for length in [12, 6, 2] where rest.count >= length {
            var escape = ""
            escape.unicodeScalars.append(contentsOf: rest.prefix(length))
            if let decoded = (try? JSONSerialization.jsonObject(with: Data("\"\(escape)\"".utf8), options: .fragmentsAllowed)) as? String,
               decoded.unicodeScalars.count == 1, let scalar = decoded.unicodeScalars.first {
                return (scalar, escape)
            }
        }
        return nil
    }

    @Test(arguments: [["unknownType"], ["selectorWithoutMessage"], ["nested", "deeper"], ["plain"]])
    func everyScalarOfAValueIsLocatedWhereItIsWritten(path: [String]) throws {
        let locator = try #require(SourceLocator(data: Data(Self.file.utf8), kind: .messageformat))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(Self.file.utf8)) as? [String: Any])
        let value = try #require((path.count == 1 ? object[path[0]] : (object[path[0]] as? [String: Any])?[path[1]]) as? String)
        let scalars = Array(value.unicodeScalars)
        for (offset, scalar) in scalars.enumerated() {
            let location = try #require(locator.location(ofScalar: offset, inStringAt: path))
            #expect(Self.written(at: location, in: Self.file)?.scalar == scalar, "\(path) scalar \(offset) at \(location)")
        }
        // The end of the text is its closing quote; past it, and for no such string, nothing.
        let end = try #require(locator.location(ofScalar: scalars.count, inStringAt: path))
        #expect(Self.written(at: end, in: Self.file)?.scalar == "\"" && Self.written(at: end, in: Self.file)?.escape == nil)
        #expect(locator.location(ofScalar: scalars.count + 1, inStringAt: path) == nil)
        #expect(locator.location(ofScalar: -1, inStringAt: path) == nil)
        #expect(locator.location(ofScalar: 0, inStringAt: path + ["x"]) == nil)
    }

    @Test func aSyntaxErrorPointsAtTheCharacterItNames() throws {
        let directory = TestFolders.root.appendingPathComponent("mf-places-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("en.json")
        try Data(Self.file.utf8).write(to: url)
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([directory]))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(Self.file.utf8)) as? [String: Any])
        #expect(Set(findings.compactMap(\.key)) == ["unknownType", "selectorWithoutMessage", "nested.deeper"], "\(findings)")
        for finding in findings {
            let key = try #require(finding.key)
            let parts = key.split(separator: ".").map(String.init)
            let value = try #require((parts.count == 1 ? object[key] : (object[parts[0]] as? [String: Any])?[parts[1]]) as? String)
            let offset = try #require(finding.textOffset, "\(finding)")
            let named = Array(value.unicodeScalars)[offset]
            let location = try #require(finding.location, "\(finding)")
            let written = try #require(Self.written(at: location, in: Self.file), "\(finding)")
            #expect(written.scalar == named && written.escape == nil, "\(finding)")
        }
        // The errors stand after escapes that take more characters than they decode to.
        #expect(findings.first { $0.key == "unknownType" }?.location?.column ?? 0 > 80)
    }
}

/// Where ICU 72 names the place of a MessageFormat syntax error, the Swift parser names the same
/// character (both in Unicode scalars), so lint points where ICU would. Where ICU names no place or
/// an earlier one (a '{' not closed: offset 0 or the start of the options; a choice without
/// `other`: none), the Swift parser points at the '{' of the argument at fault.
@Suite struct MessageFormatErrorPlaceTests {
    static let sameAsICU = [
        "{0,plural,other}", "{0,plural,other{c}x}", "{}", "{01}", "{0,plural,= 0{z} other{#}}",
        "{0,plural,offset :1 other{#}}", "{0,select,=1{x} other{y}}", "x {n, plural, =1.5.3 {# x} other {# y}}",
        "\"Hi\" 👍🏽 {n, plural, one {# x} few}",
    ]

    @Test(arguments: sameAsICU)
    func theSwiftParserNamesTheCharacterICUNames(pattern: String) throws {
        var icuOffset: Int?
        do {
            _ = try ICUMessageFormat(pattern, localeIdentifier: "en")
            Issue.record("ICU accepted \(pattern)")
        } catch let .syntax(_, offset) {
            icuOffset = offset
        } catch {
            Issue.record("\(error)")
        }
        var swiftOffset: Int?
        do {
            _ = try MessageFormatPattern(parsing: pattern)
        } catch {
            swiftOffset = error.offset
        }
        #expect(icuOffset != nil && swiftOffset == icuOffset, "ICU \(String(describing: icuOffset)), Swift \(String(describing: swiftOffset))")
    }

    @Test(arguments: [("{0,plural,one{x}}", 0), ("ab {0,plural,one{x}other{y}", 3), ("x {0,select,other{x}", 2), ("\"Hi\" 👍🏽 {n, plural, one {# x} other {# y}", 8)])
    func unclosedBracesAndMissingOtherPointAtTheArgument(pattern: String, offset: Int) {
        #expect(throws: MessageFormatSyntaxError.self) { try MessageFormatPattern(parsing: pattern) }
        do {
            _ = try MessageFormatPattern(parsing: pattern)
        } catch {
            #expect(error.offset == offset, "\(error)")
            #expect(Array(pattern.unicodeScalars)[error.offset] == "{")
        }
    }
}
