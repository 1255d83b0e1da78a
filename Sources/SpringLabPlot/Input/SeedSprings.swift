import SpringLab
import SpringLabIO

/// The springs of `data/seed-springs.csv` (see data/README.md), resolved:
/// `UIView.animate` rows through UIKit's solver from duration,
/// damping_ratio and initial_velocity; `CASpringAnimation` rows from mass,
/// stiffness, damping and initial_velocity.
public enum SeedSprings {
    /// Each row as a spring labelled with its `id`, in file order.
    public static func load(_ path: String) throws(PlotError) -> [LabelledSpring] {
        let records: CSVRecords
        do { records = try CSVRecords(contentsOf: path, what: "the seed springs") } catch {
            throw .badInput(error.description)
        }
        let springs = try records.rows.map { (line, fields) throws(PlotError) -> LabelledSpring in
            // A row's fields by header name; missing fields are absent.
            let row = Dictionary(zip(records.header, fields)) { first, _ in first }
            return try spring(row, line: line, file: path)
        }
        guard !springs.isEmpty else { throw .badInput("'\(path)' has no springs") }
        return springs
    }

    private static func spring(_ row: [String: String], line: Int, file: String) throws(PlotError) -> LabelledSpring {
        let id = row["id"] ?? "row \(line)"
        func number(_ column: String) throws(PlotError) -> Double {
            guard let text = row[column], let value = DecimalText.parse(text), value.isFinite else {
                throw .badInput("'\(file)' line \(line) (\(id)): '\(column)' is not a number")
            }
            return value
        }
        do {
            switch row["api"] {
            case "UIView.animate":
                let uikit = try UIKitSpring(
                    duration: number("duration"), dampingRatio: number("damping_ratio"),
                    initialVelocity: number("initial_velocity"))
                return LabelledSpring(try SpringAnimation(uikit), label: id)
            case "CASpringAnimation":
                let spring = try CoreAnimationSpring(
                    mass: number("mass"), stiffness: number("stiffness"),
                    damping: number("damping"),
                    initialVelocity: number("initial_velocity"))
                return LabelledSpring(SpringAnimation(spring), label: id)
            default:
                throw PlotError.badInput("'\(file)' line \(line) (\(id)): unknown api '\(row["api"] ?? "")'")
            }
        } catch let error as PlotError {
            throw error
        } catch {
            throw .badInput("'\(file)' line \(line) (\(id)): \(error)")
        }
    }
}
