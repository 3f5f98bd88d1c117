//! Scheduling and buffer assignment for one computation.
//!
//! The schedule is a linear order where operands come before users (the computation's post
//! order). Every array value gets a buffer: parameters and constants keep their own storage,
//! everything else lives in one arena. Tuples, get-tuple-element and pure renames (bitcast,
//! row-major reshape, copy, opt-barrier) are aliases that own no memory. Two arena buffers may
//! share bytes when their live ranges (from the defining instruction to the last use) do not
//! overlap; offsets are chosen like XLA's heap simulator: largest buffers first, each at the
//! lowest offset that does not collide with an already placed buffer live at the same time.
//!
//! With the module at hand ([`assign_program_buffers`]) the assignment also shares buffers the
//! way XLA's does for in-place updates and loops:
//! - an instruction may write its result into an operand's buffer that nothing reads afterwards
//!   (elementwise loop fusions, dynamic-update-slice, a while loop's state; see `in_place`);
//! - a while loop's result leaf that the body passes through unchanged is its init's buffer;
//! - the root's leaves are computed directly in the caller's output buffers
//!   ([`BufferKind::Output`]) when that is safe, see [`RootOutputs`].

mod in_place;

pub use in_place::{in_place_operands, pass_through_leaves, InPlace};

use kiln_hlo::{ArrayShape, Computation, Error, InstrId, Module, Opcode, Shape};

/// Arena offsets are multiples of this (a cache line; also enough for any SIMD load).
pub const ALIGNMENT: usize = 64;

/// Index of a buffer in [`BufferAssignment::buffers`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BufferId(pub u32);

/// Where a buffer's bytes come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BufferKind {
    /// Leaf `leaf` (depth-first over tuples) of parameter `number`.
    Parameter { number: usize, leaf: usize },
    /// The literal of a `constant` instruction.
    Constant(InstrId),
    /// `[offset, offset + bytes)` of the arena.
    Arena { offset: usize },
    /// The caller's output buffer for the root's array leaf `leaf`.
    Output { leaf: usize },
}

/// Where the caller's output buffers are, relative to the computation's parameters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RootOutputs {
    /// The root's leaves stay in the arena; the caller copies them out.
    Copied,
    /// The output buffers share no byte with any parameter or with each other (an entry
    /// computation, a call, a conditional branch): every arena leaf of the root may be computed
    /// in its output buffer.
    Distinct,
    /// Output leaf `i` is parameter 0's array leaf `i` (a while body updating the loop state in
    /// place): an arena leaf of the root may be computed in its output buffer once nothing
    /// reads that parameter leaf any more.
    InPlace,
}

#[derive(Clone, Debug)]
pub struct Buffer {
    pub shape: ArrayShape,
    pub bytes: usize,
    pub kind: BufferKind,
    /// The instruction that defines the buffer.
    pub defined_by: InstrId,
    /// Schedule positions: defined at `live.0`, last read at `live.1` (inclusive).
    pub live: (usize, usize),
}

/// The result: schedule, each instruction's leaf buffers, and the arena size.
#[derive(Clone, Debug)]
pub struct BufferAssignment {
    pub schedule: Vec<InstrId>,
    /// For every instruction (by id), the buffers of its array leaves, depth-first.
    pub leaves: Vec<Vec<BufferId>>,
    pub buffers: Vec<Buffer>,
    pub arena_size: usize,
}

impl BufferAssignment {
    pub fn buffer(&self, id: BufferId) -> &Buffer {
        &self.buffers[id.0 as usize]
    }

    /// Bytes the arena would need without any reuse (for reporting the saving).
    pub fn unshared_bytes(&self) -> usize {
        self.buffers
            .iter()
            .filter(|b| matches!(b.kind, BufferKind::Arena { .. }))
            .map(|b| b.bytes.next_multiple_of(ALIGNMENT))
            .sum()
    }
}

/// Bytes of one array (sub-byte types take a byte per element, as Kiln stores them).
pub fn array_bytes(shape: &ArrayShape) -> Result<usize, Error> {
    let count = kiln_hlo::literal::element_count(&shape.dims).map_err(Error::msg)?;
    count
        .checked_mul(shape.ty.byte_size())
        .ok_or_else(|| Error::msg(format!("{shape} is too large")))
}

