//! Which operand buffers an instruction may overwrite with its own result (XLA's
//! `CanShareOperandBufferWithUser`), and which state leaves a while body passes through.
//!
//! Sharing is only claimed where the code that runs the instruction reads each element of the
//! shared operand before (or without) writing anything that could clobber an element still to
//! be read:
//!
//! - a loop fusion whose shared parameter reaches the root only through elementwise ops of the
//!   root's dimensions: element `i` of the result depends on element `i` of that operand alone,
//!   and a kernel reads it in the same iteration that writes result element `i`; with several
//!   results (a tuple of arrays of one shape), each may take such an operand, since the kernel
//!   computes every result of an iteration before it stores any (`kiln_codegen::lower::nest`);
//! - a loop fusion rooted at `dynamic-update-slice` whose operand 0 is the shared parameter,
//!   read nowhere else: elements outside the window are copied to themselves, the window is
//!   computed from other operands;
//! - a while loop, leaf by leaf: the loop's state lives in one buffer set for init, body
//!   parameter, body root and result; the runtime copies the init in only where it differs;
//! - a scatter of one operand (the CPU backend's scatter call, or the interpreter, which
//!   reads every operand before writing): element `i` of the result is element `i` of the
//!   operand, combined in place with the updates that land on it, and neither the indices
//!   nor the updates may be that operand (an embedding's gradient, a scatter-add into a
//!   fresh zero table: no copy of the table).
//!
//! Fusions that call computations (reduce, map, sort, ...) are never claimed: their kernels may
//! make several passes over the output.

use super::define_leaves;
use kiln_hlo::{Computation, FusionKind, Instruction, Module, Opcode, Shape};

/// One claim: the result's array leaf `output_leaf` may take the buffer of array leaf
/// `operand_leaf` of operand `operand`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InPlace {
    pub operand: usize,
    pub operand_leaf: usize,
    pub output_leaf: usize,
}

/// The operand leaves `instr` of `comp` may overwrite, best first.
pub fn in_place_operands(module: &Module, comp: &Computation, instr: &Instruction) -> Vec<InPlace> {
    match instr.opcode {
        Opcode::While => {
            let leaves = array_leaf_count(&instr.shape);
            (0..leaves)
                .map(|leaf| InPlace {
                    operand: 0,
                    operand_leaf: leaf,
                    output_leaf: leaf,
                })
                .collect()
        }
        Opcode::Fusion if instr.attrs.fusion_kind == Some(FusionKind::Loop) => {
            loop_fusion_operands(module, comp, instr)
        }
        Opcode::Scatter => scatter_operands(instr),
        _ => Vec::new(),
    }
}

fn loop_fusion_operands(module: &Module, comp: &Computation, instr: &Instruction) -> Vec<InPlace> {
    let Some(fused) = instr.attrs.calls.as_ref().and_then(|c| c.first()) else {
        return Vec::new();
    };
    let fused = module.comp(*fused);
    // The results: one array, or a tuple of arrays of one shape (a multi-output loop fusion).
    let outs: Vec<&kiln_hlo::ArrayShape> = match &instr.shape {
        Shape::Array(out) => vec![out],
        Shape::Tuple(parts) => {
            let arrays: Option<Vec<_>> = parts.iter().map(|p| p.as_array()).collect();
            match arrays {
                Some(a) if !a.is_empty() && a.iter().all(|x| x.dims == a[0].dims) => a,
                _ => return Vec::new(),
            }
        }
        _ => return Vec::new(),
    };
    if fused.instructions.iter().any(calls_computation) {
        return Vec::new();
    }
    let dims = &outs[0].dims;
    let mut claims = Vec::new();
    for (k, operand) in instr.operands.iter().enumerate() {
        let Shape::Array(a) = &comp.instr(*operand).shape else {
            continue;
        };
        let Some(&param) = fused.parameters.get(k) else {
            continue;
        };
        let single = outs.len() == 1;
        let shareable =
            (single && updated_in_place(fused, param)) || read_elementwise(fused, param, dims);
        if !shareable {
            continue;
        }
        for (leaf, out) in outs.iter().enumerate() {
            let same_layout_in_bytes = a.dims == out.dims
                && a.layout == out.layout
                && a.ty.byte_size() == out.ty.byte_size()
                && !a.dynamic.iter().chain(&out.dynamic).any(|d| *d);
            if same_layout_in_bytes {
                claims.push(InPlace {
                    operand: k,
                    operand_leaf: 0,
                    output_leaf: leaf,
                });
            }
        }
    }
    claims
}

