import SpringLab
import Testing

@testable import SpringLabCLI

/// The table of flat forms names each kind's parameters by name; the names
/// must be the kind's own, and each form's options must set distinct parameters.
@Suite("flat spring forms")
struct FlatSpringFormTests {
    @Test(arguments: FlatSpringForm.all.indices)
    func namesParametersOfItsKind(index: Int) {
        let form = FlatSpringForm.all[index]
        let parameters = (form.required + form.optional).map(\.parameter)
        for name in parameters {
            #expect(form.kind.parameterNames.contains(name), "\(form.usage): \(name)")
        }
        #expect(Set(parameters).count == parameters.count, "\(form.usage)")
    }

    /// A flat option's spelling is what messages quote for its parameter.
    @Test func spellsParametersAsWritten() throws {
        let fit = try #require(
            try SpringLabCommand.parseAsRoot(["fit", "--settling-duration", "0.5", "--overshoot", "0.08"]) as? Fit)
        let written = try fit.spring.writtenSpring()
        #expect(written.spelling(of: "settlingDuration") == "--settling-duration")
        #expect(written.spelling(of: "overshoot") == "--overshoot")
        #expect(written.spelling(of: "velocity") == "--velocity")
        #expect(written.spelling(of: "epsilon") == "epsilon")
    }
}
