import SpringLab

/// The springs of JavaScript and TypeScript: motion's `{ type: "spring", … }`
/// and `useSpring(value, { … })`, react-spring's `config: { … }` and `config.<preset>`, and React Native's
/// `Animated.spring(value, { … })`.
enum ScriptCalls {
    static let motionTransition = SpringMatcher("{ type: \"spring\" }", members(of: MotionInput.self))
    static let motionHook = SpringMatcher("useSpring(…)", members(of: MotionInput.self))
    /// `config.<preset>`, per preset of `react-spring:`.
    static let reactSpringPresets: [String: SpringMatcher<ReactSpringInput>] = Dictionary(
        uniqueKeysWithValues: ReactSpringPreset.allCases.map {
            ($0.rawValue, SpringMatcher("config.\($0.rawValue)", [ReactSpringInput.preset]))
        })
    /// react-spring's config: its members, the kind's parameters but the preset.
    static let reactSpringConfig = SpringMatcher(
        "config: { … }", members(of: ReactSpringInput.self).filter { $0.name != ReactSpringInput.preset.name })
    static let transitionSpec = SpringMatcher(
        "{ animation: 'spring', config: { … } }", members(of: ReactNativeInput.self))
    static let animatedSpring = SpringMatcher("Animated.spring(…)", members(of: ReactNativeInput.self))

    static let matchers: [any LintMatcher] =
        [motionTransition, motionHook, reactSpringConfig, transitionSpec, animatedSpring]
        + reactSpringPresets.sorted { $0.key < $1.key }.map(\.value)

    /// The parameters of `Kind` an options object names as members: all but
    /// the move's distance, which is no option of the API.
    static func members<Kind: SpringInput>(of kind: Kind.Type) -> [SpringParameter<Kind>] {
        Kind.parameters.filter { !$0.isDistance }
    }

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
                if let spring = useSpring(lexemes, index) { found.append(spring) }
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
    private static func object<Kind: SpringInput>(
        _ lexemes: LexemeList, open: Int, names: [SpringParameter<Kind>], into builder: inout SpringCallBuilder<Kind>
    ) -> Int? {
        guard let (members, close) = CallArguments.read(lexemes, open: open) else { return nil }
        let named = SpringCallBuilder<Kind>.byName(names)
        for member in members {
            guard let label = member.label else {
                let written = lexemes.source(from: member.first, through: member.last, limit: 60)
                if written.hasPrefix("...") || named[written] != nil { builder.unreadable.append(written) }
                continue
            }
            if let parameter = named[label], let range = member.range { builder.add(parameter, range) }
        }
        return close
    }

    /// The members of motion's options read among `labels`: all but those
    /// motion ignores beside the physical ones.
    static func motionNames(written labels: [String]) -> [SpringParameter<MotionInput>] {
        let ignored = MotionInput.ignoredOptions(labels)
        return motionTransition.parameters.filter { !ignored.contains($0.name) }
    }

    private static func motion(_ lexemes: LexemeList, typeKey: Int) -> FoundSpring? {
        guard let open = objectOpen(lexemes, member: typeKey),
            let (members, _) = CallArguments.read(lexemes, open: open)
        else { return nil }
        var builder = SpringCallBuilder<MotionInput>(lexemes)
        let names = motionNames(written: members.compactMap(\.label))
        guard let close = object(lexemes, open: open, names: names, into: &builder) else { return nil }
        return builder.spring(at: open, through: close, motionTransition)
    }

