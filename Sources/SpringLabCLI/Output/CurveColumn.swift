import SpringLab

/// The columns `simulate` writes, with their names in CSV headers and JSON keys.
enum CurveColumn: String, CaseIterable {
    case time, value, velocity, acceleration
    case rk4Value = "rk4_value"
    case rk4Velocity = "rk4_velocity"
    case error

    /// The column's value; RK4's columns are asked for only with ``CurveMethod/both``.
    func value(of point: CurvePoint) -> Double {
        switch self {
        case .time: return point.time
        case .value: return point.value
        case .velocity: return point.velocity
        case .acceleration: return point.acceleration
        case .rk4Value: return point.rk4!.value
        case .rk4Velocity: return point.rk4!.velocity
        case .error: return point.rk4!.error
        }
    }
}
