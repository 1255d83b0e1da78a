import Foundation
import SpringLab
import SpringLabTestSupport
import SpringLabTokens
import Testing

/// Reading DTCG files: groups, inherited types, descriptions, aliases, the
/// two ways of writing a spring, and the refusals.
@Suite("token files read into springs")
struct TokenReadingTests {
    static func load(_ json: String, presets: [TokenPreset] = []) throws(TokenError) -> [SpringToken] {
        try TokenSet.load(files: [(name: "t.json", bytes: Array(json.utf8))], presets: presets)
    }

    static func refusal(_ json: String) -> String? {
        do {
            _ = try load(json)
            return nil
        } catch { return error.description }
    }

    @Test("a group's $type reaches its tokens; other types and properties are left alone")
    func groupsAndTypes() throws {
        let tokens = try Self.load(
            """
            {"motion": {"$type": "spring", "$extensions": {"x": 1},
               "inner": {"fast": {"$value": "compose:dampingRatio=0.6,stiffness=800", "$description": "Quick"}}},
             "size": {"$type": "dimension", "small": {"$value": "4px"}},
             "odd": {"$value": "{motion.inner.fast}", "$type": "color"}}
            """)
        #expect(tokens.map(\.path) == ["motion.inner.fast"])
        #expect(tokens[0].description == "Quick")
        // k = 800 N/m and ζ = 0.6 at unit mass: c = 2ζ√(km).
        #expect(abs(tokens[0].animation.spring.stiffness - 800) < 1e-9)
        #expect(abs(tokens[0].animation.spring.damping - 2 * 0.6 * 800.0.squareRoot()) < 1e-9)
    }

    @Test("the object form and the --spring text give the same spring, targets included")
    func objectAndText() throws {
        let tokens = try Self.load(
            """
            {"s": {"$type": "spring",
               "a": {"$value": {"kind": "swiftui", "duration": 0.45, "bounce": 0.2}},
               "b": {"$value": "swiftui:duration=0.45,bounce=0.2"},
               "c": {"$value": {"kind": "target", "settlingDuration": 0.5, "overshoot": 0.04}},
               "d": {"$value": {"kind": "compose", "stiffness": "Low", "dampingRatio": "HighBouncy"}}}}
            """)
        #expect(tokens.map(\.path) == ["s.a", "s.b", "s.c", "s.d"])
        #expect(tokens[0].animation.spring == tokens[1].animation.spring)
        // SwiftUI's duration is the undamped period and ζ = 1 − bounce for bounce ≥ 0.
        let s = tokens[0].animation.spring
        #expect(abs(s.response - 0.45) < 1e-12)
        #expect(abs(s.dampingRatio - 0.8) < 1e-12)
        let metrics = try tokens[2].animation.metrics()
        #expect(abs(metrics.overshoot.amount - 0.04) < 1e-6)
        #expect(abs((metrics.settling.seconds ?? 0) - 0.5) < 1e-6)
        // Compose's StiffnessLow = 200 and DampingRatioHighBouncy = 0.2.
        #expect(abs(tokens[3].animation.spring.stiffness - 200) < 1e-9)
        #expect(abs(tokens[3].animation.spring.dampingRatio - 0.2) < 1e-12)
    }

    @Test("aliases are followed to any depth, and a typeless alias of a spring is a spring")
    func aliases() throws {
        let tokens = try Self.load(
            """
            {"base": {"$type": "spring", "k": {"$value": "compose:stiffness=380,dampingRatio=0.8"}},
             "a": {"$value": "{base.k}"}, "b": {"$value": "{a}"}, "c": {"$type": "spring", "$value": "{b}"}}
            """)
        #expect(tokens.map(\.path) == ["a", "b", "base.k", "c"])
        #expect(Set(tokens.map(\.animation.spring)).count == 1)
    }

