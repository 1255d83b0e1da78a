/// The UIKit and Core Animation spring calls, which Swift and Objective-C
/// write with the same labels (Objective-C's selector parts).
enum AppleCalls {
    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`
    /// or `UIView.animate(springDuration:bounce:initialSpringVelocity:…)`.
    static func uikitAnimate(_ tokens: TokenList, _ index: Int) -> FoundSpring? {
        guard let (arguments, close) = CallArguments.read(tokens, open: index + 1) else { return nil }
        return uikitAnimate(tokens, arguments, start: MemberCall.start(tokens, index), end: close)
    }

    static func uikitAnimate(_ tokens: TokenList, _ arguments: [Argument], start: Int, end: Int) -> FoundSpring? {
        let labels = arguments.compactMap(\.label)
        var builder = SpringCallBuilder(tokens)
        let renames: [String: String]
        let call: String
        if labels.contains("usingSpringWithDamping") {
            renames = [
                "withDuration": "duration", "usingSpringWithDamping": "damping", "initialSpringVelocity": "velocity",
            ]
            call = "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)"
        } else if labels.contains("springDuration") || labels.contains("bounce") {
            renames = ["springDuration": "springDuration", "bounce": "bounce", "initialSpringVelocity": "velocity"]
            call = "UIView.animate(springDuration:bounce:initialSpringVelocity:…)"
        } else {
            return nil
        }
        builder.add(arguments, renames)
        return builder.spring(at: start, through: end, call: call, kind: "uikit")
    }

    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` (the
    /// duration taken from an enclosing `UIViewPropertyAnimator(duration:timingParameters:)`),
    /// `(mass:stiffness:damping:initialVelocity:)` or `(duration:bounce:initialVelocity:)`.
    static func timingParameters(_ tokens: TokenList, _ index: Int) -> FoundSpring? {
        guard let (arguments, close) = CallArguments.read(tokens, open: index + 1),
            arguments.contains(where: { $0.label != nil })
        else { return nil }
        var builder = SpringCallBuilder(tokens)
        for argument in arguments {
            guard let label = argument.label, let range = argument.range else { continue }
            switch label {
            case "dampingRatio", "mass", "stiffness", "damping", "duration", "bounce": builder.add(label, range)
            case "initialVelocity" where !isZeroVector(tokens, range):
                builder.add("initialVelocity", vectorDX(tokens, range) ?? range)
            default: break
            }
        }
        if arguments.contains(where: { $0.label == "dampingRatio" }),
            !arguments.contains(where: { $0.label == "duration" })
        {
            if let duration = animatorDuration(tokens, before: index) {
                builder.add("duration", duration)
            } else {
                builder.unreadable.append("duration: the animator's, not written here")
            }
        }
        return builder.spring(at: index, through: close, call: "UISpringTimingParameters(…)", kind: "uikit-timing")
    }

    /// `UIViewPropertyAnimator(duration:dampingRatio:animations:)`: the
    /// animator times `UISpringTimingParameters(dampingRatio:)` with its
    /// duration. Nil for the animator's other initializers.
    static func propertyAnimator(_ tokens: TokenList, _ index: Int) -> FoundSpring? {
        guard let (arguments, close) = CallArguments.read(tokens, open: index + 1),
            let ratio = CallArguments.labelled(arguments, "dampingRatio")?.range,
            let duration = CallArguments.labelled(arguments, "duration")?.range
        else { return nil }
        var builder = SpringCallBuilder(tokens)
        builder.add("dampingRatio", ratio)
        builder.add("duration", duration)
        return builder.spring(
            at: index, through: close, call: "UIViewPropertyAnimator(duration:dampingRatio:)", kind: "uikit-timing")
    }

    /// Whether the tokens are `.zero` (the default, no velocity).
    private static func isZeroVector(_ tokens: TokenList, _ range: ClosedRange<Int>) -> Bool {
        range.count == 2 && tokens.isSymbol(range.lowerBound, ".") && tokens.isIdentifier(range.upperBound, "zero")
    }

    /// The `dx` of `CGVector(dx: 2, dy: 0)`.
    private static func vectorDX(_ tokens: TokenList, _ range: ClosedRange<Int>) -> ClosedRange<Int>? {
        guard tokens.isIdentifier(range.lowerBound, "CGVector"),
            let (arguments, _) = CallArguments.read(tokens, open: range.lowerBound + 1),
            let dx = CallArguments.labelled(arguments, "dx")
        else { return nil }
        return dx.range
    }

    /// The `duration:` of the `UIViewPropertyAnimator(…)` whose arguments hold token `index`.
    private static func animatorDuration(_ tokens: TokenList, before index: Int) -> ClosedRange<Int>? {
        var candidate = index - 1
        while candidate >= max(0, index - 64) {
            if tokens.isIdentifier(candidate, "UIViewPropertyAnimator"), tokens.isSymbol(candidate + 1, "("),
                let (arguments, close) = CallArguments.read(tokens, open: candidate + 1), close > index
            {
                return CallArguments.labelled(arguments, "duration")?.range
            }
            candidate -= 1
        }
        return nil
    }

    static let coreAnimationProperties: [(source: String, parameter: String)] = [
        ("mass", "mass"), ("stiffness", "stiffness"), ("damping", "damping"), ("initialVelocity", "velocity"),
        ("allowsOverdamping", "allowsOverdamping"),
    ]

    /// `CASpringAnimation(perceptualDuration:bounce:)`, or one made
    /// otherwise and its properties set on the variable it is assigned to.
    static func coreAnimation(_ tokens: TokenList, _ index: Int) -> FoundSpring? {
        guard let (arguments, close) = CallArguments.read(tokens, open: index + 1) else { return nil }
        var builder = SpringCallBuilder(tokens)
        if CallArguments.labelled(arguments, "perceptualDuration") != nil {
            builder.add(arguments, named: ["perceptualDuration", "bounce"])
            return builder.spring(
                at: index, through: close, call: "CASpringAnimation(perceptualDuration:bounce:)", kind: "ca")
        }
        return coreAnimationVariable(tokens, start: index, end: close)
    }

    /// A `CASpringAnimation` made at `start` and assigned to a variable,
    /// with the properties set on it; nil when it is not assigned.
    static func coreAnimationVariable(_ tokens: TokenList, start: Int, end: Int) -> FoundSpring? {
        guard let variable = MemberAssignments.variable(tokens, before: start) else { return nil }
        var builder = SpringCallBuilder(tokens)
        MemberAssignments.read(
            tokens, variable: variable, after: end, properties: coreAnimationProperties, setters: true,
            into: &builder
        ) { $0 == "YES" ? "true" : $0 == "NO" ? "false" : nil }
        return builder.spring(at: start, through: end, call: "CASpringAnimation properties", kind: "ca")
    }
}
