/// Reading calls written `name(label: value, …)` with the callee named
/// by a member access: `UIView.animate(…)`, `.spring(…)`.
enum MemberCall {
    /// Whether the name at `index` follows a `.` that begins an implicit
    /// member expression (`.spring`, `withAnimation(.bouncy)`) or one on a
    /// receiver in `receivers` (`Animation.spring`): not a member of some
    /// other value (`value.spring`, `x?.smooth`), nor a case compared or
    /// matched (`case .spring:`, `== .bouncy`).
    static func isImplicit(_ lexemes: LexemeList, _ index: Int, receivers: [String]) -> Bool {
        guard lexemes.isSymbol(index - 1, ".") else { return false }
        let dot = index - 1
        guard dot > 0 else { return true }
        let before = lexemes[dot - 1]
        if before.kind == .identifier, receivers.contains(lexemes.text(dot - 1)) { return true }
        // `case .spring:` and `style == .spring` name a case of the code's own enumeration.
        if lexemes.isIdentifier(dot - 1, "case") || lexemes.isSymbol(dot - 1, "==") || lexemes.isSymbol(dot - 1, "!=") {
            return false
        }
        let adjacent = before.end == lexemes[dot].start
        let endsValue =
            before.kind != .symbol || lexemes.isSymbol(dot - 1, ")") || lexemes.isSymbol(dot - 1, "]")
            || lexemes.isSymbol(dot - 1, "}") || lexemes.isSymbol(dot - 1, "?") || lexemes.isSymbol(dot - 1, "!")
            || lexemes.isSymbol(dot - 1, ">")
        // `return .spring`, `flag ? .smooth : nil`: a keyword or an operator, then a space.
        return !(endsValue && adjacent)
    }

    /// The first lexeme of the callee whose name is at `index`: its receiver
    /// `UIView.` when written, else the name (or the `.` of an implicit member).
    static func start(_ lexemes: LexemeList, _ index: Int) -> Int {
        guard lexemes.isSymbol(index - 1, ".") else { return index }
        if index >= 2, lexemes[index - 2].kind == .identifier, lexemes[index - 2].end == lexemes[index - 1].start {
            return index - 2
        }
        return index - 1
    }
}
