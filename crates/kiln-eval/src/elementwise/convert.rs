//! `convert`, `bitcast-convert` and `reduce-precision`.

use super::lift;
use super::scalar::{flush, IntKind};
use crate::util::{from_le_bytes, le_bytes};
use half::{bf16, f16};
use kiln_hlo::{float8, ArrayData, ArrayLiteral, PrimitiveType};
use num_complex::{Complex32, Complex64};

/// One element on its way between types: every value of every supported type fits exactly.
#[derive(Clone, Copy)]
enum Num {
    Bool(bool),
    Int(i128),
    Float(f64),
    Complex(f64, f64),
}

fn num_at(data: &ArrayData, i: usize) -> Num {
    if let ArrayData::Pred(v) = data {
        return Num::Bool(v[i]);
    }
    if let Some(x) = lift::int_at(data, i) {
        return Num::Int(x);
    }
    if let Some(z) = lift::complex_at(data, i) {
        return Num::Complex(z.re, z.im);
    }
    Num::Float(lift::float_at(data, i).unwrap_or(f64::NAN))
}

/// pred: nonzero is true, and NaN is nonzero (XLA compares with "unordered or not equal").
fn to_bool(n: Num) -> bool {
    match n {
        Num::Bool(b) => b,
        Num::Int(x) => x != 0,
        Num::Float(x) => x != 0.0,
        Num::Complex(re, im) => re != 0.0 || im != 0.0,
    }
}

/// Integers wrap; floats truncate toward zero, saturate at the type's range, and NaN gives 0;
/// complex values convert their real part.
fn to_int(n: Num, k: IntKind) -> i128 {
    let float_to_int = |x: f64| {
        if x.is_nan() {
            0
        } else if x <= k.min() as f64 {
            k.min()
        } else if x >= k.max() as f64 {
            k.max()
        } else {
            x.trunc() as i128
        }
    };
    match n {
        Num::Bool(b) => b as i128,
        Num::Int(x) => k.wrap(x),
        Num::Float(x) | Num::Complex(x, _) => float_to_int(x),
    }
}

/// The value as f64. Integers round once, to nearest even.
fn to_f64(n: Num) -> f64 {
    match n {
        Num::Bool(b) => b as u8 as f64,
        Num::Int(x) => x as f64,
        Num::Float(x) | Num::Complex(x, _) => x,
    }
}

/// f32 rounds directly from the exact source value (integers included), to nearest even.
fn to_f32(n: Num) -> f32 {
    match n {
        Num::Int(x) => x as f32,
        other => to_f64(other) as f32,
    }
}

fn to_complex(n: Num) -> Complex64 {
    match n {
        Num::Complex(re, im) => Complex64::new(re, im),
        other => Complex64::new(to_f64(other), 0.0),
    }
}

/// Whether converting from `data`'s type to `to` reads denormals as zero. On XLA:CPU the
/// conversions done by the FPU's f32 <-> f64 instructions and the float -> pred comparison
/// flush them; f32 -> bf16/f16 and bf16 -> f32 are bit manipulations and keep them.
fn flushes(data: &ArrayData, to: PrimitiveType) -> bool {
    use PrimitiveType as T;
    let wide = |t: PrimitiveType| matches!(t, T::F64 | T::C128);
    match data {
        ArrayData::F32(_) | ArrayData::C64(_) | ArrayData::BF16(_) => {
            wide(to) || (to == T::Pred && !matches!(data, ArrayData::BF16(_)))
        }
        ArrayData::F64(_) | ArrayData::C128(_) => {
            !wide(to) && (to.is_float() || to.is_complex() || to == T::Pred)
        }
        _ => false,
    }
}

/// Flushes a denormal (for the source's precision) to zero.
fn flush_num(n: Num, data: &ArrayData) -> Num {
    let f = |x: f64| match data {
        ArrayData::F64(_) | ArrayData::C128(_) => flush(x),
        _ => flush(x as f32) as f64,
    };
    match n {
        Num::Float(x) => Num::Float(f(x)),
        Num::Complex(re, im) => Num::Complex(f(re), f(im)),
        other => other,
    }
}

