import SpringLab
import Testing

/// Parameters read and write their own field, stored or computed, through
/// the getter and setter their kind gives: the input's own property sees the value.
@Suite("SpringParameter fields")
struct SpringParameterFieldTests {
    /// A kind with a number in a computed property beside stored ones.
    struct ComputedFieldInput: SpringInput {
        var stored: Double?
        var flag: Bool?
        private var halfOfComputed: Double?
        var computed: Double? {
            get { halfOfComputed.map { $0 * 2 } }
            set { halfOfComputed = newValue.map { $0 / 2 } }
        }

        static let kind = "computed-field"
        static let title = "Computed field"
        static let stored = SpringParameter<Self>.number("stored", \.stored, { $0.stored = $1 }, "a stored number")
        static let flag = SpringParameter<Self>.flag("flag", \.flag, { $0.flag = $1 }, default: false, "a flag")
        static let computed = SpringParameter<Self>.number(
            "computed", \.computed, { $0.computed = $1 }, "a computed number")
        static let parameters = [stored, flag, computed]
        static let forms: [SpringInputForm<Self>] = []
    }

    @Test("every number of every kind: distinct values read back, nothing else changes")
    func everyKind() throws {
        for kind in SpringInputKinds.all { try Self.check(kind) }
        try Self.check(ComputedFieldInput.self)
    }

    /// Gives every number parameter its own value, one after the other, and
    /// reads them all back: a write to the wrong place shows as a changed neighbour.
    static func check<Input: SpringInput>(_ kind: Input.Type) throws {
        let numbers = Input.parameters.filter { if case .number = $0.values { true } else { false } }
        var input = Input()
        for (index, parameter) in numbers.enumerated() {
            try parameter.assign(.number(Double(index) + 0.25), to: &input)
        }
        for (index, parameter) in numbers.enumerated() {
            #expect(parameter.value(in: input) == .number(Double(index) + 0.25), "\(Input.kind).\(parameter.name)")
            #expect(input.number(parameter) == Double(index) + 0.25)
        }
        #expect(input.given.map(\.name) == numbers.map(\.name), "\(Input.kind)")
    }

    @Test("the input's own properties hold what the parameters wrote")
    func ownProperties() throws {
        var uikit = UIKitInput()
        try UIKitInput.duration.assign(.number(0.45), to: &uikit)
        try UIKitInput.damping.assign(.number(0.15), to: &uikit)
        #expect(uikit.duration == 0.45 && uikit.damping == 0.15 && uikit.velocity == nil)

        var computed = ComputedFieldInput()
        try ComputedFieldInput.computed.assign(.number(3), to: &computed)
        try ComputedFieldInput.flag.assign(.flag(true), to: &computed)
        #expect(computed.computed == 3 && computed.flag == true && computed.stored == nil)
        computed.stored = 5
        #expect(ComputedFieldInput.stored.value(in: computed) == .number(5))
    }

    @Test("a value of the wrong sort is refused, stored field or not")
    func wrongSort() {
        var input = ComputedFieldInput()
        #expect(throws: SpringError.self) { try ComputedFieldInput.stored.assign(.flag(true), to: &input) }
        #expect(throws: SpringError.self) { try ComputedFieldInput.flag.assign(.number(1), to: &input) }
        #expect(input.stored == nil && input.flag == nil)
    }

    @Test("the distance written is read for a kind that has one")
    func writtenDistance() throws {
        let motion = try MotionInput.written([("stiffness", .number(100)), ("distance", .number(40))])
        #expect(motion.writtenDistance == 40)
        #expect(try MotionInput.written([("stiffness", .number(100))]).writtenDistance == nil)
        #expect(try UIKitInput.written([("duration", .number(0.5))]).writtenDistance == nil)
    }
}
