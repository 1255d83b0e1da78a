import SpringLab

/// The springs Kotlin and Java share: Jetpack Compose's `spring(…)` and
/// `SpringSpec(…)`, AndroidX's `SpringForce` with its setters, and
/// Facebook Rebound's `SpringConfig`.
enum JVMCalls {
    static let composeSpring = SpringMatcher("spring(…)", composeOrder)
    static let composeSpringSpec = SpringMatcher("SpringSpec(…)", composeOrder)
    static let springForce = SpringMatcher("SpringForce", androidProperties.map(\.parameter))
    static let springAnimation = SpringMatcher("SpringAnimation", androidProperties.map(\.parameter))
    /// Rebound's `SpringConfig` by how it is made: the constructor, or the
    /// factory named after `SpringConfig.`, each with its parameters in order.
    static let reboundForms: [String: SpringMatcher<ReboundInput>] = [
        "": SpringMatcher("SpringConfig(…)", [ReboundInput.tension, ReboundInput.friction]),
        "fromOrigamiTensionAndFriction": SpringMatcher(
            "SpringConfig.fromOrigamiTensionAndFriction(…)",
            [ReboundInput.origamiTension, ReboundInput.origamiFriction]),
        "fromBouncinessAndSpeed": SpringMatcher(
            "SpringConfig.fromBouncinessAndSpeed(…)", [ReboundInput.bounciness, ReboundInput.speed]),
    ]

    static let composeMatchers: [any LintMatcher] = [composeSpring, composeSpringSpec]
    static let androidMatchers: [any LintMatcher] = [springForce, springAnimation]
    static let reboundMatchers: [any LintMatcher] = reboundForms.sorted { $0.key < $1.key }.map(\.value)

    /// Compose's constants as its code writes them (`Spring.DampingRatioMediumBouncy`,
    /// `Spring.StiffnessLow`, `IntOffset.VisibilityThreshold`, and imported
    /// one by one, `StiffnessLow`) → the names `compose:` takes.
    static let composeConstants = CodeConstants.of(ComposeInput.self)

    /// AndroidX's constants as its code writes them (`SpringForce.STIFFNESS_VERY_LOW`,
    /// `SpringForce.DAMPING_RATIO_HIGH_BOUNCY`) → the names `android:` takes.
    static let androidConstants = CodeConstants.of(AndroidInput.self)

    /// `spring(…)`'s parameters in the order of its positional arguments.
    static let composeOrder = [ComposeInput.dampingRatio, ComposeInput.stiffness, ComposeInput.visibilityThreshold]

    /// Compose's `spring(dampingRatio, stiffness, visibilityThreshold)` or
    /// `SpringSpec(…)` at `index`, named (`separator` `=`) or positional;
    /// a type argument `spring<Float>(…)` is skipped.
    static func compose(_ lexemes: LexemeList, _ index: Int, separator: StaticString) -> FoundSpring? {
        var open = index + 1
        if lexemes.isSymbol(open, "<") {
            open = TypeArguments.end(lexemes, from: open, step: 1) + 1
        }
        guard lexemes.isSymbol(open, "("),
            let (arguments, close) = CallArguments.read(lexemes, open: open, separator: separator)
        else { return nil }
        var builder = SpringCallBuilder<ComposeInput>(lexemes)
        for (position, argument) in arguments.enumerated() {
            let parameter: SpringParameter<ComposeInput>?
            if let label = argument.label {
                parameter = composeOrder.first { $0.name == label }
            } else {
                parameter = position < composeOrder.count ? composeOrder[position] : nil
            }
            guard let parameter, let range = argument.range else { continue }
            // The threshold only moves the frame Compose stops at: a spring whose threshold is an
            // expression (`IntOffset(1, 1)`, `1 / 1000f`) is measured with Compose's default.
            builder.add(
                parameter, range, constant: { composeConstants[$0] },
                defaulting: parameter.name == "visibilityThreshold")
        }
        let matcher = lexemes.isIdentifier(index, "SpringSpec") ? composeSpringSpec : composeSpring
        return builder.spring(at: index, through: close, matcher)
    }

    /// `SpringForce`'s properties, each with the parameter it sets.
    static let androidProperties: [(source: String, parameter: SpringParameter<AndroidInput>)] = [
        ("stiffness", AndroidInput.stiffness), ("dampingRatio", AndroidInput.dampingRatio),
    ]

