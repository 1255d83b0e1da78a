/// Names for a token's path in each language's convention, the same for
/// the same path on every run: the path's words are its names split at `.`,
/// `-`, `_`, spaces and every character but ASCII letters and digits, and at a
/// lowercase-to-uppercase step (`fastSpatial` is `fast`, `Spatial`).
enum CodeNames {
    /// The words of `path`, as written.
    static func words(_ path: String) -> [String] {
        var words: [String] = [], current = ""
        for character in path {
            // ASCII only: Dart's identifiers and CSS's unescaped names take no other letters.
            guard character.isASCII, character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if character.isUppercase, let last = current.last, last.isLowercase || last.isNumber {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `lowerCamelCase`, prefixed with `spring` when it would begin with a
    /// digit, and suffixed with `Spring` when it is one of `reserved`.
    static func lowerCamel(_ path: String, reserved: Set<String> = []) -> String {
        let words = words(path)
        var name = words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if name.first?.isNumber ?? true { name = "spring" + name.prefix(1).uppercased() + name.dropFirst() }
        return reserved.contains(name) ? name + "Spring" : name
    }

    /// ``lowerCamel(_:reserved:)`` of every token's path, for the file `file`,
    /// which declares each name followed by each of `suffixes` (`""` for
    /// the name itself, `"Tolerance"` for Dart's `mFastTolerance`).
    /// - Throws: ``TokenError`` when two tokens would declare one name.
    static func lowerCamel(
        _ tokens: [SpringToken], file: String, reserved: Set<String>, declaring suffixes: [String] = [""]
    ) throws(TokenError) -> [String] {
        try unique(tokens, language: file, declaring: suffixes) { lowerCamel($0, reserved: reserved) }
    }

    /// `kebab-case`, lowercase.
    static func kebab(_ path: String) -> String { words(path).map { $0.lowercased() }.joined(separator: "-") }

    /// `name(token)` for every token, where the file declares each name
    /// followed by each of `suffixes`: every name declared, derived ones
    /// included, must be one token's alone.
    /// - Throws: ``TokenError`` naming both tokens when two would declare one name.
    static func unique(
        _ tokens: [SpringToken], language: String, declaring suffixes: [String] = [""], _ name: (String) -> String
    ) throws(TokenError) -> [String] {
        var names: [String] = [], owners: [String: String] = [:]
        for token in tokens {
            let base = name(token.path)
            for declared in suffixes.map({ base + $0 }) {
                if let other = owners[declared] {
                    throw TokenError(
                        file: language, path: token.path, "gets the name \(declared), as \(other) does: rename one")
                }
                owners[declared] = token.path
            }
            names.append(base)
        }
        return names
    }
}

/// Numbers as code literals.
enum CodeNumber {
    /// `value` rounded to 12 significant digits, in the shortest text that
    /// reads back as that (`800.0`, `0.6`), as Swift, Kotlin, Dart and
    /// TypeScript all read it. The rounding (a relative 5 · 10⁻¹³) drops the
    /// last-bit noise of conversions (k = ω² of a Compose stiffness 800 is
    /// 800.0000000000001), far below any screen's resolution.
    static func literal(_ value: Double) -> String {
        guard value.isFinite, value != 0 else { return "\(value)" }
        var scale = 1.0, scaled = value.magnitude
        while scaled < 1e11 { (scaled, scale) = (scaled * 10, scale * 10) }
        while scaled >= 1e12 { (scaled, scale) = (scaled / 10, scale / 10) }
        guard scale.isFinite, scale > 0 else { return "\(value)" }
        let rounded = (value.magnitude * scale).rounded() / scale
        return "\(value < 0 ? -rounded : rounded)"
    }

    /// ``literal(_:)`` of a code description's parameter (``SpringCode``).
    static func literal(_ value: Double, _ parameter: String) -> String { literal(value) }

    /// `x` with at most `places` decimals, no trailing zeros: for prose;
    /// beyond what `places` decimals of an `Int64` hold (|x| · 10^places ≥
    /// 2⁶³, a threshold for an enormous `--distance`), in Swift's shortest
    /// exponent form (`1e+20`).
    static func decimal(_ x: Double, places: Int) -> String {
        guard x.isFinite else { return "\(x)" }
        guard (x * pow10(places)).rounded().magnitude < 0x1p63 else { return "\(x)" }
        var text = String(Int64((x * pow10(places)).rounded().magnitude))
        if text.count <= places { text = String(repeating: "0", count: places + 1 - text.count) + text }
        var whole = String(text.dropLast(places)), fraction = String(text.suffix(places))
        while fraction.last == "0" { fraction.removeLast() }
        if x < 0, (x * pow10(places)).rounded() != 0 { whole = "-" + whole }
        return fraction.isEmpty ? whole : whole + "." + fraction
    }

    private static func pow10(_ places: Int) -> Double {
        (0..<places).reduce(1.0) { value, _ in value * 10 }
    }
}
