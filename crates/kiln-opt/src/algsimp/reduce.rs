//! Reduce rules for reductions with nothing to reduce.
//!
//! * No elements per output (a reduced dimension of size 0): every output is the init
//!   value, so the reduce is `broadcast(init)`, whatever the reducer.
//! * One element per output (every reduced dimension has size 1, or there are none): every
//!   output is `reducer(init, x)`. For a reducer that is one elementwise op of its two
//!   parameters this is `op(broadcast(init), reshape(x))`, which the arithmetic rules then
//!   simplify when init is the op's identity. XLA instead drops the init value, assuming it
//!   is an identity; that changes results when it is not (a sum started at 1), and even for
//!   float add with init `+0.0` (it turns `-0.0` into `+0.0`), so Kiln keeps it.
//!
//! Only single-output reduces are rewritten.

use super::{helper, replacement, Cx, RuleResult};
use kiln_hlo::{Attrs, Computation, Instruction, Opcode, PrimitiveType, Shape};

pub(super) fn reduce(cx: &mut Cx, instr: &Instruction) -> RuleResult {
    let [x_id, init_id] = instr.operands[..] else {
        return Ok(None);
    };
    let (Some(dims), Some(out)) = (&instr.attrs.dimensions, instr.shape.as_array()) else {
        return Ok(None);
    };
    let x_dims = cx.get(x_id).shape.dims().to_vec();
    let mut terms = 1i64;
    for &d in dims {
        match usize::try_from(d).ok().and_then(|d| x_dims.get(d)) {
            Some(&size) => terms = terms.saturating_mul(size),
            None => return Ok(None),
        }
    }
    let (ty, out_dims) = (out.ty, out.dims.clone());
    if terms == 0 {
        let attrs = Attrs {
            dimensions: Some(vec![]),
            ..Attrs::default()
        };
        return Ok(Some(replacement(
            instr,
            Opcode::Broadcast,
            vec![init_id],
            attrs,
        )));
    }
    if terms != 1 {
        return Ok(None);
    }
    let Some(op) = instr
        .attrs
        .to_apply
        .and_then(|c| cx.module.computations.get(c.index()))
        .and_then(|comp| elementwise_reducer(comp, ty))
    else {
        return Ok(None);
    };
    let x = if x_dims == out_dims {
        x_id
    } else {
        let shape = Shape::array(ty, out_dims.clone());
        cx.add_simplified(helper(instr, "reshape", Opcode::Reshape, shape, vec![x_id]))?
    };
    let init = if out_dims.is_empty() {
        init_id
    } else {
        cx.broadcast(instr, init_id, ty, &out_dims, vec![])
    };
    Ok(Some(replacement(
        instr,
        op,
        vec![init, x],
        Attrs::default(),
    )))
}

/// The opcode when `comp` is `op(parameter(0), parameter(1))` (either order) for an
/// associative, commutative elementwise `op`: the reducers whose single-term result is
/// `op(init, x)` in the interpreter. The reducer must compute in the reduce's type `ty`.
pub(crate) fn elementwise_reducer(comp: &Computation, ty: PrimitiveType) -> Option<Opcode> {
    use Opcode::*;
    let root = comp.instructions.get(comp.root.index())?;
    let scalar_of_ty = root.shape.element_type() == ty && root.shape.dims().is_empty();
    if !scalar_of_ty
        || !matches!(
            root.opcode,
            Add | Multiply | Maximum | Minimum | And | Or | Xor
        )
    {
        return None;
    }
    let param = |i: usize| {
        let instr = comp.instructions.get(root.operands.get(i)?.index())?;
        (instr.opcode == Parameter).then_some(instr.attrs.parameter_number?)
    };
    let pair = (param(0)?, param(1)?);
    (root.operands.len() == 2 && (pair == (0, 1) || pair == (1, 0))).then_some(root.opcode)
}
