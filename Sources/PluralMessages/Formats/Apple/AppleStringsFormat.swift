import Foundation
import PluralCore

/// Apple's `.strings` and `.stringsdict` files in `xx.lproj` folders: one table per bundle and
/// name, `Base.lproj` the development language's base localization. A `.stringsdict` entry
/// replaces the `.strings` entry of its key, as Foundation's lookups do.
struct AppleStringsFormat: LocatingFormat {
    /// Foundation reads the inflection markup of `.strings` and `.stringsdict` texts.
    var readsInflectionMarkup: Bool { true }
    var kinds: [MessageOrigin.Kind] { [.strings, .stringsdict] }
    var written: MessageFileFormat? { .stringsdict }
    var syntax: MessageText.Syntax { .printf }
    var fileDescription: String? { ".strings, .stringsdict" }
    var bundleStatesDevelopmentLanguage: Bool { true }
    var tableFileSuffix: String? { ".stringsdict" }

    func kind(of url: URL) -> MessageOrigin.Kind? {
        switch url.pathExtension.lowercased() {
        case "strings": .strings
        case "stringsdict": .stringsdict
        default: nil
        }
    }

    private static let hint = "move the file into an xx.lproj folder or name it after its language, or remove it"

    func place(_ url: URL, kind: MessageOrigin.Kind, foundIn directory: URL) -> FilePlacement {
        let folder = url.deletingLastPathComponent()
        if let language = FileLanguage.ofFolder(folder) {
            return .file(in: TablePlace(bundle: folder.deletingLastPathComponent(), name: url.deletingPathExtension().lastPathComponent),
                         language: language.name, isBase: language == .base)
        }
        if FileLanguage.isLocalizationFolder(folder) {
            return .skipped(reason: "not read: its folder '\(folder.lastPathComponent)' is not named after a language (xx.lproj, Base.lproj)", hint: Self.hint)
        }
        return .skipped(reason: "not read: not in an .lproj folder (Apple reads tables from xx.lproj folders; give the file itself, with --file-language, to read it)", hint: Self.hint)
    }

    func place(_ url: URL, kind: MessageOrigin.Kind, givenWithLanguage language: String?) -> FilePlacement {
        let folder = url.deletingLastPathComponent()
        if let placed = FileLanguage.ofFolder(folder) {
            return .file(in: TablePlace(bundle: folder.deletingLastPathComponent(), name: url.deletingPathExtension().lastPathComponent),
                         language: placed.name, isBase: placed == .base)
        }
        // The name is more specific than a language given for every loose file: `Localizable.ru.strings` is Russian.
        let fromName = FileLanguage.ofName(url)
        guard let language = fromName ?? language else {
            return .languageUnknown(reason: "the language is unknown: put the file in an xx.lproj folder, end its name with the language (Localizable.ru.strings), or give the language (--file-language ru)")
        }
        return .file(in: TablePlace(bundle: folder, name: FileLanguage.tableName(of: url, languageFromName: fromName)), language: language, isBase: false)
    }

    func read(_ file: FileToRead) throws(MessageFileError) -> FileReading {
        let language = try file.requireLanguage("put the file in an xx.lproj folder or give the language")
        let indexed = file.kind == .stringsdict
            ? try StringsdictReader.index(file.data, language: language, file: file.file, source: file.source)
            : try StringsReader.index(file.data, language: language, file: file.file, source: file.source)
        guard file.wantsPlaces, let locator = locator(of: file.data, kind: file.kind, scope: .repeatedKeys(entriesAreUnique: indexed.entries.keysAreUnique)) else {
            return FileReading(.indexed(indexed))
        }
        let sameText = file.kind == .strings && !locator.repeatedKeys.isEmpty ? Self.keysRepeatedWithTheSameText(file.data) : []
        var reading = FileReading(.indexed(indexed), places: locator, repeatedNames: locator.repeatedKeys.map { path, places in
            FileReading.RepeatedName(key: path.first, innerPath: Array(path.dropFirst()), places: places,
                                     sameTextEachTime: path.count == 1 && sameText.contains(path[0]),
                                     outcome: file.kind == .strings ? .lastKept(by: "Foundation") : .oneKept(by: "Foundation"))
        })
        let (data, kind) = (file.data, file.kind)
        reading.placing = { wanted in locator.withPlaces(of: self.locator(of: data, kind: kind, scope: .entries(where: wanted))) }
        return reading
    }

    func locator(of data: Data, kind: MessageOrigin.Kind, scope: SourceLocator.Scope) -> SourceLocator? {
        guard kind == .strings else { return SourceLocator.propertyList(data, scope: scope) }
        // The entries one at a time, from the bytes (no copy of the text, no list of entries).
        let normalized = MessageFileEncoding.normalized(data)
        guard !normalized.starts(with: Array("bplist".utf8)),
              MessageFileEncoding.detect(normalized) == .utf8 || MessageFileEncoding.text(of: normalized) != nil else { return nil }
        var locator = SourceLocator(places: [:])
        // Keys met, with their first place, where repeats are looked for.
        var seen: [String: SourceLocation] = [:]
        let tracksRepeats = scope.tracksRepeats(in: [], entriesUnder: [])
        do {
            try StringsText(normalized: normalized).scan { entry in
                let location = SourceLocation(line: entry.line, column: entry.column)
                let earlier = tracksRepeats ? seen[entry.key] : nil
                if tracksRepeats, earlier == nil { seen[entry.key] = location }
                if scope.records([entry.key], entriesUnder: []) { locator.recordPlace([entry.key], location) }
                if let earlier { locator.recordRepeat([entry.key], location, earlier: earlier) }
            }
        } catch {
            return nil
        }
        return locator
    }

    /// The `.strings` keys repeated with the same text each time: they lose nothing.
    private static func keysRepeatedWithTheSameText(_ data: Data) -> Set<String> {
        guard let text = MessageFileEncoding.text(of: MessageFileEncoding.normalized(data)),
              let entries = try? StringsEntryScanner.entries(in: text) else { return [] }
        var values: [String: Set<String?>] = [:]
        for entry in entries { values[entry.key, default: []].insert(entry.value) }
        return Set(values.compactMap { key, texts in texts.count == 1 ? key : nil })
    }

    func write(_ table: MessageTable, languages: [String], rulesProvider: any PluralRulesProvider) -> WrittenFiles {
        StringsdictWriter(rulesProvider: rulesProvider).write(table, languages: languages)
    }
}
