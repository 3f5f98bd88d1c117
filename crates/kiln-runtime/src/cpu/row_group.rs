//! Row groups: consecutive kernels that run block of rows by block of rows, so that what one
//! kernel writes for a block is still in cache when the next reads it.
//!
//! Softmax over rows is four kernels (max, shift and exp, sum, divide) and layer norm three;
//! run one after the other over a large input, each reads its operands back from memory. When
//! every kernel's parallel loop runs over the same `P` rows and each accesses the buffers it
//! shares with the others only in the iteration's own row (`kiln_codegen::rows`), running
//! every kernel on rows `[a, b)` before any kernel starts on `[b, c)` gives each row the same
//! operations in the same order, so the results are the same bits. A buffer that the group
//! defines and nothing reads after it (softmax's exponentials) does not even need its full
//! size: it lives in a block-sized scratch, row `r` at `scratch + (r - a)·row_bytes`, which
//! the kernels reach through a base pointer moved back by `a` rows; its kernels are compiled
//! without streaming stores for it (`BufferParam::resident`).
//!
//! Members may split a group row into several rows of their own (a reduction over
//! `[b, h, s, n]` runs over `b·h` rows, the elementwise kernels beside it over `b·h·s`): a row
//! of theirs lies inside a group row of every buffer, so the argument holds for group rows.
//!
//! Legality, beyond the kernels' row access: every buffer a member writes is accessed by rows
//! by every member that touches it; members write no parameter or constant (nor, in a while
//! body, an output that is a parameter's memory); and buffers of the arena that overlap are
//! either the same range accessed by rows (an output written in place over a dead operand) or
//! only read. Blocks are sized so that one block of every row-accessed buffer fits in
//! [`BLOCK_BYTES`] (no group when a single row does not, or one block would be all rows);
//! with several threads, each takes whole blocks with its own scratch.

use super::memory::{SendPtr, Spares};
use super::thunk::{Thunk, ThunkContext};
use kiln_codegen::rows::RowAccess;
use kiln_hlo::InstrId;
use kiln_opt::buffer_assignment::{BufferAssignment, BufferId, BufferKind, RootOutputs};
use std::collections::{BTreeMap, HashSet};

/// What one block of every row-accessed buffer of a group may take: well inside a core's L2.
const BLOCK_BYTES: usize = 512 << 10;

/// A buffer kept in a block-sized scratch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scratch {
    pub buffer: BufferId,
    pub row_bytes: usize,
}

/// Kernels run together block of rows by block of rows.
pub struct RowGroup {
    /// The kernels (each a `Thunk::Kernel` over a multiple of `rows` parallel iterations), in
    /// order.
    pub(crate) members: Vec<Thunk>,
    pub(crate) rows: i64,
    /// Rows per block.
    pub(crate) block: i64,
    pub(crate) scratch: Vec<Scratch>,
    spare: Spares,
}

/// A kernel a group may take: the instruction, its schedule position, its arguments and how
/// its kernel accesses them.
pub(super) struct Candidate {
    pub id: InstrId,
    pub position: usize,
    pub args: Vec<BufferId>,
    pub access: RowAccess,
}

/// A group chosen before its kernels are compiled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct GroupPlan {
    pub members: Vec<InstrId>,
    pub rows: i64,
    pub block: i64,
    pub scratch: Vec<Scratch>,
    /// Buffers a member writes and a later one reads (scratch or not): kept in cache.
    pub shared: Vec<BufferId>,
}

impl GroupPlan {
    /// The kernel arguments of member `id` that must stay in cache: no streaming stores.
    pub fn resident_args(&self, id: InstrId, args: &[BufferId]) -> Vec<usize> {
        if !self.members.contains(&id) {
            return Vec::new();
        }
        (0..args.len())
            .filter(|&i| {
                self.shared.contains(&args[i]) || self.scratch.iter().any(|s| s.buffer == args[i])
            })
            .collect()
    }
}

