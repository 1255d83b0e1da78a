/// What `springlab animate` accepts, so that an absurd request gets a
/// one-line refusal instead of minutes of gnuplot or a giant file.
public enum AnimationLimits {
    /// Frames per second of a GIF: at most 50, so that no frame is shown for
    /// less than 2 cs (browsers stretch shorter GIF delays to 10 cs).
    public static let gifFPS = 1...50
    /// Frames per second of PNG frames and filmstrips (no such limit; 240 Hz displays exist).
    public static let stillFPS = 1...240
    /// Pixels on each side of one frame.
    public static let side = 64...2_000
    /// The longest scene, in seconds.
    public static let longestScene = 60.0
    /// The most frames in one animation.
    public static let maximumFrames = 1_500
    /// The most pixels over all frames: 1500 frames at 480×320, 70 at 1920×1080.
    public static let maximumPixels = 250_000_000
    /// The final frame's hold, in seconds.
    public static let hold = 0.02...60.0
    /// The most frames in a filmstrip.
    public static let filmstripFrames = 1...24
    /// The largest side of a filmstrip's image, in pixels (its frames wrap
    /// into rows: ``FilmstripGrid``).
    public static let filmstripSide = 12_000
}
