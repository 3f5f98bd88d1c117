//! `scatter` over the buffers: the results start as copies of the operands, then every
//! update element is combined into the element it lands on with `to_apply` (see
//! `combine.rs`), in the interpreter's order (kiln-eval `gather_scatter/scatter.rs`): batch
//! positions of the indices in row-major order and, within one, the update window in
//! row-major order, so duplicate indices accumulate identically. A start whose window does
//! not fit entirely inside the operand is skipped as a whole, as XLA:CPU does; indices are
//! never used before that check.
//!
//! A combiner that returns its inputs, or is one binary op with a row loop
//! (`ScalarBinaryOp::accumulate_row`), runs over the window's contiguous runs at once (rows
//! of `t.at[i].add(u)`): the same element order, one native loop per run. Windows are
//! decoded a block at a time (one typed loop over the indices where there is one batch
//! dimension), and a window that is one run (`segment_sum`'s rows) is combined a whole block
//! per call (`ScalarBinaryOp::accumulate_windows`).

use super::buffer::{index_value, operand_bufs, result_bufs_in_place, Buf, ByteView, Plain};
use super::combine::{Combine, Rows};
use super::gather_prefetch::prefetch_line;
use super::{advance, LibraryCall, PlanContext};
use crate::cpu::memory::SendPtr;
use kiln_eval::{RowElement, ScalarBinaryOp};
use kiln_hlo::{CompId, Error, Module, PrimitiveType, ScatterDims};
use plan::Plan;

mod plan;

/// The row paths decode windows in blocks of at most `BLOCK` windows (fewer for large
/// windows: about `BLOCK_BYTES` of result per block), and prefetch the result lines of the
/// next block (at most `PREFETCH_BYTES` of each window) before combining the current one:
/// windows land at data-dependent places that the hardware prefetchers cannot predict. Only
/// results of more than `PREFETCH_MIN_BYTES` are prefetched: one that stays in the L2 cache
/// (`segment_sum`'s 1000 rows) ran about 3x slower with prefetches of its lines.
const BLOCK: usize = 64;
const BLOCK_BYTES: usize = 16384;
const PREFETCH_BYTES: usize = 4096;
const PREFETCH_MIN_BYTES: usize = 1 << 20;

/// How far ahead (in bytes of updates) the rows path prefetches the updates: they are read
/// in order, but between random result rows the hardware prefetchers fall behind
/// (`segment_sum`'s rows in a microbenchmark: 1.0 -> 0.75 ms).
const UPDATE_AHEAD_BYTES: usize = 4096;

/// One planned scatter.
pub struct ScatterCall {
    pub(crate) operands: Vec<Buf>,
    pub(crate) indices: Buf,
    pub(crate) updates: Vec<Buf>,
    pub(crate) results: Vec<Buf>,
    /// The dimension numbers and `to_apply` alone in a module (`None` when it calls other
    /// computations): what a cache entry stores to plan the call again.
    pub(crate) dims: ScatterDims,
    pub(crate) to_apply: Option<Module>,
    combine: Combine,
    /// How the combiner runs over the window's runs, if it can.
    rows: Option<Rows>,
    plan: Plan,
}

/// Plans the scatter in `ctx`, or says why it stays on the interpreter.
pub fn plan(ctx: &PlanContext) -> Result<Box<dyn LibraryCall>, String> {
    let instr = ctx.instruction();
    let count = instr.operands.len();
    if count < 3 || count.is_multiple_of(2) {
        return Err("scatter takes N operands, indices and N updates".into());
    }
    let n = (count - 1) / 2;
    let one = |i: usize| -> Result<Buf, String> {
        let [b] = operand_bufs(ctx, i)?
            .try_into()
            .map_err(|_| "expected an array operand")?;
        Ok(b)
    };
    let operands = (0..n).map(one).collect::<Result<Vec<_>, _>>()?;
    let indices = one(n)?;
    let updates = (n + 1..count).map(one).collect::<Result<Vec<_>, _>>()?;
    // A result may take its operand's buffer (buffer assignment's in-place rule): the
    // windows are then combined into it without the copy.
    let results = result_bufs_in_place(ctx, n)?;
    let dims = instr
        .attrs
        .scatter_dims
        .clone()
        .ok_or("scatter needs dimension numbers")?;
    let comp = instr.attrs.to_apply.ok_or("scatter needs `to_apply`")?;
    let parts = (operands, indices, updates, results);
    ScatterCall::from_parts(parts, dims, ctx.module, comp).map(|call| Box::new(call) as _)
}

