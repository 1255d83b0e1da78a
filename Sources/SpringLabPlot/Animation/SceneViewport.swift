/// The part of a scene shown on a canvas, with equal scales on both axes
/// (a circle stays round) and bands kept clear at the top and bottom for
/// the time counter and the captions.
struct SceneViewport: Hashable, Sendable {
    var x: ClosedRange<Double>
    var y: ClosedRange<Double>

    /// Pixels kept free around the content: 16 plus 6% of the width.
    static func padding(width: Double) -> Double { 16 + 0.06 * width }

    /// The viewport that fits every point of `frames` (shapes, and where
    /// labels start) onto a canvas of
    /// `width` × `height` pixels, with `top` and `bottom` pixels kept clear.
    ///
    /// Edge cases: content with no extent (a single point) is shown at one
    /// pixel per point; the bands shrink to fit a canvas too small for them.
    init(fitting frames: [SceneFrame], width: Int, height: Int, top: Double, bottom: Double) {
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        for frame in frames {
            let points = frame.shapes.flatMap(\.points) + frame.labels.map(\.position)
            for point in points where point.x.isFinite && point.y.isFinite {
                minX = min(minX, point.x); maxX = max(maxX, point.x)
                minY = min(minY, point.y); maxY = max(maxY, point.y)
            }
        }
        if !minX.isFinite { (minX, maxX, minY, maxY) = (0, 0, 0, 0) }
        let w = Double(width), h = Double(height), padding = Self.padding(width: w)
        let bands = min(top + bottom, h / 2)
        let (clearTop, clearBottom) =
            top + bottom > 0 ? (bands * top / (top + bottom), bands * bottom / (top + bottom)) : (0, 0)
        let areaWidth = max(w - 2 * padding, 1), areaHeight = max(h - clearTop - clearBottom - 2 * padding, 1)
        let spanX = maxX - minX, spanY = maxY - minY
        var scale = Double.infinity
        if spanX > 0 { scale = min(scale, areaWidth / spanX) }
        if spanY > 0 { scale = min(scale, areaHeight / spanY) }
        if !scale.isFinite { scale = 1 }
        // Pixel (px, py) shows (cx + (px − w/2) / scale, cy + (py − centreY) / scale).
        let cx = (minX + maxX) / 2, cy = (minY + maxY) / 2
        let centreY = clearBottom + (h - clearTop - clearBottom) / 2
        x = (cx - w / 2 / scale)...(cx + w / 2 / scale)
        y = (cy - centreY / scale)...(cy + (h - centreY) / scale)
    }
}
