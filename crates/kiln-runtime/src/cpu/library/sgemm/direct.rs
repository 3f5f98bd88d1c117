//! Implicit GEMM for convolutions: the rows of A are read straight from the input instead
//! of from a gathered patch matrix and its packed copy.
//!
//! A convolution whose input has unit feature stride computes, along one "line" of outputs
//! (every output index fixed except the last spatial one), `C[r, :] = Σ_taps Σ_c
//! X[window(r, tap) + c] · W[tap, c, :]`. For a fixed tap the windows of consecutive outputs
//! lie a constant `row_stride` apart in the input, so the `MR`-row tile of A for one tap is
//! the input itself at row stride `row_stride`: the microkernel broadcasts from there, one
//! segment of `depth` contiguous channels per tap, against the weights packed once into
//! [`NR`]-column panels of the whole depth. Taps that fall into padding for some rows of a
//! tile (the line's edges) run as a second kernel call over the rows where they are valid,
//! adding into the tile: no zeros are stored or multiplied.

use super::kernel::{column_masks, MR, NR};
use super::{floats, pack, Dest, FloatMode, Line as Floats16, Strided};
use rayon::prelude::*;
use std::arch::x86_64::*;

/// One kernel tap along a line.
#[derive(Clone, Copy, Debug)]
pub struct Tap {
    /// Input offset (floats) of this tap's window element for output row 0 of the line; for
    /// rows outside `rows` it points outside the input and is never read.
    pub input: isize,
    /// The first row of the weights (`depth` rows) that this tap multiplies.
    pub k: usize,
    /// The output rows `[first, end)` for which the tap lies inside the input.
    pub rows: (usize, usize),
}

/// One line of outputs: `rows` results, each `Σ_tap Σ_{c < depth}` of input
/// `tap.input + r · row_stride + c` times weight row `tap.k + c`.
#[derive(Clone, Copy, Debug)]
pub struct Line<'a> {
    pub input: *const f32,
    pub row_stride: isize,
    pub depth: usize,
    pub rows: usize,
    pub taps: &'a [Tap],
}

/// The weights (`k × n`) packed into [`NR`]-column panels of the whole depth.
pub struct PackedWeights {
    data: Vec<Floats16>,
    k: usize,
    n: usize,
}

impl PackedWeights {
    /// Packs `B(0..k, 0..n)`.
    ///
    /// # Safety
    /// [`super::available`] is true and every element of B is readable at its strides.
    pub unsafe fn pack(k: usize, n: usize, b: Strided) -> PackedWeights {
        let mut data = Vec::new();
        let dst = floats(&mut data, n.div_ceil(NR) * NR * k);
        if k > 0 && n > 0 {
            pack::pack_b(k, n, b, dst);
        }
        PackedWeights { data, k, n }
    }

    fn panel(&self, j: usize) -> *const f32 {
        self.data
            .as_ptr()
            .cast::<f32>()
            .wrapping_add(j * self.k * NR)
    }
}

/// Largest packed B (floats) for which [`rows`] runs a product: B's panels of the whole depth
/// then stay in L2 while every tile of rows passes over them.
const ROWS_MAX_B: usize = 64 * 1024;

/// Smallest A (floats) for which [`rows`] runs a product: below it packing A costs little
/// and the packed path measured slightly faster (gpt_unrolled_12l's 64 × 64 × 64 heads).
const ROWS_MIN_A: usize = 64 * 1024;

/// Whether [`rows`] suits an `m × n × k` product: rows of A contiguous (so the kernel can
/// broadcast from A in place, one row segment of the whole depth per tile row), A large and
/// B small. Packing A would copy all of it once for a product that reads it only `n / NR`
/// times (attention's `softmax · V`: 16 MB of probabilities, 64 columns; attention_causal
/// 10.6 -> 10.0 ms).
pub fn suits_rows(m: usize, n: usize, k: usize, a: Strided) -> bool {
    a.cs == 1
        && m >= 2 * MR
        && k >= 16
        && m * k >= ROWS_MIN_A
        && n.div_ceil(NR) * NR * k <= ROWS_MAX_B
}

