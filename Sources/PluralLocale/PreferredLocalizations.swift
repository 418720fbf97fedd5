import Foundation
import PluralCore

/// Which of an app's localizations to use for a user, the way Apple's bundles decide
/// (Technical Q&A QA1828, `CFBundleCopyLocalizationsForPreferences`).
///
/// The user's preferred languages are tried in order; the first one that any localization serves
/// wins, and the result lists the localizations that serve it, most specific first. When no
/// preferred language is served, the result is the development localization.
///
/// | available              | preferred          | result |
/// |------------------------|--------------------|--------|
/// | it, en, ru (dev)       | fr, en, ru         | en     |
/// | it, en, ru (dev)       | en, pl, it         | en     |
/// | it, en, ru (dev)       | en-GB, pl, it      | en     |
/// | it, en, ru (dev)       | fr                 | ru     |
///
/// A localization serves a preferred language when both name the same language and script
/// (implied scripts count: `zh-TW` is Traditional, bare `zh` is Simplified, so `zh-Hant-HK` is
/// served by `zh-Hant` or `zh-TW` but never by `zh-Hans` or `zh`). The same spelling ranks first, then the
/// same identifier in another spelling, then a localization without region (`en` for `en-GB`), then one for another region
/// (`en-GB` for `en-US`). Identifiers are compared in any case and in BCP-47 or ICU form;
/// results keep the spelling of `available` (the `.lproj` folder names). `Base` is not a language
/// and is never chosen.
public enum PreferredLocalizations {
    /// The ordered localizations to use.
    ///
    /// - Parameters:
    ///   - available: the localizations the app provides, in any order.
    ///   - development: the development localization (`CFBundleDevelopmentRegion`), used when no
    ///     preferred language is served.
    ///   - preferred: the user's languages, most preferred first.
    /// - Returns: the localizations serving the first served language, best first; else
    ///   `[development]`; empty only when nothing is served and there is no development localization.
    public static func resolve(available: [String], development: String?, preferred: [String]) -> [String] {
        let candidates = available.compactMap { name in LanguageIdentifier(name).map { (name: name, id: $0) } }
        for language in preferred {
            guard let wanted = LanguageIdentifier(language) else { continue }
            let ranked = candidates
                .compactMap { candidate in rank(candidate, for: (language, wanted)).map { (candidate.name, $0) } }
                // Best rank first; equal ranks by name, so the answer does not depend on input order.
                .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
            if !ranked.isEmpty {
                var seen = Set<String>()
                return ranked.map(\.0).filter { seen.insert($0).inserted }
            }
        }
        return development.map { [$0] } ?? []
    }

    /// ``resolve(available:development:preferred:)-([String],_,[String])`` for preferred languages given as
    /// Foundation `Locale`s (their identifiers, `Locale/pluralRulesIdentifier`).
    public static func resolve(available: [String], development: String?, preferred: [Locale]) -> [String] {
        resolve(available: available, development: development, preferred: preferred.map(\.pluralRulesIdentifier))
    }

    /// The first of ``resolve(available:development:preferred:)-([String],_,[String])``: the language the app runs in.
    public static func first(available: [String], development: String?, preferred: [String]) -> String? {
        resolve(available: available, development: development, preferred: preferred).first
    }

    /// How well a localization serves a wanted language: 4 the same spelling, 3 the same identifier
    /// in another spelling (`EN` for `en`, `pt-br` for `pt-BR`), 2 a parent (no region), 1 another
    /// region. The exact spelling wins, so that a table holding two spellings of one language
    /// answers each with its own (lint reports the pair, `language-spelled-twice`).
    static func rank(_ candidate: (name: String, id: LanguageIdentifier), for wanted: (name: String, id: LanguageIdentifier)) -> Int? {
        guard candidate.id.language == wanted.id.language, candidate.id.effectiveScript == wanted.id.effectiveScript else { return nil }
        if candidate.name == wanted.name { return 4 }
        if candidate.id.region == wanted.id.region { return 3 }
        if candidate.id.region == nil { return 2 }
        return 1
    }

