/// Reanimated 4's `withSpring` on screen (``sources``; docs/runtime-ends.md,
/// Reanimated): the config it runs, drawn frame by frame.
///
/// `onStart` resolves the config for the move (``ReanimatedConfig/start(from:to:)``:
/// a duration config's stiffness solved, `clamp`'s ζ raised); frame 0 is the
/// start's own, and every frame after it steps the closed form from the
/// state the last one reached over the time since it, at most 64 ms
/// (``ClosedFormStep``), ζ ≥ 1 drawn critically damped. After each step the
/// animation ends, showing the target, once the energy ½k(to − x)² + ½mv²
/// is at most `energyThreshold` (6e-9) of the energy it started with, or,
/// with `overshootClamping`, once the value leaves the band between its
/// start and its target (``ReanimatedStart/run(count:timestamp:)``).
/// Frame k is at k · 1000 / fps ms.
///
/// Edge cases: an undamped spring is no config Reanimated runs (its check
/// refuses damping 0 and jumps to the target): nil.
public struct ReanimatedRuntime: Hashable, Sendable {
    /// The config run.
    public let config: ReanimatedConfig

    public init(config: ReanimatedConfig) {
        self.config = config
    }

    /// The mass springlab writes in a duration config: Reanimated's default
    /// 4, unless the stiffness that needs, 4 ω0², comes within 10% of the
    /// solver's cap (8000); then the mass for a stiffness of 7200.
    static func durationMass(naturalFrequency: Double) -> Double {
        let roomy = 0.9 * ReanimatedConfig.largestStiffness, squared = naturalFrequency * naturalFrequency
        return 4 * squared <= roomy ? 4 : roomy / squared
    }

    /// The config springlab writes for `animation` over `move`: the physical
    /// spring as it is, or for an animation written as a duration the
    /// duration config whose solved stiffness is that spring's at
    /// ``durationMass(naturalFrequency:)`` (the solver's bisection keeps it to
    /// about 1e-4), ending at `energyThreshold`.
    static func config(
        writing animation: SpringAnimation, move: ScreenMove,
        energyThreshold: Double = ReanimatedConfig.defaultEnergyThreshold
    ) -> ReanimatedConfig {
        let spring = animation.spring, velocity = move.unitsPerSecond(animation.initialVelocity)
        let physics = ReanimatedConfig(
            form: .physics(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping),
            velocity: velocity, energyThreshold: energyThreshold)
        guard animation.input.isWrittenAsDuration else { return physics }
        let frequency = spring.naturalFrequency, mass = durationMass(naturalFrequency: frequency)
        guard
            let duration = ReanimatedConfig.duration(
                solving: mass * frequency * frequency, dampingRatio: spring.dampingRatio, mass: mass,
                energyThreshold: energyThreshold, displacement: move.from - move.to, velocity: velocity)
        else { return physics }
        return ReanimatedConfig(
            form: .duration(milliseconds: duration, dampingRatio: spring.dampingRatio, mass: mass),
            velocity: velocity, energyThreshold: energyThreshold)
    }
}

extension ReanimatedRuntime: Runtime {
    public typealias Input = ReanimatedInput
    public static let key = "reanimated"
    public static let name = "Reanimated 4"
    public static let sources = [
        RuntimeSource(
            "the config's defaults and named configs",
            "software-mansion/react-native-reanimated `packages/react-native-reanimated/src/animation/spring/"
                + "springConfigs.ts` at 6498574 and `spring.ts` at 01e4626 (docs/runtimes.md, Reanimated)"),
        RuntimeSource(
            "the closed-form step from the current state, the 64 ms step, ζ ≥ 1 drawn critical, the energy and "
                + "overshoot ends, the duration solver, clamp",
            "software-mansion/react-native-reanimated `packages/react-native-reanimated/src/animation/spring/"
                + "spring.ts` at 01e4626 and `springUtils.ts` at 0893dd9 (docs/runtime-ends.md, Reanimated)"),
    ]

