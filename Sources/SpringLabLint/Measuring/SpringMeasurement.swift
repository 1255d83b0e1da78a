import SpringLab

/// What `fit` reports of one spring found in source, and how its own
/// runtime shows it: the numbers of the table and the JSON.
///
/// Times in seconds; overshoot and jump as fractions of the distance; the
/// natural frequency ω0 = √(k/m) in radians per second.
package struct SpringMeasurement: Sendable {
    package let dampingRatio: Double
    package let naturalFrequency: Double
    /// The band exit in the standard band (0.1% of the distance); nil when it never settles.
    package let settlingDuration: Double?
    package let overshoot: Double
    /// The runtime the spring was written for (`UIKit`), nil when springlab
    /// has no model of its end (`UISpringTimingParameters`, whose end is the animator's).
    package let runtime: String?
    /// When that runtime shows the target for good; nil when it has not
    /// stopped within ``ScreenRun/horizon``.
    package let endsAt: Double?
    /// How far it jumps then.
    package let jump: Double?
    /// The frames the runtime shows (SwiftUI's, which runs until the spring
    /// settles, for a spring with no runtime): what groups compare.
    let run: ScreenRun
    /// The move measured: the distance the input names, else 300 units, at 60 Hz.
    let move: ScreenMove
    package let findings: [LintFinding.Rule: String]

    /// Measures `animation`, written as `parameters` of kind `kind`, on a
    /// move of the distance the input names (else 300 units) at 60 Hz.
    /// - Throws: ``SpringError`` when a metric cannot be computed.
    init(_ animation: SpringAnimation, kind: String, parameters: [FoundSpring.Parameter]) throws(SpringError) {
        let move = try ScreenMove(distance: animation.input.writtenDistance ?? ScreenMove.standard.distance)
        self.move = move
        let report = try SpringReport(animation, move: move, parts: [])
        dampingRatio = animation.spring.dampingRatio
        naturalFrequency = animation.spring.naturalFrequency
        settlingDuration = report.metrics.settling.seconds
        overshoot = report.metrics.overshoot.amount
        let own =
            ScreenRuntime.kindNames.contains(kind) ? try ScreenRuntime.named(kind, for: animation, move: move) : nil
        let ownRun = own?.run(animation, move: move)
        let end = ownRun.map { RuntimeEnd($0, exact: animation.motion, move: move) }
        runtime = ownRun == nil ? nil : own?.name
        endsAt = end?.endsAt
        jump = end?.jump
        if let ownRun {
            run = ownRun
        } else {
            let settling = try ScreenRuntime.named("swiftui", for: animation, move: move)
            run = settling.run(animation, move: move) ?? ScreenRun(shown: [], endFrame: 0, jump: 0)
        }
        findings = Self.findings(animation, kind: kind, report: report, parameters: parameters)
    }

    /// A written duration above this many seconds was meant in milliseconds.
    static let longestDuration = 10.0

    /// Findings of the spring written as `parameters` of kind `kind`. The
    /// jump at a duration is UIKit's finding alone: motion's `{ duration, bounce }`
    /// spring also ends at its duration, and its jump is listed with the spring.
    private static func findings(
        _ animation: SpringAnimation, kind: String, report: SpringReport, parameters: [FoundSpring.Parameter]
    ) -> [LintFinding.Rule: String] {
        var findings: [LintFinding.Rule: String] = [:]
        if kind.hasPrefix("uikit"), let end = report.end, end.isVisible {
            findings[.uikitJump] =
                "UIKit stops this spring at \(Format.number(end.time)) s, "
                + "\(Format.percent(end.remaining.magnitude)) of the distance from the target, and jumps there"
        }
        // A time in seconds (UIKit's duration, SwiftUI's response), not one in
        // milliseconds (Reanimated's duration).
        let seconds = Set(type(of: animation.input).parameterDescriptions.filter(\.isSeconds).map(\.name))
        for parameter in parameters where seconds.contains(parameter.name) {
            if case let .number(value) = parameter.value, value > longestDuration {
                findings[.millisecondsDuration] =
                    "\(parameter.name) \(parameter.written) reads like milliseconds: the API takes seconds"
            }
        }
        if animation.coreAnimationRendersCritical {
            findings[.drawnCritical] =
                "ζ = \(Format.number(animation.spring.dampingRatio)) > 1 is drawn as critical damping "
                + "(overdamping is not allowed)"
        }
        for remark in animation.input.remarks {
            switch remark {
            case let .uikitClampsDampingRatio(written, used):
                findings[.outOfRange] =
                    "UIKit clamps the damping ratio \(Format.number(written)) to \(Format.number(used))"
            case let .uikitClampsSolverDuration(written, used):
                findings[.outOfRange] =
                    "UIKit's solver clamps the duration \(Format.number(written)) s to \(Format.number(used)) s"
            default: break
            }
        }
        return findings
    }
}

/// Numbers as reports print them.
enum Format {
    /// Four significant digits, without trailing zeros.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        guard value != 0 else { return "0" }
        let magnitude = value.magnitude
        let decimals = magnitude >= 1000 ? 0 : magnitude >= 100 ? 1 : magnitude >= 10 ? 2 : magnitude >= 1 ? 3 : 4
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = "\(rounded)"
        if text.contains("e") { return text }
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    /// A fraction as a percentage: `0.0312` → `3.12%`.
    static func percent(_ fraction: Double) -> String { number(fraction * 100) + "%" }
}
