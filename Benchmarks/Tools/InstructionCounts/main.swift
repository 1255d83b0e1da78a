import BenchmarkWorkloads
import SpringLab

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs one of the suite's per-spring workloads a given number of passes,
/// for a count of the instructions it executes (`valgrind --tool=callgrind`),
/// which, unlike a time, does not move with the machine's load:
///
///     InstructionCounts WORKLOAD PASSES
///
/// It prints the number of springs in the workload. The instructions a
/// spring costs are the difference between a run of some passes and a run of
/// none (which builds the workload and starts the process), divided by the
/// springs those passes computed: bench/compare.py does so.
enum InstructionCounts {
    /// A workload: its springs, and what one pass computes from them.
    struct Workload: Sendable {
        let name: String
        let springs: @Sendable () -> [SpringMotion]
        let pass: @Sendable ([SpringMotion]) -> Void
    }

    static let workloads = [
        Workload(name: "metrics-random", springs: { Workloads.randomMotions }, pass: metrics),
        Workload(name: "metrics", springs: { Workloads.motions }, pass: metrics),
        Workload(name: "band-exit", springs: { Workloads.motions }, pass: bandExits),
    ]

    /// `SpringMetrics`, as `fit` and each `sweep` cell compute it: the
    /// "Metrics:" benchmarks of the suite.
    static func metrics(_ motions: [SpringMotion]) {
        for motion in motions {
            keep(try? SpringMetrics(spring: motion.spring, initialVelocity: motion.initialState.velocity))
        }
    }

    /// The band exit alone: the "Band exit:" benchmark of the suite.
    static func bandExits(_ motions: [SpringMotion]) {
        for motion in motions { keep(motion.bandExit(.standard)) }
    }

    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard arguments.count == 2, let workload = workloads.first(where: { $0.name == arguments.first }),
            let passes = Int(arguments.last!), passes >= 0
        else {
            let names = workloads.map(\.name).joined(separator: ", ")
            print("usage: InstructionCounts WORKLOAD PASSES (workloads: \(names); PASSES ≥ 0)")
            exit(2)
        }
        let springs = workload.springs()
        for _ in 0..<passes { workload.pass(springs) }
        print(springs.count)
    }
}

/// Keeps a result alive, so that the optimizer cannot drop the work that made it.
@_optimize(none) func keep<T>(_ value: T) {}

InstructionCounts.main()