/// How a set of kernels uses one buffer.
#[derive(Default)]
struct Use {
    written: bool,
    by_rows: bool,
    /// Index of the first member that touches it, and whether that member writes it.
    first: Option<(usize, bool)>,
    /// Some member other than the first reads it.
    read_later: bool,
}

/// The most kernels one group takes. Checking a longer run costs time in its length, so
/// without a bound thousands of consecutive small kernels made planning quadratic; the
/// groups that pay (softmax's four passes, layer norm's three) are far shorter.
const MAX_MEMBERS: usize = 32;

/// The groups among `run`, consecutive kernels of one program (no other thunk between them),
/// in order; the rest stay alone.
pub(super) fn plan(
    run: &[Candidate],
    assignment: &BufferAssignment,
    root_leaves: &[BufferId],
    outputs: RootOutputs,
) -> Vec<GroupPlan> {
    let mut groups = Vec::new();
    let mut start = 0;
    while start < run.len() {
        // The longest legal run from `start`, and how its members use their buffers.
        let mut end = start + 1;
        let mut legal = None;
        while let Some(map) = run
            .get(end)
            .filter(|_| end - start < MAX_MEMBERS)
            .and_then(|_| uses(&run[start..=end], assignment, outputs))
        {
            legal = Some(map);
            end += 1;
        }
        if let Some(map) = legal {
            if let Some(g) = finish(&run[start..end], map, assignment, root_leaves) {
                groups.push(g);
            }
        }
        start = end;
    }
    groups
}

/// The group's rows: the coarsest member's, when every member's parallel loop splits each of
/// them into a whole number of its own rows (a reduction over `[b, h, s, n]` runs over the
/// `b·h` leading rows, the elementwise kernels beside it over `b·h·s`: a row of theirs lies
/// inside a row of the reduction's, for every buffer).
fn group_rows(members: &[Candidate]) -> Option<i64> {
    let rows = members.iter().map(|c| c.access.rows).min()?;
    members
        .iter()
        .all(|c| c.access.rows % rows == 0)
        .then_some(rows)
}

/// Every buffer the members touch and how, or `None` when they may not run as one group.
fn uses(
    members: &[Candidate],
    assignment: &BufferAssignment,
    outputs: RootOutputs,
) -> Option<BTreeMap<BufferId, Use>> {
    let rows = group_rows(members)?;
    let mut map: BTreeMap<BufferId, Use> = BTreeMap::new();
    for (m, c) in members.iter().enumerate() {
        if c.access.buffers.len() != c.args.len() {
            return None;
        }
        for (&id, access) in c.args.iter().zip(&c.access.buffers) {
            if !access.read && !access.written {
                continue;
            }
            let u = map.entry(id).or_insert(Use {
                by_rows: true,
                ..Use::default()
            });
            u.written |= access.written;
            u.by_rows &= access.by_rows;
            match u.first {
                None => u.first = Some((m, access.written)),
                Some((first, _)) if first != m => u.read_later |= access.read,
                Some(_) => {}
            }
        }
    }
    for (&id, u) in &map {
        let buffer = assignment.buffers.get(id.0 as usize)?;
        let rows_fit = buffer.bytes % rows as usize == 0;
        if u.written && !(u.by_rows && rows_fit) {
            return None;
        }
        let writable = match buffer.kind {
            BufferKind::Arena { .. } => true,
            BufferKind::Output { .. } => outputs != RootOutputs::InPlace,
            BufferKind::Parameter { .. } | BufferKind::Constant(_) => false,
        };
        if u.written && !writable {
            return None;
        }
    }
    // Arena buffers that share bytes: the same range accessed by rows, or both only read.
    let arena: Vec<(BufferId, usize, usize)> = map
        .keys()
        .filter_map(|&id| match assignment.buffer(id).kind {
            BufferKind::Arena { offset } => Some((id, offset, assignment.buffer(id).bytes)),
            _ => None,
        })
        .collect();
    for (i, &(a, a_off, a_len)) in arena.iter().enumerate() {
        for &(b, b_off, b_len) in &arena[i + 1..] {
            let overlap = a_off < b_off + b_len && b_off < a_off + a_len;
            let (ua, ub) = (&map[&a], &map[&b]);
            let same_rows = a_off == b_off && a_len == b_len && ua.by_rows && ub.by_rows;
            if overlap && (ua.written || ub.written) && !same_rows {
                return None;
            }
        }
    }
    Some(map)
}