/// A scatter's buffers: operands, indices, updates, results.
pub(crate) type ScatterBufs = (Vec<Buf>, Buf, Vec<Buf>, Vec<Buf>);

impl ScatterCall {
    /// The call over `bufs` with dimension numbers `dims`, combining with computation
    /// `to_apply` of `module`, or why the library cannot compute it (also how a cache entry's
    /// stored parts are checked).
    pub(crate) fn from_parts(
        bufs: ScatterBufs,
        dims: ScatterDims,
        module: &Module,
        to_apply: CompId,
    ) -> Result<ScatterCall, String> {
        let (operands, indices, updates, results) = bufs;
        let n = operands.len();
        let (Some(o0), Some(u0)) = (operands.first(), updates.first()) else {
            return Err("scatter takes N operands, indices and N updates".into());
        };
        let matches = results.len() == n
            && updates.len() == n
            && operands
                .iter()
                .zip(&updates)
                .zip(&results)
                .all(|((o, u), r)| {
                    o.dims == o0.dims
                        && u.dims == u0.dims
                        && u.ty == o.ty
                        && r.ty == o.ty
                        && r.dims == o.dims
                });
        if !matches {
            return Err("scatter operands, updates and results do not match".into());
        }
        if !matches!(
            indices.ty,
            PrimitiveType::S8
                | PrimitiveType::S16
                | PrimitiveType::S32
                | PrimitiveType::S64
                | PrimitiveType::U8
                | PrimitiveType::U16
                | PrimitiveType::U32
                | PrimitiveType::U64
        ) {
            return Err(format!(
                "scatter indices of type {} are not supported",
                indices.ty
            ));
        }
        let plan = Plan::new(&o0.dims, &u0.dims, &indices.dims, &dims)?;
        let types: Vec<PrimitiveType> = operands.iter().map(|o| o.ty).collect();
        let combine = Combine::plan(module, to_apply, &types)?;
        let rows = combine.rows().filter(|rows| match rows {
            Rows::Copy => true,
            Rows::Binary(_) => n == 1,
        });
        Ok(ScatterCall {
            rows,
            to_apply: computation_alone(module, to_apply),
            operands,
            indices,
            updates,
            results,
            dims,
            combine,
            plan,
        })
    }
}

/// Computation `comp` of `module` as the only computation of a module, `None` when it calls
/// others: a combiner or comparator as a cache entry stores it.
pub(crate) fn computation_alone(module: &Module, comp: CompId) -> Option<Module> {
    let computation = module.computations.get(comp.index())?;
    let calls = computation
        .instructions
        .iter()
        .any(|i| !i.called_computations().is_empty());
    (!calls).then(|| Module {
        name: String::new(),
        config: Default::default(),
        computations: vec![computation.clone()],
        entry: CompId(0),
        stack_frames: None,
    })
}

impl LibraryCall for ScatterCall {
    fn as_any(&self) -> Option<&dyn std::any::Any> {
        Some(self)
    }

