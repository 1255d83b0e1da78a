import Foundation
import SpringLab
import Testing

@testable import SpringLabPlot

/// The scenes' animated values against the textbook solution of the damped
/// oscillator and the tutorials' own geometry.
@Suite("animation scenes")
struct AnimationSceneTests {
    static let expand = try! UIKitSpring(duration: 0.25, dampingRatio: 0.9, initialVelocity: 1.5)
    static let settle = try! UIKitSpring(duration: 0.45, dampingRatio: 0.15, initialVelocity: 5.5)

    static func value(_ frame: SceneFrame, _ name: String) -> Double? {
        frame.quantities.first { $0.name == name }?.value
    }

    /// Each scene's default springs are the rows of data/seed-springs.csv it names.
    @Test(arguments: SceneKind.allCases)
    func tutorialSpringsAreTheSeedRows(_ kind: SceneKind) throws {
        let seeds = try SeedSprings.load(repositoryRoot.appendingPathComponent("data/seed-springs.csv").path)
        let springs = kind.tutorialSprings
        #expect(springs.count == kind.tutorialSeedIDs.count)
        for (spring, id) in zip(springs, kind.tutorialSeedIDs) {
            let seed = try #require(seeds.first { $0.label == id }, "\(id)")
            #expect(spring.animation.spring == seed.animation.spring, "\(id)")
            #expect(spring.animation.initialVelocity == seed.animation.initialVelocity, "\(id)")
            #expect(spring.animation.endTime == seed.animation.endTime, "\(id)")
        }
    }

    /// The pulse's and the jump's default ranges are the seed rows' from and to.
    @Test func defaultRangesAreTheSeedRows() throws {
        let rows = try readSeedRows()
        for kind in [SceneKind.pulse, .jump] {
            let row = try #require(rows.first { $0["id"] == kind.tutorialSeedIDs[0] })
            let range = try #require(kind.defaultRange)
            #expect(Double(row["from"] ?? "") == range.from)
            #expect(Double(row["to"] ?? "") == range.to)
        }
    }

    /// Elastic: out by 10 pt with the first spring up to its 0.25 s, then
    /// back with the second from the full 10 pt; UIKit's ends are visible as jumps.
    @Test func elasticControlPointsFollowBothStages() throws {
        let scene = try SceneKind.elastic.scene()
        for t in [0.0, 0.02, 0.1, 0.24, 0.25] {
            let offset = 10 * (try uikitProgress(Self.expand, at: t))
            let frame = scene.frame(at: t)
            #expect(abs(try #require(Self.value(frame, "top.y")) - offset) < 1e-9, "t = \(t)")
            #expect(abs(try #require(Self.value(frame, "left.x")) + offset) < 1e-9, "t = \(t)")
            #expect(abs(try #require(Self.value(frame, "bottom.y")) + 50 + offset) < 1e-9, "t = \(t)")
            #expect(abs(try #require(Self.value(frame, "right.x")) - 260 - offset) < 1e-9, "t = \(t)")
            #expect(Self.value(frame, "top.x") == 130)
        }
        for t in [0.26, 0.3, 0.5, 0.7, 0.72] {
            let offset = 10 * (1 - (try uikitProgress(Self.settle, at: t - 0.25)))
            let frame = scene.frame(at: t)
            #expect(abs(try #require(Self.value(frame, "top.y")) - offset) < 1e-9, "t = \(t)")
            #expect(abs(try #require(Self.value(frame, "right.x")) - 260 - offset) < 1e-9, "t = \(t)")
        }
        // After UIKit ends the second stage the points are exactly at rest.
        #expect(Self.value(scene.frame(at: 0.72), "top.y") == 0)
        #expect(scene.end == 0.25 + 0.45)
    }

