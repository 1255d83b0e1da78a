import RealModule

/// The least-squares problem of ``CurveFit``: samples, which unknowns are
/// free, and the solver (grid start, then Levenberg–Marquardt with a Huber
/// loss).
struct CurveProblem {
    let times: [Double]
    let values: [Double]
    let options: CurveFit.Options
    /// The target value known from a snap, when `options.to` is not given.
    let snapLevel: Double?

    /// The free unknowns, as ``SpringCurveModel/Parameter`` raw values.
    var free: [Int] {
        var free = [0, 1]
        if options.from == nil { free.append(2) }
        if options.to == nil, snapLevel == nil { free.append(3) }
        free.append(4)
        if options.fitsStart { free.append(5) }
        return free
    }

    struct Solution {
        let model: SpringCurveModel
        let standardErrors: CurveFit.StandardErrors
        let rms: Double
        let largest: (value: Double, time: Double)
        /// Lag-1 correlation of the residuals: near 1 for a systematic misfit, near 0 for noise.
        let residualCorrelation: Double
    }

    mutating func solve() throws(SpringError) -> Solution {
        let sample = Self.subsample(count: times.count, limit: 256)
        guard var model = gridStart(sample) else {
            throw .unfittableCurve("no damped spring moves like this curve (no starting point found)")
        }
        let all = Array(0..<times.count)
        // A first pass on the subsample gets close cheaply; the scale of the
        // Huber loss then comes from its residuals.
        model = levenbergMarquardt(model, samples: sample, huber: .infinity)
        let scale = Swift.max(robustScale(model, samples: all), 1e-9 * (model.to - model.from).magnitude)
        model = levenbergMarquardt(model, samples: all, huber: 1.345 * scale)
        return summary(model, huber: 1.345 * scale)
    }

    // MARK: start

    /// At most `limit` indices spread evenly over `0..<count`, both ends included.
    static func subsample(count: Int, limit: Int) -> [Int] {
        guard count > limit else { return Array(0..<count) }
        return (0..<limit).map { Int((Double($0) * Double(count - 1) / Double(limit - 1)).rounded()) }
    }

    /// The best point of a grid in (ω0, ζ) spanning what the sample can
    /// show: periods from twice its spacing to four times the record, ζ from
    /// 0.05 to 5. At each point the linear unknowns (start, end, velocity)
    /// are solved exactly.
    func gridStart(_ sample: [Int]) -> SpringCurveModel? {
        let span = times[times.count - 1] - times[0]
        let spacing = span / Double(sample.count - 1)
        let slowest = 2 * Double.pi / (4 * span), fastest = Double.pi / (2 * spacing)
        var best: (cost: Double, model: SpringCurveModel)?
        var basis = [(phi: Double, psi: Double)](repeating: (0, 0), count: sample.count)
        for omega in Self.logGrid(slowest, fastest, ratio: 1.25) {
            for zeta in Self.logGrid(0.05, 5, ratio: 1.3) {
                var model = SpringCurveModel(
                    stiffness: omega * omega, damping: 2 * zeta * omega,
                    from: options.from ?? values[0],
                    to: options.to ?? snapLevel ?? values[values.count - 1],
                    velocity: 0, start: times[0])
                guard let cost = projectLinear(&model, sample, basis: &basis) else { continue }
                if best == nil || cost < best!.cost { best = (cost, model) }
            }
        }
        return best?.model
    }

    static func logGrid(_ low: Double, _ high: Double, ratio: Double) -> [Double] {
        guard high > low else { return [low] }
        let steps = Int((Double.log(high / low) / Double.log(ratio)).rounded(.up))
        return (0...steps).map { low * Double.pow(ratio, Double($0)) }
    }

