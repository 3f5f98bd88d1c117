//! Depthwise convolutions (`feature_group_count` = input features: each group one input
//! feature, MobileNet's and ConvNeXt's 3×3 and 7×7 layers) without im2col. As GEMM, each
//! group would be a product `[rows, taps] × [taps, multiplier]`, a matrix-vector product per
//! input feature over a gathered patch matrix (256 ms for an `[8,56,56,128]` 3×3 layer here,
//! XLA:CPU 68 ms). Instead every output position accumulates its taps straight from the
//! input, all features at once: `out[r, f·m + j] += x[tap position, f] · w[tap, f·m + j]`,
//! the features contiguous in both (the input's feature dimension is its minor one), in tap
//! order, as the interpreter sums them.

use super::{advance, unravel, Geometry};
use crate::cpu::library::accum::FloatAcc;
use rayon::prelude::*;

/// Output rows (batch × position) per parallel task.
const ROWS_PER_TASK: usize = 64;

impl Geometry {
    /// Whether [`Geometry::depthwise`] computes this convolution: one input feature per
    /// group, features contiguous in the input.
    pub(super) fn is_depthwise(&self) -> bool {
        self.group_in == 1 && self.groups > 1 && !self.batch_grouped && self.in_feature_stride == 1
    }

    /// The convolution into `out` (`[batch, spatial.., feature]`, row-major) from the input
    /// `x` and the kernel rearranged to `[taps, 1, out_features]`.
    pub(super) fn depthwise<T: FloatAcc + Send + Sync>(
        &self,
        x: &[T],
        kernel: &[T],
        out: &mut [T],
        threads: usize,
    ) {
        let features = self.features_out;
        let rows = self.batch_out * self.positions;
        let run = |first: usize, block: &mut [T]| {
            for (r, acc) in block.chunks_exact_mut(features).enumerate() {
                self.depthwise_row(x, kernel, first + r, acc);
            }
        };
        if threads > 1 && rows > ROWS_PER_TASK {
            out[..rows * features]
                .par_chunks_mut(ROWS_PER_TASK * features)
                .enumerate()
                .for_each(|(t, block)| run(t * ROWS_PER_TASK, block));
        } else {
            run(0, &mut out[..rows * features]);
        }
    }

    /// Output row `row` (its `features` values) into `acc`.
    fn depthwise_row<T: FloatAcc>(&self, x: &[T], kernel: &[T], row: usize, acc: &mut [T]) {
        let rank = self.out_spatial.len();
        let (features, inputs) = (self.features_out, self.groups);
        let multiplier = features / inputs;
        let (b, p) = (row / self.positions, row % self.positions);
        let mut out_idx = [0usize; 8];
        let mut choice = [0usize; 8];
        let (out_idx, choice) = (&mut out_idx[..rank], &mut choice[..rank]);
        unravel(p, &self.out_spatial, out_idx);
        acc.fill(T::ZERO);
        let list = |d: usize| self.dim_taps[d].at(out_idx[d]);
        if (0..rank).any(|d| list(d).is_empty()) {
            return;
        }
        loop {
            let (mut tap, mut offset) = (0usize, b * self.in_batch_stride);
            for (d, &c) in choice.iter().enumerate() {
                let (k, i) = list(d)[c];
                tap += k * self.tap_strides[d];
                offset += i * self.in_spatial_strides[d];
            }
            let xs = &x[offset..][..inputs];
            let ws = &kernel[tap * features..][..features];
            if multiplier == 1 {
                for ((a, &v), &w) in acc.iter_mut().zip(xs).zip(ws) {
                    *a = *a + v * w;
                }
            } else {
                for ((a, w), &v) in acc
                    .chunks_exact_mut(multiplier)
                    .zip(ws.chunks_exact(multiplier))
                    .zip(xs)
                {
                    for (a, &w) in a.iter_mut().zip(w) {
                        *a = *a + v * w;
                    }
                }
            }
            if !advance(choice, |d| list(d).len()) {
                break;
            }
        }
    }
}
