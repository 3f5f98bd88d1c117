//! `convolution` as im2col + GEMM, for float results (f16, bf16 and f32 accumulate in f32,
//! f64 in f64, as the interpreter does).
//!
//! Any `dim_labels`, strides, padding (negative too), input and kernel dilation, window
//! reversal, feature groups and batch groups. For each group, the input patches of a block of
//! output rows (batch × output position) are gathered into a matrix `[rows, taps × group_in]`
//! (im2col; taps in padding or in holes of a dilated input stay zero), which multiplies the
//! kernel rearranged to `[taps × group_in, out_features]` (`gemm` crate). The product is the
//! result in `[batch, spatial.., feature]` order, written in place when that is the result's
//! layout, else rearranged once at the end. The index arithmetic follows kiln-eval's
//! `conv.rs`, which is the reference: the same windows, the same taps, the same groups; only
//! the summation order differs (GEMM's blocking instead of tap order).
//!
//! f32 convolutions (more than 16 output features per group, no input dilation along the
//! last spatial dimension) skip the patch matrix and its packed copy: [`direct`] runs them as
//! implicit GEMM, the microkernel reading the input itself.

mod depthwise;
mod direct;
mod relayout;

use super::accum::{loads_as_float, permute, FloatAcc, FloatKind};
use super::buffer::{operand_buf, result_bufs, strides, Buf};
use super::matmul::{matmul, Mat};
use super::{advance, LibraryCall, PlanContext};
use crate::cpu::memory::SendPtr;
use direct::Direct;
use kiln_eval::routines::{input_index, output_size};
use kiln_hlo::{ConvDims, Error, WindowDim};

/// Elements of one im2col block (rows × columns): 4 MiB of f32.
const BLOCK_ELEMENTS: usize = 1 << 20;

/// One planned convolution.
pub struct ConvCall {
    pub(crate) input: Buf,
    pub(crate) kernel: Buf,
    pub(crate) out: Buf,
    /// The instruction's attributes, kept for a cache entry to plan the call again.
    pub(crate) attrs: ConvAttrs,
    kind: FloatKind,
    g: Geometry,
    /// The implicit-GEMM plan, where the convolution has one (see [`Direct`]).
    direct: Option<Direct>,
    pub(crate) threads: usize,
}

/// The attributes of a convolution that decide what it computes, as the instruction has them.
#[derive(Clone, Debug)]
pub(crate) struct ConvAttrs {
    pub dims: ConvDims,
    /// `None`: the default window (the kernel's size, stride 1, no padding).
    pub window: Option<Vec<WindowDim>>,
    pub feature_group_count: Option<i64>,
    pub batch_group_count: Option<i64>,
}

/// The index arithmetic of one convolution, fixed at plan time.
#[derive(Debug)]
struct Geometry {
    /// Element strides of the input's batch and feature dimensions and of its spatial
    /// dimensions (in spatial order), in the input's own layout.
    in_batch_stride: usize,
    in_feature_stride: usize,
    in_spatial_strides: Vec<usize>,
    /// The input's spatial sizes and the window, in spatial order.
    in_spatial: Vec<usize>,
    window: Vec<WindowDim>,
    /// The kernel's dimensions and the permutation that orders them
    /// `[spatial.., in_feature, out_feature]`.
    kernel_dims: Vec<usize>,
    kernel_perm: Vec<usize>,
    /// Row-major strides of the kernel's spatial dimensions (the tap index).
    tap_strides: Vec<usize>,
    taps: usize,
    out_spatial: Vec<usize>,
    positions: usize,
    batch_out: usize,
    features_out: usize,
    group_in: usize,
    groups: usize,
    batch_grouped: bool,
    /// `dim_taps[d].at(o)`: the (kernel index, input index) pairs along spatial dimension `d`
    /// that output index `o` reads, skipping padding and dilation holes; reversed kernel
    /// dimensions are read from the far end.
    dim_taps: Vec<DimTaps>,
    /// The `[batch, spatial.., feature]` result dimensions, and for each result dimension its
    /// position among them (`None` when the result already has that layout).
    canonical_dims: Vec<usize>,
    output_perm: Option<Vec<usize>>,
}

