/// Something that differs between the spring as written and what the screen
/// shows, worth telling whoever wrote it.
public enum SpringRemark: Hashable, Sendable {
    /// UIKit clamps the damping ratio (`usingSpringWithDamping`, or
    /// `UISpringTimingParameters(dampingRatio:)`) into ``UIKitSpring/dampingRange``.
    case uikitClampsDampingRatio(written: Double, used: Double)
    /// UIKit's solver clamps the duration into ``UIKitSpring/durationRange``;
    /// the animation still lasts the duration written.
    case uikitClampsSolverDuration(written: Double, used: Double)
    /// Core Animation draws ζ > 1 as critical damping unless
    /// `allowsOverdamping` is set: on screen the band exit is `onScreen`.
    case coreAnimationRendersCritical(onScreen: Settling, physical: Settling)
    /// ζ = 0: the motion never settles.
    case undamped
    /// On screen, `runtime` strays from the exact curve by more than
    /// ``AnimationEnd/visibleJump`` (`deviation`, a fraction of the distance).
    case runtimeOffCurve(runtime: String, deviation: Double)
    /// `runtime` has not stopped within ``ScreenRun/horizon`` seconds.
    case runtimeNeverStops(runtime: String)
}
