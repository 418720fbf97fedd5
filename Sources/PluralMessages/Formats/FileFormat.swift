import Foundation
import PluralCore

/// A message file format as a plug-in: the one seam between a format's files and everything else.
///
/// A format decides, in its own folder, everything about its files: which files are its own
/// (``kind(of:)``: detection, decided once), where a file belongs (``place(_:kind:foundIn:)``,
/// ``place(_:kind:givenWithLanguage:)``), how its bytes become a table's entries with their places,
/// declared languages and repeated names (``read(_:)``, read once: lint, preview, keys and convert
/// read that result, never the bytes again), how a table is written (``write(_:languages:rulesProvider:)``),
/// and the syntax its texts parse to (``syntax``). The loader (``TableSource``), ``MessageTableWriter``,
/// ``MessageLinter`` and the command-line tool ask a ``FileFormats`` registry, never a file's
/// extension or kind.
///
/// A new format is a type conforming to this protocol plus one line in a registry (see
/// CONTRIBUTING.md, "Adding a format"):
///
/// ```swift
/// let formats = FileFormats.standard.adding(MyFormat())
/// let source = TableSource(inputs: [folder], formats: formats)
/// ```
protocol FileFormat: Sendable {
    /// The kinds of files the format reads, in the order a table reads them: an entry of a later
    /// kind replaces an entry of an earlier kind for the same key (Apple's `.strings`, then
    /// `.stringsdict`). Most formats read one kind.
    var kinds: [MessageOrigin.Kind] { get }
    /// The name `convert --to` and ``MessageTableWriter`` write the format by; `nil` when it is only read.
    var written: MessageFileFormat? { get }
    /// The syntax the format's texts parse to (its messages' ``MessageText/syntax``).
    var syntax: MessageText.Syntax { get }
    /// How the files are named, for errors that list what is read (`"Android resource .xml"`);
    /// `nil` when another format's description says it.
    var fileDescription: String? { get }
    /// How a format's base files (``FilePlacement/file(in:language:isBase:)`` with `isBase`) relate
    /// to the development language.
    var baseLocalization: BaseLocalization { get }
    /// Whether a folder holding the format's tables may state the development language in an
    /// `Info.plist` (`CFBundleDevelopmentRegion`), as an Apple bundle does.
    var bundleStatesDevelopmentLanguage: Bool { get }
    /// The file extension of a format written as one file (`xcstrings`): `convert --output` may name
    /// that file. `nil` for a format written as one file per language.
    var singleFileExtension: String? { get }
    /// What a table's name becomes in a written file name (`.stringsdict` for `<table>.stringsdict`),
    /// so that a name that is no safe file name is refused; `nil` when no file is named after the table.
    var tableFileSuffix: String? { get }
    /// Whether the written files are named after languages (`<language>.json`), so that a language
    /// that is no safe file name is left out; `false` for a format written as one file.
    var namesFilesAfterLanguages: Bool { get }
    /// Whether a whole-string plural of the format selects as Android's `getQuantityString` does: by
    /// the CLDR category of an integer quantity, with no zero policy, no exact forms and no digits
    /// shown (see <doc:AndroidResources>).
    var pluralsSelectByIntegerQuantity: Bool { get }
    /// Whether a whole-string plural of the format selects as i18next's `t(key, {count})` does: a
    /// `zero` form for exactly 0, else the form of the category `Intl.PluralRules` gives the count
    /// as a JavaScript number, else the message's ``LocalizedMessage/pluralFallback``, else the same
    /// key in the next language (`pt-BR`, `pt`, then the development language), never `other`
    /// (see <doc:I18next>).
    var pluralsSelectAsI18next: Bool { get }
    /// Whether the format keeps translation states (a catalog's `needs_review`); others note them as left out.
    var keepsTranslationStates: Bool { get }
    /// Whether the format's platform reads Apple's inflection markup (`^[%lld Task](inflect: true)`):
    /// Apple's formats do; for the others a writer is given the markup resolved (default `false`).
    var readsInflectionMarkup: Bool { get }

    /// Detection: the kind of a file, from its name alone (the texts are never looked at to
    /// guess); `nil` when the file is not the format's.
    func kind(of url: URL) -> MessageOrigin.Kind?
    /// Where a file of the format found while searching `directory` belongs: a table, or skipped with why.
    func place(_ url: URL, kind: MessageOrigin.Kind, foundIn directory: URL) -> FilePlacement
    /// Where a file of the format given by itself belongs; `language` is the language given for
    /// loose files, which the file's place or name may overrule.
    func place(_ url: URL, kind: MessageOrigin.Kind, givenWithLanguage language: String?) -> FilePlacement
    /// Reads a file's bytes into the table's entries, once.
    /// - Throws: ``MessageFileError`` naming the file and what is wrong with it.
    func read(_ file: FileToRead) throws(MessageFileError) -> FileReading
    /// The language a base file's bytes declare (Android's `tools:locale`); read before the file
    /// itself, since a base file's language is the development language.
    func developmentLanguage(declaredIn data: Data) -> String?
    /// The files of `table` in the format, by path relative to the output, with what the format
    /// could not say. `languages` are those whose names are safe file names (see ``MessageTableWriter``).
    func write(_ table: MessageTable, languages: [String], rulesProvider: any PluralRulesProvider) -> WrittenFiles
    /// A message of the format as the other formats' writers read it: the format's own semantics said
    /// in the shared model's (Android's quantities as printf, Flutter's `=1` as ICU's `one` and `=1`),
    /// with notes on what could not be said; `rules` are the message's language's cardinal rules.
    func portable(_ message: LocalizedMessage, rules: (any PluralRules)?) -> (LocalizedMessage, [ConversionNote])
}

