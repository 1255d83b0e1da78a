/// The springs Kotlin and Java share: Jetpack Compose's `spring(…)` and
/// `SpringSpec(…)`, AndroidX's `SpringForce` with its setters, and
/// Facebook Rebound's `SpringConfig`.
enum JVMCalls {
    /// `Spring.DampingRatioMediumBouncy` → `MediumBouncy`, `Spring.StiffnessLow` → `Low`: the
    /// names `compose:` takes. Imported one by one
    /// (`import androidx.compose.animation.core.Spring.StiffnessLow`), the constants are
    /// written bare: `StiffnessLow` is read too, when it is one of Compose's.
    static func composeConstant(_ written: String) -> String? {
        for prefix in ["Spring.DampingRatio", "Spring.Stiffness"] where written.hasPrefix(prefix) {
            return String(written.dropFirst(prefix.count))
        }
        for prefix in ["DampingRatio", "Stiffness"] where written.hasPrefix(prefix) {
            let name = String(written.dropFirst(prefix.count))
            return composeConstantNames.contains(name) ? name : nil
        }
        return composeThresholds[written]
    }

    /// The suffixes of `Spring.DampingRatio…` and `Spring.Stiffness…` (docs/runtimes.md, Jetpack Compose).
    static let composeConstantNames: Set = [
        "HighBouncy", "MediumBouncy", "LowBouncy", "NoBouncy", "High", "Medium", "MediumLow", "Low", "VeryLow",
    ]

    /// Compose's `VisibilityThreshold` of each type → the `compose:` constant
    /// of its value (`VisibilityThresholds.kt`, docs/runtimes.md): 1 for the
    /// integer types, the pixel threshold for `Offset`, `Size` and `Rect`,
    /// the dp threshold for `Dp` and `DpOffset`; a vector's is the same in
    /// each component.
    static let composeThresholds: [String: String] = [
        "Int.VisibilityThreshold": "Int", "IntOffset.VisibilityThreshold": "Int", "IntSize.VisibilityThreshold": "Int",
        "Offset.VisibilityThreshold": "Px", "Size.VisibilityThreshold": "Px", "Rect.VisibilityThreshold": "Px",
        "Dp.VisibilityThreshold": "Dp", "DpOffset.VisibilityThreshold": "Dp",
    ]

    /// `SpringForce.STIFFNESS_VERY_LOW` → `VeryLow`, `SpringForce.DAMPING_RATIO_HIGH_BOUNCY` →
    /// `HighBouncy`: the names `android:` takes.
    static func androidConstant(_ written: String) -> String? {
        for prefix in ["SpringForce.DAMPING_RATIO_", "SpringForce.STIFFNESS_"] where written.hasPrefix(prefix) {
            return written.dropFirst(prefix.count).split(separator: "_").map {
                $0.prefix(1) + $0.dropFirst().lowercased()
            }
            .joined()
        }
        return nil
    }

    /// Compose's `spring(dampingRatio, stiffness, visibilityThreshold)` or
    /// `SpringSpec(…)` at `index`, named (`separator` `=`) or positional;
    /// a type argument `spring<Float>(…)` is skipped.
    static func compose(_ tokens: TokenList, _ index: Int, separator: StaticString) -> FoundSpring? {
        var open = index + 1
        if tokens.isSymbol(open, "<") {
            while open < tokens.count, !tokens.isSymbol(open, ">") { open += 1 }
            open += 1
        }
        guard tokens.isSymbol(open, "("),
            let (arguments, close) = CallArguments.read(tokens, open: open, separator: separator)
        else { return nil }
        let order = ["dampingRatio", "stiffness", "visibilityThreshold"]
        var builder = SpringCallBuilder(tokens)
        for (position, argument) in arguments.enumerated() {
            let name = argument.label ?? (position < order.count ? order[position] : "")
            guard order.contains(name), let range = argument.range else { continue }
            builder.add(name, range, constant: composeConstant)
        }
        return builder.spring(at: index, through: close, call: "\(tokens.text(index))(…)", kind: "compose")
    }

