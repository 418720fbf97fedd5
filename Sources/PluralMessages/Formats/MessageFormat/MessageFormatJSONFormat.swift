import Foundation
import PluralCore

/// Folders of `<language>.json` files of ICU MessageFormat texts (FormatJS, i18next): each folder
/// holding one is a table named after the folder.
struct MessageFormatJSONFormat: MessageFormatFolderFormat {
    var kinds: [MessageOrigin.Kind] { [.messageformat] }
    var written: MessageFileFormat? { .messageformat }
    var syntax: MessageText.Syntax { .messageFormat }
    var fileDescription: String? { "MessageFormat <language>.json" }

    func kind(of url: URL) -> MessageOrigin.Kind? {
        MessageFormatFiles.isJSON(url) && !MessageFormatFiles.isMF2(url) && !I18nextFiles.isNamespaceFile(url) ? .messageformat : nil
    }

    func write(_ table: MessageTable, languages: [String], rulesProvider: any PluralRulesProvider) -> WrittenFiles {
        MessageFormatWriter(rulesProvider: rulesProvider).write(table, languages: languages)
    }
}

/// A format of `<language>.json` files in MessageFormat folders (ICU MessageFormat, MessageFormat
/// 2): placed, read and located alike (``MessageFormatFiles``); each says its kind, syntax and writer.
protocol MessageFormatFolderFormat: LocatingFormat {}

extension MessageFormatFolderFormat {
    var bundleStatesDevelopmentLanguage: Bool { true }

    func place(_ url: URL, kind: MessageOrigin.Kind, foundIn directory: URL) -> FilePlacement {
        MessageFormatFiles.place(url, foundIn: directory)
    }

    func place(_ url: URL, kind: MessageOrigin.Kind, givenWithLanguage language: String?) -> FilePlacement {
        MessageFormatFiles.place(url, givenWithLanguage: language)
    }

    func read(_ file: FileToRead) throws(MessageFileError) -> FileReading {
        try MessageFormatFiles.read(file)
    }

    func locator(of data: Data, kind: MessageOrigin.Kind, scope: SourceLocator.Scope) -> SourceLocator? {
        MessageFormatFiles.locator(of: data, scope: scope)
    }
}

/// What the two MessageFormat formats share: `<language>.json` names, folders and JSON reading
/// (``MessageFormatJSONFormat``, ``MessageFormat2JSONFormat``).
enum MessageFormatFiles {
    static func isJSON(_ url: URL) -> Bool { url.pathExtension.lowercased() == "json" }

    /// A name ending in `.mf2.json` (`es-419.mf2.json`) holds Unicode MessageFormat 2 texts; only the
    /// name says it: the texts are never looked at to guess.
    static func isMF2(_ url: URL) -> Bool { url.deletingPathExtension().pathExtension.lowercased() == "mf2" }

    /// The language of a MessageFormat file's name (`pt-BR.json` → `pt-BR`, and as FormatJS
    /// projects also name them, `messages_pt_BR.json` → `pt-BR`); `nil` for other names (`package.json`).
    ///
    /// A well-formed tag is a language even when Foundation (ICU) has no data for it (`tai.json`:
    /// ICU renders it with root's rules), except in a folder named after a language: that is
    /// i18next's layout (`en/app.json`, `en/web.json`), whose files are namespaces.
    static func language(ofFileAt url: URL) -> String? {
        guard isJSON(url) else { return nil }
        let name = stem(of: url)
        guard FileLanguage.isLanguage(name) else {
            return FileLanguage.isLanguage(url.deletingLastPathComponent().lastPathComponent) ? nil : FileLanguage.ofSuffix(name)
        }
        if FileLanguage.isKnownLanguage(name) { return name }
        return FileLanguage.isLanguage(url.deletingLastPathComponent().lastPathComponent) ? nil : name
    }

    /// A MessageFormat file's name without `.json` and, for MF2, `.mf2`: the language part.
    static func stem(of url: URL) -> String {
        let stem = url.deletingPathExtension()
        return (isMF2(url) ? stem.deletingPathExtension() : stem).lastPathComponent
    }

    /// A folder of MessageFormat files is one that holds at least one `<language>.json`; other
    /// `.json` files beside them are reported.
    static func place(_ url: URL, foundIn directory: URL) -> FilePlacement {
        let folder = url.deletingLastPathComponent()
        guard !FileLanguage.isLocalizationFolder(folder) else { return .ignored }
        let table = TablePlace(bundle: folder, name: folder.lastPathComponent)
        guard let language = Self.language(ofFileAt: url) else {
            return .skippedBeside(table, reason: "not read: beside MessageFormat files, but not named after a language (<language>.json: en.json, es-419.json, pt_BR.json)",
                                  hint: "name the file after its language (en.json, pt-BR.json), or move it away from the MessageFormat files")
        }
        return .file(in: table, language: language, isBase: false)
    }

