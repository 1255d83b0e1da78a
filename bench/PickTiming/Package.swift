// swift-tools-version: 6.1
// In-process timing of target solves and curve fits, for bench/pick. A
// package of its own (depending on springlab by path) so that it builds
// apart from the main package and its benchmark suite.
import PackageDescription

let package = Package(
    name: "PickTiming",
    dependencies: [.package(name: "springlab", path: "../..")],
    targets: [
        .executableTarget(
            name: "PickTiming",
            dependencies: [.product(name: "SpringLab", package: "springlab")]
        )
    ]
)
