//! The 8-bit and 4-bit float formats (stored as raw bits in a `u8`): conversion from and to
//! `f64`, rounding to nearest even, for reading and printing constants.
//!
//! The formats differ in exponent/mantissa widths, bias, and how they spend their special
//! encodings: IEEE-like (`inf` and NaNs at the top exponent), `fn` (no infinity, only all-ones
//! is NaN), `fnuz` (no infinity, no negative zero, `0x80` is the one NaN), and `f4e2m1fn`
//! (neither). Out-of-range values become infinity where the format has it, NaN where it has
//! NaN, and the largest finite value otherwise.

use crate::types::PrimitiveType;

#[derive(Clone, Copy, PartialEq, Eq)]
enum NanStyle {
    /// Top exponent: mantissa 0 is infinity, anything else NaN.
    Ieee,
    /// No infinity; only the all-ones pattern (either sign) is NaN.
    AllOnes,
    /// No infinity, no negative zero; `0x80` is the only NaN.
    NegZero,
    /// No infinity and no NaN.
    Saturate,
}

#[derive(Clone, Copy)]
struct Format {
    ebits: u32,
    mbits: u32,
    bias: i32,
    nan: NanStyle,
}

fn format(ty: PrimitiveType) -> Option<Format> {
    use NanStyle::*;
    use PrimitiveType as T;
    let f = |ebits, mbits, bias, nan| {
        Some(Format {
            ebits,
            mbits,
            bias,
            nan,
        })
    };
    match ty {
        T::F8E5M2 => f(5, 2, 15, Ieee),
        T::F8E4M3 => f(4, 3, 7, Ieee),
        T::F8E3M4 => f(3, 4, 3, Ieee),
        T::F8E4M3FN => f(4, 3, 7, AllOnes),
        T::F8E4M3FNUZ => f(4, 3, 8, NegZero),
        T::F8E5M2FNUZ => f(5, 2, 16, NegZero),
        T::F8E4M3B11FNUZ => f(4, 3, 11, NegZero),
        T::F4E2M1FN => f(2, 1, 1, Saturate),
        _ => None,
    }
}

/// Whether constants of `ty` can be read and printed (every f8/f4 type can).
pub fn supported(ty: PrimitiveType) -> bool {
    ty == PrimitiveType::F8E8M0FNU || format(ty).is_some()
}

/// Explicit mantissa bits of an 8-bit or 4-bit float type.
pub fn mantissa_bits(ty: PrimitiveType) -> u32 {
    format(ty).map_or(0, |f| f.mbits)
}

/// The value of `bits` in format `ty`.
pub fn to_f64(ty: PrimitiveType, bits: u8) -> f64 {
    if ty == PrimitiveType::F8E8M0FNU {
        return if bits == 0xff {
            f64::NAN
        } else {
            2f64.powi(i32::from(bits) - 127)
        };
    }
    let Some(f) = format(ty) else { return f64::NAN };
    let sign_bit = 1u8 << (f.ebits + f.mbits);
    let bits = bits & (sign_bit | (sign_bit - 1));
    let negative = bits & sign_bit != 0;
    let e = u32::from(bits >> f.mbits) & ((1 << f.ebits) - 1);
    let m = u32::from(bits) & ((1 << f.mbits) - 1);
    let top = (1 << f.ebits) - 1;
    let special = match f.nan {
        NanStyle::Ieee if e == top => Some(if m == 0 { f64::INFINITY } else { f64::NAN }),
        NanStyle::AllOnes if e == top && m == (1 << f.mbits) - 1 => Some(f64::NAN),
        NanStyle::NegZero if bits == sign_bit => return f64::NAN,
        _ => None,
    };
    let magnitude = special.unwrap_or_else(|| {
        let scale = |k: i32| 2f64.powi(k);
        if e == 0 {
            f64::from(m) * scale(1 - f.bias - f.mbits as i32)
        } else {
            (1.0 + f64::from(m) / f64::from(1u32 << f.mbits)) * scale(e as i32 - f.bias)
        }
    });
    if negative {
        -magnitude
    } else {
        magnitude
    }
}

/// `x` rounded to format `ty` (nearest, ties to even). `nan_negative` and `payload` choose
/// the NaN encoding when `x` is NaN (payload only where the format has several NaNs).
pub fn from_f64(ty: PrimitiveType, x: f64, nan_negative: Option<bool>, payload: Option<u64>) -> u8 {
    if ty == PrimitiveType::F8E8M0FNU {
        return e8m0_from_f64(x);
    }
    let Some(f) = format(ty) else { return 0 };
    let sign_bit = 1u8 << (f.ebits + f.mbits);
    let top = (1u32 << f.ebits) - 1;
    let mmax = (1u32 << f.mbits) - 1;
    let negative = if x.is_nan() {
        nan_negative.unwrap_or(false)
    } else {
        x.is_sign_negative()
    };
    let sign = if negative { sign_bit } else { 0 };
    let nan = match f.nan {
        NanStyle::Ieee => {
            Some(sign | ((top << f.mbits) as u8) | payload.unwrap_or(1 << (f.mbits - 1)) as u8)
        }
        NanStyle::AllOnes => Some(sign | ((top << f.mbits) | mmax) as u8),
        NanStyle::NegZero => Some(sign_bit),
        NanStyle::Saturate => None,
    };
    let max_finite = match f.nan {
        NanStyle::Ieee => ((top - 1) << f.mbits) | mmax,
        NanStyle::AllOnes => (top << f.mbits) | (mmax - 1),
        NanStyle::NegZero | NanStyle::Saturate => (top << f.mbits) | mmax,
    };
    let overflow = match f.nan {
        NanStyle::Ieee => sign | (top << f.mbits) as u8,
        NanStyle::AllOnes | NanStyle::NegZero => nan.unwrap_or(0),
        NanStyle::Saturate => sign | max_finite as u8,
    };
    if x.is_nan() {
        return nan.unwrap_or(0);
    }
    let a = x.abs();
    if a.is_infinite() {
        return overflow;
    }
    let magnitude = round_magnitude(a, f);
    if magnitude > max_finite {
        return overflow;
    }
    if magnitude == 0 && f.nan == NanStyle::NegZero {
        return 0;
    }
    sign | magnitude as u8
}