/// The group of `members` (already legal together), or `None` when running them together
/// saves nothing: no member reads what an earlier one wrote.
fn finish(
    members: &[Candidate],
    map: BTreeMap<BufferId, Use>,
    assignment: &BufferAssignment,
    root_leaves: &[BufferId],
) -> Option<GroupPlan> {
    let rows = group_rows(members)?;
    let shared: Vec<BufferId> = map
        .iter()
        .filter(|(_, u)| u.read_later && matches!(u.first, Some((_, true))))
        .map(|(&id, _)| id)
        .collect();
    if shared.is_empty() {
        return None;
    }
    let ids: HashSet<InstrId> = members.iter().map(|c| c.id).collect();
    let last = members.last()?.position;
    let row_bytes = |id: BufferId| assignment.buffer(id).bytes / rows as usize;
    let scratch: Vec<Scratch> = map
        .iter()
        .filter(|(&id, u)| {
            let b = assignment.buffer(id);
            u.by_rows
                && matches!(u.first, Some((_, true)))
                && matches!(b.kind, BufferKind::Arena { .. })
                && ids.contains(&b.defined_by)
                && b.live.1 <= last
                && !root_leaves.contains(&id)
        })
        .map(|(&id, _)| Scratch {
            buffer: id,
            row_bytes: row_bytes(id),
        })
        .collect();
    let per_row: usize = map
        .iter()
        .filter(|(_, u)| u.by_rows)
        .map(|(&id, _)| row_bytes(id))
        .sum();
    let block = (BLOCK_BYTES / per_row.max(1)).clamp(1, rows as usize) as i64;
    if block >= rows || per_row > BLOCK_BYTES {
        // One block is the kernels one after the other, less their threads' split; a row
        // larger than the budget would not stay in cache between the kernels.
        return None;
    }
    Some(GroupPlan {
        members: members.iter().map(|c| c.id).collect(),
        rows,
        block,
        scratch,
        shared,
    })
}

impl RowGroup {
    /// The group of `members` (kernel thunks), checked to be kernels over `rows` iterations
    /// whose arguments include every scratch buffer.
    pub fn new(
        members: Vec<Thunk>,
        rows: i64,
        block: i64,
        scratch: Vec<Scratch>,
    ) -> Result<RowGroup, String> {
        Self::check(&members, rows, block, &scratch)?;
        Ok(RowGroup {
            members,
            rows,
            block,
            scratch,
            spare: Spares::default(),
        })
    }

    /// Why `members` cannot make a row group with these rows, block and scratch, if so.
    pub fn check(
        members: &[Thunk],
        rows: i64,
        block: i64,
        scratch: &[Scratch],
    ) -> Result<(), String> {
        let kernels_fit = members.iter().all(|t| {
            matches!(t, Thunk::Kernel { parallel_extent, .. }
                if rows > 0 && *parallel_extent >= rows && *parallel_extent % rows == 0)
        });
        if members.len() < 2 || rows < 2 || !kernels_fit {
            return Err("a row group needs two kernels or more over whole rows".into());
        }
        if block < 1 || block > rows {
            return Err("a row group's block is not within its rows".into());
        }
        let args = |t: &Thunk| match t {
            Thunk::Kernel { args, .. } => args.clone(),
            _ => Vec::new(),
        };
        let touched: HashSet<BufferId> = members.iter().flat_map(args).collect();
        let distinct: HashSet<BufferId> = scratch.iter().map(|s| s.buffer).collect();
        if distinct.len() != scratch.len() || !distinct.is_subset(&touched) {
            return Err("a row group's scratch is not among its kernels' buffers".into());
        }
        Ok(())
    }

