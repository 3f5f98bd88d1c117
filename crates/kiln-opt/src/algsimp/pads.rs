//! Sums of zero-padded pieces: `add(pad(x, 0), pad(y, 0))` where `x` and `y` land on
//! disjoint ranges of one dimension is one pad of their concatenation.
//!
//! The gradient of `w[i]` (a slice of a stacked parameter, taken in an unrolled loop) is
//! `pad(g_i, 0)` back to `w`'s shape, and the gradient of `w` the sum of all of them: a chain
//! of n full-size adds, n² elements of traffic (a 100-layer loop: 100 adds of 1.6 MB). As one
//! pad of a concatenation it is written once.
//!
//! Exact: an element of `x`'s range is `x + q` in the sum (`q` the other pad's value), one
//! outside both ranges `p + q`. With zero pad values that is `x` itself when `q` is `-0.0`
//! (or an integer zero), and `x + (+0.0)` when `q` is `+0.0` (which turns a `-0.0` into
//! `+0.0`), kept as an add unless `x` can hold no `-0.0` (it is such an add already, or a
//! concatenation or pad of such values: the next link of the chain). The gap between the
//! ranges, and the padding, hold `p + q`.

use super::values::{is_ieee_float, is_int, splat, Scalar};
use super::{helper, operand_id, replacement, Cx, RuleResult};
use kiln_hlo::{Attrs, Error, InstrId, Instruction, Opcode, PadDim, PrimitiveType, Shape};

/// How deep [`never_negative_zero`] looks through concatenations and pads.
const MAX_LOOK: usize = 4;

/// `add(pad(x, p), pad(y, q))` with zero `p` and `q` and `x`, `y` on disjoint ranges of one
/// dimension (the same padding in every other) => `pad(concatenate(x', gap, y'), p + q)`.
pub(super) fn add_of_disjoint_pads(cx: &mut Cx, instr: &Instruction) -> RuleResult {
    let ty = instr.shape.element_type();
    if !(is_int(ty) || is_ieee_float(ty)) {
        return Ok(None);
    }
    let Some(a) = Piece::of(cx, operand_id(instr, 0)?) else {
        return Ok(None);
    };
    let Some(b) = Piece::of(cx, operand_id(instr, 1)?) else {
        return Ok(None);
    };
    let Some(d) = the_one_dimension(&a.padding, &b.padding) else {
        return Ok(None);
    };
    let (first, second) = if a.padding[d].low <= b.padding[d].low {
        (&a, &b)
    } else {
        (&b, &a)
    };
    let first_dims = cx.get(first.operand).shape.dims().to_vec();
    let second_dims = cx.get(second.operand).shape.dims().to_vec();
    let first_end = first.padding[d].low + first_dims[d];
    let gap = second.padding[d].low - first_end;
    if gap < 0 {
        return Ok(None);
    }
    let mut piece_dims = first_dims.clone();
    // The value outside both ranges: +0 if either pad value is +0 (or integer zero).
    let outside = if is_plus_zero(&a.value) { &a } else { &b };
    let mut parts = vec![with_zero_of(cx, instr, first.operand, second)?];
    if gap > 0 {
        piece_dims[d] = gap;
        let fill = cx.broadcast(instr, outside.value_id, ty, &piece_dims, vec![]);
        parts.push(fill);
    }
    parts.push(with_zero_of(cx, instr, second.operand, first)?);
    let length: i64 = first_dims[d] + gap + second_dims[d];
    piece_dims[d] = length;
    let mut concat = helper(
        instr,
        "pieces",
        Opcode::Concatenate,
        Shape::array(ty, piece_dims),
        parts,
    );
    concat.attrs.dimensions = Some(vec![d as i64]);
    let concat = cx.add_simplified(concat)?;
    let mut padding = first.padding.clone();
    padding[d] = PadDim {
        low: first.padding[d].low,
        high: second.padding[d].high,
        interior: 0,
    };
    let attrs = Attrs {
        padding: Some(padding),
        ..Attrs::default()
    };
    Ok(Some(replacement(
        instr,
        Opcode::Pad,
        vec![concat, outside.value_id],
        attrs,
    )))
}

/// One side of the add: a pad of `operand` with the zero `value` (held by `value_id`).
struct Piece {
    operand: InstrId,
    value_id: InstrId,
    value: Scalar,
    padding: Vec<PadDim>,
}

impl Piece {
    fn of(cx: &Cx, id: InstrId) -> Option<Piece> {
        let pad = cx.get(id);
        if pad.opcode != Opcode::Pad {
            return None;
        }
        let (operand, value_id) = (*pad.operands.first()?, *pad.operands.get(1)?);
        let value = splat(cx, value_id)?;
        let zero = value.is_zero_bits() || value.is_float_bits(0.0) || value.is_float_bits(-0.0);
        let padding = pad.attrs.padding.clone()?;
        (zero && padding.len() == pad.shape.dims().len()).then_some(Piece {
            operand,
            value_id,
            value,
            padding,
        })
    }
}

/// The single dimension where the two paddings differ, when it has no interior padding and
/// no negative (cropping) padding in either; every other dimension padded the same.
fn the_one_dimension(a: &[PadDim], b: &[PadDim]) -> Option<usize> {
    let mut differing = (0..a.len()).filter(|&i| a[i] != b[i]);
    let d = differing.next()?;
    if differing.next().is_some() {
        return None;
    }
    let plain = |p: &PadDim| p.interior == 0 && p.low >= 0 && p.high >= 0;
    (plain(&a[d]) && plain(&b[d])).then_some(d)
}

fn is_plus_zero(v: &Scalar) -> bool {
    v.is_zero_bits() || v.is_float_bits(0.0)
}

/// `x + q` (`q` the other piece's pad value) as the sum computes it on `x`'s range.
fn with_zero_of(
    cx: &mut Cx,
    base: &Instruction,
    x: InstrId,
    other: &Piece,
) -> Result<InstrId, Error> {
    if !other.value.is_float_bits(0.0) || never_negative_zero(cx, x, MAX_LOOK) {
        return Ok(x);
    }
    let shape = cx.get(x).shape.clone();
    let ty: PrimitiveType = shape.element_type();
    let zeros = cx.broadcast(base, other.value_id, ty, shape.dims(), vec![]);
    let sum = helper(base, "plus_zero", Opcode::Add, shape, vec![x, zeros]);
    cx.add_simplified(sum)
}

/// Whether no element of `id` can be `-0.0`: a `+0.0` splat, an add of one, or a
/// concatenation or pad (with a `+0.0` value) of such values.
fn never_negative_zero(cx: &Cx, id: InstrId, look: usize) -> bool {
    let instr = cx.get(id);
    let plus_zero = |o: &InstrId| splat(cx, *o).is_some_and(|v| v.is_float_bits(0.0));
    if plus_zero(&id) {
        return true;
    }
    match instr.opcode {
        Opcode::Add => instr.operands.iter().any(plus_zero),
        Opcode::Concatenate if look > 0 => instr
            .operands
            .iter()
            .all(|&o| never_negative_zero(cx, o, look - 1)),
        Opcode::Pad if look > 0 => {
            instr.operands.get(1).is_some_and(plus_zero)
                && instr
                    .operands
                    .first()
                    .is_some_and(|&o| never_negative_zero(cx, o, look - 1))
        }
        _ => false,
    }
}
