// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ICUPlural",
    products: [
        .library(name: "PluralCore", targets: ["PluralCore"]),
        .library(name: "PluralLocale", targets: ["PluralLocale"]),
        .library(name: "ICUPlural", targets: ["ICUPlural"]),
        .library(name: "CLDRPlural", targets: ["CLDRPlural"]),
        .library(name: "PluralLocalization", targets: ["PluralLocalization"]),
        .library(name: "PluralMessages", targets: ["PluralMessages"]),
        .library(name: "MessageFormat2", targets: ["MessageFormat2"]),
        // Exported for the benchmarks (Benchmarks/), which measure the raw C calls as the baseline.
        .library(name: "CICUShim", targets: ["CICUShim"]),
        .executable(name: "icu-plural", targets: ["icu-plural"]),
        .executable(name: "generate-cldr-plurals", targets: ["generate-cldr-plurals"]),
        // `swift package lint-plurals`: lints the localized resources of the package it runs in.
        .plugin(name: "LintPlurals", targets: ["LintPlurals"]),
        // Typed accessors (`L10n.Localizable.filesSelected(count: n)`) generated from a target's
        // localization resources at build time; the target depends on PluralMessages and CLDRPlural.
        .plugin(name: "LocalizedAccessors", targets: ["LocalizedAccessors"]),
        .library(name: "LocalizedAccessorsGenerator", targets: ["LocalizedAccessorsGenerator"]),
        .library(name: "PluralInflection", targets: ["PluralInflection"]),
    ],
    // The command-line tool and the plugin that runs it are a trait, on by default, so that
    // `swift run icu-plural` works from a checkout; a package that uses only the libraries depends
    // with `traits: []` and never resolves swift-argument-parser.
    traits: [
        .trait(name: "CommandLineTool", description: "The icu-plural tool and the lint-plurals plugin (brings swift-argument-parser)."),
        .default(enabledTraits: ["CommandLineTool"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The system ICU: pkg-config flags and the package that provides it.
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-i18n",
            providers: [.apt(["libicu-dev"])]
        ),
        // ICU behind stable names and an ICU-free header (Swift never sees ICU's headers).
        .target(name: "CICUShim", dependencies: ["CICU"]),
        // Categories, rule types and decimal numbers: shared by every engine, no ICU.
        .target(name: "PluralCore"),
        // Locale tags, the user's languages and the app's preferred localizations, and the number symbols
        // of a locale: below the engines, so that every engine and MessageFormat 2 read one tag parser
        // and find the app's language without naming a module above them.
        .target(name: "PluralLocale", dependencies: ["PluralCore"]),
        // The ICU engine.
        .target(name: "ICUPlural", dependencies: ["PluralCore", "PluralLocale", "CICUShim"]),
        // The pure-Swift engine with CLDR's data compiled in: no ICU, so it builds anywhere.
        .target(name: "CLDRPlural", dependencies: ["PluralCore"]),
        // Reads CLDR's XML and writes Sources/CLDRPlural/Generated (a library so the golden test can run it);
        // compiles the rules with CLDRPlural's compiler, so the data carries ready programs.
        .target(name: "CLDRPluralGenerator", dependencies: ["PluralCore", "CLDRPlural"]),
        .executableTarget(name: "generate-cldr-plurals", dependencies: ["CLDRPluralGenerator"]),
        // Which form of a message a number uses (re-exports PluralLocale).
        .target(name: "PluralLocalization", dependencies: ["PluralCore", "PluralLocale"]),
        // Unicode MessageFormat 2 (LDML 48): parser, data model, formatter and function registry, in
        // pure Swift on PluralCore's rules and decimals; numbers written with PluralLocale's
        // NumberSymbols, as the renderer writes them.
        .target(name: "MessageFormat2", dependencies: ["PluralCore", "PluralLocale"]),
        // .stringsdict, .strings and .xcstrings: reading, rendering and lint. Rules come from a
        // PluralRulesProvider the caller passes in, so this target never links ICU itself; MessageFormat 2
        // messages render through MessageFormat2's evaluator.
        .target(name: "PluralMessages", dependencies: ["PluralCore", "PluralLocale", "PluralLocalization", "MessageFormat2", "PluralInflection", "CLDRPlural"]),
        // Apple's automatic grammar agreement markup (`^[%lld Task](inflect: true)`) and number
        // agreement of English and Spanish phrases, with its word data written in: no dependencies.
        .target(name: "PluralInflection"),
        // The `icu-plural batch` input format: lines and fields of a byte stream (a library, so the fuzz
        // target in Fuzz/ runs the same code as the command).
        .target(name: "PluralBatch"),
        .executableTarget(
            name: "icu-plural",
            dependencies: [
                "PluralBatch",
                "ICUPlural",
                "CLDRPlural",
                "PluralLocalization",
                "PluralMessages",
                "MessageFormat2",
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["CommandLineTool"])),
            ]
        ),
        .plugin(
            name: "LintPlurals",
            capability: .command(
                intent: .custom(verb: "lint-plurals", description: "Lint every target's .lproj folders and .xcstrings catalogs with icu-plural lint")
            ),
            dependencies: ["icu-plural"]
        ),
        // Swift source for typed accessors from loaded tables; PluralMessages only (no ICU, no
        // ArgumentParser), so a consumer's build of the plugin's tool stays light.
        .target(name: "LocalizedAccessorsGenerator", dependencies: ["PluralMessages", "PluralInflection"]),
        .executableTarget(name: "generate-localized-accessors", dependencies: ["LocalizedAccessorsGenerator"]),
        .plugin(name: "LocalizedAccessors", capability: .buildTool(), dependencies: ["generate-localized-accessors"]),
        .testTarget(
            name: "LocalizedAccessorsGeneratorTests",
            dependencies: ["LocalizedAccessorsGenerator", "PluralMessages", "TestSupport"],
            resources: [.copy("Fixtures")]
        ),
        // Shared by test targets: how string arguments with control characters show in the output.
        .target(name: "TestSupport", dependencies: ["PluralMessages"], path: "Tests/TestSupport"),
        .testTarget(name: "PluralCoreTests", dependencies: ["PluralCore", "TestSupport"]),
        .testTarget(name: "ICUPluralTests", dependencies: ["ICUPlural", "TestSupport"]),
        // The ICU product alone: `getPluralForm(x, nil)` finds the app's language of a configured bundle
        // (its resources stand for an app's `.lproj` folders).
        .testTarget(name: "ICUPluralAppLanguageTests", dependencies: ["ICUPlural"], resources: [.copy("Resources")]),
        .testTarget(name: "CLDRPluralTests", dependencies: ["CLDRPlural", "CLDRPluralGenerator"]),
        .testTarget(name: "EngineAgreementTests", dependencies: ["CLDRPlural", "ICUPlural", "TestSupport"]),
        .testTarget(name: "PluralLocalizationTests", dependencies: ["PluralLocalization", "ICUPlural", "TestSupport"]),
        .testTarget(
            name: "PluralMessagesTests",
            dependencies: ["PluralMessages", "MessageFormat2", "ICUPlural", "CLDRPlural", "TestSupport", "PluralInflection"],
            resources: [.copy("Fixtures")]
        ),
        // The README's and DocC's examples; its resources stand for an app's `.lproj` folders (Bundle.module).
        .testTarget(
            name: "ReadmeExampleTests",
            dependencies: ["ICUPlural", "CLDRPlural", "PluralMessages", "MessageFormat2", "TestSupport"],
            resources: [.copy("Resources")],
            // The README's typed accessors (L10n.Localizable…) are generated from Resources.
            plugins: [.plugin(name: "LocalizedAccessors")]
        ),
        // Many threads on every shared object; meant to run under ThreadSanitizer too (see CONTRIBUTING.md, Hardening).
        .testTarget(name: "ConcurrencyTests", dependencies: ["PluralCore", "PluralLocalization", "ICUPlural", "CLDRPlural", "PluralMessages"]),
        // Memory that stays flat and huge inputs that end in an answer or an error.
        .testTarget(name: "ResourceTests", dependencies: ["PluralCore", "ICUPlural", "CLDRPlural", "PluralMessages", "TestSupport"]),
        // MessageFormat 2: the official conformance suite (Fixtures, Unicode License) and the engine's own tests.
        .testTarget(
            name: "MessageFormat2Tests",
            dependencies: ["MessageFormat2", "PluralMessages", "CLDRPlural", "ICUPlural", "TestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "PluralBatchTests", dependencies: ["PluralBatch", "TestSupport"]),
        .testTarget(name: "PluralInflectionTests", dependencies: ["PluralInflection"], resources: [.copy("Fixtures")]),
        .testTarget(name: "icu-pluralTests", dependencies: ["icu-plural", "PluralBatch", "CLDRPlural", "ICUPlural", "PluralMessages", "MessageFormat2", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
