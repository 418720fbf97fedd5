import Foundation

/// The user's preferred languages on Linux, read from the environment.
///
/// Foundation's `Locale.current` and `Locale.preferredLanguages` ignore `LANG` and friends on Linux,
/// so the variables are read here, as gettext reads them:
/// 1. `LANGUAGE`, a colon-separated list (`fr:de_DE:en`), most preferred first;
/// 2. then the locale in force for messages: `LC_ALL`, else `LC_MESSAGES`, else `LANG`.
///
/// Encodings (`.UTF-8`) and modifiers are dropped, except that `@latin` and `@cyrillic` name the
/// script (`sr_RS@latin` is `sr-Latn-RS`). `C` and `POSIX` name no language. Results are BCP-47,
/// without duplicates.
public enum PreferredLanguages {
    /// The languages named by an environment, most preferred first.
    ///
    /// - Parameter environment: the variables to read; pass a dictionary in tests.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        var names: [String] = []
        if let list = environment["LANGUAGE"] {
            names += list.split(separator: ":").map(String.init)
        }
        // glibc's precedence: the first of these that is set and not empty is the messages locale.
        if let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }) {
            names.append(locale)
        }
        var seen = Set<String>()
        return names
            .compactMap { LanguageIdentifier($0)?.description }
            .filter { seen.insert($0).inserted }
    }
}
