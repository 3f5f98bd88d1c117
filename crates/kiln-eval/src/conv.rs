//! `convolution`: any dimension labels, strides, padding (negative too), input (lhs) and
//! kernel (rhs) dilation, window reversal, feature groups and batch groups.
//!
//! The input is rearranged to `[batch, spatial.., feature]`, the kernel to
//! `[spatial.., in_feature, out_feature]` and the result is built as
//! `[batch, spatial.., out_feature]`, so the innermost loop is a contiguous
//! `out[o..] += x * kernel[o..]` over output features, which vectorizes. The result is then
//! rearranged into the layout `dim_labels` asks for.
//!
//! Grouping follows XLA's operation semantics: with `feature_group_count = G` the input
//! features and the output features split into G consecutive groups and group g of outputs
//! sees only group g of inputs; with `batch_group_count = B` the input batch splits into B
//! consecutive groups and group g of output features sees only batch group g.

use crate::linalg::numeric::{accum_kind, finish, permute, sizes, Accum, AccumKind};
use crate::util::array;
use crate::OpResult;
use kiln_hlo::{ArrayLiteral, ConvDims, Instruction, Literal, PrimitiveType, WindowDim};
use num_complex::{Complex32, Complex64};
use std::num::Wrapping;

/// Everything about one convolution's index arithmetic, checked against the operands.
#[derive(Debug)]
struct ConvPlan {
    input_dims: Vec<usize>,
    kernel_dims: Vec<usize>,
    /// Source dimensions of the input in `[batch, spatial.., feature]` order.
    input_perm: Vec<usize>,
    /// Source dimensions of the kernel in `[spatial.., in_feature, out_feature]` order.
    kernel_perm: Vec<usize>,
    /// For each result dimension, its position in `[batch, spatial.., feature]`.
    output_perm: Vec<usize>,
    batch_in: usize,
    batch_out: usize,
    features_in: usize,
    features_out: usize,
    /// Input features each group reads (the kernel's input-feature size).
    group_in: usize,
    /// Number of groups: `feature_group_count * batch_group_count` (one of them is 1).
    groups: usize,
    batch_grouped: bool,
    in_spatial: Vec<usize>,
    out_spatial: Vec<usize>,
    window: Vec<WindowDim>,
    out_dims: Vec<i64>,
}

pub(crate) fn convolution(instr: &Instruction, ops: &[&Literal]) -> OpResult {
    let [input, kernel] = ops else {
        return Err(format!("convolution takes 2 operands, got {}", ops.len()).into());
    };
    let (input, kernel) = (array(input)?, array(kernel)?);
    let plan = ConvPlan::new(instr, input, kernel)?;
    if instr.shape.dims() != plan.out_dims.as_slice() {
        return Err(format!(
            "convolution result shape {} does not match the operands and window, which give {:?}",
            instr.shape, plan.out_dims
        )
        .into());
    }
    let ty = instr.shape.element_type();
    Ok(match accum_kind(ty)? {
        AccumKind::F32 => run::<f32>(&plan, input, kernel, ty)?,
        AccumKind::F64 => run::<f64>(&plan, input, kernel, ty)?,
        AccumKind::C64 => run::<Complex32>(&plan, input, kernel, ty)?,
        AccumKind::C128 => run::<Complex64>(&plan, input, kernel, ty)?,
        AccumKind::Int => run::<Wrapping<i64>>(&plan, input, kernel, ty)?,
    })
}

