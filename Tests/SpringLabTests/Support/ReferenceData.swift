import Foundation
import SpringLab

/// The repository's root, found from this file's location.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// Rows of a comma-separated file with a header line and no quoted fields,
/// as dictionaries keyed by column name.
func readTable(_ relativePath: String) throws -> [[String: String]] {
    let text = try String(contentsOf: repositoryRoot.appendingPathComponent(relativePath), encoding: .utf8)
    let lines = text.split(whereSeparator: \.isNewline).map(String.init)
    let header = lines[0].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    return lines.dropFirst().map { line in
        let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        return Dictionary(uniqueKeysWithValues: zip(header, cells))
    }
}

/// One spring of data/reference/springs.csv: computed by mpmath at 50 digits,
/// independently of springlab (see data/README.md).
struct ReferenceSpring: CustomStringConvertible {
    let id: String
    let spring: Spring
    let initialState: SpringState
    let settlingTime: Double
    let overshoot: Double
    let peakTime: Double?
    let crossings: Int

    var description: String { id }

    static func all() throws -> [ReferenceSpring] {
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
struct ReferencePoint {
    let id: String
    let time: Double
    let displacement: Double
    let velocity: Double

    static func all() throws -> [ReferencePoint] {
        try readTable("data/reference/curves.csv").map { row in
            ReferencePoint(
                id: row["id"]!, time: Double(row["t"]!)!,
                displacement: Double(row["x"]!)!, velocity: Double(row["v"]!)!)
        }
    }
}

/// The spring constants of the classic elastic-animation tutorials
/// (data/seed-springs.csv), resolved as the API each was written for does.
struct SeedSpring: CustomStringConvertible {
    let id: String
    let animation: SpringAnimation
    var description: String { id }

    static func all() throws -> [SeedSpring] {
        try readTable("data/seed-springs.csv").map { row in
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
