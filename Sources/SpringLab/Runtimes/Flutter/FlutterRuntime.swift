/// Flutter's end of a `SpringSimulation` driven by an unbounded
/// `AnimationController` in the move's units: each tick sets the value to
/// x(t) and stops once `isDone(t)`, i.e. |x − end| < `tolerance.distance` and
/// |v| < `tolerance.velocity` (both 1e-3 by default, `Tolerance.defaultTolerance`).
///
/// Without `snapToEnd` the simulation reports x(t) itself, so the value stays
/// where the last frame left it: no jump, a residual below the tolerance.
public struct FlutterRuntime: Hashable, Sendable {
    /// `tolerance.distance`, in the value's units.
    public let distanceTolerance: Double
    /// `tolerance.velocity`, in the value's units per second.
    public let velocityTolerance: Double

    public init(distanceTolerance: Double = 1e-3, velocityTolerance: Double = 1e-3) {
        self.distanceTolerance = distanceTolerance
        self.velocityTolerance = velocityTolerance
    }

    public func run(_ motion: SpringMotion, move: ScreenMove) -> ScreenRun {
        let distance = move.distance
        return ScreenRun.following(motion, move: move, keeps: true) { _, state in
            (state.displacement * distance).magnitude < distanceTolerance
                && (state.velocity * distance).magnitude < velocityTolerance
        }
    }
}

extension FlutterRuntime: SpringMotionRuntime {
    public typealias Input = FlutterInput
    public static let key = "flutter"
    public static let name = "Flutter"
    public static let sources = [
        RuntimeSource(
            "SpringDescription, SpringSimulation.isDone, Tolerance.defaultTolerance",
            "flutter/flutter `packages/flutter/lib/src/physics/spring_simulation.dart`, `tolerance.dart` "
                + "(docs/runtimes.md, Flutter)")
    ]

    public static func model(for animation: SpringAnimation, move: ScreenMove) -> Self? { FlutterRuntime() }

    public func candidates(tolerance: Double, animation: SpringAnimation, move: ScreenMove) -> [Self] {
        Self.thresholdScales(tolerance: tolerance, move: move).map {
            FlutterRuntime(distanceTolerance: $0, velocityTolerance: $0)
        }
    }

    public func parameters(_ animation: SpringAnimation, move: ScreenMove) -> [RuntimeParameter] {
        [
            RuntimeParameter("toleranceDistance", distanceTolerance),
            RuntimeParameter("toleranceVelocity", velocityTolerance),
        ]
    }

    public static func groups(_ equivalents: SpringEquivalents) -> [EquivalentGroup] {
        [equivalents.physicalGroup("flutter")]
    }

    public static func code(_ equivalents: SpringEquivalents) -> FlutterCode {
        FlutterCode(equivalents, FlutterRuntime(), writesTolerance: false)
    }

    /// With the simulation's `tolerance`.
    public func code(_ equivalents: SpringEquivalents) -> FlutterCode {
        FlutterCode(equivalents, self, writesTolerance: true)
    }
}
