import ArgumentParser
import SpringLab

/// The spring, written with the names of the API the user called. Shared by
/// every command that takes one spring.
struct SpringOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("UIKit animation duration, or SwiftUI Spring(duration:) (s).", valueName: "T"))
    var duration: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "With --duration: UIKit usingSpringWithDamping (a ratio). With --stiffness: CASpringAnimation.damping (N·s/m).",
        valueName: "ζ|c"))
    var damping: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("CASpringAnimation.mass (kg, default 1).", valueName: "m"))
    var mass: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("CASpringAnimation.stiffness (N/m).", valueName: "k"))
    var stiffness: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("SwiftUI bounce, −1 < b ≤ 1 (with --duration or --perceptual-duration).",
                               valueName: "b"))
    var bounce: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("SwiftUI Spring(response:) (s).", valueName: "r"))
    var response: Double?

    @Option(name: .customLong("damping-ratio"), parsing: .unconditional, help: ArgumentHelp("SwiftUI Spring(dampingRatio:).", valueName: "ζ"))
    var dampingRatio: Double?

    @Option(name: .customLong("perceptual-duration"), parsing: .unconditional,
            help: ArgumentHelp("CASpringAnimation(perceptualDuration:bounce:) (s).", valueName: "d"))
    var perceptualDuration: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("SwiftUI preset: smooth, snappy or bouncy.", valueName: "name"))
    var preset: String?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Initial velocity in fractions of the distance per second; positive moves toward the target (default 0).",
        valueName: "v"))
    var velocity: Double?

    @Flag(name: .customLong("allows-overdamping"),
          help: "With --stiffness: set CASpringAnimation.allowsOverdamping (draw ζ > 1 as overdamped).")
    var allowsOverdamping = false

    /// The spring animation these options describe.
    func animation() throws -> SpringAnimation {
        try SpringForm.resolve(self)
    }
}
