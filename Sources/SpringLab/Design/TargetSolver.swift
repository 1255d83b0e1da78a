import RealModule

/// Finds the damping ratio ζ and natural frequency ω0 (unit mass) that meet
/// a ``SpringTargets``.
///
/// Zero initial velocity makes the motion's shape depend on ζ alone, with
/// time scaled by 1/ω0: overshoot, crossings and the ratio of peak time to
/// period give ζ in closed form, and a settling time τ(ζ) at ω0 = 1 gives
/// ω0 = τ(ζ)/T. Otherwise (a velocity, a peak-time shape, Core Animation's
/// 0.1 s walk for ζ ≥ 1) ω0 is a bracketed root of the settling (or peak)
/// time over log ω0, with ζ(ω0) solved from the shape at each trial: see
/// docs/targets.md.
struct TargetSolver {
    let targets: SpringTargets
    let trial: TargetTrial
    private let lastCount = LastBandExit()

    init(_ targets: SpringTargets) {
        self.targets = targets
        trial = TargetTrial(
            velocity: targets.initialVelocity, epsilon: targets.tolerance.fraction,
            criterion: targets.criterion)
    }

    var hasVelocity: Bool { targets.initialVelocity != 0 }

    func solve() throws(SpringError) -> (zeta: Double, omega: Double) {
        switch targets.goal {
        case let .settling(duration, shape):
            return try solveSettling(duration, shape)
        case let .peak(time, overshoot):
            return try solvePeak(time, overshoot)
        }
    }

    // MARK: Settling time and a shape

    private func solveSettling(_ duration: Double, _ shape: SpringTargets.Shape) throws(SpringError) -> (Double, Double)
    {
        if let zeta = try zetaIndependentOfFrequency(shape) {
            guard zeta > 0 else { throw .unreachableTarget("an undamped spring (damping ratio 0) never settles") }
            if !hasVelocity, targets.criterion.scalesWithFrequency(dampingRatio: zeta) {
                guard let tau = trial.settling(zeta, 1), tau > 0 else {
                    throw .unreachableTarget(
                        "with damping ratio \(approx(zeta)) the motion starts inside the "
                            + "ε = \(approx(trial.epsilon)) band: its settling time is 0 for every stiffness")
                }
                return (zeta, tau / duration)
            }
            return try frequency(
                giving: duration, of: "settlingDuration", shapeName: describe(shape),
                near: frequencyAtRest(duration, zeta: zeta)
            ) { _ in
                zeta
            } measure: {
                settling($0, $1)
            }
        }
        let zetaAt = try shapeSolver(shape)
        return try frequency(
            giving: duration, of: "settlingDuration", shapeName: describe(shape),
            near: frequencyAtRest(duration, zeta: zetaAtRest(shape)), zeta: zetaAt
        ) {
            settling($0, $1)
        }
    }

    /// The ζ a shape gives released at rest, where a closed form gives it.
    private func zetaAtRest(_ shape: SpringTargets.Shape) -> Double? {
        switch shape {
        case let .overshoot(p): return try? Self.zeta(overshoot: p)
        case let .bounces(n): return Self.zeta(crossings: n, epsilon: trial.epsilon)
        case .dampingRatio, .bounce, .peakTime: return nil
        }
    }

    /// The ω0 settling in `duration` at rest with damping ratio ζ: where the
    /// search with a velocity starts (a small velocity moves it little).
    private func frequencyAtRest(_ duration: Double, zeta: Double?) -> Double? {
        guard let zeta, targets.criterion.scalesWithFrequency(dampingRatio: zeta) else { return nil }
        let atRest = TargetTrial(velocity: 0, epsilon: trial.epsilon, criterion: targets.criterion)
        guard let tau = atRest.settling(zeta, 1), tau > 0 else { return nil }
        return tau / duration
    }

    /// The criterion's settling time at (ζ, ω0), taken from the last crossing
    /// count when that counted the same motion up to its band exit.
    private func settling(_ zeta: Double, _ omega: Double) -> Double? {
        if targets.criterion == .band, let exit = lastCount.exit(zeta, omega) { return exit.seconds }
        return trial.settling(zeta, omega)
    }

