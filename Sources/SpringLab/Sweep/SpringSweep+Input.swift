extension SpringSweep {
    /// The sweep of the inputs that differ from `base` in the numbers
    /// `first` and `second` only, which take the values of `firstAxis` and
    /// `secondAxis`.
    ///
    /// The parameters given decide an input's form, whatever their values,
    /// so every cell has the same one: it is found once (``SpringInput/form()``)
    /// and resolves each cell. When they make no form, or a parameter takes
    /// no number, every cell says why.
    ///
    /// - Throws: ``SpringError/invalidSweep(reason:)`` for more than ``maximumCells`` cells.
    public init<Input: SpringInput>(
        _ base: Input, varying first: SpringParameter<Input>, over firstAxis: SweepAxis,
        and second: SpringParameter<Input>, over secondAxis: SweepAxis,
        tolerance: SettlingTolerance = .standard, parts: SpringReport.Parts = .all
    ) throws(SpringError) {
        try self.init(
            first: firstAxis, second: secondAxis, tolerance: tolerance, parts: parts,
            animation: Self.animations(of: base, varying: first, and: second))
    }

    /// The animation of each input that differs from `base` in `first` and
    /// `second` only, resolved by the one form those parameters make, and
    /// its move as ``SpringReport`` finds it: the `distance` written, else
    /// the standard move. The distance parameter is found once here, not
    /// looked up among the parameters by every cell's report.
    static func animations<Input: SpringInput>(
        of base: Input, varying first: SpringParameter<Input>, and second: SpringParameter<Input>
    ) -> AnimationMaker {
        let write = { @Sendable (a: Double, b: Double) throws(SpringError) -> Input in
            var input = base
            try first.assign(.number(a), to: &input)
            try second.assign(.number(b), to: &input)
            return input
        }
        guard let form = try? write(0, 0).form() else {
            return resolving { a, b throws(SpringError) in try write(a, b) }
        }
        let distance = Input.parameters.first { $0.isDistance }
        return { a, b in
            let input: Input
            do throws(SpringError) { input = try write(a, b) } catch { return (nil, .failure(error), nil) }
            do throws(SpringError) {
                let animation = try form.animation(input)
                let move = try distance?.number(in: input).map { d throws(SpringError) in try ScreenMove(distance: d) }
                // The animation holds the input (``AnimationMaker``).
                return (nil, .success(animation), move ?? .standard)
            } catch {
                return (input, .failure(error), nil)
            }
        }
    }
}
