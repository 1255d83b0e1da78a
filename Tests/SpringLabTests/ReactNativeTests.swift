import RealModule
import SpringLab
import SpringLabTestSupport
import Testing

/// React Native's `Animated.spring`: its input forms and conversions against
/// `SpringConfig.js`'s formulas and its own output, and its end of animation
/// against its own `SpringAnimation.js` run frame by frame
/// (data/reference/runtimes/react-native-*.csv, data/reference/README.md).
@Suite("React Native Animated.spring")
struct ReactNativeTests {
    static func animation(_ spec: [(String, SpringParameterValue)]) throws -> SpringAnimation {
        try ReactNativeInput.written(spec).animation()
    }

    /// `fromOrigamiTensionAndFriction` is linear: (30, 8) is (194, 25) and each
    /// unit of tension 3.62, of friction 3; 0 is not special, unlike Rebound's.
    @Test("Origami conversion: the closed form, 0 included")
    func origami() {
        #expect(ReactNativeSpringConfig.fromOrigami(tension: 30, friction: 8) == (194, 25))
        let zero = ReactNativeSpringConfig.fromOrigami(tension: 0, friction: 0)
        #expect(zero.stiffness.isApproximatelyEqual(to: 194 - 30 * 3.62, relativeTolerance: 1e-15))
        #expect(zero.damping == 1)
        let rn = ReactNativeSpringConfig.fromOrigami(tension: 40, friction: 7)
        #expect(rn.stiffness.isApproximatelyEqual(to: 230.2, relativeTolerance: 1e-15) && rn.damping == 22)
    }

