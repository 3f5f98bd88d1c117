//! Bit-level ops: bitcast-convert (same width, or splitting/joining elements little-endian
//! along a minor dimension) and reduce-precision.
//!
//! Values are moved as unsigned integers of their width. A bf16 operand arrives widened to
//! f32, whose high half is its bit pattern; an f16 operand's f32 image has a different
//! layout, so bit ops reading f16 are refused.

use super::builder::{Lowerer, Node};
use super::LowerError;
use crate::kir::{BinaryOp, CmpOp, Expr, ScalarType};
use kiln_hlo::Opcode;

pub(super) fn gen(lw: &mut Lowerer, node: Node, idx: &[Expr]) -> Result<Expr, LowerError> {
    match lw.instr(node).opcode {
        Opcode::BitcastConvert => bitcast_convert(lw, node, idx),
        Opcode::ReducePrecision => reduce_precision(lw, node, idx),
        op => Err(lw.error(node, format!("`{op}` is not a bit-level op"))),
    }
}

/// The unsigned integer type of a width in bytes.
fn unsigned(bytes: usize) -> ScalarType {
    match bytes {
        1 => ScalarType::U8,
        2 => ScalarType::U16,
        4 => ScalarType::U32,
        _ => ScalarType::U64,
    }
}

fn bin(op: BinaryOp, a: Expr, b: Expr) -> Expr {
    Expr::Binary(op, Box::new(a), Box::new(b))
}

/// The bit pattern of `x`, a value of storage type `ty`, as an unsigned integer.
fn bits_of(lw: &Lowerer, node: Node, x: Expr, ty: ScalarType) -> Result<Expr, LowerError> {
    let u = unsigned(ty.byte_size());
    Ok(match ty {
        ScalarType::BF16 => {
            let wide = Expr::Bitcast(ScalarType::U32, Box::new(x));
            let high = bin(BinaryOp::ShrLogical, wide, Expr::Int(16, ScalarType::U32));
            Expr::Convert(u, Box::new(high))
        }
        ScalarType::F16 | ScalarType::Pred => {
            return Err(lw.error(node, format!("the bits of {ty} values are not lowered")))
        }
        t if t == u => x,
        _ => Expr::Bitcast(u, Box::new(x)),
    })
}

/// The value of storage type `ty` with bit pattern `bits` (an unsigned integer of its width).
fn from_bits(bits: Expr, ty: ScalarType) -> Expr {
    if ty.is_unsigned_int() {
        bits
    } else {
        Expr::Bitcast(ty, Box::new(bits))
    }
}

fn bitcast_convert(lw: &mut Lowerer, node: Node, idx: &[Expr]) -> Result<Expr, LowerError> {
    let operand = lw.operand(node, 0)?;
    let from = lw.elem_type(operand, 0)?;
    let to = lw.elem_type(node, 0)?;
    if lw.instr(operand).shape.element_type() == lw.instr(node).shape.element_type() {
        return lw.gen(operand, idx);
    }
    if to == ScalarType::Pred {
        return Err(lw.error(node, "bitcasts to pred are not lowered"));
    }
    let (fw, tw) = (from.byte_size(), to.byte_size());
    if fw == tw {
        let x = lw.gen(operand, idx)?;
        return Ok(from_bits(bits_of(lw, node, x, from)?, to));
    }
    if fw > tw {
        // Element k of the new minor dimension is bits [8·tw·k, 8·tw·(k+1)) of the operand.
        let (k, prefix) = idx
            .split_last()
            .ok_or_else(|| lw.error(node, "narrowing bitcast without a minor dimension"))?;
        let x = lw.gen(operand, prefix)?;
        let bits = bits_of(lw, node, x, from)?;
        let shift = Expr::Convert(unsigned(fw), Box::new(lw.ix_mul(k.clone(), 8 * tw as i64)));
        let part = bin(BinaryOp::ShrLogical, bits, shift);
        return Ok(from_bits(Expr::Convert(unsigned(tw), Box::new(part)), to));
    }
    let ratio = (tw / fw) as i64;
    if lw.dims(operand)?.last() != Some(&ratio) {
        return Err(lw.error(
            node,
            "widening bitcast without a minor dimension of the ratio",
        ));
    }
    let mut word: Option<Expr> = None;
    for k in 0..ratio {
        let mut at = idx.to_vec();
        at.push(Expr::Int(k, ScalarType::S64));
        let x = lw.gen(operand, &at)?;
        let part = Expr::Convert(unsigned(tw), Box::new(bits_of(lw, node, x, from)?));
        let shift = Expr::Int(8 * fw as i64 * k, unsigned(tw));
        let placed = bin(BinaryOp::Shl, part, shift);
        word = Some(match word {
            Some(w) => bin(BinaryOp::Or, w, placed),
            None => placed,
        });
    }
    let word = word.ok_or_else(|| lw.error(node, "empty bitcast"))?;
    Ok(from_bits(word, to))
}

