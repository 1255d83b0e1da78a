/// The properties set one by one on a spring object held in a variable:
///
///     let spring = CASpringAnimation(keyPath: "position")
///     spring.stiffness = 300            // Swift, Objective-C, Kotlin
///     force.setDampingRatio(0.5f)        // Java, Kotlin setters
///     [spring setStiffness:300];         // Objective-C setter messages
///
/// Read in the scope of the declaration, from it to the `}` closing that
/// scope or the next declaration of the same name.
enum MemberAssignments {
    /// The variable the object made at token `start` is assigned to:
    /// `NAME = start…`, `NAME: Type = start…`, `Type NAME = new …`.
    static func variable(_ tokens: TokenList, before start: Int) -> String? {
        var index = start - 1
        if tokens.isIdentifier(index, "new") { index -= 1 }
        guard tokens.isSymbol(index, "=") else { return nil }
        index -= 1
        guard index >= 0, tokens[index].kind == .identifier else { return nil }
        if tokens.isSymbol(index - 1, ":"), index >= 2, tokens[index - 2].kind == .identifier {
            return tokens.text(index - 2)
        }
        return tokens.text(index)
    }

    /// Reads every `variable.property = value` (with `setters`, also
    /// `variable.setProperty(value)` and `[variable setProperty:value]`)
    /// after token `start`, each property by its source name mapped to the
    /// kind's parameter.
    static func read(
        _ tokens: TokenList, variable: String, after start: Int, properties: [(source: String, parameter: String)],
        setters: Bool, into builder: inout SpringCallBuilder, constant: (String) -> String? = { _ in nil }
    ) {
        for (parameter, range) in assignments(
            tokens, variable: variable, after: start, properties: properties, setters: setters)
        {
            builder.add(parameter, range, constant: constant)
        }
    }

    /// Each `variable.property = value` after token `start` as `read` finds
    /// them, in the order written; `variable?.property` (Swift's optional) too.
    static func assignments(
        _ tokens: TokenList, variable: String, after start: Int, properties: [(source: String, parameter: String)],
        setters: Bool
    ) -> [(parameter: String, range: ClosedRange<Int>)] {
        uses(of: variable, in: tokens, after: start).compactMap { use in
            if setters, tokens.isSymbol(use - 1, "["), use + 1 < tokens.count, tokens[use + 1].kind == .identifier {
                return assignment(tokens, use + 1, properties, setters: setters)
            }
            let dot = tokens.isSymbol(use + 1, "?") || tokens.isSymbol(use + 1, "!") ? use + 2 : use + 1
            guard tokens.isSymbol(dot, "."), dot + 1 < tokens.count, tokens[dot + 1].kind == .identifier else {
                return nil
            }
            return assignment(tokens, dot + 1, properties, setters: setters)
        }
    }

    /// The tokens naming `variable` after token `start`, up to the `}`
    /// closing its scope or the next declaration of the same name.
    static func uses(of variable: String, in tokens: TokenList, after start: Int) -> [Int] {
        var depth = 0
        var uses: [Int] = []
        for index in (start + 1)..<tokens.count {
            if tokens.isSymbol(index, "{") { depth += 1 }
            if tokens.isSymbol(index, "}") {
                depth -= 1
                if depth < 0 { break }
            }
            if tokens[index].kind == .identifier, tokens.text(index) == variable {
                if isDeclaration(tokens, index) { break }
                uses.append(index)
            }
        }
        return uses
    }

    static func isDeclaration(_ tokens: TokenList, _ index: Int) -> Bool {
        tokens.isIdentifier(index - 1, "let") || tokens.isIdentifier(index - 1, "var")
            || tokens.isIdentifier(index - 1, "val")
    }

    /// `property = value` up to `;` or the end of the line, or
    /// `setProperty(value)`, or the message `[receiver setProperty:value]`
    /// (its receiver at `index - 1`), at `index`.
    static func assignment(
        _ tokens: TokenList, _ index: Int, _ properties: [(source: String, parameter: String)], setters: Bool
    ) -> (String, ClosedRange<Int>)? {
        let name = tokens.text(index)
        if let property = properties.first(where: { $0.source == name }), tokens.isSymbol(index + 1, "=") {
            let first = index + 2
            var last = first
            guard first < tokens.count, tokens[first].line == tokens[index].line else { return nil }
            while last + 1 < tokens.count, tokens[last + 1].line == tokens[first].line, !tokens.isSymbol(last + 1, ";")
            {
                last += 1
            }
            return (property.parameter, first...last)
        }
        let open = tokens.isSymbol(index + 1, ":") && tokens.isSymbol(index - 2, "[") ? index - 2 : index + 1
        guard setters, name.hasPrefix("set"), tokens.isSymbol(open, "(") || open == index - 2 else { return nil }
        let property = name.dropFirst(3)
        guard let first = property.first,
            let match = properties.first(where: { $0.source == first.lowercased() + property.dropFirst() }),
            let close = tokens.closing(open), close > index + 2
        else { return nil }
        return (match.parameter, (index + 2)...(close - 1))
    }
}
