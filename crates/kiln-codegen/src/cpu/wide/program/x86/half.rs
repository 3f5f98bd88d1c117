//! f16 and bf16 conversions sixteen lanes at a time, bit for bit `program::half`'s (and so
//! `cpu::convert`'s inline code's) for every input, under the kernels' DAZ/FTZ mode or not.
//!
//! f16 uses the AVX-512 conversions: `vcvtps2ph` with round-to-nearest-even gives the inline
//! code's bits for every f32 (checked for all 2^32 inputs on this project's Zen 4, with and
//! without DAZ/FTZ: it neither reads f32 denormals as zero nor flushes f16 subnormals, and
//! quiets NaNs keeping the top payload bits, as the inline code does), and `vcvtph2ps` for
//! every f16 but the signalling NaNs, which it quiets where the inline code keeps them
//! signalling: lanes holding one get the quiet bit cleared again (rare, so behind a branch).
//! bf16 is integer work: a shift to widen; to narrow, round to nearest even on the low 16
//! bits and set bit 6 of a NaN's top half (quiet), as `f32_to_bf16`.

use super::super::Half;
use super::V;
use std::arch::x86_64::*;

/// Sixteen f16/bf16 values (16-bit lanes) widened to f32.
#[inline]
#[target_feature(enable = "avx512f,fma")]
pub(in crate::cpu) unsafe fn widen(h: Half, bits: __m256i) -> __m512 {
    if h == Half::BF16 {
        return _mm512_castsi512_ps(_mm512_slli_epi32::<16>(_mm512_cvtepu16_epi32(bits)));
    }
    let r = _mm512_cvtph_ps(bits);
    let nan = _mm512_cmp_ps_mask::<_CMP_UNORD_Q>(r, r);
    if nan == 0 {
        return r;
    }
    keep_signalling(bits, r, nan)
}

/// `r` (`bits` widened) with the quiet bit of its NaN lanes (`nan`) as in `bits`. Out of
/// line, so that the common case stays small where it is inlined.
#[cold]
#[inline(never)]
#[target_feature(enable = "avx512f,fma")]
unsafe fn keep_signalling(bits: __m256i, r: __m512, nan: __mmask16) -> __m512 {
    let quiet = _mm512_slli_epi32::<13>(_mm512_cvtepu16_epi32(bits));
    let quiet = _mm512_and_si512(quiet, _mm512_set1_epi32(0x40_0000));
    let cleared = _mm512_andnot_si512(_mm512_set1_epi32(0x40_0000), _mm512_castps_si512(r));
    let fixed = _mm512_or_si512(cleared, quiet);
    _mm512_castsi512_ps(_mm512_mask_mov_epi32(_mm512_castps_si512(r), nan, fixed))
}

/// Sixteen f32 values rounded to f16/bf16 bits (16-bit lanes).
#[inline]
#[target_feature(enable = "avx512f,fma")]
pub(super) unsafe fn narrow(h: Half, x: __m512) -> __m256i {
    if h == Half::F16 {
        return _mm512_cvtps_ph::<{ _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC }>(x);
    }
    _mm512_cvtepi32_epi16(bf16_bits(x))
}

/// bf16 rounding of sixteen f32 values, the result in the top half of 32-bit lanes (the low
/// half is garbage for numbers, clear for NaNs).
#[inline]
#[target_feature(enable = "avx512f,fma")]
unsafe fn bf16_high(x: __m512) -> __m512i {
    let xb = _mm512_castps_si512(x);
    let lsb = _mm512_and_si512(_mm512_srli_epi32::<16>(xb), _mm512_set1_epi32(1));
    let rounded = _mm512_add_epi32(_mm512_add_epi32(xb, _mm512_set1_epi32(0x7fff)), lsb);
    let abs = _mm512_and_si512(xb, _mm512_set1_epi32(0x7fff_ffff));
    let nan = _mm512_cmpgt_epi32_mask(abs, _mm512_set1_epi32(0x7f80_0000));
    let quiet = _mm512_or_si512(xb, _mm512_set1_epi32(0x40_0000));
    let quiet = _mm512_and_si512(quiet, _mm512_set1_epi32(!0xffff));
    _mm512_mask_mov_epi32(rounded, nan, quiet)
}

/// bf16 bits of sixteen f32 values, in the low half of 32-bit lanes.
#[inline]
#[target_feature(enable = "avx512f,fma")]
unsafe fn bf16_bits(x: __m512) -> __m512i {
    _mm512_srli_epi32::<16>(bf16_high(x))
}

