//! f64 tanh, one value at a time ([`tanh`], the `TanhF64` helper every compiled f64 tanh
//! outside a tile calls) and eight lanes at a time ([`tanh_tile_f64`], the tile helper of
//! scalar f64 loops, `cpu::tile_f64`): the same operations in the same order, so both give
//! the same bits and an element's value does not depend on which path computed it.
//!
//! glibc's tanh (which the interpreter calls) goes through expm1 and costs some 12 ns here;
//! this one is a polynomial and an exp, within 2 ulp of it (tests/cpu_emit/tanh_f64.rs):
//! - `|x| < 0.625`: `|x| + |x|·s·P(s)`, `s = x²`, P of degree 11 fitted to `(tanh x - x)/x³`
//!   (near-minimax, Chebyshev, error 4e-18);
//! - else `1 - 2 / (exp(2|x|) + 1)`, `|x|` capped at 20 (where tanh rounds to 1), exp by
//!   `2^k · E(r)`, `r = 2|x| - k·ln 2` in two parts, E of degree 12 (error 4e-20);
//!
//! then the sign of `x` (so tanh(-0) = -0); NaN gives NaN.

/// `(tanh x - x) / x³` as a polynomial in `x²` on [0, 0.625²], highest degree first.
const TANH_P: [f64; 12] = [
    6.485163482793113e-06,
    -3.12011014257974e-05,
    9.257116129556769e-05,
    -0.0002375906496055562,
    0.0005896606577757043,
    -0.0014557754120478055,
    0.0035921217511549622,
    -0.008863235103240878,
    0.021869488519008305,
    -0.05396825396789699,
    0.13333333333333042,
    -0.3333333333333333,
];
/// `exp(r)` on [-ln2/2, ln2/2], highest degree first.
const EXP_P: [f64; 13] = [
    2.09215799649503e-09,
    2.5114869528657765e-08,
    2.7557251904174915e-07,
    2.7557224958392624e-06,
    2.4801587350110797e-05,
    0.000198412699092171,
    0.001388888888887189,
    0.008333333333309528,
    0.04166666666666669,
    0.16666666666666702,
    0.5,
    1.0,
    1.0,
];
/// Below it, the polynomial.
const SMALL: f64 = 0.625;
/// From it on, tanh rounds to ±1.
const CAP: f64 = 20.0;
/// ln 2 with its low 20 bits zero (so `k · LN2_HI` is exact for the `k` here), and the rest.
const LN2_HI: f64 = 0.6931471804855391;
const LN2_LO: f64 = 7.440617110012397e-11;

/// tanh of one f64.
pub(in crate::cpu) fn tanh(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    let a = x.abs();
    let t = if a < SMALL {
        let s = a * a;
        let p = TANH_P[1..].iter().fold(TANH_P[0], |p, &c| p.mul_add(s, c));
        (a * s).mul_add(p, a)
    } else {
        let y = 2.0 * if a < CAP { a } else { CAP };
        let k = (y * std::f64::consts::LOG2_E).round_ties_even();
        let r = (-k).mul_add(LN2_HI, y);
        let r = (-k).mul_add(LN2_LO, r);
        let e = EXP_P[1..].iter().fold(EXP_P[0], |p, &c| p.mul_add(r, c));
        // 2^k for k in [1, 58]: exact.
        let e = e * f64::from_bits(((k as i64 + 1023) as u64) << 52);
        1.0 - 2.0 / (e + 1.0)
    };
    t.copysign(x)
}