    /// AndroidX's `SpringForce(…)` or `SpringAnimation(…)` at `index`; not
    /// the class's own constructor declared (`public SpringForce(float finalPosition) {`).
    /// The name is read first: the bracket's closing is looked for only after
    /// one of the two names, so that nested calls (`f(f(f(…)))`) cost no more
    /// than their lexemes.
    static func android(_ lexemes: LexemeList, _ index: Int) -> FoundSpring? {
        let force = lexemes.isIdentifier(index, "SpringForce")
        guard force || lexemes.isIdentifier(index, "SpringAnimation"), lexemes.isSymbol(index + 1, "("),
            let close = lexemes.closing(index + 1), !lexemes.isSymbol(close + 1, "{"),
            !lexemes.isIdentifier(close + 1, "throws")
        else { return nil }
        return force ? springForce(lexemes, index) : springAnimation(lexemes, index)
    }

    /// `SpringForce(…)` at `index` with the setters chained on it
    /// (`.setStiffness(…)`, Kotlin's `.apply { stiffness = … }`), or with
    /// them set on the variable it is assigned to.
    private static func springForce(_ lexemes: LexemeList, _ index: Int) -> FoundSpring? {
        guard let close = lexemes.closing(index + 1) else { return nil }
        var builder = SpringCallBuilder<AndroidInput>(lexemes)
        var last = close
        while lexemes.isSymbol(last + 1, "."), last + 2 < lexemes.count, lexemes[last + 2].kind == .identifier {
            let name = lexemes.text(last + 2)
            guard lexemes.isSymbol(last + 3, "(") || lexemes.isSymbol(last + 3, "{"),
                let end = lexemes.closing(last + 3)
            else { break }
            if name == "apply" {
                applyBlock(lexemes, open: last + 3, close: end, into: &builder)
            } else if let (parameter, range) = MemberAssignments.assignment(
                lexemes, last + 2, androidProperties, setters: true)
            {
                builder.add(parameter, range) { androidConstants[$0] }
            }
            last = end
        }
        if last == close, let variable = MemberAssignments.variable(lexemes, before: startOfNew(lexemes, index)) {
            MemberAssignments.read(
                lexemes, variable: variable, after: close, properties: androidProperties, setters: true, into: &builder
            ) { androidConstants[$0] }
        }
        return builder.spring(at: startOfNew(lexemes, index), through: last, springForce)
    }

    /// AndroidX's `SpringAnimation(…)` at `index`, assigned to a variable,
    /// with its spring's properties set through it: Kotlin's
    /// `anim.spring.stiffness = …` or `.apply { spring.stiffness = … }`, Java's
    /// `anim.getSpring().setStiffness(…)`. Unset, they are `SpringForce`'s
    /// defaults. Nil when the animation is given a spring of its own
    /// (`anim.spring = SpringForce(…)`, or `.setSpring(…)` chained on it or
    /// called on its variable: that `SpringForce` is found as such).
    private static func springAnimation(_ lexemes: LexemeList, _ index: Int) -> FoundSpring? {
        let start = startOfNew(lexemes, index)
        guard let close = lexemes.closing(index + 1), !chainsSetSpring(lexemes, after: close),
            let variable = MemberAssignments.variable(lexemes, before: start)
        else { return nil }
        var builder = SpringCallBuilder<AndroidInput>(lexemes)
        if lexemes.isSymbol(close + 1, "."), lexemes.isIdentifier(close + 2, "apply"), lexemes.isSymbol(close + 3, "{"),
            let end = lexemes.closing(close + 3)
        {
            var member = close + 4
            while member < end {
                if lexemes.isIdentifier(member, "spring"), lexemes.isSymbol(member + 1, "=") { return nil }
                member += 1
            }
            applyBlock(lexemes, open: close + 3, close: end, through: "spring", into: &builder)
        }
        for use in MemberAssignments.uses(of: variable, in: lexemes, after: close) where lexemes.isSymbol(use + 1, ".")
        {
            if lexemes.isIdentifier(use + 2, "setSpring") { return nil }
            var member = use + 2
            if lexemes.isIdentifier(member, "spring") {
                member += 1
            } else if lexemes.isIdentifier(member, "getSpring"), lexemes.isSymbol(member + 1, "("),
                lexemes.isSymbol(member + 2, ")")
            {
                member += 3
            } else {
                continue
            }
            if lexemes.isSymbol(member, "=") { return nil }
            if lexemes.isSymbol(member, "."), member + 1 < lexemes.count, lexemes[member + 1].kind == .identifier,
                let (parameter, range) = MemberAssignments.assignment(
                    lexemes, member + 1, androidProperties, setters: true)
            {
                builder.add(parameter, range) { androidConstants[$0] }
            }
        }
        return builder.spring(at: start, through: close, springAnimation)
    }

