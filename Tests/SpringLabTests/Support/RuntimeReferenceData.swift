import Foundation
import SpringLab

/// One spring of data/reference/runtimes/springs.csv: the springs the
/// runtimes' own code was run on (see data/reference/README.md).
struct RuntimeReferenceSpring: CustomStringConvertible, Sendable {
    let id: String
    let spring: Spring
    /// Fractions of the distance per second.
    let velocity: Double
    let move: ScreenMove

    var description: String { id }

    var animation: SpringAnimation {
        var input = CoreAnimationInput()
        input.mass = spring.mass
        input.stiffness = spring.stiffness
        input.damping = spring.damping
        input.allowsOverdamping = true
        input.velocity = velocity
        return try! input.animation()
    }

    static func all() throws -> [RuntimeReferenceSpring] {
        try readTable("data/reference/runtimes/springs.csv").map { row in
            RuntimeReferenceSpring(
                id: row["id"]!,
                spring: try Spring(
                    mass: Double(row["mass"]!)!, stiffness: Double(row["stiffness"]!)!,
                    damping: Double(row["damping"]!)!),
                velocity: Double(row["velocity"]!)!,
                move: try ScreenMove(distance: Double(row["distance"]!)!, framesPerSecond: Double(row["fps"]!)!))
        }
    }
}

/// One frame a runtime showed: the value (in the move's units, 0 → distance)
/// after frame `frame`, and whether the runtime had stopped by then.
struct RuntimeFrame: Sendable {
    let frame: Int
    /// Milliseconds.
    let timestamp: Double
    let value: Double
    let stopped: Bool

    /// The frames of one runtime's file, by spring id; `stoppedColumn` names
    /// the column that says the animation is over.
    static func byID(_ file: String, stoppedColumn: String) throws -> [String: [RuntimeFrame]] {
        var frames: [String: [RuntimeFrame]] = [:]
        for row in try readTable("data/reference/runtimes/" + file) {
            frames[row["id"]!, default: []].append(
                RuntimeFrame(
                    frame: Int(row["frame"]!)!, timestamp: Double(row["timestamp"]!)!, value: Double(row["value"]!)!,
                    stopped: row[stoppedColumn] == "1"))
        }
        return frames
    }
}
