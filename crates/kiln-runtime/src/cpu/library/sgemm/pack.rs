//! Packing: copies of A and B blocks into the layouts the microkernel streams.
//!
//! A block of `rows × kc` becomes micro-panels of [`MR`] rows: step `p` of a panel holds
//! `A(i, p)` for its rows, zero-padded to `MR`. A block of `kc × cols` of B becomes
//! micro-panels of [`NR`] columns, zero-padded likewise. The zeros make every tile full-width
//! in the kernel, which only masks the stores into C. Operands of bf16 or f16 are widened to
//! f32 as they are copied.

use super::elem::Elem;
use super::kernel::{MR, NR};
use super::Strided;
use std::arch::x86_64::*;

/// Packs `A(0..rows, 0..kc)` into `dst` (`ceil(rows / MR) × kc × MR` floats).
///
/// # Safety
/// The CPU has AVX-512F; every element of the block is readable through `a`.
#[target_feature(enable = "avx512f,avx512bw,avx512vl,avx2,fma")]
pub unsafe fn pack_a<T: Elem>(rows: usize, kc: usize, a: Strided<T>, dst: &mut [f32]) {
    for (panel, first) in (0..rows).step_by(MR).enumerate() {
        let height = MR.min(rows - first);
        let out = &mut dst[panel * kc * MR..][..kc * MR];
        let src = a.ptr.offset(first as isize * a.rs);
        if a.rs == 1 {
            // Column-major A: each step's rows are contiguous.
            let mask = ((1u32 << height) - 1) as u16;
            for p in 0..kc {
                let v = T::load16(mask, src.offset(p as isize * a.cs));
                _mm512_mask_storeu_ps(out.as_mut_ptr().add(p * MR), 0x0fff, v);
            }
        } else if a.cs == 1 {
            pack_transposed(height, kc, src, a.rs, out, MR);
        } else {
            if height < MR {
                out.fill(0.0);
            }
            for i in 0..height {
                let row = src.offset(i as isize * a.rs);
                for p in 0..kc {
                    *out.get_unchecked_mut(p * MR + i) = (*row.offset(p as isize * a.cs)).widen();
                }
            }
        }
    }
}

/// Elements ahead of the current block at which [`pack_transposed`] prefetches each stream.
const PACK_AHEAD: usize = 128;

/// One micro-panel of `width` lanes (`MR` for A, `NR` for B) whose lanes are contiguous
/// `kc`-float streams `rs` apart (the rows of row-major A, the columns of a transposed B):
/// 16 steps of up to 16 lanes at a time, one 512-bit load per lane and a 16 × 16 transpose
/// in registers, instead of 4 × 4 blocks of 128-bit loads and stores (perf, 512 × 512 × 64
/// products: packing 7-8 % -> 3-6 % of samples). Lanes from `height` to `width` are zeros.
#[target_feature(enable = "avx512f,avx512bw,avx512vl,avx2,fma")]
pub(super) unsafe fn pack_transposed<T: Elem>(
    height: usize,
    kc: usize,
    src: *const T,
    rs: isize,
    out: &mut [f32],
    width: usize,
) {
    debug_assert!(height <= width && out.len() >= kc * width);
    let dst = out.as_mut_ptr();
    let kc16 = kc / 16 * 16;
    for group in (0..width).step_by(16) {
        let lanes = (width - group).min(16);
        let loaded = height.saturating_sub(group).min(lanes);
        let mask = ((1u32 << lanes) - 1) as u16;
        let first = src.wrapping_offset(group as isize * rs);
        for p in (0..kc16).step_by(16) {
            let mut r = [_mm512_setzero_ps(); 16];
            for (i, v) in r.iter_mut().enumerate() {
                if i < loaded {
                    let lane = first.offset(i as isize * rs).add(p);
                    // The lanes are short streams (`kc` floats each) that the hardware
                    // prefetchers barely start on.
                    _mm_prefetch::<_MM_HINT_T0>(lane.wrapping_add(PACK_AHEAD) as *const i8);
                    *v = T::load16(0xffff, lane);
                }
            }
            transpose16(&mut r);
            for (q, v) in r.iter().enumerate() {
                _mm512_mask_storeu_ps(dst.add((p + q) * width + group), mask, *v);
            }
        }
    }
    for p in kc16..kc {
        for i in 0..width {
            *dst.add(p * width + i) = if i < height {
                (*src.offset(i as isize * rs).add(p)).widen()
            } else {
                0.0
            };
        }
    }
}

