import SpringLab

/// The springs of JavaScript and TypeScript: motion's `{ type: "spring", … }`
/// and `useSpring(value, { … })`, react-spring's `config: { … }` and `config.<preset>`, and React Native's
/// `Animated.spring(value, { … })`.
enum ScriptCalls {
    static func springs(in lexemes: LexemeList) -> [FoundSpring] {
        var found: [FoundSpring] = []
        for index in 0..<lexemes.count {
            switch lexemes[index].kind {
            case .string
            where lexemes.isSymbol(index - 1, ":") && lexemes.isIdentifier(index - 2, "type")
                && Literal.string(lexemes, index...index) == "spring":
                if let spring = motion(lexemes, typeKey: index - 2) { found.append(spring) }
            case .identifier
            where lexemes.isIdentifier(index, "useSpring") && !lexemes.isSymbol(index - 1, ".")
                && lexemes.isSymbol(index + 1, "("):
                if let spring = motionHook(lexemes, index) { found.append(spring) }
            case .identifier where lexemes.isIdentifier(index, "config") && !lexemes.isSymbol(index - 1, "."):
                if let spring = reactSpring(lexemes, index) { found.append(spring) }
            case .identifier
            where lexemes.isIdentifier(index, "spring") && lexemes.isSymbol(index - 1, ".")
                && lexemes.isIdentifier(index - 2, "Animated") && lexemes.isSymbol(index + 1, "("):
                if let spring = reactNative(lexemes, index) { found.append(spring) }
            default:
                break
            }
        }
        return found
    }

    /// The `{` of the object literal whose member begins at `member`.
    private static func objectOpen(_ lexemes: LexemeList, member: Int) -> Int? {
        var index = member - 1
        var depth = 0
        while index >= 0 {
            if lexemes.isSymbol(index, ")") || lexemes.isSymbol(index, "]") || lexemes.isSymbol(index, "}") {
                depth += 1
            }
            if lexemes.isSymbol(index, "(") || lexemes.isSymbol(index, "[") || lexemes.isSymbol(index, "{") {
                if depth == 0 { return lexemes.isSymbol(index, "{") ? index : nil }
                depth -= 1
            }
            index -= 1
        }
        return nil
    }

    /// Reads the object literal at `open` into `builder`, each member named
    /// in `names` the parameter of its name; a spread or a shorthand member
    /// is unreadable. Returns the closing `}`.
    private static func object(
        _ lexemes: LexemeList, open: Int, names: Set<String>, into builder: inout SpringCallBuilder
    ) -> Int? {
        guard let (members, close) = CallArguments.read(lexemes, open: open) else { return nil }
        for member in members {
            guard let label = member.label else {
                let written = lexemes.source(from: member.first, through: member.last, limit: 60)
                if written.hasPrefix("...") || names.contains(written) { builder.unreadable.append(written) }
                continue
            }
            if names.contains(label), let range = member.range { builder.add(label, range) }
        }
        return close
    }

    static let motionNames: Set = [
        "stiffness", "damping", "mass", "velocity", "restDelta", "restSpeed", "duration", "bounce", "visualDuration",
    ]

    /// The members of motion's options read among `labels`: all but those
    /// motion ignores beside the physical ones.
    static func motionNames(written labels: [String]) -> Set<String> {
        motionNames.subtracting(MotionInput.ignoredOptions(labels))
    }

    private static func motion(_ lexemes: LexemeList, typeKey: Int) -> FoundSpring? {
        guard let open = objectOpen(lexemes, member: typeKey),
            let (members, _) = CallArguments.read(lexemes, open: open)
        else { return nil }
        var builder = SpringCallBuilder(lexemes)
        let names = motionNames(written: members.compactMap(\.label))
        guard let close = object(lexemes, open: open, names: names, into: &builder) else { return nil }
        return builder.spring(at: open, through: close, call: "{ type: \"spring\" }", kind: MotionInput.self)
    }

    /// motion's `useSpring(source, options)` (or `useSpring(0)`, motion's
    /// default spring): a spring of the options, ending at `restDelta` 0.001 and `restSpeed` 0.01
    /// unless they are written (motion v13 `follow-value.ts`), in the forms
    /// that take them. Nil for react-spring's `useSpring(props)` and
    /// `useSpring(props, deps)`, whose second argument is an array, and for
    /// options with a `type` (found by it).
    private static func motionHook(_ lexemes: LexemeList, _ index: Int) -> FoundSpring? {
        guard let (arguments, close) = CallArguments.read(lexemes, open: index + 1) else { return nil }
        var builder = SpringCallBuilder(lexemes), labels: [String] = []
        switch arguments.count {
        case 1:
            // `useSpring(0)`; a lone variable may be react-spring's props.
            guard lexemes[arguments[0].last].kind == .number, arguments[0].first + 1 >= arguments[0].last else {
                return nil
            }
        case 2:
            let options = arguments[1]
            guard lexemes.isSymbol(options.first, "{"), lexemes.closing(options.first) == options.last,
                let (members, _) = CallArguments.read(lexemes, open: options.first),
                !members.contains(where: { $0.label == "type" })
            else { return nil }
            labels = members.compactMap(\.label)
            _ = object(lexemes, open: options.first, names: motionNames(written: labels), into: &builder)
        default:
            return nil
        }
        // The forms that take rest thresholds: physical, or visualDuration with bounce (not duration's).
        let takesThresholds =
            labels.contains(where: MotionInput.physicalOptions.contains)
            || !labels.contains("duration")
                && (!labels.contains("bounce") || labels.contains("visualDuration"))
        if takesThresholds {
            for (name, rest) in [("restDelta", 0.001), ("restSpeed", 0.01)] where !labels.contains(name) {
                builder.set(name, WrittenNumber(value: rest, written: "\(rest)"))
            }
        }
        return builder.spring(at: index, through: close, call: "useSpring(…)", kind: MotionInput.self)
    }

