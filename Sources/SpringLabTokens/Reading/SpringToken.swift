import SpringLab

/// A spring token resolved: its path, its description and the animation
/// its value describes, aliases followed.
package struct SpringToken: Sendable {
    /// The dotted path (`motion.fast`), the token's name in every language.
    package let path: String
    package let description: String?
    /// The spring, as the input kind its value names runs it.
    package let animation: SpringAnimation
    /// The value as `--spring` text (`compose:dampingRatio=0.6,stiffness=800`).
    package let written: String

    /// The path's parts: the words of the names generated from it.
    var segments: [Substring] { path.split(separator: ".") }
}
