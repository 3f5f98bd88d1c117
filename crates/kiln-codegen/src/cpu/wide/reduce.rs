//! Row reductions at memory bandwidth: the blocked fold of contiguous f32 terms
//! (`lower::reduce_blocks`, kiln-eval's order) as one AVX-512 helper call per row.
//!
//! A whole block of 128 contiguous terms is folded in sixteen lanes (lane `c` folds terms
//! `c, c + 16, .., c + 112` in order, from the op's identity), then
//! `w_j = ((l_j ⊕ l_{j+4}) ⊕ l_{j+8}) ⊕ l_{j+12}`, the block's value is
//! `(((id ⊕ w_0) ⊕ w_1) ⊕ w_2) ⊕ w_3`, and block values fold into the accumulator in order:
//!
//! ```text
//! acc = row_sum_f32(&x[first], blocks, acc)
//! ```
//!
//! One block's sixteen lanes are one zmm register, so a block is eight loads and eight ops;
//! [`GROUP`] blocks are folded at once (independent chains; the rest one at a time). The
//! loads go in address order, block after block: the chains are independent, so the order
//! changes no result, only what the memory system sees. LLVM's scheduler interleaves the
//! group's independent chains (a line of every block in turn, 512 bytes apart) unless an
//! empty `asm!` between blocks (`in_order`) keeps the program order: on a Zen 4 the
//! interleaved order read a 256 MB row sum at 13.7 GB/s, address order at 27.8 (in L3 the
//! same, in L2 89 -> 110 GB/s). Where it pays (`super::far_prefetch`: Zen 5), the line
//! [`PREFETCH`] bytes ahead of each load is prefetched, so that a row streamed from memory
//! has more lines in flight (there 33-34 GB/s against 29 without prefetching); on a Zen 4
//! the same prefetches cost 20-30 % (22 GB/s), so they are left out there.
//! Every operation is the inline code's `+`, with the accumulator as the first operand, so
//! a sum is bit-identical to the kernel's loops. XLA's max and min give the same bits in any
//! order (NaN payloads aside), so their rows skip the lanes' tree: integer keys that order
//! like the floats under one-cycle integer max/min, NaNs flagged apart (`x86::extreme`),
//! five times faster than the compare-and-blend chain.
//!
//! `recognize` finds the loop nest `reduce_blocks::fold_lanes` writes for a plain f32 load
//! (see [`recognize`]); the emitter calls the helper instead of the nest where the host has
//! AVX-512F. Elsewhere the table entries run [`fold_blocks`], the same order in scalar code.
//! Rows of f16 or bf16 loads (`x.astype(f32).sum(-1)`) have helpers of their own, which widen
//! sixteen terms per load exactly as the inline loads do (`program::x86::half`) and fold
//! them in the same order: the inline nest widens and adds four at a time (bf16 rows of
//! 4096, 4096 of them, 1 thread: 1.40 -> 0.91 ms). A sum of `(x - c)²` or `x²` (a variance,
//! a norm) over such rows, `c` the same for the whole row, is one call of
//! `row_squares_*(&x[first], blocks, acc, c)`, the difference and square computed in
//! registers (`nest::squares` recognizes the term).
//!
//! Rows of at most one block are a plain loop (`reduce_blocks` folds them in order). Where
//! that loop only folds contiguous f32 loads into a maximum or minimum (`fold`, softmax's
//! row max), the emitter calls `fold_max_f32`/`fold_min_f32` instead, which take any number
//! of terms, `acc = fold_⊕_f32(&x[first], n, acc)`: the same integer-key chains, four
//! vectors per step, the last `n % 16` terms one masked load (nothing past the row is read).
//! The vector loop it replaces runs one f32x4 accumulator whose every step is a dependent
//! compare-and-blend chain, then a scalar fold of the lanes (bert's row max over
//! `f32[8,12,128,128]`: 1.27 % -> 0.17 % of the run in `perf`). Max and min helpers flush a
//! denormal result to a zero of its sign, as kiln-eval's maximum and minimum do (`flush`),
//! whatever the caller's MXCSR; the inline compare-and-select code returns such an extreme's
//! bits as they are.

mod fold;
mod nest;
mod terms;

pub(in crate::cpu) use fold::recognize as recognize_fold;
pub(in crate::cpu) use nest::recognize;

use super::program::Half;
use crate::kir::{BinaryOp, ScalarType};

