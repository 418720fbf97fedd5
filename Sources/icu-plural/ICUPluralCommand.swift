import ArgumentParser
import ICUPlural

@main
struct ICUPluralCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "icu-plural",
        abstract: "Pick the CLDR plural category of numbers in any locale.",
        discussion: """
            Numbers are read as written, so visible fraction digits count: in English "1" is one, \
            "1.0" is other. A compact exponent such as 1.1c6 (or 1.1e6) selects like "1.1M".
            """,
        version: "icu-plural \(PackageInfo.version) (ICU \(ICUPluralData.icuVersion), CLDR \(ICUPluralData.cldrVersion))",
        subcommands: [Select.self, Categories.self, Batch.self, Format.self, RangeCommand.self, Render.self, Lint.self],
        defaultSubcommand: Select.self
    )
}

enum PackageInfo {
    static let version = "0.1.0"
}
