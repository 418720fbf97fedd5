// swift-tools-version: 6.1
// A sample consumer of the LocalizedAccessors plugin, built by Scripts/check-accessors.sh (which puts
// this repository at ../ICUPlural).
import PackageDescription

let package = Package(
    name: "AccessorsConsumer",
    defaultLocalization: "en",
    dependencies: [.package(path: "../ICUPlural", traits: [])],
    targets: [
        .executableTarget(
            name: "Shop",
            dependencies: [
                .product(name: "PluralMessages", package: "ICUPlural"),
                .product(name: "CLDRPlural", package: "ICUPlural"),
            ],
            // .lproj folders, a catalog, and a MessageFormat folder that .process flattens (Onboarding);
            // Messages is copied as a folder.
            resources: [.process("Resources"), .copy("Messages")],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])],
            plugins: [.plugin(name: "LocalizedAccessors", package: "ICUPlural")]
        ),
    ]
)
