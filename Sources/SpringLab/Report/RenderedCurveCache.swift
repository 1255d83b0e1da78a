/// What a report computes on the critically damped curve Core Animation
/// draws in place of a spring with ζ > 1 (without `allowsOverdamping`),
/// kept for the last such curve: its band exit and Core Animation's
/// `settlingDuration`.
///
/// That curve is x0 = −1 under the spring of the same mass and stiffness at
/// ζ = 1, so it depends on the mass, the stiffness and the initial velocity
/// alone, not on the damping. Along a sweep's damping axis every cell with
/// ζ > 1 draws the same curve: a ``SpringSweep`` keeps one cache per run of
/// cells, and each such cell after the first reads both values here instead
/// of solving the curve again. An entry is found only for the same bits of
/// mass, stiffness, velocity and band, so what it holds is exactly what the
/// computation would give: the output never depends on the cache.
@usableFromInline
struct RenderedCurveCache {
    private struct Key: Equatable {
        let mass: UInt64, stiffness: UInt64, velocity: UInt64, band: UInt64

        init(_ spring: Spring, _ initialVelocity: Double, _ tolerance: SettlingTolerance) {
            mass = spring.mass.bitPattern
            stiffness = spring.stiffness.bitPattern
            velocity = initialVelocity.bitPattern
            band = tolerance.fraction.bitPattern
        }
    }

    private var bandExit: (key: Key, value: Settling)?
    private var coreAnimation: (key: Key, value: Settling)?

    @usableFromInline
    init() {}

    /// The band exit in `tolerance` of the curve drawn for `spring` at
    /// `initialVelocity`, from the cache or from `compute`.
    mutating func bandExit(
        of spring: Spring, initialVelocity: Double, tolerance: SettlingTolerance,
        _ compute: () throws(SpringError) -> Settling
    ) throws(SpringError) -> Settling {
        try Self.value(in: &bandExit, for: Key(spring, initialVelocity, tolerance), compute)
    }

    /// Core Animation's `settlingDuration` of the curve drawn for `spring`
    /// at `initialVelocity`, in metrics measured in `tolerance` (the walk
    /// takes the curve's band exit when that band is Core Animation's own),
    /// from the cache or from `compute`.
    mutating func coreAnimationSettling(
        of spring: Spring, initialVelocity: Double, tolerance: SettlingTolerance, _ compute: () -> Settling
    ) -> Settling {
        Self.value(in: &coreAnimation, for: Key(spring, initialVelocity, tolerance), compute)
    }

    private static func value<Failure>(
        in entry: inout (key: Key, value: Settling)?, for key: Key, _ compute: () throws(Failure) -> Settling
    ) throws(Failure) -> Settling {
        if let entry, entry.key == key { return entry.value }
        let value = try compute()
        entry = (key, value)
        return value
    }
}
