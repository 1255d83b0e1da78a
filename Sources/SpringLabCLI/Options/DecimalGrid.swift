/// An evenly spaced grid between two decimal numbers as written, each value
/// the Double nearest to the exact decimal one.
///
/// With both ends scaled to whole numbers (`0.2` and `1.0` → 2 and 10, in
/// tenths), value i is the fraction `p/q`, `p = lo·(n − 1) + (hi − lo)·i`,
/// `q = (n − 1)·10^d`. When p and q are below 2⁵³ they are exact Doubles,
/// and IEEE division rounds `p/q` correctly: the Double nearest to the
/// decimal value, which is also what parsing its decimal text gives.
/// Otherwise (too many digits, exponents far apart) there is no grid and the
/// caller spaces the values in binary.
struct DecimalGrid {
    let values: [Double]

    init?(lower: Substring, upper: Substring, count: Int) {
        guard count > 1, let low = Self.parse(lower), let high = Self.parse(upper) else { return nil }
        // Both ends as whole multiples of 10^scale.
        let scale = min(low.exponent, high.exponent, 0)
        guard let lo = Self.scaled(low, to: scale), let hi = Self.scaled(high, to: scale),
            let denominator = Self.power(-scale).flatMap({ Self.product($0, count - 1) })
        else { return nil }
        let limit = 1 << 53
        let intervals = count - 1
        guard denominator < limit,
            let start = Self.product(lo, intervals), let end = Self.product(hi, intervals),
            start.magnitude < limit, end.magnitude < limit
        else { return nil }
        // p runs from lo·(n − 1) to hi·(n − 1) in steps of hi − lo: all below 2⁵³.
        let span = hi - lo
        values = (0..<count).map { Double(start + span * $0) / Double(denominator) }
    }

    /// `[-]digits[.digits][e[±]digits]` as `mantissa · 10^exponent`, at most 15 significant digits.
    static func parse(_ text: Substring) -> (mantissa: Int, exponent: Int)? {
        var characters = text[...]
        let negative = characters.first == "-"
        if negative || characters.first == "+" { characters = characters.dropFirst() }
        var mantissa = 0, digits = 0, exponent = 0, seenPoint = false, any = false
        while let character = characters.first, character != "e", character != "E" {
            characters = characters.dropFirst()
            if character == "." {
                guard !seenPoint else { return nil }
                seenPoint = true
                continue
            }
            guard let digit = character.wholeNumberValue, character.isASCII else { return nil }
            any = true
            if mantissa == 0 && digit == 0 {
                if seenPoint { exponent -= 1 }
                continue
            }
            digits += 1
            guard digits <= 15 else { return nil }
            mantissa = mantissa * 10 + digit
            if seenPoint { exponent -= 1 }
        }
        guard any else { return nil }
        if !characters.isEmpty {
            guard let power = Int(characters.dropFirst()), power.magnitude < 400 else { return nil }
            exponent += power
        }
        return (negative ? -mantissa : mantissa, exponent)
    }

    /// `number` as a whole multiple of 10^scale (scale ≤ its exponent).
    private static func scaled(_ number: (mantissa: Int, exponent: Int), to scale: Int) -> Int? {
        power(number.exponent - scale).flatMap { product(number.mantissa, $0) }
    }

    /// 10^exponent for 0 ≤ exponent ≤ 18.
    private static func power(_ exponent: Int) -> Int? {
        guard (0...18).contains(exponent) else { return nil }
        return (0..<exponent).reduce(1) { result, _ in result * 10 }
    }

    private static func product(_ a: Int, _ b: Int) -> Int? {
        let (result, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? nil : result
    }
}
