import SpringLab

extension SpringReport {
    /// fit's text: with `--for`, the answer for that platform alone
    /// (``platformText``); else the headline and each section that applies, a
    /// blank line apart. No line is wider than ``width``.
    var text: String { text(easingToScreen: false) }

    /// ``text``, with `--for css`'s easing kept to ``screenStops`` when
    /// `easingToScreen` (the tolerance was not asked for): the answer then
    /// fits a screen. The full report keeps the easing within the tolerance
    /// in full: it is the reference, as long as the motion needs, and its
    /// easing is the one its JSON and a sweep's columns give.
    func text(easingToScreen: Bool) -> String {
        if let platform { return platformText(platform, easingToScreen: easingToScreen) }
        let sections = [
            [animation.headline], targetSection, physicalSection, settlingSection, uikitEndSection, equivalentsSection,
            runtimesSection, screenMatch.map(matchSection), notes.isEmpty ? nil : notes,
        ]
        return sections.compactMap { $0?.flatMap { $0.wrapped(width: Self.width) }.joined(separator: "\n") }
            .joined(separator: "\n\n")
    }

    /// The widest line a report prints: a terminal's width, not a window's.
    static let width = 160

    /// The most stops `--for css` writes unless a tolerance is asked for. At
    /// 17 characters a stop (`-0.1234 12.345%, `, the widest of a motion that
    /// stays within ten distances of its start), a line of ``width`` columns
    /// holds 9, the first 7 after the declaration's head: 80 stops take at
    /// most 10 lines, the other 10 of the answer's 20 left to the rest of it.
    static let screenStops = 80

    /// The remarks as notes, only those about what the user asked: the
    /// runtime the spring was written for and the one `--for` names, not
    /// every runtime the report happens to run.
    private var notes: [String] {
        let asked = [type(of: animation.input).kind, platform?.platformKind].compactMap { $0 }
        let askedNames = RuntimeRegistry.runtimes.filter { asked.contains($0.kind) }.map { $0.name }
        return remarks.filter { remark in
            switch remark {
            case let .runtimeOffCurve(runtime, _), let .runtimeNeverStops(runtime): askedNames.contains(runtime)
            default: true
            }
        }.map { "Note: " + $0.sentence }
    }

    /// `--for`: the platform's code in every form it has, with the
    /// thresholds matched to the source written in, one line per runtime
    /// duration that is not a settle time, then when the motion settles, how
    /// far it overshoots, and the platform's own end on the screen.
    private func platformText(_ api: any SpringAPI.Type, easingToScreen: Bool) -> String {
        let kept = easingToScreen && api == CSSAPI.self
        let easing = kept ? cssKeptToScreen : css
        var equivalents = SpringEquivalents(animation, move: move, css: easing)
        equivalents.everyForm = true
        let code =
            (screenMatch?.runtime.model.map { $0.code(equivalents, number: SpringLabCLI.code) }
                ?? api.code(equivalents, number: SpringLabCLI.code))
        let settles = metrics.settling.seconds
        var lines = [
            animation.headline,
            "\(api.platformName), for a move of \(readable(move.distance)) units at \(readable(move.framesPerSecond)) Hz",
        ]
        lines += code.flatMap { "  \($0.dropFirst(SpringEquivalents.codeColumn))".wrapped(width: Self.width) }
        if let easing, easing != css {
            lines.append(
                css.map {
                    "  (kept to a screen: within \(percent($0.tolerance)) it takes \($0.stops.count) stops; "
                        + "--tolerance \(SpringLabCLI.code($0.tolerance)) prints them all)"
                } ?? "  (kept to a screen: it runs too long to draw within \(percent(ScreenMatch.defaultTolerance)))")
        }
        if code.isEmpty {
            lines.append("  none: no \(api.platformName) form for this motion (\(noFormReason(api, kept: kept)))")
        }
        if let settles, let meaning = api.durationMeaning(equivalents, settling: settles, number: SpringLabCLI.code) {
            lines += ("  // " + meaning).wrapped(width: Self.width)
        }
        lines.append(settlingSummary)
        if let end = platformEnd(api, easing: easing) { lines.append(end) }
        if let screenMatch { lines.append(matchLine(screenMatch)) }
        lines += notes
        return lines.flatMap { $0.wrapped(width: Self.width) }.joined(separator: "\n")
    }