/// Sixteen f32 values rounded to f16/bf16 and back.
#[inline]
#[target_feature(enable = "avx512f,fma")]
unsafe fn round16(h: Half, x: __m512) -> __m512 {
    if h == Half::F16 {
        // The f16 is never a signalling NaN: widening needs no fix-up.
        return _mm512_cvtph_ps(narrow(h, x));
    }
    let high = bf16_high(x);
    _mm512_castsi512_ps(_mm512_and_si512(high, _mm512_set1_epi32(!0xffff)))
}

/// `U` vectors rounded to f16/bf16 and back.
#[inline]
#[target_feature(enable = "avx512f,fma")]
pub(super) unsafe fn round<const U: usize>(h: Half, mut x: V<U>) -> V<U> {
    for v in x.iter_mut() {
        *v = round16(h, *v);
    }
    x
}

/// Stores `U` vectors narrowed to a 16-bit stream from `p` on.
#[inline]
#[target_feature(enable = "avx512f,fma")]
pub(super) unsafe fn store_n<const U: usize>(h: Half, p: *mut u16, x: V<U>) {
    for (u, v) in x.into_iter().enumerate() {
        _mm256_storeu_si256(p.add(16 * u) as *mut __m256i, narrow(h, v));
    }
}

/// Sixteen elements of a 16-bit stream at `p`, widened (the first `len` of them when
/// `len < 16`, the rest zero).
#[inline]
#[target_feature(enable = "avx512f,fma")]
pub(super) unsafe fn load(h: Half, p: *const u16, len: usize) -> __m512 {
    if len >= 16 {
        return widen(h, _mm256_loadu_si256(p as *const __m256i));
    }
    let mut part = [0u16; 16];
    std::ptr::copy_nonoverlapping(p, part.as_mut_ptr(), len);
    widen(h, _mm256_loadu_si256(part.as_ptr() as *const __m256i))
}

/// Stores sixteen values narrowed to the 16-bit stream at `p` (the first `len` of them when
/// `len < 16`).
#[inline]
#[target_feature(enable = "avx512f,fma")]
pub(super) unsafe fn store(h: Half, p: *mut u16, x: __m512, len: usize) {
    let bits = narrow(h, x);
    if len >= 16 {
        return _mm256_storeu_si256(p as *mut __m256i, bits);
    }
    let mut part = [0u16; 16];
    _mm256_storeu_si256(part.as_mut_ptr() as *mut __m256i, bits);
    std::ptr::copy_nonoverlapping(part.as_ptr(), p, len);
}

/// `len` elements of the 16-bit stream at `src` widened into `dst`.
#[target_feature(enable = "avx512f,fma")]
pub(super) unsafe fn widen_tile(h: Half, src: *const u16, dst: *mut f32, len: usize) {
    let mut i = 0;
    while i < len {
        let v = load(h, src.add(i), len - i);
        if len - i >= 16 {
            _mm512_storeu_ps(dst.add(i), v);
        } else {
            let m = ((1u32 << (len - i)) - 1) as __mmask16;
            _mm512_mask_storeu_ps(dst.add(i), m, v);
        }
        i += 16;
    }
}

/// `len` values of `src` narrowed into the 16-bit stream at `dst`.
#[target_feature(enable = "avx512f,fma")]
pub(super) unsafe fn narrow_tile(h: Half, src: *const f32, dst: *mut u16, len: usize) {
    let mut i = 0;
    while i < len {
        let v = if len - i >= 16 {
            _mm512_loadu_ps(src.add(i))
        } else {
            let m = ((1u32 << (len - i)) - 1) as __mmask16;
            _mm512_maskz_loadu_ps(m, src.add(i))
        };
        store(h, dst.add(i), v, len - i);
        i += 16;
    }
}

