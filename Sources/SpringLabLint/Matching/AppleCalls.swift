import SpringLab

/// The UIKit and Core Animation spring calls, which Swift and Objective-C
/// write with the same labels (Objective-C's selector parts).
enum AppleCalls {
    static let animateWithDuration = SpringMatcher(
        "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)",
        [UIKitInput.duration, UIKitInput.damping, UIKitInput.velocity])
    static let animateWithSpringDuration = SpringMatcher(
        "UIView.animate(springDuration:bounce:initialSpringVelocity:…)",
        [UIKitInput.springDuration, UIKitInput.bounce, UIKitInput.velocity])
    static let timingParametersInit = SpringMatcher("UISpringTimingParameters(…)", UIKitTimingInput.parameters)
    static let propertyAnimatorInit = SpringMatcher(
        "UIViewPropertyAnimator(duration:dampingRatio:)", [UIKitTimingInput.duration, UIKitTimingInput.dampingRatio])
    static let perceptualInit = SpringMatcher(
        "CASpringAnimation(perceptualDuration:bounce:)",
        [CoreAnimationInput.perceptualDuration, CoreAnimationInput.bounce])
    static let coreAnimationAssignments = SpringMatcher(
        "CASpringAnimation properties", coreAnimationMembers.map(\.parameter))