    /// `--for css`'s easing kept to ``screenStops``: the report's easing when
    /// it fits them, else the one within the smallest looser tolerance that
    /// does, also when the motion is too long to have one within the default
    /// tolerance (the only one kept: a tolerance asked for is kept in full).
    private var cssKeptToScreen: CSSLinearEasing? {
        guard let css else {
            return CSSLinearEasing.kept(toStops: Self.screenStops, of: animation, above: ScreenMatch.defaultTolerance)
        }
        return css.kept(toStops: Self.screenStops, of: animation) ?? css
    }

    /// Why `api` has no code for the animation. CSS has no easing of an
    /// animation stopped early that shows no motion before its jump, of a
    /// motion that never settles, or of one too long to draw within the
    /// tolerance (`kept`: nor in ``screenStops`` stops within a looser one);
    /// the other APIs none of a motion that never settles, or not within an hour.
    private func noFormReason(_ api: any SpringAPI.Type, kept: Bool) -> String {
        guard api == CSSAPI.self else { return "it never settles, or not within an hour" }
        if let end = animation.endTime {
            return "it shows no motion before its jump to the target at \(readable(end)) s"
        }
        guard metrics.settling.seconds != nil else { return "it never settles" }
        return "it runs too long to draw within the tolerance"
            + (kept ? ", nor in \(Self.screenStops) stops within any looser one below 100%" : "")
    }

    /// Settle time, overshoot and peak in one line.
    private var settlingSummary: String {
        let band = percent(metrics.tolerance.fraction)
        let overshoot = metrics.overshoot
        let shape =
            overshoot.peakTime.map { "overshoot \(percent(overshoot.amount)), peaking at \(readable($0)) s" }
            ?? "no overshoot"
        let settles =
            metrics.settling.seconds.map { "Settles at \(readable($0)) s (leaves the ±\(band) band for good)" }
            ?? "Never settles (undamped)"
        return settles + "; " + shape
    }

    /// The platform's end on the report's screen: a runtime's row, or where
    /// CSS's transition with `easing` ends.
    private func platformEnd(_ api: any SpringAPI.Type, easing: CSSLinearEasing?) -> String? {
        let screen = "On a \(readable(move.framesPerSecond)) Hz screen"
        guard let runtime = screenMatch?.runtime else {
            guard let css = easing else { return nil }
            let remaining = animation.motion.displacement(at: css.durationMilliseconds / 1000).magnitude
            return "\(screen) the transition ends at \(readable(css.durationMilliseconds / 1000)) s, "
                + "the spring then \(percent(remaining)) from the target; "
                + "the easing strays up to \(percent(css.maxDeviation)) from the exact curve"
        }
        guard let end = runtime.end(animation, move: move)
        else { return "\(screen) \(runtime.name) cannot express this spring" }
        let endsAt =
            end.endsAt.map { "ends at \(readable($0)) s" } ?? "does not end within \(readable(ScreenRun.horizon)) s"
        let jump = end.jump.map { ", jumping \(percent($0)) of the distance" } ?? ""
        return "\(screen) \(runtime.name) \(endsAt)\(jump); "
            + "it strays up to \(percent(end.maxDeviation)) from the exact curve"
            + (endRange(end).map { "; " + $0 } ?? "")
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

    /// Every API's code; for an input written as a settle time, each
    /// duration that means something else says so under its API's code.
    private var equivalentsSection: [String] {
        var lines = ["Equivalents (same motion; velocities for a move of \(readable(move.distance)) units)"]
        let equivalents = self.equivalents
        let settling = equivalents.settlingTarget.flatMap { _ in metrics.settling.seconds }
        for api in RuntimeRegistry.apis {
            let column = SpringEquivalents.codeColumn
            lines += api.code(equivalents, number: code).flatMap { $0.wrapped(width: Self.width, indent: column) }
            if let settling, let meaning = api.durationMeaning(equivalents, settling: settling, number: code) {
                lines += (SpringEquivalents.line("", "// " + meaning)).wrapped(width: Self.width, indent: column)
            }
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
            let range = endRange(end).map { "  (\($0))" } ?? ""
            lines.append(
                label + endsAt.padded(to: 12) + jump.padded(to: 12) + percent(end.maxDeviation) + range)
        }
        return lines
    }

    /// Where a runtime's runs end at different times (its clock's phase):
    /// "ends 0.95–0.9667 s by the clock's phase"; nil for one end.
    private func endRange(_ end: RuntimeEnd) -> String? {
        guard end.earliestEnd != end.latestEnd, let earliest = end.earliestEnd else { return nil }
        guard let latest = end.latestEnd else {
            return
                "ends from \(readable(earliest)) s, or not within \(readable(ScreenRun.horizon)) s, by the clock's phase"
        }
        return "ends \(readable(earliest))–\(readable(latest)) s by the clock's phase"
    }

    /// `--for`: the runtime's parameters and the deviation they achieve.
    private func matchSection(_ match: ScreenMatch) -> [String] {
        var lines = [
            "For \(match.runtime.name), on the same screen, within \(percent(match.tolerance)) of \(matchSource)"
        ]
        let parameters = match.runtime.parameters(animation, move: move)
        if !parameters.isEmpty { lines.append("  " + parameters.map(parameterText).joined(separator: ", ")) }
        if match.isWithinTolerance {
            lines.append("  largest deviation \(percent(match.deviation)) of the distance")
        } else {
            lines.append(
                "  No parameters of \(match.runtime.name) keep it within \(percent(match.tolerance)): "
                    + "the best found strays \(percent(match.deviation)) of the distance.")
        }
        return lines
    }

    /// `--for`'s match in one line: the thresholds chosen and the tolerance they keep.
    private func matchLine(_ match: ScreenMatch) -> String {
        let source = matchSource
        let parameters = match.runtime.parameters(animation, move: move).map(parameterText)
        guard match.isWithinTolerance else {
            return "No parameters of \(match.runtime.name) keep it within \(percent(match.tolerance)) of \(source): "
                + "the best found strays \(percent(match.deviation))."
        }
        let with = parameters.isEmpty ? "" : " with " + parameters.joined(separator: ", ")
        return "Within \(percent(match.tolerance)) of \(source)\(with) (largest deviation \(percent(match.deviation)))"
    }

    /// What `--for` matches: what the input's own runtime shows, else the exact curve.
    private var matchSource: String {
        ScreenRuntime.kindNames.contains(type(of: animation.input).kind)
            ? "what \(type(of: animation.input).title) shows" : "the exact curve"
    }

    private func parameterText(_ parameter: RuntimeParameter) -> String {
        switch parameter.value {
        case let .number(value): "\(parameter.name) \(code(value))"
        case let .flag(value): "\(parameter.name) \(value)"
        }
    }

    private func row(_ name: String, _ value: String, _ meaning: String) -> String {
        ("  " + name).padded(to: 44) + value.padded(to: 12) + meaning
    }
}

extension String {
    /// The string followed by spaces up to `width` characters (at least one).
    func padded(to width: Int) -> String {
        self + String(repeating: " ", count: Swift.max(1, width - count))
    }