    /// Target crossings before the band exit, or nil when it never settles.
    private func crossings(_ zeta: Double, _ omega: Double) -> Int? {
        guard let motion = trial.motion(zeta, omega) else { return nil }
        let exit = motion.bandExit(epsilon: trial.epsilon)
        lastCount.remember(exit, zeta, omega)
        return exit.seconds.map(motion.targetCrossings(through:))
    }

    /// ζ when the shape fixes it whatever ω0 is: a damping ratio or bounce,
    /// and with zero velocity an overshoot or a crossing count.
    private func zetaIndependentOfFrequency(_ shape: SpringTargets.Shape) throws(SpringError) -> Double? {
        switch shape {
        case let .dampingRatio(zeta): return zeta
        case let .bounce(b): return try Bounce(b).dampingRatio
        case let .overshoot(p): return hasVelocity ? nil : try Self.zeta(overshoot: p)
        case let .bounces(n): return hasVelocity ? nil : Self.zeta(crossings: n, epsilon: trial.epsilon)
        case .peakTime: return nil
        }
    }

    /// With zero velocity the first overshoot is `e^(−πζ/√(1−ζ²))`, so
    /// `ζ = −ln p / √(π² + ln² p)`; no overshoot is ζ = 1, the fastest.
    static func zeta(overshoot p: Double) throws(SpringError) -> Double {
        guard p < 1 else {
            throw .unreachableTarget(
                "an overshoot of \(approx(p * 100))% is out of reach with zero velocity: "
                    + "released at rest a spring overshoots by less than 100% (0 < ζ gives e^(−πζ/√(1−ζ²))); "
                    + "give an initial velocity toward the target for more")
        }
        guard p > 0 else { return 1 }
        let log = Double.log(p)
        return -log / (Double.pi * Double.pi + log * log).squareRoot()
    }

    /// With zero velocity the k-th peak is `e^(−kπa)`, `a = ζ/√(1−ζ²)`, and
    /// the band exit follows the last peak above ε: n crossings for
    /// `L/((n+1)π) ≤ a < L/(nπ)`, `L = ln(1/ε)`. The middle `a = L/((n+½)π)`
    /// puts the band halfway (in log) between peaks n and n + 1, the choice
    /// farthest from both discontinuities.
    static func zeta(crossings n: Int, epsilon: Double) -> Double {
        // 0 < ε < 1 (SettlingTolerance), so L > 0.
        let logBand = -Double.log(epsilon)
        let inverseA = Double.pi * (Double(n) + 0.5) / logBand
        return 1 / (1 + inverseA * inverseA).squareRoot()
    }

    // MARK: Peak time and overshoot

    private func solvePeak(_ time: Double, _ overshoot: Double) throws(SpringError) -> (Double, Double) {
        guard overshoot > 0 else {
            throw .unreachableTarget("overshoot 0 has no peak, so no peak time; give an overshoot above 0")
        }
        if !hasVelocity {
            let zeta = try Self.zeta(overshoot: overshoot)
            // The overshoot peaks half a damped period after release: tp = π/(ω0√(1−ζ²)).
            return (zeta, Double.pi / (time * ((1 - zeta) * (1 + zeta)).squareRoot()))
        }
        let zetaAt = try shapeSolver(.overshoot(overshoot))
        return try frequency(giving: time, of: "peakTime", shapeName: "overshoot \(approx(overshoot))", zeta: zetaAt) {
            trial.overshoot($0, $1)?.peakTime
        }
    }

    // MARK: ζ from a shape at a given ω0

    /// ζ(ω0) meeting the shape, nil where no ζ does at that ω0.
    private func shapeSolver(_ shape: SpringTargets.Shape) throws(SpringError) -> (Double) -> Double? {
        switch shape {
        case let .dampingRatio(zeta): return { _ in zeta }
        case let .bounce(b): let zeta = try Bounce(b).dampingRatio; return { _ in zeta }
        case let .overshoot(p):
            if !hasVelocity { let zeta = try Self.zeta(overshoot: p); return { _ in zeta } }
            return warmStarted(from: try? Self.zeta(overshoot: p)) { omega, last in
                zeta(overshoot: p, omega: omega, near: last)
            }
        case let .bounces(n):
            if !hasVelocity { let zeta = Self.zeta(crossings: n, epsilon: trial.epsilon); return { _ in zeta } }
            let edges = CrossingEdges()
            return { omega in zeta(crossings: n, omega: omega, edges: edges) }
        case let .peakTime(t):
            if !hasVelocity {
                // tp = π/(ω0√(1−ζ²)) ⇒ √(1−ζ²) = π/(ω0 tp), possible for ω0 tp > π.
                return { omega in
                    let s = Double.pi / (omega * t)
                    return s < 1 ? ((1 - s) * (1 + s)).squareRoot() : nil
                }
            }
            return warmStarted(from: nil) { omega, last in zeta(peakTime: t, omega: omega, near: last) }
        }
    }

