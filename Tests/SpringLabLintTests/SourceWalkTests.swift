import Foundation
import SpringLabTestSupport
import Testing

@testable import SpringLabLint

/// The walk: which files it reads, which folders and links it leaves alone,
/// and the parallel scan's order.
@Suite("lint's walk")
struct SourceWalkTests {
    private let spring = "let s = Spring(duration: 0.5, bounce: 0.2)\n"

    @Test func skipsFoldersLinksBinariesAndLargeFiles() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let outside = try TemporaryDirectory()
        defer { outside.remove() }
        let manager = FileManager.default
        for folder in ["src/ui", ".git", "node_modules/pkg", "Pods/A", ".build", "build", "DerivedData"] {
            try manager.createDirectory(atPath: root.path(folder), withIntermediateDirectories: true)
        }
        for file in [
            "src/ui/A.swift", "src/B.kt", ".git/C.swift", "node_modules/pkg/D.js", "Pods/A/E.swift",
            ".build/F.swift", "build/G.swift", "DerivedData/H.swift", "src/notes.txt",
        ] {
            try spring.write(toFile: root.path(file), atomically: true, encoding: .utf8)
        }
        try spring.write(toFile: outside.path("Outside.swift"), atomically: true, encoding: .utf8)
        try manager.createSymbolicLink(atPath: root.path("src/link"), withDestinationPath: outside.url.path)
        try manager.createSymbolicLink(
            atPath: root.path("src/Linked.swift"), withDestinationPath: outside.path("Outside.swift"))
        try Data([0x6C, 0x65, 0x74, 0x00, 0x01]).write(to: URL(fileURLWithPath: root.path("src/Binary.swift")))
        let large = String(repeating: "// padding\n", count: Int(SourceWalk.largestFile) / 11 + 1) + spring
        try large.write(toFile: root.path("src/Large.swift"), atomically: true, encoding: .utf8)

        let walk = try SourceWalk([root.url.path])
        let names = walk.files.map { String($0.dropFirst(root.url.path.count + 1)) }
        #expect(names == ["src/B.kt", "src/Binary.swift", "src/ui/A.swift"])
        let found = try SourceScan(walk, workers: 2).springs
        #expect(found.map { $0.path.hasSuffix("B.kt") || $0.path.hasSuffix("A.swift") } == [true])
        #expect(found.map(\.spec) == ["swiftui:duration=0.5,bounce=0.2"])
    }

    @Test func keepsTheListsOrderAcrossWorkers() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        for index in 0..<40 {
            try String(repeating: spring, count: index % 3 + 1).write(
                toFile: root.path(String(format: "F%02d.swift", index)), atomically: true, encoding: .utf8)
        }
        let walk = try SourceWalk([root.url.path])
        let found = try SourceScan(walk, workers: 4).springs
        #expect(found.count == (0..<40).map { $0 % 3 + 1 }.reduce(0, +))
        let order = found.map { ($0.path, $0.line) }
        #expect(zip(order, order.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test func missingPathIsAnError() {
        #expect(throws: LintError.missingPath("/no/such/place")) { try SourceWalk(["/no/such/place"]) }
    }
}

/// The languages the build lists: each file extension belongs to one, so
/// the order of the list decides nothing.
@Suite("lint languages")
struct LintLanguageTests {
    @Test("every extension is one language's, and a file with it is read as that language")
    func extensions() {
        let extensions = LintLanguages.all.flatMap { $0.extensions }
        #expect(Set(extensions).count == extensions.count)
        for language in LintLanguages.all {
            #expect(!language.extensions.isEmpty, "\(language.name)")
            for suffix in language.extensions {
                let found = LintLanguages.language(of: "a/b." + suffix.uppercased())
                #expect(found.map { ObjectIdentifier($0) } == ObjectIdentifier(language), "\(suffix)")
            }
        }
    }
}