    /// Jelly: the control point returns from 80 pt below the 100 pt edge.
    @Test func jellyControlPointReturnsToTheEdge() throws {
        let scene = try SceneKind.jelly.scene()
        let jelly = try UIKitSpring(duration: 1, dampingRatio: 0.5)
        for t in [0.0, 0.05, 0.2, 0.5, 1.0] {
            let y = 100 + 80 * (1 - (try uikitProgress(jelly, at: t)))
            let frame = scene.frame(at: t)
            #expect(abs(try #require(Self.value(frame, "control.y")) + y) < 1e-9, "t = \(t)")
            #expect(Self.value(frame, "control.x") == 160)
        }
        #expect(Self.value(scene.frame(at: 1.02), "control.y") == -100)
    }

    /// Pull-to-refresh: the tutorial's layout for a 150 pt pull at the middle
    /// of a 320 pt screen (wave min(0.6 · 150, 100) = 90 on a base of
    /// 50 + 150 − 90 = 110), every y springing back to 50 while x stays.
    @Test func pullToRefreshPointsSpringBackToTheRestingHeight() throws {
        let scene = try SceneKind.pullToRefresh.scene()
        let release = try UIKitSpring(duration: 0.9, dampingRatio: 0.57)
        let pulled: [(String, Double, Double)] = [
            ("l3", 0, 110), ("l2", 70.4, 110), ("l1", 113.6, 110 + 57.6), ("c", 160, 110 + 122.4),
            ("r1", 206.4, 110 + 57.6), ("r2", 249.6, 110), ("r3", 320, 110),
        ]
        for t in [0.0, 0.03, 0.1, 0.3, 0.9, 0.92] {
            let p = try uikitProgress(release, at: t)
            let frame = scene.frame(at: t)
            for (name, x, y) in pulled {
                #expect(abs(try #require(Self.value(frame, "\(name).x")) - x) < 1e-9, "\(name) t = \(t)")
                #expect(
                    abs(try #require(Self.value(frame, "\(name).y")) + (y + (50 - y) * p)) < 1e-9, "\(name) t = \(t)")
            }
        }
    }

    /// Box: the lane's centre is from + (to − from) · progress; UIKit snaps after T.
    @Test func boxMovesWithEachSpringAndSnapsAfterUIKitsEnd() throws {
        let bouncy = LabelledSpring(try SpringAnimation(PerceptualSpring(duration: 0.5, bounce: 0.3)))
        let scene = try SceneKind.box.scene(
            springs: [SceneKind.box.tutorialSprings[0], bouncy],
            settings: SceneSettings(from: -40, to: 260))
        let swiftUI = try PerceptualSpring(duration: 0.5, bounce: 0.3).spring(mass: 1)
        for t in [0.0, 0.1, 0.44, 0.45, 0.46, 0.8] {
            let frame = scene.frame(at: t)
            let uikit = -40 + 300 * (try uikitProgress(Self.settle, at: t))
            let swift = -40 + 300 * (1 + underdampedDisplacement(swiftUI, v0: 0, at: t))
            #expect(abs(try #require(Self.value(frame, "lane1.x")) - uikit) < 1e-9, "t = \(t)")
            #expect(abs(try #require(Self.value(frame, "lane2.x")) - swift) < 1e-9, "t = \(t)")
        }
        #expect(Self.value(scene.frame(at: 0.46), "lane1.x") == 260)
        // The note about UIKit's jump appears only after the end.
        #expect(!scene.frame(at: 0.45).labels.contains { $0.text.hasPrefix("UIKit ended") })
        #expect(scene.frame(at: 0.46).labels.contains { $0.text.hasPrefix("UIKit ended it at 0.45 s and jumped 9") })
    }

    /// Pulse and jump: Core Animation's springs from the tutorial, run to rest.
    @Test func pulseAndJumpFollowTheirSprings() throws {
        let pulse = try SceneKind.pulse.scene(), jump = try SceneKind.jump.scene()
        let pulseSpring = try Spring(mass: 1, stiffness: 100, damping: 7.5)
        let jumpSpring = try Spring(mass: 10, stiffness: 1500, damping: 50)
        for t in [0.0, 0.05, 0.3, 1.0] {
            let scale = 1.25 - 0.25 * (1 + underdampedDisplacement(pulseSpring, v0: 0, at: t))
            #expect(abs(try #require(Self.value(pulse.frame(at: t), "scale")) - scale) < 1e-12, "t = \(t)")
            let offset = 1 - (1 + underdampedDisplacement(jumpSpring, v0: 100, at: t))
            #expect(abs(try #require(Self.value(jump.frame(at: t), "offset")) - offset) < 1e-12, "t = \(t)")
        }
        // A hundred distances per second up: the field rises several points above its place.
        let highest =
            stride(from: 0.0, to: 0.5, by: 0.001).map { -(Self.value(jump.frame(at: $0), "offset") ?? 0) }.max() ?? 0
        #expect(highest > 5)
    }

    /// Core Animation draws ζ > 1 as critical damping unless allowsOverdamping:
    /// x = e^(−ω0 t) (x0 + (v0 + ω0 x0) t) at ω0 = √(k/m).
    @Test func coreAnimationShowsOverdampingAsCritical() throws {
        let animation = SpringAnimation(try CoreAnimationSpring(mass: 1, stiffness: 100, damping: 40))
        let presented = PresentedSpring(animation)
        for t in [0.05, 0.2, 0.6] {
            let critical = 1 + exp(-10 * t) * (-1 + (0 - 10) * t)
            #expect(abs(presented.progress(at: t) - critical) < 1e-12)
        }
        let allowed = PresentedSpring(
            SpringAnimation(
                try CoreAnimationSpring(
                    mass: 1, stiffness: 100, damping: 40,
                    allowsOverdamping: true)))
        #expect(abs(allowed.progress(at: 0.2) - (1 + animation.motion.displacement(at: 0.2))) < 1e-15)
    }

    @Test func wrongSpringCountsAndSettingsAreRefused() throws {
        let one = SceneKind.jelly.tutorialSprings
        #expect(throws: PlotError.self) { try SceneKind.elastic.scene(springs: one) }
        #expect(throws: PlotError.self) { try SceneKind.jelly.scene(springs: one + one) }
        #expect(throws: PlotError.self) { try SceneKind.jelly.scene(settings: SceneSettings(from: 1)) }
        #expect(throws: PlotError.self) { try SceneKind.box.scene(settings: SceneSettings(overshoot: 5)) }
        #expect(throws: PlotError.self) { try SceneKind.pulse.scene(settings: SceneSettings(to: 0)) }
        #expect(throws: PlotError.self) { try SceneKind.box.scene(settings: SceneSettings(to: .nan)) }
        #expect(throws: PlotError.self) { try SceneKind.elastic.scene(settings: SceneSettings(overshoot: -1)) }
    }

    /// Every frame of every scene fits the canvas with equal scales on both axes.
    @Test(arguments: SceneKind.allCases)
    func viewportKeepsShapesInsideAndRound(_ kind: SceneKind) throws {
        let plan = try AnimationPlan(
            scene: kind.scene(), name: kind.rawValue, fps: 50, width: 480, height: 320, hold: 1)
        let viewport = SceneViewport(fitting: plan.frames, width: 480, height: 320, top: 26, bottom: 38)
        let xScale = 480 / (viewport.x.upperBound - viewport.x.lowerBound)
        let yScale = 320 / (viewport.y.upperBound - viewport.y.lowerBound)
        #expect(abs(xScale / yScale - 1) < 1e-12)
        for point in plan.frames.flatMap({ $0.shapes.flatMap(\.points) }) {
            #expect(viewport.x.contains(point.x) && viewport.y.contains(point.y))
        }
    }

    /// The rows of data/seed-springs.csv by column name (its `where` cells are quoted and hold commas).
    private func readSeedRows() throws -> [[String: String]] {
        try readCSVRows("data/seed-springs.csv")
    }
}

extension SceneKind {
    /// The rows of data/seed-springs.csv each scene animates by default, by `id`.
    fileprivate var tutorialSeedIDs: [String] {
        switch self {
        case .box: return ["elastic-settle"]
        case .elastic: return ["elastic-expand", "elastic-settle"]
        case .jelly: return ["jelly-release"]
        case .pullToRefresh: return ["pull-to-refresh"]
        case .pulse: return ["pulse"]
        case .jump: return ["jump"]
        }
    }
}