    /// SpringConfig.js run by node on a grid of values. Tolerance 1e-12
    /// relative: React Native evaluates the cubics with `Math.pow`, springlab
    /// with products, a few ulps apart.
    @Test("both conversions agree with SpringConfig.js's own output")
    func conversionsAgainstReactNative() throws {
        let rows = try readCSVRows("data/reference/runtimes/react-native-conversions.csv")
        #expect(rows.count == 108)
        for row in rows {
            let a = Double(row["a"]!)!, b = Double(row["b"]!)!
            let expected = (Double(row["stiffness"]!)!, Double(row["damping"]!)!)
            let mine =
                row["form"] == "origami"
                ? ReactNativeSpringConfig.fromOrigami(tension: a, friction: b)
                : try ReactNativeSpringConfig.fromBouncinessAndSpeed(a, b)
            #expect(
                mine.stiffness.isApproximatelyEqual(to: expected.0, absoluteTolerance: 1e-12, relativeTolerance: 1e-12),
                "\(row)")
            #expect(
                mine.damping.isApproximatelyEqual(to: expected.1, absoluteTolerance: 1e-12, relativeTolerance: 1e-12),
                "\(row)")
        }
    }

    /// The forms pick as SpringAnimation.js does, with its defaults: nothing
    /// given is Origami (40, 7); bounciness alone takes speed 12; stiffness
    /// alone takes damping 10 and mass 1; velocity is in units per second.
    @Test("forms and defaults as SpringAnimation.js")
    func forms() throws {
        let origami = try Self.animation([])
        #expect(origami.spring.stiffness.isApproximatelyEqual(to: 230.2, relativeTolerance: 1e-15))
        #expect(origami.spring.damping == 22 && origami.spring.mass == 1)
        let bouncy = try Self.animation([("bounciness", .number(8))])
        let expected = try ReactNativeSpringConfig.fromBouncinessAndSpeed(8, 12)
        #expect(bouncy.spring.stiffness == expected.stiffness && bouncy.spring.damping == expected.damping)
        let physical = try Self.animation([("stiffness", .number(300)), ("velocity", .number(600))])
        #expect(physical.spring.damping == 10 && physical.spring.mass == 1)
        // 600 units/s over the default 300 units: 2 distances per second.
        #expect(physical.initialVelocity == 2)
        let massOnly = try Self.animation([("mass", .number(2))])
        #expect(massOnly.spring.stiffness == 100 && massOnly.spring.mass == 2)
    }

    /// React Native's invariants: one family of parameters at a time, and
    /// stiffness, damping, mass > 0.
    @Test("mixed forms and non-positive constants are refused")
    func refusals() throws {
        for spec: [(String, SpringParameterValue)] in [
            [("tension", .number(40)), ("stiffness", .number(100))],
            [("bounciness", .number(8)), ("friction", .number(7))],
            [("damping", .number(0))],
            [("stiffness", .number(-1))],
            [("friction", .number(-1))],  // c = −2
            [("mass", .number(0))],
            [("restSpeedThreshold", .number(-1))],
        ] {
            #expect(throws: SpringError.self, "\(spec)") { try Self.animation(spec) }
        }
    }

    /// Each frame advances the spring by the whole milliseconds of the clock,
    /// at most 64: at 10 Hz every frame is 64 ms of spring, at 60 Hz the
    /// spring runs the clock's ⌊k · 1000/60⌋ ms.
    @Test("the spring's time: whole milliseconds, at most 64 a frame")
    func springTimes() throws {
        let slow = ReactNativeRuntime.springTimes(5, move: try ScreenMove(framesPerSecond: 10))
        for (k, time) in slow.enumerated() {
            #expect(time.isApproximatelyEqual(to: 0.064 * Double(k), absoluteTolerance: 1e-15))
        }
        let steady = ReactNativeRuntime.springTimes(4, move: .standard)
        #expect(
            zip(steady, [0, 0.016, 0.033, 0.05]).allSatisfy {
                $0.isApproximatelyEqual(to: $1, absoluteTolerance: 1e-15)
            })
    }

    /// The thresholds and the clamping written with the input are the ones the
    /// runtime runs with; another kind gets React Native's defaults.
    @Test("thresholds written with react-native: are used")
    func writtenThresholds() throws {
        let written = try Self.animation([
            ("restDisplacementThreshold", .number(0.5)), ("restSpeedThreshold", .number(2)),
            ("overshootClamping", .flag(true)),
        ])
        let runtime = try ScreenRuntime.named("react-native", for: written, move: .standard)
        #expect(
            runtime.model as? ReactNativeRuntime
                == ReactNativeRuntime(restDisplacementThreshold: 0.5, restSpeedThreshold: 2, overshootClamping: true))
        let other = try UIKitInput.written([("duration", .number(0.5)), ("damping", .number(0.7))]).animation()
        #expect(
            try ScreenRuntime.named("react-native", for: other, move: .standard).model as? ReactNativeRuntime
                == ReactNativeRuntime())
    }

    /// `overshootClamping` ends the animation at the first frame past the
    /// target, showing the target there: for ζ < 1 from rest, the frame
    /// after the first zero crossing, where tan(ωd t) = −ωd/λ:
    /// t = (π − atan(ωd/λ))/ωd.
    @Test("overshoot clamping ends at the first frame past the target")
    func overshootClamping() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 4)
        let motion = try SpringMotion(animating: spring)
        let run = ReactNativeRuntime(overshootClamping: true).run(motion, move: .standard, phase: 0)
        let end = try #require(run.endFrame)
        let wd = spring.dampedFrequency
        let crossing = (Double.pi - Double.atan(wd / spring.decayRate)) / wd
        let times = ReactNativeRuntime.springTimes(end + 1, move: .standard)
        #expect(times[end] > crossing && times[end - 1] <= crossing)
        #expect(run.restValue == 0)
    }

    /// React Native's own SpringAnimation.js under node, one frame at a time:
    /// every frame within 1e-9 of the distance and the same finishing frame.
    /// Both evaluate the same closed form at the same times; they differ only
    /// in how the solution's terms are arranged (floating-point rounding,
    /// about 1e-13 of the distance here), while a frame evaluated 1 ms off
    /// would be off by |v| · 1 ms, far above 1e-9 of the distance.
    @Test("frames agree with SpringAnimation.js to 1e-9 of the distance")
    func framesAgainstReactNative() throws {
        let rows = try readCSVRows("data/reference/runtimes/react-native-frames.csv")
        let springs = try readCSVRows("data/reference/runtimes/react-native-springs.csv")
        #expect(springs.count == 15)
        for spring in springs {
            let id = spring["id"]!, number = { (key: String) in Double(spring[key]!)! }
            let theirs = rows.filter { $0["id"] == id }
            let move = try ScreenMove(distance: number("distance"), framesPerSecond: number("fps"))
            let motion = try SpringMotion(
                animating: Spring(mass: number("mass"), stiffness: number("stiffness"), damping: number("damping")),
                initialVelocity: number("velocity"))
            let run = ReactNativeRuntime(overshootClamping: spring["overshootClamping"] == "1").run(
                motion, move: move, phase: 0)
            let finished = theirs.first { $0["finished"] == "1" }.map { Int($0["frame"]!)! }
            #expect(run.endFrame == finished, "\(id)")
            for row in theirs {
                let k = Int(row["frame"]!)!, value = Double(row["value"]!)!
                let shown = try #require(run.displacement(atFrame: k), "\(id) frame \(k)")
                let mine = (1 + shown) * move.distance
                #expect((mine - value).magnitude <= 1e-9 * move.distance, "\(id) frame \(k): \(mine) vs \(value)")
            }
        }
    }
}
