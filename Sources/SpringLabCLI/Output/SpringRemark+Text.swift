import SpringLab

extension SpringRemark {
    /// The remark as one sentence, as fit prints it after "Note:" and JSON
    /// and CSV carry it.
    var sentence: String {
        switch self {
        case let .uikitClampsDampingRatio(written, used):
            return "UIKit clamps the damping ratio \(readable(written)) to \(readable(used, significant: 8))."
        case let .uikitClampsSolverDuration(written, used):
            return "UIKit's solver clamps the duration to \(readable(used)) s; "
                + "the animation still lasts \(readable(written)) s."
        case let .coreAnimationRendersCritical(onScreen, physical):
            return "Core Animation draws ζ > 1 as critical damping unless allowsOverdamping is set: "
                + "on screen it settles in \(seconds(onScreen)), not \(seconds(physical))."
        case .undamped:
            return "Damping ratio 0: the spring oscillates for ever and never settles."
        case let .runtimeOffCurve(runtime, deviation):
            return "On screen \(runtime) strays up to \(percent(deviation)) of the distance from the exact curve: "
                + "not the same motion there."
        case let .runtimeNeverStops(runtime):
            return "\(runtime) does not stop within \(readable(ScreenRun.horizon)) s."
        }
    }
}
