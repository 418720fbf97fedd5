import Foundation
@testable import PluralMessages
import Testing

/// The locator lint uses to stay near a file's size records less than a locator of everything, and
/// what it records is the same: the keys that repeat, and the places of the entries it is asked for.
@Suite struct SourceLocatorScopeTests {
    static let files: [String] = [
        "Tables/en.lproj/Localizable.stringsdict", "Tables/ru.lproj/Localizable.stringsdict",
        "Tables/en.lproj/Localizable.strings", "Catalog/Localizable.xcstrings", "Legacy/ru.lproj/Localizable.strings",
        "Duplicates/en.lproj/Localizable.strings", "Duplicates/en.lproj/Localizable.stringsdict",
        "Duplicates/Catalog.xcstrings", "MessageFormat/ru.json", "MessageFormat/en.json",
    ]

    static func read(_ path: String) throws -> (data: Data, kind: MessageOrigin.Kind, full: SourceLocator) {
        let url = Fixtures.url(path)
        let data = try Data(contentsOf: url)
        let kind: MessageOrigin.Kind = url.pathExtension == "json" ? .messageformat : MessageOrigin.Kind(rawValue: url.pathExtension)
        return (data, kind, try #require(SourceLocator(data: data, kind: kind)))
    }

    /// A locator of a scope, as the file's format makes it for its reader.
    static func locator(_ data: Data, kind: MessageOrigin.Kind, scope: SourceLocator.Scope) -> SourceLocator? {
        (FileFormats.standard.format(reading: kind) as? any LocatingFormat)?.locator(of: data, kind: kind, scope: scope)
    }

    @Test(arguments: files)
    func repeatedKeysAreTheSame(path: String) throws {
        let (data, kind, full) = try Self.read(path)
        let repeats = try #require(Self.locator(data, kind: kind, scope: .repeatedKeys(entriesAreUnique: false)))
        #expect(repeats.repeatedKeys == full.repeatedKeys)
        #expect(repeats.location(of: full.repeatedKeys.keys.first ?? ["greeting"]) == nil)
        // Entries the reader found once each: only repeats inside an entry are looked for.
        let unique = try #require(Self.locator(data, kind: kind, scope: .repeatedKeys(entriesAreUnique: true)))
        let isEntryKey: ([String]) -> Bool = { kind == .xcstrings ? $0.count == 2 && $0[0] == "strings" : $0.count == 1 }
        #expect(unique.repeatedKeys == full.repeatedKeys.filter { !isEntryKey($0.key) })
    }

    @Test(arguments: files)
    func placesOfTheEntriesAskedFor(path: String) throws {
        let (data, kind, full) = try Self.read(path)
        let value: Any = kind == .xcstrings || kind == .messageformat
            ? try JSONSerialization.jsonObject(with: data)
            : try PropertyListSerialization.propertyList(from: data, format: nil)
        let entryDepth = kind == .xcstrings ? 1 : 0
        let paths = SourceLocatorTests.keyPaths(of: value).map(\.0)
        let entries = Set(paths.compactMap { $0.count > entryDepth && (kind != .xcstrings || $0[0] == "strings") ? $0[entryDepth] : nil }).sorted()
        // Every other entry.
        let wanted = Set(entries.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element))
        #expect(!wanted.isEmpty)
        let repeats = try #require(Self.locator(data, kind: kind, scope: .repeatedKeys(entriesAreUnique: false)))
        let placed = repeats.withPlaces(of: Self.locator(data, kind: kind, scope: .entries(where: { wanted.contains($0) })))
        #expect(placed.repeatedKeys == full.repeatedKeys)
        var compared = 0
        for path in paths {
            let isEntry = path.count > entryDepth && (kind != .xcstrings || path[0] == "strings")
            if !isEntry || wanted.contains(path[entryDepth]) {
                #expect(placed.location(of: path) == full.location(of: path), "\(path)")
                #expect(placed.location(ofScalar: 1, inStringAt: path) == full.location(ofScalar: 1, inStringAt: path), "\(path)")
                compared += 1
            } else {
                #expect(placed.location(of: path) == nil, "\(path)")
                #expect(placed.location(ofScalar: 0, inStringAt: path) == nil, "\(path)")
            }
        }
        #expect(compared > 0)
    }

    /// Whether a file's reader found each key once, which spares the locator comparing the entries' keys.
    @Test(arguments: [
        ("\"a\" = \"1\";\n\"b\" = \"2\";\n", MessageOrigin.Kind.strings, true),
        ("\"a\" = \"1\";\n\"a\" = \"2\";\n", .strings, false),
        ("{\"a\": \"1\", \"b\": {\"c\": \"2\"}}", .messageformat, true),
        // A key given twice: read whole by Foundation, which does not say.
        ("{\"a\": \"1\", \"a\": \"2\"}", .messageformat, false),
        (#"{"sourceLanguage":"en","strings":{"a":{},"b":{}},"version":"1.0"}"#, .xcstrings, true),
    ])
    func readersSayWhetherKeysAreUnique(text: String, kind: MessageOrigin.Kind, unique: Bool) throws {
        var table = MessageTable(name: "Localizable")
        try table.add(contentsOf: Data(text.utf8), kind: kind, language: "en")
        #expect(table.lastFileKeysAreUnique == unique)
        let locator = try #require(SourceLocator(data: Data(text.utf8), kind: kind))
        #expect(locator.repeatedKeys.isEmpty == unique)
    }
}
