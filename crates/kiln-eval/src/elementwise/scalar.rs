//! Scalar building blocks shared by the elementwise ops: real floats (`f32`, `f64`) with the
//! math XLA needs, and integers of any width computed exactly in `i128`.
//!
//! f16 and bf16 are computed in f32 and rounded back (as XLA:CPU upcasts them). Integers of
//! every type, including the sub-byte ones (s2/s4/u2/u4, stored one per byte), are widened
//! to `i128`, computed there, and wrapped back to their width with [`IntKind::wrap`]; this
//! makes wrapping arithmetic and XLA's division edge cases fall out without overflow panics.

use super::math;
use kiln_hlo::PrimitiveType;

/// A real floating-point compute type: `f32` or `f64`.
pub(crate) trait Real:
    Copy
    + PartialOrd
    + std::ops::Add<Output = Self>
    + std::ops::Sub<Output = Self>
    + std::ops::Mul<Output = Self>
    + std::ops::Div<Output = Self>
    + std::ops::Rem<Output = Self>
    + std::ops::Neg<Output = Self>
    + 'static
{
    const ZERO: Self;
    const ONE: Self;
    const NAN: Self;
    const INFINITY: Self;
    fn to_f64(self) -> f64;
    fn from_f64(x: f64) -> Self;
    fn is_nan(self) -> bool;
    fn is_sign_negative(self) -> bool;
    fn is_subnormal(self) -> bool;
    fn abs(self) -> Self;
    fn floor(self) -> Self;
    fn ceil(self) -> Self;
    /// Round half away from zero.
    fn round_afz(self) -> Self;
    /// Round half to even.
    fn round_even(self) -> Self;
    fn sqrt(self) -> Self;
    fn copysign(self, sign: Self) -> Self;
    /// `self * a + b` rounded once.
    fn mul_add(self, a: Self, b: Self) -> Self;
    /// Applies an f64 function: exact for f64; for f32 the f64 result rounded once, which is
    /// at least as accurate as XLA's f32 approximations (the corpus tolerances allow that).
    fn via_f64(self, f: fn(f64) -> f64) -> Self {
        Self::from_f64(f(self.to_f64()))
    }
    fn via_f64_2(self, other: Self, f: fn(f64, f64) -> f64) -> Self {
        Self::from_f64(f(self.to_f64(), other.to_f64()))
    }
}

macro_rules! impl_real {
    ($t:ty) => {
        impl Real for $t {
            const ZERO: Self = 0.0;
            const ONE: Self = 1.0;
            const NAN: Self = <$t>::NAN;
            const INFINITY: Self = <$t>::INFINITY;
            fn to_f64(self) -> f64 {
                self as f64
            }
            fn from_f64(x: f64) -> Self {
                x as $t
            }
            fn is_nan(self) -> bool {
                <$t>::is_nan(self)
            }
            fn is_sign_negative(self) -> bool {
                <$t>::is_sign_negative(self)
            }
            fn is_subnormal(self) -> bool {
                <$t>::is_subnormal(self)
            }
            fn abs(self) -> Self {
                <$t>::abs(self)
            }
            fn floor(self) -> Self {
                <$t>::floor(self)
            }
            fn ceil(self) -> Self {
                <$t>::ceil(self)
            }
            fn round_afz(self) -> Self {
                <$t>::round(self)
            }
            fn round_even(self) -> Self {
                <$t>::round_ties_even(self)
            }
            fn sqrt(self) -> Self {
                <$t>::sqrt(self)
            }
            fn copysign(self, sign: Self) -> Self {
                <$t>::copysign(self, sign)
            }
            fn mul_add(self, a: Self, b: Self) -> Self {
                <$t>::mul_add(self, a, b)
            }
        }
    };
}
impl_real!(f32);
impl_real!(f64);

/// `x`, or a zero of the same sign if `x` is denormal.
///
/// XLA:CPU runs with the processor's flush-to-zero and denormals-are-zero modes on, so every
/// f32/f64 arithmetic operation (and f32 <-> f64 conversions, and FLOAT comparisons) reads
/// denormal operands as zero and returns zero for denormal results. Kiln does the same;
/// bit-level ops (negate, abs, select, moves, bitcasts) keep denormals. f16 values are
/// computed in f32, where none of them is denormal.
pub(crate) fn flush<F: Real>(x: F) -> F {
    if x.is_subnormal() {
        F::ZERO.copysign(x)
    } else {
        x
    }
}

/// XLA's `maximum` on floats: NaN if either is NaN, and -0 < +0 (IEEE 754-2019 maximum).
pub(crate) fn float_max<F: Real>(a: F, b: F) -> F {
    if a.is_nan() {
        a
    } else if b.is_nan() {
        b
    } else if a > b || (a == b && !a.is_sign_negative()) {
        a
    } else {
        b
    }
}

/// XLA's `minimum` on floats: NaN if either is NaN, and -0 < +0.
pub(crate) fn float_min<F: Real>(a: F, b: F) -> F {
    if a.is_nan() {
        a
    } else if b.is_nan() {
        b
    } else if a < b || (a == b && a.is_sign_negative()) {
        a
    } else {
        b
    }
}

