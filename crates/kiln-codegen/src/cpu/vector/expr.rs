//! Expressions in the vector loop: each op on f32x4/i32x4 where it has a vector form,
//! otherwise lane by lane (see the module comment of `vector`).

use super::plan::{is_vector_type, mentions_varying, stride};
use super::{VVal, VecCx};
use crate::cpu::convert::half_to_f32;
use crate::cpu::emit::{mem_flags, FnEmitter, Res};
use crate::cpu::helpers::Helper;
use crate::cpu::scalar::{float_cc, int_cc};
use crate::cpu::simd::{bitcast_flags, Width, M};
use crate::kir::{BinaryOp, CmpOp, Expr, ScalarType, UnaryOp};
use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{types, ConstantData, InstBuilder, Value};

impl FnEmitter<'_, '_> {
    /// Emits `e` (of a 32-bit or pred type when varying) in the vector loop.
    pub(super) fn vexpr(&mut self, cx: &VecCx, e: &Expr) -> Res<VVal> {
        if !mentions_varying(e, &cx.plan.varying) {
            return Ok(VVal::Uniform(self.expr(e)?.0));
        }
        if let Some(v) = self.tile_value(cx, e) {
            return Ok(VVal::Vector(v));
        }
        let t = self.k.type_of(e);
        if !is_vector_type(t) {
            return Err(format!(
                "internal: varying {t} value in a vector expression"
            ));
        }
        let v = match e {
            Expr::Var(v) if *v == cx.plan.loop_var => None,
            Expr::Var(v) => cx.vec_vars[v.0 as usize].map(|vv| self.b.use_var(vv)),
            Expr::Load { buffer, index } => self.vload(cx, *buffer, index)?,
            Expr::Unary(op, x) => self.vunary(cx, *op, x)?,
            Expr::Binary(op, a, b) => self.vbinary(cx, *op, t, a, b)?,
            Expr::Cmp {
                op,
                total_order,
                lhs,
                rhs,
            } => self.vcompare(cx, *op, *total_order, lhs, rhs)?,
            Expr::Select(c, a, b) => Some(self.vselect(cx, t, c, a, b)?),
            Expr::Fma(a, b, c) => {
                let (x, y, z) = (
                    self.voperand(cx, a, t)?,
                    self.voperand(cx, b, t)?,
                    self.voperand(cx, c, t)?,
                );
                Some(if self.has_fma {
                    self.b.ins().fma(x, y, z)
                } else {
                    self.lanewise_helper(Helper::FmaF32, &[x, y, z], Width::Four)
                })
            }
            Expr::Convert(to, x) => self.vconvert(cx, *to, x)?,
            Expr::Bitcast(to, x) => self.vbitcast(cx, *to, x)?,
            Expr::Int(..) | Expr::Float(..) => None,
        };
        match v {
            Some(v) => Ok(VVal::Vector(v)),
            None => self.lanewise(cx, e),
        }
    }

    /// Operand `x` of type `t` as a vector (splatted when uniform).
    fn voperand(&mut self, cx: &VecCx, x: &Expr, t: ScalarType) -> Res<Value> {
        let v = self.vexpr(cx, x)?;
        Ok(self.splat_or_vector(v, t))
    }

    /// A load of four lanes: one vector access where the index steps by one, or by -1 (a
    /// reverse, which the lowering also allows in vector loops: `lower::vectorize`), then
    /// shuffled; otherwise `None` (a gather, lane by lane).
    fn vload(&mut self, cx: &VecCx, buffer: u32, index: &Expr) -> Res<Option<Value>> {
        let step = stride(index, &cx.plan.strides, &cx.plan.varying);
        match step {
            Some(1) => {
                let i0 = self.lane_expr(cx, index, 0)?;
                Ok(self.load4(buffer, i0))
            }
            Some(-1) => {
                // Lanes 3..0 are contiguous, from lane 3's index.
                let i3 = self.lane_expr(cx, index, 3)?;
                let reversed: Vec<u8> = (0..4).rev().flat_map(|l| 4 * l..4 * l + 4).collect();
                Ok(self
                    .load4(buffer, i3)
                    .map(|v| self.shuffle_lanes(v, v, &reversed)))
            }
            _ => Ok(None),
        }
    }

    /// The bytes `lanes` of the 32-bit-lane vectors `a` and `b` (16.. from `b`), as `a`'s type.
    fn shuffle_lanes(&mut self, a: Value, b: Value, lanes: &[u8]) -> Value {
        let ty = self.b.func.dfg.value_type(a);
        let a = self.b.ins().bitcast(types::I8X16, bitcast_flags(), a);
        let b = self.b.ins().bitcast(types::I8X16, bitcast_flags(), b);
        let imm = self.b.func.dfg.immediates.push(ConstantData::from(lanes));
        let v = self.b.ins().shuffle(a, b, imm);
        self.b.ins().bitcast(ty, bitcast_flags(), v)
    }