/// Terms per block and lanes per block (kiln-eval `reduce.rs`).
const BLOCK: usize = 128;
const LANES: usize = 16;
/// Blocks folded together in the main loop.
#[cfg(target_arch = "x86_64")]
const GROUP: usize = 8;
/// How far ahead of the block being read lines are prefetched where that pays
/// (`super::far_prefetch`): f32 terms, and f16/bf16 ones
/// (which take twice the loads per line, and one prefetch per load all the same: bf16 rows
/// of 4096, 1 thread: 1.04 ms a line 4 KB ahead, 1.03 at 8 KB, 0.89 with a prefetch per
/// load 8 KB ahead, 0.93 at 16 KB).
#[cfg(target_arch = "x86_64")]
const PREFETCH: usize = 4096;
#[cfg(target_arch = "x86_64")]
const PREFETCH_HALF: usize = 8192;

/// The reducer of a row reduction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::cpu) enum RowOp {
    Add,
    Max,
    Min,
}

impl RowOp {
    fn from_binary(op: BinaryOp) -> Option<RowOp> {
        match op {
            BinaryOp::Add => Some(RowOp::Add),
            BinaryOp::Max => Some(RowOp::Max),
            BinaryOp::Min => Some(RowOp::Min),
            _ => None,
        }
    }

    /// `id ⊕ x == x` bit for bit (the lowering's block identity).
    fn identity(self) -> f32 {
        match self {
            RowOp::Add => -0.0,
            RowOp::Max => f32::NEG_INFINITY,
            RowOp::Min => f32::INFINITY,
        }
    }

    /// `acc ⊕ x` as the inline code computes it.
    fn apply(self, acc: f32, x: f32) -> f32 {
        match self {
            RowOp::Add => acc + x,
            RowOp::Max => super::xla_max_min(true, acc, x),
            RowOp::Min => super::xla_max_min(false, acc, x),
        }
    }

    /// The row helper for terms of type `ty` (f32, or f16/bf16 widened as they are read).
    pub(in crate::cpu) fn helper(self, ty: Option<Half>) -> super::super::helpers::Helper {
        use super::super::helpers::Helper::*;
        match (self, ty) {
            (RowOp::Add, None) => RowSumF32,
            (RowOp::Max, None) => RowMaxF32,
            (RowOp::Min, None) => RowMinF32,
            (RowOp::Add, Some(Half::F16)) => RowSumF16,
            (RowOp::Max, Some(Half::F16)) => RowMaxF16,
            (RowOp::Min, Some(Half::F16)) => RowMinF16,
            (RowOp::Add, Some(Half::BF16)) => RowSumBF16,
            (RowOp::Max, Some(Half::BF16)) => RowMaxBF16,
            (RowOp::Min, Some(Half::BF16)) => RowMinBF16,
        }
    }

    /// The helper folding any number of terms of type `ty` in any order (max and min only).
    pub(in crate::cpu) fn fold_helper(
        self,
        ty: Option<Half>,
    ) -> Option<super::super::helpers::Helper> {
        use super::super::helpers::Helper::*;
        match (self, ty) {
            (RowOp::Add, _) => None,
            (RowOp::Max, None) => Some(FoldMaxF32),
            (RowOp::Min, None) => Some(FoldMinF32),
            (RowOp::Max, Some(Half::F16)) => Some(FoldMaxF16),
            (RowOp::Min, Some(Half::F16)) => Some(FoldMinF16),
            (RowOp::Max, Some(Half::BF16)) => Some(FoldMaxBF16),
            (RowOp::Min, Some(Half::BF16)) => Some(FoldMinBF16),
        }
    }
}

/// The term type of a row helper for elements of type `t`: `Some(None)` for f32,
/// `Some(Some(h))` for f16/bf16 (widened exactly, as the inline loads do), `None` for
/// types the helpers do not read.
pub(in crate::cpu) fn term_type(t: ScalarType) -> Option<Option<Half>> {
    match t {
        ScalarType::F32 => Some(None),
        ScalarType::F16 => Some(Some(Half::F16)),
        ScalarType::BF16 => Some(Some(Half::BF16)),
        _ => None,
    }
}

/// An element type the row helpers read: f32, or the bits of an f16/bf16.
pub(in crate::cpu) trait Term: Copy {
    /// `None` for f32.
    const HALF: Option<Half>;
    /// The value as the inline code loads it (exactly).
    fn widen(self) -> f32;
}

