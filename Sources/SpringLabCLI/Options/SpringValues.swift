/// The numbers of one spring as written with the spring options, by field:
/// what ``SpringForm`` turns into a `SpringAnimation`. `sweep` fills one per
/// grid cell.
struct SpringValues: Sendable {
    var duration: Double?
    var damping: Double?
    var mass: Double?
    var stiffness: Double?
    var bounce: Double?
    var response: Double?
    var dampingRatio: Double?
    var perceptualDuration: Double?
    var preset: String?
    var velocity: Double?
    var allowsOverdamping = false

    /// The long names of the numeric options but --velocity.
    static let numberOptions: Set<String> = [
        "duration", "damping", "mass", "stiffness", "bounce", "response", "damping-ratio", "perceptual-duration",
    ]

    /// The value of the option with this long name (one of ``numberOptions``).
    subscript(option name: String) -> Double? {
        get {
            switch name {
            case "duration": return duration
            case "damping": return damping
            case "mass": return mass
            case "stiffness": return stiffness
            case "bounce": return bounce
            case "response": return response
            case "damping-ratio": return dampingRatio
            case "perceptual-duration": return perceptualDuration
            default: preconditionFailure("not a numeric spring option: \(name)")
            }
        }
        set {
            switch name {
            case "duration": duration = newValue
            case "damping": damping = newValue
            case "mass": mass = newValue
            case "stiffness": stiffness = newValue
            case "bounce": bounce = newValue
            case "response": response = newValue
            case "damping-ratio": dampingRatio = newValue
            case "perceptual-duration": perceptualDuration = newValue
            default: preconditionFailure("not a numeric spring option: \(name)")
            }
        }
    }
}