/// The `len` values at `p` rounded to f16/bf16 and back, in place.
#[target_feature(enable = "avx512f,fma")]
pub(super) unsafe fn round_tile(h: Half, p: *mut f32, len: usize) {
    let mut i = 0;
    while i + 16 <= len {
        _mm512_storeu_ps(p.add(i), round16(h, _mm512_loadu_ps(p.add(i))));
        i += 16;
    }
    if i < len {
        let m = ((1u32 << (len - i)) - 1) as __mmask16;
        let v = round16(h, _mm512_maskz_loadu_ps(m, p.add(i)));
        _mm512_mask_storeu_ps(p.add(i), m, v);
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::half as scalar;
    use super::*;

    /// Runs `f` with MXCSR's flush-to-zero and denormals-are-zero bits set (as kernels run)
    /// or clear.
    fn with_daz_ftz(on: bool, f: impl FnOnce()) {
        const FTZ_DAZ: u32 = 0x8040;
        let mut saved = 0u32;
        // SAFETY: stmxcsr stores the 32-bit control/status register into `saved`; ldmxcsr
        // loads a value read from it with only FTZ/DAZ changed.
        unsafe {
            std::arch::asm!("stmxcsr [{}]", in(reg) &mut saved as *mut u32, options(nostack));
            let mode = if on {
                saved | FTZ_DAZ
            } else {
                saved & !FTZ_DAZ
            };
            std::arch::asm!("ldmxcsr [{}]", in(reg) &mode as *const u32, options(nostack));
        }
        f();
        // SAFETY: as above.
        unsafe { std::arch::asm!("ldmxcsr [{}]", in(reg) &saved as *const u32, options(nostack)) };
    }

    #[target_feature(enable = "avx512f,fma")]
    unsafe fn widen16(h: Half, bits: &[u16; 16]) -> [u32; 16] {
        std::mem::transmute::<__m512, [u32; 16]>(load(h, bits.as_ptr(), 16))
    }

    #[target_feature(enable = "avx512f,fma")]
    unsafe fn narrow16(h: Half, xs: &[u32; 16]) -> ([u16; 16], [u32; 16]) {
        let x: __m512 = std::mem::transmute::<[u32; 16], __m512>(*xs);
        let mut out = [0u16; 16];
        store(h, out.as_mut_ptr(), x, 16);
        (
            out,
            std::mem::transmute::<__m512, [u32; 16]>(round::<1>(h, [x])[0]),
        )
    }

    /// Every f16 and bf16 widens to the scalar conversion's bits (subnormals, signalling
    /// NaNs with their payloads); f32 values narrow and round to its bits: every f32 whose
    /// low bits sit at the rounding boundaries of either type, zeros, subnormals, infinities
    /// and NaNs among them, and a few million random ones; with and without DAZ/FTZ.
    #[test]
    fn sixteen_lanes_match_the_scalar_conversions() {
        if !crate::cpu::wide::available() {
            return;
        }
        let types = [Half::F16, Half::BF16];
        let check_narrow = |xs: &[u32; 16]| {
            for h in types {
                // SAFETY: the host has AVX-512 (checked above).
                let (bits, rounded) = unsafe { narrow16(h, xs) };
                for (i, &x) in xs.iter().enumerate() {
                    let want = scalar::narrow(h, f32::from_bits(x));
                    assert_eq!(bits[i], want, "{h:?} narrow {x:#x}");
                    let want = scalar::round(h, f32::from_bits(x)).to_bits();
                    assert_eq!(rounded[i], want, "{h:?} round {x:#x}");
                }
            }
        };
        for on in [true, false] {
            with_daz_ftz(on, || {
                for h in types {
                    for base in (0..=u16::MAX as usize).step_by(16) {
                        let bits: [u16; 16] = std::array::from_fn(|i| (base + i) as u16);
                        // SAFETY: as above.
                        let got = unsafe { widen16(h, &bits) };
                        for i in 0..16 {
                            let want = scalar::widen(h, bits[i]).to_bits();
                            assert_eq!(got[i], want, "{h:?} widen {:#x}, DAZ/FTZ {on}", bits[i]);
                        }
                    }
                }
                // Low bits around f16's (13 dropped bits) and bf16's (16) halfway points.
                let lows = [
                    0, 1, 0xfff, 0x1000, 0x1001, 0x1fff, 0x7fff, 0x8000, 0x8001, 0xffff,
                ];
                let mut xs = [0u32; 16];
                let mut k = 0;
                for high in 0..1u32 << 16 {
                    for &low in &lows {
                        xs[k] = high << 16 | low;
                        xs[k + 1] = (high << 16 | low) ^ 0x2000;
                        k += 2;
                        if k == 16 {
                            check_narrow(&xs);
                            k = 0;
                        }
                    }
                }
                let mut state = 0x9e37_79b9_7f4a_7c15u64;
                for _ in 0..1 << 17 {
                    for x in xs.iter_mut() {
                        state ^= state << 13;
                        state ^= state >> 7;
                        state ^= state << 17;
                        *x = (state >> 32) as u32;
                    }
                    check_narrow(&xs);
                }
            });
        }
    }
}
