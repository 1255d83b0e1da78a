import SpringLab

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
    /// The variable the object made at lexeme `start` is assigned to:
    /// `NAME = start…`, `NAME: Type = start…`, `Type NAME = new …`.
    static func variable(_ lexemes: LexemeList, before start: Int) -> String? {
        var index = start - 1
        if lexemes.isIdentifier(index, "new") { index -= 1 }
        guard lexemes.isSymbol(index, "=") else { return nil }
        index -= 1
        guard index >= 0, lexemes[index].kind == .identifier else { return nil }
        if lexemes.isSymbol(index - 1, ":"), index >= 2, lexemes[index - 2].kind == .identifier {
            return lexemes.text(index - 2)
        }
        return lexemes.text(index)
    }

    /// Reads every `variable.property = value` (with `setters`, also
    /// `variable.setProperty(value)` and `[variable setProperty:value]`)
    /// after lexeme `start`, each property by its source name mapped to the
    /// kind's parameter.
    static func read<Kind: SpringInput>(
        _ lexemes: LexemeList, variable: String, after start: Int,
        properties: [(source: String, parameter: SpringParameter<Kind>)], setters: Bool,
        into builder: inout SpringCallBuilder<Kind>, constant: (String) -> String? = { _ in nil }
    ) {
        for (parameter, range) in assignments(
            lexemes, variable: variable, after: start, properties: properties, setters: setters)
        {
            builder.add(parameter, range, constant: constant)
        }
    }

    /// Each `variable.property = value` after lexeme `start` as `read` finds
    /// them, in the order written; `variable?.property` (Swift's optional) too.
    static func assignments<Kind: SpringInput>(
        _ lexemes: LexemeList, variable: String, after start: Int,
        properties: [(source: String, parameter: SpringParameter<Kind>)], setters: Bool
    ) -> [(parameter: SpringParameter<Kind>, range: ClosedRange<Int>)] {
        uses(of: variable, in: lexemes, after: start).compactMap { use in
            if setters, lexemes.isSymbol(use - 1, "["), use + 1 < lexemes.count, lexemes[use + 1].kind == .identifier {
                return assignment(lexemes, use + 1, properties, setters: setters)
            }
            let dot = lexemes.isSymbol(use + 1, "?") || lexemes.isSymbol(use + 1, "!") ? use + 2 : use + 1
            guard lexemes.isSymbol(dot, "."), dot + 1 < lexemes.count, lexemes[dot + 1].kind == .identifier else {
                return nil
            }
            return assignment(lexemes, dot + 1, properties, setters: setters)
        }
    }

    /// The lexemes naming `variable` after lexeme `start`, up to the `}`
    /// closing its scope or the next declaration of the same name.
    static func uses(of variable: String, in lexemes: LexemeList, after start: Int) -> [Int] {
        var depth = 0
        var uses: [Int] = []
        for index in (start + 1)..<lexemes.count {
            if lexemes.isSymbol(index, "{") { depth += 1 }
            if lexemes.isSymbol(index, "}") {
                depth -= 1
                if depth < 0 { break }
            }
            if lexemes[index].kind == .identifier, lexemes.text(index) == variable {
                if isDeclaration(lexemes, index) { break }
                uses.append(index)
            }
        }
        return uses
    }

    static func isDeclaration(_ lexemes: LexemeList, _ index: Int) -> Bool {
        lexemes.isIdentifier(index - 1, "let") || lexemes.isIdentifier(index - 1, "var")
            || lexemes.isIdentifier(index - 1, "val")
    }

    /// `property = value` up to `;` or the end of the line, or
    /// `setProperty(value)`, or the message `[receiver setProperty:value]`
    /// (its receiver at `index - 1`), at `index`.
    static func assignment<Kind: SpringInput>(
        _ lexemes: LexemeList, _ index: Int, _ properties: [(source: String, parameter: SpringParameter<Kind>)],
        setters: Bool
    ) -> (SpringParameter<Kind>, ClosedRange<Int>)? {
        let name = lexemes.text(index)
        if let property = properties.first(where: { $0.source == name }), lexemes.isSymbol(index + 1, "=") {
            let first = index + 2
            var last = first
            guard first < lexemes.count, lexemes[first].line == lexemes[index].line else { return nil }
            while last + 1 < lexemes.count, lexemes[last + 1].line == lexemes[first].line,
                !lexemes.isSymbol(last + 1, ";")
            {
                last += 1
            }
            return (property.parameter, first...last)
        }
        let open = lexemes.isSymbol(index + 1, ":") && lexemes.isSymbol(index - 2, "[") ? index - 2 : index + 1
        guard setters, name.hasPrefix("set"), lexemes.isSymbol(open, "(") || open == index - 2 else { return nil }
        let property = name.dropFirst(3)
        guard let first = property.first,
            let match = properties.first(where: { $0.source == first.lowercased() + property.dropFirst() }),
            let close = lexemes.closing(open), close > index + 2
        else { return nil }
        return (match.parameter, (index + 2)...(close - 1))
    }
}
