/// React Native's `Animated.spring` with the JavaScript driver
/// (`useNativeDriver: false`): its config, the conversions of its Origami
/// forms, and how it ends an animation on screen (``sources``).
///
/// **Clock.** `start()` notes `Date.now()` and updates at once (frame 0, the
/// spring's time 0); each `requestAnimationFrame` callback after that reads
/// `Date.now()`, whole milliseconds, and advances the spring's time by
/// `(now − last) / 1000` seconds with `now` held to at most `last + 64` ms
/// (`MAX_STEPS`), so after a long frame the spring falls behind the clock
/// rather than jumping. With the display's frames at k · 1000/fps ms and the
/// clock's ticks a phase φ ∈ [0, 1) ms before frame 0, frame k reads
/// ⌊φ + k · 1000/fps⌋ − ⌊φ⌋ ms after `start()` (``ClockPhaseRuntime``): the
/// spring lags the display by up to a millisecond. ``run(_:move:)`` reports
/// the worst phase, ``run(_:move:phase:)`` one phase (φ = 0: an animation
/// started on a whole millisecond).
///
/// The position at the accumulated time t is a closed form, not an
/// integration: the damped solution for ζ < 1, and for ζ ≥ 1 the critically
/// damped one at the same ω0 (`x0 + (v0 + ω0 x0) t` under `e^(−ω0 t)`), so an
/// overdamped spring is drawn as a critically damped one. After each frame
/// (frame 0 included) the animation ends, showing the target in that same
/// frame, once |v| ≤ `restSpeedThreshold` (units/s, v the closed form's
/// derivative) and |to − x| ≤ `restDisplacementThreshold` (units), both
/// 0.001 by default; or, with `overshootClamping`, once x has passed the target.
public struct ReactNativeRuntime: Hashable, Sendable {
    /// `restDisplacementThreshold`, in the value's units.
    public let restDisplacementThreshold: Double
    /// `restSpeedThreshold`, in units per second.
    public let restSpeedThreshold: Double
    /// `overshootClamping`: the animation ends when it first passes the target.
    public let overshootClamping: Bool

    /// `MAX_STEPS`: the most milliseconds one frame advances the spring.
    public static let longestFrame = 64.0

    public init(
        restDisplacementThreshold: Double = 0.001, restSpeedThreshold: Double = 0.001, overshootClamping: Bool = false
    ) {
        self.restDisplacementThreshold = restDisplacementThreshold
        self.restSpeedThreshold = restSpeedThreshold
        self.overshootClamping = overshootClamping
    }

    /// `Date.now()` at frame `k`, in milliseconds since `start()`, on a clock
    /// of phase `phase` ms (``ClockPhase/elapsedMilliseconds(_:phase:move:)``).
    public static func clock(_ k: Int, phase: Double = 0, move: ScreenMove) -> Double {
        ClockPhase.elapsedMilliseconds(k, phase: phase, move: move)
    }

    /// The spring's time at frames 0 … `count` − 1 on a clock of phase
    /// `phase` ms, in seconds: the sum of each frame's `(now − last) / 1000`
    /// with `now` at most `last + 64`.
    public static func springTimes(_ count: Int, phase: Double = 0, move: ScreenMove) -> [Double] {
        var clock = SpringClock(phase: phase, move: move)
        return (0..<count).map { _ in clock.next() }
    }

    /// The spring's time frame after frame, from frame 0 (time 0): each
    /// frame adds `(now − last) / 1000` s, `now` the clock at that frame
    /// held to at most `last + 64` ms.
    struct SpringClock {
        let phase: Double, move: ScreenMove
        var frame = 0, last = 0.0, time = 0.0

        /// The spring's time at the next frame, in seconds.
        mutating func next() -> Double {
            if frame > 0 {
                let now = Swift.min(clock(frame, phase: phase, move: move), last + longestFrame)
                time += (now - last) / 1000
                last = now
            }
            frame += 1
            return time
        }
    }