    /// The localizations a bundle or resource directory provides: the names of its `*.lproj`
    /// folders without the extension (`Base` included, as a bundle lists it), sorted.
    ///
    /// - Throws: the file system's error when the directory cannot be read.
    public static func localizations(inDirectory directory: URL) throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        return names
            .filter { $0.hasSuffix(".lproj") && $0.count > ".lproj".count }
            .filter { name in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path, isDirectory: &isDirectory) && isDirectory.boolValue
            }
            .map { String($0.dropLast(".lproj".count)) }
            .sorted()
    }

    // MARK: The app's bundle

    /// The bundle whose `*.lproj` folders are the app's localizations, for APIs that fall back to
    /// "the language the app runs in" (`getPluralForm` without a locale): `Bundle.main` unless set.
    ///
    /// **A SwiftPM executable must set it.** SwiftPM puts a target's resources in a bundle of their
    /// own, `Bundle.module`, next to the executable; `Bundle.main` is the executable's folder and has
    /// no `.lproj` folders, so without this setting the fallbacks see no localization and answer for
    /// English. Set it once, at start-up, before the first lookup:
    ///
    /// ```swift
    /// PreferredLocalizations.appBundle = .module
    /// ```
    ///
    /// Setting it works out ``app`` again. Safe from any thread.
    public static var appBundle: Bundle {
        get { appSettings.withLock { $0.bundle } }
        set {
            let localizations = of(newValue)
            appSettings.withLock { $0 = AppSettings(bundle: newValue, localizations: localizations) }
        }
    }

    /// The app's preferred localizations: ``of(_:environment:)`` for ``appBundle``, worked out once per
    /// setting (the environment is read then). Empty when the bundle has no `.lproj` folders and no
    /// development region.
    /// Within ``withApp(_:preferredLanguages:_:)``, the localizations it resolved (a task-local value).
    public static var app: [String] {
        if let scoped { return scoped }
        return appSettings.withLock { settings in
            if let localizations = settings.localizations { return localizations }
            let localizations = of(settings.bundle)
            settings.localizations = localizations
            return localizations
        }
    }

    /// Runs `body` with ``app`` answering `bundle`'s localizations for `preferredLanguages`, in this task
    /// and the tasks it creates only: a server answering each request in the request's language, or a
    /// test, sets the app's language without changing ``appBundle`` for the whole process.
    ///
    /// ```swift
    /// PreferredLocalizations.withApp(.module, preferredLanguages: ["ru"]) {
    ///     getPluralForm(3, nil)   // "few", when the bundle has a ru.lproj folder
    /// }
    /// ```
    public static func withApp<Result>(
        _ bundle: Bundle, preferredLanguages: PreferredLanguages, _ body: () throws -> Result
    ) rethrows -> Result {
        try $scoped.withValue(of(bundle, preferredLanguages: preferredLanguages), operation: body)
    }

    @TaskLocal private static var scoped: [String]?

    private struct AppSettings: @unchecked Sendable {
        // @unchecked: `Bundle` is not marked Sendable on Linux; a bundle is only read here, and Foundation
        // documents bundles as safe to read from any thread.
        var bundle: Bundle
        var localizations: [String]?
    }

    private static let appSettings = Locked(AppSettings(bundle: .main, localizations: nil))

    /// The preferred localizations of `bundle` for the user's languages read from the environment
    /// (on Linux, `Locale.current` and `Bundle.preferredLocalizations` ignore LANGUAGE and LANG).
    ///
    /// The bundle's localizations are its `*.lproj` folders; its development localization is
    /// `CFBundleDevelopmentRegion`. Empty when the bundle has neither.
    public static func of(
        _ bundle: Bundle = .main,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> [String] {
        of(bundle, preferredLanguages: .fromEnvironment(environment))
    }

    /// The preferred localizations of `bundle` for the given user's languages: its `*.lproj` folders
    /// and `CFBundleDevelopmentRegion` resolved as ``resolve(available:development:preferred:)-([String],_,[String])`` resolves.
    public static func of(_ bundle: Bundle, preferredLanguages: PreferredLanguages) -> [String] {
        let available = bundle.resourceURL.flatMap { try? localizations(inDirectory: $0) } ?? []
        // Not `bundle.developmentLocalization`: on Linux it traps for a bundle without an Info.plist.
        let development = bundle.infoDictionary?["CFBundleDevelopmentRegion"] as? String
        return resolve(available: available, development: development, preferred: preferredLanguages.identifiers)
    }
}