extension FileFormat {
    var fileDescription: String? { nil }
    var baseLocalization: BaseLocalization { .developmentLanguage }
    var bundleStatesDevelopmentLanguage: Bool { false }
    var singleFileExtension: String? { nil }
    var tableFileSuffix: String? { nil }
    var namesFilesAfterLanguages: Bool { true }
    var keepsTranslationStates: Bool { false }
    var pluralsSelectByIntegerQuantity: Bool { false }
    var pluralsSelectAsI18next: Bool { false }
    var readsInflectionMarkup: Bool { false }
    func developmentLanguage(declaredIn data: Data) -> String? { nil }
    func portable(_ message: LocalizedMessage, rules: (any PluralRules)?) -> (LocalizedMessage, [ConversionNote]) { (message, []) }
}

/// How a format's base files (Apple's `Base.lproj`, Android's `values`) relate to the development language.
enum BaseLocalization: Hashable, Sendable {
    /// The development language's base localization, never a language of its own: its entries
    /// stand where the development language's own files lack them (`Base.lproj`).
    case developmentLanguage
    /// A language of its own, English unless it says otherwise (Android's `values`: `en` beside
    /// `values-en-rGB` stays `en`).
    case defaultLanguage
}

/// The table a file belongs to: its folder and name.
struct TablePlace: Hashable, Sendable {
    /// The folder that holds the table (the folder of `.lproj` folders, a catalog's folder, a `res` folder).
    var bundle: URL { URL(fileURLWithPath: bundlePath) }
    /// The table's name (`Localizable`, a MessageFormat folder's name, `strings`).
    let name: String
    /// The file, for a format whose every file is a table of its own (a catalog).
    let ownFile: URL?
    /// The bundle's path: places are equal by path.
    let bundlePath: String

    /// A table named `name` in `bundle`; `ownFile` for a file that is a table by itself.
    init(bundle: URL, name: String, ownFile: URL? = nil) {
        self.bundlePath = bundle.path
        self.name = name
        self.ownFile = ownFile
    }

    static func == (a: TablePlace, b: TablePlace) -> Bool {
        (a.bundlePath, a.name, a.ownFile?.path) == (b.bundlePath, b.name, b.ownFile?.path)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(bundlePath)
        hasher.combine(name)
        hasher.combine(ownFile?.path)
    }
}

/// Where a format puts a file: in a table, or nowhere and why.
enum FilePlacement: Sendable {
    /// A file of a table, in a language (`nil` for a file that names its languages, as a catalog
    /// does), or the base (`isBase`: see ``BaseLocalization``).
    case file(in: TablePlace, language: String?, isBase: Bool)
    /// Not read, and reported (``TableSource/skippedFiles``) with why and where such a file is read.
    case skipped(reason: String, hint: String)
    /// Not read, and reported only when the table `beside` holds files (a `package.json` beside
    /// MessageFormat `<language>.json` files; passed over silently elsewhere).
    case skippedBeside(TablePlace, reason: String, hint: String)
    /// A file given by itself whose language is unknown, with what would give it one.
    case languageUnknown(reason: String)
    /// Not a message file of the format after all (a build output, another resource): passed over.
    case ignored
}

/// A file's bytes handed to a format's reader, with what the loader decided about it.
struct FileToRead: Sendable {
    /// The bytes.
    let data: Data
    /// Where they came from, for messages and errors; `nil` if nowhere.
    let file: URL?
    /// The kind (of the format's ``FileFormat/kinds``).
    let kind: MessageOrigin.Kind
    /// The messages' language; `nil` for a file that names its languages (a catalog), or when none is known.
    let language: String?
    /// Whether the reader should say where entries stand and which names repeat (lint asks; loading does not).
    let wantsPlaces: Bool
    /// The file's number in its table: the slots an indexing reader makes carry it.
    let source: UInt32

    init(data: Data, file: URL?, kind: MessageOrigin.Kind, language: String?, wantsPlaces: Bool, source: UInt32) {
        (self.data, self.file, self.kind, self.language, self.wantsPlaces, self.source) = (data, file, kind, language, wantsPlaces, source)
    }

