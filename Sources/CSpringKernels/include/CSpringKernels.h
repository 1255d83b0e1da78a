#ifndef CSPRINGKERNELS_H
#define CSPRINGKERNELS_H

#include <stddef.h>

/// The constants of the lockstep fill loop (see `UniformSampler.fill`):
/// the grid step, the state transition over one step, and the acceleration
/// a = accelerationFromVelocity · v − naturalFrequencySquared · x.
typedef struct SpringLabFillConstants {
    double step;
    double xx, xv, vx, vv;
    double accelerationFromVelocity;
    double naturalFrequencySquared;
} SpringLabFillConstants;

/// Whether `springlab_write_four_blocks` can run on this processor:
/// x86-64 with AVX2 and FMA. Always 0 elsewhere.
int springlab_four_blocks_available(void);

/// Writes four consecutive anchor blocks of `blockLength` samples each, side
/// by side, as `UniformSampler.writeLanes` does: the same IEEE operations in
/// the same order, lane by lane, so the same bits.
///
/// - `anchors`: 16 doubles, four lanes each of the block's first grid index
///   (a whole number below 2^53), displacement, velocity and the exact
///   rounding n·h − fl(n·h) of its anchor time, in that order.
/// - `output`: 4 · blockLength samples of four doubles (time, displacement,
///   velocity, acceleration); block `lane` starts at sample lane · blockLength.
///
/// Call only when `springlab_four_blocks_available()` returns 1.
void springlab_write_four_blocks(const void *anchors, SpringLabFillConstants constants,
                                 ptrdiff_t blockLength, void *output);

#endif