    fn run(&self, buffers: &[SendPtr]) -> Result<(), Error> {
        let indices = self.indices.bytes(buffers)?;
        match self.rows {
            Some(Rows::Copy) => self.copy_rows(buffers, &indices),
            Some(Rows::Binary(op)) => {
                use PrimitiveType::*;
                match op.ty {
                    F32 => self.combine_rows::<f32>(&op, buffers, &indices),
                    F64 => self.combine_rows::<f64>(&op, buffers, &indices),
                    S8 => self.combine_rows::<i8>(&op, buffers, &indices),
                    S16 => self.combine_rows::<i16>(&op, buffers, &indices),
                    S32 => self.combine_rows::<i32>(&op, buffers, &indices),
                    S64 => self.combine_rows::<i64>(&op, buffers, &indices),
                    U8 => self.combine_rows::<u8>(&op, buffers, &indices),
                    U16 => self.combine_rows::<u16>(&op, buffers, &indices),
                    U32 => self.combine_rows::<u32>(&op, buffers, &indices),
                    U64 => self.combine_rows::<u64>(&op, buffers, &indices),
                    ty => Err(Error::msg(format!(
                        "internal error: no scatter row loop for {ty}"
                    ))),
                }
            }
            None => self.combine_elements(buffers, &indices),
        }
    }
}

impl ScatterCall {
    /// Calls `f(operand offset, update offset)` for the first element of every window that
    /// fits in the operand, in batch order.
    fn for_each_window(
        &self,
        indices: &ByteView,
        mut f: impl FnMut(usize, usize) -> Result<(), Error>,
    ) -> Result<(), Error> {
        let p = &self.plan;
        let rank = p.operand_dims.len();
        let mut start = vec![0i64; rank];
        if let ([positions], [index_stride], [update_stride], []) = (
            &p.batch_dims[..],
            &p.batch_index_strides[..],
            &p.batch_update_strides[..],
            &p.batching[..],
        ) {
            // One batch dimension (rows of `t.at[i]`): the same walk without the
            // multi-index.
            for b in 0..*positions {
                let base = b * index_stride;
                for (k, &d) in p.index_map.iter().enumerate() {
                    start[d] =
                        index_value(self.indices.ty, indices.bits(base + k * p.vector_stride));
                }
                if let Some(op_base) = p.window_offset(&start) {
                    f(op_base, b * update_stride)?;
                }
            }
            return Ok(());
        }
        let mut batch = vec![0usize; p.batch_dims.len()];
        let positions: usize = p.batch_dims.iter().product();
        for _ in 0..positions {
            start.iter_mut().for_each(|s| *s = 0);
            let base: usize = batch
                .iter()
                .zip(&p.batch_index_strides)
                .map(|(&i, &s)| i * s)
                .sum();
            for (k, &d) in p.index_map.iter().enumerate() {
                start[d] = index_value(self.indices.ty, indices.bits(base + k * p.vector_stride));
            }
            for &(d, b) in &p.batching {
                start[d] = batch[b] as i64;
            }
            if let Some(op_base) = p.window_offset(&start) {
                let upd_base: usize = batch
                    .iter()
                    .zip(&p.batch_update_strides)
                    .map(|(&i, &s)| i * s)
                    .sum();
                f(op_base, upd_base)?;
            }
            advance(&mut batch, |d| p.batch_dims[d]);
        }
        Ok(())
    }

    /// The general path: the combiner applied element by element.
    fn combine_elements(&self, buffers: &[SendPtr], indices: &ByteView) -> Result<(), Error> {
        let p = &self.plan;
        let mut outs: Vec<&mut [u8]> = Vec::with_capacity(self.results.len());
        for (r, o) in self.results.iter().zip(&self.operands) {
            let out = r.write_bytes(buffers)?;
            if r.id != o.id {
                out.copy_from_slice(o.bytes(buffers)?.bytes);
            }
            outs.push(out);
        }
        let updates: Vec<ByteView> = self
            .updates
            .iter()
            .map(|u| u.bytes(buffers))
            .collect::<Result<_, _>>()?;
        let mut combine = self.combine.clone();
        self.for_each_window(indices, |op_base, upd_base| {
            for (&o, &u) in p.operand_offsets.iter().zip(&p.update_offsets) {
                combine
                    .apply(&mut outs, op_base + o, &updates, upd_base + u)
                    .map_err(Error::msg)?;
            }
            Ok(())
        })
    }

