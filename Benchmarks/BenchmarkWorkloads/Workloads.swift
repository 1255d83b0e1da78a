import RealModule
import SpringLab

/// The inputs the benchmarks work on, built once per process so that setup
/// never counts towards a measurement: shared by the timed suite
/// (SpringLabBenchmarks) and the instruction counts (InstructionCounts).
public enum Workloads {
    /// The curve sampled by the sampling and RK4 benchmarks: Apple's default
    /// `CASpringAnimation` (m 1, k 100, c 10: ζ = 0.5), animated from −1 to 0.
    public static let motion = try! SpringMotion(animating: Spring(stiffness: 100, damping: 10))

    /// A 120 Hz display frame, the grid step of the sampling benchmarks.
    public static let step = 1.0 / 120

    /// 1000 springs spread over what animations use and beyond: damping ratios
    /// from 0.02 to 4 (geometric, 40 values, plus ζ = 1 exactly in place of
    /// the one nearest it) times responses from 0.1 s to 3 s (25 values), each
    /// released from −1 with a velocity that cycles through −2, 0, 3.
    public static let motions: [SpringMotion] = {
        var motions: [SpringMotion] = []
        for (i, ratio) in geometric(from: 0.02, to: 4, count: 40).enumerated() {
            let zeta = (ratio - 1).magnitude < 0.06 ? 1 : ratio
            for (j, response) in geometric(from: 0.1, to: 3, count: 25).enumerated() {
                let spring = try! Spring(naturalFrequency: 2 * .pi / response, dampingRatio: zeta)
                let velocity = [-2.0, 0, 3][(i + j) % 3]
                motions.append(try! SpringMotion(animating: spring, initialVelocity: velocity))
            }
        }
        return motions
    }()

    /// 1000 UIKit animations: durations 0.1 s to 3 s (25, geometric) times
    /// `usingSpringWithDamping` 0.05 to 1 (40, linear), velocity cycling 0, 1, −0.5.
    public static let uikitSprings: [UIKitSpring] = {
        var springs: [UIKitSpring] = []
        for (i, duration) in geometric(from: 0.1, to: 3, count: 25).enumerated() {
            for j in 0..<40 {
                let damping = 0.05 + 0.95 * Double(j) / 39
                let velocity = [0.0, 1, -0.5][(i + j) % 3]
                springs.append(
                    try! UIKitSpring(
                        duration: duration, dampingRatio: damping,
                        initialVelocity: velocity))
            }
        }
        return springs
    }()

    private static func geometric(from start: Double, to end: Double, count: Int) -> [Double] {
        (0..<count).map { start * Double.pow(end / start, Double($0) / Double(count - 1)) }
    }
    /// 1000 random springs over the whole range springlab accepts for its
    /// metrics: damping ratios 10^u, u uniform in −2…2 (0.01 to 100), natural
    /// frequencies 10^u rad/s, u uniform in −1…4 (0.1 to 10⁴), released from
    /// −1 at rest one time in eight, otherwise with a velocity of ±ω0·10^u,
    /// u uniform in −3…3. The same springs every run (a fixed seed).
    public static let randomMotions: [SpringMotion] = {
        var generator = SplitMix64(seed: 2026)
        var motions: [SpringMotion] = []
        while motions.count < 1000 {
            let zeta = Double.pow(10, Double.random(in: -2...2, using: &generator))
            if let motion = randomMotion(dampingRatio: zeta, velocityExponents: -3...3, using: &generator) {
                motions.append(motion)
            }
        }
        return motions
    }()

    /// A motion of damping ratio `zeta` with ω0 = 10^u rad/s, u uniform in
    /// −1…4, from −1 at rest one time in eight, otherwise with a velocity of
    /// ±ω0·10^v, v uniform in `velocityExponents`; nil when the spring is
    /// refused.
    public static func randomMotion(
        dampingRatio zeta: Double, velocityExponents: ClosedRange<Double>, using generator: inout SplitMix64
    ) -> SpringMotion? {
        let omega = Double.pow(10, Double.random(in: -1...4, using: &generator))
        let sign: Double = Bool.random(using: &generator) ? 1 : -1
        let atRest = Int.random(in: 0..<8, using: &generator) == 0
        let velocity =
            atRest ? 0 : sign * omega * Double.pow(10, Double.random(in: velocityExponents, using: &generator))
        guard let spring = try? Spring(naturalFrequency: omega, dampingRatio: zeta) else { return nil }
        return try? SpringMotion(animating: spring, initialVelocity: velocity)
    }
}

/// Sebastiano Vigna's SplitMix64 (public domain, https://prng.di.unimi.it/splitmix64.c):
/// a small seeded generator, so the random workloads are the same every run.
public struct SplitMix64: RandomNumberGenerator {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