/// Assigns buffers for `comp` on its own: aliases and arena reuse only, the root in the arena.
pub fn assign_buffers(comp: &Computation) -> Result<BufferAssignment, Error> {
    assign(None, comp, RootOutputs::Copied)
}

/// Assigns buffers for `comp`, a computation of `module` compiled as a program whose caller
/// passes output buffers as `outputs` says.
pub fn assign_program_buffers(
    module: &Module,
    comp: &Computation,
    outputs: RootOutputs,
) -> Result<BufferAssignment, Error> {
    assign(Some(module), comp, outputs)
}

fn assign(
    module: Option<&Module>,
    comp: &Computation,
    outputs: RootOutputs,
) -> Result<BufferAssignment, Error> {
    let schedule = comp.post_order();
    let mut position = vec![usize::MAX; comp.instructions.len()];
    for (pos, id) in schedule.iter().enumerate() {
        position[id.index()] = pos;
    }
    let mut buffers: Vec<Buffer> = Vec::new();
    let mut leaves: Vec<Vec<BufferId>> = vec![Vec::new(); comp.instructions.len()];
    for (pos, &id) in schedule.iter().enumerate() {
        leaves[id.index()] = define_leaves(module, comp, id, pos, &leaves, &mut buffers)?;
    }
    extend_live_ranges(comp, &schedule, &position, &leaves, &mut buffers);
    if let Some(module) = module {
        let merged = share_in_place(module, comp, &schedule, &mut leaves, &mut buffers);
        place_in_outputs(module, comp, outputs, &schedule, &leaves, &mut buffers);
        compact(&merged, &mut leaves, &mut buffers);
    }
    let arena_size = place_in_arena(&mut buffers);
    Ok(BufferAssignment {
        schedule,
        leaves,
        buffers,
        arena_size,
    })
}

/// The leaf buffers of instruction `id`: aliases of operand leaves, or new buffers.
pub(crate) fn define_leaves(
    module: Option<&Module>,
    comp: &Computation,
    id: InstrId,
    pos: usize,
    leaves: &[Vec<BufferId>],
    buffers: &mut Vec<Buffer>,
) -> Result<Vec<BufferId>, Error> {
    let instr = comp.instr(id);
    let operand_leaves = |i: usize| -> Result<&Vec<BufferId>, Error> {
        let op = instr.operands.get(i).ok_or_else(|| {
            Error::new(instr.span, format!("{}: missing operand {i}", instr.name))
        })?;
        Ok(&leaves[op.index()])
    };
    match instr.opcode {
        Opcode::Tuple => {
            let mut all = Vec::new();
            for i in 0..instr.operands.len() {
                all.extend(operand_leaves(i)?);
            }
            return Ok(all);
        }
        Opcode::GetTupleElement => {
            let operand = comp.instr(instr.operands[0]);
            let range = tuple_element_leaf_range(&operand.shape, instr.attrs.index.unwrap_or(0))
                .ok_or_else(|| {
                    Error::new(instr.span, format!("{}: bad tuple index", instr.name))
                })?;
            return Ok(operand_leaves(0)?[range].to_vec());
        }
        Opcode::Bitcast | Opcode::Reshape | Opcode::Copy | Opcode::OptimizationBarrier => {
            return Ok(operand_leaves(0)?.clone());
        }
        _ => {}
    }
    // State leaves a while body passes through unchanged stay in the init's buffers.
    let pass_through = match (module, instr.opcode, instr.attrs.body) {
        (Some(module), Opcode::While, Some(body)) => {
            let init = operand_leaves(0)?;
            let pass = pass_through_leaves(module, module.comp(body))?;
            (pass.len() == init.len()).then(|| (pass, init.clone()))
        }
        _ => None,
    };
    let mut out = Vec::new();
    for (leaf, shape) in instr.shape.leaves().into_iter().enumerate() {
        let Shape::Array(array) = shape else {
            continue; // tokens own no memory
        };
        if let Some((pass, init)) = &pass_through {
            let i = out.len();
            if pass[i] {
                out.push(init[i]);
                continue;
            }
        }
        let kind = match instr.opcode {
            Opcode::Parameter => BufferKind::Parameter {
                number: instr.attrs.parameter_number.unwrap_or(0) as usize,
                leaf,
            },
            Opcode::Constant => BufferKind::Constant(id),
            _ => BufferKind::Arena { offset: 0 },
        };
        buffers.push(Buffer {
            shape: array.clone(),
            bytes: array_bytes(array)?,
            kind,
            defined_by: id,
            live: (pos, pos),
        });
        out.push(BufferId((buffers.len() - 1) as u32));
    }
    Ok(out)
}

