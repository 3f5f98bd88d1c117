//! Scheduling and buffer assignment for one computation.
//!
//! The schedule is a linear order where operands come before users (the computation's post
//! order). Every array value gets a buffer: parameters and constants keep their own storage,
//! everything else lives in one arena. Tuples, get-tuple-element and pure renames (bitcast,
//! row-major reshape, copy, opt-barrier) are aliases that own no memory. Two arena buffers may
//! share bytes when their live ranges (from the defining instruction to the last use) do not
//! overlap; offsets are chosen like XLA's heap simulator: largest buffers first, each at the
//! lowest offset that does not collide with an already placed buffer live at the same time.

use kiln_hlo::{ArrayShape, Computation, Error, InstrId, Opcode, Shape};

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

/// Assigns buffers for `comp`.
pub fn assign_buffers(comp: &Computation) -> Result<BufferAssignment, Error> {
    let schedule = comp.post_order();
    let mut position = vec![usize::MAX; comp.instructions.len()];
    for (pos, id) in schedule.iter().enumerate() {
        position[id.index()] = pos;
    }
    let mut buffers: Vec<Buffer> = Vec::new();
    let mut leaves: Vec<Vec<BufferId>> = vec![Vec::new(); comp.instructions.len()];
    for (pos, &id) in schedule.iter().enumerate() {
        leaves[id.index()] = define_leaves(comp, id, pos, &leaves, &mut buffers)?;
    }
    extend_live_ranges(comp, &schedule, &position, &leaves, &mut buffers);
    let arena_size = place_in_arena(&mut buffers);
    Ok(BufferAssignment {
        schedule,
        leaves,
        buffers,
        arena_size,
    })
}

/// The leaf buffers of instruction `id`: aliases of operand leaves, or new buffers.
fn define_leaves(
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
    let mut out = Vec::new();
    for (leaf, shape) in instr.shape.leaves().into_iter().enumerate() {
        let Shape::Array(array) = shape else {
            continue; // tokens own no memory
        };
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
/// buffers live to the end.
fn extend_live_ranges(
    comp: &Computation,
    schedule: &[InstrId],
    position: &[usize],
    leaves: &[Vec<BufferId>],
    buffers: &mut [Buffer],
) {
    for &id in schedule {
        let pos = position[id.index()];
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
