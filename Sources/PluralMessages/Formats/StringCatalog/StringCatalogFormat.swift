import Foundation
import PluralCore

/// Xcode's String Catalogs (`.xcstrings`): each catalog a table of its own, naming its languages
/// and its source language, written as one file.
struct StringCatalogFormat: LocatingFormat {
    /// Foundation reads the inflection markup of a catalog's texts.
    var readsInflectionMarkup: Bool { true }
    var kinds: [MessageOrigin.Kind] { [.xcstrings] }
    var written: MessageFileFormat? { .xcstrings }
    var syntax: MessageText.Syntax { .printf }
    var fileDescription: String? { ".xcstrings" }
    var singleFileExtension: String? { "xcstrings" }
    var tableFileSuffix: String? { ".xcstrings" }
    var namesFilesAfterLanguages: Bool { false }
    var keepsTranslationStates: Bool { true }

    func kind(of url: URL) -> MessageOrigin.Kind? {
        url.pathExtension.lowercased() == "xcstrings" ? .xcstrings : nil
    }

    func place(_ url: URL, kind: MessageOrigin.Kind, foundIn directory: URL) -> FilePlacement {
        place(url, kind: kind, givenWithLanguage: nil)
    }

    func place(_ url: URL, kind: MessageOrigin.Kind, givenWithLanguage language: String?) -> FilePlacement {
        .file(in: TablePlace(bundle: url.deletingLastPathComponent(), name: url.deletingPathExtension().lastPathComponent, ownFile: url), language: nil, isBase: false)
    }

    func read(_ file: FileToRead) throws(MessageFileError) -> FileReading {
        let indexed: IndexedFile
        let sourceLanguage: String
        if let (index, language) = StringCatalogIndex.index(MessageFileEncoding.normalized(file.data), file: file.file, source: file.source) {
            (indexed, sourceLanguage) = (index, language)
        } else {
            let catalog = try StringCatalogReader.messages(from: file.data, file: file.file)
            (indexed, sourceLanguage) = (ReadMessages.indexing(catalog.messages, kind: .xcstrings, file: file.file, source: file.source), catalog.sourceLanguage)
        }
        guard file.wantsPlaces, let locator = locator(of: file.data, kind: file.kind, scope: .repeatedKeys(entriesAreUnique: indexed.entries.keysAreUnique)) else {
            return FileReading(.indexed(indexed), developmentLanguage: sourceLanguage)
        }
        var reading = FileReading(.indexed(indexed), places: locator, repeatedNames: locator.repeatedKeys.map { path, places in
            FileReading.RepeatedName(key: path.count >= 2 && path[0] == "strings" ? path[1] : nil,
                                     language: path.count >= 4 && path[2] == "localizations" ? path[3] : nil,
                                     innerPath: Array(path.dropFirst(2)), places: places, outcome: .oneKept(by: "Xcode"))
        }, developmentLanguage: sourceLanguage)
        let data = file.data
        reading.placing = { wanted in locator.withPlaces(of: self.locator(of: data, kind: .xcstrings, scope: .entries(where: wanted))) }
        return reading
    }

    /// A catalog's entries are below `strings`, each language's under `localizations`.
    private static let entryPath: @Sendable (String, String?, [String]) -> [String] = { key, language, inner in
        ["strings", key, "localizations"] + (language.map { [$0] + inner } ?? [])
    }

    func locator(of data: Data, kind: MessageOrigin.Kind, scope: SourceLocator.Scope) -> SourceLocator? {
        var locator = SourceLocator.json(data, entriesUnder: ["strings"], stringValues: false, scope: scope)
        locator?.entryPath = Self.entryPath
        return locator
    }

    func write(_ table: MessageTable, languages: [String], rulesProvider: any PluralRulesProvider) -> WrittenFiles {
        StringCatalogWriter(rulesProvider: rulesProvider).write(table)
    }
}
