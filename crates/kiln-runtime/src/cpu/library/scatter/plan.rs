//! A scatter's index arithmetic, fixed at plan time: its dimension numbers checked against
//! the operand, updates and indices as the interpreter checks them, the window's element
//! offsets and its runs contiguous in operand and updates, and where a window starts.

use crate::cpu::library::advance;
use crate::cpu::library::buffer::strides;
use kiln_hlo::ScatterDims;

/// The index arithmetic, fixed at plan time.
#[derive(Debug)]
pub(super) struct Plan {
    pub(super) operand_dims: Vec<i64>,
    pub(super) operand_strides: Vec<usize>,
    /// Sizes of the indices' batch dimensions (all but `index_vector_dim`), their strides in
    /// the indices, and the strides of the matching update dimensions.
    pub(super) batch_dims: Vec<usize>,
    pub(super) batch_index_strides: Vec<usize>,
    pub(super) batch_update_strides: Vec<usize>,
    pub(super) vector_stride: usize,
    /// `scatter_dims_to_operand_dims`.
    pub(super) index_map: Vec<usize>,
    /// (operand dimension, batch position) of each batching dimension pair.
    pub(super) batching: Vec<(usize, usize)>,
    /// Size of the update window along each operand dimension.
    pub(super) extent: Vec<i64>,
    /// Offsets of every window element from the window's first one, in operand and updates.
    pub(super) operand_offsets: Vec<usize>,
    pub(super) update_offsets: Vec<usize>,
    /// The window as runs contiguous in both operand and updates, in window order.
    pub(super) runs: Vec<Run>,
}

/// `len` window elements starting at offset `operand` (`update`) from the window's first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Run {
    pub(super) operand: usize,
    pub(super) update: usize,
    pub(super) len: usize,
}

impl Plan {
    /// The window's length when it is one run contiguous in operand and updates.
    pub(super) fn whole_run(&self) -> Option<usize> {
        match self.runs[..] {
            [run] if run.operand == 0 && run.update == 0 => Some(run.len),
            _ => None,
        }
    }

    /// The operand offset of the window starting at `start`, or `None` when the window does
    /// not fit in the operand (XLA skips it).
    pub(super) fn window_offset(&self, start: &[i64]) -> Option<usize> {
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

/// The window's elements (offsets in operand and updates, in window order) as the fewest
/// runs contiguous in both.
pub(super) fn runs(operand: &[usize], update: &[usize]) -> Vec<Run> {
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
    pub(super) fn new(
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
