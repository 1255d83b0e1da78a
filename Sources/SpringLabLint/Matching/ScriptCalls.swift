import SpringLab

/// The springs of JavaScript and TypeScript: motion's `{ type: "spring", … }`
/// and `useSpring(value, { … })`, react-spring's `config: { … }` and `config.<preset>`, React Native's
/// `Animated.spring(value, { … })`, and Reanimated's `withSpring(toValue, config)`.
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
    /// Reanimated's `withSpring(…)`, read as 4.x's config or, with a rest
    /// threshold (``ReanimatedConfigMembers``), as 3.x's.
    static let withSpring = SpringMatcher("withSpring(…)", members(of: ReanimatedInput.self))
    static let withSpring3 = SpringMatcher("withSpring(…) of Reanimated 3", members(of: Reanimated3Input.self))

    static let matchers: [any LintMatcher] =
        [motionTransition, motionHook, reactSpringConfig, transitionSpec, animatedSpring, withSpring, withSpring3]
        + reactSpringPresets.sorted { $0.key < $1.key }.map(\.value)

    /// The parameters of `Kind` an options object names as members: all but
    /// the move's distance, which is no option of the API.
    static func members<Kind: SpringInput>(of kind: Kind.Type) -> [SpringParameter<Kind>] {
        Kind.parameters.filter { !$0.isDistance }
    }

    static func springs(in lexemes: LexemeList) -> [FoundSpring] {
        var found: [FoundSpring] = []
        var file: ScriptDeclarations?
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
            case .identifier
            where lexemes.isIdentifier(index, "withSpring") && !lexemes.isSymbol(index - 1, ".")
                && lexemes.isSymbol(index + 1, "("):
                let declarations = file ?? ScriptDeclarations(lexemes)
                file = declarations
                if let spring = reanimatedSpring(lexemes, index, declarations) { found.append(spring) }
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

    /// Reanimated's `withSpring(toValue[, config][, callback])`: the config an
    /// object literal, a constant of the same file holding one, one of the
    /// named configs (`WigglySpringConfig`), or `undefined`; members as
    /// ``ReanimatedConfigMembers`` reads them. Nil where `withSpring` is not
    /// Reanimated's: a file that declares or imports another `withSpring`, a
    /// method of that name (`withSpring(a, b) { … }`) or a signature
    /// (`withSpring(toValue: number): void`).
    private static func reanimatedSpring(_ lexemes: LexemeList, _ index: Int, _ file: ScriptDeclarations)
        -> FoundSpring?
    {
        guard !file.declaresWithSpring, let (arguments, close) = CallArguments.read(lexemes, open: index + 1),
            !arguments.isEmpty, !lexemes.isSymbol(close + 1, "{"), !arguments.contains(where: { $0.label != nil })
        else { return nil }
        var members = ReanimatedConfigMembers(lexemes, constants: file.objects)
        if arguments.count >= 2 { members.read(arguments[1]) }
        return members.spring(at: index, through: close)
    }
}

/// What one script file declares that a call elsewhere in it depends on:
/// whether it declares or imports a `withSpring` of its own, and the object
/// literals it names (`const config = { … }`).
struct ScriptDeclarations {
    /// Whether `withSpring` is the file's own (`function withSpring`,
    /// `const withSpring =`, …) or imported from another module than
    /// `react-native-reanimated`.
    let declaresWithSpring: Bool
    /// Each name declared once with `const`, `let` or `var` as an object
    /// literal: the lexeme of its `{`.
    let objects: [String: Int]

