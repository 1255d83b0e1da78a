extension SpringParameter {
    /// The move a runtime's absolute units refer to: the kinds whose API takes
    /// velocities or rest thresholds in the value's own units (px/s, px) have
    /// one, so that `motion:velocity=600,distance=200` is 3 distances per second.
    public static func distance(
        _ get: @escaping @Sendable (Input) -> Double?, _ set: @escaping @Sendable (inout Input, Double) -> Void
    ) -> Self {
        .number(
            "distance", get, set, default: ScreenMove.standard.distance, defaultRule: nil, constants: [],
            "the move in the runtime's units (px, dp, pt): velocities and thresholds are for it", isDistance: true)
    }
}

extension SpringInput {
    /// The `distance` written, when the kind has one and it was given.
    public var writtenDistance: Double? {
        let parameters = Self.parameters
        return parameters.firstIndex { $0.isDistance }.flatMap { parameters[$0].number(in: self) }
    }

    /// The move the kind's absolute units refer to: the `distance` written,
    /// else ``ScreenMove/standard``'s.
    func distanceOrStandard() throws(SpringError) -> Double {
        let distance = writtenDistance ?? ScreenMove.standard.distance
        try Validate.finite(distance, "distance")
        guard distance != 0 else { throw .notPositive(parameter: "distance", value: distance) }
        return distance.magnitude
    }

    /// A velocity in the value's units per second, as fractions of the distance per second.
    func normalized(unitsPerSecond velocity: Double) throws(SpringError) -> Double {
        try Validate.finite(velocity, "velocity")
        return try velocity / distanceOrStandard()
    }
}