    /// `solve` handed where its earlier answers put the next one (at first
    /// `seed`, the ζ at rest): the outer search over ω0 moves in ever smaller
    /// steps, so a tight bracket around that guess holds the new root.
    private func warmStarted(
        from seed: Double?, _ solve: @escaping (_ omega: Double, _ last: WarmStart) -> Double?
    ) -> (Double) -> Double? {
        var last = WarmStart(seed)
        return { omega in
            let zeta = solve(omega, last)
            if let zeta { last.record(zeta, at: omega) }
            return zeta
        }
    }

    /// A sign change of `f` around the start's guess at `omega`: within twice
    /// its last miss (at most ±0.1%), widening by factors of 8 up to ±10%.
    private func bracket(
        around start: WarmStart, at omega: Double, _ f: (Double) -> Double?
    ) -> (a: Double, b: Double, fa: Double, fb: Double)? {
        guard let guess = start.guess(at: omega), guess > 0 else { return nil }
        var spread = start.spread
        while spread < 0.1 {
            let a = guess * (1 - spread), b = guess * (1 + spread)
            guard let fa = f(a), let fb = f(b) else { return nil }
            if (fa <= 0) != (fb <= 0) { return (a, b, fa, fb) }
            spread *= 8
        }
        return nil
    }

    /// A point near `start` where `|f| ≤ tolerance`, if a bracket around it holds a root.
    ///
    /// The search stops at the first such point rather than narrowing the
    /// bracket to a few ulps: the targets promise 1e-9, the tolerances the
    /// callers give are 1e-13 or less, and the last ulps cost as many trials
    /// as the rest.
    private func root(
        near start: WarmStart, at omega: Double, tolerance: Double, _ f: (Double) -> Double?
    ) -> Double? {
        guard let (a, b, fa, fb) = bracket(around: start, at: omega, f) else { return nil }
        let change = signChange(in: a, b, values: fa, fb, tolerance: tolerance, widthTolerance: .infinity, f)
        return change.isRoot(tolerance: tolerance) ? change.best.x : nil
    }

    /// The ζ at which the overshoot is `p` (for p = 0: the least ζ without
    /// overshoot). Overshoot falls as ζ grows at fixed ω0 and velocity.
    private func zeta(overshoot p: Double, omega: Double, near last: WarmStart) -> Double? {
        func excess(_ zeta: Double) -> Double? {
            guard let amount = trial.overshoot(zeta, omega)?.amount else { return nil }
            return p > 0 ? amount - p : (amount > 0 ? amount : -1)
        }
        if p > 0, let zeta = root(near: last, at: omega, tolerance: 1e-14 * p, excess) { return zeta }
        guard let atZero = excess(0), atZero > 0 else { return nil }
        guard let (upper, atUpper) = growUntilNegative(from: 1, excess) else { return nil }
        if p == 0 { return signChange(in: 0, upper, values: atZero, atUpper, excess).upper }
        let change = signChange(
            in: 0, upper, values: atZero, atUpper, tolerance: 1e-14 * p, widthTolerance: .infinity, excess)
        return change.isRoot(tolerance: 1e-12) ? change.best.x : nil
    }

    /// The ζ at which the overshoot peaks at `t` seconds (it peaks later as ζ grows).
    private func zeta(peakTime t: Double, omega: Double, near last: WarmStart) -> Double? {
        func late(_ zeta: Double) -> Double? {
            guard let overshoot = trial.overshoot(zeta, omega) else { return nil }
            // No overshoot: no peak, as if infinitely late.
            return (overshoot.peakTime ?? .infinity) - t
        }
        if let zeta = root(near: last, at: omega, tolerance: 1e-14 * t, late) { return zeta }
        guard let atZero = late(0), atZero < 0 else { return nil }
        guard let (upper, atUpper) = growUntilNegative(from: 1, { late($0).map { -$0 } }) else { return nil }
        let change = signChange(in: 0, upper, values: atZero, -atUpper) { late($0) }
        return change.isRoot(tolerance: 1e-12 * t) ? change.best.x : nil
    }

