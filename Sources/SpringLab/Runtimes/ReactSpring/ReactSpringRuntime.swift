/// react-spring's (v9) spring on screen: it integrates in 1 ms steps of
/// semi-implicit Euler in the value's units, `⌈dt⌉` steps per frame, and
/// finishes at the first step that starts with |v| ≤ `restVelocity` and
/// |to − x| ≤ `precision`; that frame shows the target (``sources``;
/// docs/runtime-ends.md).
///
/// One step, with k = tension, c = friction, m = mass, velocity in units per
/// millisecond:
///
///     a = (−k·1e-6·(x − to) − c·1e-3·v) / m;  v += a;  x += v
///
/// The frame loop's `dt` is 16.667 ms for the first frame after the loop
/// starts (rafz has no previous timestamp yet) and `min(64, tₖ − tₖ₋₁)` ms
/// after that; every frame therefore runs ⌈dt⌉ ≥ dt milliseconds of motion
/// (17 ms per 16.67 ms frame at 60 Hz).
///
/// Edge cases: a spring whose Euler steps diverge (k·1e-6/m ≥ 4 for c = 0)
/// never finishes; its frames stop at the first non-finite value.
public struct ReactSpringRuntime: Hashable, Sendable {
    /// `config.precision`, in the value's units.
    public let precision: Double
    /// `config.restVelocity`, in units per millisecond.
    public let restVelocity: Double
    /// How much slower the spring handed to react-spring is than the one
    /// animated: tension k/s², friction c/s, velocity v/s (1: the spring as
    /// is). A scale equal to the milliseconds react-spring simulates per real
    /// millisecond (17/16.67 at 60 Hz) cancels the drift of its ⌈dt⌉ steps.
    public let timeScale: Double

    public init(precision: Double, restVelocity: Double? = nil, timeScale: Double = 1) {
        self.precision = precision
        self.restVelocity = restVelocity ?? precision / 10
        self.timeScale = timeScale
    }

    /// The milliseconds react-spring simulates per real millisecond on a
    /// steady display: ⌈dt⌉ / dt for the frames after the first.
    public static func steadyTimeScale(_ move: ScreenMove) -> Double {
        let dt = frameDelta(2, move: move)
        return dt.rounded(.up) / dt
    }

    /// The `config` react-spring is given for `spring` with `initialVelocity`
    /// (fractions of the distance per second) over `distance`: mass, tension,
    /// friction, velocity (units/ms), after ``timeScale``. The velocity has
    /// the sign of `distance`: written for a move, `distance` is to − from
    /// (react-spring's velocity is in the value's units, negative on a move down).
    public func config(_ spring: Spring, initialVelocity: Double, distance: Double)
        -> (mass: Double, tension: Double, friction: Double, velocity: Double)
    {
        (
            spring.mass, spring.stiffness / (timeScale * timeScale), spring.damping / timeScale,
            initialVelocity * distance / 1000 / timeScale
        )
    }

    /// react-spring's defaults for a move of `distance` ≠ 0: precision
    /// min(1, 0.001 · distance), restVelocity precision / 10.
    public init(defaultsFor distance: Double) {
        self.init(precision: Swift.min(1, distance.magnitude * 0.001))
    }

    /// The frame loop's `dt` for frame `k` ≥ 1, in milliseconds.
    public static func frameDelta(_ k: Int, move: ScreenMove) -> Double {
        k == 1 ? 16.667 : Swift.min(64, move.frameMilliseconds(k) - move.frameMilliseconds(k - 1))
    }

    /// The values react-spring shows, in units, moving 0 → `move.distance`:
    /// one per frame until the finishing frame (which shows the target), and
    /// the position that frame would have shown had it not finished (all its
    /// ⌈dt⌉ steps run): what the target replaces on screen.
    public func frames(
        mass: Double, tension: Double, friction: Double, velocity: Double, move: ScreenMove
    ) -> (values: [Double], finished: Double?) {
        var spring = ReactSpringStepper(
            position: 0, velocity: velocity, tension: tension, friction: friction, mass: mass, to: move.distance,
            precision: precision, restVelocity: restVelocity)
        var values = [0.0]
        for k in 1...ScreenRun.frameLimit(move) {
            if let drawn = spring.run(Self.frameDelta(k, move: move)) { return (values, drawn) }
            guard spring.position.isFinite else { return (values, nil) }
            values.append(spring.position)
        }
        return (values, nil)
    }
}

/// react-spring's spring between frames, in units and units per
/// millisecond, stepped as `SpringValue.advance` steps it.
struct ReactSpringStepper {
    var position: Double, velocity: Double
    var tension: Double, friction: Double, mass: Double
    var to: Double, precision: Double, restVelocity: Double

