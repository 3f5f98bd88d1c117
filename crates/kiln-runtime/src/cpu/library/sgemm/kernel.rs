//! The AVX-512 microkernel: a `ROWS × 32` tile of C (up to [`MR`] rows, two zmm vectors of
//! columns) accumulated in registers over `kc` steps of packed A and packed B.
//!
//! Packed A holds [`MR`] values per step (rows of the micro-panel, zero-padded), packed B
//! [`NR`] values per step (columns, zero-padded), or B is read in place when it has unit
//! column stride and the product has few rows. C is row-major with unit column
//! stride; the column masks cut the loads of B and the stores of C at the right edge.

use std::arch::x86_64::*;

/// Rows of C per micro-tile (broadcasts of packed A per step).
pub const MR: usize = 12;
/// Columns of C per micro-tile (two 16-lane vectors of packed B per step).
pub const NR: usize = 32;

/// The masks of the two column vectors of a tile whose first `cols` (1..=32) columns exist.
pub fn column_masks(cols: usize) -> (u16, u16) {
    let lanes = |c: usize| -> u16 {
        if c >= 16 {
            0xffff
        } else {
            ((1u32 << c) - 1) as u16
        }
    };
    (lanes(cols), lanes(cols.saturating_sub(16)))
}

/// One tile's work: `C[0..rows, cols] (+)= A · B` over `kc` steps.
#[derive(Clone, Copy)]
pub struct Tile {
    pub kc: usize,
    /// Packed A: [`MR`] floats a step.
    pub a: *const f32,
    /// B: [`NR`] consecutive floats a step, `b_step` floats apart (packed: `NR`).
    pub b: *const f32,
    pub b_step: isize,
    /// C: row-major, rows `ldc` floats apart.
    pub c: *mut f32,
    pub ldc: isize,
    /// Which of the 32 columns exist (see [`column_masks`]); B is read and C written only
    /// there.
    pub masks: (u16, u16),
    /// Add to C instead of overwriting it.
    pub accumulate: bool,
    /// Rows of 128 bytes (32 floats), `prefetch_stride` bytes apart, to fetch into the cache
    /// while the tile runs (up to four rows every four steps): a later panel of a B that is
    /// packed panel by panel or read in place. None when `prefetch_rows` is 0.
    pub prefetch: *const u8,
    pub prefetch_stride: isize,
    pub prefetch_rows: usize,
}

/// Runs `t` for `rows` = 1..=MR, choosing the kernel instantiated for that row count.
///
/// # Safety
/// The CPU has AVX-512F; `t.a` holds `kc × MR` floats, `t.b` the masked columns of `kc`
/// steps; C has `rows` rows with every column the masks select.
#[target_feature(enable = "avx512f,avx2,fma")]
pub unsafe fn tile(rows: usize, t: Tile) {
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
    a: *const f32,
    b: *const f32,
    (mask0, mask1): (u16, u16),
) {
    let b0 = _mm512_maskz_loadu_ps(mask0, b);
    let b1 = _mm512_maskz_loadu_ps(mask1, b.wrapping_add(16));
    for (i, row) in acc.iter_mut().enumerate() {
        let ai = _mm512_set1_ps(*a.add(i));
        row[0] = _mm512_fmadd_ps(ai, b0, row[0]);
        row[1] = _mm512_fmadd_ps(ai, b1, row[1]);
    }
}

/// Depth from which prefetching the C tile pays (below it the stores come too soon).
const PREFETCH_DEPTH: usize = 32;

#[target_feature(enable = "avx512f,avx2,fma")]
unsafe fn tile_rows<const ROWS: usize>(t: Tile) {
    let Tile {
        kc,
        mut a,
        mut b,
        b_step,
        c,
        ldc,
        masks,
        accumulate,
        mut prefetch,
        prefetch_stride,
        mut prefetch_rows,
    } = t;
    if kc >= PREFETCH_DEPTH {
        // The tile of C is read or written only after the loop; fetching it now hides the
        // misses of its rows, which lie a row of C apart where no hardware prefetcher looks.
        for i in 0..ROWS {
            let row = c.wrapping_offset(i as isize * ldc) as *const i8;
            _mm_prefetch::<_MM_HINT_T0>(row);
            _mm_prefetch::<_MM_HINT_T0>(row.wrapping_add(64));
        }
    }
    let mut acc = [[_mm512_setzero_ps(); 2]; ROWS];
    let mut left = kc;
    while left >= 4 {
        for _ in 0..4 {
            if prefetch_rows > 0 {
                _mm_prefetch::<_MM_HINT_T0>(prefetch as *const i8);
                _mm_prefetch::<_MM_HINT_T0>(prefetch.wrapping_add(64) as *const i8);
                prefetch = prefetch.wrapping_offset(prefetch_stride);
                prefetch_rows -= 1;
            }
        }
        step(&mut acc, a, b, masks);
        step(&mut acc, a.add(MR), b.wrapping_offset(b_step), masks);
        step(
            &mut acc,
            a.add(2 * MR),
            b.wrapping_offset(2 * b_step),
            masks,
        );
        step(
            &mut acc,
            a.add(3 * MR),
            b.wrapping_offset(3 * b_step),
            masks,
        );
        a = a.add(4 * MR);
        b = b.wrapping_offset(4 * b_step);
        left -= 4;
    }
    while left > 0 {
        step(&mut acc, a, b, masks);
        a = a.add(MR);
        b = b.wrapping_offset(b_step);
        left -= 1;
    }
    let (mask0, mask1) = masks;
    for (i, row) in acc.iter().enumerate() {
        // Masked-off lanes are never touched (AVX-512 suppresses their faults), so the
        // second vector's address may lie past the row's end: wrapping arithmetic.
        let out = c.wrapping_offset(i as isize * ldc);
        let (mut v0, mut v1) = (row[0], row[1]);
        if accumulate {
            v0 = _mm512_add_ps(v0, _mm512_maskz_loadu_ps(mask0, out));
            v1 = _mm512_add_ps(v1, _mm512_maskz_loadu_ps(mask1, out.wrapping_add(16)));
        }
        _mm512_mask_storeu_ps(out, mask0, v0);
        _mm512_mask_storeu_ps(out.wrapping_add(16), mask1, v1);
    }
}