    /// Elements `i0..i0 + 4` of `buffer` as one vector of their compute type (pred as
    /// masks); `None` for types without a four-lane form.
    fn load4(&mut self, buffer: u32, i0: Value) -> Option<Value> {
        let ty = self.k.buffers[buffer as usize].ty;
        let addr = self.elem_addr(buffer, i0);
        match ty {
            ScalarType::F32 | ScalarType::S32 | ScalarType::U32 => {
                Some(self.b.ins().load(super::vec_type(ty), mem_flags(), addr, 0))
            }
            ScalarType::Pred => {
                // Four 0/1 bytes widened to i32 lanes, then negated into 0/-1 masks.
                let raw = self.b.ins().load(types::I32, mem_flags(), addr, 0);
                let v = self.b.ins().scalar_to_vector(types::I32X4, raw);
                let v = self.b.ins().bitcast(types::I8X16, bitcast_flags(), v);
                let v = self.b.ins().uwiden_low(v);
                let v = self.b.ins().uwiden_low(v);
                Some(self.b.ins().ineg(v))
            }
            ScalarType::F16 | ScalarType::BF16 => {
                // Four 16-bit elements are 8 bytes: load them as one i64, widen to i32 lanes.
                let raw = self.b.ins().load(types::I64, mem_flags(), addr, 0);
                let v = self.b.ins().scalar_to_vector(types::I64X2, raw);
                let v = self.b.ins().bitcast(types::I16X8, bitcast_flags(), v);
                let wide = self.b.ins().uwiden_low(v);
                Some(half_to_f32(&mut M::new(self, Width::Four), ty, wide))
            }
            _ => None,
        }
    }

    fn vunary(&mut self, cx: &VecCx, op: UnaryOp, x: &Expr) -> Res<Option<Value>> {
        use UnaryOp::*;
        let t = self.k.type_of(x);
        if !is_vector_type(t) {
            return Ok(None);
        }
        let v = self.voperand(cx, x, t)?;
        Ok(Some(match (t, op) {
            (ScalarType::Pred, Not) => self.b.ins().bnot(v),
            (ScalarType::F32, _) => return self.vfloat_unary(op, v).map(Some),
            (ScalarType::S32 | ScalarType::U32, Neg) => self.b.ins().ineg(v),
            (ScalarType::S32, Abs) => self.b.ins().iabs(v),
            (ScalarType::U32, Abs) => v,
            (ScalarType::S32 | ScalarType::U32, Not) => self.b.ins().bnot(v),
            (ScalarType::S32, Sign) => {
                let mut m = M::new(self, Width::Four);
                let (one, minus_one) = (m.i(1), m.i(-1));
                let c = m.smin(v, one);
                m.smax(c, minus_one)
            }
            (ScalarType::U32, Sign) => {
                let one = M::new(self, Width::Four).i(1);
                self.b.ins().umin(v, one)
            }
            _ => return Ok(None),
        }))
    }

    fn vfloat_unary(&mut self, op: UnaryOp, v: Value) -> Res<Value> {
        use UnaryOp::*;
        let mut m = M::new(self, Width::Four);
        Ok(match op {
            Neg => m.neg(v),
            Abs => m.abs(v),
            Floor => m.floor(v),
            Ceil => m.e.b.ins().ceil(v),
            RoundNearestEven => m.e.b.ins().nearest(v),
            Sqrt => m.sqrt(v),
            Rsqrt => {
                let s = m.sqrt(v);
                let one = m.f(1.0);
                m.div(one, s)
            }
            Sign => sign(&mut m, v),
            RoundNearestAfz => round_half_away(&mut m, v),
            IsFinite => {
                let a = m.abs(v);
                m.fcmpc(FloatCC::LessThan, a, f32::INFINITY)
            }
            _ => self.math_unary_f32(op, v, Width::Four)?,
        })
    }

    fn vbinary(
        &mut self,
        cx: &VecCx,
        op: BinaryOp,
        t: ScalarType,
        a: &Expr,
        b: &Expr,
    ) -> Res<Option<Value>> {
        use BinaryOp::*;
        if matches!(op, Shl | ShrLogical | ShrArithmetic) {
            return self.vshift(cx, op, t, a, b);
        }
        if matches!(
            (t, op),
            (ScalarType::S32 | ScalarType::U32, Div | Rem | Pow)
        ) {
            return Ok(None);
        }
        let x = self.voperand(cx, a, t)?;
        let y = self.voperand(cx, b, t)?;
        self.vbinary_values(op, t, x, y).map(Some)
    }

