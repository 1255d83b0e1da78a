import SpringLab
import Testing

/// Reanimated's `withSpring(toValue, config)` in JavaScript and TypeScript:
/// inline configs, constants of the same file, the named configs and their
/// spreads, both versions, what is not literal, and the traps (comments,
/// strings, another library's `withSpring`).
@Suite("lint finds Reanimated's withSpring")
struct ReanimatedFinderTests {
    @Test func inlineConstantsAndNamedConfigs() {
        let source = """
            import { withSpring, GentleSpringConfig, WigglySpringConfig } from 'react-native-reanimated';
            const springConfig = { damping: 15, stiffness: 150, mass: 1 };
            const snappy: WithSpringConfig = { ...springConfig, overshootClamping: true };
            offset.value = withSpring(1);
            offset.value = withSpring(0, { damping: 20, stiffness: 90 });
            offset.value = withSpring(0, springConfig);
            offset.value = withSpring(0, snappy, () => done());
            offset.value = withSpring(0, WigglySpringConfig);
            offset.value = withSpring(0, { ...GentleSpringConfig, velocity: -200 });
            offset.value = withSpring(0, { damping: 5, ...GentleSpringConfig });
            offset.value = withSpring(0, { ...WigglySpringConfig, damping: 60 });
            offset.value = withSpring(0, { duration: 550, dampingRatio: 0.75, clamp: { min: -5, max: 105 } });
            offset.value = withSpring(0, { dampingRatio: 0.5, energyThreshold: 1e-6 });
            offset.value = withSpring(0, undefined);
            """
        #expect(
            summary(source, path: "a.tsx") == [
                "4:16 reanimated:",
                "5:16 reanimated:damping=20,stiffness=90",
                "6:16 reanimated:damping=15,stiffness=150,mass=1",
                "7:16 reanimated:damping=15,stiffness=150,mass=1,overshootClamping=true",
                "8:16 reanimated:preset=wiggly",
                "9:16 reanimated:preset=gentle,velocity=-200",
                "10:16 reanimated:preset=gentle",
                "11:16 reanimated:preset=wiggly,damping=60",
                "12:16 reanimated:duration=550,dampingRatio=0.75,clampMin=-5,clampMax=105",
                "13:16 reanimated:dampingRatio=0.5,energyThreshold=1e-6",
                "14:16 reanimated:",
            ])
    }

    /// A rest threshold makes the config Reanimated 3's, unless it names
    /// `energyThreshold` or a named config (4.x, which ignores the thresholds).
    @Test func version3ByItsThresholds() {
        let source = """
            x.value = withSpring(1, { damping: 10, restDisplacementThreshold: 0.1, restSpeedThreshold: 5 });
            x.value = withSpring(1, { duration: 800, dampingRatio: 0.6, restSpeedThreshold: 4 });
            x.value = withSpring(1, { ...SnappySpringConfig, restSpeedThreshold: 4 });
            """
        #expect(
            summary(source, path: "a.js") == [
                "1:11 reanimated3:damping=10,restDisplacementThreshold=0.1,restSpeedThreshold=5",
                "2:11 reanimated3:duration=800,dampingRatio=0.6,restSpeedThreshold=4",
                "3:11 reanimated:preset=snappy",
            ])
    }

    /// What is not literal: a variable config, a member from a variable, a
    /// spread of something unknown, a config built by a call.
    @Test func notLiteral() {
        let source = """
            x.value = withSpring(1, settings);
            x.value = withSpring(1, { damping: theme.damping, stiffness: 100 });
            x.value = withSpring(1, { ...base, mass: 2 });
            x.value = withSpring(1, makeConfig());
            x.value = withSpring(1, { damping });
            """
        #expect(
            summary(source, path: "a.ts") == [
                "1:11 - config: settings",
                "2:11 - damping: theme.damping",
                "3:11 - ...base",
                "4:11 - config: makeConfig()",
                "5:11 - damping",
            ])
    }

    /// Comments, strings, templates, member calls, signatures and methods,
    /// and files with a `withSpring` of their own or from another library.
    @Test func traps() {
        let source = """
            // withSpring(1, { damping: 10 })
            /* withSpring(2) */
            const s = "withSpring(3, { damping: 4 })", t = `withSpring(${5})`;
            animator.withSpring(6, { damping: 7 });
            interface Animator { withSpring(toValue: number, config?: object): void }
            class Other { withSpring(a, b) { return a; } }
            """
        #expect(summary(source, path: "a.ts").isEmpty)
        for declaration in [
            "function withSpring(to, config) { return to; }",
            "const withSpring = (to) => to;",
            "import { withSpring } from './springs';",
            "import { timing, withSpring } from \"other-animations\";",
        ] {
            let source = declaration + "\nx.value = withSpring(1, { damping: 10 });\n"
            #expect(summary(source, path: "a.js").isEmpty, "\(declaration)")
        }
        let reanimated = "import { withSpring } from 'react-native-reanimated';\nx.value = withSpring(1);\n"
        #expect(summary(reanimated, path: "a.js") == ["2:11 reanimated:"])
    }

    /// Each spec found is a spring the kind takes, measured as `fit` measures it.
    @Test func foundSpringsResolve() throws {
        let source = """
            a.value = withSpring(1, { ...WigglySpringConfig, damping: 60 });
            b.value = withSpring(1, { duration: 400, dampingRatio: 0.5, restSpeedThreshold: 3 });
            """
        for spring in springs(source, path: "a.js") {
            #expect(throws: Never.self) { try spring.input().animation() }
        }
    }
}