/// Converts every element of `x` to type `to`. The 8-bit floats go through exact f32 values
/// on the way in and round to nearest even from the exact f64 value on the way out.
pub(crate) fn convert(x: &ArrayLiteral, to: PrimitiveType) -> Result<ArrayData, String> {
    if let Some(wide) = lift::widen_f8(x) {
        return convert(&wide, to);
    }
    if to.is_f8() {
        let exact = convert_data(&x.data, PrimitiveType::F64)?;
        let ArrayData::F64(v) = exact else {
            return Err(format!("cannot convert {} to {to}", x.ty));
        };
        return Ok(ArrayData::U8(
            v.into_iter()
                .map(|f| float8::from_f64(to, f, None, None))
                .collect(),
        ));
    }
    if x.ty.is_f8() {
        return Err(format!("converting from {} is not supported", x.ty));
    }
    convert_data(&x.data, to)
}

/// Converts every element of `data` to type `to` (not an 8-bit float type).
fn convert_data(data: &ArrayData, to: PrimitiveType) -> Result<ArrayData, String> {
    let flush_input = flushes(data, to);
    let nums = (0..data.len()).map(|i| {
        let n = num_at(data, i);
        if flush_input {
            flush_num(n, data)
        } else {
            n
        }
    });
    if let Some(k) = IntKind::of(to) {
        let mut out = ArrayData::zeros(to, data.len()).ok_or("bad integer type")?;
        for (i, n) in nums.enumerate() {
            lift::set_int(&mut out, i, to_int(n, k));
        }
        return Ok(out);
    }
    use PrimitiveType as T;
    // Narrowing f64 to f32 on the FPU flushes denormal results too.
    let narrowing = matches!(data, ArrayData::F64(_) | ArrayData::C128(_));
    // XLA:CPU converts to f16/bf16 through f32: two roundings to nearest even for f64 and
    // integer sources (measured: f64 1 + 2^-11 + 2^-40 gives f16 1.0, s32 2^25 + 2^17 + 1
    // gives bf16 2^25).
    let via_f32 = |n: Num| {
        let r = to_f32(n);
        if narrowing {
            flush(r)
        } else {
            r
        }
    };
    let out = match to {
        T::Pred => ArrayData::Pred(nums.map(to_bool).collect()),
        T::F16 => ArrayData::F16(nums.map(|n| f16::from_f32(via_f32(n))).collect()),
        T::BF16 => ArrayData::BF16(nums.map(|n| bf16::from_f32(via_f32(n))).collect()),
        T::F32 => ArrayData::F32(nums.map(to_f32).collect()),
        T::F64 => ArrayData::F64(nums.map(to_f64).collect()),
        T::C64 => ArrayData::C64(
            nums.map(|n| match n {
                Num::Complex(re, im) => Complex32::new(re as f32, im as f32),
                other => Complex32::new(to_f32(other), 0.0),
            })
            .collect(),
        ),
        T::C128 => ArrayData::C128(nums.map(to_complex).collect()),
        t => {
            return Err(format!(
                "converting to {t} is not supported by the interpreter"
            ))
        }
    };
    Ok(match out {
        ArrayData::F32(v) if narrowing => ArrayData::F32(v.into_iter().map(flush).collect()),
        ArrayData::C64(v) if narrowing => ArrayData::C64(
            v.into_iter()
                .map(|z| Complex32::new(flush(z.re), flush(z.im)))
                .collect(),
        ),
        other => other,
    })
}

/// Reinterprets the bits of `x` as type `to` with dimensions `dims` (from the instruction's
/// shape). Equal widths keep the dimensions; a narrower result adds a minor dimension of
/// width ratio, a wider one consumes it. The byte order is little-endian, as on XLA:CPU.
pub(crate) fn bitcast(
    x: &ArrayLiteral,
    to: PrimitiveType,
    dims: &[i64],
) -> Result<ArrayData, String> {
    let (from_bits, to_bits) = (x.ty.bit_width(), to.bit_width());
    let sub_byte = |t: PrimitiveType| t.bit_width() < 8;
    if sub_byte(x.ty) || sub_byte(to) {
        if from_bits != to_bits {
            return Err(format!(
                "bitcast-convert from {} to {to} is not supported",
                x.ty
            ));
        }
        return bitcast_sub_byte(x, to);
    }
    let expect_dims: Vec<i64> = if from_bits == to_bits {
        x.dims.clone()
    } else if from_bits > to_bits {
        let mut d = x.dims.clone();
        d.push((from_bits / to_bits) as i64);
        d
    } else {
        match x.dims.split_last() {
            Some((&last, rest)) if last == (to_bits / from_bits) as i64 => rest.to_vec(),
            _ => {
                return Err(format!(
                "bitcast-convert from {} to {to} needs a last dimension of {}, operand has {:?}",
                x.ty,
                to_bits / from_bits,
                x.dims
            ))
            }
        }
    };
    if expect_dims != dims {
        return Err(format!(
            "bitcast-convert of {}{:?} to {to} gives dimensions {expect_dims:?}, not {dims:?}",
            x.ty, x.dims
        ));
    }
    from_le_bytes(to, &le_bytes(&x.data))
}

