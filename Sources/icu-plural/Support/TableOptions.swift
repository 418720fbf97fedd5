import ArgumentParser

/// The options of every command that reads tables (render, convert, keys, preview): which table of a
/// directory, and its development language. Declared once, so each name means one thing everywhere.
struct TableOptions: ParsableArguments {
    @Option(name: .long, help: "For a directory: the table's name (default: render and convert take Localizable or the only table; keys and preview every table).")
    var table: String?

    @Option(name: .long, help: "The development language (default: the bundle's CFBundleDevelopmentRegion, a catalog's sourceLanguage, else English or an en-* variant, else the most complete language, with a note).")
    var developmentLanguage: String?
}