/// `C = A · B` with B packed once into panels of the whole depth and A read in place: one
/// [`line`] with a single tap covering every row.
///
/// # Safety
/// [`super::available`] is true; A's `m × k` (unit column stride) and B's `k × n` elements
/// are readable and C's `m × n` elements writable at their strides; C overlaps neither.
pub unsafe fn rows<TB: super::Elem>(
    m: usize,
    n: usize,
    k: usize,
    a: Strided,
    b: Strided<TB>,
    c: Dest,
) {
    super::PACKED.with(|packed| {
        let mut packed = packed.borrow_mut();
        let mut data = std::mem::take(&mut packed.1);
        let dst = floats(&mut data, n.div_ceil(NR) * NR * k);
        pack::pack_b(k, n, b, dst);
        let weights = PackedWeights { data, k, n };
        let taps = [Tap {
            input: 0,
            k: 0,
            rows: (0, m),
        }];
        let l = Line {
            input: a.ptr,
            row_stride: a.rs,
            depth: k,
            rows: m,
            taps: &taps,
        };
        line(&l, &weights, c);
        packed.1 = weights.data;
    });
}

/// A tap of a tile: A at `input + a` for the tile's first row, B at `b` floats into a panel.
#[derive(Clone, Copy, Debug)]
struct Segment {
    a: isize,
    b: usize,
}

/// Computes one line into `c` (`rows × n`, row-major at `c.rs`), overwriting it.
///
/// # Safety
/// [`super::available`] is true; for every tap and every row in its `rows`, the `depth`
/// floats at `input + tap.input + r · row_stride` are readable; every `tap.k + depth` is at
/// most the weights' `k`; C's `rows × n` elements are writable and overlap nothing read.
pub unsafe fn line(l: &Line, w: &PackedWeights, c: Dest) {
    // (first row, end row, segment) of each tap within the current tile.
    let mut parts: Vec<(usize, usize, Segment)> = Vec::with_capacity(l.taps.len());
    let mut segments: Vec<Segment> = Vec::with_capacity(l.taps.len());
    for r0 in (0..l.rows).step_by(MR) {
        let r1 = (r0 + MR).min(l.rows);
        parts.clear();
        for t in l.taps {
            let (lo, hi) = (t.rows.0.max(r0), t.rows.1.min(r1));
            if lo < hi {
                let a = t.input + lo as isize * l.row_stride;
                parts.push((lo, hi, Segment { a, b: t.k * NR }));
            }
        }
        // Taps valid on the whole tile first (they overwrite C); a stable sort keeps the
        // taps of one row range in order.
        parts.sort_by_key(|&(lo, hi, _)| (lo, std::cmp::Reverse(hi)));
        let covered = parts.first().is_some_and(|p| (p.0, p.1) == (r0, r1));
        if !covered {
            for r in r0..r1 {
                std::slice::from_raw_parts_mut(c.ptr.offset(r as isize * c.rs), w.n).fill(0.0);
            }
        }
        let mut accumulate = !covered;
        let mut start = 0;
        while start < parts.len() {
            let (lo, hi) = (parts[start].0, parts[start].1);
            let end = start
                + parts[start..]
                    .iter()
                    .take_while(|p| (p.0, p.1) == (lo, hi))
                    .count();
            segments.clear();
            segments.extend(parts[start..end].iter().map(|p| p.2));
            for (jp, j) in (0..w.n).step_by(NR).enumerate() {
                let t = Tile {
                    input: l.input,
                    lda: l.row_stride,
                    depth: l.depth,
                    segments: &segments,
                    b: w.panel(jp),
                    c: c.ptr.offset(lo as isize * c.rs + j as isize),
                    ldc: c.rs,
                    masks: column_masks(NR.min(w.n - j)),
                    accumulate,
                };
                tile(hi - lo, t);
            }
            accumulate = true;
            start = end;
        }
    }
}

/// Pieces per thread that [`for_each_range`] cuts the work into: a thread that wakes late
/// (the machine is shared) still takes its part of what is left, rather than finding the
/// other thread halfway through a half that it would then run alone as well.
const PIECES_PER_THREAD: usize = 8;

/// Runs `body` on contiguous ranges of `0..count` across `threads` threads of the rayon
/// pool (the caller's flush-to-zero mode carried into every worker), or on this thread.
pub fn for_each_range(count: usize, threads: usize, body: impl Fn(std::ops::Range<usize>) + Sync) {
    let pieces = (threads * PIECES_PER_THREAD).clamp(1, count.max(1));
    if threads <= 1 || pieces <= 1 {
        body(0..count);
        return;
    }
    let per_piece = count.div_ceil(pieces);
    let mode = FloatMode::current();
    (0..count.div_ceil(per_piece))
        .into_par_iter()
        .with_min_len(1)
        .for_each(|t| {
            let _mode = mode.apply();
            let first = t * per_piece;
            body(first..(first + per_piece).min(count));
        });
}

