import Foundation
import SpringLab
import Testing

@testable import SpringLabPlot

/// How frames look: the font their scripts ask for, labels in words and
/// clear of the guide lines, filmstrips wrapped into rows.
@Suite("animation frames")
struct AnimationFrameTests {
    static func target(settling: Double, overshoot: Double) throws -> LabelledSpring {
        var input = TargetInput()
        input.settlingDuration = settling
        input.overshoot = overshoot
        return LabelledSpring(try input.animation())
    }

    static func boxPlan(_ springs: [LabelledSpring]) throws -> AnimationPlan {
        try AnimationPlan(
            scene: SceneKind.box.scene(springs: springs), name: "box", fps: 50, width: 480, height: 320, hold: 1)
    }

    static func script(_ plan: AnimationPlan, _ target: AnimationScript.Target, font: FrameFont) throws -> String {
        try AnimationScript(plan: plan, frames: plan.frames, target: target, font: font).text()
    }

    // MARK: font

    /// DejaVu Sans at 10 points in every raster terminal; without it the GIF
    /// takes gnuplot's built-in font and cairo its default sans.
    @Test func theTerminalsNameTheFont() throws {
        let plan = try Self.boxPlan([])
        let targets: [AnimationScript.Target] = [
            .gif("a.gif"), .pngFrames(directory: "frames"), .filmstrip(.png, "s.png"),
        ]
        for target in targets {
            let dejaVu = try Self.script(plan, target, font: .dejaVuSans).split(separator: "\n")[2]
            #expect(dejaVu.contains(" noenhanced font \"DejaVu Sans,10\" "), "\(dejaVu)")
            let builtIn = try Self.script(plan, target, font: .builtIn).split(separator: "\n")[2]
            if case .gif = target {
                #expect(builtIn.hasPrefix("set terminal gif ") && builtIn.contains(" noenhanced medium "))
            } else {
                #expect(builtIn.hasPrefix("set terminal pngcairo ") && builtIn.contains(" font \"sans,10\" "))
            }
        }
    }

    /// The font is found by its file: present in a user's font folder, it is
    /// used; on CI, which installs fonts-dejavu-core, it must be found.
    @Test func theFontIsFoundByItsFile() throws {
        let scratch = try makeScratch()
        defer { removeScratch(scratch) }
        let folder = scratch.appendingPathComponent("Library/Fonts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data([0]).write(to: folder.appendingPathComponent("DejaVuSans.ttf"))
        #expect(FrameFont.installed(environment: ["HOME": scratch.path]) == .dejaVuSans)
        #expect(FrameFont.candidateFiles(home: nil).contains("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
        if isContinuousIntegration {
            #expect(FrameFont.installed() == .dejaVuSans, "CI installs fonts-dejavu-core")
        }
    }

    // MARK: words

    @Test func keysBecomeWords() throws {
        #expect(SpringWords.words("dampingRatio") == "damping ratio")
        #expect(SpringWords.words("allowsOverdamping") == "allows overdamping")
        #expect(SpringWords.words("duration") == "duration")
        #expect(try Self.target(settling: 0.5, overshoot: 0.05).words == "settles in 0.5 s, overshoot 5%")
        var peak = TargetInput()
        peak.peakTime = 0.2
        peak.overshoot = 0.125
        #expect(SpringWords.phrase(peak) == "overshoot 12.5%, peaks at 0.2 s")
        #expect(LabelledSpring(try peak.animation(), label: "mine").words == "mine")
    }

    /// No text on any frame holds a camelCase identifier (a lowercase word
    /// running into a capital): the tutorial scenes, a box of targets, and
    /// every parameter of every kind spoken.
    @Test func noTextHoldsAnIdentifier() throws {
        let identifier = try Regex("\\b[a-z]+[A-Z]")
        var texts: [String] = []
        for kind in SceneKind.allCases {
            let scene = try kind.scene()
            texts += scene.captions + scene.frame(at: 0.3).labels.map(\.text)
        }
        let box = try SceneKind.box.scene(springs: [Self.target(settling: 0.5, overshoot: 0.05)])
        texts += box.captions + box.frame(at: 0.3).labels.map(\.text)
        for kind in SpringInputKinds.all {
            texts += kind.parameterNames.map { SpringWords.phrase(key: $0, value: .number(1)) }
            texts += kind.parameterNames.map { SpringWords.phrase(key: $0, value: .flag(false)) }
        }
        for text in texts {
            #expect(text.firstMatch(of: identifier) == nil, "\(text)")
        }
        #expect(texts.contains("settles in 0.5 s, overshoot 5%"))
    }

    // MARK: labels clear of lines

    /// Each label's text, one line of the font drawn on its side of its
    /// anchor, crosses no line or outline of its frame: checked against the
    /// script's own coordinates (the viewport maps pixels to points) with
    /// the text's line taken as 24 pixels, more than a 10-point line.
    @Test(arguments: [0.0, 0.2, 0.52])
    func labelsAreClearOfTheGuides(_ time: Double) throws {
        let uikit = LabelledSpring(
            try SpringAnimation(UIKitSpring(duration: 0.45, dampingRatio: 0.15, initialVelocity: 5.5)))
        let plan = try Self.boxPlan([uikit, Self.target(settling: 0.5, overshoot: 0.05)])
        let script = AnimationScript(plan: plan, frames: plan.frames, target: .gif("a.gif"), font: .dejaVuSans)
        let pointsPerPixel = (script.viewport.y.upperBound - script.viewport.y.lowerBound) / Double(plan.height)
        let frame = plan.scene.frame(at: time)
        #expect(frame.labels.count == (time > 0.45 ? 3 : 2))
        let text = try script.text()
        for label in frame.labels {
            let height = 24 * pointsPerPixel
            let band =
                label.side == .above
                ? label.position.y...(label.position.y + height) : (label.position.y - height)...label.position.y
            for shape in frame.shapes {
                for (a, b) in zip(shape.points, shape.points.dropFirst()) {
                    let low = min(a.y, b.y), high = max(a.y, b.y)
                    #expect(
                        !(low < band.upperBound && high > band.lowerBound), "\(label.text) crossed at y \(low)…\(high)")
                }
            }
            let offset = label.side == .above ? "offset 0,1" : "offset 0,-1"
            #expect(text.contains("first \(gnuplotNumber(label.position.y)) left \(offset) front"), "\(label.text)")
        }
    }