/// Transposes the 16 × 16 matrix whose rows are `r`: afterwards `r[j]` is its column `j`.
#[inline(always)]
unsafe fn transpose16(r: &mut [__m512; 16]) {
    // Pairs of rows interleaved by 32 bits, then by 64 bits: each 128-bit lane of `u[4q + c]`
    // holds column `4 · lane + c` of rows `4q..4q + 4`.
    let mut t = [_mm512_setzero_ps(); 16];
    for q in 0..8 {
        t[2 * q] = _mm512_unpacklo_ps(r[2 * q], r[2 * q + 1]);
        t[2 * q + 1] = _mm512_unpackhi_ps(r[2 * q], r[2 * q + 1]);
    }
    let mut u = [_mm512_setzero_ps(); 16];
    for q in 0..4 {
        let (a, b, c, d) = (t[4 * q], t[4 * q + 1], t[4 * q + 2], t[4 * q + 3]);
        let pd = _mm512_castps_pd;
        u[4 * q] = _mm512_castpd_ps(_mm512_unpacklo_pd(pd(a), pd(c)));
        u[4 * q + 1] = _mm512_castpd_ps(_mm512_unpackhi_pd(pd(a), pd(c)));
        u[4 * q + 2] = _mm512_castpd_ps(_mm512_unpacklo_pd(pd(b), pd(d)));
        u[4 * q + 3] = _mm512_castpd_ps(_mm512_unpackhi_pd(pd(b), pd(d)));
    }
    // 128-bit lanes: rows 0..8 with rows 8..16 in two steps; column 4 · lane + c of each
    // group of four rows lands in lane order.
    for c in 0..4 {
        let (lo_even, lo_odd) = (
            _mm512_shuffle_f32x4::<0x88>(u[c], u[4 + c]),
            _mm512_shuffle_f32x4::<0xdd>(u[c], u[4 + c]),
        );
        let (hi_even, hi_odd) = (
            _mm512_shuffle_f32x4::<0x88>(u[8 + c], u[12 + c]),
            _mm512_shuffle_f32x4::<0xdd>(u[8 + c], u[12 + c]),
        );
        r[c] = _mm512_shuffle_f32x4::<0x88>(lo_even, hi_even);
        r[8 + c] = _mm512_shuffle_f32x4::<0xdd>(lo_even, hi_even);
        r[4 + c] = _mm512_shuffle_f32x4::<0x88>(lo_odd, hi_odd);
        r[12 + c] = _mm512_shuffle_f32x4::<0xdd>(lo_odd, hi_odd);
    }
}

/// Packs `B(0..kc, 0..cols)` into `dst` (`ceil(cols / NR) × kc × NR` floats).
///
/// # Safety
/// The CPU has AVX-512F; every element of the block is readable through `b`.
#[target_feature(enable = "avx512f,avx512bw,avx512vl,avx2,fma")]
pub unsafe fn pack_b<T: Elem>(kc: usize, cols: usize, b: Strided<T>, dst: &mut [f32]) {
    for (panel, first) in (0..cols).step_by(NR).enumerate() {
        let width = NR.min(cols - first);
        let out = &mut dst[panel * kc * NR..][..kc * NR];
        let src = b.ptr.offset(first as isize * b.cs);
        if b.cs == 1 {
            let (m0, m1) = super::kernel::column_masks(width);
            for p in 0..kc {
                let row = src.offset(p as isize * b.rs);
                let v0 = T::load16(m0, row);
                let v1 = T::load16(m1, row.wrapping_add(16));
                _mm512_storeu_ps(out.as_mut_ptr().add(p * NR), v0);
                _mm512_storeu_ps(out.as_mut_ptr().add(p * NR + 16), v1);
            }
        } else if b.rs == 1 {
            // Transposed B: each column is contiguous.
            pack_transposed(width, kc, src, b.cs, out, NR);
        } else {
            if width < NR {
                out.fill(0.0);
            }
            for j in 0..width {
                let col = src.offset(j as isize * b.cs);
                for p in 0..kc {
                    *out.get_unchecked_mut(p * NR + j) = (*col.offset(p as isize * b.rs)).widen();
                }
            }
        }
    }
}
