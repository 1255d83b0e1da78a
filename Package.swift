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
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
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
            dependencies: [
                "SpringLab",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "SpringLabCLITests",
            dependencies: ["SpringLabCLI"]
        ),
    ]
)
