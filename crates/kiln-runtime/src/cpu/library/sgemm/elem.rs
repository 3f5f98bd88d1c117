//! The element types the GEMM reads its operands in: f32, and bf16 and f16 widened to f32 as
//! they are packed (exactly: every bf16 and f16 value is an f32 value), so that a half-
//! precision dot needs no f32 copies of its operands before the product.
//!
//! The paths that read an operand in place instead of packing it (B with few rows, A of
//! [`super::direct::rows`]) take f32 only; [`as_f32`] says when they may. Results of bf16 and
//! f16 are the f32 sums rounded once ([`Elem::store16`], bit for bit `half`'s `from_f32`).

use super::{Dest, Strided};
use half::{bf16, f16};
use std::arch::x86_64::*;

/// An operand element type.
pub trait Elem: Copy + Send + Sync + 'static {
    /// Whether the type is f32 itself.
    const IS_F32: bool;
    /// Whether the type is bf16.
    const IS_BF16: bool;

    /// The lanes `mask` selects of the 16 consecutive elements at `p`, widened to f32; the
    /// other lanes are zero and their elements are not read.
    ///
    /// # Safety
    /// The CPU has what [`super::available`] checks; every selected element is readable.
    unsafe fn load16(mask: u16, p: *const Self) -> __m512;

    /// The element as f32.
    fn widen(self) -> f32;

    /// The lanes `mask` selects of `v`, rounded to nearest-even, into the 16 consecutive
    /// elements at `dst`; the others are not written.
    ///
    /// # Safety
    /// As for [`Elem::load16`]; every selected element is writable.
    unsafe fn store16(mask: u16, v: __m512, dst: *mut Self);
}

/// `src` rounded to nearest-even into the `src.len()` elements at `dst`.
///
/// # Safety
/// As for [`Elem::load16`]; the elements at `dst` are writable and overlap no `src`.
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub unsafe fn narrow<T: Elem>(src: &[f32], dst: *mut T) {
    for (i, chunk) in src.chunks(16).enumerate() {
        let mask = ((1u32 << chunk.len()) - 1) as u16;
        T::store16(
            mask,
            _mm512_maskz_loadu_ps(mask, chunk.as_ptr()),
            dst.add(16 * i),
        );
    }
}

/// The matrix itself when its elements are f32.
pub fn as_f32<T: Elem>(m: Strided<T>) -> Option<Strided<f32>> {
    T::IS_F32.then_some(Strided {
        ptr: m.ptr.cast(),
        rs: m.rs,
        cs: m.cs,
    })
}

/// The matrix itself when its elements are bf16.
pub fn as_bf16<T: Elem>(m: Strided<T>) -> Option<Strided<bf16>> {
    T::IS_BF16.then_some(Strided {
        ptr: m.ptr.cast(),
        rs: m.rs,
        cs: m.cs,
    })
}

/// The destination itself when its elements are f32.
pub fn dest_f32<T: Elem>(c: Dest<T>) -> Option<Dest<f32>> {
    T::IS_F32.then_some(Dest {
        ptr: c.ptr.cast(),
        rs: c.rs,
    })
}

impl Elem for f32 {
    const IS_F32: bool = true;
    const IS_BF16: bool = false;

    #[inline]
    #[target_feature(enable = "avx512f")]
    unsafe fn load16(mask: u16, p: *const f32) -> __m512 {
        _mm512_maskz_loadu_ps(mask, p)
    }

    fn widen(self) -> f32 {
        self
    }

    #[inline]
    #[target_feature(enable = "avx512f")]
    unsafe fn store16(mask: u16, v: __m512, dst: *mut f32) {
        _mm512_mask_storeu_ps(dst, mask, v);
    }
}

impl Elem for bf16 {
    const IS_F32: bool = false;
    const IS_BF16: bool = true;

    #[inline]
    #[target_feature(enable = "avx512f,avx512bw,avx512vl")]
    unsafe fn load16(mask: u16, p: *const bf16) -> __m512 {
        // A bf16 is the upper half of the f32 with the same value.
        let bits = _mm256_maskz_loadu_epi16(mask, p.cast());
        _mm512_castsi512_ps(_mm512_slli_epi32::<16>(_mm512_cvtepu16_epi32(bits)))
    }

    fn widen(self) -> f32 {
        self.to_f32()
    }

    #[inline]
    #[target_feature(enable = "avx512f,avx512bw,avx512vl")]
    unsafe fn store16(mask: u16, v: __m512, dst: *mut bf16) {
        // The upper half, plus one where the lower half is over one half of its last place,
        // or exactly one half and the upper half is odd; a NaN keeps its upper half with the
        // quiet bit set.
        let x = _mm512_castps_si512(v);
        let high = _mm512_srli_epi32::<16>(x);
        let odd = _mm512_and_si512(high, _mm512_set1_epi32(1));
        let bias = _mm512_add_epi32(odd, _mm512_set1_epi32(0x7fff));
        let rounded = _mm512_srli_epi32::<16>(_mm512_add_epi32(x, bias));
        let magnitude = _mm512_and_si512(x, _mm512_set1_epi32(0x7fff_ffff));
        let nan = _mm512_cmpgt_epu32_mask(magnitude, _mm512_set1_epi32(0x7f80_0000));
        let quiet = _mm512_or_si512(high, _mm512_set1_epi32(0x40));
        let bits = _mm512_cvtepi32_epi16(_mm512_mask_mov_epi32(rounded, nan, quiet));
        _mm256_mask_storeu_epi16(dst.cast(), mask, bits);
    }
}