    init(_ lexemes: LexemeList) {
        var declares = false, objects: [String: Int] = [:], repeated: Set<String> = []
        for index in 0..<lexemes.count where lexemes[index].kind == .identifier {
            let declaring =
                lexemes.isIdentifier(index, "const") || lexemes.isIdentifier(index, "let")
                || lexemes.isIdentifier(index, "var") || lexemes.isIdentifier(index, "function")
            guard declaring, index + 1 < lexemes.count, lexemes[index + 1].kind == .identifier else {
                if lexemes.isIdentifier(index, "import"), Self.importsForeignWithSpring(lexemes, index) {
                    declares = true
                }
                continue
            }
            let name = lexemes.text(index + 1)
            if name == "withSpring" { declares = true }
            guard let open = Self.objectValue(lexemes, name: index + 1) else { continue }
            if objects[name] != nil { repeated.insert(name) }
            objects[name] = open
        }
        declaresWithSpring = declares
        self.objects = objects.filter { !repeated.contains($0.key) }
    }

    /// The `{` after `name =` (past a type annotation, `name: SpringConfig =`).
    private static func objectValue(_ lexemes: LexemeList, name: Int) -> Int? {
        var index = name + 1
        if lexemes.isSymbol(index, ":") {
            while index < lexemes.count, index < name + 12, !lexemes.isSymbol(index, "=") { index += 1 }
        }
        guard lexemes.isSymbol(index, "="), lexemes.isSymbol(index + 1, "{") else { return nil }
        return index + 1
    }

    /// Whether the `import` at `index` brings in a `withSpring` from another
    /// module than `react-native-reanimated` (`import { withSpring } from 'x'`).
    private static func importsForeignWithSpring(_ lexemes: LexemeList, _ index: Int) -> Bool {
        var cursor = index + 1
        var names = false
        while cursor < lexemes.count, cursor < index + 200, !lexemes.isIdentifier(cursor, "from") {
            if lexemes.isSymbol(cursor, ";") { return false }
            if lexemes.isIdentifier(cursor, "withSpring") { names = true }
            cursor += 1
        }
        guard names, cursor + 1 < lexemes.count else { return false }
        return Literal.string(lexemes, (cursor + 1)...(cursor + 1)) != "react-native-reanimated"
    }
}

/// The members of a Reanimated `withSpring` config, read in the order
/// written as JavaScript merges them: a later member replaces an earlier
/// one, a spread of a named config (`...GentleSpringConfig`) becomes
/// `preset` and replaces the members before it that the config sets, a
/// spread of a constant of the same file its members. `clamp: { min, max }`
/// is `clampMin`, `clampMax`; `reduceMotion` and `callback`-like members are
/// no spring's. A config with a rest threshold and neither `energyThreshold`
/// nor a named config is Reanimated 3's (`reanimated3`), any other 4's
/// (`reanimated`), where the rest thresholds are dropped as 4.x ignores them.
struct ReanimatedConfigMembers {
    let lexemes: LexemeList
    let constants: [String: Int]
    /// Each member read: its value's lexemes.
    private var members: [(name: String, range: ClosedRange<Int>)] = []
    private var preset: ReanimatedPreset?
    private var unreadable: [String] = []

    static let names: Set = [
        "mass", "stiffness", "damping", "duration", "dampingRatio", "velocity", "overshootClamping",
        "energyThreshold", "restDisplacementThreshold", "restSpeedThreshold",
    ]
    static let restThresholds = ["restDisplacementThreshold", "restSpeedThreshold"]

    init(_ lexemes: LexemeList, constants: [String: Int]) {
        self.lexemes = lexemes
        self.constants = constants
    }

    /// Reads the config argument.
    mutating func read(_ argument: Argument) {
        if lexemes.isSymbol(argument.first, "{"), lexemes.closing(argument.first) == argument.last {
            readObject(open: argument.first, depth: 0)
        } else if argument.first == argument.last, lexemes[argument.first].kind == .identifier {
            let name = lexemes.text(argument.first)
            if name != "undefined" { spread(name, depth: 0, written: "config: \(name)") }
        } else {
            unreadable.append("config: \(lexemes.source(from: argument.first, through: argument.last, limit: 60))")
        }
    }

