// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ICUPlural",
    products: [
        .library(name: "PluralCore", targets: ["PluralCore"]),
        .library(name: "ICUPlural", targets: ["ICUPlural"]),
        // Exported for the benchmarks (Benchmarks/), which measure the raw C calls as the baseline.
        .library(name: "CICUShim", targets: ["CICUShim"]),
        .executable(name: "icu-plural", targets: ["icu-plural"]),
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
        // The ICU engine.
        .target(name: "ICUPlural", dependencies: ["PluralCore", "CICUShim"]),
        .executableTarget(
            name: "icu-plural",
            dependencies: [
                "ICUPlural",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "PluralCoreTests", dependencies: ["PluralCore"]),
        .testTarget(name: "ICUPluralTests", dependencies: ["ICUPlural"]),
        .testTarget(name: "icu-pluralTests", dependencies: ["icu-plural"]),
    ],
    swiftLanguageModes: [.v6]
)
