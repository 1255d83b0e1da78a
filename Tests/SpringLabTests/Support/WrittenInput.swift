import SpringLab

extension SpringInput {
    /// The input written with these numbers, by name: `spring(["stiffness": 100])`.
    static func numbers(_ values: KeyValuePairs<String, Double>) throws -> Self {
        try written(values.map { ($0.key, SpringParameterValue.number($0.value)) })
    }

    /// The animation of the input written with these values, by name.
    static func animation(_ values: KeyValuePairs<String, SpringParameterValue>) throws -> SpringAnimation {
        try written(values.map { ($0.key, $0.value) }).animation()
    }
}

/// k and c of two springs agree to a relative 1e-12 and their masses exactly.
func sameSpring(_ a: Spring, _ b: Spring, tolerance: Double = 1e-12) -> Bool {
    a.mass == b.mass && a.stiffness.isApproximatelyEqual(to: b.stiffness, relativeTolerance: tolerance)
        && a.damping.isApproximatelyEqual(to: b.damping, relativeTolerance: tolerance)
}

/// The root mean square of a runtime's frames' distance from the exact curve,
/// over the frames before it stops, as a fraction of the distance.
func rootMeanSquareDeviation(_ frames: [RuntimeFrame], from motion: SpringMotion, distance: Double) -> Double {
    let moving = frames.filter { !$0.stopped }
    let sum = moving.reduce(0.0) { total, frame in
        let exact = distance * (1 + motion.displacement(at: frame.timestamp / 1000))
        let error = (frame.value - exact) / distance
        return total + error * error
    }
    return (sum / Double(max(moving.count, 1))).squareRoot()
}
