//! Arithmetic, logic, compare and select rules.
//!
//! Identities are matched on constants (or broadcasts of constants) whose elements all have
//! the same bits; see `values`. Each rule says why it is exact where that is not obvious.

use super::values::{
    abs_data, constant_literal, exact_reciprocal, int_scalar, is_constant_like, is_ieee_float,
    is_int, negate_data, pred_scalar, splat, Scalar,
};
use super::{existing_if_same_shape, operand_id, replacement, Cx, RuleResult, Simplified};
use kiln_hlo::{
    ArrayData, ArrayLiteral, Attrs, ComparisonDirection, Error, InstrId, Instruction, Literal,
    Opcode, PrimitiveType,
};

/// The two operands of a binary instruction and the splat values they hold, if any.
struct Binary {
    lhs: InstrId,
    rhs: InstrId,
    lhs_value: Option<Scalar>,
    rhs_value: Option<Scalar>,
}

fn binary(cx: &Cx, instr: &Instruction) -> Result<Binary, Error> {
    let (lhs, rhs) = (operand_id(instr, 0)?, operand_id(instr, 1)?);
    Ok(Binary {
        lhs,
        rhs,
        lhs_value: splat(cx, lhs),
        rhs_value: splat(cx, rhs),
    })
}

/// The operand (lhs or rhs) whose other side's value satisfies `is_identity`.
fn identity_side(b: &Binary, is_identity: impl Fn(&Scalar) -> bool) -> Option<InstrId> {
    if b.rhs_value.as_ref().is_some_and(&is_identity) {
        return Some(b.lhs);
    }
    if b.lhs_value.as_ref().is_some_and(&is_identity) {
        return Some(b.rhs);
    }
    None
}

/// `op(constant, x) => op(x, constant)` for commutative `op`, so that later rules (and
/// later passes) find constants on the right, as XLA canonicalizes.
fn constant_to_rhs(cx: &Cx, instr: &Instruction, b: &Binary) -> Option<Simplified> {
    if is_constant_like(cx, b.lhs) && !is_constant_like(cx, b.rhs) {
        let mut swapped = instr.clone();
        swapped.operands = vec![b.rhs, b.lhs];
        return Some(Simplified::New(Box::new(swapped)));
    }
    None
}

/// An integer zero of `instr`'s shape.
fn int_zeros(cx: &mut Cx, instr: &Instruction) -> Option<Simplified> {
    let shape = instr.shape.as_array()?;
    let zero = int_scalar(shape.ty, 0)?;
    let (ty, dims) = (shape.ty, shape.dims.clone());
    Some(Simplified::Existing(cx.splat(instr, zero, ty, &dims)))
}

fn element_type(instr: &Instruction) -> PrimitiveType {
    instr.shape.element_type()
}

/// `x + 0 => x` (integers); `x + (-0.0) => x` (floats: exact for every x, where
/// `x + (+0.0)` turns `-0.0` into `+0.0` and is left alone); sums of zero-padded pieces on
/// disjoint ranges are one pad (`pads`).
pub(super) fn add(cx: &mut Cx, instr: &Instruction) -> RuleResult {
    let b = binary(cx, instr)?;
    let ty = element_type(instr);
    let identity = |v: &Scalar| {
        (is_int(ty) && v.is_int_value(0)) || (is_ieee_float(ty) && v.is_float_bits(-0.0))
    };
    if let Some(x) = identity_side(&b, identity) {
        return Ok(existing_if_same_shape(cx, instr, x));
    }
    if let Some(pieces) = super::pads::add_of_disjoint_pads(cx, instr)? {
        return Ok(Some(pieces));
    }
    Ok(constant_to_rhs(cx, instr, &b))
}

/// `x - 0 => x` (integers), `x - (+0.0) => x` (floats: `-0.0 - +0.0` is `-0.0`);
/// `x - x => 0` for integers only (for floats, inf - inf and NaN - NaN are NaN).
pub(super) fn subtract(cx: &mut Cx, instr: &Instruction) -> RuleResult {
    let b = binary(cx, instr)?;
    let ty = element_type(instr);
    let zero_rhs = b.rhs_value.as_ref().is_some_and(|v| {
        (is_int(ty) && v.is_int_value(0)) || (is_ieee_float(ty) && v.is_float_bits(0.0))
    });
    if zero_rhs {
        return Ok(existing_if_same_shape(cx, instr, b.lhs));
    }
    if is_int(ty) && b.lhs == b.rhs {
        return Ok(int_zeros(cx, instr));
    }
    Ok(None)
}