impl Term for f32 {
    const HALF: Option<Half> = None;
    fn widen(self) -> f32 {
        self
    }
}

/// The bits of an f16.
#[derive(Clone, Copy)]
#[repr(transparent)]
pub(in crate::cpu) struct F16Bits(u16);

/// The bits of a bf16.
#[derive(Clone, Copy)]
#[repr(transparent)]
pub(in crate::cpu) struct BF16Bits(u16);

impl Term for F16Bits {
    const HALF: Option<Half> = Some(Half::F16);
    fn widen(self) -> f32 {
        super::program::widen_half(Half::F16, self.0)
    }
}

impl Term for BF16Bits {
    const HALF: Option<Half> = Some(Half::BF16);
    fn widen(self) -> f32 {
        super::program::widen_half(Half::BF16, self.0)
    }
}

/// `x`, or a zero of its sign where it is denormal. kiln-eval's maximum and minimum read
/// denormal operands as zero and flush their results (XLA:CPU's FTZ/DAZ modes); flushing
/// keeps the order (-0 < +0 included), so the flushed extreme of the raw terms is the
/// extreme of the flushed terms: max and min helpers flush their result once, whatever the
/// caller's MXCSR (the integer keys ignore it).
fn flush(x: f32) -> f32 {
    if x.is_subnormal() {
        0.0f32.copysign(x)
    } else {
        x
    }
}

/// The blocked fold in scalar code: `acc ⊕ block_0 ⊕ block_1 ⊕ ..` over the whole blocks of
/// `terms` (its length a multiple of 128), each block folded in lanes (module comment).
pub(in crate::cpu) fn fold_blocks<T: Term>(op: RowOp, terms: &[T], acc: f32) -> f32 {
    fold_blocks_by(op, terms, acc, T::widen)
}

/// [`fold_blocks`] of `term(x)` for each `x` of `terms`.
fn fold_blocks_by<T: Term>(op: RowOp, terms: &[T], mut acc: f32, term: impl Fn(T) -> f32) -> f32 {
    let id = op.identity();
    for block in terms.chunks_exact(BLOCK) {
        let mut lanes = [id; LANES];
        for step in block.chunks_exact(LANES) {
            for (l, &x) in lanes.iter_mut().zip(step) {
                *l = op.apply(*l, term(x));
            }
        }
        let mut value = id;
        for j in 0..4 {
            let w = op.apply(
                op.apply(op.apply(lanes[j], lanes[j + 4]), lanes[j + 8]),
                lanes[j + 12],
            );
            value = op.apply(value, w);
        }
        acc = op.apply(acc, value);
    }
    if op == RowOp::Add {
        acc
    } else {
        flush(acc)
    }
}

/// Defines the `extern "C" fn(terms: *const T, blocks: i64, acc: f32) -> f32` entries.
macro_rules! row_entries {
    ($($name:ident = $op:expr, $t:ty;)*) => {$(
        pub(in crate::cpu) extern "C" fn $name(terms: *const $t, blocks: i64, acc: f32) -> f32 {
            let blocks = blocks.max(0) as usize;
            if blocks == 0 {
                return acc;
            }
            #[cfg(target_arch = "x86_64")]
            if super::available() {
                // SAFETY: the kernel passes `blocks` whole blocks of terms it may read, and
                // the host has AVX-512F.
                return unsafe { x86::fold(terms, blocks, acc, $op) };
            }
            // SAFETY: as above.
            let terms = unsafe { std::slice::from_raw_parts(terms, blocks * BLOCK) };
            fold_blocks($op, terms, acc)
        }
    )*};
}

row_entries! {
    row_sum_f32 = RowOp::Add, f32;
    row_max_f32 = RowOp::Max, f32;
    row_min_f32 = RowOp::Min, f32;
    row_sum_f16 = RowOp::Add, F16Bits;
    row_max_f16 = RowOp::Max, F16Bits;
    row_min_f16 = RowOp::Min, F16Bits;
    row_sum_bf16 = RowOp::Add, BF16Bits;
    row_max_bf16 = RowOp::Max, BF16Bits;
    row_min_bf16 = RowOp::Min, BF16Bits;
}