/// Plans the convolution in `ctx`, or says why it stays on the interpreter.
pub fn plan(ctx: &PlanContext) -> Result<Box<dyn LibraryCall>, String> {
    let instr = ctx.instruction();
    let (input, kernel) = (operand_buf(ctx, 0)?, operand_buf(ctx, 1)?);
    let [out] = result_bufs(ctx)?
        .try_into()
        .map_err(|_| "convolution has one result")?;
    let attrs = ConvAttrs {
        dims: instr
            .attrs
            .conv_dims
            .clone()
            .ok_or("convolution needs `dim_labels`")?,
        window: instr.attrs.window.as_ref().map(|w| w.dims.clone()),
        feature_group_count: instr.attrs.feature_group_count,
        batch_group_count: instr.attrs.batch_group_count,
    };
    ConvCall::from_parts(input, kernel, out, attrs, ctx.threads).map(|call| Box::new(call) as _)
}

impl ConvCall {
    /// The call over buffers `input`, `kernel` and `out` with `attrs`, or why the library
    /// cannot compute it (also how a cache entry's stored parts are checked).
    pub(crate) fn from_parts(
        input: Buf,
        kernel: Buf,
        out: Buf,
        attrs: ConvAttrs,
        threads: usize,
    ) -> Result<ConvCall, String> {
        let kind = FloatKind::of(out.ty)
            .ok_or_else(|| format!("convolution library handles float results, not {}", out.ty))?;
        if !loads_as_float(input.ty) || !loads_as_float(kernel.ty) {
            return Err(format!(
                "cannot convert {}×{} operands to {}",
                input.ty, kernel.ty, out.ty
            ));
        }
        let g = Geometry::new(&attrs, &input, &kernel)?;
        let out_dims: Vec<usize> = out.sizes();
        let expected = g.result_dims(&attrs.dims);
        if out_dims != expected {
            return Err(format!(
                "result dimensions {out_dims:?} do not match the window's {expected:?}"
            ));
        }
        let direct = Direct::plan(&g, &input, &out);
        Ok(ConvCall {
            input,
            kernel,
            out,
            attrs,
            kind,
            g,
            direct,
            threads,
        })
    }
}

impl LibraryCall for ConvCall {
    fn as_any(&self) -> Option<&dyn std::any::Any> {
        Some(self)
    }

    fn run(&self, buffers: &[SendPtr]) -> Result<(), Error> {
        if let Some(direct) = &self.direct {
            let bufs = (&self.input, &self.kernel, &self.out);
            return direct.run(&self.g, bufs, buffers, self.threads);
        }
        match self.kind {
            FloatKind::F32 => self.run_typed::<f32>(buffers),
            FloatKind::F64 => self.run_typed::<f64>(buffers),
        }
    }
}

impl ConvCall {
    fn run_typed<T: FloatAcc>(&self, buffers: &[SendPtr]) -> Result<(), Error> {
        let g = &self.g;
        let x = T::load(&self.input, buffers, self.out.ty)?;
        let k = T::load(&self.kernel, buffers, self.out.ty)?;
        let kernel = permute(&k, &g.kernel_dims, &g.kernel_perm);
        let total = g.batch_out * g.positions * g.features_out;
        if total == 0 {
            return Ok(());
        }
        let direct = g.output_perm.is_none() && T::stores_directly(self.out.ty);
        let mut scratch = Vec::new();
        let out: &mut [T] = if direct {
            self.out.write::<T>(buffers)?
        } else {
            scratch.resize(total, T::ZERO);
            &mut scratch
        };
        if g.is_depthwise() && g.out_spatial.len() <= 8 {
            g.depthwise(&x, &kernel, out, self.threads);
        } else {
            self.im2col(&x, &kernel, out)?;
        }
        if !direct {
            let result = match &g.output_perm {
                Some(perm) => permute(&scratch, &g.canonical_dims, perm),
                None => scratch,
            };
            T::store(&self.out, buffers, &result)?;
        }
        Ok(())
    }