    /// The config written with a `reanimated:` input, carried onto the move;
    /// for another input the config springlab writes (docs/runtimes.md, Reanimated).
    public static func model(for animation: SpringAnimation, move: ScreenMove) -> Self? {
        if let written = animation.input as? ReanimatedInput, let config = try? written.config(),
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

    /// The same config ending at other energy thresholds, loosest first: the
    /// energy left at a displacement of r · tolerance · D at rest, and the
    /// energy the spring has where the source's own screen ends with a jump
    /// (so that the animation ends there too). A duration config keeps its
    /// solved stiffness: its duration is solved again for each threshold.
    public func candidates(tolerance: Double, animation: SpringAnimation, move: ScreenMove) -> [Self] {
        let start = config.start(from: move.from, to: move.to), span = move.to - move.from
        let initial = start.initialEnergy, stiffness = start.stiffness, mass = config.mass
        func fraction(_ state: SpringState) -> Double {
            ReanimatedConfig.energy(state, stiffness: stiffness, mass: mass) / initial
        }
        var thresholds = Self.thresholdScales(tolerance: tolerance, move: move).map {
            fraction(SpringState(displacement: $0, velocity: 0))
        }
        if let source = try? ScreenMatch.sourceRun(animation, move: move), let end = source.endFrame, source.jump > 0 {
            let state = animation.motion.state(at: move.frameTime(end))
            thresholds.append(
                fraction(SpringState(displacement: state.displacement * span, velocity: state.velocity * span))
                    * (1 + 1e-9))
        }
        return thresholds.filter { $0.isFinite && $0 > 0 && $0 < 1 }.sorted(by: >).map {
            Self(config: config.ending(at: $0, keeping: stiffness, from: move.from, to: move.to))
        }
    }

    public func parameters(_ animation: SpringAnimation, move: ScreenMove) -> [RuntimeParameter] {
        var parameters: [RuntimeParameter]
        switch config.form {
        case let .physics(mass, stiffness, damping):
            parameters = [
                RuntimeParameter("mass", mass), RuntimeParameter("stiffness", stiffness),
                RuntimeParameter("damping", damping),
            ]
        case let .duration(milliseconds, dampingRatio, mass):
            parameters = [
                RuntimeParameter("duration", milliseconds), RuntimeParameter("dampingRatio", dampingRatio),
                RuntimeParameter("mass", mass),
            ]
        }
        parameters += [
            RuntimeParameter("velocity", config.velocity), RuntimeParameter("energyThreshold", config.energyThreshold),
            RuntimeParameter("overshootClamping", flag: config.overshootClamping),
        ]
        return parameters + config.boundParameters
    }

    /// `reanimated`: mass, stiffness, damping and velocity (units/s); null
    /// for an undamped spring, which `withSpring` refuses.
    public static func groups(_ equivalents: SpringEquivalents) -> [EquivalentGroup] {
        WithSpring.groups(key, equivalents)
    }

    /// The config as written (``model(for:move:)``), and after a duration
    /// config the physics config of the spring it solves.
    public static func code(_ equivalents: SpringEquivalents) -> ReanimatedCode {
        guard let model = model(for: equivalents.animation, move: equivalents.move) else {
            return ReanimatedCode(equivalents, configs: [], writesThresholds: false)
        }
        var configs = [model.config]
        if case .duration = model.config.form {
            let spring = equivalents.spring
            configs.append(
                ReanimatedConfig(
                    form: .physics(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping),
                    velocity: model.config.velocity, energyThreshold: model.config.energyThreshold,
                    overshootClamping: model.config.overshootClamping))
        }
        return ReanimatedCode(equivalents, configs: configs, writesThresholds: false)
    }

    /// `--for`: the config with every field written, and for a duration
    /// config when it ends on this screen; for a Reanimated 3 duration
    /// config, what the migration guide's rule would show instead.
    public func code(_ equivalents: SpringEquivalents) -> ReanimatedCode {
        var code = ReanimatedCode(equivalents, configs: [config], writesThresholds: true)
        if case .duration = config.form {
            code.endsAt = screenRun(equivalents.animation, move: equivalents.move).endTime(equivalents.move)
        }
        code.migration = ReanimatedMigration(equivalents.animation, move: equivalents.move)
        return code
    }
}
