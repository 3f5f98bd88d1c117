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
/// NaNs stay NaN (or become inf when no mantissa bits remain).
fn reduce_precision(lw: &mut Lowerer, node: Node, idx: &[Expr]) -> Result<Expr, LowerError> {
    let operand = lw.operand(node, 0)?;
    let ty = lw.elem_type(operand, 0)?;
    let attrs = &lw.instr(node).attrs;
    let (Some(dest_e), Some(dest_m)) = (attrs.exponent_bits, attrs.mantissa_bits) else {
        return Err(lw.error(
            node,
            "reduce-precision without exponent_bits or mantissa_bits",
        ));
    };
    let (nbits, src_m): (u32, u32) = match ty {
        ScalarType::F32 => (32, 23),
        ScalarType::F64 => (64, 52),
        ScalarType::BF16 => (16, 7),
        t => return Err(lw.error(node, format!("reduce-precision on {t} is not lowered"))),
    };
    if dest_e < 1 || dest_m < 0 {
        return Err(lw.error(
            node,
            "reduce-precision needs exponent_bits >= 1, mantissa_bits >= 0",
        ));
    }
    let u = unsigned(nbits as usize / 8);
    let c = |v: u64| Expr::Int(v as i64, u);
    let x = lw.gen(operand, idx)?;
    let x = lw.materialize(x)?;
    let bits = lw.materialize(bits_of(lw, node, x, ty)?)?;
    let width_mask = if nbits == 64 {
        u64::MAX
    } else {
        (1u64 << nbits) - 1
    };
    let src_e = nbits - 1 - src_m;
    let sign_mask = 1u64 << (nbits - 1);
    let exp_mask = ((1u64 << src_e) - 1) << src_m;
    let mut r = bits.clone();
    if (dest_m as u64) < src_m as u64 {
        let shift = src_m - dest_m as u32;
        let last_bit_mask = 1u64 << shift;
        let base_bias = (last_bit_mask >> 1) - 1;
        let last_bit = bin(
            BinaryOp::ShrLogical,
            bin(BinaryOp::And, r.clone(), c(last_bit_mask)),
            c(shift as u64),
        );
        let biased = bin(BinaryOp::Add, bin(BinaryOp::Add, r, last_bit), c(base_bias));
        r = lw.materialize(bin(
            BinaryOp::And,
            biased,
            c(!(last_bit_mask - 1) & width_mask),
        ))?;
    }
    if (dest_e as u64) < src_e as u64 {
        let bias = (1u64 << (src_e - 1)) - 1;
        let reduced_bias = (1u64 << (dest_e as u32 - 1)) - 1;
        let exponent = bin(BinaryOp::And, r.clone(), c(exp_mask));
        let signed_zero = bin(BinaryOp::And, r.clone(), c(sign_mask));
        let over = cmp(
            CmpOp::Gt,
            exponent.clone(),
            c((bias + reduced_bias) << src_m),
        );
        let under = cmp(CmpOp::Le, exponent, c((bias - reduced_bias) << src_m));
        let inf = bin(BinaryOp::Or, signed_zero.clone(), c(exp_mask));
        let flushed = select(under, signed_zero, r);
        r = lw.materialize(select(over, inf, flushed))?;
    }
    let magnitude = bin(BinaryOp::And, bits.clone(), c(!sign_mask & width_mask));
    let is_nan = cmp(CmpOp::Gt, magnitude, c(exp_mask));
    let nan = if dest_m > 0 { bits } else { c(exp_mask) };
    Ok(from_bits(select(is_nan, nan, r), ty))
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
