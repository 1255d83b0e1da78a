import ArgumentParser
import SpringLab

/// The spring options of a command line, however they were read: the flat
/// options' values (``FlatOption``) and the `--spring KIND:key=value,…`
/// arguments. ``SpringParameters`` reads them with swift-argument-parser;
/// ``QuickFit`` reads `fit`'s plainest command lines by hand.
protocol SpringOptionValues<Value> {
    associatedtype Value: ExpressibleByArgument & Sendable

    /// The value of a flat option as written, or nil when it is absent.
    func value(of option: FlatOption) -> WrittenValue<Value>?

    /// Every `--spring` argument, in order.
    var specs: [String] { get }
}

extension SpringOptionValues {
    /// The flat options present on the command line.
    var givenOptions: [FlatOption] { FlatOption.allCases.filter { value(of: $0) != nil } }

    /// Every spring written: the one of the flat options, if any, then each `--spring`.
    func writtenSprings() throws -> [WrittenSpring<Value>] {
        let flat = givenOptions.isEmpty ? [] : [try FlatSpringForm.written(by: self)]
        return flat + (try specs.map { try SpringSpec<Value>.parse($0) })
    }

    /// The one spring of a command that takes one.
    func writtenSpring() throws -> WrittenSpring<Value> {
        let springs = try writtenSprings()
        guard springs.count == 1 else {
            throw ValidationError(
                springs.isEmpty
                    ? "no spring given; write it as in code, in one of the accepted forms: \(FlatSpringForm.usages), "
                        + "or as --spring KIND:key=value,…"
                    : "give one spring: either the spring options or one --spring, not \(springs.count)")
        }
        return springs[0]
    }
}
