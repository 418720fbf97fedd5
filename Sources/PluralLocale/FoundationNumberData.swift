import Foundation

/// What Foundation has number-formatting data for, decided once for both engines: the Swift
/// renderer learns its symbols from the locale this names, and ICU's `MessageFormat` is opened with
/// the numbering system Foundation would use, so that the two write the same digits.
///
/// Foundation (like ICU) falls back from a locale without data of its own to the process's default
/// locale: under `LANG=ar_EG`, `Locale(identifier: "an").numberingSystem` is `arab`. A language
/// without data is `und` here, CLDR root's Latin digits, whatever the environment says.
package enum FoundationNumberData {
    /// The identifier reduced to what Foundation has number data for: a language it knows (else
    /// `und`, root's symbols), a known script and region, and a known numbering system
    /// (`-u-nu-arab`, `@numbers=arab`); private use, variants and other keywords are dropped.
    ///
    /// Foundation keeps every `Locale` it makes, about 1 KB each, and more for the formatters it
    /// caches per locale: a server passing request languages through would grow without bound.
    /// Canonical identifiers are finite, so distinct junk (`en-x-abc123`, `qq-ZZ`) shares one entry.
    package static func canonicalIdentifier(_ identifier: String) -> String {
        guard let parsed = LanguageIdentifier(identifier), KnownLocaleParts.languages.contains(parsed.language) else { return "und" }
        var canonical = parsed.language
        if let script = parsed.script, KnownLocaleParts.scripts.contains(script) { canonical += "_" + script }
        if let region = parsed.region, KnownLocaleParts.regions.contains(region) { canonical += "_" + region }
        if let numbering = numberingSystem(in: identifier), KnownLocaleParts.numberingSystems.contains(numbering) {
            canonical += "@numbers=" + numbering
        }
        return canonical
    }

    /// The numbering system Foundation writes numbers with for an identifier: the one it names, else
    /// the locale's default; `latn` (root's) for a language Foundation has no data for.
    package static func numberingSystem(for identifier: String) -> String {
        let canonical = canonicalIdentifier(identifier)
        guard canonical != "und" else { return "latn" }
        return Locale(identifier: canonical).numberingSystem.identifier
    }

    /// The numbering system an identifier names: `ar-u-nu-arab`, `ar_EG@numbers=latn`.
    private static func numberingSystem(in identifier: String) -> String? {
        let lowered = identifier.lowercased()
        for marker in ["-u-", "_u_"] {
            guard let extensionStart = lowered.range(of: marker) else { continue }
            let subtags = lowered[extensionStart.upperBound...].split(whereSeparator: { $0 == "-" || $0 == "_" })
            if let key = subtags.firstIndex(of: "nu"), subtags.index(after: key) < subtags.endIndex {
                return String(subtags[subtags.index(after: key)])
            }
        }
        if let keyword = lowered.range(of: "numbers=") {
            return String(lowered[keyword.upperBound...].prefix(while: { $0.isLetter || $0.isNumber }))
        }
        return nil
    }
}

/// The languages, scripts, regions and numbering systems Foundation has data for, read once.
private enum KnownLocaleParts {
    static let languages: Set<String> = Set(Locale.availableIdentifiers.compactMap { LanguageIdentifier($0)?.language })
    static let scripts: Set<String> = Set(Locale.availableIdentifiers.compactMap { LanguageIdentifier($0)?.script })
    static let regions: Set<String> = Set(Locale.Region.isoRegions.map(\.identifier))
    static let numberingSystems: Set<String> = Set(Locale.NumberingSystem.availableNumberingSystems.map(\.identifier))
}