    /// The ζ with exactly n crossings farthest from both ends of the range of
    /// such ζ, measured in `√(1−ζ²)/ζ` as in the zero-velocity closed form.
    private func zeta(crossings n: Int, omega: Double, edges: CrossingEdges) -> Double? {
        func count(_ zeta: Double) -> Int? { crossings(zeta, omega) }
        func edge(_ level: Int) -> Double? {
            // At rest the edge is a = ln(1/ε)/((level+1)π) (see zeta(crossings:epsilon:)).
            let atRest = -Double.log(trial.epsilon) / (Double(level + 1) * .pi)
            var known = edges.byLevel[level] ?? (WarmStart(atRest), nil)
            guard
                let (a, crossingFirst) = peakEdge(
                    level, omega: omega, near: known.start, crossingFirst: known.crossingFirst)
            else { return nil }
            known.start.record(a, at: omega)
            known.crossingFirst = crossingFirst
            edges.byLevel[level] = known
            return a / (1 + a * a).squareRoot()
        }
        if let zeta = middleOfCrossingRange(n, edge: edge), count(zeta) == n { return zeta }
        // The peaks' closed form did not apply: find the edges by counting.
        let zeta = middleOfCrossingRange(n) { countedEdge($0, omega: omega) }
        return zeta.flatMap { count($0) == n ? $0 : nil }
    }

    /// The middle, in `√(1−ζ²)/ζ`, of the ζ giving n crossings, from a
    /// function finding the least ζ with at most `level` crossings.
    private func middleOfCrossingRange(_ n: Int, edge: (_ level: Int) -> Double?) -> Double? {
        guard let lower = edge(n) else { return nil }
        // A velocity so large that even critical damping crosses the target
        // once: only overdamped springs cross none, every ζ above `lower`.
        // Take one a quarter above it, clear of the edge.
        if n == 0, lower >= 1 { return 1.25 * lower }
        let upper = n == 0 ? Double.infinity : (edge(n - 1) ?? .infinity)
        func ratio(_ zeta: Double) -> Double { zeta >= 1 ? 0 : ((1 - zeta) * (1 + zeta)).squareRoot() / zeta }
        guard lower < 1 else { return nil }
        let middle = 0.5 * (ratio(lower) + ratio(upper))
        return 1 / (1 + middle * middle).squareRoot()
    }

    /// The least ζ < 1 with at most `level` crossings before the band exit,
    /// from the peaks' closed form; nil where the form does not settle it.
    ///
    /// With `a = ζ/√(1−ζ²)` the extrema after the first, e₀, shrink by
    /// `e^(−πa)` each, so the last one outside ε is number
    /// `⌊ln(|x(e₀)|/ε)/(πa)⌋` and the crossings before the band exit are that
    /// plus one if the first crossing precedes e₀ (none when `|x(e₀)| ≤ ε`).
    /// At most `level` crossings is then `g(a) = ln(|x(e₀)|/ε) − Kπa ≤ 0`
    /// with `K = level + 1 − [crossing first]`: a smooth root in a, found in
    /// a few steps where counting needs one band exit per halving.
    /// - Parameters:
    ///   - start: where earlier edges were.
    ///   - crossingFirst: whether the first crossing came before e₀ at the
    ///     last edge (checked again at the root found), nil when not known.
    /// - Returns: the edge as `a`, and whether the first crossing comes before e₀ there.
    private func peakEdge(
        _ level: Int, omega: Double, near start: WarmStart, crossingFirst known: Bool?
    ) -> (a: Double, crossingFirst: Bool)? {
        let logBand = -Double.log(trial.epsilon)
        func motion(_ a: Double) -> SpringMotion? { trial.motion(a / (1 + a * a).squareRoot(), omega) }
        func crossesFirst(_ a: Double) -> Bool? {
            guard let motion = motion(a), let e0 = motion.velocityZeros.first else { return nil }
            return (motion.displacementZeros.first ?? .infinity) < e0
        }
        guard let crossingFirst = known ?? crossesFirst(start.guess(at: omega) ?? 1) else { return nil }
        let k = Double(level + 1 - (crossingFirst ? 1 : 0))
        guard k >= 0 else { return nil }
        func g(_ a: Double) -> Double? {
            guard let motion = motion(a), let e0 = motion.velocityZeros.first else { return nil }
            return Double.log(motion.displacement(at: e0).magnitude) + logBand - k * .pi * a
        }
        func confirmed(_ a: Double?) -> (Double, Bool)? {
            guard let a, crossesFirst(a) == crossingFirst else { return nil }
            return (a, crossingFirst)
        }
        if let a = confirmed(root(near: start, at: omega, tolerance: 1e-13, g)) { return a }
        let smallest = 1e-6
        guard let atSmallest = g(smallest), atSmallest > 0 else { return nil }
        var upper = 1.0
        guard var atUpper = g(upper) else { return nil }
        while atUpper > 0 {
            upper *= 4
            guard upper < 1e6, let value = g(upper) else { return nil }
            atUpper = value
        }
        let change = signChange(
            in: smallest, upper, values: atSmallest, atUpper, tolerance: 1e-13, widthTolerance: .infinity, g)
        return change.isRoot(tolerance: 1e-13) ? confirmed(change.best.x) : nil
    }

