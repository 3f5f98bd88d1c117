//! Linear algebra: `dot`, `cholesky`, `triangular-solve`, and the typed working vectors that
//! dot, convolution and FFT share (`numeric`).

mod dot;
pub(crate) mod factor;
pub(crate) mod numeric;

pub(crate) use dot::dot;
pub(crate) use factor::{cholesky, triangular_solve};

#[cfg(test)]
mod tests;
