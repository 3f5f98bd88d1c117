//! f64 log1p, one value at a time ([`log1p`], the `Log1pF64` helper every compiled f64
//! log1p outside a tile calls) and eight lanes at a time ([`log1p_tile_f64`], the tile helper
//! of scalar f64 loops, `cpu::tile_f64`): the same operations in the same order, so both give
//! the same bits.
//!
//! fdlibm's method, with its own fit: `u = 1 + x = 2^k · m`, `m` in [√½, √2), `f = m - 1`
//! (exact), `c` the rounding error of `u` over `u`; `s = f / (2 + f)`, `z = s²`, and
//! `log(1 + f) = f - f²/2 + s·(f²/2 + z·R(z))`, R of degree 7 (near-minimax, Chebyshev,
//! error 1e-20 relative to the result); the result `k·ln2 + log(1 + f) + c` summed small
//! terms first. Within 2 ulp of libm (tests below; libm's own is not correctly rounded). `|x| < 2^-54` gives `x` (which keeps
//! -0 and subnormals), -1 gives -inf, below -1 NaN, +inf +inf, NaN NaN.

/// `R(z)`, highest degree first.
const LOG1P_R: [f64; 8] = [
    0.13086626147840102,
    0.13268773138656886,
    0.15386239702814658,
    0.18181795640132906,
    0.22222222391713917,
    0.28571428570803614,
    0.4000000000000088,
    0.6666666666666666,
];
/// ln 2 with its low 20 bits zero (so `k · LN2_HI` is exact for every exponent `k`), and
/// the rest.
const LN2_HI: f64 = 0.6931471804855391;
const LN2_LO: f64 = 7.440617110012397e-11;
/// The bits of √½: `u`'s bits plus `ONE - SQRT_HALF` carry into the exponent exactly when
/// its mantissa is at least √2's.
const SQRT_HALF: u64 = 0x3fe6_a09e_667f_3bcd;
const ONE: u64 = 0x3ff0_0000_0000_0000;
/// Below it in magnitude, log1p(x) rounds to x.
const TINY: f64 = 5.551115123125783e-17;

/// log1p of one f64.
pub(in crate::cpu) fn log1p(x: f64) -> f64 {
    if x.is_nan() || x.abs() < TINY {
        return x;
    }
    if x <= -1.0 {
        return if x == -1.0 {
            f64::NEG_INFINITY
        } else {
            f64::NAN
        };
    }
    if x == f64::INFINITY {
        return x;
    }
    let u = 1.0 + x;
    let hu = u.to_bits().wrapping_add(ONE - SQRT_HALF);
    let k = ((hu >> 52) as i64 - 1023) as f64;
    let m = f64::from_bits((hu & ((1 << 52) - 1)).wrapping_add(SQRT_HALF));
    let f = m - 1.0;
    // The rounding error of u, relative to u (none once u is 2^54 or more).
    let c = if k > 0.0 {
        1.0 - (u - x)
    } else {
        x - (u - 1.0)
    };
    let c = if k < 54.0 { c / u } else { 0.0 };
    let hfsq = 0.5 * f * f;
    let s = f / (2.0 + f);
    let z = s * s;
    let g = LOG1P_R[1..]
        .iter()
        .fold(LOG1P_R[0], |p, &r| p.mul_add(z, r));
    let r = z * g;
    k * LN2_HI - ((hfsq - (s * (hfsq + r) + (k * LN2_LO + c))) - f)
}

