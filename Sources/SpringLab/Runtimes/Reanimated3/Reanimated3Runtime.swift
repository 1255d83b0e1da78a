import RealModule

/// Reanimated 3's `withSpring` on screen (``sources``; docs/runtime-ends.md,
/// Reanimated): the config it runs, drawn frame by frame.
///
/// `onStart` resolves the config for the move (``Reanimated3Config/start(from:to:)``:
/// a duration config's mass solved, `clamp`'s ζ raised); frame 0 is the
/// start's own, and every frame after it steps the closed form from the
/// state the last one reached over the time since it, at most 64 ms
/// (``ClosedFormStep``), ζ ≥ 1 drawn critically damped. A physics config ends
/// after a step, showing the target, once |v| < `restSpeedThreshold` (2
/// units/s) and |to − x| < `restDisplacementThreshold` (0.01 units), or with
/// `overshootClamping` once the value has passed the target; a duration
/// config shows the target from the first frame at or after its duration,
/// and nothing ends it before (``Reanimated3Start/run(count:timestamp:)``).
/// Frame k is at k · 1000 / fps ms.
///
/// Edge cases: an undamped spring is no config Reanimated 3 runs: nil.
public struct Reanimated3Runtime: Hashable, Sendable {
    /// The config run.
    public let config: Reanimated3Config

    public init(config: Reanimated3Config) {
        self.config = config
    }

    /// The stiffness springlab writes in a duration config for a spring of
    /// natural frequency ω0: Reanimated 3's default 100 while the mass that
    /// needs, 100/ω0², is at least 1, else ω0², for a mass of 1. The solver's
    /// bisection of [0, 100] in 20 steps finds a mass to about 5e-5, so a
    /// mass of 1 or more is found to 5e-5 of itself.
    static func durationStiffness(naturalFrequency: Double) -> Double {
        let squared = naturalFrequency * naturalFrequency
        return 100 / squared >= 1 ? 100 : squared
    }

    /// The config springlab writes for `animation` over `move`: the physical
    /// spring as it is with Reanimated 3's rest thresholds, or for an
    /// animation written as a duration the duration config whose solved mass
    /// gives that spring (at ``durationStiffness(naturalFrequency:)``), its
    /// duration Reanimated 3's estimate at the default `restSpeedThreshold`
    /// (the physical one when that is not a positive time).
    static func config(writing animation: SpringAnimation, move: ScreenMove) -> Reanimated3Config {
        let spring = animation.spring, velocity = move.unitsPerSecond(animation.initialVelocity)
        let physics = Reanimated3Config(
            form: .physics(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping),
            velocity: velocity)
        guard animation.input.isWrittenAsDuration else { return physics }
        let frequency = spring.naturalFrequency, zeta = spring.dampingRatio
        let duration = Reanimated3Config.estimatedDuration(
            dampingRatio: zeta, naturalFrequency: frequency,
            restSpeedThreshold: Reanimated3Config.defaultRestSpeedThreshold, displacement: move.to - move.from,
            velocity: velocity)
        guard duration.isFinite, duration > 0 else { return physics }
        return Reanimated3Config(
            form: .duration(
                milliseconds: duration, dampingRatio: zeta, stiffness: durationStiffness(naturalFrequency: frequency)),
            velocity: velocity)
    }
}

extension Reanimated3Runtime: Runtime {
    public typealias Input = Reanimated3Input
    public static let key = "reanimated3"
    public static let name = "Reanimated 3"
    public static let sources = [
        RuntimeSource(
            "the config's defaults, the closed-form step from the current state, the 64 ms step, ζ ≥ 1 drawn "
                + "critical, the rest and overshoot ends, the stop at a duration, the mass solver, clamp",
            "software-mansion/react-native-reanimated `packages/react-native-reanimated/src/animation/spring.ts` "
                + "at b0b11b6 and `springUtils.ts` at f443c27 (docs/runtimes.md and docs/runtime-ends.md, Reanimated)")
    ]

    /// The config written with a `reanimated3:` input, carried onto the move;
    /// for another input the config springlab writes (docs/runtimes.md, Reanimated).
    public static func model(for animation: SpringAnimation, move: ScreenMove) -> Self? {
        if let written = animation.input as? Reanimated3Input, let config = try? written.config(),
            let distance = try? written.distanceOrStandard()
        {
            return Self(config: config.carried(writtenFor: distance, onto: move))
        }
        guard animation.spring.damping > 0 else { return nil }
        return Self(config: config(writing: animation, move: move))
    }