    /// One line for `--explain`.
    pub fn describe(&self) -> String {
        let names: Vec<&str> = self
            .members
            .iter()
            .filter_map(|t| match t {
                Thunk::Kernel { name, .. } => Some(name.as_str()),
                _ => None,
            })
            .collect();
        format!(
            "{}: {} rows in blocks of {}, {} buffer(s) in block scratch",
            names.join(" + "),
            self.rows,
            self.block,
            self.scratch.len()
        )
    }

    /// Scratch bytes one block takes (each buffer's block 64-byte aligned).
    fn block_bytes(&self) -> usize {
        let rows = self.block as usize;
        self.scratch
            .iter()
            .map(|s| (s.row_bytes * rows).next_multiple_of(64))
            .sum()
    }

    pub fn run(&self, ctx: &ThunkContext, buffers: &[SendPtr]) {
        let blocks = (self.rows + self.block - 1) / self.block;
        let threads = ctx.pool.as_ref().map_or(1, |p| p.current_num_threads()) as i64;
        if threads <= 1 || blocks < 2 {
            self.run_rows(buffers, 0, self.rows);
            return;
        }
        let tasks = (threads * 4).min(blocks);
        let per_task = (blocks + tasks - 1) / tasks * self.block;
        let pool = ctx.pool.as_ref().expect("threads > 1 implies a pool");
        pool.scope(|scope| {
            for start in (0..self.rows).step_by(per_task as usize) {
                let end = (start + per_task).min(self.rows);
                scope.spawn(move |_| self.run_rows(buffers, start, end));
            }
        });
    }

    /// Rows `[start, end)`, block by block, every member on a block before the next block.
    fn run_rows(&self, buffers: &[SendPtr], start: i64, end: i64) {
        let mut scratch = self.spare.take((self.block_bytes() + 64).div_ceil(8));
        // 64-byte aligned bases of each scratch buffer's block.
        let base = scratch.as_mut_ptr() as usize;
        let mut next = base.next_multiple_of(64);
        let bases: Vec<usize> = self
            .scratch
            .iter()
            .map(|s| {
                let at = next;
                next += (s.row_bytes * self.block as usize).next_multiple_of(64);
                at
            })
            .collect();
        let _ftz = super::denormals::FlushDenormals::enable();
        let mut raw: Vec<*mut u8> = Vec::new();
        let mut first = start;
        while first < end {
            let last = (first + self.block).min(end);
            for member in &self.members {
                let Thunk::Kernel {
                    kernel,
                    args,
                    parallel_extent,
                    ..
                } = member
                else {
                    continue;
                };
                // The member's own rows per group row.
                let k = parallel_extent / self.rows;
                raw.clear();
                raw.extend(args.iter().map(|id| {
                    match self.scratch.iter().position(|s| s.buffer == *id) {
                        // Row `first` of the buffer at the block's start: the kernel indexes
                        // rows from the buffer's start, so the base moves back `first` rows.
                        Some(i) => (bases[i] as *mut u8)
                            .wrapping_sub(first as usize * self.scratch[i].row_bytes),
                        None => buffers[id.0 as usize].0,
                    }
                }));
                // SAFETY: every buffer is the kernel's own, sized by the buffer assignment,
                // or a scratch whose block holds rows `[first, last)`, the only rows of it
                // iterations `[first, last)` access (`rows`); other tasks run other rows.
                unsafe { kernel.call(&raw, first * k, last * k) };
            }
            first = last;
        }
        self.spare.give(scratch);
    }
}