/// `reduce-precision` on the bit pattern, exactly as XLA (and the interpreter) do it: round
/// the mantissa to nearest even, then flush exponents out of the narrow range to ±0 or ±inf;
/// a NaN stays the same NaN, even with no mantissa bits left (XLA:CPU keeps it; truncating
/// its mantissa would make it an infinity).
fn reduce_precision(lw: &mut Lowerer, node: Node, idx: &[Expr]) -> Result<Expr, LowerError> {
    let operand = lw.operand(node, 0)?;
    let ty = lw.elem_type(operand, 0)?;
    let attrs = &lw.instr(node).attrs;
    let (dest_e, dest_m) = match (attrs.exponent_bits, attrs.mantissa_bits) {
        (Some(e), Some(m)) if e >= 1 && m >= 0 => (e as u64, m as u64),
        _ => return Err(lw.error(node, "needs exponent_bits >= 1 and mantissa_bits >= 0")),
    };
    let f = match ty {
        ScalarType::F32 => Format::new(32, 23),
        ScalarType::F64 => Format::new(64, 52),
        ScalarType::BF16 => Format::new(16, 7),
        t => return Err(lw.error(node, format!("reduce-precision on {t} is not lowered"))),
    };
    let x = lw.gen(operand, idx)?;
    let x = lw.materialize(x)?;
    let bits = lw.materialize(bits_of(lw, node, x, ty)?)?;
    let mut r = bits.clone();
    if dest_m < f.mantissa as u64 {
        r = lw.materialize(f.round_mantissa(r, dest_m as u32))?;
    }
    if dest_e < f.exponent as u64 {
        r = lw.materialize(f.clamp_exponent(r, dest_e as u32))?;
    }
    let magnitude = bin(
        BinaryOp::And,
        bits.clone(),
        f.c(!f.sign_mask & f.width_mask),
    );
    let is_nan = cmp(CmpOp::Gt, magnitude, f.c(f.exp_mask));
    Ok(from_bits(select(is_nan, bits, r), ty))
}

/// A binary float format's bit fields, and reduce-precision's steps on its patterns (held
/// in the unsigned integer type of its width).
struct Format {
    u: ScalarType,
    mantissa: u32,
    exponent: u32,
    width_mask: u64,
    sign_mask: u64,
    exp_mask: u64,
}

impl Format {
    fn new(nbits: u32, mantissa: u32) -> Format {
        let exponent = nbits - 1 - mantissa;
        Format {
            u: unsigned(nbits as usize / 8),
            mantissa,
            exponent,
            width_mask: u64::MAX >> (64 - nbits),
            sign_mask: 1u64 << (nbits - 1),
            exp_mask: ((1u64 << exponent) - 1) << mantissa,
        }
    }

    fn c(&self, v: u64) -> Expr {
        Expr::Int(v as i64, self.u)
    }

    /// Rounds to `dest_m` mantissa bits, to nearest even (a carry correctly bumps the
    /// exponent).
    fn round_mantissa(&self, r: Expr, dest_m: u32) -> Expr {
        let shift = self.mantissa - dest_m;
        let last_bit_mask = 1u64 << shift;
        let base_bias = (last_bit_mask >> 1) - 1;
        let last_bit = bin(
            BinaryOp::ShrLogical,
            bin(BinaryOp::And, r.clone(), self.c(last_bit_mask)),
            self.c(shift as u64),
        );
        let biased = bin(
            BinaryOp::Add,
            bin(BinaryOp::Add, r, last_bit),
            self.c(base_bias),
        );
        let truncation_mask = !(last_bit_mask - 1) & self.width_mask;
        bin(BinaryOp::And, biased, self.c(truncation_mask))
    }

    /// Flushes exponents beyond a `dest_e`-bit exponent's range to ±inf (above) or ±0
    /// (below, denormals of the narrow format included).
    fn clamp_exponent(&self, r: Expr, dest_e: u32) -> Expr {
        let bias = (1u64 << (self.exponent - 1)) - 1;
        let reduced_bias = (1u64 << (dest_e - 1)) - 1;
        let exponent = bin(BinaryOp::And, r.clone(), self.c(self.exp_mask));
        let signed_zero = bin(BinaryOp::And, r.clone(), self.c(self.sign_mask));
        let max_exp = self.c((bias + reduced_bias) << self.mantissa);
        let min_exp = self.c((bias - reduced_bias) << self.mantissa);
        let over = cmp(CmpOp::Gt, exponent.clone(), max_exp);
        let under = cmp(CmpOp::Le, exponent, min_exp);
        let inf = bin(BinaryOp::Or, signed_zero.clone(), self.c(self.exp_mask));
        select(over, inf, select(under, signed_zero, r))
    }
}

fn cmp(op: CmpOp, a: Expr, b: Expr) -> Expr {
    Expr::Cmp {
        op,
        total_order: false,
        lhs: Box::new(a),
        rhs: Box::new(b),
    }
}

fn select(c: Expr, a: Expr, b: Expr) -> Expr {
    Expr::Select(Box::new(c), Box::new(a), Box::new(b))
}
