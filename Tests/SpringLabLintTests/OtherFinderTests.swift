import Testing

/// Kotlin, Java, JavaScript/TypeScript (JSX) and Dart fixtures: each form,
/// named and positional arguments, constants, and the traps.
@Suite("lint finds Kotlin, Java, JavaScript and Dart springs")
struct OtherFinderTests {
    @Test func kotlin() {
        let source = """
            /* spring(0.1f, 10f) /* nested */ SpringForce() */
            val s = "spring(${ spring(0.2f) } ${"}"}) $x"
            val raw = \"\"\"spring(0.3f) ${ "}" }\"\"\"
            val a = spring(dampingRatio = Spring.DampingRatioMediumBouncy, stiffness = Spring.StiffnessLow)
            val b = spring<Float>(0.4f, 1_000f)
            val c = spring(
                stiffness = 300f,
                dampingRatio = ratio,
            )
            val force = SpringForce(1f).setStiffness(SpringForce.STIFFNESS_VERY_LOW).setDampingRatio(0.3f)
            val g = SpringForce().apply { stiffness = 200f; dampingRatio = SpringForce.DAMPING_RATIO_HIGH_BOUNCY }
            """
        #expect(
            summary(source, path: "a.kt") == [
                "4:9 compose:dampingRatio=MediumBouncy,stiffness=Low",
                "5:9 compose:dampingRatio=0.4,stiffness=1000",
                "6:9 - dampingRatio: ratio",
                "10:13 android:stiffness=VeryLow,dampingRatio=0.3",
                "11:9 android:stiffness=200,dampingRatio=HighBouncy",
            ])
    }

    /// Compose's per-type `VisibilityThreshold`s, read as the `compose:` constants of their values,
    /// and its `Spring` constants imported one by one and written bare.
    @Test func composeVisibilityThresholds() {
        let source = """
            val slide = spring(stiffness = Spring.StiffnessMediumLow, visibilityThreshold = IntOffset.VisibilityThreshold)
            val width = spring<Dp>(dampingRatio = 0.9f, visibilityThreshold = Dp.VisibilityThreshold)
            val drag = spring(visibilityThreshold = Offset.VisibilityThreshold)
            val mine = spring(visibilityThreshold = Custom.VisibilityThreshold)
            val bare = SpringSpec(stiffness = StiffnessVeryLow, dampingRatio = DampingRatioHighBouncy)
            val own = spring(stiffness = StiffnessOfMyOwn)
            fun <T> spring(dampingRatio: Float = 1f, stiffness: Float = 1500f): SpringSpec<T> = SpringSpec(dampingRatio, stiffness)
            fun spring(): Unit = Unit
            """
        #expect(
            summary(source, path: "a.kt") == [
                "1:13 compose:stiffness=MediumLow,visibilityThreshold=Int",
                "2:13 compose:dampingRatio=0.9,visibilityThreshold=Dp",
                "3:12 compose:visibilityThreshold=Px",
                // Not one of Compose's thresholds: measured with Compose's default (`defaulted`).
                "4:12 compose:",
                "5:12 compose:stiffness=VeryLow,dampingRatio=HighBouncy",
                "6:11 - stiffness: StiffnessOfMyOwn",
                "7:85 - dampingRatio: dampingRatio; stiffness: stiffness",
            ])
    }

    /// An animation given its spring by a chained `setSpring` is that spring's, found once;
    /// the class's own constructors are declarations, not springs.
    @Test func javaChainedSpringAndDeclarations() {
        let source = """
            SpringAnimation wobble = new SpringAnimation(badge, DynamicAnimation.ROTATION)
                .addEndListener(onEnd)
                .setSpring(new SpringForce(0f).setStiffness(50f));
            new SpringAnimation(badge, DynamicAnimation.SCALE_X).setSpring(springy).start();
            public SpringForce(float finalPosition) {
                mFinalPosition = finalPosition;
            }
            SpringForce() throws IllegalStateException { }
            """
        #expect(summary(source, path: "A.java") == ["3:16 android:stiffness=50"])
    }

    @Test func java() {
        let source = """
            String s = "new SpringForce().setStiffness(1f)";
            char c = '"';
            SpringForce force = new SpringForce(0f);
            force.setStiffness(SpringForce.STIFFNESS_MEDIUM);
            force.setDampingRatio(0.75f);
            """
        #expect(summary(source, path: "A.java") == ["3:21 android:stiffness=Medium,dampingRatio=0.75"])
    }

    /// AndroidX's documented way: the animation's own spring, set through it.
    @Test func springAnimation() {
        let kotlin = """
            val anim = SpringAnimation(view, DynamicAnimation.TRANSLATION_Y, 0f)
            anim.spring.stiffness = SpringForce.STIFFNESS_LOW
            anim.spring.dampingRatio = 0.4f
            val plain = SpringAnimation(view, DynamicAnimation.X)
            val given = SpringAnimation(view, DynamicAnimation.Y)
            given.spring = SpringForce(0f).setStiffness(300f)
            """
        #expect(
            summary(kotlin, path: "a.kt") == [
                "1:12 android:stiffness=Low,dampingRatio=0.4", "4:13 android:", "6:16 android:stiffness=300",
            ])
        let java = """
            SpringAnimation anim = new SpringAnimation(view, DynamicAnimation.SCALE_X);
            anim.getSpring().setDampingRatio(SpringForce.DAMPING_RATIO_NO_BOUNCY);
            """
        #expect(summary(java, path: "A.java") == ["1:24 android:dampingRatio=NoBouncy"])
        // A variable of the same name declared in an inner scope is another animation's.
        let shadowed = """
            val anim = SpringAnimation(view, DynamicAnimation.X)
            anim.spring.stiffness = 300f
            run {
                val anim = SpringAnimation(other, DynamicAnimation.Y)
                anim.spring.dampingRatio = 0.2f
            }
            """
        #expect(summary(shadowed, path: "a.kt") == ["1:12 android:stiffness=300", "4:16 android:dampingRatio=0.2"])
        // Kotlin's apply block sets the same spring; one that replaces it is that SpringForce's.
        let applied = """
            val anim = SpringAnimation(view, DynamicAnimation.X).apply {
                spring.stiffness = 50f; spring.dampingRatio = 0.2f
            }
            val given = SpringAnimation(view, DynamicAnimation.Y).apply { spring = SpringForce(0f) }
            """
        #expect(summary(applied, path: "a.kt") == ["1:12 android:stiffness=50,dampingRatio=0.2", "4:72 android:"])
    }

    @Test func javaScriptWithJSX() {
        let source = """
            // { type: "spring", stiffness: 1 }
            const t = `config: { tension: 1, friction: 2 } ${ `{ type: "spring" }` + "}" }`;
            const re = /{ type: "spring", stiffness: 3 }/g;
            export const Card = () => (
              <motion.div transition={{ type: "spring", stiffness: 300,
                                        damping: 20 }}>
                Don't write type: "spring" as text: {"{ type: 'spring' }"}
                <p title="config.wobbly">{value}</p>
              </motion.div>
            );
            const props = useSpring({ x: 1, config: { tension: 210, friction: 20 } });
            const other = useSpring({ config: config.wobbly });
            Animated.spring(this.value, { toValue: 1, bounciness: 12, speed: 4, useNativeDriver: true }).start();
            Animated.spring(v, settings);
            const half = 10 / 2; const again = { type: 'spring', visualDuration: 0.4, bounce: 0.25 };
            """
        #expect(
            summary(source, path: "a.jsx") == [
                "5:27 motion:stiffness=300,damping=20",
                "11:33 react-spring:tension=210,friction=20",
                "12:35 react-spring:preset=wobbly",
                "13:1 react-native:bounciness=12,speed=4",
                "14:1 - config: settings",
                "15:36 motion:visualDuration=0.4,bounce=0.25",
            ])
    }

    /// Configs that are no react-spring spring: a decay, React Native's
    /// members; beside `animation: 'spring'` (React Navigation) the config is
    /// React Native's. motion ignores `duration` and `bounce` once a physical
    /// member is written.
    @Test func scriptConfigsByTheirMembers() {
        let source = """
            api.start({ config: { velocity: 0.4, decay: 0.995 } });
            const lift = { animation: 'spring', config: { stiffness: 900, damping: 450, mass: 2, overshootClamping: true } };
            const drop = { animation: 'timing', config: { duration: 250 } };
            const lone = { config: { stiffness: 120, damping: 14 } };
            const both = { type: 'spring', stiffness: 260, duration: 0.3, bounce: 0.4 };
            """
        #expect(
            summary(source, path: "a.ts") == [
                "2:37 react-native:stiffness=900,damping=450,mass=2,overshootClamping=true",
                "5:14 motion:stiffness=260",
            ])
    }

    /// motion's `useSpring` animates with its options and rest thresholds of
    /// 0.001 and 0.01 unless written (motion v13 `follow-value.ts`), in the
    /// forms that take thresholds; react-spring's `useSpring(props)`,
    /// `useSpring(props, deps)` and a lone variable are not motion's.
    @Test func motionUseSpring() {
        let source = """
            const width = useSpring(progress, { stiffness: 180, damping: 24, restDelta: 0.5 });
            const idle = useSpring(0);
            const drop = useSpring(-12, { visualDuration: 0.35, bounce: 0.1 });
            const timed = useSpring(width, { duration: 0.6, bounce: 0.3 });
            const both = useSpring(width, { mass: 2, duration: 0.6 });
            const fade = useSpring({ opacity: 0, config: { tension: 90, friction: 11 } });
            const kept = useSpring(fade, []);
            const passed = useSpring(options);
            const typed = useSpring(width, { type: "spring", stiffness: 75 });
            """
        #expect(
            summary(source, path: "a.ts") == [
                "1:15 motion:stiffness=180,damping=24,restDelta=0.5,restSpeed=0.01",
                "2:14 motion:restDelta=0.001,restSpeed=0.01",
                "3:14 motion:visualDuration=0.35,bounce=0.1,restDelta=0.001,restSpeed=0.01",
                "4:15 motion:duration=0.6,bounce=0.3",
                "5:14 motion:mass=2,restDelta=0.001,restSpeed=0.01",
                "6:38 react-spring:tension=90,friction=11",
                "9:32 motion:stiffness=75",
            ])
    }

    @Test func typeScriptGenericsAreNotMarkup() {
        let source = """
            const a = <T>(x: T) => x;
            const b: Array<number> = [1];
            const c = { type: "spring", stiffness: 120, damping: 14, mass: 1 } as const;
            """
        #expect(summary(source, path: "a.ts") == ["3:11 motion:stiffness=120,damping=14,mass=1"])
    }

    @Test func tsxGenericsAndMarkup() {
        let source = """
            const id = <T,>(x: T) => x;
            const pick = <K extends string>(k: K) => ({ type: "spring", stiffness: 50 });
            const view = <Sheet config={{ tension: 120, friction: 14 }}>Won't {"{ type: 'spring' }"}</Sheet>;
            """
        #expect(
            summary(source, path: "a.tsx") == [
                "2:43 motion:stiffness=50",
                "3:21 react-spring:tension=120,friction=14",
            ])
        #expect(springs(source, path: "a.tsx").first?.language == "TypeScript")
    }

    @Test func dart() {
        let source = """
            /* SpringDescription(mass: 1, stiffness: 1, damping: 1) /* nested */ */
            final s = 'SpringDescription(mass: 1, ${ "}" } stiffness: 1)';
            final r = r'${ SpringDescription(mass: 2, stiffness: 2, damping: 2) }';
            const a = SpringDescription(mass: 1, stiffness: 500, damping: 30);
            final b = SpringDescription.withDampingRatio(
              mass: 1,
              stiffness: 180,
              ratio: 0.6,
            );
            final c = SpringDescription.withDurationAndBounce(
                duration: const Duration(seconds: 1, milliseconds: 250), bounce: 0.2);
            final d = SpringDescription.withDurationAndBounce(duration: Duration(milliseconds: 409));
            class Coil {
              const SpringDescription({required this.mass, required this.stiffness, required this.damping});
              SpringDescription.withDampingRatio({required this.mass, required this.stiffness, double ratio = 1.0})
                : damping = ratio;
            }
            """
        #expect(
            summary(source, path: "a.dart") == [
                "4:11 flutter:mass=1,stiffness=500,damping=30",
                "5:11 flutter:mass=1,stiffness=180,ratio=0.6",
                "10:11 flutter:duration=1.25,bounce=0.2",
                "12:11 flutter:duration=0.409",
            ])
    }
}
