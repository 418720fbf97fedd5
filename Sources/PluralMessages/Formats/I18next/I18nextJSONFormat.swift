import Foundation
import PluralCore

/// i18next JSON v4 files: `<root>/<language>/<namespace>.json`, a lone namespace a table of its own
/// (`locales/en/common.json` is the table `common` of `locales`, in English), several namespaces of
/// a root one table whose keys are `NS:PATH` (``I18nextFiles/namespace(of:)``), read by
/// ``I18nextReader`` and rendered as i18next's `t(key, {count})` (see <doc:I18next>).
///
/// Detection, from the name alone: a `.json` file in a folder named after a language Foundation
/// knows (`en`, `pt-BR`, `zh_Hant`) whose own name is not a language (`common.json`, not
/// `de.json`). MessageFormat's `<language>.json` files are never such files, so neither format
/// takes the other's; a folder of `<language>.json` files stays MessageFormat's.
struct I18nextJSONFormat: LocatingFormat {
    var kinds: [MessageOrigin.Kind] { [.i18next] }
    /// `convert --to i18next`: ``I18nextWriter``.
    var written: MessageFileFormat? { .i18next }
    var tableFileSuffix: String? { ".json" }
    var syntax: MessageText.Syntax { .i18next }
    var fileDescription: String? { "i18next <language>/<namespace>.json" }
    var pluralsSelectAsI18next: Bool { true }

    func kind(of url: URL) -> MessageOrigin.Kind? {
        I18nextFiles.isNamespaceFile(url) ? .i18next : nil
    }

    func place(_ url: URL, kind: MessageOrigin.Kind, foundIn directory: URL) -> FilePlacement {
        I18nextFiles.place(url)
    }

    func place(_ url: URL, kind: MessageOrigin.Kind, givenWithLanguage language: String?) -> FilePlacement {
        I18nextFiles.place(url)
    }

    func read(_ file: FileToRead) throws(MessageFileError) -> FileReading {
        try I18nextReader.read(file)
    }

    func locator(of data: Data, kind: MessageOrigin.Kind, scope: SourceLocator.Scope) -> SourceLocator? {
        var locator = SourceLocator.json(data, entriesUnder: [], stringValues: false, scope: scope)
        locator?.keysNestByDots = true
        return locator
    }

    func write(_ table: MessageTable, languages: [String], rulesProvider: any PluralRulesProvider) -> WrittenFiles {
        I18nextWriter(rulesProvider: rulesProvider).write(table, languages: languages)
    }
}

/// Where i18next files are: the one rule of their names, which ``MessageFormatJSONFormat`` also asks.
enum I18nextFiles {
    /// Whether a file is an i18next namespace file: `<language>/<namespace>.json`, the folder a
    /// language Foundation knows, the name not a language (nor `.mf2.json`).
    static func isNamespaceFile(_ url: URL) -> Bool {
        guard MessageFormatFiles.isJSON(url), !MessageFormatFiles.isMF2(url) else { return false }
        return language(ofFolderOf: url) != nil && !FileLanguage.isKnownLanguage(url.deletingPathExtension().lastPathComponent)
    }

    /// The language of the folder a namespace file is in.
    static func language(ofFolderOf url: URL) -> String? {
        let folder = url.deletingLastPathComponent().lastPathComponent
        return FileLanguage.isKnownLanguage(folder) ? folder : nil
    }

    /// A namespace file's table and language. The table is its namespace (`common`) where the
    /// folder of language folders (its root) holds one namespace; where it holds several, they are
    /// one table named after the root (`locales`), whose keys are `NS:PATH` (``namespace(of:)``).
    static func place(_ url: URL) -> FilePlacement {
        guard let language = language(ofFolderOf: url) else {
            return .languageUnknown(reason: "the language is unknown: put the file in a folder named after its language (en/common.json)")
        }
        let root = url.deletingLastPathComponent().deletingLastPathComponent()
        let name = namespace(of: url) == nil ? url.deletingPathExtension().lastPathComponent : root.lastPathComponent
        return .file(in: TablePlace(bundle: root, name: name), language: language, isBase: false)
    }

    /// The namespace a file's keys are prefixed with, as `t("common:item")` names them (i18next's
    /// `nsSeparator` `:`): the file's name where its root's language folders hold several namespaces
    /// (`en/common.json` beside `en/glossary.json` or `de/glossary.json`); `nil` for a lone namespace,
    /// whose keys are plain paths.
    static func namespace(of url: URL) -> String? {
        let name = url.deletingPathExtension().lastPathComponent
        let root = url.deletingLastPathComponent().deletingLastPathComponent()
        // Stops at the first other namespace: a folder or two are listed.
        let files = FileManager.default
        guard let languages = try? files.contentsOfDirectory(at: root, includingPropertiesForKeys: nil, options: .skipsHiddenFiles) else { return nil }
        for folder in languages where FileLanguage.isKnownLanguage(folder.lastPathComponent) {
            guard let names = try? files.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil, options: .skipsHiddenFiles) else { continue }
            if names.contains(where: { isNamespaceFile($0) && $0.deletingPathExtension().lastPathComponent != name }) { return name }
        }
        return nil
    }

    /// The namespace and path of a key `NS:PATH` a table of several namespaces holds (`nil` for
    /// another key): the one rule the writer splits keys by, back into files.
    static func split(namespacedKey key: String) -> (namespace: String, path: String)? {
        guard let colon = key.firstIndex(of: ":") else { return nil }
        let namespace = key[..<colon], path = key[key.index(after: colon)...]
        guard !namespace.isEmpty, !path.isEmpty,
              namespace.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) || $0 == "_" || $0 == "-" }) else { return nil }
        return (String(namespace), String(path))
    }
}
