import SpringLab

/// What one spring animation puts on screen over `0…span`, sampled on a
/// uniform grid: progress (0 at the start, 1 at the target) and velocity in
/// distances per second.
///
/// The grid is stepped exactly with ``UniformSampler`` (the closed form,
/// re-anchored), so the samples carry no integration error. A UIKit
/// animation ends at its duration T and snaps to the target: its curve is
/// sampled up to T exactly, then continues at the target with zero velocity
/// as a separate segment, so the jump is not drawn as part of the curve.
public struct SpringTrace: Sendable {
    /// Progress `1 + x(t)`, one or two segments.
    public let value: [[Point]]
    /// Velocity `x'(t)` in distances per second, segmented like ``value``.
    public let velocity: [[Point]]

    /// Samples for a curve that looks smooth: at least ``minimumSamples``,
    /// and about ``samplesPerPeriod`` per oscillation, at most ``maximumSamples``.
    public static let minimumSamples = 400
    public static let samplesPerPeriod = 48.0
    public static let maximumSamples = 20_000

    /// - Parameter span: the time range drawn in seconds, finite and at
    ///   least ``SpringChart/minimumSpan`` (so that the sample spacing is a
    ///   normal number).
    /// - Throws: a span outside that range, as ``SpringError/outOfRange(parameter:value:range:)``.
    public init(_ animation: SpringAnimation, span: Double) throws(SpringError) {
        guard span.isFinite, span >= SpringChart.minimumSpan else {
            throw .outOfRange(
                parameter: "time span", value: span, range: SpringChart.minimumSpan...Double.greatestFiniteMagnitude)
        }
        let count = Self.sampleCount(for: animation.spring, span: span)
        let cut = animation.endTime.map { min($0, span) } ?? span
        let step = span / Double(count - 1)
        let onScreen = Int(min((cut / step).rounded(.down), Double(count - 1))) + 1
        var samples = Array(try UniformSampler(motion: animation.motion, step: step, count: onScreen))
        if let last = samples.last, last.time < cut { samples.append(animation.motion.sample(at: cut)) }
        var value = [CurveThinning.thinned(samples.map { Point($0.time, 1 + $0.displacement) }, from: 0, to: span)]
        var velocity = [CurveThinning.thinned(samples.map { Point($0.time, $0.velocity) }, from: 0, to: span)]
        if cut < span {
            value.append([Point(cut, 1), Point(span, 1)])
            velocity.append([Point(cut, 0), Point(span, 0)])
        }
        self.value = value
        self.velocity = velocity
    }

    /// How many grid points `0…span` needs to draw `spring` smoothly.
    static func sampleCount(for spring: Spring, span: Double) -> Int {
        let periods = span * spring.dampedFrequency / (2 * .pi)
        let wanted = (periods * samplesPerPeriod).rounded(.up)
        guard wanted.isFinite else { return maximumSamples }
        return Int(min(max(wanted, Double(minimumSamples)), Double(maximumSamples)))
    }
}