/// `x * 1 => x` (integers and floats: exact, NaN stays NaN); `x * 0 => 0` for integers only
/// (for floats, inf * 0 and NaN * 0 are NaN and -x * 0 is -0.0).
pub(super) fn multiply(cx: &mut Cx, instr: &Instruction) -> RuleResult {
    let b = binary(cx, instr)?;
    let ty = element_type(instr);
    let one = |v: &Scalar| {
        (is_int(ty) && v.is_int_value(1)) || (is_ieee_float(ty) && v.is_float_bits(1.0))
    };
    if let Some(x) = identity_side(&b, one) {
        return Ok(existing_if_same_shape(cx, instr, x));
    }
    if is_int(ty) && identity_side(&b, |v| v.is_int_value(0)).is_some() {
        return Ok(int_zeros(cx, instr));
    }
    Ok(constant_to_rhs(cx, instr, &b))
}

/// `x / 1 => x`; `x / c => x * (1/c)` for a float constant `c` whose reciprocal is exact
/// (a power of two): both round the same real number once. XLA multiplies by the reciprocal
/// of any float constant, which changes results; Kiln does not.
pub(super) fn divide(cx: &mut Cx, instr: &Instruction) -> RuleResult {
    let b = binary(cx, instr)?;
    let ty = element_type(instr);
    let Some(c) = &b.rhs_value else {
        return Ok(None);
    };
    if (is_int(ty) && c.is_int_value(1)) || (is_ieee_float(ty) && c.is_float_bits(1.0)) {
        return Ok(existing_if_same_shape(cx, instr, b.lhs));
    }
    let (Some(reciprocal), Some(shape)) = (exact_reciprocal(c), instr.shape.as_array()) else {
        return Ok(None);
    };
    let (ty, dims) = (shape.ty, shape.dims.clone());
    let r = cx.splat(instr, reciprocal, ty, &dims);
    let multiply = replacement(instr, Opcode::Multiply, vec![b.lhs, r], Attrs::default());
    Ok(Some(multiply))
}

/// `-(-x) => x` (exact, integers wrap both ways); `-c` of a constant is folded (a sign flip
/// for floats, wrapping for signed integers), through a broadcast when there is one.
pub(super) fn negate(cx: &mut Cx, instr: &Instruction) -> RuleResult {
    let x = cx.operand(instr, 0)?;
    if x.opcode == Opcode::Negate {
        let inner = operand_id(x, 0)?;
        return Ok(existing_if_same_shape(cx, instr, inner));
    }
    fold_unary_constant(cx, instr, negate_data)
}

/// `|c|` of a constant is folded; `||x|| => |x|`; `|-x| => |x|` for floats and signed
/// integers (negation wraps at the minimum, and so does `abs`). Complex `abs` changes the
/// element type and is left alone.
pub(super) fn abs(cx: &mut Cx, instr: &Instruction) -> RuleResult {
    let x_id = operand_id(instr, 0)?;
    let x = cx.get(x_id);
    let ty = element_type(instr);
    if x.shape.element_type() != ty {
        return Ok(None);
    }
    if x.opcode == Opcode::Abs {
        return Ok(existing_if_same_shape(cx, instr, x_id));
    }
    if x.opcode == Opcode::Negate && (ty.is_signed_int() || is_ieee_float(ty)) {
        let mut direct = instr.clone();
        direct.operands = vec![operand_id(x, 0)?];
        return Ok(Some(Simplified::New(Box::new(direct))));
    }
    fold_unary_constant(cx, instr, abs_data)
}

