import SpringLab
import Testing

/// `KIND:key=value,…` read by the library, and the typed values callers
/// with their own syntax (token files, lint) hand to a kind.
@Suite("spring text and typed values")
struct SpringSpecTests {
    @Test func readsKindParametersAndLabel() throws {
        let spec = try SpringSpec<WrittenNumber>(parsing: "CA:stiffness=300, damping = 20,label=a, b")
        #expect(spec.kind.kind == CoreAnimationInput.kind)
        #expect(spec.values.map(\.name) == ["stiffness", "damping"])
        #expect(spec.label == "a, b")
        let spring = try spec.input().animation().spring
        // Core Animation's mass defaults to 1: k = 300 N/m and c = 20 N·s/m as written.
        #expect(spring.stiffness == 300)
        #expect(spring.damping == 20)
    }

    /// Compose's `Low` stiffness is 200 (androidx `Spring.StiffnessLow`, Spring.kt).
    @Test func readsNamedConstants() throws {
        let spec = try SpringSpec<WrittenNumber>(parsing: "compose:stiffness=Low,dampingRatio=1")
        guard case let .number(stiffness) = spec.values[0].value else { Issue.record("not a number"); return }
        #expect(stiffness.value == 200)
    }

    @Test(arguments: [
        ("ca:stiffness=0x10,damping=1", SpringError.notDecimal(parameter: "stiffness", written: "0x10", piece: "0x10")),
        ("ca:stiffness=inf,damping=1", .notDecimal(parameter: "stiffness", written: "inf", piece: "inf")),
        (
            "ca:stiffness=300N,damping=1",
            .numberWithUnit(parameter: "stiffness", written: "300N", number: 300, unit: "N", isSeconds: false)
        ),
        (
            "uikit:duration=450ms,damping=1",
            .numberWithUnit(parameter: "duration", written: "450ms", number: 450, unit: "ms", isSeconds: true)
        ),
        ("ca:stiffness=fast", .wrongParameterValue(parameter: "stiffness", value: "fast", expected: "a number")),
        ("stiffness=1", .springWithoutKind(known: SpringInputKinds.all.map { $0.kind })),
        ("swiftui:bouncy", .notKeyValue(item: "bouncy", key: "preset")),
    ])
    func refuses(text: String, error: SpringError) {
        #expect(throws: error) { try SpringSpec<WrittenNumber>(parsing: text) }
    }

    /// The messages give the number meant: 450 ms is 0.45 s, 5% is 0.05.
    @Test func unitRefusalsSayTheNumberMeant() {
        let time = SpringError.numberWithUnit(
            parameter: "duration", written: "450ms", number: 450, unit: "ms", isSeconds: true)
        #expect(time.description.contains("did you mean 0.45?"))
        let percent = SpringError.numberWithUnit(
            parameter: "overshoot", written: "5%", number: 5, unit: "%", isSeconds: false)
        #expect(percent.description.hasSuffix("did you mean 0.05?"))
        let multiplier = SpringError.numberWithUnit(
            parameter: "stiffness", written: "1k", number: 1, unit: "k", isSeconds: false)
        #expect(!multiplier.description.contains("did you mean"))
    }

    /// Above 10 s a time reads like milliseconds: 450 s is offered as 0.45.
    @Test func secondsAboveTheLongestAreRefused() throws {
        let long = try #require(try WrittenNumber("450", for: "duration", isSeconds: true))
        #expect(
            throws: SpringError.millisecondsForSeconds(
                parameter: "duration", written: "450", piece: "450", seconds: 450)
        ) {
            try long.checkSeconds(for: "duration")
        }
        let short = try #require(try WrittenNumber("10", for: "duration", isSeconds: true))
        try short.checkSeconds(for: "duration")
    }

    @Test func typedValuesAreCheckedAsTextIs() throws {
        #expect(try CoreAnimationInput.value(of: "stiffness", given: .number(300)) == .number(300))
        #expect(try ComposeInput.value(of: "stiffness", given: .choice("Low")) == .number(200))
        #expect(
            throws: SpringError.wrongParameterValue(
                parameter: "allowsOverdamping", value: "1", expected: "true or false")
        ) {
            try CoreAnimationInput.value(of: "allowsOverdamping", given: .number(1), written: "1")
        }
        #expect(try CoreAnimationInput.value(of: "stiffness", reading: " 300 ") == .number(300))
        #expect(throws: SpringError.self) { try CoreAnimationInput.value(of: "stiffnes", given: .number(1)) }
    }

    /// `springText` read back is the same input: every parameter given with
    /// the same value, bit for bit (0.1 + 0.2 needs all 17 digits), flags
    /// and choices by name, a constant by its number.
    @Test(arguments: [
        "uikit:duration=0.45,damping=0.15,velocity=5.5",
        "swiftui:preset=bouncy",
        "ca:mass=1,stiffness=300,damping=20,allowsOverdamping=true",
        "compose:dampingRatio=0.5,stiffness=Low",
        "target:settlingDuration=0.5,overshoot=0.08",
        "react-spring:tension=170,friction=26,precision=0.001",
        "motion:stiffness=1e-20,damping=12345678.9,mass=1e20",
        "swiftui:",
    ])
    func springTextReadsBack(_ text: String) throws {
        let input = try SpringSpec<WrittenNumber>(parsing: text).input()
        let again = try SpringSpec<WrittenNumber>(parsing: input.springText).input()
        #expect(again.given.map(\.name) == input.given.map(\.name), "\(input.springText)")
        #expect(again.given.map(\.value) == input.given.map(\.value), "\(input.springText)")
        #expect(type(of: again).kind == type(of: input).kind)
    }

    @Test func springTextKeepsEveryDigit() throws {
        let input = try SpringSpec<WrittenNumber>(parsing: "ca:stiffness=300,damping=20").input()
        #expect(input.springText == "ca:stiffness=300.0,damping=20.0")
        let sum = 0.1 + 0.2
        let written = try SpringSpec<WrittenNumber>(parsing: "ca:stiffness=\(sum),damping=20").input()
        #expect(written.springText == "ca:stiffness=0.30000000000000004,damping=20.0")
    }
}
