//! Wide-vector math on tiles: precompiled AVX-512 versions of the inline f32 exp, log, tanh
//! and logistic that a kernel applies to a whole tile of a few hundred values in a stack buffer
//! (see `vector::tile`). Cranelift's x64 backend has 128-bit vectors only; these helpers
//! do 16 lanes per instruction and run from L1.
//!
//! Each function is a transliteration of its inline form (`math::exp_log`), operation for
//! operation, with the same constants and the same fused multiply-adds (exp's rounding and
//! final scaling are single AVX-512 instructions with the same results, see `exp16`), so a
//! tile helper and the inline code give bit-identical results (tests/cpu_emit/wide.rs checks whole sweeps).
//! That keeps the emitter's promise that an element's value does not depend on how a range
//! was split: the scalar remainder of a tiled loop still runs the inline code.
//!
//! `program` runs whole loop bodies (f32 arithmetic around these functions) as one call;
//! `reduce` folds rows of contiguous f32 terms in the blocked reductions' order.
//!
//! Kernels reach the helpers through the helper table like any other helper. The emitter
//! calls them only when [`available`] says the host has AVX-512F and FMA; on other hosts the
//! table entries point to a scalar loop over the f64 reference (never called by a kernel, as
//! the compilation cache keys on CPU features).

/// `*p = $lanes(*p)` for the `$n` f64 values at `$p`, eight at a time (the last group
/// masked): the loop of an f64 tile helper (`tanh_f64`, `log1p_f64`), inside a function with
/// the AVX-512 features `$lanes` needs.
macro_rules! f64_lanes_in_place {
    ($p:expr, $n:expr, $lanes:ident) => {{
        let (p, n): (*mut f64, usize) = ($p, $n);
        let mut i = 0;
        while i + 8 <= n {
            let x = _mm512_loadu_pd(p.add(i));
            _mm512_storeu_pd(p.add(i), $lanes(x));
            i += 8;
        }
        if i < n {
            let mask = ((1u32 << (n - i)) - 1) as __mmask8;
            let x = _mm512_maskz_loadu_pd(mask, p.add(i));
            _mm512_mask_storeu_pd(p.add(i), mask, $lanes(x));
        }
    }};
}

pub(super) mod columns;
pub(super) mod log1p_f64;
pub(super) mod program;
pub(super) mod reduce;
pub(super) mod rows;
pub(super) mod tanh_f64;

/// XLA's max (`is_max`) or min of f32 scalars as the inline code computes them
/// (`simd::M::xla_max_min`): `x` when it is NaN, the AND (max) or OR (min) of the bits when
/// the operands are equal (±0), else the larger (smaller) one.
fn xla_max_min(is_max: bool, x: f32, y: f32) -> f32 {
    if x.is_nan() {
        x
    } else if x == y {
        let bits = if is_max {
            x.to_bits() & y.to_bits()
        } else {
            x.to_bits() | y.to_bits()
        };
        f32::from_bits(bits)
    } else if if is_max { x > y } else { x < y } {
        x
    } else {
        // `y` where it is NaN, as the inline code.
        y
    }
}

use super::math::exp_log::{
    EXPM1_Q, EXP_CLAMP_HI, EXP_CLAMP_LO, EXP_P, LN2_HI, LN2_LO, LOG_P, TANH_P, TANH_SMALL,
};
use super::math::pow::{ATANH_P, EXP_TAYLOR};
use super::math::special::{ERF_LARGE, ERF_SMALL, ERF_SPLIT};

/// Whether the host can run the tile helpers (AVX-512F and FMA).
pub(super) fn available() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::arch::is_x86_feature_detected!("avx512f") && std::arch::is_x86_feature_detected!("fma")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// Whether the streaming helpers prefetch lines far ahead of their loads (row reductions 4 KB
/// ahead): on AMD Zen 5 (family 1Ah) it measured faster (a 256 MB row sum 33-34 GB/s against
/// 29), on Zen 4 (family 19h) slower (22 GB/s against 28 with loads in address order; with
/// 512 bytes ahead 27.5, 1 KB 22.5). Elsewhere untested, so no prefetching, as compiled loops
/// do. Prefetches change no result.
pub(super) fn far_prefetch() -> bool {
    static FAR: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *FAR.get_or_init(|| {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::__cpuid;
            let vendor = __cpuid(0);
            let amd =
                (vendor.ebx, vendor.edx, vendor.ecx) == (0x6874_7541, 0x6974_6e65, 0x444d_4163);
            let eax = __cpuid(1).eax;
            let base = (eax >> 8) & 0xf;
            let family = if base == 0xf {
                base + ((eax >> 20) & 0xff)
            } else {
                base
            };
            amd && family >= 0x1a
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            false
        }
    })
}

