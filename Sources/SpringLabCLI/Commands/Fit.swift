import ArgumentParser
import SpringLab
import SpringLabIO

struct Fit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fit",
        abstract: "Explain one spring: physical constants, settling, overshoot, and its equivalents.",
        discussion: """
            Write the spring as you did in code:
              UIKit            --duration 0.45 --damping 0.15 [--velocity 5.5]
              Core Animation   [--mass 1] --stiffness 100 --damping 10
              SwiftUI          --duration 0.5 --bounce 0.3
                               --response 0.5 --damping-ratio 0.7
                               --preset smooth|snappy|bouncy
              CASpringAnimation(perceptualDuration:bounce:)
                               --perceptual-duration 0.5 --bounce 0.3
            or as what the motion should do (springlab finds the spring):
              --settling-duration 0.5 --overshoot 0.08   (or --damping-ratio,
                --bounce, --peak-time, --bounces; --criterion band|core-animation|envelope)
              --peak-time 0.2 --overshoot 0.1
            or as --spring KIND:key=value,… with the API's own parameter names:
              --spring uikit:duration=0.45,damping=0.15,velocity=5.5
              --spring ca:stiffness=300,damping=20    --spring swiftui:preset=bouncy
            (`springlab kinds` lists every kind and its parameters).
            or fit one to a recorded curve (a table or JSON of times and values):
              --curve capture.csv [--from 0 --to 300] [--fit-start]
              --curve log.csv --columns 1,3 --time-unit ms
              --curve frames.tsv --frame-rate 60    (a frame column, or values alone)
            Velocities are fractions of the distance per second, positive toward
            the target. Negative values can be written as --velocity -2.
            """
    )

    @OptionGroup var spring: SpringOptions
    @OptionGroup var tolerance: ToleranceOptions
    @OptionGroup var screen: ScreenOptions
    @OptionGroup var match: ScreenMatchOptions

    @OptionGroup(title: "Recorded curve") var curve: CurveFitOptions

    @Flag(help: "Print one JSON object (SI units) instead of text.")
    var json = false

    func run() throws {
        if curve.isGiven { return try fitCurve() }
        print(try springOutput())
    }

    /// What fit prints for the spring it was given (rather than a recorded curve).
    func springOutput() throws -> String {
        let band = try tolerance.givenTolerance()
        let report = try Fit.report(
            of: spring.writtenSpring().takingBand(band), band: band, distance: tolerance.distance,
            framesPerSecond: screen.framesPerSecond, cssTolerance: match.checkedTolerance())
        return Fit.rendered(try match.apply(to: report), json: json)
    }

    /// What fit says of `written`: settled within `band` (the standard band
    /// when nil), on a move of `distance` (when nil, the distance the spring
    /// names, else ``ScreenMove/standard``'s) at `framesPerSecond`.
    static func report(
        of written: WrittenSpring<NumberArgument>, band: SettlingTolerance?, distance: Double?, framesPerSecond: Double,
        cssTolerance: Double
    ) throws -> SpringReport {
        let animation = try written.animation()
        let move = try ScreenMove(
            distance: distance ?? animation.input.writtenDistance ?? ScreenMove.standard.distance,
            framesPerSecond: framesPerSecond)
        return try SpringReport(animation, tolerance: band ?? .standard, move: move, cssTolerance: cssTolerance)
    }

    /// The report as fit prints it: text, or one JSON object.
    static func rendered(_ report: SpringReport, json: Bool) -> String {
        json ? report.json.rendered() : report.text
    }
}