    /// `op` on two vectors of 32-bit type `t`, for the ops with a vector form (not shifts,
    /// nor integer division, remainder or power).
    pub(super) fn vbinary_values(
        &mut self,
        op: BinaryOp,
        t: ScalarType,
        x: Value,
        y: Value,
    ) -> Res<Value> {
        use BinaryOp::*;
        let signed = t == ScalarType::S32;
        Ok(match (t, op) {
            (ScalarType::F32, Add) => self.b.ins().fadd(x, y),
            (ScalarType::F32, Sub) => self.b.ins().fsub(x, y),
            (ScalarType::F32, Mul) => self.b.ins().fmul(x, y),
            (ScalarType::F32, Div) => self.b.ins().fdiv(x, y),
            (ScalarType::F32, Max | Min) => M::new(self, Width::Four).xla_max_min(op == Max, x, y),
            (ScalarType::F32, Atan2) => self.math_atan2_f32(x, y, Width::Four),
            (ScalarType::F32, Pow) => self.math_pow_f32(x, y, Width::Four),
            (ScalarType::F32, Rem) => self.lanewise_helper(Helper::FmodF32, &[x, y], Width::Four),
            (ScalarType::Pred, And | Min) => self.b.ins().band(x, y),
            (ScalarType::Pred, Or | Max) => self.b.ins().bor(x, y),
            (ScalarType::Pred, Xor) => self.b.ins().bxor(x, y),
            (_, Add) => self.b.ins().iadd(x, y),
            (_, Sub) => self.b.ins().isub(x, y),
            (_, Mul) => self.b.ins().imul(x, y),
            (_, And) => self.b.ins().band(x, y),
            (_, Or) => self.b.ins().bor(x, y),
            (_, Xor) => self.b.ins().bxor(x, y),
            (_, Max) if signed => self.b.ins().smax(x, y),
            (_, Max) => self.b.ins().umax(x, y),
            (_, Min) if signed => self.b.ins().smin(x, y),
            (_, Min) => self.b.ins().umin(x, y),
            _ => return Err(format!("internal: {op:?} on {t} in a vector loop")),
        })
    }

    /// Shifts by a uniform amount have a vector form (Cranelift shifts all lanes by one
    /// scalar); amounts >= 32 give 0 or the sign fill as in the scalar code.
    fn vshift(
        &mut self,
        cx: &VecCx,
        op: BinaryOp,
        t: ScalarType,
        a: &Expr,
        b: &Expr,
    ) -> Res<Option<Value>> {
        if mentions_varying(b, &cx.plan.varying) {
            return Ok(None);
        }
        let x = self.voperand(cx, a, t)?;
        let amount = self.expr(b)?.0;
        let too_far = self
            .b
            .ins()
            .icmp_imm_s(IntCC::UnsignedGreaterThanOrEqual, amount, 32);
        Ok(Some(match op {
            BinaryOp::ShrArithmetic => {
                let last = self.b.ins().iconst(types::I32, 31);
                let amount = self.b.ins().select(too_far, last, amount);
                self.b.ins().sshr(x, amount)
            }
            _ => {
                let r = if op == BinaryOp::Shl {
                    self.b.ins().ishl(x, amount)
                } else {
                    self.b.ins().ushr(x, amount)
                };
                let zero = M::new(self, Width::Four).i(0);
                self.b.ins().select(too_far, zero, r)
            }
        }))
    }

    fn vcompare(
        &mut self,
        cx: &VecCx,
        op: CmpOp,
        total: bool,
        a: &Expr,
        b: &Expr,
    ) -> Res<Option<Value>> {
        let t = self.k.type_of(a);
        let pred_eq = t == ScalarType::Pred && matches!(op, CmpOp::Eq | CmpOp::Ne);
        if !matches!(t, ScalarType::F32 | ScalarType::S32 | ScalarType::U32) && !pred_eq {
            return Ok(None);
        }
        let x = self.voperand(cx, a, t)?;
        let y = self.voperand(cx, b, t)?;
        Ok(Some(match t {
            ScalarType::F32 if total => {
                let mut m = M::new(self, Width::Four);
                let (kx, ky) = (total_order_key(&mut m, x), total_order_key(&mut m, y));
                self.b.ins().icmp(int_cc(op, true), kx, ky)
            }
            ScalarType::F32 => self.b.ins().fcmp(float_cc(op), x, y),
            _ => self.b.ins().icmp(int_cc(op, t == ScalarType::S32), x, y),
        }))
    }

    fn vselect(&mut self, cx: &VecCx, t: ScalarType, c: &Expr, a: &Expr, b: &Expr) -> Res<Value> {
        let cond = self.vexpr(cx, c)?;
        let x = self.voperand(cx, a, t)?;
        let y = self.voperand(cx, b, t)?;
        Ok(match cond {
            VVal::Uniform(c) => self.b.ins().select(c, x, y),
            VVal::Vector(mask) => M::new(self, Width::Four).sel(mask, x, y),
        })
    }

