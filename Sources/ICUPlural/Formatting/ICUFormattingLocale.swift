import CICUShim
import PluralCore

/// The locale whose number-formatting data ICU uses for an identifier, named the same for every
/// identifier with the same data.
///
/// ICU keeps a resource-bundle cache entry for every distinct locale name it opens, for the life of the
/// process, even for names it has no data for: a server formatting for request languages would grow
/// by about 480 bytes per new identifier. Formatters are therefore built for the nearest locale ICU has
/// (`de-CH-x-foo` → `de_CH`, `xx_YY` → `root`), keeping the numbering system (`ar-EG-u-nu-latn` →
/// `ar_EG@numbers=latn`), so distinct junk identifiers share one formatter and one ICU entry.
public enum ICUFormattingLocale {
    /// Resolutions already made (bounded, like every cache of the package).
    private static let cache = BoundedCache<String, String>(capacity: 1_024)

    /// The name of the installed locale whose digits and separators `identifier` gets: its base name or
    /// nearest installed parent, else `root`, with the `numbers` keyword kept. Wraps `uloc_getBaseName`
    /// and `uloc_openAvailableByType`. An identifier with a control character resolves to `root`.
    public static func resolve(_ identifier: String) -> String {
        guard LocaleIdentifier.controlCharacterOffset(in: identifier) == nil else { return "root" }
        let resolve = {
            (try? ICU.string("uloc_getBaseName") { buffer, capacity, status in
                cicu_locale_formatting_name(identifier, buffer, capacity, &status)
            }) ?? "root"
        }
        return identifier.utf8.count > ICUPluralData.longestCachedIdentifier ? resolve() : cache.value(for: identifier, create: resolve)
    }

    /// Whether ICU has formatting data for the identifier's language (it does not resolve to `root`).
    /// `root`, `und` and the empty identifier name root itself and count as having data.
    public static func hasData(_ identifier: String) -> Bool {
        let resolved = resolve(identifier)
        guard resolved == "root" || resolved.hasPrefix("root@") else { return true }
        let language = identifier.prefix { $0 != "_" && $0 != "-" && $0 != "@" }.lowercased()
        return language.isEmpty || language == "root" || language == "und"
    }
}
