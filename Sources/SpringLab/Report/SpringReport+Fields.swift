/// Receives the named values of a ``SpringReport`` in order, groups nested:
/// `fit --json` turns them into one JSON object and `sweep` into CSV
/// columns (group names joined with dots), so both use the same names.
///
/// A group whose `present` is false still lists its fields, every value nil,
/// so that a table has the same columns for every row; JSON writes it as null.
public protocol SpringReportVisitor {
    mutating func number(_ name: String, _ value: Double?)
    mutating func integer(_ name: String, _ value: Int?)
    mutating func flag(_ name: String, _ value: Bool?)
    mutating func text(_ name: String, _ value: String?)
    mutating func remarks(_ name: String, _ value: [SpringRemark])
    mutating func group(_ name: String, present: Bool, _ fields: (inout Self) -> Void)
}

extension SpringReport {
    /// Visits every field: the input as written, the physical spring, the
    /// metrics, the end of the animation, the equivalents and the remarks.
    public func visitFields<Visitor: SpringReportVisitor>(_ visitor: inout Visitor) {
        visitor.group("input", present: true) { visitor in animation.input.visitFields(&visitor) }
        visitSpring(&visitor)
        visitMetrics(&visitor)
        visitor.group("end", present: end != nil) { visitor in
            visitor.number("time", end?.time)
            visitor.number("remaining", end?.remaining)
            visitor.flag("visibleJump", end?.isVisible)
        }
        visitor.group("equivalents", present: true, visitEquivalents)
        visitor.group("runtimes", present: true, runtimes.visitFields)
        if let screenMatch { visitor.group("for", present: true) { screenMatch.visitFields(&$0, self) } }
        visitor.remarks("notes", remarks)
    }

    private func visitSpring<Visitor: SpringReportVisitor>(_ visitor: inout Visitor) {
        visitor.number("mass", spring.mass)
        visitor.number("stiffness", spring.stiffness)
        visitor.number("damping", spring.damping)
        visitor.number("initialVelocity", animation.initialVelocity)
        visitor.number("dampingRatio", spring.dampingRatio)
        visitor.number("naturalFrequency", spring.naturalFrequency)
        visitor.number("dampedFrequency", spring.dampedFrequency)
        visitor.text("regime", spring.regime.rawValue)
        visitor.flag("allowsOverdamping", animation.allowsOverdamping)
    }

    private func visitMetrics<Visitor: SpringReportVisitor>(_ visitor: inout Visitor) {
        visitor.number("epsilon", metrics.tolerance.fraction)
        visitor.number("settlingDuration", metrics.settling.seconds)
        visitor.number("coreAnimationSettlingDuration", metrics.coreAnimationSettling.seconds)
        visitor.number("coreAnimationRenderedSettlingDuration", renderedSettling?.seconds)
        visitor.number("envelopeSettlingDuration", metrics.envelope.seconds)
        visitor.number("overshoot", metrics.overshoot.amount)
        visitor.number("peakTime", metrics.overshoot.peakTime)
        visitor.integer("crossings", metrics.crossings)
    }

    private func visitEquivalents<Visitor: SpringReportVisitor>(_ visitor: inout Visitor) {
        let uikit = equivalents.uikit, swiftUI = equivalents.swiftUI
        let ca = equivalents.coreAnimation, compose = equivalents.compose
        visitor.group("uikit", present: uikit != nil) { visitor in
            visitor.number("duration", uikit?.duration)
            visitor.number("dampingRatio", uikit?.dampingRatio)
            visitor.number("initialVelocity", uikit?.initialVelocity)
        }
        visitor.group("swiftUI", present: true) { visitor in
            visitor.number("duration", swiftUI.duration)
            visitor.number("bounce", swiftUI.bounce)
            visitor.number("response", swiftUI.duration)
            visitor.number("dampingRatio", swiftUI.dampingRatio)
        }
        visitor.group("coreAnimation", present: true) { visitor in
            visitor.number("mass", ca.spring.mass)
            visitor.number("stiffness", ca.spring.stiffness)
            visitor.number("damping", ca.spring.damping)
            visitor.number("initialVelocity", ca.initialVelocity)
            visitor.flag("allowsOverdamping", ca.allowsOverdamping)
        }
        for name in ["compose", "android"] {
            visitor.group(name, present: true) { visitor in
                visitor.number("dampingRatio", compose.dampingRatio)
                visitor.number("stiffness", compose.stiffness)
            }
        }
        for (name, stiffness, damping) in [
            ("flutter", "stiffness", "damping"), ("framerMotion", "stiffness", "damping"),
            ("reactSpring", "tension", "friction"),
        ] {
            visitor.group(name, present: true) { visitor in
                visitor.number("mass", spring.mass)
                visitor.number(stiffness, spring.stiffness)
                visitor.number(damping, spring.damping)
            }
        }
        visitor.group("css", present: css != nil) { visitor in
            visitor.number("durationMs", css?.durationMilliseconds)
            visitor.text("easing", css?.easing)
            visitor.number("maxDeviation", css?.maxDeviation)
            visitor.integer("stops", css?.stops.count)
        }
    }
}

extension SpringInput {
    /// Visits the kind (`kind`) and each parameter given, by its name: the
    /// `input` group of a report.
    public func visitFields<Visitor: SpringReportVisitor>(_ visitor: inout Visitor) {
        visitor.text("kind", Self.kind)
        for (name, value) in given {
            switch value {
            case let .number(number): visitor.number(name, number)
            case let .flag(flag): visitor.flag(name, flag)
            case let .choice(choice): visitor.text(name, choice)
            }
        }
    }
}
