// swift-tools-version: 6.1
import PackageDescription

// springlab's benchmark suite, a package of its own so that building, testing
// or depending on springlab never fetches or builds the benchmark framework.
//
//     cd Benchmarks && swift package benchmark
//
// bench/compare.py runs this suite for its library figures.
let package = Package(
    name: "SpringLabBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        // springlab itself, from this checkout. Named, because a path
        // dependency is otherwise known by its folder's name.
        .package(name: "springlab", path: ".."),
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The springs and curves the benchmarks work on.
        .target(
            name: "BenchmarkWorkloads",
            dependencies: [
                .product(name: "SpringLab", package: "springlab"),
                .product(name: "RealModule", package: "swift-numerics"),
            ],
            path: "BenchmarkWorkloads"
        ),
        // Throughput of the library calls the springlab commands make.
        .executableTarget(
            name: "SpringLabBenchmarks",
            dependencies: [
                "BenchmarkWorkloads",
                .product(name: "SpringLab", package: "springlab"),
                .product(name: "RealModule", package: "swift-numerics"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "SpringLabBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The instructions the per-spring workloads execute, for valgrind's callgrind
        // (bench/compare.py): a count that does not move with the machine's load. Not in a
        // folder of its own under Benchmarks/, where the benchmark plugin would run it as a suite.
        .executableTarget(
            name: "InstructionCounts",
            dependencies: ["BenchmarkWorkloads", .product(name: "SpringLab", package: "springlab")],
            path: "Tools/InstructionCounts"
        ),
    ]
)
