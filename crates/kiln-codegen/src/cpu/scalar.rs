//! Scalar expressions: one element at a time, with XLA's exact semantics for every op.
//!
//! Integer division and remainder never trap (x/0 = -1 or all ones, MIN/-1 = MIN, x%0 = x,
//! MIN%-1 = 0); shifts by at least the width give 0 or the sign fill; float max/min propagate
//! NaN and order -0 < +0 (Cranelift's fmax/fmin); f32 transcendentals are inline polynomials
//! (`math`), f64 ones and f32 tan/pow/fmod call helpers.

use super::emit::{clif_type, FnEmitter, Res};
use super::helpers::Helper;
use super::simd::{Width, M};
use crate::kir::{BinaryOp, CmpOp, Expr, ScalarType, UnaryOp};
use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{types, InstBuilder, Value};

impl FnEmitter<'_, '_> {
    /// Emits `e`; returns its value and KIR type.
    pub fn expr(&mut self, e: &Expr) -> Res<(Value, ScalarType)> {
        if !self.hoisted.is_empty() {
            if let Some(&hoisted) = self.hoisted.get(&(e as *const Expr)) {
                return Ok(hoisted);
            }
        }
        Ok(match e {
            Expr::Var(v) => (self.var_value(*v), self.k.var_type(*v)),
            Expr::Int(c, t) => (self.int_const(*t, *c), *t),
            Expr::Float(c, t) => (self.float_const(*t, *c), *t),
            Expr::Load { buffer, index } => {
                let i = self.expr(index)?.0;
                let t = self.k.buffers[*buffer as usize].ty.compute_type();
                (self.load_elem(*buffer, i), t)
            }
            Expr::Unary(op, x) => {
                if let Some(v) = self.tile_f64_value(e) {
                    return Ok((v, ScalarType::F64));
                }
                let (v, t) = self.expr(x)?;
                self.unary(*op, t, v)?
            }
            Expr::Binary(op, a, b) => {
                let (x, t) = self.expr(a)?;
                let y = self.expr(b)?.0;
                (self.binary(*op, t, x, y)?, t)
            }
            Expr::Cmp {
                op,
                total_order,
                lhs,
                rhs,
            } => {
                let (x, t) = self.expr(lhs)?;
                let y = self.expr(rhs)?.0;
                (self.compare(*op, *total_order, t, x, y), ScalarType::Pred)
            }
            Expr::Fma(a, b, c) => {
                let (x, t) = self.expr(a)?;
                let y = self.expr(b)?.0;
                let z = self.expr(c)?.0;
                (self.fma(t, x, y, z), t)
            }
            Expr::Select(c, a, b) => {
                let c = self.expr(c)?.0;
                let (x, t) = self.expr(a)?;
                let y = self.expr(b)?.0;
                (self.b.ins().select(c, x, y), t)
            }
            Expr::Convert(to, x) => {
                let (v, from) = self.expr(x)?;
                (self.convert(*to, from, v)?, to.compute_type())
            }
            Expr::Bitcast(to, x) => {
                let (v, from) = self.expr(x)?;
                (self.bitcast(*to, from, v), to.compute_type())
            }
        })
    }

    /// `x * y + z` rounded once: the instruction, or a helper on hosts without it.
    pub fn fma(&mut self, t: ScalarType, x: Value, y: Value, z: Value) -> Value {
        if self.has_fma {
            return self.b.ins().fma(x, y, z);
        }
        let h = if t == ScalarType::F64 {
            Helper::FmaF64
        } else {
            Helper::FmaF32
        };
        self.call_helper(h, &[x, y, z])
    }

    /// An integer constant of type `t`, wrapped to its width (Cranelift wants the immediate
    /// zero-extended from the type's width).
    pub fn int_const(&mut self, t: ScalarType, c: i64) -> Value {
        let ty = clif_type(t);
        let bits = ty.bits();
        let masked = if bits == 64 {
            c
        } else {
            c & ((1i64 << bits) - 1)
        };
        self.b.ins().iconst(ty, masked)
    }

