import Foundation
@testable import SpringLabPlot

/// A renderer on the installed gnuplot with a generous limit for a loaded machine.
func testRenderer() throws -> Renderer {
    Renderer(runner: GnuplotRunner(executable: try installedGnuplot(), timeLimit: .seconds(120)))
}