    /// motion's `useSpring(source, options)` (or `useSpring(0)`, motion's
    /// default spring): a spring of the options, ending at `restDelta` 0.001 and `restSpeed` 0.01
    /// unless they are written (motion v13 `follow-value.ts`), in the forms
    /// that take them. Nil for react-spring's `useSpring(props)` and
    /// `useSpring(props, deps)`, whose second argument is an array, and for
    /// options with a `type` (found by it).
    private static func useSpring(_ lexemes: LexemeList, _ index: Int) -> FoundSpring? {
        guard let (arguments, close) = CallArguments.read(lexemes, open: index + 1) else { return nil }
        var builder = SpringCallBuilder<MotionInput>(lexemes), labels: [String] = []
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
            || !labels.contains(MotionInput.duration.name)
                && (!labels.contains(MotionInput.bounce.name) || labels.contains(MotionInput.visualDuration.name))
        if takesThresholds {
            for (parameter, rest) in [(MotionInput.restDelta, 0.001), (MotionInput.restSpeed, 0.01)]
            where !labels.contains(parameter.name) {
                builder.set(parameter, WrittenNumber(value: rest, written: "\(rest)"))
            }
        }
        return builder.spring(at: index, through: close, motionHook)
    }

    /// The members of React Native's spring configuration that react-spring's has not.
    static let reactNativeOnlyNames = Set(animatedSpring.parameterNames).subtracting(reactSpringConfig.parameterNames)

    /// `config: { tension: …, friction: … }` or the JSX attribute
    /// `config={{ … }}` (not a duration or decay config, which is no
    /// spring, nor one with React Native's members), or `config.wobbly`.
    /// Beside `animation: 'spring'` (React Navigation's transition spec),
    /// the config is React Native's `Animated.spring` one.
    private static func reactSpring(_ lexemes: LexemeList, _ index: Int) -> FoundSpring? {
        if lexemes.isSymbol(index + 1, "."), index + 2 < lexemes.count, lexemes[index + 2].kind == .identifier {
            let preset = lexemes.text(index + 2)
            guard let matcher = reactSpringPresets[preset] else { return nil }
            var builder = SpringCallBuilder<ReactSpringInput>(lexemes)
            builder.set(ReactSpringInput.preset, choice: preset)
            return builder.spring(at: index, through: index + 2, matcher)
        }
        // `config={{ … }}`: the attribute's braces, then the object's.
        let attribute = lexemes.isSymbol(index + 1, "=") && lexemes.isSymbol(index + 3, "{")
        let open = attribute ? index + 3 : index + 2
        guard lexemes.isSymbol(index + 1, ":") || attribute, lexemes.isSymbol(open, "{"),
            let (members, _) = CallArguments.read(lexemes, open: open),
            !members.contains(where: { $0.label == "duration" || $0.label == "decay" })
        else { return nil }
        if !attribute, isSpringTransitionSpec(lexemes, member: index) {
            var builder = SpringCallBuilder<ReactNativeInput>(lexemes)
            guard let close = object(lexemes, open: open, names: transitionSpec.parameters, into: &builder) else {
                return nil
            }
            return builder.spring(at: index, through: close, transitionSpec)
        }
        var builder = SpringCallBuilder<ReactSpringInput>(lexemes)
        guard members.contains(where: { member in reactSpringConfig.parameters.contains { $0.name == member.label } }),
            !members.contains(where: { reactNativeOnlyNames.contains($0.label ?? "") }),
            let close = object(lexemes, open: open, names: reactSpringConfig.parameters, into: &builder)
        else { return nil }
        return builder.spring(at: index, through: close, reactSpringConfig)
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

    private static func reactNative(_ lexemes: LexemeList, _ index: Int) -> FoundSpring? {
        guard let (arguments, close) = CallArguments.read(lexemes, open: index + 1), arguments.count >= 2 else {
            return nil
        }
        var builder = SpringCallBuilder<ReactNativeInput>(lexemes)
        let config = arguments[1]
        if lexemes.isSymbol(config.first, "{"), lexemes.closing(config.first) == config.last {
            _ = object(lexemes, open: config.first, names: animatedSpring.parameters, into: &builder)
        } else {
            builder.unreadable.append("config: \(lexemes.source(from: config.first, through: config.last, limit: 60))")
        }
        return builder.spring(at: index - 2, through: close, animatedSpring)
    }
}