/// Defines the `extern "C" fn(values: *mut f32, count: i64)` entries: the AVX-512 loop when
/// the host has it, else the f64 reference element by element.
macro_rules! tile_entries {
    ($($name:ident = $wide:ident, $reference:expr;)*) => {$(
        pub(super) extern "C" fn $name(values: *mut f32, count: i64) {
            let n = count.max(0) as usize;
            #[cfg(target_arch = "x86_64")]
            if available() {
                // SAFETY: the kernel passes a tile of `count` f32 values it owns, and the
                // host has the features the wide code is compiled for.
                unsafe { x86::$wide(values, n) };
                return;
            }
            let f: fn(f64) -> f64 = $reference;
            for i in 0..n {
                // SAFETY: as above, `values` holds `count` f32 values.
                unsafe {
                    let p = values.add(i);
                    *p = f(*p as f64) as f32;
                }
            }
        }
    )*};
}

tile_entries! {
    exp_tile_f32 = exp_tile, f64::exp;
    log_tile_f32 = log_tile, f64::ln;
    tanh_tile_f32 = tanh_tile, f64::tanh;
    logistic_tile_f32 = logistic_tile, |x| 1.0 / (1.0 + (-x).exp());
    erf_tile_f32 = erf_tile, libm::erf;
    log1p_tile_f32 = log1p_tile, f64::ln_1p;
    expm1_tile_f32 = expm1_tile, f64::exp_m1;
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use super::*;
    use std::arch::x86_64::*;

    /// Defines `unsafe fn name(p, n)`: applies `f` to the `n` values at `p` in place, 16 at a
    /// time (the last group masked).
    macro_rules! map_tile {
        ($($name:ident = $f:ident;)*) => {$(
            #[target_feature(enable = "avx512f,fma")]
            pub(super) unsafe fn $name(p: *mut f32, n: usize) {
                let mut i = 0;
                while i + 16 <= n {
                    let x = _mm512_loadu_ps(p.add(i));
                    _mm512_storeu_ps(p.add(i), $f(x));
                    i += 16;
                }
                if i < n {
                    let mask = ((1u32 << (n - i)) - 1) as __mmask16;
                    let x = _mm512_maskz_loadu_ps(mask, p.add(i));
                    _mm512_mask_storeu_ps(p.add(i), mask, $f(x));
                }
            }
        )*};
    }

    map_tile! {
        exp_tile = exp16;
        log_tile = log16;
        tanh_tile = tanh16;
        logistic_tile = logistic16;
        erf_tile = erf16;
        log1p_tile = log1p16;
        expm1_tile = expm1_16;
    }

    #[inline]
    #[target_feature(enable = "avx512f,fma")]
    fn c(x: f32) -> __m512 {
        _mm512_set1_ps(x)
    }

    /// `U` vectors of sixteen lanes. The `_n` functions apply each operation of their
    /// formula to all `U` vectors before the next one: `U` independent chains side by side
    /// in program order, which the out-of-order core overlaps (a tanh is a chain of some
    /// thirty dependent operations, longer than the scheduler looks ahead when the chains
    /// come one after the other). Each lane sees the same operations whatever `U` is; the
    /// `16` functions are `U = 1`.
    pub(super) type V<const U: usize> = [__m512; U];

    /// The array of the expression over the named arrays' elements, element by element
    /// (the arrays as long as the first).
    macro_rules! each {
        ($first:ident $(, $v:ident)* => $e:expr) => {
            like(&$first, |u| {
                let $first = $first[u];
                $(let $v = $v[u];)*
                #[allow(unused_unsafe)]
                // SAFETY: the callers run where the host has AVX-512F and FMA.
                unsafe {
                    $e
                }
            })
        };
    }

    /// [`each`] with the expression evaluated in the caller's body rather than in a
    /// closure, for compares and blends on masks: a closure has none of the caller's target
    /// features, and there those intrinsics were not inlined (log's ran as calls, the
    /// vectors through memory: a log program 8x slower than XLA). (Arithmetic inlines
    /// either way, and [`each`] keeps it a few percent faster.)
    macro_rules! each_inline {
        ($first:ident $(, $v:ident)* => $e:expr) => {{
            // Zeros of the element type (plain bits here), each overwritten.
            #[allow(unused_unsafe)]
            let mut out = like(&$first, |_| unsafe { std::mem::zeroed() });
            for u in 0..out.len() {
                let $first = $first[u];
                $(let $v = $v[u];)*
                #[allow(unused_unsafe)]
                // SAFETY: the callers run where the host has AVX-512F and FMA.
                {
                    out[u] = unsafe { $e };
                }
            }
            out
        }};
    }
    pub(super) use each;
    pub(super) use each_inline;

    /// `[f(0), ..., f(U - 1)]`, as long as `_length`.
    #[inline(always)]
    pub(super) fn like<T, R, const U: usize>(
        _length: &[T; U],
        f: impl FnMut(usize) -> R,
    ) -> [R; U] {
        std::array::from_fn(f)
    }

    #[inline(always)]
    unsafe fn poly<const U: usize>(x: V<U>, coeffs: &[f32]) -> V<U> {
        let mut acc = [_mm512_set1_ps(coeffs[0]); U];
        for &k in &coeffs[1..] {
            acc = each!(acc, x => _mm512_fmadd_ps(acc, x, c(k)));
        }
        acc
    }

    /// `exp_log::exp`. `max(lo, x)` and `min(hi, x)` return `x` when it is NaN, as the
    /// inline `max_or_second`/`min_or_second`. Two steps are shorter than the inline
    /// instructions and give the same bits: rounding `t` to an integer with `vrndscaleps`
    /// (nearest even, as the 1.5·2^23 trick for |t| < 2^22; only the sign of a zero `nf`
    /// can differ, and that never reaches the result, since `r` is then `xc` or a zero that
    /// `+ 1` absorbs), and the final `p · 2^n` with `vscalefps` (one rounding, as the
    /// inline split into two factors whose first product is exact).
    #[inline(always)]
    pub(super) unsafe fn exp_n<const U: usize>(x: V<U>) -> V<U> {
        let xc = each!(x => _mm512_max_ps(c(EXP_CLAMP_LO), x));
        exp_from(each!(xc => _mm512_min_ps(c(EXP_CLAMP_HI), xc)))
    }

    /// exp of `xc`, already clamped to [EXP_CLAMP_LO, EXP_CLAMP_HI] (or NaN).
    #[inline(always)]
    unsafe fn exp_from<const U: usize>(xc: V<U>) -> V<U> {
        let t = each!(xc => _mm512_mul_ps(xc, c(std::f32::consts::LOG2_E)));
        let nf = each!(t => {
            _mm512_roundscale_ps::<{ _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC }>(t)
        });
        let r = each!(nf, xc => _mm512_fmadd_ps(nf, c(-LN2_HI), xc));
        let r = each!(nf, r => _mm512_fmadd_ps(nf, c(-LN2_LO), r));
        let z = each!(r => _mm512_mul_ps(r, r));
        let p = poly(r, &EXP_P);
        let p = each!(p, z, r => _mm512_fmadd_ps(p, z, r));
        let p = each!(p => _mm512_add_ps(p, c(1.0)));
        each!(p, nf => _mm512_scalef_ps(p, nf))
    }

    /// `exp_log::expm1`: `2^n·expm1(r) + (2^n - 1)` for moderate `n`, `(expm1(r) + 1)·2^n`
    /// above 24 (`vscalefps`, one rounding as the inline two factors), -1 below -25, ±0 (or
    /// a denormal, zero under DAZ) the zero of `x`'s sign, NaN itself. The reduction is
    /// exp's (`exp_from`'s steps, `n` the rounded `t` as an integer).
    #[inline(always)]
    pub(super) unsafe fn expm1_n<const U: usize>(x: V<U>) -> V<U> {
        let xc = each_inline!(x => {
            _mm512_min_ps(c(EXP_CLAMP_HI), _mm512_max_ps(c(EXP_CLAMP_LO), x))
        });
        let nf = each_inline!(xc => {
            let t = _mm512_mul_ps(xc, c(std::f32::consts::LOG2_E));
            _mm512_roundscale_ps::<{ _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC }>(t)
        });
        let r = each_inline!(nf, xc => {
            let r = _mm512_fmadd_ps(nf, c(-LN2_HI), xc);
            _mm512_fmadd_ps(nf, c(-LN2_LO), r)
        });
        let z = each_inline!(r => _mm512_mul_ps(r, r));
        let q = poly(r, &EXPM1_Q);
        let em = each_inline!(q, z, r => {
            let q = _mm512_mul_ps(_mm512_mul_ps(q, z), r);
            _mm512_add_ps(_mm512_add_ps(q, _mm512_mul_ps(z, c(0.5))), r)
        });
        let n: [__m512i; U] = each_inline!(nf => _mm512_cvtps_epi32(nf));
        let res = each_inline!(em, n, nf => {
            let nc = _mm512_min_epi32(_mm512_max_epi32(n, _mm512_set1_epi32(-30)), _mm512_set1_epi32(30));
            let t = _mm512_castsi512_ps(_mm512_slli_epi32::<23>(_mm512_add_epi32(
                nc,
                _mm512_set1_epi32(127),
            )));
            let moderate = _mm512_add_ps(_mm512_mul_ps(t, em), _mm512_add_ps(t, c(-1.0)));
            let large = _mm512_scalef_ps(_mm512_add_ps(em, c(1.0)), nf);
            let is_large = _mm512_cmpgt_epi32_mask(n, _mm512_set1_epi32(24));
            let is_tiny = _mm512_cmplt_epi32_mask(n, _mm512_set1_epi32(-25));
            let res = _mm512_mask_blend_ps(is_tiny, moderate, c(-1.0));
            _mm512_mask_blend_ps(is_large, res, large)
        });
        each_inline!(x, res => {
            let res = zero_of_its_sign(x, res);
            let is_nan = _mm512_cmp_ps_mask::<_CMP_UNORD_Q>(x, x);
            _mm512_mask_blend_ps(is_nan, res, x)
        })
    }

    /// `exp_log::log`: `log_parts`, `log_poly` and `log_specials`.
    #[inline(always)]
    pub(super) unsafe fn log_n<const U: usize>(x: V<U>) -> V<U> {
        let r = log_core(x);
        log_specials(x, x, r)
    }

    /// `exp_log::log1p`: `log(u) + c/u` with `u = fl(1 + x)` and `c` that sum's rounding
    /// error (Fast2Sum, the operands ordered by magnitude), the specials judged on `u`, and
    /// ±0 (or a denormal, zero under DAZ) giving the zero of `x`'s sign.
    #[inline(always)]
    pub(super) unsafe fn log1p_n<const U: usize>(x: V<U>) -> V<U> {
        let u = each_inline!(x => _mm512_add_ps(c(1.0), x));
        let cor = each_inline!(x, u => {
            let c_small = _mm512_sub_ps(x, _mm512_add_ps(u, c(-1.0)));
            let c_large = _mm512_sub_ps(c(1.0), _mm512_sub_ps(u, x));
            let x_small = _mm512_cmp_ps_mask::<_CMP_LE_OQ>(_mm512_abs_ps(x), c(1.0));
            _mm512_mask_blend_ps(x_small, c_large, c_small)
        });
        let safe_u = each_inline!(u => {
            let pos = _mm512_cmp_ps_mask::<_CMP_GT_OQ>(u, _mm512_setzero_ps());
            _mm512_mask_blend_ps(pos, c(1.0), u)
        });
        let l = log_core(safe_u);
        let r = each_inline!(l, cor, u => _mm512_add_ps(l, _mm512_div_ps(cor, u)));
        let r = log_specials(x, u, r);
        each_inline!(x, r => zero_of_its_sign(x, r))
    }

    /// `exp_log::log_parts` and `log_poly`: log of positive `x` before the specials.
    #[inline(always)]
    unsafe fn log_core<const U: usize>(x: V<U>) -> V<U> {
        let (f, ef) = log_parts_n(x);
        // log_poly
        let z = each_inline!(f => _mm512_mul_ps(f, f));
        let y = poly(f, &LOG_P);
        let y = each_inline!(y, f => _mm512_mul_ps(y, f));
        let y = each_inline!(y, z => _mm512_mul_ps(y, z));
        let y = each_inline!(y, ef => _mm512_add_ps(y, _mm512_mul_ps(ef, c(LN2_LO))));
        let y = each_inline!(y, z => _mm512_sub_ps(y, _mm512_mul_ps(z, c(0.5))));
        let r = each_inline!(f, y => _mm512_add_ps(f, y));
        each_inline!(r, ef => _mm512_add_ps(r, _mm512_mul_ps(ef, c(LN2_HI))))
    }

    /// `exp_log::log_parts`: `x = 2^e · (1 + f)` with `1 + f` in [√½, √2), as (f, e).
    #[inline(always)]
    unsafe fn log_parts_n<const U: usize>(x: V<U>) -> (V<U>, V<U>) {
        let tiny: [__mmask16; U] = each_inline!(x => {
            _mm512_cmp_ps_mask::<_CMP_LT_OQ>(x, c(f32::MIN_POSITIVE))
        });
        let bits: [__m512i; U] = each_inline!(x, tiny => {
            let scaled = _mm512_mul_ps(x, c(16_777_216.0));
            _mm512_castps_si512(_mm512_mask_blend_ps(tiny, x, scaled))
        });
        let e: [__m512i; U] = each_inline!(bits, tiny => {
            let exp_field = _mm512_srai_epi32::<23>(bits);
            let e = _mm512_add_epi32(exp_field, _mm512_set1_epi32(-126));
            let e24 = _mm512_add_epi32(e, _mm512_set1_epi32(-24));
            _mm512_mask_blend_epi32(tiny, e, e24)
        });
        let mf: V<U> = each_inline!(bits => {
            let mant = _mm512_and_si512(bits, _mm512_set1_epi32(0x007f_ffff));
            _mm512_castsi512_ps(_mm512_or_si512(mant, _mm512_set1_epi32(0x3f00_0000)))
        });
        let small: [__mmask16; U] = each_inline!(mf => {
            _mm512_cmp_ps_mask::<_CMP_LT_OQ>(mf, c(std::f32::consts::FRAC_1_SQRT_2))
        });
        let ef: V<U> = each_inline!(e, small => {
            let e1 = _mm512_add_epi32(e, _mm512_set1_epi32(-1));
            _mm512_cvtepi32_ps(_mm512_mask_blend_epi32(small, e, e1))
        });
        let f: V<U> = each_inline!(mf, small => {
            let doubled = _mm512_add_ps(mf, mf);
            _mm512_add_ps(_mm512_mask_blend_ps(small, mf, doubled), c(-1.0))
        });
        (f, ef)
    }

    /// `math::pow::pow`: |x|^y as 2^(y·log2|x|) on f64 lanes (each vector of sixteen f32
    /// lanes as two of eight f64), then C's special cases on the f32 lanes. Operation for
    /// operation the inline code's, separate multiplies and adds included (no FMA: Rust
    /// does not contract them), so the bits are the same.
    #[inline(always)]
    pub(super) unsafe fn pow_n<const U: usize>(x: V<U>, y: V<U>) -> V<U> {
        let ax = each_inline!(x => _mm512_abs_ps(x));
        let (f, e) = log_parts_n(ax);
        let low = |v: __m512| _mm512_castps512_ps256(v);
        let high = |v: __m512| _mm256_castpd_ps(_mm512_extractf64x4_pd::<1>(_mm512_castps_pd(v)));
        let (f_lo, e_lo, y_lo) = (
            each_inline!(f => _mm512_cvtps_pd(low(f))),
            each_inline!(e => _mm512_cvtps_pd(low(e))),
            each_inline!(y => _mm512_cvtps_pd(low(y))),
        );
        let (f_hi, e_hi, y_hi) = (
            each_inline!(f => _mm512_cvtps_pd(high(f))),
            each_inline!(e => _mm512_cvtps_pd(high(e))),
            each_inline!(y => _mm512_cvtps_pd(high(y))),
        );
        let m_lo = pow_magnitude_f64(f_lo, e_lo, y_lo);
        let m_hi = pow_magnitude_f64(f_hi, e_hi, y_hi);
        let mag = each_inline!(m_lo, m_hi => {
            let lo = _mm512_cvtpd_ps(m_lo);
            let hi = _mm512_cvtpd_ps(m_hi);
            _mm512_castpd_ps(_mm512_insertf64x4::<1>(
                _mm512_castpd256_pd512(_mm256_castps_pd(lo)),
                _mm256_castps_pd(hi),
            ))
        });
        each_inline!(x, y, mag => pow_special_cases(x, y, mag))
    }

    /// `math::pow::magnitude_f64` and `exp2_f64`: 2^(y·(e + log2(1 + f))).
    #[inline(always)]
    unsafe fn pow_magnitude_f64<const U: usize>(
        f: [__m512d; U],
        e: [__m512d; U],
        y: [__m512d; U],
    ) -> [__m512d; U] {
        let d = _mm512_set1_pd;
        let s = each_inline!(f => _mm512_div_pd(f, _mm512_add_pd(d(2.0), f)));
        let z = each_inline!(s => _mm512_mul_pd(s, s));
        let mut p = [d(ATANH_P[0]); U];
        for &k in &ATANH_P[1..] {
            p = each_inline!(p, z => _mm512_add_pd(_mm512_mul_pd(p, z), d(k)));
        }
        let t = each_inline!(s, p, z, e, y => {
            let p = _mm512_mul_pd(p, z);
            let s2 = _mm512_add_pd(s, s);
            let ln = _mm512_add_pd(s2, _mm512_mul_pd(s2, p));
            let log2 = _mm512_add_pd(e, _mm512_mul_pd(ln, d(std::f64::consts::LOG2_E)));
            let t = _mm512_mul_pd(y, log2);
            // max(lo, t) and min(hi, t): `t` itself when it is NaN, as the inline selects.
            _mm512_min_pd(d(200.0), _mm512_max_pd(d(-200.0), t))
        });
        const MAGIC: f64 = 6_755_399_441_055_744.0; // 1.5·2^52: rounds to an integer
        let shifted = each_inline!(t => _mm512_add_pd(t, d(MAGIC)));
        let u = each_inline!(t, shifted => {
            let n = _mm512_sub_pd(shifted, d(MAGIC));
            _mm512_mul_pd(_mm512_sub_pd(t, n), d(std::f64::consts::LN_2))
        });
        let mut p = [d(EXP_TAYLOR[0]); U];
        for &k in &EXP_TAYLOR[1..] {
            p = each_inline!(p, u => _mm512_add_pd(_mm512_mul_pd(p, u), d(k)));
        }
        each_inline!(p, shifted => {
            let n = _mm512_sub_epi64(
                _mm512_castpd_si512(shifted),
                _mm512_set1_epi64(MAGIC.to_bits() as i64),
            );
            let biased = _mm512_add_epi64(n, _mm512_set1_epi64(1023));
            _mm512_mul_pd(p, _mm512_castsi512_pd(_mm512_slli_epi64::<52>(biased)))
        })
    }

    /// `math::pow::special_cases` on sixteen lanes: the sign for negative `x` and odd
    /// integer `y`, NaN for negative finite `x` with non-integer `y`, 0/inf for zero and
    /// infinite `x`, NaN operands, and the cases that are 1 whatever the other operand.
    #[inline(always)]
    unsafe fn pow_special_cases(x: __m512, y: __m512, mag: __m512) -> __m512 {
        let zero = _mm512_setzero_ps();
        let inf = c(f32::INFINITY);
        let ax = _mm512_abs_ps(x);
        let x_zero = _mm512_cmp_ps_mask::<_CMP_EQ_OQ>(ax, zero);
        let x_inf = _mm512_cmp_ps_mask::<_CMP_EQ_OQ>(ax, inf);
        let y_neg = _mm512_cmp_ps_mask::<_CMP_LT_OQ>(y, zero);
        let zero_or_inf = _mm512_mask_blend_ps(x_zero ^ y_neg, inf, zero);
        let mag = _mm512_mask_blend_ps(x_zero | x_inf, mag, zero_or_inf);
        let trunc = |v| _mm512_roundscale_ps::<{ _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC }>(v);
        let ty = trunc(y);
        let y_int = _mm512_cmp_ps_mask::<_CMP_EQ_OQ>(ty, y);
        let th = trunc(_mm512_mul_ps(y, c(0.5)));
        let y_odd_if_int = _mm512_cmp_ps_mask::<_CMP_NEQ_UQ>(_mm512_add_ps(th, th), y);
        let x_neg = _mm512_cmplt_epi32_mask(_mm512_castps_si512(x), _mm512_setzero_si512());
        let flip = x_neg & y_int & y_odd_if_int;
        let negated = _mm512_castsi512_ps(_mm512_xor_si512(
            _mm512_castps_si512(mag),
            _mm512_set1_epi32(i32::MIN),
        ));
        let r = _mm512_mask_blend_ps(flip, mag, negated);
        let finite_nonzero = _mm512_cmp_ps_mask::<_CMP_LT_OQ>(ax, inf);
        let nonzero = _mm512_cmp_ps_mask::<_CMP_NEQ_UQ>(ax, zero);
        let not_int = _mm512_cmp_ps_mask::<_CMP_NEQ_UQ>(ty, y);
        let bad = x_neg & not_int & finite_nonzero & nonzero;
        let r = _mm512_mask_blend_ps(bad, r, c(f32::NAN));
        // NaN operands: the inline `x + y`, that is x quieted where it is NaN, else y quieted
        // (x86's rule for the first source; spelled out, as LLVM may swap an add's operands).
        let x_nan = _mm512_cmp_ps_mask::<_CMP_UNORD_Q>(x, x);
        let y_nan = _mm512_cmp_ps_mask::<_CMP_UNORD_Q>(y, y);
        let nan = _mm512_mask_blend_ps(x_nan, y, x);
        let quiet = _mm512_or_si512(_mm512_castps_si512(nan), _mm512_set1_epi32(0x40_0000));
        let nan = _mm512_castsi512_ps(quiet);
        let r = _mm512_mask_blend_ps(x_nan | y_nan, r, nan);
        let y_zero = _mm512_cmp_ps_mask::<_CMP_EQ_OQ>(y, zero);
        let x_one = _mm512_cmp_ps_mask::<_CMP_EQ_OQ>(x, c(1.0));
        let x_m1 = _mm512_cmp_ps_mask::<_CMP_EQ_OQ>(x, c(-1.0));
        let y_inf = _mm512_cmp_ps_mask::<_CMP_EQ_OQ>(_mm512_abs_ps(y), inf);
        _mm512_mask_blend_ps(y_zero | x_one | (x_m1 & y_inf), r, c(1.0))
    }

    /// `exp_log::log_specials`: -inf where `u` is zero, NaN where it is negative, `x`
    /// itself where it is +inf or NaN.
    #[inline(always)]
    unsafe fn log_specials<const U: usize>(x: V<U>, u: V<U>, r: V<U>) -> V<U> {
        each_inline!(x, u, r => {
            let is_zero = _mm512_cmp_ps_mask::<_CMP_EQ_OQ>(u, _mm512_setzero_ps());
            let r = _mm512_mask_blend_ps(is_zero, r, c(f32::NEG_INFINITY));
            let neg = _mm512_cmp_ps_mask::<_CMP_LT_OQ>(u, _mm512_setzero_ps());
            let r = _mm512_mask_blend_ps(neg, r, c(f32::NAN));
            let is_inf = _mm512_cmp_ps_mask::<_CMP_EQ_OQ>(x, c(f32::INFINITY));
            let is_nan = _mm512_cmp_ps_mask::<_CMP_UNORD_Q>(x, x);
            _mm512_mask_blend_ps(is_inf | is_nan, r, x)
        })
    }

    /// `exp_log::tanh`.
    #[inline(always)]
    pub(super) unsafe fn tanh_n<const U: usize>(x: V<U>) -> V<U> {
        let z = each!(x => _mm512_mul_ps(x, x));
        let p = poly(z, &TANH_P);
        let p = each!(p, z => _mm512_mul_ps(p, z));
        let small = each!(p, x => _mm512_fmadd_ps(p, x, x));
        let a = each!(x => _mm512_abs_ps(x));
        let two_a = each!(a => _mm512_add_ps(a, a));
        // 2|x| >= 0 (or NaN), so exp's lower clamp would change nothing.
        let e = exp_from(each!(two_a => _mm512_min_ps(c(EXP_CLAMP_HI), two_a)));
        let d = each!(e => _mm512_add_ps(e, c(1.0)));
        let q = each!(d => _mm512_div_ps(c(2.0), d));
        let big = each!(q => _mm512_sub_ps(c(1.0), q));
        let big = each!(big, x => copysign(big, x));
        // A NaN `x` is not small, and `big` is then NaN too (the inline code returns `x`
        // itself: the same but for the payload).
        each!(a, big, small => {
            let is_small = _mm512_cmp_ps_mask::<_CMP_LT_OQ>(a, c(TANH_SMALL));
            _mm512_mask_blend_ps(is_small, big, small)
        })
    }

    /// `r`, but the zero of `x`'s sign where `x` is zero (a denormal, zero under DAZ,
    /// included): what expm1 and log1p give for ±0, as the inline code.
    #[inline]
    #[target_feature(enable = "avx512f")]
    fn zero_of_its_sign(x: __m512, r: __m512) -> __m512 {
        let is_zero = _mm512_cmp_ps_mask::<_CMP_EQ_OQ>(x, _mm512_setzero_ps());
        _mm512_mask_blend_ps(is_zero, r, copysign(_mm512_setzero_ps(), x))
    }

    /// `mag`'s magnitude with `sign`'s sign bit (the inline `M::copysign`).
    #[inline]
    #[target_feature(enable = "avx512f")]
    pub(super) fn copysign(mag: __m512, sign: __m512) -> __m512 {
        let magnitude = _mm512_and_si512(_mm512_castps_si512(mag), _mm512_set1_epi32(i32::MAX));
        let sign = _mm512_and_si512(_mm512_castps_si512(sign), _mm512_set1_epi32(i32::MIN));
        _mm512_castsi512_ps(_mm512_or_si512(magnitude, sign))
    }

    /// `special::erf`: an odd polynomial below [`ERF_SPLIT`], else `1 - e^{-r(|x|)}` with
    /// `x`'s sign, `r` on `|x|` clamped to 4 (`min(4, a)` is `a` when it is NaN, as the
    /// inline `min_or_second`). The inline code multiplies and adds apart (two roundings)
    /// where it does, and so does this. Every step is `each_inline!`: in closures the
    /// intrinsics ran as calls (`_mm512_sub_ps` alone 18 % of an erf tile's samples).
    #[inline(always)]
    pub(super) unsafe fn erf_n<const U: usize>(x: V<U>) -> V<U> {
        let a = each_inline!(x => _mm512_abs_ps(x));
        let t = each_inline!(x => _mm512_mul_ps(x, x));
        let p = poly(t, &ERF_SMALL);
        let small = each_inline!(p, x => _mm512_add_ps(_mm512_mul_ps(p, x), x));
        let ac = each_inline!(a => _mm512_min_ps(c(4.0), a));
        let q = poly(ac, &ERF_LARGE);
        let nr = each_inline!(q, ac => {
            let r = _mm512_add_ps(_mm512_mul_ps(q, ac), ac);
            _mm512_castsi512_ps(_mm512_xor_si512(
                _mm512_castps_si512(r),
                _mm512_set1_epi32(i32::MIN),
            ))
        });
        let e = exp_n(nr);
        let large = each_inline!(e, x => copysign(_mm512_sub_ps(c(1.0), e), x));
        each_inline!(a, large, small => {
            let is_small = _mm512_cmp_ps_mask::<_CMP_LT_OQ>(a, c(ERF_SPLIT));
            _mm512_mask_blend_ps(is_small, large, small)
        })
    }

    /// `exp_log::logistic`.
    #[inline(always)]
    pub(super) unsafe fn logistic_n<const U: usize>(x: V<U>) -> V<U> {
        let na = each!(x => {
            let a = _mm512_castps_si512(_mm512_abs_ps(x));
            _mm512_castsi512_ps(_mm512_xor_si512(a, _mm512_set1_epi32(i32::MIN)))
        });
        let e = exp_n(na);
        each!(x, e => {
            let d = _mm512_add_ps(e, c(1.0));
            let neg = _mm512_cmp_ps_mask::<_CMP_LT_OQ>(x, _mm512_setzero_ps());
            let num = _mm512_mask_blend_ps(neg, c(1.0), e);
            _mm512_div_ps(num, d)
        })
    }

    /// Defines the one-vector forms `name(x) = name_n([x])`.
    macro_rules! one_vector {
        ($($name:ident = $n:ident;)*) => {$(
            #[inline]
            #[target_feature(enable = "avx512f,fma")]
            pub(super) fn $name(x: __m512) -> __m512 {
                // SAFETY: this function has the features.
                unsafe { $n([x])[0] }
            }
        )*};
    }

    one_vector! {
        exp16 = exp_n;
        log16 = log_n;
        tanh16 = tanh_n;
        logistic16 = logistic_n;
        erf16 = erf_n;
        log1p16 = log1p_n;
        expm1_16 = expm1_n;
    }
}