    /// Runs one frame of `milliseconds` (⌈·⌉ steps of 1 ms). When a step
    /// starts at rest (|v| ≤ restVelocity, |to − x| ≤ precision) the spring
    /// has finished and the frame shows the target; the position the frame
    /// would have drawn, all its steps run, is returned. Else nil.
    mutating func run(_ milliseconds: Double) -> Double? {
        var finished = false
        for _ in 0..<Int(milliseconds.rounded(.up)) {
            if !finished, !(velocity.magnitude > restVelocity), (to - position).magnitude <= precision {
                finished = true
            }
            let acceleration = (-tension * 0.000001 * (position - to) - friction * 0.001 * velocity) / mass
            velocity += acceleration
            position += velocity
        }
        return finished ? position : nil
    }
}

/// react-spring's named configs (``ReactSpringRuntime/sources``): tension and friction, mass 1.
public enum ReactSpringPreset: String, CaseIterable, Sendable {
    case `default`, gentle, wobbly, stiff, slow, molasses

    /// (tension, friction).
    public var constants: (tension: Double, friction: Double) {
        switch self {
        case .default: return (170, 26)
        case .gentle: return (120, 14)
        case .wobbly: return (180, 12)
        case .stiff: return (210, 20)
        case .slow: return (280, 60)
        case .molasses: return (280, 120)
        }
    }
}

extension ReactSpringRuntime: Runtime {
    public typealias Input = ReactSpringInput
    public static let key = "reactSpring"
    public static let name = "react-spring"
    public static let sources = [
        RuntimeSource(
            "config, presets, the 1 ms Euler steps and the rest rule, the frame loop's dt",
            "pmndrs/react-spring v9.7.5 `packages/core/src/SpringValue.ts`, `AnimationConfig.ts`, `constants.ts`, "
                + "`packages/rafz/src/index.ts` (docs/runtimes.md, react-spring v9)")
    ]

    /// react-spring's defaults for the move, or the thresholds written with a `react-spring:` input.
    public static func model(for animation: SpringAnimation, move: ScreenMove) -> Self? {
        guard let written = animation.input as? ReactSpringInput, let precision = written.precision else {
            return ReactSpringRuntime(defaultsFor: move.distance)
        }
        return ReactSpringRuntime(precision: precision, restVelocity: written.restVelocity)
    }

    public func screenRun(_ animation: SpringAnimation, move: ScreenMove) -> ScreenRun {
        let config = config(animation.spring, initialVelocity: animation.initialVelocity, distance: move.distance)
        let (values, finished) = frames(
            mass: config.mass, tension: config.tension, friction: config.friction, velocity: config.velocity,
            move: move)
        return .normalized(positions: values, snappedFrom: finished, distance: move.distance)
    }

    /// Each threshold with the spring as is, then each with the spring
    /// slowed by the milliseconds react-spring over-simulates per frame.
    public func candidates(tolerance: Double, animation: SpringAnimation, move: ScreenMove) -> [Self] {
        [1, Self.steadyTimeScale(move)].flatMap { timeScale in
            Self.thresholdScales(tolerance: tolerance, move: move).map {
                ReactSpringRuntime(precision: $0, timeScale: timeScale)
            }
        }
    }

    public func parameters(_ animation: SpringAnimation, move: ScreenMove) -> [RuntimeParameter] {
        let config = config(animation.spring, initialVelocity: animation.initialVelocity, distance: move.to - move.from)
        return [
            RuntimeParameter("mass", config.mass), RuntimeParameter("tension", config.tension),
            RuntimeParameter("friction", config.friction), RuntimeParameter("velocity", config.velocity),
            RuntimeParameter("precision", precision), RuntimeParameter("restVelocity", restVelocity),
        ]
    }

    public static func groups(_ equivalents: SpringEquivalents) -> [EquivalentGroup] {
        [
            equivalents.physicalGroup(
                "reactSpring", names: ("mass", "tension", "friction"), unit: .unitsPerMillisecond)
        ]
    }

    /// The spring as it is (react-spring's defaults: no time scale), its
    /// thresholds left to react-spring.
    public static func code(_ equivalents: SpringEquivalents) -> ReactSpringCode {
        ReactSpringCode(
            equivalents, ReactSpringRuntime(defaultsFor: equivalents.move.distance), writesThresholds: false)
    }

    /// The config this runtime runs (slowed by its time scale), with
    /// `precision` and `restVelocity` written in.
    public func code(_ equivalents: SpringEquivalents) -> ReactSpringCode {
        ReactSpringCode(equivalents, self, writesThresholds: true)
    }
}
