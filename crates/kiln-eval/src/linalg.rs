//! Linear algebra: `dot`, `cholesky`, `triangular-solve`, the LAPACK custom-calls JAX emits
//! on CPU (`lapack`), and the typed working vectors that
//! dot, convolution and FFT share (`numeric`).

mod dot;
pub(crate) mod factor;
pub(crate) mod lapack;
pub(crate) mod numeric;

pub(crate) use dot::dot;
pub(crate) use factor::{cholesky, triangular_solve};

#[cfg(test)]
mod tests;
