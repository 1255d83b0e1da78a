// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "springlab",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "SpringLab", targets: ["SpringLab"]),
        .library(name: "SpringLabIO", targets: ["SpringLabIO"]),
        .executable(name: "springlab", targets: ["SpringLabCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
        .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
        // Benchmarks only (`swift package benchmark`); no product of SpringLab links it.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The mathematics: solver, integrator, metrics, parameterizations. No I/O.
        .target(
            name: "SpringLab",
            dependencies: ["CSpringKernels", .product(name: "RealModule", package: "swift-numerics")],
            plugins: ["SpringInputKindList"]
        ),
        // Generates SpringInputKinds.all from the files in Sources/SpringLab/Input/Kinds/.
        .plugin(
            name: "SpringInputKindList",
            capability: .buildTool(),
            dependencies: ["SpringInputKindListGenerator"]
        ),
        .executableTarget(name: "SpringInputKindListGenerator", path: "Plugins/SpringInputKindListGenerator"),
        // One C function: UniformSampler.fill's inner loop in AVX2 + FMA, picked
        // at run time on x86-64 processors that have them (no unsafeFlags: the
        // function alone is compiled for them, by a target attribute).
        .target(name: "CSpringKernels"),
        // Output: shortest round-trip numbers into byte buffers, streaming CSV,
        // ordered JSON, atomic files, clean-up on signals. POSIX through
        // swift-system, no Foundation.
        .target(
            name: "SpringLabIO",
            dependencies: [.product(name: "SystemPackage", package: "swift-system")]
        ),
        // Charts of spring motions drawn by gnuplot run as a child process.
        .target(
            name: "SpringLabPlot",
            dependencies: [
                "SpringLab",
                "SpringLabIO",
                .product(name: "Subprocess", package: "swift-subprocess"),
                // FilePath for Subprocess; Apple platforms take it from the SDK's System.
                .product(
                    name: "SystemPackage", package: "swift-system",
                    condition: .when(platforms: [.linux, .windows, .android])),
                .product(name: "CSV", package: "CSV.swift"),
            ]
        ),
        // The command-line tool: parses, calls SpringLab, formats.
        .executableTarget(
            name: "SpringLabCLI",
            dependencies: [
                "SpringLab",
                "SpringLabIO",
                "SpringLabPlot",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What every test target shares: the repository's data files, temporary
        // directories, child processes, the gnuplot to drive.
        .target(
            name: "SpringLabTestSupport",
            dependencies: ["SpringLab"],
            path: "Tests/SpringLabTestSupport"
        ),
        .testTarget(
            name: "SpringLabTests",
            dependencies: [
                "SpringLab",
                "SpringLabTestSupport",
                .product(name: "RealModule", package: "swift-numerics"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "SpringLabIOTests",
            dependencies: [
                "SpringLabIO",
                "SpringLabTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "SpringLabPlotTests",
            dependencies: [
                "SpringLabPlot", "SpringLabTestSupport", .product(name: "RealModule", package: "swift-numerics"),
            ]
        ),
        .testTarget(
            name: "SpringLabCLITests",
            dependencies: [
                "SpringLabCLI",
                "SpringLab",
                "SpringLabTestSupport",
                .product(name: "RealModule", package: "swift-numerics"),
            ]
        ),
        // Throughput of the library's hot paths: `swift package benchmark`.
        .executableTarget(
            name: "SpringLabBenchmarks",
            dependencies: [
                "SpringLab",
                "SpringLabIO",
                "SpringLabWorkloads",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/SpringLabBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The springs the benchmarks and the harness work on.
        .target(
            name: "SpringLabWorkloads",
            dependencies: ["SpringLab", .product(name: "RealModule", package: "swift-numerics")],
            path: "Benchmarks/SpringLabWorkloads"
        ),
        // A few of the benchmarks as one quick release-built program, for
        // bench/compare.py: `swift build -c release --product SpringLabHarness`.
        .executableTarget(
            name: "SpringLabHarness",
            dependencies: ["SpringLab", "SpringLabIO", "SpringLabWorkloads"],
            path: "bench/SpringLabHarness"
        ),
    ]
)
