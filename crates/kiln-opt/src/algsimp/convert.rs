//! Convert rules: a convert to the operand's own type is the operand, and
//! `convert(convert(x: A -> B) -> C)` is `convert(x: A -> C)` when A -> B keeps every value
//! of A exactly (a widening such as f16 -> f32 or s8 -> s32). Then B holds x's exact value
//! and the second convert rounds (or wraps) that same value, so converting x directly gives
//! the same result; when C is A the pair disappears. A narrowing first step (f32 -> f16)
//! rounds, and collapsing it would skip that rounding, so it is never done.

use super::{existing_if_same_shape, operand_id, Cx, RuleResult, Simplified};
use kiln_hlo::{Instruction, Opcode, PrimitiveType};

pub(super) fn convert(cx: &mut Cx, instr: &Instruction) -> RuleResult {
    let x_id = operand_id(instr, 0)?;
    let x = cx.get(x_id);
    let to = instr.shape.element_type();
    if x.shape.element_type() == to {
        return Ok(existing_if_same_shape(cx, instr, x_id));
    }
    if x.opcode != Opcode::Convert {
        return Ok(None);
    }
    let source_id = operand_id(x, 0)?;
    let source = cx.get(source_id).shape.element_type();
    if !preserves_values(source, x.shape.element_type()) {
        return Ok(None);
    }
    if source == to {
        return Ok(existing_if_same_shape(cx, instr, source_id));
    }
    let mut direct = instr.clone();
    direct.operands = vec![source_id];
    Ok(Some(Simplified::New(Box::new(direct))))
}

/// Whether converting from `from` to `to` keeps every value of `from` exactly (XLA's
/// `CastPreservesValues`, restricted to the types whose conversions Kiln's interpreter
/// defines by value: pred, integers, the IEEE floats and complex).
pub(crate) fn preserves_values(from: PrimitiveType, to: PrimitiveType) -> bool {
    use PrimitiveType::*;
    if from == to {
        return true;
    }
    let significand = |t: PrimitiveType| match t {
        F16 => Some(11),
        BF16 => Some(8),
        F32 | C64 => Some(24),
        F64 | C128 => Some(53),
        _ => None,
    };
    let bits = from.bit_width();
    match from {
        Pred => to.is_integral() || significand(to).is_some(),
        _ if from.is_signed_int() => {
            (to.is_signed_int() && to.bit_width() >= bits)
                || significand(to).is_some_and(|s| s >= bits - 1)
        }
        _ if from.is_unsigned_int() => {
            (to.is_unsigned_int() && to.bit_width() >= bits)
                || (to.is_signed_int() && to.bit_width() > bits)
                || significand(to).is_some_and(|s| s >= bits)
        }
        F16 | BF16 => matches!(to, F32 | F64 | C64 | C128),
        F32 => matches!(to, F64 | C64 | C128),
        F64 | C64 => to == C128,
        _ => false,
    }
}
