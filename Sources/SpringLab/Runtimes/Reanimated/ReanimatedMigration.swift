import RealModule

/// What Reanimated's guide "Migrating from Reanimated 3.x to 4.x" makes of a
/// 3.x duration config, and how far it is from what 3.x showed
/// (docs/runtimes.md, "Reanimated 3 to 4").
///
/// The guide says that 4.x's `duration` is perceptual, the actual time being
/// 1.5 times it, and to divide a 3.x duration by 1.5 for the same effect.
/// The config that rule gives keeps the rest of the 3.x config that 4.x
/// takes (`dampingRatio`, `velocity`, `overshootClamping`, `clamp`) and drops
/// the rest thresholds and the stiffness, which 4.x's duration form does
/// not take; its mass is 4.x's default. Both run on the same move.
public struct ReanimatedMigration: Sendable {
    /// The 3.x duration, in milliseconds.
    public let duration: Double
    /// The 4.x config the guide's rule writes.
    public let config: ReanimatedConfig
    /// When 4.x ends it on this screen, and when 3.x stopped, in seconds.
    public let endsAt: Double?
    public let sourceEndsAt: Double?
    /// The largest difference between the two screens, a fraction of the distance.
    public let deviation: Double

    /// The guide's rule for `animation`, a `reanimated3:` duration config,
    /// over `move`; nil for any other animation.
    public init?(_ animation: SpringAnimation, move: ScreenMove) {
        guard let written = animation.input as? Reanimated3Input, written.isDurationForm,
            let source = try? written.config(), let distance = try? written.distanceOrStandard(),
            case let .duration(milliseconds, dampingRatio, _) = source.form
        else { return nil }
        let carried = source.carried(writtenFor: distance, onto: move)
        config = ReanimatedConfig(
            form: .duration(
                milliseconds: milliseconds / ReanimatedConfig.perceptualFactor, dampingRatio: dampingRatio, mass: 4),
            velocity: carried.velocity, overshootClamping: carried.overshootClamping, clampMin: carried.clampMin,
            clampMax: carried.clampMax)
        duration = milliseconds
        let theirs = carried.start(from: move.from, to: move.to).run(on: move)
        let guide = config.start(from: move.from, to: move.to).run(on: move)
        endsAt = guide.endTime(move)
        sourceEndsAt = theirs.endTime(move)
        deviation = guide.maxDeviation(from: theirs)
    }

    /// Whether the guide's config stays within `tolerance` of what 3.x showed.
    public func holds(within tolerance: Double = ScreenMatch.defaultTolerance) -> Bool { deviation <= tolerance }

    /// The rule's outcome in one sentence.
    public func sentence(number: (Double) -> String) -> String {
        let ends = endsAt.map { "ends at \(number($0)) s" } ?? "does not end"
        let stopped = sourceEndsAt.map { " (3.x stopped at \(number($0)) s)" } ?? ""
        let verdict =
            holds()
            ? "the 1.5 rule holds for this spring within \(number(ScreenMatch.defaultTolerance * 100))%"
            : "the 1.5 rule is wrong for this spring"
        return
            "The migration guide's duration \(number(duration)) / 1.5 = \(number(duration / ReanimatedConfig.perceptualFactor)) ms "
            + "\(ends)\(stopped) and strays \(number(Self.threeDigits(deviation * 100)))% from what Reanimated 3 shows: \(verdict)."
    }

    /// `value` to 3 significant digits, as a percentage is read.
    static func threeDigits(_ value: Double) -> Double {
        guard value.isFinite, value != 0 else { return value }
        let scale = Double.pow(10, 2 - Double.log10(value.magnitude).rounded(.down))
        return (value * scale).rounded() / scale
    }
}
