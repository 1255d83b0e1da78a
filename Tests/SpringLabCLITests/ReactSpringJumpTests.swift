import Foundation
import Testing

/// react-spring's jump is what its finishing frame replaces with the target:
/// the position that frame's ⌈dt⌉ one-millisecond Euler steps reach
/// (docs/runtimes.md: a = (−k·1e-6·(x − to) − c·1e-3·v)/m; v += a; x += v),
/// not the position at the step where the rest test first passes, which can
/// be a few steps into the frame.
@Suite("react-spring's jump, as the screen shows it")
struct ReactSpringJumpTests {
    /// The recurrence run frame by frame at 60 Hz (17 steps in the first
    /// frame, then ⌈16.667⌉ = 17 each): the finishing frame and the position
    /// its 17 steps reach, from 0 toward `distance`.
    static func finish(tension: Double, friction: Double, distance: Double) -> (frame: Int, drawn: Double) {
        let precision = min(1, 0.001 * distance), restVelocity = precision / 10
        var x = 0.0, v = 0.0
        for frame in 1... {
            var finished = false
            for _ in 0..<17 {
                if !finished, abs(v) <= restVelocity, abs(distance - x) <= precision { finished = true }
                v += (-tension * 1e-6 * (x - distance) - friction * 1e-3 * v)
                x += v
            }
            if finished { return (frame, x) }
        }
        return (0, 0)
    }

    @Test(arguments: [(5535.39, 22.3201, 300.0), (170, 26, 300), (180, 12, 1000), (120, 14, 50)])
    func jumpIsTheFinishingFrame(tension: Double, friction: Double, distance: Double) throws {
        let result = try runSpringlab([
            "fit", "--json", "--spring", "react-spring:tension=\(tension),friction=\(friction)",
            "--distance", "\(distance)",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let row = try #require((json["runtimes"] as? [String: Any])?["reactSpring"] as? [String: Any])
        let (frame, drawn) = Self.finish(tension: tension, friction: friction, distance: distance)
        #expect((row["endsAt"] as? Double).map { ($0 * 60).rounded() } == Double(frame))
        let jump = try #require(row["jump"] as? Double)
        #expect((jump - abs(drawn - distance) / distance).magnitude <= 1e-12, "jump \(jump)")
    }
}