    fn unary(&mut self, op: UnaryOp, t: ScalarType, x: Value) -> Res<(Value, ScalarType)> {
        if op == UnaryOp::IsFinite {
            let a = self.b.ins().fabs(x);
            let inf = self.float_const(t, f64::INFINITY);
            return Ok((
                self.b.ins().fcmp(FloatCC::LessThan, a, inf),
                ScalarType::Pred,
            ));
        }
        let v = if t.is_float() {
            self.float_unary(op, t, x)?
        } else {
            self.int_unary(op, t, x)?
        };
        Ok((v, t))
    }

    fn int_unary(&mut self, op: UnaryOp, t: ScalarType, x: Value) -> Res<Value> {
        Ok(match op {
            UnaryOp::Neg => self.b.ins().ineg(x),
            UnaryOp::Abs if t.is_signed_int() => self.b.ins().iabs(x),
            UnaryOp::Abs => x,
            UnaryOp::Not if t == ScalarType::Pred => self.b.ins().bxor_imm_s(x, 1),
            UnaryOp::Not => self.b.ins().bnot(x),
            UnaryOp::Sign => {
                let ty = clif_type(t);
                let one = self.b.ins().iconst(ty, 1);
                if t.is_signed_int() {
                    let minus_one = self.int_const(t, -1);
                    let c = self.b.ins().smin(x, one);
                    self.b.ins().smax(c, minus_one)
                } else {
                    self.b.ins().umin(x, one)
                }
            }
            UnaryOp::Clz => self.b.ins().clz(x),
            UnaryOp::Popcnt => self.b.ins().popcnt(x),
            _ => return Err(format!("{op:?} is not defined on {t}")),
        })
    }

    fn float_unary(&mut self, op: UnaryOp, t: ScalarType, x: Value) -> Res<Value> {
        use UnaryOp::*;
        Ok(match op {
            Neg => self.b.ins().fneg(x),
            Abs => self.b.ins().fabs(x),
            Floor => self.b.ins().floor(x),
            Ceil => self.b.ins().ceil(x),
            RoundNearestEven => self.b.ins().nearest(x),
            Sqrt => self.b.ins().sqrt(x),
            Sign => self.float_sign(t, x),
            RoundNearestAfz => self.round_half_away(t, x),
            Rsqrt => {
                let s = self.b.ins().sqrt(x);
                let one = self.float_const(t, 1.0);
                self.b.ins().fdiv(one, s)
            }
            _ if t == ScalarType::F32 => self.math_unary_f32(op, x, Width::One)?,
            _ => {
                let h = f64_helper(op).ok_or_else(|| format!("{op:?} is not defined on {t}"))?;
                self.call_helper(h, &[x])
            }
        })
    }

    /// -1, +1, a zero of the value's sign, or NaN.
    fn float_sign(&mut self, t: ScalarType, x: Value) -> Value {
        let one = self.float_const(t, 1.0);
        let zero = self.float_const(t, 0.0);
        // XLA: `copysign(x != 0 ? 1 : 0, x)`, NaN kept. Under DAZ a denormal compares equal
        // to zero, so its sign is a zero of its sign, not the denormal itself.
        let is_zero = self.b.ins().fcmp(FloatCC::Equal, x, zero);
        let magnitude = self.b.ins().select(is_zero, zero, one);
        let signed = self.b.ins().fcopysign(magnitude, x);
        let is_nan = self.b.ins().fcmp(FloatCC::Unordered, x, x);
        self.b.ins().select(is_nan, x, signed)
    }

    /// Round half away from zero: trunc, then step away when the dropped part is >= 1/2
    /// (`x - trunc(x)` is exact, so there is no double rounding).
    fn round_half_away(&mut self, t: ScalarType, x: Value) -> Value {
        let r = self.b.ins().trunc(x);
        let frac = self.b.ins().fsub(x, r);
        let frac = self.b.ins().fabs(frac);
        let half = self.float_const(t, 0.5);
        let step = self.b.ins().fcmp(FloatCC::GreaterThanOrEqual, frac, half);
        let one = self.float_const(t, 1.0);
        let away = self.b.ins().fcopysign(one, x);
        let stepped = self.b.ins().fadd(r, away);
        self.b.ins().select(step, stepped, r)
    }