    /// The UIKit matchers, and Core Animation's.
    static let uikitMatchers: [any LintMatcher] = [animateWithDuration, animateWithSpringDuration]
    static let coreAnimationMatchers: [any LintMatcher] = [perceptualInit, coreAnimationAssignments]
    static let timingMatchers: [any LintMatcher] = [timingParametersInit, propertyAnimatorInit]

    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`
    /// or `UIView.animate(springDuration:bounce:initialSpringVelocity:…)`.
    static func uikitAnimate(_ lexemes: LexemeList, _ index: Int) -> FoundSpring? {
        guard let (arguments, close) = CallArguments.read(lexemes, open: index + 1) else { return nil }
        return uikitAnimate(lexemes, arguments, start: MemberCall.start(lexemes, index), end: close)
    }

    static func uikitAnimate(_ lexemes: LexemeList, _ arguments: [Argument], start: Int, end: Int) -> FoundSpring? {
        let labels = arguments.compactMap(\.label)
        var builder = SpringCallBuilder<UIKitInput>(lexemes)
        let matcher: SpringMatcher<UIKitInput>
        if labels.contains("usingSpringWithDamping") {
            builder.add(
                arguments,
                [
                    "withDuration": UIKitInput.duration, "usingSpringWithDamping": UIKitInput.damping,
                    "initialSpringVelocity": UIKitInput.velocity,
                ])
            matcher = animateWithDuration
        } else if labels.contains("springDuration") || labels.contains("bounce") {
            builder.add(
                arguments,
                [
                    "springDuration": UIKitInput.springDuration, "bounce": UIKitInput.bounce,
                    "initialSpringVelocity": UIKitInput.velocity,
                ])
            matcher = animateWithSpringDuration
        } else {
            return nil
        }
        return builder.spring(at: start, through: end, matcher)
    }

    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` (the
    /// duration taken from an enclosing `UIViewPropertyAnimator(duration:timingParameters:)`),
    /// `(mass:stiffness:damping:initialVelocity:)` or `(duration:bounce:initialVelocity:)`.
    static func timingParameters(_ lexemes: LexemeList, _ index: Int) -> FoundSpring? {
        guard let (arguments, close) = CallArguments.read(lexemes, open: index + 1),
            arguments.contains(where: { $0.label != nil })
        else { return nil }
        var builder = SpringCallBuilder<UIKitTimingInput>(lexemes)
        let labelled = SpringCallBuilder<UIKitTimingInput>.byName(UIKitTimingInput.parameters)
        for argument in arguments {
            guard let label = argument.label, let parameter = labelled[label], let range = argument.range else {
                continue
            }
            if parameter.name != UIKitTimingInput.initialVelocity.name {
                builder.add(parameter, range)
            } else if !isZeroVector(lexemes, range) {
                builder.add(parameter, vectorDX(lexemes, range) ?? range)
            }
        }
        if arguments.contains(where: { $0.label == UIKitTimingInput.dampingRatio.name }),
            !arguments.contains(where: { $0.label == UIKitTimingInput.duration.name })
        {
            if let duration = animatorDuration(lexemes, before: index) {
                builder.add(UIKitTimingInput.duration, duration)
            } else {
                builder.unreadable.append("duration: the animator's, not written here")
            }
        }
        return builder.spring(at: index, through: close, timingParametersInit)
    }

    /// `UIViewPropertyAnimator(duration:dampingRatio:animations:)`: the
    /// animator times `UISpringTimingParameters(dampingRatio:)` with its
    /// duration. Nil for the animator's other initializers.
    static func propertyAnimator(_ lexemes: LexemeList, _ index: Int) -> FoundSpring? {
        guard let (arguments, close) = CallArguments.read(lexemes, open: index + 1),
            let ratio = CallArguments.labelled(arguments, "dampingRatio")?.range,
            let duration = CallArguments.labelled(arguments, "duration")?.range
        else { return nil }
        var builder = SpringCallBuilder<UIKitTimingInput>(lexemes)
        builder.add(UIKitTimingInput.dampingRatio, ratio)
        builder.add(UIKitTimingInput.duration, duration)
        return builder.spring(at: index, through: close, propertyAnimatorInit)
    }

    /// Whether the lexemes are `.zero` (the default, no velocity).
    private static func isZeroVector(_ lexemes: LexemeList, _ range: ClosedRange<Int>) -> Bool {
        range.count == 2 && lexemes.isSymbol(range.lowerBound, ".") && lexemes.isIdentifier(range.upperBound, "zero")
    }

    /// The `dx` of `CGVector(dx: 2, dy: 0)`.
    private static func vectorDX(_ lexemes: LexemeList, _ range: ClosedRange<Int>) -> ClosedRange<Int>? {
        guard lexemes.isIdentifier(range.lowerBound, "CGVector"),
            let (arguments, _) = CallArguments.read(lexemes, open: range.lowerBound + 1),
            let dx = CallArguments.labelled(arguments, "dx")
        else { return nil }
        return dx.range
    }

    /// The `duration:` of the `UIViewPropertyAnimator(…)` whose arguments hold lexeme `index`.
    private static func animatorDuration(_ lexemes: LexemeList, before index: Int) -> ClosedRange<Int>? {
        var candidate = index - 1
        while candidate >= max(0, index - 64) {
            if lexemes.isIdentifier(candidate, "UIViewPropertyAnimator"), lexemes.isSymbol(candidate + 1, "("),
                let (arguments, close) = CallArguments.read(lexemes, open: candidate + 1), close > index
            {
                return CallArguments.labelled(arguments, "duration")?.range
            }
            candidate -= 1
        }
        return nil
    }

    /// `CASpringAnimation`'s properties, each with the parameter it sets.
    static let coreAnimationMembers: [(source: String, parameter: SpringParameter<CoreAnimationInput>)] = [
        ("mass", CoreAnimationInput.mass), ("stiffness", CoreAnimationInput.stiffness),
        ("damping", CoreAnimationInput.damping), ("initialVelocity", CoreAnimationInput.velocity),
        ("allowsOverdamping", CoreAnimationInput.allowsOverdamping),
    ]

    /// `CASpringAnimation(perceptualDuration:bounce:)`, or one made
    /// otherwise and its properties set on the variable it is assigned to.
    static func coreAnimation(_ lexemes: LexemeList, _ index: Int) -> FoundSpring? {
        guard let (arguments, close) = CallArguments.read(lexemes, open: index + 1) else { return nil }
        var builder = SpringCallBuilder<CoreAnimationInput>(lexemes)
        if CallArguments.labelled(arguments, CoreAnimationInput.perceptualDuration.name) != nil {
            builder.add(arguments, named: perceptualInit.parameters)
            return builder.spring(at: index, through: close, perceptualInit)
        }
        return coreAnimationVariable(lexemes, start: index, end: close, messages: false)
    }

    /// A `CASpringAnimation` made at `start` and assigned to a variable,
    /// with the properties set on it (with `messages`, Objective-C's
    /// `[a setStiffness:300]` too); nil when it is not assigned.
    static func coreAnimationVariable(_ lexemes: LexemeList, start: Int, end: Int, messages: Bool) -> FoundSpring? {
        guard let variable = MemberAssignments.variable(lexemes, before: start) else { return nil }
        var builder = SpringCallBuilder<CoreAnimationInput>(lexemes)
        MemberAssignments.read(
            lexemes, variable: variable, after: end, properties: coreAnimationMembers, setters: messages,
            into: &builder
        ) { $0 == "YES" ? "true" : $0 == "NO" ? "false" : nil }
        return builder.spring(at: start, through: end, coreAnimationAssignments)
    }
}

/// Facebook POP's `POPSpringAnimation`, which is set up as `CASpringAnimation`
/// is: made (`[POPSpringAnimation animation]`, `POPSpringAnimation(propertyNamed: …)`)
/// and assigned to a variable, its properties then set on it.
enum POPCalls {
    static let sliders = [POPInput.springBounciness, POPInput.springSpeed].map(\.name)
    static let dynamics = [POPInput.dynamicsTension, POPInput.dynamicsFriction, POPInput.dynamicsMass].map(\.name)
    /// `POPSpringAnimation`'s properties, each named as the parameter it sets.
    static let properties = [
        POPInput.springBounciness, POPInput.springSpeed, POPInput.dynamicsTension, POPInput.dynamicsFriction,
        POPInput.dynamicsMass, POPInput.velocity,
    ].map { (source: $0.name, parameter: $0) }
    static let matcher = SpringMatcher("POPSpringAnimation properties", properties.map(\.parameter))

