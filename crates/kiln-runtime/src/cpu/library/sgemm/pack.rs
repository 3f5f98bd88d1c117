//! Packing: copies of A and B blocks into the layouts the microkernel streams.
//!
//! A block of `rows × kc` becomes micro-panels of [`MR`] rows: step `p` of a panel holds
//! `A(i, p)` for its rows, zero-padded to `MR`. A block of `kc × cols` of B becomes
//! micro-panels of [`NR`] columns, zero-padded likewise. The zeros make every tile full-width
//! in the kernel, which only masks the stores into C.

use super::kernel::{MR, NR};
use super::Strided;
use std::arch::x86_64::*;

/// Packs `A(0..rows, 0..kc)` into `dst` (`ceil(rows / MR) × kc × MR` floats).
///
/// # Safety
/// The CPU has AVX-512F; every element of the block is readable through `a`.
#[target_feature(enable = "avx512f,avx2,fma")]
pub unsafe fn pack_a(rows: usize, kc: usize, a: Strided, dst: &mut [f32]) {
    for (panel, first) in (0..rows).step_by(MR).enumerate() {
        let height = MR.min(rows - first);
        let out = &mut dst[panel * kc * MR..][..kc * MR];
        let src = a.ptr.offset(first as isize * a.rs);
        if a.rs == 1 {
            // Column-major A: each step's rows are contiguous.
            let mask = ((1u32 << height) - 1) as u16;
            for p in 0..kc {
                let v = _mm512_maskz_loadu_ps(mask, src.offset(p as isize * a.cs));
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
                    *out.get_unchecked_mut(p * MR + i) = *row.offset(p as isize * a.cs);
                }
            }
        }
    }
}

/// One micro-panel of `width` lanes (`MR` for A, `NR` for B) whose lanes are contiguous
/// `kc`-float streams `rs` apart (the rows of row-major A, the columns of a transposed B):
/// 4 × 4 blocks transposed in registers, so the copy runs at vector speed rather than one
/// float a step. Lanes from `height` to `width` are zeros.
#[target_feature(enable = "avx512f,avx2,fma")]
unsafe fn pack_transposed(
    height: usize,
    kc: usize,
    src: *const f32,
    rs: isize,
    out: &mut [f32],
    width: usize,
) {
    debug_assert!(height <= width && out.len() >= kc * width);
    let quads = height / 4;
    let kc4 = kc / 4 * 4;
    let dst = out.as_mut_ptr();
    for g in 0..quads {
        let rows = src.offset(4 * g as isize * rs);
        let at = |r: isize, p: usize| rows.offset(r * rs).add(p);
        for p in (0..kc4).step_by(4) {
            if p % 16 == 0 {
                // The four rows are short streams (`kc` floats each) that the hardware
                // prefetchers barely start on; fetch a few lines ahead.
                for r in 0..4 {
                    _mm_prefetch::<_MM_HINT_T0>(
                        rows.wrapping_offset(r * rs).wrapping_add(p + 64) as *const i8
                    );
                }
            }
            let r0 = _mm_loadu_ps(at(0, p));
            let r1 = _mm_loadu_ps(at(1, p));
            let r2 = _mm_loadu_ps(at(2, p));
            let r3 = _mm_loadu_ps(at(3, p));
            let t0 = _mm_unpacklo_ps(r0, r1);
            let t1 = _mm_unpackhi_ps(r0, r1);
            let t2 = _mm_unpacklo_ps(r2, r3);
            let t3 = _mm_unpackhi_ps(r2, r3);
            let d = dst.add(p * width + 4 * g);
            _mm_storeu_ps(d, _mm_movelh_ps(t0, t2));
            _mm_storeu_ps(d.add(width), _mm_movehl_ps(t2, t0));
            _mm_storeu_ps(d.add(2 * width), _mm_movelh_ps(t1, t3));
            _mm_storeu_ps(d.add(3 * width), _mm_movehl_ps(t3, t1));
        }
        for p in kc4..kc {
            for r in 0..4 {
                *dst.add(p * width + 4 * g + r) = *at(r as isize, p);
            }
        }
    }
    for i in 4 * quads..width {
        if i < height {
            let row = src.offset(i as isize * rs);
            for p in 0..kc {
                *dst.add(p * width + i) = *row.add(p);
            }
        } else {
            for p in 0..kc {
                *dst.add(p * width + i) = 0.0;
            }
        }
    }
}

/// Packs `B(0..kc, 0..cols)` into `dst` (`ceil(cols / NR) × kc × NR` floats).
///
/// # Safety
/// The CPU has AVX-512F; every element of the block is readable through `b`.
#[target_feature(enable = "avx512f,avx2,fma")]
pub unsafe fn pack_b(kc: usize, cols: usize, b: Strided, dst: &mut [f32]) {
    for (panel, first) in (0..cols).step_by(NR).enumerate() {
        let width = NR.min(cols - first);
        let out = &mut dst[panel * kc * NR..][..kc * NR];
        let src = b.ptr.offset(first as isize * b.cs);
        if b.cs == 1 {
            let (m0, m1) = super::kernel::column_masks(width);
            for p in 0..kc {
                let row = src.offset(p as isize * b.rs);
                let v0 = _mm512_maskz_loadu_ps(m0, row);
                let v1 = _mm512_maskz_loadu_ps(m1, row.wrapping_add(16));
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
                    *out.get_unchecked_mut(p * NR + j) = *col.offset(p as isize * b.rs);
                }
            }
        }
    }
}