/// Which leaves (depth-first) of a value of `shape` belong to tuple element `index`.
fn tuple_element_leaf_range(shape: &Shape, index: i64) -> Option<std::ops::Range<usize>> {
    let elems = shape.as_tuple()?;
    let index = usize::try_from(index).ok()?;
    let count = |s: &Shape| s.leaves().iter().filter(|l| l.is_array()).count();
    let start: usize = elems.get(..index)?.iter().map(count).sum();
    Some(start..start + count(elems.get(index)?))
}

/// A buffer lives until the last instruction reading any value it is a leaf of; the root's
/// buffers live to the end. Instructions whose leaves are their operands' own (a
/// get-tuple-element, a tuple, a bitcast: see [`define_leaves`]) read no memory: their
/// readers keep those leaves alive. Counting them as readers kept every leaf of a while
/// body's state alive until the last element was taken out of the state tuple, so a body
/// computing its loop counter before taking out another element could not count in place
/// and copied the counter back into the state on every iteration.
fn extend_live_ranges(
    comp: &Computation,
    schedule: &[InstrId],
    position: &[usize],
    leaves: &[Vec<BufferId>],
    buffers: &mut [Buffer],
) {
    for &id in schedule {
        let pos = position[id.index()];
        if aliases_operands(comp.instr(id).opcode) {
            continue;
        }
        for op in &comp.instr(id).operands {
            for b in &leaves[op.index()] {
                let live = &mut buffers[b.0 as usize].live;
                live.1 = live.1.max(pos);
            }
        }
    }
    for b in &leaves[comp.root.index()] {
        buffers[b.0 as usize].live.1 = schedule.len();
    }
}

/// Whether an instruction's leaves are all leaves of its operands ([`define_leaves`]).
fn aliases_operands(opcode: Opcode) -> bool {
    matches!(
        opcode,
        Opcode::Tuple
            | Opcode::GetTupleElement
            | Opcode::Bitcast
            | Opcode::Reshape
            | Opcode::Copy
            | Opcode::OptimizationBarrier
    )
}

/// Lets in-place instructions write into an operand buffer that dies at them: the result's
/// fresh buffer is merged into the operand's. Returns which buffers were merged away.
fn share_in_place(
    module: &Module,
    comp: &Computation,
    schedule: &[InstrId],
    leaves: &mut [Vec<BufferId>],
    buffers: &mut [Buffer],
) -> Vec<bool> {
    let mut merged = vec![false; buffers.len()];
    for (pos, &id) in schedule.iter().enumerate() {
        let instr = comp.instr(id);
        for claim in in_place_operands(module, comp, instr) {
            let Some(&d) = leaves[id.index()].get(claim.output_leaf) else {
                continue;
            };
            let Some(b) = claimed_operand(instr, claim, leaves) else {
                continue;
            };
            let (db, bb) = (&buffers[d.0 as usize], &buffers[b.0 as usize]);
            let shareable = db.defined_by == id
                && matches!(db.kind, BufferKind::Arena { .. })
                && matches!(bb.kind, BufferKind::Arena { .. })
                && bb.live.1 == pos
                && bb.bytes == db.bytes
                && operand_occurrences(instr, leaves, b) == 1;
            if !shareable {
                continue;
            }
            let end = db.live.1.max(pos);
            buffers[b.0 as usize].live.1 = end;
            merged[d.0 as usize] = true;
            for list in leaves.iter_mut() {
                for x in list.iter_mut().filter(|x| **x == d) {
                    *x = b;
                }
            }
        }
    }
    merged
}

/// The operand buffer an in-place claim names.
fn claimed_operand(
    instr: &kiln_hlo::Instruction,
    claim: InPlace,
    leaves: &[Vec<BufferId>],
) -> Option<BufferId> {
    let operand = instr.operands.get(claim.operand)?;
    leaves[operand.index()].get(claim.operand_leaf).copied()
}

/// How many times `b` is among the leaves of `instr`'s operands.
fn operand_occurrences(
    instr: &kiln_hlo::Instruction,
    leaves: &[Vec<BufferId>],
    b: BufferId,
) -> usize {
    instr
        .operands
        .iter()
        .flat_map(|o| &leaves[o.index()])
        .filter(|x| **x == b)
        .count()
}

