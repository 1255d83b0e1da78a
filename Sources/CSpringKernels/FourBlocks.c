// The lockstep loop of UniformSampler.fill, in 4-wide vectors with a fused
// multiply-add, for x86-64 processors that have AVX2 and FMA.
//
// Why it exists: every sample is moved onto its reported time fl(n·h), which
// needs the exact rounding n·h − fl(n·h). Swift compiles for the x86-64
// baseline (SSE2: 2-wide vectors, no FMA), where that takes Dekker's product,
// about a dozen operations a sample, and the loop is bound by arithmetic.
// A Swift target cannot ask for AVX2 without unsafeFlags (which would stop
// SpringLab being usable as a dependency), but C can compile one function for
// it with __attribute__((target)), and the library picks it at run time.
//
// The mirroring rule: the samples must be the bits UniformSampler.next()
// gives. So every operation below is the IEEE operation the Swift loop
// (UniformSampler+Fill.swift, writeLanes) performs, on the same operands in
// the same order: a separate multiply and add wherever Swift multiplies and
// adds (contraction into FMA is switched off for this file), and the one
// fused multiply-add where the exact rounding is computed. That one needs no
// mirroring: fma(n, h, −fl(n·h)) is exact, and so are Dekker's product and
// Swift's addingProduct, so all three give the same value.
//
// Dispatch: springlab_four_blocks_available() asks the processor (and the OS,
// for the AVX registers) once; Swift's FillKernel.preferred holds the answer
// and UniformSampler.fill uses the Swift loop when it is 0 and on every other
// architecture. Any change to writeLanes must be made here too:
// FillKernelTests compares the two, and next(), bit for bit.

#include "CSpringKernels.h"

#pragma STDC FP_CONTRACT OFF
#pragma clang fp contract(off)

#if defined(__x86_64__)
#include <immintrin.h>

int springlab_four_blocks_available(void) {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
}

__attribute__((target("avx2,fma")))
void springlab_write_four_blocks(const void *anchors, SpringLabFillConstants c,
                                 ptrdiff_t blockLength, void *output) {
    const double *lanes = anchors;
    __m256d n = _mm256_loadu_pd(lanes);
    __m256d x = _mm256_loadu_pd(lanes + 4);
    __m256d v = _mm256_loadu_pd(lanes + 8);
    const __m256d anchorRounding = _mm256_loadu_pd(lanes + 12);
    const __m256d step = _mm256_set1_pd(c.step);
    const __m256d xx = _mm256_set1_pd(c.xx), xv = _mm256_set1_pd(c.xv);
    const __m256d vx = _mm256_set1_pd(c.vx), vv = _mm256_set1_pd(c.vv);
    const __m256d fromVelocity = _mm256_set1_pd(c.accelerationFromVelocity);
    const __m256d omega2 = _mm256_set1_pd(c.naturalFrequencySquared);
    const __m256d one = _mm256_set1_pd(1.0);
    const __m256d signBit = _mm256_set1_pd(-0.0);
    // Sample k of lane j goes to sample j·blockLength + k: four doubles each.
    double *lane0 = output, *lane1 = lane0 + 4 * blockLength;
    double *lane2 = lane1 + 4 * blockLength, *lane3 = lane2 + 4 * blockLength;
    for (ptrdiff_t k = 0; k < blockLength; k++) {
        // time = n h; Swift: gridIndex * step.
        __m256d time = _mm256_mul_pd(n, step);
        // n h − time, exact (Swift: Dekker's product, or addingProduct).
        __m256d error = _mm256_fmadd_pd(n, step, _mm256_xor_pd(time, signBit));
        // shift = anchorRounding − error.
        __m256d shift = _mm256_sub_pd(anchorRounding, error);
        // a = fromVelocity·v − ω0²·x.
        __m256d a = _mm256_sub_pd(_mm256_mul_pd(fromVelocity, v), _mm256_mul_pd(omega2, x));
        // shiftedX = x + v·shift, shiftedV = v + a·shift.
        __m256d shiftedX = _mm256_add_pd(x, _mm256_mul_pd(v, shift));
        __m256d shiftedV = _mm256_add_pd(v, _mm256_mul_pd(a, shift));
        // acceleration = fromVelocity·shiftedV − ω0²·shiftedX.
        __m256d acceleration = _mm256_sub_pd(_mm256_mul_pd(fromVelocity, shiftedV),
                                             _mm256_mul_pd(omega2, shiftedX));
        // Transpose (time, x, v, a) × 4 lanes into one 32-byte sample per lane.
        __m256d tx02 = _mm256_unpacklo_pd(time, shiftedX), tx13 = _mm256_unpackhi_pd(time, shiftedX);
        __m256d va02 = _mm256_unpacklo_pd(shiftedV, acceleration);
        __m256d va13 = _mm256_unpackhi_pd(shiftedV, acceleration);
        _mm256_storeu_pd(lane0 + 4 * k, _mm256_permute2f128_pd(tx02, va02, 0x20));
        _mm256_storeu_pd(lane1 + 4 * k, _mm256_permute2f128_pd(tx13, va13, 0x20));
        _mm256_storeu_pd(lane2 + 4 * k, _mm256_permute2f128_pd(tx02, va02, 0x31));
        _mm256_storeu_pd(lane3 + 4 * k, _mm256_permute2f128_pd(tx13, va13, 0x31));
        // The transition: (xx·x + xv·v, vx·x + vv·v).
        __m256d nextX = _mm256_add_pd(_mm256_mul_pd(xx, x), _mm256_mul_pd(xv, v));
        __m256d nextV = _mm256_add_pd(_mm256_mul_pd(vx, x), _mm256_mul_pd(vv, v));
        x = nextX;
        v = nextV;
        n = _mm256_add_pd(n, one);
    }
}

#else

int springlab_four_blocks_available(void) { return 0; }

void springlab_write_four_blocks(const void *anchors, SpringLabFillConstants c,
                                 ptrdiff_t blockLength, void *output) {
    (void)anchors; (void)c; (void)blockLength; (void)output;
    __builtin_trap();  // never called: springlab_four_blocks_available() is 0
}

#endif
