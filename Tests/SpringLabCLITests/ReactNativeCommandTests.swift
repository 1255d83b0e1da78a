import Testing

/// `--spring react-native:…` end to end: fit names React Native among the
/// runtimes and the equivalents, in text and JSON.
@Suite("react-native kind in fit")
struct ReactNativeCommandTests {
    @Test func fitNamesReactNative() throws {
        let text = try runSpringlab(["fit", "--spring", "react-native:tension=40,friction=7"]).stdout
        #expect(text.hasPrefix("React Native Animated.spring tension 40, friction 7"))
        #expect(text.contains("  React Native    Animated.spring(value, { toValue: 300, stiffness: 230.2, damping: 22"))
        let json = try FitCommandTests.fitJSON(["--spring", "react-native:tension=40,friction=7"])
        let runtimes = try #require(json["runtimes"] as? [String: Any])
        let end = try #require(runtimes["reactNative"] as? [String: Any])
        #expect((end["endsAt"] as? Double).map { $0 > 0 } == true)
        let equivalents = try #require(json["equivalents"] as? [String: Any])
        let group = try #require(equivalents["reactNative"] as? [String: Any])
        #expect(group["damping"] as? Double == 22 && group["velocityUnit"] as? String == "units/s")
    }

    /// Animated.spring refuses an undamped spring: no code, no end.
    @Test func undampedHasNone() throws {
        let text = try runSpringlab(["fit", "--stiffness", "100", "--damping", "0"]).stdout
        #expect(text.contains("  React Native    none: Animated.spring needs damping > 0"))
        #expect(text.contains("  React Native    cannot express this spring"))
    }

    @Test func forReactNative() throws {
        let json = try FitCommandTests.fitJSON(["--stiffness", "100", "--damping", "10", "--for", "react-native"])
        let match = try #require(json["for"] as? [String: Any])
        #expect(match["kind"] as? String == "react-native")
        #expect(match["withinTolerance"] as? Bool == true)
    }
}