    /// The `POPSpringAnimation` made at lexemes `start...end` with the
    /// properties set on its variable, POP's defaults where unset; nil when
    /// it is not assigned; with `messages`, Objective-C's `[a setSpringSpeed:12]`
    /// counts in the order written as `a.springSpeed = 12` does. Dynamics in
    /// effect without both tension and friction keep the other converted
    /// from the sliders, a value not written: the spring is then not literal.
    static func variable(_ lexemes: LexemeList, start: Int, end: Int, messages: Bool) -> FoundSpring? {
        guard let variable = MemberAssignments.variable(lexemes, before: start) else { return nil }
        var builder = SpringCallBuilder<POPInput>(lexemes)
        let written = MemberAssignments.assignments(
            lexemes, variable: variable, after: end, properties: properties, setters: messages)
        let kept = inEffect(written)
        for (parameter, range) in kept {
            if parameter.name == POPInput.velocity.name, let number = boxedNumber(lexemes, range) {
                builder.set(parameter, number)
            } else {
                builder.add(parameter, range)
            }
        }
        let set = kept.map(\.parameter.name)
        if set.contains(where: dynamics.contains) {
            for missing in [POPInput.dynamicsTension, POPInput.dynamicsFriction].map(\.name)
            where !set.contains(missing) {
                builder.unreadable.append(
                    "\(missing): converted from \(sliders.joined(separator: " and ")), not written")
            }
        }
        return builder.spring(at: start, through: end, matcher)
    }

    /// The assignments POP's setters leave in effect: setting a slider
    /// converts both sliders to tension, friction and a mass of 1,
    /// replacing the dynamics set before it; a dynamic set after the last
    /// slider replaces that one value and makes POP use the dynamics, not
    /// the sliders.
    static func inEffect(_ assignments: [(parameter: SpringParameter<POPInput>, range: ClosedRange<Int>)]) -> [(
        parameter: SpringParameter<POPInput>, range: ClosedRange<Int>
    )] {
        let lastSlider = assignments.lastIndex { sliders.contains($0.parameter.name) } ?? -1
        let dynamicsLast = assignments[(lastSlider + 1)...].contains { dynamics.contains($0.parameter.name) }
        return assignments.enumerated().filter { index, assignment in
            if dynamics.contains(assignment.parameter.name) { return index > lastSlider }
            return !(dynamicsLast && sliders.contains(assignment.parameter.name))
        }
        .map(\.element)
    }

    /// The types whose values box numbers: POP's `velocity` is an object.
    static let boxes: Set = [
        "NSNumber", "NSValue", "CGPoint", "CGSize", "CGRect", "CGPointMake", "CGSizeMake", "CGRectMake",
    ]

    /// The number POP's `velocity` object holds, in the property's units per
    /// second: a number (Swift bridges it), a boxed one (`@(5)`, `@5`,
    /// `NSNumber(value: 5)`, `[NSNumber numberWithFloat:5]`), or a point,
    /// size or rect whose components all hold it (`CGPointMake(2, 2)`,
    /// `NSValue(cgPoint: CGPoint(x: 2, y: 2))`, `CGPointZero`, `.zero`):
    /// POP moves each component on its own spring, so components of equal
    /// velocity move alike. Nil for anything else (components that differ,
    /// a variable).
    static func boxedNumber(_ lexemes: LexemeList, _ range: ClosedRange<Int>) -> WrittenNumber? {
        if let number = Literal.number(lexemes, range) { return number }
        let first = range.lowerBound, last = range.upperBound
        if range.count == 1, ["CGPointZero", "CGSizeZero", "CGRectZero"].contains(lexemes.text(first)) { return zero }
        if lexemes.isIdentifier(last, "zero"), lexemes.isSymbol(last - 1, "."),
            range.count == 2 || (range.count == 3 && boxes.contains(lexemes.text(first)))
        {
            return zero
        }
        if lexemes.isSymbol(first, "@"), first < last { return boxedNumber(lexemes, (first + 1)...last) }
        if lexemes.isSymbol(first, "("), lexemes.closing(first) == last, last > first + 1 {
            return boxedNumber(lexemes, (first + 1)...(last - 1))
        }
        // `[NSValue valueWithCGPoint:…]`, `[NSNumber numberWithDouble:…]`.
        if lexemes.isSymbol(first, "["), lexemes.closing(first) == last, boxes.contains(lexemes.text(first + 1)),
            lexemes.isSymbol(first + 3, ":"), first + 4 < last
        {
            return boxedNumber(lexemes, (first + 4)...(last - 1))
        }
        guard boxes.contains(lexemes.text(first)), lexemes.isSymbol(first + 1, "("),
            let (arguments, close) = CallArguments.read(lexemes, open: first + 1), close == last
        else { return nil }
        let values = arguments.map { $0.range.flatMap { boxedNumber(lexemes, $0) } }
        guard let value = values.first ?? nil, values.allSatisfy({ $0?.value == value.value }) else { return nil }
        return value
    }

    /// The velocity of `CGPointZero` and `.zero`.
    private static let zero = WrittenNumber(value: 0, written: "0")
}
