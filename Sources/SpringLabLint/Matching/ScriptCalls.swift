import SpringLab

/// The springs of JavaScript and TypeScript: motion's `{ type: "spring", … }`
/// and `useSpring(value, { … })`, react-spring's `config: { … }` and `config.<preset>`, and React Native's
/// `Animated.spring(value, { … })`.
enum ScriptCalls {
    static func springs(in tokens: TokenList) -> [FoundSpring] {
        var found: [FoundSpring] = []
        for index in 0..<tokens.count {
            switch tokens[index].kind {
            case .string
            where tokens.isSymbol(index - 1, ":") && tokens.isIdentifier(index - 2, "type")
                && Literal.string(tokens, index...index) == "spring":
                if let spring = motion(tokens, typeKey: index - 2) { found.append(spring) }
            case .identifier
            where tokens.isIdentifier(index, "useSpring") && !tokens.isSymbol(index - 1, ".")
                && tokens.isSymbol(index + 1, "("):
                if let spring = motionHook(tokens, index) { found.append(spring) }
            case .identifier where tokens.isIdentifier(index, "config") && !tokens.isSymbol(index - 1, "."):
                if let spring = reactSpring(tokens, index) { found.append(spring) }
            case .identifier
            where tokens.isIdentifier(index, "spring") && tokens.isSymbol(index - 1, ".")
                && tokens.isIdentifier(index - 2, "Animated") && tokens.isSymbol(index + 1, "("):
                if let spring = reactNative(tokens, index) { found.append(spring) }
            default:
                break
            }
        }
        return found
    }

    /// The `{` of the object literal whose member begins at `member`.
    private static func objectOpen(_ tokens: TokenList, member: Int) -> Int? {
        var index = member - 1
        var depth = 0
        while index >= 0 {
            if tokens.isSymbol(index, ")") || tokens.isSymbol(index, "]") || tokens.isSymbol(index, "}") { depth += 1 }
            if tokens.isSymbol(index, "(") || tokens.isSymbol(index, "[") || tokens.isSymbol(index, "{") {
                if depth == 0 { return tokens.isSymbol(index, "{") ? index : nil }
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
        _ tokens: TokenList, open: Int, names: Set<String>, into builder: inout SpringCallBuilder
    ) -> Int? {
        guard let (members, close) = CallArguments.read(tokens, open: open) else { return nil }
        for member in members {
            guard let label = member.label else {
                let written = tokens.source(from: member.first, through: member.last, limit: 60)
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

    private static func motion(_ tokens: TokenList, typeKey: Int) -> FoundSpring? {
        guard let open = objectOpen(tokens, member: typeKey),
            let (members, _) = CallArguments.read(tokens, open: open)
        else { return nil }
        var builder = SpringCallBuilder(tokens)
        let names = motionNames(written: members.compactMap(\.label))
        guard let close = object(tokens, open: open, names: names, into: &builder) else { return nil }
        return builder.spring(at: open, through: close, call: "{ type: \"spring\" }", kind: "motion")
    }

    /// motion's `useSpring(source, options)` (or `useSpring(0)`, motion's
    /// default spring): a spring of the options, ending at `restDelta` 0.001 and `restSpeed` 0.01
    /// unless they are written (motion v13 `follow-value.ts`), in the forms
    /// that take them. Nil for react-spring's `useSpring(props)` and
    /// `useSpring(props, deps)`, whose second argument is an array, and for
    /// options with a `type` (found by it).
    private static func motionHook(_ tokens: TokenList, _ index: Int) -> FoundSpring? {
        guard let (arguments, close) = CallArguments.read(tokens, open: index + 1) else { return nil }
        var builder = SpringCallBuilder(tokens), labels: [String] = []
        switch arguments.count {
        case 1:
            // `useSpring(0)`; a lone variable may be react-spring's props.
            guard tokens[arguments[0].last].kind == .number, arguments[0].first + 1 >= arguments[0].last else {
                return nil
            }
        case 2:
            let options = arguments[1]
            guard tokens.isSymbol(options.first, "{"), tokens.closing(options.first) == options.last,
                let (members, _) = CallArguments.read(tokens, open: options.first),
                !members.contains(where: { $0.label == "type" })
            else { return nil }
            labels = members.compactMap(\.label)
            _ = object(tokens, open: options.first, names: motionNames(written: labels), into: &builder)
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
        return builder.spring(at: index, through: close, call: "useSpring(…)", kind: "motion")
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
    private static func reactSpring(_ tokens: TokenList, _ index: Int) -> FoundSpring? {
        var builder = SpringCallBuilder(tokens)
        if tokens.isSymbol(index + 1, "."), index + 2 < tokens.count, tokens[index + 2].kind == .identifier {
            let preset = tokens.text(index + 2)
            guard reactSpringPresets.contains(preset) else { return nil }
            builder.set("preset", choice: preset)
            return builder.spring(at: index, through: index + 2, call: "config.\(preset)", kind: "react-spring")
        }
        // `config={{ … }}`: the attribute's braces, then the object's.
        let attribute = tokens.isSymbol(index + 1, "=") && tokens.isSymbol(index + 3, "{")
        let open = attribute ? index + 3 : index + 2
        guard tokens.isSymbol(index + 1, ":") || attribute, tokens.isSymbol(open, "{"),
            let (members, _) = CallArguments.read(tokens, open: open),
            !members.contains(where: { $0.label == "duration" || $0.label == "decay" })
        else { return nil }
        if !attribute, isSpringTransitionSpec(tokens, member: index) {
            guard let close = object(tokens, open: open, names: reactNativeNames, into: &builder) else { return nil }
            return builder.spring(
                at: index, through: close, call: "{ animation: 'spring', config: { … } }", kind: "react-native")
        }
        guard members.contains(where: { reactSpringNames.contains($0.label ?? "") }),
            !members.contains(where: { reactNativeOnlyNames.contains($0.label ?? "") }),
            let close = object(tokens, open: open, names: reactSpringNames, into: &builder)
        else { return nil }
        return builder.spring(at: index, through: close, call: "config: { … }", kind: "react-spring")
    }

    /// Whether the object holding the member at `member` also holds `animation: 'spring'`.
    private static func isSpringTransitionSpec(_ tokens: TokenList, member: Int) -> Bool {
        guard let open = objectOpen(tokens, member: member),
            let (members, _) = CallArguments.read(tokens, open: open)
        else { return false }
        return members.contains {
            $0.label == "animation" && $0.range.flatMap { Literal.string(tokens, $0) } == "spring"
        }
    }

    static let reactNativeNames: Set = [
        "stiffness", "damping", "mass", "tension", "friction", "bounciness", "speed", "velocity", "overshootClamping",
        "restDisplacementThreshold", "restSpeedThreshold",
    ]

    private static func reactNative(_ tokens: TokenList, _ index: Int) -> FoundSpring? {
        guard let (arguments, close) = CallArguments.read(tokens, open: index + 1), arguments.count >= 2 else {
            return nil
        }
        var builder = SpringCallBuilder(tokens)
        let config = arguments[1]
        if tokens.isSymbol(config.first, "{"), tokens.closing(config.first) == config.last {
            _ = object(tokens, open: config.first, names: reactNativeNames, into: &builder)
        } else {
            builder.unreadable.append("config: \(tokens.source(from: config.first, through: config.last, limit: 60))")
        }
        return builder.spring(at: index - 2, through: close, call: "Animated.spring(…)", kind: "react-native")
    }
}
