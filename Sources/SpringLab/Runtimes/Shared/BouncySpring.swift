/// Rebound's and POP's "bounciness and speed", the spring a designer dials in
/// with two sliders, converted to Origami values (Rebound's `BouncyConversion`,
/// POP's `convertBounciness:speed:`; docs/runtimes.md).
///
/// Both sliders are divided by 1.7 and normalized onto 0…20, giving b and s
/// (fractions, not clamped). Then
///
///     tension  = 0.5 + 199.5 s
///     b′       = 0.8 b
///     friction = (2b′ − b′²) · 0.01 + (1 − (2b′ − b′²)) · f₀(tension)
///
/// where f₀ is a piecewise cubic, the friction that just stops a spring of
/// that tension from bouncing. POP's defaults, bounciness 4 and speed 12,
/// give Origami (≈ 71.91, ≈ 10.16), k ≈ 342.1, c ≈ 30.49.
///
/// Edge cases: values outside the sliders' 0…20 are extrapolated, as the
/// runtimes do; a result with k ≤ 0 or c < 0 is refused by ``origami()``'s spring.
public struct BouncySpring: Hashable, Sendable {
    public let bounciness: Double
    public let speed: Double

    public init(bounciness: Double, speed: Double) throws(SpringError) {
        try Validate.finite(bounciness, "bounciness")
        try Validate.finite(speed, "speed")
        self.bounciness = bounciness
        self.speed = speed
    }

    /// The spring in Origami units.
    public func origami() throws(SpringError) -> OrigamiSpring {
        let b = 0.8 * (bounciness / 1.7) / 20
        let s = (speed / 1.7) / 20
        let tension = 0.5 + s * (200 - 0.5)
        let blend = 2 * b - b * b
        let friction = blend * 0.01 + (1 - blend) * Self.noBounceFriction(tension)
        return try OrigamiSpring(tension: tension, friction: friction)
    }

    /// f₀: three cubics in the Origami tension, joined at 18 and 44.
    static func noBounceFriction(_ tension: Double) -> Double {
        func cubic(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
            a * tension * tension * tension - b * tension * tension + c * tension + d
        }
        if tension <= 18 { return cubic(0.0007, 0.031, 0.64, 1.28) }
        if tension <= 44 { return cubic(0.000044, 0.006, 0.36, 2) }
        return cubic(0.00000045, 0.000332, 0.1078, 5.84)
    }
}