/// The unsigned encoding (exponent and mantissa fields) of finite `a >= 0`, possibly past
/// the largest finite value (the caller checks).
fn round_magnitude(a: f64, f: Format) -> u32 {
    let emin = 1 - f.bias;
    if a == 0.0 {
        return 0;
    }
    let exp = ((a.to_bits() >> 52) & 0x7ff) as i32 - 1023;
    let mbits = f.mbits as i32;
    if exp < emin {
        // Subnormal: count units of the smallest subnormal; reaching 2^mbits is the first
        // normal, which is exactly its encoding.
        let q = (a * 2f64.powi(mbits - emin)).round_ties_even();
        return q.min(f64::from(u32::MAX >> 8)) as u32;
    }
    if exp > 64 {
        return u32::MAX;
    }
    let q = (a * 2f64.powi(mbits - exp)).round_ties_even() as u32; // in [2^m, 2^(m+1)]
                                                                   // A carry out of the mantissa lands in the exponent field, as it should.
    (((exp + f.bias) as u32) << f.mbits) + (q - (1 << f.mbits))
}

/// `f8e8m0fnu`: a power of two 2^(bits-127), unsigned, no zero; 0xff is NaN. Zeros of
/// either sign have no encoding and become NaN too (XLA:CPU and ml_dtypes); positive values
/// below the smallest power round up to it.
fn e8m0_from_f64(x: f64) -> u8 {
    if x.is_nan() || x <= 0.0 || x.is_infinite() {
        return 0xff;
    }
    let mut e = x.log2().floor() as i32;
    if x / 2f64.powi(e) >= 1.5 {
        e += 1;
    }
    match e + 127 {
        b if b < 0 => 0,
        b if b > 254 => 0xff,
        b => b as u8,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use PrimitiveType as T;

    #[test]
    fn every_encoding_round_trips() {
        for ty in PrimitiveType::all().filter(|t| t.is_f8()) {
            for bits in 0..=255u8 {
                let v = to_f64(ty, bits);
                let back = from_f64(ty, v, Some(v.is_sign_negative()), None);
                if v.is_nan() {
                    assert!(to_f64(ty, back).is_nan(), "{ty} {bits:#x}");
                } else if ty == T::F4E2M1FN && bits >= 16 {
                    // Only the low 4 bits are used.
                } else {
                    assert_eq!(to_f64(ty, back), v, "{ty} {bits:#x}");
                    assert_eq!(back, bits, "{ty} {bits:#x}");
                }
            }
        }
    }

    #[test]
    fn rounding_and_overflow() {
        assert_eq!(
            to_f64(T::F8E4M3FN, from_f64(T::F8E4M3FN, 448.0, None, None)),
            448.0
        );
        assert!(to_f64(T::F8E4M3FN, from_f64(T::F8E4M3FN, 1000.0, None, None)).is_nan());
        assert_eq!(
            to_f64(T::F8E5M2, from_f64(T::F8E5M2, 1e6, None, None)),
            f64::INFINITY
        );
        assert_eq!(
            to_f64(T::F4E2M1FN, from_f64(T::F4E2M1FN, 100.0, None, None)),
            6.0
        );
        // 1.0625 is halfway between 1.0 and 1.125 in e4m3: ties to even gives 1.0.
        assert_eq!(
            to_f64(T::F8E4M3FN, from_f64(T::F8E4M3FN, 1.0625, None, None)),
            1.0
        );
        assert_eq!(
            to_f64(T::F8E8M0FNU, from_f64(T::F8E8M0FNU, 4.0, None, None)),
            4.0
        );
    }

    /// e8m0 has no zero: 0 and -0 convert to NaN, as on XLA:CPU (they gave 2^-127; found by
    /// conformance/ops f8_f4_int2_exotic). Tiny positive values still round up to 2^-127.
    #[test]
    fn e8m0_zero_is_nan() {
        assert_eq!(from_f64(T::F8E8M0FNU, 0.0, None, None), 0xff);
        assert_eq!(from_f64(T::F8E8M0FNU, -0.0, None, None), 0xff);
        assert_eq!(from_f64(T::F8E8M0FNU, 1e-40, None, None), 0);
        assert!(to_f64(T::F8E8M0FNU, 0xff).is_nan());
    }
}
