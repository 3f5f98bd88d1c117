//! f32/i32 operations on one value or on four lanes (f32x4/i32x4) behind one interface, so
//! that the inline math and the f16/bf16 conversions are written once and the scalar
//! remainder of a vector loop computes bit-identical results to its vector lanes.
//!
//! Masks are what comparisons produce: a 0/1 byte for one value, an all-ones/all-zeros i32
//! lane for four; only [`M::sel`], [`M::and`], [`M::or`] and [`M::any`] consume
//! them.

use super::emit::FnEmitter;
use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{types, Endianness, InstBuilder, MemFlagsData, Type, Value};

/// One value or four lanes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Width {
    One,
    Four,
}

/// The flags of a lane-reinterpreting bitcast (Cranelift wants the byte order spelled out).
pub(super) fn bitcast_flags() -> MemFlagsData {
    MemFlagsData::new().with_endianness(Endianness::Little)
}

/// An emitter of width-generic float/int operations: f32/i32 (one value or four lanes) or,
/// for the parts of f32 math that need more precision, f64/i64 (one value or two lanes).
pub(super) struct M<'a, 'k, 'f> {
    pub e: &'a mut FnEmitter<'k, 'f>,
    pub w: Width,
    /// Lanes are f64/i64 (`Four` then means one f64x2 half of four f32 lanes).
    pub wide: bool,
}

impl<'a, 'k, 'f> M<'a, 'k, 'f> {
    pub fn new(e: &'a mut FnEmitter<'k, 'f>, w: Width) -> Self {
        M { e, w, wide: false }
    }

    /// Operations on f64 lanes: one f64, or an f64x2 for `Width::Four`.
    pub fn wide(e: &'a mut FnEmitter<'k, 'f>, w: Width) -> Self {
        M { e, w, wide: true }
    }

    pub fn fty(&self) -> Type {
        match (self.w, self.wide) {
            (Width::One, false) => types::F32,
            (Width::Four, false) => types::F32X4,
            (Width::One, true) => types::F64,
            (Width::Four, true) => types::F64X2,
        }
    }

    pub fn ity(&self) -> Type {
        match (self.w, self.wide) {
            (Width::One, false) => types::I32,
            (Width::Four, false) => types::I32X4,
            (Width::One, true) => types::I64,
            (Width::Four, true) => types::I64X2,
        }
    }

    /// The float constant `c` (splatted over the lanes).
    pub fn f(&mut self, c: f32) -> Value {
        self.d(c as f64)
    }

    /// The float constant `c`, rounded to f32 unless the lanes are f64.
    pub fn d(&mut self, c: f64) -> Value {
        let s = if self.wide {
            self.e.b.ins().f64const(c)
        } else {
            self.e.b.ins().f32const(c as f32)
        };
        self.splat(s)
    }

    /// The integer constant `c` (sign-extended to i64 lanes).
    pub fn i(&mut self, c: i32) -> Value {
        self.il(c as i64)
    }

    /// The integer constant `c`, truncated to i32 unless the lanes are i64.
    pub fn il(&mut self, c: i64) -> Value {
        let s = if self.wide {
            self.e.b.ins().iconst(types::I64, c)
        } else {
            self.e.b.ins().iconst(types::I32, c as u32 as i64)
        };
        self.splat(s)
    }

    fn splat(&mut self, s: Value) -> Value {
        match self.w {
            Width::One => s,
            Width::Four => {
                let ty = self.e.b.func.dfg.value_type(s);
                let lanes = 128 / ty.bits();
                self.e
                    .b
                    .ins()
                    .splat(ty.by(lanes).expect("128-bit vector"), s)
            }
        }
    }