/// Marks the root's arena leaves that can be computed in the caller's output buffers.
fn place_in_outputs(
    module: &Module,
    comp: &Computation,
    outputs: RootOutputs,
    schedule: &[InstrId],
    leaves: &[Vec<BufferId>],
    buffers: &mut [Buffer],
) {
    if outputs == RootOutputs::Copied {
        return;
    }
    let root = &leaves[comp.root.index()];
    let state = comp
        .parameters
        .first()
        .map(|p| leaves[p.index()].clone())
        .unwrap_or_default();
    for (i, &b) in root.iter().enumerate() {
        let first = !root[..i].contains(&b);
        if !first || !matches!(buffers[b.0 as usize].kind, BufferKind::Arena { .. }) {
            continue;
        }
        let safe = match outputs {
            RootOutputs::InPlace => match state.get(i) {
                Some(&p) => state_leaf_dead_at(module, comp, schedule, leaves, buffers, p, b),
                None => false,
            },
            _ => true,
        };
        if safe {
            buffers[b.0 as usize].kind = BufferKind::Output { leaf: i };
        }
    }
}

/// Whether nothing reads state leaf `p` once `b` starts being written: every read comes
/// before `b`'s definition, or the defining instruction itself updates `p` in place.
fn state_leaf_dead_at(
    module: &Module,
    comp: &Computation,
    schedule: &[InstrId],
    leaves: &[Vec<BufferId>],
    buffers: &[Buffer],
    p: BufferId,
    b: BufferId,
) -> bool {
    let (param, value) = (&buffers[p.0 as usize], &buffers[b.0 as usize]);
    if !matches!(param.kind, BufferKind::Parameter { .. }) {
        return false;
    }
    let def = value.live.0;
    if param.live.1 == param.live.0 || param.live.1 < def {
        return true; // never read, or read only before `b` exists
    }
    if param.live.1 != def {
        return false;
    }
    let id = schedule[def];
    let instr = comp.instr(id);
    operand_occurrences(instr, leaves, p) == 1
        && in_place_operands(module, comp, instr)
            .into_iter()
            .any(|claim| {
                claimed_operand(instr, claim, leaves) == Some(p)
                    && leaves[id.index()].get(claim.output_leaf) == Some(&b)
            })
}

/// Drops merged buffers and renumbers the rest.
fn compact(merged: &[bool], leaves: &mut [Vec<BufferId>], buffers: &mut Vec<Buffer>) {
    if !merged.iter().any(|m| *m) {
        return;
    }
    let mut new_id = vec![u32::MAX; buffers.len()];
    let mut next = 0;
    for (i, m) in merged.iter().enumerate() {
        if !m {
            new_id[i] = next;
            next += 1;
        }
    }
    let mut i = 0;
    buffers.retain(|_| {
        i += 1;
        !merged[i - 1]
    });
    for list in leaves.iter_mut() {
        for x in list.iter_mut() {
            *x = BufferId(new_id[x.0 as usize]);
        }
    }
}

/// Chooses arena offsets (largest first, lowest non-colliding offset); returns the size.
fn place_in_arena(buffers: &mut [Buffer]) -> usize {
    let mut order: Vec<usize> = (0..buffers.len())
        .filter(|&i| matches!(buffers[i].kind, BufferKind::Arena { .. }))
        .collect();
    order.sort_by(|&a, &b| buffers[b].bytes.cmp(&buffers[a].bytes).then(a.cmp(&b)));
    let mut placed: Vec<(usize, usize, (usize, usize))> = Vec::new(); // (offset, size, live)
    let mut arena_size = 0;
    for i in order {
        let size = buffers[i].bytes.max(1).next_multiple_of(ALIGNMENT);
        let live = buffers[i].live;
        let mut busy: Vec<(usize, usize)> = placed
            .iter()
            .filter(|(_, _, l)| l.0 <= live.1 && live.0 <= l.1)
            .map(|&(o, s, _)| (o, o + s))
            .collect();
        busy.sort_unstable();
        let mut offset = 0;
        for (start, end) in busy {
            if offset + size <= start {
                break;
            }
            offset = offset.max(end);
        }
        buffers[i].kind = BufferKind::Arena { offset };
        placed.push((offset, size, live));
        arena_size = arena_size.max(offset + size);
    }
    arena_size
}