    fn vconvert(&mut self, cx: &VecCx, to: ScalarType, x: &Expr) -> Res<Option<Value>> {
        use ScalarType::*;
        let from = self.k.type_of(x);
        if matches!(from, S64 | U64) && matches!(to, S32 | U32) {
            return self.vnarrow_affine(cx, x);
        }
        if !is_vector_type(from) {
            return Ok(None);
        }
        if from == to || matches!((from, to), (S32, U32) | (U32, S32)) {
            return Ok(Some(self.voperand(cx, x, from)?));
        }
        let v = self.voperand(cx, x, from)?;
        if from == F32 && matches!(to, F16 | BF16) {
            let bits = self.f32_to_half_bits(to, v, Width::Four);
            return Ok(Some(half_to_f32(&mut M::new(self, Width::Four), to, bits)));
        }
        let mut m = M::new(self, Width::Four);
        Ok(Some(match (from, to) {
            (F32, S32) => m.trunc_to_int(v),
            (F32, U32) => m.e.b.ins().fcvt_to_uint_sat(types::I32X4, v),
            (F32, Pred) => m.fcmpc(FloatCC::NotEqual, v, 0.0),
            (S32, F32) => m.int_to_float(v),
            (U32, F32) => m.e.b.ins().fcvt_from_uint(types::F32X4, v),
            (S32 | U32, Pred) => m.icmpc(IntCC::NotEqual, v, 0),
            (Pred, F32 | F16 | BF16) => {
                let one = m.i(1.0f32.to_bits() as i32);
                let bits = m.band(v, one);
                m.float(bits)
            }
            (Pred, S32 | U32) => m.bandc(v, 1),
            _ => return Ok(None),
        }))
    }

    /// A 64-bit index `x` narrowed to 32-bit lanes without computing it lane by lane, when it
    /// is affine in the loop variable (an iota, a column index): lane `k` is `x0 + k * step`,
    /// and truncation commutes with wrapping addition, so the lanes are the truncated lane 0
    /// plus the constant ramp `[0, step, 2 step, 3 step]` (mod 2^32).
    fn vnarrow_affine(&mut self, cx: &VecCx, x: &Expr) -> Res<Option<Value>> {
        let Some(step) = stride(x, &cx.plan.strides, &cx.plan.varying) else {
            return Ok(None);
        };
        let x0 = self.lane_expr(cx, x, 0)?;
        let x0 = self.b.ins().ireduce(types::I32, x0);
        let base = self.b.ins().splat(types::I32X4, x0);
        let ramp: Vec<u8> = (0..4i64)
            .flat_map(|k| (k.wrapping_mul(step) as u32).to_le_bytes())
            .collect();
        let ramp = self.b.func.dfg.constants.insert(ramp.into());
        let ramp = self.b.ins().vconst(types::I32X4, ramp);
        Ok(Some(self.b.ins().iadd(base, ramp)))
    }

    fn vbitcast(&mut self, cx: &VecCx, to: ScalarType, x: &Expr) -> Res<Option<Value>> {
        use ScalarType::*;
        let from = self.k.type_of(x);
        Ok(match (from, to) {
            (S32 | U32, S32 | U32) => Some(self.voperand(cx, x, from)?),
            (F32, S32 | U32) | (S32 | U32, F32) => {
                let v = self.voperand(cx, x, from)?;
                Some(
                    self.b
                        .ins()
                        .bitcast(super::vec_type(to), bitcast_flags(), v),
                )
            }
            _ => None,
        })
    }
}

/// -1, +1, a zero of the value's sign (a denormal under DAZ included), or NaN, as the scalar
/// code.
fn sign(m: &mut M, x: Value) -> Value {
    let is_zero = m.fcmpc(FloatCC::Equal, x, 0.0);
    let one = m.f(1.0);
    let zero = m.f(0.0);
    let magnitude = m.sel(is_zero, zero, one);
    let signed = m.copysign(magnitude, x);
    let is_nan = m.is_nan(x);
    m.sel(is_nan, x, signed)
}

/// Round half away from zero, as the scalar code.
fn round_half_away(m: &mut M, x: Value) -> Value {
    let r = m.trunc(x);
    let frac = m.sub(x, r);
    let frac = m.abs(frac);
    let step = m.fcmpc(FloatCC::GreaterThanOrEqual, frac, 0.5);
    let one = m.f(1.0);
    let away = m.copysign(one, x);
    let stepped = m.add(r, away);
    m.sel(step, stepped, r)
}

/// XLA's total order on f32 lanes as signed i32 keys (see the scalar version).
fn total_order_key(m: &mut M, x: Value) -> Value {
    let bits = m.bits(x);
    let sign = m.sshr(bits, 31);
    let flip = m.ushr(sign, 1);
    m.bxor(bits, flip)
}
