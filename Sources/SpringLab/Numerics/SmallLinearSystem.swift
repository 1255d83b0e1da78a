/// Solves a small dense linear system `A x = b` (n ≤ a dozen) by Gaussian
/// elimination with partial pivoting: the normal equations of a
/// least-squares fit with a handful of parameters.
///
/// `a` is row-major, n × n. Returns nil when a pivot vanishes or the result
/// is not finite (a singular or numerically singular system).
func solveLinearSystem(_ a: [Double], _ b: [Double]) -> [Double]? {
    let n = b.count
    precondition(a.count == n * n, "a must be n × n")
    var m = a, x = b
    for column in 0..<n {
        var pivot = column
        for row in column + 1..<n where abs(m[row * n + column]) > abs(m[pivot * n + column]) { pivot = row }
        guard m[pivot * n + column] != 0 else { return nil }
        if pivot != column {
            for k in 0..<n { m.swapAt(column * n + k, pivot * n + k) }
            x.swapAt(column, pivot)
        }
        let diagonal = m[column * n + column]
        for row in column + 1..<n {
            let factor = m[row * n + column] / diagonal
            guard factor != 0 else { continue }
            for k in column..<n { m[row * n + k] -= factor * m[column * n + k] }
            x[row] -= factor * x[column]
        }
    }
    for row in stride(from: n - 1, through: 0, by: -1) {
        var sum = x[row]
        for k in row + 1..<n { sum -= m[row * n + k] * x[k] }
        x[row] = sum / m[row * n + row]
    }
    return x.allSatisfy(\.isFinite) ? x : nil
}

/// The inverse of a small dense matrix (row-major n × n), or nil when singular.
func invertMatrix(_ a: [Double], size n: Int) -> [Double]? {
    var inverse = [Double](repeating: 0, count: n * n)
    for column in 0..<n {
        var unit = [Double](repeating: 0, count: n)
        unit[column] = 1
        guard let solved = solveLinearSystem(a, unit) else { return nil }
        for row in 0..<n { inverse[row * n + column] = solved[row] }
    }
    return inverse
}