    /// Calls `f(block)` with the first elements (in operand and updates) of the windows that
    /// fit, in batch order, `block_len` windows at a time (fewer in the last block).
    /// `update` is the updates' first byte and element size, whose windows the rows path
    /// prefetches ahead.
    fn for_each_block(
        &self,
        indices: &ByteView,
        block_len: usize,
        update: (*const u8, usize),
        mut f: impl FnMut(&[(usize, usize)]) -> Result<(), Error>,
    ) -> Result<(), Error> {
        use PrimitiveType::*;
        let bytes = indices.bytes;
        let mut block = Vec::with_capacity(block_len);
        let b = &mut block;
        match self.indices.ty {
            S8 => self.decode_rows(&typed::<i8>(bytes), update, b, &mut f),
            S16 => self.decode_rows(&typed::<i16>(bytes), update, b, &mut f),
            S32 => self.decode_rows(&typed::<i32>(bytes), update, b, &mut f),
            S64 => self.decode_rows(&typed::<i64>(bytes), update, b, &mut f),
            U8 => self.decode_rows(&typed::<u8>(bytes), update, b, &mut f),
            U16 => self.decode_rows(&typed::<u16>(bytes), update, b, &mut f),
            U32 => self.decode_rows(&typed::<u32>(bytes), update, b, &mut f),
            U64 => self.decode_rows(&typed::<u64>(bytes), update, b, &mut f),
            _ => None,
        }
        .unwrap_or_else(|| {
            self.for_each_window(indices, |o, u| {
                block.push((o, u));
                if block.len() == block.capacity() {
                    f(&block)?;
                    block.clear();
                }
                Ok(())
            })
        })?;
        if block.is_empty() {
            Ok(())
        } else {
            f(&block)
        }
    }

    /// `for_each_window` for one batch dimension and no batching dimensions (rows of
    /// `t.at[i]`, `segment_sum`), as one loop over indices of type `I`, pushing windows onto
    /// `block` and handing it to `f` when full (what is left stays in `block`), with the
    /// update window `UPDATE_AHEAD_BYTES` later prefetched (`update`: the updates' first
    /// byte and element size); `None` for other dimension numbers, or where the indices are
    /// not a whole number of `I`s.
    fn decode_rows<I: IndexElement>(
        &self,
        indices: &Option<&[I]>,
        (update, size): (*const u8, usize),
        block: &mut Vec<(usize, usize)>,
        f: &mut impl FnMut(&[(usize, usize)]) -> Result<(), Error>,
    ) -> Option<Result<(), Error>> {
        let p = &self.plan;
        let (Some(indices), [positions], [index_stride], [update_stride], []) = (
            indices,
            &p.batch_dims[..],
            &p.batch_index_strides[..],
            &p.batch_update_strides[..],
            &p.batching[..],
        ) else {
            return None;
        };
        // Per index vector element: its stride in the indices, the largest start whose
        // window fits (starts along other dimensions are 0, which fits), the operand stride.
        let dims: Vec<(usize, i64, usize)> = p
            .index_map
            .iter()
            .enumerate()
            .map(|(k, &d)| {
                let last = p.operand_dims[d] - p.extent[d];
                (k * p.vector_stride, last, p.operand_strides[d])
            })
            .collect();
        let window_bytes = (p.operand_offsets.len() * size).max(1);
        let ahead = (UPDATE_AHEAD_BYTES / window_bytes).max(1);
        let decode = |b: usize| {
            if b + ahead < *positions {
                self.prefetch_window(update, (b + ahead) * update_stride, size, true);
            }
            let base = b * index_stride;
            let mut offset = 0usize;
            let mut fits = true;
            for &(at, last, stride) in &dims {
                let start = indices[base + at].start();
                fits &= start >= 0 && start <= last;
                offset = offset.wrapping_add((start as usize).wrapping_mul(stride));
            }
            if fits {
                block.push((offset, b * update_stride));
                if block.len() == block.capacity() {
                    f(block)?;
                    block.clear();
                }
            }
            Ok(())
        };
        Some((0..*positions).try_for_each(decode))
    }