    /// The motion React Native evaluates: `motion` for ζ < 1, else the
    /// critically damped spring at the same ω0 from the same state.
    public static func drawn(_ motion: SpringMotion) -> SpringMotion {
        motion.spring.dampingRatio >= 1 ? motion.criticallyDamped : motion
    }

    /// The frames React Native shows of `motion` over `move` on a clock of
    /// phase `phase`, in milliseconds in [0, 1).
    public func run(_ motion: SpringMotion, move: ScreenMove, phase: Double) -> ScreenRun {
        let distance = move.distance
        // `following` asks for frames 0, 1, 2, … in turn.
        var clock = SpringClock(phase: phase, move: move)
        return .following(
            Self.drawn(motion), move: move, at: { _ in clock.next() },
            stopsWhen: { _, state in
                // The normalized motion starts below the target (x0 = −1): past it is x > 0.
                overshootClamping && state.displacement > 0
                    || (state.velocity * distance).magnitude <= restSpeedThreshold
                        && (state.displacement * distance).magnitude <= restDisplacementThreshold
            })
    }
}

/// `SpringConfig.js`: React Native's conversions of Origami values to
/// stiffness and damping (mass 1).
public enum ReactNativeSpringConfig {
    /// `fromOrigamiTensionAndFriction`: k = (tension − 30) · 3.62 + 194,
    /// c = (friction − 8) · 3 + 25. Unlike Rebound's converter, 0 is not
    /// special: tension 0 is k = 85.4.
    public static func fromOrigami(tension: Double, friction: Double) -> (stiffness: Double, damping: Double) {
        ((tension - 30) * 3.62 + 194, (friction - 8) * 3 + 25)
    }

    /// `fromBouncinessAndSpeed`: the sliders to Origami values as Rebound's
    /// `BouncyConversion` (``BouncySpring``), then ``fromOrigami(tension:friction:)``.
    public static func fromBouncinessAndSpeed(_ bounciness: Double, _ speed: Double) throws(SpringError)
        -> (stiffness: Double, damping: Double)
    {
        let origami = try BouncySpring(bounciness: bounciness, speed: speed).origami()
        return fromOrigami(tension: origami.tension, friction: origami.friction)
    }
}

/// React Native's `Animated.spring(value, config)`, written
/// `react-native:tension=40,friction=7` (the default form),
/// `react-native:bounciness=8,speed=12` or
/// `react-native:stiffness=100,damping=10,mass=1`, as `SpringAnimation.js`
/// accepts them: giving any of stiffness, damping, mass picks the physical
/// form, else any of bounciness, speed the bouncy one, else tension and
/// friction. Missing values default as React Native does.
///
/// Every form takes `velocity` (units per second), `overshootClamping`,
/// `restDisplacementThreshold` (units) and `restSpeedThreshold` (units/s)
/// for a move of `distance` units. React Native refuses a stiffness,
/// damping or mass that is not > 0, and so does this kind.
public struct ReactNativeInput: SpringInput {
    public var tension: Double?
    public var friction: Double?
    public var bounciness: Double?
    public var speed: Double?
    public var stiffness: Double?
    public var damping: Double?
    public var mass: Double?
    public var velocity: Double?
    public var overshootClamping: Bool?
    public var restDisplacementThreshold: Double?
    public var restSpeedThreshold: Double?
    public var distance: Double?

    public init() {}

    public static let kind = "react-native"
    public static let title = "React Native Animated.spring"

