import Foundation

/// The formatting locale with the numbering system Foundation gives it, so that `format` (ICU 72,
/// CLDR 42) writes the digits `render` (Foundation, as on Apple platforms) writes: CLDR 42 gives
/// `ar`, `bn` and `mr` native digits by default, Foundation's newer CLDR Latin ones
/// (`ar_EG` and `ar_SA` stay Arabic-Indic in both).
enum NumberingSystem {
    /// `locale` with Foundation's numbering system as an ICU keyword, unless it names one itself
    /// (`ar-u-nu-arab`, `ar@numbers=arab`).
    static func matchingFoundation(_ locale: String) -> String {
        let lowered = locale.lowercased()
        guard !lowered.contains("-nu-"), !lowered.contains("numbers=") else { return locale }
        let system = Locale(identifier: locale).numberingSystem.identifier
        guard system.allSatisfy({ $0.isASCII && $0.isLetter }), !system.isEmpty else { return locale }
        return locale + (locale.contains("@") ? ";" : "@") + "numbers=" + system
    }
}