    /// The least ζ with at most `level` crossings, found by bisecting on the count.
    private func countedEdge(_ level: Int, omega: Double) -> Double? {
        func count(_ zeta: Double) -> Int? { crossings(zeta, omega) }
        let smallest = 1e-6
        guard let first = count(smallest), first > level else { return nil }
        func above(_ zeta: Double) -> Double? { count(zeta).map { $0 > level ? 1 : -1 } }
        guard let (upper, _) = growUntilNegative(from: 1, above) else { return nil }
        return signChange(in: smallest, upper, values: 1, -1, above).upper
    }

    /// Doubles ζ from `start` until `f` is negative (at most up to ζ = 2⁴⁰).
    private func growUntilNegative(from start: Double, _ f: (Double) -> Double?) -> (Double, Double)? {
        var zeta = start
        for _ in 0..<40 {
            guard let value = f(zeta) else { return nil }
            if value < 0 { return (zeta, value) }
            zeta *= 2
        }
        return nil
    }

    // MARK: ω0 from a time

    /// The ω0 at which `measure(ζ(ω0), ω0)` equals `wanted` seconds: a root of
    /// `ln(measure / wanted)` over `ln ω0`, bracketed by walking from a guess
    /// in steps of a factor 2 (halving the step where ζ(ω0) does not exist).
    private func frequency(
        giving wanted: Double, of name: String, shapeName: String, near guess: Double? = nil,
        zeta zetaAt: (Double) -> Double?,
        measure: (Double, Double) -> Double?
    ) throws(SpringError) -> (Double, Double) {
        func excess(_ x: Double) -> Double? {
            let omega = Double.exp(x)
            guard let zeta = zetaAt(omega), let value = measure(zeta, omega), value > 0 else { return nil }
            return Double.log(value / wanted)
        }
        var seen = AchievedRange()
        // From a guess the first step is a Newton step, as if S ∝ 1/ω0; otherwise
        // the walk starts at one period in `wanted` in steps of a factor 2.
        let start = Double.log(guess ?? (2 * Double.pi / wanted))
        guard let (lower, upper) = bracket(from: start, firstStep: guess == nil ? 0.7 : nil, excess, seen: &seen)
        else {
            throw .unreachableTarget(
                "\(name) \(approx(wanted)) s with \(shapeName) is out of reach"
                    + seen.description(wanted: wanted))
        }
        // Stop at |ln(measured/wanted)| ≤ 1e-13, well inside the promised 1e-9;
        // at a jump no point gets there and the bracket closes on the jump.
        let change = signChange(
            in: lower.x, upper.x, values: lower.value, upper.value, tolerance: 1e-13, widthTolerance: .infinity,
            excess)
        guard change.isRoot(tolerance: 1e-12) else {
            let below = wanted * Double.exp(Swift.min(change.lowerValue, change.upperValue))
            let above = wanted * Double.exp(Swift.max(change.lowerValue, change.upperValue))
            let (low, high) = distinct(below, above)
            throw .unreachableTarget(
                "\(name) \(approx(wanted)) s with \(shapeName) is skipped over: "
                    + "as the stiffness changes it jumps from \(low) s to \(high) s "
                    + "(\(jumpReason(name))); nearest achievable: \(low) s or \(high) s")
        }
        var x = change.best.x
        if let zeta = zetaAt(Double.exp(x)), targets.criterion == .coreAnimation, zeta >= 1 {
            x = middleOfPlateau(around: x, excess)
        }
        let omega = Double.exp(x)
        // zetaAt was defined at the bracket's ends and every point the search visited.
        guard let zeta = zetaAt(omega) else { throw .unreachableTarget("\(name) \(approx(wanted)) s is out of reach") }
        return (zeta, omega)
    }

