import ArgumentParser
import SpringLab

extension WrittenSpring where Number == NumberArgument {
    /// The spring with the command's band (`--epsilon`, `--distance`) as its
    /// target band: a spring written as targets is solved in the band the
    /// report measures in, so what it achieves is what it was asked for.
    ///
    /// Other kinds are returned as they are (their report takes the band
    /// directly). A target that names its own `epsilon` keeps it when it is
    /// the same band, and is refused when it is not.
    func takingBand(_ band: SettlingTolerance?) throws -> Self {
        guard let band, kind == TargetInput.self else { return self }
        let name = TargetInput.epsilon.name
        if let written = values.first(where: { $0.name == name }) {
            guard case let .number(value) = written.value, value.value == band.fraction else {
                throw ValidationError(
                    "--epsilon gives the band \(band.fraction) of the distance but the target "
                        + "names another epsilon; give the band once")
            }
            return self
        }
        var copy = self
        copy.values.append((name: name, value: .number(NumberArgument(band.fraction))))
        return copy
    }
}

extension ToleranceOptions {
    /// The band given on the command line (`--epsilon`, with `--distance` in
    /// the user's units), or nil when none was: `--distance` alone sets fit's
    /// move, not a band.
    func givenTolerance() throws -> SettlingTolerance? {
        epsilon == nil ? nil : try tolerance()
    }
}