    pub fn binary(&mut self, op: BinaryOp, t: ScalarType, x: Value, y: Value) -> Res<Value> {
        if t.is_float() {
            return self.float_binary(op, t, x, y);
        }
        if t == ScalarType::Pred {
            return self.pred_binary(op, x, y);
        }
        self.int_binary(op, t, x, y)
    }

    fn pred_binary(&mut self, op: BinaryOp, x: Value, y: Value) -> Res<Value> {
        use BinaryOp::*;
        Ok(match op {
            And | Min => self.b.ins().band(x, y),
            Or | Max => self.b.ins().bor(x, y),
            Xor => self.b.ins().bxor(x, y),
            _ => return Err(format!("{op:?} is not defined on pred")),
        })
    }

    fn float_binary(&mut self, op: BinaryOp, t: ScalarType, x: Value, y: Value) -> Res<Value> {
        use BinaryOp::*;
        let f32 = t == ScalarType::F32;
        Ok(match op {
            Add => self.b.ins().fadd(x, y),
            Sub => self.b.ins().fsub(x, y),
            Mul => self.b.ins().fmul(x, y),
            Div => self.b.ins().fdiv(x, y),
            Max | Min => self.float_max_min(op, t, x, y),
            Rem => self.call_helper(
                if f32 {
                    Helper::FmodF32
                } else {
                    Helper::FmodF64
                },
                &[x, y],
            ),
            Pow if f32 => self.math_pow_f32(x, y, Width::One),
            Pow => self.call_helper(Helper::PowF64, &[x, y]),
            Atan2 if f32 => self.math_atan2_f32(x, y, Width::One),
            Atan2 => self.call_helper(Helper::Atan2F64, &[x, y]),
            _ => return Err(format!("{op:?} is not defined on {t}")),
        })
    }

    /// XLA's maximum/minimum (see [`M::xla_max_min`]).
    fn float_max_min(&mut self, op: BinaryOp, t: ScalarType, x: Value, y: Value) -> Value {
        let mut m = if t == ScalarType::F64 {
            M::wide(self, Width::One)
        } else {
            M::new(self, Width::One)
        };
        m.xla_max_min(op == BinaryOp::Max, x, y)
    }

    fn int_binary(&mut self, op: BinaryOp, t: ScalarType, x: Value, y: Value) -> Res<Value> {
        use BinaryOp::*;
        let signed = t.is_signed_int();
        Ok(match op {
            Add => self.b.ins().iadd(x, y),
            Sub => self.b.ins().isub(x, y),
            Mul => self.b.ins().imul(x, y),
            Div => self.int_div(t, x, y),
            Rem => self.int_rem(t, x, y),
            Max if signed => self.b.ins().smax(x, y),
            Max => self.b.ins().umax(x, y),
            Min if signed => self.b.ins().smin(x, y),
            Min => self.b.ins().umin(x, y),
            And => self.b.ins().band(x, y),
            Or => self.b.ins().bor(x, y),
            Xor => self.b.ins().bxor(x, y),
            Shl | ShrLogical | ShrArithmetic => self.shift(op, t, x, y),
            Pow => self.int_pow(t, x, y),
            Atan2 => return Err(format!("{op:?} is not defined on {t}")),
        })
    }