    /// The number of windows a block holds: about `BLOCK_BYTES` of result.
    fn block_len(&self, size: usize) -> usize {
        let window = self.plan.operand_offsets.len() * size;
        (BLOCK_BYTES / window.max(1)).clamp(1, BLOCK)
    }

    /// Prefetches the window at element `offset` of the result (`in_updates` false: the
    /// runs' operand offsets) or the updates, whose first byte is `base`: at most
    /// `PREFETCH_BYTES` of it.
    #[inline(always)]
    fn prefetch_window(&self, base: *const u8, offset: usize, size: usize, in_updates: bool) {
        let mut budget = PREFETCH_BYTES;
        for run in &self.plan.runs {
            let bytes = (run.len * size).min(budget);
            budget -= bytes;
            let start = if in_updates { run.update } else { run.operand };
            let first = (offset + start) * size;
            let mut at = first & !63;
            while at < first + bytes {
                prefetch_line(base.wrapping_add(at));
                at += 64;
            }
        }
    }

    /// Calls `f(block)` for every block of windows in turn (`for_each_block`, given the
    /// updates `update`), with the result lines of the next block prefetched first where the
    /// result (`out_bytes` at `out`) is large.
    fn for_each_prefetched(
        &self,
        indices: &ByteView,
        (out, out_bytes): (*const u8, usize),
        update: (*const u8, usize),
        mut f: impl FnMut(&[(usize, usize)]) -> Result<(), Error>,
    ) -> Result<(), Error> {
        let size = update.1;
        let block_len = self.block_len(size);
        if out_bytes <= PREFETCH_MIN_BYTES {
            return self.for_each_block(indices, block_len, update, f);
        }
        let mut pending: Vec<(usize, usize)> = Vec::with_capacity(block_len);
        self.for_each_block(indices, block_len, update, |block| {
            for &(window, _) in block {
                self.prefetch_window(out, window, size, false);
            }
            if !pending.is_empty() {
                f(&pending)?;
            }
            pending.clear();
            pending.extend_from_slice(block);
            Ok(())
        })?;
        if pending.is_empty() {
            Ok(())
        } else {
            f(&pending)
        }
    }

    /// A combiner that returns its inputs: every run of every update copied over the result.
    fn copy_rows(&self, buffers: &[SendPtr], indices: &ByteView) -> Result<(), Error> {
        for ((r, o), u) in self.results.iter().zip(&self.operands).zip(&self.updates) {
            let out = r.write_bytes(buffers)?;
            if r.id != o.id {
                out.copy_from_slice(o.bytes(buffers)?.bytes);
            }
            let update = u.bytes(buffers)?;
            let size = update.size;
            let at = (out.as_ptr(), out.len());
            let from = (update.bytes.as_ptr(), size);
            self.for_each_prefetched(indices, at, from, |block| {
                for &(op_base, upd_base) in block {
                    for run in &self.plan.runs {
                        out[(op_base + run.operand) * size..][..run.len * size].copy_from_slice(
                            &update.bytes[(upd_base + run.update) * size..][..run.len * size],
                        );
                    }
                }
                Ok(())
            })?;
        }
        Ok(())
    }

