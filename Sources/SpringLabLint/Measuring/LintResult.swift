import SpringLab

/// Everything `lint` says of the springs found: each measured (when its
/// arguments are literals), the groups that move the same, and the findings.
package struct LintResult: Sendable {
    package let springs: [FoundSpring]
    /// Per spring: its measurement, nil when not literal or refused.
    package let measurements: [SpringMeasurement?]
    /// Per spring: why springlab refused it (the library's message), else nil.
    package let refusals: [String?]
    package let groups: SpringGroups
    /// Per spring: its nearest token, nil when not measured; nil as a whole
    /// when no tokens were given.
    package let tokenMatches: [TokenMatch?]?
    /// The largest deviation of two springs that move the same, or of a
    /// spring from the token it matches: a fraction of the distance.
    package let tolerance: Double
    /// By file, line, column and rule.
    package let findings: [LintFinding]
    /// The files and folders met that could not be read (``SourceScan/unread``).
    package let unread: [UnreadPath]

    /// Measures and groups `springs`, each as its kind reads its literals
    /// (``FoundSpring/input()``);
    /// groups within `tolerance`, near misses within `nearTolerance`
    /// (fractions of the distance). With `tokens`, each spring is matched
    /// to its nearest token (``TokenScreens``), and one that strays more
    /// than `tolerance` from it is a finding. Springs written alike are
    /// measured and matched once. `unread` is kept as it is given.
    /// - Throws: ``LintError/tooManySprings(_:)`` for more than
    ///   ``mostDistinctSprings`` springs written differently, before any is measured.
    package init(
        springs: [FoundSpring], unread: [UnreadPath] = [], tolerance: Double, nearTolerance: Double,
        tokens: [LintToken]? = nil
    ) throws(LintError) {
        let distinct = Set(springs.compactMap(\.spec)).count
        guard distinct <= Self.mostDistinctSprings else { throw .tooManySprings(distinct) }
        self.springs = springs
        self.unread = unread
        var cache: [String: (SpringMeasurement?, String?)] = [:]
        let outcomes = springs.map { spring -> (SpringMeasurement?, String?) in
            guard let spec = spring.spec else { return (nil, nil) }
            if cache[spec] == nil { cache[spec] = Self.measure(spring) }
            return cache[spec]!
        }
        let measurements = outcomes.map { $0.0 }, refusals = outcomes.map { $0.1 }
        self.measurements = measurements
        self.refusals = refusals
        self.tolerance = tolerance
        tokenMatches = tokens.map { Self.match(springs, measurements, TokenScreens($0)) }
        groups = SpringGroups(runs: measurements.map { $0?.run }, tolerance: tolerance, nearTolerance: nearTolerance)
        findings = Self.findings(springs, measurements, refusals, groups, tokenMatches, tolerance)
    }

    /// The most springs written differently that one run measures and
    /// groups: each keeps the frames its runtime shows until it rests (up to
    /// ``ScreenRun/horizon`` at 60 Hz, 48 KB), so memory is bounded (about
    /// 2.4 GB at worst, for springs that all run to the horizon) and so is time.
    package static let mostDistinctSprings = 50_000

    /// Each measured spring's nearest token, once per spec.
    private static func match(_ springs: [FoundSpring], _ measurements: [SpringMeasurement?], _ screens: TokenScreens)
        -> [TokenMatch?]
    {
        var screens = screens
        var cache: [String: TokenMatch?] = [:]
        return zip(springs, measurements).map { spring, measured in
            guard let measured, let spec = spring.spec else { return nil }
            if let known = cache[spec] { return known }
            let match = screens.nearest(to: measured.run, move: measured.move)
            cache[spec] = match
            return match
        }
    }

    private static func measure(_ spring: FoundSpring) -> (SpringMeasurement?, String?) {
        let animation: SpringAnimation
        do { animation = try spring.input().animation() } catch { return (nil, error.description) }
        do {
            return (try SpringMeasurement(animation, kind: spring.kind, parameters: spring.parameters), nil)
        } catch {
            return (nil, "\(error)")
        }
    }

    private static func findings(
        _ springs: [FoundSpring], _ measurements: [SpringMeasurement?], _ refusals: [String?], _ groups: SpringGroups,
        _ tokenMatches: [TokenMatch?]?, _ tolerance: Double
    ) -> [LintFinding] {
        var findings: [LintFinding] = []
        for (index, spring) in springs.enumerated() {
            if let refusal = refusals[index] {
                findings.append(LintFinding(rule: .outOfRange, spring: spring, message: refusal))
            }
            for (rule, message) in measurements[index]?.findings.sorted(by: { $0.key < $1.key }) ?? [] {
                findings.append(LintFinding(rule: rule, spring: spring, message: message))
            }
            if let tokenMatches, measurements[index] != nil {
                if let message = noTokenMessage(tokenMatches[index], tolerance: tolerance) {
                    findings.append(LintFinding(rule: .noToken, spring: spring, message: message))
                }
            }
        }
        for near in groups.nearMisses {
            let other = springs[near.second[0]]
            findings.append(
                LintFinding(
                    rule: .almostSame, spring: springs[near.first[0]],
                    message: "almost the same as \(other.path):\(other.line) "
                        + "(within \(Format.percent(near.deviation)) of the distance) — merge?"))
        }
        return findings.sorted {
            ($0.spring.path, $0.spring.line, $0.spring.column, $0.rule) < (
                $1.spring.path, $1.spring.line, $1.spring.column, $1.rule
            )
        }
    }

    /// Why a spring whose nearest token is `match` matches none, or nil
    /// when it strays at most `tolerance` from it.
    private static func noTokenMessage(_ match: TokenMatch?, tolerance: Double) -> String? {
        guard let match else { return "matches no token: the token files hold no spring token" }
        guard match.deviation > tolerance else { return nil }
        return "matches no token: nearest \(match.path) strays \(Format.percent(match.deviation))"
    }

    /// The path of the token spring `index` matches (its nearest, within
    /// ``tolerance``), else nil.
    package func matchedToken(_ index: Int) -> String? {
        guard let match = tokenMatches?[index], match.deviation <= tolerance else { return nil }
        return match.path
    }

    /// The group number (from 1) of each spring in a group of two or more, else nil.
    package var groupNumbers: [Int?] {
        var numbers = [Int?](repeating: nil, count: springs.count)
        for (number, members) in groups.groups.enumerated() {
            for member in members { numbers[member] = number + 1 }
        }
        return numbers
    }
}
