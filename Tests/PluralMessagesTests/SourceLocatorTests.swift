import Foundation
@testable import PluralMessages
import Testing

/// The locator against Foundation's reading: every key Foundation reads has a place, and the text
/// at that place is the key.
@Suite struct SourceLocatorTests {
    static let files: [String] = [
        "Tables/en.lproj/Localizable.stringsdict", "Tables/ru.lproj/Localizable.stringsdict",
        "Tables/ar.lproj/Localizable.stringsdict", "Tables/en.lproj/Localizable.strings",
        "Catalog/Localizable.xcstrings", "Legacy/ru.lproj/Localizable.strings",
    ]

    @Test(arguments: files)
    func everyKeyFoundationReadsHasItsPlace(path: String) throws {
        let url = Fixtures.url(path)
        let data = try Data(contentsOf: url)
        let kind = MessageOrigin.Kind(rawValue: url.pathExtension)
        let locator = try #require(SourceLocator(data: data, kind: kind))
        let value: Any = kind == .xcstrings
            ? try JSONSerialization.jsonObject(with: data)
            : try PropertyListSerialization.propertyList(from: data, format: nil)
        let lines = String(decoding: data, as: UTF8.self).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        var count = 0
        for (keyPath, key) in Self.keyPaths(of: value) {
            let location = try #require(locator.location(of: keyPath), "\(keyPath)")
            let line = lines[location.line - 1].dropFirst(location.column - 1)
            switch kind {
            case .stringsdict: #expect(line.hasPrefix("<key>"), "\(keyPath) at \(location)")
            case .xcstrings, .messageformat, .messageformat2: #expect(line.hasPrefix("\"") && line.dropFirst().hasPrefix(key.prefix(8)), "\(keyPath) at \(location)")
            case .strings: #expect(line.hasPrefix("\""), "\(keyPath) at \(location)")
            case .android: #expect(line.hasPrefix("<"), "\(keyPath) at \(location)")
            default: Issue.record("no such kind: \(kind)")
            }
            count += 1
        }
        #expect(count >= 3)
        #expect(locator.repeatedKeys.isEmpty)
    }

    /// Every dictionary key path of a property-list or JSON value, with its last key.
    static func keyPaths(of value: Any, prefix: [String] = []) -> [([String], String)] {
        var paths: [([String], String)] = []
        if let dictionary = value as? [String: Any] {
            for (key, inner) in dictionary {
                paths.append((prefix + [key], key))
                paths += keyPaths(of: inner, prefix: prefix + [key])
            }
        } else if let array = value as? [Any] {
            for (index, inner) in array.enumerated() { paths += keyPaths(of: inner, prefix: prefix + [String(index)]) }
        }
        return paths
    }

    @Test func repeatedKeysAreListedWithEveryPlace() throws {
        let json = #"{"strings":{"a":{"comment":"x"},"b":{},"a":{"comment":"y"}},"version":"1.0"}"#
        let catalog = try #require(SourceLocator(data: Data(json.utf8), kind: .xcstrings))
        #expect(catalog.repeatedKeys[["strings", "a"]] == [SourceLocation(line: 1, column: 13), SourceLocation(line: 1, column: 40)])

        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>files</key>
            \t<dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string></dict>
            \t<key>files</key>
            \t<string>again</string>
            </dict>
            </plist>
            """
        let stringsdict = try #require(SourceLocator(data: Data(plist.utf8), kind: .stringsdict))
        #expect(stringsdict.repeatedKeys[["files"]] == [SourceLocation(line: 4, column: 2), SourceLocation(line: 6, column: 2)])
        #expect(stringsdict.location(of: ["files", "NSStringLocalizedFormatKey"]) == SourceLocation(line: 5, column: 8))

        let strings = try #require(SourceLocator(data: Data("\"k\" = \"1\";\n\"k\" = \"2\";".utf8), kind: .strings))
        #expect(strings.repeatedKeys[["k"]] == [SourceLocation(line: 1, column: 1), SourceLocation(line: 2, column: 1)])
    }

    @Test func columnsCountCodePointsOnLongLines() throws {
        let json = #"{"strings":{"привет 😀":{"comment":"é"},"next":{}}}"#
        let locator = try #require(SourceLocator(data: Data(json.utf8), kind: .xcstrings))
        #expect(locator.location(of: ["strings", "привет 😀"]) == SourceLocation(line: 1, column: 13))
        #expect(locator.location(of: ["strings", "next"]) == SourceLocation(line: 1, column: 40))
        #expect(locator.location(of: ["strings", "привет 😀", "comment"]) == SourceLocation(line: 1, column: 25))
    }

    @Test func escapedKeysAreDecodedLikeFoundation() throws {
        let json = #"{"strings":{"tab\there \u00e9 \"q\"":{}}}"#
        let catalog = try #require(SourceLocator(data: Data(json.utf8), kind: .xcstrings))
        #expect(catalog.location(of: ["strings", "tab\there é \"q\""]) != nil)
        let plist = "<plist><dict><key>a &amp; b &#x263A;</key><string>x</string></dict></plist>"
        let stringsdict = try #require(SourceLocator(data: Data(plist.utf8), kind: .stringsdict))
        #expect(stringsdict.location(of: ["a & b ☺"]) == SourceLocation(line: 1, column: 14))
    }

    @Test func nearestLocationFallsBackToTheKey() throws {
        let url = Fixtures.url("Tables/ru.lproj/Localizable.stringsdict")
        let locator = try #require(SourceLocator(data: try Data(contentsOf: url), kind: .stringsdict))
        let key = try #require(PropertyListSerialization.propertyList(from: try Data(contentsOf: url), format: nil) as? [String: Any]).keys.sorted()[0]
        #expect(locator.nearestLocation(of: [key, "no such variable", "one"]) == locator.location(of: [key]))
    }

    @Test(arguments: [
        (Data("bplist00".utf8), MessageOrigin.Kind.stringsdict),
        (Data("<plist><dict><key>a</key></plist>".utf8), .stringsdict),
        (Data("<plist><dict><string>no key</string></dict></plist>".utf8), .stringsdict),
        (Data(#"{"strings": {"a": }"#.utf8), .xcstrings),
        (Data(#"{"a": 1} trailing"#.utf8), .xcstrings),
        (Data(String(repeating: "[", count: 10_000).utf8), .xcstrings),
        (Data(#""a" = "unterminated"#.utf8), .strings),
    ])
    func textItCannotFollowGivesNoLocations(data: Data, kind: MessageOrigin.Kind) {
        #expect(SourceLocator(data: data, kind: kind) == nil)
    }
}
