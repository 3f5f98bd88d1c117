//! The AVX-512 microkernel: a `ROWS × 32` tile of C (up to [`MR`] rows, two zmm vectors of
//! columns) accumulated in registers over `kc` steps of packed A and packed B.
//!
//! Packed A holds [`MR`] values per step (rows of the micro-panel, zero-padded), packed B
//! [`NR`] values per step (columns, zero-padded). C is row-major with unit column stride;
//! the column masks cut the stores at the right edge of the matrix.

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

/// `C[0..rows, cols] (+)= Apanel · Bpanel` for `rows` = 1..=MR, choosing the kernel
/// instantiated for that row count.
///
/// # Safety
/// The CPU has AVX-512F; `a` holds `kc × MR` and `b` `kc × NR` floats; C has `rows` rows at
/// stride `ldc` with every column the masks select.
#[allow(clippy::too_many_arguments)]
#[target_feature(enable = "avx512f,avx2,fma")]
pub unsafe fn tile(
    rows: usize,
    kc: usize,
    a: *const f32,
    b: *const f32,
    c: *mut f32,
    ldc: isize,
    masks: (u16, u16),
    accumulate: bool,
) {
    match rows {
        1 => tile_rows::<1>(kc, a, b, c, ldc, masks, accumulate),
        2 => tile_rows::<2>(kc, a, b, c, ldc, masks, accumulate),
        3 => tile_rows::<3>(kc, a, b, c, ldc, masks, accumulate),
        4 => tile_rows::<4>(kc, a, b, c, ldc, masks, accumulate),
        5 => tile_rows::<5>(kc, a, b, c, ldc, masks, accumulate),
        6 => tile_rows::<6>(kc, a, b, c, ldc, masks, accumulate),
        7 => tile_rows::<7>(kc, a, b, c, ldc, masks, accumulate),
        8 => tile_rows::<8>(kc, a, b, c, ldc, masks, accumulate),
        9 => tile_rows::<9>(kc, a, b, c, ldc, masks, accumulate),
        10 => tile_rows::<10>(kc, a, b, c, ldc, masks, accumulate),
        11 => tile_rows::<11>(kc, a, b, c, ldc, masks, accumulate),
        _ => tile_rows::<MR>(kc, a, b, c, ldc, masks, accumulate),
    }
}

#[inline(always)]
unsafe fn step<const ROWS: usize>(acc: &mut [[__m512; 2]; ROWS], a: *const f32, b: *const f32) {
    let b0 = _mm512_loadu_ps(b);
    let b1 = _mm512_loadu_ps(b.add(16));
    for (i, row) in acc.iter_mut().enumerate() {
        let ai = _mm512_set1_ps(*a.add(i));
        row[0] = _mm512_fmadd_ps(ai, b0, row[0]);
        row[1] = _mm512_fmadd_ps(ai, b1, row[1]);
    }
}

#[target_feature(enable = "avx512f,avx2,fma")]
unsafe fn tile_rows<const ROWS: usize>(
    kc: usize,
    mut a: *const f32,
    mut b: *const f32,
    c: *mut f32,
    ldc: isize,
    (mask0, mask1): (u16, u16),
    accumulate: bool,
) {
    // The tile of C is read or written only after the loop; fetching it now hides the misses
    // of its rows, which lie a whole row of C apart where no hardware prefetcher looks.
    for i in 0..ROWS {
        let row = c.wrapping_offset(i as isize * ldc) as *const i8;
        _mm_prefetch::<_MM_HINT_T0>(row);
        _mm_prefetch::<_MM_HINT_T0>(row.wrapping_add(64));
    }
    let mut acc = [[_mm512_setzero_ps(); 2]; ROWS];
    let mut left = kc;
    while left >= 4 {
        step(&mut acc, a, b);
        step(&mut acc, a.add(MR), b.add(NR));
        step(&mut acc, a.add(2 * MR), b.add(2 * NR));
        step(&mut acc, a.add(3 * MR), b.add(3 * NR));
        a = a.add(4 * MR);
        b = b.add(4 * NR);
        left -= 4;
    }
    while left > 0 {
        step(&mut acc, a, b);
        a = a.add(MR);
        b = b.add(NR);
        left -= 1;
    }
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
