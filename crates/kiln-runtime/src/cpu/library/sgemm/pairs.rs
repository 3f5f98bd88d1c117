//! bf16 × bf16 products on AVX512_BF16's `vdpbf16ps`, which multiplies two bf16 pairs of
//! depth per 32-bit lane and adds both products to an f32 lane: half the instructions of
//! widened operands (attention's 256 × 256 × 64 heads).
//!
//! A and B are packed as pairs of consecutive depths (low half the even depth, as they lie in
//! a row of A or a column of a transposed B), the last pair of an odd depth completed with
//! zeros on both sides. A bf16 product is exact in f32, so each lane is an f32 sum of the
//! exact products in another order than the widened kernel's; the instruction treats
//! subnormal inputs and results as zero, as the backend's flush-to-zero mode does for every
//! library call.
//!
//! B is packed a block of columns at a time that stays in L2, each block for the whole depth
//! (up to [`MAX_K`]); A is packed one [`MR`]-row panel at a time for each block. Deeper
//! products take the widened path with its K slices.

use super::kernel::{column_masks, MR, NR};
use super::{floats, pack, Dest, Elem, Strided, PACKED};
use half::bf16;
use std::arch::x86_64::*;

/// Most dwords of a packed block of B (256 KiB, in L2 with A's panels).
const MAX_B: usize = 64 * 1024;

/// Most depth: a block of B then has at least 128 columns, so that A, packed again for each
/// block, is copied at most once per 128 columns of C.
const MAX_K: usize = 1024;

/// Whether this CPU has `vdpbf16ps`.
pub fn available() -> bool {
    std::arch::is_x86_feature_detected!("avx512bf16")
}

/// Whether [`product`] takes an `m × n × k` product.
pub fn suits(m: usize, n: usize, k: usize) -> bool {
    m > 0 && n > 0 && (2..=MAX_K).contains(&k) && available()
}

/// `C = A · B` with A and B of bf16, C's sums rounded to its type (f32: kept).
///
/// # Safety
/// [`super::available`] and [`available`] are true; A's `m × k` and B's `k × n` elements are
/// readable and C's `m × n` elements writable at their strides; C overlaps neither.
pub unsafe fn product<TC: Elem>(
    m: usize,
    n: usize,
    k: usize,
    a: Strided<bf16>,
    b: Strided<bf16>,
    c: Dest<TC>,
) {
    let pairs = k.div_ceil(2);
    // Column blocks of B whose packed pairs fit `MAX_B`, of equal width.
    let most = (MAX_B / (pairs * NR)).max(1) * NR;
    let block = super::block_size(n, most, NR);
    PACKED.with(|packed| {
        let mut packed = packed.borrow_mut();
        let (apack, bpack) = &mut *packed;
        let bpack = floats(bpack, block * pairs);
        let apack = floats(apack, MR * pairs);
        for jc in (0..n).step_by(block) {
            let nc = block.min(n - jc);
            pack_b(k, nc, b.at(0, jc), bpack);
            for i in (0..m).step_by(MR) {
                let rows = MR.min(m - i);
                pack_a(rows, k, a.at(i, 0), apack);
                for (jp, j) in (0..nc).step_by(NR).enumerate() {
                    tile(
                        rows,
                        pairs,
                        apack.as_ptr(),
                        bpack.as_ptr().add(jp * pairs * NR),
                        c.ptr.offset(i as isize * c.rs + (jc + j) as isize),
                        c.rs,
                        column_masks(NR.min(nc - j)),
                    );
                }
            }
        }
    });
}

/// The dword of depths `p` and `p + 1` of element `(i, p)` (zero past depth `k`), as f32 bits.
unsafe fn pair(m: Strided<bf16>, i: usize, p: usize, k: usize) -> f32 {
    let low = (*m.at(i, p).ptr).to_bits() as u32;
    let high = if p + 1 < k {
        (*m.at(i, p + 1).ptr).to_bits() as u32
    } else {
        0
    };
    f32::from_bits(low | high << 16)
}

/// Whether the pairs of a stream with unit stride along the depth are its dwords: an even
/// depth, dword-aligned, streams an even number of elements apart.
fn dword_streams(k: usize, ptr: *const bf16, stride: isize) -> bool {
    k.is_multiple_of(2) && (ptr as usize).is_multiple_of(4) && stride % 2 == 0
}

