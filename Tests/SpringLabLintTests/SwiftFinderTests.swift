import Testing

/// Swift and Objective-C fixtures: each form, and the traps (comments,
/// strings, interpolations, raw strings, calls over lines, trailing closures).
@Suite("lint finds Swift and Objective-C springs")
struct SwiftFinderTests {
    @Test func uikitForms() {
        let source = """
            UIView.animate(withDuration: 0.45, delay: 0,
                           usingSpringWithDamping: 0.15,
                           initialSpringVelocity: 5.5, options: []) {
                view.alpha = 1
            }
            UIView.animate(springDuration: 0.5, bounce: 0.2, initialSpringVelocity: 1, delay: 0, options: [], animations: { })
            UIView.animate(withDuration: 0.3) { }
            """
        #expect(
            summary(source, path: "a.swift") == [
                "1:1 uikit:duration=0.45,damping=0.15,velocity=5.5",
                "6:1 uikit:springDuration=0.5,bounce=0.2,velocity=1",
            ])
    }

    @Test func trapsInCommentsAndStrings() {
        let source = #"""
            // UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.1, initialSpringVelocity: 0)
            /* outer /* nested .spring(response: 1) */ still a comment .bouncy */
            let a = "UIView.animate(withDuration: 0.5, usingSpringWithDamping: 0.2) \(f(")")) .spring(response: 1)"
            let b = """
                .snappy Spring(duration: 1, bounce: 0) \(g("""
                    .bouncy
                    """))
                """
            let c = #"raw " .spring() \( "#
            let d = ##"raw #"# .smooth"##
            let e = .smooth
            """#
        #expect(summary(source, path: "a.swift") == ["11:9 swiftui:preset=smooth"])
    }

    @Test func swiftUIForms() {
        let source = """
            withAnimation(.spring(response: 0.5, dampingFraction: 0.7)) {}
            withAnimation(.spring(duration: 0.4, bounce: 0.2, blendDuration: 0)) {}
            withAnimation(.spring()) {}
            withAnimation(.interactiveSpring(response: 0.2)) {}
            let s = Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true)
            let t = Spring(settlingDuration: 1, dampingRatio: 0.8)
            let u = Animation.interpolatingSpring(mass: 2, stiffness: 300, damping: 8, initialVelocity: -1)
            withAnimation(flag ? .bouncy(duration: 0.3, extraBounce: 0.1) : nil) {}
            let notOurs = value.spring
            let chained = model?.smooth
            switch style { case .spring: break; default: break }
            if style == .bouncy { }
            """
        #expect(
            summary(source, path: "a.swift") == [
                "1:15 swiftui:animation=spring,response=0.5,dampingFraction=0.7",
                "2:15 swiftui:duration=0.4,bounce=0.2",
                "3:15 swiftui:animation=spring",
                "4:15 swiftui:animation=interactiveSpring,response=0.2",
                "5:9 swiftui:mass=1,stiffness=100,damping=40,allowOverDamping=true",
                "6:9 swiftui:settlingDuration=1,dampingRatio=0.8",
                "7:9 swiftui:mass=2,stiffness=300,damping=8,velocity=-1",
                "8:22 swiftui:preset=bouncy,duration=0.3,extraBounce=0.1",
            ])
    }

    /// A `.spring(…)` or `Spring(…)` with a label SwiftUI's has not is
    /// another library's or the code's own, and
    /// `.interactiveSpring(duration:extraBounce:)` is not read yet.
    @Test func otherLibrariesSpringsAreNotSwiftUIs() {
        let source = """
            cell.transition(.spring(stiffness: 320, damping: 18))
            withAnimation(.interactiveSpring(duration: 0.2, extraBounce: 0.1)) {}
            withAnimation(Animation.spring(response: 0.35, dampingFraction: 0.6, blendDuration: 0.1)) {}
            withAnimation(.interpolatingSpring(stiffness: 170, damping: 15)) {}
            let coil = Spring(name: "coil", turns: 12)
            """
        #expect(
            summary(source, path: "a.swift") == [
                "3:15 swiftui:animation=spring,response=0.35,dampingFraction=0.6",
                "4:15 swiftui:stiffness=170,damping=15",
            ])
    }

    @Test func coreAnimationAndTiming() {
        let source = """
            func make() {
                let a = CASpringAnimation(keyPath: "position")
                a.stiffness = 300
                a.damping = 5
                a.initialVelocity = 2
                other.mass = 9
            }
            let b = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
            let p = UISpringTimingParameters(mass: 1, stiffness: 200, damping: 20, initialVelocity: .zero)
            let q = UIViewPropertyAnimator(duration: 0.6, timingParameters: UISpringTimingParameters(
                dampingRatio: 0.7, initialVelocity: CGVector(dx: 1.5, dy: 0)))
            let r = UISpringTimingParameters(dampingRatio: 0.7)
            let s = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 0.55) { badge.alpha = 0 }
            let t = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut)
            """
        #expect(
            summary(source, path: "a.swift") == [
                "2:13 ca:stiffness=300,damping=5,velocity=2",
                "8:9 ca:perceptualDuration=0.5,bounce=0.3",
                "9:9 uikit-timing:mass=1,stiffness=200,damping=20",
                "10:65 uikit-timing:dampingRatio=0.7,initialVelocity=1.5,duration=0.6",
                "12:9 - duration: the animator's, not written here",
                "13:9 uikit-timing:dampingRatio=0.55,duration=0.4",
            ])
    }

    @Test func notLiteral() {
        let found = springs("withAnimation(.spring(response: base * 2, dampingFraction: 0.7)) {}", path: "a.swift")
        #expect(found.count == 1)
        #expect(found.first?.spec == nil)
        #expect(found.first?.unreadable == ["response: base * 2"])
        #expect(found.first?.written == ".spring(response: base * 2, dampingFraction: 0.7)")
    }

    /// A file written to nest without end is read to its end, not into a stack overflow.
    @Test func deepNestingEnds() {
        let swift = String(repeating: #""\("#, count: 100_000) + "\n.bouncy\n"
        #expect(springs(swift, path: "a.swift").isEmpty)
        let jsx = "const a = " + String(repeating: "<a>{", count: 100_000) + "\n{ type: 'spring' }\n"
        #expect(springs(jsx, path: "a.jsx").isEmpty)
        let after = String(repeating: "<b>", count: 100) + String(repeating: "</b>", count: 100)
        #expect(springs("const a = " + after + ";\nconst c = config.gentle;\n", path: "a.jsx").count == 1)
    }

    @Test func objectiveC() {
        let source = """
            // [UIView animateWithDuration:1 delay:0 usingSpringWithDamping:0.1 initialSpringVelocity:0 options:0 animations:nil completion:nil];
            NSString *s = @"[UIView animateWithDuration:1 delay:0 usingSpringWithDamping:0.1";
            [UIView animateWithDuration:0.5 delay:0
                 usingSpringWithDamping:0.6 initialSpringVelocity:0.5
                                options:UIViewAnimationOptionCurveEaseIn
                             animations:^{ view.alpha = 1; } completion:nil];
            CASpringAnimation *spring = [CASpringAnimation animationWithKeyPath:@"position.y"];
            spring.damping = 12;
            spring.allowsOverdamping = YES;
            """
        #expect(
            summary(source, path: "a.m") == [
                "3:1 uikit:duration=0.5,damping=0.6,velocity=0.5",
                "7:29 ca:damping=12,allowsOverdamping=true",
            ])
    }

    /// Objective-C sets `CASpringAnimation`'s properties by message too, read
    /// in the order written with dot syntax (the last value of a property
    /// counts); Swift has no such messages.
    @Test func objectiveCSetterMessages() {
        let source = """
            CASpringAnimation *spring = [CASpringAnimation animationWithKeyPath:@"position.y"];
            // [spring setMass:9];
            NSString *s = @"[spring setMass:9]";
            [spring setMass:2];
            [spring setStiffness:300];
            spring.damping = 20;
            [spring setInitialVelocity:-1.5];
            [spring setAllowsOverdamping:YES];
            CASpringAnimation *snap = [CASpringAnimation animation];
            snap.damping = 10;
            [snap setStiffness:400];
            [snap setDamping:30];
            [snap setAllowsOverdamping:NO];
            CASpringAnimation *tied = [CASpringAnimation animation];
            tied.stiffness = 100;
            [tied setStiffness:self.stiffness];
            """
        #expect(
            summary(source, path: "a.m") == [
                "1:29 ca:mass=2,stiffness=300,damping=20,velocity=-1.5,allowsOverdamping=true",
                "9:27 ca:stiffness=400,damping=30,allowsOverdamping=false",
                "14:27 - stiffness: self.stiffness",
            ])
        let swift = """
            let a = CASpringAnimation(keyPath: "position")
            [a setStiffness:300]
            a.damping = 5
            """
        #expect(summary(swift, path: "a.swift") == ["1:9 ca:damping=5"])
    }
}
