import RealModule
import SpringLab
import Testing

/// The `motion` kind against motion 13.1.1's own generator
/// (data/reference/runtimes/motion-forms.csv) and its defaults.
@Suite("motion input")
struct MotionInputTests {
    struct Sample {
        let t: Double
        let value: Double
        let done: Bool
    }

    /// The duration-based forms run through motion's generator on a move 0 → 1.
    static func forms() throws -> [String: [Sample]] {
        var forms: [String: [Sample]] = [:]
        for row in try readTable("data/reference/runtimes/motion-forms.csv") {
            let key = [row["form"]!, row["duration"]!, row["visualDuration"]!, row["bounce"]!].joined(separator: ",")
            forms[key, default: []].append(
                Sample(t: Double(row["t"]!)! / 1000, value: Double(row["value"]!)!, done: row["done"] == "1"))
        }
        return forms
    }

    @Test("duration and visualDuration forms give motion's own curve to 1e-9")
    func formsMatchMotion() throws {
        let forms = try Self.forms()
        #expect(forms.count >= 8)
        for (key, samples) in forms {
            let fields = key.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            let bounce = SpringParameterValue.number(Double(fields[3])!)
            let animation =
                fields[0] == "duration"
                ? try MotionInput.animation(["duration": .number(Double(fields[1])!), "bounce": bounce])
                : try MotionInput.animation(["visualDuration": .number(Double(fields[2])!), "bounce": bounce])
            let motion = animation.motion
            for sample in samples where !sample.done {
                let expected = 1 + motion.displacement(at: sample.t)
                #expect(abs(sample.value - expected) <= 1e-9, "\(key) at \(sample.t)")
            }
            if fields[0] == "duration", let end = samples.first(where: \.done) {
                // motion ends a duration spring at the clamped duration and shows the target.
                let endTime = try #require(animation.endTime)
                #expect(end.t >= endTime - 1e-12 && end.value == 1, "\(key)")
            }
        }
    }

    @Test("no parameter: motion's stiffness 100, damping 10, mass 1")
    func defaults() throws {
        let spring = try MotionInput().animation().spring
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10)
    }

    /// 600 px/s over a move of 200 px is 3 distances per second.
    @Test("velocity is in units per second of the move")
    func velocity() throws {
        let animation = try MotionInput.animation(["velocity": .number(600), "distance": .number(200)])
        #expect(animation.initialVelocity == 3)
    }

    @Test("rest thresholds: motion's defaults, granular below 5 units, or as written")
    func thresholds() throws {
        let input = MotionInput()
        #expect(input.restThresholds(distance: 300) == (0.5, 2))
        #expect(input.restThresholds(distance: 3) == (0.005, 0.01))
        let written = try MotionInput.numbers(["restDelta": 0.1, "restSpeed": 1])
        #expect(written.restThresholds(distance: 300) == (0.1, 1))
        #expect(throws: SpringError.self) { try MotionInput.animation(["restDelta": .number(-1)]) }
    }

    /// The refusal says what motion's `getSpringOptions` would do instead:
    /// physics options override the duration ones; `visualDuration` without
    /// `bounce` or `duration` leaves motion's default physics.
    @Test("a duration with physics options is refused, not silently mixed, saying what motion does")
    func mixture() throws {
        let cases: [([(String, SpringParameterValue)], String?)] = [
            (
                [("duration", .number(0.5)), ("stiffness", .number(100))],
                "motion itself ignores duration beside stiffness"
            ),
            (
                [("bounce", .number(0.2)), ("visualDuration", .number(0.3)), ("mass", .number(2))],
                "motion itself ignores bounce and visualDuration beside mass: leave them out"
            ),
            ([("visualDuration", .number(0.3))], "runs its default spring, stiffness 100, damping 10"),
            ([("duration", .number(0.3)), ("visualDuration", .number(0.3))], nil),
        ]
        for (given, note) in cases {
            do {
                _ = try MotionInput.written(given).animation()
                Issue.record("accepted \(given)")
            } catch {
                guard case let .unacceptedParameters(_, _, _, written) = error else {
                    Issue.record("\(error)")
                    continue
                }
                #expect(written?.contains(note ?? "") ?? (note == nil), "\(given): \(written ?? "no note")")
                #expect((note == nil) == (written == nil))
            }
        }
    }
}
