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
//! of `t.at[i].add(u)`): the same element order, one native loop per run.

use super::buffer::{index_value, operand_bufs, result_bufs, strides, Buf, ByteView, Plain};
use super::combine::{Combine, Rows};
use super::gather_prefetch::prefetch_line;
use super::{advance, LibraryCall, PlanContext};
use crate::cpu::memory::SendPtr;
use kiln_eval::{RowElement, ScalarBinaryOp};
use kiln_hlo::{CompId, Error, Module, PrimitiveType, ScatterDims};

/// How many windows ahead the row paths prefetch the result lines a window combines into,
/// and at most how many bytes of each window.
const PREFETCH_AHEAD: usize = 16;
const PREFETCH_BYTES: usize = 4096;

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

/// The index arithmetic, fixed at plan time.
#[derive(Debug)]
struct Plan {
    operand_dims: Vec<i64>,
    operand_strides: Vec<usize>,
    /// Sizes of the indices' batch dimensions (all but `index_vector_dim`), their strides in
    /// the indices, and the strides of the matching update dimensions.
    batch_dims: Vec<usize>,
    batch_index_strides: Vec<usize>,
    batch_update_strides: Vec<usize>,
    vector_stride: usize,
    /// `scatter_dims_to_operand_dims`.
    index_map: Vec<usize>,
    /// (operand dimension, batch position) of each batching dimension pair.
    batching: Vec<(usize, usize)>,
    /// Size of the update window along each operand dimension.
    extent: Vec<i64>,
    /// Offsets of every window element from the window's first one, in operand and updates.
    operand_offsets: Vec<usize>,
    update_offsets: Vec<usize>,
    /// The window as runs contiguous in both operand and updates, in window order.
    runs: Vec<Run>,
}

/// `len` window elements starting at offset `operand` (`update`) from the window's first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Run {
    operand: usize,
    update: usize,
    len: usize,
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
    let results = result_bufs(ctx)?;
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