    public static let tension = SpringParameter<Self>.number(
        "tension", \.tension, { $0.tension = $1 }, default: 40, "Origami tension: k = (tension − 30) · 3.62 + 194")
    public static let friction = SpringParameter<Self>.number(
        "friction", \.friction, { $0.friction = $1 }, default: 7, "Origami friction: c = (friction − 8) · 3 + 25")
    public static let bounciness = SpringParameter<Self>.number(
        "bounciness", \.bounciness, { $0.bounciness = $1 }, default: 8, "the bounciness slider (0…20)")
    public static let speed = SpringParameter<Self>.number(
        "speed", \.speed, { $0.speed = $1 }, default: 12, "the speed slider (0…20)")
    public static let stiffness = SpringParameter<Self>.number(
        "stiffness", \.stiffness, { $0.stiffness = $1 }, default: 100, "k (N/m)")
    public static let damping = SpringParameter<Self>.number(
        "damping", \.damping, { $0.damping = $1 }, default: 10, "c (N·s/m), > 0")
    public static let mass = SpringParameter<Self>.number("mass", \.mass, { $0.mass = $1 }, default: 1, "m (kg)")
    public static let velocity = SpringParameter<Self>.number(
        "velocity", \.velocity, { $0.velocity = $1 }, default: 0, "initial velocity in units per second")
    public static let overshootClamping = SpringParameter<Self>.flag(
        "overshootClamping", \.overshootClamping, { $0.overshootClamping = $1 }, default: false,
        "end the animation when it first passes the target")
    public static let restDisplacementThreshold = SpringParameter<Self>.number(
        "restDisplacementThreshold", \.restDisplacementThreshold, { $0.restDisplacementThreshold = $1 }, default: 0.001,
        "rest when |to − x| ≤ this, in units")
    public static let restSpeedThreshold = SpringParameter<Self>.number(
        "restSpeedThreshold", \.restSpeedThreshold, { $0.restSpeedThreshold = $1 }, default: 0.001,
        "and |v| ≤ this, in units/s")
    public static let distance = SpringParameter<Self>.distance(\.distance, { $0.distance = $1 })

    public static let parameters = [
        tension, friction, bounciness, speed, stiffness, damping, mass, velocity, overshootClamping,
        restDisplacementThreshold, restSpeedThreshold, distance,
    ]

    private static let extras = [velocity, overshootClamping, restDisplacementThreshold, restSpeedThreshold, distance]

    /// Each form, and the one below it that lacks its first parameter:
    /// "any of stiffness, damping, mass" is three disjoint forms.
    public static let forms = [
        SpringInputForm<Self>(required: [], optional: [tension, friction] + extras) { input throws(SpringError) in
            try input.animation(
                ReactNativeSpringConfig.fromOrigami(tension: input.number(tension), friction: input.number(friction)))
        },
        SpringInputForm<Self>(required: [bounciness], optional: [speed] + extras) { input throws(SpringError) in
            try input.bouncy()
        },
        SpringInputForm<Self>(required: [speed], optional: extras) { input throws(SpringError) in try input.bouncy() },
        SpringInputForm<Self>(required: [stiffness], optional: [damping, mass] + extras) {
            input throws(SpringError) in try input.physical()
        },
        SpringInputForm<Self>(required: [damping], optional: [mass] + extras) { input throws(SpringError) in
            try input.physical()
        },
        SpringInputForm<Self>(required: [mass], optional: extras) { input throws(SpringError) in try input.physical() },
    ]

    private func bouncy() throws(SpringError) -> SpringAnimation {
        try animation(
            ReactNativeSpringConfig.fromBouncinessAndSpeed(number(Self.bounciness), number(Self.speed)))
    }

    private func physical() throws(SpringError) -> SpringAnimation {
        try animation((number(Self.stiffness), number(Self.damping)), mass: number(Self.mass))
    }

    private func animation(_ constants: (stiffness: Double, damping: Double), mass: Double = 1) throws(SpringError)
        -> SpringAnimation
    {
        // SpringAnimation's constructor refuses these (`invariant`).
        try Validate.positive(constants.stiffness, "stiffness")
        try Validate.positive(constants.damping, "damping")
        try Validate.positive(mass, "mass")
        try Validate.nonNegative(number(Self.restDisplacementThreshold), "restDisplacementThreshold")
        try Validate.nonNegative(number(Self.restSpeedThreshold), "restSpeedThreshold")
        let spring = try Spring(mass: mass, stiffness: constants.stiffness, damping: constants.damping)
        return try SpringAnimation(
            self, spring: spring, initialVelocity: normalized(unitsPerSecond: number(Self.velocity)),
            allowsOverdamping: true)
    }
}