/// The Log1pF64 tile helper: log1p of the `count` f64 values at `values`, in place.
pub(in crate::cpu) extern "C" fn log1p_tile_f64(values: *mut f64, count: i64) {
    let n = count.max(0) as usize;
    #[cfg(target_arch = "x86_64")]
    if super::available() && std::arch::is_x86_feature_detected!("avx512dq") {
        // SAFETY: the kernel passes a tile of `count` f64 values it owns, and the host has the
        // features the wide code is compiled for.
        unsafe { x86::log1p_tile(values, n) };
        return;
    }
    for i in 0..n {
        // SAFETY: as above, `values` holds `count` f64 values.
        unsafe {
            let p = values.add(i);
            *p = log1p(*p);
        }
    }
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use super::*;
    use std::arch::x86_64::*;

    /// [`log1p`] of the `n` values at `p` in place, eight at a time (the last group masked).
    #[target_feature(enable = "avx512f,avx512dq,fma")]
    pub(super) unsafe fn log1p_tile(p: *mut f64, n: usize) {
        f64_lanes_in_place!(p, n, log1p8);
    }

    #[inline]
    #[target_feature(enable = "avx512f,avx512dq,fma")]
    fn c(x: f64) -> __m512d {
        _mm512_set1_pd(x)
    }

    /// [`log1p`] on eight lanes, operation for operation.
    #[inline]
    #[target_feature(enable = "avx512f,avx512dq,fma")]
    fn log1p8(x: __m512d) -> __m512d {
        let u = _mm512_add_pd(c(1.0), x);
        let hu = _mm512_add_epi64(
            _mm512_castpd_si512(u),
            _mm512_set1_epi64((ONE - SQRT_HALF) as i64),
        );
        let k = _mm512_cvtepi64_pd(_mm512_sub_epi64(
            _mm512_srli_epi64::<52>(hu),
            _mm512_set1_epi64(1023),
        ));
        let m = _mm512_castsi512_pd(_mm512_add_epi64(
            _mm512_and_si512(hu, _mm512_set1_epi64((1 << 52) - 1)),
            _mm512_set1_epi64(SQRT_HALF as i64),
        ));
        let f = _mm512_sub_pd(m, c(1.0));
        let positive = _mm512_cmp_pd_mask::<_CMP_GT_OQ>(k, c(0.0));
        let above = _mm512_sub_pd(c(1.0), _mm512_sub_pd(u, x));
        let below = _mm512_sub_pd(x, _mm512_sub_pd(u, c(1.0)));
        let cc = _mm512_mask_blend_pd(positive, below, above);
        let near = _mm512_cmp_pd_mask::<_CMP_LT_OQ>(k, c(54.0));
        let cc = _mm512_maskz_div_pd(near, cc, u);
        let hfsq = _mm512_mul_pd(_mm512_mul_pd(c(0.5), f), f);
        let s = _mm512_div_pd(f, _mm512_add_pd(c(2.0), f));
        let z = _mm512_mul_pd(s, s);
        let mut g = c(LOG1P_R[0]);
        for &r in &LOG1P_R[1..] {
            g = _mm512_fmadd_pd(g, z, c(r));
        }
        let r = _mm512_mul_pd(z, g);
        let inner = _mm512_add_pd(
            _mm512_mul_pd(s, _mm512_add_pd(hfsq, r)),
            _mm512_add_pd(_mm512_mul_pd(k, c(LN2_LO)), cc),
        );
        let y = _mm512_sub_pd(
            _mm512_mul_pd(k, c(LN2_HI)),
            _mm512_sub_pd(_mm512_sub_pd(hfsq, inner), f),
        );
        // The special cases, in the scalar code's order (later blends win).
        let y = _mm512_mask_blend_pd(_mm512_cmp_pd_mask::<_CMP_EQ_OQ>(x, c(f64::INFINITY)), y, x);
        let y = _mm512_mask_blend_pd(_mm512_cmp_pd_mask::<_CMP_LT_OQ>(x, c(-1.0)), y, c(f64::NAN));
        let y = _mm512_mask_blend_pd(
            _mm512_cmp_pd_mask::<_CMP_EQ_OQ>(x, c(-1.0)),
            y,
            c(f64::NEG_INFINITY),
        );
        let a = _mm512_castsi512_pd(_mm512_and_si512(
            _mm512_castpd_si512(x),
            _mm512_set1_epi64(i64::MAX),
        ));
        let keep =
            _mm512_cmp_pd_mask::<_CMP_LT_OQ>(a, c(TINY)) | _mm512_cmp_pd_mask::<_CMP_UNORD_Q>(x, x);
        _mm512_mask_blend_pd(keep, y, x)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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

    /// Values over every range the function treats differently.
    fn sweep() -> Vec<f64> {
        let mut xs = vec![
            0.0,
            -0.0,
            5e-324,
            -1e-300,
            TINY,
            -TINY,
            1e-16,
            -1.0,
            -1.0 - 1e-15,
            -2.0,
            -1.0 + 1e-16,
            0.4142135623730951,
            -0.2928932188134524,
            1.0,
            1e17,
            1e300,
            f64::MAX,
        ];
        xs.extend([f64::INFINITY, f64::NEG_INFINITY, f64::NAN]);
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        for i in 0..200_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let unit = (state >> 11) as f64 / (1u64 << 53) as f64;
            xs.push(match i % 4 {
                0 => unit * 2.0 - 1.0,
                1 => -unit,
                2 => (unit * 80.0 - 60.0).exp2(),
                _ => -(unit * 60.0 - 60.0).exp2(),
            });
        }
        xs
    }

    #[test]
    fn within_2_ulp_of_libm() {
        let mut worst = (0, 0.0);
        for x in sweep() {
            let (got, want) = (log1p(x), x.ln_1p());
            if want.is_nan() {
                assert!(got.is_nan(), "log1p({x:e}) = {got:e}, want NaN");
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
        for len in (0..=17).chain([xs.len()]) {
            let mut tile = xs[..len].to_vec();
            log1p_tile_f64(tile.as_mut_ptr(), len as i64);
            for (&x, &got) in xs.iter().zip(&tile) {
                let want = log1p(x);
                assert!(
                    got.to_bits() == want.to_bits() || (got.is_nan() && want.is_nan()),
                    "log1p({x:e}): tile {got:e}, scalar {want:e}"
                );
            }
        }
    }
}