    /// Whether the calls chained after lexeme `close` (`.addUpdateListener(…).setSpring(…)`) give a spring.
    private static func chainsSetSpring(_ lexemes: LexemeList, after close: Int) -> Bool {
        var last = close
        while lexemes.isSymbol(last + 1, "."), lexemes.isSymbol(last + 3, "("), let end = lexemes.closing(last + 3) {
            if lexemes.isIdentifier(last + 2, "setSpring") { return true }
            last = end
        }
        return false
    }

    /// Rebound's `new SpringConfig(tension, friction)` (Kotlin's without
    /// `new`), `SpringConfig.fromOrigamiTensionAndFriction(tension, friction)`
    /// or `SpringConfig.fromBouncinessAndSpeed(bounciness, speed)` at
    /// `index`; not the constructor declared (`public SpringConfig(double
    /// tension, double friction) {`, Kotlin's `class SpringConfig(…)`).
    static func rebound(_ lexemes: LexemeList, _ index: Int) -> FoundSpring? {
        guard lexemes.isIdentifier(index, "SpringConfig") else { return nil }
        let factory = lexemes.isSymbol(index + 1, ".") && index + 2 < lexemes.count ? lexemes.text(index + 2) : ""
        let open = factory.isEmpty ? index + 1 : index + 3
        guard let matcher = reboundForms[factory], lexemes.isSymbol(open, "("),
            let (arguments, close) = CallArguments.read(lexemes, open: open),
            arguments.count == matcher.parameters.count, !lexemes.isSymbol(close + 1, "{"),
            !lexemes.isIdentifier(index - 1, "class")
        else { return nil }
        var builder = SpringCallBuilder<ReboundInput>(lexemes)
        for (parameter, argument) in zip(matcher.parameters, arguments) {
            builder.add(parameter, argument.first...argument.last)
        }
        return builder.spring(at: startOfNew(lexemes, index), through: close, matcher)
    }

    /// Java's `new` before the type, or the type.
    private static func startOfNew(_ lexemes: LexemeList, _ index: Int) -> Int {
        lexemes.isIdentifier(index - 1, "new") ? index - 1 : index
    }

    /// `stiffness = …` and `dampingRatio = …` in Kotlin's `apply { … }`, or, `through` a member,
    /// `spring.stiffness = …` (a `SpringAnimation`'s spring).
    private static func applyBlock(
        _ lexemes: LexemeList, open: Int, close: Int, through member: StaticString? = nil,
        into builder: inout SpringCallBuilder<AndroidInput>
    ) {
        var index = open + 1
        while index < close {
            if let member {
                guard lexemes.isIdentifier(index, member), lexemes.isSymbol(index + 1, "."), index + 2 < close else {
                    index += 1
                    continue
                }
                index += 2
            }
            if let property = androidProperties.first(where: { lexemes.text(index) == $0.source }),
                lexemes[index].kind == .identifier, lexemes.isSymbol(index + 1, "="), index + 2 < close
            {
                var last = index + 2
                while last + 1 < close, lexemes[last + 1].line == lexemes[index].line, !lexemes.isSymbol(last + 1, ";")
                {
                    last += 1
                }
                builder.add(property.parameter, (index + 2)...last) { androidConstants[$0] }
                index = last
            }
            index += 1
        }
    }
}

/// Type arguments or parameters, `<Float>`, `<T : Any?>`, `<List<Int>>`:
/// names and the symbols of types between angle brackets, read to the
/// bracket that ends them and no farther, so that `a < b` costs one lexeme
/// whatever follows.
enum TypeArguments {
    /// The index of the `>` (with `step` 1) or `<` (with `step` −1) that
    /// matches the bracket at `start`, or `start` when a lexeme that no type
    /// holds comes first.
    static func end(_ lexemes: LexemeList, from start: Int, step: Int) -> Int {
        let opening: StaticString = step > 0 ? "<" : ">", closing: StaticString = step > 0 ? ">" : "<"
        var depth = 0
        var index = start
        while index >= 0, index < lexemes.count {
            if lexemes.isSymbol(index, opening) {
                depth += 1
            } else if lexemes.isSymbol(index, closing) {
                depth -= 1
                if depth == 0 { return index }
            } else if !(lexemes[index].kind == .identifier || isTypeSymbol(lexemes, index)) {
                return start
            }
            index += step
        }
        return start
    }

    private static func isTypeSymbol(_ lexemes: LexemeList, _ index: Int) -> Bool {
        lexemes.isSymbol(index, ",") || lexemes.isSymbol(index, ".") || lexemes.isSymbol(index, ":")
            || lexemes.isSymbol(index, "?") || lexemes.isSymbol(index, "*")
    }
}