    /// x/0 = -1 (all ones), MIN/-1 = MIN: the divisor is replaced by 1 where the hardware
    /// would trap, and the result patched afterwards.
    fn int_div(&mut self, t: ScalarType, x: Value, y: Value) -> Value {
        let ty = clif_type(t);
        let one = self.b.ins().iconst(ty, 1);
        let by_zero = self.b.ins().icmp_imm_s(IntCC::Equal, y, 0);
        let all_ones = self.int_const(t, -1);
        if !t.is_signed_int() {
            let safe = self.b.ins().select(by_zero, one, y);
            let q = self.b.ins().udiv(x, safe);
            return self.b.ins().select(by_zero, all_ones, q);
        }
        let overflow = self.signed_overflow(t, x, y);
        let bad = self.b.ins().bor(by_zero, overflow);
        let safe = self.b.ins().select(bad, one, y);
        // MIN / 1 = MIN, which is the wanted MIN/-1.
        let q = self.b.ins().sdiv(x, safe);
        self.b.ins().select(by_zero, all_ones, q)
    }

    /// x%0 = x, MIN%-1 = 0 (any x % -1 is 0, so -1 is replaced by 1 too).
    fn int_rem(&mut self, t: ScalarType, x: Value, y: Value) -> Value {
        let ty = clif_type(t);
        let one = self.b.ins().iconst(ty, 1);
        let by_zero = self.b.ins().icmp_imm_s(IntCC::Equal, y, 0);
        if !t.is_signed_int() {
            let safe = self.b.ins().select(by_zero, one, y);
            let r = self.b.ins().urem(x, safe);
            return self.b.ins().select(by_zero, x, r);
        }
        let minus_one = self.int_const(t, -1);
        let is_m1 = self.b.ins().icmp(IntCC::Equal, y, minus_one);
        let bad = self.b.ins().bor(by_zero, is_m1);
        let safe = self.b.ins().select(bad, one, y);
        let r = self.b.ins().srem(x, safe);
        self.b.ins().select(by_zero, x, r)
    }

    /// `x == MIN && y == -1`.
    fn signed_overflow(&mut self, t: ScalarType, x: Value, y: Value) -> Value {
        let bits = clif_type(t).bits();
        let min = self.int_const(t, i64::MIN >> (64 - bits));
        let minus_one = self.int_const(t, -1);
        let is_min = self.b.ins().icmp(IntCC::Equal, x, min);
        let is_m1 = self.b.ins().icmp(IntCC::Equal, y, minus_one);
        self.b.ins().band(is_min, is_m1)
    }

    /// Shifts with the amount read as unsigned; amounts >= the width give 0 (or the sign
    /// fill), where Cranelift would take the amount modulo the width.
    fn shift(&mut self, op: BinaryOp, t: ScalarType, x: Value, y: Value) -> Value {
        let ty = clif_type(t);
        let width = ty.bits() as i64;
        let too_far = self
            .b
            .ins()
            .icmp_imm_s(IntCC::UnsignedGreaterThanOrEqual, y, width);
        match op {
            BinaryOp::ShrArithmetic => {
                let last = self.b.ins().iconst(ty, width - 1);
                let amount = self.b.ins().select(too_far, last, y);
                self.b.ins().sshr(x, amount)
            }
            _ => {
                let r = if op == BinaryOp::Shl {
                    self.b.ins().ishl(x, y)
                } else {
                    self.b.ins().ushr(x, y)
                };
                let zero = self.b.ins().iconst(ty, 0);
                self.b.ins().select(too_far, zero, r)
            }
        }
    }

