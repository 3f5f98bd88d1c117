//! Products whose result rows fit one vector (n ≤ 16), such as a batch of 16 × 16 matrices:
//! packing and the 12 × 32 tile would waste most of their work, and a general GEMM's call
//! overhead dwarfs their arithmetic. Each row of C is accumulated in a register from B's
//! rows, read in place, times A's elements broadcast from wherever A is: no copies.
//!
//! Every element of C is the fused multiply-add chain over `p = 0..k` in order, as in the
//! main kernel's first K slice.

use super::{Dest, FloatMode, Shared, Strided, PARALLEL_WORK};
use rayon::prelude::*;
use std::arch::x86_64::*;

/// Whether [`batched`] takes an `m × n × k` product with B's rows at column stride `b_cs`.
/// Not a matrix-vector product (`n == 1`): a B row of one element would use one lane of
/// each vector, and the other paths read A at memory speed (f32[4096,4096] · f32[4096] was
/// 2.2x slower here than on them).
pub fn suits(m: usize, n: usize, k: usize, b_cs: isize) -> bool {
    m > 0 && (2..=16).contains(&n) && k > 0 && b_cs == 1
}

/// Rows of C accumulated together: their A elements share each load of a B row.
const ROWS: usize = 8;

/// `C_i = A_i · B_i` for every batch `i` (A and B at element offsets `offsets[i]` from `a.ptr`
/// and `b.ptr`, C at `i * c_batch` from `c.ptr`), batches split over `threads`.
///
/// # Safety
/// As for [`super::sgemm_batched`]; [`suits`] holds.
#[allow(clippy::too_many_arguments)]
pub unsafe fn batched(
    m: usize,
    n: usize,
    k: usize,
    a: Strided,
    b: Strided,
    c: Dest,
    c_batch: isize,
    offsets: &[(isize, isize)],
    threads: usize,
) {
    let (a, b, c) = (Shared(a), Shared(b), Shared(c));
    let run = move |first: usize, batches: &[(isize, isize)]| {
        let (a, b, c) = (a, b, c);
        for (i, &(lo, ro)) in batches.iter().enumerate() {
            let a = Strided {
                ptr: a.0.ptr.wrapping_offset(lo),
                ..a.0
            };
            let b = Strided {
                ptr: b.0.ptr.wrapping_offset(ro),
                ..b.0
            };
            let c = Dest {
                ptr: c.0.ptr.wrapping_offset((first + i) as isize * c_batch),
                ..c.0
            };
            // SAFETY: the caller's bounds hold for every batch; each writes its own C.
            unsafe { product(m, n, k, a, b, c) }
        }
    };
    let work = (m * n).saturating_mul(k).saturating_mul(offsets.len());
    if threads <= 1 || offsets.len() < 2 || work < PARALLEL_WORK {
        run(0, offsets);
        return;
    }
    let per_task = offsets.len().div_ceil(threads);
    let mode = FloatMode::current();
    offsets
        .par_chunks(per_task)
        .enumerate()
        .for_each(|(t, batches)| {
            let _mode = mode.apply();
            run(t * per_task, batches)
        });
}

/// One product, [`ROWS`] rows of C at a time.
#[target_feature(enable = "avx512f,avx2,fma")]
unsafe fn product(m: usize, n: usize, k: usize, a: Strided, b: Strided, c: Dest) {
    let mask = ((1u32 << n) - 1) as u16;
    let mut i = 0;
    while i + ROWS <= m {
        rows::<ROWS>(
            k,
            a.at(i, 0),
            b,
            c.ptr.offset(i as isize * c.rs),
            c.rs,
            mask,
        );
        i += ROWS;
    }
    while i < m {
        rows::<1>(
            k,
            a.at(i, 0),
            b,
            c.ptr.offset(i as isize * c.rs),
            c.rs,
            mask,
        );
        i += 1;
    }
}

/// `R` rows of C: for each step `p`, B's row `p` (the `mask` columns) times `A(r, p)`.
#[inline(always)]
unsafe fn rows<const R: usize>(
    k: usize,
    a: Strided,
    b: Strided,
    c: *mut f32,
    ldc: isize,
    mask: u16,
) {
    let mut acc = [_mm512_setzero_ps(); R];
    let mut a_col = a.ptr;
    let mut b_row = b.ptr;
    for _ in 0..k {
        let bv = _mm512_maskz_loadu_ps(mask, b_row);
        for (r, acc) in acc.iter_mut().enumerate() {
            let ar = _mm512_set1_ps(*a_col.offset(r as isize * a.rs));
            *acc = _mm512_fmadd_ps(ar, bv, *acc);
        }
        a_col = a_col.offset(a.cs);
        b_row = b_row.offset(b.rs);
    }
    for (r, acc) in acc.iter().enumerate() {
        _mm512_mask_storeu_ps(c.offset(r as isize * ldc), mask, *acc);
    }
}