    /// The line cut into lines of at most `width` characters: a trailing
    /// `  // comment` of code moves onto its own line, then each line breaks
    /// at the last `, ` or `; ` that fits (code stays valid: every language
    /// springlab writes allows a line break there), else at the last space,
    /// and continues `indent` + 4 columns in (`indent`: the line's own
    /// leading spaces unless given), a comment as a comment. A word longer
    /// than a line stays whole.
    func wrapped(width: Int, indent: Int? = nil) -> [String] {
        guard count > width else { return [self] }
        let own = prefix { $0 == " " }.count
        let margin = String(repeating: " ", count: indent ?? own)
        if let comment = firstRange(of: "  // "), self[..<comment.lowerBound].contains(where: { $0 != " " }) {
            let code = String(self[..<comment.lowerBound])
            let note = margin + String(self[comment.lowerBound...].dropFirst(2))
            return code.wrapped(width: width, indent: indent) + note.wrapped(width: width)
        }
        let continuation = margin + (dropFirst(own).hasPrefix("// ") ? "// " : "    ")
        var lines: [String] = [], rest = Substring(self), lead = ""
        while lead.count + rest.count > width {
            let window = rest.prefix(width - lead.count)
            // The space after a separator may lie just past the window.
            let separator = window.indices.last { index in
                (rest[index] == "," || rest[index] == ";") && rest[rest.index(after: index)...].first == " "
            }.map { rest.index(after: $0) }
            guard let cut = separator ?? window.dropFirst(lead.isEmpty ? own + 3 : 1).lastIndex(of: " ")
            else { break }
            lines.append(lead + rest[..<cut].trimmingSuffix())
            rest = rest[cut...].drop { $0 == " " }
            lead = continuation
        }
        return lines + [lead + rest]
    }
}

extension Substring {
    fileprivate func trimmingSuffix() -> String {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return String(self[..<end])
    }
}

extension SpringAnimation {
    /// The animation as written, the first line of fit's and compare's reports.
    var headline: String { input.caption { readable($0) } }
}
