/// Samples a motion on a uniform grid `t_n = n h` (see ``TimeGrid``).
///
/// Consecutive samples are produced by the exact ``StateTransition`` (a few
/// multiply-adds) instead of fresh exponentials and sines. Two things would
/// make that drift from the closed form, and both are bounded:
///
/// - Each application of the transition rounds, and its coefficients are
///   rounded: the error grows about linearly with the number of steps. Every
///   `anchorInterval` steps the state is reset to the closed form, so it never
///   grows over more than that many steps.
/// - The stepped state is the motion at `t_a + k h` (`t_a` the anchor time),
///   while the sample is reported at `fl(n h)`, which differs from that by the
///   rounding of the two products — up to an ulp of t, i.e. ~1e-11 s at
///   t ≈ 10⁵ s, which an undamped spring at ω ≈ 30 rad/s turns into ~3e-10 of
///   the distance. The rounding of `n h` is recovered exactly (`GridRounding`:
///   Dekker's product, as an fma would, without x86-64's libm call) and the
///   sample is moved to the reported time by one Taylor term
///   (`x += v δ`, `v += a δ`; δ² ≲ 1e-22 is negligible).
///
/// With the default `anchorInterval` of 1024, 10⁷ samples stay within about
/// 1e-13 of the distance of the closed form at the reported times (measured:
/// see `UniformSamplerTests`); the anchors cost one closed-form evaluation
/// per 1024 samples.
public struct UniformSampler: Sequence, IteratorProtocol, Sendable {
    /// Steps between re-anchorings to the closed form by default.
    public static let defaultAnchorInterval = 1024

    public let motion: SpringMotion
    public let grid: TimeGrid
    public let anchorInterval: Int
    let transition: StateTransition
    let rounding: GridRounding
    var index = 0
    /// Samples left until the next anchor (0: anchor now).
    var untilAnchor = 0
    /// The exact motion at `fl(n_a h) + (n − n_a) h`, n_a the last anchor index.
    var state: SpringState
    /// `n_a h − fl(n_a h)`, exact.
    var anchorRounding = 0.0

    /// - Parameters:
    ///   - motion: the motion to sample.
    ///   - grid: the sample times.
    ///   - anchorInterval: steps between re-anchorings to the closed form, ≥ 1.
    public init(
        motion: SpringMotion, grid: TimeGrid,
        anchorInterval: Int = UniformSampler.defaultAnchorInterval
    ) throws(SpringError) {
        guard anchorInterval >= 1 else {
            throw .notPositive(parameter: "anchor interval", value: Double(anchorInterval))
        }
        self.motion = motion
        self.grid = grid
        self.anchorInterval = anchorInterval
        self.transition = try StateTransition(spring: motion.spring, step: grid.step)
        self.rounding = GridRounding(step: grid.step)
        self.state = motion.initialState
    }

    /// A sampler positioned at sample `first` of the grid, in the state
    /// iterating from sample 0 would reach there, so it produces the same
    /// samples bit for bit: it anchors at the last anchor index at or before
    /// `first` and steps from there (fewer than `anchorInterval` steps). Lets
    /// several threads produce consecutive stretches of one curve.
    ///
    /// - Parameters:
    ///   - motion: the motion to sample.
    ///   - grid: the sample times.
    ///   - first: the index of the first sample produced, `0...grid.count`.
    ///   - anchorInterval: steps between re-anchorings to the closed form, ≥ 1.
    public init(
        motion: SpringMotion, grid: TimeGrid, startingAt first: Int,
        anchorInterval: Int = UniformSampler.defaultAnchorInterval
    ) throws(SpringError) {
        guard (0...grid.count).contains(first) else {
            throw .outOfRange(parameter: "first sample", value: Double(first), range: 0...Double(grid.count))
        }
        try self.init(motion: motion, grid: grid, anchorInterval: anchorInterval)
        index = first - first % anchorInterval
        while index < first { _ = next() }
    }

    /// - Parameters:
    ///   - motion: the motion to sample.
    ///   - step: grid spacing in seconds, finite and > 0.
    ///   - count: number of samples, ≥ 0.
    ///   - anchorInterval: steps between re-anchorings to the closed form, ≥ 1.
    public init(
        motion: SpringMotion, step: Double, count: Int,
        anchorInterval: Int = UniformSampler.defaultAnchorInterval
    ) throws(SpringError) {
        try self.init(motion: motion, grid: TimeGrid(step: step, count: count), anchorInterval: anchorInterval)
    }

    public var step: Double { grid.step }
    public var count: Int { grid.count }

    public mutating func next() -> MotionSample? {
        guard index < grid.count else { return nil }
        let n = Double(index)
        let time = n * grid.step
        let timeRounding = rounding.error(index: n, time: time)
        if untilAnchor == 0 {
            state = motion.state(at: time)
            anchorRounding = timeRounding
            untilAnchor = anchorInterval
        }
        // `state` is the motion at time + timeRounding − anchorRounding.
        let shift = anchorRounding - timeRounding
        let acceleration = motion.constants.acceleration(of: state)
        // Not fused: on x86-64 an fma is a libm call (see GridRounding), and
        // the product is ~1e-16 of the state, so its rounding does not matter.
        let sample = MotionSample(
            time: time,
            state: SpringState(
                displacement: state.displacement + state.velocity * shift,
                velocity: state.velocity + acceleration * shift), constants: motion.constants)
        state = transition.advance(state)
        untilAnchor -= 1
        index += 1
        return sample
    }

    public var underestimatedCount: Int { grid.count - index }
}
