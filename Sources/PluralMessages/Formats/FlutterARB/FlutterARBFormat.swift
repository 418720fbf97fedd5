import Foundation
import PluralCore

extension MessageOrigin.Kind {
    /// A Flutter Application Resource Bundle (`lib/l10n/app_<language>.arb`), whose texts are
    /// ``MessageText/Syntax/flutterMessageFormat`` (see <doc:FlutterARB>).
    public static let arb = MessageOrigin.Kind(rawValue: "arb")
}

extension MessageFileFormat {
    /// Flutter ARB files, `<table>_<language>.arb` per language, with `@@locale` and `@key` attributes.
    public static let arb = MessageFileFormat(rawValue: "arb")
}

/// Flutter's Application Resource Bundles as `flutter gen-l10n` reads them: each `.arb` file is a
/// language of the table of its folder; the language is `@@locale`, else the file name's suffix
/// (`app_pt_BR.arb` is `pt-BR`); the template file (`l10n.yaml`'s `template-arb-file`, else the
/// `_en` file) states the development language. Texts are ICU MessageFormat in gen-l10n's dialect
/// (``MessageFormatDialect/flutter(useEscaping:)``).
struct FlutterARBFormat: LocatingFormat {
    var kinds: [MessageOrigin.Kind] { [.arb] }
    var written: MessageFileFormat? { .arb }
    var syntax: MessageText.Syntax { .flutterMessageFormat }
    var fileDescription: String? { "Flutter .arb" }

    func kind(of url: URL) -> MessageOrigin.Kind? {
        url.pathExtension.lowercased() == "arb" ? .arb : nil
    }

    func place(_ url: URL, kind: MessageOrigin.Kind, foundIn directory: URL) -> FilePlacement {
        place(url)
    }

    func place(_ url: URL, kind: MessageOrigin.Kind, givenWithLanguage language: String?) -> FilePlacement {
        place(url)
    }

    /// Every `.arb` file is a language of its folder's table; its bytes (`@@locale`) or its name
    /// say which, so the reader decides it.
    private func place(_ url: URL) -> FilePlacement {
        let folder = url.deletingLastPathComponent()
        return .file(in: TablePlace(bundle: folder, name: folder.lastPathComponent), language: nil, isBase: false)
    }

    func read(_ file: FileToRead) throws(MessageFileError) -> FileReading {
        try ARBReader.read(file)
    }

    func locator(of data: Data, kind: MessageOrigin.Kind, scope: SourceLocator.Scope) -> SourceLocator? {
        SourceLocator.json(data, entriesUnder: [], stringValues: true, scope: scope)
    }

    func portable(_ message: LocalizedMessage, rules: (any PluralRules)?) -> (LocalizedMessage, [ConversionNote]) {
        GenL10nPlurals.icu(message, rules: rules)
    }

    func write(_ table: MessageTable, languages: [String], rulesProvider: any PluralRulesProvider) -> WrittenFiles {
        ARBWriter(rulesProvider: rulesProvider).write(table, languages: languages)
    }
}