    public func screenRun(_ animation: SpringAnimation, move: ScreenMove) -> ScreenRun {
        config.start(from: move.from, to: move.to).run(on: move)
    }

    /// A physics config with both rest thresholds at r · tolerance · D; a
    /// duration config stopping at the band exit of the motion at r ·
    /// tolerance, or where the source's own screen ends with a jump, its
    /// `restSpeedThreshold` chosen so that the solved mass stays the same
    /// (``Reanimated3Config/restSpeedThreshold(duration:dampingRatio:naturalFrequency:displacement:velocity:)``):
    /// loosest, i.e. earliest, first.
    public func candidates(tolerance: Double, animation: SpringAnimation, move: ScreenMove) -> [Self] {
        let scales = Self.thresholdScales(tolerance: tolerance, move: move)
        guard case let .duration(_, dampingRatio, stiffness) = config.form else {
            return scales.map { threshold in
                var config = self.config
                config.restDisplacementThreshold = threshold
                config.restSpeedThreshold = threshold
                return Self(config: config)
            }
        }
        let motion = animation.motion
        var stops = scales.compactMap { motion.bandExit(epsilon: $0 / move.distance).seconds.map { $0 * 1000 } }
        if let source = try? ScreenMatch.sourceRun(animation, move: move), let end = source.endFrame, source.jump > 0 {
            stops.append(move.frameMilliseconds(end))
        }
        let frequency = config.start(from: move.from, to: move.to).drawing.naturalFrequency
        return stops.filter { $0.isFinite && $0 > 0 }.sorted().map { stop in
            var config = self.config
            config.form = .duration(milliseconds: stop, dampingRatio: dampingRatio, stiffness: stiffness)
            config.restSpeedThreshold = Reanimated3Config.restSpeedThreshold(
                duration: stop, dampingRatio: dampingRatio, naturalFrequency: frequency,
                displacement: move.to - move.from, velocity: config.velocity)
            return Self(config: config)
        }
    }

    public func parameters(_ animation: SpringAnimation, move: ScreenMove) -> [RuntimeParameter] {
        var parameters: [RuntimeParameter]
        switch config.form {
        case let .physics(mass, stiffness, damping):
            parameters = [
                RuntimeParameter("mass", mass), RuntimeParameter("stiffness", stiffness),
                RuntimeParameter("damping", damping), RuntimeParameter("velocity", config.velocity),
                RuntimeParameter("overshootClamping", flag: config.overshootClamping),
                RuntimeParameter("restDisplacementThreshold", config.restDisplacementThreshold),
                RuntimeParameter("restSpeedThreshold", config.restSpeedThreshold),
            ]
        case let .duration(milliseconds, dampingRatio, stiffness):
            parameters = [
                RuntimeParameter("duration", milliseconds), RuntimeParameter("dampingRatio", dampingRatio),
                RuntimeParameter("stiffness", stiffness), RuntimeParameter("velocity", config.velocity),
                RuntimeParameter("restSpeedThreshold", config.restSpeedThreshold),
            ]
        }
        return parameters + config.boundParameters
    }

    /// `reanimated3`: mass, stiffness, damping and velocity (units/s); null
    /// for an undamped spring, which `withSpring` refuses.
    public static func groups(_ equivalents: SpringEquivalents) -> [EquivalentGroup] {
        WithSpring.groups(key, equivalents)
    }

    /// The config as written (``model(for:move:)``), and after a duration
    /// config the physics config of the spring it solves.
    public static func code(_ equivalents: SpringEquivalents) -> Reanimated3Code {
        guard let model = model(for: equivalents.animation, move: equivalents.move) else {
            return Reanimated3Code(equivalents, configs: [], writesThresholds: false)
        }
        var configs = [model.config]
        if case .duration = model.config.form {
            let spring = equivalents.spring
            configs.append(
                Reanimated3Config(
                    form: .physics(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping),
                    velocity: model.config.velocity))
        }
        return Reanimated3Code(equivalents, configs: configs, writesThresholds: false)
    }

    /// `--for`: the config with every field its form uses written.
    public func code(_ equivalents: SpringEquivalents) -> Reanimated3Code {
        Reanimated3Code(equivalents, configs: [config], writesThresholds: true)
    }
}
