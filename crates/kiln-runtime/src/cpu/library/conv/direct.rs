//! Convolution as implicit GEMM (`sgemm::direct`): no patch matrix, no packed copy of it.
//!
//! Used for f32 convolutions whose last spatial dimension has no input dilation, so that
//! along one output line the windows of a tap lie a constant stride apart in an input with
//! contiguous features. Inputs whose features are not contiguous (NCHW and the like) are
//! copied into `[batch, spatial.., feature]` order first, and results in another order are
//! computed in that order and copied out ([`relayout`]): each copy is one pass over an
//! operand, against the im2col path's gather of every window. Each line (group, batch and
//! every output index but the last) lists its taps: the outer spatial dimensions' valid taps
//! as the im2col path finds them (`dim_taps`), times the last dimension's kernel positions,
//! each with the output rows where it falls inside the input. Lines are split evenly across
//! threads; the weights are packed once per call.

use super::relayout::{self, Side};
use super::{advance, strides, unravel, Geometry};
use crate::cpu::library::accum::{permute, FloatAcc};
use crate::cpu::library::buffer::Buf;
use crate::cpu::memory::SendPtr;
use kiln_eval::routines::input_index;
use kiln_hlo::{Error, PrimitiveType};
use std::borrow::Cow;

/// Most weight rows (taps × input features) of one group: a packed 32-column panel of them
/// (512 KiB) stays in L2 while every tile of a line streams it.
const MAX_DEPTH: usize = 4096;
/// Fewest outputs along the last spatial dimension: below it, tiles get too short and the
/// im2col path (whose tiles span lines) wins.
const MIN_ROWS: usize = 4;

/// The implicit-GEMM plan.
#[derive(Debug)]
pub struct Direct {
    /// Per kernel position with any valid output: (kernel index after reversal, first and end
    /// output row where it is valid, input element offset of its window for row 0).
    last_taps: Vec<(usize, usize, usize, isize)>,
    /// Input elements between the windows of consecutive outputs.
    row_stride: isize,
    /// Whether the input is copied into `[batch, spatial.., feature]` order first.
    copy_input: bool,
    /// The element strides of the batch and spatial dimensions of the input the lines read
    /// (the input itself, or its copy).
    in_batch_stride: usize,
    in_spatial_strides: Vec<usize>,
    /// The result's element strides (batch, feature, spatial..) when it is not in
    /// `[batch, spatial.., feature]` order: the lines write a scratch copy in that order.
    out_strides: Option<(usize, usize, Vec<usize>)>,
}

/// The result, written by every thread in disjoint lines.
struct SharedOut(*mut f32);
// SAFETY: each line's rows of the result are written by one thread only.
unsafe impl Sync for SharedOut {}

impl SharedOut {
    fn at(&self, offset: usize) -> *mut f32 {
        self.0.wrapping_add(offset)
    }
}

/// Whether `sgemm` runs here (AVX-512F), as the cache key's detection finds it (which agrees
/// with `sgemm::available`): planning runs inside a cache hit, where the standard library's
/// first detection would cost a fresh process about 40 us of trapped `cpuid`s (a VM).
#[cfg(target_arch = "x86_64")]
fn has_own_gemm() -> bool {
    kiln_cache::cpu_features::host_has("avx512f")
}

#[cfg(not(target_arch = "x86_64"))]
fn has_own_gemm() -> bool {
    false
}

