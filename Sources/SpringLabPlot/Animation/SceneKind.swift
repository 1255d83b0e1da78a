import SpringLab

/// The scenes `springlab animate` draws, each after a classic tutorial
/// (docs/scenes.md says what was taken from where).
public enum SceneKind: String, CaseIterable, Sendable {
    /// A box moving from `from` to `to`, one lane per spring.
    case box
    /// A text field whose four edge midpoints spring out and back on a tap.
    case elastic
    /// A header whose bottom edge is dragged down at its middle and released.
    case jelly
    /// A pull-to-refresh wave of seven control points, released.
    case pullToRefresh = "pull-to-refresh"
    /// A button pulsing in scale.
    case pulse
    /// A text field jumping in position.y.
    case jump

    /// One line for help texts.
    public var summary: String {
        switch self {
        case .box: return "a box moving from \(setting: .from) to \(setting: .to) (points), one lane per spring"
        case .elastic:
            return
                "elastic text field: edge midpoints spring out by \(setting: .overshootAmount), then back (two springs)"
        case .jelly: return "jelly header: the middle of the bottom edge dragged down and released"
        case .pullToRefresh: return "pull-to-refresh wave: seven control points released"
        case .pulse: return "a button's transform.scale from \(setting: .from) to \(setting: .to)"
        case .jump: return "a text field's position.y offset from \(setting: .from) to \(setting: .to) (points, y down)"
        }
    }

    /// How many springs the scene animates.
    public var springCount: ClosedRange<Int> {
        switch self {
        case .box: return 1...8
        case .elastic: return 2...2
        case .jelly, .pullToRefresh, .pulse, .jump: return 1...1
        }
    }

    /// `--from` and `--to` when not given: the box's points, the pulse's
    /// scales, the jump's offsets (data/seed-springs.csv's `from` and `to`).
    public var defaultRange: (from: Double, to: Double)? {
        switch self {
        case .box: return (0, 300)
        case .pulse: return (1.25, 1)
        case .jump: return (1, 0)
        case .elastic, .jelly, .pullToRefresh: return nil
        }
    }

    /// The scene with these springs (the tutorial's when empty).
    ///
    /// - Throws: ``PlotError/badOption(_:)`` for the wrong number of springs,
    ///   a range or an overshoot the scene does not take or cannot show.
    public func scene(springs: [LabelledSpring] = [], settings: SceneSettings = SceneSettings()) throws(PlotError)
        -> any AnimatedScene
    {
        let springs = springs.isEmpty ? tutorialSprings : springs
        guard springCount.contains(springs.count) else {
            let wanted =
                springCount.count == 1
                ? "\(springCount.lowerBound)" : "\(springCount.lowerBound) to \(springCount.upperBound)"
            throw .badOption(
                "the \(rawValue) scene animates \(wanted) spring\(springCount.upperBound == 1 ? "" : "s")"
                    + (self == .elastic ? " (out, then back)" : "")
                    + ", got \(springs.count); give none for the tutorial's")
        }
        try settings.check(for: self)
        let range = (from: settings.from ?? defaultRange?.from ?? 0, to: settings.to ?? defaultRange?.to ?? 0)
        let presented = try springs.map { spring throws(PlotError) in
            try PresentedSpring(spring.animation, on: settings.runtimeScreen(distance: range.to - range.from))
        }
        switch self {
        case .box: return BoxScene(lanes: presented, names: springs.map(\.words), from: range.from, to: range.to)
        case .elastic:
            return try ElasticScene(
                out: presented[0], back: presented[1], names: springs.map(\.words),
                overshoot: settings.overshoot ?? ElasticScene.tutorialOvershoot)
        case .jelly: return JellyScene(spring: presented[0], name: springs[0].words)
        case .pullToRefresh: return PullToRefreshScene(spring: presented[0], name: springs[0].words)
        case .pulse: return PulseScene(spring: presented[0], name: springs[0].words, from: range.from, to: range.to)
        case .jump: return JumpScene(spring: presented[0], name: springs[0].words, from: range.from, to: range.to)
        }
    }
}

/// The geometry a scene lets the user change.
public struct SceneSettings: Sendable {
    /// The box's start (points), the pulse's first scale, the jump's first offset.
    public var from: Double?
    /// Where they end.
    public var to: Double?
    /// How far the elastic scene's control points move out (points).
    public var overshoot: Double?
    /// The runtime whose end of animation the frames follow (`--for`, a name
    /// of ``ScreenRuntime/kindNames``), with its default thresholds; nil: the
    /// API the spring was written for.
    public var runtime: String?
    /// The display's frame rate the runtime runs at.
    public var framesPerSecond: Double

    public init(
        from: Double? = nil, to: Double? = nil, overshoot: Double? = nil, runtime: String? = nil,
        framesPerSecond: Double = 60
    ) {
        self.from = from
        self.to = to
        self.overshoot = overshoot
        self.runtime = runtime
        self.framesPerSecond = framesPerSecond
    }

    /// The runtime and screen for a scene moving `distance` (the box's, the
    /// pulse's or the jump's range; 300 units for scenes with a fixed geometry).
    func runtimeScreen(distance: Double) throws(PlotError) -> (runtime: String, move: ScreenMove)? {
        guard let runtime else { return nil }
        guard ScreenRuntime.kindNames.contains(runtime) else {
            throw .badOption(
                "\(setting: .runtime): no runtime '\(runtime)'; runtimes: \(ScreenRuntime.kindNames.joined(separator: ", "))"
            )
        }
        do {
            let move = try ScreenMove(
                distance: distance == 0 ? ScreenMove.standard.distance : distance, framesPerSecond: framesPerSecond)
            return (runtime, move)
        } catch { throw .badOption(error.description) }
    }

    /// The largest distance, in points, a scene is asked to draw.
    static let farthest = 10_000.0
    /// The range of a pulse's scale.
    static let scales = 0.01...10.0

    func check(for kind: SceneKind) throws(PlotError) {
        if kind.defaultRange == nil, from != nil || to != nil {
            throw .badOption(
                "\(setting: .from) and \(setting: .to) set the box, pulse and jump scenes; the \(kind.rawValue) scene has its tutorial's geometry"
            )
        }
        if kind != .elastic, overshoot != nil {
            throw .badOption(
                "\(setting: .overshootAmount) sets the elastic scene; the \(kind.rawValue) scene does not take it")
        }
        for (name, value) in [(PlotSetting.from, from), (.to, to)] {
            guard let value else { continue }
            if kind == .pulse {
                guard Self.scales.contains(value) else {
                    throw .badOption(
                        "\(setting: name) is a scale in the pulse scene: \(legendNumber(Self.scales.lowerBound))…"
                            + "\(legendNumber(Self.scales.upperBound)), got \(legendNumber(value))")
                }
            } else if !(value.isFinite && value.magnitude <= Self.farthest) {
                throw .badOption(
                    "\(setting: name) must be a number of points within ±\(Int(Self.farthest)), got \(legendNumber(value))"
                )
            }
        }
        if let overshoot, !(overshoot.isFinite && overshoot > 0 && overshoot <= 100) {
            throw .badOption(
                "\(setting: .overshootAmount) must be a number of points in (0, 100], got \(legendNumber(overshoot))")
        }
    }
}
