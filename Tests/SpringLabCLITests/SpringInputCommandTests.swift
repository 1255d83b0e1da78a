import Foundation
import SpringLab
import Testing

/// The typed spring input through the binary: `--spring KIND:…` in every
/// command, the same spring whichever way it is written, and one report
/// behind `fit --json` and `sweep`.
@Suite("spring input and report through the binary")
struct SpringInputCommandTests {
    /// Each flat form and the `--spring` that writes the same API call.
    static let sameSprings: [([String], String)] = [
        (["--duration", "0.45", "--damping", "0.15"], "uikit:duration=0.45,damping=0.15"),
        (
            ["--duration", "0.45", "--damping", "0.15", "--velocity", "5.5"],
            "uikit:duration=0.45,damping=0.15,velocity=5.5"
        ),
        (["--stiffness", "300", "--damping", "20", "--mass", "2"], "ca:mass=2,stiffness=300,damping=20"),
        (
            ["--stiffness", "100", "--damping", "30", "--allows-overdamping"],
            "ca:stiffness=100,damping=30,allowsOverdamping=true"
        ),
        (["--perceptual-duration", "0.5", "--bounce", "-0.2"], "ca:perceptualDuration=0.5,bounce=-0.2"),
        (["--duration", "0.5", "--bounce", "0.3"], "swiftui:duration=0.5,bounce=0.3"),
        (["--response", "0.5", "--damping-ratio", "0.7"], "swiftui:response=0.5,dampingRatio=0.7"),
        (["--preset", "bouncy", "--velocity", "-2"], "swiftui:preset=bouncy,velocity=-2"),
    ]

    @Test("fit --spring prints byte for byte what the flat options print", arguments: sameSprings)
    func specEqualsFlatOptions(flat: [String], spec: String) throws {
        for format in [[], ["--json"]] {
            let a = try runSpringlab(["fit"] + flat + format), b = try runSpringlab(["fit", "--spring", spec] + format)
            #expect(a.status == 0 && b.status == 0, "\(a.stderr) \(b.stderr)")
            #expect(a.stdout == b.stdout, "\(spec) \(format)")
        }
    }

    @Test(
        "--spring works in every command that takes a spring",
        arguments: [
            ["fit", "--spring", "swiftui:preset=snappy"],
            ["simulate", "--spring", "swiftui:preset=snappy", "--until", "0.1"],
            ["compare", "--spring", "swiftui:preset=snappy"],
            ["plot", "--spring", "swiftui:preset=snappy", "--preview"],
            ["sweep", "--spring", "swiftui:duration=0.3...0.5:2,bounce=0...0.2:2"],
        ])
    func specInEveryCommand(arguments: [String]) throws {
        let result = try runSpringlab(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.isEmpty)
    }

    @Test(
        "refused: a spring written twice, or none",
        arguments: [
            (["fit", "--spring", "swiftui:preset=snappy", "--duration", "0.5", "--bounce", "0.1"], "give one spring"),
            (["simulate", "--spring", "swiftui:", "--spring", "ca:"], "give one spring"),
            (["compare"], "no spring given"),
        ])
    func refusedSpringCounts(arguments: [String], message: String) throws {
        expectOneLineError(try runSpringlab(arguments), mentioning: message)
    }

    /// Every field of `fit --json`, nested names joined with dots, is a column
    /// of `sweep --columns all` holding the same value; only the two swept
    /// columns and `error` are extra.
    @Test(
        "fit --json and sweep agree column for column",
        arguments: [
            ["--duration", "0.3...0.6:2", "--damping", "0.2...1:2", "--velocity", "3"],
            ["--stiffness", "50...200:2", "--damping", "2...40:2"],
            ["--spring", "swiftui:response=0.3...0.5:2,dampingRatio=0...1.5:2"],
        ])
    func fitAgreesWithSweep(grid: [String]) throws {
        let sweep = try runSpringlab(["sweep", "--columns", "all"] + grid)
        #expect(sweep.status == 0, "\(sweep.stderr)")
        let (header, rows) = SweepCommandTests.table(sweep.stdout)
        for row in rows {
            let input = header.filter { $0.hasPrefix("input.") && $0 != "input.kind" }
            let kind = try #require(row["input.kind"])
            let spec = kind + ":" + input.map { "\($0.dropFirst(6))=\(row[$0]!)" }.joined(separator: ",")
            let fit = try runSpringlab(["fit", "--json", "--spring", spec])
            #expect(fit.status == 0, "\(fit.stderr)")
            let json = try JSONDecoder().decode(JSONValue.self, from: Data(fit.stdout.utf8))
            let columns = Set(header.dropFirst(2).dropLast())
            for name in columns {
                let value = json.member(at: name.split(separator: ".").map(String.init))
                #expect(
                    value?.matches(row[name]!) == true,
                    "\(name): fit \(String(describing: value)), sweep '\(row[name]!)'")
            }
            let leaves = json.leafNames()
            #expect(Set(leaves).isSubset(of: columns), "only in fit: \(Set(leaves).subtracting(columns))")
        }
    }

    /// A JSON document, numbers as Doubles (JSONDecoder reads them exactly).
    indirect enum JSONValue: Decodable, CustomStringConvertible {
        case number(Double)
        case string(String)
        case bool(Bool)
        case null
        case array([JSONValue])
        case object([(String, JSONValue)])

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: Decoder) throws {
            if let object = try? decoder.container(keyedBy: Key.self) {
                // JSONDecoder does not keep key order: the members are sorted back below from the text.
                self = .object(
                    try object.allKeys.map { ($0.stringValue, try object.decode(JSONValue.self, forKey: $0)) })
                return
            }
            if var array = try? decoder.unkeyedContainer() {
                var items: [JSONValue] = []
                while !array.isAtEnd { items.append(try array.decode(JSONValue.self)) }
                self = .array(items)
                return
            }
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let bool = try? single.decode(Bool.self) {
                self = .bool(bool)
            } else if let number = try? single.decode(Double.self) {
                self = .number(number)
            } else {
                self = .string(try single.decode(String.self))
            }
        }

        var description: String {
            switch self {
            case let .number(value): return "\(value)"
            case let .string(value): return value
            case let .bool(value): return "\(value)"
            case .null: return "null"
            case let .array(items): return items.map(\.description).joined(separator: " ")
            case .object: return "{…}"
            }
        }

        /// Whether a CSV field holds this value: numbers equal as Doubles, null empty.
        func matches(_ field: String) -> Bool {
            switch self {
            case let .number(value): return Double(field) == value
            case .null: return field.isEmpty
            default: return description == field
            }
        }
    }

}

extension SpringInputCommandTests.JSONValue {
    /// The value at a path of member names; a null group holds null members.
    func member(at path: [String]) -> Self? {
        guard let name = path.first else { return self }
        switch self {
        case .null: return .null
        case let .object(members): return members.first { $0.0 == name }?.1.member(at: Array(path.dropFirst()))
        default: return nil
        }
    }

    /// The names of the leaves, nested names joined with dots. A null group's
    /// members are not known from the JSON: the null itself counts as a leaf
    /// only where no group could stand (it is checked member by member above).
    func leafNames(prefix: String = "") -> [String] {
        guard case let .object(members) = self else { return [prefix] }
        return members.flatMap { name, value -> [String] in
            if case .null = value, ["end", "uikit", "css", "reactNative", "reanimated", "reanimated3"].contains(name) {
                return []
            }
            return value.leafNames(prefix: prefix.isEmpty ? name : prefix + "." + name)
        }
    }
}