    /// The convolution into `out` (`[batch, spatial.., feature]`) as im2col + GEMM, group by
    /// group and block by block of output rows.
    fn im2col<T: FloatAcc>(&self, x: &[T], kernel: &[T], out: &mut [T]) -> Result<(), Error> {
        let g = &self.g;
        // Patches gather each tap's group of features at once: from a feature-major input
        // (NCHW, or the weight gradient's `f01b`) one element at a time unless it is first
        // copied to feature-minor order.
        let (canonical, layout);
        let (x, layout) = if g.in_feature_stride != 1 && g.group_in > 1 {
            (canonical, layout) = g.feature_minor(x);
            (&canonical[..], &layout)
        } else {
            (x, &g.own_layout())
        };
        let rows = g.batch_out * g.positions;
        let cols = g.taps * g.group_in;
        if cols == 0 {
            // No input features (or no taps): every output is an empty sum.
            out.fill(T::ZERO);
            return Ok(());
        }
        let block_rows = (BLOCK_ELEMENTS / cols.max(1)).clamp(1, rows);
        let mut patches = vec![T::ZERO; block_rows * cols];
        let per_group = g.features_out / g.groups;
        for group in 0..g.groups {
            for first in (0..rows).step_by(block_rows) {
                let count = block_rows.min(rows - first);
                let block = &mut patches[..count * cols];
                g.gather_patches(x, layout, group, first, block);
                let dst_start = first * g.features_out + group * per_group;
                matmul(
                    count,
                    per_group,
                    cols,
                    &mut out[dst_start..],
                    g.features_out,
                    Mat {
                        data: block,
                        row: cols,
                    },
                    Mat {
                        data: &kernel[group * per_group..],
                        row: g.features_out,
                    },
                    self.threads,
                )?;
            }
        }
        Ok(())
    }
}

impl Geometry {
    fn new(attrs: &ConvAttrs, input: &Buf, kernel: &Buf) -> Result<Geometry, String> {
        let cd = &attrs.dims;
        let (input_dims, kernel_dims) = (input.sizes(), kernel.sizes());
        let n_sp = cd.input_spatial.len();
        if cd.kernel_spatial.len() != n_sp || cd.output_spatial.len() != n_sp {
            return Err("dim_labels name different numbers of spatial dimensions".into());
        }
        let input_order = [
            &[cd.input_batch],
            cd.input_spatial.as_slice(),
            &[cd.input_feature],
        ]
        .concat();
        let input_perm = perm_of(&input_order, input_dims.len())?;
        let kernel_order = [
            cd.kernel_spatial.as_slice(),
            &[cd.kernel_input_feature, cd.kernel_output_feature],
        ]
        .concat();
        let kernel_perm = perm_of(&kernel_order, kernel_dims.len())?;
        let output_order = [
            &[cd.output_batch],
            cd.output_spatial.as_slice(),
            &[cd.output_feature],
        ]
        .concat();
        let output_perm = inverse(&perm_of(&output_order, n_sp + 2)?);
        let in_strides = strides(&input_dims);
        let in_spatial: Vec<usize> = input_perm[1..=n_sp]
            .iter()
            .map(|&d| input_dims[d])
            .collect();
        let kernel_spatial: Vec<usize> = kernel_perm[..n_sp]
            .iter()
            .map(|&d| kernel_dims[d])
            .collect();
        let window = window_dims(attrs, &kernel_spatial)?;
        let out_spatial = in_spatial
            .iter()
            .zip(&window)
            .map(|(&n, w)| output_size(n, w))
            .collect::<Result<Vec<_>, _>>()?;
        let dim_taps = (0..n_sp)
            .map(|d| {
                let (w, size, in_size) = (&window[d], kernel_spatial[d], in_spatial[d]);
                DimTaps::new(out_spatial[d], |o| {
                    (0..size).filter_map(move |k| {
                        let i = input_index(o, k, w, in_size)?;
                        Some((if w.window_reversal { size - 1 - k } else { k }, i))
                    })
                })
            })
            .collect();
        let batch_in = input_dims[input_perm[0]];
        let features_in = input_dims[input_perm[n_sp + 1]];
        let group_in = kernel_dims[kernel_perm[n_sp]];
        let features_out = kernel_dims[kernel_perm[n_sp + 1]];
        let (groups, batch_grouped) = groups(attrs, batch_in, features_in, group_in, features_out)?;
        let batch_out = if batch_grouped {
            batch_in / groups
        } else {
            batch_in
        };
        let positions = out_spatial.iter().product();
        let canonical_dims: Vec<usize> = std::iter::once(batch_out)
            .chain(out_spatial.iter().copied())
            .chain(std::iter::once(features_out))
            .collect();
        let identity = output_perm.iter().enumerate().all(|(i, &p)| i == p);
        Ok(Geometry {
            in_batch_stride: in_strides[input_perm[0]],
            in_feature_stride: in_strides[input_perm[n_sp + 1]],
            in_spatial_strides: input_perm[1..=n_sp]
                .iter()
                .map(|&d| in_strides[d])
                .collect(),
            in_spatial,
            window,
            tap_strides: strides(&kernel_spatial),
            taps: kernel_spatial.iter().product(),
            kernel_dims,
            kernel_perm,
            out_spatial,
            positions,
            batch_out,
            features_out,
            group_in,
            groups,
            batch_grouped,
            dim_taps,
            canonical_dims,
            output_perm: (!identity).then_some(output_perm),
        })
    }

