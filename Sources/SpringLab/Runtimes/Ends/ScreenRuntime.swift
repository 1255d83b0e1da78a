/// A runtime whose end of animation springlab models, with the rest
/// thresholds it runs with: one case per runtime, its model in its own file.
///
/// `key` names it in JSON (`runtimes.<key>`) and `kind` on the command line
/// (`--for KIND`, the name of its input kind).
public enum ScreenRuntime: Hashable, Sendable {
    case uikit(UIKitEnd?)
    case coreAnimation(CoreAnimationEnd)
    case swiftUI(SwiftUIEnd)
    case compose(ComposeEnd)
    case android(AndroidEnd)
    case flutter(FlutterEnd)
    case motion(MotionEnd)
    case reactSpring(ReactSpringEnd)
    case rebound(ReboundEnd)
    case pop(POPEnd)

    /// Every runtime with its default thresholds for `animation` over `move`,
    /// in the order reports list them. UIKit's duration is the one its
    /// solver needs for this spring (nil when UIKit cannot express it).
    ///
    /// - Throws: ``SpringError`` when Core Animation's settling duration
    ///   cannot be computed.
    public static func all(for animation: SpringAnimation, move: ScreenMove) throws(SpringError) -> [ScreenRuntime] {
        // Written for UIKit, the duration is the one written; else the one UIKit's solver needs.
        let writtenForUIKit = type(of: animation.input).kind.hasPrefix("uikit")
        let uikitDuration =
            (writtenForUIKit ? animation.endTime : nil)
            ?? UIKitSpring.matching(animation.spring, initialVelocity: animation.initialVelocity)?.duration
        return [
            .uikit(uikitDuration.map(UIKitEnd.init(duration:))),
            .coreAnimation(
                try CoreAnimationEnd(
                    spring: animation.spring, initialVelocity: animation.initialVelocity,
                    allowsOverdamping: animation.allowsOverdamping)),
            .swiftUI(SwiftUIEnd()), .compose(composeEnd(animation.input)), .android(androidEnd(animation.input)),
            .flutter(FlutterEnd()), .motion(motionEnd(animation.input, move: move)),
            .reactSpring(reactSpringEnd(animation.input, move: move)), .rebound(ReboundEnd()), .pop(POPEnd()),
        ]
    }

    // An animation written for a runtime keeps the thresholds written with it.

    private static func composeEnd(_ input: any SpringInput) -> ComposeEnd {
        ComposeEnd(
            visibilityThreshold: (input as? ComposeInput)?.visibilityThreshold ?? ComposeEnd.defaultVisibilityThreshold)
    }

    private static func androidEnd(_ input: any SpringInput) -> AndroidEnd {
        AndroidEnd(minimumVisibleChange: (input as? AndroidInput)?.minimumVisibleChange ?? 1)
    }

    private static func motionEnd(_ input: any SpringInput, move: ScreenMove) -> MotionEnd {
        guard let motion = input as? MotionInput else { return MotionEnd(defaultsFor: move.distance) }
        let (delta, speed) = motion.restThresholds(distance: move.distance)
        return MotionEnd(restDelta: delta, restSpeed: speed)
    }

    private static func reactSpringEnd(_ input: any SpringInput, move: ScreenMove) -> ReactSpringEnd {
        guard let written = input as? ReactSpringInput, let precision = written.precision else {
            return ReactSpringEnd(defaultsFor: move.distance)
        }
        return ReactSpringEnd(precision: precision, restVelocity: written.restVelocity)
    }

    /// The names `--for` accepts, in report order.
    public static let kindNames = [
        "uikit", "ca", "swiftui", "compose", "android", "flutter", "motion", "react-spring", "rebound", "pop",
    ]

    /// The runtime called `kind` (one of ``kindNames``) with its default
    /// thresholds for `animation` over `move`.
    ///
    /// - Throws: ``SpringError/unknownKind(name:known:)`` for another name.
    public static func named(_ kind: String, for animation: SpringAnimation, move: ScreenMove) throws(SpringError)
        -> ScreenRuntime
    {
        guard let index = kindNames.firstIndex(of: kind) else { throw .unknownKind(name: kind, known: kindNames) }
        return try all(for: animation, move: move)[index]
    }

    /// The name `--for` takes for this runtime.
    public var kind: String {
        switch self {
        case .uikit: "uikit"
        case .coreAnimation: "ca"
        case .swiftUI: "swiftui"
        case .compose: "compose"
        case .android: "android"
        case .flutter: "flutter"
        case .motion: "motion"
        case .reactSpring: "react-spring"
        case .rebound: "rebound"
        case .pop: "pop"
        }
    }

    /// The JSON key: `runtimes.<key>`.
    public var key: String {
        switch self {
        case .uikit: "uikit"
        case .coreAnimation: "coreAnimation"
        case .swiftUI: "swiftUI"
        case .compose: "compose"
        case .android: "android"
        case .flutter: "flutter"
        case .motion: "motion"
        case .reactSpring: "reactSpring"
        case .rebound: "rebound"
        case .pop: "pop"
        }
    }

    /// The runtime's name as text output prints it.
    public var name: String {
        switch self {
        case .uikit: "UIKit"
        case .coreAnimation: "Core Animation"
        case .swiftUI: "SwiftUI"
        case .compose: "Compose"
        case .android: "Android"
        case .flutter: "Flutter"
        case .motion: "motion"
        case .reactSpring: "react-spring"
        case .rebound: "Rebound"
        case .pop: "POP"
        }
    }

    /// The frames this runtime shows of `animation` over `move`; nil for
    /// UIKit when it cannot express the spring.
    public func run(_ animation: SpringAnimation, move: ScreenMove) -> ScreenRun? {
        let motion = animation.motion
        switch self {
        case let .uikit(model): return model?.run(motion, move: move)
        case let .coreAnimation(model): return model.run(motion, move: move)
        case let .swiftUI(model): return model.run(motion, move: move)
        case let .compose(model): return model.run(motion, move: move)
        case let .android(model): return model.run(motion, move: move)
        case let .flutter(model): return model.run(motion, move: move)
        case let .motion(model):
            // motion's `{ duration, bounce }` spring ends at its duration, not by the rest rule.
            if animation.input is MotionInput, let end = animation.endTime {
                return MotionDurationEnd(duration: end).run(motion, move: move)
            }
            return model.run(motion, move: move)
        case let .reactSpring(model):
            return model.run(animation.spring, initialVelocity: animation.initialVelocity, move: move)
        case let .rebound(model):
            return model.run(animation.spring, initialVelocity: animation.initialVelocity, move: move)
        case let .pop(model):
            return model.run(animation.spring, initialVelocity: animation.initialVelocity, move: move)
        }
    }
}