    /// Why the measured time jumps, in words.
    private func jumpReason(_ name: String) -> String {
        guard name == "settlingDuration" else { return "the first overshoot peak appears or vanishes there" }
        switch targets.criterion {
        case .coreAnimation: return "Core Animation's settlingDuration steps by 0.1 s when ζ ≥ 1"
        case .band, .envelope: return "a peak of the motion crosses the ε band there"
        }
    }

    /// Core Animation's walk (ζ ≥ 1) is constant between 0.1 s steps: the
    /// root sits at one end of a flat stretch, where rounding could tip it
    /// over; move to the middle of the stretch.
    private func middleOfPlateau(around x: Double, _ excess: (Double) -> Double?) -> Double {
        guard let level = excess(x) else { return x }
        var low = x, high = x
        for _ in 0..<400 { guard excess(low - 0.005) == level else { break }; low -= 0.005 }
        for _ in 0..<400 { guard excess(high + 0.005) == level else { break }; high += 0.005 }
        return 0.5 * (low + high)
    }

    /// Two points of opposite sign of `excess`, walking toward larger ω0 when
    /// the time is too long and smaller when too short, then the other way.
    /// A nil `firstStep` is a quarter longer than the Newton step for slope −1
    /// (`ln S` falls one for one with `ln ω0` at a fixed shape), so that it
    /// lands just past the root.
    private func bracket(
        from start: Double, firstStep: Double?, _ excess: (Double) -> Double?,
        seen: inout AchievedRange
    ) -> ((x: Double, value: Double), (x: Double, value: Double))? {
        guard let origin = firstDefined(near: start, excess) else { return nil }
        seen.add(origin.value)
        let preferred: Double = origin.value > 0 ? 1 : -1
        for direction in [preferred, -preferred] {
            var here = origin
            let newton = Swift.min(Swift.max(1.25 * origin.value.magnitude, 1e-6), 0.7)
            var step = (firstStep ?? newton) * direction
            for _ in 0..<160 {
                guard step.magnitude > 1e-9 else { break }
                guard let value = excess(here.x + step) else { step *= 0.5; continue }
                let next = (x: here.x + step, value: value)
                seen.add(value)
                if (value <= 0) != (here.value <= 0) { return (here, next) }
                here = next
                // Steps grow back to a factor of 2 after a small first one.
                step = Swift.min(2 * step.magnitude, 0.7) * direction
                if here.x.magnitude > 60 { break }
            }
        }
        return nil
    }

    /// The first point near `start` (within factors of 2²⁰) where `excess` is defined.
    private func firstDefined(near start: Double, _ excess: (Double) -> Double?) -> (x: Double, value: Double)? {
        for k in 0..<41 {
            let offset = Double((k + 1) / 2) * 0.7 * (k % 2 == 0 ? 1 : -1)
            if let value = excess(start + offset) { return (start + offset, value) }
        }
        return nil
    }

    private func describe(_ shape: SpringTargets.Shape) -> String {
        switch shape {
        case let .overshoot(p): return "overshoot \(approx(p))"
        case let .dampingRatio(zeta): return "damping ratio \(approx(zeta))"
        case let .bounce(b): return "bounce \(approx(b))"
        case let .peakTime(t): return "peak time \(approx(t)) s"
        case let .bounces(n): return "\(n) bounce\(n == 1 ? "" : "s")"
        }
    }
}

/// The band exit a crossing count found last, and the motion's (ζ, ω0).
private final class LastBandExit {
    private var zeta = Double.nan, omega = Double.nan
    private var settling = Settling.never