fn run<T: Accum>(
    p: &ConvPlan,
    input: &ArrayLiteral,
    kernel: &ArrayLiteral,
    ty: PrimitiveType,
) -> Result<Literal, String> {
    let x = permute(&T::load(input, ty)?, &p.input_dims, &p.input_perm);
    let k = permute(&T::load(kernel, ty)?, &p.kernel_dims, &p.kernel_perm);
    let out_positions: usize = p.out_spatial.iter().product();
    let in_positions: usize = p.in_spatial.iter().product();
    let (c_in, c_out) = (p.features_in, p.features_out);
    let out_per_group = c_out / p.groups;
    let mut out = vec![T::default(); p.batch_out * out_positions * c_out];
    let mut taps = Vec::new();
    for pos in 0..out_positions {
        p.window_taps(pos, &mut taps);
        for b in 0..p.batch_out {
            let row = &mut out[(b * out_positions + pos) * c_out..][..c_out];
            for &(tap, in_pos) in &taps {
                for g in 0..p.groups {
                    let (batch, first_in) = if p.batch_grouped {
                        (g * p.batch_out + b, 0)
                    } else {
                        (b, g * p.group_in)
                    };
                    let xs = &x[(batch * in_positions + in_pos) * c_in + first_in..][..p.group_in];
                    let out_g = &mut row[g * out_per_group..][..out_per_group];
                    for (ci, &xv) in xs.iter().enumerate() {
                        let ks = &k[(tap * p.group_in + ci) * c_out + g * out_per_group..]
                            [..out_per_group];
                        for (o, &kv) in out_g.iter_mut().zip(ks) {
                            *o += xv * kv;
                        }
                    }
                }
            }
        }
    }
    let canonical: Vec<usize> = std::iter::once(p.batch_out)
        .chain(p.out_spatial.iter().copied())
        .chain(std::iter::once(c_out))
        .collect();
    let out = permute(&out, &canonical, &p.output_perm);
    finish(out, ty, p.out_dims.clone())
}

impl ConvPlan {
    fn new(
        instr: &Instruction,
        input: &ArrayLiteral,
        kernel: &ArrayLiteral,
    ) -> Result<ConvPlan, String> {
        let cd = instr
            .attrs
            .conv_dims
            .as_ref()
            .ok_or("convolution needs `dim_labels`")?;
        let input_dims = sizes(&input.dims)?;
        let kernel_dims = sizes(&kernel.dims)?;
        let n_sp = cd.input_spatial.len();
        if cd.kernel_spatial.len() != n_sp || cd.output_spatial.len() != n_sp {
            return Err("dim_labels name different numbers of spatial dimensions".into());
        }
        let input_perm = perm_of(
            &[
                &[cd.input_batch],
                cd.input_spatial.as_slice(),
                &[cd.input_feature],
            ]
            .concat(),
            input_dims.len(),
            "input",
        )?;
        let kernel_perm = perm_of(
            &[
                cd.kernel_spatial.as_slice(),
                &[cd.kernel_input_feature, cd.kernel_output_feature],
            ]
            .concat(),
            kernel_dims.len(),
            "kernel",
        )?;
        let out_order = [
            &[cd.output_batch],
            cd.output_spatial.as_slice(),
            &[cd.output_feature],
        ]
        .concat();
        let output_perm = inverse(&perm_of(&out_order, n_sp + 2, "output")?);
        let in_spatial: Vec<usize> = input_perm[1..=n_sp]
            .iter()
            .map(|&d| input_dims[d])
            .collect();
        let kernel_spatial: Vec<usize> = kernel_perm[..n_sp]
            .iter()
            .map(|&d| kernel_dims[d])
            .collect();
        let window = window_dims(instr, &kernel_spatial)?;
        let out_spatial = in_spatial
            .iter()
            .zip(&window)
            .map(|(&n, w)| output_size(n, w))
            .collect::<Result<Vec<_>, _>>()?;
        let mut plan = ConvPlan {
            batch_in: input_dims[cd.input_batch as usize],
            features_in: input_dims[cd.input_feature as usize],
            features_out: kernel_dims[cd.kernel_output_feature as usize],
            group_in: kernel_dims[cd.kernel_input_feature as usize],
            batch_out: 0,
            groups: 1,
            batch_grouped: false,
            input_dims,
            kernel_dims,
            input_perm,
            kernel_perm,
            output_perm,
            in_spatial,
            out_spatial,
            window,
            out_dims: Vec::new(),
        };
        plan.set_groups(instr, cd)?;
        Ok(plan)
    }