/// A one-operand scatter's result may take its operand's buffer (see the module comment).
fn scatter_operands(instr: &Instruction) -> Vec<InPlace> {
    let [operand, indices, updates] = instr.operands[..] else {
        return Vec::new();
    };
    if !matches!(instr.shape, Shape::Array(_)) || operand == indices || operand == updates {
        return Vec::new();
    }
    vec![InPlace {
        operand: 0,
        operand_leaf: 0,
        output_leaf: 0,
    }]
}

fn calls_computation(instr: &Instruction) -> bool {
    let a = &instr.attrs;
    a.to_apply.is_some()
        || a.calls.is_some()
        || a.condition.is_some()
        || a.body.is_some()
        || a.branch_computations.is_some()
        || a.true_computation.is_some()
        || a.select.is_some()
        || a.scatter.is_some()
}

fn users(comp: &Computation, id: kiln_hlo::InstrId) -> Vec<(kiln_hlo::InstrId, usize)> {
    let mut out = Vec::new();
    for (i, instr) in comp.instructions.iter().enumerate() {
        for (k, op) in instr.operands.iter().enumerate() {
            if *op == id {
                out.push((kiln_hlo::InstrId(i as u32), k));
            }
        }
    }
    out
}

/// The root is `dynamic-update-slice(param, ...)` and `param` is read nowhere else.
fn updated_in_place(fused: &Computation, param: kiln_hlo::InstrId) -> bool {
    let root = fused.root_instr();
    root.opcode == Opcode::DynamicUpdateSlice
        && users(fused, param) == vec![(fused.root, 0)]
        && root.operands.iter().skip(1).all(|o| *o != param)
}

/// Every path from `param` to the root (or to the root tuple's operands) goes through
/// elementwise ops of dimensions `dims`.
fn read_elementwise(fused: &Computation, param: kiln_hlo::InstrId, dims: &[i64]) -> bool {
    // Every instruction's readers, found in one pass (a search per visited value made long
    // fused chains quadratic).
    let mut readers: Vec<Vec<kiln_hlo::InstrId>> = vec![Vec::new(); fused.instructions.len()];
    for (i, instr) in fused.instructions.iter().enumerate() {
        for op in &instr.operands {
            if let Some(slot) = readers.get_mut(op.index()) {
                slot.push(kiln_hlo::InstrId(i as u32));
            }
        }
    }
    let mut stack = vec![param];
    let mut seen = std::collections::HashSet::new();
    while let Some(id) = stack.pop() {
        if !seen.insert(id) {
            continue;
        }
        if id == fused.root {
            continue;
        }
        // A multi-output fusion's results are the root tuple's operands: reaching the tuple
        // is reaching a result.
        let root_tuple = fused.root_instr().opcode == Opcode::Tuple;
        // Read by nothing that reaches the root (a dead value): harmless.
        for &user in &readers[id.index()] {
            if root_tuple && user == fused.root {
                continue;
            }
            let u = fused.instr(user);
            let elementwise = u.opcode.is_elementwise()
                && u.opcode != Opcode::Map
                && u.shape.as_array().is_some_and(|a| a.dims == dims)
                && same_width_if_bitcast_convert(fused, u);
            if !elementwise {
                return false;
            }
            stack.push(user);
        }
    }
    true
}

/// A width-changing bitcast-convert adds or drops a dimension: not elementwise.
fn same_width_if_bitcast_convert(comp: &Computation, instr: &Instruction) -> bool {
    if instr.opcode != Opcode::BitcastConvert {
        return true;
    }
    let from = instr
        .operands
        .first()
        .map(|o| comp.instr(*o).shape.element_type());
    from.is_some_and(|t| t.bit_width() == instr.shape.element_type().bit_width())
}

/// Number of array leaves of a shape (tokens own no buffer).
pub fn array_leaf_count(shape: &Shape) -> usize {
    shape.leaves().iter().filter(|s| s.is_array()).count()
}

/// For each array leaf of `body`'s state: whether the body's root returns the parameter's leaf
/// unchanged (through tuples, get-tuple-element, renames and nested pass-through loops).
pub fn pass_through_leaves(
    module: &Module,
    body: &Computation,
) -> Result<Vec<bool>, kiln_hlo::Error> {
    let schedule = body.post_order();
    let mut buffers = Vec::new();
    let mut leaves = vec![Vec::new(); body.instructions.len()];
    for (pos, &id) in schedule.iter().enumerate() {
        leaves[id.index()] = define_leaves(Some(module), body, id, pos, &leaves, &mut buffers)?;
    }
    let root = &leaves[body.root.index()];
    let param = body
        .parameters
        .first()
        .map(|p| leaves[p.index()].clone())
        .unwrap_or_default();
    Ok((0..root.len())
        .map(|i| param.get(i).is_some_and(|p| *p == root[i]))
        .collect())
}
