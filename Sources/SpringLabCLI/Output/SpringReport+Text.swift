import SpringLab

extension SpringReport {
    var text: String {
        var lines = [headline, ""]
        lines += physicalSection + [""] + settlingSection
        if let uikitLines = uikitEndSection { lines += [""] + uikitLines }
        lines += [""] + equivalentsSection
        lines += [""] + runtimesSection
        if let screenMatch { lines += [""] + matchSection(screenMatch) }
        let remarks = self.remarks
        if !remarks.isEmpty { lines += [""] + remarks.map { "Note: " + $0.sentence } }
        return lines.joined(separator: "\n")
    }

    var headline: String { animation.headline }

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
        let crossings = metrics.crossings.map(String.init) ?? "unbounded"
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
        let swiftUI = equivalents.swiftUI
        let ca = equivalents.coreAnimation
        let v = code(animation.initialVelocity)
        var lines = ["Equivalents (same motion)"]
        if let u = equivalents.uikit {
            lines.append(
                "  UIKit           UIView.animate(withDuration: \(code(u.duration)), delay: 0, "
                    + "usingSpringWithDamping: \(code(u.dampingRatio)), initialSpringVelocity: \(v), "
                    + "options: [], animations: { … })")
        } else {
            lines.append(
                "  UIKit           none: UIKit's solver cannot produce this spring "
                    + "(it needs 0 < ζ ≤ 1 and a duration of 0.01–10 s)")
        }
        lines.append("  SwiftUI         Spring(duration: \(code(swiftUI.duration)), bounce: \(code(swiftUI.bounce)))")
        lines.append(
            "                  Spring(response: \(code(swiftUI.duration)), "
                + "dampingRatio: \(code(swiftUI.dampingRatio)))")
        var caLine =
            "  Core Animation  let spring = CASpringAnimation(keyPath: \"position\"); "
            + "spring.mass = \(code(ca.spring.mass)); spring.stiffness = \(code(ca.spring.stiffness)); "
            + "spring.damping = \(code(ca.spring.damping)); spring.initialVelocity = \(v)"
        if ca.allowsOverdamping { caLine += "; spring.allowsOverdamping = true" }
        lines.append(caLine)
        lines.append(
            "                  CASpringAnimation(perceptualDuration: \(code(swiftUI.duration)), "
                + "bounce: \(code(swiftUI.bounce)))")
        lines += otherEcosystemLines
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

    /// The same equation of motion under the names other animation libraries
    /// use. Compose and Android's SpringForce assume unit mass, so they take k/m.
    private var otherEcosystemLines: [String] {
        let compose = equivalents.compose
        let (m, k, c) = (code(spring.mass), code(spring.stiffness), code(spring.damping))
        var lines = [
            "  Jetpack Compose spring(dampingRatio = \(code(compose.dampingRatio))f, stiffness = \(code(compose.stiffness))f)",
            "  Android         SpringForce().setStiffness(\(code(compose.stiffness))f)"
                + ".setDampingRatio(\(code(compose.dampingRatio))f)",
            "  Flutter         SpringDescription(mass: \(m), stiffness: \(k), damping: \(c))",
            "  Framer Motion   { type: \"spring\", mass: \(m), stiffness: \(k), damping: \(c) }",
            "  React Spring    config: { mass: \(m), tension: \(k), friction: \(c) }",
        ]
        if animation.initialVelocity != 0 {
            lines.append(
                "  (These take the initial velocity in your units per second: "
                    + "\(code(animation.initialVelocity)) × the distance.)")
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
            let name = "  " + runtime.name
            let label = name + String(repeating: " ", count: max(1, 18 - name.count))
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
                    + parameters.map { name, value in
                        "\(name) " + (name == "allowsOverdamping" ? String(value != 0) : code(value))
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
        let label = "  " + name
        let padded = label + String(repeating: " ", count: max(1, 44 - label.count))
        let valueColumn = value + String(repeating: " ", count: max(1, 12 - value.count))
        return padded + valueColumn + meaning
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
