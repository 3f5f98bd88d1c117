//! Value conversions with XLA's rules, bitcasts, and the f16/bf16 storage conversions.
//!
//! - float → int truncates, saturates at the target's range, and maps NaN to 0;
//! - anything → pred is `x != 0` (NaN is nonzero);
//! - → f16/bf16 goes through f32, as XLA:CPU does: the source rounds to nearest even f32
//!   (f64 → f32 flushing denormal results under FTZ), which then rounds to nearest even
//!   f16/bf16, a double rounding for f64 and wide integer sources (the reference interpreter
//!   does the same);
//! - f16/bf16 values are f32s that hold a representable 16-bit value.

use super::emit::{clif_type, FnEmitter, Res};
use super::simd::{bitcast_flags, Width, M};
use crate::kir::ScalarType;
use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{types, InstBuilder, Value};

impl FnEmitter<'_, '_> {
    /// `Convert(to, x)` where `x` has compute type `from`.
    pub fn convert(&mut self, to: ScalarType, from: ScalarType, x: Value) -> Res<Value> {
        use ScalarType::*;
        if to == from {
            return Ok(x);
        }
        Ok(match to {
            Pred => self.convert_to_pred(from, x),
            F32 | F64 => self.convert_to_float(to, from, x),
            F16 | BF16 => {
                let r = match from {
                    ScalarType::F32 => x,
                    _ => self.convert_to_float(ScalarType::F32, from, x),
                };
                let bits = self.f32_to_half_bits(to, r, Width::One);
                let bits = self.b.ins().ireduce(types::I16, bits);
                self.half_bits_to_f32(to, bits)
            }
            _ => self.convert_to_int(to, from, x),
        })
    }

    fn convert_to_pred(&mut self, from: ScalarType, x: Value) -> Value {
        if from.is_float() {
            let zero = self.float_const(from, 0.0);
            self.b.ins().fcmp(FloatCC::NotEqual, x, zero)
        } else {
            self.b.ins().icmp_imm_s(IntCC::NotEqual, x, 0)
        }
    }

    fn convert_to_float(&mut self, to: ScalarType, from: ScalarType, x: Value) -> Value {
        let ty = clif_type(to);
        match from {
            ScalarType::F32 => self.b.ins().fpromote(ty, x),
            ScalarType::F64 => self.b.ins().fdemote(ty, x),
            t if t.is_signed_int() => self.b.ins().fcvt_from_sint(ty, x),
            _ => self.b.ins().fcvt_from_uint(ty, x),
        }
    }

    fn convert_to_int(&mut self, to: ScalarType, from: ScalarType, x: Value) -> Value {
        let ty = clif_type(to);
        if !from.is_float() {
            let (fb, tb) = (clif_type(from).bits(), ty.bits());
            return match fb.cmp(&tb) {
                std::cmp::Ordering::Less if from.is_signed_int() => self.b.ins().sextend(ty, x),
                std::cmp::Ordering::Less => self.b.ins().uextend(ty, x),
                std::cmp::Ordering::Greater => self.b.ins().ireduce(ty, x),
                std::cmp::Ordering::Equal => x,
            };
        }
        if ty.bits() >= 32 {
            return if to.is_signed_int() {
                self.b.ins().fcvt_to_sint_sat(ty, x)
            } else {
                self.b.ins().fcvt_to_uint_sat(ty, x)
            };
        }
        // 8/16-bit targets: saturate to i32 first, then clamp into the target's range.
        let wide = self.b.ins().fcvt_to_sint_sat(types::I32, x);
        let bits = ty.bits();
        let (lo, hi) = if to.is_signed_int() {
            (-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1)
        } else {
            (0, (1i64 << bits) - 1)
        };
        let lo = self.b.ins().iconst(types::I32, lo & 0xffff_ffff);
        let hi = self.b.ins().iconst(types::I32, hi);
        let c = self.b.ins().smax(wide, lo);
        let c = self.b.ins().smin(c, hi);
        self.b.ins().ireduce(ty, c)
    }

    /// `Bitcast(to, x)` where `x` has compute type `from` (validated: equal widths, or a
    /// 16-bit integer to f16/bf16).
    pub fn bitcast(&mut self, to: ScalarType, from: ScalarType, x: Value) -> Value {
        match to {
            ScalarType::F16 | ScalarType::BF16 => self.half_bits_to_f32(to, x),
            _ if clif_type(to) == clif_type(from) => x,
            _ => self.b.ins().bitcast(clif_type(to), bitcast_flags(), x),
        }
    }

    pub fn f16_bits_to_f32(&mut self, raw: Value) -> Value {
        self.half_bits_to_f32(ScalarType::F16, raw)
    }

    pub fn bf16_bits_to_f32(&mut self, raw: Value) -> Value {
        self.half_bits_to_f32(ScalarType::BF16, raw)
    }

    /// An i16 holding f16/bf16 bits, as f32 (exact).
    fn half_bits_to_f32(&mut self, ty: ScalarType, raw: Value) -> Value {
        let wide = self.b.ins().uextend(types::I32, raw);
        let mut m = M::new(self, Width::One);
        half_to_f32(&mut m, ty, wide)
    }