impl Elem for f16 {
    const IS_F32: bool = false;
    const IS_BF16: bool = false;

    #[inline]
    #[target_feature(enable = "avx512f,avx512bw,avx512vl")]
    unsafe fn load16(mask: u16, p: *const f16) -> __m512 {
        // vcvtph2ps converts exactly, subnormals included, whatever MXCSR says.
        _mm512_cvtph_ps(_mm256_maskz_loadu_epi16(mask, p.cast()))
    }

    fn widen(self) -> f32 {
        self.to_f32()
    }

    #[inline]
    #[target_feature(enable = "avx512f,avx512bw,avx512vl")]
    unsafe fn store16(mask: u16, v: __m512, dst: *mut f16) {
        // The instruction `half` converts with where the CPU has F16C (all with AVX-512).
        let bits = _mm512_cvtps_ph::<{ _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC }>(v);
        _mm256_mask_storeu_epi16(dst.cast(), mask, bits);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// f32 bit patterns around every rounding case: each upper half with lower halves below,
    /// at and above one half of its last place (odd and even upper halves), plus NaNs of
    /// both signs and payloads, infinities, zeros and subnormals.
    fn patterns() -> Vec<f32> {
        let lows = [0u32, 1, 0x7fff, 0x8000, 0x8001, 0xffff, 0x1000, 0xc000];
        let mut v: Vec<f32> = (0..=0xffffu32)
            .flat_map(|high| {
                lows.iter()
                    .map(move |&low| f32::from_bits(high << 16 | low))
            })
            .collect();
        v.extend([
            f32::NAN,
            -f32::NAN,
            f32::INFINITY,
            f32::NEG_INFINITY,
            0.0,
            -0.0,
        ]);
        v.extend([
            f32::from_bits(0x7f80_0001),
            f32::from_bits(0xff80_8000),
            1e-40,
            65520.0,
        ]);
        v
    }

    #[test]
    fn narrowing_rounds_as_half_does_bit_for_bit() {
        if !crate::cpu::library::sgemm::available() {
            return;
        }
        let src = patterns();
        // Odd lengths: the last chunk of each is masked.
        for len in [src.len(), src.len() - 5, 7] {
            let src = &src[..len];
            let mut b = vec![bf16::ZERO; len];
            let mut h = vec![f16::ZERO; len];
            // SAFETY: the CPU has AVX-512 (checked above); the outputs hold `len` elements.
            unsafe {
                narrow(src, b.as_mut_ptr());
                narrow(src, h.as_mut_ptr());
            }
            for (i, &x) in src.iter().enumerate() {
                assert_eq!(b[i].to_bits(), bf16::from_f32(x).to_bits(), "bf16 of {x:e}");
                assert_eq!(h[i].to_bits(), f16::from_f32(x).to_bits(), "f16 of {x:e}");
            }
        }
    }

    #[test]
    fn widening_is_exact_for_every_half_value() {
        if !crate::cpu::library::sgemm::available() {
            return;
        }
        let bits: Vec<u16> = (0..=0xffffu16).collect();
        for chunk in bits.chunks(16) {
            let b: Vec<bf16> = chunk.iter().map(|&x| bf16::from_bits(x)).collect();
            let h: Vec<f16> = chunk.iter().map(|&x| f16::from_bits(x)).collect();
            // Every other lane only: the rest must come back zero.
            let mask = 0x5555;
            let mut out = [[0f32; 16]; 2];
            // SAFETY: the CPU has AVX-512 (checked above); each chunk holds 16 elements.
            unsafe {
                _mm512_storeu_ps(out[0].as_mut_ptr(), bf16::load16(mask, b.as_ptr()));
                _mm512_storeu_ps(out[1].as_mut_ptr(), f16::load16(mask, h.as_ptr()));
            }
            for lane in 0..16 {
                let (wb, wh) = if mask >> lane & 1 == 1 {
                    (b[lane].to_f32(), h[lane].to_f32())
                } else {
                    (0.0, 0.0)
                };
                let same = |got: f32, want: f32| {
                    got.to_bits() == want.to_bits() || (got.is_nan() && want.is_nan())
                };
                assert!(same(out[0][lane], wb), "bf16 {:#x}", chunk[lane]);
                assert!(same(out[1][lane], wh), "f16 {:#x}", chunk[lane]);
            }
        }
    }
}