    static let androidProperties: [(source: String, parameter: String)] = [
        ("stiffness", "stiffness"), ("dampingRatio", "dampingRatio"),
    ]

    /// AndroidX's `SpringForce(…)` or `SpringAnimation(…)` at `index`; not
    /// the class's own constructor declared (`public SpringForce(float finalPosition) {`).
    static func android(_ tokens: TokenList, _ index: Int) -> FoundSpring? {
        guard tokens.isSymbol(index + 1, "("), let close = tokens.closing(index + 1),
            !tokens.isSymbol(close + 1, "{"), !tokens.isIdentifier(close + 1, "throws")
        else { return nil }
        if tokens.isIdentifier(index, "SpringForce") { return springForce(tokens, index) }
        if tokens.isIdentifier(index, "SpringAnimation") { return springAnimation(tokens, index) }
        return nil
    }

    /// `SpringForce(…)` at `index` with the setters chained on it
    /// (`.setStiffness(…)`, Kotlin's `.apply { stiffness = … }`), or with
    /// them set on the variable it is assigned to.
    private static func springForce(_ tokens: TokenList, _ index: Int) -> FoundSpring? {
        guard let close = tokens.closing(index + 1) else { return nil }
        var builder = SpringCallBuilder(tokens)
        var last = close
        while tokens.isSymbol(last + 1, "."), last + 2 < tokens.count, tokens[last + 2].kind == .identifier {
            let name = tokens.text(last + 2)
            guard tokens.isSymbol(last + 3, "(") || tokens.isSymbol(last + 3, "{"), let end = tokens.closing(last + 3)
            else { break }
            if name == "apply" {
                applyBlock(tokens, open: last + 3, close: end, into: &builder)
            } else if let (parameter, range) = MemberAssignments.assignment(
                tokens, last + 2, androidProperties, setters: true)
            {
                builder.add(parameter, range, constant: androidConstant)
            }
            last = end
        }
        if last == close, let variable = MemberAssignments.variable(tokens, before: startOfNew(tokens, index)) {
            MemberAssignments.read(
                tokens, variable: variable, after: close, properties: androidProperties, setters: true, into: &builder,
                constant: androidConstant)
        }
        return builder.spring(at: startOfNew(tokens, index), through: last, call: "SpringForce", kind: "android")
    }

    /// AndroidX's `SpringAnimation(…)` at `index`, assigned to a variable,
    /// with its spring's properties set through it: Kotlin's
    /// `anim.spring.stiffness = …` or `.apply { spring.stiffness = … }`, Java's
    /// `anim.getSpring().setStiffness(…)`. Unset, they are `SpringForce`'s
    /// defaults. Nil when the animation is given a spring of its own
    /// (`anim.spring = SpringForce(…)`, or `.setSpring(…)` chained on it or
    /// called on its variable: that `SpringForce` is found as such).
    private static func springAnimation(_ tokens: TokenList, _ index: Int) -> FoundSpring? {
        let start = startOfNew(tokens, index)
        guard let close = tokens.closing(index + 1), !chainsSetSpring(tokens, after: close),
            let variable = MemberAssignments.variable(tokens, before: start)
        else { return nil }
        var builder = SpringCallBuilder(tokens)
        if tokens.isSymbol(close + 1, "."), tokens.isIdentifier(close + 2, "apply"), tokens.isSymbol(close + 3, "{"),
            let end = tokens.closing(close + 3)
        {
            var member = close + 4
            while member < end {
                if tokens.isIdentifier(member, "spring"), tokens.isSymbol(member + 1, "=") { return nil }
                member += 1
            }
            applyBlock(tokens, open: close + 3, close: end, through: "spring", into: &builder)
        }
        for use in MemberAssignments.uses(of: variable, in: tokens, after: close) where tokens.isSymbol(use + 1, ".") {
            if tokens.isIdentifier(use + 2, "setSpring") { return nil }
            var member = use + 2
            if tokens.isIdentifier(member, "spring") {
                member += 1
            } else if tokens.isIdentifier(member, "getSpring"), tokens.isSymbol(member + 1, "("),
                tokens.isSymbol(member + 2, ")")
            {
                member += 3
            } else {
                continue
            }
            if tokens.isSymbol(member, "=") { return nil }
            if tokens.isSymbol(member, "."), member + 1 < tokens.count, tokens[member + 1].kind == .identifier,
                let (parameter, range) = MemberAssignments.assignment(
                    tokens, member + 1, androidProperties, setters: true)
            {
                builder.add(parameter, range, constant: androidConstant)
            }
        }
        return builder.spring(at: start, through: close, call: "SpringAnimation", kind: "android")
    }