/// Defines the `extern "C" fn(terms: *const T, blocks: i64, acc: f32, c: f32) -> f32`
/// entries: the blocked sum of `(x - c) * (x - c)` (a variance's terms; `c = 0` gives `x * x`
/// bit for bit), each `x` widened, then the difference and the product rounded to f32 as
/// the inline code's `Sub` and `Mul` do.
macro_rules! squares_entries {
    ($($name:ident = $t:ty;)*) => {$(
        pub(in crate::cpu) extern "C" fn $name(
            terms: *const $t,
            blocks: i64,
            acc: f32,
            c: f32,
        ) -> f32 {
            let blocks = blocks.max(0) as usize;
            if blocks == 0 {
                return acc;
            }
            #[cfg(target_arch = "x86_64")]
            if super::available() {
                // SAFETY: the kernel passes `blocks` whole blocks of terms it may read, and
                // the host has AVX-512F.
                return unsafe { x86::fold_squares(terms, blocks, acc, c) };
            }
            // SAFETY: as above.
            let terms = unsafe { std::slice::from_raw_parts(terms, blocks * BLOCK) };
            fold_blocks_by(RowOp::Add, terms, acc, |x| {
                let d = x.widen() - c;
                d * d
            })
        }
    )*};
}

squares_entries! {
    row_squares_f32 = f32;
    row_squares_f16 = F16Bits;
    row_squares_bf16 = BF16Bits;
}

/// Defines the `extern "C" fn(terms: *const T, n: i64, acc: f32) -> f32` entries: XLA's
/// maximum (`true`) or minimum of `acc` and `n` terms, in any order (the same bits).
macro_rules! fold_entries {
    ($($name:ident = $max:expr, $t:ty;)*) => {$(
        pub(in crate::cpu) extern "C" fn $name(terms: *const $t, n: i64, acc: f32) -> f32 {
            let n = n.max(0) as usize;
            if n == 0 {
                return acc;
            }
            #[cfg(target_arch = "x86_64")]
            if super::available() {
                // SAFETY: the kernel passes `n` terms it may read, and the host has AVX-512F.
                return unsafe { x86::extreme_here::<$max, _>(terms, n, acc) };
            }
            // SAFETY: as above.
            let terms = unsafe { std::slice::from_raw_parts(terms, n) };
            flush(
                terms
                    .iter()
                    .fold(acc, |acc, &x| super::xla_max_min($max, acc, x.widen())),
            )
        }
    )*};
}

