import Foundation
import SpringLab

/// One row of data/reference/springs.csv: a spring and its metrics evaluated
/// with mpmath at 50 digits (see data/README.md).
struct ReferenceSpring {
    let id: String
    let spring: Spring
    let initialVelocity: Double
    let settlingTime: Double
    let overshoot: Double
    let peakTime: Double?
    let crossings: Int

    /// All rows, read from the repository next to this source file.
    static let all: [ReferenceSpring] = {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("data/reference/springs.csv")
        let text = try! String(contentsOf: url, encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        let header = lines[0].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        return lines.dropFirst().map { line in
            let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            let row = Dictionary(uniqueKeysWithValues: zip(header, cells))
            return ReferenceSpring(
                id: row["id"]!,
                spring: try! Spring(mass: Double(row["mass"]!)!, stiffness: Double(row["stiffness"]!)!,
                                    damping: Double(row["damping"]!)!),
                initialVelocity: Double(row["v0"]!)!,
                settlingTime: Double(row["settling_time"]!)!,
                overshoot: Double(row["overshoot"]!)!,
                peakTime: Double(row["peak_time"]!),
                crossings: Int(row["crossings"]!)!)
        }
    }()

    var motion: SpringMotion { try! SpringMotion(animating: spring, initialVelocity: initialVelocity) }
}