/// s4 <-> u4 and s2 <-> u2: the low bits are kept and re-read with the other signedness.
fn bitcast_sub_byte(x: &ArrayLiteral, to: PrimitiveType) -> Result<ArrayData, String> {
    let k = IntKind::of(to)
        .ok_or_else(|| format!("bitcast-convert from {} to {to} is not supported", x.ty))?;
    let mut out = ArrayData::zeros(to, x.data.len()).ok_or("bad type")?;
    for i in 0..x.data.len() {
        let v = lift::int_at(&x.data, i)
            .ok_or_else(|| format!("bitcast-convert from {} is not supported", x.ty))?;
        lift::set_int(&mut out, i, k.wrap(v));
    }
    Ok(out)
}

/// `reduce-precision`: rounds to `mantissa_bits` (to nearest even) and then flushes values
/// outside the range of `exponent_bits` to ±0 or ±inf, all on the bit pattern, exactly as
/// XLA does it (denormals of the narrow format are flushed, not rounded). NaNs stay the same
/// NaN (XLA:CPU keeps them NaN even with no mantissa bits, measured).
pub(crate) fn reduce_precision(
    x: &ArrayLiteral,
    exponent_bits: i64,
    mantissa_bits: i64,
) -> Result<ArrayData, String> {
    if exponent_bits < 1 || mantissa_bits < 0 {
        return Err(format!(
            "reduce-precision needs exponent_bits >= 1 and mantissa_bits >= 0, got {exponent_bits} and {mantissa_bits}"
        ));
    }
    let (e, m) = (exponent_bits as u32, mantissa_bits as u32);
    macro_rules! on_bits {
        ($v:expr, $variant:ident, $nbits:expr, $src_m:expr, |$x:ident| $to:expr, |$b:ident| $from:expr) => {
            ArrayData::$variant(
                $v.iter()
                    .map(|&$x| {
                        let $b = reduce_bits($to as u64, $nbits, $src_m, e, m) as _;
                        $from
                    })
                    .collect(),
            )
        };
    }
    Ok(match &x.data {
        ArrayData::F32(v) => on_bits!(v, F32, 32, 23, |x| x.to_bits(), |b| f32::from_bits(b)),
        ArrayData::F64(v) => on_bits!(v, F64, 64, 52, |x| x.to_bits(), |b| f64::from_bits(b)),
        ArrayData::F16(v) => on_bits!(v, F16, 16, 10, |x| x.to_bits(), |b| f16::from_bits(b)),
        ArrayData::BF16(v) => on_bits!(v, BF16, 16, 7, |x| x.to_bits(), |b| bf16::from_bits(b)),
        _ => return Err(format!("reduce-precision is not defined on {}", x.ty)),
    })
}