impl Direct {
    /// The plan, or `None` where the convolution takes the im2col path.
    pub fn plan(g: &Geometry, input: &Buf, out: &Buf) -> Option<Direct> {
        let rank = g.out_spatial.len();
        let out_w = *g.out_spatial.last()?;
        let per_group = g.features_out / g.groups;
        let depth = g.taps * g.group_in;
        let fits = input.ty == PrimitiveType::F32
            && out.ty == PrimitiveType::F32
            && out_w >= MIN_ROWS
            && per_group > 16
            && (16..=MAX_DEPTH).contains(&depth)
            && has_own_gemm();
        if !fits {
            return None;
        }
        let w = &g.window[rank - 1];
        if w.base_dilation != 1 {
            return None;
        }
        let size = g.kernel_dims[g.kernel_perm[rank - 1]];
        let in_w = g.in_spatial[rank - 1];
        let copy_input = g.in_feature_stride != 1;
        let (in_batch_stride, in_spatial_strides) = if copy_input {
            let features = g.features_in();
            let spatial: Vec<usize> = strides(&g.in_spatial)
                .iter()
                .map(|s| s * features)
                .collect();
            (g.in_spatial.iter().product::<usize>() * features, spatial)
        } else {
            (g.in_batch_stride, g.in_spatial_strides.clone())
        };
        let stride = in_spatial_strides[rank - 1] as isize;
        let last_taps = (0..size)
            .filter_map(|k| {
                let valid: Vec<usize> = (0..out_w)
                    .filter(|&o| input_index(o, k, w, in_w).is_some())
                    .collect();
                let (&first, &last) = (valid.first()?, valid.last()?);
                let index = if w.window_reversal { size - 1 - k } else { k };
                let origin = k as i64 * w.window_dilation - w.padding_low;
                Some((index, first, last + 1, origin as isize * stride))
            })
            .collect();
        let out_strides = g.output_perm.as_ref().map(|perm| {
            // Result dimension `i` is canonical dimension `perm[i]`.
            let dims: Vec<usize> = perm.iter().map(|&c| g.canonical_dims[c]).collect();
            let mut canonical = vec![0usize; dims.len()];
            for (&c, s) in perm.iter().zip(strides(&dims)) {
                canonical[c] = s;
            }
            (
                canonical[0],
                canonical[rank + 1],
                canonical[1..=rank].to_vec(),
            )
        });
        Some(Direct {
            last_taps,
            row_stride: w.stride as isize * stride,
            copy_input,
            in_batch_stride,
            in_spatial_strides,
            out_strides,
        })
    }

    /// Runs the convolution of `call`'s buffers.
    #[cfg(target_arch = "x86_64")]
    pub fn run(
        &self,
        g: &Geometry,
        (input, kernel, out): (&Buf, &Buf, &Buf),
        buffers: &[SendPtr],
        threads: usize,
    ) -> Result<(), Error> {
        use crate::cpu::library::sgemm::direct::PackedWeights;
        use crate::cpu::library::sgemm::Strided;

        let own = input.read::<f32>(buffers)?;
        let x: Cow<[f32]> = if self.copy_input {
            let features = g.features_in();
            let mut copy = vec![0.0f32; own.len()];
            let from = Side::strided(
                g.in_batch_stride,
                g.in_feature_stride,
                &g.in_spatial,
                &g.in_spatial_strides,
            );
            let to = Side::canonical(&g.in_spatial, features);
            relayout::copy(own, &from, &mut copy, &to, g.batch_in(), features)
                .map_err(Error::msg)?;
            Cow::Owned(copy)
        } else {
            Cow::Borrowed(own)
        };
        let k = f32::load(kernel, buffers, out.ty)?;
        let in_order = g.kernel_perm.iter().enumerate().all(|(i, &d)| i == d);
        let weights = if in_order {
            k
        } else {
            Cow::Owned(permute(&k, &g.kernel_dims, &g.kernel_perm))
        };
        let result = out.write::<f32>(buffers)?;
        let per_group = g.features_out / g.groups;
        let depth = g.taps * g.group_in;
        let expected = g.batch_out * g.positions * g.features_out;
        if result.len() != expected || weights.len() != depth * g.features_out {
            return Err(Error::msg(
                "internal error: convolution buffers do not match their plan",
            ));
        }
        if expected == 0 {
            return Ok(());
        }
        // SAFETY: the kernel has `depth` rows of `features_out` floats; each group's columns
        // lie inside them.
        let packed: Vec<PackedWeights> = (0..g.groups)
            .map(|group| unsafe {
                PackedWeights::pack(
                    depth,
                    per_group,
                    Strided {
                        ptr: weights.as_ptr().add(group * per_group),
                        rs: g.features_out as isize,
                        cs: 1,
                    },
                )
            })
            .collect();
        let Some((batch, feature, spatial)) = &self.out_strides else {
            self.lines(g, &x, &packed, result, threads);
            return Ok(());
        };
        let mut scratch = vec![0.0f32; expected];
        self.lines(g, &x, &packed, &mut scratch, threads);
        let from = Side::canonical(&g.out_spatial, g.features_out);
        let to = Side::strided(*batch, *feature, &g.out_spatial, spatial);
        relayout::copy(&scratch, &from, result, &to, g.batch_out, g.features_out)
            .map_err(Error::msg)
    }

