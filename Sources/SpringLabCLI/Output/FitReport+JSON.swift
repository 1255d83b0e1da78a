import SpringLab
import SpringLabIO

extension FitReport {
    /// One object, SI units, velocities in fractions of the distance per second;
    /// durations of a spring that never settles are null.
    var json: JSON {
        var members: [(String, JSON)] =
            [("source", .string(sourceName))] + animation.springJSONMembers + [
                ("dampedFrequency", .number(spring.dampedFrequency)),
                ("regime", .string(spring.regime.rawValue)),
                ("epsilon", .number(metrics.tolerance.fraction)),
                ("settlingDuration", .number(metrics.settling.seconds)),
                ("coreAnimationSettlingDuration", .number(metrics.coreAnimationSettling.seconds)),
                ("envelopeSettlingDuration", .number(metrics.envelope.seconds)),
                ("overshoot", .number(metrics.overshoot.amount)),
                ("peakTime", .number(metrics.overshoot.peakTime)),
                ("crossings", metrics.crossings.map { .integer($0) } ?? .null),
                ("allowsOverdamping", .bool(animation.allowsOverdamping)),
            ]
        if let rendered = renderedSettling {
            members.append(("coreAnimationRenderedSettlingDuration", .number(rendered.seconds)))
        }
        if let uikit = animation.uikit, let remaining = remainingAtEnd {
            members.append(
                (
                    "uikit",
                    .object([
                        ("duration", .number(uikit.duration)),
                        ("dampingRatio", .number(uikit.dampingRatio)),
                        ("initialVelocity", .number(uikit.initialVelocity)),
                        ("remainingAtEnd", .number(remaining)),
                        ("visibleJump", .bool(remaining.magnitude > Self.visibleJump)),
                    ])
                ))
        }
        members.append(("equivalents", equivalentsJSON))
        members.append(("notes", .array(notes.map(JSON.string))))
        return .object(members)
    }

    private var sourceName: String {
        switch animation.source {
        case .uikit: return "uikit"
        case .coreAnimation: return "coreAnimation"
        case .swiftUIDuration: return "swiftUI"
        case .swiftUIResponse: return "swiftUIResponse"
        case .preset(let p): return "preset:\(p.rawValue)"
        case .perceptual: return "perceptual"
        }
    }

    private var equivalentsJSON: JSON {
        let s = equivalents.swiftUI
        let ca = equivalents.coreAnimation
        return .object([
            (
                "uikit",
                equivalents.uikit.map { u in
                    .object([
                        ("duration", .number(u.duration)), ("dampingRatio", .number(u.dampingRatio)),
                        ("initialVelocity", .number(u.initialVelocity)),
                    ])
                } ?? .null
            ),
            (
                "swiftUI",
                .object([
                    ("duration", .number(s.duration)), ("bounce", .number(s.bounce)),
                    ("response", .number(s.duration)), ("dampingRatio", .number(s.dampingRatio)),
                ])
            ),
            (
                "coreAnimation",
                .object([
                    ("mass", .number(ca.spring.mass)), ("stiffness", .number(ca.spring.stiffness)),
                    ("damping", .number(ca.spring.damping)),
                    ("initialVelocity", .number(ca.initialVelocity)),
                    ("allowsOverdamping", .bool(ca.allowsOverdamping)),
                ])
            ),
            (
                "compose",
                .object([
                    ("dampingRatio", .number(spring.dampingRatio)),
                    ("stiffness", .number(spring.normalizedToUnitMass.stiffness)),
                ])
            ),
            ("flutter", physicalJSON(stiffness: "stiffness", damping: "damping")),
            ("framerMotion", physicalJSON(stiffness: "stiffness", damping: "damping")),
            ("reactSpring", physicalJSON(stiffness: "tension", damping: "friction")),
        ])
    }

    /// mass / stiffness / damping under a library's own key names.
    private func physicalJSON(stiffness: String, damping: String) -> JSON {
        .object([
            ("mass", .number(spring.mass)), (stiffness, .number(spring.stiffness)),
            (damping, .number(spring.damping)),
        ])
    }
}