/// Replaces `op(constant)` or `op(broadcast(constant))` by the folded constant.
fn fold_unary_constant(
    cx: &mut Cx,
    instr: &Instruction,
    f: fn(PrimitiveType, &ArrayData) -> Option<ArrayData>,
) -> RuleResult {
    let x_id = operand_id(instr, 0)?;
    let x = cx.get(x_id);
    let (source, through_broadcast) = match x.opcode {
        Opcode::Broadcast => (operand_id(x, 0)?, Some(x.clone())),
        _ => (x_id, None),
    };
    let Some(a) = constant_literal(cx, source) else {
        return Ok(None);
    };
    let Some(data) = f(a.ty, &a.data) else {
        return Ok(None);
    };
    let folded = Literal::Array(ArrayLiteral {
        ty: a.ty,
        dims: a.dims.clone(),
        data,
    });
    let c = cx.constant(instr, folded);
    let Some(broadcast) = through_broadcast else {
        return Ok(existing_if_same_shape(cx, instr, c));
    };
    let mut b = broadcast;
    b.name = instr.name.clone();
    b.operands = vec![c];
    b.metadata = instr.metadata.clone();
    Ok(Some(Simplified::New(Box::new(b))))
}

/// `max(x, x) => x`, `min(x, x) => x`; `max(x, lowest) => x` and `min(x, highest) => x`
/// (exact: -inf and +inf lose to every value, and NaN propagates either way).
pub(super) fn min_max(cx: &mut Cx, instr: &Instruction) -> RuleResult {
    let b = binary(cx, instr)?;
    let ty = element_type(instr);
    if !(is_int(ty) || is_ieee_float(ty)) {
        return Ok(None);
    }
    if b.lhs == b.rhs {
        return Ok(existing_if_same_shape(cx, instr, b.lhs));
    }
    let identity = |v: &Scalar| match instr.opcode {
        Opcode::Maximum => v.is_lowest(),
        _ => v.is_highest(),
    };
    Ok(identity_side(&b, identity).and_then(|x| existing_if_same_shape(cx, instr, x)))
}

/// `and(x, all-ones) => x`, `or(x, 0) => x`, `xor(x, 0) => x`, `and(x, x) => x`,
/// `or(x, x) => x` (pred and integers).
pub(super) fn bitwise(cx: &mut Cx, instr: &Instruction) -> RuleResult {
    let b = binary(cx, instr)?;
    if b.lhs == b.rhs && instr.opcode != Opcode::Xor {
        return Ok(existing_if_same_shape(cx, instr, b.lhs));
    }
    let identity = |v: &Scalar| match instr.opcode {
        Opcode::And => v.is_all_ones(),
        _ => v.is_zero_bits(),
    };
    Ok(identity_side(&b, identity).and_then(|x| existing_if_same_shape(cx, instr, x)))
}

/// `compare(x, x)` for integers and pred: EQ, LE, GE are true, NE, LT, GT false. (For
/// floats NaN compares unequal to itself, so the result depends on x.)
pub(super) fn compare(cx: &mut Cx, instr: &Instruction) -> RuleResult {
    let (lhs, rhs) = (operand_id(instr, 0)?, operand_id(instr, 1)?);
    let ty = cx.get(lhs).shape.element_type();
    if lhs != rhs || !(is_int(ty) || ty == PrimitiveType::Pred) {
        return Ok(None);
    }
    let Some(direction) = instr.attrs.direction else {
        return Ok(None);
    };
    use ComparisonDirection::*;
    let value = matches!(direction, Eq | Le | Ge);
    let Some(shape) = instr.shape.as_array() else {
        return Ok(None);
    };
    let dims = shape.dims.clone();
    let id = cx.splat(instr, pred_scalar(value), PrimitiveType::Pred, &dims);
    Ok(Some(Simplified::Existing(id)))
}

/// `select(p, x, x) => x`; `select(true, x, y) => x`, `select(false, x, y) => y` for a
/// predicate that is a constant with one value (or a broadcast of one).
pub(super) fn select(cx: &mut Cx, instr: &Instruction) -> RuleResult {
    let (pred, on_true, on_false) = (
        operand_id(instr, 0)?,
        operand_id(instr, 1)?,
        operand_id(instr, 2)?,
    );
    if on_true == on_false {
        return Ok(existing_if_same_shape(cx, instr, on_true));
    }
    let chosen = match splat(cx, pred).and_then(|v| v.as_pred()) {
        Some(true) => on_true,
        Some(false) => on_false,
        None => return Ok(None),
    };
    Ok(existing_if_same_shape(cx, instr, chosen))
}
