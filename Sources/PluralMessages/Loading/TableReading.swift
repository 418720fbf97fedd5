import Foundation
import PluralLocalization

/// Reads the files of a table into a ``MessageTable``, in the one order every command uses:
/// `.strings` before `.stringsdict` (a `.stringsdict` entry replaces the `.strings` one of its
/// key), then the development language by ``DevelopmentLanguage``'s rule, then `Base.lproj` under
/// that language, where the language's own files lack a key.
enum TableReading {
    /// One file read: what lint needs to place findings and compare what Foundation hides.
    struct FileRead {
        let file: TableSource.File
        /// The language it was read as (the development language for `Base.lproj`).
        let language: String?
        let data: Data
        let kind: MessageOrigin.Kind
        /// `.strings` entries a `.stringsdict` entry of this file replaced (when asked for).
        let hidden: [LocalizedMessage]
        /// Whether its reader found each key once (see ``MessageEntries/keysAreUnique``).
        let keysAreUnique: Bool
    }

    static func read(
        _ parts: [TableSource.Table], developmentLanguage stated: String?, collectingHidden: Bool = false,
        onRead: (FileRead) -> Void = { _ in }, onError: (TableSource.File, String?, MessageFileError) -> Void = { _, _, _ in }
    ) -> MessageTable {
        let name = parts.first?.name ?? "Localizable"
        var table = MessageTable(name: name)
        let files = parts.flatMap(\.files)
        func order(_ a: TableSource.File, _ b: TableSource.File) -> Bool {
            (a.kind == .strings ? 0 : 1, a.url.path) < (b.kind == .strings ? 0 : 1, b.url.path)
        }
        func add(_ file: TableSource.File, as language: String?) {
            do {
                let (data, kind) = try MessageTable.read(file: file.url)
                let before = collectingHidden && kind == .stringsdict ? language.flatMap { table.slots(in: $0) } : nil
                try table.add(contentsOf: data, kind: kind, language: language, file: file.url, underneath: file.isBase)
                var hidden: [LocalizedMessage] = []
                if let before, let language {
                    for (key, slot) in table.slots(in: language) ?? [:] where table.origin(forKey: key, language: language)?.kind == .stringsdict {
                        if let plain = before[key], plain != slot, table.origin(of: plain).kind == .strings {
                            hidden.append(table.decodedMessage(at: plain, key: key, language: language))
                        }
                    }
                }
                onRead(FileRead(file: file, language: language, data: data, kind: kind, hidden: hidden, keysAreUnique: table.lastFileKeysAreUnique))
            } catch {
                // One bad file must not hide the others: keep it as a diagnostic.
                table.recordUnreadable(error, language: file.kind == .xcstrings ? nil : language)
                onError(file, language, error)
            }
        }
        for file in files.filter({ !$0.isBase }).sorted(by: order) { add(file, as: file.language) }

        let base = files.filter(\.isBase)
        // Android's default resources say their language in `tools:locale`, as a bundle says its region.
        let region = parts.lazy.filter { !$0.files.contains { $0.kind == .xcstrings || $0.kind == .android } }.compactMap { DevelopmentLanguage.region(ofBundle: $0.bundle) }.first
            ?? base.lazy.filter { $0.kind == .android }.compactMap { try? MessageTable.read(file: $0.url) }.compactMap { AndroidResourceReader.declaredLocale($0.data) }.first
        var counts = table.keyCounts
        for language in table.unreadableLanguagesKnown where counts[language] == nil { counts[language] = 0 }
        let (chosen, note) = DevelopmentLanguage.choose(stated: stated, bundleRegion: region, catalogSource: table.developmentLanguage,
                                                        keyCounts: counts, hasBase: !base.isEmpty, baseIsAndroid: base.contains { $0.kind == .android }, tableName: name)
        // Resolved once to a language of the table; `Base.lproj` makes the chosen one a language of its own.
        let languages = Array(counts.keys)
        // Android's `values` is a language of its own: `en` beside `values-en-rGB` stays `en`.
        let androidBase = base.contains { $0.kind == .android }
        let development = base.isEmpty ? DevelopmentLanguage.member(chosen, in: languages)
            : androidBase ? chosen.map { chosen in
                let wanted = LanguageIdentifier(chosen)
                return languages.sorted().first { $0 == chosen || (wanted != nil && LanguageIdentifier($0) == wanted) } ?? chosen
            }
            : DevelopmentLanguage.member(chosen, in: languages, englishFallback: false) ?? chosen
        table.developmentLanguage = development
        table.developmentLanguageIsGuessed = note != nil
        for file in base.sorted(by: order) { add(file, as: development) }
        if let note { table.notes.append(note) }
        if base.isEmpty, let chosen, DevelopmentLanguage.member(chosen, in: languages, englishFallback: false) == nil {
            table.notes.append(.developmentLanguageNotInTable(table: name, stated: chosen, used: development))
        }
        // A well-formed tag is a language even without CLDR data; ICU reads it with root's rules.
        for language in table.languages where !FileLanguage.isKnownLanguage(language) && FileLanguage.isLanguage(language) {
            table.notes.append(.languageWithoutData(table: name, language: language))
        }
        let bundles = parts.map(\.bundle.path).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        if bundles.count > 1 {
            table.notes.append(.readTogether(table: name, places: bundles))
        }
        return table
    }
}
