import ArgumentParser
import SpringLab

extension CurveMethod: ExpressibleByArgument {}

/// How `simulate` writes the curve.
enum CurveFormat: String, CaseIterable, ExpressibleByArgument {
    case csv, json
}
