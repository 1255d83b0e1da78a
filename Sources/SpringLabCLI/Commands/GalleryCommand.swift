import ArgumentParser
import SpringLab
import SpringLabPlot

struct GalleryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Regenerate the README's figures (SVG) and animations (GIF) with gnuplot.",
        // Written out: the options are lists only so that a second value can be refused
        // (`checkOptions(_:)`), and the generated usage would show them as repeatable.
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

    @Option(name: .customLong("seeds"), help: ArgumentHelp("The seed springs CSV.", valueName: "file"))
    var seedsGiven = ["data/seed-springs.csv"]
    var seeds: String { seedsGiven.single }

    @Flag(help: "Also write a PNG of each figure (PNG rendering depends on the installed fonts).")
    var png = false

    @Option(
        name: .customLong("timeout"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp("Stop gnuplot after this many seconds per figure.", valueName: "s"))
    var timeoutGiven: [WrittenNumber] = [WrittenNumber(30)]
    var timeout: Double { timeoutGiven.single.value }

    func validate() throws {
        try checkOptions(["--seeds": seedsGiven, "--timeout": timeoutGiven], times: ["--timeout"])
    }

    func run() async throws {
        let renderer = try Renderer.locating(timeLimit: PlotOutputOptions.timeLimit(seconds: timeout))
        let gallery = try Gallery(seeds: SeedSprings.load(seeds))
        let target = (directory.hasSuffix("/") ? String(directory.dropLast()) : directory) + "/gallery"
        for path in try await gallery.render(into: target, png: png, renderer: renderer) {
            print(path)
        }
    }
}
