// swift-tools-version: 6.1
// A web server that answers in the language each request asks for (Accept-Language), built on
// Hummingbird 2. It is a package of its own, like Benchmarks/, so that the root package never
// resolves or builds a server framework.
import PackageDescription

let package = Package(
    name: "PluralServer",
    defaultLocalization: "en",
    dependencies: [
        .package(name: "ICUPlural", path: "../..", traits: []),   // the libraries only: no icu-plural tool
        // No default traits: the server needs neither swift-configuration nor full Foundation.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0", traits: []),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Already a dependency of Hummingbird; named for `Channel` (the bound address at start-up).
        .package(url: "https://github.com/apple/swift-nio", from: "2.0.0"),
    ],
    targets: [
        .executableTarget(
            name: "plural-server",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "PluralMessages", package: "ICUPlural"),
                .product(name: "PluralLocalization", package: "ICUPlural"),
                .product(name: "CLDRPlural", package: "ICUPlural"),
            ],
            resources: [.process("Resources")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
