import SpringLab

/// A one-dimensional state: RK4 on scalar equations with known solutions.
struct Scalar: VectorSpace {
    var value: Double
    static var zero: Scalar { Scalar(value: 0) }
    static func + (a: Scalar, b: Scalar) -> Scalar { Scalar(value: a.value + b.value) }
    static func * (s: Double, a: Scalar) -> Scalar { Scalar(value: s * a.value) }
}