    /// Checks the group counts against the feature and batch sizes and fills in the result
    /// dimensions.
    fn set_groups(&mut self, instr: &Instruction, cd: &ConvDims) -> Result<(), String> {
        let fg = group_count(instr.attrs.feature_group_count, "feature_group_count")?;
        let bg = group_count(instr.attrs.batch_group_count, "batch_group_count")?;
        if fg > 1 && bg > 1 {
            return Err("feature_group_count and batch_group_count cannot both exceed 1".into());
        }
        if self.group_in * fg != self.features_in {
            return Err(format!(
                "input has {} features but the kernel takes {} per group with feature_group_count={fg}",
                self.features_in, self.group_in
            ));
        }
        if !self.features_out.is_multiple_of(fg * bg) {
            return Err(format!(
                "{} output features do not split into {} groups",
                self.features_out,
                fg * bg
            ));
        }
        if !self.batch_in.is_multiple_of(bg) {
            return Err(format!(
                "batch {} does not split into {bg} batch groups",
                self.batch_in
            ));
        }
        self.groups = fg * bg;
        self.batch_grouped = bg > 1;
        self.batch_out = self.batch_in / bg;
        let mut dims = vec![0i64; self.out_spatial.len() + 2];
        dims[cd.output_batch as usize] = self.batch_out as i64;
        dims[cd.output_feature as usize] = self.features_out as i64;
        for (&d, &s) in cd.output_spatial.iter().zip(&self.out_spatial) {
            dims[d as usize] = s as i64;
        }
        self.out_dims = dims;
        Ok(())
    }

    /// The (kernel spatial offset, input spatial offset) pairs that contribute to output
    /// position `pos` (both row-major linear); padding and dilation holes contribute nothing.
    fn window_taps(&self, pos: usize, taps: &mut Vec<(usize, usize)>) {
        taps.clear();
        let out_idx = unravel(pos, &self.out_spatial);
        for_each_tap(&out_idx, &self.window, &self.in_spatial, true, |k, i| {
            taps.push((k, i))
        });
    }
}

/// The row-major multi-index of linear offset `pos` in `dims`.
pub fn unravel(mut pos: usize, dims: &[usize]) -> Vec<usize> {
    let mut idx = vec![0usize; dims.len()];
    for d in (0..dims.len()).rev() {
        if dims[d] > 0 {
            idx[d] = pos % dims[d];
            pos /= dims[d];
        }
    }
    idx
}

/// Calls `f(window_offset, input_offset)` (both row-major linear) for every window tap of the
/// window placed at output index `out_idx` that lands on a real input element, in row-major
/// order of the window index. Taps in padding or in holes of a dilated input are skipped.
/// With `honor_reversal`, a reversed window dimension counts its offset from the far end (the
/// kernel is read backwards), as convolution's `window_reversal` means.
pub fn for_each_tap(
    out_idx: &[usize],
    window: &[WindowDim],
    in_dims: &[usize],
    honor_reversal: bool,
    mut f: impl FnMut(usize, usize),
) {
    let rank = out_idx.len();
    // Per dimension: the (window index, input index) pairs that land on real input.
    let per_dim: Vec<Vec<(usize, usize)>> = (0..rank)
        .map(|d| {
            let w = &window[d];
            let size = w.size.max(0) as usize;
            (0..size)
                .filter_map(|k| {
                    let i = input_index(out_idx[d], k, w, in_dims[d])?;
                    let widx = if honor_reversal && w.window_reversal {
                        size - 1 - k
                    } else {
                        k
                    };
                    Some((widx, i))
                })
                .collect()
        })
        .collect();
    if per_dim.iter().any(|v| v.is_empty()) {
        return;
    }
    let mut choice = vec![0usize; rank];
    loop {
        let (mut wl, mut il) = (0usize, 0usize);
        for d in 0..rank {
            let (widx, i) = per_dim[d][choice[d]];
            wl = wl * window[d].size.max(0) as usize + widx;
            il = il * in_dims[d] + i;
        }
        f(wl, il);
        let mut d = rank;
        loop {
            if d == 0 {
                return;
            }
            d -= 1;
            choice[d] += 1;
            if choice[d] < per_dim[d].len() {
                break;
            }
            choice[d] = 0;
        }
    }
}

