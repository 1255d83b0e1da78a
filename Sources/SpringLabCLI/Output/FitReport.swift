import SpringLab

/// Everything `springlab fit` prints, computed once and rendered as text or JSON.
struct FitReport {
    let animation: SpringAnimation
    let metrics: SpringMetrics
    let equivalents: SpringEquivalents
    /// UIKit only: value(T) − target as a signed fraction of the distance.
    let remainingAtEnd: Double?
    /// What appears on screen under Core Animation's default when it differs from the physics.
    let renderedSettling: Settling?

    /// A UIKit snap larger than this fraction of the distance is visible.
    static let visibleJump = 0.01

    init(animation: SpringAnimation, tolerance: SettlingTolerance) throws {
        self.animation = animation
        metrics = try animation.metrics(tolerance: tolerance)
        equivalents = SpringEquivalents(animation)
        remainingAtEnd = try animation.uikit?.remainingAtEnd()
        renderedSettling =
            animation.coreAnimationRendersCritical
            ? try SpringMotion(
                animating: animation.spring.criticallyDamped,
                initialVelocity: animation.initialVelocity
            ).bandExit(tolerance)
            : nil
    }

    var spring: Spring { animation.spring }

    /// Plain-language remarks on what differs between the physics and the screen.
    var notes: [String] {
        var notes: [String] = []
        if let uikit = animation.uikit {
            if uikit.effectiveDampingRatio != uikit.dampingRatio {
                notes.append(
                    "UIKit clamps usingSpringWithDamping \(readable(uikit.dampingRatio)) to "
                        + "\(readable(uikit.effectiveDampingRatio, significant: 8)).")
            }
            if uikit.solverDuration != uikit.duration {
                notes.append(
                    "UIKit's solver clamps the duration to \(readable(uikit.solverDuration)) s; "
                        + "the animation still lasts \(readable(uikit.duration)) s.")
            }
        }
        if let rendered = renderedSettling {
            notes.append(
                "Core Animation draws ζ > 1 as critical damping unless allowsOverdamping is set: "
                    + "on screen it settles in \(seconds(rendered)), not \(seconds(metrics.settling)).")
        }
        if spring.regime == .undamped {
            notes.append("Damping ratio 0: the spring oscillates for ever and never settles.")
        }
        return notes
    }
}