/// The bit-level algorithm of XLA's reduce-precision on one `nbits`-wide float pattern.
fn reduce_bits(x: u64, nbits: u32, src_m: u32, dest_e: u32, dest_m: u32) -> u64 {
    let width_mask = if nbits == 64 {
        u64::MAX
    } else {
        (1u64 << nbits) - 1
    };
    let src_e = nbits - 1 - src_m;
    let sign_mask = 1u64 << (nbits - 1);
    let exp_mask = ((1u64 << src_e) - 1) << src_m;
    let is_nan = (x & !sign_mask) > exp_mask;
    let mut bits = x;
    if dest_m < src_m {
        let last_bit_mask = 1u64 << (src_m - dest_m);
        let base_bias = (last_bit_mask >> 1) - 1;
        let last_bit = (bits & last_bit_mask) >> (src_m - dest_m);
        let truncation_mask = !(last_bit_mask - 1);
        // A carry out of the mantissa correctly bumps the exponent.
        bits = (bits.wrapping_add(last_bit + base_bias) & truncation_mask) & width_mask;
    }
    if dest_e < src_e {
        let bias = (1u64 << (src_e - 1)) - 1;
        let reduced_bias = (1u64 << (dest_e - 1)) - 1;
        let max_exp = (bias + reduced_bias) << src_m;
        let min_exp = (bias - reduced_bias) << src_m;
        let exponent = bits & exp_mask;
        let signed_zero = bits & sign_mask;
        if exponent > max_exp {
            bits = signed_zero | exp_mask;
        } else if exponent <= min_exp {
            bits = signed_zero;
        }
    }
    if is_nan {
        x
    } else {
        bits
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reduce_precision_to_bf16_rounds_like_bf16() {
        for &v in &[
            1.0f32,
            1.0 + 2f32.powi(-8),
            1.0 + 3.0 * 2f32.powi(-8),
            std::f32::consts::PI,
            -2.5e-3,
            65504.0,
            1e30,
            f32::MAX,
        ] {
            let got = f32::from_bits(reduce_bits(v.to_bits() as u64, 32, 23, 8, 7) as u32);
            assert_eq!(got, bf16::from_f32(v).to_f32(), "{v}");
        }
    }

    #[test]
    fn reduce_precision_to_f16_range() {
        let f = |v: f32| f32::from_bits(reduce_bits(v.to_bits() as u64, 32, 23, 5, 10) as u32);
        assert_eq!(f(1e6), f32::INFINITY);
        assert_eq!(f(-1e6), f32::NEG_INFINITY);
        assert_eq!(f(1e-6), 0.0); // an f16 denormal is flushed
        assert_eq!(f(1.0 + 1.0 / 4096.0), 1.0);
        assert!(f(f32::NAN).is_nan());
        let no_mantissa =
            f32::from_bits(reduce_bits(f32::NAN.to_bits() as u64, 32, 23, 5, 0) as u32);
        assert!(no_mantissa.is_nan());
    }

    fn convert_one(ty: PrimitiveType, data: ArrayData, to: PrimitiveType) -> ArrayData {
        let x = ArrayLiteral::new(ty, vec![data.len() as i64], data).unwrap();
        convert(&x, to).unwrap()
    }

    /// XLA:CPU converts f64 and integers to f16/bf16 through a nearest-even f32 (two
    /// roundings, and f64 -> f32 flushes denormal results), measured with jax 0.10.2. The
    /// interpreter used to round once from the exact value (through a round-to-odd f32).
    #[test]
    fn half_types_round_through_f32() {
        // Just above an f16 tie only by its f64 tail: the f32 rounding makes it the tie.
        let f64s = ArrayData::F64(vec![1.0 + 2f64.powi(-11) + 2f64.powi(-40)]);
        let ArrayData::F16(h) = convert_one(PrimitiveType::F64, f64s, PrimitiveType::F16) else {
            panic!("not f16")
        };
        assert_eq!(h[0].to_bits(), 0x3c00);
        // 1 + 2^-8 + 2^-30 likewise for bf16, and 1e-39 (an f32 denormal) flushes to zero.
        let f64s = ArrayData::F64(vec![1.0 + 2f64.powi(-8) + 2f64.powi(-30), 1e-39]);
        let ArrayData::BF16(b) = convert_one(PrimitiveType::F64, f64s, PrimitiveType::BF16) else {
            panic!("not bf16")
        };
        assert_eq!([b[0].to_bits(), b[1].to_bits()], [0x3f80, 0]);
        // s32 2^25 + 2^17 + 1 rounds to f32 2^25 + 2^17, a bf16 tie that goes to even.
        let ints = ArrayData::S32(vec![(1 << 25) + (1 << 17) + 1]);
        let ArrayData::BF16(b) = convert_one(PrimitiveType::S32, ints, PrimitiveType::BF16) else {
            panic!("not bf16")
        };
        assert_eq!(b[0].to_f32(), 33554432.0);
    }
}
