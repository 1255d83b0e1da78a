// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "springlab",
    // The Synchronization module's Mutex, springlab's one lock, came with macOS 15.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SpringLab", targets: ["SpringLab"]),
        .executable(name: "springlab", targets: ["SpringLabCLI"]),
    ],
    traits: [
        // What a package that uses only the SpringLab library turns off
        // (`traits: []`), so that it resolves swift-numerics alone. SpringLabIO
        // needs it (for swift-system).
        .trait(
            name: "Tool",
            description: "The springlab command and SpringLabPlot, with the packages only they use."),
        .default(enabledTraits: ["Tool"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // Without its default trait SubprocessFoundation: springlab hands it
        // bytes and strings only, and the tool links no Foundation.
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2", traits: []),
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
        // `springlab serve`'s HTTP server, without its default traits (swift-configuration,
        // and the full Foundation its file serving needs: the page's files are built in).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        // The mathematics: solver, integrator, metrics, parameterizations. No I/O.
        .target(
            name: "SpringLab",
            dependencies: [.product(name: "RealModule", package: "swift-numerics")],
            plugins: ["FolderRegistry"]
        ),
        // Lists the types of a target's registry folders: SpringLab's input
        // kinds and runtimes, SpringLabLint's languages, SpringLabTokens' platforms.
        .plugin(
            name: "FolderRegistry",
            capability: .buildTool(),
            dependencies: ["FolderRegistryGenerator"]
        ),
        .executableTarget(name: "FolderRegistryGenerator", path: "Plugins/FolderRegistryGenerator"),
        // The command's and SpringLabPlot's I/O, not a product: CSV and JSON
        // text, CSV readers, atomic files, clean-up on signals, bounded child
        // processes. POSIX through swift-system and swift-subprocess (with the
        // default trait Tool), no Foundation.
        .target(
            name: "SpringLabIO",
            dependencies: [
                "SpringLab",
                "CLibraryShims",
                .product(name: "SystemPackage", package: "swift-system", condition: .when(traits: ["Tool"])),
                .product(name: "Subprocess", package: "swift-subprocess", condition: .when(traits: ["Tool"])),
            ]
        ),
        // The C library call Swift cannot make as declared (Linux's
        // sched_getaffinity, declared only under _GNU_SOURCE), in C.
        .target(name: "CLibraryShims"),
        // Charts of spring motions drawn by gnuplot run as a child process.
        .target(
            name: "SpringLabPlot",
            dependencies: [
                "SpringLab",
                "SpringLabIO",
            ]
        ),
        // `fit --video`: a clip decoded by ffmpeg run as a child process, and
        // the element that moves tracked to sub-pixel precision into a curve.
        .target(
            name: "SpringLabVideo",
            dependencies: ["SpringLab", "SpringLabIO"],
            // Its loops over every pixel of every frame run some 30 times slower
            // unoptimized: a debug build (and the tests) would take half a minute a clip.
            swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]
        ),
        // `springlab lint`: finds the spring literals of a source tree (walker,
        // one lexer and matcher per language), measures and groups them. Not a
        // product: the command's, like SpringLabIO.
        .target(
            name: "SpringLabLint",
            dependencies: [
                "SpringLab",
                "SpringLabIO",
                .product(name: "SystemPackage", package: "swift-system", condition: .when(traits: ["Tool"])),
            ],
            plugins: ["FolderRegistry"]
        ),
        // `springlab tokens`: design-token files read (JSON, by SpringLabIO),
        // resolved to springs, and written as code per platform.
        .target(
            name: "SpringLabTokens",
            dependencies: ["SpringLab", "SpringLabIO"],
            plugins: ["FolderRegistry"]
        ),
        // `springlab serve`: the tuning page's HTTP server — loopback, its own
        // Host and Origin, bounded requests, the page's files built in
        // (PageAssets, from Page/) — answering /api/ through a ServeAPI the
        // command supplies.
        .target(
            name: "SpringLabServe",
            dependencies: [
                "SpringLabIO",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Tool"])),
                .product(name: "HummingbirdCore", package: "hummingbird", condition: .when(traits: ["Tool"])),
                .product(name: "HTTPTypes", package: "swift-http-types", condition: .when(traits: ["Tool"])),
                .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Tool"])),
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["Tool"])),
            ],
            exclude: ["Page"],
            plugins: ["PageAssets"]
        ),
        // Builds the files of a target's Page/ folder into it as `PageAssets.files`.
        .plugin(
            name: "PageAssets",
            capability: .buildTool(),
            dependencies: ["PageAssetsGenerator"]
        ),
        .executableTarget(name: "PageAssetsGenerator", path: "Plugins/PageAssetsGenerator"),
        // The command-line tool: parses, calls SpringLab, formats.
        .executableTarget(
            name: "SpringLabCLI",
            dependencies: [
                "SpringLab",
                "SpringLabIO",
                "SpringLabLint",
                "SpringLabPlot",
                "SpringLabTokens",
                "SpringLabServe",
                "SpringLabVideo",
                .product(name: "RealModule", package: "swift-numerics"),
                .product(name: "Subprocess", package: "swift-subprocess", condition: .when(traits: ["Tool"])),
                .product(
                    name: "SystemPackage", package: "swift-system",
                    condition: .when(platforms: [.linux, .windows, .android], traits: ["Tool"])),
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["Tool"])),
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
            name: "SpringLabLintTests",
            dependencies: ["SpringLabLint", "SpringLabTestSupport"]
        ),
        .testTarget(
            name: "SpringLabTokensTests",
            dependencies: ["SpringLabTokens", "SpringLab", "SpringLabIO", "SpringLabTestSupport"]
        ),
        .testTarget(
            name: "SpringLabVideoTests",
            dependencies: ["SpringLabVideo", "SpringLabTestSupport"]
        ),
        .testTarget(
            name: "SpringLabServeTests",
            dependencies: ["SpringLabServe", "SpringLabTestSupport"]
        ),
        .testTarget(
            name: "SpringLabCLITests",
            dependencies: [
                "SpringLabCLI",
                "SpringLab",
                "SpringLabTestSupport",
                .product(name: "RealModule", package: "swift-numerics"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
    ]
)
