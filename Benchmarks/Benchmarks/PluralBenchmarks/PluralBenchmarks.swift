import Benchmark

// Entry point that package-benchmark's plugin looks for. Each group of cases lives in its own
// file and is listed here once; a new engine or feature adds a file and a line.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = Suite.fastConfiguration
    HarnessCases.register()
    RawICUCases.register()
    register(engine: ICUEngine.self)
    register(engine: CLDREngine.self)
    CLDREngine.registerReference()
    FoundationCases.register()
    MessageCases.register()
    MessageFormatCases.register()
    MessageFormat2Cases.register()
    AccessorCases.register()
    CatalogLoadCases.register()
    CatalogPassCases.register()
    FormatCases.register()
}