    pub fn add(&mut self, a: Value, b: Value) -> Value {
        self.e.b.ins().fadd(a, b)
    }
    pub fn sub(&mut self, a: Value, b: Value) -> Value {
        self.e.b.ins().fsub(a, b)
    }
    pub fn mul(&mut self, a: Value, b: Value) -> Value {
        self.e.b.ins().fmul(a, b)
    }
    pub fn div(&mut self, a: Value, b: Value) -> Value {
        self.e.b.ins().fdiv(a, b)
    }
    /// `a < b ? a : b`: the second operand when either is NaN. One `minps` on x86, where
    /// the NaN-propagating [`M::min`] takes several instructions.
    pub fn min_or_second(&mut self, a: Value, b: Value) -> Value {
        let lt = self.fcmp(FloatCC::LessThan, a, b);
        self.sel(lt, a, b)
    }
    /// `a > b ? a : b`: the second operand when either is NaN (one `maxps`).
    pub fn max_or_second(&mut self, a: Value, b: Value) -> Value {
        let gt = self.fcmp(FloatCC::GreaterThan, a, b);
        self.sel(gt, a, b)
    }
    /// XLA's maximum (or minimum): a NaN operand is returned as it is (the first one if both
    /// are), payload included, and -0 < +0. Written with compares and selects, which x86
    /// lowers without branches (`maxps`, then fix-ups for equal and NaN operands). Under DAZ,
    /// as compiled code runs, a denormal result is a zero of its sign, as on XLA:CPU
    /// (`max(1e-45, -1)` is +0, `min(1e-45, -0)` is -0): multiplying by one flushes it.
    pub fn xla_max_min(&mut self, is_max: bool, x: Value, y: Value) -> Value {
        let cc = if is_max {
            FloatCC::GreaterThan
        } else {
            FloatCC::LessThan
        };
        let pick_x = self.fcmp(cc, x, y);
        let r = self.sel(pick_x, x, y);
        // Equal operands differ only for ±0: AND of the bits gives +0 (max), OR gives -0.
        let (xb, yb) = (self.bits(x), self.bits(y));
        let merged = if is_max {
            self.band(xb, yb)
        } else {
            self.bor(xb, yb)
        };
        let merged = self.float(merged);
        let equal = self.fcmp(FloatCC::Equal, x, y);
        let r = self.sel(equal, merged, r);
        let one = self.f(1.0);
        let flushed = self.mul(r, one);
        // The product would quiet a signaling NaN `y`: keep NaNs as they are.
        let r_nan = self.is_nan(r);
        let r = self.sel(r_nan, r, flushed);
        let x_nan = self.is_nan(x);
        self.sel(x_nan, x, r)
    }

    pub fn abs(&mut self, a: Value) -> Value {
        self.e.b.ins().fabs(a)
    }
    pub fn neg(&mut self, a: Value) -> Value {
        self.e.b.ins().fneg(a)
    }
    pub fn floor(&mut self, a: Value) -> Value {
        self.e.b.ins().floor(a)
    }
    pub fn trunc(&mut self, a: Value) -> Value {
        self.e.b.ins().trunc(a)
    }
    pub fn sqrt(&mut self, a: Value) -> Value {
        self.e.b.ins().sqrt(a)
    }

    /// `a + c`, `a * c` with an f32 constant.
    pub fn addc(&mut self, a: Value, c: f32) -> Value {
        let c = self.f(c);
        self.add(a, c)
    }
    pub fn mulc(&mut self, a: Value, c: f32) -> Value {
        let c = self.f(c);
        self.mul(a, c)
    }

    pub fn iadd(&mut self, a: Value, b: Value) -> Value {
        self.e.b.ins().iadd(a, b)
    }
    pub fn isub(&mut self, a: Value, b: Value) -> Value {
        self.e.b.ins().isub(a, b)
    }
    pub fn smax(&mut self, a: Value, b: Value) -> Value {
        self.e.b.ins().smax(a, b)
    }
    pub fn smin(&mut self, a: Value, b: Value) -> Value {
        self.e.b.ins().smin(a, b)
    }
    pub fn iaddc(&mut self, a: Value, c: i32) -> Value {
        let c = self.i(c);
        self.iadd(a, c)
    }
    pub fn band(&mut self, a: Value, b: Value) -> Value {
        self.e.b.ins().band(a, b)
    }
    pub fn bandc(&mut self, a: Value, c: i32) -> Value {
        let c = self.i(c);
        self.band(a, c)
    }
    pub fn bor(&mut self, a: Value, b: Value) -> Value {
        self.e.b.ins().bor(a, b)
    }
    pub fn borc(&mut self, a: Value, c: i32) -> Value {
        let c = self.i(c);
        self.bor(a, c)
    }
    pub fn bxor(&mut self, a: Value, b: Value) -> Value {
        self.e.b.ins().bxor(a, b)
    }
    pub fn shl(&mut self, a: Value, n: i64) -> Value {
        self.e.b.ins().ishl_imm_s(a, n)
    }
    pub fn sshr(&mut self, a: Value, n: i64) -> Value {
        self.e.b.ins().sshr_imm_s(a, n)
    }
    pub fn ushr(&mut self, a: Value, n: i64) -> Value {
        self.e.b.ins().ushr_imm_s(a, n)
    }

