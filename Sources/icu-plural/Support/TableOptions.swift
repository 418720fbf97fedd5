import ArgumentParser


/// How files become tables, for every command that reads them (render, convert, keys, preview, lint):
/// declared once, so each name means one thing everywhere. `--language` is never one of them: it is
/// the language shown (render, preview, format).
struct LoadingOptions: ParsableArguments {
    @Option(name: .long, help: "The language of a .strings, .stringsdict or MessageFormat file given alone whose place and name do not say it (Localizable.ru.strings is ru).")
    var fileLanguage: String?

    @Option(name: .long, help: ArgumentHelp(
        "The development language, the reference across languages (default: the bundle's CFBundleDevelopmentRegion, a catalog's sourceLanguage, else English or an en-* variant, else the most complete language, with a note).",
        discussion: "Base.lproj is the development language's base localization."))
    var developmentLanguage: String?
}

/// The options of the commands that read tables by name (render, convert, keys, preview): which
/// table of a directory, and how files become tables.
struct TableOptions: ParsableArguments {
    @Option(name: .long, help: "For a directory: the table's name (default: render and convert take Localizable or the only table; keys and preview every table).")
    var table: String?

    @OptionGroup var loading: LoadingOptions

    var fileLanguage: String? { loading.fileLanguage }
    var developmentLanguage: String? { loading.developmentLanguage }
}

/// `--locale`: where digits and separators come from, apart from the language (render, format).
struct FormattingLocaleOption: ParsableArguments {
    @Option(name: .customLong("locale"), help: "The formatting locale: digits and separators (ru_RU, ar-u-nu-arab); default: the language.")
    var formattingLocale: String?
}

/// `--language` where it named the language of files given alone (convert and lint until 0.3): still
/// read, with a warning naming `--file-language`, its one spelling now.
struct RenamedFileLanguageOption: ParsableArguments {
    @Option(name: .customLong("language"), help: .hidden)
    var language: String?

    /// The language of files given alone: `--file-language`, else the old spelling with its warning.
    func fileLanguage(_ loading: LoadingOptions) throws -> String? {
        guard let language else { return loading.fileLanguage }
        guard loading.fileLanguage == nil else {
            throw ValidationError("--language is the old spelling of --file-language: give --file-language alone.")
        }
        StandardError.write("warning: --language is deprecated here, use --file-language \(language) (the language of files given alone); --language is the language shown")
        return language
    }
}
