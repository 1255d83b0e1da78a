import ArgumentParser
import SpringLab
import SpringLabPlot

struct GalleryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Regenerate the README's figures (SVG) and animations (GIF) with gnuplot.",
        // Written out: a usage line listing the options reads better than `[<options>]`.
        usage: "springlab gallery [<dir>] [--seeds <file>] [--png] [--timeout <s>]",
        discussion: """
            Writes DIR/gallery/seed-springs.svg, uikit-vs-swiftui.svg, rk4-error-60hz.svg and \
            damping-ratio.svg, and an animated GIF of each scene of `springlab animate` with its \
            tutorial's springs (animate-box.gif, animate-elastic.gif, …). They depend only on the \
            seed springs and the library, so rerunning reproduces the same bytes (with the same \
            gnuplot version). Run from the repository root: swift run springlab gallery docs
            """
    )

    @Argument(help: ArgumentHelp("Documentation directory; figures go to DIR/gallery.", valueName: "dir"))
    var directory = "docs"

    @Option(once: "seeds", help: ArgumentHelp("The seed springs CSV.", valueName: "file"))
    var seeds = "data/seed-springs.csv"

    @Flag(help: "Also write a PNG of each figure (PNG rendering depends on the installed fonts).")
    var png = false

    @Option(
        once: "timeout", parsing: .unconditional,
        help: ArgumentHelp("Stop gnuplot after this many seconds per figure.", valueName: "s"))
    var timeout = InSeconds(WrittenNumber(30))

    func run() async throws {
        let renderer = try Renderer.locating(timeLimit: PlotOutputOptions.timeLimit(seconds: timeout.seconds))
        let gallery = try Gallery(seeds: SeedSprings.load(seeds))
        let target = (directory.hasSuffix("/") ? String(directory.dropLast()) : directory) + "/gallery"
        for path in try await gallery.render(into: target, png: png, renderer: renderer) {
            print(path)
        }
    }
}
