import ArgumentParser
import CLDRPlural
import ICUPlural

@main
struct ICUPluralCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "icu-plural",
        abstract: "Pick the CLDR plural category of numbers in any locale.",
        discussion: """
            Numbers are read as written, so visible fraction digits count: in English "1" is one, \
            "1.0" is other. A compact exponent such as 1.1c6 (or 1.1e6) selects like "1.1M".

            Exit status: 0 ok; 1 findings or bad data (a number, a locale, a file, engines that differ); \
            64 usage (an unknown option or command, a missing argument); 74 the output could not be written. \
            Errors are written as "error: …" on standard error, or as {"error": …, "status": …} with --json.
            """,
        version: PackageInfo.versionText,
        // Every command names itself (`commandName`): swift-argument-parser otherwise derives each name
        // with `String(describing:)` on every run, a scan of the conformance tables that cost the probe
        // (`icu-plural en 1.5`) about a seventh of its CPU (issue 43).
        subcommands: [Select.self, Categories.self, Batch.self, Format.self, RangeCommand.self, Render.self, Lint.self, Preview.self, Convert.self, Keys.self, MessageFormat2Command.self],
        defaultSubcommand: Select.self
    )

    /// One error style and exit status for every command (see ``ExitStatus``).
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let (locale, numbers) = Select.probe(arguments) {
            // `select` with every option at its default, without the parser (``Select/probe(_:)``); a
            // command's own errors end the same way either path (``execute(json:_:)``).
            execute(json: false) {
                let settings = RuleSettings()
                var warnings = LocaleWarnings()
                try Select.report(numbers, locale: locale, rules: try settings.rules(for: locale, warnings: &warnings), type: settings.type, json: false)
            }
        }
        runAndExit(arguments)
    }
}

enum PackageInfo {
    static let version = "0.3.0"

    /// `--version`: the package, the system ICU with its CLDR data, and the Swift engine's CLDR data.
    static var versionText: String {
        "icu-plural \(version) (ICU engine: ICU \(ICUPluralData.icuVersion), CLDR \(ICUPluralData.cldrVersion); Swift engine: CLDR \(CLDRPluralData.cldrVersion))"
    }
}
