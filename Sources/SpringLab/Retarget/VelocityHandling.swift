/// What a runtime's call does, at a retarget, with the velocity the running
/// animation has and the one the call is given.
public enum VelocityHandling: String, Sendable, CaseIterable {
    /// The running velocity carries on; a velocity the call is given replaces
    /// it or is ignored.
    case kept
    /// The new move starts with the running velocity plus the call's.
    case added
    /// The new move starts from rest, whatever the running one had.
    case zeroed
    /// A new animation starts with the velocity the app passes, 0 unless it
    /// computes one.
    case givenByApp = "given by the app"
}