    /// The input's batch size (all groups' batches when groups split it).
    fn batch_in(&self) -> usize {
        if self.batch_grouped {
            self.batch_out * self.groups
        } else {
            self.batch_out
        }
    }

    /// The input's feature count (all groups' features when groups split them).
    fn features_in(&self) -> usize {
        if self.batch_grouped {
            self.group_in
        } else {
            self.group_in * self.groups
        }
    }

    /// The result's dimensions in its own layout.
    fn result_dims(&self, cd: &ConvDims) -> Vec<usize> {
        let mut dims = vec![0usize; self.out_spatial.len() + 2];
        dims[cd.output_batch as usize] = self.batch_out;
        dims[cd.output_feature as usize] = self.features_out;
        for (&d, &s) in cd.output_spatial.iter().zip(&self.out_spatial) {
            dims[d as usize] = s;
        }
        dims
    }

    /// The input's layout as the instruction has it.
    fn own_layout(&self) -> InputLayout {
        InputLayout {
            batch: self.in_batch_stride,
            feature: self.in_feature_stride,
            spatial: self.in_spatial_strides.clone(),
        }
    }

    /// The input `x` copied to `[batch, spatial.., feature]` order, and that layout.
    fn feature_minor<T: Copy>(&self, x: &[T]) -> (Vec<T>, InputLayout) {
        let features = self.features_in();
        let spatial = strides(&self.in_spatial);
        let positions: usize = self.in_spatial.iter().product();
        let mut out = Vec::with_capacity(self.batch_in() * positions * features);
        let mut idx = vec![0usize; self.in_spatial.len()];
        for b in 0..self.batch_in() {
            for p in 0..positions {
                unravel(p, &self.in_spatial, &mut idx);
                let at = b * self.in_batch_stride
                    + idx
                        .iter()
                        .zip(&self.in_spatial_strides)
                        .map(|(i, s)| i * s)
                        .sum::<usize>();
                out.extend((0..features).map(|f| x[at + f * self.in_feature_stride]));
            }
        }
        let layout = InputLayout {
            batch: positions * features,
            feature: 1,
            spatial: spatial.iter().map(|s| s * features).collect(),
        };
        (out, layout)
    }

    /// Fills `block` (rows `first..` of group `group`'s im2col matrix, row-major with
    /// `taps × group_in` columns) from the input `x`, laid out as `layout` says.
    fn gather_patches<T: FloatAcc>(
        &self,
        x: &[T],
        layout: &InputLayout,
        group: usize,
        first: usize,
        block: &mut [T],
    ) {
        let cols = self.taps * self.group_in;
        let rank = self.out_spatial.len();
        let mut out_idx = vec![0usize; rank];
        let mut choice = vec![0usize; rank];
        let (first_batch, first_feature) = if self.batch_grouped {
            (group * self.batch_out, 0)
        } else {
            (0, group * self.group_in)
        };
        for (r, row) in block.chunks_exact_mut(cols).enumerate() {
            let (b, p) = ((first + r) / self.positions, (first + r) % self.positions);
            unravel(p, &self.out_spatial, &mut out_idx);
            let list = |d: usize| self.dim_taps[d].at(out_idx[d]);
            let real_taps: usize = (0..rank).map(|d| list(d).len()).product();
            if real_taps < self.taps {
                // Some taps fall into padding or holes: their columns stay zero.
                row.fill(T::ZERO);
            }
            if real_taps == 0 {
                continue;
            }
            let base = (first_batch + b) * layout.batch + first_feature * layout.feature;
            choice.iter_mut().for_each(|c| *c = 0);
            loop {
                let (mut tap, mut offset) = (0usize, base);
                #[allow(clippy::needless_range_loop)] // indexes four arrays by dimension
                for d in 0..rank {
                    let (k, i) = list(d)[choice[d]];
                    tap += k * self.tap_strides[d];
                    offset += i * layout.spatial[d];
                }
                let dst = &mut row[tap * self.group_in..][..self.group_in];
                if layout.feature == 1 {
                    dst.copy_from_slice(&x[offset..][..self.group_in]);
                } else {
                    for (c, slot) in dst.iter_mut().enumerate() {
                        *slot = x[offset + c * layout.feature];
                    }
                }
                if !advance(&mut choice, |d| list(d).len()) {
                    break;
                }
            }
        }
    }
}