    /// XLA's integer power: square-and-multiply over the exponent's low 6 bits. A negative
    /// exponent (its bits read as signed) gives 1 for base 1, ±1 by the exponent's parity for
    /// base -1 (all ones, whatever the signedness), and 0 otherwise.
    fn int_pow(&mut self, t: ScalarType, base: Value, exp: Value) -> Value {
        let ty = clif_type(t);
        let one = self.b.ins().iconst(ty, 1);
        let (mut acc, mut b, mut e) = (one, base, exp);
        for _ in 0..6 {
            let bit = self.b.ins().band_imm_s(e, 1);
            let times = self.b.ins().imul(acc, b);
            acc = self.b.ins().select(bit, times, acc);
            b = self.b.ins().imul(b, b);
            e = self.b.ins().sshr_imm_s(e, 1);
        }
        let negative = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, exp, 0);
        let neg_result = self.int_pow_negative(t, base, exp);
        self.b.ins().select(negative, neg_result, acc)
    }

    /// The result of `base ^ exp` for a negative exponent.
    fn int_pow_negative(&mut self, t: ScalarType, base: Value, exp: Value) -> Value {
        let ty = clif_type(t);
        let (zero, one) = (self.b.ins().iconst(ty, 0), self.b.ins().iconst(ty, 1));
        let minus_one = self.int_const(t, -1);
        let odd = self.b.ins().band_imm_s(exp, 1);
        let by_parity = self.b.ins().select(odd, minus_one, one);
        let base_is_m1 = self.b.ins().icmp(IntCC::Equal, base, minus_one);
        let r = self.b.ins().select(base_is_m1, by_parity, zero);
        let base_is_one = self.b.ins().icmp_imm_s(IntCC::Equal, base, 1);
        self.b.ins().select(base_is_one, one, r)
    }

    pub fn compare(&mut self, op: CmpOp, total: bool, t: ScalarType, x: Value, y: Value) -> Value {
        if t.is_float() && total {
            let (kx, ky) = (self.total_order_key(t, x), self.total_order_key(t, y));
            return self.b.ins().icmp(int_cc(op, true), kx, ky);
        }
        if t.is_float() {
            return self.b.ins().fcmp(float_cc(op), x, y);
        }
        self.b.ins().icmp(int_cc(op, t.is_signed_int()), x, y)
    }

    /// A signed integer whose order is XLA's total order on floats: negative floats have
    /// their magnitude bits flipped so that they order backwards.
    fn total_order_key(&mut self, t: ScalarType, x: Value) -> Value {
        let ity = if t == ScalarType::F64 {
            types::I64
        } else {
            types::I32
        };
        let bits = self.b.ins().bitcast(ity, super::simd::bitcast_flags(), x);
        let sign = self.b.ins().sshr_imm_s(bits, ity.bits() as i64 - 1);
        let flip = self.b.ins().ushr_imm_s(sign, 1);
        self.b.ins().bxor(bits, flip)
    }
}

pub(super) fn int_cc(op: CmpOp, signed: bool) -> IntCC {
    use CmpOp::*;
    match (op, signed) {
        (Eq, _) => IntCC::Equal,
        (Ne, _) => IntCC::NotEqual,
        (Lt, true) => IntCC::SignedLessThan,
        (Le, true) => IntCC::SignedLessThanOrEqual,
        (Gt, true) => IntCC::SignedGreaterThan,
        (Ge, true) => IntCC::SignedGreaterThanOrEqual,
        (Lt, false) => IntCC::UnsignedLessThan,
        (Le, false) => IntCC::UnsignedLessThanOrEqual,
        (Gt, false) => IntCC::UnsignedGreaterThan,
        (Ge, false) => IntCC::UnsignedGreaterThanOrEqual,
    }
}

/// IEEE comparisons: ordered, except `Ne`, which is true for NaN.
pub(super) fn float_cc(op: CmpOp) -> FloatCC {
    match op {
        CmpOp::Eq => FloatCC::Equal,
        CmpOp::Ne => FloatCC::NotEqual,
        CmpOp::Lt => FloatCC::LessThan,
        CmpOp::Le => FloatCC::LessThanOrEqual,
        CmpOp::Gt => FloatCC::GreaterThan,
        CmpOp::Ge => FloatCC::GreaterThanOrEqual,
    }
}

/// The f64 helper of a transcendental unary op.
pub(super) fn f64_helper(op: UnaryOp) -> Option<Helper> {
    use UnaryOp::*;
    Some(match op {
        Exp => Helper::ExpF64,
        Expm1 => Helper::Expm1F64,
        Log => Helper::LogF64,
        Log1p => Helper::Log1pF64,
        Logistic => Helper::LogisticF64,
        Sin => Helper::SinF64,
        Cos => Helper::CosF64,
        Tan => Helper::TanF64,
        Tanh => Helper::TanhF64,
        Erf => Helper::ErfF64,
        Cbrt => Helper::CbrtF64,
        _ => return None,
    })
}