    func remember(_ exit: Settling, _ zeta: Double, _ omega: Double) {
        (settling, self.zeta, self.omega) = (exit, zeta, omega)
    }

    func exit(_ zeta: Double, _ omega: Double) -> Settling? {
        zeta == self.zeta && omega == self.omega ? settling : nil
    }
}

/// By crossing count, where the earlier trial ω0 put the edge (as
/// `a = ζ/√(1−ζ²)`), and whether the first crossing came before the first
/// extremum there: where the next search starts.
private final class CrossingEdges {
    var byLevel: [Int: (start: WarmStart, crossingFirst: Bool?)] = [:]
}

/// Where an inner search starts: the roots found at the last two trial ω0,
/// extrapolated linearly in ln ω0 to the next, and a bracket twice as wide
/// as the last such guess missed by. The outer search closes in smoothly, so
/// the guesses soon miss by far less than the ±0.1% first tried.
private struct WarmStart {
    private var older: (x: Double, value: Double)?
    private var newer: (x: Double, value: Double)?
    private let seed: Double?
    /// The relative half-width of the first bracket tried.
    private(set) var spread = 1e-3

    init(_ seed: Double?) { self.seed = seed }

    /// The root expected at `omega`.
    func guess(at omega: Double) -> Double? {
        guard let newer else { return seed }
        guard let older, older.x != newer.x else { return newer.value }
        let slope = (newer.value - older.value) / (newer.x - older.x)
        let guess = newer.value + slope * (Double.log(omega) - newer.x)
        // Extrapolating far can leave the root's side of zero: fall back to the last root.
        return guess > 0 ? guess : newer.value
    }

    mutating func record(_ root: Double, at omega: Double) {
        if let guess = guess(at: omega), root != 0 {
            spread = Swift.min(Swift.max(2 * ((root - guess) / root).magnitude, 1e-12), 1e-3)
        }
        older = newer
        newer = (Double.log(omega), root)
    }
}

/// The least and greatest times a search met, for a message saying what is achievable.
private struct AchievedRange {
    var low = Double.infinity, high = -Double.infinity

    mutating func add(_ logRatio: Double) {
        low = Swift.min(low, logRatio)
        high = Swift.max(high, logRatio)
    }

    func description(wanted: Double) -> String {
        guard low <= high else { return ": no spring meets the other targets" }
        return "; the springs meeting the other targets give \(approx(wanted * Double.exp(low))) s "
            + "to \(approx(wanted * Double.exp(high))) s"
    }
}

/// `a` and `b` to 6 significant digits, or to as many more as tell them apart.
func distinct(_ a: Double, _ b: Double) -> (String, String) {
    for digits in 6...17 {
        let pair = (approx(a, digits: digits), approx(b, digits: digits))
        if pair.0 != pair.1 { return pair }
    }
    return ("\(a)", "\(b)")
}

/// `x` to `digits` significant digits, for messages; with an exponent
/// (`3.94892e-26`) outside 10⁻⁴…10¹⁵, whose mantissa lies in [1, 10) once
/// rounded (`1e-308`, not `10e-309`).
func approx(_ x: Double, digits: Int = 6) -> String {
    guard x.isFinite, x != 0 else { return "\(x)" }
    let exponent = Int(Double.log10(x.magnitude).rounded(.down))
    guard (-4..<15).contains(exponent) else {
        // In two steps below 1e-300, where 10^exponent is subnormal and has lost digits.
        let mantissa =
            exponent < -300
            ? x * 1e300 / Double.pow(10, Double(exponent + 300)) : x / Double.pow(10, Double(exponent))
        let digitsText = approx(mantissa, digits: digits)
        // 9.9999996 to six digits is 10: then the exponent is one more.
        if let rounded = Double(digitsText), rounded.magnitude >= 10 {
            return approx(rounded / 10, digits: digits) + "e\(exponent + 1)"
        }
        return digitsText + "e\(exponent)"
    }
    // Scale by an exact power of ten, multiplying or dividing, so that the
    // rounded value is the double nearest to its decimal digits.
    let shift = digits - 1 - exponent
    let power = Double.pow(10, Double(shift.magnitude))
    let rounded = shift >= 0 ? (x * power).rounded() / power : (x / power).rounded() * power
    return rounded == rounded.rounded() && rounded.magnitude < 1e15 ? "\(Int(rounded))" : "\(rounded)"
}