fold_entries! {
    fold_max_f32 = true, f32;
    fold_min_f32 = false, f32;
    fold_max_f16 = true, F16Bits;
    fold_min_f16 = false, F16Bits;
    fold_max_bf16 = true, BF16Bits;
    fold_min_bf16 = false, BF16Bits;
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use super::{RowOp, Term, BLOCK, GROUP, LANES, PREFETCH, PREFETCH_HALF};
    use std::arch::x86_64::*;

    /// How far ahead of a load of `T` terms [`fold_group`] prefetches.
    const fn prefetch<T: Term>() -> usize {
        if T::HALF.is_some() {
            PREFETCH_HALF
        } else {
            PREFETCH
        }
    }

    /// Sixteen terms from `p` on, as f32.
    #[inline]
    #[target_feature(enable = "avx512f,fma")]
    unsafe fn load<T: Term>(p: *const T) -> __m512 {
        match T::HALF {
            None => _mm512_loadu_ps(p as *const f32),
            Some(h) => {
                let bits = _mm256_loadu_si256(p as *const __m256i);
                super::super::program::widen_half_16(h, bits)
            }
        }
    }

    /// One op on sixteen lanes, the accumulator first.
    trait Lanes {
        const ID: f32;
        /// # Safety
        /// The host has AVX-512F.
        unsafe fn op(acc: __m512, x: __m512) -> __m512;
    }

    struct Sum;

    impl Lanes for Sum {
        const ID: f32 = -0.0;
        #[inline]
        #[target_feature(enable = "avx512f")]
        unsafe fn op(acc: __m512, x: __m512) -> __m512 {
            _mm512_add_ps(acc, x)
        }
    }

    /// The AVX-512 fold (module comment). The caller checks AVX-512F; `terms` holds
    /// `blocks` whole blocks.
    pub(super) unsafe fn fold<T: Term>(terms: *const T, blocks: usize, acc: f32, op: RowOp) -> f32 {
        match op {
            RowOp::Add => fold_in_here::<Sum, Plain, T>(terms, blocks, acc, 0.0),
            RowOp::Max => extreme_here::<true, T>(terms, blocks * BLOCK, acc),
            RowOp::Min => extreme_here::<false, T>(terms, blocks * BLOCK, acc),
        }
    }

    /// [`fold_in`], prefetching where that pays on this host. The caller checks AVX-512F.
    unsafe fn fold_in_here<L: Lanes, M: Map, T: Term>(
        terms: *const T,
        blocks: usize,
        acc: f32,
        c: f32,
    ) -> f32 {
        if super::super::far_prefetch() {
            fold_in::<L, M, T, true>(terms, blocks, acc, c)
        } else {
            fold_in::<L, M, T, false>(terms, blocks, acc, c)
        }
    }

    /// The sum fold with (`FAR`) or without prefetching, for tests of both on any host.
    #[cfg(test)]
    pub(super) unsafe fn fold_in_for_test<const FAR: bool>(
        terms: *const f32,
        blocks: usize,
        acc: f32,
    ) -> f32 {
        fold_in::<Sum, Plain, f32, FAR>(terms, blocks, acc, 0.0)
    }

    /// [`extreme`], prefetching where that pays on this host. The caller checks AVX-512F.
    pub(super) unsafe fn extreme_here<const MAX: bool, T: Term>(
        terms: *const T,
        n: usize,
        acc: f32,
    ) -> f32 {
        if super::super::far_prefetch() {
            extreme::<MAX, T, true>(terms, n, acc)
        } else {
            extreme::<MAX, T, false>(terms, n, acc)
        }
    }

    /// XLA's max (min) of `acc` and the `n` terms (at least one) in any order: it gives
    /// the same bits in every order (NaN payloads aside), so the lanes' fixed tree is not
    /// needed. Each term becomes an integer key that orders like the float, -0 below +0
    /// (`key`); four chains of one-cycle integer max (min) fold the keys, `acc` starting the
    /// first, and a mask collects NaNs. The blocked lanes' compare-and-blend chain is several
    /// times slower per term. The last `n % 16` terms are one masked load, the other lanes
    /// the op's identity.
    #[target_feature(enable = "avx512f,fma")]
    unsafe fn extreme<const MAX: bool, T: Term, const FAR: bool>(
        terms: *const T,
        n: usize,
        acc: f32,
    ) -> f32 {
        let start = if MAX { i32::MIN } else { i32::MAX };
        let mut keys = [_mm512_set1_epi32(start); 4];
        // `acc` starts the first chain (when it is a NaN, it is the result: below).
        keys[0] = key(_mm512_set1_ps(acc));
        let mut nan: __mmask16 = 0;
        let mut i = 0;
        while i + 4 * LANES <= n {
            if FAR {
                let ahead = (terms.add(i) as *const i8).add(prefetch::<T>());
                for j in 0..4 {
                    _mm_prefetch::<_MM_HINT_T0>(ahead.add(j * LANES * size_of::<T>()));
                }
            }
            for (j, k) in keys.iter_mut().enumerate() {
                let x = load(terms.add(i + j * LANES));
                nan |= _mm512_cmp_ps_mask::<_CMP_UNORD_Q>(x, x);
                *k = fold_key::<MAX>(*k, x);
            }
            i += 4 * LANES;
        }
        // At most three whole vectors and a part remain: one chain each.
        for k in keys.iter_mut().take(3) {
            if i + LANES > n {
                break;
            }
            let x = load(terms.add(i));
            nan |= _mm512_cmp_ps_mask::<_CMP_UNORD_Q>(x, x);
            *k = fold_key::<MAX>(*k, x);
            i += LANES;
        }
        if i < n {
            let id = if MAX {
                f32::NEG_INFINITY
            } else {
                f32::INFINITY
            };
            let x = match T::HALF {
                None => {
                    let lanes = ((1u32 << (n - i)) - 1) as __mmask16;
                    // Masked-off lanes are not read (no fault past the end of the terms).
                    _mm512_mask_loadu_ps(_mm512_set1_ps(id), lanes, terms.add(i) as *const f32)
                }
                Some(_) => {
                    let mut part = [id; LANES];
                    for (j, x) in part.iter_mut().enumerate().take(n - i) {
                        *x = (*terms.add(i + j)).widen();
                    }
                    _mm512_loadu_ps(part.as_ptr())
                }
            };
            nan |= _mm512_cmp_ps_mask::<_CMP_UNORD_Q>(x, x);
            keys[3] = fold_key::<MAX>(keys[3], x);
        }
        if nan != 0 || acc.is_nan() {
            // The result is a NaN: `acc`'s when it is one (it is the first operand), else
            // the first NaN term's.
            let terms = std::slice::from_raw_parts(terms, n);
            return if acc.is_nan() {
                acc
            } else {
                terms
                    .iter()
                    .map(|x| x.widen())
                    .find(|x| x.is_nan())
                    .unwrap_or(f32::NAN)
            };
        }
        let k = if MAX {
            let k = _mm512_max_epi32(
                _mm512_max_epi32(keys[0], keys[1]),
                _mm512_max_epi32(keys[2], keys[3]),
            );
            _mm512_reduce_max_epi32(k)
        } else {
            let k = _mm512_min_epi32(
                _mm512_min_epi32(keys[0], keys[1]),
                _mm512_min_epi32(keys[2], keys[3]),
            );
            _mm512_reduce_min_epi32(k)
        };
        // The key map is its own inverse.
        super::flush(f32::from_bits((k ^ ((k >> 31) as u32 >> 1) as i32) as u32))
    }

    /// `k` and `x`'s key, the larger (`MAX`) or smaller.
    #[inline]
    #[target_feature(enable = "avx512f")]
    fn fold_key<const MAX: bool>(k: __m512i, x: __m512) -> __m512i {
        if MAX {
            _mm512_max_epi32(k, key(x))
        } else {
            _mm512_min_epi32(k, key(x))
        }
    }

    /// The bits of `x` with the magnitude bits flipped where the sign is set: as signed
    /// integers they order like the floats, -0 just below +0 (NaNs land beyond the
    /// infinities; `extreme` flags them separately).
    #[inline]
    #[target_feature(enable = "avx512f")]
    fn key(x: __m512) -> __m512i {
        let bits = _mm512_castps_si512(x);
        let flip = _mm512_srli_epi32::<1>(_mm512_srai_epi32::<31>(bits));
        _mm512_xor_si512(bits, flip)
    }

    /// The sum of `(x - c)²` over `blocks` whole blocks of `terms`. The caller checks
    /// AVX-512F.
    pub(super) unsafe fn fold_squares<T: Term>(
        terms: *const T,
        blocks: usize,
        acc: f32,
        c: f32,
    ) -> f32 {
        fold_in_here::<Sum, Square, T>(terms, blocks, acc, c)
    }

    /// What a lane folds of term `x` (with the row's value `c`).
    trait Map {
        /// # Safety
        /// The host has AVX-512F.
        unsafe fn map(x: __m512, c: __m512) -> __m512;
    }

    /// `x`.
    struct Plain;

    impl Map for Plain {
        #[inline]
        #[target_feature(enable = "avx512f")]
        unsafe fn map(x: __m512, _: __m512) -> __m512 {
            x
        }
    }

    /// `(x - c) * (x - c)`, each operation rounded (no fused multiply-add).
    struct Square;

    impl Map for Square {
        #[inline]
        #[target_feature(enable = "avx512f")]
        unsafe fn map(x: __m512, c: __m512) -> __m512 {
            let d = _mm512_sub_ps(x, c);
            _mm512_mul_ps(d, d)
        }
    }

    #[target_feature(enable = "avx512f,fma")]
    unsafe fn fold_in<L: Lanes, M: Map, T: Term, const FAR: bool>(
        terms: *const T,
        blocks: usize,
        acc: f32,
        c: f32,
    ) -> f32 {
        let id = _mm512_set1_ps(L::ID);
        let c = _mm512_set1_ps(c);
        // Lane 0 holds the accumulator.
        let mut acc = _mm512_set1_ps(acc);
        let mut k = 0;
        while k + GROUP <= blocks {
            acc = fold_group::<L, M, T, GROUP, FAR>(terms.add(k * BLOCK), acc, id, c);
            k += GROUP;
        }
        while k < blocks {
            acc = fold_group::<L, M, T, 1, FAR>(terms.add(k * BLOCK), acc, id, c);
            k += 1;
        }
        _mm512_cvtss_f32(acc)
    }

    /// Folds the `G` blocks at `p` into `acc` (lane 0), block after block in address order,
    /// with `FAR`, prefetching the line [`prefetch`] bytes ahead of each load.
    #[inline]
    #[target_feature(enable = "avx512f,fma")]
    unsafe fn fold_group<L: Lanes, M: Map, T: Term, const G: usize, const FAR: bool>(
        p: *const T,
        mut acc: __m512,
        id: __m512,
        c: __m512,
    ) -> __m512 {
        let ahead = (p as *const i8).add(prefetch::<T>());
        let mut lanes = [id; G];
        for (g, l) in lanes.iter_mut().enumerate() {
            for step in 0..BLOCK / LANES {
                let at = g * BLOCK + step * LANES;
                if FAR {
                    _mm_prefetch::<_MM_HINT_T0>(ahead.add(at * size_of::<T>()));
                }
                *l = L::op(*l, M::map(load(p.add(at)), c));
            }
            in_order();
        }
        for l in lanes {
            acc = L::op(acc, block_value::<L>(l, id));
        }
        acc
    }

    /// Keeps the loads before it before the loads after it: an empty `asm!` that may touch
    /// memory, which the compiler does not move loads across (it emits nothing).
    #[inline(always)]
    fn in_order() {
        // SAFETY: an empty instruction sequence.
        unsafe { std::arch::asm!("", options(nostack, preserves_flags)) }
    }

    /// A block's value from its sixteen lanes, in lane 0: the quarters folded in order
    /// (`w_j` in lane `j`), then `(((id ⊕ w_0) ⊕ w_1) ⊕ w_2) ⊕ w_3`.
    #[inline]
    #[target_feature(enable = "avx512f")]
    unsafe fn block_value<L: Lanes>(l: __m512, id: __m512) -> __m512 {
        let w = L::op(l, _mm512_shuffle_f32x4::<0b01_01_01_01>(l, l));
        let w = L::op(w, _mm512_shuffle_f32x4::<0b10_10_10_10>(l, l));
        let w = L::op(w, _mm512_shuffle_f32x4::<0b11_11_11_11>(l, l));
        let b = L::op(id, w);
        let b = L::op(b, _mm512_permute_ps::<0b01>(w));
        let b = L::op(b, _mm512_permute_ps::<0b10>(w));
        L::op(b, _mm512_permute_ps::<0b11>(w))
    }
}