    private mutating func readObject(open: Int, depth: Int) {
        guard let (entries, _) = CallArguments.read(lexemes, open: open) else { return }
        for entry in entries {
            guard let label = entry.label else {
                let isSpread = (0..<3).allSatisfy { lexemes.isSymbol(entry.first + $0, ".") }
                if isSpread, entry.first + 3 == entry.last, lexemes[entry.last].kind == .identifier {
                    spread(lexemes.text(entry.last), depth: depth, written: "...\(lexemes.text(entry.last))")
                } else {
                    let written = lexemes.source(from: entry.first, through: entry.last, limit: 60)
                    if isSpread || Self.names.contains(written) || written == "clamp" { unreadable.append(written) }
                }
                continue
            }
            guard let range = entry.range else { continue }
            if label == "clamp" {
                readClamp(range)
            } else if Self.names.contains(label) {
                set(label, range)
            }
        }
    }

    /// `clamp: { min: …, max: … }`.
    private mutating func readClamp(_ range: ClosedRange<Int>) {
        guard lexemes.isSymbol(range.lowerBound, "{"), lexemes.closing(range.lowerBound) == range.upperBound,
            let (bounds, _) = CallArguments.read(lexemes, open: range.lowerBound)
        else {
            unreadable.append("clamp: \(lexemes.source(from: range.lowerBound, through: range.upperBound, limit: 60))")
            return
        }
        members.removeAll { $0.name == "clampMin" || $0.name == "clampMax" }
        for bound in bounds {
            guard let label = bound.label, let value = bound.range, ["min", "max"].contains(label) else { continue }
            set(label == "min" ? "clampMin" : "clampMax", value)
        }
    }

    /// A named config or a constant of the file spread (or given) as the config.
    private mutating func spread(_ name: String, depth: Int, written: String) {
        if let named = ReanimatedPreset(constantName: name) {
            guard preset == nil else {
                unreadable.append(written)
                return
            }
            preset = named
            let own = Self.fields(of: named)
            members.removeAll { own.contains($0.name) }
        } else if let open = constants[name], depth < 4 {
            readObject(open: open, depth: depth + 1)
        } else {
            unreadable.append(written)
        }
    }

    /// The members a named config sets.
    private static func fields(of preset: ReanimatedPreset) -> [String] {
        let clamping = preset.config.overshootClamping ? ["overshootClamping"] : []
        switch preset.config.form {
        case .physics: return ["mass", "stiffness", "damping"] + clamping
        case .duration: return ["duration", "dampingRatio"] + clamping
        }
    }

    private mutating func set(_ name: String, _ range: ClosedRange<Int>) {
        members.removeAll { $0.name == name }
        members.append((name, range))
    }

    /// The spring found at lexeme `first` through `last`.
    func spring(at first: Int, through last: Int) -> FoundSpring {
        let written = members.map(\.name)
        let isVersion3 =
            preset == nil && !written.contains("energyThreshold")
            && written.contains(where: Self.restThresholds.contains)
        return isVersion3
            ? spring(ScriptCalls.withSpring3, at: first, through: last) { _ in true }
            : spring(ScriptCalls.withSpring, at: first, through: last) { !Self.restThresholds.contains($0) }
    }

    /// The spring of `matcher`'s kind, with the members `keeps` keeps.
    private func spring<Kind: SpringInput>(
        _ matcher: SpringMatcher<Kind>, at first: Int, through last: Int, keeps: (String) -> Bool
    ) -> FoundSpring {
        var builder = SpringCallBuilder<Kind>(lexemes)
        let parameters = SpringCallBuilder<Kind>.byName(matcher.parameters)
        if let preset, let parameter = parameters["preset"] { builder.set(parameter, choice: preset.rawValue) }
        for (name, range) in members where keeps(name) {
            if let parameter = parameters[name] { builder.add(parameter, range) }
        }
        builder.unreadable += unreadable
        return builder.spring(at: first, through: last, matcher)
    }
}
