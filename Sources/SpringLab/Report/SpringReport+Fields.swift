/// Receives the named values of a ``SpringReport`` in order, groups nested:
/// `fit --json` turns them into one JSON object and `sweep` into CSV
/// columns (group names joined with dots), so both use the same names.
///
/// A group whose `present` is false still lists its fields, every value nil,
/// so that a table has the same columns for every row; JSON writes it as null.
/// A visitor that writes only some fields may skip a group by not calling
/// its `fields`, and leave the remarks unread: neither is then computed
/// (the equivalents take a solve, the remarks build text).
public protocol SpringReportVisitor {
    mutating func number(_ name: String, _ value: Double?)
    mutating func integer(_ name: String, _ value: Int?)
    mutating func flag(_ name: String, _ value: Bool?)
    mutating func text(_ name: String, _ value: String?)
    mutating func remarks(_ name: String, _ value: @autoclosure () -> [SpringRemark])
    mutating func group(_ name: String, present: Bool, _ fields: (inout Self) -> Void)
}

extension SpringReport {
    /// Visits every field: the input as written, its targets (when written
    /// as targets: each `wanted` and `achieved`), the physical spring, the
    /// metrics, the end of the animation, the equivalents and the remarks.
    ///
    /// Inlinable, with the groups every report has, so that a visitor's
    /// calls are specialized in the caller's module: `sweep` visits a report
    /// per cell, and generic calls would cost more than its metrics.
    /// The spring's and the metrics' fields are inlined into it too, so
    /// that a row's fields are written by one function.
    @inlinable
    public func visitFields<Visitor: SpringReportVisitor>(_ visitor: inout Visitor) {
        visitor.group("input", present: true) { visitor in animation.input.visitFields(&visitor) }
        if hasTargets {
            // Only inputs written as targets have the group, so other reports keep their fields.
            visitor.group("targets", present: true) { visitor in
                for (target, achieved) in self.targets {
                    visitor.group(target.name, present: true) { visitor in
                        visitor.number("wanted", target.wanted)
                        visitor.number("achieved", achieved)
                    }
                }
            }
        }
        visitSpring(&visitor)
        visitor.group("move", present: true) { visitor in
            visitor.number("distance", move.distance)
            visitor.number("framesPerSecond", move.framesPerSecond)
        }
        visitMetrics(&visitor)
        visitor.group("end", present: end != nil) { visitor in
            visitor.number("time", end?.time)
            visitor.number("remaining", end?.remaining)
            visitor.flag("visibleJump", end?.isVisible)
        }
        // In closures, so that a visitor skipping these groups never computes them; a
        // closure rather than the method itself, which would copy the report into a box per call.
        visitor.group("equivalents", present: true) { visitor in visitEquivalents(&visitor) }
        visitor.group("runtimes", present: true) { visitor in runtimes.visitFields(&visitor) }
        if let screenMatch { visitor.group("for", present: true) { screenMatch.visitFields(&$0, self) } }
        visitor.remarks("notes", remarks)
    }

    @inlinable @inline(__always)
    func visitSpring<Visitor: SpringReportVisitor>(_ visitor: inout Visitor) {
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

    @inlinable @inline(__always)
    func visitMetrics<Visitor: SpringReportVisitor>(_ visitor: inout Visitor) {
        visitor.number("epsilon", metrics.tolerance.fraction)
        visitor.number("settlingDuration", metrics.settling.seconds)
        visitor.number("coreAnimationSettlingDuration", metrics.coreAnimationSettling.seconds)
        visitor.number("coreAnimationRenderedSettlingDuration", renderedSettling?.seconds)
        visitor.number("envelopeSettlingDuration", metrics.envelope.seconds)
        visitor.number("overshoot", metrics.overshoot.amount)
        visitor.number("peakTime", metrics.overshoot.peakTime)
        visitor.integer("crossings", metrics.crossings)
    }

    /// Each API's parameters under its own names, the initial velocity
    /// included, in the API's unit (named by `velocityUnit`).
    @usableFromInline
    func visitEquivalents<Visitor: SpringReportVisitor>(_ visitor: inout Visitor) {
        for group in equivalents.groups {
            visitor.group(group.key, present: group.present) { group.visit(&$0) }
        }
    }
}

extension SpringInput {
    /// Visits the kind (`kind`) and each parameter given, by its name: the
    /// `input` group of a report.
    public func visitFields<Visitor: SpringReportVisitor>(_ visitor: inout Visitor) {
        visitor.text("kind", Self.kind)
        // Each parameter read in place (as ``given`` would, without its array): a sweep does this per cell.
        for parameter in Self.parameters {
            switch parameter.value(in: self) {
            case let .number(number)?: visitor.number(parameter.name, number)
            case let .flag(flag)?: visitor.flag(parameter.name, flag)
            case let .choice(choice)?: visitor.text(parameter.name, choice)
            case nil: continue
            }
        }
    }
}
