/// Numbers with a fixed count of digits, as C's `printf` writes them: for
/// text meant to be read by people (a rounded settling time, a legend),
/// where ``ByteBuffer``'s shortest round-trip form would show too many.
///
/// Rounding is the C library's: the exact binary value rounded to the
/// nearest, ties to even (0.125 with 2 decimals is `0.12`).
///
/// Edge cases: non-finite values are written as C writes them (`nan`,
/// `-inf`); callers that show them to people spell them first.
package enum FixedDigits {
    /// `%.Nf`: `decimals` digits after the point (`0.500`, `-12.0`).
    package static func fixed(_ value: Double, decimals: Int) -> String {
        CLibrary.printf(value, conversion: "%.\(max(0, min(decimals, 340)))f")
    }

    /// `%.Ne`: one digit, the point, `digits` more, then the exponent of at
    /// least two digits (`1.235e+07`).
    package static func scientific(_ value: Double, decimals digits: Int) -> String {
        CLibrary.printf(value, conversion: "%.\(max(0, min(digits, 340)))e")
    }

    /// `%.Ng`: `significant` significant digits (at least 1), trailing zeros
    /// removed, in exponent form only below 1e-4 or from 10^significant up.
    package static func general(_ value: Double, significant: Int) -> String {
        CLibrary.printf(value, conversion: "%.\(max(1, min(significant, 340)))g")
    }
}
