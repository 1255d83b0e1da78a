/// An API's code for one spring, typed: the parameters of the calls the API
/// is written with, under the API's names and in its units, and the text of
/// each call, written once, in the API's folder
/// (`Runtimes/<Name>/<Name>Code.swift`).
///
/// `fit` prints ``lines(number:)``: the report's code (``SpringAPI/code(_:)``,
/// the thresholds left to the API's defaults) or, with `--for`, the model's
/// (``Runtime/code(_:)``, its thresholds written in). `springlab tokens`
/// declares the same calls through the description's own methods; a token
/// file adds only the names, comments and file around them.
///
/// Those methods take the number writer as a function
/// `(value, parameter) throws(Failure) -> String`: the digits of the value
/// of the parameter named (the API's name for it), without the type suffix
/// a language writes after them (Kotlin's `f`), which the description adds.
/// A writer that cannot write a value (a Kotlin `Float` beyond 3.4e38)
/// throws, naming the parameter.
public protocol SpringCode: Sendable {
    /// The paste-ready lines `fit` prints, each ``SpringEquivalents/line(_:_:)``
    /// under the API's name; `number` writes a number as code.
    func lines(number: (Double) -> String) -> [String]
}
