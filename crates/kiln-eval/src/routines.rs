//! The interpreter's algorithms on plain values and slices, for compiled backends.
//!
//! The CPU runtime runs sort, top-k, FFT, Cholesky, triangular solve, batch norm,
//! select-and-scatter and scatter directly over its buffers. Where it runs these functions on
//! values decoded the way the interpreter decodes literals, it gets the interpreter's results
//! bit for bit: one algorithm, one home.

pub use crate::batch_norm::{
    grad_values as batch_norm_grad, normalize as batch_norm_inference,
    training_values as batch_norm_training, FeatureView,
};
pub use crate::conv::{for_each_tap, input_index, output_size, unravel};
pub use crate::fft::{fft_values, fft_values_parallel, FftOperand, Parallel};
pub use crate::linalg::factor::{cholesky_one, solve_one, Field, SolveSpec};
pub use crate::reduce::combiner::returns_second_half;
pub use crate::reduce::program::{truth, value_from_bits, value_to_bits, ScalarProgram, Val};
pub use crate::sort::{stable_sort, topk_key};
