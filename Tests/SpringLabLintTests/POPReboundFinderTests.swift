import Testing

/// Facebook POP's `POPSpringAnimation` (Objective-C and Swift) and Rebound's
/// `SpringConfig` (Java and Kotlin): each form, POP's setters in the order
/// written, its boxed velocities, and the traps.
@Suite("lint finds POP and Rebound springs")
struct POPReboundFinderTests {
    @Test func popObjectiveC() {
        let source = """
            // POPSpringAnimation *c = [POPSpringAnimation animation]; c.springBounciness = 1;
            NSString *s = @"[POPSpringAnimation animation]";
            - (void)wobbleBadge {
                POPSpringAnimation *wobble = [POPSpringAnimation animationWithPropertyNamed:kPOPLayerRotation];
                wobble.springBounciness = 18;
                wobble.springSpeed = 6.5f;
                wobble.velocity = @(3);
                [self.badge.layer pop_addAnimation:wobble forKey:@"wobble"];
            }
            - (void)dropBadge {
                POPSpringAnimation *drop = [POPSpringAnimation animation];
                drop.dynamicsTension = 420;
                drop.dynamicsFriction = 21.5;
                drop.dynamicsMass = 1.2;
                drop.velocity = [NSValue valueWithCGPoint:CGPointMake(40, 40.0)];
            }
            - (void)fadeBadge {
                POPSpringAnimation *fade = [POPSpringAnimation animationWithPropertyNamed:kPOPViewAlpha];
                fade.toValue = @(1);
            }
            - (void)slideBadge:(CGFloat)speed {
                POPSpringAnimation *slide = [POPSpringAnimation animation];
                slide.springSpeed = speed;
                slide.velocity = [NSValue valueWithCGPoint:CGPointMake(0, 120)];
            }
            """
        #expect(
            summary(source, path: "Badge.m") == [
                "4:34 pop:springBounciness=18,springSpeed=6.5,velocity=3",
                "11:32 pop:dynamicsTension=420,dynamicsFriction=21.5,dynamicsMass=1.2,velocity=40",
                "18:32 pop:",
                "22:33 - springSpeed: speed; velocity: [NSValue valueWithCGPoint:CGPointMake(0, 120)]",
            ])
    }

    /// Objective-C's setter messages count as dot syntax does, in the order
    /// written together with it: a slider replaces the dynamics set before
    /// it, a dynamic set after the last slider puts POP on the dynamics.
    @Test func popObjectiveCMessages() {
        let source = """
            - (void)wobbleBadge {
                POPSpringAnimation *wobble = [POPSpringAnimation animation];
                [wobble setSpringBounciness:8];
                // [wobble setSpringSpeed:1];
                NSLog(@"[wobble setSpringSpeed:2]");
                wobble.springSpeed = 12;
                [wobble setVelocity:@(5)];
            }
            - (void)dropBadge {
                POPSpringAnimation *drop = [POPSpringAnimation animation];
                [drop setDynamicsTension:420];
                drop.dynamicsFriction = 21.5;
                [drop setDynamicsMass:1.2];
                [drop setVelocity:[NSValue valueWithCGPoint:CGPointMake(2, 2)]];
            }
            - (void)settleBadge {
                POPSpringAnimation *settle = [POPSpringAnimation animation];
                [settle setDynamicsTension:300];
                settle.springBounciness = 10;
                [settle setSpringSpeed:20];
            }
            - (void)pinBadge {
                POPSpringAnimation *pin = [POPSpringAnimation animation];
                pin.springSpeed = 20;
                [pin setDynamicsTension:250];
                [pin setDynamicsFriction:18];
            }
            - (void)tugBadge {
                POPSpringAnimation *tug = [POPSpringAnimation animation];
                [tug setSpringBounciness:4];
                [tug setDynamicsTension:300];
            }
            - (void)slideBadge:(CGFloat)speed {
                POPSpringAnimation *slide = [POPSpringAnimation animation];
                [slide setSpringSpeed:speed];
            }
            """
        #expect(
            summary(source, path: "Badge.m") == [
                "2:34 pop:springBounciness=8,springSpeed=12,velocity=5",
                "10:32 pop:dynamicsTension=420,dynamicsFriction=21.5,dynamicsMass=1.2,velocity=2",
                "17:34 pop:springBounciness=10,springSpeed=20",
                "23:31 pop:dynamicsTension=250,dynamicsFriction=18",
                "29:31 - dynamicsFriction: converted from springBounciness and springSpeed, not written",
                "34:33 - springSpeed: speed",
            ])
    }

    /// POP's `velocity` is an object: a boxed number is that number; a point,
    /// size or rect is read when all its components are the same number.
    @Test(arguments: [
        ("@5", "velocity=5"), ("@(-2.5f)", "velocity=-2.5"), ("[NSNumber numberWithFloat:7]", "velocity=7"),
        ("[NSValue valueWithCGPoint:CGPointZero]", "velocity=0"),
        ("[NSValue valueWithCGRect:CGRectMake(0, 0, 0, 0)]", "velocity=0"),
        ("[NSValue valueWithCGSize:CGSizeMake(1, 2)]", "-"), ("@(scale * 2)", "-"), ("[self flingVelocity]", "-"),
    ])
    func popBoxedVelocity(written: String, read: String) {
        let source = """
            POPSpringAnimation *fling = [POPSpringAnimation animation];
            fling.velocity = \(written);
            """
        let spring = springs(source, path: "Fling.mm").first
        #expect(spring.map { $0.spec.map { String($0.dropFirst("pop:".count)) } ?? "-" } == read)
    }

    @Test func popSwift() {
        let source = """
            /* let a = POPSpringAnimation() /* nested */ a.springSpeed = 1 */
            let s = "POPSpringAnimation(propertyNamed: kPOPViewAlpha)"
            var running: POPSpringAnimation?
            func pulse(_ bounce: CGFloat) {
                let grow = POPSpringAnimation(propertyNamed: kPOPLayerScaleXY)
                grow?.dynamicsTension = 500
                grow?.springBounciness = 12
                grow?.velocity = NSValue(cgPoint: CGPoint(x: 2, y: 2.0))
                let settle: POPSpringAnimation = POPSpringAnimation()
                settle.springSpeed = 20
                settle.dynamicsTension = 250
                settle.dynamicsFriction = 18
                let half = POPSpringAnimation(propertyNamed: kPOPViewCenter)!
                half.dynamicsTension = 300
                let moved = POPSpringAnimation(propertyNamed: kPOPViewCenter)
                moved?.springBounciness = bounce
                moved?.velocity = NSNumber(value: -150)
                let still = POPSpringAnimation()
                still.velocity = NSValue(cgPoint: .zero)
            }
            """
        #expect(
            summary(source, path: "Pulse.swift") == [
                "5:16 pop:springBounciness=12,velocity=2",
                "9:38 pop:dynamicsTension=250,dynamicsFriction=18",
                "13:16 - dynamicsFriction: converted from springBounciness and springSpeed, not written",
                "15:17 - springBounciness: bounce",
                "18:17 pop:velocity=0",
            ])
        let found = springs(source, path: "Pulse.swift")
        #expect(found.map(\.kind) == Array(repeating: "pop", count: 5))
        #expect(found.first?.written == "POPSpringAnimation(propertyNamed: kPOPLayerScaleXY)")
    }

    @Test func reboundJava() {
        let source = """
            // new SpringConfig(1, 2)
            String s = "SpringConfig.fromBouncinessAndSpeed(3, 4)";
            SpringConfig snappy = new SpringConfig(680, 28.5);
            mSpring.setSpringConfig(SpringConfig.fromOrigamiTensionAndFriction(40, 7));
            private static final SpringConfig SOFT = SpringConfig.fromBouncinessAndSpeed(8.5, 2d);
            spring.setSpringConfig(SpringConfig.fromOrigamiTensionAndFriction(tension, 3));
            SpringConfig fallback = SpringConfig.defaultConfig;
            public SpringConfig(double tension, double friction) {
                this.tension = tension;
            }
            """
        #expect(
            summary(source, path: "Tiles.java") == [
                "3:23 rebound:tension=680,friction=28.5",
                "4:25 rebound:origamiTension=40,origamiFriction=7",
                "5:42 rebound:bounciness=8.5,speed=2",
                "6:24 - origamiTension: tension",
            ])
        #expect(springs(source, path: "Tiles.java").map(\.call)[1] == "SpringConfig.fromOrigamiTensionAndFriction(…)")
    }

    @Test func reboundKotlin() {
        let source = """
            /* SpringConfig(1.0, 2.0) /* nested */ */
            val s = "${"SpringConfig(1.0, 2.0)"}"
            val gentle = SpringConfig(120.0, 14.0)
            val lively = SpringConfig.fromBouncinessAndSpeed(5.0, 10.0)
            class SpringConfig(val tension: Double, val friction: Double)
            """
        #expect(
            summary(source, path: "Cards.kt") == [
                "3:14 rebound:tension=120.0,friction=14.0",
                "4:14 rebound:bounciness=5.0,speed=10.0",
            ])
    }
}
