import Foundation
import SpringLab

/// One spring of data/reference/springs.csv: computed by mpmath at 50 digits,
/// independently of springlab (see data/README.md).
public struct ReferenceSpring: CustomStringConvertible, Sendable {
    public let id: String
    public let spring: Spring
    public let initialState: SpringState
    public let settlingTime: Double
    public let overshoot: Double
    public let peakTime: Double?
    public let crossings: Int

    public var description: String { id }

    public static func all() throws -> [ReferenceSpring] {
        try readTable("data/reference/springs.csv").map { row in
            ReferenceSpring(
                id: row["id"]!,
                spring: try Spring(
                    mass: Double(row["mass"]!)!, stiffness: Double(row["stiffness"]!)!,
                    damping: Double(row["damping"]!)!),
                initialState: SpringState(displacement: Double(row["x0"]!)!, velocity: Double(row["v0"]!)!),
                settlingTime: Double(row["settling_time"]!)!,
                overshoot: Double(row["overshoot"]!)!,
                peakTime: Double(row["peak_time"]!),
                crossings: Int(row["crossings"]!)!)
        }
    }
}

/// One row of data/reference/curves.csv: x and v at time t from mpmath.
public struct ReferencePoint: Sendable {
    public let id: String
    public let time: Double
    public let displacement: Double
    public let velocity: Double

    public static func all() throws -> [ReferencePoint] {
        try readTable("data/reference/curves.csv").map { row in
            ReferencePoint(
                id: row["id"]!, time: Double(row["t"]!)!,
                displacement: Double(row["x"]!)!, velocity: Double(row["v"]!)!)
        }
    }
}

/// The spring constants of the classic elastic-animation tutorials
/// (data/seed-springs.csv), resolved as the API each was written for does.
public struct SeedSpring: CustomStringConvertible, Sendable {
    public let id: String
    public let animation: SpringAnimation
    public var description: String { id }

    /// The absolute path of data/seed-springs.csv.
    public static let path = repositoryRoot.appendingPathComponent(file).path
    static let file = "data/seed-springs.csv"

    public static func all() throws -> [SeedSpring] {
        try readTable(file).map { row in
            let number = { (key: String) in Double(row[key] ?? "") }
            let velocity = number("initial_velocity") ?? 0
            let animation: SpringAnimation
            if row["api"] == "UIView.animate" {
                animation = try SpringAnimation(
                    UIKitSpring(
                        duration: number("duration")!,
                        dampingRatio: number("damping_ratio")!,
                        initialVelocity: velocity))
            } else {
                animation = SpringAnimation(
                    try CoreAnimationSpring(
                        mass: number("mass")!, stiffness: number("stiffness")!, damping: number("damping")!,
                        initialVelocity: velocity))
            }
            return SeedSpring(id: row["id"]!, animation: animation)
        }
    }
}
