// swift-tools-version: 6.1
// The benchmark suite lives in its own package so that the root package's `swift build` and
// `swift test` never resolve or build the benchmark dependencies.
import PackageDescription

let package = Package(
    name: "ICUPluralBenchmarks",
    // The .lproj resources of the accessor cases need one.
    defaultLocalization: "en",
    dependencies: [
        .package(name: "ICUPlural", path: ".."),
        // The MallocInterposer trait alone: it counts mallocs; the default RuntimeInterposer trait
        // pulls a package this machine's mirror does not carry.
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "PluralBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ICUPlural", package: "ICUPlural"),
                .product(name: "PluralCore", package: "ICUPlural"),
                .product(name: "CLDRPlural", package: "ICUPlural"),
                .product(name: "PluralMessages", package: "ICUPlural"),
                .product(name: "MessageFormat2", package: "ICUPlural"),
                .product(name: "CICUShim", package: "ICUPlural"),
                "CatalogFixture",
            ],
            path: "Benchmarks/PluralBenchmarks",
            // Resources: the .lproj folders the typed accessors of AccessorCases are generated from.
            resources: [.process("Resources")],
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
                .plugin(name: "LocalizedAccessors", package: "ICUPlural"),
            ]
        ),
        // Runs one operation in a loop for valgrind's callgrind (Scripts/profile.sh).
        .executableTarget(
            name: "plural-profile",
            dependencies: [
                .product(name: "ICUPlural", package: "ICUPlural"),
                .product(name: "PluralCore", package: "ICUPlural"),
                .product(name: "CLDRPlural", package: "ICUPlural"),
                .product(name: "CICUShim", package: "ICUPlural"),
                .product(name: "PluralMessages", package: "ICUPlural"),
                .product(name: "MessageFormat2", package: "ICUPlural"),
                "CatalogFixture",
            ],
            // Not under a folder named Benchmarks: the plugin runs every executable found there.
            path: "Tools/plural-profile"
        ),
        // The first answer in a fresh process (Scripts/cold-start.sh): the pure-Swift engine alone.
        .executableTarget(
            name: "plural-cold-start",
            dependencies: [.product(name: "CLDRPlural", package: "ICUPlural")],
            path: "Tools/plural-cold-start"
        ),
        // The 2 MB string catalog of the catalog-load cases, generated (not committed).
        .target(name: "CatalogFixture", path: "Tools/CatalogFixture"),
        // Loads one catalog in a fresh process: peak memory and profiles of catalog loading.
        .executableTarget(
            name: "catalog-load",
            dependencies: [
                "CatalogFixture",
                .product(name: "ICUPlural", package: "ICUPlural"),
                .product(name: "PluralMessages", package: "ICUPlural"),
            ],
            path: "Tools/catalog-load"
        ),
    ],
    swiftLanguageModes: [.v6]
)