    pub fn f32_to_f16_bits(&mut self, x: Value) -> Value {
        let bits = self.f32_to_half_bits(ScalarType::F16, x, Width::One);
        self.b.ins().ireduce(types::I16, bits)
    }

    pub fn f32_to_bf16_bits(&mut self, x: Value) -> Value {
        let bits = self.f32_to_half_bits(ScalarType::BF16, x, Width::One);
        self.b.ins().ireduce(types::I16, bits)
    }

    /// f32 (one or four) rounded to f16/bf16 bits, in the low half of i32 lanes.
    pub fn f32_to_half_bits(&mut self, ty: ScalarType, x: Value, w: Width) -> Value {
        let mut m = M::new(self, w);
        if ty == ScalarType::BF16 {
            f32_to_bf16(&mut m, x)
        } else {
            f32_to_f16(&mut m, x)
        }
    }

    pub fn float_const(&mut self, ty: ScalarType, c: f64) -> Value {
        if ty == ScalarType::F64 {
            self.b.ins().f64const(c)
        } else {
            self.b.ins().f32const(c as f32)
        }
    }
}

/// f16/bf16 bits (zero-extended i32 lanes) to f32, exactly.
pub(super) fn half_to_f32(m: &mut M, ty: ScalarType, h: Value) -> Value {
    if ty == ScalarType::BF16 {
        let b = m.shl(h, 16);
        return m.float(b);
    }
    let sign = m.bandc(h, 0x8000);
    let sign = m.shl(sign, 16);
    let em = m.bandc(h, 0x7fff);
    let shifted = m.shl(em, 13);
    // Normal numbers: rebias the exponent in the bits. Subnormals (and zeros): the integer
    // mantissa times 2^-24, exact and a normal f32. No step reads an f32 subnormal, which
    // kernels (running with denormals as zero, like XLA:CPU) would take for 0, while an f16
    // subnormal is a value that widens to a normal f32.
    let normal = m.iaddc(shifted, (127 - 15) << 23);
    let mantissa = m.int_to_float(em);
    let sub = m.mulc(mantissa, f32::from_bits(0x3380_0000)); // 2^-24
    let sub = m.bits(sub);
    let is_sub = m.icmpc(IntCC::SignedLessThan, em, 0x400);
    let fb = m.sel(is_sub, sub, normal);
    let inf_nan = m.icmpc(IntCC::SignedGreaterThanOrEqual, em, 0x7c00);
    let special = m.borc(shifted, 0x7f80_0000);
    let r = m.sel(inf_nan, special, fb);
    let r = m.bor(r, sign);
    m.float(r)
}

/// f32 to f16 bits, round to nearest even; NaNs stay NaN (quiet, top payload bits kept).
fn f32_to_f16(m: &mut M, x: Value) -> Value {
    let xb = m.bits(x);
    let sign = m.bandc(xb, i32::MIN);
    let f = m.bxor(xb, sign); // |x| bits, non-negative as i32
                              // Subnormal results: adding 0.5 makes the f32 adder round at f16's subnormal ulp.
    let fv = m.float(f);
    let fv = m.addc(fv, 0.5);
    let fvb = m.bits(fv);
    let sub = m.iaddc(fvb, -0x3f00_0000);
    // Normal results: rebias, round to nearest even on the 13 dropped bits.
    let odd = m.ushr(f, 13);
    let odd = m.bandc(odd, 1);
    let n = m.iaddc(f, (15 - 127) * (1 << 23) + 0xfff);
    let n = m.iadd(n, odd);
    let normal = m.ushr(n, 13);
    let nan = m.ushr(f, 13);
    let nan = m.bandc(nan, 0x3ff);
    let nan = m.borc(nan, 0x7e00);
    let inf = m.i(0x7c00);
    let is_sub = m.icmpc(IntCC::SignedLessThan, f, 0x3880_0000);
    let r = m.sel(is_sub, sub, normal);
    let overflow = m.icmpc(IntCC::SignedGreaterThanOrEqual, f, 0x4780_0000);
    let r = m.sel(overflow, inf, r);
    let is_nan = m.icmpc(IntCC::SignedGreaterThan, f, 0x7f80_0000);
    let r = m.sel(is_nan, nan, r);
    let s = m.ushr(sign, 16);
    m.bor(r, s)
}

/// f32 to bf16 bits, round to nearest even; NaNs stay NaN (quiet).
fn f32_to_bf16(m: &mut M, x: Value) -> Value {
    let xb = m.bits(x);
    let lsb = m.ushr(xb, 16);
    let lsb = m.bandc(lsb, 1);
    let r = m.iaddc(xb, 0x7fff);
    let r = m.iadd(r, lsb);
    let r = m.ushr(r, 16);
    let top = m.ushr(xb, 16);
    let nan = m.borc(top, 0x40);
    let abs = m.bandc(xb, 0x7fff_ffff);
    let is_nan = m.icmpc(IntCC::SignedGreaterThan, abs, 0x7f80_0000);
    m.sel(is_nan, nan, r)
}