    /// Every line of the result, in `[batch, spatial.., feature]` order, into `result`.
    #[cfg(target_arch = "x86_64")]
    fn lines(
        &self,
        g: &Geometry,
        x: &[f32],
        packed: &[crate::cpu::library::sgemm::direct::PackedWeights],
        result: &mut [f32],
        threads: usize,
    ) {
        use crate::cpu::library::sgemm::direct::{for_each_range, line, Line, Tap};
        use crate::cpu::library::sgemm::Dest;

        let rank = g.out_spatial.len();
        let out_w = g.out_spatial[rank - 1];
        let per_group = g.features_out / g.groups;
        let lines_per_image = g.positions / out_w;
        let lines = g.groups * g.batch_out * lines_per_image;
        let result = SharedOut(result.as_mut_ptr());
        for_each_range(lines, threads, |range| {
            let mut taps: Vec<Tap> = Vec::new();
            let mut out_idx = vec![0usize; rank - 1];
            let mut choice = vec![0usize; rank - 1];
            for index in range {
                let group = index / (g.batch_out * lines_per_image);
                let b = index / lines_per_image % g.batch_out;
                let outer = index % lines_per_image;
                unravel(outer, &g.out_spatial[..rank - 1], &mut out_idx);
                let (first_batch, first_feature) = if g.batch_grouped {
                    (group * g.batch_out, 0)
                } else {
                    (0, group * g.group_in)
                };
                let base = ((first_batch + b) * self.in_batch_stride + first_feature) as isize;
                taps.clear();
                let list = |d: usize| g.dim_taps[d].at(out_idx[d]);
                if (0..rank - 1).all(|d| !list(d).is_empty()) {
                    choice.iter_mut().for_each(|c| *c = 0);
                    loop {
                        let (mut tap, mut offset) = (0usize, base);
                        #[allow(clippy::needless_range_loop)] // indexes three arrays by dimension
                        for d in 0..rank - 1 {
                            let (k, i) = list(d)[choice[d]];
                            tap += k * g.tap_strides[d];
                            offset += (i * self.in_spatial_strides[d]) as isize;
                        }
                        taps.extend(self.last_taps.iter().map(|&(k, lo, hi, origin)| Tap {
                            input: offset + origin,
                            k: (tap + k) * g.group_in,
                            rows: (lo, hi),
                        }));
                        if !advance(&mut choice, |d| list(d).len()) {
                            break;
                        }
                    }
                }
                let first_out = (b * g.positions + outer * out_w) * g.features_out;
                let l = Line {
                    input: x.as_ptr(),
                    row_stride: self.row_stride,
                    depth: g.group_in,
                    rows: out_w,
                    taps: &taps,
                };
                let c = Dest {
                    ptr: result.at(first_out + group * per_group),
                    rs: g.features_out as isize,
                };
                // SAFETY: every tap's rows read windows inside the input (the plan's ranges
                // come from the interpreter's `input_index`); the line's rows of C are its
                // own and inside the result, checked against the plan above.
                unsafe { line(&l, &packed[group], c) };
            }
        });
    }

    #[cfg(not(target_arch = "x86_64"))]
    pub fn run(
        &self,
        _: &Geometry,
        _: (&Buf, &Buf, &Buf),
        _: &[SendPtr],
        _: usize,
    ) -> Result<(), Error> {
        Err(Error::msg("internal error: implicit GEMM needs x86-64"))
    }
}
