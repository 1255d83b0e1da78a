import SpringLab
import SpringLabIO

extension SpringAnimation {
    /// The members every JSON report opens its spring with (`fit`, `compare`,
    /// `simulate --format json`), in this order: `mass` (kg), `stiffness`
    /// (N/m), `damping` (N·s/m), `initialVelocity` (fractions of the distance
    /// per second), `dampingRatio` ζ and `naturalFrequency` ω0 (rad/s).
    var springJSONMembers: [(String, JSON)] {
        [
            ("mass", .number(spring.mass)),
            ("stiffness", .number(spring.stiffness)),
            ("damping", .number(spring.damping)),
            ("initialVelocity", .number(initialVelocity)),
            ("dampingRatio", .number(spring.dampingRatio)),
            ("naturalFrequency", .number(spring.naturalFrequency)),
        ]
    }
}
