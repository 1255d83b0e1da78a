/// An animation ready to draw: the scene sampled at every display frame,
/// the canvas, and how long the final state is held — checked against
/// ``AnimationLimits`` so that an absurd request is refused before gnuplot runs.
public struct AnimationPlan: Sendable {
    public let scene: any AnimatedScene
    /// The scene's name, for titles.
    public let name: String
    public let clock: FrameClock
    /// The scene at each of the clock's frames.
    public let frames: [SceneFrame]
    /// One frame's size in pixels.
    public let width: Int
    public let height: Int
    /// How long a GIF shows the final frame, in centiseconds.
    public let hold: Int

    /// - Parameters:
    ///   - until: the scene's length in seconds; nil for the scene's ``AnimatedScene/end``.
    ///   - hold: seconds the final state stays on screen.
    /// - Throws: ``PlotError/badOption(_:)`` or ``PlotError/needsTimeSpan(_:)``,
    ///   each naming the limit and the option that changes it.
    public init(
        scene: any AnimatedScene, name: String, fps: Int, width: Int, height: Int, hold: Double,
        until: Double? = nil
    ) throws(PlotError) {
        guard AnimationLimits.stillFPS.contains(fps) else {
            throw .badOption(
                "\(setting: .fps) must be a whole number of frames per second in \(AnimationLimits.stillFPS.lowerBound)…"
                    + "\(AnimationLimits.stillFPS.upperBound), got \(fps)")
        }
        guard AnimationLimits.side.contains(width), AnimationLimits.side.contains(height) else {
            throw .badOption(
                "size \(width)x\(height) is out of range: each side \(AnimationLimits.side.lowerBound)…"
                    + "\(AnimationLimits.side.upperBound) pixels")
        }
        guard AnimationLimits.hold.contains(hold) else {
            throw .badOption(
                "\(setting: .hold) must be a number of seconds in \(legendNumber(AnimationLimits.hold.lowerBound))…"
                    + "\(legendNumber(AnimationLimits.hold.upperBound)), got \(legendNumber(hold))")
        }
        let end = try Self.length(of: scene, name: name, until: until)
        let clock = FrameClock(fps: fps, end: end)
        guard clock.count <= AnimationLimits.maximumFrames else {
            throw .badOption(
                "\(clock.count) frames (\(legendNumber(end, significant: 4)) s at \(fps) fps) are more than "
                    + "\(AnimationLimits.maximumFrames): lower \(setting: .fps) or \(setting: .until)")
        }
        guard clock.count * width * height <= AnimationLimits.maximumPixels else {
            throw .badOption(
                "\(clock.count) frames of \(width)x\(height) pixels are more than "
                    + "\(AnimationLimits.maximumPixels / 1_000_000) million pixels in all: lower \(setting: .size), \(setting: .fps) or \(setting: .until)"
            )
        }
        self.scene = scene
        self.name = name
        self.clock = clock
        self.frames = clock.frames.map { scene.frame(at: clock.time(ofFrame: $0)) }
        self.width = width
        self.height = height
        self.hold = Int((hold * 100).rounded())
    }

    /// How long the scene lasts before its final frame: `until`, else the scene's end.
    private static func length(of scene: any AnimatedScene, name: String, until: Double?) throws(PlotError) -> Double {
        let longest = AnimationLimits.longestScene
        if let until {
            guard until.isFinite, until > 0, until <= longest else {
                throw .badOption(
                    "\(setting: .until) must be a number of seconds in (0, \(legendNumber(longest))], got \(legendNumber(until))"
                )
            }
            return until
        }
        guard let end = scene.end else {
            throw .needsTimeSpan(
                "a spring of the \(name) scene never settles (damping ratio 0): give \(setting: .until)")
        }
        guard end <= longest else {
            throw .needsTimeSpan(
                "the \(name) scene takes \(legendNumber(end, significant: 4)) s to settle, longer than "
                    + "\(legendNumber(longest)) s: give \(setting: .until)")
        }
        return end
    }

    /// The scene at each of `times` (a filmstrip's).
    /// - Throws: ``PlotError/badOption(_:)`` for no times, too many, or one outside 0…``AnimationLimits/longestScene``.
    public func frames(at times: [Double]) throws(PlotError) -> [SceneFrame] {
        guard AnimationLimits.filmstripFrames.contains(times.count) else {
            throw .badOption(
                "a filmstrip shows \(AnimationLimits.filmstripFrames.lowerBound)…"
                    + "\(AnimationLimits.filmstripFrames.upperBound) frames, got \(times.count)")
        }
        for time in times where !(time.isFinite && time >= 0 && time <= AnimationLimits.longestScene) {
            throw .badOption(
                "filmstrip times must be seconds in 0…\(legendNumber(AnimationLimits.longestScene)), got \(legendNumber(time))"
            )
        }
        return times.map { scene.frame(at: $0) }
    }

    /// A filmstrip's default times: six display frames spread evenly from the
    /// first to the final one.
    public var filmstripTimes: [Double] {
        let last = clock.count - 1, panels = min(6, clock.count)
        return (0..<panels).map { k in
            clock.time(ofFrame: panels == 1 ? 0 : (k * last + (panels - 1) / 2) / (panels - 1))
        }
    }
}