/// Packs `rows` (≤ [`MR`]) rows of A, `k` deep, into `pairs × MR` dwords.
#[target_feature(enable = "avx512f,avx512bw,avx512vl,avx2,fma")]
unsafe fn pack_a(rows: usize, k: usize, a: Strided<bf16>, dst: &mut [f32]) {
    let pairs = k.div_ceil(2);
    if a.cs == 1 && dword_streams(k, a.ptr, a.rs) {
        // Each row's pairs are its dwords: the f32 panel transpose moves them as they are.
        pack::pack_transposed(rows, pairs, a.ptr.cast::<f32>(), a.rs / 2, dst, MR);
        return;
    }
    for q in 0..pairs {
        for i in 0..MR {
            dst[q * MR + i] = if i < rows { pair(a, i, 2 * q, k) } else { 0.0 };
        }
    }
}

/// Packs B (`k × n`) into [`NR`]-column panels of `pairs × NR` dwords, zero-padded.
#[target_feature(enable = "avx512f,avx512bw,avx512vl,avx2,fma")]
unsafe fn pack_b(k: usize, n: usize, b: Strided<bf16>, dst: &mut [f32]) {
    let pairs = k.div_ceil(2);
    // Lane `2t` takes column `t` of the first row, lane `2t + 1` column `t` of the second:
    // the first 16 columns of two rows, then the last 16.
    let interleave = |half: i16| {
        let mut idx = [0i16; 32];
        for t in 0..16 {
            idx[2 * t] = 16 * half + t as i16;
            idx[2 * t + 1] = 32 + 16 * half + t as i16;
        }
        _mm512_loadu_si512(idx.as_ptr().cast())
    };
    let (low, high) = (interleave(0), interleave(1));
    for (panel, j) in (0..n).step_by(NR).enumerate() {
        let width = NR.min(n - j);
        let out = &mut dst[panel * pairs * NR..][..pairs * NR];
        let col = b.at(0, j);
        if b.rs == 1 && dword_streams(k, col.ptr, b.cs) {
            // A transposed B: each column's pairs are its dwords.
            pack::pack_transposed(width, pairs, col.ptr.cast::<f32>(), b.cs / 2, out, NR);
        } else if b.cs == 1 {
            let mask = if width == 32 {
                u32::MAX
            } else {
                (1u32 << width) - 1
            };
            for q in 0..pairs {
                let load = |p: usize| {
                    if p < k {
                        _mm512_maskz_loadu_epi16(mask, col.at(p, 0).ptr.cast())
                    } else {
                        _mm512_setzero_si512()
                    }
                };
                let (r0, r1) = (load(2 * q), load(2 * q + 1));
                let o = out.as_mut_ptr().add(q * NR).cast::<__m512i>();
                _mm512_storeu_si512(o, _mm512_permutex2var_epi16(r0, low, r1));
                _mm512_storeu_si512(o.add(1), _mm512_permutex2var_epi16(r0, high, r1));
            }
        } else {
            for q in 0..pairs {
                for jj in 0..NR {
                    out[q * NR + jj] = if jj < width {
                        pair(
                            Strided {
                                ptr: col.ptr,
                                rs: b.cs,
                                cs: b.rs,
                            },
                            jj,
                            2 * q,
                            k,
                        )
                    } else {
                        0.0
                    };
                }
            }
        }
    }
}

/// A `rows × 32` tile of C over `pairs` steps of packed pairs, rounded to C's type.
#[target_feature(enable = "avx512f,avx512bf16,avx512bw,avx512vl,avx2,fma")]
unsafe fn tile<TC: Elem>(
    rows: usize,
    pairs: usize,
    a: *const f32,
    b: *const f32,
    c: *mut TC,
    ldc: isize,
    masks: (u16, u16),
) {
    match rows {
        1 => tile_rows::<1, TC>(pairs, a, b, c, ldc, masks),
        2 => tile_rows::<2, TC>(pairs, a, b, c, ldc, masks),
        3 => tile_rows::<3, TC>(pairs, a, b, c, ldc, masks),
        4 => tile_rows::<4, TC>(pairs, a, b, c, ldc, masks),
        5 => tile_rows::<5, TC>(pairs, a, b, c, ldc, masks),
        6 => tile_rows::<6, TC>(pairs, a, b, c, ldc, masks),
        7 => tile_rows::<7, TC>(pairs, a, b, c, ldc, masks),
        8 => tile_rows::<8, TC>(pairs, a, b, c, ldc, masks),
        9 => tile_rows::<9, TC>(pairs, a, b, c, ldc, masks),
        10 => tile_rows::<10, TC>(pairs, a, b, c, ldc, masks),
        11 => tile_rows::<11, TC>(pairs, a, b, c, ldc, masks),
        _ => tile_rows::<MR, TC>(pairs, a, b, c, ldc, masks),
    }
}

