import Foundation
import PluralCore

/// i18next JSON v4 files: `<root>/<language>/<namespace>.json`, each namespace a table of its own
/// (`locales/en/common.json` is the table `common` of `locales`, in English), read by
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

    /// A namespace file's table (its namespace, in the folder of language folders) and language.
    static func place(_ url: URL) -> FilePlacement {
        guard let language = language(ofFolderOf: url) else {
            return .languageUnknown(reason: "the language is unknown: put the file in a folder named after its language (en/common.json)")
        }
        let root = url.deletingLastPathComponent().deletingLastPathComponent()
        return .file(in: TablePlace(bundle: root, name: url.deletingPathExtension().lastPathComponent), language: language, isBase: false)
    }
}
