import Foundation
import Testing

@testable import SpringLabPlot

@Suite("docs gallery")
struct GalleryTests {
    static func gallery() throws -> Gallery {
        try Gallery(seeds: SeedSprings.load(SeedSpring.path))
    }

    @Test func hasTheFourFigures() throws {
        let gallery = try Self.gallery()
        #expect(gallery.entries.map(\.name) == ["seed-springs", "uikit-vs-swiftui", "rk4-error-60hz", "damping-ratio"])
        #expect(gallery.entries[0].figure.panels.count == 9)
        #expect(gallery.entries[0].figure.layout == PanelLayout(rows: 3, columns: 3))
    }

    /// Two renders give the same bytes; and when this gnuplot is the one that
    /// made docs/gallery, they equal the committed files (the figures, then
    /// one animation per scene).
    @Test(.requiresGnuplot) func regeneratingReproducesTheFigures() async throws {
        let scratch = try makeScratch()
        defer { removeScratch(scratch) }
        let gallery = try Self.gallery()
        let renderer = try testRenderer()
        let first = try await gallery.render(into: scratch.appendingPathComponent("a").path, renderer: renderer)
        let second = try await gallery.render(into: scratch.appendingPathComponent("b").path, renderer: renderer)
        #expect(first.count == 4 + SceneKind.allCases.count)
        #expect(
            first.suffix(SceneKind.allCases.count).map { URL(fileURLWithPath: $0).lastPathComponent }
                == SceneKind.allCases.map { "animate-\($0.rawValue).gif" })
        for (a, b) in zip(first, second) {
            #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)), "\(a)")
        }
        for path in first {
            let name = URL(fileURLWithPath: path).lastPathComponent
            let committed = repositoryRoot.appendingPathComponent("docs/gallery/\(name)")
            guard let stored = try? Data(contentsOf: committed) else {
                Issue.record("docs/gallery/\(name) is not committed")
                continue
            }
            let fresh = try Data(contentsOf: URL(fileURLWithPath: path))
            // The SVG names the gnuplot that drew it; another version may lay text out differently.
            if Self.producer(stored) == Self.producer(fresh) {
                #expect(fresh == stored, "docs/gallery/\(name) is out of date: run `swift run springlab gallery docs`")
            }
        }
    }

    /// The gnuplot that drew a file: an SVG's `<desc>`, or the version and
    /// the font an animated GIF's comment names.
    static func producer(_ file: Data) -> String? {
        if file.starts(with: Array("GIF89a".utf8)) {
            let text = String(decoding: file.prefix(1000), as: UTF8.self)
            return text.range(of: "gnuplot [0-9.]+ patchlevel [0-9]+(, [A-Za-z' -]+)?", options: .regularExpression).map
            {
                String(text[$0])
            }
        }
        let text = String(decoding: file.prefix(600), as: UTF8.self)
        guard let start = text.range(of: "<desc>"), let end = text.range(of: "</desc>") else { return nil }
        return String(text[start.upperBound..<end.lowerBound])
    }
}