    /// The bits of f32 `x` as i32.
    pub fn bits(&mut self, x: Value) -> Value {
        let ty = self.ity();
        self.e.b.ins().bitcast(ty, bitcast_flags(), x)
    }
    /// The f32 whose bits are i32 `i`.
    pub fn float(&mut self, i: Value) -> Value {
        let ty = self.fty();
        self.e.b.ins().bitcast(ty, bitcast_flags(), i)
    }
    /// Truncates toward zero, saturating (NaN gives 0).
    pub fn trunc_to_int(&mut self, x: Value) -> Value {
        let ty = self.ity();
        self.e.b.ins().fcvt_to_sint_sat(ty, x)
    }
    pub fn int_to_float(&mut self, i: Value) -> Value {
        let ty = self.fty();
        self.e.b.ins().fcvt_from_sint(ty, i)
    }

    pub fn fcmp(&mut self, cc: FloatCC, a: Value, b: Value) -> Value {
        self.e.b.ins().fcmp(cc, a, b)
    }
    pub fn fcmpc(&mut self, cc: FloatCC, a: Value, c: f32) -> Value {
        let c = self.f(c);
        self.fcmp(cc, a, c)
    }
    pub fn icmp(&mut self, cc: IntCC, a: Value, b: Value) -> Value {
        self.e.b.ins().icmp(cc, a, b)
    }
    pub fn icmpc(&mut self, cc: IntCC, a: Value, c: i32) -> Value {
        let c = self.i(c);
        self.icmp(cc, a, c)
    }
    pub fn is_nan(&mut self, x: Value) -> Value {
        self.fcmp(FloatCC::Unordered, x, x)
    }

    /// `mask ? a : b` lane by lane.
    pub fn sel(&mut self, mask: Value, a: Value, b: Value) -> Value {
        match self.w {
            Width::One => self.e.b.ins().select(mask, a, b),
            Width::Four => {
                let ty = self.e.b.func.dfg.value_type(a);
                let m = if ty == self.e.b.func.dfg.value_type(mask) {
                    mask
                } else {
                    self.e.b.ins().bitcast(ty, bitcast_flags(), mask)
                };
                self.e.b.ins().bitselect(m, a, b)
            }
        }
    }
    pub fn and(&mut self, a: Value, b: Value) -> Value {
        self.e.b.ins().band(a, b)
    }
    pub fn or(&mut self, a: Value, b: Value) -> Value {
        self.e.b.ins().bor(a, b)
    }
    /// A scalar condition: whether any lane of the mask is set.
    pub fn any(&mut self, m: Value) -> Value {
        match self.w {
            Width::One => m,
            Width::Four => self.e.b.ins().vany_true(m),
        }
    }

    /// `|mag|` with the sign of `sign` (f32 lanes).
    pub fn copysign(&mut self, mag: Value, sign: Value) -> Value {
        let (m, s) = (self.bits(mag), self.bits(sign));
        let m = self.bandc(m, 0x7fff_ffff);
        let s = self.bandc(s, i32::MIN);
        let r = self.bor(m, s);
        self.float(r)
    }
    /// `x` with its sign flipped where the i32 `sign_bits` has bit 31 set.
    pub fn xor_sign(&mut self, x: Value, sign_bits: Value) -> Value {
        let xb = self.bits(x);
        let s = self.bandc(sign_bits, i32::MIN);
        let r = self.bxor(xb, s);
        self.float(r)
    }

    /// `a * b + c`: one fused multiply-add where the host has the instruction, else a
    /// rounded multiply and an add. Scalar and vector code make the same choice, so they
    /// still agree bit for bit; the wide-vector helpers (`cpu::wide`) exist only on hosts
    /// with FMA and fuse exactly where this does.
    pub fn fma(&mut self, a: Value, b: Value, c: Value) -> Value {
        if self.e.has_fma {
            self.e.b.ins().fma(a, b, c)
        } else {
            let t = self.mul(a, b);
            self.add(t, c)
        }
    }
    /// `a * b + c` with an f32 constant `c`.
    pub fn fmac(&mut self, a: Value, b: Value, c: f32) -> Value {
        let c = self.f(c);
        self.fma(a, b, c)
    }

    /// Horner's rule: `coeffs[0] x^(n-1) + ... + coeffs[n-1]`, one [`M::fma`] per step.
    pub fn poly(&mut self, x: Value, coeffs: &[f32]) -> Value {
        let mut acc = self.f(coeffs[0]);
        for &c in &coeffs[1..] {
            acc = self.fmac(acc, x, c);
        }
        acc
    }
}