    /// One binary op over every run of the one update, on elements of storage type `T`: a
    /// window that is one run a whole block per call, others run by run.
    fn combine_rows<T: Plain + RowElement>(
        &self,
        op: &ScalarBinaryOp,
        buffers: &[SendPtr],
        indices: &ByteView,
    ) -> Result<(), Error> {
        let out = self.results[0].write::<T>(buffers)?;
        if self.results[0].id != self.operands[0].id {
            out.copy_from_slice(self.operands[0].read::<T>(buffers)?);
        }
        let update = self.updates[0].read::<T>(buffers)?;
        let size = std::mem::size_of::<T>();
        let at = (out.as_ptr() as *const u8, std::mem::size_of_val(out));
        let from = (update.as_ptr() as *const u8, size);
        let no_loop = || Error::msg(format!("internal error: {op:?} has no row loop"));
        let whole = self.plan.whole_run();
        self.for_each_prefetched(indices, at, from, |block| {
            if let Some(len) = whole {
                return op
                    .accumulate_windows(out, update, len, block)
                    .then_some(())
                    .ok_or_else(no_loop);
            }
            for &(op_base, upd_base) in block {
                for run in &self.plan.runs {
                    let acc = &mut out[op_base + run.operand..][..run.len];
                    if !op.accumulate_row(acc, &update[upd_base + run.update..][..run.len]) {
                        return Err(no_loop());
                    }
                }
            }
            Ok(())
        })
    }
}

/// An integer index type: its values as window starts (`index_value`).
trait IndexElement: Plain {
    fn start(self) -> i64;
}

macro_rules! index_element {
    ($($t:ty),*) => {$(
        impl IndexElement for $t {
            #[inline(always)]
            fn start(self) -> i64 {
                self as i64
            }
        }
    )*};
}
index_element!(i8, i16, i32, i64, u8, u16, u32);

impl IndexElement for u64 {
    #[inline(always)]
    fn start(self) -> i64 {
        self.min(i64::MAX as u64) as i64
    }
}

/// `bytes` as elements of `T`, where they are a whole number of aligned ones.
fn typed<T: Plain>(bytes: &[u8]) -> Option<&[T]> {
    // SAFETY: the integer types `T` is used with accept any bit pattern; `align_to` puts in
    // the middle only whole, aligned elements.
    let (head, middle, tail) = unsafe { bytes.align_to::<T>() };
    (head.is_empty() && tail.is_empty()).then_some(middle)
}

#[cfg(test)]
mod tests {
    use super::plan::Run;
    use super::*;
    use kiln_opt::buffer_assignment::BufferId;

    fn buf(id: u32, ty: PrimitiveType, dims: &[i64]) -> Buf {
        Buf {
            id: BufferId(id),
            ty,
            dims: dims.to_vec(),
            len: dims.iter().product::<i64>() as usize,
        }
    }

    /// A scatter of `[4]`-windows of `window` into a `[10, 6]` operand of `ty`, combining
    /// with `f(a, b) = body` ("set": `f` returns `b`).
    fn planned(ty: PrimitiveType, body: &str, window: &[i64]) -> Result<ScatterCall, String> {
        let params = match body {
            "set" => format!("a = {ty}[] parameter(0)\n  ROOT b = {ty}[] parameter(1)"),
            _ => format!("a = {ty}[] parameter(0)\n  b = {ty}[] parameter(1)\n  {body}"),
        };
        let text = format!(
            "HloModule m\nf {{\n  {params}\n}}\nENTRY e {{\n  ROOT p = {ty}[] parameter(0)\n}}"
        );
        let module = kiln_hlo::parse_module(&text).unwrap();
        let f = module.computations.iter().position(|c| c.name == "f");
        let mut updates = vec![4];
        updates.extend_from_slice(window);
        let rows = window.len() == 1;
        let dims = ScatterDims {
            update_window_dims: if rows { vec![1] } else { vec![1, 2] },
            inserted_window_dims: if rows { vec![0] } else { vec![] },
            scatter_dims_to_operand_dims: vec![0],
            index_vector_dim: 1,
            ..Default::default()
        };
        let bufs = (
            vec![buf(0, ty, &[10, 6])],
            buf(1, PrimitiveType::S32, &[4, 1]),
            vec![buf(2, ty, &updates)],
            vec![buf(3, ty, &[10, 6])],
        );
        ScatterCall::from_parts(bufs, dims, &module, CompId(f.unwrap() as u32))
    }

