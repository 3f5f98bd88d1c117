//! `scatter` over the buffers: the results start as copies of the operands, then every
//! update element is combined into the element it lands on with `to_apply` (see
//! `combine.rs`), in the interpreter's order (kiln-eval `gather_scatter/scatter.rs`): batch
//! positions of the indices in row-major order and, within one, the update window in
//! row-major order, so duplicate indices accumulate identically. A start whose window does
//! not fit entirely inside the operand is skipped as a whole, as XLA:CPU does; indices are
//! never used before that check.

use super::buffer::{index_value, operand_bufs, result_bufs, strides, Buf, ByteView};
use super::combine::Combine;
use super::{LibraryCall, PlanContext};
use crate::cpu::memory::SendPtr;
use kiln_hlo::{CompId, Error, Module, PrimitiveType, ScatterDims};

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
        Ok(ScatterCall {
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
        let indices = self.indices.bytes(buffers)?;
        let mut combine = self.combine.clone();
        let rank = p.operand_dims.len();
        let mut batch = vec![0usize; p.batch_dims.len()];
        let mut start = vec![0i64; rank];
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
            let fits =
                (0..rank).all(|d| start[d] >= 0 && start[d] <= p.operand_dims[d] - p.extent[d]);
            if fits {
                let op_base: usize = start
                    .iter()
                    .zip(&p.operand_strides)
                    .map(|(&s, &st)| s as usize * st)
                    .sum();
                let upd_base: usize = batch
                    .iter()
                    .zip(&p.batch_update_strides)
                    .map(|(&i, &s)| i * s)
                    .sum();
                for (&o, &u) in p.operand_offsets.iter().zip(&p.update_offsets) {
                    combine
                        .apply(&mut outs, op_base + o, &updates, upd_base + u)
                        .map_err(Error::msg)?;
                }
            }
            next_index(&mut batch, &p.batch_dims);
        }
        Ok(())
    }
}

/// Advances a row-major multi-index over `dims`.
fn next_index(idx: &mut [usize], dims: &[usize]) {
    for d in (0..idx.len()).rev() {
        idx[d] += 1;
        if idx[d] < dims[d] {
            return;
        }
        idx[d] = 0;
    }
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
                next_index(&mut idx, &window_sizes);
            }
            out
        };
        Ok(Plan {
            operand_offsets: offsets(window_dims.iter().map(|&d| operand_strides[d]).collect()),
            update_offsets: offsets(
                update_window_dims
                    .iter()
                    .map(|&d| update_strides[d])
                    .collect(),
            ),
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