    /// Whether the calls chained after token `close` (`.addUpdateListener(…).setSpring(…)`) give a spring.
    private static func chainsSetSpring(_ tokens: TokenList, after close: Int) -> Bool {
        var last = close
        while tokens.isSymbol(last + 1, "."), tokens.isSymbol(last + 3, "("), let end = tokens.closing(last + 3) {
            if tokens.isIdentifier(last + 2, "setSpring") { return true }
            last = end
        }
        return false
    }

    /// The parameters of Rebound's `SpringConfig` by how it is made: the
    /// constructor, or the factory named after `SpringConfig.`.
    static let reboundForms: [String: [String]] = [
        "": ["tension", "friction"], "fromOrigamiTensionAndFriction": ["origamiTension", "origamiFriction"],
        "fromBouncinessAndSpeed": ["bounciness", "speed"],
    ]

    /// Rebound's `new SpringConfig(tension, friction)` (Kotlin's without
    /// `new`), `SpringConfig.fromOrigamiTensionAndFriction(tension, friction)`
    /// or `SpringConfig.fromBouncinessAndSpeed(bounciness, speed)` at
    /// `index`; not the constructor declared (`public SpringConfig(double
    /// tension, double friction) {`, Kotlin's `class SpringConfig(…)`).
    static func rebound(_ tokens: TokenList, _ index: Int) -> FoundSpring? {
        guard tokens.isIdentifier(index, "SpringConfig") else { return nil }
        let factory = tokens.isSymbol(index + 1, ".") && index + 2 < tokens.count ? tokens.text(index + 2) : ""
        let open = factory.isEmpty ? index + 1 : index + 3
        guard let names = reboundForms[factory], tokens.isSymbol(open, "("),
            let (arguments, close) = CallArguments.read(tokens, open: open), arguments.count == names.count,
            !tokens.isSymbol(close + 1, "{"), !tokens.isIdentifier(index - 1, "class")
        else { return nil }
        var builder = SpringCallBuilder(tokens)
        for (name, argument) in zip(names, arguments) {
            builder.add(name, argument.first...argument.last)
        }
        let call = "SpringConfig" + (factory.isEmpty ? "" : "." + factory) + "(…)"
        return builder.spring(at: startOfNew(tokens, index), through: close, call: call, kind: "rebound")
    }

    /// Java's `new` before the type, or the type.
    private static func startOfNew(_ tokens: TokenList, _ index: Int) -> Int {
        tokens.isIdentifier(index - 1, "new") ? index - 1 : index
    }

    /// `stiffness = …` and `dampingRatio = …` in Kotlin's `apply { … }`, or, `through` a member,
    /// `spring.stiffness = …` (a `SpringAnimation`'s spring).
    private static func applyBlock(
        _ tokens: TokenList, open: Int, close: Int, through member: StaticString? = nil,
        into builder: inout SpringCallBuilder
    ) {
        var index = open + 1
        while index < close {
            if let member {
                guard tokens.isIdentifier(index, member), tokens.isSymbol(index + 1, "."), index + 2 < close else {
                    index += 1
                    continue
                }
                index += 2
            }
            if let property = androidProperties.first(where: { tokens.text(index) == $0.source }),
                tokens[index].kind == .identifier, tokens.isSymbol(index + 1, "="), index + 2 < close
            {
                var last = index + 2
                while last + 1 < close, tokens[last + 1].line == tokens[index].line, !tokens.isSymbol(last + 1, ";") {
                    last += 1
                }
                builder.add(property.parameter, (index + 2)...last, constant: androidConstant)
                index = last
            }
            index += 1
        }
    }
}