extension ReactNativeRuntime: ClockPhaseRuntime {
    public typealias Input = ReactNativeInput
    public static let key = "reactNative"
    public static let name = "React Native"
    public static let sources = [
        RuntimeSource(
            "the config's forms and defaults, the closed-form position, the 64 ms step, the rest and overshoot rules",
            "facebook/react-native `packages/react-native/Libraries/Animated/animations/SpringAnimation.js` "
                + "(docs/runtimes.md, React Native)"),
        RuntimeSource(
            "tension/friction and bounciness/speed to stiffness and damping",
            "facebook/react-native `packages/react-native/Libraries/Animated/SpringConfig.js`"),
    ]

    /// React Native's defaults, or the thresholds and clamping written with a
    /// `react-native:` input; nil for an undamped spring, which `Animated.spring` refuses.
    public static func model(for animation: SpringAnimation, move: ScreenMove) -> Self? {
        guard animation.spring.damping > 0 else { return nil }
        guard let written = animation.input as? ReactNativeInput else { return ReactNativeRuntime() }
        return ReactNativeRuntime(
            restDisplacementThreshold: written.number(ReactNativeInput.restDisplacementThreshold),
            restSpeedThreshold: written.number(ReactNativeInput.restSpeedThreshold),
            overshootClamping: written.flag(ReactNativeInput.overshootClamping))
    }

    public func candidates(tolerance: Double, animation: SpringAnimation, move: ScreenMove) -> [Self] {
        Self.thresholdScales(tolerance: tolerance, move: move).map {
            ReactNativeRuntime(
                restDisplacementThreshold: $0, restSpeedThreshold: $0, overshootClamping: overshootClamping)
        }
    }

    public func parameters(_ animation: SpringAnimation, move: ScreenMove) -> [RuntimeParameter] {
        let spring = animation.spring
        return [
            RuntimeParameter("stiffness", spring.stiffness), RuntimeParameter("damping", spring.damping),
            RuntimeParameter("mass", spring.mass),
            RuntimeParameter("velocity", move.unitsPerSecond(animation.initialVelocity)),
            RuntimeParameter("overshootClamping", flag: overshootClamping),
            RuntimeParameter("restDisplacementThreshold", restDisplacementThreshold),
            RuntimeParameter("restSpeedThreshold", restSpeedThreshold),
        ]
    }

    /// `reactNative`: stiffness, damping, mass and velocity (units/s); null
    /// for an undamped spring, which `Animated.spring` refuses.
    public static func groups(_ equivalents: SpringEquivalents) -> [EquivalentGroup] {
        let spring = equivalents.spring, present = spring.damping > 0
        return [
            EquivalentGroup(
                "reactNative", present: present,
                [
                    ("stiffness", .number(present ? spring.stiffness : nil)),
                    ("damping", .number(present ? spring.damping : nil)),
                    ("mass", .number(present ? spring.mass : nil)),
                    ("velocity", .number(present ? equivalents.unitsPerSecond : nil)),
                    ("velocityUnit", .text(present ? VelocityUnit.unitsPerSecond.rawValue : nil)),
                ])
        ]
    }

    public static func code(_ equivalents: SpringEquivalents) -> ReactNativeCode {
        ReactNativeCode(equivalents, ReactNativeRuntime(), writesThresholds: false)
    }

    /// With `overshootClamping` and the rest thresholds before `useNativeDriver`.
    public func code(_ equivalents: SpringEquivalents) -> ReactNativeCode {
        ReactNativeCode(equivalents, self, writesThresholds: true)
    }
}