    static let reactSpringNames: Set = [
        "tension", "friction", "mass", "velocity", "precision", "frequency", "damping", "restVelocity",
    ]
    static let reactSpringPresets = ["default", "gentle", "wobbly", "stiff", "slow", "molasses"]

    /// The members of React Native's spring configuration that react-spring's has not.
    static let reactNativeOnlyNames: Set = [
        "stiffness", "overshootClamping", "restDisplacementThreshold", "restSpeedThreshold", "bounciness", "speed",
    ]

    /// `config: { tension: …, friction: … }` or the JSX attribute
    /// `config={{ … }}` (not a duration or decay config, which is no
    /// spring, nor one with React Native's members), or `config.wobbly`.
    /// Beside `animation: 'spring'` (React Navigation's transition spec),
    /// the config is React Native's `Animated.spring` one.
    private static func reactSpring(_ lexemes: LexemeList, _ index: Int) -> FoundSpring? {
        var builder = SpringCallBuilder(lexemes)
        if lexemes.isSymbol(index + 1, "."), index + 2 < lexemes.count, lexemes[index + 2].kind == .identifier {
            let preset = lexemes.text(index + 2)
            guard reactSpringPresets.contains(preset) else { return nil }
            builder.set("preset", choice: preset)
            return builder.spring(at: index, through: index + 2, call: "config.\(preset)", kind: ReactSpringInput.self)
        }
        // `config={{ … }}`: the attribute's braces, then the object's.
        let attribute = lexemes.isSymbol(index + 1, "=") && lexemes.isSymbol(index + 3, "{")
        let open = attribute ? index + 3 : index + 2
        guard lexemes.isSymbol(index + 1, ":") || attribute, lexemes.isSymbol(open, "{"),
            let (members, _) = CallArguments.read(lexemes, open: open),
            !members.contains(where: { $0.label == "duration" || $0.label == "decay" })
        else { return nil }
        if !attribute, isSpringTransitionSpec(lexemes, member: index) {
            guard let close = object(lexemes, open: open, names: reactNativeNames, into: &builder) else { return nil }
            return builder.spring(
                at: index, through: close, call: "{ animation: 'spring', config: { … } }", kind: ReactNativeInput.self)
        }
        guard members.contains(where: { reactSpringNames.contains($0.label ?? "") }),
            !members.contains(where: { reactNativeOnlyNames.contains($0.label ?? "") }),
            let close = object(lexemes, open: open, names: reactSpringNames, into: &builder)
        else { return nil }
        return builder.spring(at: index, through: close, call: "config: { … }", kind: ReactSpringInput.self)
    }

    /// Whether the object holding the member at `member` also holds `animation: 'spring'`.
    private static func isSpringTransitionSpec(_ lexemes: LexemeList, member: Int) -> Bool {
        guard let open = objectOpen(lexemes, member: member),
            let (members, _) = CallArguments.read(lexemes, open: open)
        else { return false }
        return members.contains {
            $0.label == "animation" && $0.range.flatMap { Literal.string(lexemes, $0) } == "spring"
        }
    }

    static let reactNativeNames: Set = [
        "stiffness", "damping", "mass", "tension", "friction", "bounciness", "speed", "velocity", "overshootClamping",
        "restDisplacementThreshold", "restSpeedThreshold",
    ]

    private static func reactNative(_ lexemes: LexemeList, _ index: Int) -> FoundSpring? {
        guard let (arguments, close) = CallArguments.read(lexemes, open: index + 1), arguments.count >= 2 else {
            return nil
        }
        var builder = SpringCallBuilder(lexemes)
        let config = arguments[1]
        if lexemes.isSymbol(config.first, "{"), lexemes.closing(config.first) == config.last {
            _ = object(lexemes, open: config.first, names: reactNativeNames, into: &builder)
        } else {
            builder.unreadable.append("config: \(lexemes.source(from: config.first, through: config.last, limit: 60))")
        }
        return builder.spring(at: index - 2, through: close, call: "Animated.spring(…)", kind: ReactNativeInput.self)
    }
}
