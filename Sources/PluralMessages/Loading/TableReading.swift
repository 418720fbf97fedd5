import Foundation
import PluralLocalization

/// Reads the files of a table into a ``MessageTable``, in the one order every command uses: by
/// the rank of their kind in their format (`.strings` before `.stringsdict`: a `.stringsdict` entry
/// replaces the `.strings` one of its key), then the development language by
/// ``DevelopmentLanguage``'s rule, then the base files (`Base.lproj`, Android's `values`) as their
/// format's ``BaseLocalization`` says. Each file's bytes are read once, by its format.
enum TableReading {
    /// One file read: what lint needs to place findings and compare what Foundation hides.
    struct FileRead {
        let file: TableSource.File
        /// The language it was read as (the development language for `Base.lproj`).
        let language: String?
        /// What its format's reader found.
        let reading: FileReading
        /// Entries of a lower rank an entry of this file replaced (when asked for).
        let hidden: [LocalizedMessage]
    }

    static func read(
        _ parts: [TableSource.Table], developmentLanguage stated: String?, formats: FileFormats, collectingHidden: Bool = false,
        onRead: (FileRead) -> Void = { _ in }, onError: (TableSource.File, String?, MessageFileError) -> Void = { _, _, _ in }
    ) -> MessageTable {
        let name = parts.first?.name ?? "Localizable"
        var table = MessageTable(name: name)
        let files = parts.flatMap(\.files)
        func order(_ a: TableSource.File, _ b: TableSource.File) -> Bool {
            (formats.rank(of: a.kind), a.url.path) < (formats.rank(of: b.kind), b.url.path)
        }
        // Base files read before the development language is known (their bytes may declare it):
        // their bytes, and what their format could read without a language.
        var baseBytes: [URL: Data] = [:]
        var baseReadings: [URL: FileReading] = [:]
        func add(_ file: TableSource.File, as language: String?) {
            do {
                let rank = formats.rank(of: file.kind)
                let before = collectingHidden && rank > 0 ? language.flatMap { table.slots(in: $0) } : nil
                let reading: FileReading
                if let read = baseReadings.removeValue(forKey: file.url) {
                    reading = read
                    try table.add(read, kind: file.kind, language: language, file: file.url, underneath: file.isBase, formats: formats)
                } else {
                    let data: Data
                    if let kept = baseBytes.removeValue(forKey: file.url) { data = kept } else { data = try MessageTable.read(file: file.url, formats: formats) }
                    reading = try table.add(contentsOf: data, kind: file.kind, language: language, file: file.url, underneath: file.isBase,
                                            formats: formats, wantsPlaces: collectingHidden)
                }
                var hidden: [LocalizedMessage] = []
                if let before, let language {
                    for (key, slot) in table.slots(in: language) ?? [:] where table.origin(forKey: key, language: language)?.kind == file.kind {
                        if let plain = before[key], plain != slot, formats.rank(of: table.origin(of: plain).kind) < rank {
                            hidden.append(table.decodedMessage(at: plain, key: key, language: language))
                        }
                    }
                }
                onRead(FileRead(file: file, language: language, reading: reading, hidden: hidden))
            } catch {
                // One bad file must not hide the others: keep it as a diagnostic.
                table.recordUnreadable(error, language: file.language == nil && !file.isBase ? nil : language)
                onError(file, language, error)
            }
        }
        for file in files.filter({ !$0.isBase }).sorted(by: order) { add(file, as: file.language) }

        let base = files.filter(\.isBase)
        let baseIsALanguage = base.contains { formats.format(reading: $0.kind)?.baseLocalization == .defaultLanguage }
        // A bundle's Info.plist states its development region; Android's default resources say
        // their language in `tools:locale`.
        var region = parts.lazy.filter { part in
            part.files.allSatisfy { formats.format(reading: $0.kind)?.bundleStatesDevelopmentLanguage == true }
        }.compactMap { DevelopmentLanguage.region(ofBundle: $0.bundle) }.first
        if region == nil {
            for file in base {
                guard let format = formats.format(reading: file.kind), let data = try? MessageTable.read(file: file.url, formats: formats) else { continue }
                // Read once: a format that reads such a file without its language (Android's) keeps what it read.
                let early = try? format.read(FileToRead(data: data, file: file.url, kind: file.kind, language: nil, wantsPlaces: collectingHidden, source: 0))
                if let early, case .awaitingLanguage = early.entries { baseReadings[file.url] = early } else { baseBytes[file.url] = data }
                if let declared = early?.developmentLanguage ?? (early == nil ? format.developmentLanguage(declaredIn: data) : nil) {
                    region = declared
                    break
                }
            }
        }
        var counts = table.keyCounts
        for language in table.unreadableLanguagesKnown where counts[language] == nil { counts[language] = 0 }
        let (chosen, note) = DevelopmentLanguage.choose(stated: stated, bundleRegion: region, catalogSource: table.developmentLanguage,
                                                        keyCounts: counts, hasBase: !base.isEmpty, baseIsAndroid: baseIsALanguage, tableName: name)
        // Resolved once to a language of the table; `Base.lproj` makes the chosen one a language of its own.
        let languages = Array(counts.keys)
        // Android's `values` is a language of its own: `en` beside `values-en-rGB` stays `en`.
        let development = base.isEmpty ? DevelopmentLanguage.member(chosen, in: languages)
            : baseIsALanguage ? chosen.map { chosen in
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
            // The keys two places share, and the place whose text was kept: never silently.
            func place(of source: UInt32) -> String? {
                guard let path = table.sources[Int(source)].file?.path else { return nil }
                return bundles.filter { path.hasPrefix($0 + "/") }.max { $0.count < $1.count }
            }
            var shared: [String: String] = [:]
            for repeated in table.repeatedKeys {
                guard let first = place(of: repeated.sources.0), let second = place(of: repeated.sources.1), first != second,
                      let kept = table.slots(in: repeated.language)?[repeated.key].flatMap({ place(of: $0.source) }) else { continue }
                shared["\(repeated.key) (\(repeated.language))"] = kept
            }
            if !shared.isEmpty {
                let keys = shared.keys.sorted()
                table.notes.append(.keysInSeveralPlaces(table: name, keys: Array(keys.prefix(20)), count: keys.count, kept: Set(shared.values).sorted()))
            }
        }
        return table
    }
}