/// Element strides of a convolution input's batch, feature and spatial dimensions.
struct InputLayout {
    batch: usize,
    feature: usize,
    spatial: Vec<usize>,
}

/// The taps of every output index along one spatial dimension, in one list (a plan holds one
/// per dimension, not one list per output index).
#[derive(Debug)]
struct DimTaps {
    /// Output index `o`'s taps are `pairs[starts[o]..starts[o + 1]]`.
    starts: Vec<usize>,
    pairs: Vec<(usize, usize)>,
}

impl DimTaps {
    /// The taps of outputs `0..outputs`, those of `o` from `taps(o)`.
    fn new<I: Iterator<Item = (usize, usize)>>(outputs: usize, taps: impl Fn(usize) -> I) -> Self {
        let mut starts = Vec::with_capacity(outputs + 1);
        let mut pairs = Vec::new();
        for o in 0..outputs {
            starts.push(pairs.len());
            pairs.extend(taps(o));
        }
        starts.push(pairs.len());
        DimTaps { starts, pairs }
    }

    /// Output index `o`'s (kernel index, input index) pairs.
    fn at(&self, o: usize) -> &[(usize, usize)] {
        &self.pairs[self.starts[o]..self.starts[o + 1]]
    }
}

/// The row-major multi-index of `pos` in `dims`, into `idx`.
fn unravel(mut pos: usize, dims: &[usize], idx: &mut [usize]) {
    for d in (0..dims.len()).rev() {
        if dims[d] > 0 {
            idx[d] = pos % dims[d];
            pos /= dims[d];
        }
    }
}

/// (number of groups, whether they split the batch), checked as the interpreter checks them.
fn groups(
    attrs: &ConvAttrs,
    batch_in: usize,
    features_in: usize,
    group_in: usize,
    features_out: usize,
) -> Result<(usize, bool), String> {
    let count = |v: Option<i64>| usize::try_from(v.unwrap_or(1)).ok().filter(|&g| g >= 1);
    let fg = count(attrs.feature_group_count).ok_or("bad feature_group_count")?;
    let bg = count(attrs.batch_group_count).ok_or("bad batch_group_count")?;
    if (fg > 1 && bg > 1)
        || group_in * fg != features_in
        || !features_out.is_multiple_of(fg * bg)
        || !batch_in.is_multiple_of(bg)
    {
        return Err("feature or batch groups do not fit the operands".into());
    }
    Ok((fg * bg, bg > 1))
}

/// The window attribute, or the default (the kernel's size, stride 1, no padding).
fn window_dims(attrs: &ConvAttrs, kernel_spatial: &[usize]) -> Result<Vec<WindowDim>, String> {
    let dims = match &attrs.window {
        Some(w) => w.clone(),
        None => kernel_spatial
            .iter()
            .map(|&s| WindowDim {
                size: s as i64,
                ..WindowDim::default()
            })
            .collect(),
    };
    if dims.len() != kernel_spatial.len()
        || dims
            .iter()
            .zip(kernel_spatial)
            .any(|(w, &s)| w.size != s as i64)
    {
        return Err("the window does not match the kernel's spatial dimensions".into());
    }
    Ok(dims)
}

/// Checks that `order` names each of `0..rank` once and returns it as indices.
fn perm_of(order: &[i64], rank: usize) -> Result<Vec<usize>, String> {
    let mut seen = vec![false; rank];
    let mut out = Vec::with_capacity(rank);
    for &d in order {
        let i = usize::try_from(d)
            .ok()
            .filter(|&i| i < rank && !seen[i])
            .ok_or_else(|| format!("dim_labels {order:?} do not fit rank {rank}"))?;
        seen[i] = true;
        out.push(i);
    }
    if out.len() != rank {
        return Err(format!("dim_labels {order:?} do not fit rank {rank}"));
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