    #[test]
    fn one_binary_op_or_set_runs_over_rows() {
        use PrimitiveType::*;
        let row = [Run {
            operand: 0,
            update: 0,
            len: 6,
        }];
        for (ty, body) in [
            (F32, "ROOT r = f32[] add(a, b)"),
            (F64, "ROOT r = f64[] maximum(b, a)"),
            (S32, "ROOT r = s32[] multiply(a, b)"),
            (U8, "ROOT r = u8[] minimum(a, b)"),
        ] {
            let call = planned(ty, body, &[6]).unwrap();
            assert!(matches!(call.rows, Some(Rows::Binary(_))), "{body}");
            assert_eq!(call.plan.runs, row);
        }
        let set = planned(F16, "set", &[6]).unwrap();
        assert!(matches!(set.rows, Some(Rows::Copy)));
        // A 2x3 window of 6-element rows: two runs of 3.
        let partial = planned(F32, "ROOT r = f32[] add(a, b)", &[2, 3]).unwrap();
        let runs: Vec<(usize, usize, usize)> = partial
            .plan
            .runs
            .iter()
            .map(|r| (r.operand, r.update, r.len))
            .collect();
        assert_eq!(runs, [(0, 0, 3), (6, 3, 3)]);
    }

    /// Rows of `t.at[i]`: every window is one run, combined a block per call; their starts
    /// decoded by the typed loop, out-of-bounds ones skipped, blocks handed on when full.
    #[test]
    fn one_row_windows_decode_in_blocks() {
        let call = planned(PrimitiveType::F32, "ROOT r = f32[] add(a, b)", &[6]).unwrap();
        assert_eq!(call.plan.whole_run(), Some(6));
        let partial = planned(PrimitiveType::F32, "ROOT r = f32[] add(a, b)", &[2, 3]).unwrap();
        assert_eq!(partial.plan.whole_run(), None);
        // Rows 9, -1 (skipped), 0, 10 (skipped: the operand has 10) in blocks of one, then
        // 0, 10, 3, 0 into a block of four, left in `block`.
        let indices: Vec<u8> = [9i32, -1, 0, 10, 3, 0]
            .iter()
            .flat_map(|i| i.to_le_bytes())
            .collect();
        let mut blocks = Vec::new();
        let mut block = Vec::with_capacity(1);
        let update = ([0.0f32; 24].as_ptr() as *const u8, 4);
        let decoded = call.decode_rows(&typed::<i32>(&indices), update, &mut block, &mut |b| {
            blocks.push(b.to_vec());
            Ok(())
        });
        assert!(matches!(decoded, Some(Ok(()))));
        assert_eq!(blocks, [[(54, 0)], [(0, 12)]]);
        assert!(block.is_empty());
        let mut block = Vec::with_capacity(4);
        let last = call.decode_rows(
            &typed::<i32>(&indices[8..]),
            update,
            &mut block,
            &mut |_| panic!("the block is not full"),
        );
        assert!(matches!(last, Some(Ok(()))));
        assert_eq!(block, [(0, 0), (18, 12), (0, 18)]);
        // Indices that are not whole elements of the type are refused, not misread.
        let mut none = Vec::with_capacity(4);
        let odd = call.decode_rows(
            &typed::<i32>(&indices[1..5]),
            update,
            &mut none,
            &mut |_| Ok(()),
        );
        assert!(odd.is_none());
    }

    #[test]
    fn other_combiners_run_element_by_element() {
        use PrimitiveType::*;
        // No row loop for f16 arithmetic, power, or a compare/select program.
        for (ty, body) in [
            (F16, "ROOT r = f16[] add(a, b)"),
            (F32, "ROOT r = f32[] power(a, b)"),
            (
                F32,
                "gt = pred[] compare(a, b), direction=GT\n  ROOT r = f32[] select(gt, a, b)",
            ),
        ] {
            let call = planned(ty, body, &[6]).unwrap();
            assert!(call.rows.is_none(), "{body}");
        }
    }
}
