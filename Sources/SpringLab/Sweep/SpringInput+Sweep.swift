extension SpringInput {
    /// The animation of each input that differs from `base` in the numbers
    /// `first` and `second` only: a ``SpringSweep``'s cells, resolved by the
    /// one form those parameters make, found once (``form()``). When they
    /// make no form, or a parameter takes no number, every cell says why.
    ///
    /// A requirement of ``SpringInput`` with this default, so that each kind
    /// runs its own specialized copy: a sweep resolves millions of cells,
    /// and generic code would look up the kind's type information for each.
    public static func animations(
        of base: Self, varying first: SpringParameter<Self>, and second: SpringParameter<Self>
    ) -> SpringSweep.AnimationMaker {
        let write = { @Sendable (a: Double, b: Double) throws(SpringError) -> Self in
            var input = base
            try first.assign(.number(a), to: &input)
            try second.assign(.number(b), to: &input)
            return input
        }
        // Which parameters are given decides the form, whatever their values.
        guard let form = try? write(0, 0).form() else {
            return SpringSweep.resolving { a, b throws(SpringError) in try write(a, b) }
        }
        return { a, b in
            let input: Self
            do throws(SpringError) { input = try write(a, b) } catch { return (nil, .failure(error)) }
            do throws(SpringError) {
                // The animation holds the input (``SpringSweep/AnimationMaker``).
                return (nil, .success(try form.animation(input)))
            } catch {
                return (input, .failure(error))
            }
        }
    }
}
