import Foundation
import PluralCore

/// Android resources: the `.xml` files of a `res` folder's `values` and `values-<language>`
/// folders are one table, `strings` (Android keeps strings, plurals and arrays in one namespace per
/// app, whatever the files are called). `values` is a language of its own, English unless its
/// `tools:locale` says otherwise. Each file is parsed once: its messages, places, repeated names
/// and declarations come from one reading (see <doc:AndroidResources>).
struct AndroidResourcesFormat: LocatingFormat {
    var kinds: [MessageOrigin.Kind] { [.android] }
    var written: MessageFileFormat? { .android }
    var syntax: MessageText.Syntax { .javaFormat }
    var fileDescription: String? { "Android resource .xml" }
    var baseLocalization: BaseLocalization { .defaultLanguage }
    var pluralsSelectByIntegerQuantity: Bool { true }

    func kind(of url: URL) -> MessageOrigin.Kind? {
        url.pathExtension.lowercased() == "xml" ? .android : nil
    }

    func place(_ url: URL, kind: MessageOrigin.Kind, foundIn directory: URL) -> FilePlacement {
        // `values[-qualifiers]` folders of a `res` folder (build outputs left alone); a directory
        // given is a `res` folder whatever its name (what `convert --to android` wrote).
        let folder = url.deletingLastPathComponent()
        let res = folder.deletingLastPathComponent()
        guard AndroidQualifiers(folderName: folder.lastPathComponent) != nil,
              res.lastPathComponent.lowercased().hasPrefix("res") || res.standardizedFileURL.path == directory.standardizedFileURL.path,
              !url.pathComponents.contains("build") else { return .ignored }
        if let language = FileLanguage.ofAndroidFolder(folder) {
            return .file(in: TablePlace(bundle: res, name: AndroidResourceReader.tableName), language: language.name, isBase: language == .base)
        }
        // Configuration folders hold styles and dimensions; only one with messages is worth saying.
        guard AndroidResourceReader.mayHoldMessages(url) else { return .ignored }
        return .skipped(reason: "not read: its folder '\(folder.lastPathComponent)' has qualifiers other than a language (values and values-<language> folders are read: values-ru, values-zh-rTW, values-b+sr+Latn)",
                        hint: "keep texts in values and values-<language> folders (values-ru, values-zh-rTW, values-b+sr+Latn): texts in a configuration folder (values-night, values-v21) are not checked")
    }

    func place(_ url: URL, kind: MessageOrigin.Kind, givenWithLanguage language: String?) -> FilePlacement {
        let folder = url.deletingLastPathComponent()
        guard let placed = FileLanguage.ofAndroidFolder(folder) ?? language.map(FileLanguage.language) else {
            return .languageUnknown(reason: "the language is unknown: put the file in a res/values or res/values-xx folder, or give the language (--file-language ru)")
        }
        return .file(in: TablePlace(bundle: folder.deletingLastPathComponent(), name: AndroidResourceReader.tableName), language: placed.name, isBase: placed == .base)
    }

    func read(_ file: FileToRead) throws(MessageFileError) -> FileReading {
        let root = try AndroidResourceReader.resources(file.data, file: file.file)
        var reading: FileReading
        if let language = file.language {
            reading = FileReading(.indexed(ReadMessages.indexing([language: AndroidResourceReader.messages(of: root, language: language, file: file.file)],
                                                                kind: .android, file: file.file, source: file.source)))
        } else {
            // A default resource file, read before the development language it declares is chosen.
            let parsed = ParsedResources(root: root)
            let url = file.file
            reading = FileReading(.awaitingLanguage(FileReading.LanguageToCome(
                messages: { language in AndroidResourceReader.messages(of: parsed.root, language: language, file: url) },
                how: "put the file in a res/values-xx folder or give the language")))
            reading.developmentLanguage = AndroidResourceReader.declaredLocale(of: root)
        }
        guard file.wantsPlaces else { return reading }
        // Each element's place as the reader found it; a name met twice in the file repeats.
        let locator = SourceLocator(places: AndroidResourceReader.places(of: root), scope: .everything)
        reading.places = locator
        reading.repeatedNames = locator.repeatedKeys.map { path, places in
            FileReading.RepeatedName(key: path.first, innerPath: Array(path.dropFirst()), places: places, outcome: .refused(by: "aapt2"))
        }
        reading.declarations = AndroidResourceReader.declarations(of: root)
        return reading
    }

    func developmentLanguage(declaredIn data: Data) -> String? {
        (try? AndroidResourceReader.resources(data, file: nil)).flatMap(AndroidResourceReader.declaredLocale(of:))
    }

    func locator(of data: Data, kind: MessageOrigin.Kind, scope: SourceLocator.Scope) -> SourceLocator? {
        guard let root = try? AndroidResourceReader.resources(data, file: nil) else { return nil }
        return SourceLocator(places: AndroidResourceReader.places(of: root), scope: scope)
    }

    func write(_ table: MessageTable, languages: [String], rulesProvider: any PluralRulesProvider) -> WrittenFiles {
        AndroidResourceWriter(rulesProvider: rulesProvider).write(table, languages: languages)
    }

    func portable(_ message: LocalizedMessage, rules: (any PluralRules)?) -> (LocalizedMessage, [ConversionNote]) {
        AndroidConversion.portable(message, rules: rules)
    }
}

/// A parsed resource file kept until its language is known.
// `@unchecked`: the elements are built by the parser and never changed once it returns.
private final class ParsedResources: @unchecked Sendable {
    let root: ResourceXML.Element
    init(root: ResourceXML.Element) { self.root = root }
}