/// The TanhF64 tile helper: tanh of the `count` f64 values at `values`, in place.
pub(in crate::cpu) extern "C" fn tanh_tile_f64(values: *mut f64, count: i64) {
    let n = count.max(0) as usize;
    #[cfg(target_arch = "x86_64")]
    if super::available() {
        // SAFETY: the kernel passes a tile of `count` f64 values it owns, and the host has the
        // features the wide code is compiled for.
        unsafe { x86::tanh_tile(values, n) };
        return;
    }
    for i in 0..n {
        // SAFETY: as above, `values` holds `count` f64 values.
        unsafe {
            let p = values.add(i);
            *p = tanh(*p);
        }
    }
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use super::*;
    use std::arch::x86_64::*;

    /// [`tanh`] of the `n` values at `p` in place, eight at a time (the last group masked).
    #[target_feature(enable = "avx512f,fma")]
    pub(super) unsafe fn tanh_tile(p: *mut f64, n: usize) {
        f64_lanes_in_place!(p, n, tanh8);
    }

    #[inline]
    #[target_feature(enable = "avx512f,fma")]
    fn c(x: f64) -> __m512d {
        _mm512_set1_pd(x)
    }

    /// [`tanh`] on eight lanes, operation for operation.
    #[inline]
    #[target_feature(enable = "avx512f,fma")]
    fn tanh8(x: __m512d) -> __m512d {
        const SIGN: i64 = i64::MIN;
        let bits = _mm512_castpd_si512(x);
        let a = _mm512_castsi512_pd(_mm512_andnot_si512(_mm512_set1_epi64(SIGN), bits));
        // Small: a + (a·s)·P(s).
        let s = _mm512_mul_pd(a, a);
        let mut p = c(TANH_P[0]);
        for &k in &TANH_P[1..] {
            p = _mm512_fmadd_pd(p, s, c(k));
        }
        let small = _mm512_fmadd_pd(_mm512_mul_pd(a, s), p, a);
        // Large: 1 - 2 / (exp(2·min(a, CAP)) + 1). `a < CAP` picks `a` as the scalar code
        // does (NaN lanes are replaced at the end).
        let below_cap = _mm512_cmp_pd_mask::<_CMP_LT_OQ>(a, c(CAP));
        let y = _mm512_mul_pd(c(2.0), _mm512_mask_blend_pd(below_cap, c(CAP), a));
        let k = _mm512_roundscale_pd::<{ _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC }>(
            _mm512_mul_pd(y, c(std::f64::consts::LOG2_E)),
        );
        let nk = _mm512_sub_pd(c(0.0), k);
        let r = _mm512_fmadd_pd(nk, c(LN2_HI), y);
        let r = _mm512_fmadd_pd(nk, c(LN2_LO), r);
        let mut e = c(EXP_P[0]);
        for &q in &EXP_P[1..] {
            e = _mm512_fmadd_pd(e, r, c(q));
        }
        // e · 2^k, exact (scalef scales by 2^floor(k) with one rounding, none here).
        let e = _mm512_scalef_pd(e, k);
        let large = _mm512_sub_pd(c(1.0), _mm512_div_pd(c(2.0), _mm512_add_pd(e, c(1.0))));
        let is_small = _mm512_cmp_pd_mask::<_CMP_LT_OQ>(a, c(SMALL));
        let t = _mm512_mask_blend_pd(is_small, large, small);
        // copysign(t, x): t is never negative.
        let signed = _mm512_or_si512(
            _mm512_castpd_si512(t),
            _mm512_and_si512(bits, _mm512_set1_epi64(SIGN)),
        );
        let nan = _mm512_cmp_pd_mask::<_CMP_UNORD_Q>(x, x);
        _mm512_mask_blend_pd(nan, _mm512_castsi512_pd(signed), x)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Distance in ulps between two finite f64 of the same sign (or both zero).
    fn ulps(a: f64, b: f64) -> u64 {
        let key = |x: f64| {
            let b = x.to_bits() as i64;
            if b < 0 {
                i64::MIN - b
            } else {
                b
            }
        };
        key(a).abs_diff(key(b))
    }

    /// Values spread over every range the function treats differently, both signs.
    fn sweep() -> Vec<f64> {
        let mut xs = vec![0.0, -0.0, 1e-300, 5e-324, SMALL, CAP, 19.06, 40.0, 1e300];
        xs.extend([f64::INFINITY, f64::NEG_INFINITY, f64::NAN]);
        let mut state = 0x2545_f491_4f6c_dd1du64;
        for i in 0..200_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let unit = (state >> 11) as f64 / (1u64 << 53) as f64;
            let x = match i % 4 {
                0 => unit * SMALL,
                1 => SMALL + unit * (3.0 - SMALL),
                2 => unit * 25.0,
                _ => (unit * 40.0 - 30.0).exp2(),
            };
            xs.push(if i % 2 == 0 { x } else { -x });
        }
        xs
    }

    #[test]
    fn within_2_ulp_of_libm() {
        let mut worst = (0, 0.0);
        for x in sweep() {
            let (got, want) = (tanh(x), x.tanh());
            if want.is_nan() {
                assert!(got.is_nan(), "tanh({x:e}) = {got:e}, want NaN");
                continue;
            }
            assert_eq!(
                got.is_sign_negative(),
                want.is_sign_negative(),
                "sign at {x:e}"
            );
            let d = ulps(got, want);
            if d > worst.0 {
                worst = (d, x);
            }
        }
        assert!(worst.0 <= 2, "{} ulp at x = {:e}", worst.0, worst.1);
    }

    #[test]
    fn tile_matches_the_scalar_function_bit_for_bit() {
        let xs = sweep();
        // Every length up to two vectors and a long one: full vectors and masked tails.
        for len in (0..=17).chain([xs.len()]) {
            let mut tile = xs[..len].to_vec();
            tanh_tile_f64(tile.as_mut_ptr(), len as i64);
            for (&x, &got) in xs.iter().zip(&tile) {
                let want = tanh(x);
                assert!(
                    got.to_bits() == want.to_bits() || (got.is_nan() && want.is_nan()),
                    "tanh({x:e}): tile {got:e}, scalar {want:e}"
                );
            }
        }
    }
}