impl Plan {
    /// The operand offset of the window starting at `start`, or `None` when the window does
    /// not fit in the operand (XLA skips it).
    fn window_offset(&self, start: &[i64]) -> Option<usize> {
        let fits = (0..start.len())
            .all(|d| start[d] >= 0 && start[d] <= self.operand_dims[d] - self.extent[d]);
        fits.then(|| {
            start
                .iter()
                .zip(&self.operand_strides)
                .map(|(&s, &st)| s as usize * st)
                .sum()
        })
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
            out.copy_from_slice(o.bytes(buffers)?.bytes);
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

    /// The first elements of the windows that fit, in operand and updates, in batch order.
    fn windows(&self, indices: &ByteView) -> Result<Vec<(usize, usize)>, Error> {
        let mut windows = Vec::new();
        self.for_each_window(indices, |o, u| {
            windows.push((o, u));
            Ok(())
        })?;
        Ok(windows)
    }

    /// Calls `f(window)` for every window in turn, with the result lines that window
    /// `PREFETCH_AHEAD` places later combines into prefetched first: windows land at
    /// data-dependent places that the hardware prefetchers cannot predict.
    fn for_each_prefetched(
        &self,
        windows: &[(usize, usize)],
        out: *const u8,
        size: usize,
        mut f: impl FnMut((usize, usize)) -> Result<(), Error>,
    ) -> Result<(), Error> {
        for (i, &window) in windows.iter().enumerate() {
            if let Some(&(ahead, _)) = windows.get(i + PREFETCH_AHEAD) {
                let mut budget = PREFETCH_BYTES;
                for run in &self.plan.runs {
                    let bytes = (run.len * size).min(budget);
                    budget -= bytes;
                    let first = (ahead + run.operand) * size;
                    for at in (first & !63..first + bytes).step_by(64) {
                        prefetch_line(out.wrapping_add(at));
                    }
                }
            }
            f(window)?;
        }
        Ok(())
    }

    /// A combiner that returns its inputs: every run of every update copied over the result.
    fn copy_rows(&self, buffers: &[SendPtr], indices: &ByteView) -> Result<(), Error> {
        let windows = self.windows(indices)?;
        for ((r, o), u) in self.results.iter().zip(&self.operands).zip(&self.updates) {
            let out = r.write_bytes(buffers)?;
            out.copy_from_slice(o.bytes(buffers)?.bytes);
            let update = u.bytes(buffers)?;
            let size = update.size;
            let at = out.as_ptr();
            self.for_each_prefetched(&windows, at, size, |(op_base, upd_base)| {
                for run in &self.plan.runs {
                    out[(op_base + run.operand) * size..][..run.len * size].copy_from_slice(
                        &update.bytes[(upd_base + run.update) * size..][..run.len * size],
                    );
                }
                Ok(())
            })?;
        }
        Ok(())
    }

    /// One binary op over every run of the one update, on elements of storage type `T`.
    fn combine_rows<T: Plain + RowElement>(
        &self,
        op: &ScalarBinaryOp,
        buffers: &[SendPtr],
        indices: &ByteView,
    ) -> Result<(), Error> {
        let windows = self.windows(indices)?;
        let out = self.results[0].write::<T>(buffers)?;
        out.copy_from_slice(self.operands[0].read::<T>(buffers)?);
        let update = self.updates[0].read::<T>(buffers)?;
        let at = out.as_ptr() as *const u8;
        let size = std::mem::size_of::<T>();
        self.for_each_prefetched(&windows, at, size, |(op_base, upd_base)| {
            for run in &self.plan.runs {
                let acc = &mut out[op_base + run.operand..][..run.len];
                if !op.accumulate_row(acc, &update[upd_base + run.update..][..run.len]) {
                    return Err(Error::msg(format!(
                        "internal error: {op:?} has no row loop"
                    )));
                }
            }
            Ok(())
        })
    }
}

/// The window's elements (offsets in operand and updates, in window order) as the fewest
/// runs contiguous in both.
fn runs(operand: &[usize], update: &[usize]) -> Vec<Run> {
    let mut runs: Vec<Run> = Vec::new();
    for (&o, &u) in operand.iter().zip(update) {
        match runs.last_mut() {
            Some(r) if r.operand + r.len == o && r.update + r.len == u => r.len += 1,
            _ => runs.push(Run {
                operand: o,
                update: u,
                len: 1,
            }),
        }
    }
    runs
}

impl Plan {
    /// Scatter's dimension numbers, checked against the operand, updates and indices as the
    /// interpreter checks them, so that every window that fits stays inside the buffers.
    fn new(
        operand: &[i64],
        update: &[i64],
        indices: &[i64],
        dn: &ScatterDims,
    ) -> Result<Plan, String> {
        let rank = operand.len();
        let size = |d: i64| usize::try_from(d).map_err(|_| format!("negative dimension {d}"));
        let ivd = usize::try_from(dn.index_vector_dim)
            .ok()
            .filter(|&d| d <= indices.len())
            .ok_or("index_vector_dim is out of range")?;
        let index_strides = strides(
            &indices
                .iter()
                .map(|&d| size(d))
                .collect::<Result<Vec<_>, _>>()?,
        );
        let batch_index_dims: Vec<usize> = (0..indices.len()).filter(|&d| d != ivd).collect();
        let batch_dims: Vec<usize> = batch_index_dims
            .iter()
            .map(|&d| indices[d] as usize)
            .collect();
        let vector_len = if ivd == indices.len() {
            1
        } else {
            indices[ivd] as usize
        };
        let mask = |dims: &[i64], rank: usize| -> Result<Vec<bool>, String> {
            let mut m = vec![false; rank];
            for &d in dims {
                let d = usize::try_from(d)
                    .ok()
                    .filter(|&d| d < rank)
                    .ok_or("dimension out of range")?;
                if std::mem::replace(&mut m[d], true) {
                    return Err(format!("dimension {d} listed twice"));
                }
            }
            Ok(m)
        };
        let batching_mask = mask(&dn.input_batching_dims, rank)?;
        let inserted = mask(&dn.inserted_window_dims, rank)?;
        let mapped = mask(&dn.scatter_dims_to_operand_dims, rank)?;
        if dn.scatter_dims_to_operand_dims.len() != vector_len
            || (0..rank).any(|d| (mapped[d] || inserted[d]) && batching_mask[d])
            || dn.input_batching_dims.len() != dn.scatter_indices_batching_dims.len()
        {
            return Err("scatter dimension numbers do not fit the operands".into());
        }
        let batching = dn
            .input_batching_dims
            .iter()
            .zip(&dn.scatter_indices_batching_dims)
            .map(|(&od, &id)| {
                let b = batch_index_dims
                    .iter()
                    .position(|&d| d as i64 == id)
                    .ok_or("bad batching dimension")?;
                let od = od as usize;
                if operand[od] != batch_dims[b] as i64 {
                    return Err("batching dimensions differ in size".to_string());
                }
                Ok((od, b))
            })
            .collect::<Result<Vec<_>, String>>()?;
        let window_dims: Vec<usize> = (0..rank)
            .filter(|&d| !inserted[d] && !batching_mask[d])
            .collect();
        let update_window_mask = mask(&dn.update_window_dims, update.len())?;
        let update_window_dims: Vec<usize> =
            dn.update_window_dims.iter().map(|&d| d as usize).collect();
        let update_scatter_dims: Vec<usize> = (0..update.len())
            .filter(|&d| !update_window_mask[d])
            .collect();
        let scatter_sizes: Vec<usize> = update_scatter_dims
            .iter()
            .map(|&d| update[d] as usize)
            .collect();
        if update_window_dims.len() != window_dims.len()
            || update_window_dims.windows(2).any(|w| w[0] >= w[1])
            || scatter_sizes != batch_dims
        {
            return Err("scatter update dimensions do not fit the operand and indices".into());
        }
        let mut extent = vec![1i64; rank];
        for (&w, &u) in window_dims.iter().zip(&update_window_dims) {
            if update[u] > operand[w] {
                return Err("update window larger than the operand".into());
            }
            extent[w] = update[u];
        }
        let operand_strides = strides(
            &operand
                .iter()
                .map(|&d| size(d))
                .collect::<Result<Vec<_>, _>>()?,
        );
        let update_strides = strides(
            &update
                .iter()
                .map(|&d| size(d))
                .collect::<Result<Vec<_>, _>>()?,
        );
        let window_sizes: Vec<usize> = update_window_dims
            .iter()
            .map(|&d| update[d] as usize)
            .collect();
        let offsets = |coeffs: Vec<usize>| -> Vec<usize> {
            let total: usize = window_sizes.iter().product();
            let mut idx = vec![0usize; window_sizes.len()];
            let mut out = Vec::with_capacity(total);
            for _ in 0..total {
                out.push(idx.iter().zip(&coeffs).map(|(&i, &c)| i * c).sum());
                advance(&mut idx, |d| window_sizes[d]);
            }
            out
        };
        let operand_offsets = offsets(window_dims.iter().map(|&d| operand_strides[d]).collect());
        let update_offsets = offsets(
            update_window_dims
                .iter()
                .map(|&d| update_strides[d])
                .collect(),
        );
        Ok(Plan {
            runs: runs(&operand_offsets, &update_offsets),
            operand_offsets,
            update_offsets,
            batch_index_strides: batch_index_dims.iter().map(|&d| index_strides[d]).collect(),
            batch_update_strides: update_scatter_dims
                .iter()
                .map(|&d| update_strides[d])
                .collect(),
            vector_stride: if ivd == indices.len() {
                0
            } else {
                index_strides[ivd]
            },
            index_map: dn
                .scatter_dims_to_operand_dims
                .iter()
                .map(|&d| d as usize)
                .collect(),
            operand_dims: operand.to_vec(),
            operand_strides,
            batch_dims,
            batching,
            extent,
        })
    }
}

#[cfg(test)]
mod tests {
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