#[inline(always)]
unsafe fn tile_rows<const ROWS: usize, TC: Elem>(
    pairs: usize,
    a: *const f32,
    b: *const f32,
    c: *mut TC,
    ldc: isize,
    (mask0, mask1): (u16, u16),
) {
    let mut acc = [[_mm512_setzero_ps(); 2]; ROWS];
    for q in 0..pairs {
        let b0: __m512bh = std::mem::transmute(_mm512_loadu_ps(b.add(q * NR)));
        let b1: __m512bh = std::mem::transmute(_mm512_loadu_ps(b.add(q * NR + 16)));
        for (i, row) in acc.iter_mut().enumerate() {
            let pair = *a.cast::<i32>().add(q * MR + i);
            let ai: __m512bh = std::mem::transmute(_mm512_set1_epi32(pair));
            row[0] = _mm512_dpbf16_ps(row[0], ai, b0);
            row[1] = _mm512_dpbf16_ps(row[1], ai, b1);
        }
    }
    for (i, row) in acc.iter().enumerate() {
        let out = c.wrapping_offset(i as isize * ldc);
        TC::store16(mask0, row[0], out);
        TC::store16(mask1, row[1], out.wrapping_add(16));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// bf16 values on a grid of sixteenths in [-2, 2), NaN-free.
    fn values(seed: usize, len: usize) -> Vec<bf16> {
        (0..len)
            .map(|i| bf16::from_f32((((i + seed) * 7919 + seed * 31) % 64) as f32 / 16.0 - 2.0))
            .collect()
    }

    /// One product with A and B at the given (row, column) strides from one element past the
    /// start of their buffers when `shifted` (so that no stream is dword-aligned), against
    /// the f64 product; C's padding column keeps its sentinel.
    fn check(m: usize, n: usize, k: usize, a_col_major: bool, b_col_major: bool, shifted: bool) {
        let shift = shifted as usize;
        let (ars, acs) = if a_col_major { (1, m + 2) } else { (k + 2, 1) };
        let (brs, bcs) = if b_col_major { (1, k + 2) } else { (n + 2, 1) };
        let a = values(1, shift + (m + 2) * (k + 2));
        let b = values(2, shift + (n + 2) * (k + 2));
        let at = |i: usize, p: usize| a[shift + i * ars + p * acs].to_f64();
        let bt = |p: usize, j: usize| b[shift + p * brs + j * bcs].to_f64();
        let sentinel = -777.0;
        let mut c = vec![sentinel; m * (n + 1)];
        let strided = |v: &[bf16], rs: usize, cs: usize| Strided {
            ptr: v[shift..].as_ptr(),
            rs: rs as isize,
            cs: cs as isize,
        };
        // SAFETY: the CPU has the features (checked by the caller); both operands lie in
        // their vectors at these strides; C has `m` rows of `n + 1` floats.
        unsafe {
            product(
                m,
                n,
                k,
                strided(&a, ars, acs),
                strided(&b, brs, bcs),
                Dest {
                    ptr: c.as_mut_ptr(),
                    rs: n as isize + 1,
                },
            );
        }
        for i in 0..m {
            assert_eq!(c[i * (n + 1) + n], sentinel, "padding of row {i}");
            for j in 0..n {
                // Sums of products of sixteenths below 2^24 / 256: exact in any order.
                let want: f64 = (0..k).map(|p| at(i, p) * bt(p, j)).sum();
                let got = c[i * (n + 1) + j] as f64;
                assert_eq!(
                    got, want,
                    "({i}, {j}) of {m}×{k}×{n} {a_col_major} {b_col_major}"
                );
            }
        }
    }

    #[test]
    fn every_packing_of_pairs_computes_the_product() {
        if !(crate::cpu::library::sgemm::available() && available()) {
            return;
        }
        for (m, n, k) in [
            (1, 1, 2),
            (13, 33, 17),
            (25, 64, 64),
            (12, 32, 3),
            (40, 70, 130),
        ] {
            assert!(suits(m, n, k));
            for (a_col_major, b_col_major, shifted) in [
                (false, false, false),
                (false, true, false),
                (true, false, false),
                (true, true, false),
                (false, true, true),
                (false, false, true),
            ] {
                check(m, n, k, a_col_major, b_col_major, shifted);
            }
        }
        // B in several column blocks.
        check(30, 300, 600, false, false, false);
        check(13, 200, 1000, false, true, false);
        // Attention's heads and a 1024³ matmul are products it takes; deeper ones are left
        // to the widened path.
        assert!(suits(256, 256, 64) && suits(256, 64, 256) && suits(1024, 1024, 1024));
        assert!(!suits(1024, 1024, 4096) && !suits(5, 5, 1));
    }
}