    /// The language, or the error that says a file of the format needs one (`how` tells how to give it).
    func requireLanguage(_ how: String) throws(MessageFileError) -> String {
        guard let language else { throw MessageFileError(file: file, reason: "the language is unknown: \(how)") }
        return language
    }
}

/// What a format's reader found in a file, read once: the entries, where they stand, the names
/// written more than once, and a language the file declares.
struct FileReading: Sendable {
    /// A name written more than once in one file (a reader keeps one of its values).
    struct RepeatedName: Hashable, Sendable {
        /// The entry's key; `nil` when the name is not an entry's (a catalog's top-level key).
        var key: String?
        /// The entry's language, when the file holds several.
        var language: String?
        /// The path below the entry (`["count", "one"]`); empty for the entry itself.
        var innerPath: [String]
        /// Every place, the first one first.
        var places: [SourceLocation]
        /// Whether each is written with the same text, so that nothing is lost.
        var sameTextEachTime: Bool
        /// What the platform's own reader does with it, as lint says it.
        var outcome: Outcome

        /// What a platform's reader does with a name written more than once.
        enum Outcome: Hashable, Sendable {
            /// The reader keeps the last one (Foundation's `.strings` reader, Dart's and JavaScript's JSON readers).
            case lastKept(by: String)
            /// The reader keeps one of them, which one unsaid (a property list's dictionary).
            case oneKept(by: String)
            /// The platform's tool refuses the file (`msgfmt`, Android's `aapt2`): it does not build.
            case refused(by: String)
        }

        /// A repeated name.
        init(key: String?, language: String? = nil, innerPath: [String] = [], places: [SourceLocation], sameTextEachTime: Bool = false, outcome: Outcome) {
            (self.key, self.language, self.innerPath, self.places, self.sameTextEachTime, self.outcome) = (key, language, innerPath, places, sameTextEachTime, outcome)
        }
    }

    /// The entries: held as read, or indexed in the file's bytes (decoded when asked for).
    enum Entries {
        case messages([String: [String: LocalizedMessage]])
        case indexed(IndexedFile)
        /// A file of one language read before its language is known (a base file whose bytes
        /// declare the development language): its messages once the language is given, and what
        /// to say if none is.
        case awaitingLanguage(LanguageToCome)
    }

    /// The messages of a file parsed once, made when its language is known.
    struct LanguageToCome: Sendable {
        let messages: @Sendable (String) -> [String: LocalizedMessage]
        /// How to give the file a language, for the error when none is.
        let how: String
    }

    /// The entries.
    let entries: Entries
    /// The names written more than once.
    var repeatedNames: [RepeatedName]
    /// The development language the file states (a catalog's `sourceLanguage`).
    var developmentLanguage: String?
    /// Where the entries stand, as far as the reader said.
    var places: SourceLocator?
    /// For a reader that first says only the repeated names: the places of the entries whose key
    /// the filter accepts, read from the bytes it kept (lint asks once its findings are known).
    var placing: (@Sendable (@escaping @Sendable (String) -> Bool) -> SourceLocator)?
    /// Names a folder's files share, for a format whose folder is one namespace (Android's `values`).
    var declarations: [FolderDeclaration]?

    /// What a reader of one's own found: the messages by language, then key; the place of each
    /// entry by key; the names written more than once; a development language the file states.
    init(messages: [String: [String: LocalizedMessage]], places: [String: SourceLocation] = [:],
                repeatedNames: [RepeatedName] = [], developmentLanguage: String? = nil) {
        self.entries = .messages(messages)
        self.repeatedNames = repeatedNames
        self.developmentLanguage = developmentLanguage
        self.places = places.isEmpty ? nil : SourceLocator(places: places)
    }

    /// A built-in reader's result.
    init(_ entries: Entries, places: SourceLocator? = nil, repeatedNames: [RepeatedName] = [], developmentLanguage: String? = nil) {
        self.entries = entries
        self.places = places
        self.repeatedNames = repeatedNames
        self.developmentLanguage = developmentLanguage
    }

    /// The entries indexed as the `source`-th file of a table, in `language` for a file read before it was known.
    func indexed(kind: MessageOrigin.Kind, file: URL?, source: UInt32, language: String?) throws(MessageFileError) -> IndexedFile {
        switch entries {
        case let .indexed(indexed): return indexed
        case let .messages(messages): return ReadMessages.indexing(messages, kind: kind, file: file, source: source)
        case let .awaitingLanguage(toCome):
            guard let language else { throw MessageFileError(file: file, reason: "the language is unknown: \(toCome.how)") }
            return ReadMessages.indexing([language: toCome.messages(language)], kind: kind, file: file, source: source)
        }
    }
}

/// A name declared in a file of a folder whose files share one namespace: its element and place.
struct FolderDeclaration: Sendable {
    let name: String
    let element: String
    let location: SourceLocation
}
