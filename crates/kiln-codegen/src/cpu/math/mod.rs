//! Inline f32 math on one value or four lanes: polynomial approximations with range
//! reduction, written once against [`M`] so scalar and vector code agree bit for bit.
//!
//! Everything is evaluated in f32; polynomials and range reductions use fused multiply-adds
//! where the host has them ([`M::fma`]), so results depend on that one feature (which the
//! compilation cache keys on) and never on the vector width. Measured worst-case errors
//! against a correctly rounded f64 reference (tests/cpu_emit.rs sweeps them): exp, expm1,
//! log, log1p, tanh, erf, cbrt ≤ 1 ulp; logistic, sin, cos ≤ 2 ulp; atan2 ≤ 3 ulp; pow
//! (computed in f64 lanes) ≤ 1 ulp. Special values (±0, ±inf, NaN, subnormal inputs and
//! results) follow C's `<math.h>`. sin/cos call the f64 helper for |x| > 8192, where the
//! five-part Cody–Waite reduction stops being exact; tan always calls its helper. exp, log,
//! tanh, logistic, erf, log1p and expm1 also exist as AVX-512 tile helpers (`cpu::wide`),
//! bit-identical.

pub(super) mod exp_log;
pub(super) mod pow;
pub(super) mod special;
mod trig;

use super::emit::{FnEmitter, Res};
use super::helpers::Helper;
use super::simd::{Width, M};
use crate::kir::UnaryOp;
use cranelift_codegen::ir::{InstBuilder, Value};

impl FnEmitter<'_, '_> {
    /// An f32 transcendental unary op on one value or four lanes.
    pub fn math_unary_f32(&mut self, op: UnaryOp, x: Value, w: Width) -> Res<Value> {
        use UnaryOp::*;
        let mut m = M::new(self, w);
        Ok(match op {
            Exp => exp_log::exp(&mut m, x),
            Expm1 => exp_log::expm1(&mut m, x),
            Log => exp_log::log(&mut m, x),
            Log1p => exp_log::log1p(&mut m, x),
            Logistic => exp_log::logistic(&mut m, x),
            Tanh => exp_log::tanh(&mut m, x),
            Erf => special::erf(&mut m, x),
            Cbrt => special::cbrt(&mut m, x),
            Sin => trig::sin_cos(&mut m, x, false),
            Cos => trig::sin_cos(&mut m, x, true),
            Tan => self.lanewise_helper(Helper::TanF32, &[x], w),
            _ => return Err(format!("{op:?} is not an f32 math function")),
        })
    }

    /// `atan2(y, x)` on f32 (one value or four lanes).
    pub fn math_atan2_f32(&mut self, y: Value, x: Value, w: Width) -> Value {
        trig::atan2(&mut M::new(self, w), y, x)
    }

    /// `pow(x, y)` on f32 (one value or four lanes).
    pub fn math_pow_f32(&mut self, x: Value, y: Value, w: Width) -> Value {
        pow::pow(&mut M::new(self, w), x, y)
    }

    /// Calls f32 helper `h` on one value, or once per lane of f32x4 arguments.
    pub fn lanewise_helper(&mut self, h: Helper, args: &[Value], w: Width) -> Value {
        if w == Width::One {
            return self.call_helper(h, args);
        }
        let mut out = args[0];
        for lane in 0..4u8 {
            let lane_args: Vec<Value> = args
                .iter()
                .map(|&a| self.b.ins().extractlane(a, lane))
                .collect();
            let r = self.call_helper(h, &lane_args);
            out = self.b.ins().insertlane(out, r, lane);
        }
        out
    }
}

/// `p * 2^n` for i32 `n` in [-151, 129], with one rounding even when the result is
/// subnormal: the power is split in two factors that are each a normal f32, and the first
/// product is exact.
pub(super) fn scale_by_pow2(m: &mut M, p: Value, n: Value) -> Value {
    let n1 = m.sshr(n, 1);
    let n2 = m.isub(n, n1);
    let s1 = pow2(m, n1);
    let s2 = pow2(m, n2);
    let t = m.mul(p, s1);
    m.mul(t, s2)
}

/// `2^n` for i32 `n` in the normal exponent range [-126, 127].
pub(super) fn pow2(m: &mut M, n: Value) -> Value {
    let biased = m.iaddc(n, 127);
    let bits = m.shl(biased, 23);
    m.float(bits)
}

/// `x` rounded to the nearest integer, as f32 and as i32, for |x| < 2^22: adding 1.5·2^23
/// makes the adder round at the units place and leaves the integer in the low mantissa bits.
pub(super) fn round_to_int(m: &mut M, x: Value) -> (Value, Value) {
    const MAGIC: f32 = 12_582_912.0;
    let t = m.addc(x, MAGIC);
    let nf = m.addc(t, -MAGIC);
    let tb = m.bits(t);
    let n = m.iaddc(tb, -(MAGIC.to_bits() as i32));
    (nf, n)
}

/// Where the `slow` mask has any lane set, replaces those lanes of `fast` by helper `h`
/// applied to `x` (a branch, so the common all-fast case costs one test).
pub(super) fn patch_lanes_with_helper(
    m: &mut M,
    fast: Value,
    slow: Value,
    x: Value,
    h: Helper,
) -> Value {
    let any = m.any(slow);
    let fty = m.fty();
    let (slow_block, join) = (m.e.b.create_block(), m.e.b.create_block());
    let result = m.e.b.append_block_param(join, fty);
    m.e.b.set_cold_block(slow_block);
    m.e.b.ins().brif(any, slow_block, &[], join, &[fast.into()]);
    m.e.b.switch_to_block(slow_block);
    m.e.b.seal_block(slow_block);
    let patched = match m.w {
        Width::One => m.e.call_helper(h, &[x]),
        Width::Four => {
            // Every lane through the helper: simpler than a per-lane test, and rare.
            let from_helper = m.e.lanewise_helper(h, &[x], Width::Four);
            m.sel(slow, from_helper, fast)
        }
    };
    m.e.b.ins().jump(join, &[patched.into()]);
    m.e.b.switch_to_block(join);
    m.e.b.seal_block(join);
    result
}