    /// Sets the free linear unknowns (from, to, velocity) of `model` to their
    /// least-squares values for its k and c; returns the squared residual.
    /// `basis` is scratch space, one entry per sample.
    func projectLinear(
        _ model: inout SpringCurveModel, _ sample: [Int],
        basis: inout [(phi: Double, psi: Double)]
    ) -> Double? {
        guard let constants = model.constants() else { return nil }
        let linear = free.filter { (2...4).contains($0) }
        let n = linear.count
        var normal = [Double](repeating: 0, count: n * n), right = [Double](repeating: 0, count: n)
        var parameters = model.parameters
        for (slot, i) in sample.enumerated() {
            let (phi, psi) = model.basis(at: times[i], constants)
            basis[slot] = (phi, psi)
            let columns = SIMD4(phi, 1 - phi, psi, 0)
            // y − (the part that does not depend on the free linear unknowns)
            var target = values[i]
            for p in 2...4 where !linear.contains(p) { target -= columns[p - 2] * parameters[p] }
            for a in 0..<n {
                let ca = columns[linear[a] - 2]
                right[a] += ca * target
                for b in 0..<n { normal[a * n + b] += ca * columns[linear[b] - 2] }
            }
        }
        guard let solved = solveLinearSystem(normal, right) else { return nil }
        for (a, p) in linear.enumerated() { parameters[p] = solved[a] }
        model.parameters = parameters
        var sum = 0.0
        for (slot, i) in sample.enumerated() {
            let (phi, psi) = basis[slot]
            let r = values[i] - (model.to + (model.from - model.to) * phi + model.velocity * psi)
            sum += r * r
        }
        return sum.isFinite ? sum : nil
    }

    // MARK: Levenberg–Marquardt

    /// Σ ρ(r) with Huber's ρ (r²/2 inside ±δ, linear outside); nil when the
    /// model has no valid spring.
    func cost(_ model: SpringCurveModel, samples: [Int], huber delta: Double) -> Double? {
        guard let constants = model.constants() else { return nil }
        var sum = 0.0
        for i in samples {
            let r = values[i] - model.value(at: times[i], constants)
            let size = r.magnitude
            sum += size <= delta ? 0.5 * r * r : delta * (size - 0.5 * delta)
        }
        return sum.isFinite ? sum : nil
    }

    /// The Gauss–Newton system JᵀWJ, JᵀWr over the free unknowns, W the
    /// Huber weights (1 inside ±δ, δ/|r| outside).
    func normalEquations(_ model: SpringCurveModel, samples: [Int], huber delta: Double) -> (
        matrix: [Double], gradient: [Double]
    )? {
        guard let constants = model.constants() else { return nil }
        let free = self.free, n = free.count
        var matrix = [Double](repeating: 0, count: n * n), gradient = [Double](repeating: 0, count: n)
        for i in samples {
            let (value, row) = model.gradient(at: times[i], constants)
            let r = values[i] - value
            let weight = r.magnitude <= delta ? 1 : delta / r.magnitude
            for a in 0..<n {
                let ja = row[free[a]] * weight
                gradient[a] += ja * r
                for b in a..<n { matrix[a * n + b] += ja * row[free[b]] }
            }
        }
        for a in 0..<n { for b in 0..<a { matrix[a * n + b] = matrix[b * n + a] } }
        return (matrix, gradient)
    }

