import SpringLabIO

/// A built-in token set (`--preset NAME`): a group named after the preset,
/// its tokens written in the vocabulary of the API that publishes them, so
/// that the values are the ones that API's own input kind states (and
/// docs/tokens.md cites). Every preset can be the target of an input
/// file's aliases (`{material3-expressive.fastSpatial}`), given or not.
package struct TokenPreset: Sendable {
    package let name: String
    let description: String
    /// Each token's name and value as `--spring` text.
    let tokens: [(name: String, spring: String)]

    /// The preset as a token file's root: `{NAME: {"$type": "spring", …}}`.
    var document: JSONValue {
        let group =
            [("$type", JSONValue(.string("spring"))), ("$description", JSONValue(.string(description)))]
            + tokens.map { ($0.name, JSONValue(.object([("$value", JSONValue(.string($0.spring)))]))) }
        return JSONValue(.object([(name, JSONValue(.object(group)))]))
    }

    /// Each token's spring as `--spring` text.
    package var springTexts: [String] { tokens.map(\.spring) }

    /// The file name messages give for the preset.
    var file: String { "preset \(name)" }

    package static let all: [TokenPreset] = [
        material3("standard", spatial: [700, 1400, 300], ratio: 0.9),
        material3("expressive", spatial: [380, 800, 200], ratio: [0.8, 0.6, 0.8]),
        TokenPreset(
            name: "swiftui", description: "SwiftUI's named springs and spring animations",
            tokens: ["smooth", "snappy", "bouncy"].map { ($0, "swiftui:preset=\($0)") }
                + ["spring", "interactiveSpring", "default"].map { ($0, "swiftui:animation=\($0)") }),
        TokenPreset(
            name: "compose", description: "Jetpack Compose's spring() and its Spring constants",
            tokens: [("default", "compose:")]
                + ["High", "Medium", "MediumLow", "Low", "VeryLow"].map {
                    ("stiffness\($0)", "compose:stiffness=\($0)")
                }
                + ["HighBouncy", "MediumBouncy", "LowBouncy"].map {
                    ("dampingRatio\($0)", "compose:dampingRatio=\($0)")
                }),
        TokenPreset(
            name: "react-spring", description: "react-spring's config presets",
            tokens: ["default", "gentle", "wobbly", "stiff", "slow", "molasses"].map {
                ($0, "react-spring:preset=\($0)")
            }),
    ]

    /// The preset called `name`, or nil.
    package static func named(_ name: String) -> TokenPreset? { all.first { $0.name == name } }

    /// Material 3's motion scheme `scheme`: fast, default and slow springs
    /// (mass 1), spatial with the given stiffnesses (default, fast, slow)
    /// and damping ratios, effects never overshooting (ζ = 1) at 1600, 3800
    /// and 800 in both schemes (androidx StandardMotionTokens.kt and
    /// ExpressiveMotionTokens.kt, VERSION v0_14_0).
    private static func material3(_ scheme: String, spatial: [Double], ratio: [Double]) -> TokenPreset {
        let speeds = ["default", "fast", "slow"], effects = [1600.0, 3800, 800]
        var tokens: [(String, String)] = []
        for (index, speed) in speeds.enumerated() {
            tokens.append(("\(speed)Spatial", "compose:dampingRatio=\(ratio[index]),stiffness=\(spatial[index])"))
            tokens.append(("\(speed)Effects", "compose:dampingRatio=1.0,stiffness=\(effects[index])"))
        }
        return TokenPreset(
            name: "material3-\(scheme)", description: "Material 3's \(scheme) motion scheme (androidx, v0_14_0)",
            tokens: tokens)
    }

    private static func material3(_ scheme: String, spatial: [Double], ratio: Double) -> TokenPreset {
        material3(scheme, spatial: spatial, ratio: [ratio, ratio, ratio])
    }
}
