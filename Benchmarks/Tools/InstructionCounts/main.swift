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
/// It prints the number of springs one pass computes (0 for no pass). The instructions a spring
/// costs are the difference between a run of some passes and a run of none
/// (which builds the workload and starts the process), divided by the
/// springs those passes computed: bench/compare.py does so.
enum InstructionCounts {
    /// The workloads, named as on the command line; each runs one pass and
    /// gives the number of springs it computed.
    static let workloads: [(name: String, pass: @Sendable () -> Int)] = [
        ("metrics-random", { metrics(Workloads.randomMotions) }),
        ("metrics", { metrics(Workloads.motions) }),
        ("band-exit", { bandExits(Workloads.motions) }),
    ]

    /// `SpringMetrics`, as `fit` and each `sweep` cell compute it: the
    /// "Metrics:" benchmarks of the suite.
    static func metrics(_ motions: [SpringMotion]) -> Int {
        for motion in motions {
            keep(try? SpringMetrics(spring: motion.spring, initialVelocity: motion.initialState.velocity))
        }
        return motions.count
    }

    /// The band exit alone: the "Band exit:" benchmark of the suite.
    static func bandExits(_ motions: [SpringMotion]) -> Int {
        for motion in motions { keep(motion.bandExit(.standard)) }
        return motions.count
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
        var springs = 0
        // Built before the passes, so that a run of 0 passes builds it too.
        _ = Workloads.randomMotions.count + Workloads.motions.count
        for _ in 0..<passes { springs = workload.pass() }
        print(springs)
    }
}

/// Keeps a result alive, so that the optimizer cannot drop the work that made it.
@_optimize(none) func keep<T>(_ value: T) {}

InstructionCounts.main()