#[cfg(all(test, target_arch = "x86_64"))]
mod tests {
    use super::*;

    /// Terms with every kind of value a row can hold: normal, denormal, signed zeros, large
    /// magnitudes that cancel, infinities and a NaN only where asked.
    fn terms(n: usize, nan: bool) -> Vec<f32> {
        let mut state = 0x2545_f491_4f6c_dd1du64;
        (0..n)
            .map(|i| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                match (i % 97, state % 11) {
                    (13, _) if nan => f32::NAN,
                    (41, _) => f32::INFINITY,
                    (_, 0) => -0.0,
                    (_, 1) => 1.0e-40,
                    (_, 2) => 3.0e37,
                    (_, 3) => -3.0e37,
                    _ => (state % 2001) as f32 / 7.0 - 140.0,
                }
            })
            .collect()
    }

    /// The prefetching and the plain folds are the same arithmetic in the same order: both
    /// give the scalar fold's bits, whichever this host's helpers use.
    #[test]
    fn prefetching_and_plain_folds_agree_bit_for_bit() {
        if !super::super::available() {
            return;
        }
        for blocks in [1, 7, 8, 9, 16, 23, 64] {
            for nan in [false, true] {
                let x = terms(blocks * BLOCK, nan);
                for acc in [0.0f32, -0.0, 5.5] {
                    let want = fold_blocks(RowOp::Add, &x, acc);
                    // SAFETY: `x` holds `blocks` whole blocks and the host has AVX-512F.
                    let (far, near) = unsafe {
                        (
                            x86::fold_in_for_test::<true>(x.as_ptr(), blocks, acc),
                            x86::fold_in_for_test::<false>(x.as_ptr(), blocks, acc),
                        )
                    };
                    assert_eq!(
                        far.to_bits(),
                        want.to_bits(),
                        "{blocks} blocks, prefetching"
                    );
                    assert_eq!(near.to_bits(), want.to_bits(), "{blocks} blocks, plain");
                }
            }
        }
    }
}
