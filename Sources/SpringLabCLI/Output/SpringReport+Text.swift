import SpringLab

extension SpringReport {
    /// fit's text: the headline and each section that applies, a blank line apart.
    var text: String {
        let notes = remarks.map { "Note: " + $0.sentence }
        let sections = [
            [animation.headline], targetSection, physicalSection, settlingSection, uikitEndSection, equivalentsSection,
            runtimesSection, screenMatch.map(matchSection), notes.isEmpty ? nil : notes,
        ]
        return sections.compactMap { $0?.joined(separator: "\n") }.joined(separator: "\n\n")
    }

    /// Each target beside what the spring achieves, for an input written as targets.
    private var targetSection: [String]? {
        let targets = self.targets
        guard !targets.isEmpty else { return nil }
        return ["Targets                                     wanted      achieved"]
            + targets.map { target, achieved in
                row(target.label, target.formatted(target.wanted), achieved.map(target.formatted) ?? "none")
            }
    }

    private var physicalSection: [String] {
        [
            "Physical spring",
            "  mass \(readable(spring.mass)) kg, stiffness \(readable(spring.stiffness, significant: 6)) N/m, "
                + "damping \(readable(spring.damping, significant: 6)) N·s/m",
            "  damping ratio ζ \(readable(spring.dampingRatio)) (\(spring.regime.rawValue)), "
                + "natural frequency ω0 \(readable(spring.naturalFrequency)) rad/s "
                + "(period \(readable(spring.response)) s)",
        ]
    }

    private var settlingSection: [String] {
        let band = percent(metrics.tolerance.fraction)
        var lines = [
            "Settling",
            row(
                "band exit (ε = \(band) of the distance)", seconds(metrics.settling),
                "last time the value is farther than ε from the target"),
            row(
                "Core Animation settlingDuration", seconds(metrics.coreAnimationSettling),
                "CASpringAnimation's own estimate (ε = 0.1%)"),
            row("envelope bound", seconds(metrics.envelope), "when the decay envelope falls below ε"),
        ]
        let overshoot = metrics.overshoot
        if let peak = overshoot.peakTime {
            lines.append(row("overshoot", percent(overshoot.amount), "past the target, peaking at \(readable(peak)) s"))
        } else {
            lines.append(row("overshoot", "none", "never passes the target"))
        }
        // The count saturates at Int.max (ζ near 1e-150 crosses some 1e151 times).
        let crossings = metrics.crossings.map { $0 == .max ? "over 9.2e18" : String($0) } ?? "unbounded"
        lines.append(row("target crossings", crossings, "before the band exit"))
        return lines
    }

    private var uikitEndSection: [String]? {
        guard let end else { return nil }
        let side = end.remaining < 0 ? "short of" : "past"
        var lines = [
            "UIKit end of animation",
            "  at \(readable(end.time)) s the value is \(percent(end.remaining.magnitude)) of the distance "
                + "\(side) the target; UIKit then jumps to it.",
        ]
        if let exit = metrics.settling.seconds, exit > end.time {
            lines.append(
                "  The spring alone would leave the ε band for good only at \(readable(exit)) s; "
                    + "UIKit cuts off the last \(readable(exit - end.time)) s.")
        }
        if end.isVisible {
            lines.append(
                "  Warning: a visible jump (more than \(percent(AnimationEnd.visibleJump)) of the distance). "
                    + "UIKit's solver only bounds the sine term of the motion; "
                    + "check other durations and dampings, the jump does not shrink steadily with either.")
        }
        return lines
    }

    private var equivalentsSection: [String] {
        var lines = ["Equivalents (same motion; velocities for a move of \(readable(move.distance)) units)"]
        lines += equivalents.code(number: code)
        if let css {
            lines.append("  CSS             \(css.transition)")
            lines.append(
                "                  (\(css.stops.count) stops, within \(percent(css.maxDeviation)) of the curve"
                    + (animation.endTime != nil ? ", with UIKit's jump at the end)" : ")"))
        }
        if animation.endTime != nil {
            lines.append("  (SwiftUI and Core Animation run the same curve to rest; they do not stop and snap at T.)")
        }
        return lines
    }

    /// The runtimes' ends on the report's screen, one row each.
    private var runtimesSection: [String] {
        var lines = [
            "On screen, per runtime (\(readable(move.distance)) units at \(readable(move.framesPerSecond)) Hz): "
                + "ends at, jump at the end, largest deviation from the exact curve"
        ]
        for (runtime, end) in runtimes.ends {
            let label = ("  " + runtime.name).padded(to: 18)
            guard let end else {
                let why =
                    animation.initialVelocity.magnitude > RuntimeEnds.largestVelocity
                    ? "not followed: initial velocity beyond \(readable(RuntimeEnds.largestVelocity)) distances/s"
                    : "cannot express this spring"
                lines.append(label + why)
                continue
            }
            let endsAt = end.endsAt.map { readable($0) + " s" } ?? "not within \(readable(ScreenRun.horizon)) s"
            let jump = end.jump.map { percent($0) } ?? "–"
            lines.append(
                label + endsAt.padded(to: 12) + jump.padded(to: 12) + percent(end.maxDeviation))
        }
        return lines
    }

    /// `--for`: the runtime's parameters and the deviation they achieve.
    private func matchSection(_ match: ScreenMatch) -> [String] {
        let source =
            ScreenRuntime.kindNames.contains(type(of: animation.input).kind)
            ? "what \(type(of: animation.input).title) shows" : "the exact curve"
        var lines = [
            "For \(match.runtime.name), on the same screen, within \(percent(match.tolerance)) of \(source)"
        ]
        let parameters = match.runtime.parameters(animation, move: move)
        if !parameters.isEmpty {
            lines.append(
                "  "
                    + parameters.map { parameter in
                        switch parameter.value {
                        case let .number(value): "\(parameter.name) \(code(value))"
                        case let .flag(value): "\(parameter.name) \(value)"
                        }
                    }.joined(separator: ", "))
        }
        if match.isWithinTolerance {
            lines.append("  largest deviation \(percent(match.deviation)) of the distance")
        } else {
            lines.append(
                "  No parameters of \(match.runtime.name) keep it within \(percent(match.tolerance)): "
                    + "the best found strays \(percent(match.deviation)) of the distance.")
        }
        return lines
    }

    private func row(_ name: String, _ value: String, _ meaning: String) -> String {
        ("  " + name).padded(to: 44) + value.padded(to: 12) + meaning
    }
}

extension String {
    /// The string followed by spaces up to `width` characters (at least one).
    fileprivate func padded(to width: Int) -> String {
        self + String(repeating: " ", count: Swift.max(1, width - count))
    }
}

extension SpringAnimation {
    /// The animation as written, the first line of fit's and compare's reports.
    var headline: String { input.caption { readable($0) } }
}