    static func place(_ url: URL, givenWithLanguage given: String?) -> FilePlacement {
        let folder = url.deletingLastPathComponent()
        guard let language = Self.language(ofFileAt: url) ?? given else {
            return .languageUnknown(reason: "the language is unknown: name the file after its language (en.json, es-419.json) or give the language (--file-language en)")
        }
        return .file(in: TablePlace(bundle: folder, name: folder.lastPathComponent), language: language, isBase: false)
    }

    static func read(_ file: FileToRead) throws(MessageFileError) -> FileReading {
        let language = try file.requireLanguage("name the file after its language (en.json, pt-BR.json, en.mf2.json) or give the language")
        let indexed = try MessageFormatReader.index(file.data, language: language, file: file.file, source: file.source, kind: file.kind)
        guard file.wantsPlaces, let found = locator(of: file.data, scope: .repeatedKeys(entriesAreUnique: indexed.entries.keysAreUnique)) else {
            return FileReading(.indexed(indexed))
        }
        let sameText = found.repeatedKeys.isEmpty || file.kind != .messageformat ? [] : keysRepeatedWithTheSameText(file.data, locator: found)
        var reading = FileReading(.indexed(indexed), places: found, repeatedNames: found.repeatedKeys.map { path, places in
            FileReading.RepeatedName(key: path.first, innerPath: Array(path.dropFirst()), places: places, sameTextEachTime: path.count == 1 && sameText.contains(path[0]),
                                     outcome: .lastKept(by: "JSON.parse"))
        })
        let data = file.data
        reading.placing = { wanted in found.withPlaces(of: locator(of: data, scope: .entries(where: wanted))) }
        return reading
    }

    /// A locator of a MessageFormat file: its keys, and its texts' characters.
    static func locator(of data: Data, scope: SourceLocator.Scope) -> SourceLocator? {
        var locator = SourceLocator.json(data, entriesUnder: [], stringValues: true, scope: scope)
        locator?.keysNestByDots = true
        return locator
    }

    /// The top-level keys repeated with the same text each time: they lose nothing.
    static func keysRepeatedWithTheSameText(_ data: Data, locator: SourceLocator) -> Set<String> {
        guard let text = MessageFileEncoding.text(of: MessageFileEncoding.normalized(data)) else { return [] }
        var values: [String: Set<String?>] = [:]
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (path, places) in locator.repeatedKeys where path.count == 1 {
            // Each place is where the key stands: its value is the JSON string after the colon (anything else differs).
            let texts = places.map { place -> String? in
                guard place.line >= 1, place.line <= lines.count else { return nil }
                let from = lines[place.line - 1].unicodeScalars.dropFirst(max(0, place.column - 1))
                return jsonStringValue(after: Substring(from.drop { $0 != "\"" }))
            }
            if !texts.contains(nil) { values[path[0]] = Set(texts) }
        }
        return Set(values.compactMap { key, texts in texts.count == 1 ? key : nil })
    }

    /// The JSON string value after a `"key":` at the start of `text` (a line from a key's quote), or `nil`.
    static func jsonStringValue(after text: Substring) -> String? {
        var rest = text
        guard rest.first == "\"" else { return nil }
        // The key: a JSON string (escapes skipped).
        var index = rest.index(after: rest.startIndex)
        while index < rest.endIndex, rest[index] != "\"" { index = rest.index(after: rest[index] == "\\" ? rest.index(after: index) : index) }
        guard index < rest.endIndex else { return nil }
        rest = rest[rest.index(after: index)...].drop { $0.isWhitespace }
        guard rest.first == ":" else { return nil }
        rest = rest.dropFirst().drop { $0.isWhitespace }
        guard rest.first == "\"" else { return nil }
        index = rest.index(after: rest.startIndex)
        while index < rest.endIndex, rest[index] != "\"" { index = rest.index(after: rest[index] == "\\" ? rest.index(after: index) : index) }
        guard index < rest.endIndex else { return nil }
        let literal = rest[...index]
        return try? JSONSerialization.jsonObject(with: Data(literal.utf8), options: .fragmentsAllowed) as? String
    }
}