    /// Minimizes the Huber cost from `start` (Marquardt's diagonal scaling);
    /// steps that leave k > 0, c ≥ 0 count as failed.
    func levenbergMarquardt(_ start: SpringCurveModel, samples: [Int], huber delta: Double) -> SpringCurveModel {
        var model = start
        guard var current = cost(model, samples: samples, huber: delta) else { return model }
        var mu = 1e-3
        let free = self.free, n = free.count
        for _ in 0..<200 {
            guard let (matrix, gradient) = normalEquations(model, samples: samples, huber: delta) else { break }
            var improved = false
            for _ in 0..<30 {
                var damped = matrix
                for a in 0..<n { damped[a * n + a] += mu * Swift.max(matrix[a * n + a], 1e-300) }
                guard let step = solveLinearSystem(damped, gradient) else { mu *= 4; continue }
                var trial = model
                var parameters = trial.parameters
                for (a, p) in free.enumerated() { parameters[p] += step[a] }
                trial.parameters = parameters
                let small = zip(free, step).allSatisfy { p, s in
                    s.magnitude <= 1e-13 * Swift.max(parameters[p].magnitude, typicalSize(p, model))
                }
                // At the minimum of a noisy curve a step this small changes
                // the cost only by rounding, so it may be refused; raising μ
                // would only shrink it further. Either way this is converged.
                let trialCost = cost(trial, samples: samples, huber: delta)
                if small { return (trialCost.map { $0 <= current } ?? false) ? trial : model }
                if let trialCost, trialCost <= current {
                    let decrease = current - trialCost
                    model = trial
                    current = trialCost
                    mu = Swift.max(mu / 3, 1e-12)
                    improved = true
                    // Near the minimum the cost exceeds it by ½δᵀJᵀJδ, so a last
                    // decrease of 1e-12 of the cost leaves the parameters about
                    // √(1e-12·N) standard errors away (1e-4 for 10,000 samples):
                    // converged. A noise-free curve's cost falls by large factors
                    // each step until its rounding floor, so it goes on to there.
                    if decrease <= 1e-12 * current { return model }
                    break
                }
                mu *= 4
            }
            if !improved { break }
        }
        return model
    }

    /// A size against which a step in parameter `p` counts as small.
    func typicalSize(_ p: Int, _ model: SpringCurveModel) -> Double {
        switch p {
        case 0, 1: return model.stiffness
        case 2, 3, 4: return (model.to - model.from).magnitude
        default: return times[times.count - 1] - times[0]
        }
    }

    /// 1.4826 × the median |residual|: the noise's standard deviation if it is Gaussian.
    func robustScale(_ model: SpringCurveModel, samples: [Int]) -> Double {
        guard let constants = model.constants() else { return 0 }
        var sizes = samples.map { (values[$0] - model.value(at: times[$0], constants)).magnitude }
        sizes.sort()
        return 1.4826 * sizes[sizes.count / 2]
    }

    // MARK: summary

    func summary(_ model: SpringCurveModel, huber delta: Double) -> Solution {
        // The model was accepted by `cost`, so it has constants.
        let constants = model.constants()!
        let residuals = times.indices.map { values[$0] - model.value(at: times[$0], constants) }
        let sumSquares = residuals.reduce(0) { $0 + $1 * $1 }
        let rms = (sumSquares / Double(residuals.count)).squareRoot()
        let largestIndex = residuals.indices.max { residuals[$0].magnitude < residuals[$1].magnitude } ?? 0
        var lagged = 0.0
        for i in 1..<residuals.count { lagged += residuals[i] * residuals[i - 1] }
        let correlation = sumSquares > 0 ? lagged / sumSquares : 0
        return Solution(
            model: model, standardErrors: standardErrors(model, residuals: residuals, huber: delta),
            rms: rms, largest: (residuals[largestIndex].magnitude, times[largestIndex]),
            residualCorrelation: correlation)
    }

    /// √diag(σ² (JᵀWJ)⁻¹), σ² the weighted residual variance with n − p degrees of freedom.
    func standardErrors(_ model: SpringCurveModel, residuals: [Double], huber delta: Double) -> CurveFit.StandardErrors
    {
        let free = self.free, n = free.count
        var errors = [Double?](repeating: nil, count: 6)
        if let (matrix, _) = normalEquations(model, samples: Array(times.indices), huber: delta),
            let inverse = invertMatrix(matrix, size: n)
        {
            var weighted = 0.0
            for r in residuals {
                let weight = r.magnitude <= delta ? 1 : delta / r.magnitude
                weighted += weight * r * r
            }
            let variance = weighted / Double(Swift.max(residuals.count - n, 1))
            for (a, p) in free.enumerated() { errors[p] = (variance * Swift.max(inverse[a * n + a], 0)).squareRoot() }
        }
        return CurveFit.StandardErrors(
            stiffness: errors[0] ?? .nan, damping: errors[1] ?? .nan, from: errors[2],
            to: errors[3], velocity: errors[4] ?? .nan, start: errors[5])
    }
}