/// The input index that output index `o` reads through window tap `k`, or `None` when that
/// lands in padding or in a hole of the dilated input.
pub fn input_index(o: usize, k: usize, w: &WindowDim, in_size: usize) -> Option<usize> {
    let x = o as i64 * w.stride + k as i64 * w.window_dilation - w.padding_low;
    if x < 0 || x % w.base_dilation != 0 {
        return None;
    }
    let i = (x / w.base_dilation) as usize;
    (i < in_size).then_some(i)
}

/// The number of window placements along one dimension of `in_size` elements.
pub fn output_size(in_size: usize, w: &WindowDim) -> Result<usize, String> {
    if w.stride < 1 || w.base_dilation < 1 || w.window_dilation < 1 || w.size < 0 {
        return Err(format!("invalid window dimension {w:?}"));
    }
    let dilated_in = if in_size == 0 {
        0
    } else {
        (in_size as i64 - 1) * w.base_dilation + 1
    };
    let padded = dilated_in + w.padding_low + w.padding_high;
    let dilated_window = if w.size == 0 {
        0
    } else {
        (w.size - 1) * w.window_dilation + 1
    };
    if padded < dilated_window {
        return Ok(0);
    }
    Ok(((padded - dilated_window) / w.stride + 1) as usize)
}

/// The window attribute, or the default (size = kernel size, stride 1, no padding) when the
/// text had none (e.g. a convolution without spatial dimensions).
fn window_dims(instr: &Instruction, kernel_spatial: &[usize]) -> Result<Vec<WindowDim>, String> {
    let dims = match &instr.attrs.window {
        Some(w) => w.dims.clone(),
        None => kernel_spatial
            .iter()
            .map(|&s| WindowDim {
                size: s as i64,
                ..WindowDim::default()
            })
            .collect(),
    };
    if dims.len() != kernel_spatial.len() {
        return Err(format!(
            "window has {} dimensions but the kernel has {} spatial dimensions",
            dims.len(),
            kernel_spatial.len()
        ));
    }
    for (w, &s) in dims.iter().zip(kernel_spatial) {
        if w.size != s as i64 {
            return Err(format!(
                "window size {} does not match kernel spatial size {s}",
                w.size
            ));
        }
    }
    Ok(dims)
}

fn group_count(v: Option<i64>, what: &str) -> Result<usize, String> {
    let v = v.unwrap_or(1);
    usize::try_from(v)
        .ok()
        .filter(|&g| g >= 1)
        .ok_or_else(|| format!("{what} must be at least 1, got {v}"))
}

/// Checks that `order` names each of `0..rank` once and returns it as indices.
fn perm_of(order: &[i64], rank: usize, what: &str) -> Result<Vec<usize>, String> {
    let mut seen = vec![false; rank];
    let mut out = Vec::with_capacity(rank);
    for &d in order {
        let i = usize::try_from(d)
            .ok()
            .filter(|&i| i < rank && !seen[i])
            .ok_or_else(|| {
                format!("dim_labels: {what} dimensions {order:?} do not fit rank {rank}")
            })?;
        seen[i] = true;
        out.push(i);
    }
    if out.len() != rank {
        return Err(format!(
            "dim_labels: {what} dimensions {order:?} do not fit rank {rank}"
        ));
    }
    Ok(out)
}

/// The inverse permutation: `inverse(p)[p[i]] = i`.
fn inverse(p: &[usize]) -> Vec<usize> {
    let mut inv = vec![0; p.len()];
    for (i, &d) in p.iter().enumerate() {
        inv[d] = i;
    }
    inv
}