/// `sign`: -1, +1, or the value itself for ±0 and NaN.
pub(crate) fn float_sign<F: Real>(x: F) -> F {
    if x.is_nan() || x == F::ZERO {
        x
    } else {
        F::ONE.copysign(x)
    }
}

/// `logistic` as XLA:CPU expands it before code generation: 1 / (1 + exp(-x)), each step
/// rounded to the compute type.
pub(crate) fn logistic<F: Real>(x: F) -> F {
    let e = (-x).via_f64(f64::exp);
    F::ONE / (F::ONE + e)
}

pub(crate) fn erf(x: f64) -> f64 {
    math::erf(x)
}

/// A key whose integer order is XLA's total order on floats:
/// -NaN < -inf < ... < -0 < +0 < ... < +inf < +NaN.
pub(crate) fn total_order_key(x: f64) -> i64 {
    let bits = x.to_bits() as i64;
    // Negative floats order backwards as integers: flip their magnitude bits.
    bits ^ (((bits >> 63) as u64) >> 1) as i64
}

/// Integer storage types (`i8`..`u64`) converted to and from `i128`.
pub(crate) trait IntStorage: Copy + 'static {
    fn to_i128(self) -> i128;
    /// Truncates to the storage width (the value is already wrapped to the logical width).
    fn from_i128(v: i128) -> Self;
}

macro_rules! impl_int_storage {
    ($($t:ty),*) => {$(
        impl IntStorage for $t {
            fn to_i128(self) -> i128 {
                self as i128
            }
            fn from_i128(v: i128) -> Self {
                v as $t
            }
        }
    )*};
}
impl_int_storage!(i8, i16, i32, i64, u8, u16, u32, u64);

/// The logical width and signedness of an integer type (s4 is 4 bits even though it is stored
/// in an `i8`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct IntKind {
    pub bits: u32,
    pub signed: bool,
}

impl IntKind {
    pub fn of(ty: PrimitiveType) -> Option<IntKind> {
        ty.is_integral().then(|| IntKind {
            bits: ty.bit_width(),
            signed: ty.is_signed_int(),
        })
    }

    fn mask(self) -> u128 {
        (1u128 << self.bits) - 1
    }

    /// `v` reduced modulo 2^bits into the type's range (two's complement wrapping).
    pub fn wrap(self, v: i128) -> i128 {
        let low = (v as u128) & self.mask();
        if self.signed && low >> (self.bits - 1) != 0 {
            low as i128 - (1i128 << self.bits)
        } else {
            low as i128
        }
    }

    /// The value's bits as an unsigned number of this width.
    pub fn unsigned_bits(self, v: i128) -> u128 {
        (v as u128) & self.mask()
    }

    /// The value's bits read as a signed number of this width.
    pub fn as_signed(self, v: i128) -> i128 {
        IntKind {
            signed: true,
            ..self
        }
        .wrap(v)
    }

    /// The kind XLA:CPU computes some ops of sub-byte types in: their byte, sign- or
    /// zero-extended (for the others, the kind itself).
    pub fn in_byte(self) -> IntKind {
        IntKind {
            bits: self.bits.max(8),
            ..self
        }
    }

    pub fn min(self) -> i128 {
        if self.signed {
            -(1i128 << (self.bits - 1))
        } else {
            0
        }
    }

    pub fn max(self) -> i128 {
        if self.signed {
            (1i128 << (self.bits - 1)) - 1
        } else {
            (1i128 << self.bits) - 1
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrap_handles_every_width() {
        let s4 = IntKind {
            bits: 4,
            signed: true,
        };
        assert_eq!(s4.wrap(8), -8);
        assert_eq!(s4.wrap(-9), 7);
        let u8k = IntKind {
            bits: 8,
            signed: false,
        };
        assert_eq!(u8k.wrap(-1), 255);
        let s64 = IntKind {
            bits: 64,
            signed: true,
        };
        assert_eq!(s64.wrap(i64::MAX as i128 + 1), i64::MIN as i128);
        assert_eq!(s64.as_signed(u64::MAX as i128), -1);
    }

    #[test]
    fn total_order() {
        let xs = [
            f64::NEG_INFINITY,
            -1.0,
            -0.0,
            0.0,
            1.0,
            f64::INFINITY,
            f64::NAN,
        ];
        for w in xs.windows(2) {
            assert!(total_order_key(w[0]) < total_order_key(w[1]), "{w:?}");
        }
        assert!(total_order_key(-f64::NAN) < total_order_key(f64::NEG_INFINITY));
    }

    #[test]
    fn max_min_zero_and_nan() {
        assert!(!float_max(-0.0f32, 0.0).is_sign_negative());
        assert!(!float_max(0.0f32, -0.0).is_sign_negative());
        assert!(float_min(0.0f32, -0.0).is_sign_negative());
        assert!(float_max(1.0f32, f32::NAN).is_nan());
        assert!(float_min(f32::NAN, 1.0f32).is_nan());
    }
}