/// One tile: `rows` (1..=MR) rows of C, one panel of columns, summed over the segments.
#[derive(Clone, Copy)]
struct Tile<'a> {
    input: *const f32,
    lda: isize,
    depth: usize,
    segments: &'a [Segment],
    b: *const f32,
    c: *mut f32,
    ldc: isize,
    masks: (u16, u16),
    accumulate: bool,
}

#[target_feature(enable = "avx512f,avx2,fma")]
unsafe fn tile(rows: usize, t: Tile) {
    match rows {
        1 => tile_rows::<1>(t),
        2 => tile_rows::<2>(t),
        3 => tile_rows::<3>(t),
        4 => tile_rows::<4>(t),
        5 => tile_rows::<5>(t),
        6 => tile_rows::<6>(t),
        7 => tile_rows::<7>(t),
        8 => tile_rows::<8>(t),
        9 => tile_rows::<9>(t),
        10 => tile_rows::<10>(t),
        11 => tile_rows::<11>(t),
        _ => tile_rows::<MR>(t),
    }
}

#[inline(always)]
unsafe fn step<const ROWS: usize>(
    acc: &mut [[__m512; 2]; ROWS],
    rows: &[*const f32; 3],
    lda: isize,
    p: usize,
    b: *const f32,
) {
    let b0 = _mm512_loadu_ps(b);
    let b1 = _mm512_loadu_ps(b.add(16));
    for (i, row) in acc.iter_mut().enumerate() {
        // Rows 4q..4q+3 from one base pointer: base + (0..3) · lda, so that the twelve
        // broadcasts need three pointers and two strides, not twelve pointers.
        let base = rows[i / 4];
        let ai = _mm512_set1_ps(*base.offset((i % 4) as isize * lda).add(p));
        row[0] = _mm512_fmadd_ps(ai, b0, row[0]);
        row[1] = _mm512_fmadd_ps(ai, b1, row[1]);
    }
}

#[target_feature(enable = "avx512f,avx2,fma")]
unsafe fn tile_rows<const ROWS: usize>(t: Tile) {
    for i in 0..ROWS {
        let row = t.c.wrapping_offset(i as isize * t.ldc) as *const i8;
        _mm_prefetch::<_MM_HINT_T0>(row);
        _mm_prefetch::<_MM_HINT_T0>(row.wrapping_add(64));
    }
    let mut acc = [[_mm512_setzero_ps(); 2]; ROWS];
    let lda = t.lda;
    let depth4 = t.depth / 4 * 4;
    for s in t.segments {
        let a = t.input.wrapping_offset(s.a);
        let rows = [a, a.wrapping_offset(4 * lda), a.wrapping_offset(8 * lda)];
        let mut b = t.b.add(s.b);
        let mut p = 0;
        while p < depth4 {
            step(&mut acc, &rows, lda, p, b);
            step(&mut acc, &rows, lda, p + 1, b.add(NR));
            step(&mut acc, &rows, lda, p + 2, b.add(2 * NR));
            step(&mut acc, &rows, lda, p + 3, b.add(3 * NR));
            b = b.add(4 * NR);
            p += 4;
        }
        while p < t.depth {
            step(&mut acc, &rows, lda, p, b);
            b = b.add(NR);
            p += 1;
        }
    }
    let (mask0, mask1) = t.masks;
    for (i, row) in acc.iter().enumerate() {
        let out = t.c.wrapping_offset(i as isize * t.ldc);
        let (mut v0, mut v1) = (row[0], row[1]);
        if t.accumulate {
            v0 = _mm512_add_ps(v0, _mm512_maskz_loadu_ps(mask0, out));
            v1 = _mm512_add_ps(v1, _mm512_maskz_loadu_ps(mask1, out.wrapping_add(16)));
        }
        _mm512_mask_storeu_ps(out, mask0, v0);
        _mm512_mask_storeu_ps(out.wrapping_add(16), mask1, v1);
    }
}
