// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "springlab",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "SpringLab", targets: ["SpringLab"]),
        .executable(name: "springlab", targets: ["SpringLabCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Benchmarks only (`swift package benchmark`); no product of SpringLab links it.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The mathematics: solver, integrator, metrics, parameterizations. No I/O.
        .target(
            name: "SpringLab",
            dependencies: [.product(name: "RealModule", package: "swift-numerics")]
        ),
        // The command-line tool: parses, calls SpringLab, formats.
        .executableTarget(
            name: "SpringLabCLI",
            dependencies: [
                "SpringLab",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "SpringLabTests",
            dependencies: ["SpringLab"]
        ),
        .testTarget(
            name: "SpringLabCLITests",
            dependencies: ["SpringLabCLI"]
        ),
        // Throughput of the library's hot paths: `swift package benchmark`.
        .executableTarget(
            name: "SpringLabBenchmarks",
            dependencies: [
                "SpringLab",
                .product(name: "RealModule", package: "swift-numerics"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/SpringLabBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