    // MARK: filmstrip grid

    /// Rows of at most 1920 pixels, as few as fit, the frames spread evenly.
    @Test(arguments: [
        (6, 480, 3, 2), (7, 480, 4, 2), (4, 480, 4, 1), (5, 480, 3, 2), (24, 480, 4, 6), (1, 480, 1, 1),
        (3, 2000, 1, 3), (24, 64, 24, 1), (13, 640, 3, 5),
    ])
    func filmstripsWrapIntoRows(_ frames: Int, _ width: Int, _ columns: Int, _ rows: Int) {
        let grid = FilmstripGrid(frames: frames, width: width, height: 100)
        #expect((grid.columns, grid.rows) == (columns, rows))
        #expect((grid.width, grid.height) == (columns * width, rows * 100))
        #expect(grid.width <= max(FilmstripGrid.maximumWidth, width))
        #expect(grid.columns * grid.rows >= frames && grid.columns * (grid.rows - 1) < frames)
    }

    /// The PNG written has the grid's size (its IHDR chunk: width and height,
    /// big-endian, at bytes 16 and 20), and each panel its place in the grid.
    @Test(.requiresGnuplot) func aFilmstripPNGHasTheGridsSize() async throws {
        let scratch = try makeScratch()
        defer { removeScratch(scratch) }
        let plan = try Self.boxPlan([])
        let path = scratch.appendingPathComponent("strip.png").path
        try await testRenderer().writeFilmstrip(plan, times: plan.filmstripTimes, format: .png, to: path)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(Array(bytes.prefix(8)) == FileSignature.png)
        func field(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        #expect((field(16), field(20)) == (1440, 640))
        let text = try AnimationScript(
            plan: plan, frames: try plan.frames(at: plan.filmstripTimes), target: .filmstrip(.png, "s.png"),
            font: .builtIn
        ).text()
        #expect(
            text.contains(
                "set lmargin at screen 0.6666666666666666\nset rmargin at screen 1.0\nset bmargin at screen 0.0\nset tmargin at screen 0.5\n"
            ))
    }
}