    @Test("a preset is an alias target without --preset, and its tokens are written only with it")
    func presetAliases() throws {
        let tokens = try Self.load(#"{"m": {"$value": "{material3-expressive.fastSpatial}"}}"#)
        #expect(tokens.map(\.path) == ["m"])
        // ExpressiveMotionTokens.kt v0_14_0: SpringFastSpatialStiffness 800, damping ratio 0.6.
        #expect(abs(tokens[0].animation.spring.stiffness - 800) < 1e-9)
        #expect(abs(tokens[0].animation.spring.dampingRatio - 0.6) < 1e-12)
        let withPreset = try Self.load("{}", presets: [try #require(TokenPreset.named("react-spring"))])
        #expect(withPreset.count == 6)
    }

    @Test(
        "every bad file is one line naming the file and the token",
        arguments: [
            (
                #"{"a": {"$type": "spring", "x": {"$value": "{a.y}"}, "y": {"$value": "{a.x}"}}}"#,
                "t.json: a.x: alias cycle"
            ),
            (#"{"a": {"$type": "spring", "x": {"$value": "{nope}"}}}"#, "t.json: a.x: alias {nope}: no such token"),
            (#"{"a": {"$type": "spring", "x": {"$value": "{a.x}"}}}"#, "alias cycle"),
            (#"{"a": {"$type": "spring", "x": {"$value": {"kind": "nope"}}}}"#, "a.x: no spring kind 'nope'"),
            (#"{"a": {"$type": "spring", "x": {"$value": {"dampingRatio": 1}}}}"#, "a.x: a spring object names its"),
            (#"{"a": {"$type": "spring", "x": {"$value": "compose:wobble=1"}}}"#, "a.x: "),
            (
                #"{"a": {"$type": "spring", "x": {"$value": {"kind": "swiftui", "duration": 0.5, "stiffness": 9}}}}"#,
                "a.x: swiftui does not take"
            ),
            (#"{"a": {"$type": "spring", "x": {"$value": 3}}}"#, "a.x: a spring $value is"),
            (
                #"{"a": {"$type": "dimension", "x": {"$value": "4px"}}, "b": {"$type": "spring", "$value": "{a.x}"}}"#,
                "b: alias {a.x} is a dimension token"
            ),
            (#"{"a.b": {"$type": "spring", "$value": "compose:"}}"#, "t.json: a.b: a token or group name"),
            (#"{"a": 3}"#, "t.json: a: a token or group is an object"),
            (#"[1]"#, "t.json: a token file is a JSON object"),
            (#"{"a": {"$type": "spring", "x": {"$value": "compose:"}"#, "t.json line 1: not JSON: expected ',' or '}'"),
            (#"{"a": {"$type": 1}}"#, "t.json: a: $type must be a string"),
        ])
    func refusals(json: String, message: String) {
        let refusal = Self.refusal(json)
        #expect(refusal?.contains(message) == true, "\(refusal ?? "accepted")")
        #expect(refusal?.contains("\n") == false)
    }

    @Test("two files defining one path are refused, naming both")
    func duplicates() {
        let file = (name: "t.json", bytes: Array(#"{"a": {"$type": "spring", "$value": "compose:"}}"#.utf8))
        let second = (name: "u.json", bytes: file.bytes)
        #expect(throws: TokenError(file: "u.json", path: "a", "already defined in t.json")) {
            try TokenSet.load(files: [file, second], presets: [])
        }
    }
}

/// The JSON Schema that ships with the format.
@Suite("the token schema")
struct TokenSchemaTests {
    @Test("its kinds are the kinds springlab reads")
    func kinds() throws {
        let url = repositoryRoot.appendingPathComponent("docs/springlab-tokens.schema.json")
        let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let definitions = schema?["$defs"] as? [String: Any]
        let value = (definitions?["springValue"] as? [String: Any])?["oneOf"] as? [[String: Any]]
        let object = value?.first { $0["type"] as? String == "object" }
        let kind = (object?["properties"] as? [String: Any])?["kind"] as? [String: Any]
        #expect((kind?["enum"] as? [String])?.sorted() == SpringInputKinds.all.map { $0.kind }.sorted())
    }
}
