import Benchmark

/// What a select case costs without selecting: the loop, the input read and `blackHole`. The
/// nanosecond cases include it, so a ratio between a select of a few nanoseconds and ICU's is
/// smaller than the ratio of the selects themselves.
enum HarnessCases {
    static func register() {
        Benchmark(Suite.name("loop + blackHole only (harness floor)", engine: "harness")) { benchmark in
            let integers = Suite.integers
            for i in benchmark.scaledIterations {
                blackHole(integers[i & Suite.integerMask])
            }
        }
    }
}
